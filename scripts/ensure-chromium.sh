#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the browser tests (Playwright cannot download browsers here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium package for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "The browser tests need Debian's 'chromium' package: run 'sudo apt-get install chromium' and try again." >&2
  exit 1
fi
