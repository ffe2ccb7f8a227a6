"""Read-time hygiene for a question that asks *when* (a pass of :func:`hindsight.search.hygiene.tidy`).

"What day will they collect the old sofa?" shares "old" with "restores old fountain pens as a hobby", not with
"Bulky-waste pickup scheduled for Tuesday"; "我几点起床？" is nearer 读书会改到周四了 than 闹钟改成了七点 in
meaning. A statement that states no time of the grain the question asks for (:mod:`hindsight.language.asked_time`)
does not answer it: when the first candidate states none, the best of the next candidates (up to
:data:`REACH`) that states one takes its place, the first right below it. A bare "when" names no grain and changes
nothing (a season or "two years ago" answers it as well as a date).
"""

from __future__ import annotations

from hindsight.language import asked_time
from hindsight.search.candidates import STEP, Item

#: how many candidates below the first are looked at (a search's usual top k)
REACH = 4


def time_answer_first(items: list[Item], query: str) -> None:
    """Put a candidate stating the time asked for first when the first states none (``items``' scores, in place)."""
    grain = asked_time.asks(query)
    if grain is None or len(items) < 2:
        return
    ranked = sorted(items, key=lambda i: (-i.score, i.id))
    top = ranked[0]
    if asked_time.states(top.content, grain):
        return
    for cand in ranked[1: REACH + 1]:
        if asked_time.states(cand.content, grain):
            cand.score, top.score = top.score, top.score - STEP
            return
