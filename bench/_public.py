"""What the public-benchmark runners (locomo.py, longmemeval.py) share: turns and questions, writing the turns
of one conversation into a fresh embedded store, the systems compared, Recall@k and the tables.

Every turn becomes one memory (``write_many`` per session, ``observed_at`` = the session's date, ``kind``
episodic, ``idempotency_key`` = the turn's id). The write path may merge identical turns into one memory: a
memory counts for every turn it came from (``WriteResult.id`` maps turns to memories).
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

import _common
from _bm25 import BM25
from hindsight import Hindsight
from hindsight.config import Settings
from hindsight.embedder import make_embedder
from retrieval import CachingEmbedder

KS = (5, 10)


@dataclass(frozen=True)
class Turn:
    key: str  # the turn's id in the public file (LoCoMo "D3:7"; LongMemEval "<session>#<index>")
    text: str  # what is written: "<speaker>: <text>"
    at: datetime  # the session's date
    session: str
    speaker: str


@dataclass
class Question:
    qid: str
    text: str
    category: str
    evidence: set[str]
    at: datetime
    labels: dict[str, str] = field(default_factory=dict)  # turn key -> label (LongMemEval: current / stale)


@dataclass
class Bank:
    """One conversation (LoCoMo) or one question's haystack (LongMemEval): written into a store of its own."""

    name: str
    turns: list[Turn]
    questions: list[Question]


# -- systems ---------------------------------------------------------------------------------------------
#: a system ranks turn keys for a question: (question, top_k) -> turn-key groups, best first (one group per
#: memory: the turns it came from)
Ranker = Callable[[Question, int], list[list[str]]]


def bm25_ranker(bank: Bank) -> Ranker:
    index = BM25([t.text for t in bank.turns])

    def rank(q: Question, k: int) -> list[list[str]]:
        return [[bank.turns[i].key] for i in index.rank(q.text, k)]

    return rank


@dataclass
class Written:
    hs: Hindsight
    turns_of: dict[str, list[str]]  # memory id -> turn keys
    statuses: dict[str, int]
    write_s: float


def write_bank(hs: Hindsight, bank: Bank) -> Written:
    """Write ``bank``'s turns session by session (oldest first), as a live agent would."""
    sessions: dict[str, list[Turn]] = defaultdict(list)
    for t in bank.turns:
        sessions[t.session].append(t)
    turns_of: dict[str, list[str]] = defaultdict(list)
    t0 = time.perf_counter()
    for turns in sorted(sessions.values(), key=lambda ts: ts[0].at):
        items = [{"content": t.text[:4000], "kind": "episodic", "source": "agent" if t.speaker == "assistant"
                  else "user", "observed_at": t.at, "session_id": t.session, "idempotency_key": t.key,
                  "metadata": {"turn": t.key, "speaker": t.speaker}} for t in turns]
        res = hs.write_many(items, bank=bank.name, now=turns[-1].at + timedelta(seconds=1))
        hs.drain(timeout=300)  # reviews the writes started finish before the next session (deterministic)
        for t, r in zip(turns, res, strict=True):
            turns_of[r.id].append(t.key)
    statuses: dict[str, int] = defaultdict(int)
    for m in hs.store.iter_memories(bank.name):
        statuses[str(m.status)] += 1
    return Written(hs, dict(turns_of), dict(statuses), time.perf_counter() - t0)


def hindsight_ranker(w: Written, bank: str, search: dict[str, Any], took: list[float]) -> Ranker:
    """The project's search (``search`` = extra keyword arguments of ``Hindsight.search``) at the question's time,
    without access tracking (a question must not change the next one's ranking)."""

    def rank(q: Question, k: int) -> list[list[str]]:
        res = w.hs.search(q.text, bank=bank, top_k=k, now=q.at, track_access=False, **search)
        took.append(res.took_ms)
        return [w.turns_of.get(h.id, []) for h in res.results]

    return rank


def open_store(home: Path, emb: CachingEmbedder, settings: Settings) -> Hindsight:
    return Hindsight.open(home, settings=settings, embedder=emb)  # type: ignore[arg-type]


def temp_home(prefix: str) -> tempfile.TemporaryDirectory[str]:
    return tempfile.TemporaryDirectory(prefix=prefix)


def arg_parser(doc: str, data_help: str) -> argparse.ArgumentParser:
    """The runners' command line: ``--data`` first (the runner adds its own options), then :func:`output_args`."""
    ap = argparse.ArgumentParser(description=doc.splitlines()[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, required=True, help=data_help)
    return ap


def output_args(ap: argparse.ArgumentParser, out_help: str) -> None:
    ap.add_argument("--out", type=Path, help=out_help)
    ap.add_argument("--embed-cache", type=Path, help="keep the e5 vectors in this .npz between runs (same model)")
    ap.add_argument("--write-docs", action="store_true", help="rewrite this file's section of docs/benchmarks.md")


def clock() -> tuple[float, Callable[[str], None]]:
    """The run's start and a logger that prints seconds since it to stderr."""
    t_start = time.perf_counter()

    def log(msg: str) -> None:
        print(f"[{time.perf_counter() - t_start:6.1f}s] {msg}", file=sys.stderr, flush=True)
    return t_start, log


def embedded(passages: Sequence[str], queries: Sequence[str], cache: Path | None) -> CachingEmbedder:
    """The default embedder with every passage and query embedded once (reusing and refreshing ``cache``)."""
    emb = CachingEmbedder(make_embedder(Settings()))
    load_cache(emb, cache)
    emb.passages(list(passages))
    emb.queries(list(queries))
    save_cache(emb, cache)
    return emb


def run_meta(command: str, data: Path, emb: CachingEmbedder, t_start: float) -> dict[str, Any]:
    """What every result file states about its run (the runner adds its counts)."""
    return {"command": command, "data": data.name, "date": datetime.now(UTC).strftime("%Y-%m-%d"),
            "cores": os.cpu_count(), "cpu": _common.cpu_model(), "python": platform.python_version(),
            "embedder": emb.name, "run_seconds": round(time.perf_counter() - t_start, 1)}


def load_cache(emb: CachingEmbedder, path: Path | None) -> None:
    """Vectors of an earlier run of the same model (``--embed-cache``): only new texts are embedded."""
    if path is None or not path.exists():
        return
    with np.load(path, allow_pickle=False) as z:
        if str(z["model"]) != emb.name:
            return
        for cache, kind in ((emb.passage_cache, "p"), (emb.query_cache, "q")):
            cache.update(zip((str(t) for t in z[f"{kind}_texts"]), z[f"{kind}_vecs"], strict=True))


def save_cache(emb: CachingEmbedder, path: Path | None) -> None:
    if path is None:
        return
    arrays: dict[str, Any] = {"model": np.array(emb.name)}
    for cache, kind in ((emb.passage_cache, "p"), (emb.query_cache, "q")):
        arrays[f"{kind}_texts"] = np.array(list(cache), dtype=str)
        arrays[f"{kind}_vecs"] = np.vstack(list(cache.values())) if cache else np.zeros((0, emb.dim), np.float32)
    np.savez(path, **arrays)


# -- metrics ---------------------------------------------------------------------------------------------
def recall(groups: Sequence[Sequence[str]], evidence: set[str], k: int) -> float:
    found = {key for g in groups[:k] for key in g}
    return len(evidence & found) / len(evidence)


def first_rank(groups: Sequence[Sequence[str]], keys: Iterable[str]) -> int | None:
    want = set(keys)
    return next((i + 1 for i, g in enumerate(groups) if want & set(g)), None)


def mean(xs: Sequence[float]) -> float | None:
    return round(sum(xs) / len(xs), 4) if xs else None


def summarise(rows: list[dict[str, Any]], categories: Sequence[str], metrics: Sequence[str]) -> dict[str, Any]:
    """rows: one per (system, question) with ``system``, ``category`` and the metrics -> system -> column -> means."""
    out: dict[str, Any] = {}
    for system in dict.fromkeys(r["system"] for r in rows):
        mine = [r for r in rows if r["system"] == system]
        cols: dict[str, Any] = {}
        for cat in ("all", *categories):
            sel = mine if cat == "all" else [r for r in mine if r["category"] == cat]
            cols[cat] = {"n": len(sel), **{m: mean([r[m] for r in sel if r.get(m) is not None]) for m in metrics}}
        out[system] = cols
    return out


def fmt(v: float | None, nd: int = 3) -> str:
    return "–" if v is None else f"{v:.{nd}f}"


def table(summary: dict[str, Any], categories: Sequence[str], labels: dict[str, str], metric: str) -> list[str]:
    """A markdown table: one row per system, a column per category (``all`` first)."""
    cols = ("all", *categories)
    any_sys = next(iter(summary.values()))
    head = "| system | " + " | ".join(f"{labels.get(c, c)} (n={any_sys[c]['n']})" for c in cols) + " |"
    lines = [head, "|---|" + "---|" * len(cols)]
    for system, s in summary.items():
        lines.append(f"| {system} | " + " | ".join(fmt(s[c][metric]) for c in cols) + " |")
    return lines
