"""LoCoMo on a conversation the reranker was not fitted on: the whole search (every default stage) per conversation,
with the shipped model (fitted on both dev conversations: in-sample) and with a model fitted the same way without
that conversation (the generated data and the other conversation only), beside plain BM25.

The shipped ``learned.json`` is fitted on both dev conversations, so ``bench/locomo.py`` on them is in-sample;
``bench/rerank_train.py``'s own cross-validation leaves a conversation out but reranks only the first stage's
window (no floor, no hygiene). This runs the public bench itself (``bench/locomo.py --only <conversation>``) with
``rerank_weights`` pointing at the refit, which is what a user with a conversation we never saw gets.

    python bench/locomo_loco.py --locomo ../shared/data/locomo-dev.json --embed-cache /tmp/rerank-cache.npz \\
        --locomo-cache /tmp/locomo-cache.npz [--rows /tmp/rerank-rows.npz] [--write-docs]

Rows are collected as for the shipped model (``HINDSIGHT_SEARCH_SPEAKER_BOOST=1 HINDSIGHT_SEARCH_EXPAND_NEXT=0``
set for the collection only, datagen seeds 11 and 12 with 8 personas by default); the evaluation runs with the
defaults.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _common  # bench/_common.py (scripts run from bench/)
import _public as pub
import locomo
import rerank_train

ROOT = Path(__file__).resolve().parent.parent
#: how the shipped model's rows were collected (its docstring and learned.json's fitted.by)
COLLECT_ENV: dict[str, str | None] = {"HINDSIGHT_SEARCH_SPEAKER_BOOST": "1", "HINDSIGHT_SEARCH_EXPAND_NEXT": "0"}
CATS = ("all", *locomo.CATEGORIES)


@contextmanager
def env(values: dict[str, str | None]) -> Any:
    """Environment variables set (``None``: unset) for the block, restored after it."""
    old = {k: os.environ.get(k) for k in values}
    for k, v in values.items():
        if v is None:
            os.environ.pop(k, None)
        else:
            os.environ[k] = v
    try:
        yield
    finally:
        for k, v in old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def r10(res: dict[str, Any], system: str) -> dict[str, tuple[float, int]]:
    """Recall@10 and question count per category of one system in a bench/locomo.py result."""
    out = {}
    for cat in CATS:
        cell = res["summary"].get(system, {}).get(cat)
        if cell and cell.get("r10") is not None and cell.get("n"):
            out[cat] = (float(cell["r10"]), int(cell["n"]))
    return out


def run_locomo(data: Path, sample: str, cache: Path | None, out: Path, weights: Path | None) -> dict[str, Any]:
    with env({"HINDSIGHT_RERANK_WEIGHTS": str(weights) if weights else None}):  # None: the shipped model
        argv = ["--data", str(data), "--only", sample, "--out", str(out)]
        if cache:
            argv += ["--embed-cache", str(cache)]
        locomo.main(argv)
    return json.loads(out.read_text(encoding="utf-8"))


def pooled(per: list[dict[str, tuple[float, int]]]) -> dict[str, tuple[float, int]]:
    out = {}
    for cat in CATS:
        cells = [p[cat] for p in per if cat in p]
        n = sum(c[1] for c in cells)
        if n:
            out[cat] = (sum(c[0] * c[1] for c in cells) / n, n)
    return out


def markdown(rows: list[tuple[str, dict[str, tuple[float, int]]]], meta: dict[str, Any]) -> str:
    head = "| conversation / model | " + " | ".join(locomo.LABELS[c] for c in CATS) + " |"
    out = [f"`{meta['command']}` — {meta['date']}, {meta['machine']}, {meta['seconds']:.0f} s. Recall@10 of the "
           "whole default search (bench/locomo.py) per dev conversation: plain BM25, the shipped reranker (fitted on "
           "both dev conversations: in-sample), and a reranker fitted the same way without that conversation "
           "(rerank_weights; the generated data and the other conversation only): the number for a conversation "
           "nobody tuned on. Pooled = weighted by questions.", "", head, "|" + "---|" * (len(CATS) + 1)]
    for name, cells in rows:
        out.append(f"| {name} | " + " | ".join(f"{cells[c][0]:.3f} (n={cells[c][1]})" if c in cells else "–"
                                               for c in CATS) + " |")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--locomo", type=Path, required=True)
    ap.add_argument("--embed-cache", type=Path, help="bench/rerank_train.py's embedding cache")
    ap.add_argument("--locomo-cache", type=Path, help="bench/locomo.py's embedding cache")
    ap.add_argument("--rows", type=Path, help="feature rows: read them if the file exists, else save them there")
    ap.add_argument("--seeds", type=int, nargs="*", default=[11, 12])
    ap.add_argument("--personas", type=int, default=8)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "locomo-loco.json")
    ap.add_argument("--write-docs", action="store_true")
    args = ap.parse_args(argv)
    t0, log = pub.clock()
    train = rerank_train.parser().parse_args(
        ["--locomo", str(args.locomo), "--personas", str(args.personas), "--seeds", *map(str, args.seeds)]
        + (["--embed-cache", str(args.embed_cache)] if args.embed_cache else []))

    def collect() -> dict[str, np.ndarray]:
        with env(COLLECT_ENV):
            return rerank_train.collect(train, log)

    d = rerank_train.feature_rows(args.rows, collect)
    convs = sorted({g.split(":", 1)[1] for g in d["group"].tolist() if g.startswith("locomo:")})
    log(f"{len(d['y'])} rows; conversations {convs}")
    rows: list[tuple[str, dict[str, tuple[float, int]]]] = []
    per_shipped, per_loco, per_bm25 = [], [], []
    with tempfile.TemporaryDirectory(prefix="locomo-loco-") as tmp:
        for conv in convs:
            keep = d["group"] != f"locomo:{conv}"
            m = rerank_train.fit(d["X"][keep], d["y"][keep], d["qid"][keep], train.l2)
            w = Path(tmp) / f"without-{conv}.json"
            w.write_text(json.dumps(rerank_train.model_file(m, train, int(keep.sum()), {})), encoding="utf-8")
            shipped = run_locomo(args.locomo, conv, args.locomo_cache, Path(tmp) / f"shipped-{conv}.json", None)
            loco = run_locomo(args.locomo, conv, args.locomo_cache, Path(tmp) / f"loco-{conv}.json", w)
            b, s, lo = r10(shipped, "bm25"), r10(shipped, "hindsight"), r10(loco, "hindsight")
            per_bm25.append(b)
            per_shipped.append(s)
            per_loco.append(lo)
            rows += [(f"{conv}: bm25", b), (f"{conv}: shipped (in-sample)", s),
                     (f"{conv}: fitted without it", lo)]
            log(f"{conv}: R@10 bm25 {b['all'][0]:.3f}, shipped {s['all'][0]:.3f}, without it {lo['all'][0]:.3f}")
    rows += [("**pooled: bm25**", pooled(per_bm25)), ("**pooled: shipped (in-sample)**", pooled(per_shipped)),
             ("**pooled: fitted without the conversation**", pooled(per_loco))]
    meta = {"command": "python bench/locomo_loco.py --locomo " + args.locomo.name,
            "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
            "machine": f"{_common.cpu_model()}, {os.cpu_count()} cores",
            "seconds": time.perf_counter() - t0, "seeds": args.seeds, "personas": args.personas}
    return _common.publish({"meta": meta, "rows": [{"name": n, "r10": c} for n, c in rows]}, args.out,
                           markdown(rows, meta), "locomo-loco", args.write_docs)


if __name__ == "__main__":
    raise SystemExit(main())
