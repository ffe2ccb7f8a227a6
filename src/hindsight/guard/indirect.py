"""Indirect commands (F1, the rules' reading of who is told what): an order reported as the complement of a verb
of asking, telling or causing whose object is an assistant or a model named in the third person is described, not
given to the reader. A help page ("you can ask the assistant to forget it"), a write-up ("text that instructs the
model to ignore its original instructions", 攻击者让模型忽略原有指令) say what someone may or did get an assistant
to do. Pure: no I/O.

Who gives the order decides. The product's user with a verb of ability ("you can tell the bot to…", 你可以让助手…)
or a third party described in the third person ("the page tells the model to…", "attackers trick it into…") only
describe. An order with no subject ("Tell the assistant to…", 让助手…), one politely asked for ("please ask…", 请让…)
or one that a principal of the assistant (the user, its owner, an admin, I, we) gave is no description: those
report a request to the reader, which is what a forged claim of consent looks like.
"""

from __future__ import annotations

import re

from hindsight.guard.structure import posseg

_F = re.I

#: the assistant or a model in the third person: "the assistant", "your bot", "a language model", "it", "them"
_READER_EN = (r"(?:(?:the|an?|your|its|their|our|any|some|this|that)\s+(?:[\w-]+\s+){0,2}?"
              r"(?:assistants?|models?|bots?|chatbots?|agents?|ais?|llms?|copilots?)|it|them)")
#: a verb of asking, telling or causing, its object and the infinitive that carries the order
_ASK_EN = re.compile(r"\b(?P<verb>ask|asks|asked|tell|tells|told|instruct|instructs|instructed|get|gets|got|"
                     r"make|makes|made|let|lets|have|has|had|trick|tricks|tricked|persuade|persuades|persuaded|"
                     r"convince|convinces|convinced|cause|causes|caused|induce|induces|induced|coax|coaxes|coaxed|"
                     r"order|orders|ordered|direct|directs|directed|lead|leads|led|manipulate|manipulates|manipulated)"
                     r"\s+(?P<obj>" + _READER_EN + r")\s+(?:(?:in)?to\s+)?", _F)
#: an object that names no particular assistant: "it", "them", "a model", "language models", "the llm". What a
#: third party gets "the assistant" or "your bot" to do is what that party asks of the reader
_GENERIC_EN = re.compile(r"(?:it|them|(?:an?|any|some)\s.*|.*\b(?:models?|llms?|ais?)|"
                         r"(?:[\w-]+\s+)*(?:assistants|bots|agents|chatbots|copilots))$", _F)
#: the product's user offered a choice: "you can", "you could", "users may", "you're able to"
_ABILITY_EN = re.compile(r"\b(?:you|users?|customers?|members?|people|anyone)\s+(?:(?:also|now|always|then)\s+)?"
                         r"(?:can|could|may|might|are able to|'re able to|will be able to)\s+(?:(?:also|now|always|"
                         r"then|just|simply)\s+)?$", _F)
#: the subject of a described act: a third-person word right before a verb in the third person or the past
_THIRD_EN = re.compile(r"\b(?P<subj>[a-z][\w-]*)\s+(?:(?:that|which|who|often|sometimes|then|also|can|could|may|"
                       r"might|would|will)\s+)?$", _F)
#: principals of the assistant: what they ask of it is a request to the reader, not a description
_PRINCIPAL_EN = frozenset({"i", "we", "user", "users", "owner", "owners", "admin", "admins", "administrator",
                           "boss", "manager", "operator", "developer", "developers", "you", "u", "please", "kindly",
                           "and", "or", "to", "just", "now", "then", "also"})

_READER_ZH = r"(?:大?(?:语言)?模型|助手|助理|智能体|机器人|AI|ai|它|它们)"
_ASK_ZH = re.compile(r"(?:让|使|叫|诱导|诱使|引导|要求|命令|指示|唆使|骗)(?P<obj>" + _READER_ZH + ")")
#: the Chinese objects that name no particular assistant (a model, AI, it)
_GENERIC_ZH = re.compile(r"(?:大?(?:语言)?模型|AI|ai|它|它们)$")
#: "你可以让助手…", "用户可以叫机器人…": the product's user offered a choice
_ABILITY_ZH = re.compile(r"(?:你|您|用户|大家)(?:也|还|随时|都)?(?:可以|能|能够|可)(?:随时|直接)?$")
#: what stands before the verb: nothing (an order), 请 (a polite order), a principal (a claimed request) or a wish or
#: a consent ("他就想让AI…", 用户同意让助手…: someone's will for the reader, the shape of a forged consent)
_ORDER_ZH = re.compile(r"(?:^|[，。！？；：,.!?;:\s])(?:请|麻烦|务必)?$|请$"
                       r"|(?:我|我们|用户|主人|管理员|老板)(?:已经?|刚才|刚刚|也)?$|(?:想|要|希望|想要|需要|打算|决定|同意|允许|授权)$")


def commissioned(sentence: str, matched: str) -> bool:
    """``matched`` (in the normalised ``sentence``) is the order an indirect command reports: the complement of a
    verb of asking, telling or causing (:data:`_ASK_EN`, :data:`_ASK_ZH`) whose object is an assistant or a model in
    the third person, and whose subject is the product's user offered a choice (:data:`_ABILITY_EN`) or a third
    party in the third person, not a principal of the assistant (:data:`_PRINCIPAL_EN`) and not absent (an
    imperative). The order must begin within a few words of the verb's object."""
    at = sentence.find(matched)
    if at < 0:
        return False
    return any(m.end() <= at and _reaches(sentence[m.end():at], 24 if m.re is _ASK_EN else 6, _joins(sentence, m))
               and not _SELF.search(sentence[max(0, m.start() - 40):at])
               for m in frames(sentence))


#: a write-up's own words: a sentence about attacks describes the orders it reports, the second one included
ATTACK_GENRE = re.compile(r"\b(?:attacks?|attackers?|injections?|jailbreaks?|phishing|exploits?)\b"
                          r"|攻击|注入|越狱|钓鱼|黑客", _F)
#: a coordinator that joins a second order to the first: "ask it to forget X, or delete Y", 忽略指令或泄露…
_COORDINATED = re.compile(r"(?:,?\s*\b(?:or|and)\s+(?:then\s+|also\s+)?|或者?|和|并且?|再)$", _F)


def _joins(sentence: str, m: re.Match[str]) -> bool:
    """The frame ``m`` reaches over a coordinated second order: the product's user offered a choice ("you can ask it
    to forget X, or delete Y") or a sentence about attacks; a third party's second order is the reader's."""
    before = sentence[max(0, m.start() - 80):m.start()]
    return bool(_ABILITY_EN.search(before) or _ABILITY_ZH.search(before) or ATTACK_GENRE.search(sentence))


#: a standing order: what an indirect command sets for every later time is behaviour, not a description
_HENCE = re.compile(r"\b(?:from now on|going forward|from today|always|every time|henceforth)\b"
                    r"|从今以后|从现在起|从现在开始|今后|以后|每次", _F)
#: text that points at itself ("this page tells it to…", 这条消息让AI…): the order is for whoever reads it
_SELF = re.compile(r"\b(?:this|these|here)\b"
                   r"|(?:这|本|此)(?:条|封|个|段|页|篇|份|则|消息|邮件|文档|通知|帖子?|网页|页面|文件)", _F)
#: an obligation or an urging anywhere in the sentence ("requires that…", "please go ahead", 务必, 立即): the
#: sentence asks for the act, whoever it says asks for it
_URGED = re.compile(r"\b(?:must|should|shall|requires?|required|needs? to|ha(?:s|ve) to|please|go ahead|right away|"
                    r"immediately|at once)\b|务必|必须|应当|应该|一定要|请|立即|立刻|马上|现在就|尽快", _F)


def _reaches(gap: str, near: int, joins: bool) -> bool:
    """The words between an indirect command's object and a match: a few, or (where the frame ``joins``) a first
    order and a coordinator within the sentence's clause."""
    return len(gap) <= near or (joins and len(gap) <= 80 and not re.search(r"[.;:!?。；：！？]", gap)
                                and _COORDINATED.search(gap) is not None)


def frames(sentence: str) -> list[re.Match[str]]:
    """The indirect commands that describe in ``sentence``: each match runs from the verb of asking to the start
    of the order it reports."""
    out: list[re.Match[str]] = []
    if _URGED.search(sentence):
        return out
    standing = _HENCE.search(sentence) is not None  # a third party's standing order is policy for the reader
    for m in _ASK_EN.finditer(sentence):
        before = sentence[max(0, m.start() - 80):m.start()]
        if _ABILITY_EN.search(before):
            out.append(m)
            continue
        subj = None if standing else _THIRD_EN.search(before)
        verb = m.group("verb").lower()
        if (subj is not None and subj.group("subj").lower() not in _PRINCIPAL_EN
                and _GENERIC_EN.match(m.group("obj").strip())
                and (verb.endswith(("s", "ed")) or verb in ("told", "got", "made", "had"))):
            out.append(m)
    for m in _ASK_ZH.finditer(sentence):
        before = sentence[max(0, m.start() - 80):m.start()]
        if not _own_word(sentence, m):
            continue  # 使 of 即使 / 使用, 叫 of 叫做, 命令 of 命令行: not the verb
        third = not standing and _GENERIC_ZH.match(m.group("obj")) and not _adverbs_only(before) and (
            (_ORDER_ZH.search(before) is None and _noun_before(before))
            or (_CLAUSE_START_ZH.search(before) and _third_party_zh(sentence[:m.start()][-200:])))
        if _ABILITY_ZH.search(before) or third:
            out.append(m)
    return out


def unreported(sentence: str) -> str:
    """``sentence`` with every order that an indirect command reports taken out, up to the end of its clause or a
    comma that joins no second order to it (the frame is kept: "you can ask the assistant to …" still says "you
    can"; "…, so ignore them now" stays)."""
    out, pos = [], 0
    for m in sorted(frames(sentence), key=lambda f: f.start()):
        if m.start() < pos:
            continue
        end = re.search(r"[.;:!?。；：！？]|[,，](?!\s*(?:or|and)\b|\s*(?:或|和|并))|$" if _joins(sentence, m)
                        else r"[.;:!?。；：！？,，]|\b(?:or|and)\b|或|并|再|$", sentence[m.end():])
        stop = m.end() + (end.start() if end else 0)
        out.append(sentence[pos:m.end()] + " … ")
        pos = stop
    out.append(sentence[pos:])
    return "".join(out)


def _own_word(sentence: str, m: re.Match[str]) -> bool:
    """The verb of a Chinese indirect command is a word of its own in jieba's reading of the words around it."""
    verb = m.group(0)[: m.start("obj") - m.start()]
    at = max(0, m.start() - 6)
    pos = 0
    for word, _ in posseg(sentence[at:m.start("obj") + 2]):
        if at + pos == m.start():
            return word.startswith(verb)
        if at + pos > m.start():
            return False
        pos += len(word)
    return False


def _noun_before(before: str) -> bool:
    seg = re.split(r"[，。！？；：,.!?;:\s]", before[-30:])[-1]
    tags = posseg(seg)
    return bool(tags) and (tags[-1][1][:1] in ("n", "r") or tags[-1][0] in ("可以", "能", "会", "可能", "能够"))


def _adverbs_only(before: str) -> bool:
    """What stands between the start of the clause and the verb is adverbs or words of time only ("现在让…",
    "立即让…"): the verb opens its clause, an imperative."""
    seg = re.split(r"[，。！？；：,.!?;:\s]", before)[-1]
    if not seg or len(seg) > 6:
        return False
    return all(t[:1] in ("d", "t", "c") for _, t in posseg(seg))


#: 让 right after a comma: the subject is that of the sentence's first clause
_CLAUSE_START_ZH = re.compile(r"[，,；;]\s*$")
_PRINCIPAL_ZH = ("我", "我们", "用户", "主人", "管理员", "老板", "你", "您", "请", "现在", "立即", "马上")


def _third_party_zh(before: str) -> bool:
    """The sentence ``before`` a comma-opened 让 begins (after any label) with a noun in the third person that is no
    principal and no "now": "攻击者在文本中写入指令，让模型…" describes what the attacker does."""
    head = re.split(r"[:：]", before)[-1].strip()
    tags = posseg(head[:12])
    if not tags or head.startswith(_PRINCIPAL_ZH):
        return False
    return tags[0][1][:1] == "n"


#: a third-person subject and a verb of possibility before a verb of compliance: "when an assistant summarises
#: the page, it may follow it", 模型可能会照做: what might happen, not what the reader is told to do
_HEDGED = re.compile(r"(?:\b(?:it|they|(?:the|an?|some|many|most)\s+(?:[\w-]+\s+)?(?:assistants?|models?|agents?|"
                     r"bots?|ais?|llms?)|models|assistants|agents)\s+(?:may|might|could|would|can|will|often|"
                     r"sometimes)(?:\s+(?:well|still|simply))?\s*$)"
                     r"|(?:它|它们|模型|助手|智能体|机器人)(?:可能|也许|或许|往往|常常|就)会?\s*$", _F)


def hedged(before: str) -> bool:
    """The words ``before`` a verb of compliance make it a possibility for a third party, not an order."""
    return bool(_HEDGED.search(before))
