"""PostgreSQL schema: versioned migrations applied under an advisory lock (several processes may start at once).

Times are epoch seconds (``double precision``) exactly like the SQLite store, so both share their row mapping.
``memories.embedding`` is an untyped ``vector``: the embedder's dimension is only known once it is recorded
(``meta``), then :func:`ensure_vector_index` builds the HNSW index over ``embedding::vector(DIM)``.
``memories.tsv`` holds the jieba-segmented, stemmed keyword index (body weighted A, cue/keywords/tags B) and
``doc_len`` its token count; ``banks.docs`` / ``banks.tokens`` are the per-bank BM25 statistics.
``memory_terms`` (migration 2) is the inverted index of those tsvectors: one row per (memory ``seq``, lexeme)
with the weighted term frequency and the document length, rewritten by the write transaction whenever ``tsv``
changes; such a rewrite (or a deletion) increments ``banks.kw_epoch`` (migration 5), which restarts every
process's cache of the bank's postings (:mod:`hindsight.store.postgres.keywords`).
"""

from __future__ import annotations

import logging

import psycopg

from hindsight.store.postgres.search import WEIGHT_BODY, WEIGHT_EXTRA

log = logging.getLogger(__name__)

#: advisory lock key (``hashtextextended`` of a fixed name) serialising migrations and index DDL
_DDL_LOCK = "hindsight:ddl"

#: HNSW build parameters (pgvector defaults, measured fine for 100k x 384 in docs/INFRA)
HNSW_M = 16
HNSW_EF_CONSTRUCTION = 64
#: pgvector HNSW indexes ``vector`` up to 2000 dimensions; beyond that searches stay exact
HNSW_MAX_DIM = 2000

#: a posting's weighted term frequency, from ``unnest(tsvector) AS u`` (body positions weigh 1.0, extra 0.6)
TERM_F = (
    f"({WEIGHT_BODY} * cardinality(array_positions(u.weights, 'A')) "
    f"+ {WEIGHT_EXTRA} * cardinality(array_positions(u.weights, 'B')))::float8"
)

MIGRATIONS: list[str] = [
    # 1: initial schema (everything the SQLite store has after its migration 5, plus API keys)
    """
    CREATE TABLE meta(key text PRIMARY KEY, value text NOT NULL);
    CREATE TABLE banks(
        name text PRIMARY KEY,
        created_at double precision NOT NULL,
        docs bigint NOT NULL DEFAULT 0,
        tokens bigint NOT NULL DEFAULT 0
    );
    CREATE TABLE memories(
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        id text NOT NULL UNIQUE,
        bank text NOT NULL REFERENCES banks(name),
        kind text NOT NULL,
        content text NOT NULL,
        summary text,
        cue text,
        keywords text NOT NULL DEFAULT '[]',
        tags jsonb NOT NULL DEFAULT '[]',
        metadata text NOT NULL DEFAULT '{}',
        importance double precision NOT NULL,
        confidence double precision NOT NULL,
        status text NOT NULL,
        critical smallint NOT NULL DEFAULT 0,
        created_at double precision NOT NULL,
        updated_at double precision NOT NULL,
        observed_at double precision NOT NULL,
        valid_from double precision,
        valid_until double precision,
        expires_at double precision,
        last_accessed double precision,
        access_count bigint NOT NULL DEFAULT 0,
        provenance text NOT NULL,
        source text NOT NULL,
        session_id text,
        supersedes text NOT NULL DEFAULT '[]',
        superseded_by text,
        decayed_at double precision,
        embedding vector NOT NULL,
        tsv tsvector NOT NULL DEFAULT ''::tsvector,
        doc_len integer NOT NULL DEFAULT 0
    );
    CREATE INDEX ix_memories_bank_seq ON memories(bank, seq);
    CREATE INDEX ix_memories_bank_status ON memories(bank, status);
    CREATE INDEX ix_memories_bank_session ON memories(bank, session_id);
    CREATE INDEX ix_memories_bank_updated ON memories(bank, updated_at);
    CREATE INDEX ix_memories_tsv ON memories USING gin(tsv);

    CREATE TABLE events(
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        memory_id text NOT NULL,
        bank text NOT NULL,
        at double precision NOT NULL,
        type text NOT NULL,
        actor text NOT NULL,
        reason text,
        data text NOT NULL DEFAULT '{}'
    );
    CREATE INDEX ix_events_memory ON events(memory_id, seq);
    CREATE INDEX ix_events_bank_seq ON events(bank, seq);
    CREATE FUNCTION hindsight_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        RAISE EXCEPTION 'events are append-only' USING ERRCODE = 'integrity_constraint_violation';
    END
    $$;
    CREATE TRIGGER events_no_change BEFORE UPDATE OR DELETE ON events
        FOR EACH ROW EXECUTE FUNCTION hindsight_events_append_only();
    CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events
        FOR EACH STATEMENT EXECUTE FUNCTION hindsight_events_append_only();

    CREATE TABLE idempotency(
        bank text NOT NULL,
        key text NOT NULL,
        memory_id text NOT NULL,
        action text NOT NULL,
        created_at double precision NOT NULL,
        PRIMARY KEY (bank, key)
    );
    CREATE TABLE retrieval_log(
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        bank text NOT NULL,
        at double precision NOT NULL,
        record text NOT NULL
    );
    CREATE INDEX ix_retrieval_bank ON retrieval_log(bank, seq);

    CREATE TABLE review_items(
        id text PRIMARY KEY,
        bank text NOT NULL,
        a_id text NOT NULL,
        b_id text NOT NULL,
        status text NOT NULL,
        created_at double precision NOT NULL,
        body text NOT NULL
    );
    CREATE INDEX ix_review_items_bank ON review_items(bank, status);
    CREATE UNIQUE INDEX ux_review_items_open_pair ON review_items(bank, a_id, b_id) WHERE status = 'open';
    CREATE TABLE review_runs(
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        run_id text NOT NULL UNIQUE,
        bank text NOT NULL,
        started_at double precision NOT NULL,
        event_watermark bigint NOT NULL,
        body text NOT NULL
    );
    CREATE INDEX ix_review_runs_bank ON review_runs(bank, seq);
    CREATE TABLE review_queue(
        bank text NOT NULL,
        memory_id text NOT NULL,
        reason text,
        enqueued_at double precision NOT NULL,
        PRIMARY KEY (bank, memory_id)
    );
    CREATE TABLE locks(
        name text PRIMARY KEY,
        holder text NOT NULL,
        expires_at double precision NOT NULL
    );
    CREATE TABLE alerts(
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        bank text NOT NULL,
        at double precision NOT NULL,
        kind text NOT NULL,
        message text NOT NULL,
        data text NOT NULL DEFAULT '{}'
    );
    CREATE INDEX ix_alerts_bank ON alerts(bank, seq);

    CREATE TABLE session_turns(
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        bank text NOT NULL,
        session_id text NOT NULL,
        role text NOT NULL,
        content text NOT NULL,
        at double precision NOT NULL,
        expires_at double precision NOT NULL,
        importance double precision NOT NULL,
        layer text NOT NULL,
        memory_id text
    );
    CREATE INDEX ix_session_turns_session ON session_turns(bank, session_id, seq);
    CREATE INDEX ix_session_turns_expiry ON session_turns(bank, expires_at);

    CREATE TABLE trace_steps(
        bank text NOT NULL,
        trace_id text NOT NULL,
        step_index integer NOT NULL,
        at double precision NOT NULL,
        data text NOT NULL,
        distilled_at double precision,
        PRIMARY KEY (bank, trace_id, step_index)
    );
    CREATE INDEX ix_trace_steps_pending ON trace_steps(bank, distilled_at, at);

    CREATE TABLE api_keys(
        id text PRIMARY KEY,
        name text UNIQUE,
        token_sha256 text NOT NULL,
        banks text NOT NULL,
        scope text NOT NULL,
        created_at double precision NOT NULL,
        revoked_at double precision
    );
    """,
    # 2: keyword postings (one row per memory and lexeme of its tsvector: BM25 straight from a B-tree, see
    # pg_search.bm25_postings_sql), back-filled from the existing tsvectors
    f"""
    CREATE TABLE memory_terms(
        bank text NOT NULL,
        lexeme text NOT NULL,
        seq bigint NOT NULL,
        f double precision NOT NULL,
        doc_len integer NOT NULL
    );
    INSERT INTO memory_terms(bank, lexeme, seq, f, doc_len)
        SELECT m.bank, u.lexeme, m.seq, {TERM_F}, m.doc_len FROM memories m CROSS JOIN LATERAL unnest(m.tsv) AS u;
    CREATE INDEX ix_memory_terms_lexeme ON memory_terms(bank, lexeme) INCLUDE (seq, f, doc_len);
    CREATE INDEX ix_memory_terms_seq ON memory_terms(seq);
    """,
    # 3: erasure: events stay append-only, except that an erasure may scrub an event's text (data '{}', reason
    # NULL, nothing else changed) and a deleted bank's events may go
    """
    CREATE OR REPLACE FUNCTION hindsight_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        IF TG_OP = 'UPDATE' AND NEW.seq = OLD.seq AND NEW.memory_id = OLD.memory_id AND NEW.bank = OLD.bank
           AND NEW.at = OLD.at AND NEW.type = OLD.type AND NEW.actor = OLD.actor AND NEW.data = '{}'
           AND NEW.reason IS NULL THEN
            RETURN NEW;
        END IF;
        IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM banks WHERE name = OLD.bank) THEN
            RETURN OLD;
        END IF;
        RAISE EXCEPTION 'events are append-only' USING ERRCODE = 'integrity_constraint_violation';
    END
    $$;
    """,
    # 4: the judged-pair ledger (store/judged.py): a costly judge judges a pair once unless one side changes
    """
    CREATE TABLE IF NOT EXISTS judged_pairs(
        bank text NOT NULL,
        a_id text NOT NULL,
        b_id text NOT NULL,
        a_hash text NOT NULL,
        b_hash text NOT NULL,
        relation text,
        judge text NOT NULL,
        attempts integer NOT NULL DEFAULT 1,
        judged_at double precision NOT NULL,
        PRIMARY KEY (bank, a_id, b_id)
    );
    CREATE INDEX IF NOT EXISTS ix_judged_pairs_b ON judged_pairs(bank, b_id);
    """,
    # 5: the keyword cache's epoch (store/postgres/keywords.py): every transaction that rewrites or deletes a
    # bank's postings increments it, so each process's cache of them starts over
    """
    ALTER TABLE banks ADD COLUMN IF NOT EXISTS kw_epoch bigint NOT NULL DEFAULT 0;
    """,
    # 6: room on each page of memories for a row's next version, so the search's bookkeeping (access_count,
    # last_accessed: no index reads them) is a HOT update: the new version stays on its page and no index entry is
    # written. At the default fillfactor (100) every such update of a bulk-written row moved it to another page and
    # wrote new entries in all six indexes, the HNSW and GIN ones included (bench/pg_bookkeeping.py: 10 rows per
    # call on 5,000, p50 11.3 ms vs 1.4 ms at 70). Pages written before this migration keep their layout until the
    # table is rewritten (VACUUM FULL); new rows get the room.
    """
    ALTER TABLE memories SET (fillfactor = 70);
    """,
    # 7: the read-time guard's stamp (guard/read.py): the seal of the guard that passed this very content
    # unchanged, so a search need not screen it again; NULL (every older row) = screened at read time. A nullable
    # column without a default: no table rewrite
    """
    ALTER TABLE memories ADD COLUMN IF NOT EXISTS guard_stamp text;
    """,
    # 8: a memory's hubness (store/hubness.py): its cosines to its nearest other active memories, best first, kept
    # by the write path (no index reads it: updating it stays a HOT update); NULL (every older row) = not computed
    # yet (the review loop backfills it). Nullable without a default: no table rewrite
    """
    ALTER TABLE memories ADD COLUMN IF NOT EXISTS near_cos real[];
    """,
]


def apply_migrations(conn: psycopg.Connection[tuple[object, ...]]) -> list[int]:
    """Apply the missing migrations in one transaction under an advisory lock; returns the versions applied
    by this call (empty when another process got there first)."""
    applied: list[int] = []
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(hashtextextended(%s, 0))", (_DDL_LOCK,))
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
        conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations("
            " version integer PRIMARY KEY,"
            " applied_at timestamptz NOT NULL DEFAULT now())"
        )
        row = conn.execute("SELECT coalesce(max(version), 0) FROM schema_migrations").fetchone()
        current = int(row[0]) if row else 0  # type: ignore[call-overload]
        for version, script in enumerate(MIGRATIONS, start=1):
            if version > current:
                conn.execute(script.encode())
                conn.execute("INSERT INTO schema_migrations(version) VALUES (%s)", (version,))
                applied.append(version)
    return applied


def migrate(url: str, *, connect_timeout_s: float = 10.0) -> list[int]:
    """Bring the database at ``url`` to the latest schema; returns the versions this call applied."""
    with psycopg.connect(url, autocommit=True, connect_timeout=max(1, int(connect_timeout_s))) as conn:
        return apply_migrations(conn)


def vector_index_name(dim: int) -> str:
    return f"ix_memories_hnsw_{int(dim)}"


def ensure_vector_index(conn: psycopg.Connection[tuple[object, ...]], dim: int) -> bool:
    """Build the HNSW index of dimension ``dim`` unless it exists, and drop indexes of other dimensions (a
    re-embed changed the model). The index covers ``embedding::vector(dim)`` of the rows of that dimension only
    (a partial index: rows of another dimension, live or dead, never break its build or an insert), by inner
    product: the vectors are L2-normalised, so it ranks by cosine exactly like the SQLite store's dot product.
    False when the dimension is above pgvector's HNSW limit (searches stay exact)."""
    dim = int(dim)
    if dim <= 0 or dim > HNSW_MAX_DIM:
        return False
    name = vector_index_name(dim)
    row = conn.execute("SELECT to_regclass(%s) IS NOT NULL", (name,)).fetchone()
    if row and row[0]:
        return True
    try:
        with conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(hashtextextended(%s, 0))", (_DDL_LOCK,))
            conn.execute(
                f"CREATE INDEX IF NOT EXISTS {name} ON memories USING hnsw ((embedding::vector({dim})) "
                f"vector_ip_ops) WITH (m = {HNSW_M}, ef_construction = {HNSW_EF_CONSTRUCTION}) "
                f"WHERE vector_dims(embedding) = {dim}".encode()
            )
            drop_vector_indexes(conn, keep=name)
        conn.execute("ANALYZE memories")  # fresh statistics, so the planner prices the new index right away
    except psycopg.errors.DataException as exc:
        log.warning("no HNSW index for dimension %d (searches stay exact): %s", dim, exc)
        return False
    return True


def drop_vector_indexes(conn: psycopg.Connection[tuple[object, ...]], *, keep: str | None = None) -> None:
    rows = conn.execute(
        "SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'memories' "
        "AND indexname LIKE 'ix_memories_hnsw_%%'"
    ).fetchall()
    for (name,) in rows:
        if name != keep:
            conn.execute(f'DROP INDEX IF EXISTS "{name}"'.encode())
