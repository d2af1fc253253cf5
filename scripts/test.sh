#!/usr/bin/env bash
# The one test command (npm test): system packages, types, unit + integration tests, build, e2e.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/sbin/sshd ] || need+=(openssh-server)
[ -x /lib/systemd/systemd-journal-remote ] || need+=(systemd-journal-remote)
compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null || need+=(postgresql)
[ -x /usr/bin/prometheus ] || need+=(prometheus)
command -v journalctl >/dev/null 2>&1 || need+=(systemd)
command -v ip >/dev/null 2>&1 || need+=(iproute2)
command -v curl >/dev/null 2>&1 || need+=(curl)
command -v ps >/dev/null 2>&1 || need+=(procps)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing system packages: ${need[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null || exit 1
fi

[ -d node_modules ] || npm ci || exit 1
mkdir -p .tmp
rm -f .tmp/vitest-*.json .tmp/playwright.json
status=0
# Steps that exited non-zero: a runner can fail with every test passed (an unhandled error, a type error).
failed_steps=()
fail() { status=1; failed_steps+=("$1"); }

echo "== typecheck"
npx tsc --noEmit || fail typecheck

echo "== unit (vitest)"
# A synchronous busy loop is beyond vitest's testTimeout: bound the whole run so a hang fails the step instead of CI.
timeout --kill-after=30 1800 npx vitest run --exclude 'integration/**' --reporter=default --reporter=json --outputFile.json=.tmp/vitest-unit.json || fail unit

# Real sshd hosts and timeouts: one file at a time so their timing is not the other tests' CPU.
echo "== integration (vitest, real sshd + journalctl)"
npx vitest run integration --no-file-parallelism --reporter=default --reporter=json --outputFile.json=.tmp/vitest-integration.json || fail integration

echo "== build"
if npx next build; then
  echo "== e2e (playwright)"
  PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/playwright.json npx playwright test --reporter=list,json || fail e2e
else
  fail build
fi

node scripts/test-summary.mjs .tmp/vitest-unit.json .tmp/vitest-integration.json .tmp/playwright.json || status=1
[ ${#failed_steps[@]} -eq 0 ] || echo "steps that failed: ${failed_steps[*]}"
exit $status
