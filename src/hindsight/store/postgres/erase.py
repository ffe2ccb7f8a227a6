"""The PostgreSQL store's erasure and listing: erase a memory inside the bank-locked write transaction
(:class:`PgEraseTx`: its row, vector, keyword postings and BM25 statistics), delete a bank, page through a
bank's memories (:class:`PgErasure`). Dead tuples are PostgreSQL's to reclaim (autovacuum); no dump, export or
query returns them."""

from __future__ import annotations

from typing import Any

from hindsight.model import Kind, Memory, Status
from hindsight.store import erasure
from hindsight.store.bookkeeping import settles
from hindsight.store.postgres import search as q
from hindsight.store.postgres.pool import Conn, PgPool
from hindsight.store.rows import row_to_memory


def _runner(c: Conn) -> erasure.Run:
    def run(sql: str, params: list[Any]) -> int:
        return int(c.execute(sql.encode(), params).rowcount)

    return run


class PgEraseTx:
    """``StoreTx.erase`` on the transaction's connection."""

    c: Conn

    def erase(self, bank: str, memory_id: str, needles: list[str]) -> dict[str, int]:
        sql = "SELECT seq, doc_len FROM memories WHERE bank = %s AND id = %s"
        r = self.c.execute(sql, (bank, memory_id)).fetchone()
        out = {"memories": 0, "memory_terms": 0}
        if r is not None:
            out["memory_terms"] = int(self.c.execute("DELETE FROM memory_terms WHERE seq = %s", (r[0],)).rowcount)
            out["memories"] = int(self.c.execute("DELETE FROM memories WHERE seq = %s", (r[0],)).rowcount)
            self.c.execute(
                "UPDATE banks SET docs = greatest(docs - 1, 0), tokens = greatest(tokens - %s, 0), "
                "kw_epoch = kw_epoch + 1 WHERE name = %s",
                (int(r[1]), bank),
            )
        return {**out, **erasure.scrub(_runner(self.c), erasure.POSTGRES, bank, memory_id, needles)}


class PgErasure(PgPool):
    """Bank deletion, paged listing and session-turn erasure."""

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
        where: list[str] = ["m.bank = %s"]
        params: list[Any] = [bank]
        if before_seq is not None:
            where.append("m.seq < %s")
            params.append(before_seq)
        for col, values in (("m.status", statuses), ("m.kind", kinds)):
            if values is not None:
                where.append(f"{col} = ANY(%s)")
                params.append([str(v) for v in values])
        with self._conn() as c:
            sql = f"SELECT {q.columns()} FROM memories m WHERE {' AND '.join(where)} ORDER BY m.seq DESC LIMIT %s"
            rows = c.execute(sql.encode(), [*params, limit]).fetchall()
        return [(int(r[0]), row_to_memory(r)) for r in rows]

    @settles
    def delete_bank(self, bank: str) -> dict[str, int]:
        with self._conn() as c, c.transaction():
            c.execute("SELECT pg_advisory_xact_lock(hashtextextended(%s, 0))", ("hindsight:bank:" + bank,))
            return erasure.delete_bank(_runner(c), erasure.POSTGRES, bank, ("memory_terms",))

    def erase_turns(self, bank: str, memory_id: str, needles: list[str]) -> int:
        with self._conn() as c:
            return erasure.erase_turns(_runner(c), erasure.POSTGRES, bank, memory_id, needles)

    def purge_deleted(self) -> None:
        """Nothing to do: PostgreSQL never serves dead tuples, and autovacuum reclaims them."""
