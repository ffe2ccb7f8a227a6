"""The offline rules judge: decides the common cases without a model.

For a pair (a older, b newer) it looks at: the slot both memories talk about (residence, job, drink,
stack, schedule...), whether the slot holds one value at a time, the values that differ, explicit change
cues ("switched", "no longer", 改, 搬到, 不再...), polarity (has / has no), numbers, who else is named
(the user's sister is not the user), and the sources (user fact vs agent inference, two tools).
Memories that merely share topic words are ``unrelated``; a swap it cannot place in time is
``undecidable``. The decision is :data:`RULES`, an ordered table of named rules: the first that holds decides,
and its name is recorded in ``Verdict.rule``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from functools import cached_property

from hindsight import policy
from hindsight.judge import (
    accessory,
    acted,
    alike,
    changed,
    ended,
    items,
    later,
    left,
    quantity,
    recounted,
    revised,
    witnesses,
)
from hindsight.judge.base import JudgeBudget, Pair
from hindsight.judge.conflicts import below_cross, conflict, records_disagree, restricted, stated
from hindsight.judge.features import Features
from hindsight.judge.paraphrase import is_paraphrase, is_question
from hindsight.judge.turns import decide_turns
from hindsight.judge.values import (
    NUMERIC,
    attribute_frame,
    leaves,
    name_tokens,
    new_phone_number,
    one_value_apart,
    other_slot_words,
    place_vs_other,
    rival_values,
    roles_differ,
    same_but_negated,
    same_frame,
    same_value,
    small_swap,
    value_shared,
    words_besides_numbers,
    zh_change,
)
from hindsight.language import alias, changes, conditional, measures, notation, phase, records, script, sentences, text
from hindsight.language import names as aliases
from hindsight.language.corrections import rejects
from hindsight.language.cue_scope import of_slot
from hindsight.language.people import PEOPLE, manager, named, people, subject, unreported
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
    slot_tokens,
    slot_values,
    slots,
)
from hindsight.model import Kind, Memory, Relation, Source, Verdict
from hindsight.policy import Calibration

FACT_TRUST = {Source.user: 4, Source.config: 3, Source.tool: 2, Source.import_: 2, Source.agent: 0}


def features(a: Memory, b: Memory) -> Features:
    raw_a, raw_b = slot_tokens(unreported(a.content)), slot_tokens(unreported(b.content))
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
    na, nb = text.number_values(a.content), text.number_values(b.content)
    return Features(
        shared=shared, only_a=only_a, only_b=only_b,
        lex=policy.jaccard(ta - HEDGES, tb - HEDGES),  # "probably has kids" / "has no kids": same words
        slot=slot,
        exclusive=exclusive,
        cue_b=change_cue(b.content), cue_a=change_cue(a.content),
        polarity_flip=text.has_negation(a.content) != text.has_negation(b.content),
        numbers_differ=bool(na and nb and na != nb and not notation.same_numbers(a.content, b.content)),
        other_person=bool(people(a.content, ta) ^ people(b.content, tb)),
        role=role,
        slot_shared=slot_shared,
        hedged_a=bool(ta & HEDGES),
        hedged_b=bool(tb & HEDGES),
        parts_differ=bool(pa and pb and not pa & pb),
        lex_core=policy.jaccard(_core(ta), _core(tb)),
    )


def _one_number_each(a: str, b: str, va: frozenset[str], vb: frozenset[str]) -> bool:
    """Each side differs by exactly one number (a time counts as one) and nothing else ("budget is $500" / "$800");
    two numbers that both change ("Service 23 listens on port 8023" / "Service 193 … 8193") name another thing."""
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


def _unlabelled(m: Memory) -> Memory:
    """The memory as the rules read it: a record's heading dropped ("CRM: the user lives in Austin." is the user's
    residence, copied from the CRM, which its provenance says; language/records.py). Only a copied record (a tool's,
    an import's) has a system's heading: the user's "Summer: …" / "Winter: …" or "Ana: I …" say whose or when."""
    if m.provenance.source not in (Source.tool, Source.import_):
        return m
    content = records.body(m.content)
    return m if content == m.content else m.model_copy(update={"content": content})


def _simplified(m: Memory) -> Memory:
    """The memory as the rules read it: traditional Chinese folded to simplified (兩次 is 两次: one statement in two
    scripts is no other value; language/script.py, as the guard and search read it)."""
    content = script.to_simplified(m.content)
    return m if content == m.content else m.model_copy(update={"content": content})


@dataclass
class Case:
    """One pair as the rules see it (a older, b newer). What they read off it is computed once, when a rule first
    asks, so a rule costs nothing until the rules before it have passed."""

    pair: Pair
    cal: Calibration

    @cached_property
    def a(self) -> Memory:
        return _simplified(_unlabelled(self.pair.a) if self._two_systems else self.pair.a)

    @cached_property
    def b(self) -> Memory:
        return _simplified(_unlabelled(self.pair.b) if self._two_systems else self.pair.b)

    @cached_property
    def _two_systems(self) -> bool:
        """Headings are read apart only between two sources: one system's two records under two headings ("Fax:" /
        "Landline:") are two attributes."""
        pa, pb = self.pair.a.provenance, self.pair.b.provenance
        return (pa.source, pa.source_id) != (pb.source, pb.source_id)

    @cached_property
    def f(self) -> Features:
        return features(self.a, self.b)

    @property
    def slot(self) -> str:
        """The common slot: only the rules after ``no_common_subject`` ask, and that rule ends a slotless pair."""
        assert self.f.slot is not None
        return self.f.slot

    def conflict(self, why: str) -> Verdict:
        v = conflict(self.a, self.b, self.f, why)
        if v.relation == Relation.undecidable and not self.sure_difference:
            # written at the same moment with no sure difference: most likely one statement worded twice. A
            # dispute costs both memories confidence and a person's time, so keep both instead (soft outcome).
            return Verdict(relation=Relation.unrelated, keep="both",
                           reason=f"{why}; written at the same moment with no sure difference: both kept")
        return v

    @cached_property
    def sure_difference(self) -> bool:
        """Positive evidence that two same-moment statements disagree: other numbers, or two different values of
        a one-value slot that the lexicon knows as values, in one script ("Beijing" / 北京 may be one translated)."""
        if self.f.numbers_differ:
            return True
        if not (self.f.slot and self.f.exclusive):
            return False
        va, vb = self.changed_values
        return bool(va and vb and not va & vb and not alias.scripts_apart(va, vb))

    @cached_property
    def frame(self) -> tuple[str, str] | None:
        return same_frame(self.a.content, self.b.content, self.pair.user_names)

    @cached_property
    def subject_words(self) -> frozenset[str]:
        """The shared words less the subject ("user", the user's names) and stopwords."""
        drop = {"user", "用户"} | name_tokens(self.pair.user_names)
        return frozenset(w for w in self.f.shared - drop if not text.is_stopword(w))

    @cached_property
    def predicate_words(self) -> frozenset[str]:
        """The shared words that can name a common predicate: :attr:`subject_words` less a name that starts either
        sentence (the subject, not what is said of it: "Call the user Ingrid" / "Ingrid moved to Bilbao") and
        change language."""
        first = {text.stem(w.lower()) for t in (self.a.content, self.b.content) for w in re.findall(r"^[A-Z][a-z]+", t)}
        return frozenset(w for w in self.subject_words - first - changes.TIME_WORDS if not is_cue_word(w))

    @cached_property
    def paraphrase(self) -> str | None:
        return is_paraphrase(self.a, self.b, self.pair.similarity, self.f, self.cal)

    @cached_property
    def managers(self) -> tuple[str | None, str | None]:
        return manager(self.a.content, self.pair.user_names), manager(self.b.content, self.pair.user_names)

    @cached_property
    def subjects(self) -> tuple[str | None, str | None]:
        return subject(self.a.content, self.pair.user_names), subject(self.b.content, self.pair.user_names)

    @cached_property
    def changed(self) -> tuple[frozenset[str], frozenset[str]]:
        """The words that changed (:func:`_values`), less the user's own name ("王芳搬家了" vs "用户住在上海")."""
        va, vb = _values(self.f)
        names = name_tokens(self.pair.user_names)
        return va - names, vb - names

    @cached_property
    def guesses(self) -> tuple[bool, bool]:
        """Is each side a guess (an agent's inference or a hedged statement)?"""
        return (self.a.provenance.source == Source.agent or self.f.hedged_a,
                self.b.provenance.source == Source.agent or self.f.hedged_b)

    @cached_property
    def renamed(self) -> tuple[frozenset[str], frozenset[str]]:
        """Proper names only one side's statements have (questions name nothing that changed: like the rule)."""
        na, nb = named(statements(self.a.content)), named(statements(self.b.content))
        return na - nb, nb - na

    @cached_property
    def changed_values(self) -> tuple[frozenset[str], frozenset[str]]:
        """The changed words that name a value of the slot."""
        va, vb = self.changed
        return slot_values(self.a.content, self.slot, va), slot_values(self.b.content, self.slot, vb)

    @cached_property
    def all_values(self) -> tuple[frozenset[str], frozenset[str]]:
        """All words of each side that name a value of the slot."""
        return (slot_values(self.a.content, self.slot, slot_tokens(self.a.content)),
                slot_values(self.b.content, self.slot, slot_tokens(self.b.content)))

    @cached_property
    def swapped(self) -> tuple[frozenset[str], frozenset[str]]:
        """The changed words less filler ("drives to work" names no workplace) and articles (一辆)."""
        va, vb = self.changed
        return (frozenset(w for w in va if not covered(w, FILLER) and not notation.article(w)),
                frozenset(w for w in vb if not covered(w, FILLER) and not notation.article(w)))

    @cached_property
    def rivals(self) -> tuple[str, str] | None:
        va, vb = self.changed
        return rival_values(self.a.content, self.b.content, self.f, va, vb)

    @cached_property
    def same(self) -> str | None:
        """The one value both give the slot in other words; "moved to X" is news, not the same value."""
        va, vb = self.changed
        return None if self.f.cue_a or self.f.cue_b else same_value(self.a.content, self.b.content, self.f, va, vb)


@dataclass(frozen=True)
class Rule:
    """One rule of the rules judge: when ``when`` holds (and no earlier rule did), ``verdict`` decides."""

    name: str
    when: Callable[[Case], bool]
    verdict: Callable[[Case], Verdict]


def _unrelated(reason: str) -> Callable[[Case], Verdict]:
    return lambda c: Verdict(relation=Relation.unrelated, reason=reason)


def _numbers_in_slot(c: Case) -> bool:
    """Different numbers for the slot, and nothing else that differs ("works 9 to 5" / "works on a ThinkPad X1":
    both say more than another number)."""
    f, (va, vb) = c.f, c.changed
    return bool(f.numbers_differ and f.slot and (f.lex >= 0.3 or f.exclusive) and (f.slot_shared or f.cue_b)
                and not (notation.phone_like(c.a.content) or notation.phone_like(c.b.content))
                and max(len(words_besides_numbers(va)), len(words_besides_numbers(vb))) <= 1)


_SENTENCE = re.compile(r"[^.!?。！？]+[.!?。！？]*")


def statements(content: str) -> str:
    """The sentences of ``content`` that state something: questions state no fact ("have you heard about that new
    Indian restaurant?" announces no change of the user's Korean restaurants)."""
    return " ".join(s.strip() for s in _SENTENCE.findall(content) if not s.rstrip().endswith(("?", "？")))


def _cue_named_swap(c: Case) -> bool:
    """A change cue, and each side names one thing the other does not ("project stores data in MongoDB" →
    "project runs on PostgreSQL now"); the cue and the names are read off statements, not questions."""
    if not (c.f.cue_b and c.predicate_words - ALL_SLOT_WORDS):
        return False
    sa, sb = statements(c.a.content), statements(c.b.content)
    if not change_cue(sb):
        return False
    na, nb = named(sa), named(sb)
    return len(na - nb) == 1 and len(nb - na) == 1


def _numbers_in_statement(c: Case) -> bool:
    (va, vb), f = c.changed, c.f
    one_number = f.lex_core >= 0.6 and _one_number_each(c.a.content, c.b.content, va, vb)
    return f.slot is None and f.numbers_differ and (f.lex >= 0.6 or one_number)


def _cue_left_behind(c: Case) -> bool:
    """"written in Vue" → "stopped using Vue and rewrote the UI in Angular": the old value named as the one left."""
    if not (c.f.cue_b and c.f.exclusive):
        return False
    ka, kb = c.all_values
    return bool(ka and kb - ka and ka <= kb and leaves(c.b.content, ka))


def _cue_same_slot(c: Case) -> bool:  # the change word speaks of the slot (not 咖啡机…最近开始漏水: cue_scope.py)
    f, (va, vb) = c.f, c.changed
    focused = max(len(va), len(vb)) <= 3 or (f.slot_shared and f.lex >= 0.3)
    return bool(f.cue_b and focused and not place_vs_other(va, vb) and (f.only_b or f.polarity_flip)
                and (f.only_a or f.polarity_flip or f.exclusive) and not other_slot_words(f, vb)) \
        and of_slot(c.b.content, f.slot)


def _one_value_swap(c: Case) -> bool:
    f, (sa, sb) = c.f, c.swapped
    sa, sb = sa - {text.stem(f.slot or "")}, sb - {text.stem(f.slot or "")}  # "Vehicle: a Ford" names no value
    return (f.exclusive and f.slot_shared and not other_slot_words(f, sa | sb) and small_swap(sa, sb, f.lex)
            and not roles_differ(c.a.content, c.b.content, sa, sb))


def _tools_disagree(c: Case) -> bool:
    """Two tools (an import says nothing of how many values a frame holds: "speaks Spanish" / "speaks French")."""
    return c.a.provenance.source == c.b.provenance.source == Source.tool and records_disagree(c.a, c.b)


_FIRST_HAND = (Source.user, Source.config)


def _agent_vs_first_hand(c: Case) -> bool:
    """One side is an agent's guess, the other the user's (or configuration's) unhedged statement, both about the
    user (no other person named, no other subject)."""
    sa, sb = c.a.provenance.source, c.b.provenance.source
    one_guess = (sa == Source.agent and sb in _FIRST_HAND and not c.f.hedged_b) or \
        (sb == Source.agent and sa in _FIRST_HAND and not c.f.hedged_a)
    return one_guess and not c.f.other_person and c.subjects[0] == c.subjects[1]


def _one_supposes(x: str, y: str) -> bool:
    """``x`` only supposes and ``y`` names no condition at all: language/conditional.py."""
    return conditional.states_nothing_now(x) and not conditional.names_a_condition(y)


def _rival_values(c: Case) -> Verdict:
    assert c.rivals is not None  # the rule's condition
    return c.conflict(f"{c.slot} holds one value: {c.rivals[0]} vs {c.rivals[1]}")


def _revised(c: Case) -> Verdict:
    return revised.verdict(c, c.conflict(f"one key, another value later: {revised.values(c)}"))


#: The rules judge, in order: the first rule whose ``when`` holds decides (its name goes into ``Verdict.rule``).
#: A new rule goes where it must win over the rules after it; tests/test_rules_judge.py has a section per rule.
RULES: tuple[Rule, ...] = (
    Rule("same_memory",
         lambda c: policy.duplicate_verdict(c.b.content, c.a.content, c.pair.similarity, c.cal).duplicate,
         lambda c: Verdict(relation=Relation.duplicate, keep="a", reason="same memory")),
    # a conversational turn is many statements: judged sentence by sentence (judge/turns.py), never merged whole
    Rule("long_turns", lambda c: sentences.is_long(c.a.content) or sentences.is_long(c.b.content),
         lambda c: decide_turns(c.pair, c.cal, _decide_short)),
    # "has a Netflix subscription" / "cancelled his Netflix subscription": a leaving restates nothing (judge/left.py)
    Rule("paraphrase", lambda c: bool(c.paraphrase) and left.left(c) is None,
         lambda c: Verdict(relation=Relation.duplicate, keep="a", reason=c.paraphrase or "")),
    Rule("manager",
         lambda c: bool(c.managers[0] and c.managers[1] and c.managers[0] != c.managers[1] and not c.f.polarity_flip
                        and (c.f.cue_b or not alias.same_thing(c.managers[0], c.managers[1]))),
         lambda c: c.conflict(f"the user reports to one person: {c.managers[0]} vs {c.managers[1]}")),
    Rule("manager_named_twice",  # "Li Na" / 李娜, no change said: one manager by two names, maybe (soft)
         lambda c: bool(c.managers[0] and c.managers[1] and c.managers[0] != c.managers[1] and not c.f.polarity_flip),
         lambda c: Verdict(relation=Relation.unrelated, keep="both", possibly_updated=True,
                           reason=f"one manager by two names, maybe ({c.managers[0]!r} / {c.managers[1]!r}): both "
                                  "kept, linked as possibly updated")),
    # "the landlord raised the user's rent to…": judged again as said of the thing itself (judge/acted.py)
    Rule("acted_on", acted.applies, lambda c: acted.decide(c, lambda p, cal: decide(p, cal, _AFTER_ACTED), c.cal)),
    Rule("other_person", lambda c: c.f.other_person, _unrelated("about different people")),
    Rule("different_subjects",
         lambda c: bool(c.subjects[0] and c.subjects[1] and c.subjects[0] != c.subjects[1]),
         lambda c: Verdict(relation=Relation.unrelated,
                           reason=f"about different people ({c.subjects[0]} / {c.subjects[1]})")),
    Rule("one_states_name",
         lambda c: bool(aliases.names_in(c.a.content)) != bool(aliases.names_in(c.b.content)),
         _unrelated("only one of them states the user's name")),
    Rule("stack_parts", lambda c: c.f.parts_differ, _unrelated("about different parts of a tech stack")),
    Rule("question", lambda c: is_question(c.a.content) or is_question(c.b.content),
         _unrelated("a question states no fact")),
    Rule("hypothetical", lambda c: _one_supposes(c.a.content, c.b.content) or _one_supposes(c.b.content, c.a.content),
         _unrelated("one side only supposes or intends (states no value that holds now)")),
    Rule("two_events", lambda c: c.a.kind == c.b.kind == Kind.episodic and not c.f.cue_b,
         _unrelated("two events; a later one replaces nothing unless it says so")),
    Rule("temporary_exception", lambda c: c.b.expires_at is not None and c.a.expires_at is None and not c.f.cue_b,
         _unrelated("a temporary exception; the lasting fact resumes after it")),
    Rule("different_items", items.two_items, _unrelated("two different items of the slot")),  # judge/items.py
    Rule("replaced_item", items.replacement, items.replacement_verdict),  # "用户把车换成了…", not "把车的轮胎换成了…"
    Rule("accessory", accessory.for_the_thing, _unrelated("a new thing for the older one's thing, not a new one")),
    Rule("negated",
         lambda c: c.f.polarity_flip and ((c.f.lex >= 0.5 and not (c.changed[0] and c.changed[1]))
                                          or same_but_negated(c.a.content, c.b.content)),
         lambda c: c.conflict("one affirms what the other negates")),
    Rule("named_twice", alike.twice, alike.verdict),  # "LA" / "Los Angeles": judge/alike.py, soft
    Rule("one_measure",  # "Height: 175 cm" / "5 ft 9 in", 三公里 / 3000米: one value, two units (language/measures.py)
         lambda c: measures.one_value_in_two_units(c.a.content, c.b.content),
         _unrelated("one measure in two units")),
    Rule("numbers_in_slot", _numbers_in_slot, lambda c: c.conflict(f"different numbers for the same {c.f.slot}")),
    Rule("phone_number",
         lambda c: new_phone_number(c.a.content, c.b.content, c.f, name_tokens(c.pair.user_names)),
         lambda c: c.conflict("another phone number")),
    Rule("identifier", items.identifier, lambda c: c.conflict("one frame, another identifier")),
    Rule("quantity_changed", lambda c: quantity.changed(c) is not None,  # "rent went up to $1,950": judge/quantity.py
         lambda c: stated(c.conflict(f"the {quantity.changed(c)} moved to another number"), "so")),
    Rule("added_value", changed.added_value, changed.added_verdict),  # "now also…", "又开了…": judge/changed.py
    # both announce one change ("started pottery on Mondays" / "started yoga on Wednesdays"): each its own start, soft
    Rule("same_cue_soft",
         lambda c: bool(c.f.cue_b and c.f.cue_a == c.f.cue_b and c.predicate_words - ALL_SLOT_WORDS
                        and max(c.f.lex, c.f.lex_core) >= 0.3 and c.f.only_b),
         lambda c: Verdict(relation=Relation.unrelated, keep="both", possibly_updated=True,
                           reason=f"both announce the same change ({c.f.cue_b!r}): both kept (possibly updated)")),
    Rule("restated_now", changed.restated_now, changed.restated_verdict),  # "gate B12 now": judge/changed.py, soft
    Rule("cue_same_subject",
         lambda c: bool(c.f.cue_b and c.predicate_words - ALL_SLOT_WORDS and max(c.f.lex, c.f.lex_core) >= 0.3
                        and c.f.only_b),
         lambda c: c.conflict(f"the same subject ({', '.join(sorted(c.f.shared)[:3])}) changed")),
    Rule("cue_named_swap", _cue_named_swap,
         lambda c: c.conflict(f"the same subject now names {sorted(c.renamed[1])[0]} instead of "
                              f"{sorted(c.renamed[0])[0]}")),
    Rule("zh_change",
         lambda c: zh_change(c.a.content, c.b.content, c.f, *c.changed, c.pair.similarity),
         lambda c: c.conflict("the same Chinese statement, changed")),
    Rule("guess_vs_statement",  # "likes" holds many values: liking another thing contradicts no guess
         lambda c: bool(c.guesses[0] != c.guesses[1] and c.f.slot
                        and ((c.changed[0] and c.changed[1] and c.f.slot != "liking") or c.f.polarity_flip)),
         lambda c: c.conflict(f"a guess and a statement about the same {c.f.slot} differ")),
    Rule("guess_vs_negation",
         lambda c: bool(c.guesses[0] != c.guesses[1] and c.f.polarity_flip and not (c.changed[0] or c.changed[1])
                        and c.f.shared),
         lambda c: c.conflict("a guess affirms what a statement negates (or the reverse)")),
    # no common slot: a number or one value swapped in the same statement, else nothing in common
    Rule("numbers_in_statement", _numbers_in_statement,
         lambda c: c.conflict("different numbers in the same statement")),
    Rule("value_in_statement",  # not when both give one number or name: the swap says whose it is (soft below)
         lambda c: c.f.slot is None and c.a.kind == c.b.kind == Kind.semantic and c.f.lex >= 0.6
         and small_swap(*c.changed, c.f.lex) and not value_shared(c.a.content, c.b.content),
         lambda c: c.conflict(f"the same statement with another value: {sorted(c.changed[0])} vs "
                              f"{sorted(c.changed[1])}")),
    # general mechanisms for predicates no lexicon lists
    Rule("cue_negates_old",  # "likes answers as bullet lists" → "from now on wants plain paragraphs, no bullets"
         lambda c: c.f.slot is None and changed.negates_old(c, c.predicate_words) is not None,  # judge/changed.py
         lambda c: c.conflict(f"the newer memory announces a change ({c.f.cue_b!r}) and negates "
                              f"{changed.negates_old(c, c.predicate_words)!r}")),
    Rule("attribute_value",  # "the user's locker number is 12" → (weeks later) "… is 31": one value at a time
         lambda c: bool(c.f.slot is None and c.frame and attribute_frame(c.a.content, c.b.content)
                        and not c.f.polarity_flip),
         lambda c: c.conflict(f"one attribute, another value: {c.frame[0] if c.frame else ''} vs "
                              f"{c.frame[1] if c.frame else ''}")),
    Rule("same_frame_evidence",  # "was born in Lyon" (crm) / "was born in Marseille" (hr_db)
         lambda c: bool(c.f.slot is None and c.frame and (c.f.cue_b or c.guesses[0] != c.guesses[1]
                                                          or _tools_disagree(c))),
         lambda c: c.conflict(f"one frame, another value: {c.frame[0] if c.frame else ''} vs "
                              f"{c.frame[1] if c.frame else ''}")),
    Rule("two_witnesses", witnesses.disagree, witnesses.verdict),  # two sources at one moment: judge/witnesses.py
    Rule("same_frame_soft",  # "is allergic to peanuts" / "… to shellfish": maybe an update, maybe both hold
         lambda c: c.f.slot is None and c.frame is not None,
         lambda c: Verdict(relation=Relation.unrelated, keep="both", possibly_updated=True,
                           reason="one frame, another value, no change stated: both kept (possibly updated)")),
    # "probably a student" (agent) / "has run her own company for twelve years" (user): nothing but closeness says
    # they are about the same thing ("might be a vegetarian" is as close to "prefers pytest"), so the outcome is
    # soft: both kept, and search places a hedged guess below a first-hand fact (search/hygiene.py, below_fact)
    Rule("guess_vs_fact",
         lambda c: bool(_agent_vs_first_hand(c) and c.pair.similarity >= c.cal.conflict),
         lambda c: Verdict(relation=Relation.unrelated, keep="both",
                           reason="an agent's guess and a first-hand statement about the same subject: both kept, "
                                  "the guess ranks below the fact")),
    # "the weight is 91 kg, not 79 kg" / "工资卡是中信银行，不是招商银行": the newer names the older's value as the
    # wrong one (a contrast construction, whatever the predicate; with a change word too, "Correction: … employed by
    # Siemens; the city council was a client", when no cue rule before decided): positive evidence of a correction
    Rule("names_old_as_wrong",
         lambda c: c.a.provenance.source != Source.agent and rejects(c.b.content, c.a.content),
         lambda c: c.conflict("the newer memory names the older's value as the wrong one")),
    Rule("changed_frame", changed.changed_frame, changed.changed_verdict),  # another frame, "switched": soft
    Rule("activity_ended", lambda c: ended.stopped(c) is not None or ended.absent(c),  # "has quit smoking", "since"
         lambda c: stated(c.conflict(ended.why(c)), "it ended")),
    # "bank is Chase" → "closed the Chase account", 在腾讯 → 从腾讯离职: judge/left.py
    Rule("value_left", lambda c: left.left(c) is not None,
         lambda c: left.verdict(c, stated(c.conflict(left.why(c)), "it was left"))),
    # a state reached, said a day or more later about the same subject ("is at piano grade 4" → "passed grade 5"):
    # both kept, linked as possibly updated (judge/later.py)
    Rule("later_soft", lambda c: c.f.slot is None and later.later(c, c.cal.conflict), later.verdict),
    Rule("recounted", lambda c: c.f.slot is None and recounted.recounted(c), recounted.verdict),  # judge/recounted.py
    Rule("record_revised", lambda c: c.f.slot is None and revised.revised(c), _revised),  # judge/revised.py
    Rule("no_common_subject", lambda c: c.f.slot is None,
         _unrelated("no common subject; they only share topic words")),
    # from here on the two memories share a slot
    Rule("cue_slot_value",  # "每天早上喝一杯绿茶" → "最近改喝美式了"
         lambda c: bool(c.f.cue_b and c.f.exclusive and c.changed_values[0] and c.changed_values[1]
                        and not c.changed_values[0] & c.changed_values[1] and of_slot(c.b.content, c.f.slot)),
         lambda c: c.conflict(f"the {c.slot} changed from {sorted(c.changed_values[0])[0]} to "
                              f"{sorted(c.changed_values[1])[0]}")),
    Rule("cue_left_behind", _cue_left_behind,
         lambda c: c.conflict(f"the {c.slot} changed from {sorted(c.all_values[0])[0]} to "
                              f"{sorted(c.all_values[1] - c.all_values[0])[0]}")),
    Rule("cue_same_slot", _cue_same_slot, lambda c: c.conflict(f"same {c.slot}, changed value")),
    Rule("one_value_swap", _one_value_swap,
         lambda c: c.conflict(f"{c.slot} holds one value; {sorted(c.swapped[0])[:3]} vs {sorted(c.swapped[1])[:3]}")),
    Rule("rival_values", lambda c: c.rivals is not None, _rival_values),
    Rule("same_value", lambda c: bool(c.same),
         lambda c: Verdict(relation=Relation.duplicate, keep="a",
                           reason=f"the same {c.slot} ({c.same}) in other words")),
    # a common slot and one frame, one value span apart ("everyday machine is a surface laptop" / "… a thinkpad
    # x1"): as without a slot, an attribute's value is replaced, any other frame is possibly updated (soft)
    Rule("slot_attribute_value",
         lambda c: bool(c.frame and one_value_apart(c.a.content, c.b.content) and not c.f.polarity_flip
                        and attribute_frame(c.a.content, c.b.content)),
         lambda c: c.conflict(f"one {c.slot} attribute, another value: {c.frame[0] if c.frame else ''} vs "
                              f"{c.frame[1] if c.frame else ''}")),
    Rule("slot_frame_soft", lambda c: c.frame is not None and one_value_apart(c.a.content, c.b.content),
         lambda c: Verdict(relation=Relation.unrelated, keep="both", possibly_updated=True,
                           reason=f"one {c.slot} frame, another value, no change: both kept (possibly updated)")),
    Rule("slot_recounted", recounted.recounted, recounted.verdict),  # "car has 48,000 miles" → "… 51,200 miles"
    Rule("slot_revised", revised.revised, _revised),  # "Home address: …" → weeks later another: judge/revised.py
    Rule("compatible", lambda c: True,
         lambda c: Verdict(relation=Relation.unrelated, reason=f"both about {c.slot}, but compatible")),
)


def decide(pair: Pair, cal: Calibration, rules: tuple[Rule, ...] = RULES) -> Verdict:
    """The rules judge's verdict for one pair (a older, b newer): the first rule of ``rules`` that holds; a pair in
    two scripts below the one-language threshold changes no state unless the newer states a change (`below_cross`),
    and two phases are never one fact ("lives with her parents" / "used to live with them": language/phase.py)."""
    case = Case(pair, cal)
    for rule in rules:
        if rule.when(case) and ((v := rule.verdict(case)).relation != Relation.duplicate
                                or phase.same_phase(pair.a.content, pair.b.content)):
            return below_cross(pair, cal, case.f, restricted(pair, v.model_copy(update={"rule": rule.name})))
    raise AssertionError("the last rule always holds")  # pragma: no cover


def _decide_short(pair: Pair, cal: Calibration) -> Verdict:
    """Two sentences of long turns, judged as two statements (every rule but ``long_turns``)."""
    return decide(pair, cal, _SHORT_RULES)


_SHORT_RULES = tuple(r for r in RULES if r.name != "long_turns")
_AFTER_ACTED: tuple[Rule, ...] = tuple(r for r in _SHORT_RULES if r.name != "acted_on")


class RulesJudge:
    """Offline judge; deterministic, no cost."""

    name = "rules"

    def __init__(self, calibration: Calibration | None = None) -> None:
        self.calibration = calibration or Calibration()

    def judge(self, pairs: list[Pair], now: datetime, budget: JudgeBudget | None = None) -> list[Verdict | None]:
        return [decide(p, self.calibration) for p in pairs]
