"""Do no harm: restatements, true updates and one-moment conflicts through the write path and one review.

    python bench/restatements.py [--data MODULE] [--out PATH] [--only restatement|update|conflict] [--show harm|all]

Data: ``bench/restatement_data.py`` (issue #15: "a rules verdict that changes state needs positive evidence;
restatements, paraphrases and compatible facts are duplicate or unrelated, never disputed"). Every pair gets a
bank of its own in one temporary SQLite store (the e5 model loads once; identical texts are embedded once):
its 4-6 filler memories written 30 days before, then the older memory, then the newer one after the pair's gap
(each write at its ``observed_at``), background reviews drained, one ``review(now=newer + 1 h)``. Offline, the
rules judge, no LLM.

Each pair gets one outcome, the first that holds:
``blocked`` (a write quarantined or rejected), ``disputed`` (either memory disputed), ``merged`` (the newer write
deduplicated into the older, or one merged into the other), ``superseded_old`` / ``superseded_new`` (that memory
superseded or falsified, not by a merge), ``queued`` (an open review item names either memory: a person must
look), ``source_conflict`` (either tagged ``source-conflict``: both kept, confidence lowered), ``linked`` (linked
as possibly updated), ``kept`` (both active, untouched).

Read per category: restatements: ``disputed`` is a false dispute, ``superseded_*`` a false supersede, ``queued``
a false alarm; ``merged`` / ``kept`` / ``linked`` are harmless. Updates: caught = ``superseded_old`` or
``linked``. Conflicts: caught = ``disputed`` or ``queued``; ``source_conflict`` is counted apart (flagged, no
person asked).

``--data restatement_data2`` … ``restatement_data5``: sets by other outside authors (two is in-sample for
patterns; three, four and five are held out: read their totals only, once per candidate; five's restatements are
all written a day or more apart, and it adds look-alikes: a plan not carried out, money moved between the user's
own accounts, a change next to the fact, another person's change).
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import platform
import sys
import tempfile
import time
from collections import Counter, defaultdict
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import ModuleType
from typing import Any

import _common  # bench/_common.py (scripts run from bench/)
import restatement_data as data
from hindsight import Hindsight
from hindsight.config import Settings
from hindsight.embedder import make_embedder
from hindsight.model import EventType
from knowledge_update import CachingEmbedder, git_state

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "restatements.json"
T0 = datetime(2025, 3, 3, 9, 0, tzinfo=UTC)
OUTCOMES = ("blocked", "disputed", "merged", "superseded_old", "superseded_new", "queued", "source_conflict",
            "linked", "kept")
HARM = {"restatement": {"blocked", "disputed", "superseded_old", "superseded_new", "queued"},
        "update": {"blocked", "disputed", "merged", "superseded_new", "queued", "source_conflict", "kept"},
        "conflict": {"blocked", "merged", "superseded_old", "superseded_new", "source_conflict", "linked", "kept"}}


def _source(spec: str) -> tuple[str, str | None]:
    """``tool:crm`` -> (``tool``, ``crm``); ``user`` -> (``user``, None)."""
    if spec.startswith("tool:"):
        return "tool", spec.split(":", 1)[1]
    return spec, None


def run_pair(hs: Hindsight, i: int, pair: data.Pair, source: ModuleType = data) -> dict[str, Any]:
    bank = f"p{i:03d}"
    old_at = T0 + timedelta(days=i % 7)
    new_at = old_at + timedelta(seconds=pair.gap_seconds())
    for k, text in enumerate(source.fillers(pair)):
        at = old_at - timedelta(days=30) + timedelta(hours=5 * k)
        hs.write(text, source="user", bank=bank, observed_at=at, now=at)
    (src_old, id_old), (src_new, id_new) = _source(pair.src_older), _source(pair.src_newer)
    w_old = hs.write(pair.older, bank=bank, observed_at=old_at, now=old_at, source=src_old, source_id=id_old)
    hs.drain(timeout=120)
    w_new = hs.write(pair.newer, bank=bank, observed_at=new_at, now=new_at, source=src_new, source_id=id_new)
    hs.drain(timeout=120)
    report = hs.review(bank, now=new_at + timedelta(hours=1))
    hs.drain(timeout=120)
    old, new = hs.get(w_old.id, bank=bank), hs.get(w_new.id, bank=bank)
    ids = {old.id, new.id}
    events = {m.id: hs.store.events(bank, m.id) for m in (old, new)}
    merged = old.id == new.id or any(
        e.type == EventType.merged and m.superseded_by in ids for m in (old, new) for e in events[m.id])
    linked = any(e.type == EventType.linked and ids & set(map(str, e.data.values())) - {mid}
                 for mid, evs in events.items() for e in evs)
    open_items = [it for it in hs.conflicts(bank, status="open") if ids & {it.a_id, it.b_id, *it.others}]
    actions = (str(w_old.action), str(w_new.action))
    facts = {
        "blocked": any(a in ("quarantined", "rejected") for a in actions),
        "disputed": "disputed" in (old.status, new.status),
        "merged": merged,
        "superseded_old": old.id != new.id and old.status in ("superseded", "falsified"),
        "superseded_new": old.id != new.id and new.status in ("superseded", "falsified"),
        "queued": bool(open_items),
        "source_conflict": any("source-conflict" in m.tags for m in (old, new)),
        "linked": linked,
    }
    outcome = next((o for o in OUTCOMES[:-1] if facts[o]), "kept")
    return {"id": pair.id, "category": pair.category, "lang": pair.lang, "kind": pair.kind, "gap": pair.gap,
            "sources": [pair.src_older, pair.src_newer], "older": pair.older, "newer": pair.newer,
            "outcome": outcome, "facts": [k for k, v in facts.items() if v], "actions": list(actions),
            "status": [str(old.status), str(new.status)], "review_items": len(open_items),
            "review": {"superseded": len(report.superseded), "disputed": len(report.disputed),
                       "merged": len(report.merged), "review_items": len(report.review_items)}}


def summarise(rows: list[dict[str, Any]]) -> dict[str, Any]:
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        groups[f"{r['category']}/{r['lang']}"].append(r)
        groups[f"{r['category']}/all"].append(r)
    out: dict[str, Any] = {}
    for key, rs in sorted(groups.items()):
        cat = key.split("/")[0]
        c = Counter(r["outcome"] for r in rs)
        n = len(rs)
        s: dict[str, Any] = {"n": n, **{o: c[o] for o in OUTCOMES}}
        if cat == "restatement":
            s["false_dispute_rate"] = round(c["disputed"] / n, 3)
            s["false_supersede_rate"] = round((c["superseded_old"] + c["superseded_new"]) / n, 3)
            s["false_alarm_rate"] = round(c["queued"] / n, 3)
            s["harmless_rate"] = round((c["merged"] + c["kept"] + c["linked"] + c["source_conflict"]) / n, 3)
        elif cat == "update":
            s["caught_rate"] = round((c["superseded_old"] + c["linked"]) / n, 3)
            s["reversed_rate"] = round(c["superseded_new"] / n, 3)
        else:
            s["caught_rate"] = round((c["disputed"] + c["queued"]) / n, 3)
            s["flagged_only_rate"] = round(c["source_conflict"] / n, 3)
        out[key] = s
    return out


def md_table(summary: dict[str, Any]) -> str:
    short = {"blocked": "blk", "disputed": "disp", "merged": "merg", "superseded_old": "sup_old",
             "superseded_new": "sup_new", "queued": "queue", "source_conflict": "src_conf", "linked": "link",
             "kept": "kept"}
    head = ["category / lang", "n", *[short[o] for o in OUTCOMES], "headline"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for key, s in summary.items():
        cat = key.split("/")[0]
        if cat == "restatement":
            hl = (f"false dispute {s['false_dispute_rate']:.1%}, false supersede {s['false_supersede_rate']:.1%}, "
                  f"false alarm {s['false_alarm_rate']:.1%}")
        elif cat == "update":
            hl = f"caught {s['caught_rate']:.1%}, reversed {s['reversed_rate']:.1%}"
        else:
            hl = f"caught {s['caught_rate']:.1%}, source-conflict only {s['flagged_only_rate']:.1%}"
        lines.append("| " + " | ".join([key, str(s["n"]), *[str(s[o]) for o in OUTCOMES], hl]) + " |")
    return "\n".join(lines)


def kind_table(rows: list[dict[str, Any]], category: str) -> str:
    by: dict[str, Counter[str]] = defaultdict(Counter)
    for r in rows:
        if r["category"] == category:
            by[r["kind"]][r["outcome"]] += 1
    lines = [f"{category} by form: " + "; ".join(
        f"{k} {sum(c.values())} ({', '.join(f'{o} {n}' for o, n in c.most_common())})" for k, c in sorted(by.items()))]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=RESULTS, help=f"JSON results (default {RESULTS.relative_to(ROOT)})")
    ap.add_argument("--data", default="restatement_data", help="the pairs' module in bench/ (default %(default)s)")
    ap.add_argument("--only", choices=("restatement", "update", "conflict"), help="one category")
    ap.add_argument("--show", choices=("harm", "all"), help="print one line per harmful (or every) pair")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    git = git_state()
    source = importlib.import_module(args.data)
    pairs = [p for p in source.pairs() if args.only in (None, p.category)]
    settings = Settings(judge="rules", sqlite_synchronous="NORMAL", review_interval_seconds=0)
    emb = CachingEmbedder(make_embedder(settings))
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="hs-restate-") as d:
        hs = Hindsight.open(d, settings=settings, embedder=emb)
        try:
            for i, p in enumerate(pairs):
                rows.append(run_pair(hs, i, p, source))
                if (i + 1) % 25 == 0:
                    print(f"[{time.perf_counter() - t0:6.1f}s] {i + 1}/{len(pairs)}", file=sys.stderr, flush=True)
        finally:
            hs.close()
    summary = summarise(rows)
    res: dict[str, Any] = {"meta": {
        "command": "python bench/restatements.py", "data": args.data, "date": datetime.now(UTC).strftime("%Y-%m-%d"),
        "cores": os.cpu_count(), "cpu": _common.cpu_model(), "git": git, "python": platform.python_version(),
        "embedder": emb.name, "judge": "rules", "run_seconds": round(time.perf_counter() - t0, 1)},
        "summary": summary, "pairs": rows}
    if args.show:
        for r in rows:
            if args.show == "all" or r["outcome"] in HARM[r["category"]]:
                print(json.dumps({k: r[k] for k in ("id", "kind", "gap", "sources", "outcome", "facts", "older",
                                                    "newer")}, ensure_ascii=False))
    text = "\n".join([md_table(summary), "", *(kind_table(rows, c) for c in ("restatement", "update", "conflict")),
                      "", f"{len(rows)} pairs, {res['meta']['run_seconds']} s, git {git}"])
    return _common.publish(res, args.out, text, "restatements", write_docs=False)


if __name__ == "__main__":
    raise SystemExit(main())
