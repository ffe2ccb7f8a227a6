"""Contract: the hubness each memory keeps (``store/hubness.py``: its cosines to its nearest other active memories of
its bank, best first) on every local backend — set by the write path, raised in its neighbours by a newcomer,
per bank, safe under concurrent writers, backfilled by a review for memories written without one, and read by
the search's learned reranker. The reference is the bank's stored vectors, compared in full here."""

from __future__ import annotations

import sqlite3
import threading
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime

import numpy as np
import pytest

from hindsight import Hindsight
from hindsight.model import Status
from hindsight.search.rerank import hub_features
from hindsight.store import hubness

pytestmark = pytest.mark.local_only("reads the store's kept hubness (hs.engine.store)")

T0 = datetime(2025, 3, 1, 9, tzinfo=UTC)
TEXTS = [
    "The user drinks green tea every morning",
    "The user likes jasmine tea with breakfast",
    "The user keeps a cat named Tom",
    "The user's cat Tom has grey fur",
    "The user works at a bakery in Lyon",
    "The user's sister studies music in Lyon",
    "The user plays the cello on Sundays",
]


def exact(hs: Hindsight, bank: str) -> dict[str, list[float]]:
    """Every active memory's :data:`hubness.NEAR` best cosines to the bank's other active memories."""
    st = hs.engine.store
    ids = [m.id for m in st.iter_memories(bank) if m.status == Status.active]
    vecs = st.vectors(bank, ids)
    mat = np.stack([np.asarray(vecs[i], dtype=np.float64) for i in ids])
    sims = mat @ mat.T
    return {i: sorted((float(s) for j, s in enumerate(sims[r]) if j != r), reverse=True)[: hubness.NEAR]
            for r, i in enumerate(ids)}


def kept(hs: Hindsight, bank: str) -> dict[str, list[float]]:
    st = hs.engine.store
    return st.near_cos(bank, [m.id for m in st.iter_memories(bank)])


def assert_close(got: dict[str, list[float]], want: dict[str, list[float]]) -> None:
    assert got.keys() == want.keys()
    for mid, w in want.items():
        assert got[mid] == pytest.approx(w, abs=1e-4), mid


def test_the_write_path_keeps_every_memorys_nearest_cosines(hs: Hindsight, bank: str) -> None:
    for t in TEXTS:
        hs.write(t, now=T0)
    assert_close(kept(hs, bank), exact(hs, bank))
    assert hs.engine.store.missing_near_cos(bank, 10) == []


def test_a_newcomer_raises_its_neighbours_values(hs: Hindsight, bank: str) -> None:
    ids = [hs.write(t, now=T0).id for t in TEXTS[:4]]
    before = kept(hs, bank)
    new = hs.write("The user's grey cat Tom sleeps on the sofa", now=T0).id
    after = kept(hs, bank)
    raised = [i for i in ids if after[i] != before[i]]
    assert set(raised) >= {ids[2], ids[3]}  # the cat memories have a closer neighbour now
    assert all(after[i][0] >= before[i][0] for i in ids)
    assert len(after[new]) == hubness.NEAR
    assert_close(after, exact(hs, bank))


def test_banks_are_independent(hs: Hindsight, bank: str, other_bank: str) -> None:
    for t in TEXTS[:3]:
        hs.write(t, now=T0)
    alone = kept(hs, bank)
    for t in TEXTS[2:]:
        hs.write(t, bank=other_bank, now=T0)
    hs.write("The user's cat Tom chases birds in the garden", bank=other_bank, now=T0)
    assert kept(hs, bank) == alone
    assert_close(kept(hs, other_bank), exact(hs, other_bank))


def test_concurrent_writers_lose_no_update(hs: Hindsight, bank: str) -> None:
    barrier = threading.Barrier(len(TEXTS))

    def one(text: str) -> None:
        barrier.wait(timeout=30)
        hs.write(text, now=T0)

    with ThreadPoolExecutor(len(TEXTS)) as pool:
        list(pool.map(one, TEXTS))
    assert_close(kept(hs, bank), exact(hs, bank))


def test_a_review_backfills_memories_without_one(hs: Hindsight, bank: str) -> None:
    ids = [hs.write(t, now=T0).id for t in TEXTS]
    st = hs.engine.store
    for mid in ids[:3]:
        _forget_value(hs, bank, mid)
    assert sorted(st.missing_near_cos(bank, 10)) == sorted(ids[:3])
    hs.review(now=T0)
    assert st.missing_near_cos(bank, 10) == []
    assert_close(kept(hs, bank), exact(hs, bank))


def _forget_value(hs: Hindsight, bank: str, memory_id: str) -> None:
    """Set a memory's kept hubness back to NULL, as in a row written before the column existed."""
    with hs.engine.store.transaction(bank) as tx:
        c = tx.c  # type: ignore[attr-defined]  # the backend's connection (a wrapper forwards it)
        ph = "?" if isinstance(c, sqlite3.Connection) else "%s"
        c.execute(f"UPDATE memories SET near_cos = NULL WHERE bank = {ph} AND id = {ph}", (bank, memory_id))


def test_the_learned_reranker_reads_the_kept_values(hs: Hindsight, bank: str) -> None:
    for t in TEXTS:
        hs.write(t, now=T0)
    res = hs.search("what tea does the user drink", now=T0, explain=True, rerank="learned")
    assert res.results and all(h.explain is not None and h.explain.reranker == "learned" for h in res.results)
    st = hs.engine.store
    assert st.active_count(bank, 1000) == len(TEXTS) and st.active_count(bank, 3) == 3
    assert set(st.near_cos(bank, [h.id for h in res.results])) == {h.id for h in res.results}
    assert any(v != 0.0 for v in hub_features(st, res.results))


def test_a_superseded_memory_leaves_its_neighbours_values(hs: Hindsight, bank: str) -> None:
    for t in TEXTS:
        hs.write(t, now=T0)
    r = hs.write("The user moved to Lyon for the bakery job", now=T0)
    st = hs.engine.store
    assert r.action.value == "superseded_previous"
    gone = [m.id for m in st.iter_memories(bank) if m.status == Status.superseded]
    assert len(gone) == 1
    assert_close({k: v for k, v in kept(hs, bank).items() if k not in gone}, exact(hs, bank))


def test_forget_and_restore_keep_the_values_right(hs: Hindsight, bank: str) -> None:
    ids = [hs.write(t, now=T0).id for t in TEXTS]
    hs.forget(ids[2], now=T0)  # the cat: its neighbour's nearest changes
    assert_close({k: v for k, v in kept(hs, bank).items() if k != ids[2]}, exact(hs, bank))
    hs.restore(ids[2], now=T0)
    assert_close(kept(hs, bank), exact(hs, bank))
