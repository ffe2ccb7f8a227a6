"""A later statement about the same subject that no rule could read (issue #15: "where the judge is unsure, prefer
a soft outcome: keep both, link them as possibly-updated, and let search rank the newer one first"): a rule of the
rules judge (:data:`hindsight.judge.rules.RULES`), wired there by name right before ``no_common_subject``, which
would call the pair unrelated.

"The user is at piano grade 4." → weeks later "The user passed grade 5."; 用户和小林合租 → 用户和小林分开住了.
The newer says a state was reached in words no cue or slot lists; what the rules can see is that the two are close
(a candidate pair: cosine at or above the conflict threshold), about the same subject, share a word that can name
a predicate ("grade", 小林), that the newer came a day or more later, and that it says, in a closed class of aspect
and time words, that something was reached or holds now (:func:`reached`; 了 as a particle) where the older does
not. That is no evidence that the older is over, so nothing changes state: both stay active and the older is
linked as possibly updated by the newer (search places it right below the newer when the newer answers the query,
``search/changed.py``).

Not for two memories with a common slot: the slot rules read their values, and where they find them compatible
a link ranked "drinks black coffee" below "bought a new oak coffee table" (hygiene corpus 1, measured).

Kept apart, because there the link would say something wrong or hide something a person should see:
- the same moment (under a day apart): two sources disagreeing at once are a conflict, not a change;
- an agent's guess on either side (a guess never outranks a fact: ``guess_vs_fact``), a hedged statement;
- another person on one side, or two different subjects ("the user's daughter" / "the user");
- lessons (``experience``) and two memories of different kinds.
"""

from __future__ import annotations

import re
from datetime import timedelta
from typing import Protocol

from hindsight.judge.base import CaseView
from hindsight.language import text
from hindsight.model import Kind, Relation, Source, Verdict

#: at least this long between the two statements: a day makes "later", under it is one moment
MIN_GAP = timedelta(days=1)

#: a state reached or newly held, whatever the predicate (closed class: aspect and recency words, not verbs of a
#: domain): "got a Pixel 9", "passed grade 5", "became head of sales", "is now at Zurich", "finally has a car";
#: not "new", which names a thing more often than a change ("bought a new oak coffee table")
_REACHED_EN = re.compile(r"\b(?:got|gotten|became|become|becomes|passed|earned|finally|now|anymore|no\s+longer)\b",
                         re.IGNORECASE)
#: 了 as a particle of aspect (jieba ul / y: 升到了, 分开住了) or a word of time now (现在, 如今, 目前, 刚, 终于)
_REACHED_ZH = frozenset({"现在", "如今", "目前", "刚", "刚刚", "终于", "已", "已经", "不再"})


class _Later(CaseView, Protocol):
    @property
    def subjects(self) -> tuple[str | None, str | None]: ...
    @property
    def guesses(self) -> tuple[bool, bool]: ...
    @property
    def predicate_words(self) -> frozenset[str]: ...


def later(c: _Later, floor: float) -> bool:
    """The newer came ``MIN_GAP`` or more after the older, both statements of the same kind about the same subject,
    neither a guess, the pair at least ``floor`` close (the conflict threshold: a review candidate), sharing a word
    that can name a predicate (closeness alone links "用户喜欢喝美式咖啡" to "用户养了一只叫豆豆的狗"), and the newer
    says a state was reached where the older does not (:func:`reached`)."""
    a, b = c.a, c.b
    return bool(
        c.predicate_words
        and b.observed_at - a.observed_at >= MIN_GAP
        and c.pair.similarity >= floor
        and a.kind == b.kind != Kind.experience
        and Source.agent not in (a.provenance.source, b.provenance.source)
        and not any(c.guesses)
        and not c.f.other_person
        and c.subjects[0] == c.subjects[1]
        and reached(b.content) and not reached(a.content)
    )


def reached(content: str) -> bool:
    """Does the statement say a state was reached or is newly held (:data:`_REACHED_EN`, :data:`_REACHED_ZH`)?"""
    if _REACHED_EN.search(content):
        return True
    if not text.has_cjk(content):
        return False
    return any((tag in ("ul", "y") and word == "了") or word in _REACHED_ZH for word, tag in text.tagged(content))


def verdict(c: CaseView) -> Verdict:
    days = (c.b.observed_at - c.a.observed_at).days
    return Verdict(relation=Relation.unrelated, keep="both", possibly_updated=True,
                   reason=f"the same subject, said again {days} day{'s' * (days != 1)} later in other words: both "
                          f"kept (possibly updated)")
