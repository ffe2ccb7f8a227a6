"""The offline reranker: a linear model over the first stage's features (``features.py``), fitted pairwise
(an evidence hit above a non-evidence hit of the same query) by ``bench/rerank_train.py`` and shipped as
``learned.json`` (feature names, standardisation, weights, and how it was fitted). No I/O past loading the file."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from hindsight.rerank.base import Candidate

WEIGHTS = Path(__file__).with_name("learned.json")


@dataclass(frozen=True)
class LinearModel:
    names: tuple[str, ...]
    mean: tuple[float, ...]
    scale: tuple[float, ...]
    weights: tuple[float, ...]
    #: the embedder whose cosines the model was fitted on (its features read them): None, any
    embedder: str | None = None

    @staticmethod
    def from_dict(d: dict[str, Any]) -> LinearModel:
        names = tuple(str(n) for n in d["features"])
        cols = [tuple(float(v) for v in d[k]) for k in ("mean", "scale", "weights")]
        if any(len(c) != len(names) for c in cols):
            raise ValueError("learned reranker: features, mean, scale and weights differ in length")
        embedder = d.get("embedder")
        return LinearModel(names, cols[0], cols[1], cols[2], None if embedder is None else str(embedder))

    def score(self, features: Any) -> float:
        return sum(w * (float(features.get(n, 0.0)) - m) / (s or 1.0)
                   for n, m, s, w in zip(self.names, self.mean, self.scale, self.weights, strict=True))


@lru_cache(maxsize=4)
def load(path: Path = WEIGHTS) -> LinearModel:
    return LinearModel.from_dict(json.loads(path.read_text(encoding="utf-8")))


class LearnedReranker:
    name = "learned"

    def __init__(self, model: LinearModel | None = None) -> None:
        self.model = model or load()

    def score(self, query: str, cands: Sequence[Candidate], timeout_s: float) -> list[float]:
        return [self.model.score(c.features) for c in cands]

    def unfit_for(self, embedder: str) -> str | None:
        """Why the model cannot judge a search made with ``embedder`` (None: it can). Its features read that
        embedder's cosines: another embedder's scale (a hash or API model: cosines near 0 or below) puts them far
        outside what it was fitted on, where its order is arbitrary."""
        fitted = self.model.embedder
        if fitted is None or fitted == embedder:
            return None
        return f"learned: fitted on {fitted}'s scores, not {embedder}'s; first-stage order kept"
