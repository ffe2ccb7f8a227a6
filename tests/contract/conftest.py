"""The contract suite's backends: every test in ``tests/contract`` runs once per backend.

* ``sqlite``          — the embedded store, one file in the test's tmp dir;
* ``postgres``        — PostgreSQL + pgvector: ONE fresh database per test session (random name, dropped at the end);
* ``postgres+redis``  — the same database with ``settings.redis_url`` set (the Redis layer wraps the store), under
  a Redis key prefix of its own for the session (keys deleted at the end);
* ``remote-async``    — the same through the async twin (:class:`hindsight.remote.AsyncRemoteHindsight`, driven
  from the synchronous test by ``tests/helpers/async_bridge.py``);
* ``remote``          — the test talks through the remote client (:class:`hindsight.remote.RemoteHindsight`) to a
  real HTTP server on loopback (``faces.http.app.RunningServer``) over an SQLite store; every ``open_hs`` call
  starts its own server on the test's store. A test that needs the library's internals (``hs.store``,
  ``hs.notifier``, ``with_actor``...) or a method the REST API lacks says so with ``@pytest.mark.local_only(why)``
  and is not generated for the remote backends (deselected at collection).

Every test gets its own bank (``settings.default_bank`` is unique per test), so tests on the shared servers never
see each other's data. The server-backed params carry the ``integration`` mark (``-m 'not integration'`` keeps
only ``sqlite``). A backend whose module is not written yet is skipped with that reason; once the module exists,
its failures are real failures.
"""

from __future__ import annotations

import os
import subprocess
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from helpers.async_bridge import BlockingAsyncClient
from hindsight import Hindsight, Settings
from hindsight.embedder.e5 import E5Embedder
from hindsight.faces.http.app import RunningServer, create_app
from hindsight.remote import AsyncRemoteHindsight, RemoteHindsight

REPO = Path(__file__).resolve().parents[2]

BACKENDS = [
    pytest.param("sqlite", id="sqlite"),
    pytest.param("postgres", id="postgres", marks=pytest.mark.integration),
    pytest.param("postgres+redis", id="postgres+redis", marks=pytest.mark.integration),
    pytest.param("remote", id="remote", marks=pytest.mark.integration),
    pytest.param("remote-async", id="remote-async", marks=pytest.mark.integration),
]

#: a Hindsight factory: ``open_hs(**settings_overrides)``
OpenHs = Callable[..., Hindsight]


def _services_env() -> dict[str, str]:
    """HINDSIGHT_TEST_PG_URL / HINDSIGHT_TEST_REDIS_URL from the environment, else from ``scripts/services``."""
    keys = ("HINDSIGHT_TEST_PG_URL", "HINDSIGHT_TEST_REDIS_URL")
    if all(os.environ.get(k) for k in keys):
        return {k: os.environ[k] for k in keys}
    script = REPO / "scripts" / "services"
    subprocess.run([str(script), "up"], check=True, capture_output=True, timeout=900)
    out = subprocess.run([str(script), "env"], check=True, capture_output=True, text=True, timeout=60).stdout
    env: dict[str, str] = {}
    for line in out.splitlines():
        line = line.strip()
        if line.startswith("export ") and "=" in line:
            k, _, v = line[len("export ") :].partition("=")
            if k in keys:
                env[k] = v.strip("'\"")
    missing = [k for k in keys if not (os.environ.get(k) or env.get(k))]
    if missing:
        raise RuntimeError(f"scripts/services env did not give {missing}")
    return {k: os.environ.get(k) or env[k] for k in keys}


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "local_only(reason): the contract test needs the in-process library; it does not exist for the remote backends",
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """A ``local_only`` test is not generated for the remote backends at all (it reads ``hs.store``, sets
    ``hs.notifier``...): the combination is deselected at collection, never a skip that cannot fail."""
    keep: list[pytest.Item] = []
    dropped: list[pytest.Item] = []
    for item in items:
        callspec = getattr(item, "callspec", None)
        backend = callspec.params.get("backend") if callspec is not None else None
        remote = isinstance(backend, str) and backend.startswith("remote")
        (dropped if remote and item.get_closest_marker("local_only") is not None else keep).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = keep


@pytest.fixture(scope="session")
def services() -> dict[str, str]:
    return _services_env()


def _with_db(url: str, db: str) -> str:
    """The same server URL with another database name."""
    from urllib.parse import urlsplit, urlunsplit

    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, "/" + db, parts.query, parts.fragment))


@pytest.fixture(scope="session")
def pg_url(services: dict[str, str]) -> Iterator[str]:
    """A fresh database for this test session (pgvector enabled), dropped at the end."""
    import psycopg

    maintenance = _with_db(services["HINDSIGHT_TEST_PG_URL"], "postgres")
    name = f"hs_contract_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(maintenance, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    url = _with_db(services["HINDSIGHT_TEST_PG_URL"], name)
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
    yield url
    with psycopg.connect(maintenance, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(scope="session")
def redis_prefix(services: dict[str, str]) -> Iterator[str]:
    """A Redis key prefix for this test session; its keys are deleted at the end."""
    import redis

    prefix = f"hs-contract-{uuid.uuid4().hex[:12]}"
    yield prefix
    r = redis.Redis.from_url(services["HINDSIGHT_TEST_REDIS_URL"])
    try:
        keys = list(r.scan_iter(match=f"{prefix}*", count=1000))
        for i in range(0, len(keys), 500):
            r.delete(*keys[i : i + 500])
    finally:
        r.close()


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def bank() -> str:
    """This test's own default bank (unique, so tests on shared servers never see each other's data)."""
    return f"c{uuid.uuid4().hex[:12]}"


@pytest.fixture
def open_hs(backend: str, bank: str, request: pytest.FixtureRequest, tmp_path: Path, e5: E5Embedder,
            ) -> Iterator[OpenHs]:
    """Open a Hindsight on this test's backend. Every call shares the test's store and default bank unless
    ``default_bank`` is overridden; each opened instance is closed at teardown. On ``remote`` each call starts a
    server over its own in-process Hindsight (with these settings) and returns a remote client of it."""
    target: str
    redis: dict[str, Any] = {}
    if backend in ("sqlite", "remote", "remote-async"):
        target = str(tmp_path / "store")
    else:
        target = request.getfixturevalue("pg_url")
        if backend == "postgres+redis":
            redis["redis_url"] = request.getfixturevalue("services")["HINDSIGHT_TEST_REDIS_URL"]
            redis["redis_prefix"] = request.getfixturevalue("redis_prefix")  # one per session, shared by all
    closers: list[Callable[[], None]] = []

    def make(**overrides: Any) -> Any:
        fields: dict[str, Any] = {"home": tmp_path, "redis_url": None, **redis, "default_bank": bank,
                                  "event_review": False, **overrides}
        h = Hindsight.open(target, embedder=e5, settings=Settings(**fields))
        closers.append(h.close)
        if not backend.startswith("remote"):
            return h
        server = RunningServer(create_app(h, open_access=True, with_mcp=False, review_loop=False, warm_up=False))
        closers.append(server.stop)
        client: Any
        if backend == "remote":
            client = RemoteHindsight(server.url, bank=fields["default_bank"], timeout=120)
        else:  # the async twin, each call run on its own event loop thread
            url, b = server.url, fields["default_bank"]
            client = BlockingAsyncClient(lambda: AsyncRemoteHindsight(url, bank=b, timeout=120))
        closers.append(client.close)
        return client

    yield make
    for close in reversed(closers):
        close()


@pytest.fixture
def hs(open_hs: OpenHs) -> Hindsight:
    """A Hindsight on this test's backend, writing to this test's own bank (event-triggered reviews off)."""
    return open_hs()


@pytest.fixture
def caller(backend: str) -> tuple[str, str]:
    """``(recorded_via, actor)`` stamped on what this test's ``hs`` writes: the library's own, or the HTTP face's
    for the local user of a server without keys."""
    return ("http", "local") if backend.startswith("remote") else ("python", "anonymous")


@pytest.fixture
def other_bank(bank: str) -> str:
    """A second bank name that belongs to this test only."""
    return f"{bank}-b"
