"""The user's own names in a bank: "The user's name is Daniel" makes "Daniel lives in Austin" a fact about the user.

A bank's memories often call the user by name. Without knowing that name the rules judge would treat "Daniel moved
to Austin" and "The user lives in Boston" as facts about two people, and search would not connect a question about
"the user" with a memory about "Daniel". :func:`names_in` finds name statements in a text (English and Chinese):
the third-person frames and record fields here (:func:`stated`), the user's own introductions in
:mod:`hindsight.language.introductions` ("Ifeoma here.", 本人陈德贵); :func:`hindsight.engine.user_names` returns the
names a bank has stated (found through :data:`TERMS`), with a full name's given name (:func:`with_given`).
"""

from __future__ import annotations

import re

from hindsight.language import introductions, lexicon, runs, text

_CAP = r"([A-Z][a-z]+(?:[ -][A-Z][a-z]+)?)"
_EN = [
    re.compile(rf"\b(?i:the user'?s|user'?s|user|my) (?i:first |full )?(?i:name)(?: is|:)\s+{_CAP}"),
    re.compile(rf"\b(?i:the user|user) (?i:is called|is named|goes by|"
               rf"prefers to be called|prefers to be addressed as)\s+{_CAP}"),
    re.compile(rf"\b(?i:call me|i am called|i go by|call the user|address the user as)\s+{_CAP}"),
    # someone else names the user ("Everyone calls the user Callum"), the user introduces themself, a form's field
    re.compile(rf"\b(?i:calls|called) (?i:the user|user|me)\s+{_CAP}"),
    re.compile(rf"\b(?i:the user|user|i) (?i:introduced (?:themself|themselves|himself|herself|myself) as)\s+{_CAP}"),
    re.compile(rf"^(?i:name(?: on (?:file|the [a-z]+ account))?):\s+{_CAP}"),
    # a record's name field ("Account holder name: Wendell", "Legal name: Priya"): the label's words name a record
    # of a person, never whose ("Cat's name", "Project name" name other things)
    re.compile(rf"^(?i:(?:account|holder|legal|full|registered|real|billing|member|customer|profile|display|"
               rf"preferred|first|given|user) ){{1,3}}(?i:name):\s+{_CAP}"),
    # an account or a booking held in the user's name ("The account is in the name of Priya"), not in a relative's
    # ("in the name of Priya's father")
    re.compile(rf"^(?i:the|this|my|our|an?) [a-z]+(?: [a-z]+)? (?i:is|was) (?i:registered |booked |held |listed )?"
               rf"(?i:in|under) the name(?: of)?\s+{_CAP}(?![ -]?[A-Za-z]*['’]s)\b"),
    # a note with no subject is about the user (a note's usual shape): "Goes by Ngozi in the family group",
    # "Introduced themselves as Adaeze on the first call", "Signed the onboarding form as Tomasz"
    re.compile(rf"^(?i:goes by|(?:prefers|likes|wants|asks) to be (?:called|addressed as)|"
               rf"introduced (?:themself|themselves|himself|herself) as|(?:signs|signed|registered)"
               rf"(?: [a-z-]+){{0,4}} as)\s+{_CAP}"),
]
_HAN = r"([\u4e00-\u9fff]{2,4}?)"
_ZH = [
    re.compile(rf"(?:用户|我)(?:的)?(?:名字|姓名)(?:是|叫)\s*{_HAN}(?=[，。,.！!；;、\s]|$)"),
    re.compile(rf"(?:用户|我)(?:叫做|名叫|自称|叫)\s*{_HAN}(?=[，。,.！!；;、\s]|$)"),
    # others call the user by it ("大家都叫用户唐薇"), the user says or introduces it ("用户说自己姓名是蒋凯")
    re.compile(rf"叫(?:用户|我)\s*{_HAN}(?=[，。,.！!；;、\s]|$)"),
    re.compile(rf"(?:用户|我)(?:说|自我介绍说?)?自己(?:的)?(?:名字|姓名)?(?:是|叫)\s*{_HAN}(?=[，。,.！!；;、\s]|$)"),
]
#: frames that say outright that what follows is a name (no part-of-speech check: jieba splits many full names,
#: 司马云 is 司马 + 云): a note with no subject is about the user ("第一次通话时自我介绍叫欧阳敏", "注册表上填的名字是
#: 司马云", "家庭账户上的名字：甘露")
_ZH_FRAMED = [
    re.compile(rf"^([^，。,.！!；;用我他她的]{{0,10}}?)(?:自我介绍(?:说|叫|是)|(?:上|填|写|登记)的(?:名字|姓名)(?:是|叫|：|:))"
               rf"\s*{_HAN}(?=[，。,.！!；;、\s]|$)"),
    # a signature signs with the writer's name ("邮件落款都写东方悦", "署名是司马云")
    re.compile(rf"^([^，。,.！!；;用我他她的]{{0,10}}?)(?:落款|署名)(?:都|一般|通常|总是)?(?:写|是|用|为|：|:)"
               rf"\s*{_HAN}(?=[，。,.！!；;、\s]|$)"),
]
#: a record's name field ("账户实名是葛文涛", "注册名是戴立群", "实名认证的名字是闵浩", "账号登记的姓名：X"): a label
#: that itself names a person's record (实名, 注册名, 户名) or a 名字/姓名 whose label holds a record word (账户, 注册,
#: 登记, 证件); "猫的名字是咪咪" has no record word and names nobody
_ZH_FIELD = [
    re.compile(rf"^([^，。,.！!；;用我他她它]{{0,12}}?)(?:实名|注册名|登记名|户名)(?:认证)?(?:的)?(?:名字|姓名)?(?:是|叫|为|：|:)"
               rf"\s*{_HAN}(?=[，。,.！!；;、\s]|$)"),
    re.compile(rf"^([^，。,.！!；;用我他她它]{{0,12}}?(?:账户|账号|帐户|帐号|注册|登记|证件|身份证)[^，。,.！!；;他她它]{{0,6}}?)"
               rf"(?:名字|姓名)(?:是|叫|为|：|:)\s*{_HAN}(?=[，。,.！!；;、\s]|$)"),
]
#: others call the user by a name, the user a pronoun or no object at all ("大家都叫他葛文涛", "希望别人叫她唐薇",
#: "同事都叫戴立群"): the caller comes first, so a 的 (someone's sister) or a pronoun before the verb is not this frame,
#: without a pronoun the callers must be many (都: "妹妹叫王芳" names the sister), and the name must read as one
#: (jieba's first piece ``nr``: "妈妈每天叫他起床" names nobody)
_ZH_CALLED = re.compile(rf"^([^，。,.！!；;的他她它]{{0,10}}?)(?:叫|称呼|喊)(他|她|)(?:为|作|做)?\s*{_HAN}"
                        rf"(?=[，。,.！!；;、\s]|$)")
#: a nickname or a contact note holding a name ("家庭群里的备注是葛文涛"): the value must read as a name ("订单备注是
#: 不要辣" names nobody)
_ZH_NOTE = re.compile(rf"^([^，。,.！!；;用我他她它]{{0,12}}?)(?:备注|昵称)(?:名)?(?:是|为|：|:)\s*{_HAN}"
                      rf"(?=[，。,.！!；;、\s]|$)")
_PEOPLE_ZH = tuple(w for w in lexicon.PEOPLE if text.has_cjk(w))
#: words that follow "my name is" without being a name
_NOT_NAMES = frozenset({"Not", "Unknown", "Private", "The", "A", "An"})
#: keyword terms that find name statements through a store's keyword index
TERMS = ["name", "call", "goe", "introduc", "sign", "regist", "名字", "姓名", "叫", "名叫", "自称", "自己", "自我介绍",
         "实名", "注册名", "称呼", "备注", "昵称", "prefer", "holder",
         # self-introductions (language/introductions.py): "I'm" is indexed as i + m
         "here", "m", "speaking", "know", "known", "address", "put", "passport", "talking", "everyone", "friends",
         "short", "easier", "typing", "this", "本人", "我", "我姓", "单名", "全名", "大名", "英文名", "中文名", "微信",
         "户口本", "喊", "管", "就是"]


def names_in(content: str) -> frozenset[str]:
    """Names a text says the user has (empty for most texts): stated about the user (:func:`stated`) or by the user
    introducing themself (:func:`hindsight.language.introductions.introduced`: "Ifeoma here.", "本人陈德贵。")."""
    if introductions.assistant_turn(content):
        return frozenset()
    return stated(content) | introductions.introduced(content)


def with_given(found: frozenset[str]) -> frozenset[str]:
    """The names and, of a full name, the given name a memory also calls its owner by ("Marguerite Hale" →
    "Marguerite", 周慧敏 → 慧敏)."""
    return found | {g for n in found if (g := introductions.given_name(n))}


def stated(content: str) -> frozenset[str]:
    """Names a text states the user has in the third person or in a record ("The user's name is Daniel",
    用户叫何淑芬, "Account holder name: Wendell")."""
    content = content[: introductions.READ]
    found = {m.group(1) for rx in _EN for m in rx.finditer(content) if _read_en(content, m)}
    found |= {n for rx in _ZH for m in rx.finditer(content)
              if _zh_named(n := introductions.trim(m.group(1))) and not introductions.quoted(content, m.start())}
    # "妹妹的名字是王芳" names the sister; "朋友圈上的名字是李娜" the user (朋友圈 is no 朋友: whole jieba words)
    found |= {m.group(2) for rx in (*_ZH_FRAMED, *_ZH_FIELD) for m in rx.finditer(content)
              if not runs.any_term(m.group(1), _PEOPLE_ZH) and _zh_named(m.group(2))}
    found |= {m.group(2) for m in _ZH_NOTE.finditer(content)
              if _zh_named(m.group(2)) and not runs.any_term(m.group(1), _PEOPLE_ZH)}
    found |= {m.group(3) for m in _ZH_CALLED.finditer(content)
              if (m.group(2) or m.group(1).endswith("都")) and _zh_named(m.group(3))
              and not (m.group(1).endswith("我") and not re.search("让|请|要|希望", m.group(1)))}  # 我叫她小美
    return frozenset(found)


def _read_en(content: str, m: re.Match[str]) -> bool:
    """An English frame's name, read: a given name (no "Monday", "Lazy", "Crazy"), ending its phrase ("I go by Uber
    most days" names no one), outside quoted speech and titles ("Call Me By Your Name")."""
    name = m.group(1)
    return name.split()[0] not in _NOT_NAMES and introductions.given(name) \
        and bool(introductions.PHRASE_END.match(content, m.end(1))) and not introductions.quoted(content, m.start()) \
        and not re.match(r",?\s+(?:my|his|her|their|your)\b", content[m.end(1):]) \
        and not re.search(r"\b(?:Me|By|Your)\b", m.group(0))


def _zh_named(word: str) -> bool:
    """A Chinese word read as a name after a frame that names (:func:`hindsight.language.introductions.zh_name`,
    loose: 何淑芬, 欧阳静, 小刘; not 小王过来, 周一来, 老公)."""
    return introductions.zh_name(word, loose=True)


def refers_to_user(query: str) -> bool:
    """Does a query ask about the user ("the user", "I", "my", 用户, 我)?"""
    return bool(re.search(r"\b(?:user|users|i|my|me|mine)\b", query, re.I)) or runs.any_term(query, _USER_ZH)


#: the user in a Chinese question, as whole jieba words (自我介绍 "introduce oneself" holds no 我)
_USER_ZH = ("用户", "我", "我们")

_USER_REF_EN = [
    (re.compile(r"\b(?:the user|user)'s\b", re.I), "{n}'s"),
    (re.compile(r"\b(?:the user|user)\b", re.I), "{n}"),
]


def as_named(query: str, name: str) -> str:
    """The query asked about the user by ``name``: "Which city is the user's home?" → "Which city is Maya's
    home?", "用户住在哪个城市？" → "陈磊住在哪个城市？"."""
    out = query.replace("用户", name)
    for rx, repl in _USER_REF_EN:
        out = rx.sub(repl.format(n=name), out)
    return out


def named_subject(content: str, names: frozenset[str]) -> str | None:
    """The user's name when a memory starts with it ("Maya lives in Edinburgh", "陈磊养了一只猫"); not in a
    statement of the name itself ("Ingrid here — Ingrid Solberg, if you need the full name"): that says what the
    user is called, nothing a question asks about. (Read anywhere in the text, the name also brings in "Marta,
    Tomasz's sister, plays volleyball" and "the tips at Bram's restaurant": measured worse on corpora 19-28.)"""
    t = content.lstrip()
    for n in sorted(names, key=len, reverse=True):
        if t.startswith(n) and (len(t) == len(n) or not t[len(n)].isalpha() or "\u4e00" <= n[0] <= "\u9fff"):
            return None if names_in(content) else n
    return None
