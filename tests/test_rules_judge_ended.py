"""An activity the newer says has ended (judge/ended.py), with the real e5 similarities."""

from __future__ import annotations

import pytest

from hindsight.embedder.e5 import E5Embedder
from hindsight.judge.ended import ended
from hindsight.model import ConflictType, Relation
from test_rules_judge import mem, verdict


@pytest.mark.parametrize(("content", "activity"), [
    ("The user has quit smoking.", ("smoke",)),
    ("The user gave up chess last year.", ("chess",)),
    ("The user stopped going to the gym.", ("gym",)),
    ("The user stopped drinking coffee.", ("drink", "coffe")),  # the object too
    ("The user quit the choir.", ("choir",)),
    ("用户已经戒烟了。", ("烟",)),
    ("用户放弃了钢琴。", ("钢琴",)),
    ("用户停了瑜伽课。", ("瑜伽",)),
])
def test_an_ending_said_as_done(content: str, activity: tuple[str, ...]) -> None:
    assert ended(content) == activity


@pytest.mark.parametrize("content", [
    "The user wants to quit smoking.",  # wished
    "The user is trying to quit sugar.",
    "The user is going to quit smoking.",  # planned
    "If the user stops running, the knee will heal.",  # conditional
    "The user stopped by the shop.",  # no activity
    "The user smokes a pack a day.",  # no ending
    "用户打算戒烟。",
    "用户在戒烟。",  # in progress, not done
    "医生劝用户戒烟。",  # someone else's advice
    "用户每天抽一包烟。",
])
def test_no_ending_as_done(content: str) -> None:
    assert ended(content) is None


@pytest.mark.parametrize(("old", "new", "gap"), [
    ("The user goes to the gym three times a week.", "The user stopped going to the gym.", 30),
    ("The user plays chess online every night.", "The user gave up chess.", 30),
    ("用户每周弹两次钢琴。", "用户放弃了钢琴。", 30),
    ("The user smokes a pack a day.", "The user has quit smoking.", 0.001),  # one moment: still said as ended
])
def test_the_older_activity_is_over(e5: E5Embedder, old: str, new: str, gap: float) -> None:
    v = verdict(e5, mem(old, days=0), mem(new, days=gap))
    assert v.rule == "activity_ended", v.reason
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.temporal, "b"), v.reason


@pytest.mark.parametrize(("old", "new"), [
    ("The user drinks tea every morning.", "The user stopped drinking coffee."),  # another thing stopped
    ("The user doesn't smoke.", "The user has quit smoking."),  # the older is itself negated
    ("The user's husband smokes.", "The user has quit smoking."),  # another person
    ("The user plays chess online every night.", "The user wants to give up chess."),  # only wished
    ("用户在读研究生。", "用户退出了读书会。"),  # one character in common is no activity
    ("The user quit smoking in 2019.", "The user has quit smoking."),  # the older is itself the ending
])
def test_other_pairs_are_not_this_rule(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old, days=0), mem(new, days=30))
    assert v.rule != "activity_ended", v.reason


def test_a_guess_that_something_ended_still_loses_to_the_stated_fact(e5: E5Embedder) -> None:
    v = verdict(e5, mem("The user smokes a pack a day.", days=0),
                mem("The user has probably quit smoking.", source="agent", days=3))
    assert not (v.relation == Relation.conflict and v.keep == "b"), v.reason
