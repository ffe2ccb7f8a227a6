"""A change only intended, or intended and called off: "The user is about to move to Denver.", "was going to move
to Denver but decided to stay", "is thinking about switching to a Mac", 用户本来要搬到上海，后来没去成,
用户想过改喝茶，但还是喝咖啡. Like a supposition (language/conditional.py), it states no value that holds now, so it
replaces nothing the user stated as a fact (issue #15: a verdict that changes state needs positive evidence).

One closed class of intent words (about to, going to, planning to, intends to, considering, thinking about, thought
about, meant to; 本来要, 原本想, 一度想, 想过, 打算, 准备, 计划, 考虑), read by position, not by predicate: a clause
intends when an intent word comes before its first change word (or it has none); a text only intends when one of
its clauses intends and no clause states a change outside an intent ("moved to Denver and is thinking about buying
a house" states one) nor says it holds now (now, already, from now on; 现在, 已经, 从…起). Wants, wishes and
preferences are not intents ("from now on wants plain paragraphs" is a change of preference). Pure functions.
"""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight.language import slots, text

_INTENT_EN = re.compile(
    r"\b(?:about\s+to|(?:is|are|am|was|were|'s|'re|'m)\s+going\s+to|plann?(?:ing|ed|s)?\s+(?:to|on)|"
    r"intend(?:s|ed|ing)?\s+to|consider(?:s|ed|ing)?|think(?:s|ing)?\s+(?:about|of)|thought\s+(?:about|of)|"
    r"(?:was|were)\s+(?:supposed|meant)\s+to|toy(?:s|ed|ing)?\s+with|debat(?:es|ed|ing)\s+(?:whether|about)|"
    r"weigh(?:s|ed|ing)?\s+(?:whether|up))\b", re.IGNORECASE)
_INTENT_ZH = ("本来要", "本来想", "本想", "原本要", "原本想", "原本打算", "原来打算", "本打算", "一度想", "曾想",
              "曾经想", "想过", "犹豫")
#: intent verbs only before a verb, not a noun (准备换成华为, not 准备半程马拉松 "training for a half marathon"),
#: not inside a noun phrase (健身计划 "workout plan"), and 在准备 is an activity going on (在准备考试, an exam)
_INTENT_VERBS_ZH = frozenset(("打算", "准备", "计划", "考虑"))
_NOT_A_VERB = ("n", "nr", "ns", "nt", "ng", "m", "mq", "q", "r", "uj", "ul", "x")
#: said to hold now, or from a moment on: the change is no mere intent
_NOW_EN = re.compile(r"\b(?:now|already|from\s+(?:today|tomorrow|then)\s+on|starting\s+(?:today|now))\b",
                     re.IGNORECASE)
_NOW_ZH = ("现在", "已经", "如今", "目前", "从今天起", "从现在起")
#: where a clause ends: punctuation, "and", and the turns that call an intent off or carry it out ("but stayed",
#: "and finally moved", 后来没去成, 最后搬到了杭州)
_CLAUSES_EN = re.compile(r"[,;:.!?]|\b(?:but|then|yet|though|although|however|and|in\s+the\s+end|so)\b",
                         re.IGNORECASE)
_CLAUSES_ZH = re.compile(r"[，,；;：:。！？!?]|但是|但|可是|不过|后来|最后|结果|然而|然后|终于|于是|最终")


def _intent_verb_zh(low: str) -> int:
    """Where an intent verb followed by a verb stands in ``low`` (jieba's tags; times and 过 skipped), else -1."""
    if not any(w in low for w in _INTENT_VERBS_ZH):
        return -1  # no intent verb at all: nothing to tag (jieba's tagging is the costly part)
    toks, pos = text.tagged(low), 0
    for i, (w, _tag) in enumerate(toks):
        prev, ptag = toks[i - 1] if i else ("", "n")
        if w in _INTENT_VERBS_ZH and ptag[:1] in ("n", "r", "d", "t", "p") and prev != "的" \
                and not (w == "准备" and prev in ("在", "正在")):
            nxt = next((t for x, t in toks[i + 1:] if t[:1] != "t" and x != "过"), "x")
            if nxt not in _NOT_A_VERB:
                return pos
        pos += len(w)
    return -1


def _intends(clause: str) -> bool | None:
    """True: an intent word before the clause's first change word; False: a change stated outside an intent;
    None: neither."""
    low = text.normalize(clause)
    if text.has_cjk(clause):
        at = min((low.find(w) for w in _INTENT_ZH if w in low), default=-1)
        verbal = _intent_verb_zh(low)
        at = verbal if at < 0 or 0 <= verbal < at else at
        if any(w in low for w in _NOW_ZH):
            return False
    else:
        m = _INTENT_EN.search(low)
        at = m.start() if m else -1
        if _NOW_EN.search(low):
            return False
    cue = slots.change_cue(clause)
    cue_at = low.find(cue) if cue else -1
    if at >= 0 and (cue_at < 0 or at < cue_at):
        return True
    return False if cue_at >= 0 else None


@lru_cache(maxsize=8192)  # pure; the rules judge asks it of both sides of every pair it reaches
def only_intends(content: str) -> bool:
    """Does ``content`` only intend a change (see the module), stating none that holds now?"""
    rx = _CLAUSES_ZH if text.has_cjk(content) else _CLAUSES_EN
    seen = [_intends(c) for c in rx.split(content) if c and c.strip()]
    return True in seen and False not in seen
