"""A promotion or demotion is a change of the job's rank (the lexicon's change cues: promoted, demoted, 升职, 晋升,
提拔, 降职, 升为), with the real e5 similarities."""

from __future__ import annotations

import pytest

from hindsight.embedder.e5 import E5Embedder
from hindsight.model import ConflictType, Relation
from test_rules_judge import mem, verdict


@pytest.mark.parametrize(("old", "new"), [
    ("The user is a junior developer.", "The user was promoted to senior developer."),
    ("用户是初级工程师。", "用户升职为高级工程师了。"),
    ("用户在腾讯做产品经理。", "用户晋升为高级产品经理。"),
])
def test_a_promotion_replaces_the_old_rank(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old, days=0), mem(new, days=30))
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.temporal, "b"), v.reason


@pytest.mark.parametrize(("old", "new"), [
    ("The user is a nurse.", "The user's sister was promoted to head nurse."),  # another person
    ("The user plays tennis on Sundays.", "The user was promoted to the club's first team."),  # nothing in common
])
def test_another_persons_or_another_things_promotion_replaces_nothing(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old, days=0), mem(new, days=30))
    assert v.relation != Relation.conflict, v.reason
