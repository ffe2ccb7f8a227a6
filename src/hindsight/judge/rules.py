"""The offline rules judge: decides the common cases without a model.

For a pair (a older, b newer) it looks at: the slot both memories talk about (residence, job, drink,
stack, schedule...), whether the slot holds one value at a time, the values that differ, explicit change
cues ("switched", "no longer", 改, 搬到, 不再...), polarity (has / has no), numbers, who else is named
(the user's sister is not the user), and the sources (user fact vs agent inference, two tools).
Memories that merely share topic words are ``unrelated``; a swap it cannot place in time is
``undecidable``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta

from hindsight import aliases, policy, text
from hindsight.judge import lexicon
from hindsight.judge.base import JudgeBudget, Pair
from hindsight.model import ConflictType, Keep, Kind, Memory, Relation, Source, Verdict
from hindsight.policy import Calibration

_CUE_EN = re.compile(
    r"\b(" + "|".join(sorted((re.escape(c) for c in lexicon.CHANGE_CUES_EN), key=len, reverse=True)) + r")\b"
)
_VALUES = {name: frozenset(text.stem(v) for v in vals) | vals for name, vals in lexicon.SLOT_VALUES.items()}
_SLOT_WORDS = {
    name: (excl, frozenset(text.stem(w) for w in words) | words | _VALUES.get(name, frozenset()))
    for name, (excl, words) in lexicon.SLOTS.items()
}
_SLOT_PREDICATES = {name: words - _VALUES.get(name, frozenset()) for name, (_excl, words) in _SLOT_WORDS.items()}
#: parts of a tech stack: two memories about different parts never replace each other
_STACK_PARTS = frozenset({"database", "frontend", "backend", "editor", "cloud", "vcs"})
_MODIFIERS = {name: frozenset(text.stem(w) for w in ws) | ws for name, ws in lexicon.VALUE_MODIFIERS.items()}
#: the words of multi-word values ("cold brew"), per phrase and all together
_PHRASE_TOKENS = {
    name: [frozenset(text.stem(w) for w in ph.split()) for ph in phrases]
    for name, phrases in lexicon.VALUE_PHRASES.items()
}
_PHRASE_WORDS = {name: frozenset().union(*ws) for name, ws in _PHRASE_TOKENS.items()}
#: values that name a whole class (coffee, tea): "black coffee" and "a latte" can both be true
_GENERIC_VALUES = frozenset({"coffe", "tea", "咖啡", "茶", "drink", "饮料"})
_FILLER = frozenset(text.stem(w) for w in lexicon.FILLER) | lexicon.FILLER
_PEOPLE = frozenset(text.stem(w) for w in lexicon.PEOPLE)
_HEDGES = frozenset(text.stem(w) for w in lexicon.HEDGES)
_NEGATION_TOKENS = frozenset(
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
_ALL_SLOT_WORDS = frozenset().union(*(w for _, w in _SLOT_WORDS.values()))
FACT_TRUST = {Source.user: 4, Source.config: 3, Source.tool: 2, Source.import_: 2, Source.agent: 0}
SAME_TIME = timedelta(minutes=5)
SOURCE_WINDOW = timedelta(hours=24)


def change_cue(content: str) -> str | None:
    t = text.normalize(content)
    m = _CUE_EN.search(t)
    if m:
        return m.group(1)
    for cue in lexicon.CHANGE_CUES_ZH:
        if cue in t:
            return cue
    return None


def slots(tokens: frozenset[str]) -> dict[str, bool]:
    """Slots the tokens talk about; a long Chinese word also counts for a 2+ character slot word inside it
    (联系电话 → 电话)."""
    tokens = tokens | {p for t in tokens if "-" in t for p in t.split("-") if p}  # mid-twenties, front-end
    out = {name: excl for name, (excl, words) in _SLOT_WORDS.items() if tokens & words}
    for name, words_of_phrases in _PHRASE_TOKENS.items():  # "cold brew" names a drink in two words
        if name not in out and any(ws <= tokens for ws in words_of_phrases):
            out[name] = lexicon.SLOTS[name][0]
    long_cjk = [t for t in tokens if len(t) >= 3 and text.has_cjk(t)]
    if long_cjk:
        for name, (excl, words) in _SLOT_WORDS.items():
            if name not in out and any(len(w) >= 2 and w in t for t in long_cjk for w in words):
                out[name] = excl
        if "age" not in out and any(t.endswith("岁") for t in long_cjk):  # 二十五六岁, 三十多岁
            out["age"] = _SLOT_WORDS["age"][0]
    if "residence" in out and tokens & _SLOT_WORDS["residence"][1] <= _MOVE_WORDS \
            and (tokens & _NOT_A_HOME or _STACK_PARTS.intersection(out)):
        del out["residence"]  # "moved to Sarah's team", "moved the frontend over to SolidJS": no new home
    return out


_MOVE_WORDS = frozenset({"move", "moved", "relocat", "reloc", "搬", "搬到", "搬去"})
_NOT_A_HOME = frozenset({"team", "project", "depart", "group", "role", "desk", "团队", "组", "项目", "部门", "岗位"})


_USER_SUBJECT_EN = re.compile(r"^(the user|user|users|i|i'm|my|we|our|me)\b", re.I)
_NAME_SUBJECT_EN = re.compile(r"^([A-Z][a-z]+)(?:'s|\s+(?:is|has|was|works|lives|drinks|likes|turned|uses))\b")


def _subject(content: str, user_names: frozenset[str] = frozenset()) -> str | None:
    """Whose fact is it: "user" (also when it names the user by one of ``user_names``), a person's name, or
    None when it cannot tell."""
    who = _subject_word(content)
    if who is not None and who != "user" and who in {n.lower() for n in user_names}:
        return "user"
    return who


def _subject_word(content: str) -> str | None:
    t = content.strip()
    if text.has_cjk(t[:4]):
        if t.startswith(("用户", "我")):
            return "user"
        import jieba.posseg as pseg

        first = next(iter(pseg.cut(t[:6])), None)
        return first.word if first is not None and first.flag in ("nr", "nrfg", "nrt") else None
    if _USER_SUBJECT_EN.match(t):
        return "user"
    m = _NAME_SUBJECT_EN.match(t)
    if m and m.group(1) not in ("The", "This", "That", "Our", "Their"):
        return m.group(1).lower()
    return None


def _named(content: str) -> frozenset[str]:
    """Proper names in a text (capitalised words after the first, CamelCase product names), stemmed."""
    words = re.findall(r"[A-Za-z][A-Za-z0-9+#.-]*", content)
    return frozenset(
        text.stem(w.lower().rstrip(".")) for i, w in enumerate(words)
        if i > 0 and (w[0].isupper() or any(ch.isupper() for ch in w[1:])) and w.lower() not in ("i",)
    )


def _place(word: str) -> bool | None:
    """Is a Chinese word a place name (jieba POS ``ns``)? None for non-Chinese words."""
    if not text.has_cjk(word):
        return None
    import jieba.posseg as pseg

    flags = [p.flag for p in pseg.cut(word)]
    return flags == ["ns"]


@dataclass
class Features:
    shared: frozenset[str]
    only_a: frozenset[str]
    only_b: frozenset[str]
    lex: float
    slot: str | None
    exclusive: bool
    cue_b: str | None
    cue_a: str | None
    polarity_flip: bool
    numbers_differ: bool
    other_person: bool
    role: str | None
    slot_shared: bool
    hedged_a: bool
    hedged_b: bool
    parts_differ: bool = False


def features(a: Memory, b: Memory) -> Features:
    raw_a, raw_b = text.content_tokens(a.content), text.content_tokens(b.content)
    ta = frozenset(w for w in raw_a - _NEGATION_TOKENS if not _is_cue_word(w))
    tb = frozenset(w for w in raw_b - _NEGATION_TOKENS if not _is_cue_word(w))
    shared, only_a, only_b = ta & tb, ta - tb, tb - ta
    sa, sb = slots(raw_a), slots(raw_b)
    pa, pb = _STACK_PARTS.intersection(sa), _STACK_PARTS.intersection(sb)
    generic = ("liking", "preference")
    common = [s for s in sa if s in sb and s not in generic] or [s for s in sa if s in sb]
    slot = common[0] if common else None
    exclusive = bool(slot and sa[slot])
    roles = sorted(ta & tb & _PEOPLE)
    role = roles[0] if roles else None
    if slot is None and role is not None:  # "the user's manager is Marcus" / "... is Kevin": one value per role
        slot, exclusive = f"role:{role}", True
    slot_shared = bool(slot and (role if slot.startswith("role:") else shared & _SLOT_WORDS[slot][1]))
    na, nb = text.numbers(a.content), text.numbers(b.content)
    return Features(
        shared=shared,
        only_a=only_a,
        only_b=only_b,
        lex=policy.jaccard(ta - _HEDGES, tb - _HEDGES),  # "probably has kids" / "has no kids": same words
        slot=slot,
        exclusive=exclusive,
        cue_b=change_cue(b.content),
        cue_a=change_cue(a.content),
        polarity_flip=text.has_negation(a.content) != text.has_negation(b.content),
        numbers_differ=bool(na and nb and na != nb),
        other_person=bool(_people(a.content, ta) ^ _people(b.content, tb)),
        role=role,
        slot_shared=slot_shared,
        hedged_a=bool(ta & _HEDGES),
        hedged_b=bool(tb & _HEDGES),
        parts_differ=bool(pa and pb and not pa & pb),
    )


_POSSESSED_EN = re.compile(r"\b(?:user'?s|my|his|her|their|our|your|[A-Z][a-z]+'s)\s+([a-z-]+)(?:\s+([a-z]+))?", re.I)


def _people(content: str, tokens: frozenset[str]) -> frozenset[str]:
    """Other people a memory talks about: Chinese relation words anywhere; English ones when someone has them
    ("the user's manager", "my sister"), not a job title ("an engineering manager at Shopify")."""
    found = tokens & _PEOPLE
    if not text.has_cjk(content):
        possessed = {text.stem(w.lower()) for m in _POSSESSED_EN.finditer(content) for w in m.groups() if w}
        found = frozenset(w for w in found if w in possessed)
    return found


_USER_EN = r"(?P<who>the user|user|i|[A-Z][a-z]+)"
_NAME_EN = r"(?P<boss>[A-Z][a-z]+(?: [A-Z][a-z]+)?)"
_MANAGER_EN = [
    re.compile(rf"\b{_USER_EN}(?:'s|s'| has a)\s+(?:new\s+)?(?:direct\s+)?(?:manager|boss|supervisor|line manager|team "
               rf"lead)\s+(?:is\s+(?:now\s+)?|:\s*){_NAME_EN}"),
    re.compile(rf"\b{_USER_EN}\s+(?:now\s+)?(?:reports|answers)\s+(?:directly\s+)?to\s+{_NAME_EN}"),
    re.compile(rf"\b{_USER_EN}\s+(?:got\s+|was\s+)?moved\s+to\s+{_NAME_EN}'s\s+team"),
    re.compile(rf"\b{_USER_EN}\s+(?:now\s+)?works\s+(?:for|under)\s+{_NAME_EN}'s\s+team"),
]
_MANAGER_ZH = [
    re.compile(r"(?P<who>用户|我|[\u4e00-\u9fff]{2,3}?)的(?:新)?(?:直属)?(?:领导|上级|上司|主管|经理|老板|组长)(?:现在)?"
               r"(?:是|叫|换成了|变成了|成了)(?P<boss>[\u4e00-\u9fff]{2,3}?)(?=[，。,.；;！!、\s]|$)"),
    re.compile(r"(?P<who>用户|我|[\u4e00-\u9fff]{2,3}?)(?:现在|目前|改为|改成)?(?:直接)?(?:向|给)(?P<boss>[\u4e00-\u9fff]{2,3}?)汇报"),
    re.compile(r"(?P<who>用户|我|[\u4e00-\u9fff]{2,3}?)(?:被)?(?:调到|调去|转到|换到|加入)了?(?P<boss>[\u4e00-\u9fff]{2,3}?)"
               r"的(?:团队|组|小组|部门)"),
]


def _manager(content: str, user_names: frozenset[str] = frozenset()) -> str | None:
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


def _values(f: Features) -> tuple[frozenset[str], frozenset[str]]:
    """The differing words minus the common slot's own vocabulary and hedges: the values that changed."""
    drop = (_SLOT_PREDICATES.get(f.slot, frozenset()) if f.slot else frozenset()) | _HEDGES
    va = frozenset(w for w in f.only_a if w not in drop and not _is_cue_word(w))
    vb = frozenset(w for w in f.only_b if w not in drop and not _is_cue_word(w))
    return va, vb


_CUE_PARTS = frozenset(
    text.stem(part)
    for cue in lexicon.CHANGE_CUES_EN
    if " " in cue
    for part in cue.split()
    if not text.is_stopword(part)
)


def _is_cue_word(w: str) -> bool:
    return (
        w in lexicon.CHANGE_CUES_EN
        or w in lexicon.CHANGE_CUES_ZH
        or w in _CUE_PARTS
        or _CUE_EN.fullmatch(w) is not None
    )


def conflict_type(a: Memory, b: Memory, f: Features) -> tuple[ConflictType, str]:
    sa, sb = a.provenance.source, b.provenance.source
    a_inferred = sa == Source.agent or f.hedged_a
    b_inferred = sb == Source.agent or f.hedged_b
    if a_inferred != b_inferred:
        return ConflictType.inference, "an inference contradicts a stated fact"
    gap = b.observed_at - a.observed_at
    if sa == Source.tool and sb == Source.tool and gap <= SOURCE_WINDOW and a.provenance.source_id != \
            b.provenance.source_id:
        return ConflictType.source, "two tools disagree"
    if f.cue_b:
        return ConflictType.temporal, f"the newer memory announces a change ({f.cue_b!r})"
    if sa == Source.tool and sb == Source.tool and gap <= SOURCE_WINDOW:
        return ConflictType.source, "two tool results disagree"
    if gap > SAME_TIME:
        return ConflictType.temporal, f"the newer memory (+{_human(gap)}) replaces the older value"
    same_session = a.provenance.session_id is not None and a.provenance.session_id == b.provenance.session_id
    if same_session and gap.total_seconds() > 0:
        return ConflictType.temporal, "said later in the same conversation"
    return ConflictType.undecidable, "both state different values at the same time"


def _human(d: timedelta) -> str:
    s = d.total_seconds()
    if s >= 86400:
        return f"{s / 86400:.0f} d"
    if s >= 3600:
        return f"{s / 3600:.0f} h"
    return f"{s / 60:.0f} min"


def _conflict(a: Memory, b: Memory, f: Features, why: str) -> Verdict:
    ctype, reason = conflict_type(a, b, f)
    if ctype == ConflictType.inference:
        a_inferred = a.provenance.source == Source.agent or f.hedged_a
        keep: Keep = "b" if a_inferred else "a"
        return Verdict(relation=Relation.conflict, keep=keep, type=ctype, confident=True, reason=f"{why}; {reason}")
    if ctype == ConflictType.temporal:
        return Verdict(relation=Relation.conflict, keep="b", type=ctype, confident=True, reason=f"{why}; {reason}")
    if ctype == ConflictType.source:
        return Verdict(relation=Relation.conflict, keep="both", type=ctype, confident=True, reason=f"{why}; {reason}")
    return Verdict(
        relation=Relation.undecidable,
        keep=None,
        type=ConflictType.undecidable,
        confident=False,
        reason=f"{why}; {reason}",
    )


def is_paraphrase(a: Memory, b: Memory, similarity: float, f: Features, cal: Calibration) -> str | None:
    """Review-time duplicate test, looser than write-time dedup: one side may add words, or most words agree."""
    if f.polarity_flip or f.numbers_differ or f.other_person or f.cue_b:
        return None
    if similarity < cal.dedup - 0.02:
        return None
    if text.entities(a.content) ^ text.entities(b.content):
        return None
    if (not f.only_a or not f.only_b) and f.lex >= 0.6:
        return f"one restates the other with more detail (overlap {f.lex:.2f})"
    if f.lex >= 0.8:
        return f"nearly the same words (overlap {f.lex:.2f})"
    return None


_QUESTION_EN = re.compile(
    r"^(what|which|who|whom|whose|when|where|why|how|is|are|do|does|did|can|could|should|would|will)\b"
)


def is_question(content: str) -> bool:
    t = content.strip()
    if t.endswith(("?", "？")):
        return True
    if text.has_cjk(t):
        return t.rstrip("。.!！ ").endswith(("吗", "呢")) or t.startswith(("请问", "为什么", "怎么"))
    return _QUESTION_EN.match(t.lower()) is not None and not t.endswith(".")


def _small_swap(va: frozenset[str], vb: frozenset[str], lex: float) -> bool:
    """One value replaced by another: one word each, or up to two when most words agree."""
    if not va or not vb:
        return False
    if len(va) == 1 and len(vb) == 1:
        (x,), (y,) = va, vb
        px, py = _place(x), _place(y)
        return not (px is not None and py is not None and px != py)  # 上海 (a place) vs 腾讯 (a company)
    return lex >= 0.5 and max(len(va), len(vb)) <= 2


_PHONE = re.compile(r"\+?\d[\d\s().-]{5,}\d")


def _phone_like(content: str) -> bool:
    """Does the text carry a phone-number-like run of 7 or more digits?"""
    return any(len(re.sub(r"\D", "", m)) >= 7 for m in _PHONE.findall(content))


_CONTACT_WORDS = frozenset(text.stem(w) for w in lexicon.CONTACT_WORDS) | lexicon.CONTACT_WORDS


def _new_phone_number(a: str, b: str, f: Features, names: frozenset[str]) -> bool:
    """Both give the user one phone number, different ones, and say nothing else that differs ("The user's mobile
    number: 555-5957" / "User can be reached at +1 415 555 9255"), or the newer one retires the older number and
    gives another ("旧号码15086999955不用了，新号码是17737818706"). "Work phone" vs "home phone" stay apart."""
    pa, pb = _phone_digits(a), _phone_digits(b)
    if len(pa) == 1 and len(pb) == 2 and pa < pb and (f.cue_b or _OLD_NUMBER.search(text.normalize(b))):
        return True
    if len(pa) != 1 or len(pb) != 1 or pa == pb or f.polarity_flip:
        return False
    noise = _CONTACT_WORDS | _FILLER | _SLOT_WORDS["contact"][1] | names
    rest = {w for w in f.only_a | f.only_b if not any(ch.isdigit() for ch in w)} - noise
    return not rest


_OLD_NUMBER = re.compile(r"\bold (?:phone |mobile )?number\b|旧号码|旧手机号|原来的号码")


def _phone_digits(content: str) -> frozenset[str]:
    return frozenset(d for d in (re.sub(r"\D", "", m) for m in _PHONE.findall(content)) if len(d) >= 7)


def _place_vs_other(va: frozenset[str], vb: frozenset[str]) -> bool:
    """One side's only value is a place and the other's is not (上海 vs 腾讯): two slots, not one changed value."""
    if len(va) != 1 or len(vb) != 1:
        return False
    (x,), (y,) = va, vb
    px, py = _place(x), _place(y)
    return px is not None and py is not None and px != py


_LEAVING = re.compile(
    r"(?:stopped using|stopped|no longer uses?|not|from|replaced|instead of|rather than|dropped|ditched|quit|left|"
    r"moved off|gave up|不是|不再用|不再|而不是|从|把|弃用|不用|换掉|放弃)\s*"
    r"(?:the\s+|using\s+|drinking\s+|eating\s+|用|喝|吃|使用)?\s*$",
    re.I,
)


def _leaves(content: str, old_values: frozenset[str]) -> bool:
    """Does the text name each old value as the one left behind ("stopped using Vue", "from React", "不是Vim")?"""
    low = text.normalize(content)
    for v in old_values:
        i = low.find(v)
        if i < 0 or not _LEAVING.search(low[max(0, i - 24):i]):
            return False
    return True


def _slot_values(content: str, slot: str, words: frozenset[str]) -> frozenset[str]:
    """The words naming a value of ``slot``: from the lexicon, and for residence the place names."""
    known = _VALUES.get(slot, frozenset())
    found = (words & known) - _GENERIC_VALUES
    # a Chinese compound that holds a value (燕麦拿铁 → 拿铁), or a kind of a generic one (乌龙茶, not 喝茶)
    found |= {w for w in words if text.has_cjk(w) and w not in known
              and (any(len(k) >= 2 and k in w for k in known - _GENERIC_VALUES if text.has_cjk(k))
                   or any(k in w and not _covered(w.replace(k, ""), _FILLER) for k in _GENERIC_VALUES & known
                          if text.has_cjk(k)))}
    low = text.normalize(content)
    found |= {ph for ph in lexicon.VALUE_PHRASES.get(slot, ()) if re.search(rf"\b{re.escape(ph)}\b", low)}
    if slot == "residence":
        found |= {w for w in words if _place(w)} | (words & _named(content))
    return found


def _words_besides_numbers(values: frozenset[str]) -> frozenset[str]:
    return frozenset(w for w in values if not _NUMERIC.fullmatch(w) and not _covered(w, _FILLER)
                     and not text.CN_NUMERAL.fullmatch(w))


_NUMERIC = re.compile(r"[\d.,:/-]+(?:am|pm|h|k|m|st|nd|rd|th|s|%|岁|点|号|元|块)?")


def _other_slot_words(f: Features, values: frozenset[str]) -> frozenset[str]:
    """Values that are words of another slot ("bought a new coffee table": table is furniture/schema)."""
    if f.slot is None:
        return frozenset()
    return values & (_ALL_SLOT_WORDS - _SLOT_WORDS.get(f.slot, (False, frozenset()))[1])


_PREP = re.compile(r"\b(in|at|for|with|from|to|on|near|by)\s+(?:the\s+|a\s+|an\s+)?([A-Za-z][\w.+#-]*)", re.I)


def _roles_differ(a: str, b: str, va: frozenset[str], vb: frozenset[str]) -> bool:
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


def _name_tokens(names: frozenset[str]) -> frozenset[str]:
    return frozenset(text.stem(w) for n in names for w in text.content_tokens(n))


def _covered(word: str, noise: frozenset[str]) -> bool:
    """Is the word noise, or a Chinese compound made only of noise words (喝一杯 = 喝 + 一杯)?"""
    if word in noise:
        return True
    if not text.has_cjk(word):
        return False
    rest = word
    for n in sorted((n for n in noise if text.has_cjk(n)), key=len, reverse=True):
        rest = rest.replace(n, "")
    return not rest


def _rival_values(a: str, b: str, f: Features, va: frozenset[str], vb: frozenset[str]) -> tuple[str, str] | None:
    """Both memories give the one-value slot a different value and differ in nothing else but wording that
    names no value and no context ("The user's editor of choice is VS Code" / "The user codes in Neovim";
    "用户常住南京" / "用户家在西安"). Context words ("at work", "for side projects") keep them apart."""
    if not f.exclusive or f.slot is None or f.slot.startswith("role:") or f.polarity_flip:
        return None
    xa, xb = _slot_values(a, f.slot, va), _slot_values(b, f.slot, vb)
    if not xa or not xb or xa & xb:
        return None
    if f.slot == "stack" and not any(xa | xb <= _VALUES[p] for p in _STACK_PARTS):
        return None  # an editor and a database are two parts of a stack, not two values of one
    noise = _MODIFIERS.get(f.slot, frozenset()) | _FILLER | _PHRASE_WORDS.get(f.slot, frozenset())
    if any(not _covered(w, noise) for w in (va - xa) | (vb - xb)):
        return None
    return sorted(xa)[0], sorted(xb)[0]


def decide(pair: Pair, cal: Calibration) -> Verdict:
    """The rules judge's verdict for one pair (a older, b newer)."""
    a, b = pair.a, pair.b
    if policy.duplicate_verdict(b.content, a.content, pair.similarity, cal).duplicate:
        return Verdict(relation=Relation.duplicate, keep="a", reason="same memory")
    f = features(a, b)
    para = is_paraphrase(a, b, pair.similarity, f, cal)
    if para:
        return Verdict(relation=Relation.duplicate, keep="a", reason=para)
    ma, mb = _manager(a.content, pair.user_names), _manager(b.content, pair.user_names)
    if ma and mb and ma != mb and not f.polarity_flip:
        return _conflict(a, b, f, f"the user reports to one person: {ma} vs {mb}")
    if f.other_person:
        return Verdict(relation=Relation.unrelated, reason="about different people")
    sa_, sb_ = _subject(a.content, pair.user_names), _subject(b.content, pair.user_names)
    if sa_ and sb_ and sa_ != sb_:
        return Verdict(relation=Relation.unrelated, reason=f"about different people ({sa_} / {sb_})")
    if bool(aliases.names_in(a.content)) != bool(aliases.names_in(b.content)):
        return Verdict(relation=Relation.unrelated, reason="only one of them states the user's name")
    if f.parts_differ:
        return Verdict(relation=Relation.unrelated, reason="about different parts of a tech stack")
    if is_question(a.content) or is_question(b.content):
        return Verdict(relation=Relation.unrelated, reason="a question states no fact")
    if a.kind == b.kind == Kind.episodic and not f.cue_b:
        return Verdict(relation=Relation.unrelated, reason="two events; a later one replaces nothing unless it says so")
    if b.expires_at is not None and a.expires_at is None and not f.cue_b:
        return Verdict(relation=Relation.unrelated, reason="a temporary exception; the lasting fact resumes after it")
    va, vb = _values(f)
    if pair.user_names:  # the user's own name is not a value ("王芳搬家了" vs "用户住在上海")
        names = _name_tokens(pair.user_names)
        va, vb = va - names, vb - names
    if f.polarity_flip and f.lex >= 0.5 and not (va and vb):
        return _conflict(a, b, f, "one affirms what the other negates")
    if f.numbers_differ and f.slot and (f.lex >= 0.3 or f.exclusive) and (f.slot_shared or f.cue_b) \
            and not (_phone_like(a.content) or _phone_like(b.content)) \
            and max(len(_words_besides_numbers(va)), len(_words_besides_numbers(vb))) <= 1:
        # "works 9 to 5" / "works on a ThinkPad X1": both say more than another number
        return _conflict(a, b, f, f"different numbers for the same {f.slot}")
    if _new_phone_number(a.content, b.content, f, _name_tokens(pair.user_names)):
        return _conflict(a, b, f, "another phone number")
    if f.cue_b and len(f.shared - _ALL_SLOT_WORDS) >= 1 and f.lex >= 0.3 and f.only_b:
        return _conflict(a, b, f, f"the same subject ({', '.join(sorted(f.shared)[:3])}) changed")
    if f.cue_b and f.shared - _ALL_SLOT_WORDS:
        ea, eb = _named(a.content) - _named(b.content), _named(b.content) - _named(a.content)
        if len(ea) == 1 and len(eb) == 1:  # "project stores data in MongoDB" → "project runs on PostgreSQL now"
            return _conflict(a, b, f, f"the same subject now names {sorted(eb)[0]} instead of {sorted(ea)[0]}")
    a_guess = a.provenance.source == Source.agent or f.hedged_a
    b_guess = b.provenance.source == Source.agent or f.hedged_b
    if a_guess != b_guess and f.slot and ((va and vb) or f.polarity_flip):
        return _conflict(a, b, f, f"a guess and a statement about the same {f.slot} differ")
    if a_guess != b_guess and f.polarity_flip and not (va or vb) and f.shared:
        return _conflict(a, b, f, "a guess affirms what a statement negates (or the reverse)")
    if f.slot is None:
        if f.numbers_differ and f.lex >= 0.6:
            return _conflict(a, b, f, "different numbers in the same statement")
        if a.kind == b.kind == Kind.semantic and f.lex >= 0.6 and _small_swap(va, vb, f.lex):
            return _conflict(a, b, f, f"the same statement with another value: {sorted(va)} vs {sorted(vb)}")
        return Verdict(relation=Relation.unrelated, reason="no common subject; they only share topic words")
    known = _VALUES.get(f.slot, frozenset())
    xa, xb = va & known, vb & known
    if f.cue_b and f.exclusive and xa and xb and not xa & xb:  # "每天早上喝一杯绿茶" → "最近改喝美式了"
        return _conflict(a, b, f, f"the {f.slot} changed from {sorted(xa)[0]} to {sorted(xb)[0]}")
    ka = _slot_values(a.content, f.slot, text.content_tokens(a.content))
    kb = _slot_values(b.content, f.slot, text.content_tokens(b.content))
    if f.cue_b and f.exclusive and ka and kb - ka and ka <= kb and _leaves(b.content, ka):
        # "written in Vue" → "stopped using Vue and rewrote the UI in Angular"
        return _conflict(a, b, f, f"the {f.slot} changed from {sorted(ka)[0]} to {sorted(kb - ka)[0]}")
    focused = max(len(va), len(vb)) <= 3 or (f.slot_shared and f.lex >= 0.3)
    if f.cue_b and focused and not _place_vs_other(va, vb) and (f.only_b or f.polarity_flip) \
            and (f.only_a or f.polarity_flip or f.exclusive) and not _other_slot_words(f, vb):
        return _conflict(a, b, f, f"same {f.slot}, changed value")
    # "drives to work" names another slot's word, not a workplace; "works in Vancouver" / "works at Spotify"
    if f.exclusive and f.slot_shared and not _other_slot_words(f, va | vb) and _small_swap(va, vb, f.lex) \
            and not _roles_differ(a.content, b.content, va, vb):
        return _conflict(a, b, f, f"{f.slot} holds one value; {sorted(va)[:3]} vs {sorted(vb)[:3]}")
    rivals = _rival_values(a.content, b.content, f, va, vb)
    if rivals:
        return _conflict(a, b, f, f"{f.slot} holds one value: {rivals[0]} vs {rivals[1]}")

    return Verdict(relation=Relation.unrelated, reason=f"both about {f.slot}, but compatible")


class RulesJudge:
    """Offline judge; deterministic, no cost."""

    name = "rules"

    def __init__(self, calibration: Calibration | None = None) -> None:
        self.calibration = calibration or Calibration()

    def judge(self, pairs: list[Pair], now: datetime, budget: JudgeBudget | None = None) -> list[Verdict | None]:
        return [decide(p, self.calibration) for p in pairs]
