"""The SQLite store's experience traces (E1, E2): agent execution steps, idempotent per (bank, trace, step)."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from hindsight.store.sqlite.conn import SQLiteConnections
from hindsight.timeutil import to_epoch


class SQLiteTraces(SQLiteConnections):
    """Execution trace steps (``trace_steps``) and which traces are distilled."""

    def add_trace_step(self, bank: str, trace_id: str, step_index: int, at: datetime, data: dict[str, Any]) -> bool:
        """Record one step; the same (bank, trace_id, step_index) again is a no-op. True when it was new."""
        with self._write() as c:
            cur = c.execute(
                "INSERT OR IGNORE INTO trace_steps(bank, trace_id, step_index, at, data) VALUES (?, ?, ?, ?, ?)",
                (bank, trace_id, step_index, to_epoch(at), json.dumps(data, ensure_ascii=False)),
            )
            return cur.rowcount > 0

    def trace_steps(self, bank: str, trace_id: str) -> list[dict[str, Any]]:
        """A trace's steps in step order."""
        rows = self._conn().execute(
            "SELECT data FROM trace_steps WHERE bank = ? AND trace_id = ? ORDER BY step_index", (bank, trace_id)
        ).fetchall()
        return [json.loads(r[0]) for r in rows]

    def pending_traces(self, bank: str, idle_before: datetime, limit: int) -> list[str]:
        """Traces with undistilled steps whose last step is older than ``idle_before`` (finished), oldest first."""
        rows = self._conn().execute(
            "SELECT trace_id, MAX(at) AS last FROM trace_steps WHERE bank = ? GROUP BY trace_id "
            "HAVING SUM(distilled_at IS NULL) > 0 AND last <= ? ORDER BY last LIMIT ?",
            (bank, to_epoch(idle_before), limit),
        ).fetchall()
        return [r[0] for r in rows]

    def mark_distilled(self, bank: str, trace_ids: list[str], at: datetime) -> None:
        with self._write() as c:
            c.executemany(
                "UPDATE trace_steps SET distilled_at = ? WHERE bank = ? AND trace_id = ? AND distilled_at IS NULL",
                [(to_epoch(at), bank, t) for t in trace_ids],
            )
