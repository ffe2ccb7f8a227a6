"""Sentences of a conversational turn: a long reply is many statements, not one fact (issue #15).

The rules judge and read-time hygiene compare two memories as one statement each. That holds for the short facts
an agent writes ("The user lives in Berlin"), not for a whole conversational turn ("That's great! ... By the way,
I have a cocktail class on Fridays, so ... Do you have any ideas?"): there one sentence carries the fact and the
others carry chat, questions and advice. :func:`is_long` tells the two apart; :func:`statements` splits a turn
into the sentences that state something (questions state no fact); :func:`aligned` pairs the sentences of two
turns that talk about the same thing. Pure functions.
"""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight.language import text

#: a memory longer than this is a turn of talk (several statements), not one fact
LONG_CHARS = 280
#: ... and so is one of at least this many sentences
LONG_SENTENCES = 3
#: a sentence ends at . ! ? (followed by a space and not inside a number: "3.5", "e.g. this") or at 。！？；
_END = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9\u4e00-\u9fff])|(?<=[。！？；])|\n+")


@lru_cache(maxsize=8192)
def split(content: str) -> tuple[str, ...]:
    """The sentences of ``content``, in order (empty pieces dropped)."""
    return tuple(s.strip() for s in _END.split(content) if s and s.strip())


@lru_cache(maxsize=8192)  # read-time hygiene asks it per pair of candidates
def is_long(content: str) -> bool:
    """A turn of talk rather than one statement: long, or several sentences."""
    return len(content) > LONG_CHARS or len(split(content)) >= LONG_SENTENCES


def is_question(sentence: str) -> bool:
    return sentence.rstrip(" \"')").endswith(("?", "？"))


@lru_cache(maxsize=8192)
def statements(content: str) -> tuple[str, ...]:
    """The sentences that state something (questions dropped); a speaker prefix ("user: ") is not a word of
    the first sentence."""
    return tuple(s for s in split(unprefixed(content)) if not is_question(s))


_SPEAKER = re.compile(r"^(?:user|assistant|system|agent)\s*:\s*", re.I)


def unprefixed(content: str) -> str:
    """``content`` less a speaker prefix ("user: ", "assistant: ")."""
    return _SPEAKER.sub("", content, count=1)


@lru_cache(maxsize=16384)
def words(sentence: str) -> frozenset[str]:
    """Content words (stemmed, no stopwords)."""
    return frozenset(w for w in text.content_tokens(sentence) if not text.is_stopword(w))


def units(content: str) -> tuple[str, ...]:
    """What the judge compares: the statements of a long turn; a short memory is its own single statement."""
    return statements(content) if is_long(content) else (content,)


def aligned(a: str, b: str, limit: int = 3, min_shared: int = 2) -> list[tuple[str, str]]:
    """Up to ``limit`` pairs (a sentence of ``a``, a sentence of ``b``) that share at least ``min_shared`` content
    words, the most overlapping (Jaccard) first. A short memory is its own single statement."""
    sa, sb = units(a), units(b)
    scored: list[tuple[float, int, int]] = []
    for i, x in enumerate(sa):
        wx = words(x)
        for j, y in enumerate(sb):
            wy = words(y)
            shared = len(wx & wy)
            if shared >= min_shared:
                scored.append((shared / len(wx | wy), i, j))
    scored.sort(key=lambda t: (-t[0], t[1], t[2]))
    return [(sa[i], sb[j]) for _, i, j in scored[:limit]]


def relevant(content: str, query_words: frozenset[str]) -> str:
    """The statements of a long turn that hold a word of the query, joined (a short memory is returned whole;
    a turn none of whose statements holds a query word is returned whole as well)."""
    if not is_long(content) or not query_words:
        return content
    keep = [s for s in statements(content) if words(s) & query_words]
    return " ".join(keep) if keep else content


#: a clause ends at a sentence end or at , ; : — ( ) (and their Chinese forms); a . , or : between two digits is
#: part of a number or a time ("$3,226.50", "12:30", "12：30"), no clause end; nor is a . between two letters
#: ("file.txt", "e.g") or the one that closes an abbreviation ("9 a.m.", "the U.S.")
_CLAUSE = re.compile(
    r"(?:[!?。！？；;，()（）\u2014]|(?<!\d)[,:：]|[,:：](?!\d)"
    r"|\.(?!(?<=\d\.)\d)(?!(?<=[A-Za-z]\.)[A-Za-z])(?<!\.[A-Za-z]\.))+\s*"
)
#: a statement of at least this many clauses is a rambling turn: one of its clauses carries the fact
RAMBLING_CLAUSES = 3


@lru_cache(maxsize=8192)
def clauses(content: str) -> tuple[str, ...]:
    return tuple(c.strip() for c in _CLAUSE.split(unprefixed(content)) if c and c.strip())


def nearest_clause(content: str, other: str, query: str = "", skip: frozenset[str] = frozenset()) -> str | None:
    """The clause of a rambling statement (:data:`RAMBLING_CLAUSES` clauses or more: "complained about roadworks,
    the price of parking and a barking dog, then said the trip in is on the tram…") that shares the most content
    words with ``other`` (then with ``query``), the subject's words and ``skip`` aside; None when ``content`` does
    not ramble or no clause shares a word with either."""
    parts = clauses(content)
    if len(parts) < RAMBLING_CLAUSES:
        return None
    drop = _SUBJECT | skip
    wo, wq = words(other) - drop, words(query) - drop
    best = max(parts, key=lambda c: (len(words(c) & wo), len(words(c) & wq)))
    return best if words(best) & (wo | wq) else None


_SUBJECT = frozenset({"user", "users", "i", "my", "we", "our", "用户", "我", "我们"})
