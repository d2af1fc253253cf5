#!/usr/bin/env bash
# The one test command (npm test): system packages, types, unit + integration tests, build, e2e.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v sshd >/dev/null 2>&1 || [ -x /usr/sbin/sshd ] || need+=(openssh-server)
[ -x /lib/systemd/systemd-journal-remote ] || need+=(systemd-journal-remote)
command -v journalctl >/dev/null 2>&1 || need+=(systemd)
command -v ip >/dev/null 2>&1 || need+=(iproute2)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing system packages: ${need[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

[ -d node_modules ] || npm ci

echo "== typecheck"; npx tsc --noEmit
echo "== unit + integration (vitest)"; npx vitest run
echo "== build"; npx next build
echo "== e2e (playwright)"; npx playwright test
