"""The Redis layer (store/redis.py) against the real Redis (HINDSIGHT_TEST_REDIS_URL) over a real SQLite store:
locks across processes, session history with the SQLite semantics, the search cache (hits, invalidation
from another process, expiry), the review stream (at-least-once) and its polling fallback, Redis down.

Every test uses its own key prefix (and deletes its keys afterwards): other runs share the server."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import uuid
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import redis

from helpers.services import PrivateRedis, free_port, service_urls, wait_until
from hindsight import Hindsight, Settings
from hindsight.embedder.e5 import E5Embedder
from hindsight.errors import StoreUnavailable
from hindsight.model import SessionTurn
from hindsight.store import open_store
from hindsight.store.base import Filters
from hindsight.store.queue import StorePollingQueue, review_queue
from hindsight.store.redis.queue import RedisReviewQueue
from hindsight.store.redis.store import RedisStore

T = datetime(2025, 3, 1, 9, tzinfo=UTC)


@pytest.fixture(scope="session")
def redis_url() -> str:
    return service_urls()[1]


@pytest.fixture
def prefix(redis_url: str) -> Iterator[str]:
    p = f"hstest-{uuid.uuid4().hex[:12]}"
    yield p
    r = redis.Redis.from_url(redis_url)
    keys = list(r.scan_iter(match=f"{p}*", count=1000))
    if keys:
        r.delete(*keys)
    r.close()


def settings(tmp_path: Path, redis_url: str | None, prefix: str, **kw: Any) -> Settings:
    return Settings(home=tmp_path, redis_url=redis_url, redis_prefix=prefix, event_review=False, **kw)


@pytest.fixture
def rhs(tmp_path: Path, e5: E5Embedder, redis_url: str, prefix: str) -> Iterator[Hindsight]:
    h = Hindsight.open(tmp_path / "store", embedder=e5, settings=settings(tmp_path, redis_url, prefix))
    assert isinstance(h.store, RedisStore)
    yield h
    h.close()


def rstore(hs: Hindsight) -> RedisStore:
    assert isinstance(hs.store, RedisStore)
    return hs.store


class Counter:
    """Counts the calls reaching the wrapped (inner) store's search arms."""

    def __init__(self, store: RedisStore, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls = {"vector_search": 0, "keyword_search": 0}
        for name in self.calls:
            monkeypatch.setattr(store.inner, name, self._counting(name, getattr(store.inner, name)))

    def _counting(self, name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
        def wrapped(*a: Any, **kw: Any) -> Any:
            self.calls[name] += 1
            return fn(*a, **kw)

        return wrapped

    @property
    def total(self) -> int:
        return sum(self.calls.values())


# -- a second process on the same SQLite file and Redis prefix -----------------------------------------------

CHILD = r"""
import json, sys
from hindsight import Hindsight, Settings
from hindsight.store import open_store
home, store_path, redis_url, prefix, with_e5 = sys.argv[1:6]
s = Settings(home=home, redis_url=redis_url, redis_prefix=prefix, event_review=False)
if with_e5 == "1":
    from hindsight.embedder.e5 import E5Embedder
    hs = Hindsight.open(store_path, embedder=E5Embedder(), settings=s)
    store = hs.store
else:
    store = open_store(store_path, s)
print(json.dumps({"ready": True}), flush=True)
for line in sys.stdin:
    cmd = json.loads(line)
    op, args, kw = cmd["op"], cmd.get("args", []), cmd.get("kw", {})
    if op == "exit":
        break
    if op == "lock":
        out = store.try_lock(*args)
    elif op == "write":
        r = hs.write(*args, **kw)
        out = {"id": r.id, "action": str(r.action.value)}
    elif op == "update":
        out = hs.update(*args, **kw).id
    elif op == "forget":
        out = hs.forget(*args).id
    print(json.dumps({"out": out}), flush=True)
"""


class Child:
    def __init__(self, tmp_path: Path, redis_url: str, prefix: str, *, with_e5: bool) -> None:
        self.p = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(tmp_path), str(tmp_path / "store"), redis_url, prefix,
             "1" if with_e5 else "0"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        )
        assert json.loads(self._line())["ready"]

    def _line(self) -> str:
        assert self.p.stdout is not None
        line = self.p.stdout.readline()
        assert line, f"child exited with {self.p.poll()}"
        return line

    def __call__(self, op: str, *args: Any, **kw: Any) -> Any:
        assert self.p.stdin is not None
        self.p.stdin.write(json.dumps({"op": op, "args": args, "kw": kw}, default=str) + "\n")
        self.p.stdin.flush()
        return json.loads(self._line())["out"]

    def kill(self) -> None:
        self.p.kill()
        self.p.wait()


# -- locks --------------------------------------------------------------------------------------------------


@pytest.mark.integration
def test_lock_is_exclusive_across_processes_and_expires(tmp_path: Path, redis_url: str, prefix: str) -> None:
    s = settings(tmp_path, redis_url, prefix)
    store = open_store(tmp_path / "store", s)
    assert isinstance(store, RedisStore)
    child = Child(tmp_path, redis_url, prefix, with_e5=False)
    try:
        assert store.try_lock("review:b", "parent", 30)
        assert child("lock", "review:b", "child", 0.5) is False  # held by another process
        assert child("lock", "short", "child", 0.5) is True
    finally:
        child.kill()  # dies holding "short": nobody unlocks it
    assert store.try_lock("short", "parent", 30) is False
    pttl = store.r.pttl(f"{prefix}:lock:short")
    assert 0 < pttl <= 500
    wait_until(lambda: store.try_lock("short", "parent", 30), timeout=30, what="lease expiry")
    store.close()


def test_unlock_and_extend_compare_the_holder(tmp_path: Path, redis_url: str, prefix: str) -> None:
    store = open_store(tmp_path / "store", settings(tmp_path, redis_url, prefix))
    assert isinstance(store, RedisStore)
    key = f"{prefix}:lock:L"
    assert store.try_lock("L", "a", 5)
    assert store.try_lock("L", "a", 60)  # its holder takes it again: lease extended
    assert store.r.pttl(key) > 5000
    assert not store.extend_lock("L", "b", 600) and store.r.pttl(key) <= 60_000
    store.unlock("L", "b")  # not the holder: nothing happens
    assert store.r.get(key) == "a"
    assert store.extend_lock("L", "a", 600) and store.r.pttl(key) > 60_000
    store.unlock("L", "a")
    assert store.r.get(key) is None
    assert store.try_lock("L", "b", 5) and not store.try_lock("L", "a", 5)
    assert not store.extend_lock("missing", "a", 5)
    store.close()


# -- short-term session history (A4) -------------------------------------------------------------------------


def _view(turns: list[SessionTurn]) -> list[tuple[Any, ...]]:
    return [(t.seq, t.session_id, t.role, t.content, t.at, t.expires_at, t.importance, t.layer, t.memory_id is None)
            for t in turns]


def test_session_turns_match_the_sqlite_semantics(
    tmp_path: Path, e5: E5Embedder, redis_url: str, prefix: str
) -> None:
    """The same conversation through SQLite-only and SQLite+Redis gives the same history, reports and context."""
    plain = Hindsight.open(tmp_path / "plain", embedder=e5, settings=settings(tmp_path, None, prefix))
    red = Hindsight.open(tmp_path / "red", embedder=e5,
                         settings=settings(tmp_path, redis_url, prefix, short_term_ttl_seconds=3600))
    assert isinstance(red.store, RedisStore) and not isinstance(plain.store, RedisStore)
    m = timedelta(minutes=1)
    convo: list[tuple[str, list[dict[str, Any]], datetime]] = [
        ("s1", [{"role": "user", "content": "My sister's name is Mia and she lives in Lyon", "at": T},
                {"role": "assistant", "content": "Nice, Lyon is lovely!", "at": T + m},
                {"role": "user", "content": "The new bakery sells good bread", "at": T + 2 * m}], T + 2 * m),
        ("s/2:x", [{"role": "user", "content": "hello there", "at": T + 5 * m},
                   {"role": "user", "content": "The new bakery sells good bread", "at": T + 6 * m}], T + 6 * m),
        ("s1", [{"role": "user", "content": "What's the weather like?", "at": T + 60 * m}], T + 60 * m),
    ]
    reports = []
    for sid, msgs, now in convo:
        a, b = (h.observe(sid, msgs, now=now) for h in (plain, red))
        assert [(o.layer, o.action, o.promoted) for o in a.turns] == [(o.layer, o.action, o.promoted) for o in b.turns]
        reports.append(b)
    # the bakery remark stayed short-term in s1, then its restatement moved both up (promote_turn)
    assert [o.layer for o in reports[0].turns] == ["long_term", "short_term", "short_term"]
    assert reports[1].turns[1].layer == "long_term" and reports[1].turns[1].promoted == [3]
    checks: list[tuple[str | None, datetime, int | None]] = [
        (None, T, None), (None, T + 3 * m, None), ("s1", T + 2 * m, None), ("s1", T + 90 * m, 2),
        ("s1", T + 90 * m, 5), (None, T + 90 * m, 4),
        ("s/2:x", T + 90 * m, 1), ("s1", T + 90 * m, 0), ("nope", T, None),
        (None, T + timedelta(hours=24, minutes=3), None), (None, T + timedelta(days=3), None),
    ]
    for sid, now, limit in checks:
        want = _view(plain.store.session_turns("default", sid, now, limit=limit))
        assert _view(red.store.session_turns("default", sid, now, limit=limit)) == want, (sid, now, limit)
    assert len(red.store.session_turns("default", None, T)) == 6
    bakery = [t for t in red.store.session_turns("default", None, T) if "bakery" in t.content]
    assert [(t.seq, t.layer) for t in bakery] == [(3, "long_term"), (5, "long_term")]
    assert bakery[0].memory_id == bakery[1].memory_id
    assert red.get(bakery[0].memory_id or "").content == bakery[0].content
    for h in (plain, red):
        assert h.context("s1", "where does Mia live", now=T + 90 * m).text.startswith("Recent conversation:")
    ca = plain.context("s1", "where does Mia live", now=T + 90 * m).text
    cb = red.context("s1", "where does Mia live", now=T + 90 * m).text
    assert cb == ca, (ca, cb)
    assert "Lyon" in ca
    # the keys expire with the configured TTL, refreshed on append
    key = f"{prefix}:st:default:t:s1"
    assert 0 < red.store.r.pttl(key) <= 3_600_000
    assert red.store.r.pttl(f"{prefix}:st:default:t:s%2F2%3Ax") > 0
    # purge: the same count, the same survivors
    cut = T + timedelta(hours=24, minutes=3)
    assert red.store.purge_turns("default", cut) == plain.store.purge_turns("default", cut) == 3
    assert _view(red.store.session_turns("default", None, T)) == _view(plain.store.session_turns("default", None, T))
    plain.close()
    red.close()


def test_session_keys_expire_by_redis_ttl(tmp_path: Path, redis_url: str, prefix: str) -> None:
    store = open_store(tmp_path / "store", settings(tmp_path, redis_url, prefix, short_term_ttl_seconds=0.3))
    assert isinstance(store, RedisStore)
    old = datetime.now(UTC) - timedelta(days=2)  # already past expires_at: only a replay with an old `now` sees it
    turn = SessionTurn(bank="b", session_id="s", role="user", content="hi", at=old, expires_at=old + timedelta(1),
                       importance=0.4, layer="short_term")
    assert store.add_turns([turn, turn]) == [1, 2]
    assert [t.seq for t in store.session_turns("b", None, old)] == [1, 2]
    assert store.session_turns("b", "s", datetime.now(UTC)) == []
    wait_until(lambda: store.r.exists(f"{prefix}:st:b:t:s") == 0, timeout=30, what="Redis TTL")
    assert store.session_turns("b", None, old) == []
    assert store.purge_turns("b", datetime.now(UTC)) == 0
    assert store.r.zcard(f"{prefix}:st:b:sessions") == 0
    assert store.add_turns([turn]) == [3]  # sequence numbers are never reused
    store.promote_turn("b", 3, "mem_x")
    store.promote_turn("b", 99, "mem_y")  # unknown: nothing happens
    assert [(t.layer, t.memory_id) for t in store.session_turns("b", "s", old)] == [("long_term", "mem_x")]
    store.close()


# -- search cache -----------------------------------------------------------------------------------------


def test_second_identical_search_is_served_from_the_cache(rhs: Hindsight, monkeypatch: pytest.MonkeyPatch) -> None:
    rhs.write("The user lives in Berlin and likes coffee")
    rhs.write("The user's cat is called Tom")
    calls = Counter(rstore(rhs), monkeypatch)
    q = "which city is home"
    first = rhs.search(q, top_k=2)
    assert calls.calls["vector_search"] >= 1 and calls.calls["keyword_search"] >= 1
    n = calls.total
    hits = rstore(rhs).cache.hits
    second = rhs.search(q, top_k=2)
    assert calls.total == n  # neither arm reached the store
    assert rstore(rhs).cache.hits > hits
    assert [(h.id, h.score) for h in second.results] == [(h.id, h.score) for h in first.results]
    rhs.search(q, top_k=3)  # the arms still fetch candidate_k (20) candidates: the same keys
    assert calls.total == n
    rhs.search(q, top_k=30)  # k > candidate_k: other keys
    assert calls.total > n
    n = calls.total
    rhs.search(q, top_k=2, kinds=["semantic"])  # other filters: other keys
    assert calls.total > n
    n = calls.total
    rhs.search(q, top_k=2)  # access stats (after_search) did not invalidate
    assert calls.total == n


def test_cache_ttl_zero_disables_the_cache(
    tmp_path: Path, e5: E5Embedder, redis_url: str, prefix: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    h = Hindsight.open(tmp_path / "store", embedder=e5,
                       settings=settings(tmp_path, redis_url, prefix, search_cache_ttl_seconds=0))
    h.write("The user lives in Berlin")
    calls = Counter(rstore(h), monkeypatch)
    h.search("which city", top_k=2)
    n = calls.total
    h.search("which city", top_k=2)
    assert calls.total == 2 * n
    assert list(rstore(h).r.scan_iter(match=f"{prefix}:cache:*")) == []
    h.close()


@pytest.mark.integration
def test_writes_in_another_process_invalidate_the_cache(
    rhs: Hindsight, tmp_path: Path, redis_url: str, prefix: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = Counter(rstore(rhs), monkeypatch)

    def ids(q: str, cached: bool) -> list[str]:
        before = calls.total
        out = [h.id for h in rhs.search(q, top_k=3, min_score=0).results]  # no floor: unrelated hits count too
        assert (calls.total == before) is cached, q
        return out

    a = rhs.write("The user uses Django for the backend", observed_at=T).id
    assert ids("which backend framework", cached=False)[0] == a
    assert ids("which backend framework", cached=True)[0] == a
    assert ids("favourite text editor", cached=False) == [a]
    assert ids("Flask", cached=False) == [a] and ids("Flask", cached=True) == [a]
    child = Child(tmp_path, redis_url, prefix, with_e5=True)
    try:
        # supersede: the newer fact replaces the older one
        b = child("write", "The user switched the backend to FastAPI", observed_at=(T + timedelta(days=20)).isoformat())
        assert b["action"] == "superseded_previous"
        got = ids("which backend framework", cached=False)
        assert got[0] == b["id"] and a not in got
        assert ids("which backend framework", cached=True) == got
        # a new memory
        e = child("write", "The user's favourite text editor is Vim")
        assert e["action"] == "created"
        assert ids("favourite text editor", cached=False)[0] == e["id"]
        # an update (new content, new vector, new keywords)
        child("update", b["id"], content="The user switched the backend to Flask")
        assert ids("Flask", cached=False)[0] == b["id"]
        assert rhs.get(b["id"]).content.endswith("Flask")
        # forget
        child("forget", e["id"])
        assert e["id"] not in ids("favourite text editor", cached=False)
        assert e["id"] not in ids("favourite text editor", cached=True)
    finally:
        child.kill()


def test_expired_memories_are_not_served_from_the_cache(rhs: Hindsight, monkeypatch: pytest.MonkeyPatch) -> None:
    store = rstore(rhs)
    wall = datetime.now(UTC)
    end = wall + timedelta(days=1)
    short = rhs.write("The user is at the Hamburg office this week", expires_at=end).id
    until = rhs.write("The user rents a flat in Hamburg", valid_until=end + timedelta(hours=1)).id
    keep = rhs.write("The user was born in Hamburg").id
    calls = Counter(store, monkeypatch)
    vec = np.asarray(rhs.embedder.queries(["Hamburg"])[0])

    def both(now: datetime, **kw: Any) -> tuple[set[str], set[str]]:
        f = Filters(now=now, **kw)
        return {i for i, _ in store.vector_search("default", vec, 10, f)}, \
            {i for i, _ in store.keyword_search("default", ["hamburg"], 10, f)}

    assert both(end - timedelta(hours=2)) == ({short, until, keep},) * 2
    assert calls.total == 2
    assert both(end - timedelta(hours=1)) == ({short, until, keep},) * 2  # later, nothing expired yet: cached
    assert calls.total == 2
    assert both(end + timedelta(minutes=1)) == ({until, keep},) * 2  # past one TTL: recomputed
    assert calls.total == 4
    assert both(end + timedelta(minutes=30)) == ({until, keep},) * 2  # cached again (new horizon)
    assert calls.total == 4
    assert both(end + timedelta(hours=2)) == ({keep},) * 2  # past valid_until
    assert calls.total == 6
    assert both(end - timedelta(hours=3)) == ({short, until, keep},) * 2  # earlier than the entry: recomputed
    assert calls.total == 8
    # replaying history (as_of) keys on the exact `now`; not hiding expired ones ignores `now`
    for i in range(2):
        assert both(end + timedelta(hours=5 + i), as_of=True) == ({keep},) * 2
    assert calls.total == 12
    for i in range(2):
        assert both(end + timedelta(days=30 + i), hide_expired=False) == ({short, until, keep},) * 2
    assert calls.total == 14


def test_expired_memory_leaves_cached_results_through_the_client(rhs: Hindsight) -> None:
    """Wall-clock TTL: a cached search stops returning the memory once its TTL has passed."""
    cache = rstore(rhs).cache
    m = rhs.write("The user is waiting for a parcel from Lisbon", ttl_seconds=2).id
    assert m in [h.id for h in rhs.search("parcel from Lisbon").results]
    hits = cache.hits
    assert m in [h.id for h in rhs.search("parcel from Lisbon").results]
    assert cache.hits == hits + 2  # both arms served from the cache while the memory lives
    wait_until(lambda: m not in [h.id for h in rhs.search("parcel from Lisbon").results], timeout=30,
               what="TTL passing")


# -- review queue --------------------------------------------------------------------------------------------


def _enqueue(store: Any, bank: str, mid: str, *, fail: bool = False) -> None:
    store.create_bank(bank, T)
    with store.transaction(bank) as tx:
        tx.enqueue(bank, mid, "test", T)
        if fail:
            raise RuntimeError("rolled back")


def test_review_stream_is_at_least_once(rhs: Hindsight) -> None:
    store = rstore(rhs)
    q = review_queue(store)
    assert isinstance(q, RedisReviewQueue) and q is store.review_queue
    q.sweep_every_s = 3600
    _enqueue(store, "b1", "mem_1")
    with pytest.raises(RuntimeError):
        _enqueue(store, "b2", "mem_2", fail=True)  # rolled back: no row, no message
    q.notify("b3")
    assert store.queued("b1") == ["mem_1"] and store.queued("b2") == []
    got = q.claim("c1", count=10, block_ms=0, min_idle_ms=60_000)
    # the first claim also sweeps the store's queue rows (lost XADDs): b1 once more, as "sweep:b1"
    assert sorted(b for _, b in got) == ["b1", "b1", "b3"]
    msgs = [i for i, _ in got if not i.startswith("sweep:")]
    assert len(msgs) == 2 and q.pending() == 2
    # c1 "crashes" without acking: a fresh consumer gets nothing new, and nothing before min_idle
    assert q.claim("c2", count=10, block_ms=0, min_idle_ms=60_000) == []
    again = wait_until(lambda: store.claim_review_messages("c2", 10, 0, 50), timeout=30, what="XAUTOCLAIM")
    assert sorted(again) == sorted((i, b) for i, b in got if i in msgs)
    store.ack_review_messages([i for i, _ in again] + ["sweep:b1"])
    assert q.pending() == 0
    assert q.claim("c3", count=10, block_ms=0, min_idle_ms=0) == []


def test_blocking_claim_wakes_on_a_message(rhs: Hindsight) -> None:
    q = rstore(rhs).review_queue
    q.sweep_every_s = 3600
    assert q.claim("c1", block_ms=0) == []  # creates the group, first sweep (nothing queued)
    got: list[list[tuple[str, str]]] = []
    t = threading.Thread(target=lambda: got.append(q.claim("c1", block_ms=20_000)))
    t.start()
    q.notify("bx")
    t.join(30)
    assert [b for _, b in got[0]] == ["bx"]


def test_polling_fallback_without_redis(hs: Hindsight) -> None:
    q = review_queue(hs.store)
    assert isinstance(q, StorePollingQueue)
    assert q.claim("w", block_ms=0) == []
    _enqueue(hs.store, "b1", "mem_1")
    assert q.claim("w", block_ms=0) == [("poll:b1", "b1")]
    assert q.claim("w", block_ms=0) == []  # nothing new (the row waits for its review)
    _enqueue(hs.store, "b1", "mem_2")
    _enqueue(hs.store, "b2", "mem_3")
    assert q.claim("w", count=1, block_ms=0) == [("poll:b1", "b1")]
    assert q.claim("w", count=1, block_ms=0) == [("poll:b2", "b2")]  # not lost by the count
    with hs.store.transaction("b1") as tx:  # the worker reviews b1: mem_2 done, mem_1 stays undecided
        tx.dequeue("b1", ["mem_2"])
    q.ack(["poll:b1", "poll:b2"])
    assert q.claim("w", block_ms=0) == []
    _enqueue(hs.store, "b1", "mem_2")  # queued again after its review: new work
    assert q.claim("w", block_ms=0) == [("poll:b1", "b1")]


# -- Redis down ----------------------------------------------------------------------------------------------


def test_dead_redis_raises_store_unavailable(tmp_path: Path, e5: E5Embedder, prefix: str) -> None:
    dead = f"redis://127.0.0.1:{free_port()}/0"
    h = Hindsight.open(tmp_path / "store", embedder=e5, settings=settings(tmp_path, dead, prefix))
    store = rstore(h)
    for call in (
        lambda: h.write("The user lives in Oslo"),
        lambda: h.observe("s", [{"role": "user", "content": "I live in Oslo"}]),
        lambda: store.try_lock("x", "a", 5),
        lambda: store.unlock("x", "a"),
        lambda: store.claim_review_messages("c", 1, 0, 0),
        lambda: store.session_turns("default", "s", T),
    ):
        with pytest.raises(StoreUnavailable) as exc:
            call()
        assert exc.value.status == 503 and exc.value.code == "store_unavailable"
        assert "Redis at 127.0.0.1" in exc.value.message
    assert store.count("default") == 0  # nothing was written
    assert h.search("Oslo").results == []  # the cache degrades: searches still work
    h.close()


@pytest.mark.integration
def test_recovers_when_redis_comes_back(tmp_path: Path, e5: E5Embedder, prefix: str) -> None:
    own = PrivateRedis(tmp_path / "redis")
    own.start()
    h = Hindsight.open(tmp_path / "store", embedder=e5, settings=settings(tmp_path, own.url, prefix))
    store = rstore(h)
    try:
        assert store.try_lock("x", "a", 60)
        h.write("The user lives in Oslo")
        assert store.claim_review_messages("c", 1, 0, 0) == []
        own.kill()
        with pytest.raises(StoreUnavailable):
            store.try_lock("x", "a", 60)
        with pytest.raises(StoreUnavailable):
            h.write("The user has a dog called Rex")
        assert [r.content for r in h.search("where does the user live").results] == ["The user lives in Oslo"]
        own.start()  # same port: the pooled connections are dead, the client must reconnect by itself
        assert store.try_lock("x", "b", 60)  # Redis restarted empty: the lock is free
        assert h.write("The user has a dog called Rex").action.value == "created"
        q = store.review_queue
        q.notify("b1")  # the stream and its group are gone: recreated on the next claim
        assert [b for _, b in store.claim_review_messages("c", 5, 0, 60_000)] == ["b1"]
    finally:
        h.close()
        own.kill()


def test_status_and_factory(tmp_path: Path, redis_url: str, prefix: str) -> None:
    store = open_store(tmp_path / "store", settings(tmp_path, redis_url, prefix))
    assert isinstance(store, RedisStore)
    assert store.url == store.inner.url == f"sqlite:///{tmp_path / 'store' / 'hindsight.db'}"
    assert store.path == tmp_path / "store" / "hindsight.db"  # backend extras stay reachable
    store.close()
