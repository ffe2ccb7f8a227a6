"""Read-time hygiene, one slot by the lexicon (a pass of :func:`hindsight.search.hygiene.newer_first`): two
statements that name the slot the question asks about, where that slot holds one value at a time.

The other routes of ``newer_first`` find one slot by the question's words in both statements, one frame one value
apart, or a change stated in so many words. An update written in another frame shares none of that with the older
("用户的车是一辆银色大众朗逸" / "用户比亚迪秦的保险单寄到了"), yet both name the question's slot in the rules'
lexicon (a slot word or one of its values: 车, 比亚迪). Where the slot is *exclusive*
(:data:`hindsight.language.lexicon.SLOT_EXCLUSIVE`: one residence, one car at a time; not pets, children, languages
or diets, which add up), both name the same exclusive slots ("uses PostgreSQL at work" is not "works at Spotify"),
are cosine-close and each names a value the other does not, the newer, about as close to the question in meaning
(:attr:`Options.meaning_slack`), takes the older's place. Never for an agent's statement, a negated older, two
people, a newer from a less trusted source, a newer telling of a time over before the older was written, or two
things of the slot (a car and a new bike: :mod:`hindsight.judge.items`).
"""

from __future__ import annotations

from functools import lru_cache

from hindsight.judge.items import different_items, new_other_item
from hindsight.language import polarity, text
from hindsight.language.slots import slot_tokens, slots
from hindsight.language.spans import apart_values, value_spans
from hindsight.search import when
from hindsight.search.candidates import TRUST, Item, Options, _cos, _same_person, _stating
from hindsight.search.topic import GENERIC


@lru_cache(maxsize=8192)
def two_things(old: str, new: str) -> bool:
    """The two statements are about two things of one slot of the lexicon, not one thing's new value ("the user's
    car is a Volvo" / "got a new bike, a Trek", "the laptop is a ThinkPad" / "bought a new monitor"): the judge
    keeps both (:mod:`hindsight.judge.items`), and so does the ranking."""
    common = set(slots(slot_tokens(old))) & set(slots(slot_tokens(new)))
    return any(different_items(old, new, s) or new_other_item(old, new, s) for s in common)


@lru_cache(maxsize=8192)
def exclusive_slots(content: str) -> frozenset[str]:
    """The lexicon's slots ``content`` names that hold one value at a time."""
    return frozenset(name for name, exclusive in slots(slot_tokens(content)).items() if exclusive) - GENERIC


def one_exclusive_slot(old: Item, new: Item, opts: Options, query: str, skip: frozenset[str] = frozenset()) -> bool:
    """``old`` and the newer ``new`` both name an exclusive slot the query asks about, give it different values and
    are cosine-close (:attr:`Options.slot_cosine`): first-hand statements about the same person, the newer from a
    source at least as trusted, the older not negated."""
    asked, mine = exclusive_slots(query), exclusive_slots(old.content)
    # the same exclusive slots, one of them the question's ("uses PostgreSQL at work" is not "works at Spotify")
    if not (asked & mine) or exclusive_slots(new.content) != mine:
        return False
    if two_things(old.content, new.content):
        return False
    if old.source == "agent" or new.source == "agent" or TRUST.get(new.source, 0) < TRUST.get(old.source, 0):
        return False
    if not (_stating(old.content) and _stating(new.content)) or polarity.negated(old.content):
        return False
    cos = _cos(old, new)
    if cos is None or cos < opts.slot_cosine:
        return False
    if not _same_person(old.content, new.content, opts.names):
        return False
    # the newer tells of a time over before the older was written ("两年前搬到了合肥", "moved to Oslo in 2019"): news
    # of the past, not an update of the older
    told = when.window(new.content, new.observed_at)
    if told is not None and told.end <= old.observed_at:
        return False
    va, vb = value_spans(old.content) - skip, value_spans(new.content) - skip
    if not (va and vb - va):
        va, vb = apart_values(old.content, new.content, skip | text.content_tokens(query))
    return bool(va) and bool(vb - va)
