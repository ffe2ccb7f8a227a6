"""The PostgreSQL store's conversation layers (A4): each session's short-term history of turns."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from hindsight.model import SessionTurn
from hindsight.store.postgres.pool import PgPool, reads
from hindsight.store.rows import TURN_COLUMNS, row_to_turn, turn_values
from hindsight.timeutil import to_epoch


class PgSessions(PgPool):
    """Short-term session history (``session_turns``)."""

    def add_turns(self, turns: list[SessionTurn]) -> list[int]:
        if not turns:
            return []
        out: list[int] = []
        with self._conn() as c, c.transaction(), c.cursor() as cur:
            cur.executemany(
                "INSERT INTO session_turns(bank, session_id, role, content, at, expires_at, importance, layer, "
                "memory_id) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s) RETURNING seq",
                [turn_values(t) for t in turns],
                returning=True,
            )
            while True:
                row = cur.fetchone()
                out.append(int(row[0]) if row else 0)
                if not cur.nextset():
                    break
        return out

    @reads
    def session_turns(
        self, bank: str, session_id: str | None, now: datetime, *, limit: int | None = None
    ) -> list[SessionTurn]:
        """Unexpired turns of one session (``None``: of every session of the bank), oldest first; ``limit``
        keeps the last ones."""
        sql = f"SELECT {TURN_COLUMNS} FROM session_turns WHERE bank = %s AND expires_at > %s"
        params: list[Any] = [bank, to_epoch(now)]
        if session_id is not None:
            sql += " AND session_id = %s"
            params.append(session_id)
        sql += " ORDER BY seq DESC"
        if limit is not None:
            sql += " LIMIT %s"
            params.append(limit)
        with self._conn() as c:
            rows = c.execute(sql.encode(), params).fetchall()
        return [row_to_turn(r) for r in reversed(rows)]

    def promote_turn(self, bank: str, seq: int, memory_id: str) -> None:
        with self._conn() as c:
            c.execute(
                "UPDATE session_turns SET layer = 'long_term', memory_id = %s WHERE bank = %s AND seq = %s",
                (memory_id, bank, seq),
            )

    def purge_turns(self, bank: str, now: datetime) -> int:
        with self._conn() as c:
            cur = c.execute("DELETE FROM session_turns WHERE bank = %s AND expires_at <= %s", (bank, to_epoch(now)))
            return int(cur.rowcount)
