"""language/phase.py: aspect and phase words (pure; no model)."""

from __future__ import annotations

import pytest

from hindsight.language.phase import phase_words, same_phase


@pytest.mark.parametrize(("a", "b"), [
    ("用户的驾照还在实习期。", "用户的驾照过了实习期。"),
    ("The user is on a probation period at work.", "The user passed the probation period at work."),
    ("The user still lives with her parents.", "The user no longer lives with her parents."),
    ("The user has finished the marathon training plan.", "The user is on the marathon training plan."),
    ("用户正在学日语。", "用户曾经学过日语。"),
    ("The user will move to Lisbon.", "The user moved to Lisbon."),
])
def test_different_phases(a: str, b: str) -> None:
    assert not same_phase(a, b)


@pytest.mark.parametrize(("a", "b"), [
    ("The user lives in Berlin.", "The user lives in Berlin now."),  # "now" names no phase of its own
    ("用户每天早上喝一杯美式", "用户每天早上都喝一杯美式"),
    ("The user still plays chess on Sundays.", "On Sundays the user still plays chess."),
    ("用户已经搬到杭州了。", "用户已经搬到了杭州。"),
    ("The user's passport expired.", "The user's passport has expired."),
])
def test_same_phase(a: str, b: str) -> None:
    assert same_phase(a, b)


def test_words_are_whole_words() -> None:
    assert phase_words("The user passed the exam.") == {"passed"}
    assert phase_words("The user's trespassed claim was stillborn.") == frozenset()  # inside other words
    assert phase_words("The user is no longer single.") == {"no longer"}
    assert phase_words("用户的驾照过了实习期。") == {"过"}
