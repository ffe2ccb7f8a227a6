"""SQL pieces of the PostgreSQL store's search paths: filters, the keyword index and BM25, vector literals.

The keyword index is the SQLite store's FTS text (:func:`hindsight.store.rows.fts_fields`: jieba search-mode
segmentation, stop words kept) with each token stemmed like FTS5's porter tokenizer, written as a ``tsvector``
literal (what the ``'simple'`` configuration would give, but without PostgreSQL's parser re-splitting tokens
such as ``v2.1`` or ``e-mail``, and with positions weighted A for content/summary and B for cue/keywords/tags).
Queries are an OR of the same stemmed terms as a ``tsquery`` literal, matched through the GIN index (the
reference ranking).

Keyword ranking is real BM25 (k1 = 1.2, b = 0.75, the formula of SQLite FTS5's ``bm25()`` with the same column
weights 1.0 / 0.6), not ``ts_rank_cd``: ``ts_rank_cd`` has no IDF, so a common word such as 用户 would weigh as
much as a rare name and the two backends would rank differently. It is computed in one statement: the GIN index
finds the bank's matching rows, ``unnest(tsv)`` gives each query term's weighted frequency, the matching rows
give each term's document frequency, and ``banks.docs`` / ``banks.tokens`` (kept by the write transaction) give
N and the average length. Cost is linear in the number of matching rows, like FTS5 with ``ORDER BY rank``.

That statement (:func:`bm25_sql`) stays as the reference; :func:`bm25_postings_sql` gives the same scores from
the ``memory_terms`` inverted index (B-tree postings with each term's weighted frequency and the document
length), ~5-7x faster at 100k memories because no tsvector is unnested and no row of ``memories`` is read
beyond the ones the filters check; it answers searches inside a write transaction. Other searches score the
same postings in numpy from the process's cache of them (:mod:`hindsight.store.postgres.keywords`) and only
send the best candidates back through :func:`keyword_filter_sql`.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from hindsight.language import text
from hindsight.model import Memory
from hindsight.store.base import Filters
from hindsight.store.filters import POSTGRES, compile_filters
from hindsight.store.rows import fts_fields

BM25_K1 = 1.2
BM25_B = 0.75
#: FTS5 column weights of the SQLite store: body (content + summary) 1.0, extra (cue, keywords, tags) 0.6
WEIGHT_BODY = 1.0
WEIGHT_EXTRA = 0.6
#: tsvector limits: positions up to 16383, at most 256 positions per lexeme, lexemes under 2 KB
_MAX_POS = 16383
_MAX_POSITIONS = 256
_MAX_LEXEME_BYTES = 2000

COLUMNS = (
    "seq", "id", "bank", "kind", "content", "summary", "cue", "keywords", "tags::text", "metadata", "importance",
    "confidence", "status", "critical", "created_at", "updated_at", "observed_at", "valid_from", "valid_until",
    "expires_at", "last_accessed", "access_count", "provenance", "supersedes", "superseded_by",
    "guard_stamp",
)


def columns(alias: str = "m") -> str:
    return ", ".join(f"{alias}.{c}" for c in COLUMNS)


def where(bank: str, f: Filters, alias: str = "m") -> tuple[str, list[Any]]:
    """The SQL filter of :class:`Filters` (:func:`hindsight.store.filters.compile_filters` in PostgreSQL's dialect)."""
    return compile_filters(bank, f, POSTGRES, alias)


# -- vectors ----------------------------------------------------------------------------------------------
def vec_literal(vec: np.ndarray | list[float]) -> str:
    """A pgvector text literal (float32 values, round-trip exact)."""
    arr = np.asarray(vec, dtype=np.float32).ravel()
    return "[" + ",".join(map(repr, arr.tolist())) + "]"


def vec_from_binary(data: bytes) -> np.ndarray:
    """A ``vector`` in pgvector's binary form (dimension and a reserved word as big-endian int16, then big-endian
    float32s) as native float32: the same values a ``real[]`` reads, without parsing text."""
    dim = int.from_bytes(data[:2], "big")
    return np.frombuffer(data, dtype=">f4", count=dim, offset=4).astype(np.float32)


def vec_bytes(values: list[float] | None) -> bytes | None:
    """A ``real[]`` read back as the float32 bytes the shared row mapping expects."""
    return None if values is None else np.asarray(values, dtype=np.float32).tobytes()


# -- keyword index ----------------------------------------------------------------------------------------
def _lexeme(tok: str) -> str | None:
    if len(tok.encode()) > _MAX_LEXEME_BYTES:
        return None
    return "'" + tok.replace("\\", "\\\\").replace("'", "''") + "'"


def _terms(indexed: str) -> list[str]:
    """Index tokens of a field built by ``text.index_text``, stemmed like FTS5's porter tokenizer does."""
    return [text.stem(t) for t in indexed.split()]


def fts_document(body: str, extra: str) -> tuple[str, int]:
    """(tsvector literal, token count) of the two FTS fields (:func:`hindsight.store.rows.fts_fields`): body
    tokens weigh A, extra tokens B; positions keep term frequencies for BM25."""
    pos: dict[str, list[str]] = {}
    n = 0
    for field, weight in ((body, "A"), (extra, "B")):
        for tok in _terms(field):
            n += 1
            lst = pos.setdefault(tok, [])
            if len(lst) < _MAX_POSITIONS:
                lst.append(f"{min(n, _MAX_POS)}{weight}")
    parts = []
    for tok, ps in pos.items():
        lex = _lexeme(tok)
        if lex is not None:
            parts.append(f"{lex}:{','.join(ps)}")
    return " ".join(parts), n


def fts_of(m: Memory) -> tuple[str, int]:
    body, extra = fts_fields(m)  # the SQLite store's exact field text
    return fts_document(body, extra)


#: each query lexeme's rows in a bank and the bank's row count (one row per lexeme held, or one row of NULL,
#: 0 when none is; no row: no bank). Params: bank, lexemes, bank
WEIGHTS_SQL = (
    "SELECT t.lexeme, coalesce(t.n, 0), b.docs FROM banks b LEFT JOIN (SELECT lexeme, count(*) AS n "
    "FROM memory_terms WHERE bank = %s AND lexeme = ANY(%s::text[]) GROUP BY lexeme) t ON true WHERE b.name = %s"
)


def query_lexemes(terms: list[str]) -> list[str]:
    out: list[str] = []
    for t in terms:
        for tok in t.split():
            s = text.stem(tok)
            if s and s not in out and _lexeme(s) is not None:
                out.append(s)
    return out


def tsquery_literal(lexemes: list[str]) -> str:
    """OR of the terms (the SQLite store's MATCH query is an OR of quoted terms)."""
    return " | ".join(f"{_lexeme(t)}" for t in lexemes)


def bm25_sql(where_clause: str) -> str:
    """Params: *where params, tsquery, bank, lexemes (text[]), docs, avgdl, k. Returns (id, score) best first."""
    wa, wb = WEIGHT_BODY, WEIGHT_EXTRA
    return f"""
    WITH hits AS MATERIALIZED (
        SELECT m.id, m.doc_len, m.tsv, coalesce(({where_clause}), false) AS ok
        FROM memories m WHERE m.tsv @@ %s::tsquery AND m.bank = %s
    ), tf AS (
        SELECT h.id, h.ok, h.doc_len, u.lexeme,
               {wa} * cardinality(array_positions(u.weights, 'A'))
               + {wb} * cardinality(array_positions(u.weights, 'B')) AS f
        FROM hits h CROSS JOIN LATERAL unnest(h.tsv) AS u
        WHERE u.lexeme = ANY(%s::text[])
    ), df AS (
        SELECT lexeme, count(*)::float8 AS n FROM tf GROUP BY lexeme
    )
    SELECT tf.id,
           sum(greatest(ln((p.docs - df.n + 0.5) / (df.n + 0.5)), 1e-6)
               * (tf.f * ({BM25_K1} + 1))
               / (tf.f + {BM25_K1} * (1 - {BM25_B} + {BM25_B} * tf.doc_len / p.avgdl))) AS score
    FROM tf JOIN df USING (lexeme) CROSS JOIN (SELECT %s::float8 AS docs, %s::float8 AS avgdl) AS p
    WHERE tf.ok
    GROUP BY tf.id
    ORDER BY score DESC, tf.id
    LIMIT %s
    """


def bm25_postings_sql(where_clause: str) -> str:
    """The same BM25 ranking as :func:`bm25_sql` (kept as its reference), from the ``memory_terms`` postings:
    the B-tree on (bank, lexeme) gives each query lexeme's postings (index-only scans): counted, they give
    its document frequency (hence its IDF); then one scan per lexeme, summed per memory, gives every matching
    memory's score, without reading a row of ``memories``. The filters are applied to the best ``prefix``
    memories of that ranking first (``FETCH FIRST … WITH TIES``: a tie at the cut stays whole), probing
    ``memories`` by primary key in
    score order until k pass (incremental sort + limit); only when fewer than k pass and the prefix did not
    hold every match (a selective filter) does the second branch join the filtered memories to every score.
    One statement, one round trip; the scores are computed once.

    Params: bank, bank, lexemes (text[]), bank, prefix size, *where params, k, k, prefix size, *where params, k.
    Rows: (id, score, branch) best first, ties by id: branch 2 when present (it is complete), else branch 1."""
    k1, b = f"{BM25_K1}::float8", f"{BM25_B}::float8"
    return f"""
    WITH idf AS (
        SELECT t.lexeme,
               greatest(ln((min(c.docs) - count(*) + 0.5::float8) / (count(*) + 0.5::float8)), 1e-6::float8) AS w,
               min(c.avgdl) AS avgdl
        FROM memory_terms t CROSS JOIN (
            SELECT b.docs::float8 AS docs, greatest(b.tokens::float8 / b.docs, 1.0::float8) AS avgdl
            FROM banks b WHERE b.name = %s AND b.docs > 0
        ) AS c
        WHERE t.bank = %s AND t.lexeme = ANY(%s::text[])
        GROUP BY t.lexeme
    ), s AS MATERIALIZED (
        SELECT t.seq,
               sum(idf.w * (t.f * ({k1} + 1::float8))
                   / (t.f + {k1} * (1::float8 - {b} + {b} * t.doc_len / idf.avgdl))) AS score
        FROM idf CROSS JOIN LATERAL (
            SELECT t.seq, t.f, t.doc_len FROM memory_terms t WHERE t.bank = %s AND t.lexeme = idf.lexeme OFFSET 0
        ) AS t
        GROUP BY t.seq
    ), first AS (
        SELECT m.id, top.score
        FROM (SELECT s.seq, s.score FROM s ORDER BY s.score DESC FETCH FIRST %s ROWS WITH TIES) AS top
        JOIN memories m ON m.seq = top.seq
        WHERE {where_clause}
        ORDER BY top.score DESC, m.id LIMIT %s
    )
    SELECT id, score, 1 FROM first
    UNION ALL
    (SELECT m.id, s.score, 2 FROM s JOIN memories m ON m.seq = s.seq
     WHERE (SELECT count(*) FROM first) < %s AND (SELECT count(*) FROM s) > %s
       AND {where_clause}
     ORDER BY s.score DESC, m.id LIMIT %s)
    """


def keyword_filter_sql(where_clause: str) -> str:
    """The filters over scored candidates (the in-process BM25 of :mod:`.keywords`), best first, ties by id
    like :func:`bm25_postings_sql`. Params: seqs (bigint[]), scores (float8[]), *where params, k."""
    return f"""
    SELECT m.id, c.score FROM unnest(%s::bigint[], %s::float8[]) AS c(seq, score)
    JOIN memories m ON m.seq = c.seq
    WHERE {where_clause}
    ORDER BY c.score DESC, m.id LIMIT %s
    """
