"""A new thing for the older memory's thing is an accessory or a part, not a new value of it (judge/accessory.py;
issue #15, false supersedes): "the user's phone is a Pixel 8" / "bought a new Spigen case for the phone" keeps the
phone. Attack twins with the same words that do replace the thing must still supersede.
"""

from __future__ import annotations

import pytest

from hindsight.embedder.e5 import E5Embedder
from hindsight.judge import accessory
from hindsight.model import ConflictType, Relation
from test_rules_judge import mem, unrelated, verdict


@pytest.mark.parametrize(("a", "b", "found"), [
    ("The user's phone is a Pixel 8.", "The user bought a new Spigen case for the phone.", ("case", "phone")),
    ("Benedikt's phone is a Pixel 8.", "Benedikt bought a new Spigen case for the phone.", ("case", "phone")),
    ("The user's car is a Volvo.", "The user got new winter tyres for the car.", ("tyres", "car")),
    ("The user's car is a Volvo.", "The car's new tyres are Michelins.", ("tyres", "car")),
    ("用户的手机是Pixel 8。", "用户给手机买了个新壳。", ("壳", "手机")),
    ("用户的手机是Pixel 8。", "用户给手机买了新手机壳。", ("壳", "手机")),
    ("用户的手机是Pixel 8。", "手机的新壳是红色的。", ("壳", "手机")),
    # attack twins: the thing itself replaced or new, or a new thing for someone else
    ("The user's phone is a Pixel 8.", "The user replaced the phone with a Pixel 9.", None),
    ("The user's phone is a Pixel 8.", "The user got a new phone, a Pixel 9.", None),
    ("The user's phone is a Pixel 8.", "The user bought a new phone for work, a Pixel 9.", None),
    ("The user's car is a Volvo.", "The user bought a new car for the family, a Tesla.", None),
    ("The user's phone case is black.", "The user bought a new case for the phone, a red one.", None),
    ("用户的手机是Pixel 8。", "用户换了新手机，Pixel 9。", None),
    ("用户的手机是Pixel 8。", "用户把手机换成了Pixel 9。", None),
    ("用户的车是比亚迪汉。", "用户给女儿买了辆新车。", None),
])
def test_a_new_thing_for_the_older_ones_thing(a: str, b: str, found: tuple[str, str] | None) -> None:
    assert accessory.accessory(a, b) == found


@pytest.mark.parametrize(("a", "b", "found"), [
    ("用户的手机壳是蓝色的。", "用户换了新手机号：13922223333。", ("手机壳", "手机号")),
    ("用户的车钥匙放在玄关。", "用户换了新车位，B2-17。", ("车钥匙", "车位")),
    # the part itself changed, or the older one about the whole thing
    ("用户的手机壳是蓝色的。", "用户换了新手机壳，红色的。", None),
    ("用户的手机号是13911112222。", "用户换了新手机号：13922223333。", None),
    ("The user's phone case is blue.", "The user got a new phone number.", None),  # English: the possessive has both
])
def test_an_older_part_is_not_the_newer_thing(a: str, b: str, found: tuple[str, str] | None) -> None:
    assert accessory.part_vs_other(a, b) == found


@pytest.mark.parametrize(("a", "b"), [
    ("The user's phone is a Pixel 8.", "The user bought a new Spigen case for the phone."),
    ("Benedikt's phone is a Pixel 8.", "Benedikt bought a new Spigen case for the phone."),
    ("用户的手机壳是蓝色的。", "用户换了新手机号：13922223333。"),
])
def test_the_judge_keeps_both(e5: E5Embedder, a: str, b: str) -> None:
    unrelated(e5, "accessory", a, b)


@pytest.mark.parametrize(("old", "new"), [
    ("The user's phone is a Pixel 8.", "The user replaced the phone with a Pixel 9."),
    ("The user's phone is a Pixel 8.", "The user got a new phone, a Pixel 9."),
    ("用户的手机号是13911112222。", "用户换了新手机号：13922223333。"),
    ("用户的手机是Pixel 8。", "用户把手机换成了Pixel 9。"),
])
def test_the_same_words_replacing_the_thing_still_supersede(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old, days=0), mem(new, days=30))
    assert v.rule != "accessory"
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.temporal, "b"), (v.rule, v.reason)
