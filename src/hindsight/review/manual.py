"""What people do by hand (D6, D8, D9): edit, forget and restore a memory, list and settle review items, audit a
bank for contradictions, pick memories to read through. Every change is an event naming the actor."""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Any

from hindsight.engine import Engine, new_id, validate
from hindsight.errors import InvalidInput, NotFound, NotPermitted
from hindsight.guard import Outcome
from hindsight.guard.screen import screen
from hindsight.model import ConflictType, EventType, Kind, Memory, Relation, ReviewItem, Source, Status, UpdateRequest
from hindsight.model.memory import hide_quarantined
from hindsight.review import cycle
from hindsight.review import pairs as pairs_ledger
from hindsight.review import resolve as resolve_path
from hindsight.review.resolve import Ctx
from hindsight.timeutil import to_utc, utcnow

RESTORABLE = (Status.archived, Status.expired, Status.forgotten)
log = logging.getLogger("hindsight.review")


def get(eng: Engine, memory_id: str, bank: str | None, *, with_embedding: bool = False) -> Memory:
    """One memory; a read-only caller sees a quarantined memory without its text."""
    b = eng.bank(bank)
    mem = eng.store.get(b, memory_id, with_embedding=with_embedding)
    if mem is None:
        raise NotFound(f"memory {memory_id!r} not found in bank {b!r}", field="memory_id")
    return hide_quarantined(mem) if eng.scope == "read" else mem


def update(eng: Engine, memory_id: str, bank: str | None, reason: str | None, now: datetime | str | None,
           fields: dict[str, Any]) -> Memory:
    """Edit a memory. Every change is an event naming the actor; the provenance keeps its origin and records
    who edited the content. New content is screened by the write-time guard like a write (rejected → 422,
    nothing changed; quarantined → the memory is quarantined). Only an admin moves a memory out of quarantine."""
    req = validate(UpdateRequest, fields)
    changes = req.model_dump(exclude_unset=True)
    if not changes:
        raise InvalidInput("nothing to update: give at least one field", field=None)
    at = to_utc(now, field="now") or utcnow()
    b = eng.bank(bank)
    s = eng.settings
    if "content" in changes and len(changes["content"]) > s.max_content_chars:
        raise InvalidInput(f"content: at most {s.max_content_chars} characters", field="content")
    current = get(eng, memory_id, b) if eng.scope != "admin" or "content" in changes else None
    _check_release(eng, current, changes)
    if "content" in changes:
        assert current is not None
        _screen_edit(eng, current, changes)
    vec = eng.embedder.passages([changes["content"]])[0] if "content" in changes else None
    with eng.store.transaction(b) as tx:
        old = tx.get(b, memory_id)
        if old is None:
            raise NotFound(f"memory {memory_id!r} not found in bank {b!r}", field="memory_id")
        _check_release(eng, old, changes)  # the status may have changed since the read above
        if "content" in changes:
            changes["provenance"] = old.provenance.model_copy(update={"edited_by": eng.actor, "edited_at": at})
        new = old.model_copy(update={**changes, "updated_at": at})
        new = Memory.model_validate(new.model_dump())
        # the guard stamp stays through an edit of other fields (it seals content and source); new content was
        # screened as its editor's text, not as the stored source: the read-time check screens it again
        new = new.stamped(None if "content" in changes else old.guard_stamp)
        tx.update(new, vec)
        before = {k: _jsonable(getattr(old, k)) for k in changes if k != "provenance"}
        after = {k: _jsonable(getattr(new, k)) for k in changes if k != "provenance"}
        if "confidence" in changes and len(changes) == 1:
            etype = EventType.confidence_changed
        elif "status" in changes and old.status != new.status and "content" not in changes:
            etype = _status_event(old.status, new.status)
        else:
            etype = EventType.edited
        tx.append_event(old.id, b, at, etype, eng.actor, reason, {"before": before, "after": after})
    return new


def _check_release(eng: Engine, old: Memory | None, changes: dict[str, Any]) -> None:
    """Only an admin changes the status of a quarantined memory (releases it)."""
    if old is None or old.status != Status.quarantined or eng.scope == "admin":
        return
    if changes.get("status", Status.quarantined) != Status.quarantined:
        raise NotPermitted(f"memory {old.id!r} is quarantined; only an admin key may release it", field="status")


def _screen_edit(eng: Engine, old: Memory, changes: dict[str, Any]) -> None:
    """Screen new content with the write-time guard: as the memory's own source when its author edits it,
    as an agent's text (untrusted) when someone else does. Updates ``changes`` in place."""
    source = old.provenance.source if old.provenance.actor == eng.actor else Source.agent
    decision = screen(eng.settings, changes["content"], source,
                      None if old.kind == Kind.experience else eng.embedder)  # lessons: the rules only (write/path.py)
    if decision.outcome == Outcome.reject:
        raise InvalidInput(f"content: the guard rejected the edit ({decision.reason})", field="content")
    if decision.content is not None:
        changes["content"] = decision.content
    if decision.outcome == Outcome.quarantine:
        changes["status"] = Status.quarantined


def restore(eng: Engine, memory_id: str, bank: str | None, reason: str | None, now: datetime | str | None) -> Memory:
    """Bring an archived / expired / forgotten memory back (D6)."""
    b = eng.bank(bank)
    m = get(eng, memory_id, b)
    if m.status not in RESTORABLE:
        raise InvalidInput(
            f"memory {memory_id!r} is {m.status.value}; only archived, expired or forgotten "
            "memories can be restored",
            field="memory_id",
        )
    conf = max(m.confidence, eng.settings.archive_below + 0.1)
    fields: dict[str, Any] = {"status": Status.active, "confidence": min(1.0, conf)}
    if m.status == Status.expired:
        fields["expires_at"] = None
    return update(eng, memory_id, b, reason or "restored", now, fields)


def expire(eng: Engine, bank: str | None, now: datetime | str | None) -> list[str]:
    """Mark active memories whose ``expires_at`` has passed as ``expired`` (B3). Returns their ids."""
    at = to_utc(now, field="now") or utcnow()
    return cycle.expire(eng, eng.bank(bank), at, actor=eng.actor)


def conflicts(eng: Engine, bank: str | None, status: str | None) -> list[ReviewItem]:
    """Review items (contradictions waiting for a person, or settled ones with ``status=None``)."""
    if status not in (None, "open", "resolved"):
        raise InvalidInput("status: one of open, resolved", field="status")
    b = eng.bank(bank)
    items = eng.store.review_items(b, status)
    mems = {m.id: m for m in eng.store.get_many(b, [i for it in items for i in (it.a_id, it.b_id)])}
    return [it.model_copy(update={"a": mems.get(it.a_id), "b": mems.get(it.b_id)}) for it in items]


def resolve_conflict(eng: Engine, item_id: str | None, a_id: str | None, b_id: str | None, keep: str,
                     reason: str | None, bank: str | None, now: datetime | str | None) -> ReviewItem:
    """D9: settle a conflict by hand (keep ``a``, ``b``, ``both`` or ``neither``): an open review item, or any two
    memories."""
    if keep not in ("a", "b", "both", "neither"):
        raise InvalidInput("keep: one of a, b, both, neither", field="keep")
    b = eng.bank(bank)
    at = to_utc(now, field="now") or utcnow()
    if item_id is None and not (a_id and b_id):
        raise InvalidInput("give item_id, or both a_id and b_id", field="item_id")
    if a_id and b_id and a_id == b_id:
        raise InvalidInput("a_id and b_id must differ", field="b_id")
    with eng.store.transaction(b) as tx:
        if item_id is not None:
            item = eng.store.review_item(b, item_id)
            if item is None:
                raise NotFound(f"review item {item_id!r} not found in bank {b!r}", field="item_id")
            if item.status != "open":
                raise InvalidInput(f"review item {item_id!r} is already resolved", field="item_id")
        else:
            assert a_id and b_id
            item = tx.open_item_for(b, a_id, b_id) or ReviewItem(
                id=new_id("rvw"), bank=b, a_id=a_id, b_id=b_id, reason="raised by hand", created_at=at
            )
        ma, mb = tx.get(b, item.a_id), tx.get(b, item.b_id)
        if ma is None or mb is None:
            missing = item.a_id if ma is None else item.b_id
            raise NotFound(f"memory {missing!r} not found in bank {b!r}", field="a_id" if ma is None else "b_id")
        done = resolve_path.resolve_by_hand(
            Ctx(tx, eng.settings, eng.actor, at), item, ma, mb, keep, reason or "resolved by hand"
        )
    return done.model_copy(update={"a": eng.store.get(b, done.a_id), "b": eng.store.get(b, done.b_id)})


def audit(eng: Engine, bank: str | None, now: datetime | str | None) -> list[ReviewItem]:
    """D8: scan the whole bank for contradictions between visible memories; every one found becomes an open
    review item (nothing is changed). Returns all open items. Judged by the configured judge: a costly one (the
    LLM) within the review's token budget, skipping the pairs its ledger already holds (judged once unless a side
    changes) and recording what it judges, so a scheduled audit makes progress on a large bank run after run."""
    b = eng.bank(bank)
    at = to_utc(now, field="now") or utcnow()
    ids = [m.id for m in eng.store.iter_memories(b) if m.is_visible_at(at)]
    pairs = cycle.candidate_pairs(eng, b, ids, at)
    judged = cycle.judge_pairs(eng, eng.judge, b, pairs, at)
    with eng.store.transaction(b) as tx:
        for p, v in zip(judged.plan.todo, judged.verdicts, strict=True):
            if v is None:
                continue
            if judged.costly and v.judge != "rules":
                tx.record_judged(b, [pairs_ledger.judged_row(
                    p, v, eng.judge.name, at, judged.plan.attempts.get(pairs_ledger.key(p), 0))])
            if v.relation not in (Relation.conflict, Relation.undecidable) and v.type != ConflictType.undecidable:
                continue  # a soft "undecidable" (both kept, judge/llm.py ``soft``) is still one for a person
            if tx.open_item_for(b, p.a.id, p.b.id) is None:
                tx.save_review_item(ReviewItem(id=new_id("rvw"), bank=b, a_id=p.a.id, b_id=p.b.id, type=v.type,
                                               reason=f"audit: {v.reason}", created_at=at))
        if judged.costly and judged.failed:
            tx.record_judged(b, pairs_ledger.failed_rows(judged.failed, eng.judge.name, at, judged.plan.attempts))
    u = judged.budget.usage
    log.info("audit of %s by %s: %d pairs, %d known, %d judged, %d calls, %d tokens", b, eng.judge.name,
             len(pairs), judged.plan.known, sum(v is not None for v in judged.verdicts), u.calls, u.tokens)
    return conflicts(eng, b, "open")


def export_for_review(eng: Engine, bank: str | None, now: datetime | str | None) -> list[Memory]:
    """D8: the 50 most accessed and the 50 newest visible memories, for a person to read through."""
    b = eng.bank(bank)
    at = to_utc(now, field="now") or utcnow()
    visible = [m for m in eng.store.iter_memories(b) if m.is_visible_at(at)]
    top = sorted(visible, key=lambda m: (-m.access_count, m.id))[:50]
    newest = sorted(visible, key=lambda m: (m.created_at, m.id), reverse=True)[:50]
    return list({m.id: m for m in [*top, *newest]}.values())


def quarantined(eng: Engine, bank: str | None) -> list[Memory]:
    """Memories the write-time guard quarantined (never served by search), oldest first."""
    b = eng.bank(bank)
    return sorted((m for m in eng.store.iter_memories(b) if m.status == Status.quarantined),
                  key=lambda m: m.created_at)


def _status_event(old: Status, new: Status) -> EventType:
    if new == Status.forgotten:
        return EventType.forgotten
    if new == Status.archived:
        return EventType.archived
    if old in RESTORABLE and new == Status.active:
        return EventType.restored
    if new == Status.superseded:
        return EventType.superseded
    return EventType.status_changed


def _jsonable(v: Any) -> Any:
    if isinstance(v, datetime):
        return v.isoformat()
    if hasattr(v, "value"):
        return v.value
    return v
