"""Additive fusion's keyword normalisation (issue #15, hygiene corpus 18): a memory's BM25 divided by the best match
among the candidates (``search_keyword_norm="best"``) makes a match on one common word of the question a full 1.0
when nothing matches more; divided by at least what the question could score (its words' idf summed,
``scoring.keyword_ceiling``), it is the small share of the question it is. The store gives each word's idf and
rows (``keyword_weights``), the same the keyword arm scores with."""

from __future__ import annotations

import math
from datetime import UTC, datetime
from pathlib import Path

import pytest

from helpers.hash_embedder import HashEmbedder
from hindsight import Hindsight, Settings
from hindsight.policy import Calibration
from hindsight.search import scoring
from hindsight.search.scoring import Candidate

T0 = datetime(2025, 3, 1, 12, tzinfo=UTC)


def _cal() -> Calibration:
    return Calibration(floor=0.7)


def test_the_ceiling_sums_the_idf_of_the_question() -> None:
    weights = [(2.0, 1), (0.5, 6), (3.0, 0)]  # a rare word, a common one, one no memory holds
    assert scoring.keyword_ceiling(weights) == pytest.approx(5.5)
    assert scoring.keyword_ceiling(weights, matched_only=True) == pytest.approx(2.5)
    assert scoring.keyword_ceiling([]) == 0.0


def _cands() -> dict[int, Candidate]:
    return {0: Candidate(0, similarity=0.8, dense_rank=2, bm25=0.5, bm25_rank=1),  # the common word only
            1: Candidate(1, similarity=0.85, dense_rank=1)}  # the answer, by meaning alone


def test_a_common_word_alone_is_a_small_share_of_the_question() -> None:
    cal = _cal()
    best, share = _cands(), _cands()
    scoring.additive(best, cal, w_dense=0.6)
    scoring.additive(share, cal, w_dense=0.6, ceiling=2.5)
    assert best[0].relevance > best[1].relevance  # the full 1.0 of the best match outweighs the closer meaning
    assert share[0].relevance < share[1].relevance  # 0.5 of 2.5: the answer first
    assert share[1].relevance == pytest.approx(best[1].relevance)


def test_a_match_above_the_ceiling_normalises_as_before() -> None:
    cal = _cal()
    best = {0: Candidate(0, similarity=0.8, bm25=4.0, bm25_rank=1), 1: Candidate(1, similarity=0.8, bm25=1.0)}
    capped = {0: Candidate(0, similarity=0.8, bm25=4.0, bm25_rank=1), 1: Candidate(1, similarity=0.8, bm25=1.0)}
    scoring.additive(best, cal)
    scoring.additive(capped, cal, ceiling=2.5)
    assert [c.relevance for c in capped.values()] == [c.relevance for c in best.values()]


def test_no_keyword_match_stays_zero() -> None:
    cands = {0: Candidate(0, similarity=0.8)}
    scoring.additive(cands, _cal(), w_dense=0.6, ceiling=3.0)
    assert cands[0].relevance == pytest.approx(0.6 * _cal().normalise(0.8))


BANK = [
    "The user keeps a reading list of every book on the fridge",
    "The user is reading Middlemarch, halfway through",
    "The user walks the dog before breakfast",
    "The user drinks black coffee",
]


def _fill(hs: Hindsight, bank: str, texts: list[str]) -> None:
    hs.create_bank(bank)
    hs.write_many([{"content": t, "observed_at": T0.replace(minute=i)} for i, t in enumerate(texts)], bank=bank,
                  now=T0.replace(hour=13))
    hs.drain()


def test_sqlite_weights_are_the_bank_idf(fast_hs: Hindsight) -> None:
    _fill(fast_hs, "b", BANK)
    _fill(fast_hs, "other", [f"Book number {i} of the book club" for i in range(12)])  # another bank's rows
    n_docs = len(BANK)
    got = fast_hs.store.keyword_weights("b", ["book", "reading", "zeppelin"])
    idf = [math.log((n_docs - n + 0.5) / (n + 0.5)) for n in (1, 2, 0)]
    assert [w.rows for w in got] == [1, 2, 0]
    assert [w.idf for w in got] == pytest.approx([idf[0], 1e-6, idf[2]])  # "reading": in half, clamped like BM25
    assert fast_hs.store.keyword_weights("b", []) == []
    assert fast_hs.store.keyword_weights("nobank", ["book"]) == []


def test_search_normalises_by_what_the_question_could_score(tmp_path: Path) -> None:
    """The same bank and question: with "matched" the keyword share of the memory holding "book" alone is its BM25
    over the idf of the question's words the bank holds ("book"; "nightstand" is in none) rather than 1.0."""
    out = {}
    for norm in ("best", "matched"):
        home = tmp_path / norm
        hs = Hindsight.open(home / "store", embedder=HashEmbedder(),
                            settings=Settings(home=home, search_keyword_norm=norm, rerank="off"))
        try:
            _fill(hs, "b", BANK)
            res = hs.search("Which book is on the nightstand?", bank="b", explain=True, min_score=0,
                            now=T0.replace(hour=14), track_access=False)
            out[norm] = {h.content: h.explain for h in res.results}
        finally:
            hs.close()
    hit = BANK[0]
    best, matched = out["best"][hit], out["matched"][hit]
    assert best is not None and matched is not None and best.bm25_score == matched.bm25_score
    assert matched.relevance < best.relevance
    ceiling = math.log((4 - 1 + 0.5) / 1.5)  # "book" in 1 of 4; "nightstand" in none: not counted when matched
    assert ceiling >= (best.bm25_score or 0)  # so this bank's best match is below what the question could score
