"""Value spans and frames of short statements (pure): the numbers and names whose change changes a fact, the spans
naming a value for words nobody listed, one frame differing in one value span, and statements that hold from a time
on. Read-time hygiene (search/hygiene.py) compares memories with them."""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight.language import people, slots, text
from hindsight.language.times import untimed as untimed  # frames are compared without their time adverbials

#: English number words (a closed class) count as numbers: "three" / "four" restaurants
_NUMBER_WORDS = {w: str(i) for i, w in enumerate((
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"))}
_NUMBER_WORDS |= {"thirty": "30", "forty": "40", "fifty": "50", "hundred": "100"}
_WORD = re.compile(r"[a-z]+")
SUBJECT_WORDS = frozenset({"user", "users", "s", "i", "my", "we", "our", "用户", "我"})
#: "有" is the Chinese "has", a stop word in English: "用户有两个女儿" / "用户有花生过敏" share no predicate
_HAS = frozenset({"有"})


@lru_cache(maxsize=8192)
def values(content: str) -> frozenset[str]:
    """Numbers (digits, Chinese numerals, English number words) and names: the words whose change changes a fact."""
    spelled = {_NUMBER_WORDS[w] for w in _WORD.findall(content.lower()) if w in _NUMBER_WORDS}
    return text.numbers(content) | people.named(content) | spelled


@lru_cache(maxsize=8192)
def words(content: str) -> tuple[str, ...]:
    return tuple(text.tokens(content))


@lru_cache(maxsize=65536)  # read-time hygiene asks it per pair of candidates, some pairs several times a search
def one_span_apart(a: str, b: str, max_span: int = 4) -> bool:
    """Do ``a`` and ``b`` share one frame and differ in one short value span? ("The user lives in Berlin" /
    "The user lives in Munich"; "用户的手机号是 138…" / "用户的手机号是 139…"). Time adverbials are no part of the
    frame (:func:`untimed`: "These days the user's flat is in Moabit" / "The user's flat is in Wedding")."""
    return span_apart(a, b, max_span) is not None


@lru_cache(maxsize=8192)
def span_apart(a: str, b: str, max_span: int = 4) -> tuple[frozenset[str], frozenset[str]] | None:
    """The words of the one value span in which ``a`` and ``b`` differ (:func:`one_span_apart`), or None."""
    return _span_apart(untimed(a), untimed(b), max_span)


def _span_apart(a: str, b: str, max_span: int) -> tuple[frozenset[str], frozenset[str]] | None:
    wa, wb = _unled(words(a)), _unled(words(b))  # "User's son …" / "The user's son …": one frame
    if wa == wb:
        return None
    n = min(len(wa), len(wb))
    p = 0
    while p < n and wa[p] == wb[p]:
        p += 1
    s = 0
    while s < n - p and wa[-1 - s] == wb[-1 - s]:
        s += 1
    da, db = len(wa) - p - s, len(wb) - p - s
    if not (1 <= max(da, db) <= max_span and p + s >= 2 and p + s >= max(len(wa), len(wb)) / 2):
        return None
    # the frame names the predicate (a content word besides the subject: not just "用户 在"), and the two spans
    # share no word ("food is ramen" / "band is Radiohead" differ in two places, around "is")
    frame = set(wa[:p]) | set(wa[len(wa) - s:])
    if not any(not text.is_stopword(w) and w not in SUBJECT_WORDS and w not in _HAS for w in frame):
        return None
    xa, xb = frozenset(wa[p:len(wa) - s]), frozenset(wb[p:len(wb) - s])
    return None if xa & xb else (xa, xb)


def _unled(toks: tuple[str, ...]) -> tuple[str, ...]:
    """The words without a leading article ("The user…" / "User…")."""
    return toks[1:] if len(toks) > 1 and toks[0] in ("the", "a", "an") else toks


#: a statement that holds from a time on ("since March", "two weeks ago", "as of this month", "these days",
#: "上个月", "从五月起", "以后"): a closed class of time words, not of slots
_SINCE_EN = re.compile(
    r"\b(since|ago|as of|starting|from now on|these days|nowadays|lately|recently|any ?more|no longer|"
    r"(?:last|this|next) (?:week|month|year|spring|summer|autumn|fall|winter)|now|currently|at the moment|"
    r"at present|right now)\b", re.I)
_SINCE_ZH = ("起", "开始", "以后", "以来", "之后", "上个月", "上周", "上月", "本周", "这周", "这个月", "今年", "最近",
             "如今", "现在", "目前", "已经", "前", "眼下", "近来")
#: the Chinese words of a time a statement holds from or at (public: search/same_question.py reads them as news)
SINCE_ZH = _SINCE_ZH
_MONTHS_DAYS = frozenset(text.stem(w) for w in (
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
    "december", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "spring", "summer",
    "autumn", "winter"))
_ZH_TIME = re.compile(r"[年月周日号天午末晚]$|^(?:每|周|星期|礼拜)|^(?:上|本|这|下|今|去|明)个?(?:周|月|年|星期|礼拜)")


def holds_since(content: str) -> bool:
    """Does the statement say it holds from some time on, or that something changed (change language)?"""
    # where a word starts, not inside one (一起 "together" holds no 起, 以前 "before" no 前); not necessarily ending
    # one, since jieba glues these to the next word ("三天前换了工作" → 三天/前换)
    return bool(_SINCE_EN.search(content)) or text.find_phrase(content, _SINCE_ZH) is not None \
        or slots.change_cue(content) is not None


@lru_cache(maxsize=8192)
def value_spans(content: str) -> frozenset[str]:
    """The spans naming a value, for words nobody listed: numbers, capitalised names, Chinese entity words and long
    Chinese nouns (本田雅阁, 建设银行), mixed letter-digit models (L7); not times (February, 上周) nor change words."""
    found = set(values(content)) | set(text.entities(content))
    found |= {t for t in text.content_tokens(content) if (text.has_cjk(t) and len(t) >= 3)
              or (re.search(r"[a-z]", t) and re.search(r"\d", t))}
    who = people.subject(content)  # the sentence's subject ("何琳买了…", "Tobias's GP…") is no value
    drop = {who, *text.content_tokens(who)} if who else set()
    return frozenset(w for w in found if w not in _MONTHS_DAYS and not slots.is_cue_word(w) and w not in drop
                     and not (text.has_cjk(w) and _ZH_TIME.search(w)) and w not in SUBJECT_WORDS)


def apart_values(a: str, b: str, drop: frozenset[str] = frozenset()) -> tuple[frozenset[str], frozenset[str]]:
    """The values two statements of one slot give, found as their difference rather than by capitalisation or
    digits: each one's content words (stems) the other lacks, less ``drop`` (the question's words, people named),
    the subject, times and change words ("plays the viola in the orchestra" / "takes the trombone to the
    orchestra": {viola}, {trombone}; "孩子放学由外婆接" / "…记错了，正确的是保姆": {外婆}, {…保姆}). Two statements
    that share no content word besides the subject share no frame either: no values then (two empty sets)."""
    wa, wb = text.content_tokens(a), text.content_tokens(b)
    if not (wa & wb) - SUBJECT_WORDS - _MONTHS_DAYS:
        return frozenset(), frozenset()

    def kept(ws: frozenset[str]) -> frozenset[str]:
        return frozenset(w for w in ws if w not in drop and w not in SUBJECT_WORDS and w not in _MONTHS_DAYS
                         and not slots.is_cue_word(w) and not (text.has_cjk(w) and _ZH_TIME.search(w)))

    return kept(wa - wb), kept(wb - wa)
