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
    ("用户终于戒掉了游戏。", ("游戏",)),
    ("The user quit smoking two years ago.", ("smoke",)),  # when it ended closes the clause
    ("The user mentioned that he quit smoking last month.", ("smoke",)),  # the user reports: "he" is the user
    ("The user says she gave up chess.", ("chess",)),
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
    # review57: not a whole ending, or not the user's
    "The user stopped drinking coffee after 6 pm.",  # partial
    "The user quit smoking but started again last month.",  # reversed
    "The user stopped running for a week while sick.",  # temporary
    "The user has not quit smoking.",  # negated
    "The doctor told the user: quit smoking.",  # another's order
    "Tom told the user he quit smoking.",  # "he" is the reporter, not the user
    "Tom told the user that he had quit smoking.",
    "The user stopped the Python server.",  # a thing halted
    "用户停了车。",  # 停 halts a thing
    "医生说用户应该戒掉奶茶。",  # a modal
    "用户下午戒了咖啡。",  # a part of the day only
    "用户暂停了健身卡。",
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
    # review57
    ("用户每天抽一包烟。", "用户还没戒掉烟。"),  # a negated newer
    ("用户在酒店工作。", "用户已经戒酒了。"),  # one character in common (酒店 is no 酒)
    ("用户喜欢放烟花。", "用户已经戒烟了。"),
    ("用户在公司上班。", "用户退出了公司的微信群。"),  # scoped: the group, not the company
    ("The user drinks coffee every morning.", "The user stopped drinking coffee after 6 pm."),
    ("The user writes Python.", "The user stopped the Python server."),
    ("The user's yoga mat is blue.", "The user quit yoga."),  # the user's thing, not an activity
])
def test_other_pairs_are_not_this_rule(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old, days=0), mem(new, days=30))
    assert v.rule != "activity_ended", v.reason


def test_a_guess_that_something_ended_still_loses_to_the_stated_fact(e5: E5Embedder) -> None:
    v = verdict(e5, mem("The user smokes a pack a day.", days=0),
                mem("The user has probably quit smoking.", source="agent", days=3))
    assert not (v.relation == Relation.conflict and v.keep == "b"), v.reason


@pytest.mark.parametrize(("content", "activity"), [
    ("The user quit smoking" + " " * 100_000 + "x", None),  # one whitespace run, one quantifier: was quadratic (208 s)
    ("The user stopped drinking" + " \t" * 50_000 + ".", ("drink",)),
])
def test_long_whitespace_is_read_in_linear_time(content: str, activity: tuple[str, ...] | None) -> None:
    # no clock asserted: a quadratic regex takes minutes on these, and the suite's own timeout would show it
    assert ended(content) == activity


@pytest.mark.parametrize(("old", "new"), [
    # an absence that lasts up to now, from a starting point or for a stretch (judge/ended.absent)
    ("The user drinks green tea every afternoon.", "The user hasn't had green tea since Thursday."),
    ("The user plays the cello.", "Since the wrist surgery the user hasn't played the cello."),
    ("The user bakes bread.", "The user hasn't baked bread in months."),
    ("用户每天晚上喝啤酒", "用户从上个月起不喝啤酒了"),
    ("用户吃宵夜", "用户半年没吃宵夜了"),
    ("用户刷短视频", "用户好久没刷短视频了"),  # 好久没: one word to jieba
])
def test_an_absence_since_a_point_ends_the_older(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old, days=0), mem(new, days=30))
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.temporal, "b"), (v.rule, v.reason)


@pytest.mark.parametrize(("old", "new"), [
    ("The user has a cat.", "The user hasn't fed the cat since noon."),  # the older's thing, not an activity
    ("The user calls her aunt every week.", "The user hasn't called her uncle since May."),  # another thing
    ("The user cooks dinner.", "The user hasn't cooked dinner since he's been busy."),  # since: because
    ("The user drinks green tea.", "The user hasn't had green tea at the office since Thursday."),  # an occasion
    # a code reviewer's pairs: a condition, a comparison, "missed", a plan, a kind, a place, another clause's time
    ("用户每天喝咖啡", "用户两天不喝咖啡就头疼"),
    ("用户喝咖啡", "用户从今天起只喝咖啡不喝茶"),
    ("用户每天早起跑步", "用户今天没早起跑步"),  # 早起 is no starting point
    ("用户每天晚上跑步", "用户这周起上夜班，今晚没跑步"),
    ("The user drinks wine.", "The user hasn't had a bad wine in years."),
    ("The user runs every Sunday.", "The user hasn't missed a Sunday run in months."),
    ("The user drinks coffee.", "The user can't drink coffee for two weeks after the surgery."),
    ("The user drinks tea.", "The user hasn't had green tea since Tuesday."),
    ("The user takes the bus to work.", "The user hasn't been to work since Monday because he is sick."),
    # the stretch is the affirmed part's
    ("The user rides a Vespa.", "The user has had the Vespa for five years and is not selling it."),
])
def test_no_absence_of_the_older(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old, days=0), mem(new, days=30))
    assert not (v.relation == Relation.conflict and v.keep == "b"), (v.rule, v.reason)
