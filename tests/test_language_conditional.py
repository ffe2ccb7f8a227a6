"""language/conditional.py: a statement that only supposes (pure; no model)."""

from __future__ import annotations

import pytest

from hindsight.language.conditional import names_a_condition, only_supposes, supposed


@pytest.mark.parametrize("content", [
    "If the user moves, the rent would be $1,900 a month.",
    "The rent would be $1,900 if the user moves.",  # the condition after a main clause in the conditional mood
    "Unless the user renews, the gym membership would end in May.",
    "Should the user relocate, they would pay more.",
    "Supposing the user takes the job, she'd commute by train.",
    "如果用户搬家，房租会变成4500元。",
    "用户如果搬家，房租会变成4500元。",  # after the subject
    "一旦用户搬家，房租会变成4500元。",  # 一旦 "once": zh_change read 变成 as a change that had happened
    "用户一旦换工作，通勤时间就会变成一个小时。",
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
    # review59: a main clause that states something now; "if" as whether, "even if"; 万一 in a number
    "If you need me, I live in Berlin now.",
    "If you need to reach the user, the number is now 555-0199.",
    "如果有事找我，我现在住在杭州。",
    "要是联系不上，用户的邮箱已经换成b@new.com了。",
    "The user now lives in Berlin, even if she would prefer Paris.",
    "The user moved to Berlin last month and doesn't know if she could ever go back.",
    "The user's new number is 555-0199; call it if you could not reach her.",
    "用户的房租涨到了两万一。",
    "一旦用户搬家，房租已经谈好变成4500元了。",  # the main clause states a fact already settled
])
def test_states_something(content: str) -> None:
    assert not only_supposes(content)


def test_one_sentence() -> None:
    assert supposed("If the user moves, the rent goes up.")
    assert not supposed("The rent goes up in May.")


def test_every_statement_must_suppose() -> None:
    assert not only_supposes("The user's rent is $1,500. If she moves, it would be $1,900.")
    assert only_supposes("If she moves, it would be $1,900. If she stays, it would be $1,550.")


@pytest.mark.parametrize(("content", "expected"), [
    ("If it rains, the user now drives to work.", True),  # states a habit, but under a condition
    ("The user takes the bus unless it snows.", True),
    ("用户要是加班就打车回家。", True),
    ("The user takes the bus to work.", False),
    ("The user wonders if she should move.", False),
    ("用户的月薪涨到了两万一。", False),
])
def test_names_a_condition(content: str, expected: bool) -> None:
    assert names_a_condition(content) is expected
