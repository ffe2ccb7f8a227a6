"""What kind of conflict two memories make, and the verdict it gets (a older, b newer).

``inference``: an agent's guess (or a hedged statement) against a stated fact: the fact is kept. ``source``: two
systems' records within a day disagree (two tools, or an import and a tool), or two sources within an hour, neither
the user (:func:`two_witnesses`; the user against a system is left to the rules that read the values): both kept,
down-weighted, for a person to settle when asked. ``temporal``: the newer replaces the older (a change is stated, or
time passed). Two values stated at the same moment with nothing to order them are ``undecidable``.
"""

from __future__ import annotations

from datetime import timedelta

from hindsight.judge import items
from hindsight.judge.base import Pair
from hindsight.judge.features import Features
from hindsight.language import narrower, occasions, polarity, still, text
from hindsight.model import ConflictType, Keep, Memory, Relation, Source, Verdict
from hindsight.policy import Calibration

SAME_TIME = timedelta(minutes=5)
SOURCE_WINDOW = timedelta(hours=24)
#: two sources' statements this close in time are one moment: no time for the value to change in between
ONE_MOMENT = timedelta(hours=1)


def conflict_type(a: Memory, b: Memory, f: Features) -> tuple[ConflictType, str]:
    sa, sb = a.provenance.source, b.provenance.source
    a_inferred = sa == Source.agent or f.hedged_a
    b_inferred = sb == Source.agent or f.hedged_b
    if a_inferred != b_inferred:
        return ConflictType.inference, "an inference contradicts a stated fact"
    gap = b.observed_at - a.observed_at
    if sa == sb == Source.tool and records_disagree(a, b):
        return ConflictType.source, "two tools disagree"
    if f.cue_b and f.cue_b != f.cue_a:  # an import that a tool contradicts by stating a change is updated, not a
        # second witness; a change word both share names the fact (入职日期: the start date), it announces nothing
        return ConflictType.temporal, f"the newer memory announces a change ({f.cue_b!r})"
    if records_disagree(a, b):
        return ConflictType.source, "an imported record and a tool disagree"
    if sa == Source.tool and sb == Source.tool and gap <= SOURCE_WINDOW:
        return ConflictType.source, "two tool results disagree"
    if SAME_TIME < gap <= ONE_MOMENT and two_witnesses(a, b) and Source.user not in (sa, sb):
        return ConflictType.source, f"two sources {_human(gap)} apart disagree"
    if gap > SAME_TIME:
        return ConflictType.temporal, f"the newer memory (+{_human(gap)}) replaces the older value"
    same_session = a.provenance.session_id is not None and a.provenance.session_id == b.provenance.session_id
    if same_session and gap.total_seconds() > 0:
        return ConflictType.temporal, "said later in the same conversation"
    return ConflictType.undecidable, "both state different values at the same time"


#: sources that copy records from a system: two of them from different systems within a day are two witnesses
RECORDS = (Source.tool, Source.import_)


def records_disagree(a: Memory, b: Memory) -> bool:
    """Two systems' records within a day (two tools, or an import and a tool; two imports are one restore): a
    disagreement between them is between sources, not a change in time."""
    pa, pb = a.provenance, b.provenance
    systems = pa.source in RECORDS and pb.source in RECORDS and Source.tool in (pa.source, pb.source)
    return systems and (pa.source, pa.source_id) != (pb.source, pb.source_id) \
        and abs(b.observed_at - a.observed_at) <= SOURCE_WINDOW


def two_witnesses(a: Memory, b: Memory) -> bool:
    """Two sources, neither an agent's guess (the user and a tool, a tool and an import, two tools; two imports are
    one restore, one source; the user in two sessions is one person correcting themselves, whatever the source ids):
    within :data:`ONE_MOMENT` their disagreement is between witnesses, not a change."""
    pa, pb = a.provenance, b.provenance
    if (pa.source, pa.source_id) == (pb.source, pb.source_id) or pa.source == pb.source != Source.tool:
        return False
    return Source.agent not in (pa.source, pb.source)


def _human(d: timedelta) -> str:
    s = d.total_seconds()
    if s >= 86400:
        return f"{s / 86400:.0f} d"
    if s >= 3600:
        return f"{s / 3600:.0f} h"
    return f"{s / 60:.0f} min"


def conflict(a: Memory, b: Memory, f: Features, why: str) -> Verdict:
    ctype, reason = conflict_type(a, b, f)
    if ctype == ConflictType.inference:
        a_inferred = a.provenance.source == Source.agent or f.hedged_a
        keep: Keep = "b" if a_inferred else "a"
        return Verdict(relation=Relation.conflict, keep=keep, type=ctype, confident=True, reason=f"{why}; {reason}")
    if ctype == ConflictType.temporal and not f.cue_b and items.other_tool(a, b):  # no sign the value changed
        return Verdict(relation=Relation.unrelated, keep="both", possibly_updated=True,
                       reason=f"{why}; another tool's value later, no change stated: both kept (possibly updated)")
    if ctype == ConflictType.temporal and still.holds(a.content, b.content):  # "…, still at Google": language/still.py
        return Verdict(relation=Relation.unrelated, keep="both", possibly_updated=True,
                       reason=f"{why}; but the newer says the older's thing still holds: both kept (possibly updated)")
    if ctype == ConflictType.temporal:
        return Verdict(relation=Relation.conflict, keep="b", type=ctype, confident=True, reason=f"{why}; {reason}")
    if ctype == ConflictType.source:
        return Verdict(relation=Relation.conflict, keep="both", type=ctype, confident=True, reason=f"{why}; {reason}")
    return Verdict(relation=Relation.undecidable, keep=None, type=ConflictType.undecidable, confident=False,
                   reason=f"{why}; {reason}")


def stated(conflict: Verdict, says: str) -> Verdict:
    """``conflict`` for a pair whose newer states the change in its own words (a quantity moved, an activity ended:
    judge/quantity.py, judge/ended.py), words no change cue lists: two sources or one moment make no dispute of it,
    the newer replaces the older. An inference keeps its verdict (a guess still loses to a stated fact)."""
    if conflict.type in (ConflictType.source, ConflictType.undecidable) or conflict.relation != Relation.conflict:
        return Verdict(relation=Relation.conflict, keep="b", type=ConflictType.temporal, confident=True,
                       reason=f"{conflict.reason.split(';')[0]}; the newer says {says}")
    return conflict


def below_cross(pair: Pair, cal: Calibration, f: Features, v: Verdict) -> Verdict:
    """``v``, unless it would change state for a pair in two scripts below the one-language conflict threshold whose
    newer states no change: such a pair is a candidate only because a translation sits below a paraphrase
    (``Calibration.conflict_cross``), and closeness is no evidence across languages. A soft outcome (a link, a
    duplicate) stands; a conflict becomes "unrelated" (rule ``cross_unstated``)."""
    if v.relation not in (Relation.conflict, Relation.undecidable) or pair.similarity >= cal.conflict or f.cue_b \
            or text.has_cjk(pair.a.content) == text.has_cjk(pair.b.content):
        return v
    return Verdict(relation=Relation.unrelated, rule="cross_unstated",
                   reason=f"two languages, less close than one language needs, and no change stated ({v.rule}: "
                          f"{v.reason})")


def _one_event(older: str, newer: str) -> bool:
    """Every clause of ``newer`` that negates something of ``older`` negates one event (用户上周没加班 beside 用户加班:
    language/polarity.event_negated)."""
    clauses = [clause for clause, _before in occasions.speaking_clauses(older, newer)]
    return bool(clauses) and all(polarity.event_negated(clause, newer) for clause in clauses)


def restricted(pair: Pair, v: Verdict) -> Verdict:
    """``v``, unless it would retire the older for a newer whose negation holds only on an occasion the older never
    named ("drinks coffee every morning" / "now doesn't drink coffee after 3 pm"; 周末打羽毛球 / 工作日晚上不打羽毛球了:
    language/occasions.py), or only for a kind, a place or a company it never named ("eats bread" / "no longer eats
    white bread"; 在孩子面前不抽烟了: language/narrower.py), or negating one event with 没 (用户上周没加班 beside
    用户加班): a partial restriction or an event left undone is no evidence the older ended, so both are kept, linked as
    possibly updated (rules ``occasion_restricted``, ``narrower_restricted``, ``event_negated``)."""
    if v.relation != Relation.conflict or v.keep != "b" or v.type != ConflictType.temporal:
        return v
    if occasion := occasions.restricted(pair.a.content, pair.b.content):
        rule, why = "occasion_restricted", f"only on an occasion the older does not name ({occasion!r}"
    elif narrow := narrower.restricted(pair.a.content, pair.b.content):
        rule, why = "narrower_restricted", f"only a kind, a place or a company the older does not name ({narrow!r}"
    elif _one_event(pair.a.content, pair.b.content):
        rule, why = "event_negated", "one event, not the older's habit or state ('没'"
    else:
        return v
    return Verdict(relation=Relation.unrelated, keep="both", possibly_updated=True, rule=rule,
                   reason=f"the newer negates {why}; {v.rule}: {v.reason}): both kept (possibly updated)")
