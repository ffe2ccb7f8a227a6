"""Erasure and listing, top to bottom: ``erase`` a memory for good, ``delete_bank``, ``list_memories``.

``forget`` keeps the text (a soft delete that stays traceable); ``erase`` is the answer to "delete my data":

1. validate (a reason is required), resolve the bank;
2. one write transaction: the memory's row, embedding and keyword / vector index entries are deleted; the text of
   its own events is scrubbed, and so is every event, alert, review item and retrieval-log row of the bank that
   quotes one of its texts (current and earlier contents from ``edited`` events, summary, cue) — see
   :mod:`hindsight.store.erasure`; an ``erased`` event (who, when, why; no content) is appended;
3. session turns promoted to the memory or quoting it are deleted (the session log may live in Redis);
4. the store makes the deleted bytes unrecoverable from its files (``Store.purge_deleted``).

Erasing again answers the first erasure's tombstone (``already_erased``); an id never seen is a 404.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Iterable, Sequence
from datetime import datetime
from enum import StrEnum
from typing import Any, TypeVar

from hindsight.engine import Engine, check_bank_name, forget_user_names
from hindsight.errors import InvalidInput, NotFound, UnknownBank
from hindsight.model import BankDeletion, EraseResult, Event, EventType, Kind, Memory, MemoryListPage, Status
from hindsight.timeutil import to_utc, utcnow

MAX_REASON = 2000
MAX_PAGE = 500
#: event-data keys whose values are a memory's text
TEXT_KEYS = ("content", "summary", "query", "cue")

E = TypeVar("E", bound=StrEnum)


def erase(eng: Engine, memory_id: str, bank: str | None, reason: str | None,
          now: datetime | str | None = None) -> EraseResult:
    """Remove a memory's content, embedding and index entries for good, keeping a content-free tombstone."""
    why = _reason(reason)
    at = to_utc(now, field="now") or utcnow()
    b = eng.bank(bank)
    with eng.store.transaction(b) as tx:
        mem = tx.get(b, memory_id)
        events = eng.store.events(b, memory_id)
        if mem is None:
            done = tombstone(events)
            if done is None:
                raise NotFound(f"memory {memory_id!r} not found in bank {b!r}", field="memory_id")
            return done.model_copy(update={"already_erased": True})
        needles = texts(mem, events)
        counts = tx.erase(b, memory_id, needles)
        tx.append_event(memory_id, b, at, EventType.erased, eng.actor, why,
                        {"kind": str(mem.kind), "created_at": mem.created_at.isoformat()})
    counts["session_turns"] = eng.store.erase_turns(b, memory_id, needles)
    eng.store.purge_deleted()
    forget_user_names(eng.store, b)
    return EraseResult(id=memory_id, bank=b, erased_at=at, actor=eng.actor, reason=why, scrubbed=counts)


def tombstone(events: Sequence[Event]) -> EraseResult | None:
    """The erasure recorded in a memory's events, if it was erased."""
    for e in reversed(events):
        if e.type == EventType.erased:
            return EraseResult(id=e.memory_id, bank=e.bank, erased_at=e.at, actor=e.actor, reason=e.reason or "")
    return None


def texts(mem: Memory, events: Iterable[Event]) -> list[str]:
    """Every text of a memory: content, summary and cue now, and the ones its events recorded (earlier edits,
    writes confirmed into it)."""
    out: dict[str, None] = {t: None for t in (mem.content, mem.summary, mem.query) if t}
    for e in events:
        for t in _strings(e.data):
            out[t] = None
    return list(out)


def _strings(data: Any, under_text_key: bool = False) -> Iterable[str]:
    if isinstance(data, str):
        if under_text_key and data:
            yield data
    elif isinstance(data, dict):
        for k, v in data.items():
            yield from _strings(v, under_text_key or k in TEXT_KEYS)
    elif isinstance(data, list):
        for v in data:
            yield from _strings(v, under_text_key)


def delete_bank(eng: Engine, name: str, reason: str | None = None) -> BankDeletion:
    """Delete a bank and everything in it: memories, events, review items and runs, alerts, trace steps, session
    turns, the retrieval log."""
    check_bank_name(name)
    if not eng.store.bank_exists(name):
        raise UnknownBank(f"bank {name!r} does not exist", field="bank")
    if reason is not None and len(reason) > MAX_REASON:
        raise InvalidInput(f"reason: at most {MAX_REASON} characters", field="reason")
    at = utcnow()
    removed = eng.store.delete_bank(name)
    eng.store.purge_deleted()
    forget_user_names(eng.store, name)
    return BankDeletion(bank=name, deleted_at=at, actor=eng.actor, reason=reason, removed=removed)


def list_memories(
    eng: Engine, bank: str | None, status: str | Sequence[str] | None = None,
    kind: str | Sequence[str] | None = None, limit: int = 50, cursor: str | None = None,
) -> MemoryListPage:
    """One page of a bank's memories, newest first (every status unless ``status`` narrows it)."""
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_PAGE:
        raise InvalidInput(f"limit: an integer from 1 to {MAX_PAGE}", field="limit")
    statuses = _enums(Status, status, "status")
    kinds = _enums(Kind, kind, "kind")
    before = decode_cursor(cursor)
    b = eng.bank(bank)
    rows = eng.store.list_memories(b, statuses=statuses, kinds=kinds, before_seq=before, limit=limit + 1)
    more = len(rows) > limit
    rows = rows[:limit]
    nxt = encode_cursor(rows[-1][0]) if more and rows else None
    return MemoryListPage(bank=b, items=[m for _, m in rows], next_cursor=nxt)


def encode_cursor(seq: int) -> str:
    return base64.urlsafe_b64encode(f"m:{seq}".encode()).decode().rstrip("=")


def decode_cursor(cursor: str | None) -> int | None:
    """The position a cursor stands for; a cursor this module did not write is a 422."""
    if cursor is None or cursor == "":
        return None
    bad = InvalidInput("cursor: not a cursor from a previous page (pass next_cursor back unchanged)", field="cursor")
    if not isinstance(cursor, str) or len(cursor) > 64:
        raise bad
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode()
    except (binascii.Error, UnicodeDecodeError, ValueError):
        raise bad from None
    if not raw.startswith("m:") or not raw[2:].isdigit():
        raise bad
    return int(raw[2:])


def _enums(cls: type[E], value: str | Sequence[str] | None, field: str) -> tuple[E, ...] | None:
    if value is None:
        return None
    values = [value] if isinstance(value, str) else list(value)
    if not values:
        return None
    out = []
    for v in values:
        try:
            out.append(cls(v))
        except ValueError:
            raise InvalidInput(f"{field}: one of {', '.join(m.value for m in cls)}", field=field) from None
    return tuple(out)


def _reason(reason: str | None) -> str:
    if not isinstance(reason, str) or not reason.strip():
        raise InvalidInput("reason: required (why this memory is erased; kept in its history)", field="reason")
    if len(reason) > MAX_REASON:
        raise InvalidInput(f"reason: at most {MAX_REASON} characters", field="reason")
    return reason.strip()
