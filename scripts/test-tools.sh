#!/usr/bin/env bash
# Programs the end-to-end tests drive that pip cannot install: headless Chromium (web console tests), CJK fonts
# (Chinese in screenshots), docker-compose 1.29 (validates docker-compose.yml without a Docker engine) and the MCP
# conformance suite (npm, pinned, into the git-ignored .tools/; tests/test_mcp_conformance.py runs it).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
CONFORMANCE_VERSION=0.1.10
conformance="$root/.tools/node_modules/@modelcontextprotocol/conformance/package.json"
if ! grep -qs "\"version\": \"$CONFORMANCE_VERSION\"" "$conformance"; then
  if command -v npm >/dev/null; then
    echo "test-tools: npm install @modelcontextprotocol/conformance@$CONFORMANCE_VERSION into .tools/" >&2
    mkdir -p "$root/.tools"
    npm install --prefix "$root/.tools" --no-audit --no-fund --save-exact --loglevel=error \
      "@modelcontextprotocol/conformance@$CONFORMANCE_VERSION" >/dev/null
  else
    echo "test-tools: npm missing (apt-get install nodejs npm); the MCP conformance test will fail" >&2
  fi
fi
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
