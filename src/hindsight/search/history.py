"""Questions about the past find the superseded answer (issue #15).

The review supersedes an out-of-date memory ("The user lives in Hangzhou" → "moved to Chengdu"): its status becomes
``superseded`` and its confidence drops below 0.1, so a plain search hides it (the visible statuses, the confidence
floor). Superseded is not lost: a question about the past (:func:`hindsight.search.past.asks_about_past`:
"Where did the user live before?", "用户以前住哪？") is asked of the superseded memories too, those a newer memory
took the place of (``superseded_by`` set); never a falsified, forgotten, erased, quarantined, archived or expired
one. Both arms run once more over the superseded memories alone (the confidence floor left out: a superseded
memory was true then; the caller's own ``min_confidence`` still holds), their candidates merged into the arms' lists
by score, as one search over both would rank them. A superseded candidate ranks by the confidence it had before it
was superseded (its ``superseded`` event), its relevance as any other's, and where its successor is the current
memory and outranks it, it takes the successor's place (:func:`before_successor`); the hit keeps its status
(``superseded``) and its memory names its successor (``superseded_by``), so an agent can tell history from the present.
A question about the present is searched as before; a caller's own status filter (``statuses``,
``include_inactive``) wins over this one.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

from hindsight.model import EventType, Memory, SearchHit, SearchRequest, Status
from hindsight.search.candidates import STEP
from hindsight.search.past import asks_about_past
from hindsight.store.base import Filters, Store


def widened(req: SearchRequest) -> bool:
    """The request leaves the statuses to the search and asks about the past: superseded memories are candidates."""
    return not req.include_inactive and not req.statuses and asks_about_past(req.query)


def filters(req: SearchRequest, f: Filters) -> Filters | None:
    """The filters of the arms' second run, over the superseded memories alone; None: no second run. A superseded
    memory's validity ended when its successor was written, so only the time-to-live is checked (after the read,
    :func:`admit`)."""
    if not widened(req):
        return None
    return replace(f, statuses=(Status.superseded,), min_confidence=req.min_confidence or 0.0, hide_expired=False)


def merge(first: list[tuple[str, float]], more: list[tuple[str, float]], n: int) -> list[tuple[str, float]]:
    """One arm's list and its run over the superseded memories, as one list best first (the scores are the same
    arm's: cosines, or BM25 over the same index), cut at ``n``."""
    seen = {mid for mid, _ in first}
    both = [*first, *((mid, s) for mid, s in more if mid not in seen)]
    return sorted(both, key=lambda x: -x[1])[:n] if more else first


def admit(store: Store, bank: str, memories: dict[str, Memory], req: SearchRequest,
          now: datetime) -> dict[str, float]:
    """For a question about the past: leave out of ``memories`` the superseded ones the search may not serve (no
    successor, merged into a restatement rather than superseded by a newer one, past their time-to-live), and
    return the confidence each served one ranks by: the one it had before it was superseded (lowered because it is
    no longer current, not because it was doubted)."""
    conf: dict[str, float] = {}
    if not widened(req):
        return conf
    for mid, mem in list(memories.items()):
        if mem.status != Status.superseded:
            continue
        before = _superseded_from(store, bank, mem)
        if before is None or mem.superseded_by is None or (mem.expires_at is not None and mem.expires_at <= now):
            del memories[mid]
        else:
            conf[mid] = max(mem.confidence, before)
    return conf


def _superseded_from(store: Store, bank: str, mem: Memory) -> float | None:
    """The confidence before the memory's latest ``superseded`` event (its own where the event does not say);
    None: it has no such event (a restatement merged into another is superseded by a ``merged`` event)."""
    for e in reversed(store.events(bank, mem.id)):
        if e.type == EventType.superseded:
            before = e.data.get("confidence_before")
            return float(before) if isinstance(before, int | float) else mem.confidence
    return None


def before_successor(hits: list[SearchHit], req: SearchRequest) -> None:
    """For a question about the past, a superseded hit whose successor is the current memory (not itself
    superseded) and ranks above it takes the successor's place, the successor right below: the review said which
    was the value before the present one, and the question asks for it. Older links of a chain keep their own
    rank. ``hits``: the tidied hits before the top-k cut; re-sorted here."""
    if not widened(req):
        return
    by_id = {h.id: h for h in hits}
    for old in hits:
        new = by_id.get(old.memory.superseded_by or "") if old.status == Status.superseded else None
        if new is None or new.status == Status.superseded or new.score <= old.score:
            continue
        old.score, new.score = new.score, round(new.score - STEP, 6)
        for h in (old, new):
            if h.explain is not None:
                h.explain.final = h.score
    hits.sort(key=lambda h: (-h.score, h.id))
