"""A record revised later (issue #15, "general mechanisms for predicates nobody listed"): the same key given
another value a day or more after.

"Home address: 22 Larch Lane, Burlington VT" → five weeks later "Home address: 410 Pine St, Apt 3, Burlington VT";
住址：苏州工业园区星湖街100号 → 住址：苏州市姑苏区人民路88号; 职位：高级工程师 → 职位：技术专家. A record names one
attribute and gives its value, as "the user's X is …" does (the ``attribute_value`` rule): whatever the key, a
later record under it is the value now. The rules judge kept such pairs as compatible (a slot whose values it
could not tell apart: both addresses share "Burlington VT") or as unrelated (no slot it knows). A statement of one
attribute is read the same way, its whole value after the copula (:func:`hindsight.judge.values.attribute_values`:
"CRM: the user's address is 12 Elm St, Springfield." → "… is 48 Oak Ave, Riverside.", 用户地址是朝阳区建国路88号 →
…是海淀区中关村大街1号), where the one-span rules saw two spans apart (a street and a city) and no value.

When it holds:
- both are one-field records under one key (:func:`hindsight.judge.witnesses.record`), a key that names one thing
  (not a plural: "Allergies: …", "Languages: …" may list many), or two statements of one attribute's value;
- the newer came :data:`hindsight.judge.later.MIN_GAP` or more after the older (at one moment two sources are two
  witnesses: ``two_witnesses``), neither a guess nor hedged, neither a question;
- the two values differ (:func:`hindsight.judge.witnesses.apart` with a looser overlap, :data:`MAX_OVERLAP`: one
  address moved within one city shares its city and state); one value told in other words, notation, script or
  detail is never apart.

The outcome follows what the key holds, read from the key alone (review66: words in the values made "Login: Chrome
on Windows" a device and "Teacher: Ms. Rivera" the user's job). A record's key of a one-value slot (an address, a
title, a car), not a person's role (a coworker, a neighbour: many people; a manager, a spouse, a landlord: one), and
a work key that names the user's job (title, position, employer), or an attribute statement: the older is replaced
(a temporal conflict; its history is kept). Any other key ("Relationship status:", "Insurance provider:") may hold
one value or collect many: both kept, the older linked as possibly updated (search ranks the newer first).

Never (review66, 38 wrong outcomes on 168 benign pairs before these): a slot the lexicon knows holds many (children,
pets, hobbies, diet); events (the schedule slot: appointments, meetings, trips, flights are many); a system's
records under a key the lexicon does not know (mostly logs: "Visit:", "Ticket:", 订单：); an address per order
(shipping, delivery, 收货); two values each with its own qualifier ("(wife's)" / "(mine)").
"""

from __future__ import annotations

import re

from hindsight.judge.later import MIN_GAP
from hindsight.judge.values import attribute_frame, attribute_values
from hindsight.judge.witnesses import Case, apart, plural, record
from hindsight.language.people import PEOPLE
from hindsight.language.slots import slot_tokens, slots
from hindsight.model import Relation, Source, Verdict

#: at most this share of the two values' names in common: a new street in the same city and state differs
MAX_OVERLAP = 0.5
#: the slot of events: two appointments, meetings or flights are two, not one revised
EVENTS = "schedule"
#: an address per order, not the user's
_PER_ORDER = re.compile(r"shipping|delivery|billing|pick-?up|drop-?off|收货|送货|取件|发货", re.IGNORECASE)
#: roles one person fills (stems, as :data:`hindsight.language.people.PEOPLE`); other roles come in numbers
_ONE_PERSON = frozenset({"manag", "manager", "boss", "spous", "spouse", "husband", "wife", "partner", "landlord",
                         "经理", "老板", "丈夫", "妻子", "老公", "老婆", "上司", "领导"})
#: a work key that names the user's own job; "Teacher:", 医生： name someone who works for the user
_JOB_KEY = re.compile(r"title|job|position|employer|company|occupation|profession|role|职位|职务|岗位|工作|公司|单位|"
                      r"职业|雇主", re.IGNORECASE)
_QUALIFIER = re.compile(r"[(（]([^)）]*)[)）]")


def values(c: Case) -> tuple[str, str] | None:
    """The older and the newer value of one record key revised a day or more later, else None."""
    a, b = c.a, c.b
    if b.observed_at - a.observed_at < MIN_GAP or Source.agent in (a.provenance.source, b.provenance.source):
        return None
    if c.f.hedged_a or c.f.hedged_b or any(m.content.rstrip().endswith(("?", "？")) for m in (a, b)):
        return None
    if c.f.slot is not None and (not c.f.exclusive or c.f.slot == EVENTS):
        return None
    ra, rb = record(a.content), record(b.content)
    if ra and rb:
        if ra[0] != rb[0] or plural(ra[0]) or _PER_ORDER.search(ra[0]) or _qualified_apart(ra[1], rb[1]):
            return None
        if c.f.slot is None and Source.user not in (a.provenance.source, b.provenance.source) \
                and not (slots(slot_tokens(ra[0])) or slot_tokens(ra[0]) & PEOPLE):
            return None  # a system's log under a key nobody knows: "Visit:", "Ticket:", 订单：
        pair: tuple[str, str] | None = (ra[1], rb[1])
    else:
        pair = attribute_values(a.content, b.content)
    return pair if pair is not None and apart(*pair, MAX_OVERLAP) else None


def _qualified_apart(x: str, y: str) -> bool:
    """Do both values carry a qualifier in brackets, and other ones ("(wife's)" / "(mine)")?"""
    qx, qy = _QUALIFIER.findall(x), _QUALIFIER.findall(y)
    return bool(qx and qy and qx != qy)


def key_one_value(key: str) -> bool:
    """Does a record's key hold one value, by the key's own words: a one-value slot and no event, a role one person
    fills, a work key that names the user's job?"""
    tokens = slot_tokens(key)
    if tokens & PEOPLE:
        return bool(tokens & _ONE_PERSON)
    found = slots(tokens)
    if not found or EVENTS in found or ("work" in found and not _JOB_KEY.search(key)):
        return False
    return any(found.values())


def revised(c: Case) -> bool:
    return values(c) is not None


def one_value(c: Case) -> bool:
    """Does the key hold one value at a time: a record's key by its own words (:func:`key_one_value`), else a
    one-value slot (``exclusive``) or an attribute frame?"""
    ra = record(c.a.content)
    if ra is not None and record(c.b.content) is not None:
        return key_one_value(ra[0])
    return bool(c.f.slot and c.f.exclusive) or attribute_frame(c.a.content, c.b.content)


def verdict(c: Case, conflict: Verdict) -> Verdict:
    """``conflict`` (the judge's temporal verdict) for a one-value key, else both kept, possibly updated."""
    old, new = values(c) or ("", "")
    if one_value(c):
        return conflict
    return Verdict(relation=Relation.unrelated, keep="both", possibly_updated=True,
                   reason=f"one record key, another value later ({old!r} → {new!r}): both kept (possibly updated)")
