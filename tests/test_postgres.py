"""PostgreSQL-specific behaviour of ``hindsight.store.postgres.store`` (the generic behaviour is ``tests/contract``).

Real PostgreSQL 15 + pgvector 0.8 (the shared test server, ``HINDSIGHT_TEST_PG_URL``; ``scripts/services up`` when
unset). Every test module run gets its own database (random name, dropped at the end); the shared server is never
stopped: outages are simulated with a TCP relay of our own in front of it, or a closed port.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import numpy as np
import pytest

psycopg = pytest.importorskip("psycopg")

from helpers.pg_keywords import same_as_reference  # noqa: E402
from hindsight import Hindsight, Settings  # noqa: E402
from hindsight.embedder.e5 import E5Embedder  # noqa: E402
from hindsight.errors import InvalidInput, StoreUnavailable  # noqa: E402
from hindsight.language.text import query_terms  # noqa: E402
from hindsight.model import Kind, Memory, Provenance, Source, Status  # noqa: E402
from hindsight.store.base import Filters  # noqa: E402
from hindsight.store.factory import open_keystore  # noqa: E402
from hindsight.store.postgres import schema as pg_schema  # noqa: E402
from hindsight.store.postgres.keys import PostgresKeyStore  # noqa: E402
from hindsight.store.postgres.store import EXACT_MAX, PostgresStore, migrate  # noqa: E402
from hindsight.timeutil import utcnow  # noqa: E402

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[1]


# -- servers and databases ------------------------------------------------------------------------------------
def _server_url() -> str:
    url = os.environ.get("HINDSIGHT_TEST_PG_URL")
    if url:
        return url
    script = ROOT / "scripts" / "services"
    subprocess.run([str(script), "up"], check=True, capture_output=True, timeout=900)
    out = subprocess.run([str(script), "env"], check=True, capture_output=True, text=True, timeout=60).stdout
    for line in out.splitlines():
        k, _, v = line.removeprefix("export ").partition("=")
        if k.strip() == "HINDSIGHT_TEST_PG_URL":
            return v.strip().strip("'\"")
    raise RuntimeError("scripts/services env gave no HINDSIGHT_TEST_PG_URL")


def _with_db(url: str, db: str) -> str:
    return urlunsplit(urlsplit(url)._replace(path="/" + db))


@contextlib.contextmanager
def _fresh_db(server: str) -> Iterator[str]:
    """An empty database with a random name (no extension: the migrations create it), dropped afterwards."""
    name = f"hs_pgtest_{uuid.uuid4().hex[:10]}"
    admin = _with_db(server, "postgres")
    with psycopg.connect(admin, autocommit=True) as c:
        c.execute(f'CREATE DATABASE "{name}"')
    try:
        yield _with_db(server, name)
    finally:
        with contextlib.suppress(Exception), psycopg.connect(admin, autocommit=True) as c:
            c.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(scope="module")
def server() -> str:
    return _server_url()


@pytest.fixture(scope="module")
def db(server: str) -> Iterator[str]:
    with _fresh_db(server) as url:
        yield url


@pytest.fixture
def bank() -> str:
    return "b_" + uuid.uuid4().hex[:10]


@pytest.fixture
def pg(db: str, e5: E5Embedder, tmp_path: Path, bank: str) -> Iterator[Hindsight]:
    h = Hindsight.open(db, embedder=e5, settings=Settings(home=tmp_path, default_bank=bank))
    yield h
    h.close()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _wait_until(cond: object, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not cond():  # type: ignore[operator]
        if time.monotonic() > deadline:
            raise TimeoutError("condition not reached")
        time.sleep(0.1)


# -- migrations ---------------------------------------------------------------------------------------------
def test_migrations_run_once_when_three_processes_start_together(server: str) -> None:
    code = (
        "import json, sys; from hindsight.store.postgres.store import migrate; "
        "print(json.dumps(migrate(sys.argv[1])))"
    )
    with _fresh_db(server) as url:
        procs = [
            subprocess.Popen([sys.executable, "-c", code, url], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True)
            for _ in range(3)
        ]
        outs = [p.communicate(timeout=120) for p in procs]
        assert [p.returncode for p in procs] == [0, 0, 0], [o[1][-2000:] for o in outs]
        applied = [v for out, _ in outs for v in json.loads(out.strip().splitlines()[-1])]
        expected = list(range(1, len(pg_schema.MIGRATIONS) + 1))
        assert sorted(applied) == expected  # each version applied by exactly one process
        assert migrate(url) == []  # idempotent
        with psycopg.connect(url) as c:
            rows = c.execute("SELECT version FROM schema_migrations ORDER BY version").fetchall()
            assert [r[0] for r in rows] == expected
            assert c.execute("SELECT extversion FROM pg_extension WHERE extname = 'vector'").fetchone() is not None


def test_events_are_append_only(pg: Hindsight, db: str) -> None:
    mid = pg.write("the user prefers tea").id
    with psycopg.connect(db, autocommit=True) as c:
        with pytest.raises(psycopg.errors.IntegrityConstraintViolation, match="append-only"):
            c.execute("UPDATE events SET actor = 'mallory' WHERE memory_id = %s", (mid,))
        with pytest.raises(psycopg.errors.IntegrityConstraintViolation, match="append-only"):
            c.execute("DELETE FROM events WHERE memory_id = %s", (mid,))
        with pytest.raises(psycopg.errors.IntegrityConstraintViolation, match="append-only"):
            c.execute("TRUNCATE events")
    assert [e.type for e in pg.store.events(pg.settings.default_bank, mid)] == ["created"]


# -- vectors ------------------------------------------------------------------------------------------------
def _clustered(n: int, dim: int, seed: int) -> np.ndarray:
    """Unit vectors around 40 centres (HNSW recall on i.i.d. noise says nothing about real embeddings)."""
    rng = np.random.default_rng(seed)
    centres = rng.standard_normal((40, dim))
    v = centres[rng.integers(0, 40, n)] + 0.35 * rng.standard_normal((n, dim))
    return (v / np.linalg.norm(v, axis=1, keepdims=True)).astype(np.float32)


def test_hnsw_index_is_used_and_a_selective_filter_still_returns_k(pg: Hindsight, bank: str) -> None:
    store = pg.store
    assert isinstance(store, PostgresStore)
    template = pg.get(pg.write("synthetic template memory").id)
    n, k = 1500, 10
    vecs = _clustered(n, 384, seed=7)
    with store.transaction(bank) as tx:  # the real insert path; every 50th row carries the rare tag
        for i in range(n):
            m = template.model_copy(
                update={"id": f"mem_syn{i:06d}{uuid.uuid4().hex[:8]}", "content": f"synthetic row {i}",
                        "tags": ["rare"] if i % 50 == 0 else ["common"]}
            )
            tx.insert(m, vecs[i])
    with store._conn() as c:
        c.execute("ANALYZE memories")
        # every pooled connection is configured for filtered searches
        assert c.execute("SHOW hnsw.iterative_scan").fetchone() == ("relaxed_order",)
        assert c.execute("SHOW hnsw.ef_search").fetchone() == (str(pg.settings.pg_ef_search),)
        names = [r[0] for r in c.execute("SELECT indexname FROM pg_indexes WHERE tablename = 'memories'")]
        assert pg_schema.vector_index_name(384) in names

        qv = _clustered(1, 384, seed=99)[0]
        lit = "[" + ",".join(map(repr, qv.tolist())) + "]"
        # the planner scans small banks exactly (cheaper, and exact); large ones walk the HNSW index (seen at 20k
        # rows). Here: with sequential scans and sorts priced out, the index must serve the store's query.
        c.execute("SET enable_seqscan = off; SET enable_bitmapscan = off; SET enable_sort = off")
        where, params = _where(bank, Filters(now=utcnow()))
        plan = "\n".join(r[0] for r in c.execute(f"EXPLAIN {store.hnsw_sql(384, where)}".encode(),
                                                   [lit, *params, lit, k]))
        assert f"Index Scan using {pg_schema.vector_index_name(384)}" in plan, plan

        # a selective filter (2% of the bank) on the index: the iterative scan keeps going until k pass
        f = Filters(now=utcnow(), tags=("rare",))
        where, params = _where(bank, f)
        sql = store.hnsw_sql(384, where, "m.id").encode()
        plan = "\n".join(r[0] for r in c.execute(b"EXPLAIN " + sql, [lit, *params, lit, k]))
        assert f"Index Scan using {pg_schema.vector_index_name(384)}" in plan, plan
        # without iterative scans the index hands back ef_search candidates, ~2% of which pass the filter
        c.execute("SET hnsw.iterative_scan = off")
        starved = c.execute(sql, [lit, *params, lit, k]).fetchall()
        c.execute("SET hnsw.iterative_scan = relaxed_order")
        assert len(starved) < k
        approx = store.hnsw_search(c, lit, 384, k, where, params)
        c.execute("RESET enable_seqscan; RESET enable_bitmapscan; RESET enable_sort")
        exact = store.exact_search(c, lit, 384, k, where, params)
    assert len(approx) == k
    assert [s for _, s in approx] == sorted((s for _, s in approx), reverse=True)
    recall = len({r[1] for r, _ in approx} & {r[1] for r, _ in exact}) / k
    assert recall >= 0.9, recall
    # the store's own search path (HNSW above exact_max rows) answers k rows under the filter as well
    store.exact_max = 100
    try:
        hits = store.vector_search(bank, qv, k, f)
    finally:
        store.exact_max = EXACT_MAX
    assert len(hits) == k
    assert {h[0] for h in hits} <= {m.id for m in store.iter_memories(bank) if "rare" in m.tags}


def test_reembedding_with_another_dimension_rebuilds_the_index(server: str, tmp_path: Path) -> None:
    """The HNSW index is per dimension: during a re-embed searches stay exact, set_embedder builds the new index
    (old row versions of the other dimension, dead or alive, never break it) and drops the old one."""
    with _fresh_db(server) as url:
        store = PostgresStore(url, Settings(home=tmp_path))
        try:
            store.check_embedder("model-a", 16)
            store.create_bank("b", utcnow())
            hs_vecs = _clustered(30, 16, seed=1)
            with Hindsight.open(tmp_path / "sq", embedder=E5Embedder(), settings=Settings(home=tmp_path)) as sq:
                template = sq.get(sq.write("a template").id).model_copy(update={"bank": "b"})
            ids = [f"mem_re{i:04d}" for i in range(30)]
            with store.transaction("b") as tx:
                for i, mid in enumerate(ids):
                    tx.insert(template.model_copy(update={"id": mid, "content": f"row {i}"}), hs_vecs[i])
            assert pg_schema.vector_index_name(16) in _indexes(store)
            new = _clustered(30, 8, seed=2)
            with store.transaction("b") as tx:
                for i, mid in enumerate(ids):
                    m = tx.get("b", mid)
                    assert m is not None
                    tx.update(m, new[i])
            f = Filters(now=utcnow(), statuses=None, hide_expired=False)
            assert store.vector_search("b", new[3], 1, f)[0][0] == ids[3]  # exact until the new index exists
            store.set_embedder("model-b", 8)
            assert [n for n in _indexes(store) if n.startswith("ix_memories_hnsw_")] == [pg_schema.vector_index_name(8)]
            assert store.embedder_info() == ("model-b", 8)
            assert store.vector_search("b", new[5], 1, f)[0][0] == ids[5]
        finally:
            store.close()


def _indexes(store: PostgresStore) -> list[str]:
    with store._conn() as c:
        return [r[0] for r in c.execute("SELECT indexname FROM pg_indexes WHERE tablename = 'memories'")]


def _where(bank: str, f: Filters) -> tuple[str, list[object]]:
    from hindsight.store.postgres.search import where

    return where(bank, f)


def test_search_matches_the_sqlite_store(pg: Hindsight, e5: E5Embedder, tmp_path: Path, bank: str) -> None:
    """Same memories in both stores: the BM25 scores and cosine similarities are the SQLite store's."""
    docs = ["用户住在北京朝阳区", "用户喜欢喝美式咖啡", "用户养了一只叫豆豆的狗", "The user runs 5km every morning",
            "The user drinks an Americano every morning", "running shoes, size 42", "用户的车是特斯拉 Model 3"]
    sq = Hindsight.open(tmp_path / "sq", embedder=e5, settings=Settings(home=tmp_path, default_bank=bank))
    try:
        for h in (pg, sq):
            h.write_many([{"content": d, "tags": ["t"]} for d in docs])
        f = Filters(now=utcnow())
        for query in ["朝阳", "用户 喜欢 咖啡", "running every morning", "特斯拉"]:
            a = pg.store.keyword_search(bank, query_terms(query), 5, f)
            b = sq.store.keyword_search(bank, query_terms(query), 5, f)
            ca = [(pg.store.get(bank, i).content, round(s, 6)) for i, s in a]  # type: ignore[union-attr]
            cb = [(sq.store.get(bank, i).content, round(s, 6)) for i, s in b]  # type: ignore[union-attr]
            assert sorted(ca) == sorted(cb), query
            assert ca, query
            v = e5.queries([query])[0]
            va = [(pg.store.get(bank, i).content, s) for i, s in pg.store.vector_search(bank, v, 3, f)]  # type: ignore[union-attr]
            vb = [(sq.store.get(bank, i).content, s) for i, s in sq.store.vector_search(bank, v, 3, f)]  # type: ignore[union-attr]
            assert [c for c, _ in va] == [c for c, _ in vb]
            assert np.allclose([s for _, s in va], [s for _, s in vb], atol=1e-5)
    finally:
        sq.close()


def test_chinese_keyword_search_finds_segmented_words(pg: Hindsight, db: str, bank: str) -> None:
    target = pg.write("用户住在北京朝阳区，每天坐地铁上班").id
    pg.write("用户喜欢喝美式咖啡")
    with psycopg.connect(db) as c:
        tsv = c.execute("SELECT tsv::text FROM memories WHERE id = %s", (target,)).fetchone()[0]
    for word in ("北京", "朝阳", "朝阳区", "地铁"):
        assert f"'{word}'" in tsv
    f = Filters(now=utcnow())
    for query in ("朝阳", "地铁", "北京 上班"):
        hits = pg.store.keyword_search(bank, query_terms(query), 5, f)
        assert [h[0] for h in hits] == [target], query
    assert pg.search("住在朝阳哪里", fusion="bm25").results[0].memory.id == target


# -- transactions across processes ---------------------------------------------------------------------------
_WRITER = """
import json, sys, time
from pathlib import Path
from hindsight import Hindsight, Settings
from hindsight.embedder.e5 import E5Embedder
url, bank, home, go = sys.argv[1:5]
hs = Hindsight.open(url, embedder=E5Embedder(), settings=Settings(home=home, default_bank=bank))
items = [{"content": c} for c in json.loads(sys.argv[5])]
hs.embedder.passages([i["content"] for i in items])  # warm up before the start line
print("ready", flush=True)
while not Path(go).exists():
    time.sleep(0.005)
print(json.dumps([r.action for r in hs.write_many(items)]), flush=True)
hs.close()
"""


def test_two_processes_writing_the_same_content_make_one_memory(db: str, tmp_path: Path, bank: str) -> None:
    contents = ["用户对花生过敏", "The user's passport expires in March 2031", "用户每周三晚上打羽毛球"]
    go = tmp_path / "go"
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", _WRITER, db, bank, str(tmp_path / f"h{i}"), str(go), json.dumps(contents)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        for i in range(2)
    ]
    for p in procs:
        assert p.stdout is not None
        assert p.stdout.readline().strip() == "ready", p.stderr.read() if p.stderr else ""
    go.touch()
    outs = [p.communicate(timeout=180) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], [o[1][-2000:] for o in outs]
    actions = [a for out, _ in outs for a in json.loads(out.strip().splitlines()[-1])]
    assert sorted(actions) == ["created"] * 3 + ["deduplicated"] * 3
    store = PostgresStore(db, Settings(home=tmp_path))
    try:
        assert store.count(bank) == 3
        assert sorted(m.content for m in store.iter_memories(bank)) == sorted(contents)
    finally:
        store.close()


def test_reads_inside_a_transaction_see_its_writes(db: str, e5: E5Embedder, tmp_path: Path, bank: str) -> None:
    """Like the SQLite store's per-thread connection: inside ``transaction()`` the store's own reads run on the
    transaction's connection (so a one-connection pool never waits on itself); other threads see the commit."""
    settings = Settings(home=tmp_path, default_bank=bank, pg_pool_min=1, pg_pool_max=1)
    with Hindsight.open(db, embedder=e5, settings=settings) as h:
        template = h.get(h.write("a memory to copy").id)
        copy = template.model_copy(update={"id": "mem_rw" + uuid.uuid4().hex[:12], "content": "an uncommitted copy"})
        seen_elsewhere: list[object] = []
        with h.store.transaction(bank) as tx:
            tx.insert(copy, np.asarray(e5.passages([copy.content])[0]))
            assert h.store.get(bank, copy.id) is not None
            assert h.store.count(bank) == 2
            t = threading.Thread(target=lambda: seen_elsewhere.append(_other_get(db, tmp_path, bank, copy.id)))
            t.start()
            t.join()
        assert seen_elsewhere == [None]
        assert h.store.get(bank, copy.id) is not None


def _other_get(db: str, tmp_path: Path, bank: str, mid: str) -> object:
    other = PostgresStore(db, Settings(home=tmp_path))
    try:
        return other.get(bank, mid)
    finally:
        other.close()


def test_lease_lock(pg: Hindsight, bank: str) -> None:
    store = pg.store
    name = f"review:{bank}"
    assert store.try_lock(name, "a", 60)
    assert not store.try_lock(name, "b", 60)
    assert store.try_lock(name, "a", 60)  # the holder renews
    store.unlock(name, "b")  # not the holder: nothing happens
    assert not store.try_lock(name, "b", 60)
    store.unlock(name, "a")
    assert store.try_lock(name, "b", 0)  # a lease that is already over ...
    assert store.try_lock(name, "c", 60)  # ... is taken over


# -- availability ------------------------------------------------------------------------------------------
def test_unreachable_server_raises_store_unavailable(tmp_path: Path) -> None:
    url = f"postgresql://postgres:s3cret@127.0.0.1:{_free_port()}/hindsight"
    t0 = time.monotonic()
    with pytest.raises(StoreUnavailable) as err:
        PostgresStore(url, Settings(home=tmp_path, pg_connect_timeout_s=1.0))
    assert time.monotonic() - t0 < 30  # bounded by the configured timeout, never a hang
    assert err.value.status == 503 and err.value.code == "store_unavailable"
    assert "s3cret" not in err.value.message and "127.0.0.1" in err.value.message
    with pytest.raises(StoreUnavailable):
        migrate(url)


class _Relay:
    """A TCP relay in front of the shared server that can be switched off (the server itself keeps running)."""

    def __init__(self, target: tuple[str, int]) -> None:
        self.target = target
        self.port = _free_port()
        self._socks: list[socket.socket] = []
        self._lock = threading.Lock()
        self._listener: socket.socket | None = None

    def start(self) -> None:
        ls = socket.socket()
        ls.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        ls.bind(("127.0.0.1", self.port))
        ls.listen(64)
        self._listener = ls
        threading.Thread(target=self._accept, args=(ls,), daemon=True).start()

    def _accept(self, ls: socket.socket) -> None:
        while True:
            try:
                a, _ = ls.accept()
            except OSError:
                return
            try:
                b = socket.create_connection(self.target)
            except OSError:
                a.close()
                continue
            with self._lock:
                self._socks += [a, b]
            for x, y in ((a, b), (b, a)):
                threading.Thread(target=self._pipe, args=(x, y), daemon=True).start()

    @staticmethod
    def _pipe(x: socket.socket, y: socket.socket) -> None:
        try:
            while data := x.recv(65536):
                y.sendall(data)
        except OSError:
            pass
        finally:
            for s in (x, y):
                with contextlib.suppress(OSError):
                    s.shutdown(socket.SHUT_RDWR)

    def stop(self) -> None:
        if self._listener is not None:
            with contextlib.suppress(OSError):  # wakes the thread blocked in accept() (close alone does not)
                self._listener.shutdown(socket.SHUT_RDWR)
            self._listener.close()
            self._listener = None
        with self._lock:
            for s in self._socks:
                with contextlib.suppress(OSError):
                    s.shutdown(socket.SHUT_RDWR)
                s.close()
            self._socks.clear()


def test_store_unavailable_during_an_outage_then_recovers(db: str, tmp_path: Path) -> None:
    parts = urlsplit(db)
    relay = _Relay((parts.hostname or "127.0.0.1", parts.port or 5432))
    relay.start()
    url = urlunsplit(parts._replace(netloc=f"{parts.username}@127.0.0.1:{relay.port}"))
    store = PostgresStore(url, Settings(home=tmp_path, pg_connect_timeout_s=1.0, pg_pool_min=1, pg_pool_max=2))
    try:
        assert store.bank_exists("nope") is False
        relay.stop()
        with pytest.raises(StoreUnavailable):
            store.bank_exists("nope")
        with pytest.raises(StoreUnavailable):
            store.create_bank("later", utcnow())
        relay.start()

        def back() -> bool:
            try:
                return store.bank_exists("nope") is False
            except StoreUnavailable:
                return False

        _wait_until(back, timeout=60)  # the pool reconnects by itself
        assert store.create_bank("b_" + uuid.uuid4().hex[:8], utcnow())
    finally:
        store.close()
        relay.stop()


# -- API keys --------------------------------------------------------------------------------------------------
def test_keystore_lives_in_postgres(pg: Hindsight, db: str, tmp_path: Path) -> None:
    keys = open_keystore(pg.store)
    assert isinstance(keys, PostgresKeyStore)
    name = "agent-" + uuid.uuid4().hex[:6]
    key, token = keys.create(banks=["alpha", "beta"], scope="write", name=name)
    assert keys.has_keys()
    with pytest.raises(InvalidInput):
        keys.create(banks=["alpha"], scope="read", name=name)
    other = PostgresStore(db, Settings(home=tmp_path))  # another process's view of the same database
    try:
        seen = PostgresKeyStore(other).verify(token)
        assert seen is not None and seen.id == key.id and seen.banks == ["alpha", "beta"] and seen.scope == "write"
    finally:
        other.close()
    assert keys.verify(token + "x") is None
    assert keys.revoke(name).revoked_at is not None
    assert keys.verify(token) is None
    assert key.id in {k.id for k in keys.list()}
    assert key.id not in {k.id for k in keys.list(include_revoked=False)}


def test_url_hides_the_password(db: str, tmp_path: Path) -> None:
    parts = urlsplit(db)
    url = urlunsplit(parts._replace(netloc=f"{parts.username}:hunter2@{parts.hostname}:{parts.port}"))
    store = PostgresStore(url, Settings(home=tmp_path))  # trust auth ignores the password
    try:
        assert "hunter2" not in store.url and store.url.endswith(parts.path)
    finally:
        store.close()


# -- keyword postings --------------------------------------------------------------------------------------------
_WORDS_EN = ["coffee", "tea", "morning", "running", "Berlin", "Kyoto", "invoice", "deploy", "cache", "latency",
             "the", "user", "likes", "owns", "a", "dog", "cat", "bike", "v2.1", "e-mail"]
_WORDS_ZH = ["用户", "喜欢", "咖啡", "北京", "朝阳区", "地铁", "上班", "火锅", "豆浆", "跑步", "每天", "周末"]


def _posting_memories(bank: str, n: int, seed: int) -> list[tuple[Memory, np.ndarray]]:
    """``n`` English / Chinese memories with cues, keywords and tags here and there, every status, some
    expired or no longer valid, vectors at random (keyword search never reads them)."""
    rng = np.random.default_rng(seed)
    now = utcnow()
    out = []
    statuses = [Status.active] * 6 + [Status.superseded, Status.forgotten, Status.archived, Status.disputed]
    for i in range(n):
        words = _WORDS_ZH if i % 3 == 0 else _WORDS_EN
        content = ("" if i % 3 == 0 else " ").join(str(w) for w in rng.choice(words, int(rng.integers(2, 14))))
        at = now - timedelta(hours=n - i)
        m = Memory(
            id=f"pm{i:04d}-{uuid.uuid4().hex[:6]}", bank=bank, kind=Kind.semantic if i % 4 == 0 else Kind.episodic,
            content=content, summary="用户 的 习惯" if i % 11 == 0 else None,
            query="when the user asks about coffee" if i % 7 == 0 else None,
            keywords=["coffee", "北京"] if i % 9 == 0 else [], tags=[f"t{i % 5}"] if i % 2 else [],
            importance=0.5, confidence=0.3 if i % 13 == 0 else 0.9, status=statuses[i % len(statuses)],
            created_at=at, updated_at=at, observed_at=at,
            expires_at=now - timedelta(minutes=1) if i % 17 == 0 else None,
            valid_until=now - timedelta(minutes=1) if i % 19 == 0 else None,
            provenance=Provenance(source=Source.user, session_id=f"s{i % 3}", recorded_at=at, actor="test"),
        )
        out.append((m, rng.standard_normal(8).astype(np.float32)))
    return out


def _assert_keyword_search_matches_reference(store: PostgresStore, bank: str) -> int:
    """The postings-based keyword search returns the reference SQL's ids, order and scores, under every filter;
    returns how many non-empty result lists were compared."""
    now = utcnow()
    filters = [
        Filters(now=now),
        Filters(now=now, statuses=None, hide_expired=False),
        Filters(now=now, min_confidence=0.5),
        Filters(now=now, kinds=(Kind.semantic,)),
        Filters(now=now, tags=("t3",)),
        Filters(now=now, session_id="s1", statuses=(Status.superseded, Status.forgotten)),
        Filters(now=now, observed_after=now - timedelta(hours=40), observed_before=now - timedelta(hours=10)),
    ]
    queries = ["coffee", "用户 喜欢 咖啡", "the user likes a dog", "北京 朝阳区 地铁", "v2.1 e-mail", "the a",
               "running every morning in Kyoto", "火锅", "nothing-matches-this"]
    return same_as_reference(store, bank, queries, filters, (1, 5, 40, 1000))


def test_keyword_postings_give_the_reference_bm25_under_filters_updates_and_a_backfill(
    server: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``keyword_search`` (BM25 from the ``memory_terms`` postings, filters applied to a prefix of the ranking)
    returns the same ids and scores as the original SQL over the tsvectors: with selective filters (a prefix of
    3 forces the fallback to every match), after updates that change or keep the indexed text, and after
    migration 2 back-fills the postings of a database written without them."""
    import hindsight.store.postgres.store as pgmod

    with _fresh_db(server) as url:
        store = PostgresStore(url, Settings())
        try:
            bank = "kw_" + uuid.uuid4().hex[:8]
            other = "kw_" + uuid.uuid4().hex[:8]
            now = utcnow()
            for b in (bank, other):
                store.create_bank(b, now)
            mems = _posting_memories(bank, 300, seed=1)
            with store.transaction(bank) as tx:
                for m, v in mems:
                    tx.insert(m, v)
            with store.transaction(other) as tx:  # another bank's postings never count
                for m, v in _posting_memories(other, 60, seed=2):
                    tx.insert(m, v)
            assert _assert_keyword_search_matches_reference(store, bank) > 50
            monkeypatch.setattr(pgmod, "KEYWORD_PREFIX", 3)
            _assert_keyword_search_matches_reference(store, bank)
            monkeypatch.undo()

            # updates: new text (re-indexed), same text with another status (forget), new tags
            with store.transaction(bank) as tx:
                for j, (m, _) in enumerate(mems[:90]):
                    if j % 3 == 0:
                        m2 = m.model_copy(update={"content": m.content + " 咖啡 coffee coffee", "updated_at": now})
                    elif j % 3 == 1:
                        m2 = m.model_copy(update={"status": Status.forgotten, "updated_at": now})
                    else:
                        m2 = m.model_copy(update={"tags": ["t3", "new"], "query": "morning tea", "updated_at": now})
                    tx.update(m2)
            assert _assert_keyword_search_matches_reference(store, bank) > 50
            with store._conn() as c:  # the maintained postings are exactly what the back-fill makes
                kept = c.execute("SELECT bank, lexeme, seq, f, doc_len FROM memory_terms ORDER BY 1, 2, 3").fetchall()
                fill = c.execute(
                    f"SELECT m.bank, u.lexeme, m.seq, {pg_schema.TERM_F}, m.doc_len FROM memories m "
                    "CROSS JOIN LATERAL unnest(m.tsv) AS u ORDER BY 1, 2, 3"
                ).fetchall()
            assert kept == fill and len(kept) > 1000
        finally:
            store.close()

        # a database from before the postings: migration 2 back-fills them
        with psycopg.connect(url, autocommit=True) as c:
            c.execute("DROP TABLE memory_terms")
            c.execute("DELETE FROM schema_migrations WHERE version >= 2")
        assert migrate(url) == list(range(2, len(pg_schema.MIGRATIONS) + 1))
        store = PostgresStore(url, Settings())
        try:
            assert _assert_keyword_search_matches_reference(store, bank) > 50
        finally:
            store.close()


def test_vectors_read_in_binary_are_the_stored_float32_values(db: str, tmp_path: Path, bank: str) -> None:
    """``Store.vectors`` (read-time hygiene's cosines) reads pgvector's binary form: the same float32 values as
    the ``real[]`` text it replaced, bit for bit."""
    store = PostgresStore(db, Settings(home=tmp_path))
    rng = np.random.default_rng(5)
    vecs = (rng.standard_normal((6, 16)) * np.array([1e-30, 1e-3, 1, 3e3, 1e30, 1])[:, None]).astype(np.float32)
    vecs[5, :3] = [0.1, -0.0, np.float32(1) / 3]
    store.create_bank(bank, utcnow())
    at = utcnow()
    ids = [f"mem_vec{i}" for i in range(len(vecs))]
    with store.transaction(bank) as tx:
        for mid, v in zip(ids, vecs, strict=True):
            tx.insert(Memory(id=mid, bank=bank, kind=Kind.semantic, content=f"vector {mid}", importance=0.5,
                             confidence=0.9, status=Status.active, created_at=at, updated_at=at, observed_at=at,
                             provenance=Provenance(source=Source.user, recorded_at=at)), v)
    got = store.vectors(bank, [*ids, "mem_missing"])
    assert set(got) == set(ids)
    for mid, v in zip(ids, vecs, strict=True):
        assert got[mid].dtype == np.float32 and got[mid].tobytes() == v.tobytes()
    with psycopg.connect(db) as c:  # the text form it replaced reads the same
        rows = dict(c.execute("SELECT id, embedding::real[] FROM memories WHERE id = ANY(%s)", (ids,)).fetchall())
    assert all(np.asarray(rows[m], dtype=np.float32).tobytes() == got[m].tobytes() for m in ids)
    store.close()
