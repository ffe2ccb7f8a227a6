"""Conversation ingest benchmark (issue 6): ``observe`` vs "store every turn" on the bilingual dialogues.

Both arms ingest the same multi-session conversations (``bench/datagen.py``) session by session:

* **every turn**: one memory per turn through ``write_many`` (user turns as ``user``, replies as ``agent``);
* **observe**: ``Hindsight.observe(session_id, messages)``: importance rules decide what becomes long-term.

Then every question is asked at its own time. Reported, side by side:

* evidence recall@10: the share of a question's evidence turns found among the top 10 search results (a turn
  counts as found when the memory it became is returned, or a returned memory contains its text);
* memories kept per 100 turns (store size);
* context tokens per query: every turn = the top 10 results as prompt lines; observe = ``Hindsight.context``
  (budget 800 tokens, no working memory) - with the share of evidence that made it into that block.

``python bench/ingest.py [--quick] [--write-docs]``
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import _common  # bench/_common.py (scripts run from bench/)
from datagen import Bank, Turn, generate
from hindsight import Hindsight, text
from hindsight.config import Settings
from hindsight.embedder import make_embedder
from retrieval import CachingEmbedder

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "ingest.json"
TOP_K = 10
BUDGET = 800


def _sessions(bank: Bank) -> list[list[Turn]]:
    by: dict[str, list[Turn]] = defaultdict(list)
    for t in bank.turns:
        by[t.session_id].append(t)
    return list(by.values())


def ingest_every_turn(hs: Hindsight, bank: Bank) -> dict[str, str]:
    id_of: dict[str, str] = {}
    for turns in _sessions(bank):
        items = [{"content": t.text, "source": "user" if t.role == "user" else "agent", "observed_at": t.time,
                  "session_id": t.session_id, "metadata": {"turn_id": t.id}} for t in turns]
        for t, r in zip(turns, hs.write_many(items, bank=bank.name, now=turns[-1].time), strict=True):
            id_of[t.id] = r.id
        hs.drain(timeout=300)
    return id_of


def ingest_observe(hs: Hindsight, bank: Bank) -> tuple[dict[str, str], dict[str, int]]:
    id_of: dict[str, str] = {}
    layers: dict[str, int] = defaultdict(int)
    for turns in _sessions(bank):
        msgs = [{"role": t.role, "content": t.text, "at": t.time} for t in turns]
        r = hs.observe(turns[0].session_id, msgs, bank=bank.name, now=turns[-1].time)
        for t, o in zip(turns, r.turns, strict=True):
            layers[o.layer] += 1
            if o.memory_id:
                id_of[t.id] = o.memory_id
        layers["promoted"] += r.promoted
        hs.drain(timeout=300)
    return id_of, layers


def _found(ev: Turn, id_of: dict[str, str], ids: list[str], contents: list[str]) -> bool:
    mid = id_of.get(ev.id)
    if mid is not None and mid in ids:
        return True
    needle = text.normalize(ev.text).strip()
    return any(needle in text.normalize(c) for c in contents)


def evaluate(hs: Hindsight, bank: Bank, id_of: dict[str, str], *, observe: bool) -> dict[str, Any]:
    turns = {t.id: t for t in bank.turns}
    recall, ctx_recall, tokens, ctx5_recall, tokens5 = [], [], [], [], []
    for q in bank.questions:
        res = hs.search(q.text, bank=bank.name, top_k=TOP_K, now=q.time, track_access=False)
        ids = [h.id for h in res.results]
        contents = [h.content for h in res.results]
        ev = [turns[e] for e in q.evidence if e in turns]
        if not ev:
            continue
        recall.append(sum(_found(e, id_of, ids, contents) for e in ev) / len(ev))
        if observe:
            c = hs.context(f"bench-{q.id}", q.text, budget_tokens=BUDGET, bank=bank.name, now=q.time)
            c_ids = [p.memory_id for p in c.parts if p.memory_id]
            tokens.append(c.tokens)
            ctx_recall.append(sum(_found(e, id_of, c_ids, [c.text]) for e in ev) / len(ev))
            c5 = hs.context(f"bench-{q.id}", q.text, budget_tokens=BUDGET, bank=bank.name, now=q.time,
                            max_memories=5)
            tokens5.append(c5.tokens)
            c5_ids = [p.memory_id for p in c5.parts if p.memory_id]
            ctx5_recall.append(sum(_found(e, id_of, c5_ids, [c5.text]) for e in ev) / len(ev))
        else:
            block = "Relevant memories:\n" + "\n".join(
                f"- [{h.memory.observed_at:%Y-%m-%d}] {h.content}" for h in res.results)
            tokens.append(text.estimate_tokens(block))
            ctx_recall.append(recall[-1])
    return {"recall": recall, "ctx_recall": ctx_recall, "tokens": tokens, "ctx5_recall": ctx5_recall,
            "tokens5": tokens5}


def run(seed: int, personas: int, sessions: int, log: Any) -> dict[str, Any]:
    ds = generate(seed, personas=personas, sessions=sessions)
    emb = CachingEmbedder(make_embedder(Settings()))
    n_turns = sum(len(b.turns) for b in ds.banks)
    n_q = sum(len(b.questions) for b in ds.banks)
    log(f"dataset: {len(ds.banks)} personas, {n_turns} turns, {n_q} questions")
    arms: dict[str, dict[str, Any]] = {}
    for arm in ("every_turn", "observe"):
        t0 = time.perf_counter()
        with tempfile.TemporaryDirectory() as tmp:
            settings = Settings(home=Path(tmp), review_interval_seconds=0)
            with Hindsight.open(Path(tmp) / "store", embedder=emb, settings=settings) as hs:
                agg: dict[str, list[float]] = defaultdict(list)
                kept = 0
                layers: dict[str, int] = defaultdict(int)
                for bank in ds.banks:
                    if arm == "observe":
                        id_of, lay = ingest_observe(hs, bank)
                        for k, v in lay.items():
                            layers[k] += v
                    else:
                        id_of = ingest_every_turn(hs, bank)
                    kept += hs.store.count(bank.name)
                    for k, v in evaluate(hs, bank, id_of, observe=arm == "observe").items():
                        agg[k].extend(v)
        arms[arm] = {
            "recall_at_10": sum(agg["recall"]) / len(agg["recall"]),
            "context_recall": sum(agg["ctx_recall"]) / len(agg["ctx_recall"]),
            "memories": kept,
            "memories_per_100_turns": 100 * kept / n_turns,
            "context_tokens_mean": sum(agg["tokens"]) / len(agg["tokens"]),
            "layers": dict(layers),
            **({"context5_recall": sum(agg["ctx5_recall"]) / len(agg["ctx5_recall"]),
                "context5_tokens_mean": sum(agg["tokens5"]) / len(agg["tokens5"])} if agg["tokens5"] else {}),
            "seconds": round(time.perf_counter() - t0, 1),
        }
        log(f"{arm}: {json.dumps(arms[arm])}")
    return {"seed": seed, "personas": len(ds.banks), "turns": n_turns, "questions": n_q, "arms": arms,
            "cpu": _common.cpu_model()}


def markdown(res: dict[str, Any]) -> str:
    a, b = res["arms"]["every_turn"], res["arms"]["observe"]
    rows = [
        ("evidence recall@10", f"{a['recall_at_10']:.3f}", f"{b['recall_at_10']:.3f}"),
        ("evidence in the context block", f"{a['context_recall']:.3f}", f"{b['context_recall']:.3f}"),
        ("memories kept per 100 turns", f"{a['memories_per_100_turns']:.1f}", f"{b['memories_per_100_turns']:.1f}"),
        ("context tokens per query", f"{a['context_tokens_mean']:.0f}", f"{b['context_tokens_mean']:.0f}"),
        ("evidence in a 5-memory context block (`max_memories=5`)", "-", f"{b['context5_recall']:.3f}"),
        ("context tokens per query, 5 memories", "-", f"{b['context5_tokens_mean']:.0f}"),
        ("ingest + evaluation time (s)", f"{a['seconds']:.0f}", f"{b['seconds']:.0f}"),
    ]
    lay = b["layers"]
    lines = [
        "## Conversation ingest: `observe` vs storing every turn",
        "",
        f"`python bench/ingest.py --write-docs` (seed {res['seed']}): {res['personas']} personas, {res['turns']} "
        f"turns, {res['questions']} questions from `bench/datagen.py`, ingested session by session; real "
        f"multilingual-e5 on {res['cpu']}. *Every turn* writes one memory per turn; *observe* lets the importance "
        "rules (`hindsight.importance`) choose: "
        f"{lay.get('long_term', 0)} turns long-term, {lay.get('short_term', 0)} short-term only, "
        f"{lay.get('dropped', 0)} dropped, {lay.get('promoted', 0)} moved up when said again. Context for every "
        f"turn = its top {TOP_K} results as prompt lines; for observe = `context()` with an {BUDGET}-token budget.",
        "",
        "| metric | every turn | observe |",
        "|---|---:|---:|",
        *[f"| {m} | {x} | {y} |" for m, x, y in rows],
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--personas", type=int, help="default 7 (quick 3)")
    ap.add_argument("--sessions", type=int, help="sessions per persona (default 40, quick 16)")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--out", type=Path, default=RESULTS)
    ap.add_argument("--write-docs", action="store_true", help="rewrite the ingest section of docs/benchmarks.md")
    args = ap.parse_args(argv)
    personas = args.personas or (3 if args.quick else 7)
    sessions = args.sessions or (16 if args.quick else 40)

    def log(msg: str) -> None:
        print(msg, file=sys.stderr, flush=True)

    res = run(args.seed, personas, sessions, log)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(res, indent=2) + "\n", encoding="utf-8")
    print(markdown(res))
    if args.write_docs:
        _common.write_section("ingest", markdown(res))
        log(f"wrote {_common.DOCS.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
