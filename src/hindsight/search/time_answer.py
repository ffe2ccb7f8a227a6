"""Read-time hygiene for a question that asks *when* (a pass of :func:`hindsight.search.hygiene.tidy`).

"What day will they collect the old sofa?" shares "old" with "restores old fountain pens as a hobby", not with
"Bulky-waste pickup scheduled for Tuesday"; "我几点起床？" is nearer 读书会改到周四了 than 闹钟改成了七点 in
meaning. A statement that states no time of the grain the question asks for (:mod:`hindsight.language.asked_time`)
does not answer it: when the first candidate states none, the best of the next candidates (up to
:data:`REACH`) that states one and is about as close to the query in meaning (:data:`SLACK`) takes its place, the
first right below it. A bare "when" names no grain and changes
nothing (a season or "two years ago" answers it as well as a date). "How old is the user?" is answered by the
user's own age only ("The user turned fifty-three", not "User's grandson turned seven"); asked about a relative or
a thing of the user's ("How old is the user's car?"), the order stays.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from hindsight.language import asked_time, people
from hindsight.search.candidates import STEP, Item, Options, _whose

#: how many candidates below the first are looked at (a search's usual top k)
REACH = 4
#: ... and how far below the first's closeness to the query in meaning (cosine) one may be and still go first: a time
#: of another thing, far from the question, is no answer to it. The widest gap among the answers it put first on the
#: development corpora (7, 10, 12, 16, 22, 23) was 0.033
SLACK = 0.035


#: a question about something of the user's ("How old is the user's car?", 用户的车几岁了): not the user's age
OWNED = re.compile(r"\b(?:user's|my|your|his|her|their)\b|用户的|我的", re.I)


def time_answer_first(items: list[Item], opts: Options, query: str) -> None:
    """Put a candidate stating the time asked for first when the first states none (``items``' scores, in place).
    An age is the user's own only: asked about the user alone, another person's age ("the user's grandson turned
    seven") states none."""
    grain = asked_time.asks(query)
    if grain is None or len(items) < 2:
        return
    if grain == "age" and (not people.asks_about_user_only(query) or OWNED.search(query)):
        return

    def states(item: Item) -> bool:
        if not asked_time.states(item.content, grain):
            return False
        return grain != "age" or _whose(item.content, opts.names) == "user"

    answer_first(items, states)


def answer_first(items: list[Item], states: Callable[[Item], bool], *, keep_outdated: bool = False,
                 first_states: Callable[[Item], bool] | None = None) -> None:
    """When the first candidate does not ``states`` what the question asks for, the best of the next :data:`REACH`
    that does and is about as close to the query in meaning (:data:`SLACK`) takes its place, the first right below
    it (``items``' scores, in place). ``keep_outdated``: not one that an earlier pass found outdated by a newer one
    or put below a fact (for a place: "has had Netflix instead of HBO Max" names its service with no preposition, and
    the older "watches series on HBO Max" must not come back). A time question leaves it off: there the pass was
    measured to undo wrong outdating (闹钟改成了七点, outdated by 读书会改到周四了, answers 我几点起床？).
    ``first_states``: a more lenient test for the first (a first whose answer is only unclear keeps its place)."""
    ranked = sorted(items, key=lambda i: (-i.score, i.id))
    top = ranked[0]
    if (first_states or states)(top):
        return
    for cand in ranked[1: REACH + 1]:
        if keep_outdated and (cand.outdated_by is not None or cand.below_fact is not None):
            continue
        if states(cand) and _as_close(cand, top):
            cand.score, top.score = top.score, top.score - STEP
            return


def _as_close(cand: Item, top: Item) -> bool:
    """Is ``cand`` about as close to the query in meaning as ``top`` (true when either was not measured)?"""
    if cand.similarity is None or top.similarity is None:
        return True
    return cand.similarity >= top.similarity - SLACK
