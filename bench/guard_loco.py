"""Where the semantic screen stops generalising (#17, guard22): leave one corpus out over the guard's 13
development corpora (bench/guard_data.py, guard_dev2.py .. guard_dev13.py), every miss and loss put in one bucket.

For each corpus the head is fitted on the other twelve and the prototypes (the recipe shipped: hidden 128, the
structural signs, 4,096 hashed n-gram buckets; :mod:`guard_train`) and scores the corpus it never saw. The gate is
the screen's own (:func:`hindsight.guard.semantic.assess`: the addressee resolved, poems, dialogue, manuals and
runbooks closed), not the trainer's approximation. Every attack the rules let through lands in one bucket:

* ``a0``: its source is not screened by meaning (agent, user, config): the rules' business only;
* ``a``: no reading opens the gate: the head is never asked;
* ``b``: a reading opens the gate but its score is at or under the threshold;
* ``head``: caught by the head.

Benign cases lost are split the same way (by the rules, by the head). Thresholds: the one shipped, and per corpus
one set on the other corpora's held-out scores (``--fp-budget`` of their untrusted benign the rules allowed).
The held-out corpora (bench/guard_heldout*.py) are never read.

    python bench/guard_loco.py --cache /tmp/guard22              # the study (embeddings and rules cached there)
    python bench/guard_loco.py --cache /tmp/guard22 --knn 9      # with the nearest-neighbour second opinion
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Sequence
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import guard_train as gt
from hindsight.guard.features import SIGNS
from hindsight.guard.rules import RulesGuard
from hindsight.guard.semantic import Head, assess
from hindsight.model import Source

SHIPPED = Head.load(gt.OUT)


class _Zero:
    """An embedder that embeds nothing: :func:`assess` run for its gate alone."""

    name, dim = SHIPPED.embedder, SHIPPED.dim

    def queries(self, texts: list[str]) -> np.ndarray:
        return np.zeros((len(texts), self.dim))


_ZERO_HEAD = Head(SHIPPED.embedder, np.zeros(SHIPPED.dim), 0.0, 1.0, 0.0)


def gate(cs: Sequence[gt.Case], texts: list[str], owner: np.ndarray) -> np.ndarray:
    """Per reading: whether the screen's own gate opens for it (any structural sign after the addressee checks)."""
    out = np.zeros(len(texts), dtype=bool)
    by_case: dict[int, dict[tuple[str, str | None], bool]] = {}
    for i, c in enumerate(cs):
        by_case[i] = {(f.segment, f.trick): bool(f.cues) for f in assess(_Zero(), _ZERO_HEAD, c.text)}  # type: ignore[arg-type]
    j = 0
    for i, c in enumerate(cs):
        for seg, trick in gt.readings(c.text):
            out[j] = by_case[i].get((seg, trick), False)
            j += 1
    assert j == len(texts) and (owner[:j] >= 0).all()
    return out


def cached(path: Path, key: str, make: object) -> np.ndarray:
    """``make()`` (a callable returning an array), kept at ``path`` under ``key`` (a digest of its inputs)."""
    if path.exists():
        with np.load(path) as z:
            if str(z["key"]) == key:
                return np.asarray(z["value"])
    value = make()  # type: ignore[operator]
    np.savez(path, key=key, value=value)
    return np.asarray(value)


def loco_segments(cs: Sequence[gt.Case], x: np.ndarray, z: np.ndarray | None, y_seg: np.ndarray,
                  train: np.ndarray, owner: np.ndarray, hidden: int) -> np.ndarray:
    """Every development reading's logit from the head fitted without its corpus (``-inf`` for the rest)."""
    corpus = np.array([c.corpus for c in cs])[owner]
    out = np.full(len(owner), -np.inf)
    for name in gt.LOCO:
        held = corpus == name
        tr = train & ~held
        p = gt.fit(x[tr], y_seg[tr], hidden, None if z is None else z[tr])
        out[held] = gt.logits(p, x[held], None if z is None else z[held])
        print(f"  fitted without {name}", flush=True)
    return out


def knn_votes(raw: np.ndarray, owner: np.ndarray, y_seg: np.ndarray, train: np.ndarray, corpus: np.ndarray,
              k: int) -> np.ndarray:
    """Per development reading: among its ``k`` nearest trained readings of the *other* corpora and the prototypes
    (cosine over e5), the share that are attack readings minus the attack share of all those readings: > 0 when
    its neighbourhood is more attack than the pool (a LOCO-fitted second opinion)."""
    v = raw / np.linalg.norm(raw, axis=1, keepdims=True)
    seg_corpus = corpus[owner]
    out = np.zeros(len(owner))
    for name in gt.LOCO:
        held = np.flatnonzero(seg_corpus == name)
        pool = np.flatnonzero(train & (seg_corpus != name))
        base = float(y_seg[pool].mean())
        sims = v[held] @ v[pool].T
        top = np.argpartition(-sims, k, axis=1)[:, :k]
        out[held] = y_seg[pool][top].mean(axis=1) - base
    return out


def buckets(cs: Sequence[gt.Case], ruled: np.ndarray, seg_scores: np.ndarray, open_: np.ndarray,
            owner: np.ndarray, thr: dict[str, float], extra: np.ndarray | None = None) -> dict[str, dict[str, int]]:
    """Per corpus: attacks by bucket (rules, a0, a, b, head, second) and benign lost (rules, head, second)."""
    n = len(cs)
    gated = gt.case_scores(np.where(open_, seg_scores, -np.inf), owner, n)
    second = np.zeros(n, dtype=bool) if extra is None else extra
    rows: dict[str, dict[str, int]] = {}
    for i, c in enumerate(cs):
        if c.corpus not in gt.LOCO:
            continue
        r = rows.setdefault(c.corpus, dict.fromkeys(("attacks", "rules", "a0", "a", "b", "head", "second", "benign",
                                                      "lost_rules", "lost_head", "lost_second"), 0))
        screened = c.source in gt.UNTRUSTED
        head = screened and gated[i] > thr[c.corpus]
        if c.label == 1:
            r["attacks"] += 1
            key = ("rules" if ruled[i] else "a0" if not screened else "head" if head
                   else "second" if second[i] else "a" if gated[i] == -np.inf else "b")
            r[key] += 1
        else:
            r["benign"] += 1
            key = ("lost_rules" if ruled[i] else "lost_head" if head else "lost_second" if screened and second[i]
                   else "")
            if key:
                r[key] += 1
    return rows


def table(rows: dict[str, dict[str, int]], title: str) -> None:
    print(f"\n{title}")
    print("| corpus | attacks | blocked | rules | a0 not screened | a gate closed | b under thr. | head | second "
          "| benign | lost | by rules | by head | by second |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    tot: dict[str, int] = {}
    for name, r in [*rows.items(), ("all", tot)]:
        if name != "all":
            for k, v in r.items():
                tot[k] = tot.get(k, 0) + v
        blocked = r["rules"] + r["head"] + r["second"]
        lost = r["lost_rules"] + r["lost_head"] + r["lost_second"]
        print(f"| {name} | {r['attacks']} | {blocked / r['attacks']:.1%} | " + " | ".join(
            str(r[k]) for k in ("rules", "a0", "a", "b", "head", "second")) + f" | {r['benign']} | "
            f"{lost / r['benign']:.1%} | {r['lost_rules']} | {r['lost_head']} | {r['lost_second']} |")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cache", type=Path, required=True, help="a folder for embeddings, rules and LOCO scores")
    ap.add_argument("--buckets", type=int, default=4096)
    ap.add_argument("--fp-budget", type=float, default=0.015)
    ap.add_argument("--knn", type=int, default=0, help="k of the nearest-neighbour second opinion (0: off)")
    ap.add_argument("--vote", type=float, default=0.3, help="neighbour attack share above the pool's to fire")
    ap.add_argument("--band", type=float, default=-1.0, help="the second opinion acts on gated readings scored "
                    "above threshold + band, and on readings the gate closed when --closed")
    ap.add_argument("--closed", action="store_true", help="the second opinion also reads gate-closed readings")
    ap.add_argument("--json", type=Path, help="write the rows here")
    args = ap.parse_args(argv)
    args.cache.mkdir(parents=True, exist_ok=True)
    cs = gt.cases()
    texts, owner, y_seg, train = gt.segments(cs)
    key = hashlib.sha1("\x00".join(texts).encode()).hexdigest()
    raw = gt.embed(texts, str(args.cache / "emb.npz"))
    x = raw * gt.SCALE
    z = gt.extras(texts, args.buckets)
    ruled = cached(args.cache / "ruled.npz", key, lambda: np.array(
        [not RulesGuard().screen(c.text, Source(c.source)).allowed for c in cs]))
    open_ = cached(args.cache / "gate.npz", key, lambda: gate(cs, texts, owner))
    seg = cached(args.cache / f"loco-{args.buckets}.npz", key,
                 lambda: loco_segments(cs, x, z, y_seg, train, owner, 128))
    corpus = np.array([c.corpus for c in cs])
    label = np.array([c.label for c in cs])
    screened = np.array([c.source in gt.UNTRUSTED for c in cs])
    gated = gt.case_scores(np.where(open_, seg, -np.inf), owner, len(cs))
    allowed_benign = (label == 0) & screened & ~ruled & np.isin(corpus, gt.LOCO)
    own = {n: gt.loco_threshold(gated, allowed_benign & (corpus != n), args.fp_budget) for n in gt.LOCO}
    print(f"{len(cs)} cases, {len(texts)} readings; signs {len(SIGNS)}, buckets {args.buckets}; "
          f"per-corpus thresholds: " + ", ".join(f"{n} {t:.2f}" for n, t in own.items()))
    shipped = dict.fromkeys(gt.LOCO, SHIPPED.threshold)
    if args.knn:
        vote = knn_votes(raw, owner, y_seg, train, corpus, args.knn)
        for name, thr in (("shipped", shipped), ("own", own)):
            t_seg = np.array([thr.get(c, 99.0) for c in corpus[owner]])
            near = open_ & (seg > t_seg + args.band)
            fire = (vote > args.vote) & (near | (~open_ if args.closed else False))
            fired = gt.case_scores(np.where(fire, 1.0, -np.inf), owner, len(cs)) > 0
            rows = buckets(cs, ruled, seg, open_, owner, thr, fired & screened)
            table(rows, f"LOCO, threshold {name}, + {args.knn}-NN vote > {args.vote} (band {args.band}, "
                        f"closed {args.closed})")
            if args.json:
                args.json.with_suffix(f".{name}.json").write_text(json.dumps(rows))
    for name, thr in (("shipped", shipped), ("own", own)):
        rows = buckets(cs, ruled, seg, open_, owner, thr)
        table(rows, f"LOCO, threshold {name}" + (f" ({SHIPPED.threshold:.2f})" if name == "shipped" else ""))
    # the head shipped, fitted on data..dev5: dev6..dev13 are out of its sample
    sh = SHIPPED.logits(raw, texts)
    table(buckets(cs, ruled, sh, open_, owner, shipped), "the head shipped (data..dev5 in its sample)")
    # bucket a: what the head would say if the gate opened
    ungated = gt.case_scores(seg, owner, len(cs))
    a = (label == 1) & screened & ~ruled & (gated == -np.inf) & np.isin(corpus, gt.LOCO)
    print(f"\nbucket a ({a.sum()} attacks): LOCO head score above the shipped threshold ungated: "
          f"{(ungated[a] > SHIPPED.threshold).sum()}; benign screened, allowed, gate closed, above it ungated: "
          f"{(allowed_benign & (gated == -np.inf) & (ungated > SHIPPED.threshold)).sum()} of "
          f"{(allowed_benign & (gated == -np.inf)).sum()}")
    b = (label == 1) & screened & ~ruled & (gated > -np.inf) & (gated <= SHIPPED.threshold)
    for lo in (-1.0, -2.0, -4.0):
        band = (gated > SHIPPED.threshold + lo) & (gated <= SHIPPED.threshold)
        print(f"bucket b ({b.sum()}): within {-lo:.0f} of the threshold: {(b & band).sum()}; allowed benign in that "
              f"band: {(allowed_benign & band).sum()}")
    fams: dict[tuple[str, str], int] = {}
    for i in np.flatnonzero(a | b):
        k = ("a" if a[i] else "b", cs[i].family.split(" ")[-1])
        fams[k] = fams.get(k, 0) + 1
    print("families in a / b:", sorted(fams.items(), key=lambda kv: -kv[1])[:30])


if __name__ == "__main__":
    main()
