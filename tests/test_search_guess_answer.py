"""search/guess_answer.py: a hedged agent guess that is the query's nearest candidate in meaning — its refuting fact
first when that fact is also the guess's nearest first-hand candidate (issue #15, corpus 13) — and the cases it must
leave alone (the guess itself is never raised)."""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta

import numpy as np

from hindsight.search import guess_answer, hygiene
from hindsight.search.candidates import Item, Options

T0 = datetime(2025, 3, 1, tzinfo=UTC)


def _at(deg: float) -> np.ndarray:
    """A unit vector at ``deg`` degrees in the plane: cosines between items follow their angles."""
    a = math.radians(deg)
    return np.array([math.cos(a), math.sin(a)], dtype=np.float32)


def _item(mid: str, content: str, score: float, deg: float, sim: float, source: str = "user") -> Item:
    return Item(id=mid, content=content, source=source, observed_at=T0 + timedelta(days=1), score=score,
                vec=_at(deg), similarity=sim)


def _ids(items: list[Item]) -> list[str]:
    return [i.id for i in sorted(items, key=lambda i: (-i.score, i.id))]


def test_the_refuting_fact_goes_first_when_it_is_also_the_guess_s_nearest() -> None:
    """'Probably a student' is the query's nearest; 'has flown long-haul routes…' is the nearest fact to both the
    query and the guess: it goes first; the guess keeps its place below (it is not raised next to its refutation)."""
    items = [_item("o", "The user collects enamel pins from national parks.", 0.30, 40, 0.80),
             _item("f", "The user has flown long-haul routes for an airline since 2009.", 0.25, 10, 0.83),
             _item("g", "Probably a student, judging by all the exam talk.", 0.20, 0, 0.85, source="agent")]
    guess_answer.guess_as_answer(items, Options(), "What does the user do for a living?")
    assert _ids(items) == ["f", "o", "g"]


def test_the_query_s_nearest_fact_that_is_not_the_guess_s_nearest_stays_where_it_is() -> None:
    """The fact nearest the query is not the guess's nearest: nothing moves (and the guess is never raised)."""
    items = [_item("o", "The user whistles badly but often.", 0.30, 50, 0.80),
             _item("f", "The user sings in a church choir twice a week.", 0.25, 60, 0.84),
             _item("n", "The user keeps a jar of buttons from old coats.", 0.22, 10, 0.70),
             _item("g", "The user probably spends free time gaming.", 0.20, 0, 0.85, source="agent")]
    guess_answer.guess_as_answer(items, Options(), "How does the user unwind?")
    assert _ids(items) == ["o", "f", "n", "g"]


def test_nothing_moves_when_a_first_hand_statement_is_the_query_s_nearest() -> None:
    items = [_item("f", "The user has been vegetarian since university.", 0.30, 10, 0.86),
             _item("g", "The user likely eats meat.", 0.20, 0, 0.85, source="agent")]
    guess_answer.guess_as_answer(items, Options(), "Any food restrictions for the user?")
    assert _ids(items) == ["f", "g"]


def test_an_unhedged_agent_statement_is_no_guess() -> None:
    items = [_item("o", "The user bought a second-hand piano last month.", 0.30, 30, 0.80),
             _item("a", "The user has a mortgage with Barclays.", 0.20, 0, 0.87, source="agent")]
    guess_answer.guess_as_answer(items, Options(), "Does the user owe money on a home loan?")
    assert _ids(items) == ["o", "a"]


def test_a_guess_about_another_slot_than_the_query_s_stays_where_it_is() -> None:
    """'probably works at a bank' (work) for 'where does the user live?' (residence): not the question's answer."""
    items = [_item("o", "The user bought a second-hand piano last month.", 0.30, 30, 0.80),
             _item("g", "The user probably works at a bank.", 0.20, 0, 0.87, source="agent")]
    guess_answer.guess_as_answer(items, Options(), "Where does the user live?")
    assert _ids(items) == ["o", "g"]


def test_a_guess_about_another_person_stays_below_for_a_question_about_the_user() -> None:
    items = [_item("o", "The user bought a second-hand piano last month.", 0.30, 30, 0.80),
             _item("g", "The user's husband is probably an accountant.", 0.20, 0, 0.87, source="agent")]
    guess_answer.guess_as_answer(items, Options(), "What does the user do for a living?")
    assert _ids(items) == ["o", "g"]


def test_the_guess_below_fact_pass_s_choice_stands() -> None:
    """The earlier pass already put the guess below another fact (a slot in common, or cosine-close): neither the
    nearest fact nor the guess is raised (corpus 3: a statement about something else a hair nearer the query)."""
    def bank() -> list[Item]:
        items = [_item("c", "The user wrote compilers at two startups before this job.", 0.27, 12, 0.810),
                 _item("t", "The user restores old typewriters as a hobby.", 0.25, 10, 0.811),
                 _item("g", "The user seems new to coding.", 0.20, 0, 0.845, source="agent")]
        items[2].below_fact = "c"
        return items
    items = bank()
    guess_answer.guess_as_answer(items, Options(), "How experienced is the user as a developer?")
    assert _ids(items) == ["c", "t", "g"]


def test_a_lone_guess_is_not_raised() -> None:
    """'The user likely has a mortgage' is the query's nearest, with only statements about other things: no fact
    is the guess's nearest and the query's both, so nothing moves (the dropped "guess first" reading would have put
    the guess on top)."""
    items = [_item("p", "The user bought a second-hand piano last month.", 0.30, 40, 0.80),
             _item("v", "The user volunteers at a food bank on Saturdays.", 0.28, 60, 0.82),
             _item("n", "The user names every houseplant after a poet.", 0.26, 50, 0.78),
             _item("g", "The user likely has a mortgage.", 0.20, 0, 0.87, source="agent")]
    guess_answer.guess_as_answer(items, Options(), "Does the user owe money on a home loan?")
    assert _ids(items) == ["p", "v", "n", "g"]


def test_tidy_runs_it_and_the_option_turns_it_off() -> None:
    def bank() -> list[Item]:
        return [_item("o", "The user collects enamel pins from national parks.", 0.30, 40, 0.80),
                _item("f", "The user has flown long-haul routes for an airline since 2009.", 0.25, 10, 0.83),
                _item("g", "Probably a student, judging by all the exam talk.", 0.20, 0, 0.85, source="agent")]
    query = "What does the user do for a living?"
    assert hygiene.tidy(bank(), query, Options())[0].id == "f"
    assert hygiene.tidy(bank(), query, Options(guess_as_answer=False))[0].id == "o"
