"""Production store: PostgreSQL 15+ with pgvector 0.8 (the :class:`~hindsight.store.base.Store` protocol).

* Connections come from a ``psycopg_pool.ConnectionPool`` (``pg_pool_min``/``pg_pool_max``); a caller waits at
  most ``pg_connect_timeout_s`` for one, then gets :class:`StoreUnavailable` (HTTP 503). A checkout is checked
  (a read's by its first statement, run again on a fresh connection when it finds it broken), so the pool heals
  by itself once the server is back; a search's calls on its thread share one connection (:mod:`.pool`).
* ``transaction(bank)`` is a short write transaction that first takes ``pg_advisory_xact_lock`` on the bank:
  dedup + insert are atomic across processes (what ``BEGIN IMMEDIATE`` gives the SQLite store).
* Vectors: an untyped ``vector`` column and an HNSW index (m=16, ef_construction=64) over
  ``embedding::vector(DIM)`` built once the embedder's dimension is recorded. Similarities are inner products of
  the L2-normalised vectors, exactly the SQLite store's scale. Searches in banks up to ``exact_max`` (2000) rows
  scan exactly; larger ones walk the index with ``hnsw.iterative_scan = relaxed_order`` (a selective filter
  still yields k rows), re-sorted exactly, with an exact scan as fallback when fewer than k come back. The write
  path's ``nearest`` (dedup) scans exactly up to ``write_exact_max`` (20k) rows, then uses the index with
  ``ef_search`` 400: measured on 20k clustered 384-d rows (2-core machine) a lookup takes ~2 ms through the
  index vs 20-40 ms exact, but the index misses 2 in 600 near-duplicates (cosine 0.97), 8 in 600 at 100.
* Keywords: BM25 over a ``tsvector`` of the jieba-segmented text (see :mod:`hindsight.store.postgres.search`),
  from the ``memory_terms`` postings (an inverted index kept by the write transaction), scored in numpy from
  the process's cache of them (:mod:`hindsight.store.postgres.keywords`: follows other processes' commits in
  commit order; a bank's common lexemes are loaded by a background thread after its first search); the filters
  apply in SQL to the best 2k (at least 32) matches, then to 8x as many, until k pass.

:class:`PostgresStore` owns the embedder record, banks, the write transaction, vector and keyword search and the
reads; it inherits its pool (:mod:`.pool`), session history (:mod:`.sessions`), trace steps (:mod:`.traces`) and
review reads and locks (:mod:`.review`). The transaction: :mod:`.tx`; row values: :mod:`hindsight.store.rows`;
filters: :mod:`hindsight.store.filters`.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import Any

import numpy as np
import psycopg

from hindsight.config import Settings
from hindsight.errors import EmbeddingMismatch, StoreUnavailable
from hindsight.model import BankInfo, Event, Memory, Status
from hindsight.store.base import CandidateRows, Filters, TermWeight
from hindsight.store.bookkeeping import DeferredBookkeeping, Entry, settles
from hindsight.store.filters import POSTGRES, next_in_session
from hindsight.store.postgres import keywords as kw_cache
from hindsight.store.postgres import schema as pg_schema
from hindsight.store.postgres import search as q
from hindsight.store.postgres.erase import PgErasure
from hindsight.store.postgres.pool import Conn, first_line, reads, redact
from hindsight.store.postgres.review import PgReviewReads
from hindsight.store.postgres.sessions import PgSessions
from hindsight.store.postgres.traces import PgTraces
from hindsight.store.postgres.tx import PgTx, fetch_get, fetch_rows, read_near_cos
from hindsight.store.rows import EVENT_COLUMNS, row_to_event, row_to_memory
from hindsight.timeutil import from_epoch, from_epoch_required, to_epoch

#: banks with at most this many rows are searched exactly (a scan is cheap and HNSW buys nothing there)
EXACT_MAX = 2000
#: the write path's ``nearest`` (dedup and conflict candidates) scans banks up to this size exactly: a missed
#: near-duplicate is a duplicate memory, and HNSW (m=16, ef_construction=64) does miss some (measured at 20k
#: clustered 384-d rows: 8/600 near-duplicates at ef_search 100, 2/600 at 400 or 1000, ~20-40 ms exact scan)
WRITE_EXACT_MAX = 20_000
#: ... and above that size searches the index with a wider beam than reads
WRITE_EF_SEARCH = 400
#: keyword search applies its filters to this many best BM25 matches first (then 8x as many, ... until k pass)
KEYWORD_PREFIX = 32


#: the rows of some memories (params: bank, ids)
GET_MANY_SQL = f"SELECT {q.columns()} FROM memories m WHERE m.bank = %s AND m.id = ANY(%s)".encode()
#: the cosine of some memories to a vector (params: :func:`_similarity_params`)
SIMILARITIES_SQL = (
    b"SELECT id, -(embedding <#> %s::vector) FROM memories "
    b"WHERE bank = %s AND id = ANY(%s) AND vector_dims(embedding) = %s"
)
#: the candidates' rows, the cosine of some (params: cosine ids, dimension, vector literal) and their vectors
#: (params: bank, ids)
READ_CANDIDATES_SQL = (
    f"SELECT {q.columns()}, CASE WHEN m.id = ANY(%s) AND vector_dims(m.embedding) = %s "
    "THEN -(m.embedding <#> %s::vector) END, vector_send(m.embedding) "
    "FROM memories m WHERE m.bank = %s AND m.id = ANY(%s)"
).encode()
#: stored vectors, read in pgvector's binary form by a binary cursor: no text to parse (read-time hygiene reads
#: 30 vectors a search: 3.4 ms of CPU as real[] text, bench/scale.py --stages). Params: bank, ids.
VECTORS_SQL = b"SELECT id, embedding FROM memories WHERE bank = %s AND id = ANY(%s::text[])"


def _similarity_params(bank: str, ids: list[str], vec: np.ndarray) -> tuple[Any, ...]:
    return (q.vec_literal(vec), bank, ids, int(np.asarray(vec).size))


def migrate(url: str) -> list[int]:
    """Apply missing schema migrations to the database at ``url``; returns the versions this call applied."""
    try:
        return pg_schema.migrate(url)
    except psycopg.OperationalError as exc:
        raise StoreUnavailable(f"PostgreSQL at {redact(url)} is unreachable: {first_line(exc)}") from exc


class PostgresStore(DeferredBookkeeping, PgSessions, PgTraces, PgReviewReads, PgErasure):
    """The PostgreSQL + pgvector :class:`~hindsight.store.base.Store`."""

    def __init__(self, url: str, settings: Settings | None = None) -> None:
        settings = settings or Settings()
        super().__init__(url, settings)
        # with a pool of one the worker would wait for the connection a pinned reader holds: inline
        deferred = settings.search_bookkeeping == "deferred" and settings.pg_pool_max > 1
        self._init_bookkeeping(deferred=deferred, name="hindsight-pg-bookkeeping")
        self.exact_max = EXACT_MAX
        self.write_exact_max = WRITE_EXACT_MAX
        self.write_ef_search = max(WRITE_EF_SEARCH, self.ef_search)
        self._index_dim: int | None = None
        # the postings warming reads on a pooled connection, a chunk at a time: not with a pool of one (searches
        # would wait for it)
        self.keywords = kw_cache.KeywordCache(connect=self.pool.connection if settings.pg_pool_max > 1 else None)
        self.pool.open(wait=False)
        try:
            with self._conn() as c:
                pg_schema.apply_migrations(c)
        except BaseException:
            self.pool.close()
            raise

    def close(self) -> None:
        self._stop_bookkeeping()  # the searches' queued statistics first, while the pool is open
        self.keywords.stop()  # the postings warming stops before its next chunk, then the pool closes
        super().close()

    def schema_versions(self) -> list[int]:
        with self._conn() as c:
            return [int(r[0]) for r in c.execute("SELECT version FROM schema_migrations ORDER BY version")]

    # -- embedder record (B6) -----------------------------------------------------------------------
    def embedder_info(self) -> tuple[str, int] | None:
        with self._conn() as c:
            rows = dict(c.execute("SELECT key, value FROM meta WHERE key IN ('embedder', 'dim')").fetchall())
        if "embedder" not in rows:
            return None
        return str(rows["embedder"]), int(rows["dim"])

    def check_embedder(self, name: str, dim: int) -> None:
        info = self.embedder_info()
        if info is None:
            with self._conn() as c, c.transaction():
                c.execute("INSERT INTO meta(key, value) VALUES ('embedder', %s) ON CONFLICT DO NOTHING", (name,))
                c.execute("INSERT INTO meta(key, value) VALUES ('dim', %s) ON CONFLICT DO NOTHING", (str(dim),))
            info = self.embedder_info()
        assert info is not None
        if info != (name, dim):
            raise EmbeddingMismatch(
                f"this store was built with embedder {info[0]!r} (dimension {info[1]}), but {name!r} "
                f"(dimension {dim}) is configured. Configure the original embedder, or re-embed every memory "
                f"with the new one: `hindsight reembed --store {self.url}`"
            )
        self._ensure_index(dim)

    def set_embedder(self, name: str, dim: int) -> None:
        with self._conn() as c, c.transaction():
            for key, value in (("embedder", name), ("dim", str(dim))):
                c.execute(
                    "INSERT INTO meta(key, value) VALUES (%s, %s) "
                    "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                    (key, value),
                )
        self._index_dim = None
        self._ensure_index(dim)

    def _ensure_index(self, dim: int) -> None:
        if self._index_dim == dim:
            return
        with self._conn() as c:
            if pg_schema.ensure_vector_index(c, dim):
                self._index_dim = dim

    # -- banks --------------------------------------------------------------------------------------
    @reads
    def bank_exists(self, bank: str) -> bool:
        with self._conn() as c:
            return c.execute("SELECT 1 FROM banks WHERE name = %s", (bank,)).fetchone() is not None

    def create_bank(self, bank: str, at: datetime) -> bool:
        with self._conn() as c:
            cur = c.execute(
                "INSERT INTO banks(name, created_at) VALUES (%s, %s) ON CONFLICT DO NOTHING", (bank, to_epoch(at))
            )
            return cur.rowcount > 0

    def banks(self) -> list[BankInfo]:
        with self._conn() as c:
            names = c.execute("SELECT name, created_at FROM banks ORDER BY name").fetchall()
            counts = c.execute(
                "SELECT bank, status, kind, count(*) FROM memories GROUP BY bank, status, kind"
            ).fetchall()
        by_status: dict[str, dict[str, int]] = {}
        by_kind: dict[str, dict[str, int]] = {}
        for bank, status, kind, n in counts:
            s = by_status.setdefault(bank, {})
            s[status] = s.get(status, 0) + int(n)
            k = by_kind.setdefault(bank, {})
            k[kind] = k.get(kind, 0) + int(n)
        return [
            BankInfo(
                name=name,
                created_at=from_epoch_required(created),
                memories=sum(by_status.get(name, {}).values()),
                by_status=by_status.get(name, {}),
                by_kind=by_kind.get(name, {}),
            )
            for name, created in names
        ]

    @contextmanager
    def pinned(self) -> Iterator[None]:
        with self._holding(), super().pinned():  # the bookkeeping worker may need the pinned connection's locks
            yield

    # -- writes -------------------------------------------------------------------------------------
    @settles
    @contextmanager
    def transaction(self, bank: str) -> Iterator[PgTx]:
        """One short write transaction, serialised per bank across processes by an advisory lock."""
        with self._holding(), self._conn() as c, c.transaction():
            c.execute("SELECT pg_advisory_xact_lock(hashtextextended(%s, 0))", ("hindsight:bank:" + bank,))
            outer = getattr(self._local, "tx", None)
            self._local.tx = c
            try:
                yield PgTx(self, c)
            finally:
                self._local.tx = outer

    # -- vectors ------------------------------------------------------------------------------------
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
    ) -> list[tuple[tuple[Any, ...], float]]:
        """Top-k rows passing ``where`` by cosine, best first: (row of ``cols``, default every column of
        ``pg_search.COLUMNS``, similarity). Only rows of the query's dimension take part (mid re-embed). Banks of
        at most ``exact_max`` rows (default ``self.exact_max``) are scanned exactly."""
        if k <= 0:
            return []
        lit, dim = q.vec_literal(vec), int(np.asarray(vec).size)
        if self._index_dim == dim:  # the bank's size picks the branch in the statement: one round trip
            limit = self.exact_max if exact_max is None else exact_max
            got = c.execute(self.sized_sql(dim, where, cols).encode(),
                            [bank, lit, limit, *params, lit, k, lit, *params, k, limit]).fetchall()
            if got and got[0][-1] == 2:  # a bank of at most ``limit`` rows: the exact scan's answer
                return [(r[:-2], float(r[-2])) for r in got]
            rows = sorted(((r[:-2], float(r[-2])) for r in got), key=lambda t: -t[1])
            if len(rows) >= k:
                return rows
        return self.exact_search(c, lit, dim, k, where, params, cols)

    @classmethod
    def sized_sql(cls, dim: int, where: str, cols: str | None = None) -> str:
        """:meth:`hnsw_sql` when the bank holds more than ``limit`` rows, else :meth:`exact_search`'s scan, as
        one statement (a one-time filter on ``banks.docs`` runs one branch; the exact scan's filter sits above
        its LIMIT, so its parallel workers are not even started when it does not run). Params: bank, vector
        literal, limit, *where params, vector literal, k, vector literal, *where params, k, limit. Rows: the
        columns, the similarity, the branch (1 HNSW, best first by the index's order; 2 exact, best first)."""
        return (
            f"WITH b AS MATERIALIZED (SELECT docs FROM banks WHERE name = %s) "
            f"(SELECT h.*, 1 FROM ({cls.hnsw_sql(dim, where, cols, '(SELECT docs FROM b) > %s')}) h) "
            f"UNION ALL (SELECT e.*, 2 FROM ({cls.exact_sql(dim, where, cols)}) e "
            f"WHERE NOT coalesce((SELECT docs FROM b) > %s, false))"
        )

    @staticmethod
    def hnsw_sql(dim: int, where: str, cols: str | None = None, gate: str = "") -> str:
        """The HNSW query (params: vector literal, *where params, vector literal, k): its ORDER BY expression
        and dimension predicate match the partial index of ``pg_schema.ensure_vector_index``. ``gate``: a
        condition put before the filters (its params come before the where params)."""
        dim = int(dim)
        return (
            f"SELECT {cols or q.columns()}, -(m.embedding::vector({dim}) <#> %s::vector({dim})) FROM memories m "
            f"WHERE {gate + ' AND ' if gate else ''}{where} AND vector_dims(m.embedding) = {dim} "
            f"ORDER BY m.embedding::vector({dim}) <#> %s::vector({dim}) LIMIT %s"
        )

    def hnsw_search(
        self, c: Conn, lit: str, dim: int, k: int, where: str, params: list[Any], cols: str | None = None
    ) -> list[tuple[tuple[Any, ...], float]]:
        """Approximate top-k through the HNSW index (iterative scan, so rows failing the filter are skipped
        until k pass or ``hnsw.max_scan_tuples`` is reached), re-sorted by exact similarity."""
        rows = c.execute(self.hnsw_sql(dim, where, cols).encode(), [lit, *params, lit, k]).fetchall()
        return sorted(((r[:-1], float(r[-1])) for r in rows), key=lambda t: -t[1])

    @staticmethod
    def exact_search(
        c: Conn, lit: str, dim: int, k: int, where: str, params: list[Any], cols: str | None = None
    ) -> list[tuple[tuple[Any, ...], float]]:
        """Exact top-k: the untyped expression matches no index, so every row passing the filter is scored."""
        rows = c.execute(PostgresStore.exact_sql(dim, where, cols).encode(), [lit, *params, k]).fetchall()
        return [(r[:-1], float(r[-1])) for r in rows]

    @staticmethod
    def exact_sql(dim: int, where: str, cols: str | None = None) -> str:
        """The exact scan (params: vector literal, *where params, k)."""
        return (
            f"SELECT {cols or q.columns()}, -(m.embedding <#> %s::vector) AS sim FROM memories m "
            f"WHERE {where} AND vector_dims(m.embedding) = {int(dim)} ORDER BY sim DESC, m.seq LIMIT %s"
        )

    @reads
    def vector_search(self, bank: str, vec: np.ndarray, k: int, f: Filters) -> list[tuple[str, float]]:
        where, params = q.where(bank, f)
        with self._conn() as c:
            return [(r[1], s) for r, s in self.dense(c, bank, vec, k, where, params, "m.seq, m.id")]

    @reads
    def similarities(self, bank: str, ids: list[str], vec: np.ndarray) -> dict[str, float]:
        if not ids:
            return {}
        with self._conn() as c:
            rows = c.execute(SIMILARITIES_SQL, _similarity_params(bank, ids, vec)).fetchall()
        return {r[0]: float(r[1]) for r in rows}

    @reads
    def read_candidates(
        self, bank: str, ids: list[str], vec: np.ndarray | None, cosine_ids: list[str]
    ) -> CandidateRows:
        """What :meth:`get_many`, :meth:`similarities` (``cosine_ids``: some of ``ids``) and :meth:`vectors`
        read, in one statement: each row, its cosine when asked, and its vector in pgvector's binary form
        (``vector_send``: no text to parse)."""
        if not ids:
            return CandidateRows([], {}, {})
        asked = cosine_ids if vec is not None else []
        lit, dim = (q.vec_literal(vec), int(np.asarray(vec).size)) if vec is not None else (None, 0)
        with self._conn() as c:
            rows = c.execute(READ_CANDIDATES_SQL, [asked, dim, lit, bank, ids]).fetchall()
        by_id = {m.id: m for m in (row_to_memory(r) for r in rows)}
        similarity = {r[1]: float(r[26]) for r in rows if r[26] is not None}
        vectors = {r[1]: q.vec_from_binary(r[27]) for r in rows}
        return CandidateRows([by_id[i] for i in ids if i in by_id], similarity, vectors)

    @reads
    def near_cos(self, bank: str, ids: list[str]) -> dict[str, list[float]]:
        with self._conn() as c:
            return read_near_cos(c, bank, ids)

    @reads
    def active_count(self, bank: str, cap: int) -> int:
        with self._conn() as c:
            row = c.execute("SELECT count(*) FROM (SELECT 1 FROM memories WHERE bank = %s AND status = %s LIMIT %s) t",
                            (bank, str(Status.active), cap)).fetchone()
        return int(row[0]) if row else 0

    @reads
    def missing_near_cos(self, bank: str, limit: int) -> list[str]:
        with self._conn() as c:
            return [r[0] for r in c.execute(
                "SELECT id FROM memories WHERE bank = %s AND status = %s AND near_cos IS NULL ORDER BY seq LIMIT %s",
                (bank, str(Status.active), limit)).fetchall()]

    @reads
    def next_in_session(self, bank: str, ids: list[str]) -> dict[str, str]:
        if not ids:
            return {}
        sql, params = next_in_session(bank, ids, POSTGRES)
        with self._conn() as c:
            return {r[0]: r[1] for r in c.execute(sql, params).fetchall() if r[1] is not None}

    @reads
    def vectors(self, bank: str, ids: list[str]) -> dict[str, np.ndarray]:
        if not ids:
            return {}
        with self._conn() as c:
            rows = c.cursor(binary=True).execute(VECTORS_SQL, (bank, ids)).fetchall()
        return {r[0]: q.vec_from_binary(r[1]) for r in rows}

    # -- keywords -----------------------------------------------------------------------------------
    @reads
    def keyword_search(self, bank: str, terms: list[str], k: int, f: Filters) -> list[tuple[str, float]]:
        """BM25 top-k under the filters (terms are OR-ed, like the SQLite store's MATCH query): scored in this
        process from its cache of the ``memory_terms`` postings (:mod:`.keywords`), in one ``REPEATABLE READ``
        snapshot; the filters apply to the best ``max(KEYWORD_PREFIX, 2k)`` matches (ties whole), then to 8x as
        many, until k pass or every match was tried. Inside a write transaction of this thread: the SQL
        (:meth:`keyword_search_sql`)."""
        lexemes = q.query_lexemes(terms)
        if not lexemes or k <= 0:
            return []
        if getattr(self._local, "tx", None) is not None:
            return self.keyword_search_sql(bank, terms, k, f)
        where, params = q.where(bank, f)
        sql = q.keyword_filter_sql(where).encode()
        with self._conn() as c:
            seqs, scores = self.keywords.search(c, bank, lexemes)  # its snapshot stays open for the filters
            prefix = max(KEYWORD_PREFIX, 2 * k)
            idx = kw_cache.prefix_cut(scores, prefix)
            try:
                with c.pipeline():  # the first chunk's filters and the end of the snapshot in one round trip
                    cur = c.execute(sql, [*_arrays(seqs, scores, idx), *params, k]) if len(idx) else None
                    c.execute("COMMIT")
            except BaseException:
                if not c.closed:
                    c.rollback()
                raise
            while cur is not None:  # fewer than k passed: 8x as many (rare: a selective filter), in autocommit
                rows = cur.fetchall()
                if len(rows) >= k or len(idx) == len(scores):
                    return [(r[0], float(r[1])) for r in rows]
                prefix *= 8
                idx = kw_cache.prefix_cut(scores, prefix)
                cur = c.execute(sql, [*_arrays(seqs, scores, idx), *params, k])
            return []

    @reads
    def keyword_weights(self, bank: str, terms: list[str]) -> list[TermWeight]:
        """Each query lexeme's idf and rows as :meth:`keyword_search` scores it (``keywords._bm25``: the bank's
        ``docs`` and the lexeme's ``memory_terms`` rows), in one statement."""
        lexemes = q.query_lexemes(terms)
        if not lexemes:
            return []
        with self._conn() as c:
            rows = c.execute(q.WEIGHTS_SQL, (bank, lexemes, bank)).fetchall()
        docs = int(rows[0][2]) if rows else 0
        if docs <= 0:
            return []
        held = {str(r[0]): int(r[1]) for r in rows if r[0] is not None}
        return [TermWeight(max(math.log((docs - n + 0.5) / (n + 0.5)), 1e-6), n)
                for n in (held.get(x, 0) for x in lexemes)]

    def keyword_search_sql(self, bank: str, terms: list[str], k: int, f: Filters) -> list[tuple[str, float]]:
        """The same ranking in one statement (``pg_search.bm25_postings_sql``): the filters are applied to the
        best ``KEYWORD_PREFIX`` memories first, and to every match only when fewer than k of those pass."""
        lexemes = q.query_lexemes(terms)
        if not lexemes or k <= 0:
            return []
        where, params = q.where(bank, f)
        prefix = max(KEYWORD_PREFIX, k)
        with self._conn() as c:
            rows = c.execute(
                q.bm25_postings_sql(where).encode(),
                [bank, bank, lexemes, bank, prefix, *params, k, k, prefix, *params, k],
            ).fetchall()
        branch = 2 if any(r[2] == 2 for r in rows) else 1
        return [(r[0], float(r[1])) for r in rows if r[2] == branch]

    def keyword_search_reference(
        self, bank: str, terms: list[str], k: int, f: Filters
    ) -> list[tuple[str, float]]:
        """The same ranking by the original SQL (``pg_search.bm25_sql``: every matching row's tsvector
        unnested); slower, kept to check :meth:`keyword_search` against."""
        lexemes = q.query_lexemes(terms)
        if not lexemes or k <= 0:
            return []
        where, params = q.where(bank, f)
        with self._conn() as c:
            stats = c.execute("SELECT docs, tokens FROM banks WHERE name = %s", (bank,)).fetchone()
            if stats is None or int(stats[0]) == 0:
                return []
            docs, tokens = int(stats[0]), int(stats[1])
            avgdl = max(tokens / docs, 1.0)
            rows = c.execute(
                q.bm25_sql(where).encode(),
                [*params, q.tsquery_literal(lexemes), bank, lexemes, docs, avgdl, k],
            ).fetchall()
        return [(r[0], float(r[1])) for r in rows]

    # -- reads --------------------------------------------------------------------------------------
    @settles
    @reads
    def get(self, bank: str, memory_id: str, *, with_embedding: bool = False) -> Memory | None:
        with self._conn() as c:
            return fetch_get(c, bank, memory_id, with_embedding=with_embedding)

    @settles
    @reads
    def get_many(self, bank: str, ids: list[str]) -> list[Memory]:
        if not ids:
            return []
        with self._conn() as c:
            rows = c.execute(GET_MANY_SQL, [bank, ids]).fetchall()
        by_id = {m.id: m for m in (row_to_memory(r) for r in rows)}
        return [by_id[i] for i in ids if i in by_id]

    @reads
    def events(self, bank: str, memory_id: str) -> list[Event]:
        with self._conn() as c:
            rows = c.execute(
                f"SELECT {EVENT_COLUMNS} FROM events WHERE bank = %s AND memory_id = %s ORDER BY seq",
                (bank, memory_id),
            ).fetchall()
        return [row_to_event(r) for r in rows]

    def recent_events(self, bank: str, limit: int) -> list[Event]:
        with self._conn() as c:
            rows = c.execute(
                f"SELECT {EVENT_COLUMNS} FROM events WHERE bank = %s ORDER BY seq DESC LIMIT %s",
                (bank, limit),
            ).fetchall()
        return [row_to_event(r) for r in rows]

    @settles
    def iter_memories(self, bank: str, *, with_embedding: bool = False) -> Iterator[Memory]:
        last = 0
        cols = q.columns() + (", m.embedding::real[]" if with_embedding else "")
        while True:
            with self._conn() as c:
                rows = fetch_rows(
                    c, f"SELECT {cols} FROM memories m WHERE m.bank = %s AND m.seq > %s ORDER BY m.seq LIMIT 500",
                    [bank, last],
                )
            if not rows:
                return
            for r in rows:
                yield row_to_memory(r, q.vec_bytes(r[26]) if with_embedding else None)
            last = rows[-1][0]

    def count(self, bank: str) -> int:
        with self._conn() as c:
            row = c.execute("SELECT count(*) FROM memories WHERE bank = %s", (bank,)).fetchone()
        return int(row[0]) if row else 0

    def known_keys(self, bank: str, keys: list[str]) -> set[str]:
        if not keys:
            return set()
        with self._conn() as c:
            rows = c.execute("SELECT key FROM idempotency WHERE bank = %s AND key = ANY(%s)", (bank, keys)).fetchall()
        return {r[0] for r in rows}

    # -- search bookkeeping (C5, C7) -----------------------------------------------------------------
    def _apply_bookkeeping(self, entries: list[Entry]) -> None:
        """A batch of searches' access stats (C5) and retrieval-log rows (C7) in one short transaction
        (bookkeeping, not memories: ``synchronous_commit = off``, like the SQLite store's ``synchronous=NORMAL``).
        Not pipelined: measured, psycopg's pipeline costs more CPU and wall than these few local round trips
        (0.25 vs 0.18 ms CPU, 0.5-0.9 vs 0.4-0.5 ms wall at p50, 150 calls each, loaded 2-core machine)."""
        with self._conn() as c, c.transaction():
            c.execute("SET LOCAL synchronous_commit = off")
            for e in entries:
                if e.ids:
                    c.execute(
                        "UPDATE memories SET access_count = access_count + 1, "
                        "last_accessed = greatest(coalesce(last_accessed, 0), %s) WHERE bank = %s AND id = ANY(%s)",
                        (e.at, e.bank, e.ids),
                    )
                if e.record is not None:
                    c.execute(
                        "INSERT INTO retrieval_log(bank, at, record) VALUES (%s, %s, %s)",
                        (e.bank, e.at, json.dumps(e.record, ensure_ascii=False, default=str)),
                    )

    @settles
    def retrieval_log(self, bank: str, limit: int = 50) -> list[dict[str, Any]]:
        with self._conn() as c:
            rows = c.execute(
                "SELECT seq, at, record FROM retrieval_log WHERE bank = %s ORDER BY seq DESC LIMIT %s", (bank, limit)
            ).fetchall()
        return [{"seq": r[0], "at": from_epoch(r[1]), **json.loads(r[2])} for r in rows]


def _arrays(seqs: np.ndarray, scores: np.ndarray, idx: np.ndarray) -> tuple[str, str]:
    """The candidates' seqs and scores as array literals (``{1,2}``): the text psycopg would send for the lists
    (``str`` of each int and float: a float's shortest repr, read back exactly), without its per-element dumping
    (~40 of each a search)."""
    return ("{" + ",".join(map(str, seqs[idx].tolist())) + "}",
            "{" + ",".join(map(str, scores[idx].tolist())) + "}")

