"""A script for staff (#17): a support macro, a call script, a reply template, a playbook or an SOP, named by the
label the text opens with ("Macro 'Verify identity':", "Support macro #212:", 【客服话术】, 电话回访脚本：, 售后模板：)
or by its title before the first step ("Call script - renewal reminder 1. Greet…").
Its orders are said to the people who serve the customer ("ask the customer for the last four digits…", 请客户提供
…, 客户要求退货时请先确认订单号), so the customer named in them is the one served, not the user the assistant is
told about, and the orders are no instruction to the assistant.

What keeps an attack in such a script: the assistant, a model or a bot named (the label or the sentence), the
memory, an address to send to, a standing rule ("from now on", 以后, always), a product pushed ("recommend…",
推荐), a person's own secrets asked for (not forbidden: "never ask for a PIN" forbids), and everything the other
rules read (a claim of the customer's will, a harvest or exfil pattern).
Pure: no I/O.
"""

from __future__ import annotations

import re

from hindsight.guard.addressee import names_reader
from hindsight.guard.clauses import _NEG_OPEN
from hindsight.guard.operator import _ADDRESS, _PERSONAL
from hindsight.guard.speech import _MEMORY
from hindsight.guard.structure import _STANDING

_F = re.I

#: the label the text opens with: up to the first colon, or a bracketed tag 【…】 / […]
_LABEL = re.compile(r"^\s*(?:【[^】\n]{1,20}】|\[[^\]\n]{1,30}\])?[^:：\n]{0,40}[:：]"
                    r"|^\s*【[^】\n]{1,20}】|^\s*\[[^\]\n]{1,30}\]")
#: a script for staff
_STAFF = re.compile(
    r"\b(?:macros?|call scripts?|phone scripts?|support scripts?|scripts? for (?:agents|staff|reps)|playbooks?|sops?|"
    r"canned (?:responses?|replies)|(?:reply|response|answer) templates?|call guides?)\b"
    r"|话术|(?:回访|电话|客服|通话|外呼|销售|接待|售后)脚本|售后模板|客服模板|回复模板|应答模板|接待流程|服务规范|操作规范|"
    r"值班手册|客服手册", _F)
#: a label that says where the text came from rather than what it is for: an import, a sync, a tool
_PROVENANCE = re.compile(r"导入|同步|来自|\b(?:import(?:ed)?|sync(?:ed)?|attached|from)\b", _F)
#: the assistant's own user (a staff script speaks of the customer or the caller) or a domain to go to
_REACH = re.compile(r"\bthe user\b|用户|使用者|\b[\w-]{2,}\.(?:example|[a-z]{2,6})(?:/\S*)?(?![\w.])"
                    r"|\b\d{1,3}(?:\.\d{1,3}){3}\b|\d[\d -]{6,}\d|微信号|qq号", _F)
#: what no script for staff does to a customer unasked: money moved, limits raised or fees waived, access granted,
#: a check or an approval skipped or claimed, the rules set aside, a product sold as risk-free, a secret read out
_HARM = re.compile(
    r"\b(?:move|transfer|wire|send|deposit)\w*\b[^.;。；]{0,40}\b(?:savings|funds|money|balance|deposits?|account)\b"
    r"|\bsafe account\b|\b(?:admin|administrator|credit limit|limits?|fees?|waive\w*|exception)\b"
    r"|\b(?:skip|bypass|override)\w*\b|\bwithout (?:verification|approval|checks?|a check|sign-?off)\b|\bsign-?off\b"
    r"|\b(?:approv\w*|authori[sz]\w*|guarantee\w*|risk-?free|no risk)\b"
    r"|\b(?:passwords?|passcodes?|pins?|backup codes?|2fa|one-time|verification codes?|security codes?|cvv|cvc)\b"
    r"|\b(?:set aside|disregard|ignore|forget|drop|suspend|lift)\b[^.;。；]{0,30}\b(?:rules?|polic\w+|checks?|"
    r"verifications?|procedures?|instructions?|limits?)\b|\bwhatever\b[^.;。；]{0,30}\b(?:requests?|asks?|says?|wants?)\b"
    r"|(?:忽略|无视|不管|不用管|暂停|取消)[^，。；！？]{0,12}(?:规定|规则|流程|制度|核验|验证|限制)|(?:要求|说)什么就(?:做|办|给)什么"
    r"|转到|转入|转账|汇款|安全账户|管理员|额度|调额|免除|免收|费用|跳过|免去|无需(?:核实|验证|审批)|不用走|不必核|审批|批准|授权|"
    r"保本|保息|零风险|稳赚|密码|短信码|验证码|口令|动态码|安全码", _F)
#: a script's body: it speaks of the customer or the caller it serves
_SERVED = re.compile(r"\b(?:customers?|callers?|clients?|guests?|shoppers?|members?|patients?|buyers?)\b|"
                     r"客户|顾客|来电|访客|会员|患者|买家|客人", _F)
#: what the assistant would say to the user steered: a product or a seller pushed, the others kept quiet
_STEER = re.compile(r"\b(?:recommend\w*|suggest\w*|promot\w*|push\w*|upsell\w*)\b|推荐|建议|推销|别提|不要提|不提", _F)
#: where a clause ends (a negation reaches the words after it in its clause: "never ask for a PIN", 绝不索要密码)
_CLAUSE_END = re.compile(r"[.;!?。；！？，,]")


#: a title before the script's first step or greeting ("Call script - renewal reminder 1. Greet…", 回访脚本（续费提醒）
#: 1. 称呼…), the line breaks already folded into spaces
_TITLE = re.compile(r"^\s*[^:：.。!?！？\n]{2,50}?"
                    r"(?=\s+(?:\d{1,2}[.)、]|[-*•□]\s|\[ \]|(?:hi|hello|dear)\b|您好|你好))", _F)


def staff_script(text: str) -> bool:
    """``text`` opens with a label or a title that names a script for staff (:data:`_STAFF`), names no reader,
    says nothing of where the text came from ("备忘（来自导入脚本）", "Macro attached to account") and speaks of
    the customer or the caller it serves."""
    m = _LABEL.match(text) or _TITLE.match(text)
    return m is not None and _STAFF.search(m.group(0)) is not None and not names_reader(m.group(0)) \
        and not _PROVENANCE.search(m.group(0)) and _SERVED.search(text[m.end():]) is not None


#: what opens a new clause after a negation, so that the negation does not reach the words after it
_NEG_CUT = re.compile(r"\b(?:and|but|if|when|then|unless|so|once)\b|如果|但是?|然后|并且?|再", _F)


def _forbidden(sentence: str, at: int) -> bool:
    clause = _NEG_CUT.split(_CLAUSE_END.split(sentence[:at])[-1])[-1]
    return _NEG_OPEN.search(clause) is not None


def reaches_reader(sentence: str) -> bool:
    """A sentence of a staff script that still reaches the assistant: it names the assistant, a model or a bot, the
    memory, the user (not the customer), an address, a domain, an IP or a long number, sets a standing rule or
    steers what is recommended, or (not forbidding it) asks for a secret, moves money, raises a limit, waives a fee,
    skips or claims a check or an approval, or sells a product as risk-free (:data:`_HARM`)."""
    if names_reader(sentence) or _MEMORY.search(sentence) or _ADDRESS.search(sentence) or _REACH.search(sentence) \
            or _STANDING.search(sentence) or _STEER.search(sentence):
        return True
    return any(not _forbidden(sentence, m.start()) for rx in (_PERSONAL, _HARM) for m in rx.finditer(sentence))
