"""Moving memories in and out whole (B6): export a bank as JSON records, import them back (exported memories
restored as they were, plain records through the normal write path), re-embed everything with a new model."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from hindsight.engine import Engine, new_id, validate
from hindsight.errors import InvalidInput
from hindsight.model import EventType, Memory, WriteAction, WriteResult
from hindsight.timeutil import utcnow
from hindsight.write import path as write_path

REEMBED_BATCH = 256


def export(eng: Engine, bank: str | None) -> Iterator[dict[str, Any]]:
    """Every memory of a bank as a JSON-ready dict (one JSONL line each); round-trips through import."""
    b = eng.bank(bank)
    for m in eng.store.iter_memories(b):
        yield json.loads(m.model_dump_json(exclude={"embedding"}))


def import_records(
    eng: Engine,
    records: Iterable[dict[str, Any]],
    *,
    bank: str | None = None,
    on_commit: Callable[[list[WriteResult]], None] | None = None,
    batch: int = 512,
) -> list[WriteResult]:
    """Import JSONL records: exported memories are restored as they were (same id, status, provenance); plain
    write requests go through the normal write path (dedup included)."""
    results: list[WriteResult] = []
    plain: list[dict[str, Any]] = []

    def flush() -> None:
        if plain:
            # the operator imports: these writes raise no burst / flood alerts
            results.extend(write_path.write(eng, list(plain), bank=bank, now=utcnow(), on_commit=on_commit,
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
            restored.append(validate(Memory, data))
            if len(restored) >= batch:
                flush_restored()
        else:
            flush_restored()
            if "source" not in rec:
                rec = {**rec, "source": "import"}
            plain.append(rec)
            if len(plain) >= batch:
                flush()
    flush()
    flush_restored()
    return results


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
