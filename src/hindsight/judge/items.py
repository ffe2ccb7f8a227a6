"""Which thing two memories are about, for the rules judge: one frame giving another identifier (an e-mail address,
a URL, a handle, a reference ID: a value like any other), two different items of one slot ("the user's laptop
is a ThinkPad" / "bought a new monitor, a Dell": a new monitor is no new laptop), and whether two tool results
come from two different tools.
"""

from __future__ import annotations

import re
from typing import Protocol

from hindsight.judge.base import CaseView
from hindsight.language import identifiers, runs, text
from hindsight.language.slots import (
    FILLER,
    HEDGES,
    SLOT_WORDS,
    VALUES,
    change_cue,
    is_cue_word,
    slot_tokens,
    slot_values,
)
from hindsight.model import Memory, Relation, Source, Verdict


class Case(CaseView, Protocol):
    """What these conditions read of the rules judge's pair: :class:`hindsight.judge.base.CaseView` and more."""

    @property
    def swapped(self) -> tuple[frozenset[str], frozenset[str]]: ...
    def conflict(self, why: str) -> Verdict: ...


#: words that name the subject or the owner, not the frame ("the user's email" / "my new email")
_OWNERS = frozenset({"user", "users", "用户", "我", "i", "me", "my", "mine", "s"})


def new_identifier(a: str, b: str, user_names: frozenset[str] = frozenset()) -> tuple[str, str] | None:
    """Both memories give one identifier of one kind as a value, different ones, in one frame: the words around it
    are the same but for the subject, change language and filler ("Account email: X" / "Account email: Y",
    "The user's email is X" / "My new email is Y"). The two values, else None. "Work email: X" / "personal email:
    Y" name two frames and stay apart."""
    ga, gb = identifiers.given_value(a), identifiers.given_value(b)
    if ga is None or gb is None or ga[0] != gb[0] or ga[1] == gb[1]:
        return None
    names = {text.stem(w) for n in user_names for w in text.words(n)}
    wa, wb = set(text.words(ga[2])), set(text.words(gb[2]))
    rest = {w for w in wa ^ wb
            if not (text.is_stopword(w) or w in _OWNERS or text.stem(w) in names or is_cue_word(w)
                    or is_cue_word(text.stem(w)) or text.stem(w) in FILLER)}
    if rest or not (wa & wb) - _OWNERS:
        return None  # another frame, or no frame at all (a bare address)
    return ga[1], gb[1]


_POSSESSED_EN = re.compile(
    r"\b(?:user'?s|my|his|her|their|our)\s+(?:(?:new|current|old|main)\s+)?([a-z]+)(?:\s+([a-z]+))?", re.I)
_NEW_EN = re.compile(r"\bnew\s+(?:[\w-]*\d[\w-]*\s+)*([a-z]+)", re.I)
_OWNED_ZH = re.compile(r"(?:用户|我)的(?:新)?$")
_NEW_ZH = re.compile(r"(?:新|把)$")


def item_nouns(content: str) -> frozenset[str]:
    """The words a memory names as the thing it is about: after a possessive ("the user's laptop", "my car",
    "用户的车") or "new"/新/把 ("a new monitor", "新手机", "把车换成了…"), stemmed, stopwords left out."""
    if text.has_cjk(content):
        ws = text.words(content)
        found = set()
        for i, w in enumerate(ws):
            before = "".join(ws[max(0, i - 2):i])
            if w.startswith("新") and len(w) > 1:
                found.add(w[1:])
            elif i and (_OWNED_ZH.search(before) or _NEW_ZH.search(before)):
                found.add(w)
        return frozenset(w for w in found if text.has_cjk(w) and not text.is_stopword(w))
    words = [w for m in (*_POSSESSED_EN.finditer(content), *_NEW_EN.finditer(content)) for w in m.groups() if w]
    return frozenset(text.stem(w.lower()) for w in words if not text.is_stopword(w.lower()))


def different_items(a: str, b: str, slot: str | None) -> tuple[str, str] | None:
    """Each memory names the thing it is about and a value of the slot for it, one thing a word of the common
    slot, the other a word the slot's vocabulary does not have, neither naming the other's ("the user's laptop is
    a ThinkPad" / "bought a new monitor, a 27-inch Dell": two items of the device slot, not one changed value;
    "用户的手机是iPhone 13" / "用户买了新平板，华为MatePad"). The two things, else None."""
    if slot is None or slot not in SLOT_WORDS:
        return None
    values = VALUES.get(slot, frozenset())
    things = SLOT_WORDS[slot][1] - values

    def nouns(content: str) -> frozenset[str]:
        return frozenset(w for w in item_nouns(content)
                         if w not in values and w not in HEDGES and w not in FILLER and not is_cue_word(w))

    na, nb = nouns(a), nouns(b)
    if not na or not nb or bool(na & things) == bool(nb & things):
        return None  # the slot's own words may name one thing (flat / apartment, job / role): one side's is not
    ta, tb = slot_tokens(a), slot_tokens(b)
    ka, kb = slot_values(a, slot, ta), slot_values(b, slot, tb)
    if not ka or not kb or ka & kb:
        return None  # a value for each item, not one named on both sides ("把前端从React换成了SolidJS"): one item

    def names(content: str, tokens: frozenset[str], noun: str) -> bool:  # as words: 手机号 names no 手机
        return noun in tokens or (text.has_cjk(noun) and runs.has_term(content, noun))

    if any(names(b, tb, w) for w in na) or any(names(a, ta, w) for w in nb):
        return None
    return sorted(na)[0], sorted(nb)[0]


_REPLACE_ZH = re.compile(r"把(?:原来的|旧的?|以前的)?(?P<x>[\u4e00-\u9fff]{1,4}?)(?:换成|改成|换为|改为)")
_REPLACE_EN = re.compile(r"\b(?:replaced|swapped|traded(?: in)?)\s+(?:the|my|his|her|their|our)\s+(?:old\s+)?"
                         r"(?P<x>[a-z]+)\s+(?:with|for)\b", re.I)


def replaced_item(a: str, b: str) -> str | None:
    """The newer memory says the thing the older one is about was replaced ("用户的车是比亚迪汉" / "用户把车换成了
    小米SU7", "the user's car is a Volvo" / "swapped the car for a Tesla"): that thing, else None. A part of it
    ("把车的轮胎换成了…") is another thing."""
    m = _REPLACE_ZH.search(b) or _REPLACE_EN.search(b)
    if m is None or "的" in m.group("x"):
        return None
    x = m.group("x").lower()
    if text.has_cjk(x):  # as words: 公交车站 ("bus stop") is no 车
        return x if runs.has_term(a, x) else None
    return x if text.stem(x) in text.content_tokens(a) else None


_PART_ZH = re.compile(r"把(?P<x>[\u4e00-\u9fff]{2,8}?)(?:换成|改成|换为|改为)")
_PART_EN = re.compile(r"\b(?:replaced|swapped|changed)\s+(?:the|my|his|her|their|our)\s+(?P<o>[a-z]+)(?:'s)?\s+"
                      r"(?P<p>[a-z]+)\s+(?:with|for)\b", re.I)


def replaced_part(a: str, b: str) -> str | None:
    """The newer memory replaces a part of the older one's thing, not the thing ("用户的车是比亚迪汉" / "用户把车的
    轮胎换成了米其林", "用户把手机壳换成了红色的", "replaced the laptop's battery with a new one"): the part, else
    None."""
    owned = item_nouns(a)
    m = _PART_ZH.search(b)
    if m is not None:
        x = m.group("x")
        owner, _, part = x.rpartition("的")  # 车的轮胎: the 轮胎 of the 车; 手机壳: a 手机's 壳
        if runs.has_term(a, part):  # "用户的博客前端用Vue写的" / "用户把博客前端换成了React": the older is about it too
            return None
        if any(owner.endswith(n) or (not owner and x != n and x.startswith(n)) for n in owned if text.has_cjk(n)):
            return part
        return None
    m = _PART_EN.search(b)
    if m is not None and text.stem(m.group("o").lower()) in owned \
            and text.stem(m.group("p").lower()) not in text.content_tokens(a):
        return m.group("p").lower()
    return None


# the conditions of the rules judge's rules that use them (judge/rules.py, RULES)


def identifier(c: Case) -> bool:
    """Rule ``identifier``: "Account email: dana.kim@example.org" / "Account email: dana.k@example.com"."""
    return new_identifier(c.a.content, c.b.content, c.pair.user_names) is not None


def new_other_item(a: str, b: str, slot: str | None) -> tuple[str, str] | None:
    """The newer memory introduces a new thing of the slot ("got a new bike, a Trek") that is not the thing the
    older one is about ("the user's car is a Volvo"), names nothing of the older's thing, and announces no change
    but the thing's newness: a second item, not the first one replaced (a new car would be; "moved into a new
    apartment" announces a move). The two things, else None."""
    if slot is None or slot not in SLOT_WORDS:
        return None
    things = SLOT_WORDS[slot][1] - VALUES.get(slot, frozenset())
    na = item_nouns(a) & things
    nb = frozenset(text.stem(m.group(1).lower()) for m in _NEW_EN.finditer(b)) & things
    if not na or not nb or na & nb or na & text.content_tokens(b) or change_cue(_NEW_EN.sub(" ", b)):
        return None
    return sorted(na)[0], sorted(nb)[0]


def two_items(c: Case) -> bool:
    """Rule ``different_items``: "the user's laptop is a ThinkPad" / "bought a new monitor, a Dell", "the user's
    car is a Volvo" / "got a new bike, a Trek"."""
    return (different_items(c.a.content, c.b.content, c.f.slot) is not None
            or new_other_item(c.a.content, c.b.content, c.f.slot) is not None)


def replaced(c: Case) -> str | None:
    """The thing replaced, when each side names a value of its own and no negation flips."""
    if c.f.polarity_flip or not all(c.swapped):
        return None
    return replaced_item(c.a.content, c.b.content)


def replacement(c: Case) -> bool:
    """Rule ``replaced_item``: the newer memory replaces the older one's thing, or a part of it."""
    return bool(replaced(c) or replaced_part(c.a.content, c.b.content))


def replacement_verdict(c: Case) -> Verdict:
    """The thing replaced is a change of its value; a part of it replaced changes nothing the older one says."""
    part = replaced_part(c.a.content, c.b.content)
    if part:
        return Verdict(relation=Relation.unrelated, reason=f"a part of the thing ({part}) was replaced, not the thing")
    return c.conflict(f"the {replaced(c)} was replaced")


def other_tool(a: Memory, b: Memory) -> bool:
    """Two tools that name themselves differently (``source_id``): a later value from another tool is a
    disagreement between sources, not a sign that the value changed (the same tool reporting again is)."""
    pa, pb = a.provenance, b.provenance
    return (pa.source == Source.tool and pb.source == Source.tool and bool(pa.source_id) and bool(pb.source_id)
            and pa.source_id != pb.source_id)
