"""In-process BM25 over the ``memory_terms`` postings: the PostgreSQL store's keyword ranking without the server
scoring every match.

``bm25_postings_sql`` (:mod:`.search`) scans every posting of every query lexeme and sums a score per matching
memory inside PostgreSQL: at 100k memories a query with common words (a name, a topic word) touches tens of
thousands of postings and the keyword arm took ~40 ms (docs/benchmarks.md, *Scale*). Here the same scores are
computed with numpy from a per-process, per-bank cache of those postings (each lexeme's ``seq``, weighted
frequency ``f`` and document length), and only the best memories go back to PostgreSQL, which applies the
search's filters to them (``unnest`` of the candidates joined to ``memories`` by primary key) and orders them
exactly like the SQL (score, then ``m.id`` under the database's collation).

Keeping up with other connections and processes, in commit order. Everything one search reads (the bank's
statistics, the new postings, the lexemes it loads, the filters) comes from one ``REPEATABLE READ`` snapshot.
The cache of a bank is valid for one *state* of its postings, named by the bank row:

- inserts: every insert into a bank runs in ``PostgresStore.transaction(bank)``, which holds the bank's
  advisory lock from its first statement to its commit, so the bank's ``seq`` values are allocated in commit
  order: the rows above the highest ``seq`` the cache has seen are exactly the new ones, and they are appended
  (a range scan of ``memory_terms(seq)``);
- rewrites and deletions of postings (an edit of indexed text, an erasure) increment ``banks.kw_epoch`` in
  their transaction; a bank deleted and created again has another ``created_at``: either one resets the bank's
  cache. The increment is an ``UPDATE`` of the bank row, so a snapshot that sees epoch ``e`` sees every change
  made before it (the row lock orders those transactions' commits);
- a second guard, like the SQLite store's: ``banks.docs`` (kept by the same transactions) must have grown by
  exactly the number of new rows found; otherwise (a row that became visible below the cache's highest ``seq``)
  the cache starts over.

Status changes, access stats and other edits that leave the indexed text alone change no posting: the filters
read ``memories`` at search time, so they are always current. A search inside a write transaction (whose
uncommitted postings must not enter a cache other threads read) is answered by the SQL.
"""

from __future__ import annotations

import math
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from hindsight.store.postgres.pool import Conn
from hindsight.store.postgres.search import BM25_B, BM25_K1

#: a bank's cache holds at most this many postings (least recently used lexemes go first)
MAX_POSTINGS = 3_000_000
#: ... and the process caches at most this many banks
MAX_BANKS = 64
#: more new postings than this since the last search: start the bank over rather than patch
MAX_DELTA = 200_000

_EMPTY_I = np.zeros(0, dtype=np.int64)
_EMPTY_F = np.zeros(0, dtype=np.float64)


@dataclass
class _Postings:
    seqs: np.ndarray  # int64
    f: np.ndarray  # float64: weighted term frequency
    dl: np.ndarray  # float64: document length


@dataclass(frozen=True)
class BankState:
    """The bank row as one snapshot sees it."""

    created: float
    epoch: int
    docs: int
    tokens: int
    top: int  # highest seq of the bank's memories (0: none)


@dataclass
class _Bank:
    lock: threading.Lock = field(default_factory=threading.Lock)
    state: BankState | None = None
    size: int = 0  # postings held
    postings: OrderedDict[str, _Postings] = field(default_factory=OrderedDict)

    def reset(self) -> None:
        self.state, self.size = None, 0
        self.postings.clear()  # after an erasure nothing of the erased text stays here


STATE_SQL = (
    "SELECT b.created_at, b.kw_epoch, b.docs, b.tokens, "
    "coalesce((SELECT max(m.seq) FROM memories m WHERE m.bank = b.name), 0) FROM banks b WHERE b.name = %s"
)


#: the postings of some lexemes, one row per lexeme with binary arrays (~2x faster than a row per posting)
LOAD_SQL = (
    "SELECT lexeme, array_agg(seq), array_agg(f), array_agg(doc_len) FROM memory_terms "
    "WHERE bank = %s AND lexeme = ANY(%s::text[]) GROUP BY lexeme"
)


class KeywordCache:
    """The process's postings cache of one database (one per :class:`PostgresStore`)."""

    def __init__(self, max_postings: int = MAX_POSTINGS, max_banks: int = MAX_BANKS) -> None:
        self.max_postings = max_postings
        self.max_banks = max_banks
        self._lock = threading.Lock()
        self._banks: OrderedDict[str, _Bank] = OrderedDict()

    def _bank(self, bank: str) -> _Bank:
        with self._lock:
            b = self._banks.get(bank)
            if b is None:
                b = self._banks[bank] = _Bank()
                while len(self._banks) > self.max_banks:
                    self._banks.popitem(last=False)
            self._banks.move_to_end(bank)
            return b

    def forget(self, bank: str) -> None:
        with self._lock:
            self._banks.pop(bank, None)

    def search(self, c: Conn, bank: str, lexemes: list[str]) -> tuple[np.ndarray, np.ndarray]:
        """(seqs, BM25 scores) of every memory of ``bank`` matching one of ``lexemes``. Opens a ``REPEATABLE
        READ`` transaction on ``c`` (autocommit, idle) and leaves it open: the caller applies its filters in the
        same snapshot, then commits; on an error it is rolled back here. The postings of the lexemes the cache
        lacks now are read in the same round trip as the state (in that snapshot, so they are what a load after
        :meth:`_sync` would read)."""
        b = self._bank(bank)
        missing = [x for x in lexemes if x not in b.postings]
        try:
            with c.pipeline():  # BEGIN, the bank's state and the missing postings in one round trip
                c.execute("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY")
                cur = c.execute(STATE_SQL, (bank,))
                got = c.cursor(binary=True).execute(LOAD_SQL, (bank, missing)) if missing else None
            loaded = {r[0]: r for r in got.fetchall()} if got is not None else {}
            return self.scores(c, bank, lexemes, cur.fetchone(), (set(missing), loaded))
        except BaseException:
            if not c.closed:
                c.rollback()
            raise

    def scores(
        self, c: Conn, bank: str, lexemes: list[str], row: tuple[Any, ...] | None,
        read: tuple[set[str], dict[str, tuple[Any, ...]]] | None = None,
    ) -> tuple[np.ndarray, np.ndarray]:
        """(seqs, BM25 scores) as of the caller's snapshot, where ``row`` is the bank's state (:data:`STATE_SQL`);
        ``read``: lexemes whose postings were already read in that snapshot (:data:`LOAD_SQL`), and the rows."""
        b = self._bank(bank)
        with b.lock:
            if row is None:
                b.reset()
                return _EMPTY_I, _EMPTY_F
            state = BankState(float(row[0]), int(row[1]), int(row[2]), int(row[3]), int(row[4]))
            self._sync(c, bank, b, state)
            if state.docs <= 0:
                return _EMPTY_I, _EMPTY_F
            lists = self._load(c, bank, b, lexemes, read)
            return _bm25(lists, state)

    # -- keeping up -------------------------------------------------------------------------------------------
    def _sync(self, c: Conn, bank: str, b: _Bank, now: BankState) -> None:
        old = b.state
        if old is not None and (old.created != now.created or old.epoch != now.epoch or now.top < old.top):
            b.reset()
            old = None
        if old is not None and now.top > old.top:
            new = c.execute(
                "SELECT count(*) FROM memories WHERE bank = %s AND seq > %s AND seq <= %s", (bank, old.top, now.top)
            ).fetchone()
            if new is None or now.docs - old.docs != int(new[0]) or int(new[0]) * 64 > MAX_DELTA:
                b.reset()
                old = None
            elif b.postings:
                self._append(c, bank, b, old.top, now.top)
        elif old is not None and now.docs != old.docs:  # rows gone or come without a new top: start over
            b.reset()
        b.state = now

    def _append(self, c: Conn, bank: str, b: _Bank, after: int, upto: int) -> None:
        rows = c.execute(
            "SELECT lexeme, seq, f, doc_len FROM memory_terms WHERE seq > %s AND seq <= %s AND bank = %s",
            (after, upto, bank),
        ).fetchall()
        if len(rows) > MAX_DELTA:
            b.reset()
            return
        grouped: dict[str, list[tuple[Any, ...]]] = {}
        for r in rows:
            if r[0] in b.postings:
                grouped.setdefault(r[0], []).append(r)
        for lex, rs in grouped.items():
            p = b.postings[lex]
            add = _arrays(rs)
            b.postings[lex] = _Postings(*(np.concatenate([x, y]) for x, y in zip(
                (p.seqs, p.f, p.dl), (add.seqs, add.f, add.dl), strict=True)))
            b.size += len(rs)
        self._trim(b)

    def _load(self, c: Conn, bank: str, b: _Bank, lexemes: list[str],
              read: tuple[set[str], dict[str, tuple[Any, ...]]] | None = None) -> list[_Postings]:
        """The postings of ``lexemes`` as of the bank's state (the caller's snapshot, which :meth:`_sync` made
        the cache's): cached, or from ``read`` (read in that snapshot), or read now."""
        missing = [x for x in lexemes if x not in b.postings]
        if missing:
            asked, got = read or (set(), {})
            unread = [x for x in missing if x not in asked]
            if unread:
                rows = c.cursor(binary=True).execute(LOAD_SQL, (bank, unread)).fetchall()
                got = {**got, **{r[0]: r for r in rows}}
            for lex in missing:
                r = got.get(lex)
                p = _Postings(_EMPTY_I, _EMPTY_F, _EMPTY_F) if r is None else _Postings(
                    np.asarray(r[1], dtype=np.int64), np.asarray(r[2], dtype=np.float64),
                    np.asarray(r[3], dtype=np.float64))
                b.postings[lex] = p
                b.size += len(p.seqs)
        out = []
        for lex in lexemes:
            b.postings.move_to_end(lex)
            out.append(b.postings[lex])
        self._trim(b, keep=len(lexemes))
        return out

    def _trim(self, b: _Bank, keep: int = 0) -> None:
        while b.size > self.max_postings and len(b.postings) > keep:
            _, p = b.postings.popitem(last=False)
            b.size -= len(p.seqs)


def _arrays(rows: list[tuple[Any, ...]]) -> _Postings:
    n = len(rows)
    return _Postings(
        np.fromiter((r[1] for r in rows), dtype=np.int64, count=n),
        np.fromiter((r[2] for r in rows), dtype=np.float64, count=n),
        np.fromiter((r[3] for r in rows), dtype=np.float64, count=n),
    )


def _bm25(lists: list[_Postings], s: BankState) -> tuple[np.ndarray, np.ndarray]:
    """BM25 of :func:`hindsight.store.postgres.search.bm25_postings_sql`: per lexeme ``idf = max(ln((N − n + 0.5)
    / (n + 0.5)), 1e-6)`` with ``n`` its postings in the bank, summed per memory."""
    k1, b = BM25_K1, BM25_B
    avgdl = max(s.tokens / s.docs, 1.0)
    seq_parts: list[np.ndarray] = []
    score_parts: list[np.ndarray] = []
    for p in lists:
        n = len(p.seqs)
        if n == 0:
            continue
        idf = max(math.log((s.docs - n + 0.5) / (n + 0.5)), 1e-6)
        seq_parts.append(p.seqs)
        score_parts.append(idf * (p.f * (k1 + 1.0)) / (p.f + k1 * (1.0 - b + b * p.dl / avgdl)))
    if not seq_parts:
        return _EMPTY_I, _EMPTY_F
    if len(seq_parts) == 1:
        return seq_parts[0], score_parts[0]
    seqs = np.concatenate(seq_parts)
    vals = np.concatenate(score_parts)
    lo = int(seqs.min())
    span = int(seqs.max()) - lo + 1
    if span <= 8 * len(seqs):  # dense accumulation beats sorting
        acc = np.bincount(seqs - lo, weights=vals, minlength=span)
        ids = np.flatnonzero(np.bincount(seqs - lo, minlength=span))
        return ids.astype(np.int64) + lo, acc[ids]
    ids, inv = np.unique(seqs, return_inverse=True)
    return ids, np.bincount(inv, weights=vals)


def prefix_cut(scores: np.ndarray, m: int) -> np.ndarray:
    """Indices of the ``m`` best scores and every score tied with the ``m``-th (``FETCH FIRST m ROWS WITH
    TIES``), in no particular order."""
    n = len(scores)
    if m >= n:
        return np.arange(n)
    cut = np.partition(scores, n - m)[n - m]
    return np.flatnonzero(scores >= cut)
