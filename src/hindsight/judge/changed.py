"""Updates of predicates no lexicon lists, told in another frame (issue #15, "What to build" 2), and their harm
control: four rules of the rules judge (:data:`hindsight.judge.rules.RULES`), wired there by name.

``added_value``   the newer statement says it adds a value beside the older ("now also volunteers at the shelter",
                  "又开了腾讯视频会员", "got a second library card"): both hold, nothing is replaced, whatever change
                  word it also carries ("now also…"). Only where the older says no such thing itself.
``changed_frame`` two first-hand statements about the same person, the older naming no slot of the lexicon,
                  cosine-close, each naming a value the other does not, the newer saying in so many words that a
                  value was *replaced* (:func:`hindsight.language.changes.replaced`: "switched", "now", "instead",
                  "改", "换成", "不再"; not an onset such as "started", which may add a second thing): "The user's
                  password manager is LastPass" / "Switched everything over to Bitwarden", "用户每天早上沿山脚
                  跑步" / "现在晨跑改走环湖了".
                  Nothing but closeness says the frames are one, so the outcome is soft: both kept, linked as
                  possibly updated, and search ranks the newer first for present questions (the older stays for
                  questions about the past).
``cue_negates_old`` the newer says a change and negates, inside the clause of its negation, a word of the older's
                  predicate ("likes answers as bullet lists" → "from now on wants plain paragraphs, no bullets"); no
                  lexicon slot in common (in one, "no longer drinks coffee after 3 pm" restricts, not replaces). A
                  negation in another clause negates nothing of the older ("用户每天骑电动车…" / "…用户不去健身房了，
                  改成每天游一千米": 每天 is not negated): :func:`negates_old`.
``restated_now``  the newer's only change word is a present-time adverb ("now", "these days", 目前) and both give
                  the same names and codes: "I'm at the airport, gate B12." / "sitting at gate B12 now", "works at
                  Google" / "now works at Google as a manager". "Now" dates the value, it replaces nothing named:
                  soft, both kept (possibly updated), the newer first for present questions.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Protocol

from hindsight.judge.base import CaseView
from hindsight.judge.values import value_shared
from hindsight.language import changes, polarity, text
from hindsight.language.people import subject
from hindsight.language.slots import change_cue, is_cue_word, slot_tokens, slots
from hindsight.language.spans import SUBJECT_WORDS, value_spans, values
from hindsight.model import Kind, Relation, Source, Verdict

if TYPE_CHECKING:
    from hindsight.model import Memory
    from hindsight.policy import Calibration


class Case(CaseView, Protocol):
    """What these conditions read of the rules judge's pair: :class:`hindsight.judge.base.CaseView` and more."""

    @property
    def cal(self) -> Calibration: ...


def _first_hand(m: Memory) -> bool:
    return m.provenance.source != Source.agent and m.kind == Kind.semantic and "?" not in m.content \
        and "？" not in m.content


def _same_person(c: Case) -> bool:
    if c.f.other_person:
        return False
    sa, sb = subject(c.a.content, c.pair.user_names), subject(c.b.content, c.pair.user_names)
    return sa is None or sb is None or sa == sb


def added_value(c: Case) -> bool:
    """The newer says it adds a value (and the older does not), about the same person."""
    return bool(changes.added(c.b.content) and not changes.added(c.a.content) and _same_person(c)
                and _first_hand(c.a) and _first_hand(c.b))


def added_verdict(c: Case) -> Verdict:
    return Verdict(relation=Relation.unrelated, keep="both",
                   reason=f"the newer adds a value beside the older ({changes.added(c.b.content)!r}): both kept")


def _values_apart(a: str, b: str, names: frozenset[str]) -> bool:
    """Each statement says something the other does not: a value span (numbers, names, long Chinese nouns), else
    a content word (no change word, subject or user's name): "jogs the canal towpath" / "changed the route to the
    park loop" name their values in plain lowercase words. A restatement is the paraphrase rule's, decided before."""
    drop = {w for n in names for w in text.content_tokens(n)} | {n.lower() for n in names} | set(SUBJECT_WORDS)
    va, vb = value_spans(a) - drop, value_spans(b) - drop
    if va - vb and vb - va:
        return True
    wa, wb = (frozenset(w for w in text.content_tokens(x) - drop if not is_cue_word(w) and not text.is_stopword(w))
              for x in (a, b))
    return bool(wa - wb) and bool(wb - wa)


def changed_frame(c: Case) -> bool:
    """No slot in common, the same person, cosine-close, values apart, the newer says a value was replaced."""
    if c.f.slot is not None or not changes.replaced(c.b.content) or changes.added(c.b.content):
        return False
    if not (_first_hand(c.a) and _first_hand(c.b)) or polarity.negated(c.a.content):
        return False
    if c.pair.similarity < c.cal.conflict or not _same_person(c):
        return False
    # the older's predicate is one no lexicon lists: where it names a slot of the lexicon, the slot rules decide
    # ("home is in Singapore" / "got moved to Sarah's team": a home, then no home at all, is two things); the newer
    # may name one in passing ("banks with Nationwide" / "payroll now goes to the Monzo account", 薪 of 单位发薪)
    if slots(slot_tokens(c.a.content)):
        return False
    # short Chinese statements of one person are all cosine-close (e5): there the frame must share a word as well
    cjk = text.has_cjk(c.a.content) or text.has_cjk(c.b.content)
    if cjk and not changes.shared_frame(c.a.content, c.b.content, c.pair.user_names):
        return False
    return _values_apart(c.a.content, c.b.content, c.pair.user_names)


def changed_verdict(c: Case) -> Verdict:
    return Verdict(relation=Relation.unrelated, keep="both", possibly_updated=True,
                   reason=f"the newer says a value was replaced ({changes.replaced(c.b.content)!r}) in another frame "
                          "of a close statement: both kept (possibly updated)")


#: a present-time adverb: it dates a value, it names no replacement ("from now on" is a change word of its own)
_PRESENT = ("now", "nowadays", "these days", "现在", "如今", "目前")
_PRESENT_RX = re.compile("|".join(rf"\b{w}\b" if w.isascii() else w for w in _PRESENT), re.I)


def restated_now(c: Case) -> bool:
    """The newer's only change word is a present-time adverb the older lacks ("…instead" names a replacement), and
    both give the same numbers and names, one of them a word or a code (not a bare count: "has 2 cats" / "now has 2
    dogs" share only the number)."""
    return bool(c.f.cue_b in _PRESENT and not c.f.cue_a and change_cue(_PRESENT_RX.sub(" ", c.b.content)) is None
                and value_shared(c.a.content, c.b.content) and any(not v.isdigit() for v in values(c.a.content)))


def restated_verdict(c: Case) -> Verdict:
    return Verdict(relation=Relation.unrelated, keep="both", possibly_updated=True,
                   reason=f"the newer dates the same value ({c.f.cue_b!r}, {', '.join(sorted(values(c.b.content)))}): "
                          "both kept (possibly updated)")


def negates_old(c: Case, predicate_words: frozenset[str]) -> str | None:
    """A word of the older's predicate (``predicate_words``: what both share less the subject and change language;
    or a content word only the older has, which jieba glued to the newer's negator: 不骑 of "用户现在不骑了") that the
    newer negates in the clause of its negation, when the newer states a change and the older negates nothing, about
    the same person; else None."""
    if not c.f.cue_b or c.f.other_person or text.has_negation(c.a.content):
        return None
    older = predicate_words | {w for w in c.f.only_a - SUBJECT_WORDS if not text.is_stopword(w) and not is_cue_word(w)
                               and w not in changes.TIME_WORDS}
    for span in polarity.negated_spans(c.b.content):
        hit = sorted(older & slot_tokens(span))
        if hit:
            return hit[0]
    return None
