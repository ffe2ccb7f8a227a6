"""The SQLite store's erasure and listing: erase a memory inside the write transaction (:class:`SQLiteEraseTx`),
delete a bank, page through a bank's memories, and make deleted text unrecoverable from the files
(:class:`SQLiteErasure`: the FTS5 index merged so deleted postings go, the WAL checkpointed and truncated; freed
pages are zeroed because every connection runs with ``secure_delete``)."""

from __future__ import annotations

import sqlite3
from typing import Any

from hindsight.model import Kind, Memory, Status
from hindsight.store import erasure
from hindsight.store.bookkeeping import settles
from hindsight.store.rows import row_to_memory
from hindsight.store.sqlite.conn import SQLiteConnections
from hindsight.store.sqlite.keywords import bump_epoch
from hindsight.store.sqlite.schema import COLUMNS


def _runner(c: sqlite3.Connection) -> erasure.Run:
    def run(sql: str, params: list[Any]) -> int:
        return int(c.execute(sql, params).rowcount)

    return run


class SQLiteEraseTx:
    """``StoreTx.erase`` on the transaction's connection."""

    c: sqlite3.Connection

    def erase(self, bank: str, memory_id: str, needles: list[str]) -> dict[str, int]:
        r = self.c.execute("SELECT seq FROM memories WHERE +bank = ? AND id = ?", (bank, memory_id)).fetchone()
        out = {"memories": 0, "memory_fts": 0}
        if r is not None:
            out["memory_fts"] = int(self.c.execute("DELETE FROM memory_fts WHERE rowid = ?", (r[0],)).rowcount)
            bump_epoch(self.c)  # the in-process keyword caches drop the erased row's postings
            out["memories"] = int(self.c.execute("DELETE FROM memories WHERE seq = ?", (r[0],)).rowcount)
            # the in-process vector index reloads the bank (it must not keep the erased vector)
            self.c.execute("UPDATE banks SET vec_epoch = vec_epoch + 1 WHERE name = ?", (bank,))
        return {**out, **erasure.scrub(_runner(self.c), erasure.SQLITE, bank, memory_id, needles)}


class SQLiteErasure(SQLiteConnections):
    """Bank deletion, paged listing, session-turn erasure and the file-level purge."""

    def _invalidate(self, bank: str) -> None:
        """Drop in-process caches of ``bank`` (the store's vector index overrides this)."""

    @settles
    def list_memories(
        self,
        bank: str,
        *,
        statuses: tuple[Status, ...] | None,
        kinds: tuple[Kind, ...] | None,
        before_seq: int | None,
        limit: int,
    ) -> list[tuple[int, Memory]]:
        where: list[str] = ["bank = ?"]
        params: list[Any] = [bank]
        if before_seq is not None:
            where.append("seq < ?")
            params.append(before_seq)
        for col, values in (("status", statuses), ("kind", kinds)):
            if values is not None:
                where.append(f"{col} IN ({','.join('?' * len(values))})")
                params.extend(str(v) for v in values)
        rows = self._conn().execute(
            f"SELECT {COLUMNS} FROM memories WHERE {' AND '.join(where)} ORDER BY seq DESC LIMIT ?",
            [*params, limit],
        ).fetchall()
        return [(int(r[0]), row_to_memory(r)) for r in rows]

    @settles
    def delete_bank(self, bank: str) -> dict[str, int]:
        with self._write() as c:
            fts = c.execute(
                "DELETE FROM memory_fts WHERE rowid IN (SELECT seq FROM memories WHERE bank = ?)", (bank,)
            ).rowcount
            bump_epoch(c)
            out = erasure.delete_bank(_runner(c), erasure.SQLITE, bank)
        self._invalidate(bank)
        return {"memory_fts": int(fts), **out}

    def erase_turns(self, bank: str, memory_id: str, needles: list[str]) -> int:
        with self._write() as c:
            return erasure.erase_turns(_runner(c), erasure.SQLITE, bank, memory_id, needles)

    def purge_deleted(self) -> None:
        c = self._conn()
        c.execute("INSERT INTO memory_fts(memory_fts) VALUES ('optimize')")  # merged: deleted postings are gone
        c.execute("PRAGMA wal_checkpoint(TRUNCATE)")
