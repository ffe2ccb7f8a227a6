"""One number by two notations (issue #15, "do no harm"): two statements that give the same time, phone number or
amount, written differently, give no other number. The rules judge disputed "The user's standup is at 3pm" /
"… at 15:00" and "+1 415 555 0100" / "(415) 555-0100" (both memories lost 30 % and a person got a review item).

:func:`same_numbers` reads each statement's numbers once written one way:

- a clock time: "3pm", "3 p.m.", "15:00", "3:30 PM", 下午三点, 15点, 三点半 → 15:00, 15:30; an hour of twelve or less
  with no half of the day stays as written ("at 3:00" is neither "3am" nor "3pm"; 晚上一点, 三点 alike), a Chinese
  one needs a time of day, a digit or a half / minutes (甜一点 is "a bit sweeter");
- a phone number (seven digits or more): with and without its country prefix written as such ("+1 415 555 0100" /
  "(415) 555-0100", "+44 20 7946 0958" / "020 7946 0958"), never an area code or any digits before it;
- a thousands separator: "$1,200" / "1200".

Pure, no I/O.
"""

from __future__ import annotations

import re
import unicodedata

from hindsight.language import numerals, text

_CLOCK_12 = re.compile(r"(?<![\d:.])(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s?m\b\.?", re.I)
_CLOCK_24 = re.compile(r"(?<![\d:.])(\d{1,2}):(\d{2})(?![\d:])")
_ZH_NUM = r"\d{1,2}|[零一二两三四五六七八九十]{1,3}"
#: (the space after a time of day only when one is written: an optional word before an unanchored \s* made a long
#: run of spaces quadratic)
_CLOCK_ZH = re.compile(rf"(?:(凌晨|早上|早晨|上午|中午|下午|傍晚|晚上)\s*)?({_ZH_NUM})\s*点"
                       rf"\s*(半|(?:({_ZH_NUM})\s*分))?")
_PHONE = re.compile(r"\+?\d[\d\s().-]{5,}\d")
#: a calendar date written with a 4-digit year: 1988-04-12, 1988/4/12, 12.04.1988, 4/12/1988, 1990年3月5日
_DATE = re.compile(r"(?<![\d+])(?:(\d{4})([-/.])(\d{1,2})\2(\d{1,2})|(\d{1,2})([-/.])(\d{1,2})\6(\d{4}))(?![\d])"
                   r"|\d{4}\s*年\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*[日号])?")
_THOUSANDS = re.compile(r"(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d,])")
def _zh_int(s: str) -> int | None:
    """1-99 in digits or Chinese numerals (十, 十一, 二十三, 两)."""
    n = numerals.value(s)
    return n if n is not None and n < 100 else None


def _hhmm(h: int, m: int) -> str | None:
    return f"{h:02d}:{m:02d}" if 0 <= h < 24 and 0 <= m < 60 else None


def _as_written(h: int, m: int) -> str | None:
    """An hour of twelve or less with no half of the day: neither the morning's nor the afternoon's reading."""
    return f"{h}:{m:02d}~" if 0 <= h <= 12 and 0 <= m < 60 else None


def _zh_clock(period: str | None, h: int, mm: int) -> str | None:
    """A Chinese clock time: 下午 / 傍晚 add twelve hours; 晚上 adds them from six to eleven, 晚上 / 凌晨十二点 is
    midnight; 中午 一点 / 两点 is one / two in the afternoon; with no time of day an hour of twelve or less is as
    written (三点半), a later one is itself (15点)."""
    late = (period in ("下午", "傍晚") and 1 <= h < 12) or (period == "晚上" and 6 <= h < 12)
    if late or (period == "中午" and h < 3):
        return _hhmm(h + 12, mm)
    if period in ("晚上", "凌晨") and h == 12:
        return _hhmm(0, mm)
    if period in ("凌晨", "早上", "早晨", "上午", "中午"):
        return _hhmm(h, mm)
    return _hhmm(h, mm) if h == 0 or h > 12 else _as_written(h, mm)


#: 一 before a measure word is an article, no count: 一辆特斯拉Model 3 / 特斯拉Model 3 give one number, 3 (not 十一个)
_ONE_AS_ARTICLE = re.compile(r"(?<![零一二两三四五六七八九十百千万\d])一"
                             r"(?=[辆个名位只台部家本件条张套份所间把双头座支枚块款])")


def article(word: str) -> bool:
    """一 and a measure word alone (一辆, 一个, 一台): an article, which says nothing of which value."""
    return len(word) == 2 and _ONE_AS_ARTICLE.match(word) is not None


def _readings(content: str) -> tuple[frozenset[str], frozenset[str]]:
    """The numbers of ``content`` with clock times as HH:MM and thousands joined, and apart its phone numbers'
    digits."""
    t = unicodedata.normalize("NFKC", content)
    clocks: set[str] = set()

    def keep(value: str | None, m: re.Match[str]) -> str:
        if value is None:
            return m.group()
        clocks.add(value)
        return " "

    def twelve(m: re.Match[str]) -> str:
        h, mm = int(m.group(1)), int(m.group(2) or 0)
        return keep(_hhmm(h % 12 + (12 if m.group(3).lower() == "p" else 0), mm) if 1 <= h <= 12 else None, m)

    def chinese(m: re.Match[str]) -> str:
        period, h = m.group(1), _zh_int(m.group(2))
        mm = 30 if m.group(3) == "半" else (_zh_int(m.group(4)) if m.group(4) else 0)
        if h is None or mm is None or not (period or m.group(2).isdigit() or m.group(3)):
            return m.group()  # 甜一点, 快一点: "a bit", no time
        return keep(_zh_clock(period, h, mm), m)

    def bare(m: re.Match[str]) -> str:
        h, mm = int(m.group(1)), int(m.group(2))
        return keep(_hhmm(h, mm) if h == 0 or h > 12 else _as_written(h, mm), m)

    t = _CLOCK_12.sub(twelve, t)
    t = _CLOCK_ZH.sub(chinese, t)
    t = _CLOCK_24.sub(bare, t)
    runs = _phone_runs(t)
    phones = frozenset(t[i:j].strip() for i, j in runs)
    for i, j in reversed(runs):
        t = t[:i] + " " + t[j:]
    t = _THOUSANDS.sub(lambda m: m.group().replace(",", ""), t)
    t = _ONE_AS_ARTICLE.sub(" ", t)
    return text.number_values(t) | clocks, phones


def undated(content: str) -> str:
    """The text with its calendar dates blanked (same length): a date is no phone number ("Date of birth:
    1988-04-12")."""

    def blank(m: re.Match[str]) -> str:
        if m.group(1):  # year first: month, then day
            month, day = int(m.group(3)), int(m.group(4))
        elif m.group(5):  # year last: day and month in either order, one of them a month
            month, day = sorted((int(m.group(5)), int(m.group(7))))
        else:
            return " " * len(m.group(0))
        return " " * len(m.group(0)) if 1 <= month <= 12 and 1 <= day <= 31 else m.group(0)

    return _DATE.sub(blank, content)


def _phone_runs(content: str) -> list[tuple[int, int]]:
    """Where ``content`` writes a phone number: a run of seven digits or more that is no calendar date."""
    return [m.span() for m in _PHONE.finditer(undated(content)) if len(re.sub(r"\D", "", m.group())) >= 7]


def phone_like(content: str) -> bool:
    """Does the text carry a phone-number-like run of 7 or more digits (a calendar date is none)?"""
    return bool(_phone_runs(content))


def phone_digits(content: str) -> frozenset[str]:
    """The digits of each phone number ``content`` writes."""
    return frozenset(re.sub(r"\D", "", content[i:j]) for i, j in _phone_runs(content))


def same_phone(x: str, y: str) -> bool:
    """Two phone numbers as written name one number: the same digits, or one written with its country prefix ("+"
    or "00", one to three digits) and the other without it, a national trunk 0 aside: "+1 415 555 0100" /
    "(415) 555-0100", "+44 20 7946 0958" / "020 7946 0958", "+86 138 1234 5678" / "13812345678". An area code or
    any other digits before a number make another number ("(212) 555-0142" is not "555-0142")."""
    dx, dy = re.sub(r"\D", "", x), re.sub(r"\D", "", y)
    if dx == dy:
        return len(dx) >= 7
    for full, d_full, d_other in ((x, dx, dy), (y, dy, dx)):
        lead = full.lstrip()
        prefix = 1 if lead.startswith("+") else (2 if lead.startswith("00") else 0)
        if not prefix:
            continue
        national = d_other[1:] if d_other.startswith("0") else d_other
        rest = d_full[prefix - 1:] if prefix == 2 else d_full
        if len(national) >= 7 and rest.endswith(national) and 1 <= len(rest) - len(national) <= 3:
            return True
    return False


def one_phone(a: str, b: str) -> bool:
    """Each of ``a`` and ``b`` gives one phone number, and it is one number (:func:`same_phone`)."""
    pa, pb = _readings(a)[1], _readings(b)[1]
    return len(pa) == len(pb) == 1 and same_phone(next(iter(pa)), next(iter(pb)))


def same_numbers(a: str, b: str) -> bool:
    """Do ``a`` and ``b`` give the same numbers once each is written one way (see the module's docstring)?"""
    (na, pa), (nb, pb) = _readings(a), _readings(b)
    if na != nb or len(pa) != len(pb):
        return False
    return all(any(same_phone(x, y) for y in pb) for x in pa) and all(any(same_phone(y, x) for x in pa) for y in pb)
