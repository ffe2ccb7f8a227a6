"""Importance of a conversation turn (B2) and whether it lasts (B3): pure rules, English and Chinese.

:func:`score` returns an :class:`Assessment`:

* explicit cues ("remember", "from now on", "I like / don't like", 记住 / 以后 / 我喜欢) → 0.85;
* corrections ("actually", "no longer", "switched to", 不再 / 改成 / 搬到) → 0.8 (they go through the normal write
  path, which supersedes the older memory);
* times, places, names, numbers → 0.6-0.8 (more of them, higher); a bare day or time in a remark that says
  nothing about the user ("Ugh, Thursday again", 又到周五了) is not a fact;
* small talk and acknowledgements ("ok", "thanks", "哈哈", "好的"), and questions without facts → below 0.2;
* everything else → 0.35 (worth keeping for the session, not for ever).

Dated plans ("next Tuesday I fly to Beijing", 下周二我飞北京) are episodic and temporary: ``expires_at`` is the
midnight (UTC) after the date, resolved against the turn's time ``at``; what was done that day ("passed the exam
today", 今天终于拿到驾照了) is an episodic event that persists. Preferences and stated facts persist. Questions
and requests are flagged ``asks``: repeating them never moves them up to long-term.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from hindsight.language import runs, text
from hindsight.model import Kind

EXPLICIT = 0.85
CORRECTION = 0.8
FACT_BASE = 0.6
FACT_MAX = 0.8
PLAIN = 0.35
SMALL_TALK = 0.05
QUESTION = 0.15
#: assistant turns restate or suggest; they count for a bit less than what the user says
ASSISTANT_FACTOR = 0.6
#: a first-person statement of some substance ("my lower back has been killing me") is a fact about the user
PERSONAL = 0.5

_ACK_EN = frozenset(re.split(r"\s+", """
    ok okay k kk yes yeah yep yup no nope sure thanks thank thx ty cool nice great good fine alright right
    got it hi hello hey bye goodbye see you later lol haha hah hmm um uh wow awesome perfect noted sounds
    welcome you're you are np no problem morning evening night good-night cheers please understood great
    much very a lot that's that is well sorry oh ah re s there all everyone again too so really just ll i
    help how can today what do for me""".strip()))
_ACK_ZH = (
    "好的", "好", "好吧", "行", "可以", "嗯", "嗯嗯", "哦", "哈哈", "哈哈哈", "呵呵", "谢谢", "谢谢你", "多谢", "感谢",
    "收到", "明白", "明白了", "知道了", "了解", "没问题", "没事", "你好", "您好", "嗨", "再见", "拜拜", "晚安",
    "早安", "早上好", "对", "对的", "是的", "不客气", "好嘞", "OK", "太好了", "不错", "厉害", "辛苦了", "嘿嘿",
)
_PUNCT = re.compile(r"[\s\.,!?;:~…'\"()\[\]，。！？；：、~（）“”‘’…—-]+")

_EXPLICIT_EN = re.compile(
    r"\b(remember|don'?t forget|never forget|from now on|going forward|in (the )?future|always|never|"
    r"i (really |do |also |still )?(like|love|prefer|hate|dislike|enjoy|can'?t stand)|"
    r"i (don'?t|do not|never) (like|eat|drink|want|use)|my favou?rite|i'?m allergic|i am allergic|allergic to|"
    r"keep in mind|note that|please note|can'?t stand|cannot stand|"
    r"save (this|that|it)|store (this|that)|make a note|note (this|that) down|write (this|that) down|next time)\b"
)
_EXPLICIT_ZH = ("记住", "记得", "别忘", "不要忘", "以后", "今后", "从现在开始", "从今天起", "我喜欢", "我不喜欢",
                "我爱", "我讨厌", "我偏好", "我更喜欢", "我最喜欢", "我习惯", "过敏", "我不吃", "我不喝", "永远",
                "一直都", "保存", "帮我存", "记下", "记一下", "下次注意", "下次记得", "注意一下")
_CORRECTION_EN = re.compile(
    r"\b(actually|no longer|not anymore|anymore|switched|switch(ed)? to|changed|moved to|moved|instead|"
    r"correction|i meant|not .+ but|now i|these days)\b"
)
_CORRECTION_ZH = ("其实", "不再", "改成", "改为", "换成", "换了", "搬到", "搬去", "搬家", "更正", "纠正", "说错",
                  "不是", "现在改", "已经不", "改喝", "改用", "改到")
_QUESTION = re.compile(r"[?？]\s*$|^(what|how|why|when|where|which|who|can you|could you|do you|is there|are there)\b")
_REQUEST = re.compile(
    r"^(please |can you |could you )?(convert|translate|give|help|write|draft|tell|explain|summari[sz]e|show|"
    r"list|recommend|suggest|find|fix|make|create|rewrite|check|calculate|compare|plan)\b"
)
_REQUEST_ZH = ("帮我", "请帮", "给我", "翻译", "推荐", "解释", "写一", "算一下", "换算")
_FIRST_PERSON = re.compile(r"\b(i|i'm|i've|i'd|my|me|we|our)\b")
#: opinions and guesses are not facts about the user (they stay short-term unless said again)
_OPINION = re.compile(r"^(i think|i feel|i guess|i suppose|i wonder|maybe|probably|perhaps)\b")
_OPINION_ZH = ("我觉得", "我感觉", "我猜", "我想知道", "可能", "大概", "也许")
_SELF = frozenset({"i", "i'm", "i've", "i'd", "i'll"})
_SENTENCE_WORD = re.compile(r"(^|[.!?]\s+|[\"'(]\s*)?\b([A-Za-z][A-Za-z0-9'_-]*)")
_QUESTION_ZH = ("吗", "呢", "什么", "怎么", "为什么", "哪里", "哪个", "几点", "多少", "能不能", "可不可以")

_WEEKDAYS_EN = {d: i for i, d in enumerate(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"])}
_WEEKDAYS_ZH = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}
_MONTHS_EN = {m: i + 1 for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
     "november", "december"])}
_PAST_EN = re.compile(r"\b(yesterday|last (week|month|year|night|monday|tuesday|wednesday|thursday|friday|"
                      r"saturday|sunday)|ago|earlier today|this morning)\b")
_PAST_ZH = ("昨天", "前天", "上周", "上个月", "去年", "刚才", "以前", "之前", "上星期")
_TIME_WORDS_EN = re.compile(
    r"\b(today|tonight|tomorrow|yesterday|morning|afternoon|evening|weekend|week|month|year|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|"
    r"august|september|october|november|december|\d{1,2}(:\d{2})? ?(am|pm)|\d{1,2}:\d{2})\b"
)
_TIME_WORDS_ZH = ("今天", "今晚", "明天", "后天", "昨天", "周末", "下周", "上周", "下个月", "月", "号", "点", "星期",
                  "周一", "周二", "周三", "周四", "周五", "周六", "周日", "早上", "晚上", "下午", "中午")


@dataclass(frozen=True)
class Assessment:
    """What the rules make of one turn."""

    importance: float
    kind: Kind = Kind.semantic
    persistent: bool = True
    expires_at: datetime | None = None
    correction: bool = False
    reasons: tuple[str, ...] = field(default_factory=tuple)
    #: a question or a request: saying it again does not make it a fact (never moved up to long-term)
    asks: bool = False

    @property
    def reason(self) -> str:
        return "; ".join(self.reasons)


def _bare(content: str) -> str:
    return _PUNCT.sub(" ", text.normalize(content)).strip()


def is_small_talk(content: str) -> bool:
    """Greetings, thanks and acknowledgements ("ok", "thanks!", "哈哈", "好的，谢谢")."""
    bare = _bare(content)
    if not bare:
        return True
    if text.has_cjk(bare):
        rest = bare
        for ack in sorted(_ACK_ZH, key=len, reverse=True):
            rest = rest.replace(ack.lower(), " ")
        rest = re.sub(r"[a-z]+", lambda m: " " if m.group() in _ACK_EN else m.group(), rest)
        return not rest.strip()
    words = bare.split()
    return len(words) <= 8 and all(w in _ACK_EN for w in words)


def _explicit(t: str) -> str | None:
    m = _EXPLICIT_EN.search(t)
    if m:
        return m.group(0)
    return text.find_phrase(t, _EXPLICIT_ZH)


def _correction(t: str) -> str | None:
    m = _CORRECTION_EN.search(t)
    if m:
        return m.group(0)
    return text.find_phrase(t, _CORRECTION_ZH)


def _is_question(t: str) -> bool:
    """Every sentence asks something ("Ava is 5 already. Where did the time go?" also states a fact)."""
    sentences = [x.strip() for x in re.split(r"(?<=[.!。！?？])\s*", t) if x.strip(" .!。！") and not is_small_talk(x)]
    return bool(sentences) and all(
        bool(_QUESTION.search(x)) or (text.has_cjk(x) and any(q in x for q in _QUESTION_ZH)) for x in sentences
    )


def _entities(content: str) -> frozenset[str]:
    """Names, places, times and numbers: capitalised words not at a sentence start, jieba's nr/ns/nt/t/m words,
    numbers. Stop words and "I" never count."""
    out = {e for e in text.entities(content) if not text.is_stopword(e) and not e.isascii()}
    out |= text.numbers(content)
    raw = text.normalize(content) and content
    for m in _SENTENCE_WORD.finditer(raw):
        w = m.group(2)
        low = w.lower()
        if m.group(1) is None and w[0].isupper() and m.start(2) > 0 and low not in _SELF and not text.is_stopword(low):
            out.add(text.stem(low))
    return frozenset(out)


def _midnight_after(day: datetime) -> datetime:
    return day.replace(hour=0, minute=0, second=0, microsecond=0) + timedelta(days=1)


def _weekday_date(at: datetime, weekday: int, *, next_week: bool) -> datetime:
    """The date of ``weekday`` after ``at``; "next X" means X of the following week."""
    if next_week:
        monday = at - timedelta(days=at.weekday()) + timedelta(days=7)
        return monday + timedelta(days=weekday)
    ahead = (weekday - at.weekday()) % 7 or 7
    return at + timedelta(days=ahead)


def _day_word(t: str, words: tuple[str, ...]) -> bool:
    """Does one of the Chinese time ``words`` start a word of ``t`` (今天下午 starts with 今天; 如今天气 holds 今天
    across two words)?"""
    return text.find_phrase(t, words) is not None


def plan_date(content: str, at: datetime) -> datetime | None:
    """The (last) day a future plan refers to, resolved against ``at``; ``None`` when there is no dated plan."""
    t = text.normalize(content)
    m = re.search(r"\b(next|this|on|coming)\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b", t)
    if m:
        return _weekday_date(at, _WEEKDAYS_EN[m.group(2)], next_week=m.group(1) == "next")
    m = re.search(r"(下|这|本)?(?:周|星期|礼拜)([一二三四五六日天])", t)
    if m:
        return _weekday_date(at, _WEEKDAYS_ZH[m.group(2)], next_week=m.group(1) == "下")
    m = re.search(r"\b(" + "|".join(_MONTHS_EN) + r")\s+(\d{1,2})(st|nd|rd|th)?\b", t)
    m2 = re.search(r"(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]", t)
    if m or m2:
        month, day = (_MONTHS_EN[m.group(1)], int(m.group(2))) if m else (int(m2.group(1)), int(m2.group(2)))  # type: ignore[union-attr]
        try:
            d = at.replace(month=month, day=day)
        except ValueError:
            return None
        if d.date() < at.date():
            try:
                d = d.replace(year=d.year + 1)
            except ValueError:
                return None
        return d
    # Chinese day words where a word starts, not inside one: 如今天气 holds no 今天, 最后天亮 no 后天, 一下周边 no 下周;
    # jieba glues them to the next time word (今天下午, 下/周三), so they need not end one
    if re.search(r"\b(tonight|today|this (evening|afternoon))\b", t) or _day_word(t, ("今晚", "今天")):
        return at
    if re.search(r"\btomorrow\b", t) or _day_word(t, ("明天",)):
        return at + timedelta(days=1)
    if _day_word(t, ("后天",)) or "day after tomorrow" in t:
        return at + timedelta(days=2)
    if re.search(r"\bthis weekend\b", t) or _day_word(t, ("这周末", "这个周末", "本周末", "周末")):
        return at + timedelta(days=(6 - at.weekday()) or 7)
    if re.search(r"\bnext week\b", t) or _day_word(t, ("下周", "下星期", "下个星期")):
        return at - timedelta(days=at.weekday()) + timedelta(days=13)
    if re.search(r"\bnext month\b", t) or _day_word(t, ("下个月",)):
        first = (at.replace(day=1) + timedelta(days=32)).replace(day=1)
        return (first + timedelta(days=32)).replace(day=1) - timedelta(days=1)
    return None


def _is_past(t: str) -> bool:
    return bool(_PAST_EN.search(t)) or _day_word(t, _PAST_ZH)  # 以前天天 holds no 前天


_PAST_TENSE_EN = re.compile(r"\b(had|got|went|did|was|were|came|made|took|won|lost|bought|saw|met|[a-z]{3,}ed)\b")
_FUTURE_EN = re.compile(r"\b(will|going to|gonna|'ll|plan(ning)? to|about to|tonight)\b|i'll")
_FUTURE_ZH = ("要", "会", "打算", "准备", "将", "今晚")


def _said_done(t: str) -> bool:
    """A same-day mention in the past tense ("passed the exam today", 今天终于拿到驾照了): an event, not a plan."""
    if text.has_cjk(t):
        return ("了" in t or "过" in t) and not any(f in t for f in _FUTURE_ZH)
    return bool(_PAST_TENSE_EN.search(t)) and not _FUTURE_EN.search(t)


_WEEKDAY_ZH = re.compile(r"(周|星期|礼拜)[一二三四五六日天]")
_TIME_STEMS = frozenset(text.stem(w) for w in [*_WEEKDAYS_EN, *_MONTHS_EN]) | frozenset(_WEEKDAYS_EN) | frozenset(
    _MONTHS_EN)


def _is_time_word(e: str) -> bool:
    return e in _TIME_STEMS or bool(_WEEKDAY_ZH.fullmatch(e)) or e in _TIME_WORDS_ZH


_NUMBER_UNIT_ZH = re.compile(r"(?:\d|[一二两三四五六七八九十])\s*[月号点]")


def _has_time(t: str) -> bool:
    """A time word: the Chinese ones of two or more characters where a word starts (:func:`_day_word`); 月, 号 and
    点 after a number (五月, 3号, 十点: jieba keeps some of these whole), not inside another word (手机号, 重点)."""
    return bool(_TIME_WORDS_EN.search(t)) or _day_word(t, tuple(w for w in _TIME_WORDS_ZH if len(w) > 1)) \
        or _NUMBER_UNIT_ZH.search(t) is not None or _WEEKDAY_ZH.search(t) is not None


def score(content: str, at: datetime, *, role: str = "user") -> Assessment:
    """Importance (0..1), kind, persistence and TTL of one turn said at ``at``."""
    t = text.normalize(content)
    if is_small_talk(content):
        return Assessment(SMALL_TALK, persistent=False, reasons=("small talk / acknowledgement",))
    reasons: list[str] = []
    question = _is_question(t)
    request = bool(_REQUEST.search(t.strip())) or any(t.strip().startswith(r) for r in _REQUEST_ZH)
    # the assistant's "remember to tell me" or "always" is not the user's preference
    explicit = _explicit(t) if role == "user" else None
    correction = _correction(t) if role == "user" and not question else None
    ents = _entities(content)
    first_person = bool(_FIRST_PERSON.search(t)) or "我" in t
    # a bare day or time ("Ugh, Thursday again", 又是周四) is a fact only in a statement about the user
    if not first_person:
        ents = frozenset(e for e in ents if not _is_time_word(e))
        if not ents & text.numbers(_WEEKDAY_ZH.sub(" ", content)):
            ents = frozenset(e for e in ents if e not in text.numbers(content))
    timed = _has_time(t) and (bool(ents) or first_person)
    facts = len(ents) + (1 if timed else 0)
    if explicit:
        imp = EXPLICIT
        reasons.append(f"explicit cue {explicit!r}")
    elif correction and (facts or text.has_negation(content) or len(text.content_tokens(content)) >= 2):
        imp = CORRECTION
        reasons.append(f"correction cue {correction!r}")
    elif facts:
        imp = min(FACT_MAX, FACT_BASE + 0.05 * (facts - 1))
        reasons.append(f"{facts} time/place/name/number mention(s)")
    elif (role == "user" and first_person and not _OPINION.search(t)
          and not runs.any_term(t, _OPINION_ZH)
          and len(text.content_tokens(content)) >= (3 if text.has_cjk(t) else 4)):
        imp = PERSONAL
        reasons.append("a statement about the user")
    else:
        imp = PLAIN
        reasons.append("no cue, no entity")
    if (question or request) and not explicit and not correction:
        imp = min(imp, QUESTION if not ents else 0.3)
        reasons.append("a request" if request else "a question")
    if role != "user":
        imp = round(imp * ASSISTANT_FACTOR, 3)
        reasons.append(f"said by the {role}")
    kind, persistent, expires = Kind.semantic, True, None
    if _is_past(t):
        kind = Kind.episodic
        reasons.append("a past event")
    elif imp >= 0.2 and (not explicit or not re.search(r"from now on|always|以后|今后|从现在开始", t)):
        day = plan_date(content, at)
        if day is not None and day.date() == at.date() and _said_done(t):
            kind = Kind.episodic
            reasons.append("an event of the day")
        elif day is not None:
            kind, persistent, expires = Kind.episodic, False, _midnight_after(day)
            reasons.append(f"dated plan, expires {expires.date().isoformat()}")
    return Assessment(round(imp, 3), kind, persistent, expires, correction is not None and not explicit,
                      tuple(reasons), asks=(question or request) and not explicit and not correction)
