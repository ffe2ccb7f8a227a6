"""Reliability of the production deployment (PostgreSQL + pgvector, Redis, `hindsight serve`, `hindsight worker`),
with real servers and real processes on loopback:

* several processes writing to and reviewing one bank at once: nothing lost, nothing duplicated, each conflict
  settled once, no deadlock (every process finishes);
* kill -9 of the API process in the middle of batches: every acknowledged write is in the database, and
  resending everything with the same idempotency keys after a restart duplicates nothing;
* kill -9 of a worker in the middle of a review (blocked in its LLM call): another worker takes the message over
  (XAUTOCLAIM) once the review lease expired and settles the conflict exactly once;
* PostgreSQL and Redis going down under load (our own private servers, never the shared ones): requests fail
  fast with 503 ``store_unavailable``, the API recovers by itself when the server is back, nothing acknowledged
  is lost; a worker running through the Redis outage keeps going and reviews what is queued afterwards.

Each test uses its own database (or its own private server) and its own Redis key prefix.
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
import uuid
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest

from fake_openai import FakeOpenAI, ok, slow
from helpers.phrases import phrase
from helpers.services import (
    PrivatePostgres,
    PrivateRedis,
    Proc,
    clean_env,
    free_port,
    fresh_database,
    service_urls,
    wait_http,
    wait_until,
)
from hindsight import Hindsight, Settings
from hindsight.embedder.e5 import E5Embedder
from hindsight.model import EventType, Status

pytestmark = pytest.mark.integration

HELPERS = Path(__file__).parent / "helpers"
T0 = "2025-01-01T00:00:00Z"


# -- fixtures ------------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def urls() -> tuple[str, str]:
    return service_urls()


@pytest.fixture(scope="module")
def db(urls: tuple[str, str]) -> Iterator[str]:
    with fresh_database(urls[0], "hs_rel") as url:
        yield url


@pytest.fixture
def procs() -> Iterator[list[Proc]]:
    """Processes a test started; whatever is still running at the end is killed."""
    out: list[Proc] = []
    yield out
    for p in out:
        p.kill9()


@pytest.fixture
def prefix() -> str:
    return f"hs-rel-{uuid.uuid4().hex[:8]}"


def open_hs(tmp: Path, e5: E5Embedder, store: str, **settings: Any) -> Hindsight:
    return Hindsight.open(store, embedder=e5, settings=Settings(home=tmp / "direct", **settings))


def serve(tmp: Path, name: str, port: int, **settings: Any) -> Proc:
    env = clean_env(tmp / name, port=port, review_interval_seconds=0, review_mode="worker", **settings)
    api = Proc(["serve"], env, tmp / f"{name}.log")
    try:
        wait_http(f"http://127.0.0.1:{port}/health", proc=api)
    except BaseException:
        api.kill9()
        raise
    return api


# -- 1. several writers and reviewers at once -----------------------------------------------------------------
def spawn_actor(tmp: Path, spec: dict[str, Any], env: dict[str, str]) -> subprocess.Popen[bytes]:
    spec = {**spec, "barrier": str(tmp / "barrier"), "out": str(tmp / f"out-{spec['name']}.json")}
    (tmp / "barrier").mkdir(exist_ok=True)
    f = tmp / f"spec-{spec['name']}.json"
    f.write_text(json.dumps(spec))
    with (tmp / f"log-{spec['name']}.txt").open("wb") as log:
        return subprocess.Popen([sys.executable, str(HELPERS / "pg_actor.py"), str(f)], env=env, stdout=log,
                                stderr=log)


@pytest.mark.slow
def test_concurrent_writers_and_reviewers_lose_and_duplicate_nothing(
    tmp_path: Path, e5: E5Embedder, db: str, urls: tuple[str, str], prefix: str
) -> None:
    bank = "crowd"
    env = clean_env(tmp_path / "home", redis_url=urls[1], redis_prefix=prefix, review_mode="worker",
                    review_lock_ttl_seconds=10)
    shared = [{"content": phrase(i), "source": "user"} for i in range(12)]  # every writer writes these
    conflict = ["The user lives in Berlin", "The user lives in Munich"]
    # one moment for both (the rules judge cannot order them: undecidable), recent enough that no decay applies
    recent = (datetime.now(UTC) - timedelta(hours=1)).isoformat()
    writers = []
    for w in range(3):
        own = [{"content": phrase(100 + 20 * w + i), "source": "user"} for i in range(12)]
        extra = [{"content": conflict[w], "observed_at": recent}] if w < 2 else []
        writers.append({"name": f"w{w}", "op": "write", "items": shared + own + extra, "batch": 4})
    reviewers = [{"name": f"r{r}", "op": "review", "stop": str(tmp_path / "stop")} for r in range(2)]
    with open_hs(tmp_path, e5, db, redis_url=urls[1], redis_prefix=prefix) as hs:
        hs.create_bank(bank)  # so the reviewers have a bank from their first round
    names = [s["name"] for s in writers + reviewers]
    procs = {s["name"]: spawn_actor(tmp_path, {**s, "store": db, "bank": bank, "peers": names}, env)
             for s in writers + reviewers}
    try:
        for s in writers:
            assert procs[s["name"]].wait(timeout=240) == 0, (tmp_path / f"log-{s['name']}.txt").read_text()[-3000:]
        (tmp_path / "stop").touch()
        for s in reviewers:
            assert procs[s["name"]].wait(timeout=120) == 0, (tmp_path / f"log-{s['name']}.txt").read_text()[-3000:]
    finally:
        for p in procs.values():
            if p.poll() is None:
                p.kill()
                p.wait()
    out = {n: json.loads((tmp_path / f"out-{n}.json").read_text()) for n in names}

    # the writes overlapped (all three were writing at the same time at some point)
    assert max(out[s["name"]]["start"] for s in writers) < min(out[s["name"]]["end"] for s in writers)
    # every shared text is one memory, whichever writer came first
    for i, item in enumerate(shared):
        ids = {out[s["name"]]["results"][i]["id"] for s in writers}
        assert len(ids) == 1, (item, ids)
    hs = open_hs(tmp_path, e5, db, redis_url=urls[1], redis_prefix=prefix)
    try:
        mems = list(hs.store.iter_memories(bank))
        contents = Counter(m.content for m in mems)
        assert [c for c, n in contents.items() if n > 1] == [], "a text stored twice"
        expected = {it["content"] for s in writers for it in s["items"]}
        assert set(contents) == expected, "a write was lost (or something appeared from nowhere)"
        # the conflict was settled once: one review item for the pair, each memory disputed once
        by_content = {m.content: m for m in mems}
        berlin, munich = by_content[conflict[0]], by_content[conflict[1]]
        items = [it for it in hs.conflicts(bank, status=None) if {it.a_id, it.b_id} == {berlin.id, munich.id}]
        history = {m.content: (m.status, [(e.type, e.reason) for e in hs.store.events(bank, m.id)])
                   for m in (berlin, munich)}
        assert len(items) == 1, (history, hs.store.queued(bank), [r.model_dump() for r in hs.review_runs(bank, 5)])
        for m in (berlin, munich):
            assert m.status == Status.disputed
            assert m.confidence == pytest.approx(0.9 * 0.7), "down-weighted once"
            events = [e.type for e in hs.store.events(bank, m.id)]
            assert events.count(EventType.status_changed) == 1, events
        assert hs.store.queued(bank) == []
    finally:
        hs.close()
    for r in reviewers:
        assert out[r["name"]]["errors"] == [], out[r["name"]]["errors"][:1]
        assert out[r["name"]]["runs"], "the reviewer never ran"


# -- 2. kill -9 of the API mid-batch ---------------------------------------------------------------------------
def post_batches(url: str, bank: str, items: list[dict[str, Any]], acked: dict[str, dict[str, Any]],
                 failed: list[str], batch: int = 5) -> None:
    """Send ``items`` in batches until one fails; record each acknowledged result by idempotency key."""
    with httpx.Client(timeout=60) as c:
        for i in range(0, len(items), batch):
            chunk = items[i : i + batch]
            try:
                r = c.post(f"{url}/v1/banks/{bank}/memories/batch", json={"items": chunk})
            except httpx.HTTPError as exc:
                failed.append(repr(exc))
                return
            if r.status_code != 200:
                failed.append(r.text)
                return
            for it, res in zip(chunk, r.json()["results"], strict=True):
                acked[it["idempotency_key"]] = {**res, "content": it["content"]}


def test_kill9_of_the_api_mid_batch_loses_no_acknowledged_write(
    tmp_path: Path, e5: E5Embedder, db: str, urls: tuple[str, str], prefix: str
) -> None:
    bank = f"crash-{uuid.uuid4().hex[:6]}"
    settings = {"store_url": db, "redis_url": urls[1], "redis_prefix": prefix}
    items = [{"content": phrase(2000 + i), "idempotency_key": f"k{i}"} for i in range(400)]
    port = free_port()
    api = serve(tmp_path, "api1", port, **settings)
    acked: dict[str, dict[str, Any]] = {}
    failed: list[str] = []
    t = threading.Thread(target=post_batches, args=(f"http://127.0.0.1:{port}", bank, items, acked, failed))
    t.start()
    try:
        wait_until(lambda: len(acked) >= 30, timeout=120, what="30 acknowledged writes")
    finally:
        api.kill9()  # SIGKILL, mid-batch
        t.join(timeout=120)
    assert failed, "the writer should have seen the server die"
    assert len(acked) < len(items)

    hs = open_hs(tmp_path, e5, db, redis_url=urls[1], redis_prefix=prefix)
    try:
        for key, res in acked.items():
            assert hs.get(res["id"], bank=bank).content == res["content"], key
    finally:
        hs.close()

    # restart and resend everything with the same keys: the acknowledged ones replay, nothing is duplicated
    api2 = serve(tmp_path, "api2", port, **settings)
    try:
        again: dict[str, dict[str, Any]] = {}
        failed2: list[str] = []
        post_batches(f"http://127.0.0.1:{port}", bank, items, again, failed2, batch=50)
        assert failed2 == []
        for key, res in acked.items():
            assert again[key]["id"] == res["id"], key
        stats = httpx.get(f"http://127.0.0.1:{port}/v1/banks/{bank}", timeout=30).json()
        assert stats["memories"] == len(items)
        assert api2.terminate() in (0, -15)  # uvicorn re-raises SIGTERM after a graceful shutdown
    finally:
        api2.kill9()


# -- 3. kill -9 of a worker mid-review -------------------------------------------------------------------------
def llm_verdict(req: dict[str, Any]) -> str:
    """Every pair of the request: a temporal conflict, the newer (B) wins."""
    import re

    n = len(re.findall(r"^Pair \d+:", req["messages"][1]["content"], flags=re.M))
    return json.dumps({"verdicts": [{"pair": i + 1, "relation": "conflict", "conflict": True, "keep": "B",
                                     "type": "temporal", "reason": "moved"} for i in range(n)]})


def test_kill9_of_a_worker_mid_review_is_taken_over_and_settled_once(
    tmp_path: Path, e5: E5Embedder, db: str, urls: tuple[str, str], prefix: str, fake_openai: FakeOpenAI
) -> None:
    bank = f"takeover-{uuid.uuid4().hex[:6]}"
    common = {"store_url": db, "redis_url": urls[1], "redis_prefix": prefix, "review_lock_ttl_seconds": 2,
              "worker_poll_seconds": 0.3, "review_interval_seconds": 0, "distill_interval_seconds": 0}
    hs = open_hs(tmp_path, e5, db, redis_url=urls[1], redis_prefix=prefix, review_mode="worker")
    try:
        old = hs.write("The user lives in Berlin", bank=bank, observed_at=T0)
        new = hs.write("The user lives in Munich", bank=bank, observed_at=T0)  # same time: the rules can't tell
        assert new.action == "queued_for_review"
        # worker A's judge call hangs (until A is killed); B's gets an answer
        fake_openai.script("chat", slow(60, content=llm_verdict), ok(content=llm_verdict), ok(content=llm_verdict))
        llm = {"judge": "llm", "llm_base_url": fake_openai.base_url, "llm_timeout_s": 90, "llm_max_retries": 0}
        a = Proc(["worker"], clean_env(tmp_path / "a", **common, **llm), tmp_path / "a.log")
        try:
            wait_until(lambda: fake_openai.requests_to("chat"), timeout=120, what="worker A's judge call")
            assert hs.review_runs(bank) == []
        finally:
            a.kill9()
        time.sleep(2.5)  # A's review lease (2 s) and its stream message's min idle time (2 s) run out
        b = Proc(["worker"], clean_env(tmp_path / "b", **common, **llm), tmp_path / "b.log")
        try:
            runs = wait_until(lambda: [r for r in hs.review_runs(bank) if not r.skipped and r.examined],
                              timeout=120, step=0.2, what="worker B's review")
            assert [(r.trigger, r.superseded) for r in runs] == [("event", [old.id])]
            assert len(fake_openai.requests_to("chat")) >= 2
            assert b.terminate() == 0, b.text()[-3000:]
        finally:
            b.kill9()
        assert hs.get(old.id, bank=bank).status == Status.superseded
        assert hs.get(new.id, bank=bank).status == Status.active
        for mid in (old.id, new.id):
            types = [e.type for e in hs.store.events(bank, mid)]
            assert len(types) == len(set(types)), f"duplicated events on {mid}: {types}"
        assert hs.store.queued(bank) == []
        queue = getattr(hs.store, "review_queue", None)
        if queue is not None and hasattr(queue, "pending"):
            assert queue.pending() == 0, "the taken-over message was acknowledged"
    finally:
        hs.close()


# -- 4. PostgreSQL / Redis down under load ---------------------------------------------------------------------
@dataclass
class Rec:
    kind: str  # write | search
    status: int  # 0: no HTTP answer
    code: str | None
    elapsed: float
    key: str = ""
    content: str = ""
    id: str = ""


class Load(threading.Thread):
    """One client writing (idempotency key per text) and searching in turns, recording every answer."""

    def __init__(self, url: str, bank: str, base: int) -> None:
        super().__init__(daemon=True)
        self.url, self.bank, self.base = url, bank, base
        self.records: list[Rec] = []
        self.halt = threading.Event()

    def run(self) -> None:
        with httpx.Client(timeout=60) as c:
            i = 0
            while not self.halt.is_set():
                content, key = phrase(self.base + i), f"load-{self.base + i}"
                self.records.append(self._call(c, "write", f"/v1/banks/{self.bank}/memories",
                                               {"content": content, "idempotency_key": key}, key, content))
                self.records.append(self._call(c, "search", f"/v1/banks/{self.bank}/search",
                                               {"query": phrase(self.base + i // 2), "top_k": 3}, "", ""))
                i += 1
                time.sleep(0.02)

    def _call(self, c: httpx.Client, kind: str, path: str, body: dict[str, Any], key: str, content: str) -> Rec:
        t0 = time.monotonic()
        try:
            r = c.post(self.url + path, json=body)
        except httpx.HTTPError:
            return Rec(kind, 0, None, time.monotonic() - t0, key, content)
        try:
            body = r.json()
        except ValueError:
            body = {}
        code = body.get("error", {}).get("code") if r.status_code >= 400 else None
        mid = body.get("id", "") if kind == "write" and r.status_code == 200 else ""
        return Rec(kind, r.status_code, code, time.monotonic() - t0, key, content, mid)

    def count(self, kind: str, status: int) -> int:
        return sum(1 for r in list(self.records) if r.kind == kind and r.status == status)


def check_outage(load: Load, before: int, kinds: tuple[str, ...], timeout_s: float) -> list[Rec]:
    """The answers given while the server was down: 503 store_unavailable, each within ``timeout_s``."""
    down = [r for r in load.records[before:] if r.kind in kinds and r.status != 200]
    assert down, "no request failed while the server was down"
    for r in down:
        assert (r.status, r.code) == (503, "store_unavailable"), r
        assert r.elapsed < timeout_s, f"a request hung {r.elapsed:.1f}s instead of failing fast"
    ok = [r for r in load.records if r.status == 200]
    print(f"outage: {len(down)} x 503 (slowest {max(r.elapsed for r in down):.2f}s), {len(ok)} x 200 in all")
    return down


@pytest.mark.slow
def test_postgres_restart_under_load_503_then_recovers_without_loss(
    tmp_path: Path, e5: E5Embedder, procs: list[Proc]
) -> None:
    pg = PrivatePostgres()
    try:
        pg.init().start()
        import psycopg

        with psycopg.connect(pg.url, autocommit=True) as c:
            c.execute("CREATE DATABASE hindsight")
        store = pg.url.rsplit("/", 1)[0] + "/hindsight"
        with psycopg.connect(store, autocommit=True) as c:
            c.execute("CREATE EXTENSION IF NOT EXISTS vector")
        port = free_port()
        api = serve(tmp_path, "api", port, store_url=store, pg_connect_timeout_s=2)
        procs.append(api)
        load = Load(f"http://127.0.0.1:{port}", "pgdown", 5000)
        load.start()
        try:
            wait_until(lambda: load.count("write", 200) >= 10, timeout=120, what="writes before the outage")
            mark = len(load.records)
            pg.stop("immediate")  # a crash: no shutdown checkpoint, recovery at the next start
            wait_until(lambda: sum(1 for r in load.records[mark:] if r.status == 503) >= 4, timeout=120,
                       what="503s while PostgreSQL is down")
            pg.start()  # crash recovery, same port
            back = len(load.records)
            wait_until(lambda: sum(1 for r in load.records[back:] if r.kind == "write" and r.status == 200) >= 5,
                       timeout=120, what="writes after PostgreSQL came back")
        finally:
            load.halt.set()
            load.join(timeout=120)
        check_outage(load, mark, ("write", "search"), timeout_s=15)
        assert api.p.poll() is None, "the API process must survive the outage"
        assert api.terminate() in (0, -15)
        hs = open_hs(tmp_path, e5, store)
        try:
            for r in load.records:
                if r.kind == "write" and r.status == 200:
                    assert hs.get(r.id, bank="pgdown").content == r.content
        finally:
            hs.close()
    finally:
        pg.remove()


def test_redis_restart_under_load_503_then_recovers_without_loss(
    tmp_path: Path, e5: E5Embedder, db: str, prefix: str, procs: list[Proc], request: pytest.FixtureRequest
) -> None:
    redis = PrivateRedis(tmp_path / "redispriv")
    redis.start()
    port = free_port()
    try:
        api = serve(tmp_path, "api", port, store_url=db, redis_url=redis.url, redis_prefix=prefix)
    except BaseException:
        redis.kill()
        raise
    procs.append(api)
    worker = Proc(["worker"], clean_env(tmp_path / "worker", store_url=db, redis_url=redis.url, redis_prefix=prefix,
                                        worker_poll_seconds=0.3, review_interval_seconds=0,
                                        distill_interval_seconds=0), tmp_path / "worker.log")
    procs.append(worker)
    load = Load(f"http://127.0.0.1:{port}", f"redisdown-{uuid.uuid4().hex[:6]}", 8000)
    load.start()
    try:
        wait_until(lambda: load.count("write", 200) >= 10, timeout=120, what="writes before the outage")
        mark = len(load.records)
        redis.kill()
        wait_until(lambda: sum(1 for r in load.records[mark:] if r.kind == "write" and r.status == 503) >= 3,
                   timeout=120, what="503s while Redis is down")
        restarted = PrivateRedis(tmp_path / "redispriv2")
        restarted.port, restarted.url = redis.port, redis.url
        restarted.start()
        redis = restarted
        back = len(load.records)
        wait_until(lambda: sum(1 for r in load.records[back:] if r.kind == "write" and r.status == 200) >= 5,
                   timeout=120, what="writes after Redis came back")
    except BaseException:
        redis.kill()
        raise
    finally:
        load.halt.set()
        load.join(timeout=120)
    request.addfinalizer(redis.kill)
    check_outage(load, mark, ("write", "search"), timeout_s=15)
    assert api.p.poll() is None, "the API process must survive the outage"
    # the worker lived through the outage too, and takes queued reviews from the new Redis
    url = f"http://127.0.0.1:{port}/v1/banks/{load.bank}"
    for content in ("The user lives in Berlin", "The user lives in Munich"):
        r = httpx.post(f"{url}/memories", json={"content": content, "observed_at": T0}, timeout=60)
        assert r.status_code == 200, r.text
    assert r.json()["action"] == "queued_for_review"
    wait_until(lambda: [x for x in httpx.get(f"{url}/review/runs", timeout=30).json() if not x.get("skipped")],
               timeout=60, step=0.2, what="the worker's review after the Redis restart")
    assert worker.terminate() == 0, worker.text()[-3000:]
    api.terminate()
    api.kill9()
    hs = open_hs(tmp_path, e5, db)
    try:
        for r in load.records:
            if r.kind == "write" and r.status == 200:
                assert hs.get(r.id, bank=load.bank).content == r.content
    finally:
        hs.close()
