#!/usr/bin/env bash
# The one test command (npm test): system packages, types, unit + integration tests, build, e2e.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/sbin/sshd ] || need+=(openssh-server)
[ -x /lib/systemd/systemd-journal-remote ] || need+=(systemd-journal-remote)
command -v journalctl >/dev/null 2>&1 || need+=(systemd)
command -v ip >/dev/null 2>&1 || need+=(iproute2)
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

echo "== typecheck"
npx tsc --noEmit || status=1

echo "== unit (vitest)"
npx vitest run --exclude 'integration/**' --reporter=default --reporter=json --outputFile.json=.tmp/vitest-unit.json || status=1

# Real sshd hosts and timeouts: one file at a time so their timing is not the other tests' CPU.
echo "== integration (vitest, real sshd + journalctl)"
npx vitest run integration --no-file-parallelism --reporter=default --reporter=json --outputFile.json=.tmp/vitest-integration.json || status=1

echo "== build"
if npx next build; then
  echo "== e2e (playwright)"
  PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/playwright.json npx playwright test --reporter=list,json || status=1
else
  status=1
fi

node scripts/test-summary.mjs .tmp/vitest-unit.json .tmp/vitest-integration.json .tmp/playwright.json || status=1
exit $status
