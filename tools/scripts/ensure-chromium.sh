#!/usr/bin/env bash
# E2E and Storybook tests drive Debian's Chromium; Playwright must never
# download a browser of its own (the machines only reach npm and apt).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "chromium is missing: installing Debian's package"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
