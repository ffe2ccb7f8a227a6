"""Two witnesses at one moment (issue #15, "conflicts need a person"): two sources that disagree about one fact.

Two memories from two different sources (two tools, a tool and an import, the user and a tool), written within
:data:`~hindsight.judge.conflicts.ONE_MOMENT` of each other, that give one fact two values, cannot both be right,
and nothing orders them: no time passed for the value to change. Such a pair is a conflict between sources: both
kept, flagged (a source conflict), never a supersede. The rules judge kept most of them silently: two records
under one key ("Vehicle: 2016 Honda Civic" / "Vehicle: 2018 Mazda 3") share no slot value it knows, and one frame
with another value ("drives a Honda Civic" / "drives a Ford Focus") is only "possibly updated" when time may have
passed.

The fact is one when the two statements are two records under one key (:func:`record`: "Job title: …", 职位：…)
or share one frame (:func:`hindsight.judge.values.same_frame`); the values differ only when :func:`apart` says so.
Its risk is one fact said by two sources in two ways (a tool's record and the user's words: other units, notations,
abbreviations, a translation, more detail), so it is strict:

- values in two scripts may be one value translated (北京 / "Beijing"): never apart;
- names that :func:`hindsight.language.alias.same_thing` reads as one thing ("UCLA" / "University of California,
  Los Angeles"), one place told more exactly (上海 / 上海浦东) or one word :func:`shortened` ("veggie" / "vegetarian",
  "SWE" / "Software Engineer") are one value;
- words: apart when both sides name something besides numbers and their units and their words share almost nothing
  (overlap below :data:`MAX_OVERLAP`, neither side's words within the other's, no number and word both shared:
  "18 Rowan Ct, Dayton OH" / "18 Rowan Court, Dayton, Ohio" is one address abbreviated);
- weekdays (:func:`other_days`): one event (two words in common) on two weekdays, none in common;
- numbers: apart only in the same units ("81.4 kg" / "77.0 kg", 1989-07-22 / 1988-11-02), never across units ("6 ft
  1 in" / "185 cm" may be one height) and never one number in two notations (:func:`~hindsight.language.notation.
  same_numbers`).

A guess (an agent's, or a hedged statement) is no witness: the rules judge's inference rules decide it. A change
the newer states ("moved to …") is no disagreement: later rules decide it. Pure, no I/O.
"""

from __future__ import annotations

import re
from typing import Protocol

from hindsight import policy
from hindsight.judge.base import CaseView
from hindsight.judge.conflicts import ONE_MOMENT, RECORDS, two_witnesses
from hindsight.judge.values import NUMERIC, attribute_frame
from hindsight.language import alias, changes, notation, records, text
from hindsight.language.times import DAY_ABBR, DAYS, weekdays
from hindsight.model import ConflictType, Relation, Source, Verdict

#: at most this share of the two values' names in common (a street's state, a title's "Dr.") for them to be apart
MAX_OVERLAP = 0.25
_MAX_KEY_WORDS_EN = 5
_MAX_KEY_CHARS_ZH = 8

#: linear: the value starts at its first non-space and runs to the end (a trailing full stop is cut in Python), so no
#: run of spaces can be split between two quantifiers
_RECORD = re.compile(r"(?P<key>[^:：\n\d]{1,40}?)\s*[:：]\s*(?P<value>\S[^\n]*)")
_YEAR = re.compile(r"(?:19|20)\d\d")


class Case(CaseView, Protocol):
    """What these conditions read of the rules judge's pair: :class:`hindsight.judge.base.CaseView` and more."""

    @property
    def frame(self) -> tuple[str, str] | None: ...


def at_one_moment(c: Case) -> bool:
    """Two sources (:func:`hindsight.judge.conflicts.two_witnesses`), neither a guess nor hedged, within
    :data:`~hindsight.judge.conflicts.ONE_MOMENT` of each other."""
    if not two_witnesses(c.pair.a, c.pair.b) or c.f.hedged_a or c.f.hedged_b:
        return False
    return abs(c.pair.b.observed_at - c.pair.a.observed_at) <= ONE_MOMENT


def record(content: str) -> tuple[str, str] | None:
    """A key-value record ("Job title: Operations Manager", 职位：运营总监): its key (lower-cased, ``_`` read as a
    space) and its value, else None. One field only (a second ``:`` or a ``;`` is a record of many fields), and not
    a source's heading before a statement ("CRM: the user lives in Austin.": language/records.py)."""
    m = _RECORD.fullmatch(content.strip())
    if m is None or records.heading(content) is not None:
        return None
    value = m.group("value").rstrip()
    value = value[:-1].rstrip() if value.endswith((".", "。")) else value
    key = " ".join(m.group("key").replace("_", " ").split()).casefold()
    if re.search(r"[:：;；]", value) or not key or not value:
        return None
    if text.has_cjk(key):
        return (key, value) if len(key.replace(" ", "")) <= _MAX_KEY_CHARS_ZH else None
    return (key, value) if len(key.split()) <= _MAX_KEY_WORDS_EN else None


def _parts(value: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """The value's names (words besides numbers, their units, stopwords and one-character Chinese words), numbers
    and units (the word after a number that is no year: "6 ft 1 in" → ft, in; "2016 Honda Civic": Honda is no
    unit)."""
    words = text.words(value)
    names, numbers, units = set(), set(), set()
    after_number = False
    for w in words:
        if NUMERIC.fullmatch(w):
            numbers.add(w)
            after_number = not _YEAR.fullmatch(w)
        elif after_number:
            units.add(w)
            after_number = False
        elif not text.is_stopword(w) and not (len(w) == 1 and text.has_cjk(w)):  # 款, 号: a measure word
            names.add(w)
    return frozenset(names), frozenset(numbers), frozenset(units)


def apart(x: str, y: str, max_overlap: float = MAX_OVERLAP) -> bool:
    """Are ``x`` and ``y`` surely two values of one fact (see the module's docstring; ``max_overlap``: the share of
    names they may have in common)?"""
    if text.has_cjk(x) != text.has_cjk(y) or alias.same_thing(x, y) or alias.more_detail(x, y) \
            or alias.more_detail(y, x) or shortened(x, y):
        return False
    (na, xa, ua), (nb, xb, ub) = _parts(x), _parts(y)
    if na and nb:  # the words after numbers count too ("18 Rowan Ct" / "18 Rowan Court": one street)
        wa, wb = na | ua, nb | ub
        if wa <= wb or wb <= wa or (xa & xb and wa & wb):  # one value told in more words, or in other notation
            return False
        return policy.jaccard(wa, wb) < max_overlap
    if na or nb:
        return False  # a name against a bare number: another notation, maybe ("O negative" / "O-")
    if _ints(xa) == _ints(xb) or (not (ua or ub) and len(_ints(xa)) != len(_ints(xb))):
        return False  # one date in two notations; "178" / "5'10\"": one height in two, a unit left out
    return bool(xa and xb and xa != xb and ua == ub and not notation.same_numbers(x, y))


def _ints(numbers: frozenset[str]) -> frozenset[int]:
    return frozenset(int(p) for n in numbers for p in re.findall(r"\d+", n.replace(",", "")))


def shortened(x: str, y: str) -> bool:
    """Is one Latin value the other shortened: a clipped word ("veggie" / "vegetarian", "Dept" / "Department": one
    word, the same first three letters) or an abbreviation of its letters in order ("SWE" / "Software Engineer":
    the same first letter, at most five letters against twice as many)?"""
    wx, wy = re.findall(r"[a-z]+", x.casefold()), re.findall(r"[a-z]+", y.casefold())
    if not (wx and wy) or text.has_cjk(x + y):
        return False
    (ws, short), (_, long) = sorted(((wx, "".join(wx)), (wy, "".join(wy))), key=lambda p: len(p[1]))
    if len(ws) == 1 and len(short) >= 3 and long.startswith(short[:3]):
        return True
    if len(short) > 5 or 2 * len(short) > len(long) or short[0] != long[0]:
        return False
    rest = iter(long)
    return all(ch in rest for ch in short)


def values(c: Case) -> tuple[str, str] | None:
    """The two values the pair gives one fact: two records' values under one key that names one attribute (not a
    plural: "Allergies: …" / "Languages: …" may list many), else the two spans of a frame that holds one value (an
    attribute, "the user's X is …", or a one-value slot: "lives in …"; "speaks …" and "likes …" hold many)."""
    one_value = c.f.exclusive or attribute_frame(c.a.content, c.b.content)
    ra, rb = record(c.a.content), record(c.b.content)
    if ra and rb:  # a key's name alone does not say it holds one value ("Hobby:", 用药：), unless two systems' fields
        # ... and two systems' fields under a key of a slot that holds several values (Pet, 爱好) are no rivals
        many = bool(c.f.slot) and not c.f.exclusive
        return (ra[1], rb[1]) if ra[0] == rb[0] and not plural(ra[0]) and (one_value or (_systems(c) and not many)) \
            else None
    if c.frame is None or not one_value:
        return None
    return c.frame


def _systems(c: Case) -> bool:
    return all(m.provenance.source in RECORDS for m in (c.a, c.b))


def _by_user(c: Case) -> bool:
    return Source.user in (c.a.provenance.source, c.b.provenance.source)


def numbers_apart(x: str, y: str) -> bool:
    """Do both values carry numbers, none in common ("2016 Honda Civic" / "2018 Mazda 3", "81.4 kg" / "77.0 kg")?
    A number is never an alias, a new name or a place inside a place: the user's words against a system's record are
    two values only when their numbers say so; names in two sources may be one thing renamed ("Meta" / "Facebook")."""
    (_, xa, ua), (_, xb, ub) = _parts(x), _parts(y)
    ya, yb = {n for n in xa if _YEAR.fullmatch(n)}, {n for n in xb if _YEAR.fullmatch(n)}
    if ya and yb:
        return not ya & yb
    pa, pb = xa - ya, xb - yb
    return bool(pa and pb and ua and ua == ub) and not pa & pb


def plural(key: str) -> bool:
    """Does the key name many things (its last word an English plural: "Allergies", "Languages")?"""
    last = key.split()[-1]
    return last.isascii() and last.endswith("s") and not last.endswith("ss") and text.stem(last) != last


_ZH_TIME_WORD = re.compile(r"^(?:周|星期|礼拜|每周)|[点午]$|^(?:早上|晚上|中午|傍晚|凌晨)$")
#: words two statements share that say when, not what: no evidence that they are about one thing
_SUBJECTS = frozenset({"user", "users", "i", "my", "me", "we", "our", "用户", "我", "我们"})
#: an event named by two words at least ("HOA meeting", 业主 大会): one word is a topic
MIN_EVENT_WORDS = 2
#: a statement of a habit, not of one date: a plural weekday ("on Mondays"), every / each / weekly, 每周 / 每逢 …
_RECURRING = re.compile(r"\b(?:every|each|weekly)\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b"
                        r"|每(?:个)?(?:周|星期|礼拜|逢)", re.I)


def _event_words(content: str) -> frozenset[str]:
    """The words that can name what happens: no stopword, number, time or weekday word, subject or lone character."""
    return frozenset(
        w for w in text.tokens(content)
        if not text.is_stopword(w) and w not in _SUBJECTS and not any(ch.isdigit() for ch in w)
        and not (len(w) == 1 and text.has_cjk(w)) and text.stem(w) not in changes.TIME_WORDS
        and not weekdays(w) and not DAY_ABBR.fullmatch(w.capitalize()) and not _ZH_TIME_WORD.search(w))


def other_days(c: Case) -> tuple[str, str] | None:
    """One event on two weekdays ("HOA meeting - Thursday 19:00" / "HOA meeting - Tuesday 19:00", 业主大会 周四 / 周二):
    both name weekdays, none in common, and the same words (:data:`MIN_EVENT_WORDS` at least) name the event; a
    habit ("every Monday", "on Fridays", 每周一) may be held on two days. One weekday in two languages or notations
    ("Thursday" / "Thu" / 周四) is one weekday."""
    if any(_RECURRING.search(m.content) for m in (c.a, c.b)):
        return None
    da, db = weekdays(c.a.content), weekdays(c.b.content)
    if not (da and db) or da & db:
        return None
    ea, eb = _event_words(c.a.content), _event_words(c.b.content)
    if ea != eb or len(ea) < MIN_EVENT_WORDS:  # 垃圾清运 / 垃圾分类回收清运: two pickups
        return None
    return ", ".join(DAYS[d] for d in sorted(da)), ", ".join(DAYS[d] for d in sorted(db))


def witnessed(c: Case) -> tuple[str, str] | None:
    """The two values two sources at one moment give one fact (no polarity flip, no change stated by the newer, no
    question), else None. When one side is the user, only values whose numbers differ (:func:`numbers_apart`): the
    user's names against a system's may be one thing renamed, an alias, a place inside a place, or two things both
    held on two days; the rules after this one judge those."""
    if not at_one_moment(c) or c.f.polarity_flip or (c.f.cue_b and c.f.cue_b != c.f.cue_a):
        return None
    if any(m.content.rstrip().endswith(("?", "？")) for m in (c.a, c.b)):  # a question states no value
        return None
    pair = values(c)
    if pair is not None and apart(*pair) and (not _by_user(c) or numbers_apart(*pair)):
        return pair
    return None if _by_user(c) else other_days(c)


def disagree(c: Case) -> bool:
    return witnessed(c) is not None


def verdict(c: Case) -> Verdict:
    x, y = witnessed(c) or ("", "")
    return Verdict(relation=Relation.conflict, keep="both", type=ConflictType.source, confident=True,
                   reason=f"two sources at one moment give one fact two values: {x} vs {y}; both kept for a person")
