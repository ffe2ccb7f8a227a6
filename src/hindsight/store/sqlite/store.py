"""Embedded store: one SQLite file in WAL mode, FTS5 BM25 keyword index, numpy vector index.

Writes are short ``BEGIN IMMEDIATE`` transactions (one writer at a time across processes, readers never
blocked); ``synchronous=FULL`` by default so an acknowledged write survives a crash or power loss.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np

from hindsight.errors import EmbeddingMismatch, StoreBusy
from hindsight.language import text
from hindsight.model import (
    VISIBLE_STATUSES,
    BankInfo,
    Event,
    EventType,
    Memory,
    Provenance,
    ReviewItem,
    ReviewReport,
    SessionTurn,
    Status,
)
from hindsight.store.base import Filters
from hindsight.store.sqlite.vectors import BankVectors, top_order
from hindsight.timeutil import from_epoch, from_epoch_required, to_epoch

MIGRATIONS: list[str] = [
    # 1: initial schema
    """
    CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE banks(
        name TEXT PRIMARY KEY,
        created_at REAL NOT NULL,
        vec_epoch INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE memories(
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        bank TEXT NOT NULL REFERENCES banks(name),
        kind TEXT NOT NULL,
        content TEXT NOT NULL,
        summary TEXT,
        cue TEXT,
        keywords TEXT NOT NULL DEFAULT '[]',
        tags TEXT NOT NULL DEFAULT '[]',
        metadata TEXT NOT NULL DEFAULT '{}',
        importance REAL NOT NULL,
        confidence REAL NOT NULL,
        status TEXT NOT NULL,
        critical INTEGER NOT NULL DEFAULT 0,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL,
        observed_at REAL NOT NULL,
        valid_from REAL,
        valid_until REAL,
        expires_at REAL,
        last_accessed REAL,
        access_count INTEGER NOT NULL DEFAULT 0,
        provenance TEXT NOT NULL,
        source TEXT NOT NULL,
        session_id TEXT,
        supersedes TEXT NOT NULL DEFAULT '[]',
        superseded_by TEXT,
        embedding BLOB NOT NULL
    );
    CREATE INDEX ix_memories_bank_status ON memories(bank, status);
    CREATE INDEX ix_memories_bank_session ON memories(bank, session_id);
    CREATE TABLE events(
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        memory_id TEXT NOT NULL,
        bank TEXT NOT NULL,
        at REAL NOT NULL,
        type TEXT NOT NULL,
        actor TEXT NOT NULL,
        reason TEXT,
        data TEXT NOT NULL DEFAULT '{}'
    );
    CREATE INDEX ix_events_memory ON events(memory_id, seq);
    CREATE INDEX ix_events_bank_at ON events(bank, at);
    CREATE TRIGGER events_no_update BEFORE UPDATE ON events
        BEGIN SELECT RAISE(ABORT, 'events are append-only'); END;
    CREATE TRIGGER events_no_delete BEFORE DELETE ON events
        BEGIN SELECT RAISE(ABORT, 'events are append-only'); END;
    CREATE TABLE idempotency(
        bank TEXT NOT NULL,
        key TEXT NOT NULL,
        memory_id TEXT NOT NULL,
        action TEXT NOT NULL,
        created_at REAL NOT NULL,
        PRIMARY KEY (bank, key)
    );
    CREATE TABLE retrieval_log(
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        bank TEXT NOT NULL,
        at REAL NOT NULL,
        record TEXT NOT NULL
    );
    CREATE INDEX ix_retrieval_bank ON retrieval_log(bank, seq);
    CREATE VIRTUAL TABLE memory_fts USING fts5(body, extra, tokenize='porter unicode61 remove_diacritics 2');
    """,
    # 2: the review loop
    """
    ALTER TABLE memories ADD COLUMN decayed_at REAL;
    CREATE INDEX ix_memories_bank_updated ON memories(bank, updated_at);
    CREATE TABLE review_items(
        id TEXT PRIMARY KEY,
        bank TEXT NOT NULL,
        a_id TEXT NOT NULL,
        b_id TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at REAL NOT NULL,
        body TEXT NOT NULL
    );
    CREATE INDEX ix_review_items_bank ON review_items(bank, status);
    CREATE UNIQUE INDEX ux_review_items_open_pair ON review_items(bank, a_id, b_id) WHERE status = 'open';
    CREATE TABLE review_runs(
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        run_id TEXT NOT NULL UNIQUE,
        bank TEXT NOT NULL,
        started_at REAL NOT NULL,
        event_watermark INTEGER NOT NULL,
        body TEXT NOT NULL
    );
    CREATE INDEX ix_review_runs_bank ON review_runs(bank, seq);
    CREATE TABLE review_queue(
        bank TEXT NOT NULL,
        memory_id TEXT NOT NULL,
        reason TEXT,
        enqueued_at REAL NOT NULL,
        PRIMARY KEY (bank, memory_id)
    );
    CREATE TABLE locks(
        name TEXT PRIMARY KEY,
        holder TEXT NOT NULL,
        expires_at REAL NOT NULL
    );
    CREATE TABLE alerts(
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        bank TEXT NOT NULL,
        at REAL NOT NULL,
        kind TEXT NOT NULL,
        message TEXT NOT NULL,
        data TEXT NOT NULL DEFAULT '{}'
    );
    CREATE INDEX ix_alerts_bank ON alerts(bank, seq);
    """,
    # 3: BM25 column weights as the FTS5 rank function (lets "ORDER BY rank LIMIT n" stop early)
    """
    INSERT INTO memory_fts(memory_fts, rank) VALUES ('rank', 'bm25(1.0, 0.6)');
    """,
    # 4: conversation layers (A4): a session's short-term history (working memory = its last turns)
    """
    CREATE TABLE session_turns(
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        bank TEXT NOT NULL,
        session_id TEXT NOT NULL,
        role TEXT NOT NULL,
        content TEXT NOT NULL,
        at REAL NOT NULL,
        expires_at REAL NOT NULL,
        importance REAL NOT NULL,
        layer TEXT NOT NULL,
        memory_id TEXT
    );
    CREATE INDEX ix_session_turns_session ON session_turns(bank, session_id, seq);
    CREATE INDEX ix_session_turns_expiry ON session_turns(bank, expires_at);
    """,
    # 5: experience (E1): agent execution trace steps, idempotent on (bank, trace_id, step_index)
    """
    CREATE TABLE trace_steps(
        bank TEXT NOT NULL,
        trace_id TEXT NOT NULL,
        step_index INTEGER NOT NULL,
        at REAL NOT NULL,
        data TEXT NOT NULL,
        distilled_at REAL,
        PRIMARY KEY (bank, trace_id, step_index)
    );
    CREATE INDEX ix_trace_steps_pending ON trace_steps(bank, distilled_at, at);
    """,
]

AS_OF_SKEW_S = 300.0

COLUMNS = (
    "seq, id, bank, kind, content, summary, cue, keywords, tags, metadata, importance, confidence, status, "
    "critical, created_at, updated_at, observed_at, valid_from, valid_until, expires_at, last_accessed, "
    "access_count, provenance, supersedes, superseded_by"
)
MCOLUMNS = ", ".join("m." + c.strip() for c in COLUMNS.split(","))


def _row_to_memory(r: sqlite3.Row | tuple[Any, ...], embedding: bytes | None = None) -> Memory:
    (
        _seq,
        mid,
        bank,
        kind,
        content,
        summary,
        cue,
        keywords,
        tags,
        metadata,
        importance,
        confidence,
        status,
        critical,
        created_at,
        updated_at,
        observed_at,
        valid_from,
        valid_until,
        expires_at,
        last_accessed,
        access_count,
        provenance,
        supersedes,
        superseded_by,
    ) = tuple(r)[:25]
    return Memory(
        id=mid,
        bank=bank,
        kind=kind,
        content=content,
        summary=summary,
        query=cue,
        keywords=json.loads(keywords),
        tags=json.loads(tags),
        metadata=json.loads(metadata),
        importance=importance,
        confidence=confidence,
        status=status,
        critical=bool(critical),
        created_at=from_epoch_required(created_at),
        updated_at=from_epoch_required(updated_at),
        observed_at=from_epoch_required(observed_at),
        valid_from=from_epoch(valid_from),
        valid_until=from_epoch(valid_until),
        expires_at=from_epoch(expires_at),
        last_accessed=from_epoch(last_accessed),
        access_count=access_count,
        provenance=Provenance.model_validate_json(provenance),
        supersedes=json.loads(supersedes),
        superseded_by=superseded_by,
        embedding=None if embedding is None else np.frombuffer(embedding, dtype=np.float32).tolist(),
    )


#: columns whose text feeds the keyword index
_INDEXED = ("content", "summary", "cue", "keywords", "tags")


def _mutable_values(m: Memory) -> dict[str, Any]:
    """Column values of everything that may change after a memory is created (provenance never does)."""
    return {
        "kind": str(m.kind),
        "content": m.content,
        "summary": m.summary,
        "cue": m.query,
        "keywords": json.dumps(m.keywords, ensure_ascii=False),
        "tags": json.dumps(m.tags, ensure_ascii=False),
        "metadata": json.dumps(m.metadata, ensure_ascii=False),
        "importance": m.importance,
        "confidence": m.confidence,
        "status": str(m.status),
        "critical": int(m.critical),
        "updated_at": to_epoch(m.updated_at),
        "valid_from": to_epoch(m.valid_from),
        "valid_until": to_epoch(m.valid_until),
        "expires_at": to_epoch(m.expires_at),
        "last_accessed": to_epoch(m.last_accessed),
        "access_count": m.access_count,
        "supersedes": json.dumps(m.supersedes),
        "superseded_by": m.superseded_by,
    }


def _fts_fields(m: Memory) -> tuple[str, str]:
    body = text.index_text(m.content + (" " + m.summary if m.summary else ""))
    extra = text.index_text(" ".join([m.query or "", *m.keywords, *m.tags]))
    return body, extra


def _blob(vec: np.ndarray) -> bytes:
    return np.ascontiguousarray(vec, dtype=np.float32).tobytes()


def _where(bank: str, f: Filters, alias: str = "m") -> tuple[str, list[Any]]:
    a = alias + "."
    cl = [f"+{a}bank = ?"]  # unary +: join by seq / id, never scan the bank index
    p: list[Any] = [bank]
    if f.statuses is not None:
        cl.append(f"{a}status IN ({','.join('?' * len(f.statuses))})")
        p.extend(str(s) for s in f.statuses)
    if f.min_confidence > 0:
        cl.append(f"{a}confidence >= ?")
        p.append(f.min_confidence)
    now = to_epoch(f.now)
    if f.hide_expired:
        cl.append(f"({a}expires_at IS NULL OR {a}expires_at > ?)")
        cl.append(f"({a}valid_until IS NULL OR {a}valid_until > ?)")
        p.extend([now, now])
    if f.as_of:  # replaying history: what was not yet said is not known (5 minutes of clock skew tolerated)
        cl.append(f"{a}observed_at <= ?")
        p.append(None if now is None else now + AS_OF_SKEW_S)
    if f.kinds:
        cl.append(f"{a}kind IN ({','.join('?' * len(f.kinds))})")
        p.extend(str(k) for k in f.kinds)
    if f.session_id is not None:
        cl.append(f"{a}session_id = ?")
        p.append(f.session_id)
    if f.sources:
        cl.append(f"{a}source IN ({','.join('?' * len(f.sources))})")
        p.extend(str(s) for s in f.sources)
    for tag in f.tags or ():
        cl.append(f"EXISTS (SELECT 1 FROM json_each({a}tags) WHERE value = ?)")
        p.append(tag)
    if f.observed_after is not None:
        cl.append(f"{a}observed_at >= ?")
        p.append(to_epoch(f.observed_after))
    if f.observed_before is not None:
        cl.append(f"{a}observed_at < ?")
        p.append(to_epoch(f.observed_before))
    if f.valid_at is not None:
        v = to_epoch(f.valid_at)
        cl.append(f"({a}valid_from IS NULL OR {a}valid_from <= ?) AND ({a}valid_until IS NULL OR {a}valid_until > ?)")
        p.extend([v, v])
    return " AND ".join(cl), p


class SQLiteStore:
    """The embedded :class:`~hindsight.store.base.Store`."""

    def __init__(self, path: Path, *, synchronous: str = "FULL") -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.url = f"sqlite:///{self.path}"
        self.synchronous = synchronous
        self._local = threading.local()
        self._conns: list[sqlite3.Connection] = []
        self._conns_lock = threading.Lock()
        self._vec: dict[str, BankVectors] = {}
        self._vec_lock = threading.Lock()
        self._dim: int | None = None
        self._migrate()

    # -- connections ---------------------------------------------------------------------------------
    def _conn(self) -> sqlite3.Connection:
        c: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if c is None:
            c = sqlite3.connect(self.path, timeout=60.0, isolation_level=None, check_same_thread=False)
            _enable_wal(c)
            c.execute(f"PRAGMA synchronous={self.synchronous}")
            c.execute("PRAGMA busy_timeout=60000")
            c.execute("PRAGMA foreign_keys=ON")
            self._local.conn = c
            with self._conns_lock:
                self._conns.append(c)
        return c

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        c = self._conn()
        try:
            c.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as exc:
            raise StoreBusy(f"the store is locked by another writer: {exc}") from exc
        try:
            yield c
        except BaseException:
            c.execute("ROLLBACK")
            raise
        else:
            c.execute("COMMIT")

    def _migrate(self) -> None:
        with self._write() as c:
            c.execute("CREATE TABLE IF NOT EXISTS schema_version(version INTEGER NOT NULL)")
            row = c.execute("SELECT max(version) FROM schema_version").fetchone()
            current = row[0] or 0
            for version, script in enumerate(MIGRATIONS, start=1):
                if version > current:
                    for stmt in _split_sql(script):
                        c.execute(stmt)
                    c.execute("INSERT INTO schema_version(version) VALUES (?)", (version,))

    def schema_version(self) -> int:
        return int(self._conn().execute("SELECT max(version) FROM schema_version").fetchone()[0])

    def close(self) -> None:
        with self._conns_lock:
            for c in self._conns:
                with contextlib.suppress(sqlite3.Error):
                    c.close()
            self._conns.clear()
        self._local = threading.local()

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

    # -- writes -------------------------------------------------------------------------------------
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
                bv = self._vec[bank] = BankVectors(self._dim)
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

    def _dense(
        self, c: sqlite3.Connection, bank: str, vec: np.ndarray, k: int, where: str, params: list[Any]
    ) -> list[tuple[sqlite3.Row, float]]:
        """Top-k rows passing ``where`` by cosine: score everything, then check filters on growing prefixes."""
        bv = self._vectors(bank, c)
        with bv.lock:
            seqs, scores = bv.scores(vec)
            seqs = seqs.copy()
        if len(seqs) == 0:
            return []
        out: list[tuple[sqlite3.Row, float]] = []
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
        return out[:k]

    # -- reads --------------------------------------------------------------------------------------
    def get(self, bank: str, memory_id: str, *, with_embedding: bool = False) -> Memory | None:
        return _get(self._conn(), bank, memory_id, with_embedding=with_embedding)

    def get_many(self, bank: str, ids: list[str]) -> list[Memory]:
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
                m = _row_to_memory(r)
                rows[m.id] = m
        return [rows[i] for i in ids if i in rows]

    def events(self, bank: str, memory_id: str) -> list[Event]:
        rows = (
            self._conn()
            .execute(
                "SELECT seq, memory_id, bank, at, type, actor, reason, data FROM events "
                "WHERE bank = ? AND memory_id = ? ORDER BY seq",
                (bank, memory_id),
            )
            .fetchall()
        )
        return [_event(r) for r in rows]

    def recent_events(self, bank: str, limit: int) -> list[Event]:
        rows = self._conn().execute(
            "SELECT seq, memory_id, bank, at, type, actor, reason, data FROM events WHERE bank = ? "
            "ORDER BY seq DESC LIMIT ?",
            (bank, limit),
        ).fetchall()
        return [_event(r) for r in rows]

    def vector_search(self, bank: str, vec: np.ndarray, k: int, f: Filters) -> list[tuple[str, float]]:
        where, params = _where(bank, f)
        return [(r[1], s) for r, s in self._dense(self._conn(), bank, vec, k, where, params)]

    def keyword_search(self, bank: str, terms: list[str], k: int, f: Filters) -> list[tuple[str, float]]:
        """BM25 top-k under the filters: the best FTS5 matches first (``ORDER BY rank`` with a limit is far
        cheaper than scoring every match), then the filters; widen until k pass or the matches run out."""
        if not terms:
            return []
        match = " OR ".join('"' + t.replace('"', '""') + '"' for t in terms)
        where, params = _where(bank, f)
        c = self._conn()
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

    def touch(self, bank: str, ids: list[str], at: datetime) -> None:
        self.after_search(bank, ids, at, None)

    def after_search(self, bank: str, ids: list[str], at: datetime, record: dict[str, Any] | None) -> None:
        """Access stats (C5) and the retrieval log (C7) in one short transaction."""
        if not ids and record is None:
            return
        ts = to_epoch(at)
        conn = self._conn()
        # bookkeeping, not memories: no fsync per search (still safe against a process crash in WAL mode)
        conn.execute("PRAGMA synchronous=NORMAL")
        try:
            self._after_search(bank, ids, ts, record)
        finally:
            conn.execute(f"PRAGMA synchronous={self.synchronous}")

    def _after_search(self, bank: str, ids: list[str], ts: float | None, record: dict[str, Any] | None) -> None:
        with self._write() as c:
            if ids:
                c.execute(
                    "UPDATE memories SET access_count = access_count + 1, "
                    "last_accessed = max(coalesce(last_accessed, 0), ?) "
                    f"WHERE +bank = ? AND id IN ({','.join('?' * len(ids))})",
                    [ts, bank, *ids],
                )
            if record is not None:
                c.execute(
                    "INSERT INTO retrieval_log(bank, at, record) VALUES (?, ?, ?)",
                    (bank, ts, json.dumps(record, ensure_ascii=False, default=str)),
                )

    def log_retrieval(self, bank: str, at: datetime, record: dict[str, Any]) -> None:
        self.after_search(bank, [], at, record)

    def retrieval_log(self, bank: str, limit: int = 50) -> list[dict[str, Any]]:
        rows = (
            self._conn()
            .execute(
                "SELECT seq, at, record FROM retrieval_log WHERE bank = ? ORDER BY seq DESC LIMIT ?", (bank, limit)
            )
            .fetchall()
        )
        return [{"seq": r[0], "at": from_epoch(r[1]), **json.loads(r[2])} for r in rows]

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
                yield _row_to_memory(r, r[25] if with_embedding else None)
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

    # -- review loop ----------------------------------------------------------------------------------
    def event_watermark(self, bank: str) -> int:
        row = self._conn().execute("SELECT max(seq) FROM events WHERE bank = ?", (bank,)).fetchone()
        return int(row[0] or 0)

    def changed_since(self, bank: str, *, event_seq: int | None = None, since: datetime | None = None) -> list[str]:
        """Ids of memories with an event after ``event_seq`` (or updated at/after ``since``). The review's own
        events (actor ``review…``) do not count: a review must not re-examine what it just settled."""
        c = self._conn()
        if since is not None:
            rows = c.execute(
                "SELECT id FROM memories WHERE bank = ? AND updated_at >= ? ORDER BY seq", (bank, to_epoch(since))
            ).fetchall()
        else:
            rows = c.execute(
                "SELECT DISTINCT memory_id FROM events WHERE bank = ? AND seq > ? AND actor NOT LIKE 'review%' "
                "ORDER BY seq", (bank, event_seq or 0)
            ).fetchall()
        return [r[0] for r in rows]

    def vectors(self, bank: str, ids: list[str]) -> dict[str, np.ndarray]:
        if not ids:
            return {}
        c = self._conn()
        out: dict[str, np.ndarray] = {}
        for i in range(0, len(ids), 900):
            part = ids[i : i + 900]
            for mid, blob in c.execute(
                f"SELECT id, embedding FROM memories WHERE +bank = ? AND id IN ({','.join('?' * len(part))})",
                [bank, *part],
            ):
                out[mid] = np.frombuffer(blob, dtype=np.float32)
        return out

    def decayed_at(self, bank: str, ids: list[str]) -> dict[str, datetime | None]:
        c = self._conn()
        out: dict[str, datetime | None] = {}
        for i in range(0, len(ids), 900):
            part = ids[i : i + 900]
            for mid, ts in c.execute(
                f"SELECT id, decayed_at FROM memories WHERE +bank = ? AND id IN ({','.join('?' * len(part))})",
                [bank, *part],
            ):
                out[mid] = from_epoch(ts)
        return out

    def review_items(self, bank: str, status: str | None = "open") -> list[ReviewItem]:
        q = (
            "SELECT body FROM review_items WHERE bank = ?"
            + (" AND status = ?" if status else "")
            + " ORDER BY created_at"
        )
        rows = self._conn().execute(q, (bank, status) if status else (bank,)).fetchall()
        return [ReviewItem.model_validate_json(r[0]) for r in rows]

    def review_item(self, bank: str, item_id: str) -> ReviewItem | None:
        r = self._conn().execute("SELECT body FROM review_items WHERE bank = ? AND id = ?", (bank, item_id)).fetchone()
        return None if r is None else ReviewItem.model_validate_json(r[0])

    def review_runs(self, bank: str, limit: int = 20) -> list[ReviewReport]:
        rows = (
            self._conn()
            .execute("SELECT body FROM review_runs WHERE bank = ? ORDER BY seq DESC LIMIT ?", (bank, limit))
            .fetchall()
        )
        return [ReviewReport.model_validate_json(r[0]) for r in rows]

    def last_watermark(self, bank: str) -> int:
        r = (
            self._conn()
            .execute("SELECT event_watermark FROM review_runs WHERE bank = ? ORDER BY seq DESC LIMIT 1", (bank,))
            .fetchone()
        )
        return int(r[0]) if r else 0

    def queued(self, bank: str) -> list[str]:
        rows = (
            self._conn()
            .execute("SELECT memory_id FROM review_queue WHERE bank = ? ORDER BY enqueued_at", (bank,))
            .fetchall()
        )
        return [r[0] for r in rows]

    def alerts(self, bank: str, limit: int = 50) -> list[dict[str, Any]]:
        rows = (
            self._conn()
            .execute(
                "SELECT seq, at, kind, message, data FROM alerts WHERE bank = ? ORDER BY seq DESC LIMIT ?",
                (bank, limit),
            )
            .fetchall()
        )
        return [
            {"seq": r[0], "at": from_epoch(r[1]), "kind": r[2], "message": r[3], "data": json.loads(r[4])} for r in rows
        ]

    def try_lock(self, name: str, holder: str, ttl_s: float) -> bool:
        """A named lock across processes (a lease: it expires if its holder dies)."""
        now = time.time()
        with self._write() as c:
            row = c.execute("SELECT holder, expires_at FROM locks WHERE name = ?", (name,)).fetchone()
            if row is not None and row[1] > now and row[0] != holder:
                return False
            c.execute(
                "INSERT OR REPLACE INTO locks(name, holder, expires_at) VALUES (?, ?, ?)", (name, holder, now + ttl_s)
            )
            return True

    def unlock(self, name: str, holder: str) -> None:
        with self._write() as c:
            c.execute("DELETE FROM locks WHERE name = ? AND holder = ?", (name, holder))

    # -- conversation layers (A4): short-term session history -------------------------------------------
    def add_turns(self, turns: list[SessionTurn]) -> list[int]:
        """Append turns to their sessions' short-term history; returns their sequence numbers."""
        out: list[int] = []
        with self._write() as c:
            for t in turns:
                cur = c.execute(
                    "INSERT INTO session_turns(bank, session_id, role, content, at, expires_at, importance, layer, "
                    "memory_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (t.bank, t.session_id, t.role, t.content, to_epoch(t.at), to_epoch(t.expires_at), t.importance,
                     t.layer, t.memory_id),
                )
                out.append(int(cur.lastrowid or 0))
        return out

    def session_turns(
        self, bank: str, session_id: str | None, now: datetime, *, limit: int | None = None
    ) -> list[SessionTurn]:
        """Unexpired turns of one session (``None``: of every session of the bank), oldest first; ``limit``
        keeps the last ones."""
        sql = ("SELECT seq, bank, session_id, role, content, at, expires_at, importance, layer, memory_id "
               "FROM session_turns WHERE bank = ? AND expires_at > ?")
        params: list[Any] = [bank, to_epoch(now)]
        if session_id is not None:
            sql += " AND session_id = ?"
            params.append(session_id)
        sql += " ORDER BY seq DESC"
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        rows = self._conn().execute(sql, params).fetchall()
        return [
            SessionTurn(seq=r[0], bank=r[1], session_id=r[2], role=r[3], content=r[4], at=from_epoch_required(r[5]),
                        expires_at=from_epoch_required(r[6]), importance=r[7], layer=r[8], memory_id=r[9])
            for r in reversed(rows)
        ]

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

    # -- experience (E1, E2): execution trace steps ----------------------------------------------------------
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


def _event(r: sqlite3.Row | tuple[Any, ...]) -> Event:
    return Event(seq=r[0], memory_id=r[1], bank=r[2], at=from_epoch_required(r[3]), type=r[4], actor=r[5],
                 reason=r[6], data=json.loads(r[7]))


def _get(c: sqlite3.Connection, bank: str, memory_id: str, *, with_embedding: bool = False) -> Memory | None:
    cols = COLUMNS + (", embedding" if with_embedding else "")
    r = c.execute(f"SELECT {cols} FROM memories WHERE +bank = ? AND id = ?", (bank, memory_id)).fetchone()
    if r is None:
        return None
    return _row_to_memory(r, r[25] if with_embedding else None)


class _ReviewTxMixin:
    c: sqlite3.Connection

    def linked(self, bank: str, a_id: str, b_id: str) -> bool:
        """Has an event on ``a_id`` already named ``b_id`` (as other / by / into ...)?"""
        rows = self.c.execute("SELECT data FROM events WHERE bank = ? AND memory_id = ?", (bank, a_id)).fetchall()
        return any(b_id in json.loads(r[0]).values() for r in rows)

    def bank_of(self, memory_id: str) -> str | None:
        r = self.c.execute("SELECT bank FROM memories WHERE id = ?", (memory_id,)).fetchone()
        return None if r is None else str(r[0])

    def save_review_item(self, item: ReviewItem) -> None:
        body = item.model_copy(update={"a": None, "b": None}).model_dump_json()
        self.c.execute(
            "INSERT INTO review_items(id, bank, a_id, b_id, status, created_at, body) VALUES (?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT(id) DO UPDATE SET status = excluded.status, body = excluded.body",
            (item.id, item.bank, item.a_id, item.b_id, item.status, to_epoch(item.created_at), body),
        )

    def open_item_for(self, bank: str, a_id: str, b_id: str) -> ReviewItem | None:
        r = self.c.execute(
            "SELECT body FROM review_items WHERE bank = ? AND status = 'open' AND "
            "((a_id = ? AND b_id = ?) OR (a_id = ? AND b_id = ?))",
            (bank, a_id, b_id, b_id, a_id),
        ).fetchone()
        return None if r is None else ReviewItem.model_validate_json(r[0])

    def save_review_run(self, report: ReviewReport, watermark: int) -> None:
        self.c.execute(
            "INSERT INTO review_runs(run_id, bank, started_at, event_watermark, body) VALUES (?, ?, ?, ?, ?)",
            (report.run_id, report.bank, to_epoch(report.started_at), watermark, report.model_dump_json()),
        )

    def enqueue(self, bank: str, memory_id: str, reason: str, at: datetime) -> None:
        self.c.execute(
            "INSERT OR IGNORE INTO review_queue(bank, memory_id, reason, enqueued_at) VALUES (?, ?, ?, ?)",
            (bank, memory_id, reason, to_epoch(at)),
        )

    def dequeue(self, bank: str, ids: list[str]) -> None:
        for mid in ids:
            self.c.execute("DELETE FROM review_queue WHERE bank = ? AND memory_id = ?", (bank, mid))

    def add_alert(self, bank: str, at: datetime, kind: str, message: str, data: dict[str, Any]) -> None:
        self.c.execute(
            "INSERT INTO alerts(bank, at, kind, message, data) VALUES (?, ?, ?, ?, ?)",
            (bank, to_epoch(at), kind, message, json.dumps(data, ensure_ascii=False, default=str)),
        )

    def mark_decayed(self, bank: str, memory_id: str, at: datetime) -> None:
        self.c.execute("UPDATE memories SET decayed_at = ? WHERE +bank = ? AND id = ?", (to_epoch(at), bank, memory_id))


class SQLiteTx(_ReviewTxMixin):
    """Write operations inside one ``BEGIN IMMEDIATE`` transaction."""

    def __init__(self, store: SQLiteStore, conn: sqlite3.Connection) -> None:
        self.store = store
        self.c = conn

    def idempotent(self, bank: str, key: str) -> tuple[str, str] | None:
        r = self.c.execute(
            "SELECT memory_id, action FROM idempotency WHERE bank = ? AND key = ?", (bank, key)
        ).fetchone()
        return None if r is None else (r[0], r[1])

    def remember_key(self, bank: str, key: str, memory_id: str, action: str, at: datetime) -> None:
        self.c.execute(
            "INSERT INTO idempotency(bank, key, memory_id, action, created_at) VALUES (?, ?, ?, ?, ?)",
            (bank, key, memory_id, action, to_epoch(at)),
        )

    def nearest(
        self, bank: str, vec: np.ndarray, k: int, now: datetime, *, include_archived: bool = False
    ) -> list[tuple[Memory, float]]:
        statuses = (Status.active, Status.disputed, Status.archived) if include_archived else VISIBLE_STATUSES
        where, params = _where(bank, Filters(now=now, statuses=statuses))
        return [(_row_to_memory(r), s) for r, s in self.store._dense(self.c, bank, vec, k, where, params)]

    def get(self, bank: str, memory_id: str) -> Memory | None:
        return _get(self.c, bank, memory_id)

    def insert(self, memory: Memory, vec: np.ndarray) -> None:
        row = {"id": memory.id, "bank": memory.bank, "created_at": to_epoch(memory.created_at),
               "observed_at": to_epoch(memory.observed_at), "provenance": memory.provenance.model_dump_json(),
               "source": str(memory.provenance.source), "session_id": memory.provenance.session_id,
               "embedding": _blob(vec), **_mutable_values(memory)}
        cur = self.c.execute(
            f"INSERT INTO memories({', '.join(row)}) VALUES ({', '.join('?' * len(row))})", tuple(row.values())
        )
        body, extra = _fts_fields(memory)
        self.c.execute("INSERT INTO memory_fts(rowid, body, extra) VALUES (?, ?, ?)", (cur.lastrowid, body, extra))

    def update(self, memory: Memory, vec: np.ndarray | None = None) -> None:
        m = memory
        old = self.c.execute(
            f"SELECT seq, {', '.join(_INDEXED)} FROM memories WHERE +bank=? AND id=?", (m.bank, m.id)
        ).fetchone()
        row = _mutable_values(m)
        self.c.execute(
            f"UPDATE memories SET {', '.join(f'{k}=?' for k in row)} WHERE seq=?", (*row.values(), old[0])
        )
        if tuple(old[1:]) != tuple(row[k] for k in _INDEXED):  # re-segment only when indexed text changed
            body, extra = _fts_fields(m)
            self.c.execute("DELETE FROM memory_fts WHERE rowid = ?", (old[0],))
            self.c.execute("INSERT INTO memory_fts(rowid, body, extra) VALUES (?, ?, ?)", (old[0], body, extra))
        if vec is not None:
            self.c.execute("UPDATE memories SET embedding=? WHERE seq=?", (_blob(vec), old[0]))
            self.c.execute("UPDATE banks SET vec_epoch = vec_epoch + 1 WHERE name = ?", (m.bank,))

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
            "INSERT INTO events(memory_id, bank, at, type, actor, reason, data) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                memory_id,
                bank,
                to_epoch(at),
                str(type),
                actor,
                reason,
                json.dumps(data or {}, ensure_ascii=False, default=str),
            ),
        )


def _enable_wal(c: sqlite3.Connection, timeout: float = 60.0) -> None:
    """Switch to WAL. On a brand-new file this needs an exclusive lock and SQLite answers "locked" at once
    (no busy wait) while another process is doing the same: retry with backoff."""
    deadline = time.monotonic() + timeout
    delay = 0.002
    while True:
        try:
            mode = c.execute("PRAGMA journal_mode=WAL").fetchone()[0]
            break
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > deadline:
                c.close()
                raise
            time.sleep(delay)
            delay = min(delay * 2, 0.1)
    if str(mode).lower() != "wal":
        c.close()
        raise sqlite3.OperationalError(f"could not switch the store to WAL (journal_mode={mode})")


def _split_sql(script: str) -> list[str]:
    """Split a migration into statements (triggers contain ';' inside BEGIN ... END)."""
    out: list[str] = []
    buf: list[str] = []
    for line in script.strip().splitlines():
        buf.append(line)
        joined = "\n".join(buf).strip()
        if joined.endswith(";") and sqlite3.complete_statement(joined):
            out.append(joined)
            buf = []
    if "\n".join(buf).strip():
        out.append("\n".join(buf).strip())
    return out
