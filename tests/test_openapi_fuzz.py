"""Schemathesis against /openapi.json of a real server on loopback: generated valid and invalid requests for every
operation must never give a 5xx, and every answer must match the schema (status, content type, body).

Bounded (a few examples per operation, derandomised) so it runs in the normal suite in well under a minute.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis.generation import GenerationMode
from schemathesis.specs.openapi.checks import positive_data_acceptance

from hindsight import Hindsight, Settings
from hindsight.embedder.e5 import E5Embedder
from hindsight.faces.http.app import RunningServer, create_app
from hindsight.store.sqlite.keys import SQLiteKeyStore

pytestmark = pytest.mark.integration

#: per operation and mode; raise it for a deeper run: HINDSIGHT_FUZZ_EXAMPLES=200 pytest tests/test_openapi_fuzz.py
EXAMPLES = int(os.environ.get("HINDSIGHT_FUZZ_EXAMPLES", "8"))
DERANDOMIZE = "HINDSIGHT_FUZZ_EXAMPLES" not in os.environ


@schemathesis.serializer("application/x-ndjson")
def _ndjson(ctx: Any, value: Any) -> bytes:
    """The import body: a generated string goes as is (usually not JSONL: a 400/422 is the expected answer)."""
    if isinstance(value, bytes):
        return value
    if isinstance(value, str):
        return value.encode("utf-8", "surrogatepass")
    return json.dumps(value).encode()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, e5: E5Embedder) -> Iterator[tuple[RunningServer, str]]:
    """A server that requires keys (as the schema says), and an admin token for the generated requests."""
    home = tmp_path_factory.mktemp("fuzz")
    h = Hindsight.open(home / "store", embedder=e5, settings=Settings(home=home, review_interval_seconds=0))
    h.write("The user prefers pytest over unittest", source="user")
    h.write("用户住在北京朝阳区", bank="zh")
    keys = SQLiteKeyStore(h.store.path)  # type: ignore[attr-defined]
    _, token = keys.create(banks=["*"], scope="admin", name="fuzzer")
    with RunningServer(create_app(h, keys=keys)) as s:
        yield s, token
    keys.close()
    h.close()


@pytest.mark.parametrize("mode", [GenerationMode.POSITIVE, GenerationMode.NEGATIVE])
def test_no_5xx_and_schema_conformance(server: tuple[RunningServer, str], mode: GenerationMode) -> None:
    # (schemathesis' own pytest plugin does not run under pytest 9, so each operation gets a Hypothesis test here)
    running, token = server
    schema = schemathesis.openapi.from_url(running.url + "/openapi.json")
    failures: list[str] = []
    operations = 0
    for result in schema.get_all_operations():
        op = result.ok()
        operations += 1

        @given(case=op.as_strategy(generation_mode=mode, headers={"Authorization": f"Bearer {token}"}))
        @settings(
            max_examples=EXAMPLES, deadline=None, derandomize=DERANDOMIZE, suppress_health_check=list(HealthCheck)
        )
        def check(case: Any) -> None:
            # Schema-valid data may still be refused with a documented 4xx: unknown banks and ids (404) and the
            # rules a JSON schema cannot state (valid_until after valid_from, ttl_seconds xor expires_at) are 422.
            case.call_and_validate(excluded_checks=[positive_data_acceptance])

        try:
            check()
        except Unsatisfiable:  # no parameters and no body: nothing to make invalid
            assert mode == GenerationMode.NEGATIVE
        except Exception as exc:  # collect every operation's failure, then report them together
            failures.append(f"{op.method.upper()} {op.path}: {exc}")
    assert operations >= 18
    assert not failures, "\n\n".join(failures)
