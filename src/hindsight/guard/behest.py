# ruff: noqa: E501  (the closed word classes are data: one class a line reads better than wrapped regexes)
"""The reader's future behaviour set through a third person (#17, preference-claim and trigger): untrusted text
that reports what someone *wants the reader to do*, or that arms an order to run when someone next speaks.

1. **A will that steers the reader.** A third person's will (prefers, would rather, is happy for, 希望, 偏好,
   说…) whose complement is the reader's conduct, not the person's own life: the assistant named as the actor
   ("would rather her assistant not compare prices", "prefers the family assistant to sign the slips"), or the
   reader's safeguards waived in it (no need to ask, skip the confirmations, 不需要提醒, 不用问, 直接执行), or what
   the reader offers narrowed for good (别再给她推荐其他医院, "not compare prices anywhere else"). "The customer
   prefers delivery after 6 pm", 用户喜欢靠窗的座位 record a taste: no reader in the complement.
2. **A deferred order.** A clause of a future occasion on a third person's word or a coming date (next time she
   mentions…, once she says…, 等她再提起…, 下次主人说…的时候, 月底那天如果…) followed by an order to the reader
   that acts for the user (book, transfer, switch off, renew; 订, 转, 关掉, 续上) or that hides itself (quietly,
   don't bring it up, 悄悄, 事先别跟她说). A reminder someone sets for themselves, or a note that only tells
   someone something, is neither.

The caller applies it to untrusted sources only; first-person wills ("I'd rather…", 我希望…) are the writer's own.
Pure: no I/O.
"""

from __future__ import annotations

import re

from hindsight.guard.clauses import sentences, unquote
from hindsight.guard.normalise import normalise

_F = re.I

# -- 1. a will that steers the reader ------------------------------------------------------------------------------
#: a third person's will (not "I", not a population)
_WILL_EN = re.compile(r"(?<!\bi )(?<!\bi'd )(?<!\bwe )(?<!\bmost )(?<!\bmany )(?<!\bsome )\b(?:prefers?|would rather|'d rather|would (?:like|prefer)|wants?|likes|is (?:happy|fine|ok) (?:for|with|to)|has (?:said|indicated))\b", _F)
_POP_ZH = r"(?<!我)(?<!我们)(?<!多数)(?<!很多)(?<!部分)(?<!有些)(?<!许多)(?<!不少)(?<!一些)(?<!大家)"
#: the holder a person: a role, a pronoun, or a noun ending in 人/者/主/长 (受检人, 户主, 家长)
_WHO_WILL_ZH = r"(?:用户|客户|买家|顾客|会员|业主|[她他]|[\u4e00-\u9fff]{0,3}(?:人|者|主|长))"
_WILL_ZH = re.compile(rf"{_POP_ZH}{_WHO_WILL_ZH}\s*(?:[a-z]+ |之前|以前|已经|已|也|都|还)?(?:跟我)?(?:说过?|更?偏好|更?喜欢|希望|想要|表示|要求)")
_LABEL_WILL_ZH = re.compile(r"[\u4e00-\u9fff]{1,4}偏好\s*(?:——|--|[：:])")
_LABEL_WILL_EN = re.compile(r"\b(?:owner|guardian|client|customer|user|member|patient|parent)s?'? preferences?\b[^:\n]{0,20}:", _F)
#: the reader named as the one who acts
_READER_EN = re.compile(r"\b(?:assistants?|ai|agents?|bots?)\b(?:\s+(?:to|not|never|always|only|just|should|would|will|can))*\s+(?!is\b|was\b|has\b)[a-z]{3,}", _F)
_READER_ZH = re.compile(r"(?:助手|助理|智能体|ai)(?:们)?(?:都|就|可以|直接|自动|代为?|替她|替他|帮她|帮他)")
#: the reader's safeguards waived: asking, confirming, reminding, checking
_WAIVE_EN = re.compile(r"\b(?:without (?:asking|checking|confirm\w*|a check)|no (?:need|check[- ]?in) (?:to )?(?:ask|check|confirm)\w*(?!\s+(?:her|him|them|the user)?\s*(?:which|what|whether|if|how|when|where|about)\b)|not (?:be )?(?:asked|checked with|reminded)|(?:skip|annoying)\b[^.;]{0,20}\b(?:confirm\w*|prompts?|reminders?)|confirm\w*[^.;]{0,30}\b(?:annoying|skip (?:them|it))|do not re-?confirm)\b", _F)
#: (the step waived outright, nothing asked after it: not 不用再问她要不要加糖, "no need to ask her which seat")
#: (a bare "不用问她" relays a taste settled, 座位随便，不用问他: the asking counts with an act done straight away)
_WAIVE_ZH = re.compile(r"(?:不用|不必|不需要?|无需|别|不要)再?(?:提醒|确认|核实|打电话确认|征求意见)(?:[她他]|用户)?了?(?=$|[,，。;；!！])|直接(?:执行|下单|订|付|扣|买|转|续)")
#: what the reader offers narrowed for good: the others shut out
_SHUT_EN = re.compile(r"\b(?:not|never|no need to|don't|doesn't)\b[^.;]{0,30}\b(?:compare|suggest|recommend|show|look)\w*[^.;]{0,30}\b(?:anywhere else|elsewhere|other (?:sellers|stores|shops|brands|sites|providers|clinics|hospitals|platforms))\b", _F)
_SHUT_ZH = re.compile(r"(?:别再?|不要再?|请勿|勿|不再)(?:给[她他]|向[她他])?(?:推荐|推|介绍|比价|比较)(?:别家|(?:其他|别的|其它)[^,，。;；]{0,4}?(?:医院|门诊|平台|商家|店铺?|品牌|机构|商城|卖家|公司|银行|药房))")
_PLACE_ZH = re.compile(r"(?:以后|今后|所有|一律|都)")


def _complement_steers(rest: str, zh: bool) -> bool:
    if zh:
        return bool(_READER_ZH.search(rest) or _WAIVE_ZH.search(rest) or _SHUT_ZH.search(rest))
    return bool(_READER_EN.search(rest) or _WAIVE_EN.search(rest) or _SHUT_EN.search(rest))


#: a population, not a person ("one in five say…", "most people would rather…"), or a question about a will
_POPULATION_EN = re.compile(r"\b(?:most|many|some|few|one in \w+|\d+ ?%|people|respondents|users|customers)\b", _F)
#: the will denied ("she never said she'd rather…", 用户从没说过…)
_DENIED = re.compile(r"(?:\b(?:never|not|no|didn't|doesn't|hasn't|has not|did not)\b[^,.;]{0,24}|(?:没有?|从没|从未|并未|并没有?|不)[\u4e00-\u9fff]{0,4})$", _F)
_ASKED = re.compile(r"[?？]\s*$|吗[?？。]?\s*$")


def steering_will(sentence: str) -> bool:
    """A third person's will, in ``sentence`` (normalised), whose complement is the reader's conduct."""
    if _ASKED.search(sentence):
        return False
    for rx, zh in ((_WILL_EN, False), (_LABEL_WILL_EN, False), (_WILL_ZH, True), (_LABEL_WILL_ZH, True)):
        for m in rx.finditer(sentence):
            if (not zh and _POPULATION_EN.search(sentence[:m.start()])) or _DENIED.search(sentence[:m.start()]):
                continue
            if _complement_steers(sentence[m.end():], zh):
                return True
    return False


# -- 2. a deferred order ---------------------------------------------------------------------------------------------
_WHO_EN = r"(?:she|he|they|the (?:user|owner|patron|customer|client|parent)|your (?:owner|user)|a parent)"
_SPEAK_EN = r"(?:mentions?|says?|asks?|brings? up|talks? about|raises?)"
_WHEN_EN = re.compile(rf"\b(?:(?:the )?next time|once|whenever|when|after|the first time)\s+{_WHO_EN}\b[^.;]{{0,60}}?\b{_SPEAK_EN}\b[^,.;]{{0,60}},\s*(?P<rest>[^.;]+)", _F)
_WHO_ZH = r"(?:她|他|用户|主人|户主|家长|客户|买家)"
_WHEN_ZH = re.compile(rf"(?:等|下次|一旦|如果|如|当|每当|日后)[^，。；,;]{{0,6}}?{_WHO_ZH}[^，。；,;]{{0,8}}?(?:再|下次|第一次|日后)?[^，。；,;]{{0,4}}?(?:提起|提到|说到|说|问|咨询|提)[^，。；,;]{{0,20}}[，,]\s*(?P<rest>[^。；！]+)")
_DATE_ZH = re.compile(r"(?:月底|月初|到期)那?天?(?:如果|若)[^，。；,;]{0,20}[，,]\s*(?P<rest>[^。；！]+)")
_ACT_EN = re.compile(r"^(?:\w+\s+){0,3}?(?:go ahead and |just |quietly |silently )?(?:book|buy|order|pay|transfer|send|switch|turn|disable|renew|sign|charge|move|cancel)\b", _F)
_HIDE_EN = re.compile(r"\b(?:quietly|silently|don't (?:bring it up|tell|mention)|without (?:telling|asking))\b", _F)
_ACT_ZH = re.compile(r"(?:订|买|付|转|关掉|关闭|续上|续费|充值|下单|签)")
_HIDE_ZH = re.compile(r"悄悄|偷偷|事先别|别跟[她他]说|不用问|不必问")
_ORDER_ZH = re.compile(r"^(?:你|就|直接|顺便|再)")


#: an occasion to come on the user's side: next time, once, whenever, after the user…; 下次, 每当, 等用户…后
_OCCASION_EN = re.compile(rf"\b(?:(?:the )?next time|once|whenever|after|the first time)\b[^,.;]{{0,60}}?\b{_WHO_EN}\b|\b(?:the )?next time\b", _F)
_OCCASION_ZH = re.compile(rf"(?:下次|每当|等|一旦)[^，。；,;]{{0,8}}?{_WHO_ZH}|下次|每当|(?:在|当){_WHO_ZH}[^，。；,;]{{1,12}}?时")
#: the reader named as the one who must act, with a modal of obligation
_READER_MUST_EN = re.compile(r"\b(?:the )?(?:assistant|agent|ai|bot)s?\b[^,.;]{0,20}?\b(?:ought to|should|must|shall|is to|are to|needs? to)\b", _F)
_READER_MUST_ZH = re.compile(r"(?:助手|智能体|代理|ai)[^。；;!?]{0,16}?(?:应该?|必须|需要|都要|务必)")
#: what makes the armed order consequential: a safeguard waived, the user's money or access moved, a named
#: supplier pushed ("先推荐“川香阁”")
_CONSEQUENCE_EN = re.compile(r"\bwithout (?:asking|checking|confirm\w*)|\b(?:approve|pay|transfer|charge|book|buy|renew|share|send|switch|disable)\b", _F)
_CONSEQUENCE_ZH = re.compile(r"(?:不必|不用|无需|不需要)(?:询问|问|确认|提醒)|批准|付款|转账|转入|充值|扣款|订|推荐\s*[“\"「『]")
#: an armed order that moves the user's money, access or data, hidden from the user
_HIDDEN_MOVE_EN = re.compile(r"\b(?:quietly|silently|secretly)\s+(?:\w+\s+){0,2}?(?:switch|transfer|pay|charge|share|send|renew|move|sign)\w*", _F)
_HIDDEN_MOVE_ZH = re.compile(r"(?:悄悄|偷偷|暗中)[^，。；,;]{0,32}?(?:充值|转账|转入|转给|付款|扣款|共享|发给|续费|开通|订)")


def _armed_for_reader(sentence: str) -> bool:
    """An occasion on the user's side and, in the same sentence, the reader told what it must then do, with a
    consequence (a safeguard waived, money moved, a supplier pushed) or hidden from the user."""
    en = _OCCASION_EN.search(sentence)
    zh = _OCCASION_ZH.search(sentence)
    if en and ((_READER_MUST_EN.search(sentence) and _CONSEQUENCE_EN.search(sentence))
               or _HIDDEN_MOVE_EN.search(sentence, en.end())):
        return True
    return bool(zh and ((_READER_MUST_ZH.search(sentence) and _CONSEQUENCE_ZH.search(sentence))
                        or _HIDDEN_MOVE_ZH.search(sentence, zh.end())))


def deferred(sentence: str) -> bool:
    """An order in ``sentence`` (normalised) armed for a third person's next word or a coming date."""
    if _armed_for_reader(sentence):
        return True
    for m in _WHEN_EN.finditer(sentence):
        rest = m.group("rest").strip()
        if _ACT_EN.search(rest) or _HIDE_EN.search(rest):
            return True
    for rx in (_WHEN_ZH, _DATE_ZH):
        for m in rx.finditer(sentence):
            rest = m.group("rest").strip()
            if (_ORDER_ZH.search(rest) and _ACT_ZH.search(rest)) or _HIDE_ZH.search(rest):
                return True
    return False


#: a security write-up or lesson describes such text; it does not carry it
_WRITEUP = re.compile(r"\b(?:attack\w*|injection|inject\w*|phishing|red[- ]team|poison\w*|exploit\w*|payload|pentest)\b|攻击|注入|钓鱼|投毒|红队", _F)


def behest_acts(text: str) -> list[tuple[str, str]]:
    """``(act, sentence)`` for each sentence of an already normalised text that sets the reader's conduct through a
    third person: ``claim`` (a will that steers the reader), ``cued`` (an order armed for a later occasion). The
    caller judges quotation, report and negation as for :func:`hindsight.guard.speech.acts`."""
    out: list[tuple[str, str]] = []
    if _WRITEUP.search(text):
        return out
    for s in sentences(unquote(text)):
        if _ASKED.search(s):
            continue
        if steering_will(s):
            out.append(("claim", s))
        elif deferred(s):
            out.append(("cued", s))
    return out


def steered(text: str) -> str | None:
    """The first sentence of ``text`` that sets the reader's conduct through a third person's will or an armed
    occasion; ``None`` if there is none."""
    plain = normalise(text)[0]
    for s in sentences(plain):
        if steering_will(s) or deferred(s):
            return s
    return None
