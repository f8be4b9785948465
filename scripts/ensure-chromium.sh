#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed (Playwright cannot download browsers here): the headless
# shell runs the browser tests, the full browser the security suite's victim and the benches.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium and chromium-headless-shell packages for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null
else
  echo "The browser tests need Debian's 'chromium' and 'chromium-headless-shell' packages: run 'sudo apt-get install chromium chromium-headless-shell' and try again." >&2
  exit 1
fi
