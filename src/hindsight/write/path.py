"""The write path (B1, B3, B4, B6), top to bottom, starting at :func:`write`.

1. validate every item (nothing is written if one is bad) and resolve defaults (bank, confidence by source,
   TTL → expires_at, times in UTC);
2. embed the content outside any transaction (in batches);
3. in one short transaction per chunk: idempotency key → near-duplicate check → confirm or insert,
   each change logged as an event. A committed chunk is durable; its results are the acknowledgement;
4. tell people about guarded writes and write anomalies (``watch.py``), and start an event-triggered review
   for banks with writes queued for review.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import partial
from typing import Any

import numpy as np

from hindsight import policy
from hindsight.embedder.base import l2_normalise
from hindsight.engine import Engine, forget_user_names, new_id, user_names, validate
from hindsight.errors import InvalidInput
from hindsight.guard import ALLOW, Decision, Outcome
from hindsight.guard.screen import read_stamp, screen
from hindsight.judge.base import Pair
from hindsight.judge.rules import decide, features
from hindsight.language import names as aliases
from hindsight.model import (
    MAX_TAGS,
    EventType,
    Kind,
    Memory,
    Provenance,
    Relation,
    Status,
    WriteAction,
    WriteRequest,
    WriteResult,
)
from hindsight.review import consolidate, cycle
from hindsight.review.resolve import Ctx, apply
from hindsight.store import hubness
from hindsight.store.base import StoreTx
from hindsight.write import corrects
from hindsight.write.watch import watch

CHUNK = 256
DEDUP_NEIGHBOURS = 5


def write(
    eng: Engine,
    items: Iterable[WriteRequest | Mapping[str, Any] | str],
    *,
    bank: str | None = None,
    now: datetime,
    on_commit: Callable[[list[WriteResult]], None] | None = None,
    anomalies: bool = True,
) -> list[WriteResult]:
    """Validate every item, then prepare, embed and commit them; ``on_commit`` receives each durable chunk.

    ``anomalies=False`` (bulk imports: the operator is the writer) keeps these writes out of the write-anomaly
    detector, so an import raises no burst / flood alerts; guard hits are still reported."""
    reqs: list[WriteRequest] = []
    for i, item in enumerate(items):
        data = {"content": item} if isinstance(item, str) else item
        if isinstance(data, Mapping) and bank is not None and data.get("bank") is None:
            data = {**data, "bank": bank}
        try:
            reqs.append(validate(WriteRequest, data))
        except InvalidInput as exc:
            if i == 0 and not reqs:
                raise
            raise InvalidInput(f"item {i}: {exc.message}", field=exc.field) from None
    if len(reqs) > eng.settings.max_batch:
        raise InvalidInput(f"batch of {len(reqs)} items; at most {eng.settings.max_batch}", field="items")
    prepared = []
    banks: dict[str | None, str] = {}
    for i, r in enumerate(reqs):
        if r.bank not in banks:
            banks[r.bank] = eng.bank(r.bank, create=True)
        try:
            prepared.append(prepare(eng, r, banks[r.bank], now))
        except InvalidInput as exc:
            if len(reqs) == 1:
                raise
            raise InvalidInput(f"item {i}: {exc.message}", field=exc.field) from None
    results = commit(eng, prepared, now, on_commit)
    watch(eng, [p.memory.provenance for p in prepared], results, now, anomalies=anomalies)
    risky = {r.bank for r in results if r.action == WriteAction.queued_for_review}
    # review_mode "worker": the queue rows (and the Redis stream message) are the hand-off to `hindsight worker`
    if risky and eng.settings.event_review and eng.settings.review_mode == "inline":
        for b in risky:
            eng.background.submit_once(b, partial(cycle.event_review, eng, b, now))  # one waiting review per bank
    return results


@dataclass
class Prepared:
    req: WriteRequest
    memory: Memory
    vec: np.ndarray | None = None
    guard: Decision = ALLOW  # F1: the write-time guard's decision
    correction: corrects.Correction | None = None  # a bare correction, stored in the corrected memory's frame
    said_vec: np.ndarray | None = None  # the correction as written, embedded (if the corrected memory changes)


def prepare(eng: Engine, req: WriteRequest, bank: str, now: datetime) -> Prepared:
    """Turn a validated request into the memory that would be stored (no I/O)."""
    s = eng.settings
    if len(req.content) > s.max_content_chars:
        raise InvalidInput(
            f"content: {len(req.content)} characters, at most {s.max_content_chars} allowed", field="content"
        )
    observed = req.observed_at or now
    expires = req.expires_at
    if req.ttl_seconds is not None:
        expires = observed + timedelta(seconds=req.ttl_seconds)
    if expires is not None and expires <= observed:
        raise InvalidInput("expires_at: must be after observed_at", field="expires_at")
    # -- guard (F1): screen before embedding and dedup, so poison never confirms a clean memory ---------
    # an experience is a lesson for the agent, instruction-shaped by design: the rules screen it, not the
    # semantic screen (whose head reads instructions from untrusted text as attacks)
    screened_with = None if req.kind == Kind.experience else eng.embedder
    decision = screen(s, req.content, req.source, screened_with)
    status = Status.quarantined if decision.outcome == Outcome.quarantine else Status.active
    # -- end guard --
    confidence = req.confidence
    if confidence is None:
        confidence = policy.default_confidence(req.source, fact=s.fact_confidence, inference=s.inference_confidence)
    mem = Memory(
        id=new_id(),
        bank=bank,
        kind=req.kind,
        content=decision.content or req.content,
        summary=req.summary,
        query=req.query,
        keywords=req.keywords,
        importance=req.importance,
        confidence=confidence,
        status=status,
        critical=req.critical,
        created_at=now,
        updated_at=now,
        observed_at=observed,
        valid_from=req.valid_from or observed,
        valid_until=req.valid_until,
        expires_at=expires,
        tags=req.tags,
        metadata=req.metadata,
        provenance=Provenance(
            source=req.source,
            source_id=req.source_id,
            session_id=req.session_id,
            task_id=req.task_id,
            reasoning_step=req.reasoning_step,
            recorded_at=now,
            recorded_via=eng.via,
            actor=eng.actor,
        ),
    )
    mem = mem.stamped(read_stamp(s, decision, req.content, req.source, screened_with))  # a search need not screen it
    p = Prepared(req, mem, guard=decision)
    if decision.outcome == Outcome.reject:
        p.vec = np.zeros(eng.embedder.dim, dtype=np.float32)  # nothing will be stored: do not embed it
    return p


def _skip_replays(eng: Engine, chunk: list[Prepared]) -> None:
    """Idempotency keys already stored will be replayed inside the transaction: do not embed them (a resumed
    import re-sends everything it sent before). Keys are never removed, so the read-only check is safe."""
    by_bank: dict[str, list[str]] = {}
    for p in chunk:
        if p.req.idempotency_key is not None:
            by_bank.setdefault(p.memory.bank, []).append(p.req.idempotency_key)
    known = {(b, k) for b, keys in by_bank.items() for k in eng.store.known_keys(b, keys)}
    for p in chunk:
        if (p.memory.bank, p.req.idempotency_key) in known:
            p.vec = np.zeros(eng.embedder.dim, dtype=np.float32)


def embed(eng: Engine, items: list[Prepared]) -> None:
    """Fill ``vec`` for every item: caller-supplied vectors are checked, the rest embedded in batches."""
    todo = [p for p in items if p.req.embedding is None and p.vec is None]
    for p in items:
        if p.req.embedding is not None:
            if len(p.req.embedding) != eng.embedder.dim:
                raise InvalidInput(
                    f"embedding: dimension {len(p.req.embedding)}, this store uses {eng.embedder.dim} "
                    f"({eng.embedder.name})",
                    field="embedding",
                )
            p.vec = l2_normalise(np.asarray(p.req.embedding, dtype=np.float32))[0]
    if todo:
        vecs = eng.embedder.passages([p.memory.content for p in todo])
        for p, v in zip(todo, vecs, strict=True):
            p.vec = v


def _situation(m: Memory) -> tuple[object, object]:
    """An experience's tool and environment: lessons of different situations are never one memory (#15)."""
    if m.kind != Kind.experience:
        return None, None
    return m.metadata.get("tool_name"), m.metadata.get("environment")


def _find_duplicate(
    eng: Engine, p: Prepared, neighbours: list[tuple[Memory, float]]
) -> tuple[Memory, float, str] | None:
    cal = eng.embedder.calibration
    for cand, sim in neighbours:
        if cand.kind != p.memory.kind or _situation(cand) != _situation(p.memory):
            continue
        verdict = policy.duplicate_verdict(p.memory.content, cand.content, sim, cal)
        if verdict.duplicate:
            return cand, sim, verdict.reason
        if sim < cal.dedup:
            break
    return None


def _confirm(eng: Engine, tx: StoreTx, old: Memory, p: Prepared, sim: float, why: str, now: datetime) -> Memory:
    if old.status == Status.archived:
        old = old.model_copy(update={"status": Status.active,
                                     "confidence": max(old.confidence, eng.settings.archive_below + 0.1)})
        tx.append_event(old.id, old.bank, now, EventType.restored, eng.actor, "written again while archived")
    before = old.confidence
    new_tags = list(dict.fromkeys([*old.tags, *p.memory.tags]))[:MAX_TAGS]
    upd = old.model_copy(
        update={
            "access_count": old.access_count + 1,
            "last_accessed": now,
            "confidence": policy.confirm_confidence(old.confidence, eng.settings.confirm_step),
            "importance": max(old.importance, p.memory.importance),
            "critical": old.critical or p.memory.critical,
            "tags": new_tags,
            "updated_at": now,
        }
    )
    tx.update(upd)
    prov = p.memory.provenance
    tx.append_event(
        old.id,
        old.bank,
        now,
        EventType.confirmed,
        eng.actor,
        f"written again ({why})",
        {
            "similarity": round(sim, 4),
            "confidence_before": before,
            "confidence_after": upd.confidence,
            "content": p.memory.content,
            "source": str(prov.source),
            "source_id": prov.source_id,
            "session_id": prov.session_id,
            "task_id": prov.task_id,
            "observed_at": p.memory.observed_at.isoformat(),
        },
    )
    _confirm_abstraction(eng, tx, upd, p, now)
    return upd


def _confirm_abstraction(eng: Engine, tx: StoreTx, source: Memory, p: Prepared, now: datetime) -> None:
    """A consolidated episode written again is one more repetition of the memory that consolidates it (review
    D7): its count and its confidence follow, not only the episode's (the occurrence is in its event)."""
    into = source.metadata.get(consolidate.INTO)
    sem = tx.get(source.bank, into) if isinstance(into, str) else None
    if sem is None or sem.status != Status.active:
        return
    reps = sem.metadata.get(consolidate.REPETITIONS)
    n = reps + 1 if isinstance(reps, int) else None
    upd = sem.model_copy(update={
        "metadata": {**sem.metadata, consolidate.REPETITIONS: n} if n is not None else sem.metadata,
        "confidence": policy.confirm_confidence(sem.confidence, eng.settings.confirm_step),
        "updated_at": now,
    })
    tx.update(upd)
    tx.append_event(sem.id, sem.bank, now, EventType.confirmed, eng.actor,
                    f"an episode it consolidates was written again ({source.id})",
                    {"via": source.id, "repetitions": n, "confidence_before": sem.confidence,
                     "confidence_after": upd.confidence, "observed_at": p.memory.observed_at.isoformat()})


def _apply(eng: Engine, tx: StoreTx, p: Prepared, now: datetime) -> WriteResult:
    bank = p.memory.bank
    key = p.req.idempotency_key
    if key is not None:
        seen = tx.idempotent(bank, key)
        if seen is not None:
            mem = tx.get(bank, seen[0])
            assert mem is not None
            return WriteResult(
                id=mem.id,
                bank=bank,
                action=WriteAction(seen[1]),
                status=mem.status,
                confidence=mem.confidence,
                replayed=True,
                reason="idempotency key seen before; nothing written",
            )
    if p.guard.outcome != Outcome.allow:  # -- guard (F1): rejected or quarantined, no dedup/conflicts --
        return _guarded(eng, tx, p, now)
    corrected = _correction_target(eng, tx, p)
    assert p.vec is not None
    # archived memories count for dedup (writing one again restores it, D6) but not for conflicts
    # one search serves dedup, the conflict check (the nearest few) and the hubness kept (store/hubness.py)
    scanned = tx.nearest(bank, p.vec, max(DEDUP_NEIGHBOURS, hubness.SCAN), now, include_archived=True)
    neighbours = [(m, sim) for m, sim in scanned[:DEDUP_NEIGHBOURS] if corrected is None or m.id != corrected.id]
    dup = _find_duplicate(eng, p, neighbours)
    if dup is not None:
        old, sim, why = dup
        upd = _confirm(eng, tx, old, p, sim, why, now)
        if corrected is not None:  # the corrected value is already stored: that memory replaces the corrected one
            corrects.supersede(tx, eng.settings, eng.actor, now, corrected, upd, p.vec)
        result = WriteResult(
            id=upd.id,
            bank=bank,
            action=WriteAction.deduplicated,
            status=upd.status,
            confidence=upd.confidence,
            duplicate_of=upd.id,
            similarity=round(sim, 4),
            reason=why,
        )
    else:
        assert p.vec is not None
        tx.insert(p.memory, p.vec)
        hubness.note(tx, p.memory, scanned)
        if aliases.names_in(p.memory.content):  # a new name for the user: the next check must see it
            forget_user_names(eng.store, bank)
        tx.append_event(
            p.memory.id,
            bank,
            now,
            EventType.created,
            eng.actor,
            None,
            {"source": str(p.memory.provenance.source), "via": eng.via, "confidence": p.memory.confidence,
             **({"guard": p.guard.reason} if p.guard.reason else {}),
             **({corrects.KEY: p.memory.metadata[corrects.KEY]} if corrected is not None else {})},
        )
        gone = corrects.supersede(tx, eng.settings, eng.actor, now, corrected, p.memory, p.vec) if corrected else []
        visible = [(m, sim) for m, sim in neighbours if m.status != Status.archived]
        result = _check_conflicts(eng, tx, p, visible, now)
        if gone and result.action == WriteAction.created:
            result = result.model_copy(update={"action": WriteAction.superseded_previous,
                                               "reason": f"{', '.join(gone)}: corrected by its source minutes later"})
    if p.guard.reason:  # e.g. secrets redacted
        result = result.model_copy(update={"reason": "; ".join(r for r in (result.reason, p.guard.reason) if r)})
    if key is not None:
        tx.remember_key(bank, key, result.id, str(result.action), now)
    return result


# -- guard (F1) ---------------------------------------------------------------------------------------
def _guarded(eng: Engine, tx: StoreTx, p: Prepared, now: datetime) -> WriteResult:
    """Store a quarantined memory (for a reviewer, never served) or record a rejected write as an alert."""
    mem, g = p.memory, p.guard
    prov = mem.provenance
    data: dict[str, object] = {"source": str(prov.source), "source_id": prov.source_id, "session_id": prov.session_id,
                               "categories": list(g.categories), "reason": g.reason, "via": eng.via,
                               "actor": eng.actor}
    if g.outcome == Outcome.reject:
        if "secret" not in g.categories:
            data["content"] = p.req.content[:500]
        tx.add_alert(mem.bank, now, "guard_rejected", f"write rejected: {g.reason}", data)
        return WriteResult(id=mem.id, bank=mem.bank, action=WriteAction.rejected, status=Status.quarantined,
                           confidence=mem.confidence, reason=g.reason)
    assert p.vec is not None
    tx.insert(mem, p.vec)
    tx.append_event(mem.id, mem.bank, now, EventType.created, eng.actor, f"quarantined: {g.reason}",
                    {"source": str(prov.source), "via": eng.via, "confidence": mem.confidence, "guard": g.reason,
                     "guard_outcome": str(g.outcome), "categories": list(g.categories)})
    tx.add_alert(mem.bank, now, "guard_quarantined", f"{mem.id} quarantined: {g.reason}", {**data, "id": mem.id})
    if p.req.idempotency_key is not None:
        tx.remember_key(mem.bank, p.req.idempotency_key, mem.id, str(WriteAction.quarantined), now)
    return WriteResult(id=mem.id, bank=mem.bank, action=WriteAction.quarantined, status=Status.quarantined,
                       confidence=mem.confidence, reason=g.reason)
# -- end guard --


def _check_conflicts(
    eng: Engine, tx: StoreTx, p: Prepared, neighbours: list[tuple[Memory, float]], now: datetime
) -> WriteResult:
    """B5: judge the new memory against close neighbours; resolve at once when the rules are sure,
    otherwise queue it for the next review (event trigger, D1).

    With an LLM judge configured the rules only merge duplicates here: every possible conflict (and every
    same-frame pair the rules call unrelated) is queued for the LLM review that the write triggers."""
    cal = eng.embedder.calibration
    llm = eng.settings.judge == "llm" or (eng.settings.judge == "auto" and bool(eng.settings.llm_base_url))
    new = p.memory
    action, reason = WriteAction.created, None
    touched: list[str] = []
    names: frozenset[str] | None = None
    for old, sim in neighbours:
        if old.id == new.id or sim < cal.conflict_for(old.content, new.content) or old.kind != new.kind or \
                _situation(old) != _situation(new):
            continue
        if names is None:
            names = user_names(eng.store, new.bank, now) | aliases.with_given(aliases.names_in(new.content))
        pair = Pair.ordered(old, new, sim, names)
        verdict = decide(pair, cal)
        if verdict.relation == Relation.unrelated:
            if llm and features(pair.a, pair.b).lex >= 0.4:
                tx.enqueue(new.bank, new.id, f"same frame as {old.id}; for the LLM judge", now)
                action, reason = WriteAction.queued_for_review, f"possible conflict with {old.id} (LLM review)"
            elif verdict.possibly_updated:  # soft: both kept, linked; search ranks the newer first
                apply(Ctx(tx, eng.settings, eng.actor, now), pair, verdict)
            continue
        if verdict.relation == Relation.undecidable or not verdict.confident or (
            llm and verdict.relation != Relation.duplicate
        ):
            tx.enqueue(new.bank, new.id, f"possible conflict with {old.id}: {verdict.reason}", now)
            action, reason = WriteAction.queued_for_review, f"possible conflict with {old.id}: {verdict.reason}"
            continue
        out = apply(Ctx(tx, eng.settings, eng.actor, now), pair, verdict)
        touched.append(old.id)
        if verdict.relation == Relation.duplicate and out.winner == old.id:
            cur = tx.get(new.bank, old.id)
            assert cur is not None
            return WriteResult(
                id=old.id,
                bank=new.bank,
                action=WriteAction.deduplicated,
                status=cur.status,
                confidence=cur.confidence,
                duplicate_of=old.id,
                similarity=round(sim, 4),
                reason=verdict.reason,
            )
        if out.winner == new.id and (out.superseded or out.falsified):
            action, reason = (
                WriteAction.superseded_previous,
                f"{', '.join(out.superseded + out.falsified)}: {verdict.reason}",
            )
        elif out.loser == new.id:
            reason = f"contradicts {old.id}, which wins: {verdict.reason}"
        elif out.source_conflicts:
            reason = f"disagrees with {old.id} (kept both): {verdict.reason}"
    cur = tx.get(new.bank, new.id)
    assert cur is not None
    return WriteResult(
        id=new.id, bank=new.bank, action=action, status=cur.status, confidence=cur.confidence, reason=reason
    )


def _read_corrections(eng: Engine, chunk: list[Prepared]) -> None:
    """Bare corrections (``corrects.py``): store each in the frame of the memory its source wrote just before."""
    for i, p in enumerate(chunk):
        if p.guard.outcome != Outcome.allow or p.vec is not None or p.req.embedding is not None:
            continue
        earlier = [q.memory for q in chunk[:i] if q.memory.bank == p.memory.bank and q.guard.outcome == Outcome.allow]
        c = corrects.find(eng.store, p.memory, earlier, eng.embedder)
        if c is None:
            continue
        screened_with = None if p.req.kind == Kind.experience else eng.embedder
        decision = screen(eng.settings, c.content, p.req.source, screened_with)
        if decision.outcome != Outcome.allow or decision.content:
            continue
        stamp = read_stamp(eng.settings, decision, c.content, p.req.source, screened_with)
        p.correction, p.memory = c, corrects.reframed(p.memory, c).stamped(stamp)


def _correction_target(eng: Engine, tx: StoreTx, p: Prepared) -> Memory | None:
    """The memory ``p`` corrects, still active in this transaction; else ``p`` goes back to its words as written."""
    if p.correction is None:
        return None
    old = corrects.target(tx, p.memory, p.correction)
    if old is None:
        stamp = read_stamp(eng.settings, p.guard, p.correction.said, p.req.source,
                           None if p.req.kind == Kind.experience else eng.embedder)
        p.memory, p.vec = corrects.as_written(p.memory, p.correction).stamped(stamp), p.said_vec
        p.correction = None
    return old


def commit(
    eng: Engine,
    items: list[Prepared],
    now: datetime,
    on_commit: Callable[[list[WriteResult]], None] | None = None,
) -> list[WriteResult]:
    """Embed, then commit in chunks. ``on_commit`` is called after each durable chunk."""
    results: list[WriteResult] = []
    for start in range(0, len(items), CHUNK):
        chunk = items[start : start + CHUNK]
        _skip_replays(eng, chunk)
        _read_corrections(eng, chunk)
        embed(eng, chunk)
        said = [p for p in chunk if p.correction is not None]
        for p, v in zip(said, eng.embedder.passages([p.correction.said for p in said if p.correction]) if said else [],
                        strict=True):
            p.said_vec = v
        done: list[WriteResult] = []
        by_bank: dict[str, list[Prepared]] = {}
        for p in chunk:
            by_bank.setdefault(p.memory.bank, []).append(p)
        order = {id(p): i for i, p in enumerate(chunk)}
        slots: list[WriteResult | None] = [None] * len(chunk)
        for bank, group in by_bank.items():
            with eng.store.transaction(bank) as tx:
                for p in group:
                    slots[order[id(p)]] = _apply(eng, tx, p, now)
        done = [r for r in slots if r is not None]
        results.extend(done)
        if on_commit is not None:
            on_commit(done)
    return results
