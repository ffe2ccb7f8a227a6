"""Production store: PostgreSQL 15+ with pgvector 0.8 (the :class:`~hindsight.store.base.Store` protocol).

* Connections come from a ``psycopg_pool.ConnectionPool`` (``pg_pool_min``/``pg_pool_max``); a caller waits at
  most ``pg_connect_timeout_s`` for one, then gets :class:`StoreUnavailable` (HTTP 503). Every checkout is
  checked, so the pool heals by itself once the server is back.
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
  scored from the ``memory_terms`` postings (an inverted index kept by the write transaction): the filters
  apply to the best 4000 matches, then to all of them only when fewer than k pass.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import Any

import numpy as np
import psycopg
import psycopg_pool

from hindsight.config import Settings
from hindsight.errors import EmbeddingMismatch, StoreBusy, StoreUnavailable
from hindsight.model import BankInfo, Event, Memory, ReviewItem, ReviewReport, SessionTurn
from hindsight.store.base import Filters
from hindsight.store.postgres import schema as pg_schema
from hindsight.store.postgres import search as q
from hindsight.store.postgres.tx import PgTx, fetch_get, fetch_rows
from hindsight.store.rows import row_to_memory
from hindsight.timeutil import from_epoch, from_epoch_required, to_epoch

Conn = psycopg.Connection[tuple[Any, ...]]

#: banks with at most this many rows are searched exactly (a scan is cheap and HNSW buys nothing there)
EXACT_MAX = 2000
#: the write path's ``nearest`` (dedup and conflict candidates) scans banks up to this size exactly: a missed
#: near-duplicate is a duplicate memory, and HNSW (m=16, ef_construction=64) does miss some (measured at 20k
#: clustered 384-d rows: 8/600 near-duplicates at ef_search 100, 2/600 at 400 or 1000, ~20-40 ms exact scan)
WRITE_EXACT_MAX = 20_000
#: ... and above that size searches the index with a wider beam than reads
WRITE_EF_SEARCH = 400
#: keyword search applies its filters to this many best BM25 matches first (all of them if fewer than k pass)
KEYWORD_PREFIX = 4000


def migrate(url: str) -> list[int]:
    """Apply missing schema migrations to the database at ``url``; returns the versions this call applied."""
    try:
        return pg_schema.migrate(url)
    except psycopg.OperationalError as exc:
        raise StoreUnavailable(f"PostgreSQL at {redact(url)} is unreachable: {_first_line(exc)}") from exc


def redact(url: str) -> str:
    """The URL without its password (in the user part or a ``password=`` parameter)."""
    url = re.sub(r"^([\w+.-]+://[^:/@]*):[^@/]*@", r"\1@", url)
    return re.sub(r"([?&])password=[^&]*&?", r"\1", url).rstrip("?&")


def _first_line(exc: BaseException) -> str:
    s = str(exc).strip()
    return s.splitlines()[0] if s else type(exc).__name__


class PostgresStore:
    """The PostgreSQL + pgvector :class:`~hindsight.store.base.Store`."""

    def __init__(self, url: str, settings: Settings | None = None) -> None:
        settings = settings or Settings()
        self.url = redact(url)
        self.timeout_s = settings.pg_connect_timeout_s
        self.ef_search = settings.pg_ef_search
        self.exact_max = EXACT_MAX
        self.write_exact_max = WRITE_EXACT_MAX
        self.write_ef_search = max(WRITE_EF_SEARCH, self.ef_search)
        self._local = threading.local()
        self._index_dim: int | None = None
        self.pool = psycopg_pool.ConnectionPool(
            url,
            min_size=min(settings.pg_pool_min, settings.pg_pool_max),
            max_size=settings.pg_pool_max,
            timeout=self.timeout_s,
            kwargs={
                "autocommit": True,
                "connect_timeout": max(1, round(self.timeout_s)),
                # unacknowledged data (a server or network gone silent) fails the connection instead of hanging
                "tcp_user_timeout": int(max(10.0, 2 * self.timeout_s) * 1000),
                "keepalives": 1,
                "keepalives_idle": 30,
            },
            configure=self._configure,
            check=psycopg_pool.ConnectionPool.check_connection,
            reconnect_timeout=max(60.0, 10 * self.timeout_s),
            name="hindsight",
            open=False,
        )
        self.pool.open(wait=False)
        try:
            with self._conn() as c:
                pg_schema.apply_migrations(c)
        except BaseException:
            self.pool.close()
            raise

    def _configure(self, c: Conn) -> None:
        c.execute(
            f"SET hnsw.ef_search = {int(self.ef_search)}; SET hnsw.iterative_scan = 'relaxed_order'; "
            "SET jit = off; SET lock_timeout = '60s'".encode()
        )

    # -- connections ---------------------------------------------------------------------------------
    @contextmanager
    def _conn(self) -> Iterator[Conn]:
        """A pooled connection (autocommit); connection trouble becomes :class:`StoreUnavailable`. Inside a
        ``transaction()`` of this thread it is that transaction's connection: reads see the transaction's own
        writes (as on the SQLite store's per-thread connection) and never wait for a second pooled one."""
        current: Conn | None = getattr(self._local, "tx", None)
        if current is not None:
            yield current
            return
        try:
            with self.pool.connection() as c:
                yield c
        except psycopg_pool.PoolTimeout as exc:
            raise StoreUnavailable(
                f"PostgreSQL at {self.url} is unavailable: no connection within {self.timeout_s:g} s"
            ) from exc
        except psycopg.errors.LockNotAvailable as exc:
            raise StoreBusy(f"the store is locked by another writer: {_first_line(exc)}") from exc
        except (psycopg.OperationalError, psycopg.InterfaceError) as exc:
            raise StoreUnavailable(f"PostgreSQL at {self.url} is unavailable: {_first_line(exc)}") from exc
        except psycopg_pool.PoolClosed as exc:
            raise StoreUnavailable(f"the store {self.url} is closed") from exc

    def close(self) -> None:
        self.pool.close()

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

    # -- writes -------------------------------------------------------------------------------------
    @contextmanager
    def transaction(self, bank: str) -> Iterator[PgTx]:
        """One short write transaction, serialised per bank across processes by an advisory lock."""
        with self._conn() as c, c.transaction():
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
        if self._index_dim == dim:
            row = c.execute("SELECT docs FROM banks WHERE name = %s", (bank,)).fetchone()
            limit = self.exact_max if exact_max is None else exact_max
            if row is not None and int(row[0]) > limit:
                rows = self.hnsw_search(c, lit, dim, k, where, params, cols)
                if len(rows) >= k:
                    return rows
        return self.exact_search(c, lit, dim, k, where, params, cols)

    @staticmethod
    def hnsw_sql(dim: int, where: str, cols: str | None = None) -> str:
        """The HNSW query (params: vector literal, *where params, vector literal, k): its ORDER BY expression
        and dimension predicate match the partial index of ``pg_schema.ensure_vector_index``."""
        dim = int(dim)
        return (
            f"SELECT {cols or q.columns()}, -(m.embedding::vector({dim}) <#> %s::vector({dim})) FROM memories m "
            f"WHERE {where} AND vector_dims(m.embedding) = {dim} "
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
        rows = c.execute(
            f"SELECT {cols or q.columns()}, -(m.embedding <#> %s::vector) AS sim FROM memories m "
            f"WHERE {where} AND vector_dims(m.embedding) = {int(dim)} ORDER BY sim DESC, m.seq LIMIT %s".encode(),
            [lit, *params, k],
        ).fetchall()
        return [(r[:-1], float(r[-1])) for r in rows]

    def vector_search(self, bank: str, vec: np.ndarray, k: int, f: Filters) -> list[tuple[str, float]]:
        where, params = q.where(bank, f)
        with self._conn() as c:
            return [(r[1], s) for r, s in self.dense(c, bank, vec, k, where, params, "m.seq, m.id")]

    def similarities(self, bank: str, ids: list[str], vec: np.ndarray) -> dict[str, float]:
        if not ids:
            return {}
        with self._conn() as c:
            rows = c.execute(
                "SELECT id, -(embedding <#> %s::vector) FROM memories "
                "WHERE bank = %s AND id = ANY(%s) AND vector_dims(embedding) = %s",
                (q.vec_literal(vec), bank, ids, int(np.asarray(vec).size)),
            ).fetchall()
        return {r[0]: float(r[1]) for r in rows}

    def vectors(self, bank: str, ids: list[str]) -> dict[str, np.ndarray]:
        if not ids:
            return {}
        with self._conn() as c:
            rows = c.execute(
                "SELECT id, embedding::real[] FROM memories WHERE bank = %s AND id = ANY(%s)", (bank, ids)
            ).fetchall()
        return {r[0]: np.asarray(r[1], dtype=np.float32) for r in rows}

    # -- keywords -----------------------------------------------------------------------------------
    def keyword_search(self, bank: str, terms: list[str], k: int, f: Filters) -> list[tuple[str, float]]:
        """BM25 top-k under the filters (terms are OR-ed, like the SQLite store's MATCH query), from the
        ``memory_terms`` postings: the filters are applied to the best ``KEYWORD_PREFIX`` memories first, and to
        every match only when fewer than k of those pass (a selective filter)."""
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
    def get(self, bank: str, memory_id: str, *, with_embedding: bool = False) -> Memory | None:
        with self._conn() as c:
            return fetch_get(c, bank, memory_id, with_embedding=with_embedding)

    def get_many(self, bank: str, ids: list[str]) -> list[Memory]:
        if not ids:
            return []
        with self._conn() as c:
            rows = fetch_rows(c, f"SELECT {q.columns()} FROM memories m WHERE m.bank = %s AND m.id = ANY(%s)",
                              [bank, ids])
        by_id = {m.id: m for m in (row_to_memory(r) for r in rows)}
        return [by_id[i] for i in ids if i in by_id]

    def events(self, bank: str, memory_id: str) -> list[Event]:
        with self._conn() as c:
            rows = c.execute(
                "SELECT seq, memory_id, bank, at, type, actor, reason, data FROM events "
                "WHERE bank = %s AND memory_id = %s ORDER BY seq",
                (bank, memory_id),
            ).fetchall()
        return [
            Event(seq=r[0], memory_id=r[1], bank=r[2], at=from_epoch_required(r[3]), type=r[4], actor=r[5],
                  reason=r[6], data=json.loads(r[7]))
            for r in rows
        ]

    def recent_events(self, bank: str, limit: int) -> list[Event]:
        with self._conn() as c:
            rows = c.execute(
                "SELECT seq, memory_id, bank, at, type, actor, reason, data FROM events "
                "WHERE bank = %s ORDER BY seq DESC LIMIT %s",
                (bank, limit),
            ).fetchall()
        return [
            Event(seq=r[0], memory_id=r[1], bank=r[2], at=from_epoch_required(r[3]), type=r[4], actor=r[5],
                  reason=r[6], data=json.loads(r[7]))
            for r in rows
        ]

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
                yield row_to_memory(r, q.vec_bytes(r[25]) if with_embedding else None)
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
    def touch(self, bank: str, ids: list[str], at: datetime) -> None:
        self.after_search(bank, ids, at, None)

    def after_search(self, bank: str, ids: list[str], at: datetime, record: dict[str, Any] | None) -> None:
        """Access stats (C5) and the retrieval log (C7) in one short transaction (bookkeeping, not memories:
        ``synchronous_commit = off``, like the SQLite store's ``synchronous=NORMAL`` here)."""
        if not ids and record is None:
            return
        ts = to_epoch(at)
        with self._conn() as c, c.transaction():
            c.execute("SET LOCAL synchronous_commit = off")
            if ids:
                c.execute(
                    "UPDATE memories SET access_count = access_count + 1, "
                    "last_accessed = greatest(coalesce(last_accessed, 0), %s) WHERE bank = %s AND id = ANY(%s)",
                    (ts, bank, ids),
                )
            if record is not None:
                c.execute(
                    "INSERT INTO retrieval_log(bank, at, record) VALUES (%s, %s, %s)",
                    (bank, ts, json.dumps(record, ensure_ascii=False, default=str)),
                )

    def log_retrieval(self, bank: str, at: datetime, record: dict[str, Any]) -> None:
        self.after_search(bank, [], at, record)

    def retrieval_log(self, bank: str, limit: int = 50) -> list[dict[str, Any]]:
        with self._conn() as c:
            rows = c.execute(
                "SELECT seq, at, record FROM retrieval_log WHERE bank = %s ORDER BY seq DESC LIMIT %s", (bank, limit)
            ).fetchall()
        return [{"seq": r[0], "at": from_epoch(r[1]), **json.loads(r[2])} for r in rows]

    # -- review loop ----------------------------------------------------------------------------------
    def event_watermark(self, bank: str) -> int:
        with self._conn() as c:
            row = c.execute("SELECT max(seq) FROM events WHERE bank = %s", (bank,)).fetchone()
        return int(row[0] or 0) if row else 0

    def changed_since(self, bank: str, *, event_seq: int | None = None, since: datetime | None = None) -> list[str]:
        """Ids of memories with an event after ``event_seq`` (or updated at/after ``since``); the review's own
        events (actor ``review…``) do not count."""
        with self._conn() as c:
            if since is not None:
                rows = c.execute(
                    "SELECT id FROM memories WHERE bank = %s AND updated_at >= %s ORDER BY seq",
                    (bank, to_epoch(since)),
                ).fetchall()
            else:
                rows = c.execute(
                    "SELECT memory_id FROM events WHERE bank = %s AND seq > %s AND actor NOT LIKE 'review%%' "
                    "GROUP BY memory_id ORDER BY min(seq)",
                    (bank, event_seq or 0),
                ).fetchall()
        return [r[0] for r in rows]

    def decayed_at(self, bank: str, ids: list[str]) -> dict[str, datetime | None]:
        if not ids:
            return {}
        with self._conn() as c:
            rows = c.execute(
                "SELECT id, decayed_at FROM memories WHERE bank = %s AND id = ANY(%s)", (bank, ids)
            ).fetchall()
        return {r[0]: from_epoch(r[1]) for r in rows}

    def review_items(self, bank: str, status: str | None = "open") -> list[ReviewItem]:
        sql = "SELECT body FROM review_items WHERE bank = %s" + (" AND status = %s" if status else "")
        with self._conn() as c:
            rows = c.execute(sql + " ORDER BY created_at, id", (bank, status) if status else (bank,)).fetchall()
        return [ReviewItem.model_validate_json(r[0]) for r in rows]

    def review_item(self, bank: str, item_id: str) -> ReviewItem | None:
        with self._conn() as c:
            r = c.execute("SELECT body FROM review_items WHERE bank = %s AND id = %s", (bank, item_id)).fetchone()
        return None if r is None else ReviewItem.model_validate_json(r[0])

    def review_runs(self, bank: str, limit: int = 20) -> list[ReviewReport]:
        with self._conn() as c:
            rows = c.execute(
                "SELECT body FROM review_runs WHERE bank = %s ORDER BY seq DESC LIMIT %s", (bank, limit)
            ).fetchall()
        return [ReviewReport.model_validate_json(r[0]) for r in rows]

    def last_watermark(self, bank: str) -> int:
        with self._conn() as c:
            r = c.execute(
                "SELECT event_watermark FROM review_runs WHERE bank = %s ORDER BY seq DESC LIMIT 1", (bank,)
            ).fetchone()
        return int(r[0]) if r else 0

    def queued(self, bank: str) -> list[str]:
        with self._conn() as c:
            rows = c.execute(
                "SELECT memory_id FROM review_queue WHERE bank = %s ORDER BY enqueued_at, memory_id", (bank,)
            ).fetchall()
        return [r[0] for r in rows]

    def alerts(self, bank: str, limit: int = 50) -> list[dict[str, Any]]:
        with self._conn() as c:
            rows = c.execute(
                "SELECT seq, at, kind, message, data FROM alerts WHERE bank = %s ORDER BY seq DESC LIMIT %s",
                (bank, limit),
            ).fetchall()
        return [
            {"seq": r[0], "at": from_epoch(r[1]), "kind": r[2], "message": r[3], "data": json.loads(r[4])} for r in rows
        ]

    # -- locks --------------------------------------------------------------------------------------
    def try_lock(self, name: str, holder: str, ttl_s: float) -> bool:
        """A named lease lock (expires after ``ttl_s`` if its holder dies), by one atomic upsert on the
        server's clock; the holder renews its own lease."""
        with self._conn() as c:
            row = c.execute(
                "WITH now AS (SELECT extract(epoch FROM clock_timestamp())::float8 AS t) "
                "INSERT INTO locks(name, holder, expires_at) SELECT %s, %s, now.t + %s FROM now "
                "ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at "
                "WHERE locks.holder = excluded.holder OR locks.expires_at <= extract(epoch FROM clock_timestamp()) "
                "RETURNING 1",
                (name, holder, float(ttl_s)),
            ).fetchone()
        return row is not None

    def unlock(self, name: str, holder: str) -> None:
        with self._conn() as c:
            c.execute("DELETE FROM locks WHERE name = %s AND holder = %s", (name, holder))

    # -- conversation layers (A4): short-term session history -------------------------------------------
    def add_turns(self, turns: list[SessionTurn]) -> list[int]:
        if not turns:
            return []
        out: list[int] = []
        with self._conn() as c, c.transaction(), c.cursor() as cur:
            cur.executemany(
                "INSERT INTO session_turns(bank, session_id, role, content, at, expires_at, importance, layer, "
                "memory_id) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s) RETURNING seq",
                [(t.bank, t.session_id, t.role, t.content, to_epoch(t.at), to_epoch(t.expires_at), t.importance,
                  t.layer, t.memory_id) for t in turns],
                returning=True,
            )
            while True:
                row = cur.fetchone()
                out.append(int(row[0]) if row else 0)
                if not cur.nextset():
                    break
        return out

    def session_turns(
        self, bank: str, session_id: str | None, now: datetime, *, limit: int | None = None
    ) -> list[SessionTurn]:
        """Unexpired turns of one session (``None``: of every session of the bank), oldest first; ``limit``
        keeps the last ones."""
        sql = ("SELECT seq, bank, session_id, role, content, at, expires_at, importance, layer, memory_id "
               "FROM session_turns WHERE bank = %s AND expires_at > %s")
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
        return [
            SessionTurn(seq=r[0], bank=r[1], session_id=r[2], role=r[3], content=r[4], at=from_epoch_required(r[5]),
                        expires_at=from_epoch_required(r[6]), importance=r[7], layer=r[8], memory_id=r[9])
            for r in reversed(rows)
        ]

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

    # -- experience (E1, E2): execution trace steps ----------------------------------------------------------
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
