"""Where a state stands in time: "still" / "no longer" / "already" / "passed", 还 / 已经 / 过 / 曾经 (issue #15:
"an acknowledged write loses nothing"). One closed class of phase words, not a list of predicates: a state done,
ended, pending, ongoing or still to come.

Two statements that differ only in these words are not one memory: "The user is on a probation period at work" and
"The user passed the probation period at work", 用户的驾照还在实习期 and 用户的驾照过了实习期, share their content
words (the Chinese phase words are function words, dropped from :func:`hindsight.language.text.content_tokens`),
score 0.9 and more in e5, and the write path folded the newer into the older as a restatement: the state reached was
lost. Write-time dedup (:func:`hindsight.policy.duplicate_verdict`) keeps them apart; the review judges the pair.
Pure functions.
"""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight.language import text

#: English phase words → the phase they name; emphatic and continuing words ("still", "already", "just", "once")
#: restate a state and change nothing, so they name none (review61: they made 14 of 24 restatements two memories)
_PHASE_EN = re.compile(r"\b(no longer|any ?more|used to|not yet|about to|going to|will|passed|finished|completed|"
                       r"ended)\b", re.IGNORECASE)
_CLASS_EN = {"no longer": "end", "anymore": "end", "any more": "end", "used to": "end", "not yet": "pending",
             "about to": "future", "going to": "future", "will": "future", "passed": "done", "finished": "done",
             "completed": "done", "ended": "done"}
#: "will" of a habit ("she will usually walk") is no future
_HABIT_WILL = re.compile(r"\bwill\s+(?:often|usually|always|sometimes|normally|generally|typically)\b", re.IGNORECASE)
#: Chinese phase words as jieba tokens (过 the completive / experiential particle: 过了实习期; where jieba glues it to
#: its verb, 考过, the verb is a content word of its own); 还 / 已经 / 曾经 restate, as "still" does
_CLASS_ZH = {"过": "done", "完": "done", "不再": "end", "正在": "ongoing", "尚未": "pending", "将": "future",
             "将要": "future", "即将": "future", "快要": "future"}


@lru_cache(maxsize=8192)
def phases(content: str) -> frozenset[str]:
    """The phases ``content`` names: done, end, pending, future, ongoing (English words, jieba tokens for Chinese)."""
    t = text.normalize(content)
    habit = bool(_HABIT_WILL.search(t))
    found = {_CLASS_EN[re.sub(r"\s+", " ", m.group(1).lower())] for m in _PHASE_EN.finditer(t)
             if not (habit and m.group(1).lower() == "will")}
    if text.has_cjk(t):
        found |= {_CLASS_ZH[w] for w in text.cjk_words(t) if w in _CLASS_ZH}
    return frozenset(found)


def same_phase(a: str, b: str) -> bool:
    """Do ``a`` and ``b`` place their state at the same point in time (the same phases)?"""
    return phases(a) == phases(b)
