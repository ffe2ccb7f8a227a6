"""The rules judge's vocabulary: the word tables derived from :mod:`hindsight.language.lexicon` (slot words and
values, modifiers, multi-word values, filler, hedges, negations), change cues, and which slots a memory talks about
(residence, job, drink, stack, schedule...) and which of its words name a slot's value.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from hindsight.language import lexicon, runs, text
from hindsight.language.people import named, place

_CUE_EN = re.compile(
    r"\b(" + "|".join(sorted((re.escape(c) for c in lexicon.CHANGE_CUES_EN), key=len, reverse=True)) + r")\b"
)
VALUES = {name: frozenset(text.stem(v) for v in vals) | vals for name, vals in lexicon.SLOT_VALUES.items()}
SLOT_WORDS = {
    name: (excl, frozenset(text.stem(w) for w in words) | words | VALUES.get(name, frozenset()))
    for name, (excl, words) in lexicon.SLOTS.items()
}
SLOT_PREDICATES = {name: words - VALUES.get(name, frozenset()) for name, (_excl, words) in SLOT_WORDS.items()}
#: parts of a tech stack: two memories about different parts never replace each other
STACK_PARTS = frozenset({"database", "frontend", "backend", "editor", "cloud", "vcs"})
MODIFIERS = {name: frozenset(text.stem(w) for w in ws) | ws for name, ws in lexicon.VALUE_MODIFIERS.items()}
#: the words of multi-word values ("cold brew"), per phrase and all together
_PHRASE_TOKENS = {
    name: [frozenset(text.stem(w) for w in ph.split()) for ph in phrases]
    for name, phrases in lexicon.VALUE_PHRASES.items()
}
PHRASE_WORDS = {name: frozenset().union(*ws) for name, ws in _PHRASE_TOKENS.items()}
#: values that name a whole class (coffee, tea): "black coffee" and "a latte" can both be true
_GENERIC_VALUES = frozenset({"coffe", "tea", "咖啡", "茶", "drink", "饮料"})
FILLER = frozenset(text.stem(w) for w in lexicon.FILLER) | lexicon.FILLER
HEDGES = frozenset(text.stem(w) for w in lexicon.HEDGES)
NEGATION_TOKENS = frozenset(
    {
        "not",
        "no",
        "never",
        "none",
        "without",
        "cannot",
        "nobodi",
        "noth",
        "neither",
        "nor",
        "don't",
        "doesn't",
        "isn't",
        "不",
        "没",
        "没有",
        "无",
        "不是",
        "别",
        "未",
    }
)
ALL_SLOT_WORDS = frozenset().union(*(w for _, w in SLOT_WORDS.values()))


@lru_cache(maxsize=8192)  # pure; read-time hygiene asks it for the same ~30 texts hundreds of times a search
def change_cue(content: str) -> str | None:
    """The change word ``content`` announces a change with ("moved", "switched", 改成), else None; a change that
    almost happened ("almost quit Google", 差点就离职了) announces none."""
    t = text.normalize(content)
    for m in _CUE_EN.finditer(t):
        if not _in_name(content, t, m) and not _almost_en(t, m) and not leaves_nothing(t, m.start()) \
                and not moves_money(t, m.end()):
            return m.group(1)
    # where a word starts, not as a whole word: a one-character change verb starts the compounds that say a change
    # (转行, 换用, 改喝); 转播 ("broadcast") is a known miss of this, 记住 holds no cue. A cue that almost happened is
    # blanked first, so that another one still counts (差点搬到上海，最后搬到了杭州)
    return text.find_phrase(_ALMOST_CUE_ZH.sub(lambda a: "，" * len(a.group()), money_blanked(t)),
                            lexicon.CHANGE_CUES_ZH)


#: an amount of money (or a share) right after a change word: a transfer, not a change of value ("moved $5,000 into
#: her Chase savings", "switched 20% of the portfolio"); "moved 200 miles away" is no amount of money
_AMOUNT_EN = re.compile(r"\s+(?:about\s+|around\s+|over\s+|another\s+)?(?:[$€£¥]\s?\d|\d[\d,.]*\s*(?:%|percent\b|"
                        r"(?:dollars?|euros?|pounds?|yuan|rmb|usd|eur|gbp)\b))", re.IGNORECASE)
#: 转了5000元到…, 把2000元从支付宝转到了余额宝: money moved, not a change of value (blanked before the cues are read)
_MONEY_ZH = r"[\d一二两三四五六七八九十百千万.,，]+(?:元|块|万元|万|美元|刀|欧元)(?:钱)?"
_MONEY_MOVED_ZH = re.compile(rf"(?:[转挪存汇]了?{_MONEY_ZH}(?:到|进|入|给)?"
                             rf"|把{_MONEY_ZH}[^，。；！？]{{0,12}}?[转挪存汇](?:到|进|入|给)?)")


def moves_money(low: str, end: int) -> bool:
    """Is the change word ending at ``end`` a verb of moving followed by an amount of money (or a share): a
    transfer, no change? ("salary is now $81,500" states a value: "now" moves nothing.)"""
    word = re.search(r"[a-z]+$", low[:end])
    return bool(word and word.group() in _MOVING_VERBS) and _AMOUNT_EN.match(low, end) is not None


_MOVING_VERBS = frozenset(("move", "moves", "moved", "moving", "switch", "switched", "switches", "switching",
                           "transfer", "transferred", "transfers", "shifted", "shift", "put", "swapped", "changed",
                           "converted", "sent", "rolled", "reallocated", "migrated"))


def money_blanked(low: str) -> str:
    """``low`` with Chinese transfers of money blanked (转了5000元到…), so that their 转 reads as no change."""
    return _MONEY_MOVED_ZH.sub(lambda a: "，" * len(a.group()), low)


#: what one leaves for someone or somewhere, not a tie one ends ("left Tom a voicemail", "left a review")
_LEFT_THING = (r"(?:voicemail|message|note|tip|review|comment|feedback|rating|gift|present|card|letter|reminder|"
               r"keys?|bag|car|phone|wallet|umbrella|kids?|laptop|coat|jacket|door|lights?|window|dish(?:es)?)s?")
#: where the day's departure or the thing put down ends: "left the office early today", "left the keys at the desk"
_LEFT_PLACE = r"(?:home|garage|desk|front\s+desk|reception|office|car|house|door|sink|table|counter|hotel|station)"
#: "left" that leaves nothing behind for good: a message or a thing for someone or somewhere ("left Tom a voicemail",
#: "left the keys at the desk", "left the Tesla at the garage"), a departure for the day ("left the office early",
#: "left work at 6"), a choice to another ("left it to her manager"). Not a date ("left Google early this year",
#: "in early 2024", "late 2023"), an age ("left Berlin at 25") or a time ago ("left Google a year ago"): leavings
_NOT_LEAVING = re.compile(
    r"left\s+(?:"
    r"(?:[\w'-]+\s+)?(?:a|an|some|the|his|her|my|their|our|your)\s+(?:[\w'-]+\s+){0,2}?" + _LEFT_THING
    + r"(?=\s*(?:[.,;!?]|$)|\s+(?:at|in|on|for|to|with|under|behind|by|about|of|and|after|before|when|while|"
    r"yesterday|today|tonight|this|open|unlocked|running|overnight|behind|home|there|unattended)\b)"
    r"|(?:[\w'-]+\s+){0,4}?(?:(?:early|late)(?=\s*(?:[.,;!?]|$)|\s+(?:to|and|because|after|before|today|yesterday|"
    r"tonight|this\s+(?:morning|afternoon|evening)|in\s+the\s+(?:morning|afternoon|evening))\b)"
    r"|at\s+(?:(?:[1-9]|1[0-2])(?::[0-5]\d)?(?:\s*(?:am|pm|o'clock))?|\d{1,2}:\d\d|noon|midnight|lunch)(?![\w:])"
    r"|for\s+(?:the\s+day|lunch|the\s+night|the\s+weekend|a\s+while)\b)"
    r"|(?:[\w'-]+\s+){1,3}?(?:at|in|on)\s+(?:(?:the|his|her|my|their)\s+)?" + _LEFT_PLACE + r"\b"
    r"|(?:it|that|this|everything|the\s+(?:decision|choice|rest))\s+(?:up\s+)?to\b)")
#: "left" as what remains or a direction: "has two days left", "no money left", "turned left"
_LEFT_AS_REST = re.compile(r"\b(?:turn(?:ed|s|ing)?|go|goes|went|bear|veer(?:ed|s)?|keep)\s+$|\b(?:\d+|no|nothing|"
                           r"none|few|little|much|many|any|one|two|three|four|five|six|seven|eight|nine|ten)\s+"
                           r"(?:[a-z]+\s+)?$")


def leaves_nothing(low: str, start: int) -> bool:
    """Is the "left" at ``start`` of the lowercased ``low`` no leaving for good ("left Tom a voicemail", "left the
    office early", "has two days left")?"""
    return _NOT_LEAVING.match(low, start) is not None or (
        low.startswith("left", start) and _LEFT_AS_REST.search(low[:start]) is not None)


#: a change that almost happened: the word right before the cue ("almost quit", "nearly moved", "never switched",
#: "never actually moved", "was about to move")
_ALMOST_EN = re.compile(r"\b(?:almost|nearly|never|about\s+to)\s+(?:(?:actually|really|quite|fully|officially|"
                        r"formally|ever|even|just)\s+)?$")
#: cues that almost happening does not undo: "almost no longer drinks coffee" is mostly stopped (几乎不再喝咖啡)
_STOPPED_CUES = frozenset(("no longer", "anymore", "any more", "not anymore"))
_ALMOST_ZH = r"(?:差点|差一点|差些|险些|几乎)(?:儿)?(?:就)?(?:要)?(?:没)?"
#: (几乎 "nearly" before a state is no change that almost happened: 几乎不再喝咖啡 is mostly stopped)
#: (差点从腾讯辞职: what 从/把/跟/和/在 marks may stand between)
_ALMOST_CUE_ZH = re.compile(_ALMOST_ZH + r"(?!不再|已经|现在|目前|如今|最近|其实)"
                            r"(?:[从把跟和在][^，。；！？,.;!?]{1,8}?)?(?:"
                            + "|".join(sorted((re.escape(c) for c in lexicon.CHANGE_CUES_ZH), key=len, reverse=True))
                            + ")")


def _almost_en(low: str, m: re.Match[str]) -> bool:
    """Did the change of cue ``m`` almost happen ("almost quit")? Not when it is a stop ("almost no longer drinks")
    nor "never ... back" ("never switched back to Emacs": it switched away)."""
    a = _ALMOST_EN.search(low[:m.start()])
    if a is None or m.group(1) in _STOPPED_CUES:
        return False
    return not (a.group().startswith("never") and re.match(r"\s+back\b", low[m.end():]))


def _in_name(content: str, low: str, m: re.Match[str]) -> bool:
    """"New" written with a capital inside a sentence and followed by a capitalised word is part of a name ("lives
    in New York", "moved to New Zealand"); at a sentence's start it stays a cue ("New job at Acme"), and so does
    every other cue word, whatever its case ("Career update – Moved To Berlin")."""
    raw = unicodedata.normalize("NFKC", content)
    if m.group(1) != "new" or len(raw) != len(low) or not raw[m.start()].isupper():
        return False
    before = raw[: m.start()].rstrip()
    return bool(before) and before[-1] not in ".!?:;\n\"'(" and re.match(r"\s+[A-Z]", raw[m.end():]) is not None


@lru_cache(maxsize=1)
def _cjk_terms() -> tuple[str, ...]:
    """The Chinese slot words and values of two or more characters: jieba cuts some of them into several words
    (住在 → 住/在, 产品经理 → 产品/经理, 阿里云 → 阿里/云), so no token set holds them."""
    values = frozenset().union(*VALUES.values())
    return tuple(sorted(w for w in ALL_SLOT_WORDS | values if len(w) >= 2 and text.has_cjk(w)))


@lru_cache(maxsize=8192)  # the judge, topics and present-tense ranking read the same texts
def slot_tokens(content: str) -> frozenset[str]:
    """What the rules judge and :func:`slots` read from a text: its content tokens and, beside them, each Chinese
    slot word or value found as a contiguous run of several words (用户是一名产品经理 → 产品 and 经理, and 产品经理:
    the work value, so that 产品经理 → 设计师 is a value replaced; 用户最喜欢芒果 → 最喜欢, the preference slot);
    never inside a longer word: 记住 gives no 住 (:mod:`hindsight.language.runs`). The pieces stay: replacing them
    changed which words two memories share (狸花猫 as 狸 + 花猫 is two shared words) and lost updates."""
    tokens = text.content_tokens(content)
    return tokens | runs.terms_in(content, (w for w in _cjk_terms() if w not in tokens))


def slots(tokens: frozenset[str]) -> dict[str, bool]:
    """Slots the tokens talk about (:func:`slot_tokens` of a text, so that terms jieba cuts count too); a long
    Chinese word also counts for a 2+ character slot word it is made of (联系电话 → 电话, 本田雅阁 → 本田; not
    工作日 → 工作: :func:`holds`)."""
    tokens = tokens | {p for t in tokens if "-" in t for p in t.split("-") if p}  # mid-twenties, front-end
    out = {name: excl for name, (excl, words) in SLOT_WORDS.items() if tokens & words}
    for name, words_of_phrases in _PHRASE_TOKENS.items():  # "cold brew" names a drink in two words
        if name not in out and any(ws <= tokens for ws in words_of_phrases):
            out[name] = lexicon.SLOTS[name][0]
    long_cjk = [t for t in tokens if len(t) >= 3 and text.has_cjk(t)]  # jieba keeps compounds whole
    if long_cjk:
        for name, (excl, words) in SLOT_WORDS.items():
            if name not in out and any(len(w) >= 2 and holds(t, w, words) for t in long_cjk for w in words):
                out[name] = excl
        if "age" not in out and any(t.endswith("岁") for t in long_cjk):  # 二十五六岁, 三十多岁
            out["age"] = SLOT_WORDS["age"][0]
    if "residence" in out and tokens & SLOT_WORDS["residence"][1] <= _MOVE_WORDS \
            and (tokens & _NOT_A_HOME or STACK_PARTS.intersection(out)):
        del out["residence"]  # "moved to Sarah's team", "moved the frontend over to SolidJS": no new home
    return out


def holds(compound: str, word: str, words: frozenset[str] = frozenset()) -> bool:
    """Is a Chinese compound made with ``word`` as one of its words? It ends the compound (its head: 联系电话,
    燕麦拿铁), or a word of two or more characters follows it (饮食习惯, 本田雅阁), or a one-character word of
    ``words`` does (布偶猫 with 猫 a pet word). A single other character after it makes a new word whose head is
    that character: 工作日 is a day, 工作室 a room, 咖啡机 a machine, 手机号 a number, none a job, a drink or a
    device."""
    i = compound.find(word)
    while i >= 0:
        rest = compound[i + len(word):]
        if not rest or len(rest) >= 2 or rest in words:
            return True
        i = compound.find(word, i + 1)
    return False


_MOVE_WORDS = frozenset({"move", "moved", "relocat", "reloc", "搬", "搬到", "搬去"})
_NOT_A_HOME = frozenset({"team", "project", "depart", "group", "role", "desk", "团队", "组", "项目", "部门", "岗位"})


_CUE_PARTS = frozenset(
    text.stem(part)
    for cue in lexicon.CHANGE_CUES_EN
    if " " in cue
    for part in cue.split()
    if not text.is_stopword(part)
)


def is_cue_word(w: str) -> bool:
    return (
        w in lexicon.CHANGE_CUES_EN
        or w in lexicon.CHANGE_CUES_ZH
        or w in _CUE_PARTS
        or _CUE_EN.fullmatch(w) is not None
    )


def slot_values(content: str, slot: str, words: frozenset[str]) -> frozenset[str]:
    """The words naming a value of ``slot``: from the lexicon, and for residence the place names."""
    known = VALUES.get(slot, frozenset())
    found = (words & known) - _GENERIC_VALUES
    # a Chinese compound that holds a value (燕麦拿铁 → 拿铁), or a kind of a generic one (乌龙茶, not 喝茶)
    found |= {w for w in words if text.has_cjk(w) and w not in known
              and (any(len(k) >= 2 and holds(w, k, known) for k in known - _GENERIC_VALUES if text.has_cjk(k))
                   or any(k in w and not covered(w.replace(k, ""), FILLER) for k in _GENERIC_VALUES & known
                          if text.has_cjk(k)))}
    low = text.normalize(content)
    found |= {ph for ph in lexicon.VALUE_PHRASES.get(slot, ()) if re.search(rf"\b{re.escape(ph)}\b", low)}
    if slot == "residence":
        found |= {w for w in words if place(w)} | (words & named(content))
    return found


def covered(word: str, noise: frozenset[str]) -> bool:
    """Is the word noise, or a Chinese compound made only of noise words (喝一杯 = 喝 + 一杯)?"""
    if word in noise:
        return True
    if not text.has_cjk(word):
        return False
    rest = word
    for n in sorted((n for n in noise if text.has_cjk(n)), key=len, reverse=True):
        rest = rest.replace(n, "")
    return not rest
