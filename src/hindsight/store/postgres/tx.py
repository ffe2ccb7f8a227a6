"""The PostgreSQL store's write transaction (:class:`~hindsight.store.base.StoreTx`).

It runs on one pooled connection inside ``BEGIN … COMMIT`` after ``pg_advisory_xact_lock`` on the bank, so the
dedup lookup (``nearest``), the insert and the idempotency record of one write are atomic across processes.
It needs from its store only the vector search (:class:`DenseSearch`), so it does not import the store.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any, Protocol

import numpy as np

from hindsight.model import VISIBLE_STATUSES, EventType, Memory, Status
from hindsight.store import hubness
from hindsight.store.base import Filters
from hindsight.store.erasure import POSTGRES
from hindsight.store.postgres import search as q
from hindsight.store.postgres.erase import PgEraseTx
from hindsight.store.postgres.pool import Conn
from hindsight.store.postgres.schema import TERM_F
from hindsight.store.review_rows import ReviewRows
from hindsight.store.rows import INDEXED, insert_values, mutable_values, row_to_memory
from hindsight.timeutil import to_epoch


class DenseSearch(Protocol):
    """What the transaction's dedup lookup needs of its store: the vector search and its write-path settings."""

    write_ef_search: int
    write_exact_max: int

    def dense(
        self,
        c: Conn,
        bank: str,
        vec: np.ndarray,
        k: int,
        where: str,
        params: list[Any],
        cols: str | None = None,
        *,
        exact_max: int | None = None,
    ) -> list[tuple[tuple[Any, ...], float]]: ...


#: SQL casts of columns whose Python value is JSON text
_CASTS = {"tags": "::jsonb"}


def fetch_rows(c: Conn, sql: str, params: list[Any]) -> list[tuple[Any, ...]]:
    """The rows of one query (SQL text sent as bytes, like every composed statement here)."""
    return c.execute(sql.encode(), params).fetchall()


def fetch_get(c: Conn, bank: str, memory_id: str, *, with_embedding: bool = False) -> Memory | None:
    cols = q.columns() + (", m.embedding::real[]" if with_embedding else "")
    sql = f"SELECT {cols} FROM memories m WHERE m.bank = %s AND m.id = %s"
    r = c.execute(sql.encode(), (bank, memory_id)).fetchone()
    if r is None:
        return None
    return row_to_memory(r, q.vec_bytes(r[26]) if with_embedding else None)


def read_near_cos(c: Conn, bank: str, ids: list[str]) -> dict[str, list[float]]:
    """The kept hubness (``store/hubness.py``) of those of ``ids`` that have one, on connection ``c``."""
    if not ids:
        return {}
    rows = c.execute("SELECT id, near_cos FROM memories WHERE bank = %s AND id = ANY(%s::text[]) "
                     "AND near_cos IS NOT NULL", (bank, ids)).fetchall()
    return {r[0]: [float(x) for x in r[1]] for r in rows}


def _placeholders(row: dict[str, Any]) -> list[str]:
    return [f"%s{_CASTS.get(k, '')}" for k in row]


class PgTx(ReviewRows, PgEraseTx):
    """Write operations inside one bank-locked transaction."""

    dialect = POSTGRES

    def __init__(self, store: DenseSearch, conn: Conn) -> None:
        self.store = store
        self.c = conn
        self._wide = False

    def _x(self, sql: str, params: tuple[Any, ...] | list[Any]) -> Any:
        return self.c.execute(sql.encode(), params)

    # -- idempotency --------------------------------------------------------------------------------
    def idempotent(self, bank: str, key: str) -> tuple[str, str] | None:
        r = self.c.execute(
            "SELECT memory_id, action FROM idempotency WHERE bank = %s AND key = %s", (bank, key)
        ).fetchone()
        return None if r is None else (r[0], r[1])

    def remember_key(self, bank: str, key: str, memory_id: str, action: str, at: datetime) -> None:
        self.c.execute(
            "INSERT INTO idempotency(bank, key, memory_id, action, created_at) VALUES (%s, %s, %s, %s, %s)",
            (bank, key, memory_id, action, to_epoch(at)),
        )

    # -- memories -----------------------------------------------------------------------------------
    def nearest(
        self, bank: str, vec: np.ndarray, k: int, now: datetime, *, include_archived: bool = False
    ) -> list[tuple[Memory, float]]:
        statuses = (Status.active, Status.disputed, Status.archived) if include_archived else VISIBLE_STATUSES
        where, params = q.where(bank, Filters(now=now, statuses=statuses))
        if not self._wide:  # dedup must not miss a near-duplicate: a wider HNSW beam for this transaction
            self.c.execute(f"SET LOCAL hnsw.ef_search = {int(self.store.write_ef_search)}".encode())
            self._wide = True
        rows = self.store.dense(self.c, bank, vec, k, where, params, exact_max=self.store.write_exact_max)
        return [(row_to_memory(r), s) for r, s in rows]

    def get(self, bank: str, memory_id: str) -> Memory | None:
        return fetch_get(self.c, bank, memory_id)

    def insert(self, memory: Memory, vec: np.ndarray) -> None:
        tsv, n = q.fts_of(memory)
        row = {**insert_values(memory), "tsv": tsv, "doc_len": n}
        cols = [*row, "embedding"]
        values = [*_placeholders(row), "%s::vector"]
        self.c.execute(  # the row and its keyword postings in one statement
            f"WITH ins AS (INSERT INTO memories({', '.join(cols)}) VALUES ({', '.join(values)}) "
            "RETURNING bank, seq, tsv, doc_len) "
            f"INSERT INTO memory_terms(bank, lexeme, seq, f, doc_len) SELECT ins.bank, u.lexeme, ins.seq, "
            f"{TERM_F}, ins.doc_len FROM ins CROSS JOIN LATERAL unnest(ins.tsv) AS u".encode(),
            [*row.values(), q.vec_literal(vec)],
        )
        self.c.execute("UPDATE banks SET docs = docs + 1, tokens = tokens + %s WHERE name = %s", (n, memory.bank))

    def near_cos(self, bank: str, ids: list[str]) -> dict[str, list[float]]:
        return read_near_cos(self.c, bank, ids)

    def set_near_cos(self, bank: str, values: dict[str, list[float] | None]) -> None:
        with self.c.cursor() as cur:  # sorted: concurrent writers lock rows in one order
            cur.executemany("UPDATE memories SET near_cos = %s::real[] WHERE bank = %s AND id = %s",
                            [(v, bank, mid) for mid, v in sorted(values.items())])

    def update(self, memory: Memory, vec: np.ndarray | None = None) -> None:
        m = memory
        old = self.c.execute(
            f"SELECT seq, doc_len, {', '.join(c + '::text' if c == 'tags' else c for c in INDEXED)}, status "
            "FROM memories WHERE bank = %s AND id = %s".encode(),
            (m.bank, m.id),
        ).fetchone()
        if old is None:
            return
        was_active = old[-1] == str(Status.active)
        old = old[:-1]
        row = mutable_values(m)
        sets = [f"{k} = {ph}" for k, ph in zip(row, _placeholders(row), strict=True)]
        params: list[Any] = list(row.values())
        new_text = tuple(row[k] for k in INDEXED)
        old_text = tuple(old[2:])
        if old_text[:4] != new_text[:4] or json.loads(old_text[4]) != json.loads(new_text[4]):
            tsv, n = q.fts_of(m)  # re-segment only when indexed text changed
            sets += ["tsv = %s::tsvector", "doc_len = %s"]
            params += [tsv, n]
            self.c.execute(
                "UPDATE banks SET tokens = tokens + %s, kw_epoch = kw_epoch + 1 WHERE name = %s",
                (n - int(old[1]), m.bank),
            )
            self.c.execute(  # the keyword postings follow the new tsvector
                "WITH gone AS (DELETE FROM memory_terms WHERE seq = %s) "
                f"INSERT INTO memory_terms(bank, lexeme, seq, f, doc_len) SELECT %s, u.lexeme, %s, {TERM_F}, %s "
                "FROM unnest(%s::tsvector) AS u".encode(),
                (old[0], m.bank, old[0], n, tsv),
            )
        if vec is not None:
            sets.append("embedding = %s::vector")
            params.append(q.vec_literal(vec))
        self.c.execute(f"UPDATE memories SET {', '.join(sets)} WHERE seq = %s".encode(), [*params, old[0]])
        hubness.changed(self, m, was_active, vec is not None)

    def vectors(self, bank: str, ids: list[str]) -> dict[str, np.ndarray]:
        if not ids:
            return {}
        with self.c.cursor(binary=True) as cur:
            rows = cur.execute(b"SELECT id, embedding FROM memories WHERE bank = %s AND id = ANY(%s::text[])",
                               (bank, ids)).fetchall()
        return {r[0]: q.vec_from_binary(r[1]) for r in rows}

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
            "INSERT INTO events(memory_id, bank, at, type, actor, reason, data) VALUES (%s, %s, %s, %s, %s, %s, %s)",
            (memory_id, bank, to_epoch(at), str(type), actor, reason,
             json.dumps(data or {}, ensure_ascii=False, default=str)),
        )

    # -- review loop --------------------------------------------------------------------------------
    def mark_decayed(self, bank: str, memory_id: str, at: datetime) -> None:
        self.c.execute(
            "UPDATE memories SET decayed_at = %s WHERE bank = %s AND id = %s", (to_epoch(at), bank, memory_id)
        )
