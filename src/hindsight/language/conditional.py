"""A statement that only supposes: "If the user moves, the rent would be $1,900", 如果用户搬家，房租会变成4500元.
A condition states no value that holds now, so it replaces nothing the user stated as a fact (issue #15, "a rules
verdict that changes state needs positive evidence"). Read by the rules judge (``hypothetical``).

One closed class, by structure rather than by predicate: a sentence that opens with a conditional conjunction (if,
unless, suppose, in case, should the …, were the …; 如果, 假如, 要是, 万一, 假设, 倘若, 若是, 一旦, after the subject
too: 用户如果…), or whose main clause in the conditional mood (would, could, might, will) comes before an "if" /
"unless" clause. Kept apart (review59): a main clause that states something now ("If you need me, I live in Berlin
now", 要是联系不上，用户的邮箱已经换成…了: now, new, already, no longer; 现在, 已经, 不再, 新, a modal 了), "if" as
"whether" or in "even if" / "as if", and 万一 after a numeral (两万一 is 21,000). A rule of the day ("If it rains,
the user takes the bus") supposes too: it states a habit, and a habit can change, so the rule in judge/rules.py
keeps apart only a side that supposes against one with no condition at all. Pure functions.
"""

from __future__ import annotations

import re

from hindsight.language import intended, sentences, text

_OPENS_EN = re.compile(r"^\W*(?:if|unless|suppose|supposing|assuming|in\s+case|should\s+(?:the|they|he|she|i|we)|"
                       r"were\s+(?:the|they|he|she|i|we)|provided\s+(?:that\s+)?(?:the|they|he|she|i|we))\b",
                       re.IGNORECASE)
_IF_CLAUSE_EN = re.compile(r"\b(?:if|unless)\b", re.IGNORECASE)
_MOOD_EN = re.compile(r"\b(?:would|could|might|will)\b|'d\b|'ll\b", re.IGNORECASE)
#: "if" that asks whether or compares: no condition
_NOT_IF_EN = re.compile(r"\b(?:even|as|know|knows|knew|sure|ask|asks|asked|wonder|wonders|wondered|see|check|checked|"
                        r"whether)\s+if\b", re.IGNORECASE)
_NOW_EN = re.compile(r"\b(?:now|new|already|anymore|no\s+longer)\b", re.IGNORECASE)
_IF_ZH = frozenset({"如果", "假如", "要是", "万一", "假设", "倘若", "若是", "假若", "如若", "倘使", "一旦"})
_NOW_ZH = frozenset({"现在", "如今", "目前", "已经", "已", "不再", "新"})
_NUMERAL_ZH = frozenset("零一二两三四五六七八九十百千万亿")
_CLAUSE = re.compile(r"[，,；;：:]")


def supposed(sentence: str) -> bool:
    """Does this one sentence only suppose (a conditional whose main clause states nothing now, see the module)?"""
    s = sentence.strip()
    if _OPENS_EN.search(s):
        parts = re.split(r"[,;:]", s, maxsplit=1)
        return not _NOW_EN.search(parts[1] if len(parts) > 1 else s)
    m = _IF_CLAUSE_EN.search(s)
    if m and not _NOT_IF_EN.search(s) and _MOOD_EN.search(s[: m.start()]) and not _NOW_EN.search(s):
        return True
    if not text.has_cjk(s):
        return False
    # the clause before the first comma is where a Chinese condition stands ("用户如果搬家，…"); the rest is the main
    # clause, which must state nothing now
    head, *rest = _CLAUSE.split(s, maxsplit=1)
    if not _conditional_zh(head):
        return False
    main = rest[0] if rest and rest[0].strip() else head
    return not any(w in _NOW_ZH or (w == "了" and tag == "y") for w, tag in text.tagged(main))


def _conditional_zh(clause: str) -> bool:
    """A Chinese conditional conjunction in ``clause`` (万一 after a numeral is a number: 两万一)."""
    words = text.cjk_words(clause)
    return any(w in _IF_ZH and not (w == "万一" and i and words[i - 1][-1:] in _NUMERAL_ZH)
               for i, w in enumerate(words))


def only_supposes(content: str) -> bool:
    """Every statement of ``content`` only supposes (questions aside); False for a text with no statement."""
    said = sentences.statements(content)
    return bool(said) and all(supposed(s) for s in said)


def names_a_condition(content: str) -> bool:
    """Any conditional conjunction at all ("If it rains, the user takes the bus"; 要是加班就…): a text that
    supposes nothing but has a condition in it is no plain statement to set against a supposition."""
    if (_IF_CLAUSE_EN.search(content) and not _NOT_IF_EN.search(content)) or _OPENS_EN.search(content):
        return True
    return text.has_cjk(content) and _conditional_zh(content)


def states_nothing_now(content: str) -> bool:
    """``content`` only supposes, or only intends a change (language/intended.py): no value that holds now."""
    return only_supposes(content) or intended.only_intends(content)
