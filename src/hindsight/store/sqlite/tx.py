"""The SQLite store's write transaction (:class:`~hindsight.store.base.StoreTx`) inside one ``BEGIN IMMEDIATE``.

It needs from its store only the vector search (:class:`DenseSearch`), so it does not import the store.
"""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime
from typing import Any, Protocol

import numpy as np

from hindsight.model import VISIBLE_STATUSES, EventType, Memory, Status
from hindsight.store import hubness
from hindsight.store.base import Filters
from hindsight.store.erasure import SQLITE as SQLITE_DIALECT
from hindsight.store.filters import SQLITE, compile_filters
from hindsight.store.review_rows import ReviewRows
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


def read_near_cos(c: sqlite3.Connection, bank: str, ids: list[str]) -> dict[str, list[float]]:
    """The kept hubness (``store/hubness.py``) of those of ``ids`` that have one, on connection ``c``."""
    out: dict[str, list[float]] = {}
    for i in range(0, len(ids), 900):
        part = ids[i : i + 900]
        for mid, raw in c.execute(
            f"SELECT id, near_cos FROM memories WHERE +bank = ? AND id IN ({','.join('?' * len(part))}) "
            "AND near_cos IS NOT NULL", [bank, *part]
        ):
            out[mid] = [float(x) for x in json.loads(raw)]
    return out


def blob(vec: np.ndarray) -> bytes:
    """A vector as the float32 bytes of ``memories.embedding``."""
    return np.ascontiguousarray(vec, dtype=np.float32).tobytes()


class SQLiteTx(ReviewRows, SQLiteEraseTx):
    """Write operations inside one ``BEGIN IMMEDIATE`` transaction."""

    dialect = SQLITE_DIALECT

    def __init__(self, store: DenseSearch, conn: sqlite3.Connection) -> None:
        self.store = store
        self.c = conn

    def _x(self, sql: str, params: tuple[Any, ...] | list[Any]) -> sqlite3.Cursor:
        return self.c.execute(sql, params)

    def mark_decayed(self, bank: str, memory_id: str, at: datetime) -> None:
        self.c.execute("UPDATE memories SET decayed_at = ? WHERE +bank = ? AND id = ?", (to_epoch(at), bank, memory_id))

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

    def near_cos(self, bank: str, ids: list[str]) -> dict[str, list[float]]:
        return read_near_cos(self.c, bank, ids)

    def set_near_cos(self, bank: str, values: dict[str, list[float] | None]) -> None:
        self.c.executemany("UPDATE memories SET near_cos = ? WHERE +bank = ? AND id = ?",
                           [(None if v is None else json.dumps(v), bank, mid) for mid, v in sorted(values.items())])

    def vectors(self, bank: str, ids: list[str]) -> dict[str, np.ndarray]:
        out: dict[str, np.ndarray] = {}
        for i in range(0, len(ids), 900):
            part = ids[i : i + 900]
            for mid, raw in self.c.execute(
                f"SELECT id, embedding FROM memories WHERE +bank = ? AND id IN ({','.join('?' * len(part))})",
                [bank, *part],
            ):
                out[mid] = np.frombuffer(raw, dtype=np.float32)
        return out

    def update(self, memory: Memory, vec: np.ndarray | None = None) -> None:
        m = memory
        old = self.c.execute(
            f"SELECT seq, {', '.join(INDEXED)}, status FROM memories WHERE +bank=? AND id=?", (m.bank, m.id)
        ).fetchone()
        was_active = old[-1] == str(Status.active)
        old = old[:-1]
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
        hubness.changed(self, m, was_active, vec is not None)

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
