"""The relevance floor (pure): a hit must be close enough in meaning to the query to be served.

A hit's *match* is its query cosine mapped through the embedder's calibration (``Calibration.normalise``:
0 at the cosine of typical unrelated texts, 1 at identity), so one number means the same on every fusion
method and scoring profile (the fused ``score`` does not: BM25 is normalised by the best candidate, so the best
keyword match of a bank that knows nothing about the question still scores high). ``min_score`` is the least
match a hit needs: hits below it are left out, and a response whose candidates all fell below it says so
(``below_floor``) so an agent knows the bank has nothing on the question rather than nothing at all.

The default is the embedder's ``Calibration.min_match`` (e5: measured on the LoCoMo dev conversations,
docs/benchmarks.md *Relevance floor*), ``Settings.min_score`` overrides it, a request's ``min_score`` overrides
both, and 0 turns the floor off. A hit without a cosine (``fusion="bm25"``, or a dense arm past its time
budget) has no match and is never floored.

Experience lessons (an agent's tool lessons) answer task questions, not questions about the user: in a
context block one joins only when the query names its tool or environment, or when it clears the stricter
``Calibration.experience`` cosine that ``experience_recall`` uses (:func:`lesson_belongs`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from hindsight.model import Kind, Memory, SearchHit
from hindsight.policy import Calibration


def min_score_for(requested: float | None, configured: float | None, cal: Calibration) -> float:
    """The floor a search applies: the request's, else the settings', else the embedder's calibrated one."""
    if requested is not None:
        return requested
    if configured is not None:
        return configured
    return cal.min_match


def match_of(similarity: float | None, cal: Calibration) -> float | None:
    """The calibrated 0..1 closeness in meaning of a hit with query cosine ``similarity`` (None: not measured)."""
    return None if similarity is None else round(cal.normalise(similarity), 4)


def cleared_by(plain: float | None, lifted: float | None) -> float | None:
    """The cosine the floor reads for a hit: the greater of its plain cosine to the question and the one the
    question's content words lifted (search/content.py; None: the plain one alone). A memory phrased as an event
    ("User relocated to Bristol in April" for "where do i live now") sits far from the question's frame but closer
    than the window to what it asks; the lift never lowers what the plain cosine clears. The search passes the
    lifted cosine for the window's best hit alone: the floor does not widen the window with memories that are
    merely closer than average, which read-time hygiene could then put first as a newer value of the same slot."""
    if plain is None or lifted is None:
        return plain
    return max(plain, lifted)


@dataclass(frozen=True)
class Floored:
    kept: list[SearchHit]
    #: hits left out because their match was below the floor
    dropped: int
    #: there were hits, and none cleared the floor
    below_floor: bool


def apply(hits: list[SearchHit], similarity: Mapping[str, float | None], min_score: float,
          cal: Calibration) -> Floored:
    """Leave out the hits whose match is below ``min_score``; the explain breakdown (when asked) gets each
    hit's match and the floor."""
    kept: list[SearchHit] = []
    for h in hits:
        m = match_of(similarity.get(h.id), cal)
        if h.explain is not None:
            h.explain.match, h.explain.min_score = m, min_score
        if min_score > 0 and m is not None and m < min_score:
            continue
        kept.append(h)
    dropped = len(hits) - len(kept)
    return Floored(kept, dropped, bool(hits) and dropped == len(hits))


def _words(s: str) -> str:
    return " " + " ".join(re.findall(r"[^\W_]+", s.casefold())) + " "


def _mentions(query: str, name: object) -> bool:
    """Does the query name ``name`` (a tool or an environment: "web_search", "github.create_issue"), whole words,
    whatever joins them?"""
    if not isinstance(name, str):
        return False
    words = _words(name)
    return len(words.strip()) >= 2 and words in _words(query)


def lesson_belongs(query: str, mem: Memory, similarity: float | None, cal: Calibration) -> bool:
    """May this memory join a context block for ``query``? Anything but an experience lesson may; a lesson only
    when the query is about its task (names its tool or environment) or it clears the experience threshold."""
    if mem.kind != Kind.experience:
        return True
    tool, env = mem.metadata.get("tool_name"), mem.metadata.get("environment")
    if _mentions(query, tool) or _mentions(query, env):
        return True
    return similarity is not None and similarity >= cal.experience
