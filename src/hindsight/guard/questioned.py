"""A question the text itself answers in the negative, and consent still awaited (#17, precision): "Is it true the user
prefers express shipping? Unclear, their last three orders went standard.", "Did the user say they want sharing on? I
couldn't find it, so I left it off.", 她说过喜欢所有尾款都直接结清吗？我在通话记录里没找到。 The words of the
question are not asserted by the writer: a yes/no question puts the claim up for doubt, and the answer right after it
denies it or leaves it open. So the claim inside such a question is none of the writer's (:func:`denied_question`),
and the gate of the semantic screen reads the text without it (:func:`without_denied_questions`).

What stays a claim: a question answered yes ("Is it true the user prefers X? Yes — so always …"), a question with no
answer after it, a question said to the reader ("Can you …?", 你…吗？: an order put politely), and an "answer" that is
itself an order ("No need to ask her, …", 不用问了，…).

Likewise consent that a status note says is still awaited ("two invoices waiting for the user's approval",
其中3笔需要用户确认) is consent not given (:func:`awaited`), unless the need is negated (无需用户确认, "no longer
needs the user's approval") or consent is given elsewhere in the text. Pure: no I/O.
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


#: consent named in a claim: the user's approval, confirmation, consent, sign-off (批准, 确认, 同意, 授权, 审批)
_CONSENT = re.compile(r"\b(?:approv\w*|confirm\w*|consent\w*|sign(?:ed)?[- ]?off|ok(?:ay)?(?:ed)?|authori[sz]\w*|"
                      r"agree\w*|allow\w*|permi\w*|grant\w*|gave|given|decision|picks?|choose|chooses|decides?)\b"
                      r"|确认|批准|同意|授权|审批|过目|选择|决定|拍板|允许|许可|答应|点头", re.I)
#: a verb of waiting or needing right before the user and the consent: the consent is still asked of the user
#: ("waiting for the user's approval", "until the user picks", 其中3笔需要用户确认, 待用户批准)
_AWAITED = re.compile(r"(?:\b(?:waiting (?:for|on)|awaiting|await|pending|needs?|requires?|required|subject to|until|"
                      r"before|for)\s+(?:the\s+)?(?:users?(?:'s|’s)?|customer(?:'s|’s)?|her|his|their)(?:\s+\w+)?\s*$)"
                      r"|(?:需要|需|要|待|等待|等|等候|须|必须|还得|得)(?:由)?(?:用户|客户|她|他)(?:本人)?\s*$", re.I)
#: a negation of the need just before it: "no longer needs", "does not require", 无需, 不需要, 不用, 免
_NOT_NEEDED = re.compile(r"(?:\b(?:no|not|never|no longer|without|nothing|none)\b[^.;,]{0,16}$)"
                         r"|(?:无|不|免|毋|没有?)\S{0,2}$", re.I)


def awaited(text: str, matched: str) -> bool:
    """The claim ``matched`` names consent, and every mention of consent in ``text`` is still asked of the user: a
    verb of waiting or needing governs it ("two invoices waiting for the user's approval", 其中3笔需要用户确认), not
    negated ("no longer needs the user's approval", 无需用户确认 waive it: those stay claims)."""
    at = text.find(matched)
    if at < 0 or not _CONSENT.search(matched):
        return False
    found = list(_CONSENT.finditer(text))  # the whole text: consent given elsewhere ("…, which she gave") is a claim
    for m in found:
        head = text[max(0, m.start() - 40):m.start()]
        need = _AWAITED.search(head)
        if need is None or _NOT_NEEDED.search(head[:need.start()]):
            return False
    return True
