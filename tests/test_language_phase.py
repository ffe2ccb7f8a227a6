"""language/phase.py: aspect and phase words (pure; no model)."""

from __future__ import annotations

import pytest

from hindsight.language.phase import phases, same_phase


@pytest.mark.parametrize(("a", "b"), [
    ("用户的驾照还在实习期。", "用户的驾照过了实习期。"),
    ("The user is on a probation period at work.", "The user passed the probation period at work."),
    ("The user still lives with her parents.", "The user no longer lives with her parents."),
    ("The user has finished the marathon training plan.", "The user is on the marathon training plan."),
    ("The user used to play the cello.", "The user plays the cello."),
    ("The user will adopt a dog.", "The user adopted a dog."),
    ("用户正在学日语。", "用户学过了日语。"),
    ("用户还在试用期。", "用户过了试用期。"),
    ("The user will move to Lisbon.", "The user moved to Lisbon."),
    ("用户将搬到杭州。", "用户搬到了杭州。"),  # 将 before a verb is the future
])
def test_different_phases(a: str, b: str) -> None:
    assert not same_phase(a, b)


@pytest.mark.parametrize(("a", "b"), [
    ("The user lives in Berlin.", "The user lives in Berlin now."),  # "now" names no phase of its own
    ("用户每天早上喝一杯美式", "用户每天早上都喝一杯美式"),
    ("The user still plays chess on Sundays.", "On Sundays the user still plays chess."),
    ("用户已经搬到杭州了。", "用户已经搬到了杭州。"),
    # review61: emphatic and continuing words restate ("still", "already", "just", 还, 已, 曾经, 仍然)
    ("The user lives with her parents.", "The user still lives with her parents."),
    ("The user has moved to Lisbon.", "The user has already moved to Lisbon."),
    ("The user will usually walk to work.", "The user usually walks to work."),  # a habit's "will"
    ("用户住在杭州。", "用户还住在杭州。"),
    ("用户已搬到杭州。", "用户已经搬到杭州。"),
    ("用户仍然在银行工作。", "用户还在银行工作。"),
    ("用户每月还房贷五千元。", "用户每月付房贷五千元。"),  # 还 "repay" is no phase
    ("The user no longer smokes.", "The user doesn't smoke anymore."),  # one phase, two wordings
    # review64: 将 as 把 before a noun; "will" the noun
    ("用户将文件发给了老板。", "用户把文件发给了老板。"),
    ("The user wrote a will.", "The user has written a will."),
    ("The user's passport expired.", "The user's passport has expired."),
])
def test_same_phase(a: str, b: str) -> None:
    assert same_phase(a, b)


def test_words_are_whole_words() -> None:
    assert phases("The user passed the exam.") == {"done"}
    assert phases("The user's trespassed claim was unfinished.") == frozenset()  # inside other words
    assert phases("The user is no longer single.") == {"end"}
    assert phases("用户的驾照过了实习期。") == {"done"}
    assert phases("用户对花生过敏，护照过期了。") == frozenset()  # 过 inside a word
