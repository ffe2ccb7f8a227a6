"""Is the hygiene result a property of the product or of one generated dataset? Runs ``bench/hygiene.py`` for the
``raw`` and ``rules`` columns on several generator seeds (each seed draws other personas, templates, wordings and
orders) and prints accuracy@1, leak@3 and the false-supersede rate per seed, with the mean and the worst seed.

The default seed (11) is the one the judge was developed against; later seeds were looked at while fixing general
gaps; the last ones listed in ``HELD_OUT`` were run only after the last change. Results go to
``bench/results/hygiene_seeds.json``; ``--write-docs`` rewrites the ``hygiene-seeds`` section of docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import _common  # bench/_common.py (scripts run from bench/)

HERE = Path(__file__).resolve().parent
SEEDS = [11, 23, 37, 41, 53, 67, 79, 83]
#: seeds never used to find gaps (only their totals were read)
HELD_OUT = {53, 67, 79, 83}
COLUMNS = ["raw", "rules"]


def run_seed(seed: int, quick: bool, out_dir: Path) -> dict[str, Any]:
    out = out_dir / f"hygiene-{seed}.json"
    cmd = [sys.executable, str(HERE / "hygiene.py"), "--corpus", "1", "--seed", str(seed), "--configs", *COLUMNS,
           "--out", str(out)]
    if quick:
        cmd.append("--quick")
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, cwd=HERE)
    res = json.loads(out.read_text(encoding="utf-8"))
    row: dict[str, Any] = {"seed": seed, "held_out": seed in HELD_OUT,
                           "questions": res["columns"]["rules"]["metrics"]["all"]["queries"]}
    for col in COLUMNS:
        m = res["columns"][col]["metrics"]
        row[col] = {"acc1": m["all"]["acc1"], "leak3": m["all"]["leak3"],
                    "false_supersede": m["unrelated"]["false_supersede"],
                    "per_category": {k: v["acc1"] for k, v in m.items() if k != "all" and not k.startswith("lang")}}
    return row


def summary(rows: list[dict[str, Any]], col: str, key: str) -> dict[str, float]:
    vals = [r[col][key] or 0.0 for r in rows]
    return {"mean": round(statistics.fmean(vals), 4), "min": round(min(vals), 4), "max": round(max(vals), 4)}


def markdown(res: dict[str, Any]) -> str:
    meta, rows = res["meta"], res["rows"]
    lines = [
        "## Memory hygiene across generator seeds (bench/hygiene_seeds.py)",
        "",
        f"`{meta['command']}` on {meta['cores']} cores ({meta['cpu']}), {meta['date']}, {meta['run_seconds']:.0f} s. "
        "Each seed generates another hygiene dataset (personas, templates, wordings, write order; same categories "
        "and sizes as the default run). Seed 11 is the default the rules judge was developed against; seeds "
        "23, 37 and 41 were looked at while fixing general gaps; seeds marked *held out* were never used to find "
        "gaps: only their totals were ever read, never their failing cases. "
        "Goal (issue #3): rules accuracy@1 ≥ 0.9 and false supersede ≤ 0.05.",
        "",
        "| seed | questions | raw acc@1 | rules acc@1 | rules leak@3 | rules false supersede |",
        "| --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    for r in rows:
        label = f"{r['seed']}" + (" (held out)" if r["held_out"] else "")
        lines.append(f"| {label} | {r['questions']} | {r['raw']['acc1']:.3f} | {r['rules']['acc1']:.3f} | "
                     f"{r['rules']['leak3']:.3f} | {r['rules']['false_supersede']:.4f} |")
    s = res["summary"]
    lines.append(f"| **mean** (min–max) | | {s['raw']['acc1']['mean']:.3f} | **{s['rules']['acc1']['mean']:.3f}** "
                 f"({s['rules']['acc1']['min']:.3f}–{s['rules']['acc1']['max']:.3f}) | "
                 f"{s['rules']['leak3']['mean']:.3f} | {s['rules']['false_supersede']['mean']:.4f} "
                 f"(max {s['rules']['false_supersede']['max']:.4f}) |")
    lines += ["", f"Per-category rules accuracy@1 for every seed is in `{meta['out']}`."]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", type=int, nargs="+", default=SEEDS)
    ap.add_argument("--quick", action="store_true", help="quick datasets (see hygiene.py --quick)")
    ap.add_argument("--out", type=Path, default=HERE / "results" / "hygiene_seeds.json")
    ap.add_argument("--write-docs", action="store_true")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    rows = []
    with tempfile.TemporaryDirectory(prefix="hygiene-seeds-") as tmp:
        for seed in args.seeds:
            t = time.perf_counter()
            rows.append(run_seed(seed, args.quick, Path(tmp)))
            r = rows[-1]
            print(f"seed {seed}: raw {r['raw']['acc1']:.3f}, rules {r['rules']['acc1']:.3f}, leak@3 "
                  f"{r['rules']['leak3']:.3f}, false supersede {r['rules']['false_supersede']:.4f} "
                  f"({time.perf_counter() - t:.0f} s)", file=sys.stderr)
    res: dict[str, Any] = {
        "meta": {"command": "python bench/hygiene_seeds.py" + (" --quick" if args.quick else ""),
                 "date": datetime.now(UTC).strftime("%Y-%m-%d"), "cores": os.cpu_count(), "cpu": _common.cpu_model(),
                 "run_seconds": round(time.perf_counter() - t0, 1), "out": "bench/results/hygiene_seeds.json"},
        "rows": rows,
        "summary": {col: {k: summary(rows, col, k) for k in ("acc1", "leak3", "false_supersede")} for col in COLUMNS},
    }
    _common.save_json(res, args.out)
    print(markdown(res))
    if args.write_docs:
        _common.write_section("hygiene-seeds", markdown(res))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
