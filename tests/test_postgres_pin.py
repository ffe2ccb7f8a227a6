"""The PostgreSQL store's pinned connection and checks (store/postgres/pool.py): a search's calls on its thread share
one connection; other threads never get it; reads skip the liveness round trip and heal a dropped connection by
running once more; other calls are still checked at checkout. Real PostgreSQL (``HINDSIGHT_TEST_PG_URL``); no
sleeping: terminated backends are waited for."""

from __future__ import annotations

import contextvars
import threading
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import psycopg
import pytest

from helpers.hash_embedder import HashEmbedder
from helpers.services import fresh_database, service_urls
from hindsight import Hindsight, Settings
from hindsight.store.postgres import pool as pool_mod
from hindsight.store.postgres.store import PostgresStore

pytestmark = pytest.mark.integration

BANK = "pins"


@pytest.fixture
def url() -> Iterator[str]:
    with fresh_database(service_urls()[0], "hs_pintest") as u:
        yield u


@pytest.fixture
def store(url: str, tmp_path: Path) -> Iterator[PostgresStore]:
    s = PostgresStore(url, Settings(home=tmp_path, pg_pool_min=1, pg_pool_max=4, pg_connect_timeout_s=5))
    s.pool.wait()
    s.create_bank(BANK, datetime.now(UTC))
    try:
        yield s
    finally:
        s.close()


def _pid(s: PostgresStore) -> int:
    with s._conn() as c:
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


def _drop_all(url: str) -> set[int]:
    """Terminate every connection to the test database (the pool's, idle), waiting until they are gone."""
    db = url.rsplit("/", 1)[1]
    with psycopg.connect(url, autocommit=True) as c:
        rows = c.execute(
            "SELECT pid FROM pg_stat_activity WHERE datname = %s AND pid <> pg_backend_pid()", (db,)
        ).fetchall()
    pids = {int(r[0]) for r in rows}
    for pid in pids:
        _drop(url, pid)
    assert pids
    return pids


def _count(monkeypatch: pytest.MonkeyPatch, target: object, name: str) -> list[int]:
    calls: list[int] = []
    real = getattr(target, name)

    def counting(*args: object, **kwargs: object) -> object:
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(target, name, staticmethod(counting) if isinstance(target, type) else counting)
    return calls


def test_calls_inside_a_pin_share_one_checkout(store: PostgresStore, monkeypatch: pytest.MonkeyPatch) -> None:
    getconn = _count(monkeypatch, store.pool, "getconn")
    checks = _count(monkeypatch, pool_mod.psycopg_pool.ConnectionPool, "check_connection")
    with store.pinned():
        pids = {_pid(store)}
        assert store.bank_exists(BANK)
        assert store.get_many(BANK, ["nope"]) == []
        assert store.vectors(BANK, ["nope"]) == {}
        with store.pinned():  # nested: the same connection
            pids.add(_pid(store))
        pids.add(_pid(store))
    assert len(pids) == 1
    assert len(getconn) == 1 and len(checks) == 1  # the first call here is no read: checked once
    assert store.pool.get_stats()["pool_available"] >= 1  # given back at the end
    getconn.clear()
    checks.clear()
    with store.pinned():
        for _ in range(3):
            assert store.bank_exists(BANK)
    assert len(getconn) == 1 and checks == []  # a read's checkout: its first statement is the check


def test_a_pin_never_reaches_another_thread(store: PostgresStore) -> None:
    seen: dict[str, int] = {}
    with store.pinned():
        mine = _pid(store)
        worker = threading.Thread(target=lambda: seen.__setitem__("plain", _pid(store)))
        worker.start()
        worker.join()
        ctx = contextvars.copy_context()  # even with this thread's context variables copied over
        worker = threading.Thread(target=lambda: seen.__setitem__("copied", ctx.run(_pid, store)))
        worker.start()
        worker.join()
        assert _pid(store) == mine
    assert seen["plain"] != mine and seen["copied"] != mine


def test_concurrent_pins_on_threads_hold_their_own_connections(store: PostgresStore) -> None:
    inside = threading.Barrier(3)
    pids: dict[int, list[int]] = {}

    def one(i: int) -> None:
        with store.pinned():
            pids[i] = [_pid(store)]
            inside.wait(timeout=30)  # all three pins are open at once
            pids[i].append(_pid(store))
            inside.wait(timeout=30)

    threads = [threading.Thread(target=one, args=(i,)) for i in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(a == b for a, b in pids.values())
    assert len({a for a, _ in pids.values()}) == 3


def test_a_read_heals_a_connection_dropped_in_the_pool(
    store: PostgresStore, url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    dropped = _drop_all(url)
    checks = _count(monkeypatch, pool_mod.psycopg_pool.ConnectionPool, "check_connection")
    assert store.bank_exists(BANK)  # unchecked, found dead at its first statement, run again: no error
    assert len(checks) >= 1  # the second try's checkout was checked
    assert _pid(store) not in dropped


def test_a_pinned_connection_dropped_mid_search_heals_for_reads(store: PostgresStore, url: str) -> None:
    with store.pinned():
        old = _pid(store)
        _drop(url, old)
        assert store.get_many(BANK, ["nope"]) == []  # ran once more on a fresh connection
        new = _pid(store)
        assert new != old
        assert store.bank_exists(BANK) and _pid(store) == new  # pinned again: the fresh one


def test_a_write_is_checked_at_checkout_and_not_run_twice(
    store: PostgresStore, url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    dropped = _drop_all(url)
    checks = _count(monkeypatch, pool_mod.psycopg_pool.ConnectionPool, "check_connection")
    assert store.create_bank("other", datetime.now(UTC))  # the check found the dead one: a fresh connection
    assert len(checks) >= 2
    assert _pid(store) not in dropped
    assert store.bank_exists("other")


def test_a_search_makes_one_checkout_on_its_thread(url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    hs = Hindsight.open(url, embedder=HashEmbedder(), settings=Settings(home=tmp_path, default_bank=BANK))
    try:
        hs.write("The user lives in Lisbon and works as a nurse.")
        hs.write("The user's sister plays the cello.")
        store = hs.store
        assert isinstance(store, PostgresStore)
        main = threading.get_ident()
        on_main: list[int] = []
        real = store.pool.getconn

        def getconn(timeout: float | None = None) -> object:
            if threading.get_ident() == main:
                on_main.append(1)
            return real(timeout)

        monkeypatch.setattr(store.pool, "getconn", getconn)
        res = hs.search("Where does the user live?")
        assert res.results and "Lisbon" in res.results[0].content
        assert len(on_main) == 1
    finally:
        hs.close()


def test_a_search_heals_after_the_server_dropped_every_pooled_connection(url: str, tmp_path: Path) -> None:
    hs = Hindsight.open(url, embedder=HashEmbedder(), settings=Settings(home=tmp_path, default_bank=BANK))
    try:
        hs.write("The user lives in Lisbon and works as a nurse.")
        assert "Lisbon" in hs.search("Where does the user live?").results[0].content
        _drop_all(url)  # the pool's idle connections: both arms, the pin and the bookkeeping find theirs dead
        res = hs.search("Where does the user live? Lisbon")
        assert res.results and "Lisbon" in res.results[0].content and not res.timed_out
    finally:
        hs.close()
