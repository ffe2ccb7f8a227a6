"""Retrieval benchmark: quality of every fusion method x scoring profile, ingest throughput, search latency.

    python bench/retrieval.py                 # full run (< 10 min on 2 cores), prints the tables
    python bench/retrieval.py --quick         # small run for CI (3 personas, no 100k; retrieval-quick.json)
    python bench/retrieval.py --write-docs    # also rewrite <!-- retrieval:start/end --> in docs/benchmarks.md

Quality. ``bench/datagen.py`` generates a bilingual long-conversation benchmark (personas = banks, months of
sessions, facts, updates, distractors, paraphrased questions with labelled evidence turns). Every turn is
written into a fresh store per persona (``write_many`` per session, ``observed_at`` = the turn's time,
``idempotency_key`` = the turn id; dedup may merge identical turns, so evidence ids are mapped through the
returned ``WriteResult.id``). Each question is searched with ``top_k=10, now=<question time>,
track_access=False`` under every fusion method x every profile of ``hindsight.search.scoring.PROFILES``.
Recall@k = share of a question's evidence memories in the top k (averaged per question), MRR = 1/rank of
the first evidence memory in the top 10. The store state (status, confidence, access stats of every memory)
is snapshotted before and after all searches and the first configuration is re-run at the end, to prove
that configurations do not influence each other.

Throughput. The same ~300 turns written one by one with ``write`` and in one ``write_many`` call, each
into a fresh store with default settings (embedding included).

Latency. One bank grown to 1k, 10k and 100k memories. A base set of a few thousand generated texts is
embedded for real; further memories are newly generated texts whose vector is the real embedding of a
base text of the same template family plus small Gaussian noise, re-normalised (clustered like real
memories, not i.i.d. random), passed through the ``embedding=`` field. Up to 10k the bank is filled with
``write_many``; from 10k to 100k through the store port without the write path's near-duplicate check
(see the notes in the output for why). Queries are dataset questions, embedded live.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import sys
import tempfile
import threading
import time
from collections import Counter, defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

import _common  # bench/_common.py (scripts run from bench/)
from datagen import QTYPES, Bank, Dataset, Turn, generate
from hindsight import Hindsight
from hindsight.config import Settings
from hindsight.embedder import Embedder, make_embedder
from hindsight.engine import validate
from hindsight.model import EventType, WriteRequest
from hindsight.search.scoring import PROFILES
from hindsight.write import path as write_path

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "retrieval.json"
RESULTS_QUICK = ROOT / "bench" / "results" / "retrieval-quick.json"
DOCS = ROOT / "docs" / "benchmarks.md"
START, END = "<!-- retrieval:start -->", "<!-- retrieval:end -->"

FUSIONS: tuple[str, ...] = ("bm25", "dense", "rrf", "additive", "interleave")
TOP_K = 10
NOISE_SIGMA = 0.0125  # per dimension; cos(noisy, base) ~ 0.97 at 384 dims (e5 paraphrase band)
TYPE_SHORT = {"single_hop": "single", "knowledge_update": "update", "temporal": "temporal",
              "multi_session": "multi", "name_number": "name/num", "cross_lingual": "x-lingual"}


# ---------------------------------------------------------------------------------------------------
# embedder with a cache (quality runs embed each text once; vectors are reused for the latency corpus)


class CachingEmbedder:
    """Wraps an :class:`Embedder`; identical texts are embedded once. Vectors are unchanged."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.name = inner.name
        self.dim = inner.dim
        self.calibration = inner.calibration
        self.passage_cache: dict[str, np.ndarray] = {}
        self.query_cache: dict[str, np.ndarray] = {}
        self._lock = threading.Lock()

    def _get(self, cache: dict[str, np.ndarray], fn: Any, texts: list[str]) -> np.ndarray:
        with self._lock:
            missing = [t for t in dict.fromkeys(texts) if t not in cache]
            if missing:
                for t, v in zip(missing, fn(missing), strict=True):
                    cache[t] = np.asarray(v, dtype=np.float32)
            if not texts:
                return np.zeros((0, self.dim), dtype=np.float32)
            return np.vstack([cache[t] for t in texts])

    def passages(self, texts: list[str]) -> np.ndarray:
        return self._get(self.passage_cache, self.inner.passages, texts)

    def queries(self, texts: list[str]) -> np.ndarray:
        return self._get(self.query_cache, self.inner.queries, texts)


# ---------------------------------------------------------------------------------------------------
# quality


@dataclass(frozen=True)
class Config:
    fusion: str
    profile: str
    #: the rerank stage (off for the fusion x profile grid; the learned reranker over the default once more)
    rerank: str = "off"

    @property
    def key(self) -> str:
        return config_key(self.fusion, self.profile, self.rerank)


def config_key(fusion: str, profile: str, rerank: str) -> str:
    return f"{fusion}/{profile}" + ("" if rerank == "off" else f"+rerank:{rerank}")


def configs() -> list[Config]:
    out = [Config(f, "relevance") for f in FUSIONS]
    out += [Config(f, p) for p in PROFILES if p != "relevance" for f in FUSIONS]
    s = Settings()
    out.append(Config(s.fusion, s.profile, "learned"))  # the rerank stage's without -> with
    return out


def turn_item(t: Turn) -> dict[str, Any]:
    return {
        "content": t.text,
        "kind": "episodic",
        "source": "user" if t.role == "user" else "agent",
        "observed_at": t.time,
        "session_id": f"{t.bank}/{t.session_id}",
        "idempotency_key": t.id,
        "metadata": {"turn_id": t.id, "role": t.role},
    }


def ingest(hs: Hindsight, bank: Bank) -> tuple[dict[str, str], Counter[str]]:
    """Write a bank session by session (as a live agent would). Returns turn id -> memory id and actions."""
    sessions: dict[str, list[Turn]] = defaultdict(list)
    for t in bank.turns:
        sessions[t.session_id].append(t)
    id_of: dict[str, str] = {}
    actions: Counter[str] = Counter()
    for turns in sessions.values():
        res = hs.write_many([turn_item(t) for t in turns], bank=bank.name,
                            now=turns[-1].time + timedelta(seconds=1))
        settle(hs)  # sessions are days apart: let reviews they triggered finish (keeps ingest deterministic)
        for t, r in zip(turns, res, strict=True):
            id_of[t.id] = r.id
            actions[str(r.action.value)] += 1
    return id_of, actions


def settle(hs: Hindsight) -> float:
    """Wait for background work the writes started (event-triggered reviews). Returns seconds waited."""
    t0 = time.perf_counter()
    drain = getattr(hs, "drain", None)
    if callable(drain):
        drain(timeout=300)
    return time.perf_counter() - t0


def snapshot(hs: Hindsight, bank: str) -> dict[str, tuple[Any, ...]]:
    return {m.id: (str(m.status), m.confidence, m.access_count, m.last_accessed, m.updated_at, m.importance)
            for m in hs.store.iter_memories(bank)}


def _visibility(snap: tuple[Any, ...] | None, min_conf: float) -> str:
    """Can a plain search return this memory? "visible", or why not (status / low confidence)."""
    if snap is None:
        return "missing"
    status, confidence = snap[0], snap[1]
    if status not in ("active", "disputed"):
        return status
    return "visible" if confidence >= min_conf else f"confidence {confidence:.2f} < {min_conf}"


def score(ranked: Sequence[str], evidence: set[str]) -> tuple[float, float, float, list[int | None]]:
    r5 = len(evidence & set(ranked[:5])) / len(evidence)
    r10 = len(evidence & set(ranked[:10])) / len(evidence)
    mrr = next((1.0 / (i + 1) for i, m in enumerate(ranked[:10]) if m in evidence), 0.0)
    ranks = sorted(ranked.index(e) + 1 if e in ranked else 0 for e in evidence)
    return r5, r10, mrr, [r or None for r in ranks]


def run_quality(ds: Dataset, emb: CachingEmbedder, log: Any) -> dict[str, Any]:
    cfgs = configs()
    per_q: list[dict[str, Any]] = []
    checks: list[dict[str, Any]] = []
    ingest_stats: dict[str, Any] = {}
    # low-cost durability for the throw-away stores; does not change what search returns
    settings = Settings(sqlite_synchronous="NORMAL")
    min_conf = settings.min_confidence
    t_ingest = t_search = 0.0
    n_search = 0
    all_texts = [t.text for b in ds.banks for t in b.turns]
    t0 = time.perf_counter()
    emb.passages(all_texts)  # one batched pass; write_many then hits the cache
    emb.queries([q.text for q in ds.questions()])
    t_embed = time.perf_counter() - t0
    log(f"  embedded {len(set(all_texts))} passages + {len(ds.questions())} queries in {t_embed:.1f}s")
    for bank in ds.banks:
        with tempfile.TemporaryDirectory(prefix="hs-bench-") as d:
            hs = Hindsight.open(d, settings=settings, embedder=emb)
            t0 = time.perf_counter()
            id_of, actions = ingest(hs, bank)
            settle(hs)
            t_ingest += time.perf_counter() - t0
            before = snapshot(hs, bank.name)
            statuses = Counter(v[0] for v in before.values())
            ingest_stats[bank.name] = {"turns": len(bank.turns), "memories": len(before),
                                       "actions": dict(actions), "statuses": dict(statuses)}
            first: dict[str, list[str]] = {}
            t0 = time.perf_counter()
            for q in bank.questions:
                ev = {id_of[e] for e in q.evidence}
                row: dict[str, Any] = {"id": q.id, "bank": q.bank, "qtype": q.qtype, "lang": q.lang, "text": q.text,
                                       "answer": q.answer, "evidence": list(q.evidence),
                                       "evidence_status": [_visibility(before.get(id_of[e]), min_conf)
                                                           for e in q.evidence],
                                       "results": {}}
                for cfg in cfgs:
                    res = hs.search(q.text, bank=bank.name, top_k=TOP_K, now=q.time, fusion=cfg.fusion,
                                    profile=cfg.profile, rerank=cfg.rerank, explain=False, track_access=False)
                    n_search += 1
                    ranked = [h.id for h in res.results]
                    if cfg == cfgs[0]:
                        first[q.id] = ranked
                    r5, r10, mrr, ranks = score(ranked, ev)
                    row["results"][cfg.key] = {"r5": r5, "r10": r10, "mrr": mrr, "ranks": ranks,
                                               "n": len(ranked), "timed_out": res.timed_out}
                per_q.append(row)
            # re-run the first configuration: any state leaking between configurations would show here
            rerun_same = all(
                [h.id for h in hs.search(q.text, bank=bank.name, top_k=TOP_K, now=q.time, fusion=cfgs[0].fusion,
                                         profile=cfgs[0].profile, rerank=cfgs[0].rerank,
                                         track_access=False).results] == first[q.id]
                for q in bank.questions)
            t_search += time.perf_counter() - t0
            after = snapshot(hs, bank.name)
            changed = sorted(k for k in before if before[k] != after.get(k))
            checks.append({"bank": bank.name, "state_unchanged": not changed and before.keys() == after.keys(),
                           "changed_memories": len(changed), "rerun_identical": rerun_same})
            hs.close()
        log(f"  {bank.name}: {len(bank.turns)} turns -> {ingest_stats[bank.name]['memories']} memories, "
            f"{len(bank.questions)} questions x {len(cfgs)} configs")
    summary = summarise(per_q, cfgs)
    hidden = [q for q in per_q if any(st != "visible" for st in q["evidence_status"])]
    return {
        "configs": summary,
        "evidence_not_visible": {
            "questions": len(hidden), "by_type": dict(Counter(q["qtype"] for q in hidden)),
            "statuses": dict(Counter(st for q in hidden for st in q["evidence_status"])),
            "examples": [{"id": q["id"], "text": q["text"], "evidence_status": q["evidence_status"]}
                         for q in hidden[:10]]},
        "winners": winners(summary),
        "state_checks": checks,
        "ingest": ingest_stats,
        "timing": {"embed_s": round(t_embed, 1), "ingest_s": round(t_ingest, 1), "search_s": round(t_search, 1),
                   "searches": n_search, "ms_per_search": round(1000 * t_search / max(1, n_search), 2)},
        "questions": per_q,
    }


def _mean(xs: list[float]) -> float:
    return round(sum(xs) / len(xs), 4) if xs else float("nan")


def summarise(per_q: list[dict[str, Any]], cfgs: list[Config]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for cfg in cfgs:
        rows = [(q, q["results"][cfg.key]) for q in per_q]

        def agg(sel: list[tuple[dict[str, Any], dict[str, Any]]]) -> dict[str, Any]:
            return {"n": len(sel), "r5": _mean([r["r5"] for _, r in sel]), "r10": _mean([r["r10"] for _, r in sel]),
                    "mrr": _mean([r["mrr"] for _, r in sel])}

        out.append({
            "key": cfg.key, "fusion": cfg.fusion, "profile": cfg.profile, "rerank": cfg.rerank,
            "overall": agg(rows),
            "by_type": {t: agg([x for x in rows if x[0]["qtype"] == t]) for t in QTYPES},
            "by_lang": {lg: agg([x for x in rows if x[0]["lang"] == lg]) for lg in ("en", "zh")},
            "empty_results": sum(1 for _, r in rows if r["n"] == 0),
            "timed_out": sum(1 for _, r in rows if r["timed_out"]),
        })
    base = next(c for c in out if c["key"] == "bm25/relevance")
    for c in out:
        c["vs_bm25"] = {
            "r10": _ratio(c["overall"]["r10"], base["overall"]["r10"]),
            "mrr": _ratio(c["overall"]["mrr"], base["overall"]["mrr"]),
            "by_type_r10": {t: _ratio(c["by_type"][t]["r10"], base["by_type"][t]["r10"]) for t in QTYPES},
        }
    return out


def _ratio(a: float, b: float) -> float | None:
    return round(a / b, 3) if b and b == b and a == a else None


def winners(summary: list[dict[str, Any]]) -> dict[str, Any]:
    by_key = {c["key"]: c for c in summary}

    def best(keys: list[str], metric: Any) -> list[str]:
        vals = {k: metric(by_key[k]) for k in keys}
        top = max(vals.values())
        return [k for k, v in vals.items() if v == top]

    keys = list(by_key)
    rel = [k for k in keys if k.endswith("/relevance")]
    fused = ("rrf", "additive", "interleave")
    fusion_mean = {f: _mean([by_key[f"{f}/{p}"]["overall"]["r10"] for p in PROFILES]) for f in FUSIONS}
    profile_mean = {p: _mean([by_key[f"{f}/{p}"]["overall"]["r10"] for f in fused]) for p in PROFILES}
    s = Settings()
    default = config_key(s.fusion, s.profile, s.rerank)
    d = by_key.get(default)
    return {
        "best_config_r10": best(keys, lambda c: (c["overall"]["r10"], c["overall"]["mrr"])),
        "best_fusion_r10_relevance_profile": [k.split("/")[0] for k in best(rel, lambda c: c["overall"]["r10"])],
        "fusion_r10_mean_over_profiles": fusion_mean,
        "profile_r10_mean_over_fused_methods": profile_mean,
        "by_type_best_config_r10": {t: best(keys, lambda c, t=t: c["by_type"][t]["r10"]) for t in QTYPES},
        "by_type_best_fusion_r10_relevance_profile": {
            t: [k.split("/")[0] for k in best(rel, lambda c, t=t: c["by_type"][t]["r10"])] for t in QTYPES},
        "by_type_best_profile_r10": {
            t: [k.split("/")[1] for k in best(keys, lambda c, t=t: c["by_type"][t]["r10"])] for t in QTYPES},
        "default": default,
        "default_r10": d["overall"]["r10"] if d else None,
        "default_beats_bm25_r10": bool(d and d["overall"]["r10"] > by_key["bm25/relevance"]["overall"]["r10"]),
        "default_beats_dense_r10": bool(d and d["overall"]["r10"] > by_key["dense/relevance"]["overall"]["r10"]),
    }


# ---------------------------------------------------------------------------------------------------
# ingest throughput


def run_throughput(turns: list[Turn], emb: Embedder, log: Any) -> dict[str, Any]:
    items = [turn_item(t) for t in turns]
    texts = [t.text for t in turns]
    emb.passages(texts[:8])  # warm-up

    def embed_rate() -> float:
        t0 = time.perf_counter()
        emb.passages(texts)
        return len(texts) / (time.perf_counter() - t0)

    # the machine may be shared: embedding alone is timed before and after the writes (the faster counts)
    load = [round(os.getloadavg()[0], 2)]
    rates = [embed_rate()]
    out: dict[str, Any] = {"turns": len(turns), "settings": "defaults (sqlite_synchronous=FULL)"}
    with tempfile.TemporaryDirectory(prefix="hs-bench-") as d:
        hs = Hindsight.open(d, embedder=emb)
        t0 = time.perf_counter()
        res = hs.write_many(items, bank="tp")
        dt = time.perf_counter() - t0
        out["write_many"] = {"seconds": round(dt, 2), "per_s": round(len(items) / dt, 1),
                             "background_review_wait_s": round(settle(hs), 2),
                             "actions": dict(Counter(str(r.action.value) for r in res))}
        hs.close()
    with tempfile.TemporaryDirectory(prefix="hs-bench-") as d:
        hs = Hindsight.open(d, embedder=emb)
        t0 = time.perf_counter()
        res = [hs.write(**{**it, "bank": "tp"}) for it in items]
        dt = time.perf_counter() - t0
        out["write_one_by_one"] = {"seconds": round(dt, 2), "per_s": round(len(items) / dt, 1),
                                   "background_review_wait_s": round(settle(hs), 2),
                                   "actions": dict(Counter(str(r.action.value) for r in res))}
        hs.close()
    rates.append(embed_rate())
    load.append(round(os.getloadavg()[0], 2))
    out["embed_only_per_s"] = round(max(rates), 1)
    out["embed_only_runs_per_s"] = [round(r, 1) for r in rates]
    out["loadavg"] = load
    out["speedup"] = round(out["write_many"]["per_s"] / out["write_one_by_one"]["per_s"], 2)
    log(f"  write: {out['write_one_by_one']['per_s']}/s, write_many: {out['write_many']['per_s']}/s, "
        f"embedding alone: {out['embed_only_per_s']}/s")
    return out


# ---------------------------------------------------------------------------------------------------
# latency at scale


class Corpus:
    """Endless stream of (text, vector, time, session) for a large bank.

    Texts come from further generated datasets (other seeds). A text whose real embedding is known keeps
    it; any other text gets the real embedding of a random base text of the same template family plus
    Gaussian noise, re-normalised.
    """

    def __init__(self, emb: CachingEmbedder, seed: int, base_extra: int, log: Any) -> None:
        self.emb = emb
        self.rng = np.random.default_rng(seed)
        self.seed = seed
        extra = generate(seed + 1000, personas=10, sessions=40)
        new = [t.text for t in extra.turns() if t.text not in emb.passage_cache]
        new = list(dict.fromkeys(new))[:base_extra]
        t0 = time.perf_counter()
        emb.passages(new)
        log(f"  embedded {len(new)} extra base texts in {time.perf_counter() - t0:.1f}s "
            f"({len(emb.passage_cache)} real embeddings in the base set)")
        self.by_tpl: dict[str, list[np.ndarray]] = defaultdict(list)
        self.tpl_of: dict[str, str] = {}
        self._index(extra)
        self.base_size = len(emb.passage_cache)
        self.real = 0
        self.synthetic = 0

    def _index(self, ds: Dataset) -> None:
        for t in ds.turns():
            v = self.emb.passage_cache.get(t.text)
            if v is not None:
                self.by_tpl[t.tpl].append(v)
                self.by_tpl[t.tpl.split(".")[0]].append(v)

    def add_known(self, ds: Dataset) -> None:
        self._index(ds)

    def stream(self) -> Iterator[dict[str, Any]]:
        k = 0
        while True:
            ds = generate(self.seed + 2000 + k, personas=10, sessions=40)
            k += 1
            for t in ds.turns():
                v = self.emb.passage_cache.get(t.text)
                if v is None:
                    pool = self.by_tpl.get(t.tpl) or self.by_tpl.get(t.tpl.split(".")[0]) or self.by_tpl["smalltalk"]
                    base = pool[int(self.rng.integers(len(pool)))]
                    noisy = base + self.rng.normal(0.0, NOISE_SIGMA, size=base.shape).astype(np.float32)
                    v = noisy / np.linalg.norm(noisy)
                    self.synthetic += 1
                else:
                    self.real += 1
                yield {"content": t.text, "embedding": v.tolist(), "kind": "episodic",
                       "source": "user" if t.role == "user" else "agent", "observed_at": t.time,
                       "session_id": f"k{k}/{t.bank}/{t.session_id}"}


def bulk_insert(hs: Hindsight, bank: str, items: list[dict[str, Any]]) -> None:
    """Insert through the store port, skipping only the write path's per-item near-duplicate search."""
    at = datetime.now(UTC)
    if not hs.store.bank_exists(bank):
        hs.create_bank(bank)
    preps = [write_path.prepare(hs.engine, validate(WriteRequest, it), bank, at) for it in items]
    write_path.embed(hs.engine, preps)
    with hs.store.transaction(bank) as tx:
        for p in preps:
            assert p.vec is not None
            tx.insert(p.memory, p.vec)
            tx.append_event(p.memory.id, bank, at, EventType.created, "bench", "bulk load", {"via": "bench"})


def _pct(xs: list[float], p: float) -> float:
    if not xs:
        return float("nan")
    s = sorted(xs)
    return round(s[min(len(s) - 1, max(0, round(p / 100 * (len(s) - 1))))], 2)


def measure(hs: Hindsight, bank: str, queries: list[str], fields: dict[str, Any]) -> dict[str, Any]:
    for q in queries[:3]:
        hs.search(q, bank=bank, top_k=TOP_K, **fields)
    wall: list[float] = []
    took: list[float] = []
    timed_out = 0
    n_res = 0
    for q in queries:
        t0 = time.perf_counter()
        r = hs.search(q, bank=bank, top_k=TOP_K, **fields)
        wall.append((time.perf_counter() - t0) * 1000)
        took.append(r.took_ms)
        timed_out += int(r.timed_out)
        n_res += len(r.results)
    return {"queries": len(queries), "p50_ms": _pct(wall, 50), "p95_ms": _pct(wall, 95),
            "engine_p50_ms": _pct(took, 50), "engine_p95_ms": _pct(took, 95), "timed_out": timed_out,
            "mean_results": round(n_res / len(queries), 1)}


def run_latency(ds: Dataset, emb: CachingEmbedder, sizes: list[int], n_queries: int, base_extra: int,
                seed: int, log: Any, probe_n: int = 100) -> dict[str, Any]:
    corpus = Corpus(emb, seed, base_extra, log)
    corpus.add_known(ds)
    stream = corpus.stream()
    rng = random.Random(seed)
    queries = [q.text for q in rng.sample(ds.questions(), min(n_queries, len(ds.questions())))]
    s = Settings()
    arms: dict[str, dict[str, Any]] = {f"default ({s.fusion}/{s.profile})": {}, "bm25": {"fusion": "bm25"},
                                       "dense": {"fusion": "dense"}}
    out: dict[str, Any] = {"settings": "defaults (log_retrievals and track_access on, sqlite_synchronous=FULL)",
                           "queries": len(queries), "noise_sigma_per_dim": NOISE_SIGMA, "sizes": {}, "fill": []}
    bank = "scale"
    wm_limit = 1000
    with tempfile.TemporaryDirectory(prefix="hs-bench-") as d:
        hs = Hindsight.open(d, embedder=emb.inner)  # queries embedded live, not from the cache
        count = 0
        for size in sizes:
            t_fill = time.perf_counter()
            while count < size:
                step = min(wm_limit - count if count < wm_limit else 10_000, size - count)
                items = [next(stream) for _ in range(step)]
                t0 = time.perf_counter()
                method = "write_many" if count < wm_limit else "store port (no dedup)"
                if count < wm_limit:
                    hs.write_many(items, bank=bank)
                    settle(hs)
                else:
                    bulk_insert(hs, bank, items)
                dt = time.perf_counter() - t0
                new_count = hs.store.count(bank)
                out["fill"].append({"from": count, "to": new_count, "method": method,
                                    "per_s": round((new_count - count) / dt, 1) if dt > 0 else None})
                count = new_count
            fill_s = time.perf_counter() - t_fill
            measured = count
            res = {name: measure(hs, bank, queries, fields) for name, fields in arms.items()}
            # incremental ingest at this size: the near-duplicate/conflict check looks at the whole bank
            probe = [next(stream) for _ in range(probe_n)]
            t0 = time.perf_counter()
            hs.write_many(probe, bank=bank)
            probe_rate = probe_n / (time.perf_counter() - t0)
            settle(hs)
            count = hs.store.count(bank)
            out["sizes"][str(size)] = {"memories": measured, "fill_s": round(fill_s, 1), "arms": res,
                                       "write_many_probe": {"items": probe_n, "per_s": round(probe_rate, 1)}}
            log(f"  {measured:>7,} memories (filled in {fill_s:.1f}s): " + ", ".join(
                f"{k} p50 {v['p50_ms']:.1f} / p95 {v['p95_ms']:.1f} ms" for k, v in res.items())
                + f"; write_many with vectors at this size {probe_rate:.0f}/s")
        hs.close()
    out["base_texts"] = corpus.base_size
    out["real_vectors"] = corpus.real
    out["synthetic_vectors"] = corpus.synthetic
    return out


# ---------------------------------------------------------------------------------------------------
# reporting


def git_state() -> str:
    """Commit of the checkout, with "+dirty" when src/ has uncommitted changes (results depend on it)."""
    import subprocess

    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                              timeout=10).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--", "src"], cwd=ROOT, capture_output=True,
                               text=True, timeout=10).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return (head or "unknown") + ("+dirty" if dirty else "")


def cpu_model() -> str:
    return _common.cpu_model()


def _f(x: float | None, nd: int = 3) -> str:
    return "–" if x is None or x != x else f"{x:.{nd}f}"


def quality_rows(q: dict[str, Any], default: str) -> tuple[list[str], list[list[str]], list[str], list[list[str]]]:
    head_a = ["config", "R@5", "R@10", "MRR", "R@10 ×bm25"] + [f"{TYPE_SHORT[t]} R@10" for t in QTYPES]
    head_b = ["config"] + [f"{TYPE_SHORT[t]} R@5 / MRR" for t in QTYPES] + ["en R@10", "zh R@10"]
    rows_a, rows_b = [], []
    for c in q["configs"]:
        name = c["key"] + (" (default)" if c["key"] == default else "")
        o = c["overall"]
        rows_a.append([name, _f(o["r5"]), _f(o["r10"]), _f(o["mrr"]), _f(c["vs_bm25"]["r10"], 2)]
                      + [_f(c["by_type"][t]["r10"]) for t in QTYPES])
        rows_b.append([name] + [f"{_f(c['by_type'][t]['r5'])} / {_f(c['by_type'][t]['mrr'])}" for t in QTYPES]
                      + [_f(c["by_lang"]["en"]["r10"]), _f(c["by_lang"]["zh"]["r10"])])
    return head_a, rows_a, head_b, rows_b


def md_table(head: list[str], rows: list[list[str]], left: int = 1) -> str:
    align = ["---"] * left + ["---:"] * (len(head) - left)
    lines = ["| " + " | ".join(head) + " |", "| " + " | ".join(align) + " |"]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)


def latency_rows(lat: dict[str, Any]) -> tuple[list[str], list[list[str]]]:
    head = ["memories", "config", "p50 ms", "p95 ms", "engine p50 ms", "engine p95 ms", "timed out"]
    rows = []
    for size in lat["sizes"].values():
        for name, a in size["arms"].items():
            rows.append([f"{size['memories']:,}", name, _f(a["p50_ms"], 1), _f(a["p95_ms"], 1),
                         _f(a["engine_p50_ms"], 1), _f(a["engine_p95_ms"], 1), str(a["timed_out"])])
    return head, rows


def throughput_rows(tp: dict[str, Any]) -> tuple[list[str], list[list[str]]]:
    head = ["method", "turns", "seconds", "turns/s"]
    rows = [["`write` one by one", str(tp["turns"]), _f(tp["write_one_by_one"]["seconds"], 2),
             _f(tp["write_one_by_one"]["per_s"], 1)],
            ["`write_many` (one call)", str(tp["turns"]), _f(tp["write_many"]["seconds"], 2),
             _f(tp["write_many"]["per_s"], 1)],
            ["embedding alone, batched (reference)", str(tp["turns"]), "", _f(tp["embed_only_per_s"], 1)]]
    return head, rows


def print_report(res: dict[str, Any]) -> None:
    from rich.console import Console
    from rich.table import Table

    con = Console(width=220)
    q = res["quality"]
    default = q["winners"]["default"]
    head_a, rows_a, head_b, rows_b = quality_rows(q, default)
    for title, head, rows in (("Retrieval quality: overall, and Recall@10 per question type", head_a, rows_a),
                              ("Recall@5 / MRR per question type, Recall@10 per language", head_b, rows_b)):
        t = Table(title=title)
        for i, h in enumerate(head):
            t.add_column(h, justify="left" if i == 0 else "right")
        for r in rows:
            t.add_row(*r)
        con.print(t)
    w = q["winners"]
    con.print(f"best config (R@10): {w['best_config_r10']}; best fusion (relevance profile): "
              f"{w['best_fusion_r10_relevance_profile']}; default {default} R@10 {w['default_r10']} "
              f"beats bm25: {w['default_beats_bm25_r10']}, beats dense: {w['default_beats_dense_r10']}")
    con.print(f"state checks: {q['state_checks']}")
    if "throughput" in res:
        head, rows = throughput_rows(res["throughput"])
        t = Table(title="Ingest throughput")
        for h in head:
            t.add_column(h)
        for r in rows:
            t.add_row(*r)
        con.print(t)
    if "latency" in res:
        head, rows = latency_rows(res["latency"])
        t = Table(title="Search latency (top_k=10)")
        for h in head:
            t.add_column(h)
        for r in rows:
            t.add_row(*r)
        con.print(t)
    con.print(f"total run time {res['meta']['run_seconds']:.0f}s")


def markdown(res: dict[str, Any]) -> str:
    m = res["meta"]
    q = res["quality"]
    st = res["dataset"]
    w = q["winners"]
    default = w["default"]
    head_a, rows_a, head_b, rows_b = quality_rows(q, default)
    types = ", ".join(f"{t} {st['by_type'].get(t, 0)}" for t in QTYPES)
    ok_state = all(c["state_unchanged"] for c in q["state_checks"])
    ok_rerun = all(c["rerun_identical"] for c in q["state_checks"])
    empty = {c["key"]: c["empty_results"] for c in q["configs"] if c["empty_results"]}
    actions: Counter[str] = Counter()
    statuses: Counter[str] = Counter()
    for b in q["ingest"].values():
        actions.update(b["actions"])
        statuses.update(b["statuses"])
    nv = q["evidence_not_visible"]
    timed = sum(c["timed_out"] for c in q["configs"])
    out = [
        "## Retrieval",
        "",
        f"Command: `{m['command']}` — {m['date']}, commit `{m['git']}`, {m['cores']} cores ({m['cpu']}), "
        f"Python {m['python']}, "
        f"embedder `{m['embedder']}`, total run time {m['run_seconds']:.0f} s, load average "
        f"{m['loadavg_start'][0]:.1f} at start / {m['loadavg_end'][0]:.1f} at end (shared machine)"
        + (" (**quick mode**: fewer personas, no 100k)" if m["quick"] else "") + ".",
        "",
        f"Dataset (`bench/datagen.py`, seed {st['seed']}): {st['banks']} personas (English, Chinese and "
        f"code-switching), {st['sessions']} sessions over ~6 months, {st['turns']} turns "
        f"({st['turn_kinds'].get('fact', 0)} fact turns, {st['turn_kinds'].get('distractor', 0)} distractors, "
        "the rest small talk, unrelated requests "
        f"and assistant replies), {st['questions']} paraphrased questions: {types}. Each persona is one bank; "
        f"every question is searched with `top_k=10`, `now` = the question's time, `track_access=False`. "
        "Recall@k = share of the question's evidence turns in the top k (averaged per question); "
        "MRR = 1/rank of the first evidence turn within the top 10. "
        "Every fusion method is shown with every scoring profile; ×bm25 = Recall@10 relative to `bm25/relevance`.",
        "",
        md_table(head_a, rows_a),
        "",
        md_table(head_b, rows_b),
        "",
        f"- Best configuration on Recall@10: {', '.join(f'`{k}`' for k in w['best_config_r10'])}; best fusion with "
        f"the pure relevance profile: {', '.join(f'`{k}`' for k in w['best_fusion_r10_relevance_profile'])}.",
        "- Recall@10 by fusion, mean over profiles: " + ", ".join(
            f"{k} {v:.3f}" for k, v in w["fusion_r10_mean_over_profiles"].items())
        + "; by profile, mean over rrf/additive/interleave: " + ", ".join(
            f"{k} {v:.3f}" for k, v in w["profile_r10_mean_over_fused_methods"].items()) + ".",
        "- Best per question type (Recall@10): " + "; ".join(
            f"{t}: {', '.join(v[:4])}{' …' if len(v) > 4 else ''}" for t, v in w["by_type_best_config_r10"].items())
        + ".",
        f"- Default (`{default}`) Recall@10 {w['default_r10']:.3f}: "
        f"{'beats' if w['default_beats_bm25_r10'] else 'does not beat'} BM25-only and "
        f"{'beats' if w['default_beats_dense_r10'] else 'does not beat'} dense-only.",
        f"- Isolation: store state {'unchanged' if ok_state else 'CHANGED'} by all searches "
        f"(status, confidence, access stats of every memory), first configuration re-run at the end "
        f"{'identical' if ok_rerun else 'DIFFERENT'}; searches that timed out: {timed}; configurations with "
        f"empty result lists: {empty or 'none'}.",
        f"- Write-time effects (the product's own dedup, conflict rules and event-triggered reviews, settled after "
        f"every session): write actions {dict(actions)}; memory statuses before searching {dict(statuses)}. "
        f"Questions whose evidence a plain search cannot return (not active/disputed, or confidence below "
        f"`min_confidence`): {nv['questions']}"
        + (f" ({nv['by_type']}; {nv['statuses']})" if nv["questions"] else "") + ".",
    ]
    if "throughput" in res:
        tp = res["throughput"]
        head, rows = throughput_rows(tp)
        out += ["", "### Ingest throughput", "",
                f"The same {tp['turns']} turns (English and Chinese), each method into a fresh store with default "
                "settings, embedding included (order: embedding alone, `write_many`, `write`, embedding alone again; "
                f"the faster embedding run is shown; 1-min load average {tp['loadavg'][0]} before / "
                f"{tp['loadavg'][1]} after).", "", md_table(head, rows), "",
                f"`write_many` is {tp['speedup']}× faster than one-by-one `write`."]
    if "latency" in res:
        lat = res["latency"]
        head, rows = latency_rows(lat)
        fill = lat["fill"]
        wm = [f for f in fill if f["method"] == "write_many"]
        out += ["", "### Search latency", "",
                f"One bank, {lat['queries']} dataset questions per configuration, embedded live, default settings "
                "(retrieval log and access tracking on, `sqlite_synchronous=FULL`). *p50/p95* is the wall time of "
                "`Hindsight.search`; *engine* is the response's `took_ms`, which excludes the synchronous "
                "retrieval-log/access-stats write. "
                f"{lat['base_texts']:,} generated texts were embedded for real; the other memories are new "
                "generated texts with the real embedding of a same-template base text plus Gaussian noise "
                f"(σ = {lat['noise_sigma_per_dim']} per dimension, re-normalised), passed via `embedding=`.", "",
                md_table(head, rows, left=2), ""]
        probes = [f"{v['write_many_probe']['per_s']:.0f}/s at {v['memories']:,}" for v in lat["sizes"].values()]
        out.append(
            f"`write_many` with caller-supplied vectors (no embedding; near-duplicate and conflict checks against "
            f"the bank): {', '.join(probes)} (100 new items after each measurement). "
            + (f"The bank was filled with `write_many` up to {wm[-1]['to']:,} memories; beyond that it was "
               "bulk-loaded through the store port (`Store.transaction` + `insert`, skipping the near-duplicate "
               "check), because `write_many` at this rate would not fit the time budget." if wm else ""))
    return "\n".join(out) + "\n"


def write_docs(section: str, path: Path = DOCS) -> None:
    """Replace only our section of docs/benchmarks.md (other scripts write theirs)."""
    _common.write_section("retrieval", section, path)


def save_json(res: dict[str, Any], path: Path) -> None:
    _common.save_json(res, path)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="3 personas, fewer sessions, latency at 1k/10k only")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--personas", type=int, help="number of personas (default 8, quick 3)")
    ap.add_argument("--sessions", type=int, help="sessions per persona (default 40, quick 24)")
    ap.add_argument("--sizes", type=int, nargs="+", help="latency bank sizes (default 1000 10000 100000)")
    ap.add_argument("--queries", type=int, help="latency queries per configuration (default 50, quick 20)")
    ap.add_argument("--skip-throughput", action="store_true")
    ap.add_argument("--skip-latency", action="store_true")
    ap.add_argument("--out", type=Path, help=f"JSON results (default {RESULTS.relative_to(ROOT)}, with --quick "
                    f"{RESULTS_QUICK.relative_to(ROOT)})")
    ap.add_argument("--write-docs", action="store_true", help="rewrite the retrieval section of docs/benchmarks.md")
    args = ap.parse_args(argv)
    quick = args.quick
    personas = args.personas or (3 if quick else 8)
    sessions = args.sessions or (24 if quick else 40)
    sizes = args.sizes or ([1000, 10_000] if quick else [1000, 10_000, 100_000])
    n_queries = args.queries or (20 if quick else 50)
    out_path: Path = args.out or (RESULTS_QUICK if quick else RESULTS)

    t_start = time.perf_counter()
    load0 = [round(x, 2) for x in os.getloadavg()]

    def log(msg: str) -> None:
        print(f"[{time.perf_counter() - t_start:6.1f}s] {msg}", file=sys.stderr, flush=True)

    ds = generate(args.seed, personas=personas, sessions=sessions)
    stats = ds.stats()
    log(f"dataset: {stats['banks']} banks, {stats['turns']} turns, {stats['questions']} questions {stats['by_type']}")
    inner = make_embedder(Settings())
    emb = CachingEmbedder(inner)
    res: dict[str, Any] = {"dataset": stats}
    log("quality ...")
    res["quality"] = run_quality(ds, emb, log)
    if not args.skip_throughput:
        log("ingest throughput ...")
        per = 30 if quick else 150
        turns = [t for b in ds.banks[:2] for t in b.turns[:per]]
        res["throughput"] = run_throughput(turns, inner, log)
    if not args.skip_latency:
        log("latency ...")
        res["latency"] = run_latency(ds, emb, sizes, n_queries, 200 if quick else 1000, args.seed, log)
    s = Settings()
    cmd = "python bench/retrieval.py" + (" --quick" if quick else "")
    res["meta"] = {
        "command": cmd, "argv": sys.argv[1:], "quick": quick, "date": datetime.now(UTC).strftime("%Y-%m-%d"),
        "cores": os.cpu_count(), "cpu": cpu_model(), "git": git_state(), "python": platform.python_version(),
        "embedder": inner.name, "default_fusion": s.fusion, "default_profile": s.profile,
        "candidate_k": s.candidate_k, "rrf_k": s.rrf_k, "top_k": TOP_K,
        "run_seconds": round(time.perf_counter() - t_start, 1),
        "loadavg_start": load0, "loadavg_end": [round(x, 2) for x in os.getloadavg()],
    }
    res = {"meta": res.pop("meta"), **res}
    save_json(res, out_path)
    print_report(res)
    if args.write_docs:
        write_docs(markdown(res))
        log(f"wrote {DOCS.relative_to(ROOT)}")
    log(f"saved {out_path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
