#!/usr/bin/env bash
# Programs the end-to-end tests drive that pip cannot install: headless Chromium (web console tests), CJK fonts
# (Chinese in screenshots) and docker-compose 1.29 (validates docker-compose.yml without a Docker engine).
set -euo pipefail
missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v docker-compose >/dev/null || missing+=(docker-compose)
fc-list :lang=zh 2>/dev/null | grep -q . || missing+=(fonts-wqy-zenhei)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ]; then
  echo "test-tools: missing ${missing[*]} (install them with apt-get as root); the tests that need them will fail" >&2
  exit 0
fi
echo "test-tools: apt-get install ${missing[*]}" >&2
DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
