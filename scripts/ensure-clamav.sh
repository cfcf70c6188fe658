#!/usr/bin/env bash
# The upload tests scan files with a real clamd (apps/api/src/testing/clamd-server.ts), started on its own
# config and a test signature, so only the daemon is needed: no freshclam, which cannot download
# signatures here. Install Debian's package when clamd is missing; a no-op when it is there.
set -euo pipefail
if command -v clamd >/dev/null || [ -x /usr/sbin/clamd ]; then exit 0; fi
echo "clamd is missing: installing Debian's clamav-daemon."
if [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq clamav-daemon >/dev/null
elif command -v sudo >/dev/null; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq clamav-daemon >/dev/null
else
  echo "Cannot install clamd without root: run 'apt-get install -y clamav-daemon'." >&2
  exit 1
fi
