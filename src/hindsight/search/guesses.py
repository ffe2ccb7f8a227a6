"""Read-time hygiene on who says what (two passes of :func:`hindsight.search.hygiene.tidy`): an agent's hedged
guess never outranks a first-hand fact on the same subject, and when the query asks about the user alone another
person's look-alike statement goes below the user's own."""

from __future__ import annotations

from hindsight.language import people
from hindsight.language.hedge import hedged
from hindsight.language.spans import SUBJECT_WORDS
from hindsight.search import topic
from hindsight.search.candidates import (
    STEP,
    Item,
    Options,
    _answers_as_well,
    _content_words,
    _cos,
    _lead,
    _same_person,
    _stating,
    _whose,
)


def _same_subject(a: Item, b: Item, opts: Options, facts: list[Item]) -> bool:
    """The same person, and the same topic: a slot of the rules' in common, or cosine-close (with
    :attr:`Options.guess_query_check`, also: ``b`` answers the query about as well in meaning as ``a``, or stands
    out among ``a``'s first-hand neighbours: short statements about one person are all cosine-close in some
    languages, two "用户..." sentences sit near 0.85 whatever they say)."""
    if not _same_person(a.content, b.content, opts.names):
        return False
    if topic.slots_of(a.content) & topic.slots_of(b.content):
        return True
    cos = _cos(a, b)
    if cos is None or cos < opts.slot_cosine:
        return False
    return not opts.guess_query_check or _as_close_to_query(a, b, opts) \
        or _fact_lead(a, b, facts) >= opts.meaning_lead or _fact_rise(a, b, facts) >= opts.guess_rise


def _fact_rise(g: Item, f: Item, facts: list[Item]) -> float:
    """How much closer (cosine) the fact ``f`` is to the guess ``g`` than the guess's median first-hand
    candidate: the cosine relative to what is usual for this guess among these candidates."""
    c = _cos(g, f)
    xs = sorted(x for o in facts if (x := _cos(g, o)) is not None)
    return -1.0 if c is None or not xs else c - xs[len(xs) // 2]


def _fact_lead(g: Item, f: Item, facts: list[Item]) -> float:
    """How much closer (cosine) the fact ``f`` is to the guess ``g`` than any other first-hand candidate: other
    guesses are left out, hedged claims sit close to each other by their style ("probably ...")."""
    c = _cos(g, f)
    if c is None:
        return -1.0
    rest = [x for o in facts if o.id != f.id and (x := _cos(g, o)) is not None]
    return c - max(rest, default=-1.0)


def _as_close_to_query(g: Item, f: Item, opts: Options) -> bool:
    """The fact is about as close to the query in meaning as the guess (cosine at most
    :attr:`Options.guess_query_slack` below the guess's; true when either was not measured)."""
    if g.similarity is None or f.similarity is None:
        return True
    return f.similarity >= g.similarity - opts.guess_query_slack


def guess_below_fact(items: list[Item], opts: Options) -> None:
    """An agent's hedged guess goes right below the lowest-ranked user/tool fact on the same subject that the
    search found (whatever its score: a guess is worth less than any fact it contradicts or restates). Where no
    such fact is found, the first-hand statement about the same person that is the guess's nearest first-hand
    candidate by :attr:`Options.meaning_lead` takes the guess's place: the guess names the question's slot in the
    question's words ("probably can't cook" for "can the user cook?"), the statement nearest to it in meaning is
    what the user said on that slot in other words ("trained as a pastry chef in Paris")."""
    facts = [i for i in items if i.source in ("user", "tool")]
    for g in items:
        if g.source != "agent" or not hedged(g.content):
            continue
        above = [f for f in facts if f.score < g.score and _same_subject(g, f, opts, facts)]
        if above:
            low = min(above, key=lambda f: f.score)
            g.score, g.below_fact = low.score - STEP, low.id
            continue
        near = _nearest_fact(g, facts, opts)
        # ... when it answers the query about as well: the nearest of a few short facts may be about anything else
        if near is not None and near.score < g.score and _answers_as_well(g, near, opts):
            near.score, g.score, g.below_fact = g.score, g.score - STEP, near.id


def _nearest_fact(g: Item, facts: list[Item], opts: Options) -> Item | None:
    """The guess's nearest first-hand candidate, when it is a short statement about the same person, nearer than
    any other first-hand candidate by :attr:`Options.meaning_lead` (:func:`_fact_lead`) and not far (cosine at least
    :attr:`Options.slot_cosine` less :attr:`Options.guess_near_slack`)."""
    best: tuple[float, Item] | None = None
    for f in facts:
        c = _cos(g, f)
        if c is not None and (best is None or c > best[0]):
            best = (c, f)
    if best is None:
        return None
    c, f = best
    if c < opts.slot_cosine - opts.guess_near_slack or not _stating(f.content) \
            or not _same_person(g.content, f.content, opts.names):
        return None
    return f if _fact_lead(g, f, facts) >= opts.meaning_lead else None


def _as_close(own: Item, other: Item, items: list[Item], opts: Options) -> bool:
    """The user's statement answers in other words ("has a greyhound" for "what kind of dog"), where the other
    person's holds the query's word: it is at least as close to the query in meaning and the other's nearest
    candidate by :attr:`Options.meaning_lead` (short Chinese statements are all cosine-close to a question)."""
    return own.similarity is not None and other.similarity is not None and own.similarity >= other.similarity \
        and _lead(other, own, items) >= opts.meaning_lead


def others_below_own(items: list[Item], opts: Options, query: str) -> None:
    """When the query asks about the user alone, a statement about another person ("The user's cousin teaches
    history") goes right below a statement about the user in the same frame ("The user teaches chemistry"): both
    short statements holding a word of the query besides its subject (or the user's at least as close to the query
    in meaning: :func:`_as_close`), and cosine-close (:attr:`Options.slot_cosine`) or one frame one value span
    apart."""
    if not people.asks_about_user_only(query):
        return
    words = _content_words(query) - SUBJECT_WORDS
    if not words:
        return
    own = [i for i in items if _stating(i.content) and _whose(i.content, opts.names) == "user"]
    for o in items:
        if not _stating(o.content) or _whose(o.content, opts.names) == "user":
            continue
        shared = words & _content_words(o.content)
        if not shared:
            continue
        below = [u for u in own if u.score < o.score
                 and (shared & _content_words(u.content) or _as_close(u, o, items, opts))
                 and ((c := _cos(o, u)) is not None and c >= opts.slot_cosine)]
        if below:
            low = min(below, key=lambda u: u.score)
            o.score = low.score - STEP
