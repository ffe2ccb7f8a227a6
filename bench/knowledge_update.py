"""Knowledge-update benchmark: on real conversations, does the up-to-date statement rank above the stale one?

    python bench/knowledge_update.py [PATH]               # PATH: lme-knowledge-update-dev.json
    python bench/knowledge_update.py --write-docs         # also rewrite <!-- knowledge-update:start/end -->
    python bench/knowledge_update.py --show-dev           # per-question lines of the dev half (tuning)
    python bench/knowledge_update.py --embed-cache /tmp/ku.npz   # keep the e5 vectors between runs

Data: LongMemEval's knowledge-update questions (``../shared/data/lme-knowledge-update-dev.json`` next to the
repository, documented in ``../shared/data/README.md``; never copied into the repository). Each question is
replayed into an empty SQLite memory of its own, as the README's metric describes: every turn becomes one memory
``"<role>: <content>"`` (content cut to 4,000 characters; user turns ``source=user``, assistant turns
``source=agent``), written session by session with ``write_many`` (observed at the session's date, real e5,
default settings), event-triggered reviews drained after each session, then one ``review(now=question date)``
and the question searched with ``top_k=10, now=question date, track_access=False``. Each hit is traced back to
its turn(s): a memory a review merged another into, or consolidated from others, counts for all of them.

Per question: ``current@1``, ``current@5``, ``stale_above_current`` (within the top 10 a stale turn ranks above
the best current turn, or a stale turn appears and no current one does), ``current_over_stale`` (``current@5``
and not ``stale_above_current``; the headline). The BM25 column is the README's plain baseline over the same
turns (k1 1.5, b 0.75, lower-cased alphanumeric tokens, a short English stop-word list), computed here.

Split: the 28 questions are ordered by sha256 of their ``question_id``; the first half is ``dev`` (used while
tuning; per-question lines with ``--show-dev``), the second half ``held-out`` (only its means are ever printed or
saved). Also reported: supersedes the write path and the review made on gold turns (a ``current`` turn hidden
is a false supersede; a ``stale`` turn hidden by its ``current`` turn is a correct one).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import platform
import re
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

import _common  # bench/_common.py (scripts run from bench/)
from hindsight import Hindsight
from hindsight.config import Settings
from hindsight.embedder import Embedder, make_embedder
from hindsight.model import EventType

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT.parent / "shared" / "data" / "lme-knowledge-update-dev.json"
RESULTS = ROOT / "bench" / "results" / "knowledge_update.json"
TOP_K = 10
MAX_CHARS = 4000
METRICS = ("current@1", "current@5", "stale_above_current", "current_over_stale")
STOP = frozenset({"a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "from", "has", "have", "i", "in",
                  "is", "it", "its", "me", "my", "of", "on", "or", "so", "that", "the", "this", "to", "was", "were",
                  "what", "which", "who", "will", "with", "you", "your"})


class CachingEmbedder:
    """Wraps an :class:`Embedder`; identical texts are embedded once (vectors unchanged)."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.name = inner.name
        self.dim = inner.dim
        self.calibration = inner.calibration
        self.cache: dict[tuple[str, str], np.ndarray] = {}
        self._lock = threading.Lock()

    def _get(self, side: str, fn: Any, texts: list[str]) -> np.ndarray:
        with self._lock:
            missing = [t for t in dict.fromkeys(texts) if (side, t) not in self.cache]
            if missing:
                for t, v in zip(missing, fn(missing), strict=True):
                    self.cache[(side, t)] = np.asarray(v, dtype=np.float32)
            if not texts:
                return np.zeros((0, self.dim), dtype=np.float32)
            return np.vstack([self.cache[(side, t)] for t in texts])

    def passages(self, texts: list[str]) -> np.ndarray:
        return self._get("p", self.inner.passages, texts)

    def queries(self, texts: list[str]) -> np.ndarray:
        return self._get("q", self.inner.queries, texts)

    def load(self, path: Path | None) -> None:
        """Vectors of an earlier run of the same model (``--embed-cache``): only new texts are embedded."""
        if path is None or not path.exists():
            return
        with np.load(path, allow_pickle=False) as z:
            if str(z["model"]) != self.name:
                return
            for side in ("p", "q"):
                self.cache.update({(side, str(t)): v for t, v in zip(z[f"{side}_texts"], z[f"{side}_vecs"],
                                                                      strict=True)})

    def save(self, path: Path | None) -> None:
        if path is None:
            return
        arrays: dict[str, Any] = {"model": np.array(self.name)}
        for side in ("p", "q"):
            keys = [t for s, t in self.cache if s == side]
            arrays[f"{side}_texts"] = np.array(keys, dtype=str)
            arrays[f"{side}_vecs"] = np.vstack([self.cache[(side, t)] for t in keys]) if keys else \
                np.zeros((0, self.dim), np.float32)
        np.savez(path, **arrays)


# ---------------------------------------------------------------------------------------------------
# data


def turn_text(turn: dict[str, Any]) -> str:
    return f"{turn['role']}: {turn['content'][:MAX_CHARS]}"


def split(questions: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """Fixed split: ordered by sha256(question_id); the first half is dev, the rest held out."""
    order = sorted(questions, key=lambda q: hashlib.sha256(q["question_id"].encode()).hexdigest())
    half = len(order) // 2
    return {"dev": order[:half], "held-out": order[half:]}


def _time(s: str) -> datetime:
    return datetime.fromisoformat(s.replace("Z", "+00:00"))


def scores(ranked_gold: Sequence[set[str]]) -> dict[str, float]:
    """The README's per-question metric; ``ranked_gold[i]`` is the set of gold labels of hit ``i``."""
    cur = [i for i, g in enumerate(ranked_gold[:TOP_K]) if "current" in g]
    stale = [i for i, g in enumerate(ranked_gold[:TOP_K]) if "stale" in g]
    c1 = bool(ranked_gold) and "current" in ranked_gold[0]
    c5 = bool(cur) and cur[0] < 5
    above = bool(stale) and (not cur or stale[0] < cur[0])
    return {"current@1": float(c1), "current@5": float(c5), "stale_above_current": float(above),
            "current_over_stale": float(c5 and not above)}


# ---------------------------------------------------------------------------------------------------
# the BM25 baseline


def tokens(s: str) -> list[str]:
    return [t for t in re.findall(r"[a-z0-9]+", s.lower()) if t not in STOP]


def bm25_rank(docs: list[str], query: str, k1: float = 1.5, b: float = 0.75) -> list[int]:
    toks = [tokens(d) for d in docs]
    n = len(docs)
    avg = sum(len(t) for t in toks) / max(n, 1)
    df: Counter[str] = Counter(w for t in toks for w in set(t))
    q = tokens(query)
    out: list[tuple[float, int]] = []
    for i, t in enumerate(toks):
        tf = Counter(t)
        s = 0.0
        for w in q:
            if tf[w]:
                idf = math.log(1 + (n - df[w] + 0.5) / (df[w] + 0.5))
                s += idf * tf[w] * (k1 + 1) / (tf[w] + k1 * (1 - b + b * len(t) / avg))
        out.append((s, i))
    return [i for s, i in sorted(out, key=lambda x: (-x[0], x[1])) if s > 0]


# ---------------------------------------------------------------------------------------------------
# one question through Hindsight


def _turns_of(hs: Hindsight, bank: str, first: dict[str, set[int]]) -> dict[str, set[int]]:
    """Memory id -> the turns it stands for: its own writes, plus memories merged into it or consolidated
    from by it (transitively)."""
    of = {k: set(v) for k, v in first.items()}
    mems = list(hs.store.iter_memories(bank))
    for _ in range(3):  # chains are short
        for m in mems:
            for src in m.metadata.get("consolidated_from", []) or []:
                of.setdefault(m.id, set()).update(of.get(src, set()))
            if m.status == "superseded" and m.superseded_by and \
                    any(e.type == EventType.merged for e in hs.store.events(bank, m.id)):
                of.setdefault(m.superseded_by, set()).update(of.get(m.id, set()))
    return of


def run_question(q: dict[str, Any], emb: CachingEmbedder, settings: Settings) -> dict[str, Any]:
    turns = [t for s in q["sessions"] for t in s["turns"]]
    gold = [t["gold"] or "null" for t in turns]
    qdate = _time(q["question_date"])
    with tempfile.TemporaryDirectory(prefix="hs-ku-") as d:
        hs = Hindsight.open(d, settings=settings, embedder=emb)
        bank = "ku"
        first: dict[str, set[int]] = {}
        idx = 0
        actions: Counter[str] = Counter()
        for s in q["sessions"]:
            at = _time(s["date"])
            items = [{"content": turn_text(t), "kind": "episodic", "source": "user" if t["role"] == "user" else "agent",
                      "observed_at": at, "session_id": s["session_id"], "idempotency_key": f"{s['session_id']}/{i}"}
                     for i, t in enumerate(s["turns"])]
            res = hs.write_many(items, bank=bank, now=at + timedelta(seconds=1))
            hs.drain(timeout=300)
            for r in res:
                first.setdefault(r.id, set()).add(idx)
                actions[str(r.action.value)] += 1
                idx += 1
        hs.review(bank, now=qdate)
        hs.drain(timeout=300)
        of = _turns_of(hs, bank, first)
        res_s = hs.search(q["question"], bank=bank, top_k=TOP_K, now=qdate, track_access=False, explain=True)
        ranked = [{gold[i] for i in of.get(h.id, set())} for h in res_s.results]
        status = {m.id: (str(m.status), m.superseded_by) for m in hs.store.iter_memories(bank)}
        hs.close()
    mem_of_turn = {i: mid for mid, ts in first.items() for i in ts}
    hidden: list[dict[str, Any]] = []
    for i, g in enumerate(gold):
        if g == "null":
            continue
        st, by = status.get(mem_of_turn[i], ("missing", None))
        if st not in ("active", "disputed"):
            by_gold = sorted({gold[j] for j in of.get(by or "", set())}) if by else []
            hidden.append({"gold": g, "status": st, "by": by_gold})
    bm = bm25_rank([turn_text(t) for t in turns], q["question"])
    return {
        "id": q["question_id"], "question": q["question"], "answer": q["answer"],
        "hindsight": scores(ranked), "bm25": scores([{gold[i]} for i in bm]),
        "ranked_gold": [sorted(g) for g in ranked], "bm25_gold": [gold[i] for i in bm[:TOP_K]],
        "hidden_gold": hidden, "actions": dict(actions),
    }


# ---------------------------------------------------------------------------------------------------
# report


def summarise(rows: list[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {"questions": len(rows)}
    for arm in ("hindsight", "bm25"):
        out[arm] = {m: round(sum(r[arm][m] for r in rows) / max(len(rows), 1), 3) for m in METRICS}
    hid = [h for r in rows for h in r["hidden_gold"]]
    out["supersedes"] = {
        "current_hidden": sum(1 for h in hid if h["gold"] == "current"),
        "current_hidden_by_non_gold": sum(1 for h in hid if h["gold"] == "current" and "current" not in h["by"]
                                          and "stale" not in h["by"]),
        "stale_hidden_by_current": sum(1 for h in hid if h["gold"] == "stale" and "current" in h["by"]),
        "stale_hidden_other": sum(1 for h in hid if h["gold"] == "stale" and "current" not in h["by"]),
        "current_not_in_top10": sum(1 for r in rows if not any("current" in g for g in r["ranked_gold"])),
    }
    return out


def md_table(res: dict[str, Any]) -> str:
    head = ["half", "n", "arm", *METRICS]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for half in ("dev", "held-out", "all"):
        s = res["summary"][half]
        for arm in ("hindsight", "bm25"):
            lines.append("| " + " | ".join([half, str(s["questions"]), arm] + [f"{s[arm][m]:.3f}" for m in METRICS])
                         + " |")
    return "\n".join(lines)


def markdown(res: dict[str, Any]) -> str:
    m = res["meta"]
    sup = res["summary"]["all"]["supersedes"]
    ho = res["summary"]["held-out"]
    gap = ho["hindsight"]["current_over_stale"] - ho["bm25"]["current_over_stale"]
    return "\n".join([
        "## Knowledge updates on real conversations (LongMemEval)",
        "",
        f"`{m['command']}` on {m['date']} ({m['cores']} cores, {m['cpu']}; git {m['git']}; embedder {m['embedder']};"
        f" {m['run_seconds']} s). Data: `../shared/data/lme-knowledge-update-dev.json` (28 questions, see its README).",
        "Each question in an empty SQLite memory: every turn written at its session's date, reviews drained, one",
        "review at the question date, then the question searched (top 10). `current_over_stale` = the up-to-date turn",
        "in the top 5 and no out-of-date turn above it (the headline; higher is better except `stale_above_current`).",
        "The dev half (the 14 questions first by sha256 of their id) was used while tuning; the held-out half never",
        "was (only its means are printed).",
        "",
        md_table(res),
        "",
        f"Held out: current above stale {ho['hindsight']['current_over_stale']:.3f} vs BM25 "
        f"{ho['bm25']['current_over_stale']:.3f} ({gap:+.3f}). Supersedes on gold turns (all 28): "
        f"{sup['stale_hidden_by_current']} stale turns retired by their current turn (correct), "
        f"{sup['current_hidden']} current turns hidden ({sup['current_hidden_by_non_gold']} by a non-evidence turn: "
        f"false supersedes), {sup['stale_hidden_other']} stale turns hidden by something else; current turn not in "
        f"the top 10 in {sup['current_not_in_top10']} questions.",
    ])


def git_state() -> str:
    import subprocess
    try:
        sha = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                             check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--", "src"], cwd=ROOT, capture_output=True,
                               text=True, check=True).stdout.strip()
        return sha + ("+dirty" if dirty else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("data", nargs="?", type=Path, default=DATA, help="lme-knowledge-update-dev.json")
    ap.add_argument("--halves", nargs="+", choices=("dev", "held-out"), default=["dev", "held-out"])
    ap.add_argument("--show-dev", action="store_true", help="print one line per dev question")
    ap.add_argument("--out", type=Path, default=RESULTS, help=f"JSON results (default {RESULTS.relative_to(ROOT)})")
    ap.add_argument("--write-docs", action="store_true", help="rewrite our section of docs/benchmarks.md")
    ap.add_argument("--embed-cache", type=Path, help="keep the e5 vectors in this .npz between runs (same model)")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    git = git_state()  # the code this run imports, not what the tree holds when it ends
    data = json.loads(args.data.read_text(encoding="utf-8"))
    halves = split(data)
    if args.embed_cache is not None and args.embed_cache.suffix != ".npz":  # np.savez appends it when missing
        args.embed_cache = args.embed_cache.with_name(args.embed_cache.name + ".npz")
    emb = CachingEmbedder(make_embedder(Settings()))
    emb.load(args.embed_cache)
    settings = Settings(sqlite_synchronous="NORMAL")
    rows: dict[str, list[dict[str, Any]]] = {}
    for half in args.halves:
        rows[half] = []
        for q in halves[half]:
            rows[half].append(run_question(q, emb, settings))
            print(f"[{time.perf_counter() - t0:6.1f}s] {half} {len(rows[half])}/{len(halves[half])}",
                  file=sys.stderr, flush=True)
    emb.save(args.embed_cache)
    summary = {h: summarise(r) for h, r in rows.items()}
    summary["all"] = summarise([r for h in rows for r in rows[h]])
    if args.show_dev and "dev" in rows:
        for r in rows["dev"]:
            print(f"{r['id']}  hs {r['ranked_gold'][:5]}  bm25 {r['bm25_gold'][:5]}  hidden {r['hidden_gold']}  "
                  f"{r['question']}")
    res: dict[str, Any] = {"meta": {
        "command": "python bench/knowledge_update.py", "date": datetime.now(UTC).strftime("%Y-%m-%d"),
        "cores": os.cpu_count(), "cpu": _common.cpu_model(), "git": git, "python": platform.python_version(),
        "embedder": emb.name, "top_k": TOP_K, "run_seconds": round(time.perf_counter() - t0, 1),
        "dev_ids": [q["question_id"] for q in halves["dev"]]}, "summary": summary,
        "dev_questions": rows.get("dev", [])}
    print(md_table(res) if set(rows) == {"dev", "held-out"} else json.dumps(summary, indent=1))
    if set(rows) == {"dev", "held-out"}:
        _common.save_json(res, args.out)
        if args.write_docs:
            _common.write_section("knowledge-update", markdown(res))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
