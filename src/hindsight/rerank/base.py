"""The rerank port: score the first stage's best candidates for a query, higher is better.

A reranker sees each candidate's text and the features the first stage computed (``features.py``); it answers
one score per candidate, in the candidates' order. A remote reranker that fails raises :class:`RerankError`, and
the search keeps the first stage's order (flagged in explain): a reranker never fails a search.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol


class RerankError(Exception):
    """The reranker could not score (timeout, HTTP error, 429, an unusable answer); the message says why."""


@dataclass(frozen=True)
class Candidate:
    """One first-stage hit as the reranker sees it."""

    id: str
    text: str
    #: the first stage's features of this hit (names in ``features.NAMES``)
    features: Mapping[str, float]


class Reranker(Protocol):
    #: "learned", "llm" or "endpoint" (shown in explain)
    name: str

    def score(self, query: str, cands: Sequence[Candidate], timeout_s: float) -> list[float]:
        """One score per candidate, in order; higher ranks first. Raises :class:`RerankError`."""
        ...
