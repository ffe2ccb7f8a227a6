"""The PostgreSQL keyword cache's warming (store/postgres/keywords.py, *Warming*): after a bank's first search a
worker thread loads the postings of the bank's common lexemes, chunk by chunk, each chunk in its own snapshot and
installed only into the cache state it was read for. The searches answer exactly like the SQL before, during
(between two chunks, stepped by the test) and after it; writes, an edit and an erasure while it runs leave no
stale or missing posting; ``close()`` stops it between chunks; its budgets hold.

Real PostgreSQL + pgvector (``HINDSIGHT_TEST_PG_URL``, or ``scripts/services up``); each test gets its own
database. No sleeping: the warming is stepped through gates or waited for.
"""

from __future__ import annotations

import contextlib
import queue
import threading
import uuid
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from helpers.pg_keywords import insert_random, same_as_reference
from helpers.services import fresh_database, service_urls
from hindsight import Settings
from hindsight.language.text import query_terms
from hindsight.model import Kind, Memory, Provenance, Source, Status
from hindsight.store.base import Filters
from hindsight.store.postgres import keywords as kw
from hindsight.store.postgres.store import PostgresStore
from hindsight.timeutil import utcnow

pytestmark = pytest.mark.integration

_EN = ["coffee", "tea", "morning", "running", "Berlin", "Kyoto", "invoice", "deploy", "cache", "latency", "the",
       "user", "likes", "owns", "a", "dog", "cat", "bike", "v2.1", "e-mail"]
_ZH = ["用户", "喜欢", "咖啡", "北京", "朝阳区", "地铁", "上班", "火锅", "豆浆", "跑步", "每天", "周末"]
QUERIES = ["coffee", "用户 喜欢 咖啡", "the user likes a dog", "北京 朝阳区 地铁", "v2.1 e-mail", "the a",
           "running every morning in Kyoto", "火锅", "quokka coffee"]
#: small enough that a few hundred memories give several common lexemes and several chunks
MIN_ROWS, CHUNK = 20, 150


@pytest.fixture
def url() -> Iterator[str]:
    with fresh_database(service_urls()[0], "hs_pgwarm") as u:
        yield u


def _store(url: str, tmp_path: Path) -> PostgresStore:
    s = PostgresStore(url, Settings(home=tmp_path, pg_pool_min=1, pg_pool_max=6, pg_connect_timeout_s=10))
    s.keywords.warm_min_rows, s.keywords.warm_chunk = MIN_ROWS, CHUNK
    return s


@pytest.fixture
def stores(url: str, tmp_path: Path) -> Iterator[tuple[PostgresStore, PostgresStore]]:
    """A reader whose cache warms, and a writer with its own pool (another process's commits)."""
    a, b = _store(url, tmp_path), _store(url, tmp_path)
    b.keywords.warm_min_rows = 0
    try:
        yield a, b
    finally:
        a.close()
        b.close()


def _memory(bank: str, i: int, rng: np.random.Generator) -> Memory:
    now = utcnow()
    words = _ZH if i % 3 == 0 else _EN
    text = ("" if i % 3 == 0 else " ").join(str(w) for w in rng.choice(words, int(rng.integers(2, 14))))
    at = now - timedelta(hours=500 - i % 500)
    return Memory(
        id=f"w{i:05d}-{uuid.uuid4().hex[:6]}", bank=bank, kind=Kind.semantic if i % 4 == 0 else Kind.episodic,
        content=text, keywords=["coffee", "北京"] if i % 9 == 0 else [], tags=[f"t{i % 5}"] if i % 2 else [],
        importance=0.5, confidence=0.9, status=Status.archived if i % 10 == 0 else Status.active,
        created_at=at, updated_at=at, observed_at=at,
        provenance=Provenance(source=Source.user, session_id=f"s{i % 3}", recorded_at=at, actor="test"),
    )


_insert = insert_random


def _bank(store: PostgresStore, n: int = 300, seed: int = 7) -> tuple[str, list[Memory]]:
    bank = "warm_" + uuid.uuid4().hex[:8]
    store.create_bank(bank, utcnow())
    rng = np.random.default_rng(seed)
    mems = [_memory(bank, i, rng) for i in range(n)]
    _insert(store, mems)
    return bank, mems


def _same(store: PostgresStore, bank: str, queries: list[str] = QUERIES) -> int:
    """The cached path gives the reference SQL's ids, order and scores; returns non-empty comparisons."""
    now = utcnow()
    filters = (Filters(now=now), Filters(now=now, statuses=None, hide_expired=False), Filters(now=now, tags=("t3",)))
    return same_as_reference(store, bank, queries, filters, (1, 10))


def _common(store: PostgresStore, bank: str) -> list[str]:
    with store._conn() as c:
        return [str(r[0]) for r in c.execute(kw.COMMON_SQL, (bank, MIN_ROWS))]


def _cache_is_the_database(store: PostgresStore, bank: str) -> int:
    """Every cached lexeme's postings are the database's now (call right after a search synced the cache, with no
    write since): nothing stale, nothing missing. Returns the lexemes checked."""
    b = store.keywords._bank(bank)
    with b.lock:
        cached = {lex: p for lex, p in b.postings.items()}
        size = b.size
    assert size == sum(len(p.seqs) for p in cached.values())
    with store._conn() as c:
        rows = {r[0]: r for r in c.execute(kw.LOAD_SQL, (bank, list(cached))).fetchall()}
    for lex, p in cached.items():
        r = rows.get(lex)
        want = sorted(zip(r[1], r[2], r[3], strict=True)) if r is not None else []
        assert sorted(zip(p.seqs.tolist(), p.f.tolist(), p.dl.tolist(), strict=True)) == want, lex
    return len(cached)


class Stepper:
    """Holds the warming before each chunk until the test lets it go (``step``); counts the chunks installed."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.arrived: queue.Queue[list[str]] = queue.Queue()
        self.go: queue.Queue[bool] = queue.Queue()
        self.results: list[bool | None] = []
        orig = kw.KeywordCache._warm_chunk

        def chunk(cache: kw.KeywordCache, bank: str, b: Any, gen: int, lexemes: list[str]) -> bool | None:
            self.arrived.put(lexemes)
            self.go.get(timeout=60)
            r = orig(cache, bank, b, gen, lexemes)
            self.results.append(r)
            return r

        monkeypatch.setattr(kw.KeywordCache, "_warm_chunk", chunk)

    def wait(self) -> list[str]:
        """The next chunk's lexemes, once the warming waits before it."""
        return self.arrived.get(timeout=60)

    def step(self) -> None:
        self.go.put(True)


def test_warming_loads_the_common_lexemes_and_ranks_like_the_sql(
    stores: tuple[PostgresStore, PostgresStore],
) -> None:
    a, _ = stores
    bank, _ = _bank(a)
    common = _common(a, bank)
    assert len(common) >= 8
    assert a.keyword_search(bank, ["quokka"], 10, Filters(now=utcnow())) == []  # syncs the cache: warming starts
    assert a.keywords.wait_warm(60)
    b = a.keywords._bank(bank)
    assert set(common) <= set(b.postings)
    assert _cache_is_the_database(a, bank) >= len(common)
    assert _same(a, bank) > 20


def test_searches_rank_like_the_sql_between_chunks_and_writes_leave_nothing_stale(
    stores: tuple[PostgresStore, PostgresStore], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Stepped chunk by chunk: before each chunk the writer inserts, unseen by any search (the chunk's snapshot is
    newer than the cache: it must read only the cache's rows, the next search appends the rest); between two
    chunks searches rank like the SQL; an edit and an erasure (epoch bumps) stop the old generation's warming and
    the cache starts over and warms again. Every search ranks like the SQL; the cache is the database."""
    a, w = stores
    bank, mems = _bank(a)
    steps = Stepper(monkeypatch)
    rng = np.random.default_rng(11)
    b = a.keywords._bank(bank)
    a.keyword_search(bank, ["quokka"], 10, Filters(now=utcnow()))
    lexemes = steps.wait()
    assert _same(a, bank, QUERIES[:4]) > 5  # before any chunk
    fresh = 0  # lexemes a chunk installed (not loaded by a search first)
    for i in range(5):
        fresh += sum(x not in b.postings for x in lexemes)
        _insert(w, [_memory(bank, 1000 + 10 * i + j, rng) for j in range(10)], seed=i)  # no search meanwhile
        steps.step()
        lexemes = steps.wait()
        assert steps.results[-1] is True
        if i == 2:  # during: the searches sync the cache to the new rows, appended to the warmed lexemes too
            assert _same(a, bank) > 20
            assert _cache_is_the_database(a, bank) > 0
    assert fresh > 0
    assert _same(a, bank) > 20 and _cache_is_the_database(a, bank) > 0
    with w.transaction(bank) as tx:  # an edit and an erasure: kw_epoch bumps
        tx.update(mems[1].model_copy(update={"content": "a wombat drinks coffee now", "updated_at": utcnow()}))
        tx.erase(bank, mems[2].id, [mems[2].content])
    steps.step()  # this chunk's snapshot has another epoch: the old generation's warming stops
    assert a.keywords.wait_warm(60) and steps.results[-1] is None
    ids = [i for i, _ in a.keyword_search(bank, ["wombat"], 10, Filters(now=utcnow()))]  # resets: warms anew
    assert ids == [mems[1].id]
    while b.warmer is not None and b.warmer.is_alive():
        with contextlib.suppress(queue.Empty):
            steps.arrived.get(timeout=0.05)
            steps.step()
    assert steps.results[-1] is True
    assert _same(a, bank) > 20
    assert _cache_is_the_database(a, bank) >= len(_common(a, bank))
    f = Filters(now=utcnow(), statuses=None, hide_expired=False)
    assert mems[2].id not in {i for q in QUERIES for i, _ in a.keyword_search(bank, query_terms(q), 500, f)}


def test_a_chunk_read_while_the_cache_moved_on_is_read_again(
    stores: tuple[PostgresStore, PostgresStore], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Between a chunk's read and its installation another process commits and a search syncs the cache: the
    chunk is not installed for the old state but read again for the new one."""
    a, w = stores
    bank, _ = _bank(a)
    rng = np.random.default_rng(5)
    connect = a.keywords.connect
    assert connect is not None
    hooked = threading.Event()
    checkouts: list[int] = []

    @contextlib.contextmanager
    def racing() -> Iterator[Any]:
        with connect() as c:
            yield c
        checkouts.append(1)
        if len(checkouts) == 2:  # the first chunk is read (the first checkout: the common lexemes), not installed
            hooked.set()
            _insert(w, [_memory(bank, 5000 + i, rng) for i in range(20)], seed=5)
            a.keyword_search(bank, query_terms("coffee 用户"), 10, Filters(now=utcnow()))

    calls: list[bool | None] = []
    orig = kw.KeywordCache._warm_chunk

    def chunk(cache: kw.KeywordCache, bank: str, b: Any, gen: int, lexemes: list[str]) -> bool | None:
        calls.append(orig(cache, bank, b, gen, lexemes))
        return calls[-1]

    monkeypatch.setattr(kw.KeywordCache, "_warm_chunk", chunk)
    a.keywords.connect = racing
    a.keyword_search(bank, ["quokka"], 10, Filters(now=utcnow()))
    assert a.keywords.wait_warm(60)
    assert hooked.is_set() and calls[0] is False and calls[1:] and all(c is True for c in calls[1:])
    assert _same(a, bank) > 20
    assert _cache_is_the_database(a, bank) >= len(_common(a, bank))


def test_close_stops_a_warming_in_progress(url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    a = _store(url, tmp_path)
    try:
        bank, _ = _bank(a)
        steps = Stepper(monkeypatch)
        a.keyword_search(bank, ["quokka"], 10, Filters(now=utcnow()))
        steps.wait()
        steps.step()
        later = steps.wait()  # the first chunk is in; the warming waits before the second
        closing = threading.Thread(target=a.close)
        closing.start()
        while not a.keywords._stop.is_set():
            closing.join(0.01)
        steps.step()
        closing.join(60)
        assert not closing.is_alive()
        assert steps.results == [True, None]
        warmer = a.keywords._bank(bank).warmer
        assert warmer is not None and not warmer.is_alive()
        assert not set(later) & set(a.keywords._bank(bank).postings)
    finally:
        a.close()


def test_the_budgets_hold(stores: tuple[PostgresStore, PostgresStore]) -> None:
    """A bank's warming never grows its cache beyond ``max_postings``, nor the process's caches beyond
    ``warm_process_max``; what is warmed is still exact."""
    a, _ = stores
    bank, _ = _bank(a)
    with a._conn() as c:
        total = sum(int(r[1]) for r in c.execute(kw.COMMON_SQL, (bank, MIN_ROWS)))
    a.keywords.max_postings = total // 2
    a.keyword_search(bank, ["quokka"], 10, Filters(now=utcnow()))
    assert a.keywords.wait_warm(60)
    held = a.keywords._bank(bank).size
    assert 0 < held <= total // 2
    assert _cache_is_the_database(a, bank) > 0

    other, _ = _bank(a, seed=8)
    a.keywords.max_postings = kw.MAX_POSTINGS
    a.keywords.warm_process_max = kw.process_postings() + total // 3
    a.keyword_search(other, ["quokka"], 10, Filters(now=utcnow()))
    assert a.keywords.wait_warm(60)
    assert 0 < a.keywords._bank(other).size <= total // 3
    assert kw.process_postings() <= a.keywords.warm_process_max
    assert _same(a, other) > 20


def test_no_warming_with_a_pool_of_one(url: str, tmp_path: Path) -> None:
    """The warming takes a pooled connection per chunk: with a single connection searches would wait for it."""
    a = PostgresStore(url, Settings(home=tmp_path, pg_pool_min=1, pg_pool_max=1))
    try:
        a.keywords.warm_min_rows = MIN_ROWS
        bank, _ = _bank(a)
        assert _same(a, bank, QUERIES[:3]) > 5
        assert a.keywords.connect is None and a.keywords._bank(bank).warmer is None
    finally:
        a.close()
