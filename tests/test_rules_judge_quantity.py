"""A quantity that changed (judge/quantity.py): the newer says a measured thing moved to a new number, and the older
gives that thing one number; with the real e5 similarities."""

from __future__ import annotations

import pytest

from hindsight.embedder.e5 import E5Embedder
from hindsight.judge.quantity import changed_to
from hindsight.model import ConflictType, Relation
from test_rules_judge import mem, verdict


@pytest.mark.parametrize(("content", "noun"), [
    ("The user's rent went up to $1,950 a month.", "rent"),
    ("The user's salary has been raised to 90k.", "salari"),
    ("Rent was cut to 900.", "rent"),
    ("The user's weight has dropped from 80 to 72 kg.", "weight"),
    ("The user's bonus jumped up to 5k", "bonus"),
    ("用户的房租涨到每月3500元了。", "房租"),
    ("用户的体重降到了65公斤。", "体重"),
    ("用户的年薪已经涨到36万。", "年薪"),
])
def test_a_thing_that_moved_to_a_number(content: str, noun: str) -> None:
    assert changed_to(content) == noun


@pytest.mark.parametrize("content", [
    "The user went to 3 concerts.",  # went to: a place, not an amount ("went up to" is)
    "The user's son went to 3 schools.",
    "The user moved to 5th Avenue.",  # no verb of amount
    "The user's rent is $1,950 a month.",  # no change said
    "The user raised 3 kids.",  # no "to" and a number
    "用户去了3次北京。",
    "用户的房租是3500元。",
])
def test_no_change_of_amount(content: str) -> None:
    assert changed_to(content) is None


@pytest.mark.parametrize(("old", "new", "gap"), [
    ("The user's rent is $1,800 a month.", "The user's rent went up to $1,950 a month.", 35),
    ("用户的年薪是30万。", "用户的年薪涨到36万。", 60),
    ("The user's rent is $1,800 a month.", "The user's rent went up to $1,950 a month.", 0.001),  # one moment too
])
def test_the_older_number_is_replaced(e5: E5Embedder, old: str, new: str, gap: float) -> None:
    v = verdict(e5, mem(old, days=0), mem(new, days=gap))
    assert v.rule == "quantity_changed", v.reason
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.temporal, "b"), v.reason


def test_two_tools_the_newer_saying_the_change_is_an_update_not_a_dispute(e5: E5Embedder) -> None:
    v = verdict(e5, mem("Bank: the user's rent is $1,800 a month.", source="tool", source_id="bank"),
                mem("Budget app: the user's rent went up to $1,950 a month.", source="tool", source_id="budget",
                    days=0.01))
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.temporal, "b"), v.reason


def test_a_guess_still_loses_to_the_stated_fact(e5: E5Embedder) -> None:
    v = verdict(e5, mem("The user's rent is $1,800 a month.", days=0),
                mem("The user's rent probably went up to $1,950 a month.", source="agent", days=3))
    assert not (v.relation == Relation.conflict and v.keep == "b"), v.reason


@pytest.mark.parametrize(("old", "new"), [
    # another thing's number
    ("The user's rent is $1,800 a month.", "The user's gym fee went up to $50 a month."),
    ("The user's son is 7.", "The user's son's school fees rose to $9,000."),
    # the older gives two numbers: which one moved is not said
    ("The user's rent is $1,800 a month for 2 rooms.", "The user's rent went up to $1,950 a month."),
    # a negation
    ("The user's rent is $1,800 a month.", "The user's rent has not gone up to $1,950 yet."),
    # another person's
    ("The user's rent is $1,800 a month.", "Her sister's rent went up to $2,400 a month."),
    # another holder or kind of the thing (review56)
    ("The user's home rent is $1,800 a month.", "The office rent went up to $4,000 a month."),
    ("The user's phone bill is $60 a month.", "The user's electric bill went up to $150 this winter."),
    ("用户的房贷利率是4%。", "美联储利率上调到5%。"),
    ("用户家的房租每月3000元。", "小区附近的房租涨到4000元了。"),
    # not the value now: a condition, a wish, a future, a bounded episode
    ("The user's rent is $1,800 a month.", "If the rent goes up to $2,000, the user will move."),
    ("The user weighs 70 kg; the user's weight is stable.", "The user hopes the weight drops to 65 kg."),
    ("The user's weight is 70 kg.", "The user's weight dropped to 60 kg during the illness."),
    ("The user's daily step goal is 10,000 steps.", "The user's steps went up to 12,000 yesterday."),
    ("The user's blood sugar is usually 100 mg/dL.", "After dinner the user's blood sugar rose to 180."),
    ("用户每月房租3000元。", "如果房租涨到4000元，用户就搬家。"),
    ("用户的体重是70公斤。", "用户希望体重降到65公斤。"),
    ("用户的体重是70公斤。", "2019年用户的体重降到了60公斤。"),
    # a percentage on one side only
    ("The user's savings are $10,000.", "The user's savings rate rose to 15%."),
])
def test_other_things_are_not_this_rule(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old, days=0), mem(new, days=30))
    assert v.rule != "quantity_changed", v.reason


def test_a_long_run_of_auxiliaries_is_read_in_linear_time() -> None:
    # review56: an unbounded repeat before the verb rescanned from every word (189 s on 100 KB); the count is
    # bounded, so this returns at once whatever the machine (no clock asserted: a wrong regex never returns)
    assert changed_to("rent " + "has " * 25_000) is None
