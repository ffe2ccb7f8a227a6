"""The row codec shared by the SQL stores: :class:`Memory`, :class:`Event` and :class:`SessionTurn` ⇄ row values.

Both SQL backends keep the same columns in the same order (times as epoch seconds, lists and dicts as JSON
text), so one mapping serves both; so does the text of the keyword index (:func:`fts_fields`).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import numpy as np

from hindsight.language import text
from hindsight.model import Event, Kind, Memory, Provenance, SessionTurn, Status
from hindsight.timeutil import from_epoch, from_epoch_required, to_epoch

#: columns whose text feeds the keyword index
INDEXED = ("content", "summary", "cue", "keywords", "tags")


def row_to_memory(r: Sequence[Any], embedding: bytes | None = None) -> Memory:
    """A memory from the 26 memory columns (seq, id, bank, ... superseded_by, guard_stamp) and optionally its
    float32 bytes.

    Built without pydantic's validation (:func:`_trusted`): the row was written from a validated memory by this
    codec, so every value has its field's type once the enums, numbers and times are rebuilt below as validation
    would rebuild them; a search reads ~40 rows, and validating them cost as much as reading them. The result
    equals the validated memory field for field and type for type (tests/test_rows.py)."""
    (
        _seq,
        mid,
        bank,
        kind,
        content,
        summary,
        cue,
        keywords,
        tags,
        metadata,
        importance,
        confidence,
        status,
        critical,
        created_at,
        updated_at,
        observed_at,
        valid_from,
        valid_until,
        expires_at,
        last_accessed,
        access_count,
        provenance,
        supersedes,
        superseded_by,
        guard_stamp,
    ) = tuple(r)[:26]
    return _trusted({
        "id": mid,
        "bank": bank,
        "kind": Kind(kind),
        "content": content,
        "summary": summary,
        "query": cue,
        "keywords": _loads(keywords),
        "importance": float(importance),
        "confidence": float(confidence),
        "status": Status(status),
        "critical": bool(critical),
        "created_at": from_epoch_required(created_at),
        "updated_at": from_epoch_required(updated_at),
        "observed_at": from_epoch_required(observed_at),
        "valid_from": from_epoch(valid_from),
        "valid_until": from_epoch(valid_until),
        "expires_at": from_epoch(expires_at),
        "last_accessed": from_epoch(last_accessed),
        "access_count": int(access_count),
        "tags": _loads(tags),
        "metadata": _loads(metadata),
        "provenance": Provenance.model_validate_json(provenance),
        "supersedes": _loads(supersedes),
        "superseded_by": superseded_by,
        "embedding": None if embedding is None else np.frombuffer(embedding, dtype=np.float32).tolist(),
    }, guard_stamp)


#: every field of a memory, in declaration order (the order validation fills ``__dict__`` in)
_FIELDS = tuple(Memory.model_fields)
_set_attr = object.__setattr__


def _trusted(values: dict[str, Any], guard_stamp: str | None) -> Memory:
    """A memory from values that already have their fields' types: what ``Memory.model_construct`` sets (``__dict__``,
    the fields set, no extra, the private attributes), without its per-field loop (slower than validating). Every
    field is given, in declaration order, as the validated constructor gave them all (tests/test_rows.py)."""
    m = Memory.__new__(Memory)
    _set_attr(m, "__dict__", values)
    _set_attr(m, "__pydantic_fields_set__", set(_FIELDS))
    _set_attr(m, "__pydantic_extra__", None)
    _set_attr(m, "__pydantic_private__", {"_guard_stamp": guard_stamp})
    return m


def _loads(raw: str) -> Any:
    """A JSON list or object column; the empty ones (most rows) without the parser."""
    if raw == "[]":
        return []
    if raw == "{}":
        return {}
    return json.loads(raw)


def mutable_values(m: Memory) -> dict[str, Any]:
    """Column values of everything that may change after a memory is created (provenance's origin never does;
    it records who last edited the content)."""
    return {
        "provenance": m.provenance.model_dump_json(),
        "kind": str(m.kind),
        "content": m.content,
        "summary": m.summary,
        "cue": m.query,
        "keywords": json.dumps(m.keywords, ensure_ascii=False),
        "tags": json.dumps(m.tags, ensure_ascii=False),
        "metadata": json.dumps(m.metadata, ensure_ascii=False),
        "importance": m.importance,
        "confidence": m.confidence,
        "status": str(m.status),
        "critical": int(m.critical),
        "updated_at": to_epoch(m.updated_at),
        "valid_from": to_epoch(m.valid_from),
        "valid_until": to_epoch(m.valid_until),
        "expires_at": to_epoch(m.expires_at),
        "last_accessed": to_epoch(m.last_accessed),
        "access_count": m.access_count,
        "supersedes": json.dumps(m.supersedes),
        "superseded_by": m.superseded_by,
        "guard_stamp": m.guard_stamp,
    }


def insert_values(m: Memory) -> dict[str, Any]:
    """Column values of a new memory's row: what never changes, then :func:`mutable_values` (no vector)."""
    return {"id": m.id, "bank": m.bank, "created_at": to_epoch(m.created_at),
            "observed_at": to_epoch(m.observed_at), "provenance": m.provenance.model_dump_json(),
            "source": str(m.provenance.source), "session_id": m.provenance.session_id, **mutable_values(m)}


def fts_fields(m: Memory) -> tuple[str, str]:
    """The keyword index's two fields: body (content + summary) and extra (cue, keywords, tags), segmented."""
    body = text.index_text(m.content + (" " + m.summary if m.summary else ""))
    extra = text.index_text(" ".join([m.query or "", *m.keywords, *m.tags]))
    return body, extra


#: the columns :func:`row_to_event` reads, in order
EVENT_COLUMNS = "seq, memory_id, bank, at, type, actor, reason, data"


def row_to_event(r: Sequence[Any]) -> Event:
    return Event(seq=r[0], memory_id=r[1], bank=r[2], at=from_epoch_required(r[3]), type=r[4], actor=r[5],
                 reason=r[6], data=json.loads(r[7]))


#: the columns :func:`row_to_turn` reads, in order
TURN_COLUMNS = "seq, bank, session_id, role, content, at, expires_at, importance, layer, memory_id"


def row_to_turn(r: Sequence[Any]) -> SessionTurn:
    return SessionTurn(seq=r[0], bank=r[1], session_id=r[2], role=r[3], content=r[4], at=from_epoch_required(r[5]),
                       expires_at=from_epoch_required(r[6]), importance=r[7], layer=r[8], memory_id=r[9])


def turn_values(t: SessionTurn) -> tuple[Any, ...]:
    """Values of ``INSERT INTO session_turns(bank, session_id, role, content, at, expires_at, importance, layer,
    memory_id)``."""
    return (t.bank, t.session_id, t.role, t.content, to_epoch(t.at), to_epoch(t.expires_at), t.importance,
            t.layer, t.memory_id)
