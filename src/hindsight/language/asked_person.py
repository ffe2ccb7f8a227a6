"""A question that asks *who*, and whether a statement names a person.

"Who does the user report to?" is answered by "The user's new manager is Hana Sato", not by "The user's building
door code: 7390"; 用户的领导是谁？ by 用户向刘经理汇报工作, not by 用户的名字叫… — whatever words the question shares
with the others. Read from closed classes only (interrogatives, titles, capitalisation, jieba's name tag, the people
lexicon), never from the predicate: it holds for names nobody listed. Pure functions.

- the question: "who" / "whom" opening a question or a clause of one ("Who does…", "With whom…", "Do you know
  who…"; not "the cleaner who comes on Fridays", not the WHO, not "whose", which asks whose thing); 谁, 哪位, 什么人
  (not 谁知道 "who knows", a rhetorical aside).
- the statement: a title before a name ("Dr Okafor", "Ms. Hale"), a capitalised word that opens no sentence and
  follows no article, possessive or preposition of place and is no time, language or word of the question ("manager
  is Kevin", "reports to Helen", "banks with Nationwide"; not "a Honda Civic", "in Leeds"; a run of capitalised
  words is read as one), a name that opens a sentence before a verb ("Pablo teaches the user Spanish", "Kevin's
  team"), a people word the question does not hold (the lexicon's, and kin and trades read here only: "collected by
  a neighbour", "sees a physio", "with her sister-in-law", 婆婆帮用户带孩子, 月嫂, 理发师, 老板娘; not the user's own
  role, "works as a product manager", 用户是一名程序员); in Chinese a jieba name (``nr``: 刘洋), a surname with a
  title (刘经理, 张总, 王医生) or 老 / 小 before a surname (老周, 小林). The user's own names (the bank's names) name
  no one else.
"""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight.language import asked_place, lexicon, runs, script, text

# --- the question -------------------------------------------------------------------------------------------------

#: "who" that opens a question or a clause of one, not "the cleaner who comes on Fridays" (nor WHO, the body)
_ASK_EN = re.compile(rf"{asked_place.CLAUSE_START}(?:[Ww]ho(?:m|'s)?|WHOM)\b(?!\s+knows\b)")
_ASK_ZH = re.compile(r"谁(?!知道|晓得|说得准|也不|都)|哪位|什么人")


def asks(query: str) -> bool:
    """Does ``query`` ask who (a person, or a provider acting as one)?"""
    q = script.to_simplified(query)
    if text.has_cjk(q):
        return bool(_ASK_ZH.search(q))
    return bool(_ASK_EN.search(q))


# --- the statement ------------------------------------------------------------------------------------------------

_TITLE_EN = re.compile(r"\b(?:Dr|Doctor|Mr|Mrs|Ms|Miss|Mx|Prof|Professor|Sir|Dame|Nurse|Coach|Rev|Auntie|Uncle)"
                       r"\.?\s+[A-Z]")
#: capitalised words that name no one: the user, pronouns, days, languages, acronyms of things
_NOT_NAME = asked_place.DAYS_AND_TONGUES | frozenset({"i", "user", "the", "a", "an", "ok", "okay", "tv", "pc", "gp"})
_CAP = re.compile(r"(?<![A-Za-z0-9'’-])([A-Z][a-z][A-Za-z-]*)")
#: what follows a name that opens a sentence: a possessive or a finite verb ("Kevin's team", "Tom works", "Pablo
#: taught", "Ana is"), not "Since last…", "Picked up…", "Spent Tuesday…"
_OPENS_CLAUSE = re.compile(r"(?:'s|’s)\s|\s+(?:is|was|has|had|will|would|can|could|does|did|[a-z]+(?:s|ed))\b")
_PLACE_BEFORE = re.compile(r"\b(?:in|at|from|near|into|inside|outside|opposite|on|via"
                           rf"|(?:{asked_place.GOING_TO_EN}) to)"
                           r"\s+(?:the\s+)?$", re.I)
#: an article or a possessive before a capitalised word: a thing, not a person ("a Honda", "her Netflix account")
_THING_BEFORE = re.compile(r"\b(?:a|an|the|my|his|her|their|our|your|its|this|that|new|old)\s+$", re.I)
_SENTENCE_START = re.compile(r"(?:^|[.!?:;\n]\s*|[\"“(]\s*)$")
#: common surnames, less those that double as an everyday word after 老 / 小 (小于, 老方法, 小龙虾, 小程序, 老师)
SURNAME = ("王李张刘陈杨黄赵吴周徐孙朱胡郭何林罗郑梁谢宋唐许韩冯邓曹彭曾肖董袁潘蒋蔡杜叶苏魏吕丁任沈姚卢姜崔钟谭陆汪"
            "贾夏韦付邹孟熊秦邱尹薛闫雷侯陶黎贺顾郝龚邵覃戴莫汤")
#: a surname with a title (刘经理, 张总, 王医生), 老 / 小 before a surname (老周, 小林)
_TITLED_ZH = re.compile(rf"[{SURNAME}](?:经理|总监|总|老师|医生|大夫|律师|师傅|主任|阿姨|叔|姐|哥|教练|会计|护士|校长|"
                        r"院长|处长|科长|局长|部长|组长|队长|老板)")
_OLD_YOUNG_ZH = re.compile(rf"[老小][{SURNAME}](?![\u4e00-\u9fff]{{0,1}}(?:家|子|时|学|区|吃|说|气|伙))")


@lru_cache(maxsize=8192)
def names(content: str, query: str = "", own: frozenset[str] = frozenset()) -> bool:
    """Does ``content`` name a person (see the module doc) other than the user (``own``: the user's names,
    lowercased), by a word ``query`` does not hold already?"""
    t = script.to_simplified(content[: asked_place.READ])  # its start, as for a place
    q = script.to_simplified(query).lower()
    if text.has_cjk(t) and _names_zh(t, q, own):
        return True
    return _names_en(t, q, own)


#: the last morpheme of a Chinese word for a person by trade (理发师, 店员, 老板娘, 月嫂, 阿姨, 木匠); not 会员, 成员
_ROLE_END_ZH = tuple("师员娘嫂姨匠")
_NOT_ROLE_ZH = frozenset({"会员", "成员", "人员", "职员", "议员", "官员", "学员", "姑娘"})
#: people words the shared lexicon (``lexicon.PEOPLE``, read too) leaves out (kin, carers, trades): read here only,
#: the lexicon feeds the judge and other passes
KIN_EN = frozenset(text.stem(w) for w in (
    "mum", "mummy", "kid", "kids", "ex", "nan", "nana", "granny", "gran", "grandad", "in-law", "in-laws", "gp",
    "doctor", "dentist", "physio", "physiotherapist", "cleaner", "tutor", "coach", "carer", "caregiver", "solicitor",
    "lawyer", "counsellor", "counselor", "therapist", "accountant", "plumber", "electrician", "builder", "vet",
    "nurse", "trainer", "childminder", "hairdresser", "barber", "mechanic", "optician", "midwife", "agent",
    "bestie", "au pair", "housekeeper", "gardener", "dog-walker", "chiropractor", "psychiatrist", "psychologist",
    "surgeon", "consultant", "pharmacist", "stepmum"))
KIN_ZH = frozenset({"爸妈", "老妈", "老爸", "妈", "爸", "医生", "大夫", "教练", "家教", "对象", "男友", "女友", "前夫",
                     "前妻", "保洁", "司机", "中介", "护工", "外卖员", "快递员", "月嫂", "育儿嫂", "钟点工", "师傅",
                     "老乡", "亲戚", "家人", "孩子他爸", "孩子他妈", "老伴", "爱人", "男票", "女票"})
#: what comes before the user's own trade, not someone else (用户是一名程序员, 考教师资格证, 当老师)
_OWN_ROLE_ZH = frozenset({"是", "当", "做", "考", "成为", "作为", "担任", "一名", "一位"})
_ROLE_EN = re.compile(r"\b(?:as|is|am|was|became|become|becomes) (?:a|an|the)(?:\s+[a-z-]+){1,3}")


def _people_word(t: str, q: str) -> bool:
    """A people word of the lexicon in ``t`` (English by stem, Chinese as a jieba word, or a Chinese noun for a person
    by trade) that ``q`` does not hold."""
    if text.has_cjk(t):
        qw = set(text.words(q))
        if any(k not in qw for k in runs.terms_in(t, KIN_ZH)):  # 月嫂 as jieba's 月 + 嫂 too
            return True
        tagged = text.tagged(t)
        for i, (w, f) in enumerate(tagged):
            trade = len(w) > 1 and f.startswith("n") and w.endswith(_ROLE_END_ZH) and w not in _NOT_ROLE_ZH
            if not (w in lexicon.PEOPLE or w in KIN_ZH or trade) or w in qw:
                continue
            if trade and any(x in _OWN_ROLE_ZH for x, _ in tagged[max(0, i - 3): i]):
                continue  # 用户是一名程序员: the user's own trade
            return True
        return False
    qs = {text.stem(p) for w in re.findall(r"[a-z-]+", q) for p in (w, w.split("-")[0])}
    low = _ROLE_EN.sub(" ", t.lower())  # "works as a product manager": the user's own role, no one else
    # a hyphenated word by its whole and its head: "sister-in-law", "dog-walker"
    return any(((s := text.stem(p)) in lexicon.PEOPLE or s in KIN_EN) and s not in qs
               for w in re.findall(r"[a-z-]+", low) for p in (w, w.split("-")[0]))


def _names_en(t: str, q: str, own: frozenset[str]) -> bool:
    if _TITLE_EN.search(t) or _people_word(t, q):
        return True
    qw = set(re.findall(r"[a-z]+", q))
    thing_to = -1  # where a run of capitalised words read as a thing or a place ends: "a Honda Civic", "in New York"
    for m in _CAP.finditer(t):
        word = m.group(1)
        low = word.lower()
        if thing_to >= 0 and not t[thing_to: m.start()].strip():
            thing_to = m.end()
            continue
        thing_to = -1
        if low in _NOT_NAME or low in own or low in qw or asked_place.MONTH.fullmatch(word):
            continue
        # the 48 characters before it ("x " where the text goes on further back: no sentence start)
        before = ("x " if m.start() > 48 else "") + t[max(0, m.start() - 48): m.start()]
        if _THING_BEFORE.search(before) or (not _SENTENCE_START.search(before) and _PLACE_BEFORE.search(before)):
            thing_to = m.end()  # "drives a Honda Civic", "her Netflix"; "in Leeds", "at Canva" ("reports to Helen",
            continue  # "lunch with Sam": a person)
        if _SENTENCE_START.search(before) and not _OPENS_CLAUSE.match(t[m.end():]):
            continue  # a sentence's first word is a name only before a verb ("Pablo teaches…", "Kevin's team…")
        return True
    return False


def _names_zh(t: str, q: str, own: frozenset[str]) -> bool:
    if _people_word(t, q):
        return True
    qw = set(text.words(q))
    for w, f in text.tagged(t):
        if f.startswith("nr") and len(w) >= 2 and w.lower() not in own and w not in qw \
                and not any(n in w or w in n for n in own if text.has_cjk(n)):
            return True
    return any(m.group() not in qw for pat in (_TITLED_ZH, _OLD_YOUNG_ZH) for m in pat.finditer(t))
