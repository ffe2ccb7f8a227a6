"""The PostgreSQL store's experience traces (E1, E2): agent execution steps, idempotent per (bank, trace, step)."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from hindsight.store.postgres.pool import PgPool
from hindsight.timeutil import to_epoch


class PgTraces(PgPool):
    """Execution trace steps (``trace_steps``) and which traces are distilled."""

    def add_trace_step(self, bank: str, trace_id: str, step_index: int, at: datetime, data: dict[str, Any]) -> bool:
        with self._conn() as c:
            cur = c.execute(
                "INSERT INTO trace_steps(bank, trace_id, step_index, at, data) VALUES (%s, %s, %s, %s, %s) "
                "ON CONFLICT DO NOTHING",
                (bank, trace_id, step_index, to_epoch(at), json.dumps(data, ensure_ascii=False)),
            )
            return cur.rowcount > 0

    def trace_steps(self, bank: str, trace_id: str) -> list[dict[str, Any]]:
        with self._conn() as c:
            rows = c.execute(
                "SELECT data FROM trace_steps WHERE bank = %s AND trace_id = %s ORDER BY step_index", (bank, trace_id)
            ).fetchall()
        return [json.loads(r[0]) for r in rows]

    def pending_traces(self, bank: str, idle_before: datetime, limit: int) -> list[str]:
        """Traces with undistilled steps whose last step is older than ``idle_before``, oldest first."""
        with self._conn() as c:
            rows = c.execute(
                "SELECT trace_id FROM trace_steps WHERE bank = %s GROUP BY trace_id "
                "HAVING bool_or(distilled_at IS NULL) AND max(at) <= %s ORDER BY max(at), trace_id LIMIT %s",
                (bank, to_epoch(idle_before), limit),
            ).fetchall()
        return [r[0] for r in rows]

    def mark_distilled(self, bank: str, trace_ids: list[str], at: datetime) -> None:
        if not trace_ids:
            return
        with self._conn() as c:
            c.execute(
                "UPDATE trace_steps SET distilled_at = %s WHERE bank = %s AND trace_id = ANY(%s) "
                "AND distilled_at IS NULL",
                (to_epoch(at), bank, trace_ids),
            )
