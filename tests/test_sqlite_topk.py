"""The keyword arm's top-k without scoring every match (store/sqlite/topk.py): on random postings, ``Ranking.best``
must return exactly what the plain full scoring returns (same rows, order, scores to the last bit)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from hindsight.store.sqlite.topk import Phrase, Ranking, best_first, bound, frontier, share


def _phrase(rng: np.random.Generator, top: int, n: int, lengths: np.ndarray, rows_total: int) -> Phrase:
    seqs = np.sort(rng.choice(np.arange(1, top + 1), size=n, replace=False)).astype(np.int64)
    freq = rng.choice([0.6, 1.0, 1.6, 1.2, 2.0, 2.6, 3.0], size=n, p=[0.15, 0.55, 0.1, 0.05, 0.1, 0.03, 0.02])
    idf = math.log((rows_total - n + 0.5) / (n + 0.5))
    return Phrase(seqs, freq, idf if idf > 0 else 1e-6, *frontier(freq, lengths[seqs]))


def _ranking(seed: int) -> Ranking:
    """A query over ``top`` rows: a few rare phrases, some common ones, one in (nearly) every row, repeats of a
    phrase (two query words with one stem), and lengths drawn from few values (many equal scores)."""
    rng = np.random.default_rng(seed)
    top = int(rng.integers(50, 5000))
    lengths = np.zeros(top + 1)
    lengths[1:] = rng.choice([3, 5, 8, 12, 20, 40], size=top) if seed % 2 else rng.integers(1, 60, size=top)
    sizes = [int(rng.integers(1, max(2, top // 50))) for _ in range(int(rng.integers(0, 3)))]
    sizes += [int(rng.integers(1, top)) for _ in range(int(rng.integers(1, 5)))]
    if seed % 3 == 0:
        sizes.append(top - int(rng.integers(0, 3)))
    phrases = [_phrase(rng, top, n, lengths, top) for n in sizes]
    if seed % 4 == 0:
        phrases.append(phrases[int(rng.integers(0, len(phrases)))])
    rng.shuffle(phrases)  # type: ignore[arg-type]
    return Ranking(phrases, lengths, float(lengths[1:].mean()), top)


@pytest.mark.parametrize("seed", range(120))
def test_best_is_the_full_scorings_best(seed: int) -> None:
    r = _ranking(seed)
    seqs, scores = r.full()
    for m in (1, 3, 10, 100, 800, len(seqs), len(seqs) + 5):
        fresh = Ranking(r.phrases, r.lengths, r.avgdl, r.top)  # no full scoring cached
        got, vals, every = fresh.best(m)
        want = best_first(seqs, scores, min(m, len(seqs)))
        assert np.array_equal(got, seqs[want]), (seed, m)
        assert np.array_equal(vals, scores[want]), (seed, m)  # bit for bit, not close
        if every:
            assert len(got) == len(seqs)


@pytest.mark.parametrize("seed", range(60))
def test_a_banks_best_is_the_full_scorings_best_of_its_rows(seed: int) -> None:
    """Postings of every bank of a file, one bank ranked (rows of 1-4 banks, the bank small or big): ``best``
    gives the full scoring's best of that bank's rows, and the full scoring is every row's, kept to the bank's."""
    r = _ranking(seed)
    rng = np.random.default_rng(1000 + seed)
    banks = int(rng.integers(1, 5))
    bank_of = np.zeros(r.top + 1, dtype=np.int32)
    bank_of[1:] = rng.choice(np.arange(1, banks + 1), size=r.top, p=rng.dirichlet(np.ones(banks)))
    code = int(rng.integers(1, banks + 1))
    seqs, scores = Ranking(r.phrases, r.lengths, r.avgdl, r.top, bank_of, code).full()
    every_seqs, every_scores = r.full()
    mine = bank_of[every_seqs] == code
    assert np.array_equal(seqs, every_seqs[mine]) and np.array_equal(scores, every_scores[mine])
    for m in (1, 3, 10, 100, 800, len(seqs), len(seqs) + 5):
        fresh = Ranking(r.phrases, r.lengths, r.avgdl, r.top, bank_of, code)
        got, vals, every = fresh.best(m)
        want = best_first(seqs, scores, min(m, len(seqs)))
        assert np.array_equal(got, seqs[want]), (seed, m)
        assert np.array_equal(vals, scores[want]), (seed, m)
        if every:
            assert len(got) == len(seqs)


def test_best_prunes_when_a_rare_word_decides() -> None:
    """One rare phrase and common ones: the best ten come from the rare phrase's rows and the rows whose common
    phrases could still reach them, never from scoring every match."""
    rng = np.random.default_rng(5)
    top = 20_000
    lengths = np.zeros(top + 1)
    lengths[1:] = rng.integers(5, 30, size=top)
    phrases = [_phrase(rng, top, n, lengths, top) for n in (40, 300, 9_000, 19_000)]
    r = Ranking(phrases, lengths, float(lengths[1:].mean()), top)
    got, vals, every = r.best(10)
    assert r._full is None and not every  # decided without the full scoring
    seqs, scores = r.full()
    want = best_first(seqs, scores, 10)
    assert np.array_equal(got, seqs[want]) and np.array_equal(vals, scores[want])


def test_bound_is_the_largest_share() -> None:
    rng = np.random.default_rng(9)
    lengths = np.zeros(1001)
    lengths[1:] = rng.integers(1, 50, size=1000)
    for n in (1, 7, 300, 1000):
        p = _phrase(rng, 1000, n, lengths, 1000)
        for avgdl in (4.0, 17.5, 60.0):
            assert bound(p, avgdl) == share(p, lengths, avgdl).max()


def test_an_empty_ranking() -> None:
    r = Ranking([], np.zeros(1), 1.0, 0)
    got, vals, every = r.best(10)
    assert r.empty and every and len(got) == len(vals) == 0
