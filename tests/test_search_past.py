"""Questions about the past (search/past.py) and the older first for them (hygiene.older_first), on hand-made
candidates (issue #15)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import numpy as np
import pytest

from hindsight.search import hygiene
from hindsight.search.candidates import UPDATED_BY, Item, Options
from hindsight.search.past import asks_about_past

T0 = datetime(2025, 1, 1, tzinfo=UTC)


@pytest.mark.parametrize(("query", "past"), [
    # a possessive before old / former / ex- and a noun: a value held before, whatever the slot
    ("What was my old car?", True), ("What was the user's old job?", True), ("Who was my former bank?", True),
    ("Where was the user's ex-office?", True), ("How old is the user?", False),
    # "did … use to", "in the past", "no longer"
    ("Which bank did the user use to have?", True), ("Where did I use to live?", True),
    ("Which gym does the user no longer go to?", True), ("Where did the user live in the past?", True),
    # a present-time word wins
    ("Does the user still have the old bike?", False), ("Which car does the user drive now?", False),
    # Chinese words of earlier time as jieba words: 原来如此 ("I see") is none, 还是 ("or") is no 还 ("still")
    ("用户原来的工作单位是哪？", True), ("用户当初用什么笔记本？", True), ("用户曾经住在哪个城市？", True),
    ("用户在此之前做什么？", True), ("用户一开始学的什么乐器？", True), ("原来如此，用户住在哪？", False),
    ("用户以前住在北京还是上海？", True), ("用户还在杭州吗？", False), ("用户现在在哪工作？", False),
])
def test_asks_about_past(query: str, past: bool) -> None:
    assert asks_about_past(query) is past
    assert hygiene.asks_about_past(query) is past  # the name search/history.py and older callers import


def _item(mid: str, content: str, score: float, days: int, sim: float | None = None, meta: dict | None = None
          ) -> Item:
    return Item(id=mid, content=content, source="user", observed_at=T0 + timedelta(days=days), score=score,
                vec=np.array([1.0, 0.0], dtype=np.float32), similarity=sim, meta=meta or {})


def test_older_first_for_a_question_about_the_past() -> None:
    """The review linked the newer as possibly updating the older: a question about the present gets the newer
    first, one about the past the older, with no explain link set."""
    def items() -> list[Item]:
        return [_item("old", "The user's password manager is LastPass.", 0.5, 0, meta={UPDATED_BY: ["new"]}),
                _item("new", "Switched everything over to Bitwarden.", 0.6, 30)]
    now = items()
    hygiene.tidy(now, "Which password manager does the user have?", Options())
    assert max(now, key=lambda i: i.score).id == "new"
    past = items()
    out = hygiene.tidy(past, "Which password manager did the user have before?", Options())
    assert [i.id for i in out] == ["old", "new"]
    assert all(i.outdated_by is None and i.possibly_updated_by is None for i in out)


@pytest.mark.parametrize(("query", "old_value"), [
    ("What was my old car?", True), ("Where did the user live before?", True),
    ("Which gym did the user use to go to?", True), ("用户以前住在哪？", True), ("用户之前在哪家公司？", True),
    ("孩子以前在哪上学？", True), ("我以前的手机是什么？", True), ("用户一开始用的什么手机？", True),
    # a time window asks what held then, which may be the newer of the two: no reordering
    ("How many books had I read before the trip?", False), ("What did I buy last month?", False),
    ("用户去年住在哪？", False), ("出差之前用户住哪？", False), ("春节之前他住哪？", False),
    ("Where does the user live now?", False), ("What car did the user drive in the past?", True),
    # "in the past month" runs up to now: a question about the present
    ("How many times have I gone to the gym in the past month?", False), ("Do I go to yoga anymore?", False),
    # who someone is to the user, not a value held before; asking for the person still is one
    ("What is the name of my former colleague's new company?", False), ("What does my old roommate do?", False),
    ("Who was my former manager?", True), ("Who is my former boss?", True),
    # "use (a thing) to": an instrument, not the habitual past
    ("Which app did I use to book the flight?", False), ("What did the user use to clean the oven?", False),
])
def test_asks_for_old_value(query: str, old_value: bool) -> None:
    from hindsight.search.past import asks_for_old_value

    assert asks_for_old_value(query) is old_value
    assert not old_value or asks_about_past(query)
