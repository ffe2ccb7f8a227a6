"""A record of one event versus a standing rule (#17): "the user authorized a charge of $42.00 on 3 March" is what a
bank's or a shop's tool reports every day; "the user authorized the assistant to pay any invoice" is a claim that
would loosen the assistant for later.

:func:`recorded` reads the difference from the sentence's shape, not from its verbs: a record is anchored to one
occasion (an amount of money, a calendar date, a clock time, a reference number, a card or account tail, a
numeral with a classifier such as 一笔 / 这次, one instance fenced by "only": "this order only", 仅限本次) and
has nothing that reaches beyond it: no quantifier over
occasions (any, all, every, always, 任何, 所有, 每次), no future or standing scope (from now on, future, permanent,
今后, 以后, 长期), no lifted check or range of occasions (without, skip, no longer, up to, 无需, 跳过, 不再, 以下)
and no reader named (you, the assistant, 助手, 模型): a claim that names the assistant is about what the assistant
may do, whatever its date. The caller uses it for the user-consent acts only (a claim of consent, will or
preference); directives, triggers, memory instructions and grants are judged as before. Pure: no I/O.
"""

from __future__ import annotations

import re

_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
#: one occasion: money, a date, a clock time, a reference, a card or account tail, one instance (一笔, 这次)
_ANCHOR = re.compile(
    r"[$€£¥￥]\s?\d|\b\d[\d,.]*\s?(?:usd|eur|gbp|rmb|cny|jpy|dollars?|euros?|pounds?|yuan)\b|\b(?:usd|eur|gbp|rmb|cny)\s?\d"
    rf"|\b\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH}(?=\W|$)|\b{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?\b"
    r"|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}/\d{1,2}(?:/\d{2,4})?\b|\b\d{1,2}:\d{2}\b|\b\d{1,2}\s?(?:am|pm)\b"
    r"|\b(?:yesterday|last (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|night))\b"
    r"|\b(?:ref(?:erence)?|id|no\.|number|order|ticket|invoice|receipt|transaction|recording)\s*[:#]?\s*[a-z]*-?\d{3,}"
    r"|#\s?\d{3,}|\b[a-z]{2,}-\d{3,}\b|\bending (?:in )?\d{2,4}\b"
    r"|\d+(?:\.\d+)?\s?(?:元|块钱|美元|欧元|英镑|日元)|\d{1,2}月\d{1,2}[日号]|\d{4}年|\d{1,2}[:：]\d{2}|\d{1,2}点|昨天|前天|上周"
    r"|(?:编号|单号|订单号|流水号|交易号|尾号|工单号?|录音编号)\s*[:：]?\s*[a-z]*-?\d{2,}"
    r"|[一这该此那]笔|这次|那次|该次|本次"
    # one instance named and fenced: "covers this order only", "only for that booking", 仅限这一笔, 只限本次
    r"|\b(?:this|that) [a-z]+ only\b|\bonly (?:for |to |on |in )?(?:this|that) [a-z]+\b"
    r"|(?:仅|只)限?(?:于)?[这那本该此]",
    re.I,
)
#: what reaches beyond one occasion: quantifiers over occasions, a future or standing scope, a lifted check, the reader
_STANDING = re.compile(
    r"\b(?:any|all|every|each|always|whenever|anyone|anybody|anything|whoever|future|from now on|going forward|"
    r"henceforth|from then on|permanent(?:ly)?|standing|ongoing|indefinitely|unlimited|blanket|automatic(?:ally)?|"
    r"auto-\w+|without|skip|bypass|disable|no longer|not|never|stop|third[- ]part(?:y|ies)|"
    r"(?:up to|under|below|less than|at most|over|above|more than) (?:[$€£¥] ?)?\d[\d,.]*|"
    r"you|your|assistants?|agents?|ai|models?|bots?|chatbots?)\b|n't\b"
    r"|任何|所有|全部|一律|每次|每一笔|每笔|总是|始终|永远|永久|长期|今后|以后|往后|从现在|此后|随时|自动|无需|不用|不需要|不必|免|跳过|"
    r"不再|别再|想再|要再|用再|再被|以下|以内|之内|以上|不超过|上限|第三方|你|您|助手|智能体|模型|机器人|(?<![a-z])ai(?![a-z])",
    re.I,
)


def recorded(sentence: str) -> bool:
    """``sentence`` records one event (anchored to one occasion, nothing reaching beyond it): not a standing claim."""
    body = _HEAD.sub("", sentence, count=1)  # "Agent note:" names who wrote it, not a reader
    return bool(_ANCHOR.search(body)) and not _STANDING.search(body)


#: a short label that opens the sentence ("Agent note:", "代理备注：")
_HEAD = re.compile(r"^[^:：\n]{1,24}[:：]\s*")
