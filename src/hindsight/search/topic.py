"""What a query or a memory is about, in the rules judge's slots (residence, work, drink, contact, database...).

A question about where the user lives should not rank "The user's project runs on PostgreSQL now" first just
because both say "now": the search path lowers (× :data:`MISMATCH_FACTOR`) a memory whose slots are all different
from the query's slots and raises (× :data:`MATCH_FACTOR`) one that shares a slot with the query ("Sofia is based in
Singapore" for "Where is the user living?"). Memories or queries without a recognised slot are left alone. Pure
functions.
"""

from __future__ import annotations

from functools import lru_cache

from hindsight.language.slots import slot_tokens, slots

MISMATCH_FACTOR = 0.92
#: a memory about a slot the query asks about is raised as much (measured: hygiene accuracy@1 +0.01 to +0.015 on
#: two seeds, retrieval Recall@10 0.625 → 0.636; docs/benchmarks.md)
MATCH_FACTOR = 1.1
#: slots too broad to tell topics apart
GENERIC = frozenset({"stack", "liking", "preference"})


@lru_cache(maxsize=8192)  # the same memories come back search after search
def slots_of(content: str) -> frozenset[str]:
    return frozenset(slots(slot_tokens(content))) - GENERIC


def mismatch(query_slots: frozenset[str], content: str) -> bool:
    """The memory talks about recognised slots and none of them is one the query asks about."""
    if not query_slots:
        return False
    mine = slots_of(content)
    return bool(mine) and not mine & query_slots


def match(query_slots: frozenset[str], content: str) -> bool:
    """The memory talks about one of the slots the query asks about."""
    return bool(query_slots) and bool(slots_of(content) & query_slots)
