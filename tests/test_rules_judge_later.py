"""A state reached, said a day or more later about the same subject (judge/later.py), with the real e5 similarities:
a soft link (both kept, the older possibly updated by the newer), never a change of state."""

from __future__ import annotations

import pytest

from hindsight.embedder.e5 import E5Embedder
from hindsight.judge.later import reached
from hindsight.model import Relation
from test_rules_judge import mem, verdict


@pytest.mark.parametrize("content", [
    "The user passed grade 5.",
    "The user finally got the keys to their first house.",
    "The user became head of sales.",
    "The user is now at the Zurich office.",
    "The user doesn't eat meat anymore.",
    "用户升到了跆拳道黑带。",  # 了, a particle of aspect
    "用户现在住在杭州。",
    "用户终于学会了游泳。",
])
def test_a_state_reached(content: str) -> None:
    assert reached(content)


@pytest.mark.parametrize("content", [
    "The user is at piano grade 4.",
    "The user bought a new oak coffee table.",  # "new" names a thing
    "The user is saving for a deposit on a house.",
    "用户是跆拳道蓝带。",
    "用户住在3号楼。",
    "用户了解Python。",  # 了 inside a word (了解) is no particle
])
def test_no_state_reached(content: str) -> None:
    assert not reached(content)


@pytest.mark.parametrize(("old", "new", "days"), [
    ("The user is at piano grade 4.", "The user passed grade 5.", 30),
    ("The user is a brown belt in judo.", "The user earned a black belt in judo.", 90),
    ("The user is on the waiting list for the allotment.", "The user got an allotment plot this spring.", 60),
    ("用户是跆拳道蓝带。", "用户升到了跆拳道黑带。", 40),
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
    ("The user got a piano last year.", "user", "The user got a piano teacher."),  # reached in both
])
def test_kept_apart(e5: E5Embedder, old: str, old_source: str, new: str) -> None:
    v = verdict(e5, mem(old, source=old_source), mem(new, days=30))
    assert v.rule != "later_soft", v.reason
