"""Where a state stands in time: "passed" / "no longer" / "not yet" / "will", 过 / 不再 / 尚未 / 即将 (issue #15:
"an acknowledged write loses nothing"). One closed class of phase words, not a list of predicates: a state done,
ended, pending, ongoing or still to come; "still", "already", 还, 已经 and 曾经 restate a state and name none.

Two statements that differ only in these words are not one memory: "The user is on a probation period at work" and
"The user passed the probation period at work", 用户的驾照还在实习期 and 用户的驾照过了实习期, share their content
words (the Chinese phase words are function words, dropped from :func:`hindsight.language.text.content_tokens`),
score 0.9 and more in e5, and the write path folded the newer into the older as a restatement: the state reached was
lost. Write-time dedup (:func:`hindsight.policy.duplicate_verdict`) and the review's paraphrase test
(:func:`hindsight.judge.paraphrase.is_paraphrase`) keep them apart; the other rules judge the pair.
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
#: "will" of a habit ("she will usually walk") is no future, nor the noun ("wrote a will", "her will")
_HABIT_AFTER = re.compile(r"\s+(?:often|usually|always|sometimes|normally|generally|typically)\b", re.IGNORECASE)
_NOUN_BEFORE = re.compile(r"\b(?:a|the|his|her|their|my|your|our|living)\s+$", re.IGNORECASE)
#: Chinese phase words as jieba tokens (过 the completive / experiential particle: 过了实习期; where jieba glues it to
#: its verb, 考过, the verb is a content word of its own); 还 / 已经 / 曾经 restate, as "still" does; 将 is the future
#: only before a verb (将文件发给了老板 is 把文件…: review64)
_CLASS_ZH = {"过": "done", "完": "done", "不再": "end", "正在": "ongoing", "尚未": "pending", "将要": "future",
             "即将": "future", "快要": "future"}


@lru_cache(maxsize=8192)
def phases(content: str) -> frozenset[str]:
    """The phases ``content`` names: done, end, pending, future, ongoing (English words, jieba tokens for Chinese)."""
    t = text.normalize(content)
    found = {_CLASS_EN[m.group(1).lower()] for m in _PHASE_EN.finditer(t) if not _not_future_will(t, m)}
    for run in text.CJK_RUN.findall(t):  # run by run: the cut content_tokens already cached
        words = text.cjk_words(run)
        found |= {_CLASS_ZH[w] for w in words if w in _CLASS_ZH}
        if "将" in words and any(tag.startswith("v") for w, tag in _after(run, "将")):
            found.add("future")
    return frozenset(found)


def _not_future_will(t: str, m: re.Match[str]) -> bool:
    """Is this match a "will" of a habit or the noun?"""
    return m.group(1).lower() == "will" and bool(
        _HABIT_AFTER.match(t, m.end()) or _NOUN_BEFORE.search(t[max(0, m.start() - 12):m.start()]))


def _after(run: str, word: str) -> list[tuple[str, str]]:
    """The tagged token right after each ``word`` in the Chinese ``run``."""
    tagged = text.tagged(run)
    return [tagged[i + 1] for i, (w, _) in enumerate(tagged[:-1]) if w == word]


def same_phase(a: str, b: str) -> bool:
    """Do ``a`` and ``b`` place their state at the same point in time (the same phases)?"""
    return phases(a) == phases(b)
