"""Does a negation hold only on an occasion the older statement never named (pure)?

"Drinks coffee every morning" is not replaced by "now doesn't drink coffee after 3 pm", nor "plays tennis on
weekends" by "no longer plays tennis on weekday evenings", nor 用户周末打羽毛球 by 用户最近工作日晚上不打羽毛球了:
the newer negates the older's predicate only on an occasion (a day of the week, a part of the day, a meal, a clock
time, work, holidays, the weather, "while driving", 开车的时候) that the older does not name, so both can hold; so
does an ending told as a verb ("stopped reading the news in bed at night" beside "reads the news every morning").
Such a newer is a partial restriction, no evidence that the older ended (issue #15: a verdict that changes state
needs positive evidence).

A closed class of recurring occasions and the shapes "when / while <verb>-ing", ……的时候; not of predicates or
values. Left out: a time that dates the change rather than restricting it ("hasn't had coffee since Monday", "last
weekend", "since Saturday night", "two weekends ago", "quit on Friday" — one day, where "on Fridays" recurs;
从周一起, 上个周末以后, 昨天晚上), an occasion word that modifies a noun ("the weekend job", "afternoon naps", "the
evening news"; 不吃早饭了: the meal is what is not eaten), and a negation said with emphasis ("not even at night",
"at all", 晚上也不喝了, 再也不): those negate the whole.
"""

from __future__ import annotations

import re

from hindsight.language import polarity, text
from hindsight.language.times import DAY_EN as _DAY_EN
from hindsight.language.times import DAY_ZH as _DAY_ZH

#: recurring occasions, English: days of the week, parts of the day, meals, a clock time, work, holidays, weather,
#: "while driving"
_OCCASION_EN = re.compile(
    rf"\b(?:(?P<day>(?:every\s+)?{_DAY_EN}|weekends?|weekdays?|weeknights?|work\s?days?|school\s+nights?)"
    r"|(?:during|in)\s+the\s+(?P<week>week)"
    r"|(?P<part>mornings?|afternoons?|evenings?|nights?|bedtime|midnight|noon|rush\s+hour)"
    r"|(?P<meal>breakfast|brunch|lunch|dinners?|suppers?|meals?|mealtimes?)"
    r"|(?:after|before|past)\s+(?P<clock>(?:[01]?\d|2[0-4])(?::\d{2})?\s*(?:[ap]\.?m\.?)?(?!\s*(?:%|[.,]?\d|[a-z])))"
    r"|(?P<clock2>\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?)"
    r"|(?:for|at|after|before|in)\s+(?P<work>work|school|class|the\s+office)"
    r"|(?:on|during)\s+(?:the\s+)?(?P<leave>holidays?|vacations?|business\s+trips?|trips?|lent)"
    r"|(?:in|before)\s+(?P<bed>bed)"
    r"|on\s+(?P<rain>rainy|snowy|cold|hot)\s+days|when\s+it\s+(?P<rains>rains|snows)"
    r"|(?:in|during)\s+(?:the\s+)?(?P<season>winter|summer|autumn|fall)|during\s+(?P<hours>work(?:ing)?\s+hours)"
    r"|(?P<where>in\s+public|at\s+parties|on\s+(?:long\s+)?flights|indoors|outdoors|on\s+an\s+empty\s+stomach)"
    r"|(?:when|while)\s+(?P<doing>[a-z]+ing)"
    r"|(?P<cond>when(?:ever)?\s+(?:it|he|she|they|i|we|you)(?:['’]s|['’]re|\s+is|\s+are|\s+gets?|\s+feels?)\s+[a-z]+))\b",
    re.I,
)
#: words just before an occasion that date the change instead of restricting it ("since Monday", "last weekend",
#: "over the weekend", "this past weekend", "since Saturday night"), or stress that the negation is whole ("even")
_DATES_EN = re.compile(rf"\b(?:since|from|until|till|starting|as\s+of|last|this|next|that|yesterday|tomorrow|over|"
                       rf"past|even)(?:\s+the)?(?:\s+{_DAY_EN})?\s*$", re.I)
#: ... or just after it ("two weekends ago", "at 3 pm yesterday", "the morning of his birthday")
_DATED_AFTER_EN = re.compile(r"^\s+(?:ago|yesterday|today|of)\b", re.I)
#: a singular day before a part of the day makes one date ("on Monday morning"; "on Monday mornings" recurs)
_ONE_DAY_EN = re.compile(rf"\b{_DAY_EN}(?<!s)\s*$", re.I)
#: words that may follow an occasion that restricts (else the next word is a noun it modifies: "weekend job")
_AFTER_OK_EN = frozenset({"anymore", "again", "either", "because", "since", "until", "now", "any", "more", "though",
                          "unless", "if", "as", "instead", "hours", "time", "times"})
#: before "for / at work": the job sought or returned to, not where the negation holds
_WORK_STATE_EN = re.compile(r"\b(?:look(?:s|ed|ing)?|search(?:es|ed|ing)?|hunt(?:s|ed|ing)?|apply(?:ing)?|"
                            r"applied|out\s+of|back|off|late)\s*$", re.I)
#: "when starting the new job", "when becoming a father": a one-off change of life dates the change
_TRANSITION_EN = re.compile(r"(?:start|begin|becom|mov|join|leav|gett|turn|retir|marry|graduat|switch|chang)ing$",
                            re.I)
#: occasions that together cover every time ("on weekends or weekdays", 工作日和周末): a whole negation
_EVERY_TIME = (frozenset({"weekend", "weekday"}), frozenset({"周末", "工作日"}), frozenset({"周末", "平日"}))
#: a whole negation, said with emphasis
_WHOLE_EN = re.compile(r"\b(?:at\s+all|any\s*time|ever|whatsoever)\b", re.I)
#: recurring occasions, Chinese
_OCCASION_ZH = re.compile(
    rf"周末|工作日|平日|周中|{_DAY_ZH}|"
    r"早上|早晨|清晨|上午|中午|午后|下午|傍晚|晚上|夜里|夜间|深夜|"
    r"半夜|凌晨|睡前|饭后|早饭|早餐|午饭|午餐|晚饭|晚餐|下班后|下班以后|早高峰|晚高峰|高峰期|雨天|下雨天|冬天|夏天|"
    r"上班时|出差|假期|节假日|考试周|睡觉前|过年|春节期间|春天|秋天|[\u4e00-\u9fff]{1,4}的时候|[\u4e00-\u9fff]{2}时(?![候间代期刻光])|"
    r"\d{1,2}点(?:半|钟)?(?:以后|之后|以前|之前|后|前)?|[一二三四五六七八九十两]+点(?:半|钟)(?:以后|之后|以前|之前|后|前)?|"
    r"[一二三四五六七八九十两]+点(?:以后|之后|以前|之前|后|前)"
)
#: what dates the change in Chinese: before (上周末, 上个周末, 这周一, 从周一, 昨天晚上, 上周六晚上, 去年冬天) or after
#: (周一起, 周一开始, 周末以来)
_DATES_BEFORE_ZH = re.compile(r"(?:上|这|本|下|那|从|自|自从|去年|今年|今天|昨天|前天|那天|当天)个?"
                              r"(?:(?:周|星期|礼拜)[一二三四五六日天末]?)?$")
_DATES_AFTER_ZH = re.compile(r"^(?:起|开始|以来)")
#: ……的时候就: at that one time, already (结婚的时候就不开车了, 上大学的时候就不吃肉了)
_DATED_WHEN_ZH = re.compile(r"^就")
#: words ending in 时 that say no occasion (有时: sometimes, 平时: usually, 当时: then, 小时: an hour)
_NOT_WHEN_ZH = frozenset({
    "同时", "及时", "有时", "多时", "不时", "暂时", "当时", "平时", "小时", "那时", "这时",
    "此时", "届时", "按时", "准时", "随时", "临时", "一时", "顿时", "过时",
    "定时", "实时", "何时", "彼时", "儿时", "幼时", "少时", "旧时", "适时",
    "即时", "计时", "限时", "超时", "守时", "省时", "耗时", "费时", "历时",
})
#: a meal that is what is not eaten (不吃早饭了), and an occasion stressed as whole (晚上也不喝了, 周末都不出门)
_MEAL_ZH = re.compile(r"早饭|早餐|午饭|午餐|晚饭|晚餐")
_OBJECT_ZH = re.compile(r"[吃做喝煮]$")
_WHOLE_AFTER_ZH = re.compile(r"^[也都]")
_WHOLE_ZH = re.compile(r"再也|一点也|完全|根本|任何时候")
#: one occasion named in two ways
_SAME_ZH = {"早晨": "早上", "清晨": "早上", "夜里": "晚上", "夜间": "晚上", "早餐": "早饭", "午餐": "午饭",
            "晚餐": "晚饭", "上班的时候": "上班时", "下班以后": "下班后", "下雨天": "雨天", "礼拜": "周", "星期": "周",
            "周天": "周日"}
#: a short clause before the negation that only says when ("On weekends, the user no longer drives"; 每逢周五，…)
_FRONT_REST_ZH = 1


def restricted(older: str, newer: str) -> str | None:
    """The occasion that restricts a negation of ``newer`` which speaks of ``older`` (one of its clauses holds a
    negation or an ending verb, and a content word of the older) when the older names no such occasion (the first
    in sort order, when several); else None."""
    named = occasions(older, dated_too=True)
    for clause, before in speaking_clauses(older, newer):
        found = set(occasions(_negating_part(clause)))
        if before and _front(before):
            found |= occasions(before)
        if any(every <= found for every in _EVERY_TIME):
            continue
        for occasion in sorted(found):
            if occasion not in named and not (text.has_cjk(occasion) and _core(occasion) in older):
                return occasion
    return None


def speaking_clauses(older: str, newer: str) -> list[tuple[str, str]]:
    """The clauses of ``newer`` that negate or end something of ``older`` (a negation or an ending verb, and a content
    word of the older; not stressed as whole: "at all", 再也), each with the clause before it ("" for the first)."""
    clauses = polarity.clauses(newer)
    return [(clause, clauses[i - 1] if i else "") for i, clause in enumerate(clauses)
            if (text.has_negation(clause) or polarity.ENDING.search(clause)) and _speaks_of(clause, older)
            and not (_WHOLE_ZH if text.has_cjk(clause) else _WHOLE_EN).search(clause)]


def _negating_part(clause: str) -> str:
    """An English clause's conjuncts that hold the negation or the ending ("swims on weekends and no longer plays
    basketball": not the weekends); a Chinese clause whole."""
    if text.has_cjk(clause):
        return clause
    parts = [p for p in re.split(r"\band\b", clause) if text.has_negation(p) or polarity.ENDING.search(p)]
    return " and ".join(parts) if parts else clause


def _front(clause: str) -> bool:
    """A clause that only says when ("On weekdays", "During the winter", 每逢周五): no negation, and little beside
    its occasions (用户周末改去游泳 says more)."""
    if text.has_negation(clause):
        return False
    if text.has_cjk(clause):
        return len(re.sub(r"每逢|每到|一到|每个|每", "", _OCCASION_ZH.sub("", clause))) <= _FRONT_REST_ZH
    return not [w for w in _OCCASION_EN.sub(" ", clause).split() if not text.is_stopword(w.lower())]


def _core(occasion: str) -> str:
    """What a Chinese occasion's wording must be found as in the older (饭后 in 晚饭后散步; 开车 of 开车的时候)."""
    return re.sub(r"^用户", "", re.sub(r"(?:的时候|时)$", "", occasion))


def _speaks_of(clause: str, older: str) -> bool:
    """The clause shares a content word with the older, or (Chinese) holds one of two characters or more inside
    one of the older's (啤酒 in 喝啤酒) or ends with two of its characters (热咖啡 after 喝咖啡)."""
    words, old_words = text.content_tokens(clause), text.content_tokens(older)
    return bool(words & old_words) or any(len(w) >= 2 and text.has_cjk(w) and (w in older or w[-2:] in older)
                                          for w in words)


def occasions(content: str, *, dated_too: bool = False) -> frozenset[str]:
    """The recurring occasions ``content`` names, one key for each however it is worded (the singular, lower-case
    English word; Chinese folded to one of its synonyms); a time that dates a change, an occasion that modifies a
    noun and one stressed as whole are left out unless ``dated_too``."""
    if text.has_cjk(content):
        return frozenset(_key_zh(m.group(0)) for m in _OCCASION_ZH.finditer(content)
                         if dated_too or not _not_zh(content, m))
    out: set[str] = set()
    for m in _OCCASION_EN.finditer(content):
        name, word = next((k, v) for k, v in m.groupdict().items() if v)
        if not dated_too and _not_en(content, m, name, word):
            continue
        word = re.sub(r"^every\s+", "", word, flags=re.I).lower()
        if name in ("clock", "clock2"):
            out.add(re.sub(r"\s+|\.", "", word))
        elif name == "doing":
            out.add(f"while {word}")
        elif name == "cond":
            out.add(re.sub(r"\s+", " ", word.lower()))
        else:
            out.add({"week": "weekday", "rains": "rainy", "hours": "work"}.get(name, "") or _singular(word))
    return frozenset(out)


def _not_en(content: str, m: re.Match[str], name: str, word: str) -> bool:
    """Not a restriction: it dates the change, it is one day, or it modifies the noun after it."""
    before, after = content[:m.start()], content[m.end():]
    if _DATES_EN.search(before) or _DATED_AFTER_EN.match(after):
        return True
    if name == "day" and re.fullmatch(_DAY_EN, word, re.I) and not word.lower().endswith("s"):
        return True  # "quit on Friday" dates it; "on Fridays", "every Friday" recur
    if name == "part" and not word.lower().endswith("s") and _ONE_DAY_EN.search(before):
        return True
    if name == "doing" and _TRANSITION_EN.search(word):
        return True
    if name == "work" and _WORK_STATE_EN.search(before):
        return True  # "looking for work", "back to work": a state of the job, not an occasion
    if name in ("day", "part", "meal"):
        nxt = re.match(r"\s+([A-Za-z]+)", after)
        return bool(nxt and not text.is_stopword(nxt.group(1).lower()) and nxt.group(1).lower() not in _AFTER_OK_EN
                     and not _OCCASION_EN.match(after.lstrip()))
    return False


def _not_zh(content: str, m: re.Match[str]) -> bool:
    """Not a restriction: it dates the change, the meal is what is eaten, or it stresses a whole negation."""
    before, after = content[:m.start()], content[m.end():]
    if _DATES_BEFORE_ZH.search(before) or _DATES_AFTER_ZH.match(after) or _WHOLE_AFTER_ZH.match(after):
        return True
    if m.group(0).endswith(("的时候", "时")) and _DATED_WHEN_ZH.match(after):
        return True
    if m.group(0).endswith("时") and m.group(0)[-2:] in _NOT_WHEN_ZH:
        return True
    return bool(_MEAL_ZH.fullmatch(m.group(0)) and _OBJECT_ZH.search(before))


def _key_zh(word: str) -> str:
    word = re.sub(r"^用?户", "", word)  # the subject before ……的时候 (用户开车的时候 → 开车的时候)
    for old, new in _SAME_ZH.items():
        word = word.replace(old, new)
    return re.sub(r"(?:以后|之后|后)$", "后", re.sub(r"(?:以前|之前|前)$", "前", word))


def _singular(word: str) -> str:
    word = re.sub(r"\s+", " ", word)
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word
