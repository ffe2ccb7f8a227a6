"""Search scoring (C1, C2): fusion of the dense and keyword arms, and the hindsight scoring profiles.

Pure functions: inputs are ranked candidate lists, outputs are relevance scores in 0..1.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

from hindsight.policy import Calibration

DAY = 86400.0


@dataclass(frozen=True)
class Profile:
    """final = w_rel·relevance + w_conf·confidence + w_fresh·freshness + w_imp·importance."""

    name: str
    w_rel: float
    w_conf: float = 0.0
    w_fresh: float = 0.0
    w_imp: float = 0.0
    #: "exp": exp(-age/tau_days) (seed 000); "half": 0.5 ** (age/tau_days) (seed 004)
    freshness: str = "exp"
    tau_days: float = 30.0

    def freshness_of(self, observed_at: datetime, now: datetime) -> float:
        age = max(0.0, (now - observed_at).total_seconds()) / DAY
        if self.freshness == "half":
            return float(0.5 ** (age / self.tau_days))
        return math.exp(-age / self.tau_days)

    def score(self, relevance: float, confidence: float, freshness: float, importance: float) -> float:
        return self.w_rel * relevance + self.w_conf * confidence + self.w_fresh * freshness + self.w_imp * importance


def ranking_confidence(confidence: float, tags: list[str], source_conflict_factor: float) -> float:
    """The confidence a memory ranks by: its own, except that two tools' disagreement (D4 ``source``: both kept,
    both × ``source_conflict_factor``, tagged ``source-conflict``) is uncertainty about which is true, not a sign
    that either is off the question: ranking undoes the down-weight (the hit still reports the lowered value), so
    the pair does not sink below unrelated memories it outranked before."""
    if "source-conflict" in tags and 0 < source_conflict_factor < 1:
        return min(1.0, confidence / source_conflict_factor)
    return confidence


PROFILES: dict[str, Profile] = {
    "relevance": Profile("relevance", 1.0),
    # seed 000 §4.3: similarity 0.6, confidence 0.3, freshness 0.1 with exp(-age/30 d)
    "seed000": Profile("seed000", 0.6, w_conf=0.3, w_fresh=0.1, freshness="exp", tau_days=30.0),
    # seed 004 §3.2: similarity 0.6, time decay 0.25 (14-day half-life), importance 0.15
    "seed004": Profile("seed004", 0.6, w_fresh=0.25, w_imp=0.15, freshness="half", tau_days=14.0),
    # relevance first; confidence, freshness and importance only break near-ties
    "hindsight": Profile("hindsight", 0.85, w_conf=0.08, w_fresh=0.04, w_imp=0.03, freshness="half", tau_days=30.0),
}


@dataclass
class Candidate:
    """One memory seen by either arm of the search."""

    key: int
    similarity: float | None = None
    dense_rank: int | None = None
    bm25: float | None = None
    bm25_rank: int | None = None
    relevance: float = 0.0
    extra: dict[str, float] = field(default_factory=dict)


def rrf(cands: dict[int, Candidate], k: int = 60) -> None:
    """Reciprocal Rank Fusion: sum of 1/(k+rank); scaled so rank 1 in both arms is 1.0."""
    top = 2.0 / (k + 1)
    for c in cands.values():
        s = 0.0
        if c.dense_rank is not None:
            s += 1.0 / (k + c.dense_rank)
        if c.bm25_rank is not None:
            s += 1.0 / (k + c.bm25_rank)
        c.relevance = s / top


#: the keyword score below which the best keyword match is no evidence: max-normalisation would otherwise make a match
#: on words in half the bank or more (``idf`` clamped to 1e-6: "user", 用户 in a bank about one user) a full 1.0 and
#: rank the shortest memory first for any question whose other words match nothing. Off (0) by default: in a bank of
#: a handful of memories every shared word is in half of them, so the floor silences the keyword arm altogether
#: (two contract tests' three-memory banks reordered); 0.1 is the value measured on hygiene corpus 5
BM25_FLOOR = 0.0


def keyword_ceiling(weights: Sequence[tuple[float, int]], matched_only: bool = False) -> float:
    """What the question could score in the keyword arm: the BM25 of a memory of the bank's average length holding
    each of its summed units (``weights``: each one's idf and the bank's rows holding it) once, which is the sum
    of their idf (BM25's term factor ``f·(k1+1) / (f + k1·(1 − b + b·D/avgdl))`` is 1 at f = 1, D = avgdl).
    ``matched_only``: only the units some row of the bank holds (a word no memory uses adds nothing)."""
    return sum(idf for idf, rows in weights if rows > 0 or not matched_only)


def additive(cands: dict[int, Candidate], cal: Calibration, w_dense: float = 0.5, floor: float | None = None,
             ceiling: float = 0.0) -> None:
    """Score-normalised additive fusion: calibrated cosine and BM25 normalised by the best match (at least
    ``floor``, default :data:`BM25_FLOOR`, and at least ``ceiling``: :func:`keyword_ceiling`, 0 = the best match
    alone), weighted. With a ceiling a match on one common word of the question is the small share of the
    question it is, not a full 1.0 because nothing else matched more; a memory matching the whole question at
    least as well as a memory of average length holding each word once normalises as before."""
    best = max((c.bm25 or 0.0 for c in cands.values()), default=0.0)
    best = max(best, BM25_FLOOR if floor is None else floor, ceiling) if best > 0 else best
    for c in cands.values():
        d = cal.normalise(c.similarity) if c.similarity is not None else 0.0
        b = (c.bm25 or 0.0) / best if best > 0 else 0.0
        c.relevance = w_dense * d + (1.0 - w_dense) * b


def interleave(cands: dict[int, Candidate]) -> None:
    """Per-arm interleaving: dense #1, bm25 #1, dense #2, ... (duplicates skipped)."""
    dense = sorted((c for c in cands.values() if c.dense_rank), key=lambda c: c.dense_rank or 0)
    sparse = sorted((c for c in cands.values() if c.bm25_rank), key=lambda c: c.bm25_rank or 0)
    order: list[Candidate] = []
    seen: set[int] = set()
    for i in range(max(len(dense), len(sparse))):
        for arm in (dense, sparse):
            if i < len(arm) and arm[i].key not in seen:
                seen.add(arm[i].key)
                order.append(arm[i])
    n = len(order)
    for pos, c in enumerate(order):
        c.relevance = 1.0 - pos / max(n, 1)


def single_arm(cands: dict[int, Candidate], arm: str, cal: Calibration) -> None:
    """Ablations: rank by one arm alone (``dense`` or ``bm25``)."""
    best = max((c.bm25 or 0.0 for c in cands.values()), default=0.0)
    for c in cands.values():
        if arm == "dense":
            c.relevance = cal.normalise(c.similarity) if c.dense_rank is not None and c.similarity else 0.0
        else:
            c.relevance = (c.bm25 or 0.0) / best if best > 0 and c.bm25_rank is not None else 0.0


def fuse(cands: dict[int, Candidate], method: str, cal: Calibration, rrf_k: int = 60, w_dense: float = 0.5,
         ceiling: float = 0.0) -> None:
    """Fuse the arms by ``method``; ``ceiling``: additive fusion's least keyword normaliser (:func:`additive`)."""
    if method == "rrf":
        rrf(cands, rrf_k)
    elif method == "additive":
        additive(cands, cal, w_dense, ceiling=ceiling)
    elif method == "interleave":
        interleave(cands)
    elif method in ("dense", "bm25"):
        single_arm(cands, method, cal)
    else:
        raise ValueError(f"unknown fusion method {method!r}")
