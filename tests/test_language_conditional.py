"""language/conditional.py: a statement that only supposes (pure; no model)."""

from __future__ import annotations

import pytest

from hindsight.language.conditional import only_supposes, supposed


@pytest.mark.parametrize("content", [
    "If the user moves, the rent would be $1,900 a month.",
    "The rent would be $1,900 if the user moves.",  # the condition after a main clause in the conditional mood
    "Unless the user renews, the gym membership would end in May.",
    "Should the user relocate, they would pay more.",
    "Supposing the user takes the job, she'd commute by train.",
    "如果用户搬家，房租会变成4500元。",
    "用户如果搬家，房租会变成4500元。",  # after the subject
    "要是用户加班，就打车回家。",
    "If it rains, the user takes the bus.",  # a rule of the day supposes too; judge/rules.py keeps it apart
])
def test_only_supposes(content: str) -> None:
    assert only_supposes(content)


@pytest.mark.parametrize("content", [
    "The user lives in Berlin.",
    "The user would like to move to Berlin.",  # a wish in the conditional mood, no condition
    "The user said she would call back.",
    "The user works 3 days a week if needed.",  # "if" with no conditional mood: a fact with an exception
    "The user moved; if you ask, the new rent is $1,900.",
    "用户如今住在上海。",
    "用户住在上海，如果加班就住公司。",  # a fact, then a condition: the first clause states
    "What would the rent be if the user moved?",  # a question states nothing (and supposes nothing)
    "",
])
def test_states_something(content: str) -> None:
    assert not only_supposes(content)


def test_one_sentence() -> None:
    assert supposed("If the user moves, the rent goes up.")
    assert not supposed("The rent goes up in May.")


def test_every_statement_must_suppose() -> None:
    assert not only_supposes("The user's rent is $1,500. If she moves, it would be $1,900.")
    assert only_supposes("If she moves, it would be $1,900. If she stays, it would be $1,550.")
