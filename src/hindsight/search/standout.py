"""Read-time hygiene, one slot by the question itself (a pass of :func:`hindsight.search.hygiene.newer_first`, issue
#15): an update stated in another frame than the older fact, sharing no frame word, slot word or value with it
("Priya works at Stripe as a PM" / "Priya just started her new role at Figma", "用户在杭州上班" /
"用户已经调到深圳分公司了").

Nothing in the two texts says they are one slot, and on e5 the two are often not even each other's nearest memory.
The question says it: of all the candidates, these two are the two closest to it in meaning, both by a margin over
every other candidate (:attr:`Options.standout_margin`) and near each other in that closeness
(:attr:`Options.standout_spread`): two answers to one question that stand out together. Where they are also close to
each other (:attr:`Options.standout_cosine`), share no word of their frame (two facts of one frame, "debit card ends
in 1204" / "credit card ends in 4021", are the frame routes' to judge), first-hand statements about the same person,
each naming a value the other does not, the newer saying something began or changed (a change cue, "since …") and
neither adding a value beside the older ("also", "又") nor telling of a time over before the older or still to come
(plans are no update), and not two things of one slot (a car and a bike), the newer answers first for a question
about the present and the older for one about the past (:func:`hindsight.search.hygiene.older_first`). Both stay;
only the order changes.
"""

from __future__ import annotations

from hindsight.language import changes, polarity, slots
from hindsight.language.spans import apart_values, holds_since, value_spans
from hindsight.search import when
from hindsight.search.candidates import TRUST, Item, Options, _content_words, _cos, _stating, _whose
from hindsight.search.present import two_things


def standout_pair(items: list[Item], opts: Options, query: str, skip: frozenset[str]) -> tuple[Item, Item] | None:
    """(older, newer): the two candidates closest to the query in meaning, both by :attr:`Options.standout_margin`
    over the third, when they are one slot's old and new value; else None."""
    if not opts.standout:
        return None
    measured = sorted((i for i in items if i.similarity is not None), key=lambda i: -(i.similarity or 0.0))
    if len(measured) < 2:
        return None
    a, b = measured[0], measured[1]
    third = measured[2].similarity if len(measured) > 2 else None
    low = min(a.similarity or 0.0, b.similarity or 0.0)
    if third is not None and low - third < opts.standout_margin:
        return None
    if (a.similarity or 0.0) - low > opts.standout_spread:  # one answer far ahead, the other merely second
        return None
    if a.observed_at == b.observed_at:
        return None
    old, new = (a, b) if a.observed_at < b.observed_at else (b, a)
    return (old, new) if one_slot(old, new, opts, query, skip) else None


def one_slot(old: Item, new: Item, opts: Options, query: str, skip: frozenset[str]) -> bool:
    """The newer ``new`` may state the value that replaced ``old``'s: see the module's docstring."""
    if old.source == "agent" or new.source == "agent" or TRUST.get(new.source, 0) < TRUST.get(old.source, 0):
        return False
    if not (_stating(old.content) and _stating(new.content)) or polarity.negated(old.content):
        return False
    if changes.added(new.content) and not changes.added(old.content):
        return False
    # the newer says something began or changed ("just started a new role", "已经调到", "since the summer"): two
    # answers that stand out together are as often two facts of one kind ("has high blood pressure" / "is allergic
    # to seafood")
    if not (slots.change_cue(new.content) or changes.replaced(new.content) or holds_since(new.content)):
        return False
    cos = _cos(old, new)
    if cos is None or cos < opts.standout_cosine:
        return False
    if _whose(old.content, opts.names) != _whose(new.content, opts.names):
        return False
    # a time the newer tells of: over before the older was written (news of the past), or still to come (a plan)
    told = when.window(new.content, new.observed_at)
    if told is not None and (told.end <= old.observed_at or told.start > new.observed_at):
        return False
    # a frame in common ("debit card ends in 1204" / "credit card ends in 4021", "对青霉素过敏" / "对海鲜过敏"):
    # two facts of one frame are the frame routes' to judge (one span apart, a change named); this route is for
    # an update told in another frame
    if changes.shared_frame(old.content, new.content, opts.names) or two_things(old.content, new.content):
        return False
    va, vb = value_spans(old.content) - skip, value_spans(new.content) - skip
    if not (va - vb and vb - va):
        va, vb = apart_values(old.content, new.content, skip | _content_words(query))
    return bool(va - vb) and bool(vb - va)
