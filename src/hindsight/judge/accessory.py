"""A new thing *for* the older memory's thing is an accessory or a part, not a new value of it: "the user's phone
is a Pixel 8" / "bought a new Spigen case for the phone" (a new case, the same phone), "用户的手机是Pixel 8" /
"用户给手机买了个新壳"; and an older memory about a part ("用户的手机壳是蓝色的": the 壳 of a 手机) says nothing
about another thing of the same owner ("用户换了新手机号"). Found by structure, whatever the words: a preposition
that points the new thing at the old one (for / of / on / to, 给), a possessive (手机的新壳), or a noun right after
the owned noun (手机 壳: a compound whose head is the second noun). "Replaced the phone with a Pixel 9" has none of
these and stays a change. The same compound as what a change word acts on: "drives a Tesla" / "switched his Tesla
insurance to Geico", "uses a MacBook" / "replaced the MacBook charger", "works at Google" / "quit the Google chess
club": the older's word qualifies another thing the older does not name (its head noun), and that thing changed;
a word for the tie itself ("closed the Chase checking account", "cancelled the Netflix subscription") or a time
("left Google early this year") after it is no other thing.
"""

from __future__ import annotations

import re

from hindsight.judge.base import CaseView
from hindsight.judge.items import item_nouns
from hindsight.language import runs, slots, text

_FOR_EN = re.compile(
    r"\bnew\s+(?:[\w-]+\s+){0,2}?(?P<x>[a-z]+)\s+(?:for|of|on|to)\s+(?:the|my|his|her|their|our|its)\s+"
    r"(?:(?:user|[a-z]+'s)\s+)?(?P<y>[a-z]+)\b", re.I)
_POSSESSED_EN = re.compile(r"\b(?P<y>[a-z]+)'s\s+new\s+(?:[\w-]+\s+){0,2}?(?P<x>[a-z]+)\b", re.I)
_FOR_ZH = re.compile(r"给(?:用户|我|他|她|他们|她们)?的?(?P<y>[\u4e00-\u9fff]{1,4}?)(?:买|换|配|装|加|贴|添)")
_OF_ZH = re.compile(r"(?<=[\u4e00-\u9fff])的新(?=[\u4e00-\u9fff])")
_NEW_ZH = re.compile(r"新(?=[\u4e00-\u9fff])")
_NOUN = ("n", "ng", "nz")  # jieba part-of-speech flags of common nouns (not names, places, organisations)


def _old_thing_en(a: str, y: str) -> bool:
    """The older memory is about ``y`` (its possessed or new thing, or a word of it)."""
    s = text.stem(y.lower())
    return s in item_nouns(a) or s in text.content_tokens(a)


def _accessory_en(a: str, b: str) -> tuple[str, str] | None:
    ta = text.content_tokens(a)
    for m in (*_FOR_EN.finditer(b), *_POSSESSED_EN.finditer(b)):
        x, y = m.group("x").lower(), m.group("y").lower()
        if text.stem(x) == text.stem(y) or text.stem(x) in ta or text.is_stopword(x):
            continue  # "a new phone for the phone"? / the older one names the new thing: its value changed
        if y not in ("user", "users") and _old_thing_en(a, y):
            return x, y
    return None


def _first_word(rest: str, owner: str) -> str:
    """The first jieba word of ``rest`` (the thing right after 新: 新壳是红色的 → 壳), past the owner's word
    where the thing is a compound of it (新手机壳: 手机 + 壳 → 壳)."""
    ws = text.words(rest)
    if len(ws) > 1 and ws[0] == owner:
        return ws[1]
    return ws[0] if ws else ""


def _accessory_zh(a: str, b: str) -> tuple[str, str] | None:
    owned = item_nouns(a)
    for m in _OF_ZH.finditer(b):
        before = text.words(b[:m.start()])
        y = before[-1] if before else ""
        x = _first_word(b[m.end():], y)
        if x and runs.has_term(a, y) and not runs.has_term(a, x):
            return x, y
    g = _FOR_ZH.search(b)
    if g is None:
        return None
    y = g.group("y")
    if not (y in owned or runs.has_term(a, y)):
        return None
    rest = b[g.end():]
    for n in _NEW_ZH.finditer(rest):
        x = _first_word(rest[n.end():], y)
        if x and text.has_cjk(x) and not runs.has_term(a, x) and x != y:
            return x, y
    return None


def accessory(a: str, b: str) -> tuple[str, str] | None:
    """The newer memory gets a new thing for the older one's thing ("a new case for the phone", "给手机买了新壳",
    "手机的新壳"), a thing the older one does not name: (the new thing, the older one's thing), else None."""
    return _accessory_zh(a, b) if text.has_cjk(b) else _accessory_en(a, b)


def part_owner(content: str) -> tuple[str, str] | None:
    """The thing a Chinese memory is about is a part of its owned noun: the owned noun (after 用户的/我的) is
    followed by another common noun, the compound's head ("用户的手机壳是蓝色的": 手机 + 壳, "用户的车钥匙丢了").
    (owner, part), else None."""
    if not text.has_cjk(content):
        return None
    toks = text.tagged(content)
    for i in range(2, len(toks) - 1):
        (owner_w, _), (de, _), (w, flag), (nxt, nflag) = toks[i - 2], toks[i - 1], toks[i], toks[i + 1]
        if de == "的" and owner_w in ("用户", "我", "他", "她") and flag in _NOUN and nflag in _NOUN:
            return w, nxt
    return None


def part_vs_other(a: str, b: str) -> tuple[str, str] | None:
    """The older memory is about a part of a thing ("用户的手机壳是蓝色的"), the newer about another thing of the
    same owner ("用户换了新手机号"), not the part: (the part, the newer's thing), else None. "用户换了新手机壳"
    names the part and is its change."""
    po = part_owner(a)
    if po is None:
        return None
    owner, part = po
    whole = owner + part
    nb = item_nouns(b)
    if not nb or runs.has_term(b, whole) or runs.has_term(b, part) or any(part in n for n in nb):
        return None
    others = frozenset(n for n in nb if n != owner)
    return (whole, sorted(others)[0]) if others else None


_DET_EN = r"(?:(?:the|my|his|her|their|our|its|a|an)\s+)?"
#: change verbs in a form that does not end in -ed / -es
_BARE_VERBS = frozenset(("quit", "left", "sold", "cut", "switch", "change", "move", "replace", "swap", "drop", "leave",
                         "sell", "stop", "upgrade", "trade"))
#: what a change word acts on: "[his] Tesla insurance", "to a new tea brand"
_COMPOUND_EN = re.compile(rf"\s+(?:to\s+(?:a|an|another)\s+(?:new\s+|different\s+)?|{_DET_EN})"
                          r"(?P<t>[A-Za-z][\w+-]*)\s+(?P<n>[a-z]{3,})\b")
#: what may follow the older's word and is no other thing: a word for the tie itself, a time, a manner
_NOT_A_HEAD = frozenset(("account", "accounts", "checking", "savings", "job", "position", "role", "membership",
                         "subscription", "plan", "contract", "lease", "service", "card", "last", "next", "early",
                         "late", "later", "earlier", "yesterday", "today", "tonight", "ago", "now", "recently",
                         "eventually", "abruptly", "suddenly", "quietly", "altogether", "entirely", "completely",
                         "for", "cold", "turkey", "outright", "instead", "days", "weeks", "months", "years", "back",
                         "again", "over", "behind", "forever", "together", "immediately", "out", "off", "away",
                         "down", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                         "several", "many", "few", "some"))


def compound_changed(a: str, b: str) -> tuple[str, str] | None:
    """The newer's change word acts on a compound whose first word the older names and whose head it does not
    ("switched his Tesla insurance to Geico" / "drives a Tesla"): (the head, the older's word), else None."""
    if text.has_cjk(b):
        return None
    cue = slots.change_cue(b)
    if cue is None or not (cue.endswith(("ed", "es")) or cue in _BARE_VERBS):
        return None  # "new", "nowadays": no verb, nothing it acts on ("BT installed the new home connection")
    at = re.search(rf"\b{re.escape(cue)}\b", b, re.I)
    if at is None:
        return None
    m = _COMPOUND_EN.match(b[at.end():])
    if m is None:
        return None
    t, n = m.group("t"), m.group("n")
    ta = text.content_tokens(a)
    if text.stem(t.lower()) not in ta or text.stem(n) in ta or n in _NOT_A_HEAD or text.is_stopword(n) \
            or n.endswith("ly"):
        return None
    return n, t


def for_the_thing(c: CaseView) -> bool:
    """Rule ``accessory``: the newer memory gets a new thing for the older one's thing, or the older one is about a
    part and the newer about another thing: two things, no changed value."""
    a, b = c.a.content, c.b.content
    return accessory(a, b) is not None or part_vs_other(a, b) is not None or compound_changed(a, b) is not None
