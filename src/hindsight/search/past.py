"""Which questions ask about the past (issue #15): read-time hygiene ranks the older of two same-slot memories
first for them (:func:`hindsight.search.hygiene.older_first`) and the search also looks among the superseded
memories (:mod:`hindsight.search.history`).

By structure, not by a list of slots:

- a past time named in so many words ("previously", "before", "used to", "in 2019", "last year", "back then", "in the
  past" but not "in the past month", which runs up to now, "prior to", "no longer"); "did … use to" asked with
  where / who / when / how or of a state ("have", "live"), not "Which app did I use to book the flight?";
- a possessive before "old", "former", "previous" or "ex-" and a noun ("my old car", "the user's former employer",
  "his ex-boss"): the value of a slot that someone held before, whatever the slot;
- for Chinese, a word of earlier time as a jieba word (以前, 之前, 原来, 当初, 曾经, 过去, 起初, 最初, 一开始,
  那时, 去年, 上个月, 上周) or one ending in 以前 / 之前 (在此之前), so 原来如此 ("I see") is none.

Only some of these ask for a value someone held before, so that the older of two same-slot memories answers
(:func:`asks_for_old_value`): "old", "former", "previous", "ex-", "used to", "originally", "no longer", 以前, 原来,
曾经, 当初 (a word of its own; "…之前" after a noun is a time window). A time window ("before the trip", "last month",
"in 2019", "two years ago", 去年) asks about what held then, which may well be the newer of the two: those questions
only search the superseded memories too (:mod:`hindsight.search.history`), nothing is reordered (measured: on the
LongMemEval knowledge-update questions, reordering every past question put a stale turn above the current one).

A present-time word ("now", "currently", "still", 现在, 目前, 如今, 还 as a jieba word, not the 还 of 还是 "or") wins:
"Where does the user live now that the lease ended before June?" asks about the present.
"""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight.language import text
from hindsight.language.people import PEOPLE

#: "in the past", not "in the past month" (a window running up to now)
_IN_THE_PAST = (r"in the past(?!\s+(?:\d|few|couple|several|many|two|three|four|five|six|seven|eight|nine|ten|"
                r"twelve|week|month|year|day|decade|hour))")
_PAST_EN = re.compile(
    r"\b(previous(?:ly)?|before|used to|originally|formerly|former|earlier|at first|first time|initially|once|ago|"
    r"last (?:year|month|week|time)|back (?:then|in)|" + _IN_THE_PAST + r"|prior to|no longer|"
    r"in (?:19|20)\d\d|(?<![-\w])(?:19|20)\d\d(?![-\w]))\b", re.I)
#: "did … use to" as the habitual past: asked with where / who / when / how, or of a state ("Which bank did the user
#: use to have?"); after "what" or "which" with a verb of doing it is as often "use (a thing) to" ("Which app did I
#: use to book the flight?")
_DID_USE_TO = re.compile(
    r"\b(?:where|who|whom|when|how)\b[^?.!]*\bdid\b[^?.!]*\buse to\b|"
    r"\bdid\b[^?.!]*\buse to (?:have|be|own|live|work|go|like|love|prefer|drive|attend|play|eat|drink)\b", re.I)
#: a possessive (my, his, the user's, Priya's) before old / ex- and a noun: a value held before
_OLD_OF = re.compile(r"\b(?:my|your|his|her|their|our|\w+'s?)\s+(?:old|ex-)\s*[a-z]", re.I)
#: "former" / "old" / "ex-" before someone the user knows, the possessor of what is asked ("my former colleague's
#: new company") or in a question in the present tense ("What does my old roommate do?"): who the person is to the
#: user, not a value the user held before ("Who was my former manager?", "Who is my ex-boss?" still ask one)
_RELATION = re.compile(r"\b(?:former|old|ex-|previous)\s*([a-z]+)('s|s')?", re.I)
_WHO = re.compile(r"\W*who\b", re.I)
_PRESENT_AUX = re.compile(r"^\W*(?:\w+\W+){0,3}?(?:is|are|am|do|does|has|have)\b", re.I)
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
    query = _without_relations(query)
    if _PAST_EN.search(query) or _DID_USE_TO.search(query) or _OLD_OF.search(query):
        return True
    if not text.has_cjk(query):
        return False
    words = text.words(query)
    # a jieba word of earlier time, or one ending in 以前 / 之前 (在此之前, 很久以前); 一开始 is two jieba words
    return any(w in _PAST_ZH or w.endswith(("以前", "之前")) for w in words) \
        or any(len(text.words(p)) > 1 and text.find_phrase(query, (p,)) for p in _PAST_ZH)


#: markers of a value held before (not of a time window): the older of two same-slot memories answers; "before"
#: only as an adverb closing its clause ("Where did the user live before?", not "before the trip")
_OLD_VALUE_EN = re.compile(
    r"\b(previous(?:ly)?|used to|originally|formerly|former|initially|at first|no longer|" + _IN_THE_PAST + r"|"
    r"before(?=\s*(?:[?!.,;]|$)))", re.I)
_OLD_VALUE_ZH = frozenset({"以前", "之前", "原来", "曾经", "当初", "起初", "最初", "过去"})
_BEFORE_ZH = frozenset({"以前", "之前"})


@lru_cache(maxsize=4096)
def asks_for_old_value(query: str) -> bool:
    """A question about the past (:func:`asks_about_past`) that asks for the value someone held before ("my old
    car", "used to", "用户以前住哪"), not for what held in a time window ("before the move", "last year", 去年,
    "出差之前用户住哪")."""
    if not asks_about_past(query):
        return False
    query = _without_relations(query)
    if _OLD_VALUE_EN.search(query) or _DID_USE_TO.search(query) or _OLD_OF.search(query):
        return True
    if not text.has_cjk(query):
        return False
    if text.find_phrase(query, ("一开始",)) is not None:
        return True
    tagged = text.tagged(query)
    return any(w in _OLD_VALUE_ZH and not _window_zh(tagged, i) for i, (w, _) in enumerate(tagged))


def _window_zh(tagged: list[tuple[str, str]], i: int) -> bool:
    """以前 / 之前 closing a time clause that the subject follows ("出差之前用户住哪", "春节以前他在哪"), not said
    of the subject ("用户之前在哪家公司", "孩子以前的学校")."""
    if tagged[i][0] not in _BEFORE_ZH or i == 0 or tagged[i - 1][1] == "x" or i + 1 >= len(tagged):
        return False
    word, flag = tagged[i + 1]
    return word == "用户" or flag == "r" or flag.startswith("nr")


def _without_relations(query: str) -> str:
    """The query with "former"/"old"/"ex-" left out where it says who someone is to the user (:data:`_RELATION`)."""
    # "Who is my former boss?" asks for the person: a value held before, whatever the tense
    present = _PRESENT_AUX.match(query) is not None and _WHO.match(query) is None

    def keep(m: re.Match[str]) -> str:
        person = text.stem(m.group(1).lower()) in PEOPLE
        return m.group(1) + (m.group(2) or "") if person and (m.group(2) or present) else m.group(0)

    return _RELATION.sub(keep, query)
