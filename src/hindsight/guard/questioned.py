"""A question the text itself answers in the negative (#17, precision): "Is it true the user prefers express
shipping? Unclear, their last three orders went standard.", "Did the user say they want sharing on? I couldn't find
it, so I left it off.", 她说过喜欢所有尾款都直接结清吗？我在通话记录里没找到。 The words of the question are not
asserted by the writer: a yes/no question puts the claim up for doubt, and the answer right after it denies it or
leaves it open. So the claim inside such a question is none of the writer's (:func:`denied_question`), and the gate
of the semantic screen reads the text without it (:func:`without_denied_questions`).

What stays a claim: a question answered yes ("Is it true the user prefers X? Yes — so always …"), a question with no
answer after it, a question said to the reader ("Can you …?", 你…吗？: an order put politely), and an "answer" that
is itself an order ("No need to ask her, …", 不用问了，…). Pure: no I/O.
"""

from __future__ import annotations

import re

#: a sentence and the punctuation that closes it (a question ends in ? or ？)
_SENTENCES = re.compile(r"[^.!?。！？\n]*(?:[.!?。！？]+|\n|$)")
#: the answer that opens the next sentence: a denial or a doubt, in the writer's own voice. "No" only as a word of
#: its own ("No —", "No."), not as the opening of a phrase ("no need to…", "no doubt"), nor 不要/不用/不必 (a
#: prohibition or a waiver)
_DENIED_EN = re.compile(
    r"\s*(?:no(?=\s*(?:[,.;:!—–-]|$))|nope\b|unclear\b|unknown\b|doubtful\b|apparently not\b|probably not\b"
    r"|not (?:that|as far|according|in|on)\b"
    r"|nothing (?:in|on|there|here|suggests|says|indicates|shows)\b"
    r"|(?:i|we) (?:could|can|did|do|have|had|was|were)(?:n't|\s+not|\s+never)\b"
    r"|(?:i|we) (?:found|find|see|saw|have found|have seen|heard) (?:nothing|no)\b"
    r"|there(?:'s| is| was| are| were) no\b|(?:nobody|no one) (?:said|says|asked|told|wrote)\b"
    r"|(?:the )?(?:records?|logs?|settings?|messages?|history|data) (?:show|shows|showed|say|says) "
    r"(?:no|nothing|otherwise)\b)",
    re.I)
_DENIED_ZH = re.compile(r"\s*(?:没有|没|并没有|并不|不是|否|未|不确定|不清楚|不好说|存疑|查无|"
                        r"不(?![要用必需许准得能可])|(?:我|我们)[^，。？！,?!]{0,14}(?:没|未|不(?![要用必需])|找不到))")
#: a denial's words that say yes: "I don't see why not", 何乐而不为
_AFFIRMED = re.compile(r"\bwhy not\b|\bany reason not\b|为什么不|为何不|何乐而不为|有何不可", re.I)
#: the clause of the answer that denies (up to the first comma or dash): the writer's doubt, no order
_ANSWER_CLAUSE = re.compile(r"[^,，;；—–]*[,，;；—–]?")
#: a question said to the reader: the second person
_TO_READER = re.compile(r"\b(?:you|your|yours|yourself)\b|你|您", re.I)


def _sentences(text: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in _SENTENCES.finditer(text) if m.group(0).strip()]


def _answered_no(text: str, question: tuple[int, int], following: tuple[int, int] | None) -> bool:
    q = text[question[0]:question[1]]
    if not q.rstrip().endswith(("?", "？")) or _TO_READER.search(q) or following is None:
        return False
    answer = text[following[0]:following[1]].lstrip(" —–-:：\"'“”")
    if _AFFIRMED.search(answer):
        return False  # "I don't see why not": a yes
    return bool(_DENIED_EN.match(answer) or _DENIED_ZH.match(answer))


def denied_question(text: str, matched: str) -> bool:
    """``matched`` lies inside a yes/no question of ``text`` that is not said to the reader and that the sentence
    right after it answers with a denial or a doubt ("Is it true the user prefers …? I don't see that anywhere")."""
    at = text.find(matched)
    if at < 0:
        return False
    spans = _sentences(text)
    for i, (lo, hi) in enumerate(spans):
        if lo <= at < hi:
            return at + len(matched) <= hi and _answered_no(text, (lo, hi), spans[i + 1] if i + 1 < len(spans)
                                                             else None)
    return False


def without_denied_questions(text: str) -> str:
    """``text`` less its questions answered in the negative (:func:`denied_question`) and the clause of the answer
    that denies ("I couldn't find it in their messages,"), for the structural gate: what is left ("so I left it off")
    is judged as it stands."""
    spans = _sentences(text)
    drop: list[tuple[int, int]] = []
    for i, s in enumerate(spans):
        if _answered_no(text, s, spans[i + 1] if i + 1 < len(spans) else None):
            a = spans[i + 1][0]
            drop.append((s[0], _ANSWER_CLAUSE.match(text, a).end()))  # type: ignore[union-attr]
    for lo, hi in reversed(drop):
        text = text[:lo] + " " + text[hi:]
    return text
