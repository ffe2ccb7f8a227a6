"""No rule calls two phases one fact (judge/rules.decide with language/phase.py), with the real e5 similarities:
"lives with her parents" / "used to live with her parents" are two states, "still" restates one."""

from __future__ import annotations

import pytest

from hindsight.embedder.e5 import E5Embedder
from hindsight.model import Relation
from test_rules_judge import mem, verdict


@pytest.mark.parametrize(("old", "new"), [
    ("The user lives with her parents in Leeds.", "The user used to live with her parents in Leeds."),
    ("The user lives in Hangzhou.", "The user will live in Hangzhou for work."),
    ("The user is on a probation period at work.", "The user passed the probation period at work."),
    ("用户的驾照还在实习期。", "用户的驾照过了实习期。"),
])
def test_two_phases_are_no_duplicate(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old), mem(new, days=30))
    assert v.relation != Relation.duplicate, (v.rule, v.reason)


@pytest.mark.parametrize(("old", "new"), [
    ("The user lives in Hangzhou.", "The user still lives in Hangzhou."),
    ("用户住在杭州。", "用户还住在杭州。"),
    ("The user works at Siemens.", "The user still works at Siemens."),
    ("用户在银行工作。", "用户仍然在银行工作。"),
])
def test_a_still_or_an_already_restates(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old), mem(new, days=30))
    assert v.relation == Relation.duplicate, (v.rule, v.reason)
