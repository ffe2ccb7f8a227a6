"""The words of a question phrase ("how old", 多大, 几门) are no keyword-search content (issue #15,
language/asking.py): "How old is the user?" must not find "keeps a jar of buttons from old coats" by keyword."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight import Hindsight
from hindsight.language import asking

T0 = datetime(2025, 3, 1, 12, tzinfo=UTC)

@pytest.mark.parametrize(("query", "terms"), [
    ("How old am I?", []),  # the phrase was all it had: no keyword terms, the dense arm answers
    ("How old is the user?", []),
    ("How far is the user's commute?", ["commute"]),
    ("How often does the user exercise?", ["exercise"]),
    ("How long has the user lived in Leeds?", ["lived", "leeds"]),
    ("Does the user like old films?", ["like", "old", "films"]),  # "old" as content: kept
    ("How does the user unwind?", ["unwind"]),  # a stop word after "how": nothing to drop
    ("用户多大了？", []),
    ("用户多久锻炼一次？", ["锻炼", "一次"]),
    ("用户会几门外语？", ["会", "外语"]),
])
def test_keyword_terms_drop_the_question_phrase(query: str, terms: list[str]) -> None:
    assert asking.keyword_terms(query) == terms


def test_an_adverb_starting_with_ji_is_no_question_word() -> None:
    """几乎 ("almost") is an adverb, not 几 + a measure word."""
    assert "几乎" in asking.keyword_terms("用户几乎每天都喝咖啡吗？")


def _bank(hs: Hindsight, texts: list[str]) -> None:
    hs.create_bank("b")
    for i, t in enumerate(texts):
        hs.write(t, bank="b", source="user", now=T0.replace(hour=8 + i))
    hs.drain()


def test_a_question_word_does_not_pick_a_memory(hs: Hindsight) -> None:
    """"How old is the user?" finds nothing by keyword: "old" of the phrase is not "old" of "old fishing boats"."""
    _bank(hs, ["The user restores old fishing boats.", "The user was born in 1961."])
    hit = hs.search("How old is the user?", bank="b", now=T0.replace(hour=20), explain=True).results
    assert hit and all(h.explain is not None and h.explain.bm25_rank is None for h in hit)
