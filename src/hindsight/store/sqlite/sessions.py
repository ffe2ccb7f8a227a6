"""The SQLite store's conversation layers (A4): each session's short-term history of turns."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from hindsight.model import SessionTurn
from hindsight.store.rows import TURN_COLUMNS, row_to_turn, turn_values
from hindsight.store.sqlite.conn import SQLiteConnections
from hindsight.timeutil import to_epoch


class SQLiteSessions(SQLiteConnections):
    """Short-term session history (``session_turns``)."""

    def add_turns(self, turns: list[SessionTurn]) -> list[int]:
        """Append turns to their sessions' short-term history; returns their sequence numbers."""
        out: list[int] = []
        with self._write() as c:
            for t in turns:
                cur = c.execute(
                    "INSERT INTO session_turns(bank, session_id, role, content, at, expires_at, importance, layer, "
                    "memory_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    turn_values(t),
                )
                out.append(int(cur.lastrowid or 0))
        return out

    def session_turns(
        self, bank: str, session_id: str | None, now: datetime, *, limit: int | None = None
    ) -> list[SessionTurn]:
        """Unexpired turns of one session (``None``: of every session of the bank), oldest first; ``limit``
        keeps the last ones."""
        sql = f"SELECT {TURN_COLUMNS} FROM session_turns WHERE bank = ? AND expires_at > ?"
        params: list[Any] = [bank, to_epoch(now)]
        if session_id is not None:
            sql += " AND session_id = ?"
            params.append(session_id)
        sql += " ORDER BY seq DESC"
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        rows = self._conn().execute(sql, params).fetchall()
        return [row_to_turn(r) for r in reversed(rows)]

    def promote_turn(self, bank: str, seq: int, memory_id: str) -> None:
        """Mark a short-term turn as moved up to long-term memory ``memory_id``."""
        with self._write() as c:
            c.execute("UPDATE session_turns SET layer = 'long_term', memory_id = ? WHERE bank = ? AND seq = ?",
                      (memory_id, bank, seq))

    def purge_turns(self, bank: str, now: datetime) -> int:
        """Delete expired short-term turns; returns how many."""
        with self._write() as c:
            cur = c.execute("DELETE FROM session_turns WHERE bank = ? AND expires_at <= ?", (bank, to_epoch(now)))
            return int(cur.rowcount)
