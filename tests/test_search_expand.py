"""Expansion from the first hits (search/expand.py): the pure part that raises the next turn of a best hit."""

from __future__ import annotations

from datetime import UTC, datetime

from helpers.hits import search_hit
from hindsight.model import SearchHit
from hindsight.search import expand

T = datetime(2023, 5, 1, tzinfo=UTC)


def hit(mid: str, score: float) -> SearchHit:
    return search_hit(mid, score)


def test_the_next_turn_of_a_best_hit_is_raised_to_a_share_of_its_score() -> None:
    hits = [hit("q", 0.8), hit("x", 0.6), hit("a", 0.3), hit("z", 0.72)]
    raised = expand.raise_next(hits, {"q": "a", "x": "z"}, 0.85)
    by = {h.id: h for h in hits}
    assert raised == {"a": "q"} and by["a"].score == 0.68 and by["a"].explain is not None
    assert by["a"].explain.expanded_from == "q" and by["a"].explain.final == 0.68
    assert by["z"].score == 0.72 and by["z"].explain is not None and by["z"].explain.expanded_from is None


def test_only_found_candidates_and_only_the_first_hits() -> None:
    hits = [hit(f"h{i}", 1 - i / 10) for i in range(8)]
    # h0's next is not a candidate; h6 is past the first hits, so its next (h7) stays
    raised = expand.raise_next(hits, {"h0": "elsewhere", "h6": "h7", "h1": "h1"}, 0.85)
    assert raised == {} and [h.score for h in hits] == [1 - i / 10 for i in range(8)]


def test_a_raised_memory_whose_lender_is_out_of_date_goes_below_the_successor() -> None:
    # "x" (the stale statement) lent "n" (the turn after it) its score; hygiene found "x" outdated by "new"
    hits = [hit("n", 0.54), hit("new", 0.42), hit("x", 0.4199), hit("other", 0.41)]
    moved = expand.void_stale_lends(hits, {"n": "x"}, {"x": "new"})
    assert moved == ["n"] and [h.id for h in hits] == ["new", "n", "x", "other"]
    assert hits[1].score < hits[0].score and hits[1].explain is not None and hits[1].explain.final == hits[1].score


def test_a_lend_from_a_current_memory_or_one_already_below_stays() -> None:
    hits = [hit("n", 0.54), hit("new", 0.6), hit("x", 0.42), hit("m", 0.3)]
    # "n" already below the successor; "m" lent by a memory nobody outdated
    assert expand.void_stale_lends(hits, {"n": "x", "m": "y"}, {"x": "new"}) == []
    assert [h.score for h in hits] == [0.54, 0.6, 0.42, 0.3]
    # the successor itself raised by the stale memory is never moved
    hits = [hit("new", 0.7), hit("x", 0.4)]
    assert expand.void_stale_lends(hits, {"new": "x"}, {"x": "new"}) == []
