"""The review loop's rows in a write transaction, one set of statements for both SQL stores (two dialects): review
items and runs, the review queue, alerts, the judged-pair ledger and the links events draw between memories.

A transaction class mixes :class:`ReviewRows` in, names its :class:`~hindsight.store.erasure.Dialect` and says
how it runs one statement (:meth:`ReviewRows._x`).
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any, ClassVar

from hindsight.model import ReviewItem, ReviewReport
from hindsight.store import judged
from hindsight.store.base import JudgedPair
from hindsight.store.erasure import Dialect
from hindsight.timeutil import to_epoch

#: ids per ``IN (…)`` list (SQLite allows 999 parameters)
CHUNK = 400


class ReviewRows:
    dialect: ClassVar[Dialect]

    def _x(self, sql: str, params: tuple[Any, ...] | list[Any]) -> Any:
        """Run one statement on the transaction's connection; returns its cursor."""
        raise NotImplementedError

    def _sql(self, sql: str) -> str:
        return sql.replace("?", self.dialect.ph)

    def linked(self, bank: str, a_id: str, b_id: str) -> bool:
        """Has an event on ``a_id`` already named ``b_id`` (as other / by / into ...)?"""
        rows = self._x(self._sql("SELECT data FROM events WHERE bank = ? AND memory_id = ?"), (bank, a_id)).fetchall()
        return any(b_id in json.loads(r[0]).values() for r in rows)

    def bank_of(self, memory_id: str) -> str | None:
        r = self._x(self._sql("SELECT bank FROM memories WHERE id = ?"), (memory_id,)).fetchone()
        return None if r is None else str(r[0])

    def save_review_item(self, item: ReviewItem) -> None:
        body = item.model_copy(update={"a": None, "b": None}).model_dump_json()
        self._x(
            self._sql("INSERT INTO review_items(id, bank, a_id, b_id, status, created_at, body) "
                      "VALUES (?, ?, ?, ?, ?, ?, ?) "
                      "ON CONFLICT (id) DO UPDATE SET status = excluded.status, body = excluded.body"),
            (item.id, item.bank, item.a_id, item.b_id, item.status, to_epoch(item.created_at), body),
        )

    def open_item_for(self, bank: str, a_id: str, b_id: str) -> ReviewItem | None:
        """The oldest open review item on the pair, in either order."""
        r = self._x(
            self._sql("SELECT body FROM review_items WHERE bank = ? AND status = 'open' AND "
                      "((a_id = ? AND b_id = ?) OR (a_id = ? AND b_id = ?)) ORDER BY created_at, id LIMIT 1"),
            (bank, a_id, b_id, b_id, a_id),
        ).fetchone()
        return None if r is None else ReviewItem.model_validate_json(r[0])

    def open_item_touching(self, bank: str, ids: list[str]) -> ReviewItem | None:
        """The oldest open review item naming any of ``ids`` (as a, b or a member of its group)."""
        if not ids:
            return None
        marks = ", ".join(["?"] * len(ids))
        likes = " OR ".join(["body LIKE ?"] * len(ids))  # group members beyond a and b live in the body
        r = self._x(
            self._sql(f"SELECT body FROM review_items WHERE bank = ? AND status = 'open' AND "
                      f"(a_id IN ({marks}) OR b_id IN ({marks}) OR {likes}) ORDER BY created_at, id LIMIT 1"),
            (bank, *ids, *ids, *[f'%"{i}"%' for i in ids]),
        ).fetchone()
        return None if r is None else ReviewItem.model_validate_json(r[0])

    def save_review_run(self, report: ReviewReport, watermark: int) -> None:
        self._x(
            self._sql("INSERT INTO review_runs(run_id, bank, started_at, event_watermark, body) "
                      "VALUES (?, ?, ?, ?, ?)"),
            (report.run_id, report.bank, to_epoch(report.started_at), watermark, report.model_dump_json()),
        )

    def enqueue(self, bank: str, memory_id: str, reason: str, at: datetime) -> None:
        self._x(
            self._sql("INSERT INTO review_queue(bank, memory_id, reason, enqueued_at) VALUES (?, ?, ?, ?) "
                      "ON CONFLICT DO NOTHING"),
            (bank, memory_id, reason, to_epoch(at)),
        )

    def dequeue(self, bank: str, ids: list[str]) -> None:
        for i in range(0, len(ids), CHUNK):
            part = ids[i : i + CHUNK]
            marks = ", ".join(["?"] * len(part))
            self._x(self._sql(f"DELETE FROM review_queue WHERE bank = ? AND memory_id IN ({marks})"), (bank, *part))

    def add_alert(self, bank: str, at: datetime, kind: str, message: str, data: dict[str, Any]) -> None:
        self._x(
            self._sql("INSERT INTO alerts(bank, at, kind, message, data) VALUES (?, ?, ?, ?, ?)"),
            (bank, to_epoch(at), kind, message, json.dumps(data, ensure_ascii=False, default=str)),
        )

    def record_judged(self, bank: str, rows: list[JudgedPair]) -> None:
        judged.record(lambda sql, ps: int(self._x(sql, ps).rowcount), self.dialect, bank, rows)
