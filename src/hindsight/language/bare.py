"""Bare corrections (pure): a statement that corrects what its speaker just said without repeating the frame —
"Scratch that - it's Cork.", "Correction: £1,320.", "I meant Thursday, not Tuesday", "记错了，其实是桂林。",
"不对不对，是周四". A closed class of correction cues (en + zh) around one short value and no frame of its own;
"Correction to the minutes: the budget review is on Friday" has a frame (a subject and a verb) and is its own fact.

:func:`read` finds the value (and the old value, when named); :func:`fits` says whether an earlier statement has a
value span of that value's shape (a number, a weekday, a name, a word); :func:`reframe` puts the value into the
earlier statement's frame ("The user lives in Cobh." + Cork → "The user lives in Cork."). Which earlier statement
(the same source, minutes before) is the write path's business (``write/corrects.py``)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from hindsight.language import text


@dataclass(frozen=True)
class Bare:
    value: str  # the value as written: "Cork", "£1,320", "周五"
    rejected: str | None = None  # the old value when the correction names it ("not Tuesday")
    marked: bool = False  # the value follows a copula or "I meant" ("it's bus"), not just a cue ("Correction: bus")


# -- English ----------------------------------------------------------------------------------------
#: cue phrases that make up a whole clause (or start the value clause): a closed class of self-correction words
_EN_CUE = re.compile(
    r"^(?:scratch that|correction|sorry|oops|whoops|my (?:mistake|bad)|no|nope|wait|actually|sorry about that|"
    r"typo(?: earlier| before)?|(?:i )?got (?:that|it) wrong(?: (?:a minute|a moment|a sec|just now|earlier)"
    r"(?: ago)?)?|i was wrong|i misspoke|my error|let me correct (?:that|myself)|correcting myself|hang on)\b\s*",
    re.I)
#: what introduces the value itself ("it's", "make that", "I meant"): marks a lower-case word as the value
_EN_MARK = re.compile(
    r"^(?:(?:it|that)(?:'s| is| was|'s actually| is actually| should be| should have been)|should be|"
    r"i meant|i mean|make that|meant|it's meant to be)\s+", re.I)
_EN_TAIL = re.compile(r"\s+(?:instead|actually|then|my bad|sorry)$", re.I)
_EN_NOT = re.compile(
    r"(?:,|\s[-–—]+)?\s*\b(?:not|rather than|instead of)\s+((?:(?!\s[-–—])(?:[^,;.!?]|[,.:](?=\S)))+)", re.I)
_EN_SPLIT = re.compile(r"[,;:!?.](?=\s|$)|\s[-–—]+\s")
#: words that give a clause a frame of its own (a subject or a verb): never in a bare value
_EN_FRAME = frozenset({"is", "are", "was", "were", "has", "have", "had", "i", "we", "you", "he", "she", "they",
                       "user", "user's", "users", "my", "our", "his", "her", "their", "will", "does", "do", "did",
                       "what", "which", "who", "how", "why", "when", "where", "if", "can", "can't", "don't"})


def _en(content: str) -> Bare | None:
    t = content.strip()
    rejected = None
    m = _EN_NOT.search(t)
    if m:
        rejected = m.group(1).strip(" -–—")
        t = t[: m.start()] + t[m.end():]
    cue, value, marked = rejected is not None, None, False
    for clause in _EN_SPLIT.split(t):
        c = clause.strip(" -–—\"'")
        while c and (cm := _EN_CUE.match(c)):
            cue, c = True, c[cm.end():].strip(" ,")
        if not c:
            continue
        if value is not None:
            return None  # two clauses with words beside cues: a statement of its own
        if mm := _EN_MARK.match(c):  # "I meant" / "make that" / "should be" correct; "it's" only marks the value
            cue = cue or bool(re.search(r"meant|make|should", mm.group(), re.I))
            marked, c = True, re.sub(r"^(?:actually|really|just)\s+", "", c[mm.end():], flags=re.I)
        value = _EN_TAIL.sub("", c).strip(" -–—\"'")
    if not cue or not value:
        return None
    words = value.split()
    if len(words) > 4 or any(w.lower().strip(",") in _EN_FRAME for w in words):
        return None
    if not marked and shape(value) == "word":  # "Oops, hit send too early": no value-like word, no "it's"
        return None
    return Bare(value, rejected, marked)


# -- Chinese ----------------------------------------------------------------------------------------
_ZH_CUES = ("刚才", "之前", "前面", "我", "记错了", "说错了", "搞错了", "弄错了", "写错了", "打错了", "填错了", "错了",
            "更正一下", "更正", "纠正一下", "纠正", "不对", "口误", "抱歉", "不好意思", "对不起", "等等", "哦", "啊",
            "呃", "sorry")
_ZH_SPLIT = re.compile(r"[，,：:；;。！!？?]+")
_ZH_MARK = re.compile(r"^(?:其实|实际上|应该|正确的|准确地说|准确说)?(?:是|为)")
_ZH_TAIL = re.compile(r"(?:才对|才是对的|才是|吧|哈|啦|了)$")
_ZH_NOT = re.compile(r"(?:而)?不是([^，,；;。！!？?]+?)(?=[，,；;。！!？?]|$|是)")
#: words that give a clause a frame (a subject or a predicate of its own)
_ZH_FRAME = ("用户", "我", "他", "她", "们", "住", "在", "有", "叫", "姓", "去", "坐", "吃", "买", "换", "改", "说")


def _zh(content: str) -> Bare | None:
    t = content.strip()
    rejected = None
    for m in _ZH_NOT.finditer(t):
        rejected = m.group(1).strip()
    t = _ZH_NOT.sub("，", t)
    cue, value, marked = rejected is not None, None, False
    for clause in _ZH_SPLIT.split(t):
        c = clause.strip()
        changed = True
        while c and changed:
            changed = False
            for w in _ZH_CUES:
                if c.startswith(w):
                    cue, c, changed = cue or w not in ("我", "哦", "啊", "呃", "刚才", "之前", "前面"), c[len(w):], True
        if not c:
            continue
        if value is not None:
            return None
        if mm := _ZH_MARK.match(c):
            marked, c = True, c[mm.end():]
        value = _ZH_TAIL.sub("", c)
    if not cue or not value or len(value) > 12 or any(w in value for w in _ZH_FRAME):
        return None
    if not marked and shape(value) == "word":
        return None
    return Bare(value, rejected, marked)


@lru_cache(maxsize=4096)
def read(content: str) -> Bare | None:
    """The bare correction ``content`` makes, or None (a statement with a frame of its own, or no cue)."""
    if len(content) > 120 or content.rstrip().endswith(("?", "？", "吗", "呢")):
        return None  # a question corrects nothing
    return _zh(content) if text.has_cjk(content) else _en(content)


# -- value shapes and spans -------------------------------------------------------------------------
_MONTHS = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*"
_DAY = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:周|星期|礼拜)[一二三四五六日天]", re.I)
_NUMBER = re.compile(
    rf"[$£€¥]?\d+(?:[.,:/-]\d+)*(?:\s?(?:%|am|pm|kg|km|元|块|点(?:\d+分?)?|码|号|月\d+[日号]?|日)|\s{_MONTHS}\b)?"
    rf"|\b{_MONTHS}\s\d{{1,2}}\b", re.I)
_NAME = re.compile(r"(?:\b(?:an?|the)\s)?[A-Z][\w'-]*(?:\s(?:[A-Z0-9][\w'-]*))*")
_CORE = re.compile(r"[$£€¥]?\d+(?:[.,:/-]\d+)*")
_ZH_ENTITY = frozenset({"nr", "ns", "nt", "nz", "nrt", "nrfg", "eng"})


def shape(value: str) -> str:
    """``number`` (digits: amounts, times, dates, codes), ``day`` (a weekday), ``name`` (capitalised, or a Chinese
    proper noun), ``word`` (anything else)."""
    if re.search(r"\d", value):
        return "number"
    if _DAY.search(value):
        return "day"
    if re.search(r"[A-Z]", value) or (text.has_cjk(value) and _zh_entities(value) == [value]):
        return "name"
    return "word"


@lru_cache(maxsize=4096)
def _zh_entity_runs(content: str) -> tuple[tuple[int, int], ...]:
    """(start, end) of runs of proper-noun pieces (jieba's tags) in ``content``, subjects left out."""
    runs: list[tuple[int, int]] = []
    at = 0
    for w, flag in text.tagged(content):
        if flag in _ZH_ENTITY and w not in ("用户", "我") and w.strip():
            if runs and runs[-1][1] == at:
                runs[-1] = (runs[-1][0], at + len(w))
            else:
                runs.append((at, at + len(w)))
        at += len(w)
    return tuple(runs)


def _zh_entities(content: str) -> list[str]:
    return [content[a:b] for a, b in _zh_entity_runs(content)]


def _spans(old: str, kind: str) -> list[tuple[int, int]]:
    """Where ``old`` names a value of shape ``kind`` (its first word, the subject, left out for names)."""
    if kind == "number":
        return [m.span() for m in _NUMBER.finditer(old)]
    if kind == "day":
        return [m.span() for m in _DAY.finditer(old)]
    if kind == "name":
        if text.has_cjk(old):
            runs = list(_zh_entity_runs(old))
            latin = [m.span() for m in re.finditer(r"[A-Za-z][\w -]*\w", old)]
            return sorted({*runs, *(sp for sp in latin if not any(x[0] <= sp[0] < x[1] for x in runs))})
        return [m.span() for m in _NAME.finditer(old) if m.start() > 0 and not _subject(m.group())]
    return []


def _subject(span: str) -> bool:
    return span.lower().split()[-1] in ("user", "user's")


def fits(old: str, bare: Bare) -> bool:
    """Could ``bare`` correct ``old``? ``old`` names the rejected value, or has a value span of the value's shape
    (a number, a weekday, a capitalised name); a word or a Chinese name: ``old`` is in the value's script (jieba
    does not tag every place as one)."""
    if bare.rejected:
        return bare.rejected.lower() in old.lower()
    kind = shape(bare.value)
    if kind == "word" or (kind == "name" and text.has_cjk(bare.value)):
        return text.has_cjk(old) == text.has_cjk(bare.value)
    return bool(_spans(old, kind))


def typed(old: str, bare: Bare) -> bool:
    """Does ``old`` name the value to replace: the rejected value, or a span of the value's (not plain) shape?"""
    if bare.rejected:
        return bare.rejected.lower() in old.lower()
    kind = shape(bare.value)
    return kind != "word" and bool(_spans(old, kind))


def reframe(old: str, bare: Bare) -> str:
    """``old`` with its value replaced by ``bare``'s: the rejected value when named, else the last span of the
    value's shape; with none (a plain word: which word of ``old`` is the value no shape tells), ``old`` and the
    corrected value side by side ("The user takes the train to work (corrected: bus).")."""
    if bare.rejected and (i := old.lower().rfind(bare.rejected.lower())) >= 0:
        return old[:i] + bare.value + old[i + len(bare.rejected):]
    spans = _spans(old, shape(bare.value))
    if spans:
        a, b = spans[-1]
        core = _CORE.match(old, a)
        if core and re.search(r"\d$", bare.value) and not re.search(r"\d", old[core.end():b]):
            b = core.end()  # "42码" → "43码": the unit stays when the value names none
        head = old[a:b].split(" ", 1)
        value = bare.value
        if not text.has_cjk(old) and head[0].lower() in ("a", "an", "the") and len(head) > 1 \
                and value.split(" ", 1)[0].lower() not in ("a", "an", "the"):
            a += len(head[0]) + 1  # keep the old article: "a Framework 13" → "a MacBook Air"
        return old[:a] + value + old[b:]
    stem = old.rstrip(" 。.!！")
    if text.has_cjk(old):
        return f"{stem}——更正为{bare.value}。"
    return f"{stem} (corrected: {bare.value})."
