"""The PostgreSQL store's pool (store/postgres/pool.py): a checkout is checked unless the connection came back from a
call within ``RECHECK_AFTER_S``; either way the pool heals once connections are dropped by the server. Real
PostgreSQL (the shared test server, ``HINDSIGHT_TEST_PG_URL``); the time window is set per test, no sleeping."""

from __future__ import annotations

import contextlib
import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from hindsight import Settings
from hindsight.errors import StoreUnavailable
from hindsight.store.postgres import pool as pool_mod
from hindsight.store.postgres.pool import PgPool

pytestmark = pytest.mark.integration


@pytest.fixture
def url() -> Iterator[str]:
    server = os.environ.get("HINDSIGHT_TEST_PG_URL")
    if not server:
        pytest.skip("HINDSIGHT_TEST_PG_URL is not set (scripts/services env)")
    name = f"hs_pooltest_{uuid.uuid4().hex[:10]}"
    base = server.rsplit("/", 1)[0]
    with psycopg.connect(server, autocommit=True) as c:
        c.execute(f'CREATE DATABASE "{name}"')
    try:
        yield f"{base}/{name}"
    finally:
        with contextlib.suppress(Exception), psycopg.connect(server, autocommit=True) as c:
            c.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@contextlib.contextmanager
def _pool(url: str, tmp_path: Path) -> Iterator[PgPool]:
    p = PgPool(url, Settings(home=tmp_path, pg_pool_min=1, pg_pool_max=1, pg_connect_timeout_s=5))
    p.pool.open(wait=True)
    try:
        yield p
    finally:
        p.close()


def _backend_pid(p: PgPool) -> int:
    with p._conn() as c:
        row = c.execute("SELECT pg_backend_pid()").fetchone()
    assert row is not None
    return int(row[0])


def _drop(url: str, pid: int) -> None:
    """Terminate the backend and wait until it is gone (``pg_terminate_backend`` only signals it)."""
    with psycopg.connect(url, autocommit=True) as c:
        c.execute("SELECT pg_terminate_backend(%s, 10000)", (pid,))  # waits up to 10 s for the process to exit
        for _ in range(1000):
            if c.execute("SELECT count(*) FROM pg_stat_activity WHERE pid = %s", (pid,)).fetchone() == (0,):
                return
            c.execute("SELECT pg_sleep(0.01)")
    raise AssertionError(f"backend {pid} did not exit")


def _checks(p: PgPool, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the empty queries of the pool's check (one per checked checkout)."""
    calls: list[int] = []
    real = pool_mod.psycopg_pool.ConnectionPool.check_connection

    def counting(c: psycopg.Connection) -> None:  # type: ignore[type-arg]
        calls.append(1)
        real(c)

    monkeypatch.setattr(pool_mod.psycopg_pool.ConnectionPool, "check_connection", staticmethod(counting))
    return calls


def test_a_connection_back_from_a_call_moments_ago_is_not_checked_again(
    url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with _pool(url, tmp_path) as p:
        _backend_pid(p)
        calls = _checks(p, monkeypatch)
        monkeypatch.setattr(pool_mod, "RECHECK_AFTER_S", 3600.0)
        for _ in range(5):
            _backend_pid(p)
        assert calls == []
        monkeypatch.setattr(pool_mod, "RECHECK_AFTER_S", 0.0)  # idle "long enough": every checkout is checked
        for _ in range(3):
            _backend_pid(p)
        assert len(calls) == 3


def test_the_check_heals_a_connection_the_server_dropped(
    url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pool_mod, "RECHECK_AFTER_S", 0.0)
    with _pool(url, tmp_path) as p:
        pid = _backend_pid(p)
        _drop(url, pid)
        assert _backend_pid(p) != pid  # the check found it dead: a new connection answered


def test_an_unchecked_dropped_connection_fails_one_call_then_the_pool_heals(
    url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pool_mod, "RECHECK_AFTER_S", 3600.0)
    with _pool(url, tmp_path) as p:
        pid = _backend_pid(p)
        _drop(url, pid)
        with pytest.raises(StoreUnavailable):
            _backend_pid(p)
        assert _backend_pid(p) != pid  # the broken connection was discarded, not handed out again
