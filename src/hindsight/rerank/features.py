"""The learned reranker's features: what the first stage already computed for a hit (its explain breakdown and
its place), made comparable across queries (relative to the best of the window), and its memory's hubness kept
by the write path (``store/hubness.py``), relative to the window's (:func:`hub_near`). Pure.

``bench/rerank_train.py`` computes the same vector from a search's explain output, so training and serving read
the features through this one function.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from hindsight.language.text import word_count
from hindsight.model import Explain

NAMES: tuple[str, ...] = (
    "first", "first_rel", "inv_rank", "sim", "sim_gap", "match", "bm25_rel", "no_bm25", "no_dense",
    "inv_dense_rank", "inv_bm25_rank", "relevance", "confidence", "freshness", "importance", "other_person",
    "off_topic", "on_topic", "by_name", "log_len", "hub_near",
)

#: the weight, in memories, that pulls :func:`hub_near` towards 0 in a small bank
PRIOR = 30
#: how far a search counts a bank's active memories for :func:`hub_near` (beyond it the shrink is ~1)
COUNT_CAP = 1000


@dataclass(frozen=True)
class Window:
    """What a hit's features are relative to: the best of the first stage's window."""

    max_sim: float
    max_bm25: float
    max_first: float

    @staticmethod
    def of(explains: Sequence[Explain]) -> Window:
        return Window(max_sim=max((e.similarity or 0.0 for e in explains), default=0.0),
                      max_bm25=max((e.bm25_score or 0.0 for e in explains), default=0.0),
                      max_first=max((e.final for e in explains), default=0.0))


def hub_near(kept: Sequence[float | None], bank_size: int) -> list[float]:
    """Each window hit's hubness (its memory's mean cosine to its nearest other active memories of the bank, as
    kept; ``None`` unknown) less the mean of the window's known ones, 0.0 for the unknown (read as average);
    shrunk towards 0 in a small bank (``bank_size`` active memories), where a memory's nearest others are few
    and say little about it: by ``(n - 1) / (n - 1 + PRIOR)``."""
    known = [k for k in kept if k is not None]
    centre = sum(known) / len(known) if known else 0.0
    shrink = max(bank_size - 1, 0) / (max(bank_size - 1, 0) + PRIOR)
    return [0.0 if k is None else (k - centre) * shrink for k in kept]


def vector(ex: Explain, rank: int, text: str, win: Window, match: float | None,
           hub: float = 0.0) -> dict[str, float]:
    """The features of a hit at ``rank`` (1 = first) of the first stage, ``match`` its calibrated cosine, ``hub``
    its :func:`hub_near`."""
    sim = ex.similarity or 0.0
    return {
        "first": ex.final,
        "first_rel": ex.final / win.max_first if win.max_first > 0 else 0.0,
        "inv_rank": 1.0 / rank,
        "sim": sim,
        "sim_gap": sim - win.max_sim,
        "match": match or 0.0,
        "bm25_rel": (ex.bm25_score or 0.0) / win.max_bm25 if win.max_bm25 > 0 else 0.0,
        "no_bm25": float(ex.bm25_rank is None),
        "no_dense": float(ex.dense_rank is None),
        "inv_dense_rank": 1.0 / ex.dense_rank if ex.dense_rank else 0.0,
        "inv_bm25_rank": 1.0 / ex.bm25_rank if ex.bm25_rank else 0.0,
        "relevance": ex.relevance,
        "confidence": ex.confidence,
        "freshness": ex.freshness,
        "importance": ex.importance,
        "other_person": float(ex.other_person),
        "off_topic": float(ex.off_topic),
        "on_topic": float(ex.on_topic),
        "by_name": float(ex.by_name),
        "log_len": math.log1p(word_count(text)),
        "hub_near": hub,
    }
