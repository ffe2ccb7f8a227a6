"""Shared by the PostgreSQL keyword tests: writing memories with random vectors, and checking the cached BM25
path against the reference SQL (ids, order and scores) under filters."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np

from hindsight.language.text import query_terms
from hindsight.model import Memory
from hindsight.store.base import Filters
from hindsight.store.postgres.store import PostgresStore


def insert_random(store: PostgresStore, mems: list[Memory], seed: int = 0) -> None:
    """Write ``mems`` (one bank) in one transaction, each with a random 8-dimensional vector."""
    rng = np.random.default_rng(seed)
    with store.transaction(mems[0].bank) as tx:
        for m in mems:
            tx.insert(m, rng.standard_normal(8).astype(np.float32))


def same_as_reference(store: PostgresStore, bank: str, queries: Sequence[str], filters: Iterable[Filters],
                      ks: Sequence[int], sql: bool = False) -> int:
    """``keyword_search`` gives ``keyword_search_reference``'s ids, order and scores (and, with ``sql``, the SQL
    path's ids and order) for every filter, query and k; returns how many non-empty results were compared."""
    compared = 0
    for f in filters:
        for query in queries:
            for k in ks:
                got = store.keyword_search(bank, query_terms(query), k, f)
                ref = store.keyword_search_reference(bank, query_terms(query), k, f)
                assert [i for i, _ in got] == [i for i, _ in ref], (query, k, f)
                if sql:
                    via_sql = store.keyword_search_sql(bank, query_terms(query), k, f)
                    assert [i for i, _ in via_sql] == [i for i, _ in ref], (query, k, f)
                assert np.allclose([s for _, s in got], [s for _, s in ref], rtol=1e-12, atol=0), (query, k, f)
                compared += bool(ref)
    return compared
