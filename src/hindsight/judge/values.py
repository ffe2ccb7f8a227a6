"""Comparing the values two memories give: one swapped value, phone numbers, the old value left behind, rival
values of a one-value slot, and what keeps two values apart (a place vs an employer, another slot's word, a
preposition that gives another role).
"""

from __future__ import annotations

import re

from hindsight.judge.features import Features
from hindsight.language import lexicon, morphemes, notation, text
from hindsight.language.cue_scope import ONSET
from hindsight.language.people import PEOPLE, place, unreported
from hindsight.language.slots import (
    ALL_SLOT_WORDS,
    FILLER,
    HEDGES,
    MODIFIERS,
    PHRASE_WORDS,
    SLOT_WORDS,
    STACK_PARTS,
    VALUES,
    covered,
    is_cue_word,
    slot_tokens,
    slot_values,
)
from hindsight.language.spans import span_apart, values


def small_swap(va: frozenset[str], vb: frozenset[str], lex: float) -> bool:
    """One value replaced by another: one word each, or up to two when most words agree."""
    if not va or not vb:
        return False
    if len(va) == 1 and len(vb) == 1:
        (x,), (y,) = va, vb
        if _filler_apart(x, y) or _filler_apart(y, x):  # 软件 / 软件开发 (开发 says nothing of which): one value
            return False
        px, py = place(x), place(y)
        return not (px is not None and py is not None and px != py)  # 上海 (a place) vs 腾讯 (a company)
    return lex >= 0.5 and max(len(va), len(vb)) <= 2


def _filler_apart(x: str, y: str) -> bool:
    """A Chinese word inside a longer one whose other characters are filler (软件 / 软件开发; not 软件 / 软件测试,
    another job), no digits (2 / 12 are two numbers)."""
    return (text.has_cjk(x) and x != y and x in y and not any(ch.isdigit() for ch in x + y)
            and covered(y.replace(x, "", 1), FILLER))


def _one_verb(x: str, y: str) -> bool:
    """One Chinese character and a two-character word that holds it (学 / 学习, 看 / 观看): one word in two forms (吉他
    / 电吉他 is another thing)."""
    return len(x) == 1 and len(y) == 2 and x in y and text.has_cjk(y)


_CONTACT_WORDS = frozenset(text.stem(w) for w in lexicon.CONTACT_WORDS) | lexicon.CONTACT_WORDS


def new_phone_number(a: str, b: str, f: Features, names: frozenset[str]) -> bool:
    """Both give the user one phone number, different ones, and say nothing else that differs ("The user's mobile
    number: 555-5957" / "User can be reached at +1 415 555 9255"), or the newer one retires the older number and
    gives another ("旧号码15086999955不用了，新号码是17737818706"). "Work phone" vs "home phone" stay apart."""
    pa, pb = notation.phone_digits(a), notation.phone_digits(b)
    if len(pa) == 1 and len(pb) == 2 and pa < pb and (f.cue_b or _OLD_NUMBER.search(text.normalize(b))):
        return True
    if len(pa) != 1 or len(pb) != 1 or pa == pb or notation.one_phone(a, b) or f.polarity_flip:
        return False
    noise = _CONTACT_WORDS | FILLER | SLOT_WORDS["contact"][1] | names
    rest = {w for w in f.only_a | f.only_b if not any(ch.isdigit() for ch in w)} - noise
    return not rest


_OLD_NUMBER = re.compile(r"\bold (?:phone |mobile )?number\b|旧号码|旧手机号|原来的号码")


def place_vs_other(va: frozenset[str], vb: frozenset[str]) -> bool:
    """One side's only value is a place and the other's is not (上海 vs 腾讯): two slots, not one changed value."""
    if len(va) != 1 or len(vb) != 1:
        return False
    (x,), (y,) = va, vb
    px, py = place(x), place(y)
    return px is not None and py is not None and px != py


_LEAVING = re.compile(
    r"(?:stopped using|stopped|no longer uses?|not|from|replaced|instead of|rather than|dropped|ditched|quit|left|"
    r"moved off|gave up|不是|不再用|不再|而不是|从|把|弃用|不用|换掉|放弃)\s*"
    r"(?:the\s+|using\s+|drinking\s+|eating\s+|用|喝|吃|使用)?\s*$",
    re.I,
)


def leaves(content: str, old_values: frozenset[str]) -> bool:
    """Does the text name each old value as the one left behind ("stopped using Vue", "from React", "不是Vim")?"""
    low = text.normalize(content)
    for v in old_values:
        i = low.find(v)
        if i < 0 or not _LEAVING.search(low[max(0, i - 24):i]):
            return False
    return True


def words_besides_numbers(values: frozenset[str]) -> frozenset[str]:
    return frozenset(w for w in values if not NUMERIC.fullmatch(w) and not covered(w, FILLER)
                     and not text.CN_NUMERAL.fullmatch(w))


NUMERIC = re.compile(r"[\d.,:/-]+(?:am|pm|h|k|m|st|nd|rd|th|s|%|岁|点|号|元|块)?|点半?|半|刻|号|元|块|岁")


def other_slot_words(f: Features, values: frozenset[str]) -> frozenset[str]:
    """Values that are words of another slot ("bought a new coffee table": table is furniture/schema)."""
    if f.slot is None:
        return frozenset()
    return values & (ALL_SLOT_WORDS - SLOT_WORDS.get(f.slot, (False, frozenset()))[1])


_PREP = re.compile(r"\b(in|at|for|with|from|to|on|near|by)\s+(?:the\s+|a\s+|an\s+)?([A-Za-z][\w.+#-]*)", re.I)


def roles_differ(a: str, b: str, va: frozenset[str], vb: frozenset[str]) -> bool:
    """English values introduced by different prepositions play different roles: "works in Vancouver" (a place)
    and "works at Spotify" (an employer) are two facts, not one changed value."""
    if len(va) != 1 or len(vb) != 1:
        return False
    (x,), (y,) = va, vb

    def prep(content: str, value: str) -> str | None:
        for m in _PREP.finditer(content):
            if text.stem(m.group(2).lower().rstrip(".")) == value:
                return m.group(1).lower()
        return None

    px, py = prep(a, x), prep(b, y)
    return px is not None and py is not None and px != py and bool({px, py} & {"in", "near"})


def name_tokens(names: frozenset[str]) -> frozenset[str]:
    return frozenset(text.stem(w) for n in names for w in text.content_tokens(n))


def rival_values(a: str, b: str, f: Features, va: frozenset[str], vb: frozenset[str]) -> tuple[str, str] | None:
    """Both memories give the one-value slot a different value and differ in nothing else but wording that
    names no value and no context ("The user's editor of choice is VS Code" / "The user codes in Neovim";
    "用户常住南京" / "用户家在西安"). Context words ("at work", "for side projects") keep them apart."""
    if not f.exclusive or f.slot is None or f.slot.startswith("role:") or f.polarity_flip:
        return None
    xa, xb = slot_values(a, f.slot, va), slot_values(b, f.slot, vb)
    if not xa or not xb or xa & xb:
        return None
    if f.slot == "stack" and not any(xa | xb <= VALUES[p] for p in STACK_PARTS):
        return None  # an editor and a database are two parts of a stack, not two values of one
    noise = MODIFIERS.get(f.slot, frozenset()) | FILLER | PHRASE_WORDS.get(f.slot, frozenset())
    if any(not covered(w, noise) for w in (va - xa) | (vb - xb)):
        return None
    return sorted(xa)[0], sorted(xb)[0]


def same_value(a: str, b: str, f: Features, va: frozenset[str], vb: frozenset[str]) -> str | None:
    """Both memories give the one-value slot the same value and differ only in wording that names no value and
    no context ("The user codes in Neovim" / "The user's editor of choice is Neovim"): one fact said twice."""
    if not f.exclusive or f.slot is None or f.slot.startswith("role:") or f.polarity_flip or f.numbers_differ:
        return None
    ka = slot_values(a, f.slot, slot_tokens(a))
    kb = slot_values(b, f.slot, slot_tokens(b))
    if not ka or ka != kb:
        return None
    noise = MODIFIERS.get(f.slot, frozenset()) | FILLER | PHRASE_WORDS.get(f.slot, frozenset())
    if any(not covered(w, noise) for w in va | vb):
        return None
    return sorted(ka)[0]


_ZH_NEGATORS = ("再也不", "不再", "没再", "没有", "不是", "不", "没", "未", "无", "别")
_ZH_AFFIRMERS = ("有", "已", "是")


def same_but_negated(a: str, b: str) -> bool:
    """Two Chinese statements that say the same thing, one negated ("用户有车" / "用户没有车", "用户周五有空" /
    "用户周五没空", "用户已婚" / "用户未婚", "用户周末去教堂" / "用户最近周末不去教堂了"): the words the negation is
    spelled with (and 有/已/是, which a negation replaces; a word of the present state, 现在, 最近, 已经; the newer's
    clause-final 了) are the only difference. A past point stays (用户去教堂 / 用户上个礼拜天没去教堂: one Sunday
    missed), and so does the older's 了 (用户去北京了 / 用户没再去北京了: an event not repeated)."""
    if not (text.has_cjk(a) and text.has_cjk(b)):
        return False

    def bare(s: str, newer: bool) -> str:
        s = _NOW_ZH.sub("", text.normalize(s))
        s = re.sub(r"了(?=$|[\s，。,.!！?？；;、])", "", s) if newer else s
        s = re.sub(r"[\s，。,.!！?？；;、]", "", s)
        for w in (*_ZH_NEGATORS, *_ZH_AFFIRMERS):
            s = s.replace(w, "")
        return s

    x, y = bare(a, False), bare(b, True)
    return bool(x) and x == y


#: words of the present state that a negated restatement adds ("用户最近不去教堂了"), not a time point
_NOW_ZH = re.compile(r"现在|最近|如今|这阵子|这段时间|目前|近来|已经|从此")



def zh_change(a: str, b: str, f: Features, va: frozenset[str], vb: frozenset[str], similarity: float) -> bool:
    """A Chinese statement rewritten with a change cue ("用户周末打网球" → "用户周末改打羽毛球了",
    "用户用的是iPhone 12" → "用户换成了华为Mate 60"): very close in meaning (cosine ≥ :data:`ZH_CHANGE_COSINE`),
    sharing some wording, something replaced on each side, and not a company swapped for a city (上海 vs 腾讯)."""
    if not (f.cue_b and text.has_cjk(a) and text.has_cjk(b)) or similarity < ZH_CHANGE_COSINE:
        return False
    if f.cue_a == f.cue_b and f.cue_b in ONSET and f.cue_b not in _common_start(a, b):
        return False  # 装修已经到贴砖 / 装修预算已经超了: both say it, two states reached (目前是A / 目前是B: replaced)
    if not va or not vb or place_vs_other(va, vb):
        return False
    xa, xb = va - _ASPECT, vb - _ASPECT
    if len(xa) == len(xb) == 1 and (_one_verb(*xa, *xb) or _one_verb(*xb, *xa)):  # 正在学 / 学习: one verb
        return False
    return bool(_bigrams(a) & _bigrams(b)) or _of_one_relative(a, b)


def _of_one_relative(a: str, b: str) -> bool:
    """Both speak of one relative (用户的女儿…) and share a morpheme besides the relative's:
    用户的女儿在实验小学上学 / 用户的女儿这学期转学到外国语学校了 (学). A relative is the subject, never the predicate:
    sharing only 母亲 (住在成都老家 / 今年七十五岁，最近记性越来越差) is two facts about her."""
    relatives = {w for w in text.words(a) if w in PEOPLE} & {w for w in text.words(b) if w in PEOPLE}
    return bool(relatives and morphemes.shared(a, b) - {ch for w in relatives for ch in w})


def _common_start(a: str, b: str) -> str:
    """The characters both texts start with."""
    n = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
    return a[:n]


#: aspect markers (a closed class): how an action runs, never which
_ASPECT = frozenset({"正在", "正", "在", "着", "过", "了"})


#: Chinese facts about the same user that merely share a topic stay below this with e5 (calibration: max 0.93)
ZH_CHANGE_COSINE = 0.94


def _bigrams(s: str) -> set[str]:
    """Character bigrams of the Chinese words that can name a predicate: the subject, change language and negation
    left out ("用户不再吃糖了" / "用户周末不再加班了" share only 不再), and so is a reporting frame ("用户说自己…")."""
    words = [w for w in text.words(unreported(s))
             if text.has_cjk(w) and w not in _SUBJECT_WORDS and w not in PEOPLE and not _cue_or_negation(w)]
    out: set[str] = set()
    for w in words:
        t = re.sub(r"[^\u4e00-\u9fff]", "", w)
        out |= {t[i:i + 2] for i in range(len(t) - 1)}
    return out


def _cue_or_negation(w: str) -> bool:
    """Change language (a closed class: "no longer", "moved", "不再", "换成") or a negation: never a predicate."""
    return is_cue_word(w) or is_cue_word(text.stem(w)) or text.has_negation(w) or w in lexicon.CHANGE_CUES_ZH


#: words that name the subject, not the predicate: "the user" / "用户" (the user's own names are added per pair)
_SUBJECT_WORDS = frozenset({"user", "users", "the", "用户", "我", "的"})
MAX_SPAN = 3


def _align(a: str, b: str) -> tuple[list[str], list[str], int, int]:
    """Both texts' words and the lengths of their common prefix and common suffix."""
    wa, wb = text.words(a), text.words(b)
    p = 0
    while p < min(len(wa), len(wb)) and wa[p] == wb[p]:
        p += 1
    q = 0
    while q < min(len(wa), len(wb)) - p and wa[-1 - q] == wb[-1 - q]:
        q += 1
    return wa, wb, p, q


_POSSESSIVE = frozenset({"s", "my", "our", "his", "her", "their", "的"})
_COPULA = frozenset({"is", "are", "was", "是", "为"})


def attribute_frame(a: str, b: str) -> bool:
    """The common frame names one attribute of its owner and gives its value: a possessive, the attribute, then a
    copula before the differing span ("the user's car is a Volvo" / "… is a Kia", "用户的会员等级是金卡会员" /
    "…是银卡会员"). Grammar says such an attribute holds one value at a time, whatever the attribute is."""
    wa, _, p, _ = _align(a, b)
    prefix = wa[:p]
    owner = next((i for i, w in enumerate(prefix) if w in _POSSESSIVE), None)
    return owner is not None and any(w in _COPULA for w in prefix[owner + 2:])


#: an owner in a Chinese statement without 的: 用户地址是… names the user's address as 用户的地址是… does
_OWNER_ZH = frozenset({"用户", "我"})
#: the copulas of one value ("are" lists many: "the user's kids are Emma and Liam")
_ONE_COPULA = frozenset({"is", "was", "是", "为"})


def attribute_values(a: str, b: str) -> tuple[str, str] | None:
    """Two statements of one attribute's value: a common prefix with an owner (a possessive, or 用户 in Chinese), one
    attribute word or more, and a copula of one value ("the user's address is 12 Elm St, Springfield" / "… is 48
    Oak Ave, Riverside", 用户地址是朝阳区… / …是海淀区…): the two whole values after the copula, else None. Not an
    attribute named by a plural ("the user's kids is …" reads as many) and not two identical values."""
    wa, wb, p, _ = _align(a, b)
    prefix = wa[:p]
    owner = next((i for i, w in enumerate(prefix) if w in _POSSESSIVE or w in _OWNER_ZH), None)
    if owner is None:
        return None
    copula = next((i for i in range(owner + 2, p) if prefix[i] in _ONE_COPULA), None)
    if copula is None or (prefix[copula - 1].isascii() and prefix[copula - 1].endswith("s")
                          and not prefix[copula - 1].endswith("ss")):
        return None
    va, vb = wa[copula + 1:], wb[copula + 1:]
    if not va or not vb or va == vb:
        return None
    join = "".join if text.has_cjk(a) else " ".join
    return join(va), join(vb)


def same_frame(a: str, b: str, names: frozenset[str] = frozenset()) -> tuple[str, str] | None:
    """Two statements sharing one frame and differing in one value span ("was born in Lyon" / "was born in
    Marseille", "用户的手机号是 A" / "…是 B"): the two spans, else None. Works for predicates nobody listed: the
    common words before the span must hold a content word besides the subject (the predicate), each span is
    1-3 words with a content word, and neither span is a negation or a hedge (those are polarity, not a value)."""
    wa, wb, p, q = _align(a, b)
    sa, sb = wa[p:len(wa) - q], wb[p:len(wb) - q]
    if not (1 <= len(sa) <= MAX_SPAN and 1 <= len(sb) <= MAX_SPAN):
        return None
    subject = _SUBJECT_WORDS | {n.lower() for n in names}
    # the predicate comes before the span, so the span is its argument (a value), not a reworded verb
    # ("is learning Spanish" / "is studying Spanish", "用户在学…" / "用户正在学习…"); change language and negation
    # are no predicate ("no longer eats sugar" / "no longer works on weekends" share only "no longer")
    if not [w for w in wa[:p] if w not in subject and not text.is_stopword(w) and not _cue_or_negation(w)]:
        return None
    for span in (sa, sb):
        content = [w for w in span if not text.is_stopword(w)]
        if not content or any(text.has_negation(w) for w in span) or {text.stem(w) for w in span} & HEDGES:
            return None
    x, y = " ".join(sa), " ".join(sb)
    # one number by two notations ("3pm" / "15:00") is no other value
    return None if text.numbers(x + y) and notation.same_numbers(a, b) else (x, y)


def value_shared(a: str, b: str) -> bool:
    """Do both statements give the same numbers and names (at least one; "one" / "一", an article as often as a
    count, aside)? Then the words in which they differ say what the value belongs to, not another value ("budgets
    300 a month for groceries" / "… for the car", "每月买菜预算300元" / "每月养车预算300元"): two facts with one value,
    not one fact changed."""
    va = values(a) - _ONE
    return bool(va) and va == values(b) - _ONE


_ONE = frozenset({"1"})


def one_value_apart(a: str, b: str) -> bool:
    """One frame, one value span apart (:func:`hindsight.language.spans.span_apart`: "everyday machine is a surface
    laptop" / "… a thinkpad x1"), the spans not led by different function words ("works in Vancouver" / "works at
    Spotify": a place and an employer, two roles) and not two facts with one value (:func:`value_shared`)."""
    spans = span_apart(a, b)
    if spans is None:
        return False
    fa, fb = ({w for w in span if text.is_stopword(w)} for span in spans)
    return not (fa and fb and fa != fb) and not value_shared(a, b)
