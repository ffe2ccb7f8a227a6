"""One number by two notations is no other number (issue #15, "do no harm"): "3pm" / "15:00" and "+1 415 555 0100"
/ "(415) 555-0100" were disputed by the rules judge. Found by a fresh probe of the lead's; the real differences
next to each (another hour, another number) still count."""

from __future__ import annotations

import pytest

from hindsight.embedder.e5 import E5Embedder
from hindsight.language.notation import one_phone, same_numbers, same_phone
from hindsight.model import Relation
from test_rules_judge import mem, verdict

SAME = [
    ("at 3pm", "at 15:00"), ("at 3 p.m.", "at 15:00"), ("3:30 PM", "15:30"), ("12am", "00:00"),
    ("下午三点开会", "15点开会"), ("晚上八点", "20:00"), ("三点半", "3:30"), ("中午十二点", "12pm"),
    ("+1 415 555 0100", "(415) 555-0100"), ("+86 138 1234 5678", "13812345678"),
    ("$1,200 a month", "1200 dollars a month"), ("+44 20 7946 0958", "020 7946 0958"),
    ("0044 20 7946 0958", "020 7946 0958"),
    ("中午一点", "13:00"), ("晚上十二点", "00:00"), ("at 15:00", "at 3 pm"),
    ("用户开的是特斯拉Model 3", "用户的车是一辆特斯拉Model 3"),  # 一 before a measure word is an article
]
OTHER = [
    ("用户有一辆车", "用户有两辆车"), ("用户有十一个同事", "用户有十个同事"),  # counts stay counts
    ("at 3pm", "at 4pm"), ("at 3:00", "at 15:00"),  # no half of the day: as written
    ("9am", "9pm"), ("下午三点", "三点"), ("at 3pm", "at 3"),
    ("415 555 0100", "415 555 0199"), ("$1,200", "$1,300"), ("5 km", "6 km"),
    ("born 1990-03-05", "born 1990-05-03"),  # a date is no phone number
    ("at 3:00", "at 3am"), ("9am", "09:00"),  # an hour of twelve or less with no half of the day: as written
    ("13pm", "13:00"),  # no such 12-hour time
    ("555-0142", "(212) 555-0142"), ("account 4471 2309", "account 1 4471 2309"),  # an area code, other digits
    ("+1 415 555 0100 or +1 415 555 0199", "(415) 555-0100"),  # two numbers are not one
    ("甜一点", "1:00"), ("晚上一点", "13:00"), ("晚上十二点", "中午十二点"),  # no clock; one at night; midnight
]


@pytest.mark.parametrize(("a", "b"), SAME)
def test_one_number_two_notations(a: str, b: str) -> None:
    assert same_numbers(a, b) and same_numbers(b, a)


@pytest.mark.parametrize(("a", "b"), OTHER)
def test_other_numbers(a: str, b: str) -> None:
    assert not same_numbers(a, b) and not same_numbers(b, a)


def test_a_phone_number_and_its_prefix() -> None:
    assert same_phone("+1 415 555 0100", "415 555 0100") and same_phone("415-555-0100", "(415) 555 0100")
    assert same_phone("+44 20 7946 0958", "020 7946 0958")  # the national trunk 0
    assert not same_phone("1 415 555 0100", "415 555 0100")  # no "+" or "00": an area code or other digits
    assert not same_phone("+1 415 555 0100", "515 555 0100")  # not its ending
    assert not same_phone("+1 555010", "555010")  # fewer than seven digits
    assert not same_phone("+9999 415 555 0100", "415 555 0100")  # more than a country prefix of three


@pytest.mark.parametrize(("old", "new"), [
    ("The user's standup is at 3pm.", "The user's standup is at 15:00."),
    ("用户每周三下午三点开例会。", "用户每周三15点开例会。"),
    ("The user's mobile number is +1 415 555 0100.", "The user's cell is (415) 555-0100."),
])
def test_a_restatement_in_another_notation_is_neither_disputed_nor_replaced(e5: E5Embedder, old: str,
                                                                         new: str) -> None:
    for days in (0.003, 30):
        v = verdict(e5, mem(old), mem(new, days=days))
        assert v.relation == Relation.unrelated and not v.possibly_updated, (days, v.rule, v.reason)


@pytest.mark.parametrize(("old", "new"), [
    ("The user's standup is at 3pm.", "The user's standup is at 4pm."),
    ("用户每周三下午三点开例会。", "用户每周三下午四点开例会。"),
    ("The user's mobile number is +1 415 555 0100.", "The user's cell is (415) 555-0199."),
])
def test_another_number_is_still_one(e5: E5Embedder, old: str, new: str) -> None:
    assert verdict(e5, mem(old), mem(new, days=0.003)).relation == Relation.undecidable
    later = verdict(e5, mem(old), mem(new, days=30))
    assert (later.relation, later.keep) == (Relation.conflict, "b"), (later.rule, later.reason)


def test_phone_gates() -> None:
    assert not same_phone("55 50 10", "555010")  # six digits are no phone number
    assert not one_phone("on 1990-03-05", "on 1990-03-05")  # a date is no phone number
    assert one_phone("call +1 415 555 0100", "call (415) 555-0100")


def test_a_long_run_of_spaces_is_read_in_linear_time() -> None:
    # an optional time-of-day word before an unanchored \s* made this quadratic (37 s through the judge at 20 KB);
    # no clock asserted: the broken regex takes minutes, the suite's timeout shows it
    assert same_numbers("The user's rent went up to $1" + " " * 100_000 + "x", "rent $1")
