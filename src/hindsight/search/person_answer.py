"""Read-time hygiene for a question that asks *who* (a pass of :func:`hindsight.search.hygiene.tidy`).

"Who does the user report to?" shares "user" with "The user's building door code: 7390" as much as with "The
user's new manager is Hana Sato"; "Who is my boss?" is near "User works at Canva as a product manager" in meaning. A
statement that names no one but the user (:mod:`hindsight.language.asked_person`) does not answer it: when the first
candidate names no one, the best of the next ones that names someone and is about as close to the query in meaning
takes its place (:func:`hindsight.search.time_answer.answer_first`, as for a place: not one an earlier pass found
outdated). A question for someone held before ("Who was my old boss?") is left to the passes before.
"""

from __future__ import annotations

from hindsight.language import asked_person
from hindsight.search.candidates import Item, Options
from hindsight.search.past import asks_for_old_value
from hindsight.search.time_answer import answer_first


def person_answer_first(items: list[Item], opts: Options, query: str) -> None:
    """Put a candidate naming a person first when the first names none (``items``' scores, in place)."""
    if len(items) < 2 or not asked_person.asks(query) or asks_for_old_value(query):
        return
    own = frozenset(n.lower() for n in opts.names)

    def states(item: Item) -> bool:
        return asked_person.names(item.content, query, own)

    answer_first(items, states, keep_outdated=True)
