"""Resolution strategies (D4): what a verdict does to the two memories, inside one write transaction.

temporal    new wins: new confidence = min(1, 1.2 × old), old ``superseded`` (confidence < 0.1,
            valid_until set, chain linked)
source      both kept, confidence × 0.7, tagged ``source-conflict``
inference   the fact wins, the inference is ``falsified`` (confidence 0)
unrelated   nothing, unless the judge is unsure whether the newer updates the older (``possibly_updated``): both
            kept, the older linked to the newer (``metadata.possibly_updated_by``); search ranks the newer first
undecidable both ``disputed`` and down-weighted; a review item for a person and an alert per conflict group
            (a pair touching an open item's memories joins it as ``others``)
A dispute or source conflict down-weights a memory once per opposing source (source kind and key), never below
``dispute_floor`` for user-stated or critical facts, and never below a less trusted opponent.
duplicate   the older absorbs the newer (confirmed); the newer is superseded by it (``merged``)
Every change is an event on the memory it touched, with the verdict's reason and the review run.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from hindsight.config import Settings
from hindsight.engine import new_id
from hindsight.judge.base import Pair
from hindsight.judge.rules import FACT_TRUST
from hindsight.model import (
    MAX_TAGS,
    ConflictType,
    EventType,
    Memory,
    Relation,
    ReviewItem,
    Source,
    Status,
    Verdict,
)
from hindsight.policy import confirm_confidence, disputed_confidence
from hindsight.store.base import StoreTx

VISIBLE = (Status.active, Status.disputed)


@dataclass
class Outcome:
    superseded: list[str] = field(default_factory=list)
    falsified: list[str] = field(default_factory=list)
    disputed: list[str] = field(default_factory=list)
    source_conflicts: list[str] = field(default_factory=list)
    merged: list[str] = field(default_factory=list)
    review_items: list[str] = field(default_factory=list)
    alerts: list[tuple[str, str, dict[str, Any]]] = field(default_factory=list)
    winner: str | None = None
    loser: str | None = None

    def add(self, other: Outcome) -> None:
        for name in ("superseded", "falsified", "disputed", "source_conflicts", "merged", "review_items", "alerts"):
            getattr(self, name).extend(getattr(other, name))


@dataclass
class Ctx:
    tx: StoreTx
    settings: Settings
    actor: str
    now: datetime
    run_id: str | None = None

    def event(self, m: Memory, etype: EventType, reason: str, **data: Any) -> None:
        if self.run_id:
            data["run_id"] = self.run_id
        self.tx.append_event(m.id, m.bank, self.now, etype, self.actor, reason, data)

    def save(self, m: Memory) -> Memory:
        m = m.model_copy(update={"updated_at": self.now})
        self.tx.update(m)
        return m


def apply(ctx: Ctx, pair: Pair, v: Verdict) -> Outcome:
    """Apply ``v`` to the current state of the pair (re-read inside the transaction)."""
    a = ctx.tx.get(pair.a.bank, pair.a.id)
    b = ctx.tx.get(pair.b.bank, pair.b.id)
    out = Outcome()
    if a is None or b is None or a.status not in VISIBLE or b.status not in VISIBLE:
        return out
    why = f"{v.judge} judge: {v.reason}"
    if v.relation == Relation.duplicate:
        return _merge(ctx, a, b, why, pair.similarity)
    if v.relation == Relation.unrelated:
        if v.possibly_updated:
            link_possibly_updated(ctx, a, b, why)
        return out
    ctype = v.type or ConflictType.undecidable
    if v.relation == Relation.undecidable or not v.confident or v.keep == "neither":
        return _dispute(ctx, a, b, ctype, why)
    strategy = {
        ConflictType.temporal: ctx.settings.strategy_temporal,
        ConflictType.source: ctx.settings.strategy_source,
        ConflictType.inference: ctx.settings.strategy_inference,
        ConflictType.undecidable: ctx.settings.strategy_undecidable,
    }[ctype]
    if v.keep == "both" or strategy == "keep_both":
        return _keep_both(ctx, a, b, why)
    if strategy == "dispute":
        return _dispute(ctx, a, b, ctype, why)
    winner, loser = (b, a) if v.keep == "b" else (a, b)
    if strategy == "fact_wins" or ctype == ConflictType.inference:
        return _falsify(ctx, winner, loser, why)
    return _supersede(ctx, winner, loser, why)


#: metadata key of the older memory: ids of newer memories that possibly update it (soft link, both kept)
POSSIBLY_UPDATED_BY = "possibly_updated_by"


def link_possibly_updated(ctx: Ctx, a: Memory, b: Memory, why: str) -> bool:
    """The judge is unsure whether the newer of ``a``/``b`` updates the older: keep both (no status or confidence
    change) and link the older to the newer (``metadata.possibly_updated_by``, a ``linked`` event on each); search
    ranks the newer first for a question about the present (search/hygiene.py). False when the two were written at
    the same moment or the link exists already."""
    if a.observed_at == b.observed_at:
        return False
    old, new = (a, b) if a.observed_at < b.observed_at else (b, a)
    links = [str(x) for x in old.metadata.get(POSSIBLY_UPDATED_BY) or []]
    if new.id in links:
        return False
    ctx.save(old.model_copy(update={"metadata": {**old.metadata, POSSIBLY_UPDATED_BY: [*links, new.id][-16:]}}))
    ctx.event(old, EventType.linked, f"possibly updated by {new.id}: {why}", possibly_updated_by=new.id)
    ctx.event(new, EventType.linked, f"possibly updates {old.id}: {why}", possibly_updates=old.id)
    return True


def _supersede(ctx: Ctx, winner: Memory, loser: Memory, why: str) -> Outcome:
    s = ctx.settings
    boosted = min(1.0, round(s.temporal_boost * loser.confidence, 6))
    new_conf = max(winner.confidence, boosted)
    until = winner.observed_at if winner.observed_at > loser.observed_at else ctx.now
    old_conf = loser.confidence
    loser = ctx.save(
        loser.model_copy(
            update={
                "status": Status.superseded,
                "confidence": min(loser.confidence, s.superseded_confidence),
                "valid_until": until if loser.valid_until is None or loser.valid_until > until else loser.valid_until,
                "superseded_by": winner.id,
            }
        )
    )
    ctx.event(
        loser, EventType.superseded, why, by=winner.id, confidence_before=old_conf, confidence_after=loser.confidence
    )
    before = winner.confidence
    winner = ctx.save(
        winner.model_copy(
            update={
                "confidence": new_conf,
                "status": Status.active,
                "supersedes": [*winner.supersedes, loser.id]
                if loser.id not in winner.supersedes
                else winner.supersedes,
            }
        )
    )
    ctx.event(
        winner,
        EventType.confidence_changed,
        f"supersedes {loser.id}: {why}",
        supersedes=loser.id,
        confidence_before=before,
        confidence_after=new_conf,
    )
    return Outcome(superseded=[loser.id], winner=winner.id, loser=loser.id)


def _falsify(ctx: Ctx, fact: Memory, inference: Memory, why: str) -> Outcome:
    before = inference.confidence
    inference = ctx.save(
        inference.model_copy(update={"status": Status.falsified, "confidence": 0.0, "superseded_by": fact.id})
    )
    ctx.event(
        inference,
        EventType.status_changed,
        f"falsified by {fact.id}: {why}",
        by=fact.id,
        status="falsified",
        confidence_before=before,
        confidence_after=0.0,
    )
    if inference.id not in fact.supersedes:
        fact = ctx.save(fact.model_copy(update={"supersedes": [*fact.supersedes, inference.id]}))
    return Outcome(falsified=[inference.id], winner=fact.id, loser=inference.id)


def opposing_source(m: Memory) -> str:
    """Who stands behind ``m`` in a dispute: its source and the key (actor) that wrote it, e.g. ``tool:crawler``."""
    return f"source:{m.provenance.source.value}:{m.provenance.actor}"


def _weakened(ctx: Ctx, m: Memory, other: Memory, factor: float, other_after: float | None = None) -> float:
    """``m``'s confidence after a dispute with ``other`` (:func:`hindsight.policy.disputed_confidence`).

    Once per opposing source (an event on ``m`` names it), a floor for user-stated and critical facts, and a less
    trusted ``other`` never pushes ``m`` below ``other``'s own confidence (``other_after`` when it drops too).
    """
    s = ctx.settings
    protected = m.critical or m.provenance.source == Source.user or m.provenance.source.value in s.critical_sources
    trusted_more = FACT_TRUST.get(m.provenance.source, 0) > FACT_TRUST.get(other.provenance.source, 0)
    theirs = other.confidence if other_after is None else other_after
    return disputed_confidence(
        m.confidence,
        factor,
        floor=min(m.confidence, s.dispute_floor) if protected else 0.0,
        at_least=theirs if trusted_more else 0.0,
        repeat=ctx.tx.linked(m.bank, m.id, opposing_source(other)),
    )


def _pair_confidences(ctx: Ctx, a: Memory, b: Memory, factor: float) -> tuple[float, float]:
    """The new confidences of both sides (computed before either changes)."""
    raw_a = _weakened(ctx, a, b, factor, other_after=0.0)
    raw_b = _weakened(ctx, b, a, factor, other_after=0.0)
    return _weakened(ctx, a, b, factor, other_after=raw_b), _weakened(ctx, b, a, factor, other_after=raw_a)


def _keep_both(ctx: Ctx, a: Memory, b: Memory, why: str) -> Outcome:
    if "source-conflict" in a.tags and "source-conflict" in b.tags and ctx.tx.linked(a.bank, a.id, b.id):
        return Outcome()  # already settled as a source conflict: down-weight once, not every cycle
    conf = _pair_confidences(ctx, a, b, ctx.settings.source_conflict_factor)
    for m, other, c in ((a, b, conf[0]), (b, a, conf[1])):
        before = m.confidence
        tags = list(dict.fromkeys([*m.tags, "source-conflict"]))[:MAX_TAGS]
        m2 = ctx.save(m.model_copy(update={"confidence": c, "tags": tags}))
        ctx.event(
            m2,
            EventType.confidence_changed,
            f"sources disagree with {other.id}: {why}",
            other=other.id,
            opposing=opposing_source(other),
            confidence_before=before,
            confidence_after=m2.confidence,
        )
    return Outcome(source_conflicts=[a.id, b.id])


def _dispute(ctx: Ctx, a: Memory, b: Memory, ctype: ConflictType, why: str) -> Outcome:
    """Both ``disputed``; one review item (and one alert) per conflict group, not per pair."""
    out = Outcome()
    group = ctx.tx.open_item_for(a.bank, a.id, b.id) or ctx.tx.open_item_touching(a.bank, [a.id, b.id])
    members = {group.a_id, group.b_id, *group.others} if group is not None else set()
    settled = a.id in members and b.id in members  # both already in one open group: nothing new to say
    conf = _pair_confidences(ctx, a, b, ctx.settings.dispute_factor)
    for m, other, c in ((a, b, conf[0]), (b, a, conf[1])):
        if m.status == Status.disputed and settled:
            continue
        before = m.confidence
        m2 = ctx.save(m.model_copy(update={"status": Status.disputed, "confidence": c}))
        ctx.event(
            m2,
            EventType.status_changed,
            f"disputed with {other.id}: {why}",
            other=other.id,
            opposing=opposing_source(other),
            status="disputed",
            confidence_before=before,
            confidence_after=m2.confidence,
        )
        out.disputed.append(m.id)
    if group is not None:  # joins the open conflict group of a or b: no new item, no new alert
        added = [i for i in (a.id, b.id) if i not in members]
        if added:
            ctx.tx.save_review_item(group.model_copy(update={"others": [*group.others, *added]}))
        return out
    item = ReviewItem(id=new_id("rvw"), bank=a.bank, a_id=a.id, b_id=b.id, type=ctype, reason=why, created_at=ctx.now)
    ctx.tx.save_review_item(item)
    out.review_items.append(item.id)
    message = f"conflict needs a person: {_gist(a.content)!r} vs {_gist(b.content)!r}"  # the ids are in data
    data = {"item": item.id, "a": a.id, "b": b.id, "reason": why}
    ctx.tx.add_alert(a.bank, ctx.now, "conflict", message, data)
    out.alerts.append(("conflict", message, data))
    return out


def _merge(ctx: Ctx, keep: Memory, gone: Memory, why: str, similarity: float) -> Outcome:
    before = keep.confidence
    tags = list(dict.fromkeys([*keep.tags, *gone.tags]))[:MAX_TAGS]
    keep = ctx.save(
        keep.model_copy(
            update={
                "confidence": max(confirm_confidence(keep.confidence, ctx.settings.confirm_step), gone.confidence),
                "importance": max(keep.importance, gone.importance),
                "critical": keep.critical or gone.critical,
                "access_count": keep.access_count + gone.access_count,
                "tags": tags,
                "supersedes": [*keep.supersedes, gone.id],
            }
        )
    )
    ctx.event(
        keep,
        EventType.merged,
        f"absorbed {gone.id}: {why}",
        absorbed=gone.id,
        similarity=round(similarity, 4),
        confidence_before=before,
        confidence_after=keep.confidence,
    )
    gone = ctx.save(
        gone.model_copy(
            update={
                "status": Status.superseded,
                "superseded_by": keep.id,
                "confidence": min(gone.confidence, ctx.settings.superseded_confidence),
            }
        )
    )
    ctx.event(gone, EventType.merged, f"merged into {keep.id}: {why}", into=keep.id)
    return Outcome(merged=[gone.id], winner=keep.id, loser=gone.id)


def resolve_by_hand(ctx: Ctx, item: ReviewItem, a: Memory, b: Memory, keep: str, reason: str) -> ReviewItem:
    """D9: a person (or agent) settles a conflict: keep a, b, both or neither.

    The decision covers the item's whole conflict group: the kept memory wins over every other member (``a``/``b``),
    ``both`` restores every member, ``neither`` falsifies every member.
    """
    why = f"resolved by {ctx.actor}: {reason}"
    others = [m for m in (ctx.tx.get(item.bank, i) for i in item.others) if m is not None and m.status in VISIBLE]
    if keep in ("a", "b"):
        winner, loser = (a, b) if keep == "a" else (b, a)
        was = winner.status
        winner = ctx.save(
            winner.model_copy(update={"status": Status.active, "confidence": max(winner.confidence, 0.9)})
        )
        ctx.event(
            winner, EventType.restored if was != Status.active else EventType.confidence_changed, why, item=item.id
        )
        for gone in (loser, *others):
            if gone.observed_at <= winner.observed_at:
                _supersede(ctx, winner, gone, why)
            else:
                _falsify(ctx, winner, gone, why)
            winner = ctx.tx.get(winner.bank, winner.id) or winner
    elif keep == "both":
        for m in (a, b, *others):
            restored = ctx.save(m.model_copy(update={"status": Status.active, "confidence": max(m.confidence, 0.6)}))
            ctx.event(restored, EventType.restored, why, item=item.id)
    else:
        for m in (a, b, *others):
            before = m.confidence
            gone = ctx.save(m.model_copy(update={"status": Status.falsified, "confidence": 0.0}))
            ctx.event(
                gone,
                EventType.status_changed,
                why,
                item=item.id,
                status="falsified",
                confidence_before=before,
                confidence_after=0.0,
            )
    done = item.model_copy(
        update={
            "status": "resolved",
            "resolved_at": ctx.now,
            "resolution": keep,
            "resolution_reason": reason,
            "resolved_by": ctx.actor,
        }
    )
    ctx.tx.save_review_item(done)
    return done


def _gist(text: str, limit: int = 160) -> str:
    """An alert quotes a memory's beginning, not all of it (a log line per 8,000-character memory floods logs)."""
    return text if len(text) <= limit else text[:limit] + "…"
