"""What a query or a memory is about, in the rules judge's slots (residence, work, drink, contact, database...).

A question about where the user lives should not rank "The user's project runs on PostgreSQL now" first just
because both say "now": the search path lowers (× :data:`MISMATCH_FACTOR`) a memory whose slots are all different
from the query's slots. Memories or queries without a recognised slot are left alone. Pure functions.
"""

from __future__ import annotations

from functools import lru_cache

from hindsight import text
from hindsight.judge.rules import slots

MISMATCH_FACTOR = 0.92
#: slots too broad to tell topics apart
_GENERIC = frozenset({"stack", "liking", "preference"})


@lru_cache(maxsize=8192)  # the same memories come back search after search
def slots_of(content: str) -> frozenset[str]:
    return frozenset(slots(text.content_tokens(content))) - _GENERIC


def mismatch(query_slots: frozenset[str], content: str) -> bool:
    """The memory talks about recognised slots and none of them is one the query asks about."""
    if not query_slots:
        return False
    mine = slots_of(content)
    return bool(mine) and not mine & query_slots
