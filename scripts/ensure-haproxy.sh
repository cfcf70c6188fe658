#!/usr/bin/env bash
# The scale-out tests and `pnpm bench:reliability` put the API behind Debian's HAProxy (deploy/haproxy.cfg).
# Install it when it is missing; a no-op when it is there.
set -euo pipefail
if command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ]; then exit 0; fi
echo "HAProxy is missing: installing Debian's package."
if [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
elif command -v sudo >/dev/null; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
else
  echo "Cannot install HAProxy without root: run 'apt-get install -y haproxy'." >&2
  exit 1
fi
