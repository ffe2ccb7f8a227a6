"""Scale benchmark: write throughput and search latency at 10k / 100k / 1M memories, embedded vs PostgreSQL
(with and without the Redis cache), and whether a hot/cold vector tier helps at 1M (G7).

    python bench/scale.py                       # 10k,100k,1M (PostgreSQL up to 100k); tiers and pgvector at 1M
    python bench/scale.py --quick               # seconds: small sizes, SQLite only unless --backends says more
    python bench/scale.py --backends sqlite --sizes 10000 --tier-n 300000 --pgvector-n 0
    python bench/scale.py --write-docs          # also rewrite <!-- scale:start/end --> in docs/benchmarks.md

Data (synthetic, on purpose: the bundled e5 embeds ~130 texts/s on this machine, so a million real
embeddings would take two days). Texts are templated sentences ("Maya prefers green tea in the morning"), one
template instance per *topic*, each memory adding its own detail (a person, a day, a reference number), so
FTS5/tsvector see a realistic vocabulary. Vectors are CLUSTERED like real embeddings (i.i.d. random vectors
make HNSW look broken and exact search look easy): every topic has a centroid built from one shared
direction + one of 24 "themes" + its own part (unrelated topics sit at cosine ~0.55-0.75, as e5 squeezes
unrelated texts into a high band), and a memory is its centroid + Gaussian noise (cosine ~0.89 to the
centroid). A query paraphrases ONE target memory: the target's vector + noise (cosine ~0.97 "easy", ~0.85
"hard" to the target); hit@10 = the target is among the 10 results. Memories are written through the real
store port (``StoreTx.insert(memory, vec)`` inside ``store.transaction(bank)``, batches of ``--batch``) -- the
write path's embedding and near-duplicate check are skipped (``bench/retrieval.py`` measures those); a stub
embedder (``ClusterEmbedder``) only hands ``Hindsight.search`` the pre-computed query vector of a query text.

Measured per backend and size: write throughput (memories/s, batched), ``Hindsight.search`` p50/p95 (full
hybrid path: keyword + vector + fusion + retrieval log), ``Store.vector_search`` p50/p95 (vector only), and
with Redis the same query repeated (first = miss, second = hit). At 1M: numpy exact scan vs a hot tier (the
newest / most recently used ``--hot`` rows) with a cold fallback (searched when the best hot score is below a
threshold, or on request), and pgvector HNSW on a raw table (vector component only).
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import gc
import json
import os
import platform
import random
import re
import signal
import statistics
import struct
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np

import _common  # bench/_common.py (scripts run from bench/)
import scale_stages  # bench/scale_stages.py: --stages

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from hindsight import Hindsight, Settings  # noqa: E402
from hindsight.guard.screen import read_stamp, screen  # noqa: E402
from hindsight.language import text  # noqa: E402
from hindsight.model import Kind, Memory, Provenance, Source, Status  # noqa: E402
from hindsight.policy import Calibration  # noqa: E402
from hindsight.store.base import Filters  # noqa: E402
from hindsight.store.sqlite.vectors import top_order  # noqa: E402

DIM = 384
K = 10
BANK = "scale"
RESULTS = ROOT / "bench" / "results" / "scale.json"
THEMES = 24
MEMBER_NOISE = 0.5  # L2 norm of a memory's offset from its topic centroid → cosine ~0.89
QUERY_NOISE = {"easy": 0.25, "hard": 0.6}  # a query's offset from its target memory → cosine ~0.97 / ~0.86


# -- synthetic corpus ----------------------------------------------------------------------------------------------
NAMES = ["Alice", "Bob", "Chen Wei", "Dana", "Emeka", "Farah", "Gustavo", "Hiro", "Ingrid", "Jamal", "Kasia", "Liam",
         "Maya", "Noor", "Olga", "Priya", "Rosa", "Sven", "Tomás", "王芳", "李雷", "张伟"]
FOODS = ["green tea", "black coffee", "oat milk", "spicy ramen", "sourdough bread", "dark chocolate", "sushi",
         "vegan curry", "espresso", "mango smoothies", "kimchi", "dumplings", "火锅", "豆浆"]
CITIES = ["Lisbon", "Kyoto", "Nairobi", "Berlin", "Toronto", "Hanoi", "Oslo", "Denver", "Seoul", "北京", "上海", "成都"]
SERVICES = ["the billing service", "the search API", "the auth gateway", "the nightly ETL job", "the mobile app",
            "the payments worker", "the Kafka consumer", "the CI pipeline", "the Postgres replica"]
CAUSES = ["an expired TLS certificate", "a memory leak", "a missing database index", "a bad config push",
          "a race condition in the cache", "disk pressure", "a DNS misconfiguration", "a slow third-party API"]
TOOLS = ["pytest", "ruff", "mypy", "Docker", "Kubernetes", "Terraform", "Grafana", "vim", "tmux"]
HOBBIES = ["rock climbing", "playing the cello", "baking bread", "trail running", "chess", "birdwatching",
           "learning Japanese", "woodworking", "gardening", "salsa dancing"]
PROJECTS = ["the data migration", "the onboarding flow", "the Q3 roadmap", "the search relevance work",
            "the on-call rotation", "the pricing page", "the GDPR audit", "the latency budget"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
TEMPLATES: list[tuple[str, dict[str, list[str]]]] = [
    ("{n} prefers {f}", {"n": NAMES, "f": FOODS}),
    ("{n} is planning a trip to {c}", {"n": NAMES, "c": CITIES}),
    ("the outage of {s} was caused by {x}", {"s": SERVICES, "x": CAUSES}),
    ("{n} tests {p} with {o}", {"n": NAMES, "p": PROJECTS, "o": TOOLS}),
    ("{n} spends weekends {h}", {"n": NAMES, "h": HOBBIES}),
    ("{n} owns {p} and reviews {s}", {"n": NAMES, "p": PROJECTS, "s": SERVICES}),
    ("{n}喜欢在{c}吃{f}", {"n": NAMES, "c": CITIES, "f": FOODS}),
]


def topic_sentences(n: int, seed: int) -> list[str]:
    """``n`` distinct template sentences (the topics)."""
    rng = random.Random(seed)
    seen: dict[str, None] = {}
    tries = 0
    while len(seen) < n:
        tpl, slots = TEMPLATES[rng.randrange(len(TEMPLATES))]
        s = tpl.format(**{k: rng.choice(v) for k, v in slots.items()})
        tries += 1
        if s in seen and tries > 50 * n:  # template space exhausted: number the repeats
            s = f"{s} (#{len(seen)})"
        seen.setdefault(s, None)
    return list(seen)


def memory_text(topic: str, i: int) -> str:
    """One memory of a topic: the topic sentence plus this memory's own detail."""
    who = NAMES[(i * 7) % len(NAMES)]
    day = DAYS[(i * 3) % len(DAYS)]
    return f"{topic}; noted by {who} on {day}, ref R{i:07d}."


def query_text(topic: str, i: int, noise: str) -> str:
    """A question about memory ``i``: its topic's words and its reference (no word every memory shares)."""
    return f"{topic} R{i:07d}?" + ("" if noise == "easy" else " " + noise)


@dataclass
class Corpus:
    """``n`` clustered vectors in insertion (= creation) order, their topics, and the topic centroids.

    Topics have temporal locality: 70% of memory ``i``'s topic is the topic "of its time" (topics follow
    each other as conversations move on), 30% any topic (recurring subjects)."""

    n: int
    topics: int
    seed: int
    centroids: np.ndarray = field(init=False)
    topic_of: np.ndarray = field(init=False)
    sentences: list[str] = field(init=False)
    _last: tuple[tuple[int, int], np.ndarray] | None = field(default=None, init=False, repr=False)

    def __post_init__(self) -> None:
        rng = np.random.default_rng(self.seed)
        common = _unit(rng.standard_normal(DIM))
        themes = _unit(rng.standard_normal((THEMES, DIM)))
        own = _unit(rng.standard_normal((self.topics, DIM)))
        theme_of = rng.integers(0, THEMES, self.topics)
        self.centroids = _unit(0.75 * common + 0.45 * themes[theme_of] + 0.5 * own).astype(np.float32)
        local = (np.arange(self.n, dtype=np.int64) * self.topics) // max(self.n, 1)
        jump = rng.random(self.n) < 0.3
        self.topic_of = np.where(jump, rng.integers(0, self.topics, self.n), local).astype(np.int64)
        self.sentences = topic_sentences(self.topics, self.seed)

    def vectors(self, start: int, stop: int) -> np.ndarray:
        """Vectors of memories ``start..stop`` (deterministic per chunk of 10,000 rows)."""
        out = np.empty((stop - start, DIM), dtype=np.float32)
        pos = start
        while pos < stop:
            chunk = pos // 10_000
            c0, c1 = chunk * 10_000, min((chunk + 1) * 10_000, self.n)
            block = self._chunk(chunk, c0, c1)
            hi = min(stop, c1)
            out[pos - start : hi - start] = block[pos - c0 : hi - c0]
            pos = hi
        return out

    def _chunk(self, chunk: int, c0: int, c1: int) -> np.ndarray:
        if self._last is not None and self._last[0] == (chunk, c1):
            return self._last[1]
        rng = np.random.default_rng([self.seed, 1, chunk])
        noise = rng.standard_normal((c1 - c0, DIM)).astype(np.float32) * (MEMBER_NOISE / np.sqrt(DIM))
        block = _unit(self.centroids[self.topic_of[c0:c1]] + noise)
        self._last = ((chunk, c1), block)
        return block

    def vectors_at(self, rows: list[int]) -> np.ndarray:
        """Vectors of arbitrary rows (each 10,000-row chunk is generated once)."""
        out = np.empty((len(rows), DIM), dtype=np.float32)
        by_chunk: dict[int, list[int]] = {}
        for j, r in enumerate(rows):
            by_chunk.setdefault(r // 10_000, []).append(j)
        for chunk, js in by_chunk.items():
            c0 = chunk * 10_000
            block = self.vectors(c0, min(self.n, c0 + 10_000))
            for j in js:
                out[j] = block[rows[j] - c0]
        return out

    def text(self, i: int) -> str:
        return memory_text(self.sentences[int(self.topic_of[i])], i)


def _unit(m: np.ndarray) -> np.ndarray:
    m = np.asarray(m, dtype=np.float32)
    return (m / np.linalg.norm(m, axis=-1, keepdims=True)).astype(np.float32)


@dataclass
class Query:
    text: str
    vec: np.ndarray
    target: int  # row index of the memory the query paraphrases
    hot: bool  # the target is in the hot tier (recent / recently used)


def make_queries(corpus: Corpus, count: int, n: int, hot_rows: int, noise: str, seed: int) -> list[Query]:
    """``count`` queries over the first ``n`` memories: 80% paraphrase a memory among the newest ``hot_rows``
    (what agents mostly ask about), 20% a memory anywhere (mostly old ones)."""
    rng = np.random.default_rng([seed, 2, len(noise), n])
    targets = [int(rng.integers(max(0, n - hot_rows), n)) if j % 5 != 4 else int(rng.integers(0, n))
               for j in range(count)]
    vecs = corpus.vectors_at(targets)
    out = []
    for target, v in zip(targets, vecs, strict=True):
        q = _unit(v + rng.standard_normal(DIM).astype(np.float32) * (QUERY_NOISE[noise] / np.sqrt(DIM)))
        out.append(Query(query_text(corpus.sentences[int(corpus.topic_of[target])], target, noise), q, target,
                         target >= n - hot_rows))
    return out


class ClusterEmbedder:
    """Stub embedder for the benchmark only: returns the vector registered for a query text (the paraphrase
    of a target memory), a topic centroid for other texts. Never used to write memories."""

    name = "bench/cluster-stub"
    dim = DIM
    calibration = Calibration(dedup=0.97, conflict=0.93, experience=0.85, floor=0.55)

    def __init__(self, corpus: Corpus) -> None:
        self.corpus = corpus
        self.known: dict[str, np.ndarray] = {}

    def register(self, queries: list[Query]) -> None:
        for q in queries:
            self.known[q.text] = q.vec

    def passages(self, texts: list[str]) -> np.ndarray:
        return self.queries(texts)

    def queries(self, texts: list[str]) -> np.ndarray:
        rows = []
        for t in texts:
            v = self.known.get(t)
            if v is None:
                v = self.corpus.centroids[hash(t) % self.corpus.topics]
            rows.append(v)
        return np.stack(rows).astype(np.float32)


# -- helpers -------------------------------------------------------------------------------------------------------
def pct(xs: list[float], p: float) -> float:
    if not xs:
        return float("nan")
    s = sorted(xs)
    return round(s[min(len(s) - 1, max(0, round(p / 100 * (len(s) - 1))))], 3)


def lat(xs: list[float]) -> dict[str, float]:
    return {"p50_ms": pct(xs, 50), "p95_ms": pct(xs, 95), "mean_ms": round(statistics.fmean(xs), 3) if xs else 0.0}


def timed(fn: Callable[[], Any]) -> tuple[Any, float]:
    t0 = time.perf_counter()
    r = fn()
    return r, (time.perf_counter() - t0) * 1000


BASE_TIME = dt.datetime(2025, 1, 1, tzinfo=dt.UTC)


def make_memory(corpus: Corpus, i: int, at: dt.datetime) -> Memory:
    """Memory ``i`` as the write path would build it (observed one minute after ``i-1``)."""
    observed = BASE_TIME + dt.timedelta(minutes=i)
    return Memory(
        id=f"m{i:08d}-{uuid.uuid4().hex[:8]}", bank=BANK, kind=Kind.episodic if i % 3 else Kind.semantic,
        content=corpus.text(i), importance=0.5, confidence=0.9, status=Status.active, created_at=at, updated_at=at,
        observed_at=observed, tags=[f"t{int(corpus.topic_of[i]) % 50}"],
        provenance=Provenance(source=Source.user, session_id=f"s{i // 200}", recorded_at=at, actor="bench"),
    )


# -- store backends ------------------------------------------------------------------------------------------------
@dataclass
class Backend:
    name: str
    url: Callable[[], str]  # a fresh store URL
    settings: dict[str, Any]
    cleanup: Callable[[], None] = lambda: None


def stamp_as_written(hs: Hindsight, mems: list[Memory], pool: StampPool | None = None) -> list[Memory]:
    """Each memory with the guard stamp the write path gives it (guard/read.py): screened by the write-time guard
    (``guard.screen.screen``) and sealed when allowed unchanged (``read_stamp``), as ``write/path.py`` does. With a
    ``pool``, screened by its worker processes (the same stamps: the guard is pure and the workers are forks)."""
    texts = [(m.content, m.provenance.source) for m in mems]
    stamps = pool.stamps(texts) if pool is not None else _stamps(hs.settings, hs.engine.embedder, texts)
    return [m.stamped(st) for m, st in zip(mems, stamps, strict=True)]


def _stamps(s: Settings, emb: Any, texts: list[tuple[str, Source]]) -> list[str | None]:
    return [read_stamp(s, screen(s, t, src, emb), t, src, emb) for t, src in texts]


_WORKER: tuple[Settings, Any] | None = None  # what a forked stamping worker screens with


def _worker_stamps(texts: list[tuple[str, Source]]) -> list[str | None]:
    assert _WORKER is not None
    return _stamps(*_WORKER, texts)


class StampPool:
    """Forked processes that stamp memories (the write-time guard: ~0.8 ms of CPU a memory here, four fifths of a
    fill: a 1M fill screened for ~15 min on one core). Forked before the store opens (no store thread is copied),
    so every worker has the parent's settings, embedder and hash seed: the stamps are the serial ones."""

    def __init__(self, s: Settings, emb: Any, workers: int) -> None:
        import multiprocessing

        global _WORKER
        _WORKER = (s, emb)
        self.workers = workers
        self._pool = multiprocessing.get_context("fork").Pool(workers)

    def stamps(self, texts: list[tuple[str, Source]]) -> list[str | None]:
        size = max(1, -(-len(texts) // (4 * self.workers)))
        parts = self._pool.map(_worker_stamps, [texts[i : i + size] for i in range(0, len(texts), size)])
        return [st for part in parts for st in part]

    def close(self) -> None:
        self._pool.terminate()
        self._pool.join()


def fill(hs: Hindsight, corpus: Corpus, start: int, stop: int, batch: int, stamp: bool = True,
         pool: StampPool | None = None) -> tuple[float, dict[int, str]]:
    """Insert memories ``start..stop`` through ``store.transaction`` + ``StoreTx.insert``; (seconds, row → id).
    With ``stamp`` each carries the guard stamp the write path would give it (screened untimed, like the
    embedding: the rate is the store's; by ``pool``'s processes when given); without, the rows are like rows
    written before the stamp existed."""
    at = dt.datetime.now(dt.UTC)
    ids: dict[int, str] = {}
    spent = 0.0
    for b0 in range(start, stop, batch):
        b1 = min(stop, b0 + batch)
        vecs = corpus.vectors(b0, b1)  # the benchmark's own work (data generation) is not timed
        mems = [make_memory(corpus, i, at) for i in range(b0, b1)]
        if stamp:
            mems = stamp_as_written(hs, mems, pool)
        t0 = time.perf_counter()
        with hs.store.transaction(BANK) as tx:
            for m, v in zip(mems, vecs, strict=True):
                tx.insert(m, v)
        spent += time.perf_counter() - t0
        ids.update({i: m.id for i, m in zip(range(b0, b1), mems, strict=True)})
    return spent, ids


def _index(hs: Hindsight, on: bool) -> None:
    """Switch the SQLite store's IVF lists on (the configured size) or off (exact scan) for every cached bank."""
    for bv in getattr(hs.store, "_vec", {}).values():
        bv.index_rows = hs.settings.sqlite_vector_index_rows if on else 0


def _indexed(hs: Hindsight) -> bool:
    bv = getattr(hs.store, "_vec", {}).get(BANK)
    return bool(bv is not None and bv.indexed)


def _exact_search(hs: Hindsight, q: Query) -> tuple[Any, float]:
    """``Hindsight.search`` with the IVF lists switched off (the exact vector scan)."""
    _index(hs, False)
    try:
        return timed(partial(hs.search, q.text, bank=BANK, top_k=K))
    finally:
        _index(hs, True)


def measure_ivf(hs: Hindsight, sets: dict[str, list[Query]], ids: dict[int, str]) -> dict[str, Any]:
    """The SQLite vector arm with its IVF lists vs the exact scan, on the same queries (easy and hard): latency,
    hit@10 of the target, and how many of the exact top 10 the lists return (``agree10``)."""
    f = Filters(now=dt.datetime.now(dt.UTC), min_confidence=hs.settings.min_confidence)
    out: dict[str, Any] = {}
    for name, queries in sets.items():
        ms: dict[str, list[float]] = {"ivf": [], "exact": []}
        hit = {"ivf": 0, "exact": 0}
        agree = 0
        for q in queries:
            got: dict[str, list[str]] = {}
            for mode in ("ivf", "exact"):
                _index(hs, mode == "ivf")
                r, t = timed(partial(hs.store.vector_search, BANK, q.vec, K, f))
                ms[mode].append(t)
                got[mode] = [m for m, _ in r]
                hit[mode] += ids.get(q.target) in got[mode]
            _index(hs, True)
            agree += len(set(got["ivf"]) & set(got["exact"]))
        out[name] = {"vector_ivf": lat(ms["ivf"]), "vector_exact": lat(ms["exact"]),
                     "hit10_ivf": round(hit["ivf"] / len(queries), 3),
                     "hit10_exact": round(hit["exact"] / len(queries), 3),
                     "agree10": round(agree / (K * len(queries)), 4)}
    return out


def _background_ready(hs: Hindsight) -> float:
    """Wait for the stores' background work started by the first searches (SQLite: IVF lists, keyword postings
    warming; PostgreSQL: keyword postings warming); seconds waited."""
    t0 = time.perf_counter()
    bv = getattr(hs.store, "_vec", {}).get(BANK)
    if bv is not None:
        bv.wait_ready(3600)
    for name in ("_keywords", "keywords"):  # SQLite's KeywordIndex, PostgreSQL's KeywordCache
        kw = getattr(hs.store, name, None)
        if kw is not None and hasattr(kw, "wait_warm"):
            kw.wait_warm(3600)
    return time.perf_counter() - t0


def measure_store(hs: Hindsight, emb: ClusterEmbedder, queries: list[Query], ids: dict[int, str],
                  cache: bool, stages: bool = False) -> dict[str, Any]:
    """Latency of the full search path and of the vector-only store call, and hit@10 of the target. On an
    indexed SQLite bank also the full search with the exact vector scan (the lists switched off per query).
    With ``stages``, the full searches are timed per stage (bench/scale_stages.py)."""
    emb.register(queries)
    now = dt.datetime.now(dt.UTC)
    f = Filters(now=now, min_confidence=hs.settings.min_confidence)
    _, first_ms = timed(partial(hs.store.vector_search, BANK, queries[0].vec, K, f))
    _, first_search_ms = timed(partial(hs.search, queries[0].text, bank=BANK, top_k=K))
    ready_s = _background_ready(hs)  # the IVF lists and the keyword warming run on worker threads
    for q in queries[:3]:  # warm: prepared statements, pool
        hs.store.vector_search(BANK, q.vec, K, f)
        hs.search(q.text, bank=BANK, top_k=K)
    times = scale_stages.StageTimes()
    staged = partial(scale_stages.instrumented, hs.store, times) if stages else contextlib.nullcontext
    indexed = _indexed(hs)
    search_exact: list[float] = []
    hit_exact = 0
    full: list[float] = []
    vec_only: list[float] = []
    repeat: list[float] = []
    vec_repeat: list[float] = []
    kw_only: list[float] = []
    hit_full = hit_vec = 0
    for j, q in enumerate(queries):
        if indexed and j % 2:  # the exact-arm search first on every other query: neither order gets warm caches
            r, ms = _exact_search(hs, q)
            search_exact.append(ms)
            hit_exact += ids.get(q.target) in {h.id for h in r.results}
        # the full search first: with the Redis cache its arms miss (the vector-only call below uses another k)
        with staged():
            r, ms = timed(partial(scale_stages.run_search, times, partial(hs.search, q.text, bank=BANK, top_k=K)))
        full.append(ms)
        hit_full += ids.get(q.target) in {h.id for h in r.results}
        if cache:
            _, ms2 = timed(partial(hs.search, q.text, bank=BANK, top_k=K))
            repeat.append(ms2)
        v, ms = timed(partial(hs.store.vector_search, BANK, q.vec, K, f))
        vec_only.append(ms)
        hit_vec += ids.get(q.target) in {m for m, _ in v}
        if cache:
            _, ms2 = timed(partial(hs.store.vector_search, BANK, q.vec, K, f))
            vec_repeat.append(ms2)
        _, ms = timed(partial(hs.store.keyword_search, BANK, text.query_terms(q.text), K, f))
        kw_only.append(ms)
        if indexed and not j % 2:
            r, ms = _exact_search(hs, q)
            search_exact.append(ms)
            hit_exact += ids.get(q.target) in {h.id for h in r.results}
    out: dict[str, Any] = {"queries": len(queries), "search": lat(full), "vector": lat(vec_only),
                           "keyword": lat(kw_only),
                           "hit10_search": round(hit_full / len(queries), 3),
                           "hit10_vector": round(hit_vec / len(queries), 3),
                           "first_vector_s": round(first_ms / 1000, 2), "vector_index": indexed,
                           "first_search_s": round(first_search_ms / 1000, 2), "background_s": round(ready_s, 2)}
    if stages:
        out["stages"] = scale_stages.summary(times)
    if indexed:
        out["search_exact"] = lat(search_exact)
        out["hit10_search_exact"] = round(hit_exact / len(queries), 3)
    if cache:
        out["search_repeat"] = lat(repeat)
        out["vector_repeat"] = lat(vec_repeat)
    return out


def run_backend(b: Backend, corpus: Corpus, sizes: list[int], n_queries: int, batch: int, seed: int,
                log: Callable[[str], None], stages: bool = False, stamp: bool = True,
                stamp_workers: int = 0) -> dict[str, Any]:
    emb = ClusterEmbedder(corpus)
    settings = Settings(home=Path(tempfile.gettempdir()), event_review=False, review_interval_seconds=0, **b.settings)
    url = b.url()
    pool = StampPool(settings, emb, stamp_workers) if stamp and stamp_workers > 1 else None  # before the store
    hs = Hindsight.open(url, embedder=emb, settings=settings)
    out: dict[str, Any] = {"backend": b.name, "sizes": {}}
    try:
        if not hs.store.bank_exists(BANK):
            hs.store.create_bank(BANK, dt.datetime.now(dt.UTC))
        text.index_text("warm up jieba 预热")  # the segmenter loads its dictionary on first use (~1 s)
        ids = kept_ids(hs)  # a kept database (--pg-db) already holds the first rows
        count = len(ids)
        for size in sizes:
            secs, new = fill(hs, corpus, count, size, batch, stamp, pool) if size > count else (0.0, {})
            ids.update(new)
            rate = (size - count) / secs if secs > 0 else 0.0
            count = max(count, size)
            gc.collect()
            qs = make_queries(corpus, n_queries, size, max(1, size // 10), "easy", seed)
            res = measure_store(hs, emb, qs, ids, cache="redis" in b.name, stages=stages)
            if res["vector_index"]:
                hard = make_queries(corpus, n_queries, size, max(1, size // 10), "hard", seed)
                res["ivf"] = measure_ivf(hs, {"easy": qs, "hard": hard}, ids)
            res.update({"memories": hs.store.count(BANK), "write_per_s": round(rate, 1), "write_s": round(secs, 1),
                        "batch": batch, "guard_stamps": stamp})
            for name, r in res.get("ivf", {}).items():
                log(f"  {b.name:>16} {size:>9,} {name}: vector p50 IVF {r['vector_ivf']['p50_ms']:.2f} vs exact "
                    f"{r['vector_exact']['p50_ms']:.2f} ms; hit@10 {r['hit10_ivf']:.2f} vs {r['hit10_exact']:.2f}; "
                    f"top-10 agreement {r['agree10']:.3f}")
            out["sizes"][str(size)] = res
            log(f"  {b.name:>16} {size:>9,}: write {rate:8.0f}/s; search p50 {res['search']['p50_ms']:.2f} / p95 "
                f"{res['search']['p95_ms']:.2f} ms; vector p50 {res['vector']['p50_ms']:.2f} / p95 "
                f"{res['vector']['p95_ms']:.2f} ms; hit@10 {res['hit10_search']:.2f}"
                + (f"; repeated p50 {res['search_repeat']['p50_ms']:.2f} ms" if "search_repeat" in res else ""))
    finally:
        if pool is not None:
            pool.close()
        hs.close()
        b.cleanup()
    return out


def kept_ids(hs: Hindsight) -> dict[int, str]:
    """Row → id of the memories already in the bank (a kept database: ``m{row:08d}-…`` ids, see
    :func:`make_memory`); empty for a fresh store."""
    if not hs.store.bank_exists(BANK) or hs.store.count(BANK) == 0:
        return {}
    with hs.store._conn() as c:  # type: ignore[attr-defined]  # only a kept PostgreSQL database has rows here
        return {int(r[0][1:9]): str(r[0]) for r in c.execute("SELECT id FROM memories WHERE bank = %s", (BANK,))}


# -- hot/cold tiers (vector component, numpy) ----------------------------------------------------------------------
def scan(mat: np.ndarray, q: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    """Exact top-k of one matrix (einsum like store/vectors.py): (row indices, cosines), best first."""
    s = np.einsum("ij,j->i", mat, q)
    order = top_order(s, min(k, len(s)))
    return order, s[order]


def tier_search(hot: np.ndarray, cold: np.ndarray, hot_offset: int, q: np.ndarray, k: int,
                threshold: float | None) -> tuple[list[int], bool]:
    """Hot tier first; the cold tier too when the best hot score is below ``threshold`` (None: never).
    Rows: cold = ``0..hot_offset``, hot = ``hot_offset..``. Returns (row indices best first, fell back)."""
    hi, hs_ = scan(hot, q, k)
    if threshold is None or (len(hs_) and hs_[0] >= threshold):
        return [int(i) + hot_offset for i in hi], False
    ci, cs = scan(cold, q, k)
    merged = sorted([(float(s), int(i) + hot_offset) for i, s in zip(hi, hs_, strict=True)]
                    + [(float(s), int(i)) for i, s in zip(ci, cs, strict=True)], reverse=True)
    return [i for _, i in merged[:k]], True


@dataclass
class _Acc:
    """Per-strategy tallies of the tier experiment (keys: whether the target is hot)."""

    ms: list[float] = field(default_factory=list)
    hits: dict[bool, int] = field(default_factory=lambda: {True: 0, False: 0})
    seen: dict[bool, int] = field(default_factory=lambda: {True: 0, False: 0})
    fell: int = 0
    top1: int = 0

    def add(self, q: Query, res: list[int], fell_back: bool, ms: float) -> None:
        self.ms.append(ms)
        self.hits[q.hot] += q.target in res
        self.seen[q.hot] += 1
        self.fell += fell_back
        self.top1 += q.target == res[0]


def _tiered(hot: np.ndarray, cold: np.ndarray, offset: int, threshold: float, q: Query) -> tuple[list[int], bool]:
    return tier_search(hot, cold, offset, q.vec, K, threshold)


def run_tiers(n: int, hot_n: int, topics: int, n_queries: int, thresholds: list[float], seed: int,
              log: Callable[[str], None]) -> dict[str, Any]:
    """Exact scan of all ``n`` rows vs hot tier (newest ``hot_n`` rows, contiguous) with and without fallback."""
    t0 = time.perf_counter()
    corpus = Corpus(n, topics, seed)
    mat = corpus.vectors(0, n)
    gen_s = time.perf_counter() - t0
    cold, hot = mat[: n - hot_n], mat[n - hot_n :]  # views: rows are in creation order, newest last
    log(f"  tiers: {n:,} × {DIM} vectors generated in {gen_s:.1f}s ({mat.nbytes / 2**20:.0f} MiB); hot tier "
        f"{hot_n:,} rows ({hot.nbytes / 2**20:.0f} MiB)")
    out: dict[str, Any] = {"n": n, "hot": hot_n, "topics": topics, "queries_per_set": n_queries, "sets": {},
                           "generate_s": round(gen_s, 1)}
    for noise in QUERY_NOISE:
        qs = make_queries(corpus, n_queries, n, hot_n, noise, seed)
        for q in qs[:3]:
            scan(mat, q.vec, K)
        strategies: dict[str, Callable[[Query], tuple[list[int], bool]]] = {
            "exact (all rows)": lambda q: ([int(i) for i in scan(mat, q.vec, K)[0]], True),
            "hot only": lambda q: tier_search(hot, cold, n - hot_n, q.vec, K, None),
        }
        for th in thresholds:
            strategies[f"hot + cold if best < {th:.2f}"] = partial(_tiered, hot, cold, n - hot_n, th)
        rows: dict[str, Any] = {}
        target_cos = [float(mat[q.target] @ q.vec) for q in qs]
        # can a threshold on the best hot score tell "the answer is in the hot tier" from "it is not"?
        best_hot = [float(scan(hot, q.vec, 1)[1][0]) for q in qs]
        in_hot = [b for b, q in zip(best_hot, qs, strict=True) if q.hot]
        not_hot = [b for b, q in zip(best_hot, qs, strict=True) if not q.hot]
        # strategies take turns on each query, so a burst of load on the shared machine hits them all alike
        acc = {name: _Acc() for name in strategies}
        for q in qs:
            for name, fn in strategies.items():
                (res, fb), ms = timed(partial(fn, q))
                acc[name].add(q, res, fb, ms)
        for name, a_ in acc.items():
            hot_n_, cold_n_ = a_.seen[True], a_.seen[False]
            rows[name] = {**lat(a_.ms), "hit10": round((a_.hits[True] + a_.hits[False]) / len(qs), 3),
                          "hit10_hot_targets": round(a_.hits[True] / max(1, hot_n_), 3),
                          "hit10_cold_targets": round(a_.hits[False] / max(1, cold_n_), 3),
                          "top1": round(a_.top1 / len(qs), 3), "cold_searched": round(a_.fell / len(qs), 3),
                          "hot_targets": hot_n_, "cold_targets": cold_n_}
            r = rows[name]
            log(f"  tiers {noise:>4} {name:<26} p50 {r['p50_ms']:7.2f} p95 {r['p95_ms']:7.2f} ms; hit@10 "
                f"{r['hit10']:.2f} (hot {r['hit10_hot_targets']:.2f}, cold {r['hit10_cold_targets']:.2f}); "
                f"cold searched {r['cold_searched']:.0%}")
        out["sets"][noise] = {
            "strategies": rows, "target_cosine_p50": round(float(np.median(target_cos)), 3),
            "target_cosine_p5": round(float(np.percentile(target_cos, 5)), 3),
            "best_hot_when_target_hot_min": round(min(in_hot), 3) if in_hot else None,
            "best_hot_when_target_cold_max": round(max(not_hot), 3) if not_hot else None,
        }
        log(f"  tiers {noise:>4} best hot cosine: min {out['sets'][noise]['best_hot_when_target_hot_min']} when the "
            f"target is hot, max {out['sets'][noise]['best_hot_when_target_cold_max']} when it is cold")
    return out


# -- the fallback threshold on real e5 embeddings ------------------------------------------------------------------
def run_e5_gap(personas: int, seed: int, cache_dir: Path | None, log: Callable[[str], None]) -> dict[str, Any]:
    """Can a cosine threshold tell "the answer is among these memories" from "it is not", with real e5 vectors?

    Every turn of the bench/datagen.py conversations (bilingual, with distractors) is embedded as a passage,
    every question as a query. Per question: the best cosine of its evidence turns (what the hot tier returns
    when the answer is hot) and the best cosine of every other turn of the bank (what it returns when the
    answer is cold: the bank has ~330 turns here, a real hot tier 100,000, so this best is a lower bound)."""
    import hashlib

    import datagen  # bench/datagen.py
    from hindsight.embedder.e5 import E5Embedder

    ds = datagen.generate(seed, personas=personas)
    turns, questions = ds.turns(), ds.questions()
    key = hashlib.sha256("\n".join([E5Embedder.name, *(t.text for t in turns), *(q.text for q in questions)])
                         .encode()).hexdigest()[:16]
    path = cache_dir / f"scale-e5-{key}.npz" if cache_dir else None
    t0 = time.perf_counter()
    if path and path.exists():
        with np.load(path) as z:
            tv, qv = z["turns"], z["questions"]
    else:
        emb = E5Embedder()
        tv, qv = emb.passages([t.text for t in turns]), emb.queries([q.text for q in questions])
        if path:
            path.parent.mkdir(parents=True, exist_ok=True)
            np.savez(path, turns=tv, questions=qv)
    log(f"  e5 gap: {len(turns)} turns + {len(questions)} questions embedded in {time.perf_counter() - t0:.1f}s")
    row = {t.id: i for i, t in enumerate(turns)}
    by_bank: dict[str, list[int]] = {}
    for i, t in enumerate(turns):
        by_bank.setdefault(t.bank, []).append(i)
    per: dict[str, list[tuple[float, float]]] = {"en": [], "zh": []}
    for q, v in zip(questions, qv, strict=True):
        rows = np.asarray(by_bank[q.bank])
        sims = tv[rows] @ v
        ev = {row[e] for e in q.evidence if e in row}
        is_ev = np.asarray([r in ev for r in rows])
        if not is_ev.any() or is_ev.all():
            continue
        per["zh" if q.lang == "zh" else "en"].append((float(sims[is_ev].max()), float(sims[~is_ev].max())))
    out: dict[str, Any] = {"turns": len(turns), "questions": len(questions), "personas": personas, "langs": {}}
    grid = [round(x, 2) for x in np.arange(0.80, 0.96, 0.01)]
    for lang, pairs in per.items():
        evid = np.asarray([p[0] for p in pairs])
        other = np.asarray([p[1] for p in pairs])
        rows_ = []
        for th in grid:
            # answer hot: best hot ≥ evidence cosine; a fallback happens anyway when that is below th
            # answer cold: best hot = best other turn; no fallback (answer lost) when that is ≥ th
            rows_.append({"threshold": th, "needless_fallback": round(float(np.mean(evid < th)), 3),
                          "lost_when_cold": round(float(np.mean(other >= th)), 3)})
        out["langs"][lang] = {
            "questions": len(pairs),
            "evidence_best": {k: round(float(np.percentile(evid, p)), 3) for k, p in (("p10", 10), ("p50", 50))},
            "other_best": {k: round(float(np.percentile(other, p)), 3) for k, p in (("p50", 50), ("p90", 90))},
            "other_beats_evidence": round(float(np.mean(other >= evid)), 3),
            "thresholds": rows_,
        }
        best = min(rows_, key=lambda r: r["needless_fallback"] + r["lost_when_cold"])
        log(f"  e5 gap {lang}: evidence best p50 {out['langs'][lang]['evidence_best']['p50']}, other best p50 "
            f"{out['langs'][lang]['other_best']['p50']}; another turn beats the evidence for "
            f"{out['langs'][lang]['other_beats_evidence']:.0%}; best threshold {best['threshold']}: "
            f"{best['needless_fallback']:.0%} needless fallbacks, {best['lost_when_cold']:.0%} lost")
    return out


# -- pgvector HNSW, vector component on a raw table ----------------------------------------------------------------
def pg_copy_binary(rows: Iterator[tuple[int, np.ndarray]]) -> Iterator[bytes]:
    """PostgreSQL binary COPY stream of (bigint id, vector) rows (pgvector's binary format: dim, 0, float4[])."""
    yield b"PGCOPY\n\xff\r\n\x00" + struct.pack("!ii", 0, 0)
    for start, vecs in rows:
        n = len(vecs)
        rec = np.empty(n, dtype=np.dtype([("nf", ">i2"), ("l1", ">i4"), ("id", ">i8"), ("l2", ">i4"), ("dim", ">u2"),
                                          ("unused", ">u2"), ("v", ">f4", (DIM,))]))
        rec["nf"], rec["l1"], rec["l2"] = 2, 8, 4 + 4 * DIM
        rec["id"] = np.arange(start, start + n)
        rec["dim"], rec["unused"] = DIM, 0
        rec["v"] = vecs
        yield rec.tobytes()
    yield struct.pack("!h", -1)


def run_pgvector(pg_url: str, n: int, topics: int, n_queries: int, seed: int, log: Callable[[str], None],
                 m: int = 16, ef_construction: int = 64) -> dict[str, Any]:
    """Load ``n`` clustered vectors into a fresh database, build HNSW, compare with a sequential scan."""
    import psycopg

    corpus = Corpus(n, topics, seed)
    out: dict[str, Any] = {"n": n, "m": m, "ef_construction": ef_construction}
    with temp_database(pg_url) as url, psycopg.connect(url, autocommit=True) as c:
        c.execute("CREATE EXTENSION IF NOT EXISTS vector")
        c.execute(f"CREATE TABLE v (id bigint PRIMARY KEY, embedding vector({DIM}) NOT NULL)")
        t0 = time.perf_counter()
        with c.cursor().copy("COPY v (id, embedding) FROM STDIN WITH (FORMAT binary)") as cp:
            for chunk in pg_copy_binary((s, corpus.vectors(s, min(n, s + 10_000))) for s in range(0, n, 10_000)):
                cp.write(chunk)
        out["load_s"] = round(time.perf_counter() - t0, 1)
        log(f"  pgvector: {n:,} rows copied in {out['load_s']}s")
        # the graph must fit in maintenance_work_mem or the build slows down a lot (~1.2 GB per 1M × 384 here)
        c.execute(f"SET maintenance_work_mem = '{2 if n <= 500_000 else 4}GB'")
        c.execute("SET max_parallel_maintenance_workers = 1")
        t0 = time.perf_counter()
        c.execute(f"CREATE INDEX ON v USING hnsw (embedding vector_cosine_ops) WITH (m = {m}, "
                  f"ef_construction = {ef_construction})")
        out["build_s"] = round(time.perf_counter() - t0, 1)
        log(f"  pgvector: HNSW built in {out['build_s']}s")
        c.execute("VACUUM ANALYZE v")
        out["table_mb"] = round(c.execute("SELECT pg_total_relation_size('v')").fetchone()[0] / 2**20, 1)  # type: ignore[index]
        qs = make_queries(corpus, n_queries, n, max(1, n // 10), "easy", seed)
        sql = "SELECT id FROM v ORDER BY embedding <=> %s::vector LIMIT %s"

        def lit(v: np.ndarray) -> str:
            return "[" + ",".join(f"{x:.6f}" for x in v) + "]"

        def knn(q: Query) -> list[tuple[Any, ...]]:
            return c.execute(sql, (lit(q.vec), K)).fetchall()

        for ef in (40, 100):
            c.execute(f"SET hnsw.ef_search = {ef}")
            for q in qs[:3]:
                c.execute(sql, (lit(q.vec), K)).fetchall()
            ms_all, hits = [], 0
            for q in qs:
                rows, ms = timed(partial(knn, q))
                ms_all.append(ms)
                hits += q.target in {r[0] for r in rows}
            out[f"hnsw_ef{ef}"] = {**lat(ms_all), "hit10": round(hits / len(qs), 3)}
        c.execute("SET enable_indexscan = off")
        ms_all, hits = [], 0
        for q in qs[: max(5, n_queries // 4)]:
            rows, ms = timed(partial(knn, q))
            ms_all.append(ms)
            hits += q.target in {r[0] for r in rows}
        out["seqscan"] = {**lat(ms_all), "hit10": round(hits / len(ms_all), 3)}
        log(f"  pgvector {n:,}: HNSW ef=40 p50 {out['hnsw_ef40']['p50_ms']:.2f} ms hit@10 {out['hnsw_ef40']['hit10']}; "
            f"ef=100 p50 {out['hnsw_ef100']['p50_ms']:.2f} ms hit@10 {out['hnsw_ef100']['hit10']}; seq scan p50 "
            f"{out['seqscan']['p50_ms']:.1f} ms")
    return out


class temp_database:
    """A fresh database with a random name on the shared server, dropped on exit; with ``keep``, the database of
    that name, created when missing and kept (``--pg-db``: measure one built bank again, e.g. two code versions)."""

    def __init__(self, url: str, keep: str | None = None) -> None:
        self.admin = url
        self.name = keep or f"hs_scale_{uuid.uuid4().hex[:10]}"
        self.keep = keep is not None

    def __enter__(self) -> str:
        import psycopg

        with psycopg.connect(self.admin, autocommit=True) as c:
            if not (self.keep and c.execute("SELECT 1 FROM pg_database WHERE datname = %s",
                                            (self.name,)).fetchone()):
                c.execute(f'CREATE DATABASE "{self.name}"')
        base, _, _ = self.admin.rpartition("/")
        return f"{base}/{self.name}"

    def __exit__(self, *exc: object) -> None:
        import psycopg

        if self.keep:
            return
        with psycopg.connect(self.admin, autocommit=True) as c:
            c.execute(f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)')


def pg_available(url: str | None) -> str | None:
    """Why PostgreSQL columns cannot run, or None when they can."""
    if not url:
        return "HINDSIGHT_TEST_PG_URL is not set"
    try:
        import psycopg

        with psycopg.connect(url, connect_timeout=3) as c:
            c.execute("SELECT 1")
    except Exception as exc:  # any failure: skip with this reason
        return f"PostgreSQL unreachable: {exc}"
    try:
        import hindsight.store.postgres.store  # noqa: F401
    except ImportError as exc:
        return f"hindsight.store.postgres.store not importable: {exc}"
    return None


def redis_available(url: str | None) -> str | None:
    if not url:
        return "HINDSIGHT_TEST_REDIS_URL is not set"
    try:
        import redis

        redis.Redis.from_url(url, socket_connect_timeout=3).ping()
        import hindsight.store.redis.store  # noqa: F401
    except Exception as exc:
        return f"Redis layer unavailable: {exc}"
    return None


def drop_redis_prefix(url: str | None, prefix: str) -> None:
    import redis

    r = redis.Redis.from_url(url or "")
    keys = list(r.scan_iter(match=f"{prefix}:*", count=1000)) + list(r.scan_iter(match=f"{prefix}-*", count=1000))
    for i in range(0, len(keys), 500):
        r.delete(*keys[i : i + 500])


def make_backends(names: list[str], pg_url: str | None, redis_url: str | None, tmp: Path,
                  skipped: dict[str, str], pg_db: str | None = None) -> list[Backend]:
    out: list[Backend] = []
    for name in names:
        if name in ("", "none"):
            continue
        if name not in ("sqlite", "postgres", "postgres+redis"):
            raise SystemExit(f"unknown backend {name!r}: use sqlite, postgres, postgres+redis or none")
        if name == "sqlite":
            out.append(Backend("sqlite", lambda: str(tmp / f"s-{uuid.uuid4().hex[:6]}" / "hindsight.db"), {}))
            continue
        why = pg_available(pg_url)
        if name == "postgres+redis" and why is None:
            why = redis_available(redis_url)
        if why:
            skipped[name] = why
            continue
        assert pg_url is not None
        db = temp_database(pg_url, pg_db if name == "postgres" else None)
        extra: dict[str, Any] = {}
        cleanup: Callable[[], None] = db.__exit__
        if name == "postgres+redis":
            prefix = f"hs-scale-{uuid.uuid4().hex[:8]}"  # the Redis server is shared: own key prefix
            extra = {"redis_url": redis_url, "search_cache_ttl_seconds": 300.0, "redis_prefix": prefix}

            def cleanup(db: temp_database = db, prefix: str = prefix) -> None:
                db.__exit__()
                drop_redis_prefix(redis_url, prefix)

        out.append(Backend(name, db.__enter__, extra, cleanup))
    return out


# -- report --------------------------------------------------------------------------------------------------------
def _shown(args: str) -> str:
    """A run's arguments as documented (its ``--out`` path is local)."""
    return re.sub(r" --out \S+", "", args)


def _f(x: Any, nd: int = 2) -> str:
    return "—" if x is None else f"{x:,.{nd}f}"


def _ratio(a: float | None, b: float | None) -> str:
    return "—" if not a or not b else f"{a / b:.2f}×"


def markdown(res: dict[str, Any]) -> str:
    env = res["env"]
    runs = res.get("runs") or [{"args": res["args"], "env": env}]
    lines = [
        "## Scale: 10k / 100k / 1M memories (bench/scale.py)",
        "",
        f"{env['cpu']} × {env['cores']} cores, {env['ram_gb']} GB RAM, Python {env['python']}, numpy "
        f"{env['numpy']}, shared with other jobs (latencies carry that noise; load averages per run). Runs, merged "
        "with `--combine` (a later run's rows replace the ones it measured again):" if len(runs) > 1 else
        f"{env['cpu']} × {env['cores']} cores, {env['ram_gb']} GB RAM, Python {env['python']}, numpy "
        f"{env['numpy']}, shared with other jobs (latencies carry that noise):",
        "",
        *(f"- `python bench/scale.py {_shown(r['args'])}` — {r['env']['when']}, load average "
          f"{r['env']['load_before']} → {r['env'].get('load_after', '?')}" for r in runs),
        "",
        "**Data is synthetic, not embedded** (e5 runs ~130 texts/s here: 1M embeddings would take two days). "
        "Texts are templated sentences (one per topic, English and Chinese) plus a per-memory detail; vectors are "
        f"clustered: {res['topics']:,} topic centroids (shared direction + 1 of {THEMES} themes + own part, so "
        "unrelated topics sit at cosine ~0.55-0.75 like e5's squeezed band), each memory = its centroid + noise "
        "(cosine ~0.89). Topics have temporal locality (70% of memories belong to the topic of their time). A query "
        "paraphrases one *target* memory (its vector + noise: cosine ~0.97 *easy*, ~0.86 *hard*); 80% of targets "
        "are among the newest 10% of memories, 20% anywhere. *hit@10* = the target is in the top 10. Memories "
        "are written through the store port (`store.transaction(bank)` + `StoreTx.insert(memory, vec)`, "
        f"{res['batch']} per transaction; no embedding, no near-duplicate check — see Retrieval for `write_many`); "
        "`Hindsight.search` gets the query vector from a stub embedder, so *search* latency excludes embedding "
        "the query (~8 ms with e5) and includes keyword + vector arms, fusion, scoring and the retrieval-log write.",
        "",
    ]
    if res["store"]:
        lines += ["### Write throughput and search latency per backend", "",
                  "| backend | memories | write /s | search p50 ms | search p95 ms | vector p50 ms | vector p95 ms "
                  "| keyword p50 ms | hit@10 | search p50 vs SQLite | vector p50 vs SQLite "
                  "| cache hit p50 ms: search / vector |",
                  "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
        base = {s: r for b in res["store"] if b["backend"] == "sqlite" for s, r in b["sizes"].items()}
        for b in res["store"]:
            for size, r in b["sizes"].items():
                s0 = base.get(size, {})
                rep = (f"{_f(r['search_repeat']['p50_ms'])} / {_f(r['vector_repeat']['p50_ms'])}"
                       if "search_repeat" in r else "—")
                lines.append(
                    f"| {b['backend']} | {r['memories']:,} | {_f(r['write_per_s'], 0)} | {_f(r['search']['p50_ms'])} "
                    f"| {_f(r['search']['p95_ms'])} | {_f(r['vector']['p50_ms'])} | {_f(r['vector']['p95_ms'])} "
                    f"| {_f(r.get('keyword', {}).get('p50_ms'))} | {r['hit10_search']:.2f} "
                    f"| {_ratio(r['search']['p50_ms'], s0.get('search', {}).get('p50_ms'))} "
                    f"| {_ratio(r['vector']['p50_ms'], s0.get('vector', {}).get('p50_ms'))} | {rep} |")
        lines.append("")
        growth = []
        for b in res["store"]:
            sizes = sorted(b["sizes"], key=int)
            if len(sizes) >= 2:
                a, z = b["sizes"][sizes[0]], b["sizes"][sizes[-1]]
                growth.append(f"{b['backend']}: ×{int(sizes[-1]) / int(sizes[0]):.0f} memories → search p50 "
                              f"{_ratio(z['search']['p50_ms'], a['search']['p50_ms'])}, vector p50 "
                              f"{_ratio(z['vector']['p50_ms'], a['vector']['p50_ms'])}, write rate "
                              f"{_ratio(z['write_per_s'], a['write_per_s'])}")
        if growth:
            lines += ["Growth with size: " + "; ".join(growth) + ".", ""]
        lines += store_notes(res) + goals(res) + notes(res) + ivf_table(res) + stages_section(res)
    if res["skipped"]:
        lines += ["Not measured: " + "; ".join(f"**{k}** ({v})" for k, v in res["skipped"].items()) + ".", ""]
    t = res.get("tiers")
    if t:
        lines += [f"### Hot/cold vector tiers at {t['n']:,} memories (G7, numpy, vector component only)", "",
                  f"Exact einsum scan over all {t['n']:,} rows ({t['n'] * DIM * 4 / 2**20:,.0f} MiB) vs a hot tier "
                  f"= the newest {t['hot']:,} rows (a contiguous matrix; in a real store also the recently "
                  "*used* ones) and a cold tier = the rest, searched only when the best hot cosine is below a "
                  f"threshold. {t['queries_per_set']} queries per set, one thread.", "",
                  "| queries | strategy | p50 ms | p95 ms | mean ms | p50 vs exact | cold searched | hit@10 | "
                  "hit@10 hot targets | hit@10 cold targets |",
                  "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
        for noise, s in t["sets"].items():
            ex = s["strategies"]["exact (all rows)"]["p50_ms"]
            for name, r in s["strategies"].items():
                lines.append(f"| {noise} (target cos p50 {s['target_cosine_p50']}) | {name} | {_f(r['p50_ms'])} | "
                             f"{_f(r['p95_ms'])} | {_f(r['mean_ms'])} | {_ratio(r['p50_ms'], ex)} | "
                             f"{r['cold_searched']:.0%} | {r['hit10']:.2f} | {r['hit10_hot_targets']:.2f} | "
                             f"{r['hit10_cold_targets']:.2f} |")
        lines.append("")
    for p in res.get("pgvector_runs") or ([res["pgvector"]] if res.get("pgvector") else []):
        lines += [f"### pgvector HNSW at {p['n']:,} (raw table, vector component only)", "",
                  f"Binary COPY of {p['n']:,} clustered vectors in {p['load_s']} s; HNSW (m={p['m']}, "
                  f"ef_construction={p['ef_construction']}, leader + 1 parallel worker) built in {p['build_s']} s; "
                  f"table + index "
                  f"{p['table_mb']:,} MiB. Same easy queries, top-10 by `<=>`.", "",
                  "| access | p50 ms | p95 ms | hit@10 |", "|---|---:|---:|---:|"]
        for key, label in (("hnsw_ef40", "HNSW ef_search=40"), ("hnsw_ef100", "HNSW ef_search=100"),
                           ("seqscan", "sequential scan (exact)")):
            r = p[key]
            lines.append(f"| {label} | {_f(r['p50_ms'])} | {_f(r['p95_ms'])} | {r['hit10']:.2f} |")
        lines.append("")
    g = res.get("e5_gap")
    if g:
        lines += [f"### The fallback threshold on real e5 vectors ({g['turns']:,} turns, {g['questions']} questions)",
                  "",
                  "Every turn of the bench/datagen.py conversations (7 personas, English and Chinese, with "
                  "distractors) embedded with e5 as a passage, every question as a query. *evidence* = best "
                  "cosine of the question's evidence turns (what a hot tier holding the answer returns); *other* "
                  "= best cosine of any other turn of the same bank (what it returns when the answer is cold). "
                  "*needless fallback* = the answer is hot but scores below the threshold; *lost* = the answer "
                  "is cold but another turn scores above the threshold, so the cold tier is never searched. The "
                  "dataset's questions avoid their fact's wording on purpose: a hard case, but everyday questions "
                  "are paraphrases too.", "",
                  "| lang | questions | evidence p10 / p50 | other p50 / p90 | other ≥ evidence | threshold "
                  "| needless fallback | lost |", "|---|---:|---:|---:|---:|---:|---:|---:|"]
        for lang, d in g["langs"].items():
            for r in d["thresholds"]:
                if round(r["threshold"] * 100) % 5 == 0 or r is min(
                        d["thresholds"], key=lambda x: x["needless_fallback"] + x["lost_when_cold"]):
                    lines.append(f"| {lang} | {d['questions']} | {d['evidence_best']['p10']} / "
                                 f"{d['evidence_best']['p50']} | {d['other_best']['p50']} / {d['other_best']['p90']} "
                                 f"| {d['other_beats_evidence']:.0%} | {r['threshold']:.2f} | "
                                 f"{r['needless_fallback']:.0%} | {r['lost_when_cold']:.0%} |")
        lines.append("")
    if t:
        lines += ["### Hot/cold decision (G7)", "", decision(res), ""]
    return "\n".join(lines)


def ivf_table(res: dict[str, Any]) -> list[str]:
    """The SQLite vector arm with IVF lists vs the exact scan (sizes where the bank was indexed)."""
    rows = []
    for b in res["store"]:
        for size, r in b["sizes"].items():
            for name, v in r.get("ivf", {}).items():
                full = (f"{_f(r['search_exact']['p50_ms'])} / {_f(r['search_exact']['p95_ms'])} → "
                        f"{_f(r['search']['p50_ms'])} / {_f(r['search']['p95_ms'])}"
                        if name == "easy" and r.get("search_exact") else "")
                rows.append(
                    f"| {b['backend']} | {int(size):,} | {name} | {_f(v['vector_exact']['p50_ms'])} / "
                    f"{_f(v['vector_exact']['p95_ms'])} | {_f(v['vector_ivf']['p50_ms'])} / "
                    f"{_f(v['vector_ivf']['p95_ms'])} "
                    f"| {_ratio(v['vector_ivf']['p50_ms'], v['vector_exact']['p50_ms'])} "
                    f"| {v['hit10_exact']:.2f} | {v['hit10_ivf']:.2f} | {v['agree10']:.3f} | {full} "
                    f"| {_f(r.get('first_vector_s'))} | {_f(r.get('background_s'))} |")
    if not rows:
        return []
    tails = [f"at {int(size):,} the search p95 is {_f(r['search']['p95_ms'])} ms with the lists and "
             f"{_f(r['search_exact']['p95_ms'])} ms with the exact scan, while the arms alone have p95 "
             f"{_f(r['vector']['p95_ms'])} ms (vector, lists) and {_f(r['keyword']['p95_ms'])} ms (keyword)"
             for b in res["store"] for size, r in b["sizes"].items() if r.get("search_exact") and r.get("keyword")]
    note = ["What is left of a search (arms alone vs the whole search, same queries): " + "; ".join(tails) + ". "
            "The rest is per-candidate work outside the arms (scoring factors, read-time hygiene, the read-time "
            "guard, the retrieval log), and the search budget (`search_timeout_s`, 3 s) caps the tail.", ""]
    return ["### SQLite vector arm: IVF lists vs the exact scan", "",
            "A bank of at least `sqlite_vector_index_rows` (50,000) memories searches its vectors through IVF lists "
            "(store/sqlite/ivf.py: ~sqrt(n) spherical k-means centroids, at most 512, trained on a worker thread "
            "from the first search past the size, and again when the bank has doubled: the exact scan or the "
            "old lists answer until the new ones are installed; a query scores the rows of its best 16 lists, "
            "more until 1/24 of the rows, plus the rows appended since the last grouping, each an exact float32 "
            "cosine; a filter that leaves fewer than k of them falls back to the exact scan). Same store, same "
            "queries, the lists switched off per query for the exact column. *agreement* = share of the exact "
            "top 10 the lists return; *first search* = the first vector search after the fill (reads the new "
            "rows; runs where older runs also trained the lists inline); *background* = then the wait until the "
            "worker threads are done (lists trained and grouped, common keyword postings loaded).", "",
            "| backend | memories | queries | vector exact p50 / p95 ms | vector IVF p50 / p95 ms | IVF vs exact "
            "| hit@10 exact | hit@10 IVF | agreement | search p50 / p95 ms: exact → IVF | first search s "
            "| background s |",
            "|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|", *rows, "", *(note if tails else [])]


#: issue #16: Hindsight.search p95 (query embedding excluded) per (backend, size)
GOALS_MS = {("sqlite", 100_000): 20.0, ("sqlite", 1_000_000): 100.0, ("postgres", 100_000): 20.0}


def goals(res: dict[str, Any]) -> list[str]:
    """Whether the measured search p95 meets issue #16's goals (wall time on a shared machine: see the load)."""
    out = []
    for b in res["store"]:
        for size, r in b["sizes"].items():
            goal = GOALS_MS.get((b["backend"], int(size)))
            if goal is None:
                continue
            p95 = r["search"]["p95_ms"]
            cpu = {x["stage"]: x for x in r.get("stages", [])}.get("search (whole)")
            out.append(f"- {b['backend']} at {int(size):,}: search p95 {_f(p95)} ms vs ≤ {goal:g} ms: "
                       f"**{'met' if p95 <= goal else 'not met'}**"
                       + (f" (CPU p50 / p95 {_f(cpu['cpu_p50_ms'])} / {_f(cpu['cpu_p95_ms'])} ms)" if cpu else "")
                       + f"; hit@10 {r['hit10_search']:.2f}.")
    return ["Issue #16 goals (search p95, query embedding excluded):", "", *out, ""] if out else []


def notes(res: dict[str, Any]) -> list[str]:
    """What a run's author measured beside the tables (``--note``: e.g. the same command on the previous code under
    the same load), one bullet each."""
    return [*(f"- {n}" for n in res.get("notes", [])), ""] if res.get("notes") else []


def stages_section(res: dict[str, Any]) -> list[str]:
    """Per-stage time of the full search (``--stages``), per backend and size."""
    out: list[str] = []
    for b in res["store"]:
        for size, r in b["sizes"].items():
            if not r.get("stages"):
                continue
            out += [f"**{b['backend']} at {int(size):,}** ({r['queries']} searches; first search "
                    f"{_f(r.get('first_search_s'))} s, then {_f(r.get('background_s'))} s of background work):", "",
                    *scale_stages.table(r["stages"]), ""]
    if not out:
        return []
    return ["### Where a search spends its time, per stage (`--stages`)", "",
            "Each stage of `search/path.py` timed inside the full searches above (bench/scale_stages.py): wall "
            "time, and the CPU time of the thread that ran it (the load-robust number: on this shared machine "
            "wall time includes waiting for a core). The arms run on worker threads, so *gather* (their wait) "
            "holds them; the whole search's CPU is the process's (its worker threads included). Stages nest and "
            "overlap, so the rows do not add up. On an indexed bank every other full search follows the "
            "exact-scan search of the same query (the order alternates), which leaves the per-text caches warm "
            "(the read-time guard's verdicts, the tokens that scoring and hygiene read): p50 is close to that warm "
            "case, p95 to the cold one (hits never seen by the process: guard rules and tokenisation run).", "",
            *out]


def store_notes(res: dict[str, Any]) -> list[str]:
    """Where a search spends its time, per backend at its largest size (arms measured alone, same queries)."""
    out = []
    for b in res["store"]:
        big = max(b["sizes"], key=int)
        r = b["sizes"][big]
        if not r.get("keyword"):
            continue
        line = (f"- {b['backend']} at {int(big):,}: `Hindsight.search` p50 {_f(r['search']['p50_ms'])} ms; alone, "
                f"the keyword arm takes {_f(r['keyword']['p50_ms'])} ms and the vector arm "
                f"{_f(r['vector']['p50_ms'])} ms")
        if r.get("search_repeat"):
            line += (f"; the same search repeated (both arms served by the Redis cache) "
                     f"{_f(r['search_repeat']['p50_ms'])} ms, "
                     f"{_ratio(r['search']['p50_ms'], r['search_repeat']['p50_ms'])} faster")
        out.append(line + ".")
    return (["Where the time goes (each arm timed alone on the same queries):", "", *out, ""]) if out else []


def gap_sentence(res: dict[str, Any]) -> str:
    g = res.get("e5_gap")
    if not g:
        return ("Real e5 embeddings leave no such gap (calibration above: paraphrase query→passage median 0.90 en / "
                "0.94 zh, unrelated same-user memories 0.78 / 0.86), so the threshold would misfire.")
    parts = []
    for lang, d in g["langs"].items():
        best = min(d["thresholds"], key=lambda r: r["needless_fallback"] + r["lost_when_cold"])
        parts.append(f"{lang}: evidence p50 {d['evidence_best']['p50']} vs best other turn p50 "
                     f"{d['other_best']['p50']}, another turn scores above the evidence for "
                     f"{d['other_beats_evidence']:.0%} of questions; the best threshold ({best['threshold']}) still "
                     f"falls back needlessly for {best['needless_fallback']:.0%} and loses "
                     f"{best['lost_when_cold']:.0%}")
    return ("**Real e5 embeddings have no such gap** (the table above, measured on the bench/datagen.py conversations: "
            + "; ".join(parts) + "). With ~330 turns per bank that is already so; 100,000 hot memories only raise "
            "the best unrelated score. A threshold that catches every cold answer falls back on almost every "
            "query (no gain); one that saves time loses old memories without a trace.")


def decision(res: dict[str, Any]) -> str:
    """The G7 verdict, written from the measured numbers (the e5 cosines are quoted from the calibration above)."""
    t = res["tiers"]
    easy = t["sets"]["easy"]
    st = easy["strategies"]
    ex, hot = st["exact (all rows)"], st["hot only"]
    fb_name = max((k for k in st if k.startswith("hot + cold")), key=lambda k: (st[k]["hit10"], -st[k]["p50_ms"]))
    fb = st[fb_name]
    out = [
        f"**Not implemented: the numbers say a cold tier is not worth it for Hindsight.** At {t['n']:,} vectors the "
        f"exact scan takes p50 {_f(ex['p50_ms'])} / p95 {_f(ex['p95_ms'])} ms; a hot tier of the newest "
        f"{t['hot']:,} rows answers in p50 {_f(hot['p50_ms'])} ms ({_ratio(ex['p50_ms'], hot['p50_ms'])} faster) "
        f"and finds every target that lives there (hit@10 {hot['hit10_hot_targets']:.2f}), but:",
        "",
        f"1. **Misses are silent.** *Hot only* finds {hot['hit10_cold_targets']:.0%} of the old targets, so a "
        "fallback is mandatory, and its trigger is a cosine threshold on the best hot hit. The synthetic data "
        f"leaves a wide gap (best hot cosine ≥ {easy['best_hot_when_target_hot_min']} when the target is hot, "
        f"≤ {easy['best_hot_when_target_cold_max']} when it is not), so `{fb_name}` falls back on just the cold "
        f"queries ({fb['cold_searched']:.0%}) and keeps hit@10 {fb['hit10']:.2f}. " + gap_sentence(res),
        f"2. **The tail does not move.** p95 stays near the exact-scan cost ({_f(fb['p95_ms'])} ms with fallback vs "
        f"{_f(ex['p95_ms'])} ms exact): a query that falls back scans the cold tier after the hot one. The mean gains "
        f"({_f(fb['mean_ms'])} vs {_f(ex['mean_ms'])} ms) only as long as 80% of questions are about recent "
        "memories, and a second matrix must follow every access (promotion) and every re-embedding.",
    ]
    sq: dict[str, Any] = next((b["sizes"] for b in res["store"] if b["backend"] == "sqlite"), {})
    big = max(sq, key=int) if sq else None
    if big:
        r = sq[big]
        out.append(
            f"3. **The vector scan is only part of a search.** Embedded at {int(big):,} memories, "
            f"`Hindsight.search` takes p50 {_f(r['search']['p50_ms'])} ms; the vector arm alone "
            f"{_f(r['vector']['p50_ms'])} ms"
            + (f", the keyword arm {_f(r['keyword']['p50_ms'])} ms" if r.get("keyword") else "")
            + ". A tier would shave the vector share only.")
    p = res.get("pgvector")
    if p:
        out.append(
            f"4. **An ANN index solves the same problem without the threshold.** pgvector HNSW at {p['n']:,} "
            f"answers in p50 {_f(p['hnsw_ef40']['p50_ms'])} ms (ef_search 40, hit@10 {p['hnsw_ef40']['hit10']:.2f}) "
            f"/ {_f(p['hnsw_ef100']['p50_ms'])} ms (ef_search 100, hit@10 {p['hnsw_ef100']['hit10']:.2f}) vs "
            f"{_f(p['seqscan']['p50_ms'])} ms for the exact scan, for every query, recent or old.")
    rec = ("Recommendation: past ~50k memories per bank the vector arm belongs in an ANN index, not in a tier — "
           "the PostgreSQL backend's HNSW takes over above `EXACT_MAX` rows, the embedded store's IVF lists above "
           "`sqlite_vector_index_rows` (table above); smaller banks stay exact. A tier is worth revisiting only as "
           "an explicit, visible choice (e.g. a `scope=recent` search option the caller asks for), never as a "
           "silent threshold.")
    arms = []
    for name, sizes in (("SQLite", sq), ("PostgreSQL", next((b["sizes"] for b in res["store"]
                                                             if b["backend"] == "postgres"), None))):
        if sizes:
            n = max(sizes, key=int)
            if sizes[n].get("keyword"):
                arms.append(f"{name} at {int(n):,}: keyword {_f(sizes[n]['keyword']['p50_ms'])} ms, vector "
                            f"{_f(sizes[n]['vector']['p50_ms'])} ms")
    if arms:
        rec += (" Arms alone, p50: " + "; ".join(arms) + ". SQLite's keyword arm computes FTS5's BM25 from an "
                "in-process cache of the FTS5 postings (store/sqlite/keywords.py: no bm25() call per match); "
                "PostgreSQL's computes the same BM25 in numpy from a per-process cache of its memory_terms postings "
                "(store/postgres/keywords.py: kept in commit order by the bank's advisory lock and banks.kw_epoch) "
                "and sends only the best matches back to PostgreSQL for the filters. Both still touch every posting "
                "of the query's words, linear in the matching rows (this synthetic vocabulary is small, so every "
                "query term matches thousands of memories: a pessimistic case, though real banks have such words "
                "too, e.g. \"user\" / 用户).")
    out += ["", rec]
    return "\n".join(out)


def print_report(res: dict[str, Any]) -> None:
    print(markdown(res))


def combine(parts: list[dict[str, Any]]) -> dict[str, Any]:
    """One result from several runs (a part may itself be a merged result): store backends in order of first
    appearance; a later run's (backend, size) replaces an earlier one's, so rerunning some sizes keeps the other
    rows; the last tiers / pgvector seen."""
    res: dict[str, Any] = {**parts[0], "store": [], "skipped": {}, "runs": [], "pgvector_runs": [], "notes": []}
    for p in parts:
        for b in p.get("store", []):
            have = next((x for x in res["store"] if x["backend"] == b["backend"]), None)
            if have is None:
                res["store"].append({**b, "sizes": dict(b["sizes"])})
            else:
                have["sizes"] = dict(sorted({**have["sizes"], **b["sizes"]}.items(), key=lambda kv: int(kv[0])))
        res["skipped"].update(p.get("skipped", {}))
        res["notes"] += p.get("notes", [])
        res["runs"] += p.get("runs") or [{"args": p["args"], "env": p["env"]}]
        for key in ("tiers", "pgvector", "e5_gap"):
            if p.get(key):
                res[key] = p[key]
        res["pgvector_runs"] += p.get("pgvector_runs") or ([p["pgvector"]] if p.get("pgvector") else [])
    if res.get("pgvector_runs"):
        res["pgvector_runs"].sort(key=lambda r: r["n"])
        res["pgvector"] = res["pgvector_runs"][-1]
    measured = {b["backend"] for b in res["store"]} | ({"pgvector"} if res.get("pgvector") else set())
    res["skipped"] = {k: v for k, v in res["skipped"].items() if k not in measured}
    res["env"] = {**parts[0]["env"], "load_before": min(p["env"]["load_before"] for p in parts),
                  "load_after": max(p["env"]["load_after"] for p in parts)}
    res["args"] = " && ".join(p["args"] for p in parts)
    return res


def env_info() -> dict[str, Any]:
    try:
        ram = round(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30, 1)
    except (ValueError, OSError):
        ram = None
    return {"when": dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC"), "cpu": _common.cpu_model(),
            "cores": os.cpu_count(), "ram_gb": ram, "python": platform.python_version(), "numpy": np.__version__,
            "load_before": round(os.getloadavg()[0], 2)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="seconds: sizes 1k,3k, tiers 20k/2k, no pgvector")
    ap.add_argument("--backends", default=None, help="comma list of sqlite,postgres,postgres+redis (default: all; "
                    "--quick: sqlite)")
    ap.add_argument("--sizes", default=None, help="comma list of store sizes (default 10000,100000,1000000)")
    ap.add_argument("--pg-max-size", type=int, default=100_000, help="PostgreSQL backends stop at this size "
                    "(their writes run at ~500-800/s here: 1M would take half an hour per backend)")
    ap.add_argument("--queries", type=int, default=None, help="queries per measurement (default 200; quick 20)")
    ap.add_argument("--batch", type=int, default=1000, help="memories per write transaction")
    ap.add_argument("--topics", type=int, default=None, help="topic clusters (default largest size/200, "
                    "at least 50)")
    ap.add_argument("--tier-n", type=int, default=None, help="rows for the hot/cold experiment (default 1M; 0 skips)")
    ap.add_argument("--hot", type=int, default=None, help="hot tier rows (default tier-n/10)")
    ap.add_argument("--thresholds", default="0.80,0.90", help="cold-fallback thresholds on the best hot cosine")
    ap.add_argument("--pgvector-n", type=int, default=None,
                    help="rows for raw pgvector HNSW (default 1000000; 0 skips)")
    ap.add_argument("--e5-gap", type=int, default=None, help="datagen personas for the real-e5 threshold check "
                    "(default 7; quick 0 = skip)")
    ap.add_argument("--cache-dir", type=Path, default=Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache"))
                    / "hindsight-bench", help="where e5 embeddings of the threshold check are cached")
    ap.add_argument("--vector-index-rows", type=int, default=None,
                    help="SQLite: bank size from which the vector arm uses its IVF lists (default: the setting, "
                         "50,000; 0 = exact scan only)")
    ap.add_argument("--stages", action="store_true", help="also time every stage of Hindsight.search (wall and "
                    "CPU per stage: bench/scale_stages.py) and print / write a table per backend and size")
    ap.add_argument("--no-stamp", action="store_true", help="write the memories without the guard stamp the write "
                    "path gives them (like rows stored before it existed: the read-time guard screens every hit)")
    ap.add_argument("--stamp-workers", type=int, default=0, help="processes that screen the memories for their guard "
                    "stamps during the fill (default: the CPU count, at most 8; 1 = in this process): the same stamps")
    ap.add_argument("--pg-db", default=None, help="keep the postgres backend's store in this database (created "
                    "when missing, never dropped; rows already there are not written again): measure one built "
                    "bank with two code versions. Same --sizes/--topics/--seed for every run")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--out", type=Path, default=RESULTS)
    ap.add_argument("--combine", type=Path, nargs="+", default=None,
                    help="merge result files of separate runs (backends, tiers, pgvector) instead of measuring")
    ap.add_argument("--write-docs", action="store_true")
    ap.add_argument("--note", action="append", default=[], help="a sentence for the docs beside the tables "
                    "(repeatable; kept in the result, so --combine keeps it)")
    ap.add_argument("--docs", type=Path, default=_common.DOCS)
    a = ap.parse_args(argv)

    if a.combine:
        merged = combine([json.loads(p.read_text(encoding="utf-8")) for p in a.combine])
        merged["notes"] += a.note
        print_report(merged)
        _common.save_json(merged, a.out)
        if a.write_docs:
            _common.write_section("scale", markdown(merged), a.docs)
        return 0
    sizes = [int(x) for x in (a.sizes or ("1000,3000" if a.quick else "10000,100000,1000000")).split(",")]
    backends = (a.backends or ("sqlite" if a.quick else "sqlite,postgres,postgres+redis")).split(",")
    n_queries = a.queries or (20 if a.quick else 200)
    tier_n = a.tier_n if a.tier_n is not None else (20_000 if a.quick else 1_000_000)
    hot_n = a.hot or max(1, tier_n // 10)
    pgv_n = a.pgvector_n if a.pgvector_n is not None else (0 if a.quick else 1_000_000)
    thresholds = [float(x) for x in a.thresholds.split(",") if x]
    pg_url, redis_url = os.environ.get("HINDSIGHT_TEST_PG_URL"), os.environ.get("HINDSIGHT_TEST_REDIS_URL")

    def log(msg: str) -> None:
        print(msg, file=sys.stderr, flush=True)

    res: dict[str, Any] = {"env": env_info(), "args": " ".join(argv if argv is not None else sys.argv[1:]),
                           "batch": a.batch, "store": [], "skipped": {}, "notes": a.note}
    top = max(sizes)
    topics = a.topics or max(50, top // 200)
    res["topics"] = topics
    with tempfile.TemporaryDirectory(prefix="hs-scale-") as d:
        corpus = Corpus(top, topics, a.seed)
        for b in make_backends(backends, pg_url, redis_url, Path(d), res["skipped"], a.pg_db):
            mine = sizes if b.name == "sqlite" else [x for x in sizes if x <= a.pg_max_size]
            if b.name == "sqlite" and a.vector_index_rows is not None:
                b.settings["sqlite_vector_index_rows"] = a.vector_index_rows
            log(f"backend {b.name}: sizes {mine}")
            try:
                if mine:
                    res["store"].append(run_backend(b, corpus, mine, n_queries, a.batch, a.seed, log, a.stages,
                                                    not a.no_stamp, a.stamp_workers or min(8, os.cpu_count() or 1)))
                else:
                    b.cleanup()
            except Exception as exc:  # one backend must not sink the others
                if b.name == "sqlite":
                    raise
                res["skipped"][b.name] = f"failed: {type(exc).__name__}: {exc}"
                log(f"  {b.name} failed: {exc!r}")
        for name, why in res["skipped"].items():
            log(f"backend {name}: skipped ({why})")
    if tier_n:
        res["tiers"] = run_tiers(tier_n, hot_n, max(50, tier_n // 200), n_queries, thresholds, a.seed, log)
    gap_n = a.e5_gap if a.e5_gap is not None else (0 if a.quick else 7)
    if gap_n:
        res["e5_gap"] = run_e5_gap(gap_n, a.seed, a.cache_dir, log)
    if pgv_n:
        if pg_url:
            try:
                res["pgvector"] = run_pgvector(pg_url, pgv_n, max(50, pgv_n // 200), n_queries, a.seed, log)
            except Exception as exc:
                res["skipped"]["pgvector"] = f"failed: {type(exc).__name__}: {exc}"
        else:
            res["skipped"]["pgvector"] = "HINDSIGHT_TEST_PG_URL is not set"
    res["env"]["load_after"] = round(os.getloadavg()[0], 2)
    print_report(res)
    _common.save_json(res, a.out)
    if a.write_docs:
        _common.write_section("scale", markdown(res), a.docs)
    return 0


if __name__ == "__main__":
    # kill (SIGTERM) still drops the temporary databases and directories
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    raise SystemExit(main())
