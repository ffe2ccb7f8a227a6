"""Question phrases whose words are no content: "how old", "how far", "how often" (the word right after a
clause-initial "how"), 多大 / 多久 / 多远 (多 and an adjective: "how ADJ"), 几门 / 几岁 (几 and a measure word:
"how many"). The keyword arm would otherwise match "old" of "How old am I?" in "keeps a jar of buttons from old
coats": the phrase asks for a quantity, it does not name one. Found by structure (the position after "how", the
part of speech of jieba's pieces), not by a list of words. Pure functions over text.
"""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight.language import text

#: "how" opening the question or a clause of it, and the word after it ("How old…", "…, and how far…")
_HOW_EN = re.compile(r"(?:^|[.?!,;:]\s*|\b(?:and|or|but)\s+)how\s+([a-z]+)\b", re.I)


def _pos(word: str) -> str:
    parts = text.tagged(word)
    return parts[0][1] if len(parts) == 1 else ""


@lru_cache(maxsize=4096)
def _question_word_zh(tok: str) -> bool:
    """多 + an adjective (多大 "how big/old", 多久 "how long", 多远 "how far", 多少 "how much"), or 几 + a measure
    word, tagged a numeral as a whole (几门, 几岁, 几次; not 几乎 "almost", an adverb)."""
    if len(tok) == 2 and tok[0] == "多":
        return _pos(tok[1]) == "a"
    return len(tok) >= 2 and tok[0] == "几" and _pos(tok) == "m"


def question_words(query: str) -> frozenset[str]:
    """The index tokens of ``query`` that belong to a question phrase ("old" of "how old", 多大 of 用户多大了)."""
    found = {m.group(1).lower() for m in _HOW_EN.finditer(query)}
    found = {w for w in found if not text.is_stopword(w)}  # "How does…", "How is…": no content word follows
    if text.has_cjk(query):
        found |= {t for t in text.tokens(query) if text.has_cjk(t) and _question_word_zh(t)}
    return frozenset(found)


def keyword_terms(query: str) -> list[str]:
    """Keyword-search terms of a question: :func:`text.query_terms` minus the words of its question phrases. None
    are left when the phrase was all the question had ("How old am I?"): a memory that shares only the phrase's
    word shares nothing asked, and the dense arm answers alone."""
    terms = text.query_terms(query)
    drop = question_words(query)
    if not drop:
        return terms
    return [t for t in terms if t not in drop and not text.is_stopword(t)]
