#!/usr/bin/env bash
# Playwright drives Debian's Chromium (its own browser download cannot work here). Install it once if missing.
set -euo pipefail
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] && exit 0
echo "Chromium not found: installing Debian's chromium package" >&2
sudo_cmd=""
[ "$(id -u)" != 0 ] && sudo_cmd="sudo"
$sudo_cmd apt-get update >&2
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y chromium >&2
