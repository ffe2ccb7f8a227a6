"""Two closed classes of words about how a newer statement relates to an older one of the same frame, for
predicates no lexicon lists (issue #15): words that say a value was *replaced* ("switched to", "now", "instead",
"改", "换成", "不再") and words that say one was *added* ("also", "as well", "too", "a second", "也", "又").

Not every change cue of the lexicon (``change_cues``) says a value was replaced: an onset ("started", "joined",
"开始", "加入") only says something began, and for a thing nobody listed, that may be a second one beside the
first ("plays the piano" / "started learning the violin"). These are word classes, not slot lists.
"""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight.language import runs, text
from hindsight.language.slots import is_cue_word, money_blanked, moves_money
from hindsight.language.spans import SUBJECT_WORDS

#: words of when, not of what (stems): a frame shares none of them ("switched the weekly shop to Tesco" / "moved the
#: whole vault to Bitwarden last week" share "week", not a predicate)
TIME_WORDS = frozenset(text.stem(w) for w in (
    "day", "daily", "week", "weekly", "weekend", "weekday", "month", "monthly", "year", "yearly", "season", "morning",
    "evening", "night", "today", "yesterday", "tomorrow", "ago", "january", "february", "march", "april", "may", "june",
    "july", "august", "september", "october", "november", "december", "monday", "tuesday", "wednesday", "thursday",
    "friday", "saturday", "sunday", "spring", "summer", "autumn", "winter"))
#: a value replaced: another one takes the old one's place
_REPLACED_EN = re.compile(
    r"\b(switch(?:ed|es|ing)?|chang(?:ed|es|ing)|moved|moving|migrated|replaced|swapped|instead|now|these days|"
    r"nowadays|no longer|any ?more|took over|taken over|transferred|ditched|dropped)\b", re.I)
_REPLACED_ZH = ("改", "换", "不再", "现在", "如今", "已经", "迁到", "转到", "挪到", "调到",
                "搬到", "搬去", "搬回", "搬家")
#: a value added beside the old one
_ADDED_EN = re.compile(r"\b(also|as well(?! as)|a second|in addition|additionally)\b|\btoo\s*[.!,;]|\btoo$",
                       re.I)
_ADDED_ZH = ("也", "又", "另外", "此外", "同时", "另一", "第二")
#: "还" is "also" before a verb, not in "还是" (still / or), "还在" (still), "还没" / "还不" (not yet)
_ALSO_ZH = re.compile(r"还(?![是在没不有])")


@lru_cache(maxsize=8192)
def replaced(content: str) -> str | None:
    """The word saying a value was replaced, or None."""
    t = text.normalize(content)
    for m in _REPLACED_EN.finditer(t):
        if not moves_money(t, m.end()):  # "moved $5,000 into her savings" moves money, no value
            return m.group(1).lower()
    # where a word starts (换成, 改喝 say a change; 修改 "edit", 交换 "swap" hold 改 / 换 inside a word)
    return text.find_phrase(money_blanked(t), _REPLACED_ZH)


@lru_cache(maxsize=8192)
def added(content: str) -> str | None:
    """The word saying a value was added beside another (the older stays true), or None."""
    t = text.normalize(content)
    m = _ADDED_EN.search(t)
    if m:
        return (m.group(1) or "too").lower()
    # a one-character word as a whole word (也许 "maybe" holds no 也), the others where a word starts (另一/个)
    zh = next((w for w in _ADDED_ZH if (runs.has_term(t, w) if len(w) == 1 else text.find_phrase(t, (w,)))), None)
    if zh is None and _ALSO_ZH.search(t):  # 还 stays a character: jieba glues it to the verb (还养), as to 还款
        zh = "还"
    return zh


#: characters of Chinese change language, the subject and function words: no part of a frame
_NOT_FRAME_ZH = frozenset("用户我的了在是都把到改换成现已经再不去来还也又这那个上里")


def _frame_words(content: str, drop: set[str]) -> frozenset[str]:
    """Content words (stems) that can name a predicate or its object, and for Chinese the two-character pieces of
    one (读书会 and 读书 share 读书, 农业银行 and 招商银行 share 银行; one character alone joins too much: 家 of
    家里 and of 家庭医生): no subject, user's name, change word, stopword or number."""
    out: set[str] = set()
    for w in text.content_tokens(content) - drop:
        if is_cue_word(w) or text.is_stopword(w) or any(ch.isdigit() for ch in w):
            continue
        if text.has_cjk(w):
            out |= {w[i:i + 2] for i in range(len(w) - 1)
                    if all(text.has_cjk(ch) and ch not in _NOT_FRAME_ZH for ch in w[i:i + 2])}
        else:
            out.add(w)
    return frozenset(out)


def shared_frame(a: str, b: str, names: frozenset[str] = frozenset()) -> bool:
    """The two statements share a word of their frame besides the subject (one head noun or verb, or for Chinese two
    characters of one): cosine alone joins any two short statements of one person."""
    drop = {w for n in names for w in text.content_tokens(n)} | {n.lower() for n in names} | set(SUBJECT_WORDS)
    drop |= {ch for n in names for ch in n}
    return bool(_frame_words(a, drop) & _frame_words(b, drop))
