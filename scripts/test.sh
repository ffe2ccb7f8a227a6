#!/usr/bin/env bash
# Install Hindsight with its dev tools into .venv, then lint, type-check and run the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PY" -m venv .venv
.venv/bin/python -m pip install -q --disable-pip-version-check -e '.[dev]' 2>&1 | grep -v '^WARNING: Location' || true
.venv/bin/ruff check src tests bench
.venv/bin/mypy
exec .venv/bin/python -m pytest "$@"
