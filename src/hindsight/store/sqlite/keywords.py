"""In-process BM25 over the FTS5 index's own postings: FTS5's ranking without FTS5 scoring every match.

``SELECT … FROM memory_fts WHERE memory_fts MATCH ? ORDER BY rank LIMIT n`` calls ``bm25()`` once per matching
row (position lists, the row's size record) before it can sort: at 100k memories a query whose words are common
matches ~25k rows and the keyword arm took ~30 ms, at 1M ~380 ms (docs/benchmarks.md, *Scale*). Here the same
score is computed with numpy from a cache of the index:

- each query token's postings (``fts5vocab`` *instance* rows: which row, which column), reduced to the row's
  weighted term frequency (body 1.0, extra 0.6: the ``rank`` of migration 3), loaded once per process and token;
- every row's length (the ``memory_fts_docsize`` records: tokens over both columns, unweighted) and bank
  (``memories.bank``, a small int code per row id), so each bank's row count and total length.

``score = Σ idf · f·(k1+1) / (f + k1·(1 − b + b·D/avgdl))`` with FTS5's k1 = 1.2, b = 0.75 and
``idf = ln((N − n + 0.5) / (n + 0.5))`` (1e-6 when not positive) per query phrase, summed like FTS5 sums its
phrases (two query words with one stem count twice, as in FTS5). The statistics are the searched bank's, like
the PostgreSQL store's (``banks.docs`` / ``banks.tokens``): N its rows (every status), n its rows holding the
phrase (per-bank counts kept with each phrase's postings), ``avgdl = max(its tokens / N, 1)``; so a bank's scores
do not move when another bank of the file grows. (``bank=None`` gives FTS5's own ``bm25()``: the whole file's
statistics.) Query words are tokenized by FTS5 itself (a
temporary FTS5 table with the store's tokenizer), so the tokens are the index's own.

A word FTS5 reads as a phrase of several tokens ("on-call" = on call, "e-mail", "v2.1") is scored here too, as
FTS5 scores a phrase: its rows are those holding the tokens next to each other, its idf counts those rows, its
frequency counts its instances. FTS5 finds the rows (``MATCH '"on-call"'`` without ``rank``), the tokens' cached
postings give the frequency (:meth:`KeywordIndex._phrase_freq`), and the phrase's postings are cached and
appended like a token's. Before, the phrase went to FTS5 as its own ``rank`` query, and at 1M memories "on call"
(57k rows, "on" in every row) took ~140-230 ms of bm25() calls, the whole tail of the keyword arm.

The postings give every match's score; the search needs the best few under its filters. :mod:`.topk` returns the
best ``m`` (the same rows, order and scores as scoring every match) from the rare words' rows and bounds on what
the common words can add, so a query holding words in a third of the rows no longer adds up a million postings.

The cache follows the file, written by this process or any other: FTS5 row ids are ``memories.seq``
(AUTOINCREMENT, one writer at a time), so rows above the highest id seen are new and are appended; a
rewrite or deletion of an indexed row (re-indexing an edited memory, erasure, bank deletion) bumps
``meta.fts_epoch`` in its transaction and the cache starts over. As a second guard, the cache also starts
over when FTS5's row count differs from the rows it knows. Everything one search reads comes from one read
transaction (one WAL snapshot).

Loading a common token's postings costs ~15-200 ms at 100k rows (every instance row passes through Python), and
at 1M ten times that, so a cold cache would put that inside searches. After a search has synced the cache, a
worker thread (:meth:`KeywordIndex.start_warming`, one per cache generation, its own read-only connection)
loads the postings of the tokens found in at least :attr:`KeywordIndex.warm_min_rows` rows, most common first,
up to the rows the cache knows, with the table :mod:`.topk` bounds a token's share from (per frequency the
shortest row: ~10 ms for a token in a third of 1M rows, no longer on the first search that uses it). It installs
a token only if the cache was not reset meanwhile (a reset bumps the generation) and the token is not cached
yet, so what a search computes is the same with or without it: the same postings, loaded earlier.

A store that grows after its first search (rows appended by this process or another) would otherwise extend
each cached token's postings inside the first search that reads it: at 1M rows after warming at 100k, ~900k
appended rows of "the" and its peers, ~250 ms of CPU p95 inside searches. So a search that finds the cache has
grown by :attr:`KeywordIndex.rewarm_growth` of the rows indexed when the last warming started starts warming
again: the common tokens of the grown index are loaded, and those already cached are extended by the rows
appended since their ``upto`` (read off the search path, installed only where the cached postings are still the
ones it extended: a search that extended them meanwhile keeps its own, which are the same).
"""

from __future__ import annotations

import contextlib
import json
import logging
import math
import sqlite3
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from hindsight.store.sqlite.topk import Phrase, Ranking, frontier, merge_frontier

#: the column weights of the store's ``rank`` (migration 3: ``bm25(1.0, 0.6)``)
COLUMN_WEIGHTS = {"body": 1.0, "extra": 0.6}
#: a row's weighted frequency of a token up to this means one instance (two instances weigh more than any one)
SINGLE_MAX = max(COLUMN_WEIGHTS.values())
assert 2 * min(COLUMN_WEIGHTS.values()) > SINGLE_MAX
#: the store's FTS5 tokenizer (schema migration 1), used to tokenize query words exactly like the index
TOKENIZER = "porter unicode61 remove_diacritics 2"
#: tokens in at least this many rows are loaded ahead of the searches that need them (0 = no warming)
WARM_MIN_ROWS = 200
#: a search starts warming again when the rows indexed grew by this share since the last warming started
REWARM_GROWTH = 0.25

log = logging.getLogger(__name__)

EPOCH_KEY = "fts_epoch"
BUMP_EPOCH = (
    f"INSERT INTO meta(key, value) VALUES ('{EPOCH_KEY}', '1') "
    "ON CONFLICT(key) DO UPDATE SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT)"
)


def bump_epoch(c: sqlite3.Connection) -> None:
    """Call in the transaction that deletes or rewrites a ``memory_fts`` row: every process's cache restarts."""
    c.execute(BUMP_EPOCH)


def _varints(buf: bytes) -> list[int]:
    """FTS5's varints (SQLite's record format: big-endian groups of 7 bits, high bit = more follows)."""
    out: list[int] = []
    v = 0
    for byte in buf:
        v = (v << 7) | (byte & 0x7F)
        if not byte & 0x80:
            out.append(v)
            v = 0
    return out


def _length(sz: bytes) -> int:
    """A row's token count over all columns from its docsize record (one varint per column)."""
    if max(sz, default=0) < 0x80:
        return sum(sz)
    return sum(_varints(sz))


@dataclass
class _Postings:
    seqs: np.ndarray  # int64, ascending
    freq: np.ndarray  # float64, weighted term frequency
    upto: int  # rows with id <= upto are in
    #: per distinct frequency the shortest row holding it (:func:`.topk.frontier`; None: not computed yet, by
    #: the first search that needs it: the row lengths are the search's)
    front: tuple[np.ndarray, np.ndarray] | None = None
    #: its rows per bank code (None: not counted yet; the first search that needs it counts)
    banks: np.ndarray | None = None


@dataclass
class _Snapshot:
    rows: int  # FTS5's row count (N)
    tokens: int  # total tokens over all columns
    top: int  # highest row id


@dataclass
class KeywordIndex:
    """The process's cache of one store file's FTS5 postings (all banks) and each bank's BM25 statistics."""

    lock: threading.Lock = field(default_factory=threading.Lock)
    epoch: int = -1
    upto: int = 0  # row lengths are known for ids <= upto
    known: int = 0  # rows whose length is known
    lengths: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.float64))
    #: every row's bank code (0: no row, or no memory), indexed like ``lengths``
    bank_of: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int32))
    codes: dict[str, int] = field(default_factory=dict)  # bank name -> code (1, 2, ...)
    bank_rows: np.ndarray = field(default_factory=lambda: np.zeros(1, dtype=np.int64))  # rows per code
    bank_tokens: np.ndarray = field(default_factory=lambda: np.zeros(1, dtype=np.float64))  # tokens per code
    postings: OrderedDict[str, _Postings] = field(default_factory=OrderedDict)
    max_tokens: int = 50_000  # tokens whose postings stay cached (least recently used go first)
    #: phrases of several tokens ("on call") whose rows stay cached, keyed by their tokens
    phrase_postings: OrderedDict[str, _Postings] = field(default_factory=OrderedDict)
    max_phrases: int = 5_000
    #: the store file the warming thread reads (None: no warming)
    warm_from: Path | None = None
    warm_min_rows: int = WARM_MIN_ROWS
    rewarm_growth: float = REWARM_GROWTH
    _tokenized: dict[str, list[str]] = field(default_factory=dict)
    _gen: int = 0  # bumped by every reset: a warming thread of an older generation stops
    _warmed_gen: int = -1
    _warmed_upto: int = 0  # the rows the last warming of this generation covered (ids <= it)
    _warmer: threading.Thread | None = None
    _stop: threading.Event = field(default_factory=threading.Event)

    def reset(self, epoch: int) -> None:
        self._gen += 1
        self.epoch, self.upto, self.known = epoch, 0, 0
        self.lengths = np.zeros(0, dtype=np.float64)
        self.bank_of = np.zeros(0, dtype=np.int32)
        self.codes = {}
        self.bank_rows, self.bank_tokens = np.zeros(1, dtype=np.int64), np.zeros(1, dtype=np.float64)
        self.postings.clear()
        self.phrase_postings.clear()
        self._tokenized.clear()  # after an erasure nothing of the erased text stays here, not even query words

    # -- query tokens ---------------------------------------------------------------------------------------
    def phrases(self, c: sqlite3.Connection, terms: list[str]) -> list[list[str]]:
        """The FTS5 tokens of each query word (FTS5's own tokenizer, through a per-connection temp table)."""
        todo = [t for t in dict.fromkeys(terms) if t not in self._tokenized]
        if todo:
            c.execute(f"CREATE VIRTUAL TABLE IF NOT EXISTS temp.hs_qtok USING fts5(t, tokenize='{TOKENIZER}')")
            c.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.hs_qtok_v USING fts5vocab(temp, hs_qtok, instance)")
            c.execute("DELETE FROM temp.hs_qtok")
            c.executemany("INSERT INTO temp.hs_qtok(rowid, t) VALUES (?, ?)", list(enumerate(todo, start=1)))
            toks: dict[int, list[tuple[int, str]]] = {}
            for term, doc, off in c.execute("SELECT term, doc, offset FROM temp.hs_qtok_v"):
                toks.setdefault(int(doc), []).append((int(off), str(term)))
            c.execute("DELETE FROM temp.hs_qtok")
            if len(self._tokenized) > 100_000:
                self._tokenized.clear()
            for i, t in enumerate(todo, start=1):
                self._tokenized[t] = [tok for _, tok in sorted(toks.get(i, []))]
        return [self._tokenized[t] for t in terms]

    # -- keeping up with the file ----------------------------------------------------------------------------
    def _snapshot(self, c: sqlite3.Connection) -> _Snapshot:
        r = c.execute("SELECT block FROM memory_fts_data WHERE id = 1").fetchone()
        vals = _varints(bytes(r[0])) if r is not None and r[0] is not None else []
        top = c.execute("SELECT max(id) FROM memory_fts_docsize").fetchone()[0]
        return _Snapshot(rows=vals[0] if vals else 0, tokens=sum(vals[1:]), top=int(top or 0))

    def _sync(self, c: sqlite3.Connection) -> _Snapshot:
        row = c.execute("SELECT value FROM meta WHERE key = ?", (EPOCH_KEY,)).fetchone()
        epoch = int(row[0]) if row is not None else 0
        if epoch != self.epoch:
            self.reset(epoch)
        snap = self._snapshot(c)
        if snap.top > self.upto:
            self._load_lengths(c, snap.top)
        if self.known != snap.rows:  # a deletion nobody announced: start over rather than rank from stale rows
            self.reset(epoch)
            self._load_lengths(c, snap.top)
        return snap

    def _load_lengths(self, c: sqlite3.Connection, top: int) -> None:
        rows = c.execute("SELECT id, sz FROM memory_fts_docsize WHERE id > ? AND id <= ?", (self.upto, top)).fetchall()
        if top + 1 > self.lengths.shape[0]:
            size = max(top + 1, int(self.lengths.shape[0] * 1.5) + 1024)
            grown = np.zeros(size, dtype=np.float64)
            grown[: self.lengths.shape[0]] = self.lengths
            self.lengths = grown
            codes = np.zeros(size, dtype=np.int32)
            codes[: self.bank_of.shape[0]] = self.bank_of
            self.bank_of = codes
        if rows:
            ids = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
            lens = np.fromiter((_length(bytes(r[1])) for r in rows), dtype=np.float64, count=len(rows))
            self.lengths[ids] = lens
            # the rows' banks: a string of row ids per bank (a row without a memory keeps code 0, no bank's); most
            # of the file read at once: one pass over the (bank, seq) index beats reading the rows
            scan = "INDEXED BY ix_memories_bank_seq" if (top - self.upto) * 4 > top and _has_bank_index(c) else ""
            for name, seqs in c.execute(f"SELECT bank, group_concat(seq) FROM memories {scan} WHERE seq > ? AND "
                                        "seq <= ? GROUP BY bank", (self.upto, top)):
                code = self.codes.setdefault(str(name), len(self.codes) + 1)
                self.bank_of[np.array(str(seqs).split(","), dtype=np.int64)] = code
            banks, size = self.bank_of[ids], len(self.codes) + 1
            self.bank_rows = _add(self.bank_rows, np.bincount(banks, minlength=size))
            self.bank_tokens = _add(self.bank_tokens, np.bincount(banks, weights=lens, minlength=size))
        self.known += len(rows)
        self.upto = top

    def _bank_rows(self, p: _Postings, code: int) -> int:
        """The rows of ``p`` in the bank of ``code`` (its per-bank counts made by the first search that asks)."""
        if p.banks is None:
            p.banks = np.bincount(self.bank_of[p.seqs], minlength=len(self.codes) + 1)
        return int(p.banks[code]) if code < len(p.banks) else 0

    def _postings(self, c: sqlite3.Connection, token: str, top: int) -> _Postings:
        p = self.postings.get(token)
        if p is not None and p.upto >= top:
            self.postings.move_to_end(token)
            return p
        after = p.upto if p is not None else 0
        rows = c.execute(
            "SELECT doc, col FROM temp.hs_fts_inst WHERE term = ? AND doc > ? AND doc <= ?", (token, after, top)
        ).fetchall()
        new = _postings_of(rows, top)
        if p is not None:
            new = self._appended(p, new.seqs, new.freq, top)
        p = new
        self.postings[token] = p
        self.postings.move_to_end(token)
        while len(self.postings) > self.max_tokens:
            self.postings.popitem(last=False)
        return p

    @staticmethod
    def _extended(p: _Postings, new: _Postings, front: tuple[np.ndarray, np.ndarray] | None) -> _Postings:
        """``p`` with the rows of ``new`` (appended after ``p.upto``; ``front``: their frontier, ``new.banks``
        their rows per bank, or None when unknown) as :meth:`_appended` makes it."""
        merged, banks = p.front, p.banks
        if len(new.seqs):
            merged = None if merged is None or front is None else merge_frontier(merged, front)
            banks = None if banks is None or new.banks is None else _add(banks, new.banks)
        return _Postings(np.concatenate([p.seqs, new.seqs]), np.concatenate([p.freq, new.freq]), new.upto, merged,
                         banks)

    def _appended(self, p: _Postings, seqs: np.ndarray, freq: np.ndarray, top: int) -> _Postings:
        front, banks = p.front, p.banks
        if front is not None and len(seqs):
            front = merge_frontier(front, frontier(freq, self.lengths[seqs]))
        if banks is not None and len(seqs):
            banks = _add(banks, np.bincount(self.bank_of[seqs], minlength=len(self.codes) + 1))
        return _Postings(np.concatenate([p.seqs, seqs]), np.concatenate([p.freq, freq]), top, front, banks)

    # -- phrases of several tokens -----------------------------------------------------------------------------
    def _phrase_postings(self, c: sqlite3.Connection, word: str, tokens: list[str], top: int) -> _Postings:
        """The rows holding a phrase of several tokens ("on-call" = on call) and its weighted frequency there:
        FTS5 finds the rows (``MATCH '"on-call"'``, no ``rank``: no bm25() per row), the tokens' cached
        postings give the frequency (:meth:`_phrase_freq`). Cached like a token's postings, keyed by its tokens."""
        key = " ".join(tokens)
        p = self.phrase_postings.get(key)
        if p is not None and p.upto >= top:
            self.phrase_postings.move_to_end(key)
            return p
        after = p.upto if p is not None else 0
        ids = c.execute(  # one string, not a row per match: a third less CPU for 57k rows
            "SELECT group_concat(rowid) FROM memory_fts WHERE memory_fts MATCH ? AND rowid > ? AND rowid <= ?",
            ['"' + word.replace('"', '""') + '"', after, top]).fetchone()[0]
        seqs = np.sort(np.array(str(ids).split(","), dtype=np.int64)) if ids else np.zeros(0, dtype=np.int64)
        freq = self._phrase_freq(c, tokens, seqs, top)
        new = _Postings(seqs, freq, top) if p is None else self._appended(p, seqs, freq, top)
        self.phrase_postings[key] = new
        self.phrase_postings.move_to_end(key)
        while len(self.phrase_postings) > self.max_phrases:
            self.phrase_postings.popitem(last=False)
        return new

    def _phrase_freq(self, c: sqlite3.Connection, tokens: list[str], seqs: np.ndarray, top: int) -> np.ndarray:
        """The phrase's weighted frequency in each of ``seqs`` (rows known to hold it). Where one of its tokens
        occurs once in the row, the phrase occurs once too, in that token's column: its frequency is the token's
        (every instance of the phrase holds an instance of that token at its own place). A cached token's
        postings answer that (or the rarest token's, loaded); the rows left, where every token repeats, are
        re-tokenized and their instances counted (:func:`_count_phrase`)."""
        freq = np.full(len(seqs), np.nan)
        if not len(seqs):
            return freq
        toks = [t for t in dict.fromkeys(tokens) if t in self.postings]
        if not toks:
            counts = dict(c.execute(f"SELECT term, doc FROM temp.hs_fts_row WHERE term IN "
                                    f"({','.join('?' * len(tokens))})", tokens).fetchall())
            toks = [min(tokens, key=lambda t: int(counts.get(t, 0)))]
        for t in toks:
            todo = np.flatnonzero(np.isnan(freq))
            if not len(todo):
                break
            tp = self._postings(c, t, top)
            f = tp.freq[np.minimum(np.searchsorted(tp.seqs, seqs[todo]), max(len(tp.seqs) - 1, 0))]
            single = f <= SINGLE_MAX
            freq[todo[single]] = f[single]
        rest = np.flatnonzero(np.isnan(freq))
        if len(rest):
            freq[rest] = _count_phrase(c, tokens, seqs[rest])
        return freq

    # -- scoring ------------------------------------------------------------------------------------------------
    def ranking(self, c: sqlite3.Connection, phrases: list[list[str]], terms: list[str],
                bank: str | None = None) -> Ranking:
        """The BM25 ranking of the query words' phrases (``terms``: the words; the caller holds a read snapshot):
        one :class:`~.topk.Phrase` per word, a single token's from its postings, a phrase of several tokens'
        from :meth:`_phrase_postings`, each with its own idf (FTS5 sums phrases; two words with one stem count
        twice, as in FTS5). With ``bank``: that bank's rows only, ranked with its own N, n and avgdl (the
        PostgreSQL store's statistics); None: every row, the whole file's statistics (FTS5's ``bm25()``)."""
        snap = self._sync(c)
        code = 0 if bank is None else self.codes.get(bank, -1)
        docs = snap.rows if code == 0 else int(self.bank_rows[code]) if code > 0 else 0
        if docs == 0:
            return Ranking([], self.lengths, 1.0, 0)
        out: list[Phrase] = []
        weights: list[tuple[float, int]] = []
        for word, ph in zip(terms, phrases, strict=True):
            if not ph:
                continue
            p = self._postings(c, ph[0], snap.top) if len(ph) == 1 else self._phrase_postings(c, word, ph, snap.top)
            n = len(p.seqs) if code == 0 else self._bank_rows(p, code)
            idf = math.log((docs - n + 0.5) / (n + 0.5))
            weights.append((idf if idf > 0 else 1e-6, n))
            if n == 0:
                continue
            if p.front is None:  # over every bank's rows: a bound of the bank's too
                p.front = frontier(p.freq, self.lengths[p.seqs])
            out.append(Phrase(p.seqs, p.freq, idf if idf > 0 else 1e-6, *p.front))
        if code == 0:
            r = Ranking(out, self.lengths, snap.tokens / snap.rows, snap.top)
        else:
            avgdl = max(float(self.bank_tokens[code]) / docs, 1.0)
            r = Ranking(out, self.lengths, avgdl, snap.top, self.bank_of, code)
        r.weights = weights
        return r

    def search(self, c: sqlite3.Connection, terms: list[str], bank: str | None = None) -> Ranking:
        """The ranking of the query words in ``bank`` (None: every bank, FTS5's statistics; one read snapshot;
        the postings it needs loaded or appended)."""
        with self.lock:
            phrases = self.phrases(c, terms)
            c.execute(
                "CREATE VIRTUAL TABLE IF NOT EXISTS temp.hs_fts_inst USING fts5vocab(main, memory_fts, instance)"
            )
            c.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.hs_fts_row USING fts5vocab(main, memory_fts, row)")
            own = not c.in_transaction
            if own:
                c.execute("BEGIN")  # one snapshot for the epoch, the statistics and the postings
            try:
                return self.ranking(c, phrases, terms, bank)
            finally:
                if own:
                    c.execute("COMMIT")
                self.start_warming()

    # -- warming ------------------------------------------------------------------------------------------
    def start_warming(self) -> None:
        """Start the warming thread for this cache generation, or again when the index grew by
        :attr:`rewarm_growth` since the last one started (the caller holds the lock; the cache is synced)."""
        if self.warm_from is None or self.warm_min_rows <= 0 or self.upto == 0:
            return
        if self._warmed_gen == self._gen and self.upto <= self._warmed_upto * (1 + self.rewarm_growth):
            return
        if self._warmer is not None and self._warmer.is_alive():
            return  # it stops at the next token (older generation) or finishes; a later search starts the next one
        self._warmed_gen, self._warmed_upto = self._gen, self.upto
        self._warmer = threading.Thread(target=self._warm, args=(self.warm_from, self._gen, self.upto),
                                        name="hindsight-keywords-warm", daemon=True)
        self._warmer.start()

    def _warm(self, path: Path, gen: int, top: int) -> None:
        try:
            c = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=60.0, check_same_thread=False)
        except sqlite3.Error:
            return
        try:
            c.execute("CREATE VIRTUAL TABLE temp.hs_warm_row USING fts5vocab(main, memory_fts, row)")
            c.execute("CREATE VIRTUAL TABLE temp.hs_warm_inst USING fts5vocab(main, memory_fts, instance)")
            tokens = [str(t) for (t,) in c.execute(
                "SELECT term FROM temp.hs_warm_row WHERE doc >= ? ORDER BY doc DESC LIMIT ?",
                (self.warm_min_rows, self.max_tokens // 2))]
            with self.lock:  # the cached tokens a search would extend by many rows (the common ones are below)
                cached = [t for t, p in self.postings.items() if p.upto < top and len(p.seqs) >= self.warm_min_rows]
            for token in dict.fromkeys([*tokens, *cached]):  # the common tokens, then cached ones grown common
                if self._stop.is_set() or self._gen != gen:
                    return
                old = self.postings.get(token)
                if old is not None and old.upto >= top:
                    continue
                after = old.upto if old is not None else 0
                rows = c.execute("SELECT doc, col FROM temp.hs_warm_inst WHERE term = ? AND doc > ? AND doc <= ?",
                                 (token, after, top)).fetchall()
                p = _postings_of(rows, top)
                # rows <= top keep their lengths and banks (a reset bumps the generation: checked below)
                lengths, bank_of, codes = self.lengths, self.bank_of, len(self.codes) + 1
                front = None
                if len(p.seqs) and lengths.shape[0] > top and bank_of.shape[0] > top:
                    front = frontier(p.freq, lengths[p.seqs])  # the bound's table, off the search's path
                    p.banks = np.bincount(bank_of[p.seqs], minlength=codes)  # the idf's counts, likewise
                with self.lock:
                    if self._gen != gen:
                        return
                    if old is None:
                        if token not in self.postings:  # a search loaded it meanwhile: keep the search's
                            p.front = front
                            self.postings[token] = p
                            self.postings.move_to_end(token, last=False)  # warmed, not used: first to go
                    elif self.postings.get(token) is old:  # not extended (nor dropped) by a search meanwhile
                        self.postings[token] = self._extended(old, p, front)
                    while len(self.postings) > self.max_tokens:
                        self.postings.popitem(last=False)
        except sqlite3.Error:  # the file went away, a schema without FTS5 postings: searches load on demand
            log.debug("warming the keyword postings stopped", exc_info=True)
        finally:
            with contextlib.suppress(sqlite3.Error):
                c.close()

    def stop(self, timeout: float = 5.0) -> None:
        """Stop the warming thread (the store is closing)."""
        self._stop.set()
        w = self._warmer
        if w is not None:
            w.join(timeout)

    def wait_warm(self, timeout: float | None = None) -> bool:
        """Wait for the warming thread; True when none runs (tests, benchmarks)."""
        w = self._warmer
        if w is not None:
            w.join(timeout)
        return w is None or not w.is_alive()


def _has_bank_index(c: sqlite3.Connection) -> bool:
    return c.execute("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = 'ix_memories_bank_seq'"
                     ).fetchone() is not None


def _add(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Two per-code counts added (the shorter one padded with zeros: codes made since it was counted)."""
    if len(a) < len(b):
        a, b = b, a
    out = a.copy()
    out[: len(b)] += b
    return out


def _postings_of(rows: list[tuple[int, str]], top: int) -> _Postings:
    seqs = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
    w = np.fromiter((COLUMN_WEIGHTS.get(r[1], 1.0) for r in rows), dtype=np.float64, count=len(rows))
    uniq, freq = _per_row(seqs, w)
    return _Postings(uniq, freq, top)


def _per_row(seqs: np.ndarray, weights: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """One entry per row: its id and the sum of its instances' column weights (ids ascending)."""
    if len(seqs) == 0:
        return seqs, weights
    order = np.argsort(seqs, kind="stable")
    s, w = seqs[order], weights[order]
    starts = np.flatnonzero(np.r_[True, s[1:] != s[:-1]])
    return s[starts], np.add.reduceat(w, starts)


def _count_phrase(c: sqlite3.Connection, tokens: list[str], seqs: np.ndarray) -> np.ndarray:
    """The phrase's weighted frequency in each of ``seqs`` by re-tokenizing the rows' text with the index's
    tokenizer (a per-connection temp table) and counting where its tokens follow each other in one column
    (every start counts, overlapping ones too, as in FTS5)."""
    c.execute(f"CREATE VIRTUAL TABLE IF NOT EXISTS temp.hs_ptok USING fts5(t, tokenize='{TOKENIZER}')")
    c.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.hs_ptok_v USING fts5vocab(temp, hs_ptok, instance)")
    c.execute("DELETE FROM temp.hs_ptok")
    texts = c.execute("SELECT rowid, body, extra FROM memory_fts WHERE rowid IN (SELECT value FROM json_each(?))",
                      [json.dumps(seqs.tolist())]).fetchall()
    cols = list(COLUMN_WEIGHTS)  # body, extra: the table's column order
    c.executemany("INSERT INTO temp.hs_ptok(rowid, t) VALUES (?, ?)",
                  [(2 * int(r[0]) + j, r[1 + j]) for r in texts for j in range(2) if r[1 + j]])
    wanted = set(tokens)
    at: dict[int, dict[str, set[int]]] = {}
    for term, doc, off in c.execute("SELECT term, doc, offset FROM temp.hs_ptok_v"):
        if term in wanted:
            at.setdefault(int(doc), {}).setdefault(str(term), set()).add(int(off))
    c.execute("DELETE FROM temp.hs_ptok")
    freq: dict[int, float] = {}
    for doc in sorted(at):
        pos = at[doc]
        w = COLUMN_WEIGHTS[cols[doc % 2]]
        for start in sorted(pos.get(tokens[0], ())):
            if all(start + j in pos.get(t, ()) for j, t in enumerate(tokens)):
                freq[doc // 2] = freq.get(doc // 2, 0.0) + w
    return np.array([freq.get(int(s), 0.0) for s in seqs], dtype=np.float64)
