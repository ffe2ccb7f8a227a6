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

from hindsight.language import numerals, text, times

Grain = Literal["clock", "day", "month", "year", "age"]

#: the interrogative phrases, most specific first (a question asks for the first grain that matches). The time word
#: must end the phrase: "what day will…" asks a day, "what day trip…" / "what time-slot…" a thing (English: the next
#: word is an auxiliary, a pronoun, a determiner or nothing; Chinese: the next jieba word is no one-character noun,
#: 几号线 / 几号楼 / 几号鞋 ask a line, a building, a size; jieba tags many two-character verbs as nouns, 放学,
#: 毕业, 出院, and a noun after the time word, 几点的火车, 几点班车, still asks when)
_ASK_EN: tuple[tuple[Grain, re.Pattern[str]], ...] = (
    ("clock", re.compile(r"\b(?:what|which) time(?:'s)?\b|\bat what hour\b", re.I)),
    ("day", re.compile(r"\b(?:what|which) (?:day|date|weekday)s?(?:'s)?(?: of the (?:week|month))?\b", re.I)),
    ("month", re.compile(r"\b(?:what|which) month\b", re.I)),
    ("year", re.compile(r"\b(?:what|which) year\b", re.I)),
    ("age", re.compile(r"\bhow old(?:'s)?\b|\bwhat age\b", re.I)),
)
_ASK_ZH: tuple[tuple[Grain, re.Pattern[str]], ...] = (
    ("clock", re.compile(r"(?<![那这哪])几点钟?")),  # 那几点建议: "those few points"
    ("day", re.compile(r"哪一?天|哪日|几号|几日|周几|星期几|礼拜几")),
    ("month", re.compile(r"哪个月|几月份?")),
    ("year", re.compile(r"哪一?年|几几年")),
    ("age", re.compile(r"多大(?:了|年纪|岁数)|几岁|多少岁|年纪多大")),
)
#: what may follow the time word of an English question (closed classes: auxiliaries, pronouns, determiners)
_AFTER_EN = frozenset({
    "is", "am", "are", "was", "were", "will", "would", "do", "does", "did", "can", "could", "should", "shall", "may",
    "might", "must", "has", "have", "had", "on", "at", "for", "that", "the", "this", "my", "your", "his", "her",
    "their", "our", "we", "i", "you", "he", "she", "they", "it",
})
#: a question for a school year ("What year is the user's daughter in?"): no calendar year
_SCHOOL_YEAR = re.compile(r"\bin\s*\??\s*$|\byear (?:of|group)\b", re.I)

_MONTH_EN = times.MONTH_EN
#: a Chinese numeral or a digit (:data:`hindsight.language.numerals.DIGITS`, and 十)
_NUM_ZH = rf"[\d{''.join(numerals.DIGITS)}十]"
_NUMW = (r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
         r"seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)")
#: a time of day: 7:00, 7:30 inside Chinese text, 6.30 am, 7am, "at 11", "at 7.30", "half past seven", noon, 七点,
#: 五点半, 七点二十, 十一点, 10：50 (not a price, "4.50"; not 一点, "a little", unless a clock word goes with it;
#: not a decimal, 三十七点五度, 六点八; not "12 amazing")
_CLOCK = re.compile(
    r"(?<![\d:])(?:[01]?\d|2[0-3])[:：][0-5]\d(?![\d:])|\b\d{1,2}(?:[:.][0-5]\d)?\s?(?:am|pm|a\.m\.|p\.m\.)(?![a-z])"
    rf"|\b(?:at|by|until|till|before|after|from) (?:\d{{1,2}}(?:[.:][0-5]\d)?|{_NUMW})"
    r"(?![\d%]|[.,:]\d| ?(?:km|kg|mph|%|per))\b"
    rf"|\b(?:half|quarter) (?:past|to) (?:\d{{1,2}}|{_NUMW})\b|\bo'clock\b|\bnoon\b|\bmidday\b|\bmidnight\b"
    r"|(?<![\d一二三四五六七八九十])(?:\d{1,2}|[二三四五六七八九两]|十[一二]?)点"
    r"(?:钟|半|一刻|三刻|(?:[一二三四五]?十[一二三四五六七八九]?|零[一二三四五六七八九])分?|\d{2}分?"
    r"|(?![\d一二三四五六七八九零〇]))"
    r"|一点(?:钟|半|\d{2}|[一二三四五]?十[一二三四五六七八九]?分?)|(?:上午|下午|晚上|凌晨|中午)一点|中午|半夜|凌晨",
    re.I)
#: a weekday (English full names, or an abbreviation before a date or a time: "Thu 10:30"; not "The Sun", "Sat Nav")
_WEEKDAY_EN = re.compile(r"\b(?i:mon|tues|wednes|thurs|fri|satur|sun)(?i:days?)\b"
                         r"|\b(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)\b\.?(?= \d)")
#: a day: a weekday, a date, "the 14th", a relative day (today, tomorrow, 明天), a day of the month (3号, 14日, 月底,
#: 正月初八; not 日本, 日语, 一日三餐, 初二 the school year, or a numbered thing: 3号线, 5号楼, 38号鞋)
_DAY = re.compile(
    rf"\b\d{{1,2}}(?:st|nd|rd|th)?(?: of)? {_MONTH_EN}\b|\b{_MONTH_EN}\.? \d{{1,2}}(?:st|nd|rd|th)?\b"
    r"|\bthe \d{1,2}(?:st|nd|rd|th)\b|\b\d{4}[-/]\d{1,2}[-/]\d{1,2}\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b"
    r"|\b(?:today|tomorrow|tonight|yesterday|weekends?|weekdays?)\b|\b(?!24/7\b)[0-3]?\d/[01]?\d\b(?!/)"
    r"|\b(?:christmas(?: day| eve)?|new year's (?:day|eve)|boxing day|easter (?:sunday|monday))\b"
    rf"|(?<!一){_NUM_ZH}{{1,3}}[日号](?![本语线楼房床门位桌柜车码游餐鞋院馆选电店公寓球])"
    r"|今天|明天|后天|昨天|前天|今晚|明晚|周末|月底|月初|月中|月初[一二三四五六七八九十]|初一十五|除夕|中秋|国庆|春节|元旦|端午|元宵|清明",
    re.I)
#: a month: a month name after a preposition or beside a number ("in June", "June 3"; not "June is the user's
#: sister"), 3月, 十月 (not 十月怀胎), 腊月, 正月, "next month", 下个月, 年底
_MONTH = re.compile(
    rf"\b(?:in|by|since|until|till|from|of|last|next|this|every|early|mid|late|end of|through|during)[ -]{_MONTH_EN}\b"
    rf"|\b{_MONTH_EN}\.? \d|\d(?:st|nd|rd|th)? (?:of )?{_MONTH_EN}\b|{_NUM_ZH}{{1,3}}月(?!饼|怀胎)|腊月|正月"
    r"|\b(?:last|this|next) month\b|[上下这]个月|年底|年初|年中", re.I)
#: a year: 1998, 2024年, 二〇一八年, 09年 (a year of the century, written with its zero), "last year", 去年; in English
#: a four-digit year after a preposition or closing a clause ("in 2019", "since 2015.", not "2000 followers")
_YEAR = re.compile(
    r"\b(?:in|since|from|until|till|by|of|around|circa|before|after|year|born|married|spring|summer|autumn|fall|"
    r"winter|early|mid|late|end of) (?:19|20)\d{2}\b|\b(?:19|20)\d{2}(?=[.,;!)]|$)|(?:19|20)\d{2}年"
    r"|[〇零一二三四五六七八九]{4}年|(?<!\d)0\d年|(?<![\d〇零一二三四五六七八九])[〇零][一二三四五六七八九]年"
    r"|\b(?:last|this|next) year\b|去年|今年|明年|前年", re.I)
_DECADES = r"(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties|\d0s)"
#: an age: "turned 47", "a 60th birthday", "34 years old", "aged 70", "born in 1979", "is in her early thirties",
#: "fifty-ish", "I'm 34", "Maisie is 12.", "is 34 and…", "about forty-five." (a number closing the clause); 58岁,
#: 满七岁, 1985年生, 1961年出生, 五十出头, 四十多岁, 今年三十八了, 90后. Read only where no possessive comes before it
#: (:func:`states`): "The user's cat is 12", 用户养的猫九岁了, "resting heart rate is about 60" are no age of the user.
_AGE = re.compile(
    rf"\bturn(?:s|ed|ing)? (?:\d{{1,3}}|{_NUMW}(?:[- ]{_NUMW})?)(?=[.,;!]|$| (?:in|on|last|this|at|years?|and)\b)"
    rf"|\b(?:\d{{1,3}}|{_NUMW})(?:st|nd|rd|th)? birthday\b|\baged \d{{1,3}}\b"
    rf"|\b(?:\d{{1,3}}|{_NUMW}(?:[- ]{_NUMW})?)[- ](?:years?|yrs?)[- ]old\b"
    rf"|\bborn\b[^.;,]{{0,24}}?\b(?:19|20)\d{{2}}\b"
    rf"|\b(?:is|am|'s|'m|in (?:his|her|their|my|your)) (?:(?:early|mid|late)[- ]?)?{_DECADES}\b"
    rf"|\b(?:{_NUMW}|\d\d)[- ]?ish\b|\b\d{{2}} (?:y/o|years of age)\b|, \d{{2}}, "
    rf"|\bi'?m (?:\d{{2}}|{_NUMW}(?:[- ]{_NUMW})?)\b(?! ?(?:kg|km|%|minutes|min|feet|ft))"
    rf"|\b(?:is|am)(?: (?:over|under|past|nearly|almost|about|around|roughly))? (?:\d{{2}}|{_NUMW}(?:[- ]{_NUMW})?)"
    rf"(?=[.,;!]|$| and\b)|\b(?:about|around|roughly|nearly|almost) (?:\d{{2}}|{_NUMW}(?:[- ]{_NUMW})?)(?=[.!]|$)"
    rf"|(?<![\d号])(?:\d{{1,3}}|{_NUM_ZH}{{1,4}})(?:多|来)?周?岁|(?:19|20)\d{{2}}年(?:出生|生(?![意病日活了二三孩意]))"
    rf"|[〇零一二三四五六七八九]{{4}}年(?:出生|生(?![意病日活了]))|[二三四五六七八九]十(?:出头|多岁|来岁)"
    rf"|今年{_NUM_ZH}{{2,3}}(?=[了岁。，！,.!]|$)|(?<!\d)[5-9]?[05]后|(?<!\d)0[05]后"
    r"|(?<![\d号])\d{2}了(?=[。！!]|$)|[二三四五六七八九]十[一二三四五六七八九多]?了(?=[。！!]|$)"
    r"|年(?:近|过|逾)[二三四五六七八九十半百]+|虚岁", re.I)


def asks(query: str) -> Grain | None:
    """The grain of time ``query`` asks for, or None when it names none ("when", "how long")."""
    cjk = text.has_cjk(query)
    for grain, pat in _ASK_ZH if cjk else _ASK_EN:
        for m in pat.finditer(query):
            if _ends_phrase(query[m.end():], cjk):
                if grain == "year" and not cjk and _SCHOOL_YEAR.search(query):
                    return None
                return grain
    return None


def _ends_phrase(rest: str, cjk: bool) -> bool:
    """Does the time word end the interrogative phrase (what follows is no noun it modifies)?"""
    if cjk:
        parts = text.tagged(rest[:4])
        return not parts or not (parts[0][1].startswith("n") and len(parts[0][0]) == 1)
    if rest[:1] == "-":  # "what time-slot", "how old-fashioned"
        return False
    m = re.match(r"\s*([a-z']+)", rest, re.I)
    return m is None or m.group(1).lower() in _AFTER_EN


@lru_cache(maxsize=8192)
def states(content: str, grain: Grain) -> bool:
    """Does ``content`` state a time of ``grain`` (a finer one answers a coarser question: a date answers "which
    month")? An age only where no possessive comes before it in its clause (the user's own, not "the user's cat")."""
    if grain == "clock":
        return bool(_CLOCK.search(content))
    if grain == "age":
        return any(not _POSSESSED.search(_clause_before(content, m.start())) for m in _AGE.finditer(content))
    day = bool(_DAY.search(content)) or (bool(times.weekdays(content)) if text.has_cjk(content)
                                         else bool(_WEEKDAY_EN.search(content)))
    if grain == "day":
        return day
    if grain == "month":
        return day or bool(_MONTH.search(content))
    return bool(_YEAR.search(content))


#: a possessive before an age ("The user's cat is 12", 用户养的猫九岁了, "the heart rate of the user is about 60")
_POSSESSED = re.compile(r"'s\b|的|\bof (?:the|his|her|their|my)\b", re.I)


def _clause_before(content: str, end: int) -> str:
    """The part of ``content``'s clause before ``end``."""
    start = max(content.rfind(p, 0, end) for p in ".;!?。；！？")
    return content[start + 1: end]
