"""A question that asks *when* or *how old*, and the grain of time it asks for; whether a statement states one.

"What day will they collect the old sofa?" asks for a day, "我几点起床？" for a time of day, "哪年结的婚？" for a
year, "How old is the user?" / 用户多大了 for an age ("turned 47", "born in 1979", 五十出头, 1985年生); a bare
"when" / 什么时候 names no grain (a season, "two years ago", "on weekdays" all answer it) and is left alone. A
statement that states no time of the grain asked for does not answer such a question, whatever words it shares
with it ("restores old fountain pens", 读书会改到周四了 for 几点). Read from closed classes only (interrogatives,
clock notation, weekdays, months, dates, years, ages), never from the predicate: it holds for words nobody listed.
Pure functions.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Literal

from hindsight.language import text, times

Grain = Literal["clock", "day", "month", "year", "age"]

#: the interrogative phrases, most specific first (a question asks for the first grain that matches). The time word
#: must end the phrase: "what day will…" asks a day, "what day trip…" a trip (English: the next word is an auxiliary,
#: a preposition or nothing; Chinese: the next jieba word is no noun, 几号线 / 几号楼 ask a line or a building)
_ASK_EN: tuple[tuple[Grain, re.Pattern[str]], ...] = (
    ("clock", re.compile(r"\b(?:what|which) time\b|\bat what hour\b", re.I)),
    ("day", re.compile(r"\b(?:what|which) (?:day|date|weekday)s?\b", re.I)),
    ("month", re.compile(r"\b(?:what|which) month\b", re.I)),
    ("year", re.compile(r"\b(?:what|which) year\b", re.I)),
    ("age", re.compile(r"\bhow old\b|\bwhat age\b", re.I)),
)
_ASK_ZH: tuple[tuple[Grain, re.Pattern[str]], ...] = (
    ("clock", re.compile(r"几点钟?")),
    ("day", re.compile(r"哪一?天|哪日|几号|几日|周几|星期几|礼拜几")),
    ("month", re.compile(r"哪个月|几月份?")),
    ("year", re.compile(r"哪一?年|几几年")),
    ("age", re.compile(r"多大(?:了|年纪|岁数)|几岁|多少岁|年纪多大|多大$")),
)
#: what may follow the time word of an English question (a closed class: auxiliaries, prepositions, "of the week")
_AFTER_EN = frozenset({
    "is", "are", "was", "were", "will", "would", "do", "does", "did", "can", "could", "should", "shall", "may",
    "might", "must", "has", "have", "had", "of", "on", "in", "at", "for", "to", "that", "the", "this", "my", "your",
    "his", "her", "their", "our", "we", "i", "you", "he", "she", "they", "it",
})

_MONTH_EN = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|"
             r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
_NUM_ZH = r"[\d〇零一二三四五六七八九十两]"
#: a time of day: 7:00, 6.30 am, 7am, noon, 七点, 五点半, 十一点, 10：50 (not a price, "4.50"; not 一点, "a little",
#: unless a clock word goes with it: 一点半, 下午一点)
_CLOCK = re.compile(
    r"\b\d{1,2}:\d{2}\b|\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|\bo'clock\b|\bnoon\b|\bmidnight\b"
    r"|\d{1,2}：\d{2}|(?:\d{1,2}|[二三四五六七八九两]|十[一二]?)点|一点(?:钟|半|\d|[一二三四五六七八九十]+分)"
    r"|(?:上午|下午|晚上|凌晨|中午)一点|中午|半夜|凌晨", re.I)
#: a day: a weekday, a date, a relative day (today, tomorrow, 明天), a day of the month (3号, 14日; not 日本, 日语,
#: or a numbered thing, 3号线, 5号楼)
_DAY = re.compile(
    rf"\b\d{{1,2}}(?:st|nd|rd|th)?(?: of)? {_MONTH_EN}\b|\b{_MONTH_EN}\.? \d{{1,2}}(?:st|nd|rd|th)?\b"
    r"|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b(?:today|tomorrow|tonight|yesterday|weekends?)\b"
    rf"|{_NUM_ZH}{{1,3}}[日号](?![本语线楼房床门位桌柜车码])|今天|明天|后天|昨天|前天|今晚|明晚|周末", re.I)
_MONTH = re.compile(rf"\b{_MONTH_EN}\b|{_NUM_ZH}{{1,3}}月(?!饼)", re.I)
_YEAR = re.compile(r"\b(?:19|20)\d{2}\b|(?:19|20)\d{2}年|[〇零一二三四五六七八九]{4}年")
_NUMW = (r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
         r"seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)")
_DECADES = r"(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties|\d0s)"
#: an age: "turned 47", "her 60th birthday", "34 years old", "a 12-year-old", "aged 70", "born in 1979", "in her early
#: thirties", "fifty-ish", "Maisie is 12.", "about forty-five." (a number closing the clause); 58岁, 满七岁, 1985年生,
#: 1961年出生, 五十出头, 四十多岁, 今年三十八
_AGE = re.compile(
    rf"\bturn(?:s|ed|ing)? (?:\d{{1,3}}|{_NUMW}(?:[- ]{_NUMW})?)\b|\b(?:\d{{1,3}}|{_NUMW})(?:st|nd|rd|th)? birthday\b"
    rf"|\b(?:\d{{1,3}}|{_NUMW}(?:[- ]{_NUMW})?)[- ]years?[- ]old\b|\baged \d{{1,3}}\b"
    rf"|\bborn\b[^.;]*?\b(?:19|20)\d{{2}}\b|\b(?:early|mid|late)[- ]?{_DECADES}\b"
    rf"|\bin (?:his|her|their|my|your) {_DECADES}\b|\b(?:{_NUMW}|\d0)[- ]?ish\b"
    rf"|\b(?:is|am|about|around|roughly|nearly|almost|over|past) (?:\d{{2}}|{_NUMW}(?:[- ]{_NUMW})?)(?=[.,;!]|$)"
    rf"|{_NUM_ZH}{{1,3}}(?:多|来)?周?岁|(?:19|20)\d{{2}}年[^。，；]{{0,3}}生|[〇零一二三四五六七八九]{{4}}年[^。，；]{{0,3}}生"
    rf"|[二三四五六七八九]十(?:出头|多岁|来岁)|今年{_NUM_ZH}{{2,3}}(?![年月日号])", re.I)
#: month names that are also verbs ("may", "march"): a month only beside a number ("in May 2024", "March 3")
_AMBIGUOUS_MONTHS = re.compile(r"^(?:may|mar|march)$", re.I)


def asks(query: str) -> Grain | None:
    """The grain of time ``query`` asks for, or None when it names none ("when", "how long")."""
    cjk = text.has_cjk(query)
    for grain, pat in _ASK_ZH if cjk else _ASK_EN:
        for m in pat.finditer(query):
            if _ends_phrase(query[m.end():], cjk):
                return grain
    return None


def _ends_phrase(rest: str, cjk: bool) -> bool:
    """Does the time word end the interrogative phrase (what follows is no noun it modifies)?"""
    if cjk:
        parts = text.tagged(rest[:4])
        return not parts or not parts[0][1].startswith("n")
    m = re.match(r"\s*([a-z']+)", rest, re.I)
    return m is None or m.group(1).lower() in _AFTER_EN


@lru_cache(maxsize=8192)
def states(content: str, grain: Grain) -> bool:
    """Does ``content`` state a time of ``grain`` (a finer one answers a coarser question: a date answers "which
    month")?"""
    day = bool(times.weekdays(content)) or bool(_DAY.search(content))
    if grain == "clock":
        return bool(_CLOCK.search(content))
    if grain == "day":
        return day
    if grain == "month":
        return day or _month(content)
    if grain == "age":
        return bool(_AGE.search(content))
    return bool(_YEAR.search(content))


def _month(content: str) -> bool:
    for m in _MONTH.finditer(content):
        if not _AMBIGUOUS_MONTHS.match(m.group(0)):
            return True
        tail = content[m.end(): m.end() + 6]
        if re.match(r"\s?\d", tail):
            return True
    return False
