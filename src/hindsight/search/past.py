"""Which questions ask about the past (issue #15): read-time hygiene ranks the older of two same-slot memories
first for them (:func:`hindsight.search.hygiene.older_first`) and the search also looks among the superseded
memories (:mod:`hindsight.search.history`).

By structure, not by a list of slots:

- a past time named in so many words ("previously", "before", "used to", "in 2019", "last year", "back then", "in the
  past", "prior to", "no longer"), and "did … use to" (the bare infinitive after "did");
- a possessive before "old", "former", "previous" or "ex-" and a noun ("my old car", "the user's former employer",
  "his ex-boss"): the value of a slot that someone held before, whatever the slot;
- for Chinese, a word of earlier time as a jieba word (以前, 之前, 原来, 当初, 曾经, 过去, 起初, 最初, 一开始,
  那时, 去年, 上个月, 上周) or one ending in 以前 / 之前 (在此之前), so 原来如此 ("I see") is none.

A present-time word ("now", "currently", "still", 现在, 目前, 如今, 还 as a jieba word, not the 还 of 还是 "or") wins:
"Where does the user live now that the lease ended before June?" asks about the present.
"""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight.language import text

_PAST_EN = re.compile(
    r"\b(previous(?:ly)?|before|used to|originally|formerly|former|earlier|at first|first time|initially|once|ago|"
    r"last (?:year|month|week|time)|back (?:then|in)|in the past|prior to|no longer|any ?more|"
    r"in (?:19|20)\d\d|(?<![-\w])(?:19|20)\d\d(?![-\w]))\b", re.I)
#: "did … use to": the bare infinitive after "did" ("Which bank did the user use to have?")
_DID_USE_TO = re.compile(r"\bdid\b[^?.!]*\buse to\b", re.I)
#: a possessive (my, his, the user's, Priya's) before old / ex- and a noun: a value held before
_OLD_OF = re.compile(r"\b(?:my|your|his|her|their|our|\w+'s?)\s+(?:old|ex-)\s*[a-z]", re.I)
_NOW = re.compile(r"\b(now|current(?:ly)?|these days|at the moment|today|still|latest|most recent)\b", re.I)
_PAST_ZH = ("以前", "之前", "原来", "曾经", "当初", "过去", "去年", "上个月", "上周", "起初", "最初", "一开始", "那时",
            "那时候")
_NOW_ZH = frozenset({"现在", "目前", "如今", "当前", "最新", "还"})


@lru_cache(maxsize=4096)
def asks_about_past(query: str) -> bool:
    """Does the query ask about an earlier value ("previously", "in 2019", "my old car", "以前")? Present-time
    words ("now", "目前") win over it."""
    if _NOW.search(query) or _NOW_ZH & set(text.words(query)):
        return False
    if _PAST_EN.search(query) or _DID_USE_TO.search(query) or _OLD_OF.search(query):
        return True
    if not text.has_cjk(query):
        return False
    words = text.words(query)
    # a jieba word of earlier time, or one ending in 以前 / 之前 (在此之前, 很久以前); 一开始 is two jieba words
    return any(w in _PAST_ZH or w.endswith(("以前", "之前")) for w in words) \
        or any(len(text.words(p)) > 1 and text.find_phrase(query, (p,)) for p in _PAST_ZH)
