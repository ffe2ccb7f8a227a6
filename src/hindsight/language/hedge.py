"""An agent's hedged guess: a short claim marked as the speaker's own uncertain inference ("probably", "I suspect",
可能, 看样子). Read by search (a guess never outranks a first-hand fact, :mod:`hindsight.search.guesses`) and by the
guard (a guess about the user is the agent's inference, not an order: :func:`hindsight.guard.semantic.reads`).

The markers are one closed class, epistemic adverbs and verbs of supposing, in English on word boundaries and in
Chinese where a jieba word starts (猜测 starts with 猜, 大概率 with 大概), not across two words.
"""

from __future__ import annotations

import re

from hindsight.language import text

#: an agent memory longer than this is a reply, not a guess about a fact
GUESS_MAX_CHARS = 300

_HEDGE_EN = re.compile(
    r"\b(probably|maybe|perhaps|possibly|presumably|likely|might|may be|seems?|apparently|i think|i guess|"
    r"i suspect|not sure|guess(?:ed|ing)?|assum(?:e|ed|ing)|i(?: would|'d)? imagine|i reckon|i suppose|"
    r"i(?: would|'d)? wager|i bet|(?:my )?hunch|sounds? like|looks? like|judging by)\b", re.I)

#: "应该" alone in an agent's short claim is epistemic ("用户应该吃肉": the user presumably eats meat)
_HEDGE_ZH = ("可能", "也许", "大概", "或许", "估计", "好像", "似乎", "猜", "应该", "说不定", "不确定", "看样子",
             "看起来", "八成", "估摸", "没准", "兴许", "想必", "多半", "听起来", "我感觉")


def hedged(content: str) -> bool:
    """``content`` is a short claim hedged as a guess (at most :data:`GUESS_MAX_CHARS` characters)."""
    if len(content) > GUESS_MAX_CHARS:
        return False
    return bool(_HEDGE_EN.search(content)) or text.find_phrase(content, _HEDGE_ZH) is not None \
        or content.lstrip().startswith("感觉")
