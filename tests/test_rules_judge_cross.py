"""Two scripts below the one-language conflict threshold (judge/conflicts.below_cross): candidates only because a
translation sits below a paraphrase in e5 (``Calibration.conflict_cross``), so only a newer that states a change may
change state; a soft outcome stands. Real e5 similarities."""

from __future__ import annotations

from hindsight.embedder.e5 import E5_CALIBRATION, E5Embedder
from hindsight.model import Relation
from test_rules_judge import mem, verdict


def test_the_pairs_are_below_the_one_language_threshold(e5: E5Embedder) -> None:
    assert E5_CALIBRATION.conflict_cross is not None
    for newer in ("用户喜欢吃南京的盐水鸭。", "用户搬到南京了。"):
        va, vb = e5.passages(["The user lives in Hangzhou.", newer])
        assert E5_CALIBRATION.conflict_cross <= float(va @ vb) < E5_CALIBRATION.conflict


def test_no_state_change_without_a_stated_change(e5: E5Embedder) -> None:
    v = verdict(e5, mem("The user lives in Hangzhou."), mem("用户喜欢吃南京的盐水鸭。", days=20))
    assert v.relation == Relation.unrelated


def test_a_stated_change_in_the_other_language_is_judged(e5: E5Embedder) -> None:
    v = verdict(e5, mem("The user lives in Hangzhou."), mem("用户搬到南京了。", days=20))
    assert v.rule != "cross_unstated" and v.relation == Relation.conflict, v.reason


def test_a_new_value_with_no_change_stated_changes_nothing(e5: E5Embedder) -> None:
    """A manager named anew in the other language, no change word, below 0.83: the manager rule's conflict is
    withheld (before conflict_cross such a pair was no candidate at all)."""
    v = verdict(e5, mem("The user's manager is Li Na.", days=0), mem("用户的经理是王强。", days=14))
    assert (v.rule, v.relation) == ("cross_unstated", Relation.unrelated), v.reason
    assert "manager" in v.reason


def test_a_soft_outcome_stands(e5: E5Embedder) -> None:
    """A translation at one moment stays linked, not flattened to nothing (tests/test_language_alias.py)."""
    v = verdict(e5, mem("The user drinks oat milk lattes."), mem("用户喝燕麦拿铁。", days=0.003))
    assert v.relation == Relation.unrelated and v.keep == "both", (v.rule, v.reason)
