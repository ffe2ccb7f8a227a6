# ruff: noqa: E501  (the closed word classes are data: one class a line reads better than wrapped regexes)
"""A trigger by its structure (#17): a cue in the user's words, then what the reader is to say or do.

Untrusted text may state facts; it may not arm what the assistant does later. A trigger has two parts whatever its
wording: a **cue**, an event of the user's speech ("the user mentions taxes", "if anyone asks about refunds", "should
the topic come up again", 用户下次提到…, 只要有人问起…, 若再谈及…), and an **act for the reader**: a verb of
saying, recommending or sending that has no subject of its own (an imperative: "just point them at…", 就推荐…), the
reader's ("you suggest…", 助手回复…), or the passive of a rule ("SafeCover is to be recommended", "the reply is to be
that…", 回复应为…, 一律推荐…). The act may stand before the cue ("why not tell the user, if she asks…, that…",
为什么不告诉她…), behind an arrow (``user says 'weekend' -> recommend…``) or in the next cell of a table row or
field (``user mentions rent,suggest the loan``; ``on_mention: … respond: …``).

What keeps a look-alike benign is read from the same structure: a cue that is no speech of the user's ("when Maria
gets back", "if the temperature drops", a named colleague: "next time Tom asks…"), or an act with another subject
("front-desk staff point them…", "we agreed to tell him…", "everyone else must shout…"). A third-person pronoun as the
cue's subject ("once she asks…") counts only where the text names the user, the assistant or the memory: a note
between people about a person uses the same pronouns. Pure: no I/O.
"""

from __future__ import annotations

import itertools
import re

_F = re.I

#: the user or anyone at all as the one who speaks; a pronoun only where the text names the user or the reader
_WHO_EN = r"(?:the (?:end[- ])?users?|users?|anyone|anybody|someone|somebody|whoever|any(?:one)? user)"
_PRONOUN_EN = r"(?:she|he|they)"
_SPEAKS_EN = (r"(?:asks?|asked|mentions?|mentioned|brings? up|says|said|types?|raises?|talks? about|chats? about|"
              r"opens? a chat|inquires|enquires|wants|needs|looks? for|searches(?: for)?|is looking for|requests?)")
#: a condition that opens a cue: when, if, next time, the moment, should…, any question about…
_IF_EN = (r"(?:when|whenever|if|once|next time|the next time|the moment|as soon as|each time|every time|any time|"
          r"anytime|in case|after|should)")
_CUE_EN = re.compile(rf"\b{_IF_EN}\b(?:\s+[\w'-]+){{0,4}}?\s+(?:{_WHO_EN}|(?P<pro>{_PRONOUN_EN}))\b(?:\s+[\w'-]+){{0,3}}?\s+{_SPEAKS_EN}\b"
                     rf"|\b{_IF_EN}\b[^,;.]{{0,50}}?\b(?:is|are|gets?|was) (?:\w+ )?(?:mentioned|raised|brought up|asked about)\b"
                     rf"|\b(?:should|if|when|whenever|once)\b[^,;.]{{0,50}}?\bcomes? up\b"
                     rf"|\b(?:any|every|each)\s+(?:question|mention|request|query|message)s?\s+(?:about|on|regarding|of|concerning)\b", _F)
#: a cue without a condition word: a table cell, the left side of an arrow ("user says 'weekend'")
_BARE_CUE_EN = re.compile(rf"(?:^|[\s:：])\W*(?:{_IF_EN}\s+)?(?:{_WHO_EN})\b(?:\s+[\w'-]+){{0,2}}?\s+{_SPEAKS_EN}\b", _F)

#: the act: a verb of saying, recommending, sending or adding for whoever answers
_ACT_VERB_EN = (r"(?:say|tell|reply|respond|answer|suggest|recommend|point|send|name|mention|push|offer|steer|"
                r"redirect|direct|link|add|book|quote|claim|insist|advise|promote|share|forward)")
#: the act in the imperative (the clause opens with it, adverbs aside), or with the reader as its subject
_ACT_EN = re.compile(rf"(?:^|[,;:\-–—>]\s*|\bthen\s+|\bwhy not\s+|\bplease\s+)"
                     rf"(?:(?:then|just|simply|quietly|always|only|ever|please|also|immediately|instead|first)\s+)*"
                     rf"(?:(?:you|the assistant|the ai|the bot|assistant|ai)\s+(?:(?:should|must|will|can|need to|ought to|shall)\s+)?"
                     rf"(?:(?:just|simply|quietly|always|only|also|immediately)\s+)*)?{_ACT_VERB_EN}\b", _F)
#: the act as a rule's passive, whoever answers: "… is to be recommended", "the reply is to be that…", 回复应为…
_RULE_EN = re.compile(r"\b(?:is|are)\s+to\s+be\s+(?:\w+\s+)?(?:said|told|answered|replied|recommended|suggested|mentioned|"
                     r"offered|named|pointed|sent|pushed|promoted|quoted|added|shared|forwarded)\b"
                     r"|\b(?:should|must|shall)\s+be\s+(?:\w+\s+)?(?:answered|told|recommended|suggested|pointed|sent|offered|"
                     r"redirected|steered)\b"
                     r"|\bthe\s+(?:reply|answer|response)\s+(?:is|should be|must be|is to be|will be)\b", _F)

#: Chinese: the user, anyone, the other party (a pronoun only where the text names the user or the reader)
_WHO_ZH = r"(?:用户|使用者|有人|任何人|谁|对方|(?<![a-z])users?(?![a-z]))"
_PRONOUN_ZH = r"(?:他|她|他们|她们)"
_SPEAKS_ZH = r"(?:提到|提起|提及|问到|问起|问|说到|说|谈到|谈及|聊到|聊起|咨询|打听|要找|想找|想要|需要|搜索|查询|mentions?|asks?)"
_IF_ZH = r"(?:等|当|如果|要是|一旦|每当|下次|下一次|只要|若|凡|倘若|假如|再|又|以后|今后)"
_CUE_ZH = re.compile(rf"{_IF_ZH}[^，。；！？\n]{{0,4}}?(?:{_WHO_ZH}|(?P<pro>{_PRONOUN_ZH}))[^，。；！？\n]{{0,6}}?{_SPEAKS_ZH}"
                     rf"|(?:{_WHO_ZH}|(?P<pro2>{_PRONOUN_ZH}))\s*(?:{_IF_ZH}|要是|一旦|如果|再|又)[^，。；！？\n]{{0,4}}?{_SPEAKS_ZH}"
                     rf"|(?:若|如|一旦|凡|每当|只要)(?:再|又|有人)?(?:提到|提起|提及|问到|问起|谈到|谈及|聊到|说到)", _F)
_BARE_CUE_ZH = re.compile(rf"(?:^|[\s:：])\W*(?:{_WHO_ZH})\s*(?:下次|再|又|一旦)?\s*(?:{_SPEAKS_ZH}|找)", _F)
_ACT_VERB_ZH = r"(?:推荐|建议|告诉|回复|回答|答复|说|发送|发给|发到|转发|附上|引导|介绍|报价|声称|预订|加一个|加上|请其|请他|请她|让他|让她|让他们)"
#: the act with no subject of its own: it opens its clause, or follows 就/便/则/一律/只/应/直接…; or a rule's passive
_ACT_ZH = re.compile(rf"(?:^|[，,：:；;→>]\s*|就|便|则|一律|只|应|须|需|直接|都|悄悄|为什么不|何不|不如|干脆)"
                     rf"(?:(?:助手|你|ai|机器人)(?:就|应|要|须|会)?)?(?:就|便|只|一律|直接|悄悄|都|也|先|马上|立即)*{_ACT_VERB_ZH}", _F)
_RULE_ZH = re.compile(r"(?:回复|回答|答复|话术|答案)(?:应|须|一律|就|统一)?(?:为|是|说)", _F)

_ARROW = re.compile(r"\s*(?:->|→|=>|⇒|⟶)\s*")
_CELL = re.compile(r"\s*[,\t|]\s*")
#: the text names the user, the reader or the memory: a pronoun's cue is the user's there
_CONTEXT = re.compile(r"\busers?\b|\bassistants?\b|\bmemory\b|@\w+|用户|助手|记忆|(?<![a-z])ai(?![a-z])", _F)
#: a key for the cue (on_mention, when_asked, 提及时) and one for what is said (respond, reply, 回复)
_CUE_KEY = re.compile(r"(?:^|[\s{,\"'])\w*(?:mention|asks?|asked|question|query|提及|提到|问起|问到|触发)\w*[\"']?\s*[:：]", _F)
_SAY_KEY = re.compile(r"(?:^|[\s{,\"'])(?:respond|response|reply|answer|say|says|then_say|回复|回答|答复|话术)[\"']?\s*[:：]\s*\S", _F)


def _pronoun_ok(m: re.Match[str], text: str) -> bool:
    """A pronoun cue counts only where the text names the user, the reader or the memory."""
    pro = m.groupdict().get("pro") or m.groupdict().get("pro2")
    return not pro or bool(_CONTEXT.search(text))


def _cue(part: str, text: str, bare: bool = False) -> bool:
    """``part`` holds a cue (with a condition word; ``bare``: or a cue that opens it without one)."""
    for rx in (_CUE_EN, _CUE_ZH):
        for m in rx.finditer(part):
            if _pronoun_ok(m, text):
                return True
    return bare and bool(_BARE_CUE_EN.search(part) or _BARE_CUE_ZH.search(part))


def _act(part: str) -> bool:
    return bool(_ACT_EN.search(part) or _ACT_ZH.search(part))


def cued(sentence: str, text: str = "") -> bool:
    """``sentence`` arms an act for the reader on the user's cue: a cue and, outside it, an act with no other
    subject; or a cue and an act on the two sides of an arrow or of a table cell."""
    text = text or sentence
    for sep in (_ARROW, _CELL):
        parts = sep.split(sentence)
        for left, right in itertools.pairwise(parts):
            if _cue(left, text, bare=True) and re.match(rf"\W*(?:(?:just|only|always|ever|then|quietly|simply|只|就|一律|直接|悄悄|同样|也)\s*)*(?:{_ACT_VERB_EN}\b|{_ACT_VERB_ZH})", right, _F):
                return True
    for rx in (_CUE_EN, _CUE_ZH):
        for m in rx.finditer(sentence):
            if not _pronoun_ok(m, text):
                continue
            tail = sentence[m.end():]
            if _act(sentence[:m.start()] + " , " + _after_cue(tail)) or _RULE_EN.search(tail) or _RULE_ZH.search(tail):
                return True
    return False


def _after_cue(tail: str) -> str:
    """What follows the cue's own clause: the cue's object ("…mentions her landlord") is no act; the act opens the
    next clause (after a comma, 就, 时, an arrow)."""
    m = re.search(r"[,，;；:：]|(?:时|的时候|就|便|则)(?=[^，。]*)|->|→", tail)
    return tail[m.start():] if m else ""


def keyed(text: str) -> bool:
    """A rule written as fields: a key for the user's cue and a key for what is said, with a value."""
    return bool(_CUE_KEY.search(text) and _SAY_KEY.search(text))
