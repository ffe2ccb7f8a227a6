"""A thing the newer says the user left (judge/left.py), with the real e5 similarities."""

from __future__ import annotations

import pytest

from hindsight.embedder.e5 import E5Embedder
from hindsight.model import ConflictType, Relation
from test_rules_judge import mem, verdict


@pytest.mark.parametrize(("old", "new"), [
    ("The user's bank is Chase.", "The user closed the Chase account and banks at Summit Credit Union now."),
    ("The user is married to Tom.", "The user and Tom divorced this spring."),
    ("The user manages a coffee shop downtown.", "The user quit the coffee shop job and is looking for work."),
    ("The user drives a Ford Focus.", "The user sold the Ford Focus last month."),
    ("The user has a Netflix subscription.", "I cancelled Netflix yesterday."),
    ("用户在腾讯做后端开发。", "用户从腾讯离职，去了字节跳动。"),
    ("用户住在万科城的一套两居室。", "用户上个月从万科城搬出去了。"),
])
def test_the_older_thing_left_is_over(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old), mem(new, days=30))
    assert v.rule == "value_left", f"{v.rule}: {v.reason}"
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.temporal, "b"), v.reason


def test_one_of_several_things_left_is_a_possible_update(e5: E5Embedder) -> None:
    v = verdict(e5, mem("The user works at Google with Anna."), mem("The user broke up with Anna.", days=14))
    assert v.rule == "value_left", f"{v.rule}: {v.reason}"
    assert (v.relation, v.keep, v.possibly_updated) == (Relation.unrelated, "both", True), v.reason


@pytest.mark.parametrize(("old", "new"), [
    ("The user lives in Berlin.", "The user left Berlin for a week-long trip to Rome."),  # a trip
    ("The user's bank is Chase.", "The user wants to close the Chase account."),  # wished
    ("The user's bank is Chase.", "The user never closed the Chase account."),  # negated
    ("The user's bank is Chase.", "The user's sister closed her Chase account."),  # someone else
    ("The user drives a Ford Focus.", "The user sold the old lawnmower last month."),  # another thing
    ("The user doesn't bank with Chase.", "The user closed the Chase account."),  # the older negated
    ("用户在腾讯做后端开发。", "用户打算从腾讯离职。"),  # planned
    ("用户在腾讯做后端开发。", "用户的同事从腾讯离职了。"),  # a colleague
    ("用户住在北京。", "用户去上海出差，暂时退了北京的房子。"),  # away for a while
])
def test_no_whole_leaving_of_the_older_thing(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old), mem(new, days=30))
    assert v.rule != "value_left", v.reason
    assert not (v.relation == Relation.conflict and v.keep == "b" and "left" in v.reason), v.reason
