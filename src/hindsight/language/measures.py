"""Measures in any unit (issue #15, "conflicts need a person"): a length, a mass or an amount of money, read as one
number in one base unit, so that two sources' values compare across units and notations.

"Height: 170 cm" and "I'm 5 foot 11" (180 cm) disagree; "Height: 5 ft 9 in" and "175 cm" agree; 身高：165厘米 and
我身高一米七八 (178 cm) disagree; "Weight: 70 kg" and "about 154 lbs" agree; "Net pay (monthly): $3,620.00" and "about
$4,100 a month" disagree. Units are a closed class (centimetres, metres, feet and inches, kilograms, pounds, 斤,
dollars, 元, euros, pounds sterling), the keys they measure are not: the witnesses rule reads any key's value.

Two measures compare only in one dimension (a length, a mass, one currency: dollars never against 元) and, for
money, not per two different periods ("a month" / "a year"). A hedged value ("about", "around", 大概, 左右, "~") may
be off by :data:`HEDGED`, any other by :data:`EXACT`. Pure functions.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from hindsight.language import numerals, text

#: the relative difference two exact values may have and still be one (rounding: 175 cm / 5 ft 9 in is 0.2 % off)
EXACT = 0.02
#: ... and two values of which one is hedged ("about $4,100")
HEDGED = 0.08

_NUM = r"\d+(?:,\d{3})*(?:\.\d+)?"
_ZH_NUM = r"[零一二两三四五六七八九十百千]+"
#: one number and its unit; the unit's group name says what it measures (the factor to the base unit is in
#: :data:`_FACTOR`); each alternative is anchored on its unit word, so no two quantifiers share a run
_MEASURE = re.compile(
    rf"(?P<ftin>(?<![\d,.])(?P<ft>\d+)\s*(?:'(?!s\b)|′|’(?!s\b)|ft\.?|feet|foot)\s*(?:(?P<inch>\d+(?:\.\d+)?)\s*"
    rf"(?:\"|″|”|in\b\.?|inch(?:es)?)?)?)"
    rf"|(?P<zhm>(?P<zm>[一两二1])\s*米\s*(?P<zd>[一二三四五六七八九\d]{{1,2}})(?![\d\s]*(?:厘米|公分|cm)))"
    rf"|(?P<usd>(?:\$|US\$|USD\s?)(?P<usdn>{_NUM})(?:\s*(?:(?P<usdk>k|thousand)|(?P<usdm>m|mn|million))\b)?)"
    rf"|(?P<eur>€\s?(?P<eurn>{_NUM}))|(?P<gbp>£\s?(?P<gbpn>{_NUM}))"
    rf"|(?P<n>{_NUM}|{_ZH_NUM}(?:万(?:{_ZH_NUM})?)?|{_NUM}\s*万)\s*(?P<unit>cm|厘米|公分|centimet(?:er|re)s?|mm|毫米|"
    r"(?-i:m)|米|met(?:er|re)s?|km|公里|千米|kilomet(?:er|re)s?|inch(?:es)?|kg|公斤|千克|kilos?|kilograms?|lbs?|pounds?|斤|"
    r"dollars?|usd|元|块钱|块(?![\u4e00-\u9fff])|块(?=的|左右|多)|rmb|cny|euros?|eur)(?![a-z])"
    #: a Chinese amount in 万 or 千 that no unit follows (月薪1.2万, 到手大概一万一, 房租每月四千二): 元
    rf"|(?P<wan>(?:{_NUM}|{_ZH_NUM})万(?:{_ZH_NUM})?|[一二两三四五六七八九]千[一二三四五六七八九]?)(?=[。，,.！!；;）)\s]|$|左右|上下|多|出头|的)",
    re.IGNORECASE)
_FACTOR = {"cm": ("length", 1.0), "厘米": ("length", 1.0), "公分": ("length", 1.0), "centimeter": ("length", 1.0),
           "mm": ("length", 0.1), "毫米": ("length", 0.1), "m": ("length", 100.0), "米": ("length", 100.0),
           "meter": ("length", 100.0), "km": ("length", 1e5), "公里": ("length", 1e5), "千米": ("length", 1e5),
           "kilometer": ("length", 1e5), "inch": ("length", 2.54), "kg": ("mass", 1.0), "公斤": ("mass", 1.0),
           "千克": ("mass", 1.0), "kilo": ("mass", 1.0), "kilogram": ("mass", 1.0), "lb": ("mass", 0.45359),
           "pound": ("mass", 0.45359), "斤": ("mass", 0.5), "dollar": ("usd", 1.0), "usd": ("usd", 1.0),
           "元": ("cny", 1.0), "块钱": ("cny", 1.0), "块": ("cny", 1.0), "rmb": ("cny", 1.0), "cny": ("cny", 1.0),
           "euro": ("eur", 1.0), "eur": ("eur", 1.0)}
_HEDGE = re.compile(r"\b(?:about|around|roughly|approximately|approx\.?|almost|nearly|some|or so|ish)\b|~|≈|"
                    r"大概|大约|约|左右|差不多|上下|将近|接近|出头", re.IGNORECASE)
_PERIOD = (("month", re.compile(r"\b(?:a|per|each|every)\s+month\b|\bmonthly\b|/\s?mo(?:nth)?\b|每个?月|月薪|月收入",
                                re.I)),
           ("year", re.compile(r"\b(?:a|per|each|every)\s+year\b|\byearly\b|\bannual(?:ly)?\b|"
                               r"/\s?y(?:ea)?r\b|每年|年薪|年收入", re.I)),
           ("week", re.compile(r"\b(?:a|per|each|every)\s+week\b|\bweekly\b|每周|周薪", re.I)),
           ("hour", re.compile(r"\b(?:an|per|each|every)\s+hour\b|\bhourly\b|/\s?h(?:ou)?r\b|每小时|时薪", re.I)))


#: how many of a shorter period make a longer one (months a year, weeks a year, weeks a month, work hours a year and a
#: month): an amount without its period that is another's times one of these is that amount per another period
_PER_PERIOD = (12, 52, 4.33, 2080, 173.3)


class Measure(NamedTuple):
    dimension: str  # length (cm), mass (kg), usd, cny, eur, gbp
    value: float
    unit: str  # as written: "ft-in", "米" (一米七八), "$", "万", or the unit word ("cm", "公里", "lb")


def _zh_int(s: str) -> float | None:
    """A Chinese numeral up to 9999 (十一, 一百四十, 两千五) or digits; None when it reads as neither."""
    s = s.replace(",", "")
    if re.fullmatch(r"\d+(?:\.\d+)?", s):
        return float(s)
    n = numerals.value(s)
    return None if n is None else float(n)


def _number(s: str) -> float | None:
    """Digits, a Chinese numeral or either with 万 (一万一 = 11,000; 1.2万 = 12,000)."""
    s = s.replace(" ", "")
    if "万" not in s:
        return _zh_int(s)  # 四千二: 4,200
    head, _, tail = s.partition("万")
    h = _zh_int(head)
    if h is None:
        return None
    if not tail:
        return h * 10_000
    t = _zh_int(tail)
    if t is None:
        return None
    # 一万一: one myriad and one thousand
    return h * 10_000 + (t * 1000 if len(tail) == 1 and tail in numerals.DIGITS else t)


def _unit(word: str) -> tuple[str, float] | None:
    w = word.lower()
    if w in _FACTOR:
        return _FACTOR[w]
    for suffix in ("es", "s"):
        if w.endswith(suffix) and w[: -len(suffix)] in _FACTOR:
            return _FACTOR[w[: -len(suffix)]]
    w = w.replace("metre", "meter")
    return _FACTOR.get(w) or _FACTOR.get(w.rstrip("s"))


@lru_cache(maxsize=4096)
def measures(content: str) -> tuple[Measure, ...]:
    """Every length, mass and amount of money ``content`` states, each in its dimension's base unit."""
    found: list[Measure] = []
    for m in _MEASURE.finditer(text.normalize(content)):
        if m.group("ftin"):
            found.append(Measure("length", int(m.group("ft")) * 30.48 + float(m.group("inch") or 0) * 2.54, "ft-in"))
        elif m.group("zhm"):
            metres = 1 if m.group("zm") in ("一", "1") else 2
            d = "".join(str(numerals.DIGITS.get(ch, ch)) for ch in m.group("zd"))
            found.append(Measure("length", metres * 100 + (int(d) * 10 if len(d) == 1 else int(d)), "米"))
        elif m.group("usd"):
            n = _number(m.group("usdn"))
            if n is not None:
                times = 1000 if m.group("usdk") else 1_000_000 if m.group("usdm") else 1
                found.append(Measure("usd", n * times, "$"))
        elif m.group("eur") or m.group("gbp"):
            n = _number(m.group("eurn") or m.group("gbpn"))
            if n is not None:
                found.append(Measure("eur" if m.group("eur") else "gbp", n, "€" if m.group("eur") else "£"))
        elif m.group("wan"):
            n = _number(m.group("wan"))
            if n is not None and text.has_cjk(content):
                found.append(Measure("cny", n, "万" if "万" in m.group("wan") else "千"))
        else:
            unit, n = _unit(m.group("unit")), _number(m.group("n"))
            if unit is not None and n is not None:
                found.append(Measure(unit[0], n * unit[1], m.group("unit").lower().rstrip("s")))
    return tuple(found)


def hedged(content: str) -> bool:
    """Does ``content`` give its value as an estimate ("about", 大概, 左右, "~")?"""
    return bool(_HEDGE.search(text.normalize(content)))


def periods(content: str) -> frozenset[str]:
    """The periods an amount is given per (month, year, week, hour)."""
    return frozenset(name for name, rx in _PERIOD if rx.search(content))


def compared(x: str, y: str) -> bool | None:
    """Do ``x`` and ``y`` give one measure two values? True: one measure each in one dimension, apart by more than
    the tolerance; False: within it (one value in two units: "5 ft 9 in" / "175 cm"); None: nothing to compare
    (no measure, several, two dimensions, or money per two periods)."""
    mx, my = measures(x), measures(y)
    if len(mx) != 1 or len(my) != 1 or mx[0].dimension != my[0].dimension:
        return None
    if mx[0].dimension in ("usd", "cny", "eur", "gbp"):
        px, py = periods(x), periods(y)
        if px and py and px != py:
            return None
    a, b = mx[0].value, my[0].value
    if a <= 0 or b <= 0:
        return None
    if mx[0].dimension in ("usd", "cny", "eur", "gbp") and bool(periods(x)) != bool(periods(y)) \
            and any(abs(max(a, b) / min(a, b) / n - 1) <= HEDGED for n in _PER_PERIOD):
        return None  # "Salary: $60,000" / "$5,000 a month": one pay per two periods
    tolerance = HEDGED if hedged(x) or hedged(y) else EXACT
    return abs(a - b) / max(a, b) > tolerance


def one_value_in_two_units(x: str, y: str) -> bool:
    """Do ``x`` and ``y`` give one measure each, written in two units, that agree ("Height: 175 cm" / "Height:
    5'9\"", 三公里 / 3000米左右, 年薪30万 / 300000元)? Two units, not one: "$1,850" / "$1,880" may be a change."""
    mx, my = measures(x), measures(y)
    return len(mx) == len(my) == 1 and mx[0].unit != my[0].unit and compared(x, y) is False
