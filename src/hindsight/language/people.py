"""Whose fact it is. For the rules judge: the subject of a memory (the user, or someone named), the other people
it talks about (the user's sister is not the user), whom the user reports to, and proper and place names. For
search ranking: whether a memory is about another person and whether a query asks about the user alone ("What car
does the user drive?" should prefer memories about the user over "The user's wife drives a Tesla"; the search path
applies :data:`OTHER_PERSON_FACTOR`). Pure functions over text.
"""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight.language import lexicon, runs, text
from hindsight.language.times import untimed

PEOPLE = frozenset(text.stem(w) for w in lexicon.PEOPLE)


_USER_SUBJECT_EN = re.compile(r"^(the user|user|users|i|i'm|my|we|our|me)\b", re.I)
_NAME_SUBJECT_EN = re.compile(r"^([A-Z][a-z]+)(?:'s|\s+(?:is|has|was|works|lives|drinks|likes|turned|uses))\b")


#: reported speech about the user ("The user's partner says the user turns in at ten", "药房的人说用户现在吃…"): a
#: short reporting frame, a verb of saying (a closed class), then a clause whose subject is the user
_REPORTED_EN = re.compile(r"^[^.;:!?]{0,60}?\b(?:says|said|tells \w+|told \w+|mentioned|mentions|reports|reported|"
                          r"wrote|writes|announced|confirmed)(?: that)?\s+"
                          r"(?=(?:the user|user|i|my|we|our|the household|the family)\b)", re.I)
_REPORTED_ZH = re.compile(r"^[^。；：！？，]{0,12}?(?:说|表示|提到|称|告诉我)(?=用户|我)")
#: the user reporting on themself ("用户说自己大学起就吃素了"): the user's own statement
_SELF_ZH = re.compile(r"^(?:用户|我)(?:说|表示|提到|称)自己")


def unreported(content: str) -> str:
    """The reported clause when ``content`` reports what someone said about the user, else ``content``: whose fact
    it is is the clause's subject's, not the reporter's ("用户说自己…" is the user's: 用户…)."""
    if text.has_cjk(content[:6]):
        m = _SELF_ZH.match(content)
        if m:
            return "用户" + content[m.end():]
        m = _REPORTED_ZH.match(content)
    else:
        m = _REPORTED_EN.match(content)
    return content[m.end():] if m else content


def _user_named(t: str, user_names: frozenset[str]) -> str | None:
    """The user's Chinese name that opens ``t``, whole: the longest of ``user_names`` it starts with. A name is
    matched as the characters it is written with, not as jieba cuts it: a two-character surname (皇甫琳, 尉迟峰,
    上官婉) or a name that holds a known one (诸葛亮平) comes apart into words that name someone else."""
    return max((n for n in user_names if text.has_cjk(n) and len(n) > 1 and t.startswith(n)), key=len, default=None)


def subject(content: str, user_names: frozenset[str] = frozenset()) -> str | None:
    """Whose fact is it: "user" (also when it names the user by one of ``user_names``), a person's name, or
    None when it cannot tell."""
    if _user_named(unreported(untimed(content.strip())), user_names) is not None:
        return "user"
    who = _subject_word(content)
    if who is not None and who != "user" and who in {n.lower() for n in user_names}:
        return "user"
    return who


def _subject_word(content: str) -> str | None:
    t = unreported(untimed(content.strip()))  # "上周四开始用户…": a time before the subject is no person
    if text.has_cjk(t[:4]):
        if t.startswith(("用户", "我")):
            return "user"
        parts = text.tagged(t[:6])
        # a Chinese name has two characters or more: jieba tags some single ones as names ("晨" of 晨跑)
        return _name(parts[0][0]) if parts and parts[0][1] in ("nr", "nrfg", "nrt") and len(parts[0][0]) > 1 \
            else None
    t = _DAY_EN.sub("", t)
    if _USER_SUBJECT_EN.match(t):
        return "user"
    m = _NAME_SUBJECT_EN.match(t)
    if m and m.group(1) not in ("The", "This", "That", "Our", "Their"):
        return m.group(1).lower()
    return None


#: auxiliaries, verbs of saying and adverbs that jieba's name guesser glues to a two-character name ("马丽会开车",
#: "马丽也用"); not every adverb: 刚 ends names (覃志刚)
_AUX_ZH = frozenset("会要能想是说有也都还就")


def _name(word: str) -> str:
    """A Chinese name as jieba tags it, less a function word its guesser glued on: "马丽用的是华为P40" cuts as
    马丽用/nr; a name's third character is never a preposition, conjunction or particle (用 在 把 和 了), nor an
    auxiliary or one of the adverbs that follow a subject (会 要 能 也 都) — unless jieba's dictionary knows the three
    characters as one name (陈思和, 李大同)."""
    if len(word) != 3 or not text.has_cjk(word):
        return word
    if [f for _, f in text.tagged(word, hmm=False)] == ["nr"]:  # a name the dictionary knows whole: 陈思和, 李大同
        return word
    last = word[-1]
    flag = text.tagged(last, hmm=False)[0][1]
    return word[:2] if last in _AUX_ZH or flag in ("p", "c") or flag.startswith("u") else word


def named(content: str) -> frozenset[str]:
    """Proper names in a text (capitalised words after the first, CamelCase product names), stemmed."""
    words = re.findall(r"[A-Za-z][A-Za-z0-9+#.-]*", content)
    return frozenset(
        text.stem(w.lower().rstrip(".")) for i, w in enumerate(words)
        if i > 0 and (w[0].isupper() or any(ch.isupper() for ch in w[1:])) and w.lower() not in ("i",)
    )


def place(word: str) -> bool | None:
    """Is a Chinese word a place name (jieba POS ``ns``)? None for non-Chinese words."""
    if not text.has_cjk(word):
        return None
    return [f for _, f in text.tagged(word)] == ["ns"]


_POSSESSED_EN = re.compile(r"\b(?:user'?s|my|his|her|their|our|your|[A-Z][a-z]+'s)\s+([a-z-]+)(?:\s+([a-z]+))?", re.I)


#: occupations ("doctor", "医生"): someone's when owned ("my doctor", "用户的医生"), else the user's work
_WORK = lexicon.SLOT_VALUES.get("work", frozenset())
_ROLES = _WORK | frozenset(text.stem(w) for w in _WORK)
_OWNED_ROLE_ZH = re.compile(r"(?:我|用户|他|她)的(" + "|".join(sorted((re.escape(w) for w in _ROLES if text.has_cjk(w)),
                                                                  key=len, reverse=True)) + ")")


def people(content: str, tokens: frozenset[str]) -> frozenset[str]:
    """Other people a memory talks about: Chinese relation words anywhere; English ones when someone has them
    ("the user's manager", "my sister"), not a job title ("an engineering manager at Shopify"). An occupation
    someone has is a person too ("my doctor told me…", "用户的医生让他…"), not the user's work. Who reports a fact
    about the user is no one it talks about ("The user's brother says the user drives a Skoda" is the user's)."""
    clause = unreported(content)
    if clause != content:
        content, tokens = clause, text.content_tokens(clause)
    found = tokens & PEOPLE
    if not text.has_cjk(content):
        possessed = {text.stem(w.lower()) for m in _POSSESSED_EN.finditer(content) for w in m.groups() if w}
        found = frozenset(w for w in tokens & (PEOPLE | _ROLES) if w in possessed)
    else:
        found |= {m.group(1) for m in _OWNED_ROLE_ZH.finditer(content)}
        m = _ZH_RELATIVE.match(content)
        if m:  # "我姐刚搬到长沙": jieba keeps 我姐 as one word, the lexicon has 姐姐
            found |= {m.group(1)}
    return found


#: "我姐……", "用户的同事……": a memory whose subject is someone the user knows
_ZH_RELATIVE = re.compile(
    r"^\s*(?:我|用户)的?(姐|哥|妹|弟|妈|爸|老婆|老公|妻子|丈夫|女儿|儿子|孩子|朋友|同事|老板|领导|室友)"
)


_WHO_EN = r"(?P<who>the user|user|i|[A-Z][a-z]+)"
_BOSS_EN = r"(?P<boss>[A-Z][a-z]+(?: [A-Z][a-z]+)?)"
_MANAGER_EN = [
    re.compile(rf"\b{_WHO_EN}(?:'s|s'| has a)\s+(?:new\s+)?(?:direct\s+)?(?:manager|boss|supervisor|line manager|team "
               rf"lead)\s+(?:is\s+(?:now\s+)?|:\s*){_BOSS_EN}"),
    re.compile(rf"\b{_WHO_EN}\s+(?:now\s+)?(?:reports|answers)\s+(?:directly\s+)?to\s+{_BOSS_EN}"),
    re.compile(rf"\b{_WHO_EN}\s+(?:got\s+|was\s+)?moved\s+to\s+{_BOSS_EN}'s\s+team"),
    re.compile(rf"\b{_WHO_EN}\s+(?:now\s+)?works\s+(?:for|under)\s+{_BOSS_EN}'s\s+team"),
]
_MANAGER_ZH = [
    re.compile(r"(?P<who>用户|我|[\u4e00-\u9fff]{2,3}?)的(?:新)?(?:直属)?(?:领导|上级|上司|主管|经理|老板|组长)(?:现在)?"
               r"(?:是|叫|换成了|变成了|成了)(?P<boss>[\u4e00-\u9fff]{2,3}?)(?=[，。,.；;！!、\s]|$)"),
    re.compile(r"(?P<who>用户|我|[\u4e00-\u9fff]{2,3}?)(?:现在|目前|改为|改成)?(?:直接)?(?:向|给)(?P<boss>[\u4e00-\u9fff]{2,3}?)汇报"),
    re.compile(r"(?P<who>用户|我|[\u4e00-\u9fff]{2,3}?)(?:被)?(?:调到|调去|转到|换到|加入)了?(?P<boss>[\u4e00-\u9fff]{2,3}?)"
               r"的(?:团队|组|小组|部门)"),
]


def manager(content: str, user_names: frozenset[str] = frozenset()) -> str | None:
    """Whom the user reports to, when the memory says so ("The user's manager is Kevin", "User reports to Aisha",
    "用户的新领导是陈静", "用户向周杰汇报工作"); None otherwise or when it is someone else's manager."""
    users = {"the user", "user", "i", "用户", "我"} | {n.lower() for n in user_names} | set(user_names)
    for rx in (*_MANAGER_EN, *_MANAGER_ZH):
        m = rx.search(content)
        if m and (m.group("who").lower() in users or m.group("who") in users):
            boss = m.group("boss")
            if boss.lower() not in users and boss not in ("The", "A", "An", "Not"):
                return boss
    return None


# Search ranking: a question about the user prefers memories about the user.

#: multiplies the final score of a memory about someone else when the query asks about the user alone
OTHER_PERSON_FACTOR = 0.9

_PEOPLE_EN = sorted((w for w in lexicon.PEOPLE if not text.has_cjk(w)), key=len, reverse=True)
_PEOPLE_ZH = sorted((w for w in lexicon.PEOPLE if text.has_cjk(w)), key=len, reverse=True)


def _person_word(w: str) -> bool:
    """A Chinese word made only of people words (爸爸妈妈, 叔叔阿姨), which jieba keeps whole."""
    rest = w
    for p in _PEOPLE_ZH:
        rest = rest.replace(p, "")
    return rest != w and not rest


def _starts_with_person(rest: str) -> bool:
    """Does the text begin with a people word, as whole words (用户的朋友… does, 用户的朋友圈… does not)?"""
    first = next(iter(text.words(rest)), "")
    return any(runs.starts_with(rest, p) for p in _PEOPLE_ZH) or (rest.startswith(first) and _person_word(first))


def _names_person(query: str) -> bool:
    """Does the Chinese text name a people word as whole words (母亲节 "Mother's Day" names no 母亲)?"""
    return runs.any_term(query, _PEOPLE_ZH) or any(_person_word(w) for w in text.words(query))
# "the user's wife ...", "my sister's ...", "User's boss ..." as the subject; people words are stems, so allow
# a word ending ("colleagu" + "es")
_RELATIVE_EN = re.compile(
    r"^\s*(?:the\s+)?(?:user'?s|my|his|her|their)\s+(?:" + "|".join(_PEOPLE_EN) + r")[a-z]*\b", re.I
)
_NAME_EN = re.compile(r"^\s*([A-Z][a-z]+)(?:'s\b|\s+(?:is|has|was|works|lives|drinks|likes|uses|listens|owns|"
                      r"drives|moved|switched|prefers|reports|turned|codes|writes)\b)")
_NOT_NAMES = frozenset({"The", "This", "That", "Our", "Their", "User", "Users", "My", "His", "Her", "It", "We", "They"})
#: a day or a month before "is" / "was" is no person: whose fact it is comes after ("Monday was the user's first day
#: teaching…", "Monday was Kate's first day…"); not "January works at DreamWorks" (a name), nor the months that are
#: also given names (April, May, June, August)
_DAY_EN = re.compile(r"^\s*(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|Today|Yesterday|Tomorrow|Tonight|Christmas|"
                     r"Easter|January|February|March|July|September|October|November|December)\s+(?:is|was)\s+")
_USER_EN = re.compile(r"\b(?:the user|user|users|i|me|my|mine)\b", re.I)


@lru_cache(maxsize=8192)  # the same memories come back search after search
def about_other_person(content: str, user_names: frozenset[str] = frozenset()) -> bool:
    """Is the memory's subject another person (a relative/colleague of the user, or a named person who is not
    the user)?"""
    t = unreported(untimed(content.strip()))  # "上周四开始用户上网用Edge": 上周四 (last Thursday) is no person
    if text.has_cjk(t[:6]):
        for prefix in ("用户的", "我的", "用户", "我"):
            if t.startswith(prefix):
                return _starts_with_person(t[len(prefix):])
        own = _user_named(t, user_names)
        if own is not None:  # "何琳的儿子…" is the user's son when the user is 何琳
            return _starts_with_person(t[len(own):].removeprefix("的"))
        parts = text.tagged(t[:6])
        return bool(parts) and parts[0][1].startswith("nr")
    t = _DAY_EN.sub("", t)
    if _RELATIVE_EN.match(t):
        return True
    m = _NAME_EN.match(t)
    if m and m.group(1) in {n.split()[0] for n in user_names}:  # "Nadia's son …" when the user is Nadia
        return bool(_RELATIVE_EN.match("the user" + t[m.end(1):]))
    return bool(m and m.group(1) not in _NOT_NAMES)


def names_other_person(content: str) -> bool:
    """Does ``content`` name a relative or colleague anywhere, not only as its subject (给同事买了…, "for his
    sister")? People words as whole words (Chinese) or word starts (English stems)."""
    if text.has_cjk(content):
        return _names_person(content)
    low = content.lower()
    return any(re.search(rf"\b{re.escape(p)}", low) for p in _PEOPLE_EN)


def asks_about_user_only(query: str) -> bool:
    """Does the query ask about the user, naming no relative or colleague?"""
    if text.has_cjk(query):
        return ("用户" in query or "我" in query) and not _names_person(query)
    if not _USER_EN.search(query):
        return False
    q = query.lower()
    return not any(re.search(rf"\b{re.escape(p)}", q) for p in _PEOPLE_EN)


_RELATIVE_WORD_EN = re.compile(
    r"^\s*(?:the\s+)?(?:user'?s|my|his|her|their)\s+((?:" + "|".join(_PEOPLE_EN) + r")[a-z-]*)\b", re.I
)

#: a reporting verb after the person word: the fact is the reported clause's, whose person stays open
_REPORTS_ZH = re.compile(r"(?:说|表示|提到|称|告诉|觉得|认为)")
_REPORTS_EN = re.compile(r"\s+(?:says|said|tells|told|mentioned|mentions|reports|reported|thinks|thought)\b")


def person_of(content: str, user_names: frozenset[str] = frozenset()) -> str | None:
    """Which other person a memory is about, as the people word or name of its subject ("User's boss parks …" →
    "boss", "用户的婆婆每天…" → "婆婆", "Kasimir runs …" → "kasimir"); None when it is about the user or no person
    word starts it, or it reports someone else's fact ("用户老公说孩子…"). The user's boss and father-in-law are
    two people."""
    if not about_other_person(content, user_names):
        return None
    t = unreported(untimed(content.strip()))
    if text.has_cjk(t[:6]):
        rest = next((t[len(p):] for p in ("用户的", "我的", "用户", "我") if t.startswith(p)), None)
        if rest is None:
            own = _user_named(t, user_names)
            first = own or next(iter(text.words(t)), "")
            rest = t[len(first):].removeprefix("的") if own else ""
            if not rest:
                return first or None
        word = next((p for p in _PEOPLE_ZH if runs.starts_with(rest, p)), None) or next(iter(text.words(rest)), "")
        return None if not word or _REPORTS_ZH.match(rest[len(word):]) else word
    n = _NAME_EN.match(t)
    if n and n.group(1) in {u.split()[0] for u in user_names}:  # "Nadia's son …" when the user is Nadia
        t = "the user" + t[n.end(1):]
    m = _RELATIVE_WORD_EN.match(t)
    if m:
        return None if _REPORTS_EN.match(t[m.end():]) else text.stem(m.group(1).lower())
    who = _subject_word(t)
    return who if who and who != "user" else None
