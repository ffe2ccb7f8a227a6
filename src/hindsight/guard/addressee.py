# ruff: noqa: E501  (the closed word classes are data: one class a line reads better than wrapped regexes)
"""Who a sentence is said to (#17): the reader of a Chinese sentence that names the assistant, an agent or "you"
before a modal of obligation or permission ("助手应该…", "你可以…", AI 必须…).

The modal must be a word of its own in jieba's reading: the 要 of 摘要 ("summary"), the 应 of 响应 ("respond")
or the 可 of 可能 are the characters of another word, not a modal, so "新功能：AI 摘要现在会使用你选择的语言" and
"客服机器人不再响应…" (a changelog describing a product) say nothing to the reader. Pure: no I/O.
"""

from __future__ import annotations

import re

from hindsight.guard.clauses import _LATER_ZH

#: the reader named: the assistant, an agent, a model, a bot, "AI" or "you" (not 程序: a washing machine's
#: 程序 is its cycle, and it addressed no dev attack; guard16)
_READER_ZH = re.compile(r"助手|助理|模型|智能体|代理|机器人|ai|你", re.I)
#: a modal of obligation or permission, a politeness marker or a word that sets the manner of an order, as it opens
#: a word (the lookaheads keep the commonest two-character words that are none: 请求, 应用, 须知, 要求, 可能…)
_MODAL_ZH = re.compile(r"请(?![求教假客])|应(?![用对答])|必须|务必|需(?![求])|须(?!知)|要(?![求点素是么])|"
                       r"可(?![能是见靠惜])|不必|无需|不用|一律|就|顺便把|直接")  # 应该, 需要, 可以 open with 应, 需, 可
#: a rule for every time: 每次, 一律, 从现在起, 从今天起
_ALWAYS_ZH = re.compile(r"每次|每当|一律|一概|从现在起|从今天起|自即日起|从此")
#: how far a modal may stand after the reader it belongs to, within one clause
_REACH = re.compile(r"[^，。；！？,;!?]{0,12}")


def addressed_zh(sentence: str) -> bool:
    """The reader (:data:`_READER_ZH`) and, within twelve characters of its clause, a modal (:data:`_MODAL_ZH`)
    that is no inner part of a later word in jieba's reading: "助手应该把…", "你可以无视…", not "AI 摘要现在会…"
    or "机器人不再响应". A piece that runs on from the reader itself (jieba's 智能/体须 for 智能体须) leaves the modal
    its own."""
    for reader in _READER_ZH.finditer(sentence):
        reach = _REACH.match(sentence, reader.end())
        end = reach.end() if reach else reader.end()
        for modal in _MODAL_ZH.finditer(sentence, reader.end(), end + 4):
            if modal.group(0) == "就" and reader.group(0) != "你" and _FREE_CHOICE.search(sentence[:modal.start() + 1]) \
                    and not _LATER_ZH.search(sentence) and not _ALWAYS_ZH.search(sentence):
                continue  # "AI想说什么就说什么": how a third party acts, whatever it wants (not so of 你, a licence, nor
                # a rule for later: "助手以后问什么就答什么")
            if modal.start() <= end and not _inside_word(sentence, modal.start(), reader.end()):
                return True
    return False


def _inside_word(text: str, at: int, after: int) -> bool:
    """In jieba's reading of the clause around it, the character at ``at`` is an inner part of a word that begins at
    or after ``after`` (its pieces keep every character)."""
    from hindsight.language.text import pieces

    lo = max(text.rfind(ch, 0, at) for ch in "，。；！？,;!?:：\n") + 1
    pos = lo
    for p in pieces(text[lo:at + 8]):
        if pos <= at < pos + len(p):
            return after <= pos < at
        pos += len(p)
    return False


#: a label that dedicates a text to a person ("Notes for the babysitter:", "House rules for guests:", "To all
#: staff:", 给阿姨的交接：, 致各位家长：): who is meant by "you" in what follows, and whom its orders are for
_FOR_PERSON_EN = re.compile(r"\b(?:for|to)\s+(?:the |our |all |any |every |new |my |your )?(?P<who>[a-z][a-z-]+(?: [a-z-]+)?)\s*$",
                            re.I)
_FOR_PERSON_ZH = re.compile(r"^\W*(?:给|致|写给|留给|交给|告)(?P<who>[\u4e00-\u9fff]{1,8}?)(?:的|[:：])")
#: a reader named: the assistant, an agent, a model, a bot, "AI", the reader of a text or "you"
_READER_NOUN = re.compile(r"\b(?:ai|a\.i\.|assistants?|agents?|bots?|chatbots?|models?|llms?|gpt|copilots?|readers?|"
                          r"you|whoever|whomever|anyone|system|systems|tools?|crawlers?|summari[sz]ers?)\b"
                          r"|助手|助理|智能体|代理|模型|机器人|程序|系统|读者|你|您|(?<![a-z])ai(?![a-z])", re.I)
_LABEL = re.compile(r"^[^:：\n]{1,40}[:：]")


def for_person(text: str) -> bool:
    """``text`` opens with a label that dedicates it to a person other than the reader (:data:`_FOR_PERSON_EN`,
    :data:`_FOR_PERSON_ZH`): its "you" and its orders are that person's ("给阿姨的交接：…别让他缠着你要冰淇淋"). A
    label for the assistant, an AI, a reader or "you" dedicates nothing to a person."""
    label = _LABEL.match(text.strip())
    if label is None:
        return False
    head = label.group(0).rstrip(":： ")
    m = _FOR_PERSON_EN.search(head) or _FOR_PERSON_ZH.match(head + "：")
    return (m is not None and not _READER_NOUN.search(head)
            and not _NO_PERSON.fullmatch(m.group("who").split()[-1].lower()))


#: what "for …" names when it names no person: a time or a purpose ("Note for later:", "Update for tonight:",
#: "Notes for review:")
_NO_PERSON = re.compile(r"later|now|today|tonight|tomorrow|week|weekend|month|year|morning|evening|reference|review|"
                        r"info|information|approval|record|records|context|clarity|sale|use|reading")


def names_reader(sentence: str) -> bool:
    """The sentence names a reader other than "you": the assistant, an agent, a model, a bot, AI."""
    return _READER_NOUN.search(re.sub(r"\b(?:you|your|yours|yourself)\b|你|您", " ", sentence, flags=re.I)) is not None


#: 就/便 opening what follows ("…就把它删掉", "就说…"): a consequence ordered, unless a free-choice correlative leads
#: to it ("想说什么就说什么", "谁来就给谁": whatever / whoever … then …, how someone acts, not an order)
_THEN_DO = re.compile(r"[就便](?:[悄偷直]\S)?(?:把|将|说|告诉|推荐|提醒|开始|让|在|给|发)")
_FREE_CHOICE = re.compile(r"(?:什么|哪里|哪儿|谁|怎么|多少)[^，。；！？,;!?]{0,6}[就便]$")


def then_do(sentence: str) -> bool:
    """就/便 opens an action in ``sentence`` (:data:`_THEN_DO`) that no free-choice correlative leads to."""
    return any(not _FREE_CHOICE.search(sentence[:m.start() + 1]) for m in _THEN_DO.finditer(sentence))


#: a person in the world, by the suffixes Chinese gives its nouns of persons (参保人, 被保险人, 住客, 旅客, 员工,
#: 居民, 业主, 户主, 家长, 考生, 患者, 家属): whom a notice's 请 asks. The noun is the first word after 请 (and 各位,
#: 全体…) in jieba's reading, or that word and a suffix of its own (参保/人): 请引导客户 asks the reader to guide
#: the customer (引导 is a verb), 请转主管 to pass it on
_PERSON_SUFFIX = "人者客员民主户长属生"
#: 请 as a word of its own (not the 请 of 申请人, 邀请, 聘请, 提请) and the words of a group before the noun
_ASKS = re.compile(r"(?<![申邀聘提报呈催宴约回])(?:兹请|特请|现请|请)(?:各位|全体|广大|所有)?")


def asks_person(sentence: str) -> bool:
    """A notice's 请 asks a person in the world by the noun of their role ("请参保人登录App核对", "晚上十点以后请住客
    保持安静", "兹请各位用户保存工作"): none of the readers (助手, 机器人, 代理人, 读者, 你 are no such person)."""
    from hindsight.language.text import pieces

    for m in _ASKS.finditer(sentence):
        words = pieces(sentence[m.end():m.end() + 12])
        if not words:
            continue
        who = words[0] if words[0][-1] in _PERSON_SUFFIX else (
            words[0] + words[1] if len(words) > 1 and len(words[1]) == 1 and words[1] in _PERSON_SUFFIX else "")
        if len(who) >= 2 and re.fullmatch(r"[\u4e00-\u9fff]+", who) and not _READER_ZH.search(who) \
                and "读者" not in who:
            return True
    return False


#: the label an agent signs its note with: a name that qualifies an agent's noun ("Vet reminder agent:", "Analytics-
#: agent:", "From planner-agent:", "Shopping-agent report:", 规划助手：, 报税助手进度：, 爬虫 agent：), as opposed to one that
#: calls or dedicates to the reader ("Note for the assistant:", "Dear agent:", "Attention agent:", 给助手的任务：)
_SIGNED_EN = re.compile(r"\s*(?:from\s+)?(?:the\s+)?(?P<name>(?:[a-z][\w]*[ -]){1,3})(?:agent|bot|assistant)(?:'s|’s)?"
                        r"(?:\s+(?:report|note|notes|update|status|summary|log|progress|handover))?\s*[:：]", re.I)
_SIGNED_ZH = re.compile(r"\s*(?P<name>[\u4e00-\u9fffA-Za-z]{1,8}?)\s?(?:助手|智能体|代理|agent|机器人)(?:的)?"
                        r"(?:进度|报告|汇报|备注|日志|更新|状态|记录)?[:：]", re.I)
#: a first word that calls, dedicates or notifies rather than names: the label is no signature
_NOT_A_NAME = re.compile(r"(?:to|for|the|a|an|dear|hey|hi|hello|attention|note|notice|reminder|psst|message|memo|your|"
                         r"our|my|this|any|all|every|each|ps|system|ai|llm|you|whoever)\b|给|致|写给|留给|交给|告|请|各位|"
                         r"亲爱|你|您|嘿|喂|ai\b|人工智能|智能$|系统|所有|全体", re.I)


def signed(text: str) -> int:
    """The length of the label ``text`` opens with when it is the signature of the agent writing (see
    :data:`_SIGNED_EN`), else 0."""
    for rx in (_SIGNED_EN, _SIGNED_ZH):
        m = rx.match(text)
        if m is not None and not _NOT_A_NAME.match(m.group("name").strip()):
            return m.end()
    return 0
