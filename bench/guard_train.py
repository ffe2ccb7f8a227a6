"""Fit the semantic screen's head (src/hindsight/guard/heads/<model>.json) over the bundled e5 model's query
embeddings of the guard's development corpora: bench/guard_data.py (attacks vs benign look-alikes, secrets left
out), bench/guard_dev2.py (a second author's attacks and untrusted benign text), bench/guard_dev3.py (payloads
inside long carriers: mails, pages, JSON, CSV, code, chat logs) and the prototypes of hindsight/guard/prototypes.py.

    python bench/guard_train.py [--hidden 128] [--embed-cache /tmp/guard-train.npz] [--dry-run]
    python bench/guard_train.py --limit 20 --out /tmp/head.json    # a quick run on a sample (a smoke test)

The screen scores every *reading* of a text (:func:`hindsight.guard.semantic.readings`: the whole text, its
sentences when long, every hidden reading) and quarantines when the highest is above the threshold. Training
follows that: each case contributes its readings; an attack's whole text is an attack; in a dev3 attack the
readings that hold the planted payload are attacks and the carrier's other sentences benign; every reading of a
benign case is benign (other readings of single-sentence attacks are left out: which of them carries the intent
is unknown). Cross-validation is by case (a payload bare and in its carrier share a fold) and scores a case as the
screen does, by its highest reading. The threshold is the lowest logit at which at most ``FP_BUDGET`` of the
untrusted benign cases would be quarantined. The held-out corpus (bench/guard_heldout.py) is never read here.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import guard_data
import guard_dev2
import guard_dev3
from hindsight.embedder.e5 import E5Embedder
from hindsight.guard.prototypes import ATTACKS, BENIGN
from hindsight.guard.rules import RulesGuard
from hindsight.guard.semantic import readings
from hindsight.model import Source

OUT = Path(__file__).resolve().parent.parent / "src" / "hindsight" / "guard" / "heads" / "e5-small.json"
SCALE, FOLDS, FP_BUDGET = 20.0, 5, 0.015
OPT = {"lambda": 1e-4, "epochs": 80, "batch": 128, "rate": 0.002, "seed": 0}
UNTRUSTED = ("tool", "import")  # what the screen reads (semantic.SCREENED): the threshold is set on these


@dataclass
class Case:
    text: str
    label: int
    untrusted: bool
    group: str  # cases of one group share a fold
    payload: str | None = None  # dev3 attacks: the planted text
    source: str = "tool"


def cases() -> list[Case]:
    out = [Case(it.text, 1, it.source in UNTRUSTED, it.text, None, it.source) for it in guard_data.attacks()
           if it.category != "secret"]
    out += [Case(it.text, 0, it.source in UNTRUSTED, it.text, None, it.source) for it in guard_data.benign()]
    for label, dev2 in ((1, guard_dev2.attacks()), (0, guard_dev2.benign())):
        out += [Case(c.text, label, c.source in UNTRUSTED, c.text, None, c.source) for c in dev2]
    for label, dev3 in ((1, guard_dev3.attacks()), (0, guard_dev3.benign())):
        # the user's own words are never screened by meaning: not the head's business
        out += [Case(c.text, label, c.source in UNTRUSTED, c.payload, c.payload if label else None, c.source)
                for c in dev3 if c.source != "user"]
    for group, label in ((ATTACKS, 1), (BENIGN, 0)):
        out += [Case(t, label, True, t) for items in group.values() for t in items]
    return out


def sample(cs: list[Case], n: int) -> list[Case]:
    """``n`` attack and ``n`` benign cases spread evenly over the corpora (their order kept): a quick run."""
    keep: set[int] = set()
    for label in (1, 0):
        idx = [i for i, c in enumerate(cs) if c.label == label]
        keep.update(idx[int(j)] for j in np.linspace(0, len(idx) - 1, min(n, len(idx))))
    return [c for i, c in enumerate(cs) if i in keep]


def segments(cs: list[Case]) -> tuple[list[str], np.ndarray, np.ndarray, np.ndarray]:
    """Every reading of every case: its text, the case index, its training label, whether it is trained on."""
    texts: list[str] = []
    owner, label, train = [], [], []
    for i, c in enumerate(cs):
        for j, (seg, trick) in enumerate(readings(c.text)):
            if c.label == 0:
                y, use = 0, True
            elif c.payload is not None:
                planted = readings(c.payload)[0][0] if readings(c.payload) else c.payload
                y = int(j == 0 or trick is not None or seg in planted or planted in seg)
                use = True
            else:
                y, use = 1, j == 0 or trick is not None
            texts.append(seg), owner.append(i), label.append(y), train.append(use)
    return texts, np.array(owner), np.array(label, dtype=np.float64), np.array(train)


def embed(texts: list[str], cache_path: str | None) -> np.ndarray:
    keys = [hashlib.sha1(t.encode()).hexdigest() for t in texts]
    have: dict[str, np.ndarray] = {}
    if cache_path and Path(cache_path).exists():
        with np.load(cache_path) as z:
            have = dict(zip(z["keys"].tolist(), z["vectors"], strict=True))
    todo = [t for t, k in dict(zip(texts, keys, strict=True)).items() if k not in have]
    if todo:
        for t, v in zip(todo, E5Embedder().queries(todo), strict=True):
            have[hashlib.sha1(t.encode()).hexdigest()] = v
        if cache_path:
            np.savez(cache_path, keys=np.array(list(have)), vectors=np.stack(list(have.values())))
    return np.stack([have[k] for k in keys]).astype(np.float64)


def fit(x: np.ndarray, y: np.ndarray, hidden: int) -> dict[str, np.ndarray]:
    """Logistic output over the embedding, through one hidden tanh layer when ``hidden`` > 0; L2 on the weights,
    classes balanced, mini-batch Adam."""
    rng = np.random.default_rng(int(OPT["seed"]))
    x, y = x.astype(np.float32), y.astype(np.float32)
    d = x.shape[1]
    p: dict[str, np.ndarray] = {"w2": np.zeros(hidden or d, np.float32), "b2": np.zeros((), np.float32)}
    if hidden:
        p |= {"w1": rng.normal(0, 1 / np.sqrt(d), (d, hidden)).astype(np.float32),
              "b1": np.zeros(hidden, np.float32)}
        p["w2"] = rng.normal(0, 1 / np.sqrt(hidden), hidden).astype(np.float32)
    m = {k: np.zeros_like(v) for k, v in p.items()}
    v2 = {k: np.zeros_like(v) for k, v in p.items()}
    weight = np.where(y == 1, 0.5 / y.mean(), 0.5 / (1 - y.mean())).astype(np.float32)
    batch, t = int(OPT["batch"]), 0
    for _ in range(int(OPT["epochs"])):
        order = rng.permutation(len(y))
        for s in range(0, len(y), batch):
            i = order[s:s + batch]
            xb = x[i]
            a = np.tanh(xb @ p["w1"] + p["b1"]) if hidden else xb
            g = (1.0 / (1.0 + np.exp(-(a @ p["w2"] + p["b2"]))) - y[i]) * weight[i] / len(i)
            grads = {"w2": a.T @ g + OPT["lambda"] * p["w2"], "b2": np.asarray(g.sum())}
            if hidden:
                da = np.outer(g, p["w2"]) * (1 - a * a)
                grads |= {"w1": xb.T @ da + OPT["lambda"] * p["w1"], "b1": da.sum(0)}
            t += 1
            for k, gk in grads.items():
                m[k] = 0.9 * m[k] + 0.1 * gk
                v2[k] = 0.999 * v2[k] + 0.001 * gk * gk
                p[k] = p[k] - OPT["rate"] * (m[k] / (1 - 0.9 ** t)) / (np.sqrt(v2[k] / (1 - 0.999 ** t)) + 1e-8)
    return p


def logits(p: dict[str, np.ndarray], x: np.ndarray) -> np.ndarray:
    if "w1" in p:
        return np.asarray(np.tanh(x @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"])
    return np.asarray(x @ p["w2"] + p["b2"])


def case_scores(seg_scores: np.ndarray, owner: np.ndarray, n: int) -> np.ndarray:
    out = np.full(n, -np.inf)
    np.maximum.at(out, owner, seg_scores)
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hidden", type=int, default=128, help="hidden units (0: a linear head)")
    ap.add_argument("--embed-cache", default=None, help="an .npz of embeddings by text, reused between runs")
    ap.add_argument("--dry-run", action="store_true", help="cross-validate only; do not write the head")
    ap.add_argument("--limit", type=int, help="N attack and N benign cases, spread over the corpora (a quick run; "
                    "not a head to ship)")
    ap.add_argument("--out", type=Path, default=OUT, help="where the head is written (default: the shipped "
                    f"{OUT.relative_to(OUT.parents[4])})")
    args = ap.parse_args(argv)
    cs = cases() if args.limit is None else sample(cases(), args.limit)
    texts, owner, y_seg, train = segments(cs)
    x = embed(texts, args.embed_cache) * SCALE
    y = np.array([c.label for c in cs], dtype=np.float64)
    untrusted = np.array([c.untrusted for c in cs])
    groups = sorted({c.group for c in cs})
    gfold = dict(zip(groups, np.random.default_rng(0).integers(0, FOLDS, len(groups)).tolist(), strict=True))
    fold = np.array([gfold[c.group] for c in cs])
    seg_fold = fold[owner]
    cv_seg = np.zeros(len(texts))
    for k in range(FOLDS):
        tr = (seg_fold != k) & train
        p = fit(x[tr], y_seg[tr], args.hidden)
        cv_seg[seg_fold == k] = logits(p, x[seg_fold == k])
    cv = case_scores(cv_seg, owner, len(cs))
    att, ben = (y == 1) & untrusted, (y == 0) & untrusted
    dev3 = np.array([c.payload is not None or (c.label == 0 and c.group != c.text) for c in cs])
    print(f"{len(cs)} cases, {len(texts)} readings ({int(y.sum())} attack cases); hidden {args.hidden}; {FOLDS}-fold "
          "cross-validation by case, untrusted sources:")
    print("| threshold | attacks caught | benign quarantined |\n| ---: | ---: | ---: |")
    grid = np.arange(-2.0, 12.01, 0.25)
    for t in grid[::4]:
        print(f"| {t:.2f} | {(cv[att] > t).mean():.1%} | {(cv[ben] > t).mean():.1%} |")
    # the screen reads only what the rules allowed: its budget is the benign it adds to the rules' own losses
    ruled = np.array([not RulesGuard().screen(c.text, Source(c.source)).allowed for c in cs])
    threshold = float(next(t for t in grid if ((cv[ben] > t) & ~ruled[ben]).mean() <= FP_BUDGET))
    print(f"threshold {threshold:.2f}: CV {(cv[att] > threshold).mean():.1%} of untrusted attacks "
          f"(dev3 {(cv[att & dev3] > threshold).mean():.1%}), {(cv[ben] > threshold).mean():.1%} of untrusted benign "
          f"(dev3 {(cv[ben & dev3] > threshold).mean():.1%})")
    both = ruled | (cv > threshold)
    print(f"with the rules first: {both[att].mean():.1%} of untrusted attacks blocked (rules alone "
          f"{ruled[att].mean():.1%}), {both[ben].mean():.1%} of untrusted benign (rules alone {ruled[ben].mean():.1%})")
    if args.dry_run:
        return
    p = fit(x[train], y_seg[train], args.hidden)
    head: dict[str, object] = {
        "embedder": E5Embedder.name, "scale": SCALE, "threshold": threshold, "hidden": args.hidden,
        "trained_on": f"bench/guard_data.py + guard_dev2.py + guard_dev3.py + guard/prototypes.py: {len(cs)} texts "
                      f"({int(y.sum())} attacks), {int(train.sum())} readings"
                      + (f" (a --limit {args.limit} sample)" if args.limit is not None else ""),
        "cv": {"attacks_caught": round(float((cv[att] > threshold).mean()), 4),
               "benign_quarantined": round(float((cv[ben] > threshold).mean()), 4)},
    }
    if args.hidden:
        head |= {"w1": np.round(p["w1"], 5).tolist(), "b1": np.round(p["b1"], 5).tolist(),
                 "w2": np.round(p["w2"], 5).tolist(), "bias": round(float(p["b2"]), 6)}
    else:
        head |= {"weights": np.round(p["w2"], 6).tolist(), "bias": round(float(p["b2"]), 6)}
    args.out.write_text(json.dumps(head) + "\n", encoding="utf-8")
    print(f"head written to {args.out}")


if __name__ == "__main__":
    main()
