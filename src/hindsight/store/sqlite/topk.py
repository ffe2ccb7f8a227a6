"""The best ``m`` rows of a BM25 sum without scoring every match (MaxScore over in-memory postings; pure numpy).

A query's score is ``Σ_i idf_i · f·(k1+1) / (f + k1·(1 − b + b·D/avgdl))`` over its phrases ``i`` (a word or a
phrase of tokens), each with its rows (ids ascending) and weighted term frequencies. Scoring every match means
touching every posting of every phrase: at 1M memories a query holding a word in a third of the rows adds up
millions of entries to rank a hundred. :meth:`Ranking.best` does not:

- every phrase gets an upper bound of its share, ``ub_i``: its largest share, exactly, from a small table kept with
  the postings (:func:`frontier`: per distinct frequency the shortest row holding it; the share falls with the
  row's length, so the largest one is at one of those rows whatever the average length is now);
- phrases sorted by their number of rows, fewest first (the highest idf; fewest candidates: ordering by bound
  instead put a name held by 85k rows before two words held by 28k and scored three times the rows), the first
  ``j`` are *essential*: their rows are the candidates, scored exactly (the other phrases' shares looked up by
  binary search in their postings, highest bound first, dropping on the way the candidates that can no longer
  reach the ``m``-th best: the long postings of common words are searched for the few candidates left);
- a row outside the candidates holds only non-essential phrases, so it scores at most ``Σ ub`` of those. If that
  (with a relative margin of 1e-9 for rounding) is below the ``m``-th best candidate score, no row outside can
  reach or tie the cut and the candidates' best ``m`` are the best ``m`` of all matches. Otherwise ``j`` grows by
  one phrase and the check repeats; with every phrase essential, or candidates from half the rows, the full
  scoring answers.

Results are the full scoring's, not an approximation: the same rows, order (equal scores: the older row first)
and scores to the last bit, because every row's sum is added in phrase order from 0.0 on both paths, with the same
per-posting formula (:func:`share`). ``tests/test_sqlite_topk.py`` checks that against :meth:`Ranking.full` on
random postings.

A ranking of one bank (``bank_of``: every row's bank code, ``code``: the bank's) ranks that bank's rows only: the
postings hold every bank's rows, the candidates and the full scoring keep the bank's. The bounds come from every
bank's rows (a superset: no smaller than the bank's own largest share), so the check above still holds.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

#: FTS5's bm25() constants
K1 = 1.2
B = 0.75
#: relative margin between the bound of the rows left out and the cut (float rounding of the sums)
MARGIN = 1e-9


@dataclass
class Phrase:
    """One query phrase's postings and its BM25 weight."""

    seqs: np.ndarray  # int64 row ids, ascending, unique
    freq: np.ndarray  # float64 weighted frequency per row
    idf: float
    fvals: np.ndarray  # the distinct frequencies (float64)
    dmins: np.ndarray  # per distinct frequency the shortest row's length (float64)


def frontier(freq: np.ndarray, lens: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(distinct frequencies, the shortest length per frequency) of postings; ``lens``: their rows' lengths."""
    if not len(freq):
        return np.zeros(0), np.zeros(0)
    fvals = np.unique(freq)
    if len(fvals) <= 32:  # the usual case (a word once or twice in a row): a pass per value beats ufunc.at
        return fvals, np.array([lens[freq == v].min() for v in fvals], dtype=np.float64)
    dmins = np.full(len(fvals), np.inf)
    np.minimum.at(dmins, np.searchsorted(fvals, freq), lens)
    return fvals, dmins


def merge_frontier(a: tuple[np.ndarray, np.ndarray], b: tuple[np.ndarray, np.ndarray]
                   ) -> tuple[np.ndarray, np.ndarray]:
    """The frontier of two sets of postings from theirs."""
    return frontier(np.concatenate([a[0], b[0]]), np.concatenate([a[1], b[1]]))


def share(p: Phrase, lengths: np.ndarray, avgdl: float, at: np.ndarray | None = None) -> np.ndarray:
    """The phrase's BM25 share of its rows (``at``: of those postings only); one formula for every path."""
    seqs, f = (p.seqs, p.freq) if at is None else (p.seqs[at], p.freq[at])
    norm = K1 * (1 - B + B * lengths[seqs] / avgdl)
    return p.idf * f * (K1 + 1) / (f + norm)


def bound(p: Phrase, avgdl: float) -> float:
    """The phrase's largest share: no row of it scores above this (the formula of :func:`share`, at each
    distinct frequency's shortest row)."""
    if len(p.seqs) == 0 or not len(p.fvals):
        return 0.0
    f = p.fvals
    norm = K1 * (1 - B + B * p.dmins / avgdl)
    return float(np.max(p.idf * f * (K1 + 1) / (f + norm)))


def best_first(seqs: np.ndarray, scores: np.ndarray, m: int) -> np.ndarray:
    """Indices of the ``m`` best scores, best first, equal scores by row id (the older row first)."""
    n = len(scores)
    part = np.arange(n) if m >= n else np.argpartition(-scores, m - 1)[:m]
    if m < n:  # rows tied with the m-th score are all candidates, so the tie order does not depend on the cut
        part = np.flatnonzero(scores >= scores[part].min())
    order = np.lexsort((seqs[part], -scores[part]))
    return part[order][:m]


def _union(parts: list[np.ndarray], top: int) -> np.ndarray:
    """Sorted unique row ids of several ascending arrays."""
    if len(parts) == 1:
        return parts[0]
    total = sum(len(p) for p in parts)
    if total * 8 > top:  # a dense mask beats sorting
        mask = np.zeros(top + 1, dtype=bool)
        for p in parts:
            mask[p] = True
        return np.flatnonzero(mask).astype(np.int64)
    return _sorted_unique(np.concatenate(parts))


def _sorted_unique(a: np.ndarray) -> np.ndarray:
    """``np.unique`` by sorting (numpy 2's hash-based unique is several times slower on row ids)."""
    a = np.sort(a)
    if len(a) < 2:
        return a
    keep = np.empty(len(a), dtype=bool)
    keep[0] = True
    np.not_equal(a[1:], a[:-1], out=keep[1:])
    return a[keep]


class Ranking:
    """The BM25 ranking of one query over a fixed snapshot of the postings (``lengths``: every row's length)."""

    def __init__(self, phrases: list[Phrase], lengths: np.ndarray, avgdl: float, top: int,
                 bank_of: np.ndarray | None = None, code: int = 0) -> None:
        self.phrases = [p for p in phrases if len(p.seqs)]
        self.lengths, self.avgdl, self.top = lengths, avgdl, top
        #: the rows ranked: those whose ``bank_of`` is ``code`` (None: every row)
        self.bank_of, self.code = bank_of, code
        self._full: tuple[np.ndarray, np.ndarray] | None = None
        #: each summed phrase's (idf, rows of the ranked bank holding it), those holding none included
        self.weights: list[tuple[float, int]] = []

    @property
    def empty(self) -> bool:
        return not self.phrases

    def full(self) -> tuple[np.ndarray, np.ndarray]:
        """(row ids ascending, score) of every match: every posting scored."""
        if self._full is not None:
            return self._full
        ps = self.phrases
        out: tuple[np.ndarray, np.ndarray]
        if not ps:
            out = (np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float64))
        elif len(ps) == 1:
            out = (ps[0].seqs, share(ps[0], self.lengths, self.avgdl))
        else:
            seqs = np.concatenate([p.seqs for p in ps])
            vals = np.concatenate([share(p, self.lengths, self.avgdl) for p in ps])
            if len(seqs) * 8 > self.top:  # dense accumulation beats sorting
                acc = np.bincount(seqs, weights=vals, minlength=self.top + 1)
                hit = np.bincount(seqs, minlength=self.top + 1) > 0
                ids = np.flatnonzero(hit).astype(np.int64)
                out = (ids, acc[ids])
            else:
                ids = _sorted_unique(seqs)
                out = (ids, np.bincount(np.searchsorted(ids, seqs), weights=vals, minlength=len(ids)))
        if self.bank_of is not None:
            keep = self.bank_of[out[0]] == self.code
            out = (out[0][keep], out[1][keep])
        self._full = out
        return out

    def best(self, m: int) -> tuple[np.ndarray, np.ndarray, bool]:
        """(row ids, scores) of the ``m`` best matches, best first, as :func:`best_first` over :meth:`full`
        orders them; and whether that is every match."""
        ps = self.phrases
        if not ps or m <= 0:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float64), not ps
        ubs = [bound(p, self.avgdl) for p in ps]
        order = sorted(range(len(ps)), key=lambda i: (len(ps[i].seqs), -ubs[i]))  # fewest candidates first
        j, rows = 0, 0
        while j < len(order) and rows < m:  # at least m candidates before the first check
            rows += len(ps[order[j]].seqs)
            j += 1
        while j < len(order):
            if rows * 2 > self.top:  # the candidates would be half the rows or more: the full scoring costs as much
                break
            rest = sum(ubs[i] for i in order[j:])
            cand, scores = self._score(order[:j], order[j:], ubs, m)
            if len(cand) >= m:
                cut = -np.partition(-scores, m - 1)[m - 1]
                if rest * (1 + MARGIN) < cut:
                    pick = best_first(cand, scores, m)
                    return cand[pick], scores[pick], False
            rows += len(ps[order[j]].seqs)
            j += 1
        seqs, scores = self.full()
        pick = best_first(seqs, scores, min(m, len(seqs)))
        return seqs[pick], scores[pick], len(seqs) <= m

    def _score(self, essential: list[int], others: list[int], ubs: list[float], m: int
               ) -> tuple[np.ndarray, np.ndarray]:
        """Candidates (the essential phrases' rows, ascending) that can still be among the ``m`` best, and their
        exact scores. The other phrases are looked up highest bound first; after each, a candidate goes when its
        shares so far plus the bounds of the phrases left stay below the ``m``-th best shares so far (a lower
        bound of the cut: shares only add), so the long postings are searched for the few candidates left. The
        shares are kept per phrase and the scores added in phrase order (the full scoring's sums, bit for bit)."""
        ps = self.phrases
        cand = _union([ps[i].seqs for i in sorted(essential)], self.top)
        if self.bank_of is not None:
            cand = cand[self.bank_of[cand] == self.code]
        parts: dict[int, tuple[np.ndarray, np.ndarray]] = {}  # phrase -> (candidate indices, its shares there)
        partial = np.zeros(len(cand), dtype=np.float64)
        for i in essential:
            at = np.searchsorted(cand, ps[i].seqs)
            if self.bank_of is None:
                parts[i] = (at, share(ps[i], self.lengths, self.avgdl))
            else:  # the phrase's rows in the bank
                mine = np.flatnonzero(self.bank_of[ps[i].seqs] == self.code)
                parts[i] = (at[mine], share(ps[i], self.lengths, self.avgdl, mine))
            partial[parts[i][0]] += parts[i][1]
        alive = np.arange(len(cand))
        left = sorted(others, key=lambda i: -ubs[i])
        for n, i in enumerate(left):
            p = ps[i]
            pos = np.searchsorted(p.seqs, cand[alive])
            pos[pos == len(p.seqs)] = 0
            hit = p.seqs[pos] == cand[alive]
            if hit.any():
                parts[i] = (alive[hit], share(p, self.lengths, self.avgdl, pos[hit]))
                partial[parts[i][0]] += parts[i][1]
            if len(alive) > m:
                cut = -np.partition(-partial[alive], m - 1)[m - 1]
                rem = sum(ubs[x] for x in left[n + 1:])
                alive = alive[(partial[alive] + rem) * (1 + MARGIN) >= cut]
        acc = np.zeros(len(cand), dtype=np.float64)
        for i in range(len(ps)):  # phrase order, as the full scoring adds
            if i in parts:
                acc[parts[i][0]] += parts[i][1]
        return cand[alive], acc[alive]
