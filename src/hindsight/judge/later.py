"""A later statement about the same subject that no rule could read (issue #15: "where the judge is unsure, prefer
a soft outcome: keep both, link them as possibly-updated, and let search rank the newer one first"): a rule of the
rules judge (:data:`hindsight.judge.rules.RULES`), wired there by name right before ``no_common_subject``, which
would call the pair unrelated.

"The user is at piano grade 4." → weeks later "The user passed grade 5."; 用户是跆拳道蓝带 → 用户升到了跆拳道黑带.
The newer says a state was reached in words no cue or slot lists; what the rules can see is that the two are close
(a candidate pair: cosine at or above the conflict threshold), about the same subject, share a word that can name
a predicate ("grade", 跆拳道), that the newer came a day or more later, and that it says a state was reached
(:func:`reached`: passed, got + a participle; 了 closing the sentence or after a resultative complement) where the
older does not. That is no evidence that the older is over, so nothing changes state: both stay active and the
older is linked as possibly updated by the newer (search places it right below the newer when the newer answers
the query, ``search/changed.py``).

Not for two memories with a common slot: the slot rules read their values, and where they find them compatible
a link ranked "drinks black coffee" below "bought a new oak coffee table" (hygiene corpus 1, measured).

Kept apart, because there the link would say something wrong or hide something a person should see:
- the same moment (under a day apart): two sources disagreeing at once are a conflict, not a change;
- an agent's guess on either side (a guess never outranks a fact: ``guess_vs_fact``), a hedged statement;
- another person on one side, or two different subjects ("the user's daughter" / "the user");
- lessons (``experience``) and two memories of different kinds;
- an older that states a habit or a liking (:func:`habit`): a purchase or an event named like it does not update it
  ("runs 5 km every morning" → "got a running watch"; 喜欢做饭 → 买了一口铁锅: review59 found 22 such wrong links in
  24 when any 了, "got", "now" or "finally" counted as a state reached).
"""

from __future__ import annotations

import re
from datetime import timedelta
from typing import Protocol

from hindsight.judge.base import CaseView
from hindsight.language import morphemes, text
from hindsight.model import Kind, Relation, Source, Verdict

#: at least this long between the two statements: a day makes "later", under it is one moment
MIN_GAP = timedelta(days=1)

#: a state reached, whatever the predicate (closed class, and none of them a change cue: the cue rules judge those
#: first): "passed grade 5", "got promoted", "has gotten engaged"; not "got" + a thing ("got a Berlin library card"),
#: "now", "finally" or "earned", which review59 found mostly before a thing named like the older's activity
#: ("finally got an EpiPen" after "allergic to peanuts")
_REACHED_EN = re.compile(r"\b(?:passed|(?:got|gotten)\s+(?!(?:ten|seven|eleven|even|often|oven)\b)[a-z]+(?:ed|en))\b",
                         re.IGNORECASE)
#: 了 that closes the sentence (用户和小林分开住了) or follows a resultative complement (升到了, 换成了); a 了 after a
#: plain action verb marks an event, not a state reached (用户买了新沙发, 在上海买了房: review59)
_RESULTATIVE = ("到", "成", "上", "完")
_CLOSES = frozenset("。.！!；;，,")
#: an action done to its end (吃完了, 游完泳了, 保养完了, 献完血了): an event, however it closes; with a character in
#: common and no word it links nothing (review68: 用户在学游泳 → 用户游完泳了, 用户有一辆车 → 用户的车保养完了)
_FINISHED = re.compile(r"完(?!成|全|美|整|善|毕业)")
#: a habit or a liking in the older: a purchase or an event does not update it ("likes cooking" → "bought a wok")
_HABIT_EN = re.compile(r"\b(?:every|each|usually|often|always|likes?|loves?|enjoys?|favou?rite|fan|prefers?)\b",
                       re.IGNORECASE)
_HABIT_ZH = frozenset({"每天", "每周", "每晚", "每月", "周末", "喜欢", "爱", "常常", "经常", "总是", "通常"})


class SubjectCase(CaseView, Protocol):
    """What the soft rules read of a case besides :class:`CaseView` (judge/later.py, judge/recounted.py)."""

    @property
    def subjects(self) -> tuple[str | None, str | None]: ...
    @property
    def guesses(self) -> tuple[bool, bool]: ...
    @property
    def predicate_words(self) -> frozenset[str]: ...


def later(c: SubjectCase, floor: float) -> bool:
    """The newer came ``MIN_GAP`` or more after the older, both statements of the same kind about the same subject,
    neither a guess, the pair at least ``floor`` close (the conflict threshold: a review candidate), sharing a word
    that can name a predicate (closeness alone links "用户喜欢喝美式咖啡" to "用户养了一只叫豆豆的狗"), and the newer
    says a state was reached where the older does not (:func:`reached`)."""
    a, b = c.a, c.b
    return bool(
        (c.predicate_words or (morphemes.shared(a.content, b.content) and not _FINISHED.search(b.content)))
        and b.observed_at - a.observed_at >= MIN_GAP
        and c.pair.similarity >= floor
        and a.kind == b.kind != Kind.experience
        and Source.agent not in (a.provenance.source, b.provenance.source)
        and not any(c.guesses)
        and not c.f.other_person
        and c.subjects[0] == c.subjects[1]
        and reached(b.content) and not reached(a.content)
        and not habit(a.content)
    )


def reached(content: str) -> bool:
    """Does the statement say a state was reached (:data:`_REACHED_EN`; 了 closing the sentence or after a
    resultative complement)?"""
    if _REACHED_EN.search(content):
        return True
    if not text.has_cjk(content):
        return False
    tagged = text.tagged(content)
    for i, (word, tag) in enumerate(tagged):
        if word != "了" or tag not in ("ul", "y"):
            continue
        after = tagged[i + 1][0].strip() if i + 1 < len(tagged) else ""
        if tag == "y" or not after or after[0] in _CLOSES or (i and tagged[i - 1][0].endswith(_RESULTATIVE)):
            return True
    return False


def habit(content: str) -> bool:
    """Does the statement say what the user does regularly or likes (:data:`_HABIT_EN`, :data:`_HABIT_ZH`)?"""
    if _HABIT_EN.search(content):
        return True
    return text.has_cjk(content) and any(w in _HABIT_ZH for w in text.cjk_words(content))


def verdict(c: CaseView) -> Verdict:
    days = (c.b.observed_at - c.a.observed_at).days
    return Verdict(relation=Relation.unrelated, keep="both", possibly_updated=True,
                   reason=f"the same subject, said again {days} day{'s' * (days != 1)} later in other words: both "
                          f"kept (possibly updated)")
