"""Read-time hygiene for a question whose nearest candidate in meaning is an agent's hedged guess (issue #15,
"probably a student" against "has run her own company for twelve years"; a pass of
:func:`hindsight.search.hygiene.tidy`).

A hedged guess that is the query's nearest candidate by cosine names the question's subject in the question's
words; what the user or a tool said on that subject often shares no word with it, and a guess (low confidence)
ranks below unrelated first-hand statements, so neither the guess nor the fact that refutes it comes first. One
reading, by meaning only (no word list): when the first-hand statement about the guess's person that is nearest the
query in meaning is also the guess's nearest first-hand candidate (cosine), both answer the question and say
something about one subject, so the statement goes first (the guess stays below it, and is put right below it,
explain ``below_fact``, if it ranked higher).

The guess itself is never raised: a "guess first" reading (the guess on top when nothing first-hand answers the
query about as well) was measured with this pass and dropped — it lifts a low-confidence agent claim on a cosine
margin alone (hyg36: held-out corpus 6 fell with it on).

Where the guess-below-fact pass already put the guess below another fact than the one found here, its order stays
(measured on corpus 3: overriding it lifts a statement about something else that is a hair nearer the query).
"""

from __future__ import annotations

from hindsight.language import people
from hindsight.language.hedge import hedged
from hindsight.search import topic
from hindsight.search.candidates import STEP, Item, Options, _cos, _same_person, _stating, _whose

FIRST_HAND = ("user", "tool")


def _nearest_by_meaning(items: list[Item]) -> Item | None:
    """The candidate nearest the query by cosine (ties: the better-ranked one)."""
    measured = [i for i in items if i.similarity is not None]
    return max(measured, key=lambda i: (i.similarity, i.score)) if measured else None


def _guess_nearest(g: Item, facts: list[Item]) -> Item | None:
    """The guess's nearest first-hand candidate by cosine; None with fewer than two to choose from (the only one is
    trivially the nearest)."""
    scored = [(c, f) for f in facts if (c := _cos(g, f)) is not None]
    return max(scored, key=lambda x: x[0])[1] if len(scored) > 1 else None


def _asked_about(g: Item, query: str, opts: Options) -> bool:
    """The guess is about what the query asks: not about another person when the query asks about the user
    alone, and not about recognised slots all different from the query's (:func:`hindsight.search.topic.mismatch`)."""
    if people.asks_about_user_only(query) and _whose(g.content, opts.names) != "user":
        return False
    return not topic.mismatch(topic.slots_of(query), g.content)


def guess_as_answer(items: list[Item], opts: Options, query: str) -> None:
    """Where the query's nearest candidate in meaning is an agent's hedged guess and the fact nearest the query among
    the person's first-hand statements is also the guess's nearest: that fact first, the guess below it. Scores
    only: statuses are the review's."""
    g = _nearest_by_meaning(items)
    if g is None or g.source != "agent" or not hedged(g.content) or g.similarity is None \
            or not _asked_about(g, query, opts):
        return
    facts = [f for f in items if f.source in FIRST_HAND and _stating(f.content)]
    own = [f for f in facts if f.similarity is not None and _same_person(g.content, f.content, opts.names)]
    best = max(own, key=lambda f: (f.similarity or 0.0, f.score)) if own else None
    if best is None or _guess_nearest(g, facts) is not best:
        return
    if g.below_fact not in (None, best.id):  # the guess-below-fact pass found another fact: leave its order
        return
    top = max(i.score for i in items)
    if best.score < top:
        best.score = top + STEP
    if g.score >= best.score:
        g.score, g.below_fact = best.score - STEP, best.id
