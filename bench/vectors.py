"""Vector search backends for the embedded store, side by side: numpy brute force vs sqlite-vec vs usearch HNSW.

    python bench/vectors.py                  # print the table, save bench/results/vectors.json
    python bench/vectors.py --write-docs     # also rewrite the <!-- vectors:start/end --> section of docs/benchmarks.md

Data is clustered, like real memories: ~2000 template sentences are embedded with the default e5 embedder, and
each stored vector is one of those embeddings plus small Gaussian noise (re-normalised), so every "topic" has
N/2000 near neighbours. Queries are held-out sentences embedded as e5 *queries* plus noise. Recall@10 is measured
against an exact float64 ranking.

Backends (optional ones are skipped with a reason when their package is missing):
  numpy          BankVectors (the store's cache) loaded from SQLite BLOBs; matmul + argpartition (exact)
  sqlite-vec     vec0 virtual table KNN (exact, C) and vec_distance_cosine() over the existing BLOB column;
                 needs an SQLite that can load extensions: pysqlite3-binary or apsw
  usearch        HNSW (approximate): build, save/restore, query at two expansion_search values
Filtered (10% random subset, e.g. one tag or one scope): numpy mask, the store's own "rank then check growing
prefixes against SQL" loop, vec0 metadata-column filter, SQL WHERE + vec_distance_cosine, usearch + post-filter.

Benchmark-only packages (not project dependencies):  pip install sqlite-vec pysqlite3-binary usearch
"""

from __future__ import annotations

import argparse
import datetime as dt
import gc
import hashlib
import json
import os
import platform
import random
import sqlite3
import sys
import tempfile
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import numpy as np

import _common  # bench/_common.py (scripts run from bench/)

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from hindsight.store.sqlite.vectors import BankVectors, top_order  # noqa: E402

K = 10
DIM = 384
SUBSET = 0.10
START, END = "<!-- vectors:start -->", "<!-- vectors:end -->"
DOCS = ROOT / "docs" / "benchmarks.md"
RESULTS = ROOT / "bench" / "results" / "vectors.json"
T = TypeVar("T")


# -- data ----------------------------------------------------------------------------------------------------------
NAMES = ["Alice", "Bob", "Chen Wei", "Dana", "Emeka", "Farah", "Gustavo", "Hiro", "Ingrid", "Jamal", "Kasia", "Liam",
         "Maya", "Noor", "Olga", "Priya", "Quentin", "Rosa", "Sven", "Tomás"]
FOODS = ["green tea", "black coffee", "oat milk", "spicy ramen", "sourdough bread", "dark chocolate", "sushi",
         "vegan curry", "espresso", "mango smoothies", "peanut butter", "goat cheese", "kimchi", "dumplings"]
TIMES = ["in the morning", "on weekends", "after lunch", "late at night", "before meetings", "on Fridays",
         "during long flights", "when it rains"]
CITIES = ["Lisbon", "Kyoto", "Nairobi", "Berlin", "Toronto", "Buenos Aires", "Hanoi", "Oslo", "Cape Town", "Denver",
          "Marseille", "Seoul", "Reykjavik", "Chengdu"]
MONTHS = ["January", "March", "May", "July", "September", "November", "spring", "the summer", "the autumn"]
SERVICES = ["the billing service", "the search API", "the auth gateway", "the nightly ETL job", "the mobile app",
            "the payments worker", "the Kafka consumer", "the image resizer", "the CI pipeline", "the Postgres replica"]
CAUSES = ["an expired TLS certificate", "a memory leak", "a missing database index", "a bad config push",
          "a race condition in the cache", "disk pressure", "a DNS misconfiguration", "a slow third-party API",
          "an off-by-one in pagination", "a schema migration lock"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "the release day", "Black Friday"]
LANGS = ["Python", "Rust", "Go", "TypeScript", "Kotlin", "C++", "Elixir", "SQL"]
TOOLS = ["pytest", "ruff", "mypy", "Docker", "Kubernetes", "Terraform", "Grafana", "vim", "VS Code", "tmux"]
HOBBIES = ["rock climbing", "playing the cello", "baking bread", "trail running", "chess", "watercolor painting",
           "birdwatching", "learning Japanese", "woodworking", "open-water swimming", "salsa dancing", "gardening"]
HEALTH = ["a peanut allergy", "lactose intolerance", "a bad knee", "migraines", "asthma", "back pain", "insomnia"]
PROJECTS = ["the data migration", "the new onboarding flow", "the Q3 roadmap", "the search relevance work",
            "the on-call rotation", "the pricing page redesign", "the GDPR audit", "the latency budget"]
ZH_FOODS = ["绿茶", "咖啡", "火锅", "饺子", "拉面", "豆浆", "小笼包"]
ZH_CITIES = ["北京", "上海", "成都", "杭州", "深圳", "西安"]

TEMPLATES: list[tuple[str, dict[str, list[str]]]] = [
    ("{n} prefers {f} {t}.", {"n": NAMES, "f": FOODS, "t": TIMES}),
    ("{n} dislikes {f} and never orders it.", {"n": NAMES, "f": FOODS}),
    ("{n} is planning a trip to {c} in {m}.", {"n": NAMES, "c": CITIES, "m": MONTHS}),
    ("{n} moved to {c} last {m} for a new job.", {"n": NAMES, "c": CITIES, "m": MONTHS}),
    ("The outage of {s} on {d} was caused by {x}.", {"s": SERVICES, "d": DAYS, "x": CAUSES}),
    ("{s} fails intermittently because of {x}; a retry hides it.", {"s": SERVICES, "x": CAUSES}),
    ("{n} writes most of {p} in {l} and tests it with {o}.", {"n": NAMES, "p": PROJECTS, "l": LANGS, "o": TOOLS}),
    ("{n} asked us to stop using {o} for {p}.", {"n": NAMES, "o": TOOLS, "p": PROJECTS}),
    ("On weekends {n} spends hours {h}.", {"n": NAMES, "h": HOBBIES}),
    ("{n} took up {h} after visiting {c}.", {"n": NAMES, "h": HOBBIES, "c": CITIES}),
    ("{n} has {a}, so avoid {f} when booking dinner.", {"n": NAMES, "a": HEALTH, "f": FOODS}),
    ("The deadline for {p} slipped to {m} because {s} was down.", {"p": PROJECTS, "m": MONTHS, "s": SERVICES}),
    ("{n} owns {p} and reviews every change to {s}.", {"n": NAMES, "p": PROJECTS, "s": SERVICES}),
    ("{n}喜欢在{c}喝{f}。", {"n": NAMES, "c": ZH_CITIES, "f": ZH_FOODS}),
    ("{n} trinkt {t} gern {f}.", {"n": NAMES, "t": TIMES, "f": FOODS}),
]


def make_sentences(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    seen: dict[str, None] = {}
    while len(seen) < count:
        tpl, slots = TEMPLATES[rng.randrange(len(TEMPLATES))]
        seen.setdefault(tpl.format(**{k: rng.choice(v) for k, v in slots.items()}), None)
    return list(seen)


def noisy(base: np.ndarray, rows: np.ndarray, noise: float, rng: np.random.Generator) -> np.ndarray:
    """base[rows] + isotropic noise of expected L2 norm ``noise``, re-normalised."""
    out = base[rows] + rng.standard_normal((len(rows), base.shape[1])).astype(np.float32) * (noise / np.sqrt(DIM))
    out /= np.linalg.norm(out, axis=1, keepdims=True)
    return out.astype(np.float32)


@dataclass
class Data:
    base: np.ndarray  # (bases, DIM) passage embeddings
    queries: np.ndarray  # (Q, DIM) query embeddings of held-out sentences + noise
    embed_s: float


def embed_data(n_bases: int, n_queries: int, noise: float, seed: int, cache: Path | None) -> Data:
    """Embed the sentences (cached outside the repo, keyed by model and text: e5 on 2 cores takes ~1 min)."""
    from hindsight.embedder.e5 import E5Embedder

    sentences = make_sentences(n_bases + n_queries, seed)
    key = hashlib.sha256("\n".join([E5Embedder.name, str(n_bases), *sentences]).encode()).hexdigest()[:16]
    path = cache / f"e5-{key}.npz" if cache else None
    t0 = time.perf_counter()
    if path and path.exists():
        with np.load(path) as z:
            base, q = z["base"], z["queries"]
    else:
        emb = E5Embedder()
        base = emb.passages(sentences[:n_bases]).astype(np.float32)
        q = emb.queries(sentences[n_bases:]).astype(np.float32)
        if path:
            path.parent.mkdir(parents=True, exist_ok=True)
            np.savez(path, base=base, queries=q)
    embed_s = time.perf_counter() - t0
    rng = np.random.default_rng(seed + 1)
    return Data(base=base, queries=noisy(q, np.arange(n_queries), noise, rng), embed_s=embed_s)


# -- measurement helpers -------------------------------------------------------------------------------------------
def rss_mb() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def machine() -> dict[str, Any]:
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    mem_gb = 0.0
    try:
        with open("/proc/meminfo") as f:
            mem_gb = int(f.readline().split()[1]) / 1024 / 1024
    except (OSError, ValueError, IndexError):
        pass
    return {"nproc": os.cpu_count(), "cpu": cpu, "mem_gb": round(mem_gb, 1), "loadavg": round(os.getloadavg()[0], 2),
            "python": platform.python_version(),
            "numpy": np.__version__, "sqlite_stdlib": sqlite3.sqlite_version}


@dataclass
class Row:
    n: int
    backend: str
    exact: bool
    filtered: bool = False
    build_s: float | None = None  # one-off: index built from vectors already stored as BLOBs
    load_s: float | None = None  # process start when the index already exists on disk
    p50_ms: float | None = None
    p95_ms: float | None = None
    mean_ms: float | None = None
    recall: float | None = None
    ram_mb: float | None = None  # index bytes held in process memory
    rss_delta_mb: float | None = None  # measured VmRSS growth while building
    disk_mb: float | None = None  # extra bytes on disk beyond the BLOB column
    queries: int = 0
    note: str = ""
    skipped: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


def time_queries(fn: Callable[[T], Sequence[int]], items: Sequence[T], warmup: int = 5) -> tuple[
        list[float], list[list[int]]]:
    """Per-call latency (ms) and the returned row indices, after a few untimed warm-up calls."""
    for q in items[:warmup]:
        fn(q)
    lat: list[float] = []
    got: list[list[int]] = []
    for q in items:
        t0 = time.perf_counter_ns()
        ids = fn(q)
        lat.append((time.perf_counter_ns() - t0) / 1e6)
        got.append([int(i) for i in ids])
    return lat, got


def recall_at_k(got: list[list[int]], truth: np.ndarray) -> float:
    hits = sum(len(set(g[:K]) & set(t.tolist())) for g, t in zip(got, truth, strict=True))
    return hits / (K * len(truth))


def fill(row: Row, lat: list[float], got: list[list[int]], truth: np.ndarray) -> Row:
    a = np.asarray(lat)
    row.p50_ms, row.p95_ms, row.mean_ms = float(np.percentile(a, 50)), float(np.percentile(a, 95)), float(a.mean())
    row.recall = recall_at_k(got, truth)
    row.queries = len(lat)
    return row


def exact_topk(mat: np.ndarray, queries: np.ndarray, rows: np.ndarray | None = None) -> np.ndarray:
    """Ground truth in float64: top-K row indices (into ``mat``) per query, optionally among ``rows`` only."""
    sub = mat if rows is None else mat[rows]
    out = np.empty((len(queries), K), dtype=np.int64)
    for i in range(0, len(queries), 64):
        s = queries[i : i + 64].astype(np.float64) @ sub.astype(np.float64).T
        top = np.argsort(-s, axis=1)[:, :K]
        out[i : i + 64] = top if rows is None else rows[top]
    return out


# -- sqlite with extensions ----------------------------------------------------------------------------------------
class ExtConn:
    """Minimal adapter over pysqlite3 or apsw with sqlite-vec loaded."""

    def __init__(self, path: str) -> None:
        import sqlite_vec

        self.kind = ""
        self._c: Any = None
        try:
            from pysqlite3 import dbapi2 as psq

            c = psq.connect(path, isolation_level=None, check_same_thread=False)
            c.enable_load_extension(True)
            sqlite_vec.load(c)
            c.enable_load_extension(False)
            self._c, self.kind = c, "pysqlite3"
        except ImportError:
            import apsw

            ac = apsw.Connection(path)
            ac.enable_load_extension(True)
            ac.load_extension(sqlite_vec.loadable_path())
            self._c, self.kind = ac, "apsw"
        # Reads through mmap instead of read() into a 2 MB page cache: ~2x faster vec0 scans at 100k.
        self.all("PRAGMA mmap_size = 1073741824")
        self.version = str(self.one("SELECT sqlite_version() || ' / sqlite-vec ' || vec_version()")[0])

    def all(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        return list(self._c.execute(sql, tuple(params)))

    def one(self, sql: str, params: Sequence[Any] = ()) -> tuple[Any, ...]:
        return self.all(sql, params)[0]

    def script(self, sql: str) -> None:
        if self.kind == "apsw":
            self._c.execute(sql)
        else:
            self._c.executescript(sql)

    def many(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        self._c.executemany(sql, rows)

    def close(self) -> None:
        self._c.close()


def file_mb(*paths: Path) -> float:
    total = 0
    for p in paths:
        for suffix in ("", "-wal", "-shm"):
            q = Path(str(p) + suffix)
            if q.exists():
                total += q.stat().st_size
    return total / 1e6


def np_mask_fn(bv: BankVectors, subset_rows: np.ndarray) -> Callable[[np.ndarray], Sequence[int]]:
    """Top-K among a known subset: score everything, keep the subset's scores, rank those."""

    def np_mask(q: np.ndarray) -> Sequence[int]:
        _, scores = bv.scores(q)
        return subset_rows[top_order(scores[subset_rows], K)].tolist()

    return np_mask


# -- one size ------------------------------------------------------------------------------------------------------
def run_size(n: int, data: Data, args: argparse.Namespace, tmp: Path, log: Callable[[str], None]) -> list[Row]:
    rng = np.random.default_rng(args.seed + n)
    mat = noisy(data.base, rng.integers(0, len(data.base), n), args.noise, rng)
    subset_mask = rng.random(n) < SUBSET
    subset_rows = np.flatnonzero(subset_mask)
    queries = data.queries
    truth = exact_topk(mat, queries)
    truth_f = exact_topk(mat, queries, subset_rows)
    rows: list[Row] = []

    # The store's table: seq INTEGER PRIMARY KEY, embedding BLOB (+ a column to filter on). seq = row index + 1.
    base_db = tmp / f"base-{n}.db"
    sc = sqlite3.connect(base_db, isolation_level=None, check_same_thread=False)
    sc.executescript("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"
                     "CREATE TABLE memories(seq INTEGER PRIMARY KEY, embedding BLOB NOT NULL, tag INTEGER NOT NULL);")
    sc.execute("BEGIN")
    sc.executemany("INSERT INTO memories VALUES (?,?,?)",
                   ((i + 1, mat[i].tobytes(), int(subset_mask[i])) for i in range(n)))
    sc.execute("COMMIT")
    sc.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    blob_mb = file_mb(base_db)

    # (a) numpy: what SQLiteStore._vectors does (20k-row pages of BLOBs into BankVectors), then scores + top_order.
    gc.collect()
    r0 = rss_mb()
    t0 = time.perf_counter()
    bv = BankVectors(DIM)
    bv.reset(0)
    while True:
        page = sc.execute("SELECT seq, embedding FROM memories WHERE seq > ? ORDER BY seq LIMIT 20000",
                          (bv.max_seq,)).fetchall()
        if not page:
            break
        bv.append([r[0] for r in page], [r[1] for r in page])
    load_s = time.perf_counter() - t0
    np_rss = rss_mb() - r0

    def np_query(q: np.ndarray) -> Sequence[int]:
        seqs, scores = bv.scores(q)
        return (seqs[top_order(scores, K)] - 1).tolist()

    lat, got = time_queries(np_query, list(queries))
    rows.append(fill(Row(n, "numpy brute force", True, build_s=load_s, load_s=load_s, ram_mb=n * DIM * 4 / 1e6,
                         rss_delta_mb=np_rss, disk_mb=0.0, note="BankVectors from BLOBs"), lat, got, truth))
    log(f"  n={n} numpy p50={rows[-1].p50_ms:.2f} ms")

    # Same, with OpenBLAS pinned to one thread: a 384-wide matvec is memory-bound, and on a busy machine the second
    # BLAS thread mostly waits for a core (a server answering concurrent searches is that busy machine).
    try:
        from threadpoolctl import threadpool_limits
    except ImportError:
        rows.append(Row(n, "numpy brute force, 1 BLAS thread", True, skipped="pip install threadpoolctl"))
    else:
        with threadpool_limits(1):
            lat, got = time_queries(np_query, list(queries))
            rows.append(fill(Row(n, "numpy brute force, 1 BLAS thread", True, ram_mb=n * DIM * 4 / 1e6,
                                 note="threadpool_limits(1)"), lat, got, truth))
            lat, got = time_queries(np_mask_fn(bv, subset_rows), list(queries))
            rows.append(fill(Row(n, "numpy + 10% mask, 1 BLAS thread", True, filtered=True,
                                 ram_mb=n * DIM * 4 / 1e6, note="threadpool_limits(1)"), lat, got, truth_f))
        log(f"  n={n} numpy 1 thread p50={rows[-2].p50_ms:.2f} ms")

    # (d) numpy + filter
    lat, got = time_queries(np_mask_fn(bv, subset_rows), list(queries))
    rows.append(fill(Row(n, "numpy + 10% mask", True, filtered=True, ram_mb=n * DIM * 4 / 1e6,
                         note="filter known as an index array"), lat, got, truth_f))

    rounds: list[int] = []

    def np_prefix(q: np.ndarray) -> Sequence[int]:
        # SQLiteStore._dense: rank everything, check the filter in SQL on prefixes of 64, 256, 1024, ...
        seqs, scores = bv.scores(q)
        m, done, out, nround = max(4 * K, 64), 0, [], 0
        order = top_order(scores, min(m, len(seqs)))
        while True:
            nround += 1
            chunk = [int(seqs[i]) for i in order[done:]]
            sim = {int(seqs[i]): float(scores[i]) for i in order[done:]}
            for s in range(0, len(chunk), 900):
                part = chunk[s : s + 900]
                for (seq,) in sc.execute(f"SELECT seq FROM memories WHERE seq IN ({','.join('?' * len(part))}) "
                                         "AND tag = 1", part):
                    out.append((seq, sim[seq]))
            done = len(order)
            if len(out) >= K or done >= len(seqs):
                break
            m *= 4
            order = top_order(scores, min(m, len(seqs)))
        rounds.append(nround)
        out.sort(key=lambda t: -t[1])
        return [s - 1 for s, _ in out[:K]]

    lat, got = time_queries(np_prefix, list(queries))
    rows.append(fill(Row(n, "numpy + SQL prefix check (store)", True, filtered=True, ram_mb=n * DIM * 4 / 1e6,
                         note=f"mean {np.mean(rounds):.1f} SQL rounds"), lat, got, truth_f))

    # (b) sqlite-vec
    if args.no_sqlite_vec:
        rows.append(Row(n, "sqlite-vec", True, skipped="--no-sqlite-vec"))
    else:
        rows.extend(bench_sqlite_vec(n, mat, subset_mask, queries, truth, truth_f, base_db, tmp, args, log))

    # (c) usearch
    if args.no_usearch:
        rows.append(Row(n, "usearch HNSW", False, skipped="--no-usearch"))
    else:
        rows.extend(bench_usearch(n, mat, subset_mask, queries, truth, truth_f, tmp, args, log))

    for r in rows:
        r.extra.setdefault("blob_column_mb", round(blob_mb, 1))
    sc.close()
    return rows


def bench_sqlite_vec(n: int, mat: np.ndarray, subset_mask: np.ndarray, queries: np.ndarray, truth: np.ndarray,
                     truth_f: np.ndarray, base_db: Path, tmp: Path, args: argparse.Namespace,
                     log: Callable[[str], None]) -> list[Row]:
    try:
        import sqlite_vec  # noqa: F401
    except ImportError as e:
        return [Row(n, "sqlite-vec", True, skipped=f"not installed ({e}); pip install sqlite-vec pysqlite3-binary")]
    vec_db = tmp / f"vec-{n}.db"
    try:
        vc = ExtConn(str(vec_db))
    except Exception as e:  # no pysqlite3/apsw, or extension loading disabled
        return [Row(n, "sqlite-vec", True, skipped=f"cannot load extension: {e!r}")]
    rows: list[Row] = []
    nq = min(len(queries), args.slow_queries)
    tr, trf = truth[:nq], truth_f[:nq]
    blob = [q.astype(np.float32).tobytes() for q in queries[:nq]]

    # vec0 virtual table, cosine, with the filter as a metadata column.
    vc.script("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"
              f"CREATE VIRTUAL TABLE vec USING vec0(embedding float[{DIM}] distance_metric=cosine, tag integer);")
    gc.collect()
    r0 = rss_mb()
    t0 = time.perf_counter()
    vc.all("BEGIN")
    vc.many("INSERT INTO vec(rowid, embedding, tag) VALUES (?,?,?)",
            ((i + 1, mat[i].tobytes(), int(subset_mask[i])) for i in range(n)))
    vc.all("COMMIT")
    build_s = time.perf_counter() - t0
    rss_d = rss_mb() - r0
    vc.all("PRAGMA wal_checkpoint(TRUNCATE)")
    disk = file_mb(vec_db)
    ver = vc.version
    vc.close()
    # Cold open, as at process start: open + first query.
    t0 = time.perf_counter()
    vc = ExtConn(str(vec_db))
    vc.all(f"SELECT rowid FROM vec WHERE embedding MATCH ? AND k = {K}", (blob[0],))
    load_s = time.perf_counter() - t0

    def knn(q: bytes) -> Sequence[int]:
        return [r[0] - 1 for r in vc.all(f"SELECT rowid FROM vec WHERE embedding MATCH ? AND k = {K}", (q,))]

    def knn_f(q: bytes) -> Sequence[int]:
        return [r[0] - 1 for r in vc.all(f"SELECT rowid FROM vec WHERE embedding MATCH ? AND k = {K} AND tag = 1",
                                         (q,))]

    lat, got = time_queries(knn, blob)
    rows.append(fill(Row(n, "sqlite-vec vec0 KNN", True, build_s=build_s, load_s=load_s, ram_mb=None,
                         rss_delta_mb=rss_d, disk_mb=disk, note=f"{vc.kind}, {ver}, mmap"), lat, got, tr))
    log(f"  n={n} vec0 p50={rows[-1].p50_ms:.2f} ms")
    lat, got = time_queries(knn_f, blob)
    rows.append(fill(Row(n, "sqlite-vec vec0 + metadata filter", True, filtered=True, disk_mb=disk,
                         note="tag integer metadata column"), lat, got, trf))

    # vec_distance_cosine() over the store's existing BLOB column: no extra table at all.
    vc.close()
    vc = ExtConn(str(base_db))

    def scan(q: bytes) -> Sequence[int]:
        return [r[0] - 1 for r in vc.all("SELECT seq FROM memories ORDER BY vec_distance_cosine(embedding, ?) "
                                         f"LIMIT {K}", (q,))]

    def scan_f(q: bytes) -> Sequence[int]:
        return [r[0] - 1 for r in vc.all("SELECT seq FROM memories WHERE tag = 1 ORDER BY "
                                         f"vec_distance_cosine(embedding, ?) LIMIT {K}", (q,))]

    lat, got = time_queries(scan, blob)
    rows.append(fill(Row(n, "sqlite-vec scan of BLOB column", True, build_s=0.0, load_s=0.0, disk_mb=0.0,
                         note="vec_distance_cosine ORDER BY LIMIT"), lat, got, tr))
    log(f"  n={n} vec_distance_cosine p50={rows[-1].p50_ms:.2f} ms")
    lat, got = time_queries(scan_f, blob)
    rows.append(fill(Row(n, "sqlite-vec scan + WHERE", True, filtered=True, disk_mb=0.0,
                         note="no index on tag"), lat, got, trf))
    vc.close()
    return rows


def bench_usearch(n: int, mat: np.ndarray, subset_mask: np.ndarray, queries: np.ndarray, truth: np.ndarray,
                  truth_f: np.ndarray, tmp: Path, args: argparse.Namespace, log: Callable[[str], None]) -> list[Row]:
    try:
        from usearch.index import Index
    except ImportError as e:
        return [Row(n, "usearch HNSW", False, skipped=f"not installed ({e}); pip install usearch")]
    if n > args.usearch_max_n:
        return [Row(n, "usearch HNSW", False, skipped=f"n > --usearch-max-n {args.usearch_max_n}")]
    threads = os.cpu_count() or 1
    gc.collect()
    r0 = rss_mb()
    t0 = time.perf_counter()
    idx = Index(ndim=DIM, metric="cos", dtype="f32", connectivity=args.connectivity, expansion_add=args.ef_add,
                expansion_search=64)
    step = 10_000
    for start in range(0, n, step):
        # Built in slices so a slow build (HNSW insertion is superlinear, and slower on a busy machine) can be capped.
        idx.add(np.arange(start, min(n, start + step), dtype=np.uint64), mat[start : start + step], threads=threads)
        spent = time.perf_counter() - t0
        done = min(n, start + step)
        if done < n and spent > args.usearch_budget_s:
            idx.reset()
            msg = (f"build capped by --usearch-budget-s {args.usearch_budget_s:.0f}: {done:,} of {n:,} vectors "
                   f"in {spent:.0f} s (≥ {spent * n / done:.0f} s for all)")
            log(f"  n={n} usearch {msg}")
            return [Row(n, "usearch HNSW", False, build_s=spent, skipped=msg,
                        extra={"built": done, "build_s_partial": spent})]
    build_s = time.perf_counter() - t0
    rss_d = rss_mb() - r0
    path = tmp / f"usearch-{n}.idx"
    idx.save(str(path))
    disk = path.stat().st_size / 1e6
    mem = idx.memory_usage / 1e6
    idx.reset()
    gc.collect()
    t0 = time.perf_counter()
    restored = Index.restore(str(path))
    load_s = time.perf_counter() - t0
    if restored is None:
        return [Row(n, "usearch HNSW", False, skipped=f"Index.restore({path}) returned None")]
    idx = restored
    log(f"  n={n} usearch build {build_s:.1f} s ({threads} threads), restore {load_s * 1000:.0f} ms")
    rows: list[Row] = []
    note = f"M={args.connectivity} ef_add={args.ef_add}, {threads} build threads"
    for ef in args.ef_search:
        idx.expansion_search = ef  # type: ignore[misc]  # setter exists; its stub order confuses mypy

        def ann(q: np.ndarray) -> Sequence[int]:
            return idx.search(q, K, threads=1).keys.tolist()

        lat, got = time_queries(ann, list(queries))
        rows.append(fill(Row(n, f"usearch HNSW ef={ef}", False, build_s=build_s, load_s=load_s, ram_mb=mem,
                             rss_delta_mb=rss_d, disk_mb=disk, note=note), lat, got, truth))
        log(f"  n={n} usearch ef={ef} p50={rows[-1].p50_ms:.3f} ms recall={rows[-1].recall:.3f}")
    ef_f = max(args.ef_search)
    idx.expansion_search = ef_f  # type: ignore[misc]  # setter exists; its stub order confuses mypy
    over = round(2 * K / SUBSET)

    def ann_f(q: np.ndarray) -> Sequence[int]:
        keys = idx.search(q, over, threads=1).keys
        return [int(k) for k in keys if subset_mask[k]][:K]

    lat, got = time_queries(ann_f, list(queries))
    rows.append(fill(Row(n, f"usearch ef={ef_f} + post-filter (k={over})", False, filtered=True, ram_mb=mem,
                         note="over-fetch, drop rows outside the subset"), lat, got, truth_f))
    return rows


# -- report --------------------------------------------------------------------------------------------------------
def _f(v: float | None, fmt: str) -> str:
    return "—" if v is None else format(v, fmt)


def table(rows: list[Row]) -> list[list[str]]:
    ref = {r.n: r for r in rows if r.backend == "numpy brute force"}
    out = []
    for r in rows:
        if r.skipped:
            out.append([f"{r.n:,}", r.backend, "", "", "", "", "", "", "", "", "", f"skipped: {r.skipped}"])
            continue
        b = ref.get(r.n)
        ratio = "—" if not (b and b.p50_ms and r.p50_ms) else f"{r.p50_ms / b.p50_ms:.2f}×"
        mem_ratio = "—" if not (b and b.ram_mb and r.ram_mb is not None) else f"{r.ram_mb / b.ram_mb:.2f}×"
        build = "—" if r.build_s is None else (f"{r.build_s * 1000:.0f} ms" if r.build_s < 10 else f"{r.build_s:.1f} s")
        load = "—" if r.load_s is None else f"{r.load_s * 1000:.0f} ms"
        out.append([f"{r.n:,}", r.backend + (" (filtered)" if r.filtered else ""), build, load,
                    _f(r.p50_ms, ".2f"), _f(r.p95_ms, ".2f"), ratio, _f(r.recall, ".3f"),
                    _f(r.ram_mb, ".1f"), mem_ratio, _f(r.disk_mb, ".1f"), r.note])
    return out


HEADER = ["N", "backend", "build", "load", "p50 ms", "p95 ms", "p50 vs numpy", "recall@10", "RAM MB",
          "RAM vs numpy", "extra disk MB", "note"]


def print_table(rows: list[Row]) -> None:
    body = table(rows)
    w = [max(len(h), *(len(r[i]) for r in body)) for i, h in enumerate(HEADER)]
    print("  ".join(h.ljust(w[i]) for i, h in enumerate(HEADER)))
    print("  ".join("-" * x for x in w))
    for r in body:
        print("  ".join(c.ljust(w[i]) for i, c in enumerate(r)))


def markdown(rows: list[Row], meta: dict[str, Any]) -> str:
    m = meta["machine"]
    lines = [
        "## Vector search backends (bench/vectors.py)",
        "",
        f"`{meta['command']}` — {meta['date']}, {m['nproc']} × {m['cpu']}, {m['mem_gb']} GB RAM, Python {m['python']}, "
        f"numpy {m['numpy']}, stdlib SQLite {m['sqlite_stdlib']}, load average {m['loadavg']} → "
        f"{meta.get('loadavg_end', '?')}" + (f", {meta['sqlite_vec']}" if meta.get(
            "sqlite_vec") else "") + (f", usearch {meta['usearch']}" if meta.get("usearch") else "") + ".",
        "",
        f"Data: {meta['bases']} template sentences embedded with e5 (passages), each stored vector = one of them + "
        f"Gaussian noise of norm {meta['noise']} (re-normalised), so about N/{meta['bases']} near neighbours per "
        f"topic; {meta['queries']} queries = held-out sentences embedded as e5 queries + the same noise "
        f"(sqlite-vec rows use the first {meta['slow_queries']}). Recall@10 against an exact float64 ranking. "
        f"Filtered rows: top-10 within a random {int(SUBSET * 100)}% subset. Single-query latency, warm; "
        "*build* = one-off index creation from vectors already stored as BLOBs, *load* = process start with the "
        "index already on disk (numpy re-reads the BLOBs; vec0 is opened + one query; usearch restores its file). "
        "RAM = index bytes in process memory (sqlite-vec reads through the OS page cache, `PRAGMA mmap_size` 1 GiB). "
        "Timings are from a shared 2-core machine: the load average above says how busy it was.",
        "",
        "| " + " | ".join(HEADER) + " |",
        "|" + "|".join("---" for _ in HEADER) + "|",
    ]
    lines += ["| " + " | ".join(c.replace("|", "\\|") for c in r) + " |" for r in table(rows)]
    lines += ["", *summary(rows)]
    return "\n".join(lines).rstrip() + "\n"


def summary(rows: list[Row]) -> list[str]:
    """A few numbers pulled out of the table (the recommendation itself is argued in the text around this)."""
    out = []
    for n in sorted({r.n for r in rows}):
        by = {r.backend: r for r in rows if r.n == n and not r.skipped}
        npr = by.get("numpy brute force")
        if not npr or npr.p50_ms is None:
            continue
        parts = [f"numpy {npr.p50_ms:.2f} ms (exact)"]
        names = ["numpy brute force, 1 BLAS thread", "sqlite-vec vec0 KNN", "sqlite-vec scan of BLOB column"]
        names += [b for b in by if b.startswith("usearch HNSW ef=")]
        for name in names:
            r = by.get(name)
            if r and r.p50_ms is not None:
                parts.append(f"{name} {r.p50_ms:.2f} ms ({r.p50_ms / npr.p50_ms:.2f}×, recall {r.recall:.3f})")
        out.append(f"- N = {n:,}: p50 " + "; ".join(parts) + ".")
    return out


def write_docs(section: str, path: Path = DOCS) -> None:
    """Replace only our section of docs/benchmarks.md (other scripts write theirs)."""
    _common.write_section("vectors", section, path)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    p.add_argument("--bases", type=int, default=2000, help="distinct sentences embedded as cluster centres")
    p.add_argument("--queries", type=int, default=200)
    p.add_argument("--slow-queries", type=int, default=100, help="queries for the sqlite-vec rows (>= 100)")
    p.add_argument("--noise", type=float, default=0.35, help="expected L2 norm of the noise added to each vector")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--connectivity", type=int, default=16, help="usearch HNSW M")
    p.add_argument("--ef-add", type=int, default=128, help="usearch expansion_add")
    p.add_argument("--usearch-max-n", type=int, default=100_000)
    p.add_argument("--ef-search", type=int, nargs="+", default=[64, 256, 1024], help="usearch expansion_search values")
    p.add_argument("--usearch-budget-s", type=float, default=180.0,
                   help="give up a usearch build (reported as capped) once it has taken this long")
    p.add_argument("--no-sqlite-vec", action="store_true")
    p.add_argument("--no-usearch", action="store_true")
    p.add_argument("--json", type=Path, default=RESULTS)
    p.add_argument("--cache-dir", type=Path, default=Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache"))
                   / "hindsight-bench", help="where the sentence embeddings are cached")
    p.add_argument("--no-cache", action="store_true", help="always re-embed the sentences")
    p.add_argument("--write-docs", action="store_true", help=f"update the vectors section of {DOCS.relative_to(ROOT)}")
    args = p.parse_args(argv)
    t_start = time.perf_counter()
    host = machine()  # load average at the start of the run

    def log(msg: str) -> None:
        print(f"[{time.perf_counter() - t_start:6.1f}s] {msg}", file=sys.stderr, flush=True)

    log(f"embedding {args.bases} passages + {args.queries} queries with e5 ...")
    data = embed_data(args.bases, args.queries, args.noise, args.seed, None if args.no_cache else args.cache_dir)
    log(f"embedded in {data.embed_s:.1f} s")
    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="hindsight-bench-vectors-") as tmp:
        for n in sorted(args.sizes):
            log(f"N = {n:,}")
            rows.extend(run_size(n, data, args, Path(tmp), log))
    total = time.perf_counter() - t_start

    meta: dict[str, Any] = {
        "command": "python bench/vectors.py" + ("".join(f" {a}" for a in (argv if argv is not None else sys.argv[1:]))),
        "date": dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "machine": host, "bases": args.bases, "queries": args.queries, "slow_queries": args.slow_queries,
        "noise": args.noise, "k": K, "dim": DIM, "subset": SUBSET, "seed": args.seed, "embed_s": round(data.embed_s, 1),
        "embeddings_cached": data.embed_s < 5,
        "total_s": round(total, 1),
    }
    vec_note = next((r.note for r in rows if r.backend == "sqlite-vec vec0 KNN"), "")
    if vec_note:
        meta["sqlite_vec"] = vec_note
    try:
        import usearch

        meta["usearch"] = usearch.__version__
    except ImportError:
        pass
    meta["loadavg_end"] = round(os.getloadavg()[0], 2)
    print_table(rows)
    print(f"\ntotal {total:.0f} s (embedding {data.embed_s:.0f} s)")
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps({"meta": meta, "rows": [asdict(r) for r in rows]}, indent=2) + "\n")
    print(f"wrote {args.json}")
    if args.write_docs:
        write_docs(markdown(rows, meta))
        print(f"updated {DOCS}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
