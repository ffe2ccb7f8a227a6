"""Read-time hygiene: a newer statement that says its value was *added* does not outdate an older one (issue #15).

"The user volunteers at the food bank on Saturdays" / later "The user now also volunteers at the animal shelter on
Sundays", "用户办了市图书馆的借书证" / "用户又办了一张大学图书馆的借书证": the newer shares the older's frame and
differs in one value, which is what :func:`hindsight.search.hygiene.newer_first` reads as an update — but "also",
"as well", "too", 也, 又, 还 say the older stays true beside it. A question about the older's value ("Where does the
user volunteer on Saturdays?") must keep the older first. The word classes are closed
(:func:`hindsight.language.changes.added` / :func:`~hindsight.language.changes.replaced`), no slot list.

A word that says the value was replaced wins over the addition ("switched to Lidl as well", "no longer drinks
coffee and also quit tea", "又换了工作", "又搬家了，现在住在杭州": 又 is "again" beside a change), except the words
that only place the statement in the present ("now", "these days", 现在, 如今, 已经): "now also volunteers…",
"现在周日还去…" add a value, they replace none. 又 ("again" as often as "another") is read as an addition only
where the newer names no change word at all. Only a short statement: a turn of talk (many sentences) says "also"
of anything in it. A question that itself asks for the addition ("又办了哪里的…", "what else… also…") is answered by
the newer: there the usual order stands (:func:`keeps_older`). Pure functions.
"""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight.language import changes, sentences

#: change words of :func:`hindsight.language.changes.replaced` that only say "at present", not "instead"
PRESENT_ONLY = frozenset({"now", "these days", "nowadays", "现在", "如今", "已经"})
#: addition words that also mean "again" (又搬家 "moved again"): an addition only with no change word beside them
AGAIN = frozenset({"又"})


@lru_cache(maxsize=8192)  # asked per pair of a search, the same newer memory against each older one
def adds_beside(content: str) -> bool:
    """The statement says its value was added beside another one, which stays true ("also", 也, 又, 还), and
    names no replacement ("switched", "instead", 换, 不再; "now" / 现在 alone name none, except beside 又)."""
    if sentences.is_long(content):  # a turn of talk: its "also" may belong to any of its sentences
        return False
    # the addition word in the statement's first clause, which carries its value: "The user now drives a Tesla and
    # also bikes to work", "用户现在住在杭州，还养了一只猫" add in another clause and replace in the first
    added = changes.added(first_clause(content))
    if added is None:
        return False
    swapped = changes.replaced(content)
    if swapped is None:
        return True
    return added not in AGAIN and swapped in PRESENT_ONLY


#: where a coordinated clause starts in English ("… a Tesla and also bikes to work", "…, but …")
_COORDINATED = re.compile(r"\s+(?:and|but|plus|while)\s+", re.I)


def first_clause(content: str) -> str:
    """The first clause of a statement: up to a clause end (, ; ， …) or, in English, a coordinating conjunction."""
    parts = sentences.clauses(content)
    first = parts[0] if parts else content
    return _COORDINATED.split(first, maxsplit=1)[0]


def keeps_older(newer: str, query: str) -> bool:
    """The newer statement adds beside the older (:func:`adds_beside`), so the older keeps its place — unless the
    question itself asks for what was added ("用户又办了哪里的借书证？", "What does the user also play?"): then the
    newer answers it, and the usual newer-first order stands."""
    return adds_beside(newer) and changes.added(query) is None

