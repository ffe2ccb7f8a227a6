"""Fit the semantic screen's head (src/hindsight/guard/heads/<model>.json): a logistic regression over the bundled
e5 model's query embeddings of the guard's development corpora (bench/guard_data.py: attacks vs benign look-alikes,
secrets left out; bench/guard_dev2.py: a second author's attacks and untrusted benign text) and the prototypes of
hindsight/guard/prototypes.py.

    python bench/guard_train.py            # 5-fold cross-validation table, then fit on everything and write the head

The threshold is chosen on the cross-validated scores: the lowest logit at which at most ``FP_BUDGET`` of the
untrusted benign items would be quarantined. The held-out corpus (bench/guard_heldout.py) is never read here.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import guard_data
import guard_dev2
from hindsight.embedder.e5 import E5Embedder
from hindsight.guard.normalise import normalise
from hindsight.guard.prototypes import ATTACKS, BENIGN

OUT = Path(__file__).resolve().parent.parent / "src" / "hindsight" / "guard" / "heads" / "e5-small.json"
SCALE, LAMBDA, STEPS, RATE, FOLDS, FP_BUDGET = 20.0, 3e-4, 10000, 0.5, 5, 0.015
UNTRUSTED = ("tool", "agent", "import")


def dataset() -> tuple[list[str], np.ndarray, np.ndarray]:
    texts, labels, untrusted = [], [], []
    for it in guard_data.attacks():
        if it.category != "secret":
            texts.append(it.text), labels.append(1), untrusted.append(it.source in UNTRUSTED)
    for it in guard_data.benign():
        texts.append(it.text), labels.append(0), untrusted.append(it.source in UNTRUSTED)
    for label, cases in ((1, guard_dev2.attacks()), (0, guard_dev2.benign())):
        for c in cases:
            texts.append(c.text), labels.append(label), untrusted.append(c.source in UNTRUSTED)
    for group, label in ((ATTACKS, 1), (BENIGN, 0)):
        for items in group.values():
            for t in items:
                texts.append(t), labels.append(label), untrusted.append(True)
    return [normalise(t)[0] for t in texts], np.array(labels, dtype=np.float64), np.array(untrusted)


def fit(x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, float]:
    w, b = np.zeros(x.shape[1]), 0.0
    for _ in range(STEPS):
        p = 1.0 / (1.0 + np.exp(-(x @ w + b)))
        w -= RATE * (x.T @ (p - y) / len(y) + LAMBDA * w)
        b -= RATE * float((p - y).mean())
    return w, b


def main() -> None:
    texts, y, untrusted = dataset()
    emb = E5Embedder()
    x = emb.queries(texts).astype(np.float64) * SCALE
    fold = np.random.default_rng(0).integers(0, FOLDS, len(y))
    cv = np.zeros(len(y))
    for k in range(FOLDS):
        w, b = fit(x[fold != k], y[fold != k])
        cv[fold == k] = x[fold == k] @ w + b
    att, ben = (y == 1) & untrusted, (y == 0) & untrusted
    print(f"{len(y)} texts ({int(y.sum())} attacks); {FOLDS}-fold cross-validation, untrusted sources:")
    print("| threshold | attacks caught | benign quarantined |\n| ---: | ---: | ---: |")
    grid = np.arange(0.0, 8.01, 0.25)
    for t in grid:
        print(f"| {t:.2f} | {(cv[att] > t).mean():.1%} | {(cv[ben] > t).mean():.1%} |")
    threshold = float(next(t for t in grid if (cv[ben] > t).mean() <= FP_BUDGET))
    w, b = fit(x, y)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps({
        "embedder": emb.name, "scale": SCALE, "bias": round(b, 6), "threshold": threshold,
        "trained_on": f"bench/guard_data.py + guard/prototypes.py: {len(y)} texts, {int(y.sum())} attacks",
        "cv": {"attacks_caught": round(float((cv[att] > threshold).mean()), 4),
               "benign_quarantined": round(float((cv[ben] > threshold).mean()), 4)},
        "weights": [round(float(v), 6) for v in w],
    }) + "\n", encoding="utf-8")
    print(f"threshold {threshold:.2f} (CV: {(cv[att] > threshold).mean():.1%} of untrusted attacks, "
          f"{(cv[ben] > threshold).mean():.1%} of untrusted benign); head written to {OUT}")


if __name__ == "__main__":
    main()
