"""Expansion from the first hits: the memory written right after one of the best hits in the same session (in a
conversation, the reply to it or its continuation: "What made you decide?" → the answer) is raised to at least
``factor`` × that hit's score, when it is itself a candidate of the search. ``Explain.expanded_from`` names the hit.

Only memories the search already found are raised (so every filter and the relevance floor still hold): measured
on the LoCoMo dev conversations, bringing in neighbours the search had not found cost multi-hop and open-domain
recall, raising found ones cost none (docs/benchmarks.md, *Question features*). The previous memory of the session
is not raised: it helped less and cost single-hop recall there.

A raised memory owes its place to its lender. When read-time hygiene then finds the lender out of date (a newer
statement of the same slot takes its place), the lent standing goes too: the raised memory may not stay above
the lender's successor (:func:`void_stale_lends`). On a real knowledge update ("I've spotted 27 species so far" →
later "…brings my total species count to 32"), the turn after the stale statement otherwise kept first place.
"""

from __future__ import annotations

from hindsight.model import SearchHit
from hindsight.search.candidates import STEP
from hindsight.store.base import SearchIndex

#: how many of the best hits lend their score to the memory after them
FIRST_HITS = 5


def raise_next(hits: list[SearchHit], next_of: dict[str, str], factor: float) -> dict[str, str]:
    """Pure part: ``hits`` best first; ``next_of`` maps a hit to the memory after it in its session. Raises the
    next memory of each of the :data:`FIRST_HITS` best hits to ``factor`` × the hit's score (if that is more).
    Returns each raised id with the hit that lent it its score (in the order raised)."""
    by_id = {h.id: h for h in hits}
    raised: dict[str, str] = {}
    for h in hits[:FIRST_HITS]:
        nxt = by_id.get(next_of.get(h.id, ""))
        if nxt is None or nxt is h:
            continue
        lent = round(h.score * factor, 6)
        if lent > nxt.score:
            nxt.score = lent
            raised[nxt.id] = h.id
            if nxt.explain is not None:
                nxt.explain.expanded_from, nxt.explain.final = h.id, lent
    return raised


def session_next(index: SearchIndex, bank: str, hits: list[SearchHit], factor: float) -> dict[str, str]:
    """Raise the memory after each of the best hits in its session (``hits`` is re-sorted best first). Returns
    each raised id with its lender."""
    if factor <= 0 or len(hits) < 2:
        return {}
    hits.sort(key=lambda h: (-h.score, h.id))
    next_of = index.next_in_session(bank, [h.id for h in hits[:FIRST_HITS]])
    raised = raise_next(hits, next_of, factor)
    if raised:
        hits.sort(key=lambda h: (-h.score, h.id))
    return raised


def void_stale_lends(hits: list[SearchHit], lenders: dict[str, str], outdated_by: dict[str, str]) -> list[str]:
    """Pure part, after read-time hygiene: ``lenders`` maps a raised memory to the hit that lent it its score,
    ``outdated_by`` an out-of-date hit to the newer one that took its place. A raised memory whose lender is out of
    date is put just below the lender's successor if it stood at or above it (never raised). ``hits`` is
    re-sorted best first when one moves; returns the ids moved."""
    by_id = {h.id: h for h in hits}
    moved: list[str] = []
    for rid, lender in lenders.items():
        h, new = by_id.get(rid), by_id.get(outdated_by.get(lender, ""))
        if h is None or new is None or h is new or h.score < new.score:
            continue
        h.score = round(new.score - STEP, 6)
        moved.append(rid)
        if h.explain is not None:
            h.explain.final = h.score
    if moved:
        hits.sort(key=lambda h: (-h.score, h.id))
    return moved
