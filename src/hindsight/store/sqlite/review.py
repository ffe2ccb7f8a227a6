"""The SQLite store's review loop reads (what changed, review items and runs, the queue, alerts) and its
named lease locks."""

from __future__ import annotations

import json
import time
from datetime import datetime
from typing import Any

import numpy as np

from hindsight.model import ReviewItem, ReviewReport
from hindsight.store import judged
from hindsight.store.base import JudgedPair
from hindsight.store.erasure import SQLITE
from hindsight.store.sqlite.conn import SQLiteConnections
from hindsight.timeutil import from_epoch, to_epoch


class SQLiteReviewReads(SQLiteConnections):
    """What the review loop reads between its transactions, and the lease locks that keep one review per bank."""

    def event_watermark(self, bank: str) -> int:
        row = self._conn().execute("SELECT max(seq) FROM events WHERE bank = ?", (bank,)).fetchone()
        return int(row[0] or 0)

    def changed_since(self, bank: str, *, event_seq: int | None = None, since: datetime | None = None) -> list[str]:
        """Ids of memories with an event after ``event_seq`` (or updated at/after ``since``). The review's own
        events (actor ``review…``) do not count: a review must not re-examine what it just settled."""
        c = self._conn()
        if since is not None:
            rows = c.execute(
                "SELECT id FROM memories WHERE bank = ? AND updated_at >= ? ORDER BY seq", (bank, to_epoch(since))
            ).fetchall()
        else:
            rows = c.execute(
                "SELECT DISTINCT memory_id FROM events WHERE bank = ? AND seq > ? AND actor NOT LIKE 'review%' "
                "ORDER BY seq", (bank, event_seq or 0)
            ).fetchall()
        return [r[0] for r in rows]

    def vectors(self, bank: str, ids: list[str]) -> dict[str, np.ndarray]:
        if not ids:
            return {}
        c = self._conn()
        out: dict[str, np.ndarray] = {}
        for i in range(0, len(ids), 900):
            part = ids[i : i + 900]
            for mid, blob in c.execute(
                f"SELECT id, embedding FROM memories WHERE +bank = ? AND id IN ({','.join('?' * len(part))})",
                [bank, *part],
            ):
                out[mid] = np.frombuffer(blob, dtype=np.float32)
        return out

    def decayed_at(self, bank: str, ids: list[str]) -> dict[str, datetime | None]:
        c = self._conn()
        out: dict[str, datetime | None] = {}
        for i in range(0, len(ids), 900):
            part = ids[i : i + 900]
            for mid, ts in c.execute(
                f"SELECT id, decayed_at FROM memories WHERE +bank = ? AND id IN ({','.join('?' * len(part))})",
                [bank, *part],
            ):
                out[mid] = from_epoch(ts)
        return out

    def review_items(self, bank: str, status: str | None = "open") -> list[ReviewItem]:
        q = (
            "SELECT body FROM review_items WHERE bank = ?"
            + (" AND status = ?" if status else "")
            + " ORDER BY created_at"
        )
        rows = self._conn().execute(q, (bank, status) if status else (bank,)).fetchall()
        return [ReviewItem.model_validate_json(r[0]) for r in rows]

    def review_item(self, bank: str, item_id: str) -> ReviewItem | None:
        r = self._conn().execute("SELECT body FROM review_items WHERE bank = ? AND id = ?", (bank, item_id)).fetchone()
        return None if r is None else ReviewItem.model_validate_json(r[0])

    def review_runs(self, bank: str, limit: int = 20) -> list[ReviewReport]:
        rows = (
            self._conn()
            .execute("SELECT body FROM review_runs WHERE bank = ? ORDER BY seq DESC LIMIT ?", (bank, limit))
            .fetchall()
        )
        return [ReviewReport.model_validate_json(r[0]) for r in rows]

    def last_watermark(self, bank: str) -> int:
        r = (
            self._conn()
            .execute("SELECT event_watermark FROM review_runs WHERE bank = ? ORDER BY seq DESC LIMIT 1", (bank,))
            .fetchone()
        )
        return int(r[0]) if r else 0

    def queued(self, bank: str) -> list[str]:
        rows = (
            self._conn()
            .execute("SELECT memory_id FROM review_queue WHERE bank = ? ORDER BY enqueued_at", (bank,))
            .fetchall()
        )
        return [r[0] for r in rows]

    def alerts(self, bank: str, limit: int = 50) -> list[dict[str, Any]]:
        rows = (
            self._conn()
            .execute(
                "SELECT seq, at, kind, message, data FROM alerts WHERE bank = ? ORDER BY seq DESC LIMIT ?",
                (bank, limit),
            )
            .fetchall()
        )
        return [
            {"seq": r[0], "at": from_epoch(r[1]), "kind": r[2], "message": r[3], "data": json.loads(r[4])} for r in rows
        ]

    def judged_pairs(self, bank: str, keys: list[tuple[str, str]]) -> dict[tuple[str, str], JudgedPair]:
        c = self._conn()
        return judged.lookup(lambda sql, ps: c.execute(sql, ps).fetchall(), SQLITE, bank, keys)

    def try_lock(self, name: str, holder: str, ttl_s: float) -> bool:
        """A named lock across processes (a lease: it expires if its holder dies)."""
        now = time.time()
        with self._write() as c:
            row = c.execute("SELECT holder, expires_at FROM locks WHERE name = ?", (name,)).fetchone()
            if row is not None and row[1] > now and row[0] != holder:
                return False
            c.execute(
                "INSERT OR REPLACE INTO locks(name, holder, expires_at) VALUES (?, ?, ?)", (name, holder, now + ttl_s)
            )
            return True

    def unlock(self, name: str, holder: str) -> None:
        with self._write() as c:
            c.execute("DELETE FROM locks WHERE name = ? AND holder = ?", (name, holder))
