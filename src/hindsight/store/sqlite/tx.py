"""The SQLite store's write transaction (:class:`~hindsight.store.base.StoreTx`) inside one ``BEGIN IMMEDIATE``.

It needs from its store only the vector search (:class:`DenseSearch`), so it does not import the store.
"""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime
from typing import Any, Protocol

import numpy as np

from hindsight.model import VISIBLE_STATUSES, EventType, Memory, ReviewItem, ReviewReport, Status
from hindsight.store import judged
from hindsight.store.base import Filters, JudgedPair
from hindsight.store.erasure import SQLITE as SQLITE_DIALECT
from hindsight.store.filters import SQLITE, compile_filters
from hindsight.store.rows import INDEXED, fts_fields, insert_values, mutable_values, row_to_memory
from hindsight.store.sqlite.erase import SQLiteEraseTx
from hindsight.store.sqlite.keywords import bump_epoch
from hindsight.store.sqlite.schema import COLUMNS
from hindsight.timeutil import to_epoch


class DenseSearch(Protocol):
    """The store's vector search the transaction's dedup lookup runs on its own connection."""

    def dense(
        self, c: sqlite3.Connection, bank: str, vec: np.ndarray, k: int, where: str, params: list[Any]
    ) -> list[tuple[Any, float]]: ...


def fetch_get(c: sqlite3.Connection, bank: str, memory_id: str, *, with_embedding: bool = False) -> Memory | None:
    """One memory of a bank (and its vector) on connection ``c``."""
    cols = COLUMNS + (", embedding" if with_embedding else "")
    r = c.execute(f"SELECT {cols} FROM memories WHERE +bank = ? AND id = ?", (bank, memory_id)).fetchone()
    if r is None:
        return None
    return row_to_memory(r, r[26] if with_embedding else None)


def blob(vec: np.ndarray) -> bytes:
    """A vector as the float32 bytes of ``memories.embedding``."""
    return np.ascontiguousarray(vec, dtype=np.float32).tobytes()


class _ReviewTxMixin:
    c: sqlite3.Connection

    def linked(self, bank: str, a_id: str, b_id: str) -> bool:
        """Has an event on ``a_id`` already named ``b_id`` (as other / by / into ...)?"""
        rows = self.c.execute("SELECT data FROM events WHERE bank = ? AND memory_id = ?", (bank, a_id)).fetchall()
        return any(b_id in json.loads(r[0]).values() for r in rows)

    def bank_of(self, memory_id: str) -> str | None:
        r = self.c.execute("SELECT bank FROM memories WHERE id = ?", (memory_id,)).fetchone()
        return None if r is None else str(r[0])

    def save_review_item(self, item: ReviewItem) -> None:
        body = item.model_copy(update={"a": None, "b": None}).model_dump_json()
        self.c.execute(
            "INSERT INTO review_items(id, bank, a_id, b_id, status, created_at, body) VALUES (?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT(id) DO UPDATE SET status = excluded.status, body = excluded.body",
            (item.id, item.bank, item.a_id, item.b_id, item.status, to_epoch(item.created_at), body),
        )

    def open_item_for(self, bank: str, a_id: str, b_id: str) -> ReviewItem | None:
        r = self.c.execute(
            "SELECT body FROM review_items WHERE bank = ? AND status = 'open' AND "
            "((a_id = ? AND b_id = ?) OR (a_id = ? AND b_id = ?))",
            (bank, a_id, b_id, b_id, a_id),
        ).fetchone()
        return None if r is None else ReviewItem.model_validate_json(r[0])

    def open_item_touching(self, bank: str, ids: list[str]) -> ReviewItem | None:
        if not ids:
            return None
        marks = ", ".join(["?"] * len(ids))
        likes = " OR ".join(["body LIKE ?"] * len(ids))  # group members beyond a and b live in the body
        r = self.c.execute(
            f"SELECT body FROM review_items WHERE bank = ? AND status = 'open' AND "
            f"(a_id IN ({marks}) OR b_id IN ({marks}) OR {likes}) ORDER BY created_at, id LIMIT 1",
            (bank, *ids, *ids, *[f'%"{i}"%' for i in ids]),
        ).fetchone()
        return None if r is None else ReviewItem.model_validate_json(r[0])

    def save_review_run(self, report: ReviewReport, watermark: int) -> None:
        self.c.execute(
            "INSERT INTO review_runs(run_id, bank, started_at, event_watermark, body) VALUES (?, ?, ?, ?, ?)",
            (report.run_id, report.bank, to_epoch(report.started_at), watermark, report.model_dump_json()),
        )

    def enqueue(self, bank: str, memory_id: str, reason: str, at: datetime) -> None:
        self.c.execute(
            "INSERT OR IGNORE INTO review_queue(bank, memory_id, reason, enqueued_at) VALUES (?, ?, ?, ?)",
            (bank, memory_id, reason, to_epoch(at)),
        )

    def dequeue(self, bank: str, ids: list[str]) -> None:
        for mid in ids:
            self.c.execute("DELETE FROM review_queue WHERE bank = ? AND memory_id = ?", (bank, mid))

    def add_alert(self, bank: str, at: datetime, kind: str, message: str, data: dict[str, Any]) -> None:
        self.c.execute(
            "INSERT INTO alerts(bank, at, kind, message, data) VALUES (?, ?, ?, ?, ?)",
            (bank, to_epoch(at), kind, message, json.dumps(data, ensure_ascii=False, default=str)),
        )

    def mark_decayed(self, bank: str, memory_id: str, at: datetime) -> None:
        self.c.execute("UPDATE memories SET decayed_at = ? WHERE +bank = ? AND id = ?", (to_epoch(at), bank, memory_id))

    def record_judged(self, bank: str, rows: list[JudgedPair]) -> None:
        judged.record(lambda sql, ps: int(self.c.execute(sql, ps).rowcount), SQLITE_DIALECT, bank, rows)


class SQLiteTx(_ReviewTxMixin, SQLiteEraseTx):
    """Write operations inside one ``BEGIN IMMEDIATE`` transaction."""

    def __init__(self, store: DenseSearch, conn: sqlite3.Connection) -> None:
        self.store = store
        self.c = conn

    def idempotent(self, bank: str, key: str) -> tuple[str, str] | None:
        r = self.c.execute(
            "SELECT memory_id, action FROM idempotency WHERE bank = ? AND key = ?", (bank, key)
        ).fetchone()
        return None if r is None else (r[0], r[1])

    def remember_key(self, bank: str, key: str, memory_id: str, action: str, at: datetime) -> None:
        self.c.execute(
            "INSERT INTO idempotency(bank, key, memory_id, action, created_at) VALUES (?, ?, ?, ?, ?)",
            (bank, key, memory_id, action, to_epoch(at)),
        )

    def nearest(
        self, bank: str, vec: np.ndarray, k: int, now: datetime, *, include_archived: bool = False
    ) -> list[tuple[Memory, float]]:
        statuses = (Status.active, Status.disputed, Status.archived) if include_archived else VISIBLE_STATUSES
        where, params = compile_filters(bank, Filters(now=now, statuses=statuses), SQLITE)
        return [(row_to_memory(r), s) for r, s in self.store.dense(self.c, bank, vec, k, where, params)]

    def get(self, bank: str, memory_id: str) -> Memory | None:
        return fetch_get(self.c, bank, memory_id)

    def insert(self, memory: Memory, vec: np.ndarray) -> None:
        row = {**insert_values(memory), "embedding": blob(vec)}
        cur = self.c.execute(
            f"INSERT INTO memories({', '.join(row)}) VALUES ({', '.join('?' * len(row))})", tuple(row.values())
        )
        body, extra = fts_fields(memory)
        self.c.execute("INSERT INTO memory_fts(rowid, body, extra) VALUES (?, ?, ?)", (cur.lastrowid, body, extra))

    def update(self, memory: Memory, vec: np.ndarray | None = None) -> None:
        m = memory
        old = self.c.execute(
            f"SELECT seq, {', '.join(INDEXED)} FROM memories WHERE +bank=? AND id=?", (m.bank, m.id)
        ).fetchone()
        row = mutable_values(m)
        self.c.execute(
            f"UPDATE memories SET {', '.join(f'{k}=?' for k in row)} WHERE seq=?", (*row.values(), old[0])
        )
        if tuple(old[1:]) != tuple(row[k] for k in INDEXED):  # re-segment only when indexed text changed
            body, extra = fts_fields(m)
            self.c.execute("DELETE FROM memory_fts WHERE rowid = ?", (old[0],))
            self.c.execute("INSERT INTO memory_fts(rowid, body, extra) VALUES (?, ?, ?)", (old[0], body, extra))
            bump_epoch(self.c)  # every process's keyword cache reloads (it holds the old postings)
        if vec is not None:
            self.c.execute("UPDATE memories SET embedding=? WHERE seq=?", (blob(vec), old[0]))
            self.c.execute("UPDATE banks SET vec_epoch = vec_epoch + 1 WHERE name = ?", (m.bank,))

    def append_event(
        self,
        memory_id: str,
        bank: str,
        at: datetime,
        type: EventType,
        actor: str,
        reason: str | None = None,
        data: dict[str, Any] | None = None,
    ) -> None:
        self.c.execute(
            "INSERT INTO events(memory_id, bank, at, type, actor, reason, data) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                memory_id,
                bank,
                to_epoch(at),
                str(type),
                actor,
                reason,
                json.dumps(data or {}, ensure_ascii=False, default=str),
            ),
        )
