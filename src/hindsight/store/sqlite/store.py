"""Embedded store: one SQLite file in WAL mode, FTS5 BM25 keyword index, numpy vector index (IVF lists past
``vector_index_rows`` rows per bank).

:class:`SQLiteStore` owns the embedder record, banks, the write transaction, the vector cache and the reads
and searches; it inherits its connections (:mod:`.conn`), session history (:mod:`.sessions`), trace steps
(:mod:`.traces`) and review reads and locks (:mod:`.review`). Schema: :mod:`.schema`; the transaction:
:mod:`.tx`; row values: :mod:`hindsight.store.rows`; filters: :mod:`hindsight.store.filters`.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np

from hindsight.errors import EmbeddingMismatch
from hindsight.model import BankInfo, Event, Memory, Status
from hindsight.store.base import CandidateRows, Filters, TermWeight
from hindsight.store.bookkeeping import DeferredBookkeeping, Entry, settles
from hindsight.store.filters import SQLITE, compile_filters, next_in_session
from hindsight.store.rows import EVENT_COLUMNS, row_to_event, row_to_memory
from hindsight.store.sqlite.erase import SQLiteErasure
from hindsight.store.sqlite.keywords import KeywordIndex
from hindsight.store.sqlite.review import SQLiteReviewReads
from hindsight.store.sqlite.schema import COLUMNS, MCOLUMNS, apply_migrations
from hindsight.store.sqlite.sessions import SQLiteSessions
from hindsight.store.sqlite.traces import SQLiteTraces
from hindsight.store.sqlite.tx import SQLiteTx, fetch_get, read_near_cos
from hindsight.store.sqlite.vectors import INDEX_ROWS, BankVectors, top_order
from hindsight.timeutil import from_epoch, to_epoch


class SQLiteStore(DeferredBookkeeping, SQLiteSessions, SQLiteTraces, SQLiteReviewReads, SQLiteErasure):
    """The embedded :class:`~hindsight.store.base.Store`."""

    def __init__(self, path: Path, *, synchronous: str = "FULL", vector_index_rows: int = INDEX_ROWS,
                 bookkeeping: str = "deferred") -> None:
        super().__init__(path, synchronous=synchronous)
        self._init_bookkeeping(deferred=bookkeeping == "deferred", name="hindsight-sqlite-bookkeeping")
        self._index_rows = vector_index_rows
        self._vec: dict[str, BankVectors] = {}
        self._vec_lock = threading.Lock()
        self._keywords = KeywordIndex(warm_from=self.path)
        self._dim: int | None = None
        self._migrate()

    def _migrate(self) -> None:
        with self._write() as c:
            apply_migrations(c)

    def close(self) -> None:
        self._stop_bookkeeping()  # the searches' queued statistics first, while the file is open
        self._keywords.stop()  # the keyword cache's warming thread reads the file on its own connection
        super().close()

    def pinned(self) -> AbstractContextManager[None]:
        """A no-op: each thread already has its own connection."""
        return nullcontext()

    def schema_version(self) -> int:
        return int(self._conn().execute("SELECT max(version) FROM schema_version").fetchone()[0])

    # -- embedder record (B6) -----------------------------------------------------------------------
    def embedder_info(self) -> tuple[str, int] | None:
        rows = dict(self._conn().execute("SELECT key, value FROM meta WHERE key IN ('embedder','dim')").fetchall())
        if "embedder" not in rows:
            return None
        return rows["embedder"], int(rows["dim"])

    def check_embedder(self, name: str, dim: int) -> None:
        info = self.embedder_info()
        if info is None:
            with self._write() as c:
                c.execute("INSERT OR IGNORE INTO meta(key, value) VALUES ('embedder', ?)", (name,))
                c.execute("INSERT OR IGNORE INTO meta(key, value) VALUES ('dim', ?)", (str(dim),))
            info = self.embedder_info()
        assert info is not None
        if info != (name, dim):
            raise EmbeddingMismatch(
                f"this store was built with embedder {info[0]!r} (dimension {info[1]}), but {name!r} "
                f"(dimension {dim}) is configured. Configure the original embedder, or re-embed every memory "
                f"with the new one: `hindsight reembed --store {self.path}`"
            )
        self._dim = dim

    def set_embedder(self, name: str, dim: int) -> None:
        with self._write() as c:
            c.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('embedder', ?)", (name,))
            c.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('dim', ?)", (str(dim),))
            c.execute("UPDATE banks SET vec_epoch = vec_epoch + 1")
        self._dim = dim
        with self._vec_lock:
            self._vec.clear()

    # -- banks --------------------------------------------------------------------------------------
    def bank_exists(self, bank: str) -> bool:
        return self._conn().execute("SELECT 1 FROM banks WHERE name = ?", (bank,)).fetchone() is not None

    def create_bank(self, bank: str, at: datetime) -> bool:
        with self._write() as c:
            cur = c.execute("INSERT OR IGNORE INTO banks(name, created_at) VALUES (?, ?)", (bank, to_epoch(at)))
            return cur.rowcount > 0

    def banks(self) -> list[BankInfo]:
        c = self._conn()
        out = []
        for name, created in c.execute("SELECT name, created_at FROM banks ORDER BY name").fetchall():
            by_status = dict(c.execute("SELECT status, count(*) FROM memories WHERE bank=? GROUP BY status", (name,)))
            by_kind = dict(c.execute("SELECT kind, count(*) FROM memories WHERE bank=? GROUP BY kind", (name,)))
            created_dt = from_epoch(created)
            assert created_dt is not None
            out.append(
                BankInfo(
                    name=name,
                    created_at=created_dt,
                    memories=sum(by_status.values()),
                    by_status=by_status,
                    by_kind=by_kind,
                )
            )
        return out

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        with self._holding(), super()._write() as c:  # the bookkeeping worker would wait for this lock
            yield c

    # -- writes -------------------------------------------------------------------------------------
    @settles
    @contextmanager
    def transaction(self, bank: str) -> Iterator[SQLiteTx]:
        with self._write() as c:
            try:
                yield SQLiteTx(self, c)
            except BaseException:
                # drop cached vectors the transaction may have added *before* the rollback releases the lock
                self._invalidate(bank)
                raise

    def _invalidate(self, bank: str) -> None:
        with self._vec_lock:
            self._vec.pop(bank, None)

    # -- vector cache --------------------------------------------------------------------------------
    def _vectors(self, bank: str, c: sqlite3.Connection | None = None) -> BankVectors:
        c = c or self._conn()
        if self._dim is None:
            info = self.embedder_info()
            self._dim = info[1] if info else 0
        with self._vec_lock:
            bv = self._vec.get(bank)
            if bv is None:
                bv = self._vec[bank] = BankVectors(self._dim, self._index_rows, background=True)
        with bv.lock:
            row = c.execute("SELECT vec_epoch FROM banks WHERE name = ?", (bank,)).fetchone()
            epoch = row[0] if row else 0
            if epoch != bv.epoch:
                bv.reset(epoch)
            while True:
                rows = c.execute(
                    "SELECT seq, embedding FROM memories WHERE seq > ? AND bank = ? ORDER BY seq LIMIT 20000",
                    (bv.max_seq, bank),
                ).fetchall()
                if not rows:
                    break
                bv.append([r[0] for r in rows], [r[1] for r in rows])
        return bv

    def dense(
        self, c: sqlite3.Connection, bank: str, vec: np.ndarray, k: int, where: str, params: list[Any]
    ) -> list[tuple[sqlite3.Row, float]]:
        """Top-k rows passing ``where`` by cosine: score the candidates (every row, or in a large bank the rows of
        the best IVF lists), then check filters on growing prefixes. When the IVF candidates run out before k
        pass (a selective filter: a small session, a rare tag), every row is scored exactly."""
        bv = self._vectors(bank, c)
        with bv.lock:
            seqs, scores, exact = bv.search(vec)
        out, complete = _filtered_top(c, seqs, scores, k, where, params)
        if not complete and not exact:
            with bv.lock:
                seqs, scores = bv.scores(vec)
                seqs = seqs.copy()
            out, _ = _filtered_top(c, seqs, scores, k, where, params)
        return out

    # -- reads --------------------------------------------------------------------------------------
    @settles
    def get(self, bank: str, memory_id: str, *, with_embedding: bool = False) -> Memory | None:
        return fetch_get(self._conn(), bank, memory_id, with_embedding=with_embedding)

    @settles
    def get_many(self, bank: str, ids: list[str]) -> list[Memory]:
        return self._rows(bank, ids)

    def _rows(self, bank: str, ids: list[str]) -> list[Memory]:
        if not ids:
            return []
        c = self._conn()
        rows: dict[str, Memory] = {}
        for i in range(0, len(ids), 900):
            part = ids[i : i + 900]
            for r in c.execute(
                f"SELECT {COLUMNS} FROM memories WHERE +bank = ? AND id IN ({','.join('?' * len(part))})",
                [bank, *part],
            ):
                m = row_to_memory(r)
                rows[m.id] = m
        return [rows[i] for i in ids if i in rows]

    def events(self, bank: str, memory_id: str) -> list[Event]:
        rows = (
            self._conn()
            .execute(
                f"SELECT {EVENT_COLUMNS} FROM events WHERE bank = ? AND memory_id = ? ORDER BY seq",
                (bank, memory_id),
            )
            .fetchall()
        )
        return [row_to_event(r) for r in rows]

    def recent_events(self, bank: str, limit: int) -> list[Event]:
        rows = self._conn().execute(
            f"SELECT {EVENT_COLUMNS} FROM events WHERE bank = ? ORDER BY seq DESC LIMIT ?",
            (bank, limit),
        ).fetchall()
        return [row_to_event(r) for r in rows]

    def vector_search(self, bank: str, vec: np.ndarray, k: int, f: Filters) -> list[tuple[str, float]]:
        where, params = compile_filters(bank, f, SQLITE)
        return [(r[1], s) for r, s in self.dense(self._conn(), bank, vec, k, where, params)]

    def keyword_search(self, bank: str, terms: list[str], k: int, f: Filters) -> list[tuple[str, float]]:
        """BM25 top-k under the filters: FTS5's formula over the bank's own statistics (its rows, their lengths:
        the PostgreSQL store's), computed from a cache of FTS5's postings (:mod:`.keywords`: no per-match
        ``bm25()`` call); the filters are checked on the best rows first, widening until k pass or the matches
        run out; the best rows come without scoring every match (:mod:`.topk`)."""
        if not terms:
            return []
        where, params = compile_filters(bank, f, SQLITE)
        c = self._conn()
        try:
            found = self._keywords.search(c, terms, bank)
        except sqlite3.OperationalError:
            found = None
        if found is None:
            return self._fts_search(c, terms, k, where, params)
        m = max(4 * k, 100)
        while not found.empty:
            seqs, scores, every = found.best(m)  # the m best without scoring every match (.topk)
            ok = dict(c.execute(
                f"SELECT m.seq, m.id FROM memories m WHERE m.seq IN (SELECT value FROM json_each(?)) AND {where}",
                [json.dumps(seqs.tolist()), *params],
            ).fetchall())
            if len(ok) >= k or every:
                ranked = [(ok[int(s)], float(v)) for s, v in zip(seqs, scores, strict=True) if int(s) in ok]
                return ranked[:k]
            m *= 8
        return []

    def keyword_weights(self, bank: str, terms: list[str]) -> list[TermWeight]:
        """Each query word's phrase as :meth:`keyword_search` scores it in ``bank`` (the cache's idf and rows);
        [] when the cache cannot read the index (the degraded path ranks by FTS5's own statistics)."""
        if not terms:
            return []
        try:
            found = self._keywords.search(self._conn(), terms, bank)
        except sqlite3.OperationalError:
            return []
        return [TermWeight(idf, n) for idf, n in found.weights]

    def _fts_search(
        self, c: sqlite3.Connection, terms: list[str], k: int, where: str, params: list[Any]
    ) -> list[tuple[str, float]]:
        """The degraded path, only when the cache cannot read the index (:meth:`keyword_search`): FTS5's own
        ranking (``ORDER BY rank``: bm25() on every match, so the whole file's statistics, every bank's, not the
        searched bank's), widening the best matches until k pass the filters or the matches run out."""
        match = " OR ".join('"' + t.replace('"', '""') + '"' for t in terms)
        limit = max(4 * k, 100)
        while True:
            try:
                rows = c.execute(
                    "SELECT m.id, hits.rank FROM (SELECT rowid, rank FROM memory_fts WHERE memory_fts MATCH ? "
                    f"ORDER BY rank LIMIT ?) AS hits JOIN memories m ON m.seq = hits.rowid WHERE {where} "
                    "ORDER BY hits.rank LIMIT ?",
                    [match, limit, *params, k],
                ).fetchall()
                if len(rows) >= k:
                    break
                total = c.execute("SELECT count(*) FROM memory_fts WHERE memory_fts MATCH ?", [match]).fetchone()[0]
            except sqlite3.OperationalError:
                return []
            if total <= limit:
                break
            limit *= 8
        return [(r[0], -float(r[1])) for r in rows]

    def similarities(self, bank: str, ids: list[str], vec: np.ndarray) -> dict[str, float]:
        if not ids:
            return {}
        c = self._conn()
        seq_of = dict(
            c.execute(
                f"SELECT seq, id FROM memories WHERE +bank = ? AND id IN ({','.join('?' * len(ids))})", [bank, *ids]
            ).fetchall()
        )
        bv = self._vectors(bank, c)
        with bv.lock:
            vecs = bv.vector_of(list(seq_of))
        return {seq_of[s]: float(v @ vec) for s, v in vecs.items()}

    def read_candidates(
        self, bank: str, ids: list[str], vec: np.ndarray | None, cosine_ids: list[str]
    ) -> CandidateRows:
        """Rows and cosines as two calls (no round trip to save here); vectors are left to :meth:`vectors`."""
        sims = self.similarities(bank, cosine_ids, vec) if vec is not None else {}
        return CandidateRows(self._rows(bank, ids), sims, None)  # no settling: scoring reads no access stats

    def near_cos(self, bank: str, ids: list[str]) -> dict[str, list[float]]:
        return read_near_cos(self._conn(), bank, ids)

    def active_count(self, bank: str, cap: int) -> int:
        return int(self._conn().execute(
            "SELECT count(*) FROM (SELECT 1 FROM memories WHERE bank = ? AND status = ? LIMIT ?)",
            (bank, str(Status.active), cap)).fetchone()[0])

    def missing_near_cos(self, bank: str, limit: int) -> list[str]:
        return [r[0] for r in self._conn().execute(
            "SELECT id FROM memories WHERE bank = ? AND status = ? AND near_cos IS NULL ORDER BY seq LIMIT ?",
            (bank, str(Status.active), limit))]

    def next_in_session(self, bank: str, ids: list[str]) -> dict[str, str]:
        if not ids:
            return {}
        sql, params = next_in_session(bank, ids, SQLITE)
        return {a: b for a, b in self._conn().execute(sql, params).fetchall() if b is not None}

    def _apply_bookkeeping(self, entries: list[Entry]) -> None:
        """A batch of searches' access stats (C5) and retrieval-log rows (C7) in one write transaction."""
        conn = self._conn()
        # bookkeeping, not memories: no fsync per batch (still safe against a process crash in WAL mode)
        conn.execute("PRAGMA synchronous=NORMAL")
        try:
            with self._write() as c:
                for e in entries:
                    if e.ids:
                        c.execute(
                            "UPDATE memories SET access_count = access_count + 1, "
                            "last_accessed = max(coalesce(last_accessed, 0), ?) "
                            f"WHERE +bank = ? AND id IN ({','.join('?' * len(e.ids))})",
                            [e.at, e.bank, *e.ids],
                        )
                    if e.record is not None:
                        c.execute(
                            "INSERT INTO retrieval_log(bank, at, record) VALUES (?, ?, ?)",
                            (e.bank, e.at, json.dumps(e.record, ensure_ascii=False, default=str)),
                        )
        finally:
            conn.execute(f"PRAGMA synchronous={self.synchronous}")

    @settles
    def retrieval_log(self, bank: str, limit: int = 50) -> list[dict[str, Any]]:
        rows = (
            self._conn()
            .execute(
                "SELECT seq, at, record FROM retrieval_log WHERE bank = ? ORDER BY seq DESC LIMIT ?", (bank, limit)
            )
            .fetchall()
        )
        return [{"seq": r[0], "at": from_epoch(r[1]), **json.loads(r[2])} for r in rows]

    @settles
    def iter_memories(self, bank: str, *, with_embedding: bool = False) -> Iterator[Memory]:
        c = self._conn()
        last = 0
        cols = COLUMNS + (", embedding" if with_embedding else "")
        while True:
            rows = c.execute(
                f"SELECT {cols} FROM memories WHERE bank = ? AND seq > ? ORDER BY seq LIMIT 500", (bank, last)
            ).fetchall()
            if not rows:
                return
            for r in rows:
                yield row_to_memory(r, r[26] if with_embedding else None)
            last = rows[-1][0]

    def count(self, bank: str) -> int:
        return int(self._conn().execute("SELECT count(*) FROM memories WHERE bank = ?", (bank,)).fetchone()[0])

    def known_keys(self, bank: str, keys: list[str]) -> set[str]:
        out: set[str] = set()
        c = self._conn()
        for i in range(0, len(keys), 900):
            part = keys[i : i + 900]
            out.update(r[0] for r in c.execute(
                f"SELECT key FROM idempotency WHERE bank = ? AND key IN ({','.join('?' * len(part))})", [bank, *part]
            ))
        return out


def _filtered_top(c: sqlite3.Connection, seqs: np.ndarray, scores: np.ndarray, k: int, where: str,
                  params: list[Any]) -> tuple[list[tuple[sqlite3.Row, float]], bool]:
    """(the k best of ``seqs`` passing ``where``, best first; whether k of them passed)."""
    out: list[tuple[sqlite3.Row, float]] = []
    if len(seqs) == 0:
        return out, False
    m = max(4 * k, 64)
    done = 0
    order = top_order(scores, min(m, len(seqs)))
    while True:
        chunk = [int(seqs[i]) for i in order[done:]]
        sim = {int(seqs[i]): float(scores[i]) for i in order[done:]}
        for start in range(0, len(chunk), 900):
            part = chunk[start : start + 900]
            rows = c.execute(
                f"SELECT {MCOLUMNS} FROM memories m WHERE m.seq IN ({','.join('?' * len(part))}) AND {where}",
                [*part, *params],
            ).fetchall()
            for r in rows:
                out.append((r, sim[r[0]]))
        done = len(order)
        if len(out) >= k or done >= len(seqs):
            break
        m *= 4
        order = top_order(scores, min(m, len(seqs)))
    out.sort(key=lambda t: -t[1])
    return out[:k], len(out) >= k
