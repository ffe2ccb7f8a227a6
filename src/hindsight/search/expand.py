"""Expansion from the first hits: the memory written right after one of the best hits in the same session (in a
conversation, the reply to it or its continuation: "What made you decide?" → the answer) is raised to at least
``factor`` × that hit's score, when it is itself a candidate of the search. ``Explain.expanded_from`` names the hit.

Only memories the search already found are raised (so every filter and the relevance floor still hold): measured
on the LoCoMo dev conversations, bringing in neighbours the search had not found cost multi-hop and open-domain
recall, raising found ones cost none (docs/benchmarks.md, *Question features*). The previous memory of the session
is not raised: it helped less and cost single-hop recall there.
"""

from __future__ import annotations

from hindsight.model import SearchHit
from hindsight.store.base import SearchIndex

#: how many of the best hits lend their score to the memory after them
FIRST_HITS = 5


def raise_next(hits: list[SearchHit], next_of: dict[str, str], factor: float) -> list[str]:
    """Pure part: ``hits`` best first; ``next_of`` maps a hit to the memory after it in its session. Raises the
    next memory of each of the :data:`FIRST_HITS` best hits to ``factor`` × the hit's score (if that is more).
    Returns the ids raised."""
    by_id = {h.id: h for h in hits}
    raised: list[str] = []
    for h in hits[:FIRST_HITS]:
        nxt = by_id.get(next_of.get(h.id, ""))
        if nxt is None or nxt is h:
            continue
        lent = round(h.score * factor, 6)
        if lent > nxt.score:
            nxt.score = lent
            raised.append(nxt.id)
            if nxt.explain is not None:
                nxt.explain.expanded_from, nxt.explain.final = h.id, lent
    return raised


def session_next(index: SearchIndex, bank: str, hits: list[SearchHit], factor: float) -> list[str]:
    """Raise the memory after each of the best hits in its session (``hits`` is re-sorted best first)."""
    if factor <= 0 or len(hits) < 2:
        return []
    hits.sort(key=lambda h: (-h.score, h.id))
    next_of = index.next_in_session(bank, [h.id for h in hits[:FIRST_HITS]])
    raised = raise_next(hits, next_of, factor)
    if raised:
        hits.sort(key=lambda h: (-h.score, h.id))
    return raised
