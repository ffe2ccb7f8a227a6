"""Where a state stands in time: "still" / "no longer" / "already" / "passed", 还 / 已经 / 过 / 曾经 (issue #15:
"an acknowledged write loses nothing"). One closed class of aspect and phase words, not a list of predicates.

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

#: English aspect and phase words (the negated phases "no longer" / "not yet" are read whole)
_PHASE_EN = re.compile(r"\b(still|yet|already|no longer|not yet|any ?more|used to|about to|going to|will|just|"
                       r"passed|finished|completed|ended|once)\b", re.IGNORECASE)
#: Chinese aspect and phase words, as jieba tokens (过 is the experiential / completive particle: 去过, 过了实习期)
_PHASE_ZH = frozenset({"还", "仍", "仍然", "依然", "依旧", "尚", "尚未", "已经", "已", "曾", "曾经", "正在", "将",
                       "将要", "即将", "快要", "刚", "刚刚", "过", "完", "还在", "还是", "不再"})


@lru_cache(maxsize=8192)
def phase_words(content: str) -> frozenset[str]:
    """The aspect and phase words of ``content`` (lowercase English, jieba tokens for Chinese)."""
    t = text.normalize(content)
    found = {re.sub(r"\s+", " ", m.group(1).lower()) for m in _PHASE_EN.finditer(t)}
    if text.has_cjk(t):
        found |= {w for w in text.cjk_words(t) if w in _PHASE_ZH}
    return frozenset(found)


def same_phase(a: str, b: str) -> bool:
    """Do ``a`` and ``b`` place their state at the same point in time (the same aspect and phase words)?"""
    return phase_words(a) == phase_words(b)
