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
from datetime import datetime, timedelta

from hindsight import policy
from hindsight.judge.base import JudgeBudget, Pair
from hindsight.judge.features import Features
from hindsight.judge.values import (
    NUMERIC,
    leaves,
    name_tokens,
    new_phone_number,
    other_slot_words,
    phone_like,
    place_vs_other,
    rival_values,
    roles_differ,
    same_but_negated,
    same_value,
    small_swap,
    words_besides_numbers,
    zh_change,
)
from hindsight.language import names as aliases
from hindsight.language import text
from hindsight.language.people import PEOPLE, manager, named, people, subject
from hindsight.language.slots import (
    ALL_SLOT_WORDS,
    FILLER,
    HEDGES,
    NEGATION_TOKENS,
    SLOT_PREDICATES,
    SLOT_WORDS,
    STACK_PARTS,
    change_cue,
    covered,
    is_cue_word,
    slot_values,
    slots,
)
from hindsight.model import ConflictType, Keep, Kind, Memory, Relation, Source, Verdict
from hindsight.policy import Calibration

FACT_TRUST = {Source.user: 4, Source.config: 3, Source.tool: 2, Source.import_: 2, Source.agent: 0}
SAME_TIME = timedelta(minutes=5)
SOURCE_WINDOW = timedelta(hours=24)


def features(a: Memory, b: Memory) -> Features:
    raw_a, raw_b = text.content_tokens(a.content), text.content_tokens(b.content)
    ta = frozenset(w for w in raw_a - NEGATION_TOKENS if not is_cue_word(w))
    tb = frozenset(w for w in raw_b - NEGATION_TOKENS if not is_cue_word(w))
    shared, only_a, only_b = ta & tb, ta - tb, tb - ta
    sa, sb = slots(raw_a), slots(raw_b)
    pa, pb = STACK_PARTS.intersection(sa), STACK_PARTS.intersection(sb)
    generic = ("liking", "preference")
    common = [s for s in sa if s in sb and s not in generic] or [s for s in sa if s in sb]
    slot = common[0] if common else None
    exclusive = bool(slot and sa[slot])
    roles = sorted(ta & tb & PEOPLE)
    role = roles[0] if roles else None
    if slot is None and role is not None:  # "the user's manager is Marcus" / "... is Kevin": one value per role
        slot, exclusive = f"role:{role}", True
    slot_shared = bool(slot and (role if slot.startswith("role:") else shared & SLOT_WORDS[slot][1]))
    na, nb = text.numbers(a.content), text.numbers(b.content)
    return Features(
        shared=shared,
        only_a=only_a,
        only_b=only_b,
        lex=policy.jaccard(ta - HEDGES, tb - HEDGES),  # "probably has kids" / "has no kids": same words
        slot=slot,
        exclusive=exclusive,
        cue_b=change_cue(b.content),
        cue_a=change_cue(a.content),
        polarity_flip=text.has_negation(a.content) != text.has_negation(b.content),
        numbers_differ=bool(na and nb and na != nb),
        other_person=bool(people(a.content, ta) ^ people(b.content, tb)),
        role=role,
        slot_shared=slot_shared,
        hedged_a=bool(ta & HEDGES),
        hedged_b=bool(tb & HEDGES),
        parts_differ=bool(pa and pb and not pa & pb),
        lex_core=policy.jaccard(_core(ta), _core(tb)),
    )


def _one_number_each(a: str, b: str, va: frozenset[str], vb: frozenset[str]) -> bool:
    """Each side differs by exactly one number (a time counts as one) and nothing else ("budget is $500" / "$800",
    "standup at 9:30" / "at 10:00"); two numbers that both change ("Service 23 listens on port 8023" / "Service
    193 … 8193") name another thing, not a new value."""
    if words_besides_numbers(va) or words_besides_numbers(vb):
        return False
    xa, xb = set(_NUMBER_EXPR.findall(a)), set(_NUMBER_EXPR.findall(b))
    return len(xa - xb) == 1 and len(xb - xa) == 1


_NUMBER_EXPR = re.compile(r"\d{1,2}:\d{2}|\d+点半?|\d+(?:[.,]\d+)*")


def _core(tokens: frozenset[str]) -> frozenset[str]:
    return frozenset(w for w in tokens - HEDGES - FILLER if not NUMERIC.fullmatch(w))


def _values(f: Features) -> tuple[frozenset[str], frozenset[str]]:
    """The differing words minus the common slot's own vocabulary and hedges: the values that changed."""
    drop = (SLOT_PREDICATES.get(f.slot, frozenset()) if f.slot else frozenset()) | HEDGES
    va = frozenset(w for w in f.only_a if w not in drop and not is_cue_word(w))
    vb = frozenset(w for w in f.only_b if w not in drop and not is_cue_word(w))
    return va, vb


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


def decide(pair: Pair, cal: Calibration) -> Verdict:
    """The rules judge's verdict for one pair (a older, b newer)."""
    a, b = pair.a, pair.b
    if policy.duplicate_verdict(b.content, a.content, pair.similarity, cal).duplicate:
        return Verdict(relation=Relation.duplicate, keep="a", reason="same memory")
    f = features(a, b)
    para = is_paraphrase(a, b, pair.similarity, f, cal)
    if para:
        return Verdict(relation=Relation.duplicate, keep="a", reason=para)
    ma, mb = manager(a.content, pair.user_names), manager(b.content, pair.user_names)
    if ma and mb and ma != mb and not f.polarity_flip:
        return _conflict(a, b, f, f"the user reports to one person: {ma} vs {mb}")
    if f.other_person:
        return Verdict(relation=Relation.unrelated, reason="about different people")
    sa_, sb_ = subject(a.content, pair.user_names), subject(b.content, pair.user_names)
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
        names = name_tokens(pair.user_names)
        va, vb = va - names, vb - names
    if f.polarity_flip and ((f.lex >= 0.5 and not (va and vb)) or same_but_negated(a.content, b.content)):
        return _conflict(a, b, f, "one affirms what the other negates")
    if f.numbers_differ and f.slot and (f.lex >= 0.3 or f.exclusive) and (f.slot_shared or f.cue_b) \
            and not (phone_like(a.content) or phone_like(b.content)) \
            and max(len(words_besides_numbers(va)), len(words_besides_numbers(vb))) <= 1:
        # "works 9 to 5" / "works on a ThinkPad X1": both say more than another number
        return _conflict(a, b, f, f"different numbers for the same {f.slot}")
    if new_phone_number(a.content, b.content, f, name_tokens(pair.user_names)):
        return _conflict(a, b, f, "another phone number")
    if f.cue_b and len(f.shared - ALL_SLOT_WORDS) >= 1 and max(f.lex, f.lex_core) >= 0.3 and f.only_b:
        return _conflict(a, b, f, f"the same subject ({', '.join(sorted(f.shared)[:3])}) changed")
    if f.cue_b and f.shared - ALL_SLOT_WORDS:
        ea, eb = named(a.content) - named(b.content), named(b.content) - named(a.content)
        if len(ea) == 1 and len(eb) == 1:  # "project stores data in MongoDB" → "project runs on PostgreSQL now"
            return _conflict(a, b, f, f"the same subject now names {sorted(eb)[0]} instead of {sorted(ea)[0]}")
    if zh_change(a.content, b.content, f, va, vb, pair.similarity):
        return _conflict(a, b, f, "the same Chinese statement, changed")
    a_guess = a.provenance.source == Source.agent or f.hedged_a
    b_guess = b.provenance.source == Source.agent or f.hedged_b
    if a_guess != b_guess and f.slot and ((va and vb) or f.polarity_flip):
        return _conflict(a, b, f, f"a guess and a statement about the same {f.slot} differ")
    if a_guess != b_guess and f.polarity_flip and not (va or vb) and f.shared:
        return _conflict(a, b, f, "a guess affirms what a statement negates (or the reverse)")
    if f.slot is None:
        one_number = f.lex_core >= 0.6 and _one_number_each(a.content, b.content, va, vb)
        if f.numbers_differ and (f.lex >= 0.6 or one_number):
            return _conflict(a, b, f, "different numbers in the same statement")
        if a.kind == b.kind == Kind.semantic and f.lex >= 0.6 and small_swap(va, vb, f.lex):
            return _conflict(a, b, f, f"the same statement with another value: {sorted(va)} vs {sorted(vb)}")
        return Verdict(relation=Relation.unrelated, reason="no common subject; they only share topic words")
    xa, xb = slot_values(a.content, f.slot, va), slot_values(b.content, f.slot, vb)
    if f.cue_b and f.exclusive and xa and xb and not xa & xb:  # "每天早上喝一杯绿茶" → "最近改喝美式了"
        return _conflict(a, b, f, f"the {f.slot} changed from {sorted(xa)[0]} to {sorted(xb)[0]}")
    ka = slot_values(a.content, f.slot, text.content_tokens(a.content))
    kb = slot_values(b.content, f.slot, text.content_tokens(b.content))
    if f.cue_b and f.exclusive and ka and kb - ka and ka <= kb and leaves(b.content, ka):
        # "written in Vue" → "stopped using Vue and rewrote the UI in Angular"
        return _conflict(a, b, f, f"the {f.slot} changed from {sorted(ka)[0]} to {sorted(kb - ka)[0]}")
    focused = max(len(va), len(vb)) <= 3 or (f.slot_shared and f.lex >= 0.3)
    if f.cue_b and focused and not place_vs_other(va, vb) and (f.only_b or f.polarity_flip) \
            and (f.only_a or f.polarity_flip or f.exclusive) and not other_slot_words(f, vb):
        return _conflict(a, b, f, f"same {f.slot}, changed value")
    # "drives to work" names another slot's word, not a workplace; "works in Vancouver" / "works at Spotify"
    sa, sb = frozenset(w for w in va if not covered(w, FILLER)), frozenset(w for w in vb if not covered(w, FILLER))
    if f.exclusive and f.slot_shared and not other_slot_words(f, sa | sb) and small_swap(sa, sb, f.lex) \
            and not roles_differ(a.content, b.content, sa, sb):
        return _conflict(a, b, f, f"{f.slot} holds one value; {sorted(sa)[:3]} vs {sorted(sb)[:3]}")
    rivals = rival_values(a.content, b.content, f, va, vb)
    if rivals:
        return _conflict(a, b, f, f"{f.slot} holds one value: {rivals[0]} vs {rivals[1]}")
    same = None if f.cue_a or f.cue_b else same_value(a.content, b.content, f, va, vb)  # "moved to X" is news
    if same:
        return Verdict(relation=Relation.duplicate, keep="a", reason=f"the same {f.slot} ({same}) in other words")

    return Verdict(relation=Relation.unrelated, reason=f"both about {f.slot}, but compatible")


class RulesJudge:
    """Offline judge; deterministic, no cost."""

    name = "rules"

    def __init__(self, calibration: Calibration | None = None) -> None:
        self.calibration = calibration or Calibration()

    def judge(self, pairs: list[Pair], now: datetime, budget: JudgeBudget | None = None) -> list[Verdict | None]:
        return [decide(p, self.calibration) for p in pairs]
