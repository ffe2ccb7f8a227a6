"""Words and terms found in a text as whole words, never as substrings.

A Chinese term is found when it is a contiguous run of the text's jieba words: it starts where a word starts and
ends where a word ends (记住 "remember" holds no 住 "live", 工作日 "workday" no 工作 "work", 手机号 no 手机, while
产品经理, which jieba cuts into 产品/经理, is found in "用户是产品经理"). The words are the ones
:func:`hindsight.language.text.words` reads (改喝 is 改 + 喝). A latin term is found on word boundaries
("moved" is not in "removed"). This is what the frozenset of a text's tokens cannot say: a term jieba cuts into
several words is in no token set, and a term inside a longer word must not be found at all.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from hindsight.language import text


@lru_cache(maxsize=16_384)
def _bounds(t: str) -> tuple[frozenset[int], frozenset[int]]:
    """Where the words of the normalised text ``t`` start and where they end (offsets into ``t``)."""
    starts: set[int] = set()
    ends: set[int] = set()
    for m in text.CJK_RUN.finditer(t):
        at = m.start()
        for w in text.cjk_words(m.group()):
            starts.add(at)
            at += len(w)
            ends.add(at)
    return frozenset(starts), frozenset(ends)


def _latin(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


def _at(t: str, p: str, i: int) -> bool:
    """Is the phrase ``p`` found at offset ``i`` of the normalised text ``t`` made of whole words?"""
    starts, ends = _bounds(t) if text.has_cjk(p) else (frozenset(), frozenset())
    j = i + len(p)
    start_ok = i in starts if text.has_cjk(p[0]) else not (_latin(p[0]) and i > 0 and _latin(t[i - 1]))
    end_ok = j in ends if text.has_cjk(p[-1]) else not (_latin(p[-1]) and j < len(t) and _latin(t[j]))
    return start_ok and end_ok


def starts_a_word(t: str, i: int) -> bool:
    """Does offset ``i`` of ``t`` begin a word? Inside a run of Chinese characters only where jieba starts one
    (in 如今天气 no word starts at 今: the 今天 "today" found there is a substring); elsewhere always."""
    if i <= 0 or i >= len(t) or not (text.has_cjk(t[i]) and text.has_cjk(t[i - 1])):
        return True
    return i in _bounds(t)[0]


def has_term(content: str, term: str) -> bool:
    """Does ``term`` occur in ``content`` as whole words (see the module docstring)?"""
    t, p = text.normalize(content), text.normalize(term)
    if not p:
        return False
    i = t.find(p)
    while i >= 0:
        if _at(t, p, i):
            return True
        i = t.find(p, i + 1)
    return False


def starts_with(content: str, term: str) -> bool:
    """Does ``content`` begin with ``term`` as whole words (用户的朋友 does, 用户的朋友圈 does not)?"""
    t, p = text.normalize(content), text.normalize(term)
    return bool(p) and t.startswith(p) and _at(t, p, 0)


def terms_in(content: str, terms: Iterable[str]) -> frozenset[str]:
    """The ``terms`` that occur in ``content`` as whole words, as written in ``terms``."""
    return frozenset(term for term in terms if has_term(content, term))


def any_term(content: str, terms: Iterable[str]) -> bool:
    """Does any of ``terms`` occur in ``content`` as whole words?"""
    return any(has_term(content, term) for term in terms)
