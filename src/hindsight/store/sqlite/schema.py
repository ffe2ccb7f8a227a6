"""The SQLite store's schema: its versioned migrations and the memory columns every query reads.

A store file migrates whenever it is opened (:func:`apply_migrations`, inside the opener's write transaction).
"""

from __future__ import annotations

import sqlite3

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
    # 6: erasure: events stay append-only, except that an erasure may scrub an event's text (data '{}', reason
    # NULL, nothing else changed) and a deleted bank's events may go; a bank's memories page newest first
    """
    DROP TRIGGER events_no_update;
    DROP TRIGGER events_no_delete;
    CREATE TRIGGER events_no_update BEFORE UPDATE ON events
        WHEN NOT (NEW.seq = OLD.seq AND NEW.memory_id = OLD.memory_id AND NEW.bank = OLD.bank AND NEW.at = OLD.at
                  AND NEW.type = OLD.type AND NEW.actor = OLD.actor AND NEW.data = '{}' AND NEW.reason IS NULL)
        BEGIN SELECT RAISE(ABORT, 'events are append-only'); END;
    CREATE TRIGGER events_no_delete BEFORE DELETE ON events
        WHEN EXISTS (SELECT 1 FROM banks WHERE name = OLD.bank)
        BEGIN SELECT RAISE(ABORT, 'events are append-only'); END;
    CREATE INDEX ix_memories_bank_seq ON memories(bank, seq);
    """,
    # 7: the judged-pair ledger (store/judged.py): a costly judge judges a pair once unless one side changes
    """
    CREATE TABLE IF NOT EXISTS judged_pairs(
        bank TEXT NOT NULL,
        a_id TEXT NOT NULL,
        b_id TEXT NOT NULL,
        a_hash TEXT NOT NULL,
        b_hash TEXT NOT NULL,
        relation TEXT,
        judge TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 1,
        judged_at REAL NOT NULL,
        PRIMARY KEY (bank, a_id, b_id)
    );
    CREATE INDEX IF NOT EXISTS ix_judged_pairs_b ON judged_pairs(bank, b_id);
    """,
    # 8: the read-time guard's stamp (guard/read.py): the seal of the guard that passed this very content
    # unchanged, so a search need not screen it again; NULL (every older row) = screened at read time
    """
    ALTER TABLE memories ADD COLUMN guard_stamp TEXT;
    """,
    # 9: a memory's hubness (store/hubness.py): the JSON list of its cosines to its nearest other active
    # memories, best first, kept by the write path; NULL (every older row) = not computed yet (the review loop
    # backfills it)
    """
    ALTER TABLE memories ADD COLUMN near_cos TEXT;
    """,
]

#: the memory columns :func:`hindsight.store.rows.row_to_memory` reads, in order
COLUMNS = (
    "seq, id, bank, kind, content, summary, cue, keywords, tags, metadata, importance, confidence, status, "
    "critical, created_at, updated_at, observed_at, valid_from, valid_until, expires_at, last_accessed, "
    "access_count, provenance, supersedes, superseded_by, guard_stamp"
)
#: the same, of the table aliased ``m``
MCOLUMNS = ", ".join("m." + c.strip() for c in COLUMNS.split(","))


def apply_migrations(c: sqlite3.Connection) -> None:
    """Apply the migrations ``c``'s file lacks (the caller holds the write transaction)."""
    c.execute("CREATE TABLE IF NOT EXISTS schema_version(version INTEGER NOT NULL)")
    row = c.execute("SELECT max(version) FROM schema_version").fetchone()
    current = row[0] or 0
    for version, script in enumerate(MIGRATIONS, start=1):
        if version > current:
            for stmt in split_sql(script):
                c.execute(stmt)
            c.execute("INSERT INTO schema_version(version) VALUES (?)", (version,))


def split_sql(script: str) -> list[str]:
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
