"""A measure said again later with another number, no change word (judge/recounted.py), with the real e5
similarities: a soft link (both kept, the older possibly updated by the newer), never a change of state; and its
benign twins (restatements written days apart, two measures that both hold), in English and Chinese."""

from __future__ import annotations

import pytest

from hindsight.embedder.e5 import E5Embedder
from hindsight.judge.recounted import measures, recounted_unit
from hindsight.model import Relation
from test_rules_judge import mem, verdict

RULES = ("recounted", "slot_recounted")


@pytest.mark.parametrize(("content", "expected"), [
    ("The user has 2 chickens in the backyard.", (("2", "chicken"),)),
    ("The user runs a 10k in about 58 minutes.", (("10", "k"), ("58", "minut"))),
    ("The rent is $1,800 a month.", (("1800", "$"),)),
    ("The standup is at 9:30 every day.", (("9:30", "@"),)),
    ("用户的年薪是30万。", (("30", "万"),)),  # a magnitude after digits is read as their unit
    ("The bike lock code is 7144.", (("7144", ""),)),  # a bare number: no unit
    ("用户的公积金每月缴1800元。", (("1800", "元"),)),
    ("用户有两个孩子。", (("两", "个孩子"),)),
    ("The user likes tea.", ()),
])
def test_measures(content: str, expected: tuple[tuple[str, str], ...]) -> None:
    assert measures(content) == expected


@pytest.mark.parametrize(("a", "b", "unit"), [
    ("The user has 2 chickens.", "The user keeps 5 chickens.", "chicken"),
    ("用户的公积金每月缴1800元。", "用户公积金月缴存额调整为2100元。", "元"),
    # one number in two notations, two units, one number each but of other things: no measure recounted
    ("The rent is $1,200.", "The rent is 1200 dollars.", None),
    ("The user runs 5 km a day.", "The user runs 3.1 miles a day.", None),
    ("The user has 2 cats.", "The user has 3 dogs.", None),
    ("用户养了两只猫。", "用户养了三条狗。", None),
    ("The standup is at 9:30.", "The standup is at 10:00.", None),  # a time: the slot rules read it
    ("The user has 2 cats and 1 dog.", "The user has 3 cats and 2 dogs.", None),  # two numbers changed
    ("The bike lock code is 7144.", "The garage door code is 4417.", None),  # bare numbers measure nothing
    ("用户的信用卡尾号4021。", "用户的借记卡尾号1204。", None),
    ("The user banks with N26.", "Since 2025 the user's main bank has been Revolut.", None),  # part of a name
])
def test_recounted_unit(a: str, b: str, unit: str | None) -> None:
    assert recounted_unit(a, b) == unit


@pytest.mark.parametrize(("old", "new"), [
    ("The user has 2 chickens in the backyard.", "The user keeps 5 chickens in the backyard."),
    ("用户的年薪是30万。", "用户涨薪后年薪是36万。"),
    ("The user's car has 48,000 miles on it.", "The user's car odometer reads 51,200 miles."),  # a slot (vehicle)
    ("用户的个税每月扣800元。", "用户每月个税扣1100元。"),
    ("The user has 3 tomato plants on the balcony.", "The user grows 6 tomato plants on the balcony."),
    # review64: words compared in lowercase
    ("The user has 2 chickens in the Backyard Garden.", "The user keeps 5 chickens in the backyard garden."),
])
def test_a_measure_recounted_later_is_possibly_updated(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old), mem(new, days=21))
    assert v.rule in RULES, v.reason
    assert (v.relation, v.keep, v.possibly_updated) == (Relation.unrelated, "both", True), v.reason


@pytest.mark.parametrize(("old", "new", "days"), [
    # the same moment: two numbers at once are no later statement
    ("The user has 2 chickens in the backyard.", "The user keeps 5 chickens in the backyard.", 0.1),
    # restatements written days apart: units, notations, translations, more detail
    ("The user runs 5 km every morning.", "The user runs 3.1 miles every morning.", 14),
    ("The user's rent is $1,200 a month.", "The user pays 1200 dollars in rent each month.", 14),
    ("The user has 2 chickens in the backyard.", "用户在后院养了2只鸡。", 14),
    ("用户在后院养了两只鸡。", "The user keeps two chickens in the backyard.", 14),
    ("The user has 2 chickens in the backyard.", "The user has 2 chickens in the backyard, Henny and Penny.", 14),
    ("用户的年薪是30万。", "用户年薪30万元，税前。", 14),
    # two measures that both hold: another pet, another hobby
    ("The user has 2 cats.", "The user has 3 dogs.", 14),
    ("用户养了两只猫。", "用户还养了三条狗。", 14),
    ("The user swims 2 km on Mondays.", "The user runs 10 km on Saturdays.", 14),
    ("用户每周游泳两次。", "用户每周打三次篮球。", 14),
    ("User pays 35 euros a month for the phone.", "User pays 60 euros a month for the gym.", 14),  # another thing
    # review63: each side names its own thing or time, the verb alone in common: two measures that both hold
    ("The user runs 5 km on weekdays.", "The user runs 10 km on Sundays.", 20),
    ("The user paid $40 for new running shoes.", "The user paid $90 for a winter jacket.", 20),
    ("The user sleeps 7 hours on weeknights.", "The user sleeps 9 hours on weekends.", 20),
    ("The user caught 3 fish at the lake.", "The user caught 7 fish at the river.", 20),
    ("The user runs 5 km in the morning.", "The user runs 8 km in the evening.", 20),
    ("用户每个工作日跑5公里。", "用户周日跑10公里。", 20),
    ("用户买鞋花了400元。", "用户买外套花了900元。", 20),
    ("用户的卧室有12平方米。", "用户的客厅有30平方米。", 20),
    ("用户早上跑5公里。", "用户晚上跑8公里。", 20),
    ("用户的大儿子每月零花钱200元。", "用户的小女儿每月零花钱100元。", 20),  # two children
    # review64: two suppositions (conjunctions quantity.not_now does not list)
    ("假设用户跳槽，年薪是30万。", "倘若用户跳槽，年薪是36万。", 20),
    ("Suppose the user moves, the rent is $1,500 a month.", "In case the user moves, the rent is $1,900 a month.", 20),
])
def test_benign_twins_are_not_recounted(e5: E5Embedder, old: str, new: str, days: float) -> None:
    v = verdict(e5, mem(old), mem(new, days=days))
    assert v.rule not in RULES, v.reason


@pytest.mark.parametrize(("old", "new", "source_old"), [
    ("The user has 2 chickens in the backyard.", "The user's sister keeps 5 chickens in the backyard.", "user"),
    ("The user has 2 chickens in the backyard.", "If the user gets 5 chickens in the backyard, eggs are free.",
     "user"),
    ("The user probably has 2 chickens in the backyard.", "The user keeps 5 chickens in the backyard.", "agent"),
    ("用户的年薪是30万。", "如果用户跳槽，年薪是36万。", "user"),
])
def test_another_person_a_condition_or_a_guess_is_not_recounted(e5: E5Embedder, old: str, new: str,
                                                                source_old: str) -> None:
    v = verdict(e5, mem(old, source=source_old), mem(new, days=21))
    assert v.rule not in RULES, v.reason
