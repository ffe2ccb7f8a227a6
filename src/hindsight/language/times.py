"""Time adverbials (pure): the words that say when a statement holds, not what it says ("since March", "these days",
"two weeks ago", 现在, 最近, 上周起, 从3月3日开始). A closed class of time words, not of slots: frames are compared, and
a statement's subject is found, without them."""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight.language import text

#: time adverbials that say when a statement holds, not what it says (a closed class of time words: present-time
#: adverbs, "since/as of/from/starting <time>", "<n> <units> ago", "last/this <unit>", dates; Chinese 现在, 最近,
#: 上周起, 从3月3日开始, 2025年7月起): :func:`untimed` removes them before two frames are compared
_UNIT_EN = (
    r"(?:week|month|year|term|quarter|sprint|season|spring|summer|autumn|fall|winter|weekend|night|visit|"
    r"billing cycle|monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
)
MONTH_EN = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:tember)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_WHEN_EN = (
    rf"(?:(?:last|this|next|the new|the) {_UNIT_EN}|\d{{1,2}} {MONTH_EN}(?: \d{{4}})?|"
    rf"{MONTH_EN}(?: \d{{1,2}})?(?:,? \d{{4}})?|\d{{4}}-\d{{2}}-\d{{2}}|\d{{4}}|today|yesterday|now|then)"
)
_TIMED_EN = re.compile(
    rf"\b(?:(?:since|as of|from|starting(?: from)?|beginning|effective) {_WHEN_EN}|{_WHEN_EN} on|"
    r"(?:\w+ )?(?:days?|weeks?|months?|years?) ago|these days|nowadays|currently|at the moment|at present|"
    r"right now|lately|recently|for now|now)\b,?",
    re.I,
)
#: a Chinese starting point said with 从 / 自从 / 打从 and what ends it (从这周一起, 自上周一以来, 从搬家以后; not 从来,
#: 自己): public, the readers of an absence or a change of state (judge/ended, polarity) build on it
FROM_ZH = r"(?:从(?!来)|自从|自(?!己)|打从)[^，。,]{0,10}?(?:起|开始|以来|以后|之后)"
#: a Chinese stretch of time counted (三个月, 两周, 半年, 几天): public, as :data:`FROM_ZH`
STRETCH_ZH = r"[\d一二三四五六七八九十两几半]+个?(?:天|周|星期|礼拜|月|年)"
#: a Chinese date ("2025年", "3月", 四月份, "3日", 十五号): what a bare 起 ("from") must follow to be a time
_DATE_ZH = r"(?:\d{4}年|[\d一二三四五六七八九十]{1,3}月份?|[\d一二三四五六七八九十]{1,3}[日号])+"
#: an English time phrase at the start of a text ("last month", "two weeks ago", "this spring", "recently"): where
#: a noun phrase before it ends ("the old Ford Fiesta last month")
_AT_TIME_EN = re.compile(
    rf"(?:(?:last|this|next) {_UNIT_EN}|(?:\w+ )?(?:days?|weeks?|months?|years?) ago|yesterday|today|tonight|"
    r"tomorrow|these days|nowadays|currently|lately|recently|earlier|right now|now)\b",
    re.I,
)
_TIMED_ZH = re.compile(
    r"(?:从|自)?(?:\d{4}年)?(?:\d{1,2}月)?(?:\d{1,2}[日号])?(?:开始|以来|以后)|"
    # 起 "from" only in a time phrase: after a date (四月起, 2025年3月起) or 从/自 and a date or a time noun
    # (从下周一起); never a bare 起 (起名 "to name", 一起 "together", 起床 "to get up")
    rf"(?:自从|从|自)?{_DATE_ZH}起|(?:自从|从|自(?!己))[^，。,.；;！!？?从自起]{{1,8}}?起(?![床来身名飞])|"
    r"(?:从|自)?(?:上|这|本|下|今|去|前)个?(?:周|星期|礼拜|月|季度|学期|年|次|账期)[一二三四五六日天末]?(?:开始|起|以来)?|"
    r"现在|目前|最近|如今|眼下|当前|近来|这些天|这阵子"
)


@lru_cache(maxsize=8192)
def untimed(content: str) -> str:
    """``content`` without its time adverbials (:data:`_TIMED_EN`, :data:`_TIMED_ZH`), spaces tidied."""
    out = _TIMED_ZH.sub("", _TIMED_EN.sub(" ", content)) if text.has_cjk(content) else _TIMED_EN.sub(" ", content)
    out = re.sub(r"\s+", " ", out).strip(" ,，")
    return out or content


def starts_with_time(words: str) -> bool:
    """Does ``words`` (English) begin with a time phrase ("last month", "two weeks ago", "recently")?"""
    return _AT_TIME_EN.match(words) is not None


def timed(content: str) -> bool:
    """Does ``content`` say when it holds (a time adverbial of :func:`untimed`)?"""
    return untimed(content) != content.strip(" ,，")


#: words of a question that ask about the present in so many words (a closed class of present-time adverbs; Chinese
#: matched as jieba words, so 现在 is not found inside another word)
_PRESENT_EN = re.compile(r"\b(?:now|nowadays|currently|current|these days|at the moment|at present|right now|"
                         r"lately|presently)\b", re.I)
_PRESENT_ZH = ("现在", "目前", "如今", "眼下", "当前", "近来", "这些天", "这阵子", "最近", "现今")


def asks_now(query: str) -> bool:
    """Does ``query`` ask about the present in so many words ("these days", "at the moment", 目前, 这阵子)?"""
    if _PRESENT_EN.search(query):
        return True
    return text.has_cjk(query) and text.find_phrase(query, _PRESENT_ZH) is not None


#: a weekday, as a number 0-6: English names (abbreviated only when capitalised: "Wed", not "wed"), 周一 … 周日
DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
#: a day of the week: English (one or many: "Friday", "Fridays"), Chinese (周三, 星期三, 礼拜三; not 每周三次, "three
#: times a week"); the patterns language/occasions.py reads too
DAY_EN = r"(?:mon|tues?|wednes|thurs|fri|satur|sun)days?"
DAY_ZH = r"(?:周|星期|礼拜)[一二三四五六日天](?![次遍回趟个])"
_DAY_EN = re.compile(r"\b(mon|tues?|wednes|thurs|fri|satur|sun)days?\b", re.I)
DAY_ABBR = re.compile(r"\b(Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)\b")
_DAY_ZH = re.compile(r"(?:周|星期|礼拜)([一二三四五六日天])(?![次遍回趟个])")  # 每周三次 is "three times a week"
_ZH_DAYS = "一二三四五六日"


def weekdays(content: str) -> frozenset[int]:
    """The weekdays ``content`` names, as numbers 0 (Monday) - 6 (Sunday)."""
    found = {DAYS.index(m.group(1)[:3].lower()) for m in _DAY_EN.finditer(content)}
    found |= {DAYS.index(m.group(1)[:3].lower()) for m in DAY_ABBR.finditer(content)}
    found |= {_ZH_DAYS.index(m.group(1).replace("天", "日")) for m in _DAY_ZH.finditer(content)}
    return frozenset(found)
