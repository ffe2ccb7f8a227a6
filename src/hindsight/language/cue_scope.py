"""Which clause a Chinese change word speaks of (issue #15): "用户的咖啡机用了三年，最近开始漏水" announces a change
(最近, 开始), but of the leaking, not of what the user uses; it must not replace "用户一直用薇诺娜的面霜" because both
happen to say 用.

An onset word (:data:`ONSET`: 开始, 最近, 已经…) speaks of another thing when its clause holds no word of the slot the
two memories share, has no subject of its own before it (the clause goes on about the previous clause's thing),
places or names no value after it (a preposition or a copula: 现在在阿里, 如今是项目经理) and goes on to a content word
of its own (漏水, 卡, 掉漆): an onset or a time of that predicate. An onset with nothing after it in its clause
("从下周开始，用户改用…") dates the next clause and keeps its reach; so does a change verb (换了手机, 改喝), whose
object the slot may not list, and a clause with its own subject (新提的本田雅阁已经上牌了: the new car). Read from
structure (clauses, jieba's parts of speech), not from lists of predicates. Chinese only: an English clause is read
by the judge's frames. Pure functions.
"""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight.language import lexicon, text
from hindsight.language.slots import SLOT_WORDS

#: clause ends: a change word governs the clause it stands in
_CLAUSE = re.compile(r"[，,；;。！？!?：:]")


def of_slot(content: str, slot: str | None) -> bool:
    """Does the change ``content`` announces (if any) speak of ``slot``? (Not when :func:`elsewhere`.)"""
    return slot is None or slot not in SLOT_WORDS or not elsewhere(content, SLOT_WORDS[slot][1])


@lru_cache(maxsize=8192)
def elsewhere(content: str, slot_words: frozenset[str]) -> bool:
    """Does every Chinese change word of ``content`` speak of another predicate than the slot's (``slot_words``)?
    False when the text states no change in Chinese or one change word's clause is about the slot."""
    t = text.normalize(content)
    if not text.has_cjk(t):
        return False
    seen = False
    for clause in _CLAUSE.split(t):
        cues = [p for p in lexicon.CHANGE_CUES_ZH if text.find_phrase(clause, (p,))]
        if not cues:
            continue
        seen = True
        tags = text.tagged(clause)
        if any(p not in ONSET for p in cues) or any(w in slot_words for w, _ in tags):
            return False  # a change verb (换了手机: a change of its object), or the slot's own clause
        if not _says_more(tags, cues):
            return False
    return seen


#: change words that only date or begin what follows them in their clause (最近开始漏水); the others are verbs of
#: change (换, 改成, 搬到…) whose object is the new value
ONSET = frozenset(("开始", "最近", "现在", "如今", "目前", "已经", "从此", "今后", "以后"))
#: a copula: what follows names a value ("现在是项目经理")
_COPULA = frozenset(("是", "为", "成了", "变成"))
#: jieba parts of speech of a content word (nouns, verbs, adjectives, their names), not times (t), places of time
#: (f), pronouns, numbers, particles
_CONTENT = ("n", "v", "a")


def _says_more(tags: list[tuple[str, str]], cues: list[str]) -> bool:
    """The clause has no subject of its own (nothing but time words and adverbs before its first change word: it
    goes on about the previous clause's thing) and a content word after its last change word that is no change
    word itself: a new predicate of that thing, dated or begun (最近开始漏水). A clause with its own subject
    ("新提的本田雅阁已经上牌了": the new car) may speak of the slot's new value."""
    at = [i for i, (w, _) in enumerate(tags) if any(w.startswith(c) or c.startswith(w) for c in cues)]
    if not at:
        return False
    if any(_content(w, flag) for w, flag in tags[:at[0]]):
        return False
    after = tags[at[-1] + 1:]
    if any(flag == "p" or w in _COPULA for w, flag in after):
        return False  # 现在在阿里, 如今是项目经理: a value placed or named, the slot's new value
    return any(_content(w, flag) for w, flag in after)


def _content(word: str, flag: str) -> bool:
    """A content word (by jieba's part of speech) that is no onset word and no stopword."""
    return flag.startswith(_CONTENT) and word not in ONSET and not text.is_stopword(word)

