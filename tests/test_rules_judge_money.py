"""Money moved is no change of value (language/slots.py ``moves_money`` / ``money_blanked``; issue #15, false
supersedes): "moved $5,000 into her Chase savings" does not replace "banks with Chase", 转了5000元到招商银行的储蓄卡
does not replace 工资卡是招商银行. Twins that move the thing itself stay changes.
"""

from __future__ import annotations

import pytest

from hindsight.embedder.e5 import E5Embedder
from hindsight.language import changes
from hindsight.language.slots import change_cue
from hindsight.model import Relation
from test_rules_judge import mem, verdict


@pytest.mark.parametrize(("content", "cue"), [
    ("The user moved $5,000 into her Chase savings.", None),
    ("The user moved 5000 dollars to Ally.", None),
    ("The user switched 20% of his portfolio to bonds.", None),
    ("用户转了5000元到招商银行的储蓄卡。", None),
    ("用户把2000元从支付宝转到了余额宝。", None),
    # twins: the thing itself moved, a distance, a price after "to", a 401k
    ("The user moved her savings to Ally.", "moved"),
    ("The user moved 200 miles away to Denver.", "moved"),
    ("The user moved 401k to Vanguard.", "moved"),
    ("用户的工资卡换成了建设银行。", "换成"),
    ("The user got a raise; salary is now $81,500.", "now"),  # "now" moves nothing (restatement set two)
])
def test_an_amount_after_the_change_word_is_a_transfer(content: str, cue: str | None) -> None:
    assert change_cue(content) == cue
    assert (changes.replaced(content) is None) == (cue is None)


@pytest.mark.parametrize(("a", "b"), [
    ("The user banks with Chase.", "The user moved $5,000 into her Chase savings."),
    ("用户的工资卡是招商银行。", "用户转了5000元到招商银行的储蓄卡。"),
    ("The user invests with Vanguard.", "The user moved 20% of his portfolio into Vanguard bonds."),
])
def test_money_moved_replaces_nothing(e5: E5Embedder, a: str, b: str) -> None:
    v = verdict(e5, mem(a), mem(b, days=21))
    assert v.relation == Relation.unrelated and not v.possibly_updated, v.reason


@pytest.mark.parametrize(("a", "b"), [
    ("The user's savings are with Chase.", "The user moved her savings to Ally."),
    ("用户把存款放在招商银行。", "用户把存款从招商银行转到了建设银行。"),
    ("The user's rent is $1,800 a month.", "The user's rent changed to $2,000 a month."),
])
def test_the_thing_itself_moved_is_a_change(e5: E5Embedder, a: str, b: str) -> None:
    v = verdict(e5, mem(a), mem(b, days=21))
    assert (v.relation, v.keep) == (Relation.conflict, "b"), v.reason
