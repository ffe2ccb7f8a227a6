"""A state reached, said a day or more later about the same subject (judge/later.py), with the real e5 similarities:
a soft link (both kept, the older possibly updated by the newer), never a change of state."""

from __future__ import annotations

import pytest

from hindsight.embedder.e5 import E5Embedder
from hindsight.judge.later import habit, reached
from hindsight.model import Relation
from test_rules_judge import mem, verdict


@pytest.mark.parametrize("content", [
    "The user passed grade 5.",
    "The user got promoted.",  # got + a participle: a state
    "The user has gotten engaged.",
    "用户升到了跆拳道黑带。",  # 了 after a resultative complement
    "用户换成了华为手机",
    "用户和小林分开住了。",  # 了 closing the sentence
    "用户有两个孩子了，二宝上周出生。",
])
def test_a_state_reached(content: str) -> None:
    assert reached(content)


@pytest.mark.parametrize("content", [
    "The user is at piano grade 4.",
    "The user bought a new oak coffee table.",  # "new" names a thing
    "The user is saving for a deposit on a house.",
    # review59: got / finally / now + a thing named like the older's activity is no state reached
    "The user got a Berlin library card.",
    "The user finally got an EpiPen.",
    "The user now owns hiking poles.",
    "用户是跆拳道蓝带。",
    "用户住在3号楼。",
    "用户了解Python。",  # 了 inside a word (了解) is no particle
    "The user got seven tickets for the final.",  # a number word ending in -en is no participle
    "The user got even with the landlord.",
    "用户买了新沙发。",  # 了 after a plain action verb: an event
    "用户去年在上海买了房。",
])
def test_no_state_reached(content: str) -> None:
    assert not reached(content)


@pytest.mark.parametrize(("content", "expected"), [
    ("The user runs 5 km every morning.", True),
    ("The user is a big fan of the Lakers.", True),
    ("用户喜欢做饭。", True),
    ("用户每天走路上班。", True),
    ("The user is at piano grade 4.", False),
    ("用户是跆拳道蓝带。", False),
])
def test_a_habit_or_a_liking(content: str, expected: bool) -> None:
    assert habit(content) is expected


@pytest.mark.parametrize(("old", "new", "days"), [
    ("The user is at piano grade 4.", "The user passed grade 5.", 30),
    ("The user is a brown belt in judo.", "The user passed the black belt exam in judo.", 90),
    ("用户是跆拳道蓝带。", "用户升到了跆拳道黑带。", 40),
    ("用户的月薪是一万五。", "用户的月薪涨到了两万一。", 30),
    # no word in common, one morpheme: 烟瘾 / 戒烟, 已婚 / 离婚, 夜班 / 白班 (language/morphemes.py)
    ("用户烟瘾很大，一天差不多一包。", "用户戒烟一个月了。", 42),
    ("用户已婚。", "用户离婚了。", 49),
    ("用户上夜班。", "用户调成了白班。", 14),
])
def test_later_and_reached_is_possibly_updated(e5: E5Embedder, old: str, new: str, days: float) -> None:
    v = verdict(e5, mem(old), mem(new, days=days))
    assert (v.rule, v.relation, v.keep, v.possibly_updated) == ("later_soft", Relation.unrelated, "both", True)


def test_one_moment_is_no_change(e5: E5Embedder) -> None:
    """An hour apart the two are one moment: no link (a disagreement then is for the conflict rules)."""
    v = verdict(e5, mem("The user is at piano grade 4."), mem("The user passed grade 5.", days=1 / 24))
    assert not v.possibly_updated and v.rule != "later_soft"


@pytest.mark.parametrize(("old", "old_source", "new"), [
    ("The user is at piano grade 4.", "agent", "The user passed grade 5."),  # an agent's guess: guess_vs_fact
    ("The user's son is at piano grade 4.", "user", "The user passed grade 5."),  # another person
    ("The user is at piano grade 4.", "user", "The user practises grade 5 pieces."),  # no state reached
    ("用户喜欢喝美式咖啡。", "user", "用户养了一只叫豆豆的狗。"),  # close, but no word in common
    ("The user got promoted last year.", "user", "The user got promoted to lead."),  # reached in both
    # review59: a habit or a liking is not updated by a thing or an event named like it
    ("The user practises judo every week as a brown belt.", "user", "The user passed the black belt exam in judo."),
    ("The user runs 5 km every morning.", "user", "The user got a running watch for her birthday."),
    ("用户喜欢沙发音乐。", "user", "用户买了新沙发。"),
    ("用户住在上海。", "user", "用户去年在上海买了房。"),
    # a twin: the characters of places name no predicate
    ("用户住在北京。", "user", "用户去南京出差了。"),
])
def test_kept_apart(e5: E5Embedder, old: str, old_source: str, new: str) -> None:
    v = verdict(e5, mem(old, source=old_source), mem(new, days=30))
    assert v.rule != "later_soft", v.reason


@pytest.mark.parametrize(("old", "new"), [
    # review68: a character in common that names another thing (车 / 车位) or an action done to its end (游完泳了)
    ("用户有一辆车。", "用户租到了车位。"),
    ("用户平时喝绿茶。", "用户买到了一套茶具。"),
    ("用户是医生。", "用户的医保卡办好了。"),
    ("用户在学游泳。", "用户游完泳了。"),
    ("用户有一辆车。", "用户的车保养完了。"),
])
def test_a_character_that_names_another_thing_links_nothing(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old), mem(new, days=21))
    assert not v.possibly_updated, v.reason
