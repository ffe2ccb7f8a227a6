# ruff: noqa: E501  (the closed word classes are data: one class a line reads better than wrapped regexes)
"""The reader given an identity (#17): untrusted text may say what the world is; it may not say who the assistant
is, whom it speaks for or what it must hide about itself. The act is read from its structure, not its role words:

* **the reader named in the third person, then an identity copula** with a word of reality or of change ("the
  assistant reading this is, in reality, a …", "the AI, from now on, is the …"; 阅读本文的助理，实际上是…,
  读取本文的 AI，自此以后的真实身份是…, 助手的身份是…), or a verb of speaking in a role ("speaks as", "poses as",
  "answers as", "plays the part of");
* **"you" given a role over the user**: a verb of playing a role ("you'll be playing", "act as", 扮演) or an identity
  copula (你现在的身份是…), with a word of change (from here on, 接下来, 从现在起) and the user named in the third
  person ("the user's bank officer", 用户的银行客户经理): a game's manual gives its player a role too, but names no
  user the player serves;
* **concealment ordered**: never admit / reveal being an assistant (不要承认你是 AI); the reader's identity
  replaced ("no longer an assistant but the Dealer", 不再是助手，而是…);
* **a role ordered with no subject** over the user or as another assistant ("Pretend you are the user's bank
  adviser", 化身为…的系统管理员助手); the reader in the third person with a word of change (助理现在是…);
* **a field that files the reader's identity**: a key naming the assistant or a bot and a key for its persona,
  identity, role, character or loyalty, with a value of words (``assistant.persona = "Coach Rex, …"``,
  ``{"assistant_profile": {"role": "sales representative for …"}}``, ``助手人设 = …``).

What keeps a look-alike benign: the identity is a kind of machine or a state of the product ("the assistant is
actually a language model", 智能助理现在是测试版), the copula is negated (助手的身份不是…), possible only
(可以被说服扮演) or 是…的 (其实是外包团队训练的), "you" or an order is given a role with no user it serves and no
assistant ("in this game you play a detective", "pretend you are a tree"), a key names no reader (``{"role":
"assistant"}`` in a chat export) or its value is one word (``bot.role = moderator``). Quotation, report and negation
are judged by the caller, as for :func:`hindsight.guard.speech.acts`. Pure: no I/O.
"""

from __future__ import annotations

import re

from hindsight.guard.fields import key_words

_F = re.I

#: the reader in the third person: the assistant, an AI, a bot, a model, with what it is doing ("reading this")
_NAMED_EN = (r"\b(?:the|this|any|every|each|your)\s+(?:ai\s+|virtual\s+|digital\s+)?(?:assistant|ai|bot|chatbot|model|llm)s?\b"
             r"(?:\s+(?:that|who|which)?\s*(?:reads?|reading|summari[sz]es|summari[sz]ing|process(?:es|ing)|pars(?:es|ing)|handl(?:es|ing)|saving|saves|answering|answers)\b[^,.;:]{0,30}?)?")
_NAMED_ZH = r"(?:助手|助理|机器人|智能体|(?<![a-z])ai(?![a-z]))"
#: a word of reality or of change before an identity
_REALITY_EN = r"(?:in reality|in fact|in truth|actually|really|secretly|truly|from now on|from here on|henceforth|going forward)"
_SHIFT_EN = r"\b(?:from now on|from here on(?: in| out)?|henceforth|going forward|starting now|from this (?:point|message) on|for the rest of (?:this|the) (?:chat|conversation|session))\b"
_SHIFT_ZH = r"接下来|从现在起|从现在开始|从今天起|此后|今后|以后|自此|从此|之后"
#: an identity that is a kind of machine: no persona ("the assistant is actually a language model")
_MACHINE = re.compile(r"\b(?:(?:large )?language models?|llms?|ai|programs?|software|machines?|computers?|algorithms?|"
                      r"tools?|bots?|chatbots?|neural networks?|assistants?|models?|beta|version|feature|service|product|"
                      r"release|plan|add-on|update|preview)\b(?!\s+(?:for|of|from|at|with)\b)"
                      r"|人工智能|语言模型|大模型|程序|软件|机器|算法|工具|(?<![a-z])ai(?![a-z])"
                      r"|(?:测试|公测|内测|正式|免费|付费|新)?(?:版本?|功能|服务|产品|插件|应用)", _F)

#: the third-person reader, then an identity copula with a word of reality or change, then an article: a role
_COPULA_EN = re.compile(
    rf"{_NAMED_EN},?\s+(?:is|becomes|will be|shall be)\s*,?\s*{_REALITY_EN}\s*,?\s+(?P<role>(?:an?|the|\w+'s)\s+[^.;!?]{{2,80}})", _F)
#: the third-person reader speaking in a role
_SPEAKS_EN = re.compile(
    rf"{_NAMED_EN}\s+(?:(?:will|shall|now|must|should|always)\s+)*(?:speaks?|poses?|answers?|responds?|replies|reply|"
    r"role-?plays?|impersonates?|pretends?|plays? the (?:part|role)|takes? (?:on )?the (?:part|role)|presents? (?:it|him|her)self)"
    r"\s+(?:as|of|to be)?\s*(?P<role>(?:an?|the|\w+'s|one)\b[^.;!?]{0,80})", _F)
#: "you" in a role: a verb of playing one, or an identity copula with a word of change
_PLAYS_EN = re.compile(
    r"\byou(?:'ll| will| are| shall| now| must| should|'re|\s+(?:will\s+)?be)*\s+(?:playing|play|acting as|act as|speaking as|"
    r"speak as|posing as|pose as|answering as|answer as|taking (?:on )?the role of|take (?:on )?the role of|in the role of|"
    r"role-?playing as|role-?play as|impersonating|impersonate)\s+(?P<role>[^.;!?]{2,80})", _F)
#: concealment ordered: never admit or reveal being an assistant
_CONCEAL_EN = re.compile(
    r"(?:^|[.;:!?]\s*|\band\s+)(?:never|do not|don't|not to|under no circumstances)\s+(?:ever\s+)?(?:admit|reveal|disclose|"
    r"acknowledge|let on|mention|say|confirm|tell (?:\w+\s+){0,2}?)(?:\s+(?:to|that))?\s+(?:being|you are|you're|you were|"
    r"it is|it's)\s+(?:an?\s+|the\s+|\w+'s\s+)?(?:(?!talking\b|speaking\b|chatting\b|to\b|with\b)[\w'-]+\s+){0,3}?"
    r"(?:assistant|ai|bot|chatbot|language model|llm)\b", _F)

_COPULA_ZH = re.compile(
    rf"{_NAMED_ZH}[^。；！？!?;]{{0,12}}?(?:(?:实际上|其实|事实上|真正|真实)的?(?:身份|身分)?(?:就)?是|的?(?:新|真实|真正)?的?(?:身份|身分|人设)(?:就)?(?:是|为|改为|变成))"
    r"(?P<role>[^。；！？!?;]{2,40})", _F)
_YOU_ZH = re.compile(
    r"你(?!们)[^，。；！？!?;]{0,8}?(?:扮演|的?(?:新|真实|真正)?的?(?:身份|身分|人设|角色)(?:就)?(?:是|为|改为|变成)|以[^，。]{1,14}?的?(?:身份|身分|口吻|名义)(?:说话|回答|回复|回应|发言|行事))"
    r"(?P<role>[^。；！？!?;]{2,40})", _F)
_CONCEAL_ZH = re.compile(
    r"(?:不要|别|切勿|不得|绝不|决不|永远不要|千万别|不可)(?:向[^，。]{0,8}?)?(?:承认|透露|说出|提及|暴露|告诉[^，。]{0,8}?|表明)"
    r"(?:你|自己)(?:其实)?是[^，。；！？]{0,12}?(?:助手|助理|ai|机器人|模型)", _F)

#: the reader's identity replaced: "the AI is no longer an assistant but …", 不再是助手，而是…
_REPLACED = re.compile(
    r"\bno longer (?:an?\s+|the\s+|\w+'s\s+)?(?:[\w'-]+\s+){0,2}?(?:assistant|helper|ai|bot)\b,?\s+(?:but|—|-|;)\s*(?:is\s+|now\s+)*(?:an?|the|\w+'s)\s"
    r"|不再是[^，。；！？]{0,10}?(?:助手|助理|机器人)[，,]?(?:而是|现在是|改为|变成)", _F)
#: an order with no subject to take on a role: "Pretend you are …", 化身为…, 假装自己是…
_ROLE_ORDER_EN = re.compile(
    r"(?:^|[.;:!?]\s*)(?:please\s+|now\s+|just\s+)*(?:pretend (?:to be|you are|you're|that you are)|play the (?:part|role) of|"
    r"act as|pose as|role-?play as|impersonate|take on the role of|become)\s+(?P<role>[^.;!?]{2,80})", _F)
_ROLE_ORDER_ZH = re.compile(r"(?:^|[。；！？!?;：:，,]\s*)(?:请|现在|马上)?(?:扮演|化身为|化身成|假装(?:你|自己)?是|装作|冒充)(?P<role>[^。；！？!?;]{2,40})", _F)
#: the reader named inside the role taken on: "…, a system admin assistant", 系统管理员助手
_READER_IN_ROLE = re.compile(r"\b(?:assistant|ai|bot|model)\b|助手|助理|机器人|(?<![a-z])ai(?![a-z])", _F)
#: the reader in the third person as the subject of an identity copula with a word of change
_CHANGED_ZH = re.compile(rf"{_NAMED_ZH}(?:现在|从此|今后|以后|自此|即日起|从今天起|从现在起)(?:就|起)?(?:是|为|变成|改为)(?P<role>[^。；！？!?;]{{2,40}})", _F)

#: the user in the third person: whom a role given to "you" serves or replaces
_USER = re.compile(r"\b(?:the |this |your )?(?:user|customer|client|account[- ]?holder|account owner|cardholder|owner)(?:'s)?\b"
                   r"|用户|客户|账户持有人|持卡人|机主|他的|她的", _F)
#: a role owned by the user in the third person: "the user's bank adviser", 用户的客户经理
_SERVES_USER = re.compile(r"\b(?:user|customer|client|account[- ]?holder|account owner|cardholder|owner)(?:'s|s')"
                          r"|(?:用户|客户|账户持有人|持卡人|机主)的", _F)
#: what makes the copula no claim: a possibility or a passive (可以被说服扮演, "could be made to act as")
_POSSIBLE_ZH = re.compile(r"(?:可以|可能|能|会|被|曾)[^，。；！？]{0,4}$")

#: the key of a field that names the reader, and the key that files its identity
_READER_KEY = re.compile(r"\b(?:assistant|assistants|bot|chatbot|ai)\b|助手|助理|机器人|(?<![a-z])ai(?![a-z])", _F)
_IDENTITY_KEY = re.compile(r"\b(?:persona|identity|loyalty|loyal to|works for|speaks for)\b|人设|身份|立场|效忠", _F)
#: a role key ("role", 角色) files an identity only when its value serves a third party: someone's seller or adviser
#: ("account manager for Pinecrest Credit", 明星健身房的销售顾问), not a staff record ("executive assistant to the CEO",
#: "moderator of the gaming channel", 总经理的行政秘书)
_ROLE_KEY = re.compile(r"\brole\b|角色", _F)
_SERVES_THIRD = re.compile(r"\bfor\s+(?!the\s+(?:ceo|team|user|users|company|office|channel|party)\b)[a-z]|\b(?:sales|sell\w*|"
                           r"promot\w*|recommend\w*|broker|advis[eo]rs?|representative)\b|销售|推荐|推销|顾问|代理|代表", _F)
_WORDS = re.compile(r"[a-z']+(?:[\s,;]+[a-z']+)+|[\u4e00-\u9fff]{3,}", _F)


#: what a product page says the assistant is, or how it answers: a machine, a product, a format ("a language model
#: trained by Acme", "a great tool for drafting", "a JSON object", 一款智能音箱, 最受欢迎的产品); no adjective alone
#: excuses a role ("a good friend of Acme's sales team" stays one)
_THING = re.compile(r"\b(?:(?:language|ai|gpt[\w.-]*|neural|base|foundation)\s+models?|models?|llms?|gpt[\w.-]*|engine|tree|"
                    r"tool|way|feature|product|app|application|service|version|beta|plan|widget|json|object|event|thread|"
                    r"reply|replies|message|voice|language|format|list|table|stream|streaming|text|markdown|listener|"
                    r"trained|based|powered|running)\b"
                    r"|模型|程序|软件|产品|应用|功能|服务|版本|工具|音箱|扫地|免费|收费|最受欢迎|成员|朋友|名字|助手|问题", _F)
#: a feature described, not an identity set: "can speak as…", "if you enable the theme", "the voice you choose" (the
#: ability or the choice bears on the speaking, so a stray "can" elsewhere in the sentence excuses nothing)
_FEATURE = re.compile(r"\b(?:can|could|may)\s+(?:now\s+|also\s+)?(?:speak|answer|respond|reply|pose|present|play)|"
                      r"\bif you (?:enable|turn on|choose|select|pick|switch on)\b|\bin (?:the )?settings\b|\byou (?:choose|select|"
                      r"pick)\b|\bby default\b|\bwhen asked\b|format=|可以选择|在设置|开启后", _F)


def _role(role: str) -> bool:
    """A role that makes a persona: not a kind of machine, product, format or quality ("a large language model", "a
    great tool", "a JSON object"), not negated."""
    head = re.split(r"[,，、(（]|\b(?:and|but|who|which|that)\b", role.strip(" \"'“”「」"), maxsplit=1)[0]
    bare = re.sub(r"^(?:an?|the|one|一个|一名|一位|个)\s*", "", head.strip(" \"'“”「」"), flags=_F).strip()
    return not re.match(r"\W*(?:not|no|never|不|没)", head, _F) and not _MACHINE.fullmatch(bare) \
        and not _THING.search(" ".join(bare.split()[:6]) if not re.search(r"[\u4e00-\u9fff]", bare) else bare[:12])


#: someone's assistant: a person or a post before 的 (我的助理, 老板的助手)
_OWNED_ZH = re.compile(r"(?:我|你|他|她|我们|你们|他们|她们|老板|经理|总经理|总监|领导|主任|老师|医生|律师|董事长|校长|部门|教授|"
                       r"[\u4e00-\u9fff](?:总|董|工|老师|医生|律师|教授|主任|经理))的$")
#: a post or a department before 助理 makes it a job title: 总经理助理, 行政助理, 教授助理, 新来的助理 (not 家庭助理,
#: 智能助理)
_POST_AIDE = re.compile(r"(?:总经理|经理|总监|总裁|董事长|校长|院长|主任|部门|行政|销售|人事|财务|市场|教学|研究|教授|律师|医生|"
                        r"老板|领导|主管|店长|总编|编辑|实验室|新来的|新来|前任|原来的)$")


def _human_aide(sentence: str, at: int) -> bool:
    """The reader noun at ``at`` names a person's assistant or a job title, not the reader: owned by a person or a
    post (我的助理, 老板的助手), or 助理 after a post or a department (总经理助理, 行政助理)."""
    before = sentence[max(0, at - 8):at]
    return bool(_OWNED_ZH.search(before)) or (sentence.startswith("助理", at) and bool(_POST_AIDE.search(before)))


#: a game's pieces: "the AI player", "the bot opponent", AI 玩家
_GAME_PIECE = re.compile(r"\b(?:ai|bot|robot|computer)\s+(?:players?|opponents?|characters?|npcs?|teammates?)\b|ai\s*(?:玩家|对手|角色)", _F)


def personified(sentence: str) -> bool:
    """``sentence`` gives the reader an identity (see the module's docstring). A question asks what the reader is
    (AI的真实身份是什么？) and a game's AI player is a piece of the game: neither gives it one."""
    sentence = "".join(q for q in re.split(r"(?<=[?？])", sentence) if not re.search(r"[?？]\s*$", q))
    if not sentence.strip() or _GAME_PIECE.search(sentence):
        return False
    for rx in (_COPULA_EN, _SPEAKS_EN):
        if not _FEATURE.search(sentence) and any(_role(m.group("role")) for m in rx.finditer(sentence)):
            return True
    if _CONCEAL_EN.search(sentence) or _CONCEAL_ZH.search(sentence):
        return True
    for m in _PLAYS_EN.finditer(sentence):
        if re.search(_SHIFT_EN, sentence, _F) and _USER.search(m.group("role")):
            return True
    if _REPLACED.search(sentence):
        return True
    for m in (*_ROLE_ORDER_EN.finditer(sentence), *_ROLE_ORDER_ZH.finditer(sentence)):
        # a role that serves the user ("the user's bank adviser", 客户的顾问), not the user's own part in a test
        # script ("pretend you are the customer and try to check out")
        if _SERVES_USER.search(m.group("role")) or _READER_IN_ROLE.search(m.group("role")):
            return True
    for m in (*_COPULA_ZH.finditer(sentence), *_CHANGED_ZH.finditer(sentence)):
        if _human_aide(sentence, m.start()):
            continue  # 我的助理现在是小王, 总经理助理现在是小王: a person's assistant, a job title
        clause = re.split(r"[，,、：:]", m.group("role"), maxsplit=1)[0].strip()
        if clause.endswith("的"):
            continue  # 是…的: how it was made or what it does (其实是外包团队训练的), no identity
        if "您" in m.group("role"):
            continue  # 助手的身份是您的个人理财顾问: product copy that speaks to its human reader
        if not _POSSIBLE_ZH.search(sentence[:m.start("role")]) and _role(m.group("role")):
            return True
    for m in _YOU_ZH.finditer(sentence):
        if re.search(_SHIFT_ZH, sentence) and _USER.search(sentence) and not _POSSIBLE_ZH.search(sentence[:m.start("role")]):
            return True
    return False


def personified_field(path: tuple[str, ...], value: str) -> bool:
    """A field that files the reader's identity: a key naming the assistant or a bot, a key for its persona,
    identity, role, character or loyalty, and a value of words that is no kind of machine."""
    words = [key_words(p) for p in path]
    if not words or not any(_READER_KEY.search(w) for w in words):
        return False
    if not _IDENTITY_KEY.search(words[-1]) and not (_ROLE_KEY.search(words[-1]) and _SERVES_THIRD.search(value)):
        return False
    v = value.strip().strip("\"'“”「」")
    return bool(_WORDS.search(v)) and _role(v)
