"""Search bookkeeping inline vs on the worker thread (``search_bookkeeping``), side by side on one kept bank.

Each run is ``bench/scale.py`` in a fresh process on the same kept PostgreSQL bank (``--pg-db``: built by the first
run when missing, then reused), with ``HINDSIGHT_SEARCH_BOOKKEEPING=inline`` or ``deferred``; the two alternate and
swap order every other pair, so load drifts hit both alike. Per mode: the median over runs of the search's p50 / p95
(wall, query embedding excluded), its CPU p95, the bookkeeping stage's wall p95 and hit@10; and how many runs meet
the 20 ms p95 goal.

    python bench/bookkeeping_ab.py --pg-db hs_kept100k [--pairs 15] [--size 100000] [--write-docs]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics as st
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _common  # bench/_common.py (scripts run from bench/)

BENCH = Path(__file__).resolve().parent
MODES = ("inline", "deferred")
GOAL_MS = 20.0


def one_run(mode: str, args: argparse.Namespace, out: Path) -> dict[str, Any]:
    cmd = [sys.executable, str(BENCH / "scale.py"), "--backends", "postgres", "--sizes", str(args.size), "--topics",
           "5000", "--tier-n", "0", "--pgvector-n", "0", "--e5-gap", "0", "--stages", "--queries", str(args.queries),
           "--pg-db", args.pg_db, "--stamp-workers", "1", "--out", str(out)]
    env = {**os.environ, "HINDSIGHT_SEARCH_BOOKKEEPING": mode}
    subprocess.run(cmd, cwd=BENCH, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    r = json.loads(out.read_text(encoding="utf-8"))["store"][0]["sizes"][str(args.size)]
    stages = {s["stage"]: s for s in r["stages"]}
    book = next(v for k, v in stages.items() if k.startswith("bookkeeping"))
    return {"mode": mode, "p50_ms": r["search"]["p50_ms"], "p95_ms": r["search"]["p95_ms"],
            "cpu_p95_ms": stages["search (whole)"]["cpu_p95_ms"], "bookkeeping_wall_p95_ms": book["wall_p95_ms"],
            "hit10": r["hit10_search"], "load": os.getloadavg()[0]}


def summary(runs: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for mode in MODES:
        rs = [r for r in runs if r["mode"] == mode]
        out[mode] = {"runs": len(rs), **{f"{k}_median": round(st.median(r[k] for r in rs), 2)
                                         for k in ("p50_ms", "p95_ms", "cpu_p95_ms", "bookkeeping_wall_p95_ms")},
                     "p95_range": [round(min(r["p95_ms"] for r in rs), 2), round(max(r["p95_ms"] for r in rs), 2)],
                     "runs_p95_le_goal": sum(r["p95_ms"] <= GOAL_MS for r in rs),
                     "hit10": sorted({r["hit10"] for r in rs})}
    return out


def markdown(s: dict[str, dict[str, Any]], meta: dict[str, Any]) -> str:
    out = [f"`{meta['command']}` — {meta['date']}, {meta['machine']}, load average {meta['load']}. Each run a fresh "
           f"`bench/scale.py` process on one kept PostgreSQL {meta['size']:,} bank; medians over runs.", "",
           "| bookkeeping | runs | search p50 ms | search p95 ms | p95 range ms | runs with p95 ≤ 20 ms | "
           "bookkeeping stage wall p95 ms | search CPU p95 ms | hit@10 |",
           "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for mode in MODES:
        r = s[mode]
        out.append(f"| {mode} | {r['runs']} | {r['p50_ms_median']:.2f} | {r['p95_ms_median']:.2f} | "
                   f"{r['p95_range'][0]:.2f}-{r['p95_range'][1]:.2f} | {r['runs_p95_le_goal']} | "
                   f"{r['bookkeeping_wall_p95_ms_median']:.2f} | {r['cpu_p95_ms_median']:.2f} | "
                   f"{', '.join(f'{h:.2f}' for h in r['hit10'])} |")
    a, b = s["inline"], s["deferred"]
    out.append("| deferred vs inline | | " + " | ".join(
        f"{b[k] / a[k]:.2f}×" if a[k] else "–" for k in ("p50_ms_median", "p95_ms_median")) + " | | | "
        + " | ".join(f"{b[k] / a[k]:.2f}×" if a[k] else "–"
                     for k in ("bookkeeping_wall_p95_ms_median", "cpu_p95_ms_median")) + " | |")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pg-db", required=True, help="the kept database (bench/scale.py --pg-db)")
    ap.add_argument("--pairs", type=int, default=15)
    ap.add_argument("--size", type=int, default=100_000)
    ap.add_argument("--queries", type=int, default=100)
    ap.add_argument("--out", type=Path, default=BENCH / "results" / "bookkeeping-ab.json")
    ap.add_argument("--write-docs", action="store_true")
    args = ap.parse_args(argv)
    loads = [os.getloadavg()[0]]
    runs: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="bookkeeping-ab-") as tmp:
        for i in range(args.pairs):
            for mode in (MODES if i % 2 == 0 else MODES[::-1]):
                r = one_run(mode, args, Path(tmp) / f"{mode}-{i}.json")
                runs.append({"pair": i, **r})
                print(f"pair {i} {mode:>8}: search p50 {r['p50_ms']:.2f} / p95 {r['p95_ms']:.2f} ms, "
                      f"bookkeeping p95 {r['bookkeeping_wall_p95_ms']:.2f} ms, load {r['load']:.2f}", flush=True)
    loads.append(os.getloadavg()[0])
    s = summary(runs)
    meta = {"command": f"python bench/bookkeeping_ab.py --pg-db {args.pg_db} --pairs {args.pairs} --size {args.size}",
            "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
            "machine": f"{_common.cpu_model()}, {os.cpu_count()} cores",
            "load": f"{min(loads):.2f}-{max(r['load'] for r in runs):.2f}", "size": args.size}
    return _common.publish({"meta": meta, "summary": s, "runs": runs}, args.out, markdown(s, meta), "bookkeeping-ab",
                           args.write_docs)


if __name__ == "__main__":
    raise SystemExit(main())
