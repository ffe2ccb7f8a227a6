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

Warming. A lexeme's postings are otherwise read by the first search that uses it: for a common one (a name, a
topic word: tens of thousands of postings at 100k memories) that is a load of tens of ms inside a search, and
the first searches of a process pay many. So once a search has synced a bank's cache, a worker thread
(:meth:`KeywordCache._warm`, one per bank and cache generation, again when the bank grew by
:data:`REWARM_GROWTH`) loads the postings of the lexemes in at least :data:`WARM_MIN_ROWS` memories, most common
first, in chunks of about :data:`WARM_CHUNK` postings, each chunk read on a pooled connection in its own
``REPEATABLE READ`` snapshot *W* and installed only into the state *C* the cache had when the chunk began:

- *W* must have *C*'s ``created_at`` and ``kw_epoch`` (no rewrite or deletion since *C*), and the rows above
  *C*'s top in *W* must be exactly ``W.docs − C.docs`` (the same guard as :meth:`KeywordCache._sync`): then the
  postings with ``seq <= C.top`` in *W* are *C*'s postings, and only those are read;
- at installation the cache must still be at *C* (no reset, no sync to a later state meanwhile: else the chunk
  is read again for the new state), and a lexeme a search loaded meanwhile keeps the search's postings (the
  same ones).

So a search computes the same with or without warming: the same postings, loaded earlier. Searches never wait
for it (it holds a bank's lock only to install a chunk); warmed lexemes go to the least recently used end of
the bank's cache (first to go), the warming never evicts (a bank's cache stops at ``max_postings``), and it
stops when the process's caches hold :data:`WARM_PROCESS_MAX` postings. One chunk loads at a time in the
process; :meth:`KeywordCache.stop` (the store closing) stops every warming between two chunks.
"""

from __future__ import annotations

import logging
import math
import threading
import weakref
from collections import OrderedDict
from collections.abc import Callable
from contextlib import AbstractContextManager
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
#: lexemes in at least this many memories of a bank are loaded ahead of the searches that use them (0: none)
WARM_MIN_ROWS = 200
#: postings read per warming snapshot (one pooled connection, one round trip; the lock taken once to install)
WARM_CHUNK = 50_000
#: warming stops when the process's postings caches (every store, every bank) hold this many postings
WARM_PROCESS_MAX = 6_000_000
#: a search warms a bank again when it grew by this share since its last warming started
REWARM_GROWTH = 0.25
#: a warming gives up after reading this many chunks in a row for a cache state that moved on meanwhile
WARM_RETRIES = 8

log = logging.getLogger(__name__)

#: a pooled connection for the warming (autocommit, idle), given back at the end of the block
Connect = Callable[[], AbstractContextManager[Conn]]

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
    gen: int = 0  # bumped by every reset: a warming of an older generation stops
    warmed_gen: int = -1  # the generation the last warming started for ...
    warmed_docs: int = 0  # ... and the bank's memories then
    warmer: threading.Thread | None = None

    def reset(self) -> None:
        self.state, self.size = None, 0
        self.gen += 1
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
#: the warming's lexemes: those in at least some memories of a bank, most common first (params: bank, rows)
COMMON_SQL = (
    "SELECT lexeme, count(*) FROM memory_terms WHERE bank = %s GROUP BY lexeme HAVING count(*) >= %s "
    "ORDER BY count(*) DESC, lexeme"
)
#: the memories of a bank above a seq (the warming's guard: params bank, seq)
ABOVE_SQL = "SELECT count(*) FROM memories WHERE bank = %s AND seq > %s"
#: :data:`LOAD_SQL` up to a seq (the warming reads a cache state's postings in a later snapshot)
WARM_SQL = (
    "SELECT lexeme, array_agg(seq), array_agg(f), array_agg(doc_len) FROM memory_terms "
    "WHERE bank = %s AND lexeme = ANY(%s::text[]) AND seq <= %s GROUP BY lexeme"
)

#: every cache of the process (the warming's process-wide budget counts their postings)
_CACHES: weakref.WeakSet[KeywordCache] = weakref.WeakSet()
#: one warming chunk loads at a time in the process (the searches keep the other cores)
_WARM_SLOT = threading.Lock()


def process_postings() -> int:
    """Postings held by every cache of the process."""
    return sum(c.postings_held() for c in list(_CACHES))


class KeywordCache:
    """The process's postings cache of one database (one per :class:`PostgresStore`)."""

    def __init__(self, max_postings: int = MAX_POSTINGS, max_banks: int = MAX_BANKS,
                 connect: Connect | None = None) -> None:
        self.max_postings = max_postings
        self.max_banks = max_banks
        #: the warming's connections (None: no warming) and its knobs (see the module's doc)
        self.connect = connect
        self.warm_min_rows = WARM_MIN_ROWS
        self.warm_chunk = WARM_CHUNK
        self.warm_process_max = WARM_PROCESS_MAX
        self._lock = threading.Lock()
        self._banks: OrderedDict[str, _Bank] = OrderedDict()
        self._stop = threading.Event()
        _CACHES.add(self)

    def postings_held(self) -> int:
        with self._lock:
            banks = list(self._banks.values())
        return sum(b.size for b in banks)

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
            self._start_warming(bank, b)
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

    # -- warming ----------------------------------------------------------------------------------------------
    def _start_warming(self, bank: str, b: _Bank) -> None:
        """Start the bank's warming for this cache generation, or again when the bank grew by
        :data:`REWARM_GROWTH` since the last one started (the caller holds ``b.lock``; the cache is synced)."""
        s = b.state
        if self.connect is None or self.warm_min_rows <= 0 or self._stop.is_set() or s is None:
            return
        if s.docs < self.warm_min_rows:
            return
        if b.warmed_gen == b.gen and s.docs <= b.warmed_docs * (1 + REWARM_GROWTH):
            return
        if b.warmer is not None and b.warmer.is_alive():
            return  # it stops at its next chunk (older generation) or finishes; a later search starts the next
        b.warmed_gen, b.warmed_docs = b.gen, s.docs
        b.warmer = threading.Thread(target=self._warm, args=(bank, b, b.gen), name="hindsight-pg-keywords-warm",
                                    daemon=True)
        b.warmer.start()

    def _warm(self, bank: str, b: _Bank, gen: int) -> None:
        assert self.connect is not None
        try:
            with self.connect() as c:
                common = [(str(r[0]), int(r[1])) for r in c.execute(COMMON_SQL, (bank, self.warm_min_rows))]
            todo = [x for x in common if x[0] not in b.postings]  # a racy peek: installation checks again
            misses = 0
            while todo and misses < WARM_RETRIES:
                chunk: list[str] = []
                size = 0
                for lex, n in todo:
                    if chunk and size + n > self.warm_chunk:
                        break
                    chunk.append(lex)
                    size += n
                if b.size + size > self.max_postings or process_postings() + size > self.warm_process_max:
                    return
                done = self._warm_chunk(bank, b, gen, chunk)
                if done is None:
                    return
                misses = 0 if done else misses + 1
                if done:
                    todo = todo[len(chunk):]
        except Exception:  # the server went away, the store closed: searches load on demand
            log.debug("warming the keyword postings of %s stopped", bank, exc_info=True)

    def _warm_chunk(self, bank: str, b: _Bank, gen: int, chunk: list[str]) -> bool | None:
        """Read and install one chunk's postings: True when done, False to read it again (the cache moved on
        meanwhile), None to stop (closing, reset, forgotten, or a snapshot the cache cannot take postings of)."""
        assert self.connect is not None
        if self._stop.is_set():
            return None
        with b.lock:
            start, now_gen = b.state, b.gen
        if now_gen != gen or start is None or self._banks.get(bank) is not b:
            return None
        with _WARM_SLOT, self.connect() as c:
            try:
                with c.pipeline():  # BEGIN, the state, the guard and the postings in one round trip
                    c.execute("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY")
                    cur = c.execute(STATE_SQL, (bank,))
                    above = c.execute(ABOVE_SQL, (bank, start.top))
                    got = c.cursor(binary=True).execute(WARM_SQL, (bank, chunk, start.top))
                    c.execute("COMMIT")
                row, new = cur.fetchone(), above.fetchone()
                rows = got.fetchall()
            except BaseException:
                if not c.closed:
                    c.rollback()
                raise
        if row is None or new is None:
            return None
        w = BankState(float(row[0]), int(row[1]), int(row[2]), int(row[3]), int(row[4]))
        if (w.created, w.epoch) != (start.created, start.epoch) or w.top < start.top:
            return None  # an edit, an erasure, the bank made again: the next search resets and warms afresh
        if w.docs - start.docs != int(new[0]):
            return None  # rows below the cache's top that it lacks: the next search starts over
        lists = {r[0]: _Postings(np.asarray(r[1], dtype=np.int64), np.asarray(r[2], dtype=np.float64),
                                 np.asarray(r[3], dtype=np.float64)) for r in rows}
        with b.lock:
            if b.gen != gen or self._stop.is_set():
                return None
            if b.state != start:
                return False  # a search synced it to a later state: read the chunk again for that one
            for lex in chunk:
                if lex in b.postings:  # a search loaded it meanwhile: keep the search's (the same postings)
                    continue
                p = lists.get(lex, _Postings(_EMPTY_I, _EMPTY_F, _EMPTY_F))
                b.postings[lex] = p
                b.postings.move_to_end(lex, last=False)  # warmed, not used: first to go
                b.size += len(p.seqs)
            self._trim(b)  # searches may have grown the bank's cache since the budget was checked
        return True

    def stop(self, timeout: float = 10.0) -> None:
        """Stop every warming (the store is closing): each stops before its next chunk."""
        self._stop.set()
        self.wait_warm(timeout)

    def wait_warm(self, timeout: float | None = None) -> bool:
        """Wait for the warmings running now; True when none runs (tests, benchmarks)."""
        with self._lock:
            threads = [b.warmer for b in self._banks.values() if b.warmer is not None]
        for t in threads:
            t.join(timeout)
        return not any(t.is_alive() for t in threads)


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
