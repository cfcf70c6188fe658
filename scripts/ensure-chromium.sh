#!/usr/bin/env bash
# Browser tests use Debian's Chromium (never a downloaded browser). Install it when it is missing.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then exit 0; fi
echo "Chromium is missing at $chromium_path: installing Debian's package."
if [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
elif command -v sudo >/dev/null; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Cannot install Chromium without root: run 'apt-get install -y chromium' (or set CHROMIUM_PATH)." >&2
  exit 1
fi
