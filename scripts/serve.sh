#!/usr/bin/env bash
# Install Hindsight into .venv and serve it on the embedded default (SQLite + bundled e5 model):
# web console at /, HTTP API, MCP (streamable HTTP at /mcp) and the periodic review loop on http://127.0.0.1:8765.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PY" -m venv .venv
.venv/bin/python -m pip install -q --disable-pip-version-check -e . 2>&1 | grep -v '^WARNING: Location' || true
exec .venv/bin/hindsight serve "$@"
