"""One number by two notations (issue #15, "do no harm"): two statements that give the same time, phone number or
amount, written differently, give no other number. The rules judge disputed "The user's standup is at 3pm" /
"… at 15:00" and "+1 415 555 0100" / "(415) 555-0100" (both memories lost 30 % and a person got a review item).

:func:`same_numbers` reads each statement's numbers once written one way:

- a clock time: "3pm", "3 p.m.", "15:00", "3:30 PM", 下午三点, 15点, 三点半 → 15:00, 15:30 (an hour with no half of the
  day stays as written: "at 3:00" is not "at 15:00");
- a phone number (seven digits or more): with and without its country or trunk prefix, one the other's ending;
- a thousands separator: "$1,200" / "1200".

Pure, no I/O.
"""

from __future__ import annotations

import re
import unicodedata

from hindsight.language import text

_CLOCK_12 = re.compile(r"(?<![\d:.])(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s?m\b\.?", re.I)
_CLOCK_24 = re.compile(r"(?<![\d:.])(\d{1,2}):(\d{2})(?![\d:])")
_ZH_NUM = r"\d{1,2}|[零一二两三四五六七八九十]{1,3}"
_CLOCK_ZH = re.compile(rf"(凌晨|早上|早晨|上午|中午|下午|傍晚|晚上)?\s*({_ZH_NUM})\s*点\s*(半|(?:({_ZH_NUM})\s*分))?")
_LATE_ZH = frozenset({"下午", "傍晚", "晚上"})
_PHONE = re.compile(r"\+?\d[\d\s().-]{5,}\d")
_DATE = re.compile(r"\d{4}([-/.])\d{1,2}\1\d{1,2}|\d{1,2}([-/.])\d{1,2}\2\d{4}")
_THOUSANDS = re.compile(r"(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d,])")
_CN = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}


def _zh_int(s: str) -> int | None:
    """1-99 in digits or Chinese numerals (十, 十一, 二十三, 两)."""
    if s.isdigit():
        return int(s)
    if "十" not in s:
        return _CN.get(s) if len(s) == 1 else None
    tens, _, ones = s.partition("十")
    t = _CN.get(tens, -1) if tens else 1
    o = _CN.get(ones, -1) if ones else 0
    return None if t < 0 or o < 0 else 10 * t + o


def _hhmm(h: int, m: int) -> str | None:
    return f"{h:02d}:{m:02d}" if 0 <= h < 24 and 0 <= m < 60 else None


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
        h = _zh_int(m.group(2))
        mm = 30 if m.group(3) == "半" else (_zh_int(m.group(4)) if m.group(4) else 0)
        if h is None or mm is None:
            return m.group()
        late = m.group(1) in _LATE_ZH or (m.group(1) == "中午" and h < 3)
        return keep(_hhmm(h + 12 if late and h < 12 else h, mm), m)

    t = _CLOCK_12.sub(twelve, t)
    t = _CLOCK_ZH.sub(chinese, t)
    t = _CLOCK_24.sub(lambda m: keep(_hhmm(int(m.group(1)), int(m.group(2))), m), t)
    phones = frozenset(re.sub(r"\D", "", m.group()) for m in _PHONE.finditer(t) if _phone(m.group()))
    t = _PHONE.sub(lambda m: " " if _phone(m.group()) else m.group(), t)
    t = _THOUSANDS.sub(lambda m: m.group().replace(",", ""), t)
    return text.number_values(t) | clocks, phones


def _phone(run: str) -> bool:
    """A run of seven digits or more that is no calendar date (1990-03-05, 05.03.1990)."""
    return len(re.sub(r"\D", "", run)) >= 7 and _DATE.fullmatch(run.strip()) is None


def same_phone(x: str, y: str) -> bool:
    """Two phone numbers' digits name one number: equal, or one the other's ending (a country or trunk prefix
    aside: "14155550100" / "4155550100", "8613812345678" / "13812345678"), seven digits at least."""
    short, long = sorted((x, y), key=len)
    return len(short) >= 7 and long.endswith(short) and len(long) - len(short) <= 3


def same_numbers(a: str, b: str) -> bool:
    """Do ``a`` and ``b`` give the same numbers once each is written one way (see the module's docstring)?"""
    (na, pa), (nb, pb) = _readings(a), _readings(b)
    if na != nb or len(pa) != len(pb):
        return False
    return all(any(same_phone(x, y) for y in pb) for x in pa) and all(any(same_phone(y, x) for x in pa) for y in pb)
