"""Moving memories in and out whole (B6): export a bank as JSON records, import them back (exported memories
restored as they were, plain records through the normal write path), re-embed everything with a new model."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from datetime import datetime
from typing import Any

from hindsight import policy
from hindsight.engine import Engine, new_id, validate
from hindsight.errors import InvalidInput
from hindsight.guard import Outcome
from hindsight.guard.screen import read_stamp, screen
from hindsight.model import VISIBLE_STATUSES, EventType, Kind, Memory, Source, Status, WriteAction, WriteResult
from hindsight.model.memory import hide_quarantined
from hindsight.timeutil import utcnow
from hindsight.write import path as write_path

REEMBED_BATCH = 256


def export(eng: Engine, bank: str | None) -> Iterator[dict[str, Any]]:
    """Every memory of a bank as a JSON-ready dict (one JSONL line each); round-trips through import."""
    b = eng.bank(bank)
    for m in eng.store.iter_memories(b):
        if eng.scope == "read":
            m = hide_quarantined(m)
        yield json.loads(m.model_dump_json(exclude={"embedding"}))


def import_records(
    eng: Engine,
    records: Iterable[dict[str, Any]],
    *,
    bank: str | None = None,
    on_commit: Callable[[list[WriteResult]], None] | None = None,
    batch: int = 512,
) -> list[WriteResult]:
    """Import JSONL records: exported memories are restored (same id and status), plain write requests go through
    the normal write path (dedup included). Every record is screened by the write-time guard.

    An admin caller (the Python API, an admin key) restores a backup as it was: the claimed provenance,
    confidence and ``critical`` are kept. Anyone else imports untrusted text: the system stamps the provenance
    (source ``import``, actor = the importing caller), ``critical`` is dropped, confidence is at most an import's
    default, and the claimed values are kept under ``metadata["claimed"]`` (docs/security.md)."""
    results: list[WriteResult] = []
    plain: list[dict[str, Any]] = []
    trusted = eng.scope == "admin"
    now = utcnow()

    def flush() -> None:
        if plain:
            # the operator imports: these writes raise no burst / flood alerts
            results.extend(write_path.write(eng, list(plain), bank=bank, now=now, on_commit=on_commit,
                                            anomalies=False))
            plain.clear()

    restored: list[Memory] = []
    remap: dict[str, str] = {}

    def flush_restored() -> None:
        if restored:
            done = restore(eng, restored, remap)
            results.extend(done)
            if on_commit:
                on_commit(done)
            restored.clear()

    for i, rec in enumerate(records):
        if not isinstance(rec, dict):
            raise InvalidInput(f"record {i}: expected a JSON object", field=None)
        if "id" in rec and "provenance" in rec:
            flush()
            data = dict(rec)
            if bank is not None:
                data["bank"] = bank
            vetted = _vet(eng, validate(Memory, data), trusted, now)
            if isinstance(vetted, WriteResult):
                flush_restored()
                results.append(vetted)
                if on_commit:
                    on_commit([vetted])
                continue
            restored.append(vetted)
            if len(restored) >= batch:
                flush_restored()
        else:
            flush_restored()
            plain.append(rec if trusted else _untrusted_request(rec))
            if "source" not in rec:
                plain[-1] = {**plain[-1], "source": "import"}
            if len(plain) >= batch:
                flush()
    flush()
    flush_restored()
    return results


#: what an untrusted import may claim but not set: kept under ``metadata["claimed"]``
CLAIMS = ("source", "critical", "confidence")


def _untrusted_request(rec: dict[str, Any]) -> dict[str, Any]:
    """A plain import record from a non-admin caller: source ``import``, not critical, the default confidence."""
    claimed = {k: rec[k] for k in CLAIMS if k in rec}
    out = {k: v for k, v in rec.items() if k not in CLAIMS}
    out["source"] = "import"
    if claimed:
        meta = out.get("metadata")
        out["metadata"] = {**meta, "claimed": claimed} if isinstance(meta, dict) else {"claimed": claimed}
    return out


def _vet(eng: Engine, m: Memory, trusted: bool, now: datetime) -> Memory | WriteResult:
    """An exported memory as it may be restored: screened by the write-time guard (quarantined / rejected /
    secrets redacted like a write) and, unless ``trusted``, with the provenance stamped by the system."""
    if not trusted:
        prov = m.provenance
        claimed = {"source": str(prov.source), "actor": prov.actor, "recorded_at": prov.recorded_at.isoformat(),
                   "recorded_via": prov.recorded_via, "critical": m.critical, "confidence": m.confidence}
        cap = policy.default_confidence(Source.import_, fact=eng.settings.fact_confidence,
                                        inference=eng.settings.inference_confidence)
        m = m.model_copy(update={
            "critical": False, "confidence": min(m.confidence, cap),
            "metadata": {**m.metadata, "claimed": claimed},
            "provenance": prov.model_copy(update={"source": Source.import_, "actor": eng.actor,
                                                  "recorded_at": now, "recorded_via": eng.via}),
        })
    decision = screen(eng.settings, m.content, m.provenance.source,
                      None if m.kind == Kind.experience else eng.embedder)  # lessons: the rules only (write/path.py)
    if decision.outcome == Outcome.reject:
        eng.bank(m.bank, create=True)
        with eng.store.transaction(m.bank) as tx:
            tx.add_alert(m.bank, now, "guard_rejected", f"import rejected: {decision.reason}",
                         {"id": m.id, "reason": decision.reason, "via": eng.via, "actor": eng.actor,
                          "categories": list(decision.categories)})
        return WriteResult(id=m.id, bank=m.bank, action=WriteAction.rejected, status=Status.quarantined,
                           confidence=m.confidence, reason=decision.reason)
    update: dict[str, Any] = {}
    if decision.content is not None:
        update["content"] = decision.content
    if decision.outcome == Outcome.quarantine and m.status in VISIBLE_STATUSES:
        update["status"] = Status.quarantined
        update["metadata"] = {**m.metadata, "guard": decision.reason}
    # the guard stamp is never taken from the record (a private attribute: validation cannot set one): only this
    # screen of this content may give one
    return (m.model_copy(update=update) if update else m).stamped(
        read_stamp(eng.settings, decision, m.content, m.provenance.source,
                   None if m.kind == Kind.experience else eng.embedder))


def restore(eng: Engine, memories: list[Memory], remap: dict[str, str] | None = None) -> list[WriteResult]:
    """Insert exported memories as they were. An id already used in *another* bank (importing a copy into a
    second bank of the same store) gets a new id; links inside the import follow it."""
    at = utcnow()
    remap = {} if remap is None else remap
    out: list[WriteResult] = []
    vecs = eng.embedder.passages([m.content for m in memories])
    for bank in {m.bank for m in memories}:
        eng.bank(bank, create=True)
    with eng.store.transaction(memories[0].bank) as tx:
        fresh: list[tuple[Memory, Any]] = []
        for m, v in zip(memories, vecs, strict=True):
            owner = tx.bank_of(m.id)
            if owner == m.bank:
                out.append(WriteResult(id=m.id, bank=m.bank, action=WriteAction.created, status=m.status,
                                       confidence=m.confidence, replayed=True, reason="already present"))
                continue
            if owner is not None:
                remap[m.id] = new_id()
            fresh.append((m, v))
        for m, v in fresh:
            mid = remap.get(m.id, m.id)
            meta = {**m.metadata, "imported_from": m.id} if mid != m.id else m.metadata
            copy = m.model_copy(update={
                "id": mid, "embedding": None, "metadata": meta,
                "supersedes": [remap.get(x, x) for x in m.supersedes],
                "superseded_by": remap.get(m.superseded_by, m.superseded_by) if m.superseded_by else None,
            })
            tx.insert(copy, v)
            tx.append_event(mid, m.bank, at, EventType.created, eng.actor, "imported",
                            {"via": "import", **({"imported_from": m.id} if mid != m.id else {})})
            out.append(WriteResult(id=mid, bank=m.bank, action=WriteAction.created, status=m.status,
                                   confidence=m.confidence))
    return out


def reembed(eng: Engine, on_progress: Callable[[int], None] | None = None) -> int:
    """Re-embed every memory of every bank with the configured embedder and record it (B6)."""
    n = 0
    for info in eng.store.banks():
        batch: list[Memory] = []
        for m in eng.store.iter_memories(info.name):
            batch.append(m)
            if len(batch) >= REEMBED_BATCH:
                n += _reembed_batch(eng, batch)
                batch = []
                if on_progress:
                    on_progress(n)
        n += _reembed_batch(eng, batch)
    eng.store.set_embedder(eng.embedder.name, eng.embedder.dim)
    if on_progress:
        on_progress(n)
    return n


def _reembed_batch(eng: Engine, batch: list[Memory]) -> int:
    if not batch:
        return 0
    vecs = eng.embedder.passages([m.content for m in batch])
    at = utcnow()
    with eng.store.transaction(batch[0].bank) as tx:
        for m, v in zip(batch, vecs, strict=True):
            tx.update(m, v)
            tx.append_event(m.id, m.bank, at, EventType.reembedded, eng.actor, f"re-embedded with {eng.embedder.name}")
    return len(batch)
