"""Dates in the question: "in May 2023", "on October 13, 2023", "last summer", "3 weeks ago", "2023年5月",
"上个月", "去年夏天" become a time window relative to the request's ``now``; a memory observed inside the window (or
shortly after it: people tell of an event a few days later) is raised by a factor, named in ``Explain.when``.

Only explicit calendar expressions make a window (month and season names, numbers, last/this/ago, 去年/上个月…);
"recently" or "最近" do not: they name no span. A question without a date, or a bank with nothing observed in the
window, ranks as before. Seasons are the northern meteorological ones (spring March-May, summer June-August,
autumn September-November, winter December-February). Pure functions: no I/O.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from hindsight.language import numerals, runs
from hindsight.model import SearchHit


@dataclass(frozen=True)
class Window:
    """A span of time a question names: ``start`` inclusive, ``end`` exclusive (UTC), and the words that named it."""

    start: datetime
    end: datetime
    phrase: str

    def holds(self, at: datetime, lag: timedelta) -> bool:
        """Was ``at`` inside the window, or at most ``lag`` after its end?"""
        return self.start <= at < self.end + lag

    def lag(self) -> timedelta:
        """How long after the window a memory may still tell of it: half the window, at least a week, at most a
        month ("in June" → mid-July; "on May 23" → May 30)."""
        return min(max((self.end - self.start) / 2, timedelta(days=7)), timedelta(days=31))


_MONTHS = {m.lower(): i for i, m in enumerate(calendar.month_name) if m}
_MONTHS |= {m.lower(): i for i, m in enumerate(calendar.month_abbr) if m and m != "May"} | {"sept": 9}
_MONTH = r"(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|" \
         r"Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\.?"
_ORD = r"(\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"((?:19|20)\d{2})"
_SEASONS = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12,
            "春": 3, "夏": 6, "秋": 9, "冬": 12}  # the month each season starts in
_EN_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
               "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "couple of": 2, "few": 3}
_ZH_NUM = r"(\d{1,4}|[零〇一二两三四五六七八九十]{1,4})"


def _zh_int(s: str) -> int:
    """"12", "十二", "二十三", "二〇二三" → the number; ValueError when it reads as none (:func:`window` skips it)."""
    n = numerals.value(s) if "十" in s else numerals.spelled(s)
    if n is None:
        raise ValueError(f"not a number: {s!r}")
    return n


def _en_int(s: str) -> int:
    s = s.lower()
    return int(s) if s.isdigit() else _EN_NUMBERS.get(s, 1)


# -- spans ---------------------------------------------------------------------------------------------------
def _day(y: int, m: int, d: int) -> tuple[datetime, datetime] | None:
    try:
        start = datetime(y, m, d, tzinfo=UTC)
    except ValueError:
        return None
    return start, start + timedelta(days=1)


def _month(y: int, m: int) -> tuple[datetime, datetime] | None:
    if not 1 <= m <= 12:
        return None
    start = datetime(y, m, 1, tzinfo=UTC)
    return start, datetime(y + (m == 12), m % 12 + 1, 1, tzinfo=UTC)


def _year(y: int) -> tuple[datetime, datetime]:
    return datetime(y, 1, 1, tzinfo=UTC), datetime(y + 1, 1, 1, tzinfo=UTC)


def _season(y: int, first_month: int) -> tuple[datetime, datetime]:
    """The season starting in ``first_month`` of year ``y`` (winter runs into the next year)."""
    start = datetime(y, first_month, 1, tzinfo=UTC)
    end_m = first_month + 3
    return start, datetime(y + (end_m > 12), (end_m - 1) % 12 + 1, 1, tzinfo=UTC)


def _latest_month(now: datetime, m: int) -> tuple[datetime, datetime] | None:
    """Month ``m`` of the latest year in which it has begun by ``now``."""
    return _month(now.year if m <= now.month else now.year - 1, m)


def _latest_day(now: datetime, m: int, d: int) -> tuple[datetime, datetime] | None:
    span = _day(now.year, m, d)
    return span if span is None or span[0] <= now else _day(now.year - 1, m, d)


def _season_span(now: datetime, first_month: int, which: str) -> tuple[datetime, datetime]:
    """``which``: "last" (the latest such season over by now), "this" (the one of now's year), "next", "" (the
    latest one begun by now)."""
    y = now.year
    if which == "this":
        return _season(y, first_month)
    if which == "next":
        start, _ = _season(y, first_month)
        return _season(y if start > now else y + 1, first_month)
    cur = _season(y, first_month)
    while cur[0] > now or (which == "last" and cur[1] > now):
        y -= 1
        cur = _season(y, first_month)
    return cur


def _shift(now: datetime, unit: str, n: int) -> tuple[datetime, datetime] | None:
    """The day / week / month / year ``n`` units before ``now`` (negative: after)."""
    today = now.replace(hour=0, minute=0, second=0, microsecond=0)
    if unit == "day":
        return today - timedelta(days=n), today - timedelta(days=n - 1)
    if unit == "week":
        monday = today - timedelta(days=today.weekday()) - timedelta(weeks=n)
        return monday, monday + timedelta(weeks=1)
    if unit == "month":
        k = now.year * 12 + now.month - 1 - n
        return _month(k // 12, k % 12 + 1)
    if unit == "year":
        return _year(now.year - n)
    return None


_UNITS_EN = {"day": "day", "days": "day", "week": "week", "weeks": "week", "month": "month", "months": "month",
             "year": "year", "years": "year"}
_UNITS_ZH = {"天": "day", "日": "day", "周": "week", "星期": "week", "礼拜": "week", "个星期": "week", "个礼拜": "week",
             "月": "month", "个月": "month", "年": "year"}
_REL_EN = {"last": 1, "past": 1, "previous": 1, "this": 0, "current": 0, "next": -1}
_REL_ZH = {"上": 1, "这": 0, "本": 0, "下": -1}


# -- English --------------------------------------------------------------------------------------------------
_EN_RULES: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"\b((?:19|20)\d{2})-(\d{1,2})-(\d{1,2})\b"), "iso"),
    (re.compile(rf"\b{_MONTH}\s+{_ORD},?\s+{_YEAR}\b"), "mdy"),
    (re.compile(rf"\b{_ORD}\s+(?:of\s+)?{_MONTH},?\s+{_YEAR}\b"), "dmy"),
    (re.compile(rf"\b{_MONTH},?\s+(?:of\s+)?{_YEAR}\b"), "my"),
    (re.compile(rf"\b(?:(last|this|next)\s+)?(spring|summer|autumn|fall|winter)(?:\s+(?:of\s+)?{_YEAR})?\b", re.I),
     "season"),
    (re.compile(r"\b(yesterday|today|the day before yesterday)\b", re.I), "day"),
    (re.compile(r"\b(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|couple of|few)\s+"
                r"(days?|weeks?|months?|years?)\s+ago\b", re.I), "ago"),
    (re.compile(r"\b(last|past|previous|this|current|next)\s+(week|month|year)\b", re.I), "rel"),
    (re.compile(rf"\b{_MONTH}\s+{_ORD}\b(?!\s*(?:days?|weeks?|months?|years?|am|pm)\b)"), "md"),
    (re.compile(rf"\b{_ORD}\s+(?:of\s+)?{_MONTH}\b"), "dm"),
    (re.compile(rf"\b{_YEAR}\b"), "y"),
    (re.compile(rf"\b(?:in|during|since|of|last|this)\s+{_MONTH}\b", re.I), "m"),
]


def _mon(s: str) -> int:
    return _MONTHS[s.lower().rstrip(".")]


def _en_span(kind: str, g: tuple[str, ...], now: datetime) -> tuple[datetime, datetime] | None:
    if kind == "iso":
        return _day(int(g[0]), int(g[1]), int(g[2]))
    if kind == "mdy":
        return _day(int(g[2]), _mon(g[0]), int(g[1]))
    if kind == "dmy":
        return _day(int(g[2]), _mon(g[1]), int(g[0]))
    if kind == "my":
        return _month(int(g[1]), _mon(g[0]))
    if kind == "season":
        if g[1].lower() == "fall" and not (g[0] or g[2]):
            return None  # "did the user fall": a verb unless qualified ("last fall", "fall 2023")
        first = _SEASONS[g[1].lower()]
        return _season(int(g[2]), first) if g[2] else _season_span(now, first, (g[0] or "").lower())
    if kind == "day":
        back = {"yesterday": 1, "today": 0}.get(g[0].lower(), 2)
        return _shift(now, "day", back)
    if kind == "ago":
        return _shift(now, _UNITS_EN[g[1].lower()], _en_int(g[0]))
    if kind == "rel":
        return _shift(now, g[1].lower(), _REL_EN[g[0].lower()])
    if kind == "md":
        return _latest_day(now, _mon(g[0]), int(g[1]))
    if kind == "dm":
        return _latest_day(now, _mon(g[1]), int(g[0]))
    if kind == "y":
        return _year(int(g[0]))
    if kind == "m":
        return _latest_month(now, _mon(g[0]))
    return None


# -- Chinese --------------------------------------------------------------------------------------------------
_ZH_RULES: list[tuple[re.Pattern[str], str]] = [
    (re.compile(rf"{_ZH_NUM}年{_ZH_NUM}月{_ZH_NUM}[日号]"), "ymd"),
    (re.compile(rf"{_ZH_NUM}年{_ZH_NUM}月"), "ym"),
    (re.compile(r"(去年|今年|前年|明年)?的?(春|夏|秋|冬)(?:天|季)"), "season"),
    (re.compile(rf"(?<![年个几\d]){_ZH_NUM}月{_ZH_NUM}[日号]"), "md"),
    (re.compile(r"(前天|昨天|昨日|今天|今日)"), "day"),
    (re.compile(rf"{_ZH_NUM}(天|个星期|个礼拜|星期|周|个月|年)(?:以前|之前|前)"), "ago"),
    (re.compile(r"(上|这|本|下)(?:个|一)?(星期|礼拜|周|月)"), "rel"),
    (re.compile(r"(去年|今年|前年|明年)"), "yrel"),
    (re.compile(rf"{_ZH_NUM}年(?!前|以前|之前|来|多|半|级)"), "y"),
    (re.compile(r"(?<![个几\d上下这本])([一二三四五六七八九十]{1,3}|\d{1,2})月(?!前|以前|之前|来|底|初)"), "m"),
]
_ZH_YEAR_BACK = {"前年": 2, "去年": 1, "今年": 0, "明年": -1}


def _zh_span(kind: str, g: tuple[str, ...], now: datetime) -> tuple[datetime, datetime] | None:
    if kind == "ymd":
        return _day(_zh_int(g[0]), _zh_int(g[1]), _zh_int(g[2]))
    if kind == "ym":
        return _month(_zh_int(g[0]), _zh_int(g[1]))
    if kind == "season":
        first = _SEASONS[g[1]]
        if not g[0]:
            return _season_span(now, first, "")
        return _season(now.year - _ZH_YEAR_BACK[g[0]], first)
    if kind == "md":
        m, d = _zh_int(g[0]), _zh_int(g[1])
        return _latest_day(now, m, d) if 1 <= m <= 12 else None
    if kind == "day":
        return _shift(now, "day", {"前天": 2, "昨天": 1, "昨日": 1}.get(g[0], 0))
    if kind == "ago":
        return _shift(now, _UNITS_ZH[g[1]], _zh_int(g[0]))
    if kind == "rel":
        return _shift(now, _UNITS_ZH[g[1]], _REL_ZH[g[0]])
    if kind == "yrel":
        return _year(now.year - _ZH_YEAR_BACK[g[0]])
    if kind == "y":
        y = _zh_int(g[0])
        return _year(y) if 1900 <= y <= 2100 else None
    if kind == "m":
        m = _zh_int(g[0])
        return _latest_month(now, m) if 1 <= m <= 12 else None
    return None


def window(query: str, now: datetime) -> Window | None:
    """The span of time ``query`` names, relative to ``now`` (the first, most specific expression), or None."""
    for rules, span_of in ((_EN_RULES, _en_span), (_ZH_RULES, _zh_span)):
        for pattern, kind in rules:
            for m in pattern.finditer(query):
                if rules is _ZH_RULES and not runs.starts_a_word(query, m.start()):
                    continue  # 如今天气 holds no 今天, 这个月季 no 这个月: a match must begin a jieba word
                try:
                    span = span_of(kind, m.groups(), now)
                except (KeyError, ValueError, OverflowError):
                    span = None
                if span is not None:
                    return Window(span[0], span[1], m.group(0).strip())
    return None


# -- ranking -------------------------------------------------------------------------------------------------
def in_window(win: Window | None, observed: Iterable[tuple[str, datetime]]) -> set[str]:
    """The ids (of ``(id, observed_at)`` pairs) observed inside ``win`` or within its lag after it."""
    if win is None:
        return set()
    lag = win.lag()
    return {mid for mid, at in observed if win.holds(at, lag)}


def boost(hits: list[SearchHit], query: str, now: datetime, factor: float) -> Window | None:
    """Raise (× ``factor``) the hits observed in the window ``query`` names; ``Explain.when`` names its words.
    Returns the window (None: the question names no time)."""
    win = window(query, now) if factor != 1.0 else None
    if win is None:
        return None
    inside = in_window(win, [(h.id, h.memory.observed_at) for h in hits])
    for h in hits:
        if h.id in inside:
            h.score = round(h.score * factor, 6)
            if h.explain is not None:
                h.explain.when, h.explain.final = win.phrase, h.score
    return win
