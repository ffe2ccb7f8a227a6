"""Whose fact a hit is at read time (issue #15, corpus 18): which other person a memory is about
(people.person_of), so two other people are not one ('the user's boss' and 'the user's father-in-law'), and a
statement about another person that holds the query's word goes below the user's answer in other words."""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta

import numpy as np
import pytest

from hindsight.language import people
from hindsight.search import guesses
from hindsight.search.candidates import Item, Options, _same_person, _whose

T0 = datetime(2025, 3, 1, tzinfo=UTC)


@pytest.mark.parametrize(("content", "who"), [
    ("The user's boss parks a brand-new Tesla in the disabled bay.", "boss"),
    ("The user's father-in-law restores vintage cars.", "father-in-law"),
    ("User's wife drives a Tesla.", "wife"),
    ("The user's neighbour's dog is a Pomeranian.", "neighbour"),
    ("Nadia's son is five.", "son"),  # the user is Nadia
    ("用户的婆婆每天早上喝绿茶。", "婆婆"),
    ("何琳的儿子上小学。", "儿子"),  # the user is 何琳
    ("上周四开始用户的妹妹上网用Edge。", "妹妹"),
    ("王伟喜欢跑步。", "王伟"),
    # about the user
    ("The user drives a Volvo.", None), ("用户开一辆本田。", None), ("Nadia drives a Volvo.", None),
])
def test_person_of(content: str, who: str | None) -> None:
    assert people.person_of(content, frozenset({"Nadia", "何琳"})) == who


def test_two_other_people_are_two() -> None:
    boss, in_law = "The user's boss parks a Tesla.", "The user's father-in-law bought a Jaguar."
    assert not _same_person(boss, in_law)
    assert _same_person(in_law, "The user's father-in-law restores vintage cars.")
    assert _whose("The user drives a Honda.") == "user" and not _same_person("The user drives a Honda.", boss)


def _at(cos: float, side: int = 1) -> np.ndarray:
    a = side * math.acos(cos)
    return np.array([math.cos(a), math.sin(a)], dtype=np.float32)


def _item(mid: str, content: str, score: float, vec: np.ndarray, sim: float) -> Item:
    return Item(id=mid, content=content, source="user", observed_at=T0 + timedelta(days=1), score=score, vec=vec,
                similarity=sim)


def _dog(own_sim: float, third_cos: float) -> list[Item]:
    return [_item("o", "The user's neighbour's dog is a yappy Pomeranian.", 0.66, _at(1.0), 0.882),
            _item("u", "The user has a three-legged greyhound called Biscuit.", 0.35, _at(0.853), own_sim),
            _item("x", "The user keeps a cactus on the desk.", 0.23, _at(third_cos, -1), 0.81)]


def test_the_other_persons_statement_goes_below_the_users_answer_in_other_words() -> None:
    items = _dog(0.8834, 0.70)
    guesses.others_below_own(items, Options(), "What kind of dog does the user have?")
    assert items[0].score < items[1].score


@pytest.mark.parametrize(("own_sim", "third_cos"), [
    (0.87, 0.70),  # the user's statement is further from the query in meaning
    (0.8834, 0.85),  # it is not the other's clear nearest (short statements about one person all are close)
])
def test_no_shared_word_needs_meaning_and_lead(own_sim: float, third_cos: float) -> None:
    items = _dog(own_sim, third_cos)
    guesses.others_below_own(items, Options(), "What kind of dog does the user have?")
    assert items[0].score == 0.66


def test_a_question_about_the_other_person_keeps_their_statement() -> None:
    items = _dog(0.8834, 0.70)
    guesses.others_below_own(items, Options(), "What breed is the neighbour's dog?")
    assert items[0].score == 0.66


def test_a_reported_fact_leaves_the_person_open() -> None:
    """'用户老公说孩子已经转学了' is the child's fact told by the husband: one person with '用户儿子在光明小学读书'."""
    told, own = "用户老公说孩子已经转到育才小学了。", "用户儿子在光明小学读书。"
    assert people.person_of(told) is None and people.person_of(own) == "儿子"
    assert _same_person(told, own)
    assert people.person_of("The user's wife says the kids start school in May.") is None
    assert not _same_person("The user's boss parks a Tesla.", "The user's father-in-law bought a Jaguar.")
    assert _same_person("The user's boss parks a Tesla.", "The user's boss now drives a Kia.")
