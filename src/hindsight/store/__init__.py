"""Storage backends behind the :class:`Store` protocol."""

from hindsight.store.base import Filters, Store, StoreTx
from hindsight.store.factory import open_store

__all__ = ["Filters", "Store", "StoreTx", "open_store"]
