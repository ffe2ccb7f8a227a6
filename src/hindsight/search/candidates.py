"""The candidates read-time hygiene works on (:mod:`hindsight.search.hygiene`, :mod:`hindsight.search.guesses`):
one ranked hit as hygiene sees it, the passes' options, and what the passes ask of one or two hits, remembered
per search (cosines, nearest neighbours) or per text (whose statement it is, its content words)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from functools import lru_cache
from typing import Any

import numpy as np

from hindsight.language import people, sentences, text
from hindsight.model import Kind

#: who may outdate whom at read time: an agent's restatement does not outdate what the user said, nor a tool's
#: or an import's what the user or the configuration said
TRUST = {"user": 2, "config": 2, "tool": 1, "import": 1, "agent": 0}

#: how far below the memory it yields to a lowered one is placed (scores are rounded to 4 places in results)
STEP = 1e-4


@dataclass(frozen=True)
class Options:
    collapse: bool = False
    collapse_cosine: float = 0.88
    newer_first: bool = True
    slot_cosine: float = 0.83
    relevance_ratio: float = 0.8
    #: the relevance ratio for two conversational turns (:func:`same_slot_turns`)
    turn_ratio: float = 0.5
    #: the relevance ratio for two memories in one slot by meaning only (:func:`changed_by_meaning`): a statement
    #: of a change ("traded A for B") often answers the query's words less well than the plain older statement
    meaning_ratio: float = 0.5
    #: ... and how much closer the newer must be to the older than any other candidate is (cosine; the newer is the
    #: older's nearest candidate by this margin: close relative to the bank, not only above the embedder's floor)
    meaning_lead: float = 0.015
    #: ... or, below that ratio, the newer is as close to the query in meaning (its cosine at most this much below
    #: the older's): a change stated in other words ("weekly mileage sits at 10 km" for "runs 32 km a week") misses
    #: the query's keywords, not its meaning
    meaning_slack: float = 0.025
    guess_below_fact: bool = True
    #: a hedged guess that is the query's nearest candidate in meaning: its refuting fact first, when that fact is
    #: also the guess's nearest first-hand candidate (:mod:`hindsight.search.guess_answer`)
    guess_as_answer: bool = True
    others_below_own: bool = True
    #: a question that asks when: a candidate stating a time of the grain asked first (:mod:`.time_answer`)
    time_answer: bool = True
    #: a question that asks where: a candidate stating a place first (:mod:`.place_answer`)
    place_answer: bool = True
    #: a question that asks who: a candidate naming someone first (:mod:`.person_answer`)
    person_answer: bool = True
    #: a question that asks which one of a kind: a candidate naming one thing first (:mod:`.which_answer`)
    which_answer: bool = True
    #: how far below :attr:`slot_cosine` a guess's nearest first-hand statement may be and still take its place
    guess_near_slack: float = 0.05
    #: a cosine-close fact puts a guess below it only when it also answers the query about as well in meaning
    #: (its query cosine at most :attr:`guess_query_slack` below the guess's) or stands out among the guess's
    #: first-hand neighbours (nearest by :attr:`meaning_lead`, or :attr:`guess_rise` above the median). Off by
    #: default: on, it keeps more unrefuted guesses in place (corpus 13's controls) but lets guesses stay above
    #: facts that refute them in other words than the query's (corpus 3)
    guess_query_check: bool = False
    guess_query_slack: float = 0.03
    guess_rise: float = 0.015
    step_back: bool = True
    #: how many of the best candidates are looked at (the rest keep their places below)
    window: int = 30
    #: the user's names stated in the bank ("Ingrid watches series on HBO Max" is about the user when the bank
    #: says the user is Ingrid): no other person, no slot word, no value
    names: frozenset[str] = frozenset()
    #: a short phrase's unit vector (cached; :class:`hindsight.search.kinds.PhraseVectors`), for a marked noun's
    #: kind by meaning (:func:`hindsight.search.kinds.of_kind`); None: by words only
    phrase_vec: Callable[[str], np.ndarray | None] | None = field(default=None, compare=False)


@dataclass
class Item:
    """One ranked candidate as hygiene sees it."""

    id: str
    content: str
    source: str
    observed_at: datetime
    score: float
    vec: np.ndarray | None = None
    #: the memory's kind: an episode is an event of its own, never folded as a near-duplicate of another
    kind: str = Kind.semantic
    duplicates: list[str] = field(default_factory=list)
    outdated_by: str | None = None
    below_fact: str | None = None
    #: the memory's metadata, for the review's links (:data:`SOURCES`, :data:`INTO`, :data:`UPDATED_BY`)
    meta: dict[str, Any] = field(default_factory=dict)
    consolidated: list[str] = field(default_factory=list)
    consolidated_into: str | None = None
    possibly_updated_by: str | None = None
    #: cosines to other candidates already computed (by id; one search's items, so the same two vectors): a
    #: search asks for ~2,000 cosines among its ~30 candidates, ~400 of them distinct
    cosines: dict[str, float] = field(default_factory=dict, repr=False, compare=False)
    #: the query's cosine to it (None: not measured): closeness in meaning alone, without the keyword arm's words
    similarity: float | None = None
    #: its two nearest candidates (cosine, id) among the list of candidates it was compared with (:func:`_lead`)
    nearest: tuple[list[Item], list[tuple[float, str]]] | None = field(default=None, repr=False, compare=False)
    #: its speaker (:func:`_speaker`), once
    speaker: tuple[str | None] | None = field(default=None, repr=False, compare=False)


#: the review's metadata keys: the episodes a memory consolidates and, on each of them, that memory (review D7);
#: newer memories that possibly update a memory (review/resolve.py ``link_possibly_updated``)
SOURCES, INTO, UPDATED_BY = "consolidated_from", "consolidated_into", "possibly_updated_by"


def ids(metadata: dict[str, Any], key: str) -> tuple[str, ...]:
    """The memory ids listed under ``key`` in a memory's metadata (nothing when it is not a list)."""
    v = metadata.get(key)
    return tuple(str(x) for x in v) if isinstance(v, list) else ()


@lru_cache(maxsize=8192)  # asked for every pair of hits: without it, a search POS-tags each hit ~n times
def _whose(content: str, names: frozenset[str] = frozenset()) -> str:
    if people.about_other_person(content, names):  # "User's wife drives a Tesla" is not about the user
        who = people.subject(content, names)
        return f"other:{who}" if who and who != "user" else "other"
    return "user"


@lru_cache(maxsize=8192)
def _relation(content: str, names: frozenset[str] = frozenset()) -> str | None:
    return people.person_of(content, names)


def _same_person(a: str, b: str, names: frozenset[str] = frozenset()) -> bool:
    """Are two statements about one person: the same :func:`_whose`, and not two people the user knows by two
    different words ("the user's boss" and "the user's father-in-law"; who a reported or unnamed statement is
    about stays open)."""
    if _whose(a, names) != _whose(b, names):
        return False
    ra, rb = _relation(a, names), _relation(b, names)
    return ra is None or rb is None or ra == rb


@lru_cache(maxsize=8192)
def _content_words(content: str) -> frozenset[str]:
    return text.content_tokens(content)


def _cos(a: Item, b: Item) -> float | None:
    if a.vec is None or b.vec is None:
        return None
    c = a.cosines.get(b.id)
    if c is None:
        c = a.cosines[b.id] = b.cosines[a.id] = float(np.dot(a.vec, b.vec))  # a·b == b·a bit for bit
    return c


@lru_cache(maxsize=8192)
def _stating(content: str) -> bool:
    return not (sentences.is_long(content) or content.rstrip().endswith(("?", "？")))


def _lead(item: Item, other: Item, items: list[Item]) -> float:
    """How much closer (cosine) ``other`` is to ``item`` than any third candidate (negative when it is not the
    nearest)."""
    c = _cos(item, other)
    if c is None:
        return -1.0
    if item.nearest is None or item.nearest[0] is not items:  # its two nearest among these candidates, once
        near = sorted(((x, o.id) for o in items if o.id != item.id and (x := _cos(item, o)) is not None),
                      reverse=True)[:2]
        item.nearest = (items, near)
    best = [x for x, oid in item.nearest[1] if oid != other.id]
    return c - (best[0] if best else -1.0)


def _answers_as_well(old: Item, new: Item, opts: Options) -> bool:
    """The newer scores at least :attr:`Options.meaning_ratio` of the older, or is about as close to the query in
    meaning (:attr:`Options.meaning_slack`)."""
    if new.score >= opts.meaning_ratio * old.score:
        return True
    return old.similarity is not None and new.similarity is not None \
        and new.similarity >= old.similarity - opts.meaning_slack
