"""Read-time hygiene for a question whose nearest candidate in meaning is an agent's hedged guess (issue #15,
"probably a student" against "has run her own company for twelve years"; a pass of
:func:`hindsight.search.hygiene.tidy`).

A hedged guess that is the query's nearest candidate by cosine names the question's subject in the question's
words; what the user or a tool said on that subject often shares no word with it, and a guess (low confidence)
ranks below unrelated first-hand statements, so neither the guess nor the fact that refutes it comes first. Two
readings, by meaning only (no word list):

fact first    the first-hand statement about the guess's person that is nearest the query in meaning is also the
              guess's nearest first-hand candidate (cosine): both answer the question and say something about one
              subject, so the statement goes first (the guess stays below it, and is put right below it, explain
              ``below_fact``, if it ranked higher).
guess first   otherwise, when no first-hand statement about that person is about as close to the query
              (:attr:`Options.meaning_slack`) and no first-hand statement ranked above or below it is on its
              subject by the guess-below-fact pass's test (:mod:`hindsight.search.guesses`: a slot in common, or
              cosine-close), nothing first-hand answers the question: the guess is the answer and goes first (a
              statement about the user's mother does not answer "how old is the user?").

Where the guess-below-fact pass already put the guess below another fact than the one found here, its order stays
(measured on corpus 3: overriding it lifts a statement about something else that is a hair nearer the query).
"""

from __future__ import annotations

from hindsight.language import people
from hindsight.search import topic
from hindsight.search.candidates import STEP, Item, Options, _cos, _same_person, _stating, _whose
from hindsight.search.guesses import _same_subject, hedged

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
    """Where the query's nearest candidate in meaning is an agent's hedged guess: its refuting fact first (the
    fact nearest the query among the person's first-hand statements is also the guess's nearest), or the guess
    first (no first-hand statement about that person answers the query about as well). Scores only: statuses are
    the review's."""
    g = _nearest_by_meaning(items)
    if g is None or g.source != "agent" or not hedged(g.content) or g.similarity is None \
            or not _asked_about(g, query, opts):
        return
    facts = [f for f in items if f.source in FIRST_HAND and _stating(f.content)]
    own = [f for f in facts if f.similarity is not None and _same_person(g.content, f.content, opts.names)]
    top = max(i.score for i in items)
    best = max(own, key=lambda f: (f.similarity or 0.0, f.score)) if own else None
    if best is not None and _guess_nearest(g, facts) is best:
        if g.below_fact not in (None, best.id):  # the guess-below-fact pass found another fact: leave its order
            return
        if best.score < top:
            best.score = top + STEP
        if g.score >= best.score:
            g.score, g.below_fact = best.score - STEP, best.id
        return
    if best is not None and (best.similarity or 0.0) >= g.similarity - opts.meaning_slack:
        return
    # a fact on its subject (a slot in common, or cosine-close: the guess-below-fact pass's own test) below it, or
    # already above it: the guess is not the answer
    if g.below_fact is not None or any(f.score > g.score and _same_subject(g, f, opts, facts) for f in facts):
        return
    if g.score < top:
        g.score = top + STEP
