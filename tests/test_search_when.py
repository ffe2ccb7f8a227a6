"""Dates in the question (search/when.py): English and Chinese expressions → a window relative to a fixed ``now``."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight.search import when

NOW = datetime(2023, 10, 21, 15, 30, tzinfo=UTC)  # a Saturday


def d(y: int, m: int, day: int = 1) -> datetime:
    return datetime(y, m, day, tzinfo=UTC)


@pytest.mark.parametrize(
    ("query", "start", "end", "phrase"),
    [
        ("When did Melanie go camping in June?", d(2023, 6), d(2023, 7), "in June"),
        ("What did we discuss in December?", d(2022, 12), d(2023, 1), "in December"),  # not yet this year
        ("What did she paint in July 2023?", d(2023, 7), d(2023, 8), "July 2023"),
        ("What setback did Melanie face in October 2023?", d(2023, 10), d(2023, 11), "October 2023"),
        ("What did she show on October 13, 2023?", d(2023, 10, 13), d(2023, 10, 14), "October 13, 2023"),
        ("What did Gina find on 1 February, 2023?", d(2023, 2, 1), d(2023, 2, 2), "1 February, 2023"),
        ("What happened on the 3rd of March 2022?", d(2022, 3, 3), d(2022, 3, 4), "3rd of March 2022"),
        ("the 2023-05-08 meeting", d(2023, 5, 8), d(2023, 5, 9), "2023-05-08"),
        ("What happened on May 23?", d(2023, 5, 23), d(2023, 5, 24), "May 23"),
        ("How many times did she go to the beach in 2023?", d(2023, 1), d(2024, 1), "2023"),
        ("Where did the user travel last summer?", d(2023, 6), d(2023, 9), "last summer"),
        ("a pride parade during the summer", d(2023, 6), d(2023, 9), "summer"),
        ("plans for the winter of 2021", d(2021, 12), d(2022, 3), "winter of 2021"),
        ("the camping trip last year", d(2022, 1), d(2023, 1), "last year"),
        ("what did I buy last month", d(2023, 9), d(2023, 10), "last month"),
        ("what happened last week", d(2023, 10, 9), d(2023, 10, 16), "last week"),
        ("what did I eat yesterday", d(2023, 10, 20), d(2023, 10, 21), "yesterday"),
        ("the doctor 3 weeks ago", d(2023, 9, 25), d(2023, 10, 2), "3 weeks ago"),
        ("where did she move from four years ago", d(2019, 1), d(2020, 1), "four years ago"),
        ("用户上个月去了哪里？", d(2023, 9), d(2023, 10), "上个月"),
        ("去年夏天用户去哪儿旅游了", d(2022, 6), d(2022, 9), "去年夏天"),
        ("2023年5月用户在忙什么", d(2023, 5), d(2023, 6), "2023年5月"),
        ("二〇二二年三月", d(2022, 3), d(2022, 4), "二〇二二年三月"),
        ("用户5月8日做了什么", d(2023, 5, 8), d(2023, 5, 9), "5月8日"),
        ("用户三月份去了哪", d(2023, 3), d(2023, 4), "三月"),
        ("用户十二月去了哪", d(2022, 12), d(2023, 1), "十二月"),
        ("三个月前用户住在哪", d(2023, 7), d(2023, 8), "三个月前"),
        ("两年前的工作", d(2021, 1), d(2022, 1), "两年前"),
        ("用户昨天吃了什么", d(2023, 10, 20), d(2023, 10, 21), "昨天"),
        ("上周用户见了谁", d(2023, 10, 9), d(2023, 10, 16), "上周"),
        ("上周末用户见了谁", d(2023, 10, 9), d(2023, 10, 16), "上周"),  # jieba's 上周末 begins with 上周
        ("用户昨天下午在哪", d(2023, 10, 20), d(2023, 10, 21), "昨天"),
        ("用户去年在哪工作", d(2022, 1), d(2023, 1), "去年"),
        ("2021年用户住在哪", d(2021, 1), d(2022, 1), "2021年"),
    ],
)
def test_window(query: str, start: datetime, end: datetime, phrase: str) -> None:
    win = when.window(query, NOW)
    assert win is not None, query
    assert (win.start, win.end, win.phrase) == (start, end, phrase)


@pytest.mark.parametrize(
    "query",
    [
        "When did the user get their driving licence?",
        "Where has the user travelled recently?",
        "What may I bring to the party?",  # "may" the verb
        "Did the user fall off the bike?",  # "fall" the verb
        "用户最近培养了哪些新爱好？",
        "用户几个月没去健身房了？",
        "How many years has Jon danced?",
        "如今天气怎么样？",  # 今天 inside 如今 + 天气
        "用户喜欢青春天使这部剧吗",  # 春天 inside 青春 + 天使
        "商店如今年初才开门吗？",  # 今年 inside 如今 + 年初
    ],
)
def test_no_window(query: str) -> None:
    assert when.window(query, NOW) is None


def test_lag_reaches_past_the_window() -> None:
    june = when.window("camping in June", NOW)
    assert june is not None and june.lag() == timedelta(days=15)
    assert june.holds(d(2023, 6, 27), june.lag()) and june.holds(d(2023, 7, 15), june.lag())
    assert not june.holds(d(2023, 7, 17), june.lag()) and not june.holds(d(2023, 5, 31), june.lag())
    day = when.window("on May 23, 2023", NOW)
    assert day is not None and day.lag() == timedelta(days=7) and day.holds(d(2023, 5, 27), day.lag())


def test_in_window_picks_the_ids() -> None:
    win = when.window("what happened in March 2023", NOW)
    obs = [("a", d(2023, 3, 10)), ("b", d(2023, 5, 1)), ("c", d(2023, 4, 5))]
    assert when.in_window(win, obs) == {"a", "c"}
    assert when.in_window(None, obs) == set()
