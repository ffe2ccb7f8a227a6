"""Storage backends behind the :class:`Store` protocol (and its roles, :mod:`hindsight.store.base`)."""

from hindsight.store.base import (
    Filters,
    Leases,
    Memories,
    ReviewLedger,
    SearchIndex,
    SessionLog,
    Store,
    StoreTx,
    TraceLog,
)
from hindsight.store.factory import open_store

__all__ = [
    "Filters",
    "Leases",
    "Memories",
    "ReviewLedger",
    "SearchIndex",
    "SessionLog",
    "Store",
    "StoreTx",
    "TraceLog",
    "open_store",
]
