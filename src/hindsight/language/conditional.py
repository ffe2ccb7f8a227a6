"""A statement that only supposes: "If the user moves, the rent would be $1,900", 如果用户搬家，房租会变成4500元.
A condition states no value that holds now, so it replaces nothing the user stated as a fact (issue #15, "a rules
verdict that changes state needs positive evidence"). Read by the rules judge (``hypothetical``).

One closed class, by structure rather than by predicate: a sentence that opens with a conditional conjunction (if,
unless, suppose, in case, should the …, were the …; 如果, 假如, 要是, 万一, 假设, 倘若, 若是, after the subject too:
用户如果…), or that joins a main clause in the conditional mood (would, could, might) to an "if" / "unless"
clause. A rule at the day's level ("If it rains, the user takes the bus") is a conditional too: it states a habit,
and a habit can change, so only the side that supposes while the other states is kept apart (the rule in
judge/rules.py). Pure functions.
"""

from __future__ import annotations

import re

from hindsight.language import sentences, text

_OPENS_EN = re.compile(r"^\W*(?:if|unless|suppose|supposing|assuming|in\s+case|should\s+(?:the|they|he|she|i|we)|"
                       r"were\s+(?:the|they|he|she|i|we)|provided\s+(?:that\s+)?(?:the|they|he|she|i|we))\b",
                       re.IGNORECASE)
_IF_CLAUSE_EN = re.compile(r"\b(?:if|unless)\b", re.IGNORECASE)
_MOOD_EN = re.compile(r"\b(?:would|could|might)\b|\b(?:i|he|she|they|we)'d\b", re.IGNORECASE)
_IF_ZH = frozenset({"如果", "假如", "要是", "万一", "假设", "倘若", "若是", "假若", "如若", "倘使"})


def supposed(sentence: str) -> bool:
    """Does this one sentence only suppose (a conditional, see the module)?"""
    s = sentence.strip()
    if _OPENS_EN.search(s) or (_IF_CLAUSE_EN.search(s) and _MOOD_EN.search(s)):
        return True
    if not text.has_cjk(s):
        return False
    # the clause before the first comma is where a Chinese condition stands ("用户如果搬家，…")
    head = re.split(r"[，,；;：:]", s, maxsplit=1)[0]
    return any(w in _IF_ZH for w in text.cjk_words(head))


def only_supposes(content: str) -> bool:
    """Every statement of ``content`` only supposes (questions aside); False for a text with no statement."""
    said = sentences.statements(content)
    return bool(said) and all(supposed(s) for s in said)
