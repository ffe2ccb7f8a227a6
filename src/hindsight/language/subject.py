"""Whose fact is it? A question about the user should prefer memories about the user over memories about the
user's wife, sister or boss that merely share its words ("What car does the user drive?" vs "The user's wife
drives a Tesla"). Pure functions over text; the search path applies :data:`OTHER_PERSON_FACTOR`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight.language import lexicon, text

#: multiplies the final score of a memory about someone else when the query asks about the user alone
OTHER_PERSON_FACTOR = 0.9

_PEOPLE_EN = sorted((w for w in lexicon.PEOPLE if not text.has_cjk(w)), key=len, reverse=True)
_PEOPLE_ZH = sorted((w for w in lexicon.PEOPLE if text.has_cjk(w)), key=len, reverse=True)
# "the user's wife ...", "my sister's ...", "User's boss ..." as the subject; people words are stems, so allow
# a word ending ("colleagu" + "es")
_RELATIVE_EN = re.compile(
    r"^\s*(?:the\s+)?(?:user'?s|my|his|her|their)\s+(?:" + "|".join(_PEOPLE_EN) + r")[a-z]*\b", re.I
)
_NAME_EN = re.compile(r"^\s*([A-Z][a-z]+)(?:'s\b|\s+(?:is|has|was|works|lives|drinks|likes|uses|listens|owns|"
                      r"drives|moved|switched|prefers|reports|turned|codes|writes)\b)")
_NOT_NAMES = frozenset({"The", "This", "That", "Our", "Their", "User", "Users", "My", "His", "Her", "It", "We", "They"})
_USER_EN = re.compile(r"\b(?:the user|user|users|i|me|my|mine)\b", re.I)


@lru_cache(maxsize=8192)  # the same memories come back search after search
def about_other_person(content: str, user_names: frozenset[str] = frozenset()) -> bool:
    """Is the memory's subject another person (a relative/colleague of the user, or a named person who is not
    the user)?"""
    t = content.strip()
    if text.has_cjk(t[:6]):
        for prefix in ("用户的", "我的", "用户", "我"):
            if t.startswith(prefix):
                rest = t[len(prefix):]
                return any(rest.startswith(p) for p in _PEOPLE_ZH)
        import jieba.posseg as pseg

        first = next(iter(pseg.cut(t[:6])), None)
        return first is not None and first.flag.startswith("nr") and first.word not in user_names
    if _RELATIVE_EN.match(t):
        return True
    m = _NAME_EN.match(t)
    return bool(m and m.group(1) not in _NOT_NAMES and m.group(1) not in {n.split()[0] for n in user_names})


def asks_about_user_only(query: str) -> bool:
    """Does the query ask about the user, naming no relative or colleague?"""
    if text.has_cjk(query):
        return ("用户" in query or "我" in query) and not any(p in query for p in _PEOPLE_ZH)
    if not _USER_EN.search(query):
        return False
    q = query.lower()
    return not any(re.search(rf"\b{re.escape(p)}", q) for p in _PEOPLE_EN)
