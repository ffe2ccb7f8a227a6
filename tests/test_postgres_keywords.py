"""The PostgreSQL store's keyword arm: BM25 in numpy from an in-process cache of the ``memory_terms`` postings
(store/postgres/keywords.py) must rank like the SQL (ids, order, scores) on random data under every filter,
and must follow every change another connection commits (insert, re-index, status change, erasure, bank
deletion), immediately, whatever order concurrent writers commit in.

Real PostgreSQL + pgvector (``HINDSIGHT_TEST_PG_URL``): each test gets its own database, dropped afterwards.
"""

from __future__ import annotations

import contextlib
import os
import threading
import uuid
from collections.abc import Iterator
from datetime import timedelta
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import numpy as np
import pytest

psycopg = pytest.importorskip("psycopg")

from helpers.pg_keywords import insert_random, same_as_reference  # noqa: E402
from hindsight import Settings  # noqa: E402
from hindsight.language.text import query_terms  # noqa: E402
from hindsight.model import Kind, Memory, Provenance, Source, Status  # noqa: E402
from hindsight.store.base import Filters  # noqa: E402
from hindsight.store.postgres import schema as pg_schema  # noqa: E402
from hindsight.store.postgres.store import PostgresStore  # noqa: E402
from hindsight.store.postgres.tx import PgTx  # noqa: E402
from hindsight.timeutil import utcnow  # noqa: E402

pytestmark = [
    pytest.mark.integration,
    pytest.mark.skipif(not os.environ.get("HINDSIGHT_TEST_PG_URL"), reason="HINDSIGHT_TEST_PG_URL is not set"),
]

_EN = ["coffee", "tea", "morning", "running", "Berlin", "Kyoto", "invoice", "deploy", "cache", "latency", "the",
       "user", "likes", "owns", "a", "dog", "cat", "bike", "v2.1", "e-mail"]
_ZH = ["用户", "喜欢", "咖啡", "北京", "朝阳区", "地铁", "上班", "火锅", "豆浆", "跑步", "每天", "周末"]
QUERIES = ["coffee", "用户 喜欢 咖啡", "the user likes a dog", "北京 朝阳区 地铁", "v2.1 e-mail", "the a",
           "running every morning in Kyoto", "火锅", "nothing-matches-this", "zebra", "quokka coffee"]


@contextlib.contextmanager
def _fresh_db() -> Iterator[str]:
    server = os.environ["HINDSIGHT_TEST_PG_URL"]
    name = f"hs_pgkw_{uuid.uuid4().hex[:10]}"
    admin = urlunsplit(urlsplit(server)._replace(path="/postgres"))
    with psycopg.connect(admin, autocommit=True) as c:
        c.execute(f'CREATE DATABASE "{name}"')
    try:
        yield urlunsplit(urlsplit(server)._replace(path="/" + name))
    finally:
        with contextlib.suppress(Exception), psycopg.connect(admin, autocommit=True) as c:
            c.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture
def url() -> Iterator[str]:
    with _fresh_db() as u:
        yield u


@pytest.fixture
def stores(url: str) -> Iterator[tuple[PostgresStore, PostgresStore]]:
    """Two stores on one database: two pools, two caches (what two processes have)."""
    a, b = PostgresStore(url, Settings()), PostgresStore(url, Settings())
    yield a, b
    a.close()
    b.close()


def _memory(bank: str, i: int, rng: np.random.Generator, content: str | None = None) -> Memory:
    now = utcnow()
    words = _ZH if i % 3 == 0 else _EN
    text = ("" if i % 3 == 0 else " ").join(str(w) for w in rng.choice(words, int(rng.integers(2, 14))))
    at = now - timedelta(hours=500 - i % 500)
    statuses = [Status.active] * 6 + [Status.superseded, Status.forgotten, Status.archived, Status.disputed]
    if content is not None:  # a plain memory: visible under the default filters
        return Memory(id=f"k{i:05d}-{uuid.uuid4().hex[:6]}", bank=bank, kind=Kind.episodic, content=content,
                      importance=0.5, confidence=0.9, status=Status.active, created_at=at, updated_at=at,
                      observed_at=at, provenance=Provenance(source=Source.user, recorded_at=at, actor="test"))
    return Memory(
        id=f"k{i:05d}-{uuid.uuid4().hex[:6]}", bank=bank, kind=Kind.semantic if i % 4 == 0 else Kind.episodic,
        content=text, summary="用户 的 习惯" if i % 11 == 0 else None,
        query="when the user asks about coffee" if i % 7 == 0 else None,
        keywords=["coffee", "北京"] if i % 9 == 0 else [], tags=[f"t{i % 5}"] if i % 2 else [],
        importance=0.5, confidence=0.3 if i % 13 == 0 else 0.9, status=statuses[i % len(statuses)],
        created_at=at, updated_at=at, observed_at=at,
        expires_at=now - timedelta(minutes=1) if i % 17 == 0 else None,
        provenance=Provenance(source=Source.user, session_id=f"s{i % 3}", recorded_at=at, actor="test"),
    )


_insert = insert_random


def _filters() -> list[Filters]:
    now = utcnow()
    return [
        Filters(now=now),
        Filters(now=now, statuses=None, hide_expired=False),
        Filters(now=now, min_confidence=0.5),
        Filters(now=now, kinds=(Kind.semantic,)),
        Filters(now=now, tags=("t3",)),
        Filters(now=now, session_id="s1", statuses=(Status.superseded, Status.forgotten)),
        Filters(now=now, observed_after=now - timedelta(hours=400), observed_before=now - timedelta(hours=100)),
        Filters(now=now - timedelta(hours=250), as_of=True),
    ]


def _same(store: PostgresStore, bank: str, queries: list[str] = QUERIES, ks: tuple[int, ...] = (1, 7, 60)) -> int:
    """The cached path gives the SQL's ids, order and scores (both SQL forms); returns non-empty comparisons."""
    return same_as_reference(store, bank, queries, _filters(), ks, sql=True)


def _ids(store: PostgresStore, bank: str, query: str, f: Filters | None = None) -> list[str]:
    return [i for i, _ in store.keyword_search(bank, query_terms(query), 50, f or Filters(now=utcnow()))]


def test_cached_bm25_ranks_like_the_sql_on_random_data_and_after_growth(
    stores: tuple[PostgresStore, PostgresStore], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Random memories of two banks; the cache is warmed, then the bank grows in several commits (new rows are
    appended), and with a prefix of 2 the filters walk the ranking chunk by chunk: always the SQL's answer."""
    import hindsight.store.postgres.store as pgmod

    a, _ = stores
    rng = np.random.default_rng(7)
    bank, other = "kw_" + uuid.uuid4().hex[:8], "kw_" + uuid.uuid4().hex[:8]
    for b in (bank, other):
        a.create_bank(b, utcnow())
    _insert(a, [_memory(bank, i, rng) for i in range(250)])
    _insert(a, [_memory(other, i, rng) for i in range(80)])  # another bank's postings never count
    assert _same(a, bank) > 60
    for step in range(3):
        _insert(a, [_memory(bank, 1000 + 40 * step + i, rng) for i in range(40)], seed=step)
        assert _same(a, bank, QUERIES[:6]) > 30
    monkeypatch.setattr(pgmod, "KEYWORD_PREFIX", 2)
    assert _same(a, bank) > 60


def test_another_connection_s_commits_are_seen_at_once(stores: tuple[PostgresStore, PostgresStore]) -> None:
    """Reader ``a`` keeps a warm cache; writer ``b`` (another pool) inserts, re-indexes, changes a status,
    erases and deletes the bank: ``a``'s very next search reflects each commit, and ranks like the SQL."""
    a, b = stores
    rng = np.random.default_rng(3)
    bank = "kw_" + uuid.uuid4().hex[:8]
    b.create_bank(bank, utcnow())
    mems = [_memory(bank, i * 6 + 1, rng, content=f"quokka note {i} about coffee") for i in range(30)]
    _insert(b, mems)
    assert len(_ids(a, bank, "quokka")) == 30  # warm: "quokka", "coffee" cached in a
    new = _memory(bank, 601, rng, content="a zebra and a quokka drink coffee")
    _insert(b, [new])
    assert new.id in _ids(a, bank, "zebra quokka") and _ids(a, bank, "zebra") == [new.id]
    edited = mems[0].model_copy(update={"content": "a wombat now", "updated_at": utcnow()})
    with b.transaction(bank) as tx:  # re-indexed: the old words no longer find it, the new one does
        tx.update(edited)
    assert mems[0].id not in _ids(a, bank, "quokka") and _ids(a, bank, "wombat") == [mems[0].id]
    with b.transaction(bank) as tx:  # a status change: no posting changes, the filters see it
        tx.update(mems[1].model_copy(update={"status": Status.forgotten, "updated_at": utcnow()}))
    assert mems[1].id not in _ids(a, bank, "quokka")
    assert mems[1].id in _ids(a, bank, "quokka", Filters(now=utcnow(), statuses=None))
    with b.transaction(bank) as tx:
        tx.erase(bank, mems[2].id, [mems[2].content])
    assert mems[2].id not in _ids(a, bank, "quokka", Filters(now=utcnow(), statuses=None))
    assert _same(a, bank, ["quokka", "coffee zebra", "wombat"]) > 5
    b.delete_bank(bank)
    assert _ids(a, bank, "quokka") == []
    b.create_bank(bank, utcnow())
    again = _memory(bank, 1, rng, content="quokka again")
    _insert(b, [again])
    assert _ids(a, bank, "quokka") == [again.id]


def test_searches_inside_a_write_transaction_see_its_writes_and_leave_the_cache_alone(url: str) -> None:
    store = PostgresStore(url, Settings())
    try:
        bank = "kw_" + uuid.uuid4().hex[:8]
        store.create_bank(bank, utcnow())
        rng = np.random.default_rng(1)
        _insert(store, [_memory(bank, 1, rng, content="quokka one")])
        assert len(_ids(store, bank, "quokka")) == 1
        with pytest.raises(RuntimeError), store.transaction(bank) as tx:
            tx.insert(_memory(bank, 2, rng, content="quokka two"), np.ones(8, dtype=np.float32))
            assert len(_ids(store, bank, "quokka")) == 2  # its own uncommitted write
            raise RuntimeError("roll back")
        assert len(_ids(store, bank, "quokka")) == 1
        assert _same(store, bank, ["quokka"]) > 0
    finally:
        store.close()


class _NoBankUpdate:
    """A connection whose ``UPDATE banks`` statements are held back (a writer between its row insert and its
    statistics update), so a test can commit transactions out of ``seq`` order."""

    def __init__(self, c: Any) -> None:
        self.c = c
        self.held: list[tuple[Any, Any]] = []

    def execute(self, sql: Any, params: Any = None) -> Any:
        if str(sql).startswith("UPDATE banks"):
            self.held.append((sql, params))
            return None
        return self.c.execute(sql, params)


def test_a_row_committed_below_the_highest_seen_seq_is_not_lost(
    url: str, stores: tuple[PostgresStore, PostgresStore]
) -> None:
    """Without the bank's advisory lock a writer could take a lower ``seq`` and commit after a reader saw a
    higher one: the ``banks.docs`` guard notices and the cache starts over, so the row is found."""
    a, b = stores
    rng = np.random.default_rng(5)
    bank = "kw_" + uuid.uuid4().hex[:8]
    b.create_bank(bank, utcnow())
    first = _memory(bank, 1, rng, content="quokka first")
    _insert(b, [first])
    assert _ids(a, bank, "quokka") == [first.id]
    late = _memory(bank, 2, rng, content="quokka late")
    with psycopg.connect(url) as raw:  # a transaction that takes its seq first and commits last
        held = _NoBankUpdate(raw)
        PgTx(b, held).insert(late, np.ones(8, dtype=np.float32))  # type: ignore[arg-type]
        early = _memory(bank, 3, rng, content="quokka early")
        _insert(b, [early])
        assert set(_ids(a, bank, "quokka")) == {early.id, first.id}
        for sql, params in held.held:
            raw.execute(sql, params)
        raw.commit()
    assert late.id in _ids(a, bank, "quokka") and len(_ids(a, bank, "quokka")) == 3
    assert _same(a, bank, ["quokka"]) > 0


def test_concurrent_writers_lose_no_invalidation(url: str) -> None:
    """Three writers (own pools) insert and re-index in one bank while a reader searches all along; once they
    are done the reader's cache answers exactly like the SQL, and every memory is found."""
    reader = PostgresStore(url, Settings())
    writers = [PostgresStore(url, Settings()) for _ in range(3)]
    bank = "kw_" + uuid.uuid4().hex[:8]
    reader.create_bank(bank, utcnow())
    errors: list[BaseException] = []
    done = threading.Event()

    def write(w: int) -> None:
        try:
            rng = np.random.default_rng(100 + w)
            for step in range(8):
                mems = [_memory(bank, 10_000 * (w + 1) + 10 * step + i, rng).model_copy(update={"tags": ["quokka"]})
                        for i in range(10)]
                _insert(writers[w], mems, seed=step)
                if step % 3 == 2:
                    with writers[w].transaction(bank) as tx:
                        tx.update(mems[0].model_copy(update={"content": "re-indexed wombat", "updated_at": utcnow()}))
        except BaseException as exc:  # surfaced below
            errors.append(exc)

    def read() -> None:
        try:
            while not done.is_set():
                reader.keyword_search(bank, query_terms("quokka wombat coffee 用户"), 20, Filters(now=utcnow()))
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=write, args=(w,)) for w in range(3)]
    r = threading.Thread(target=read)
    try:
        r.start()
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        done.set()
        r.join()
        assert not errors, errors
        f = Filters(now=utcnow(), statuses=None, hide_expired=False, min_confidence=0.0)
        assert len(reader.keyword_search(bank, ["quokka"], 1000, f)) == 240  # tags are indexed
        assert len(reader.keyword_search(bank, ["wombat"], 1000, f)) == 6
        assert _same(reader, bank, ["quokka wombat", "coffee 用户", "the a"]) > 10
        with reader._conn() as c:
            assert c.execute("SELECT kw_epoch FROM banks WHERE name = %s", (bank,)).fetchone() == (6,)
    finally:
        done.set()
        reader.close()
        for w in writers:
            w.close()


def test_migration_5_adds_the_epoch_to_an_existing_database(url: str) -> None:
    store = PostgresStore(url, Settings())
    store.close()
    with psycopg.connect(url, autocommit=True) as c:
        c.execute("ALTER TABLE banks DROP COLUMN kw_epoch")
        c.execute("DELETE FROM schema_migrations WHERE version >= 5")
    assert pg_schema.migrate(url) == list(range(5, len(pg_schema.MIGRATIONS) + 1))


def test_search_bookkeeping_updates_rows_in_place(stores: tuple[PostgresStore, PostgresStore], url: str) -> None:
    """Migration 6: memories' pages keep room for a row's next version, so an access-count update (search
    bookkeeping) stays on the row's page: a HOT update that writes no HNSW/GIN entry. At fillfactor 100 the first
    page, filled by a bulk write, had no room and every touched row moved to another page."""
    store, _ = stores
    rng = np.random.default_rng(5)
    store.create_bank("hot", utcnow())
    mems = [_memory("hot", i, rng, content=f"a memory of some length about topic number {i} " * 3) for i in range(120)]
    _insert(store, mems)
    with psycopg.connect(url, autocommit=True) as c:
        opts = c.execute("SELECT reloptions FROM pg_class WHERE relname = 'memories'").fetchone()
        assert opts is not None and "fillfactor=70" in (opts[0] or [])
        on_first = [r[0] for r in c.execute(
            "SELECT id FROM memories WHERE (ctid::text::point)[0] = 0 ORDER BY seq").fetchall()]
        assert len(on_first) >= 3 and c.execute(  # the bank filled more than one page
            "SELECT count(DISTINCT (ctid::text::point)[0]) FROM memories").fetchone()[0] > 1
        store.after_search("hot", on_first[:3], utcnow(), {"query": "q"})
        store.settle()  # a worker thread writes the search's bookkeeping (store/bookkeeping.py)
        pages = c.execute("SELECT (ctid::text::point)[0], access_count FROM memories WHERE id = ANY(%s)",
                          (on_first[:3],)).fetchall()
    assert [p for p, _ in pages] == [0, 0, 0] and all(n == 1 for _, n in pages)
