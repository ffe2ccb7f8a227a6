"""A memory's *hubness*: the cosines to its :data:`NEAR` nearest other active memories of its bank, kept per memory
(``near_cos``, best first) so a search can read it without reading the bank's vectors. A memory close to many
others (a hub: near everything, specific to nothing) is a weak answer to any one question; the learned reranker
reads the mean of these cosines (``rerank/features.py``).

Kept at write time from the write path's own neighbour search (:data:`SCAN` nearest, the first
``DEDUP_NEIGHBOURS`` of which serve dedup and the conflict check): a new memory takes its nearest active
neighbours' cosines, and each of those neighbours takes the new cosine into its own list when it beats its
:data:`NEAR`-th best (:func:`note`). The write transaction is serialised per bank, so concurrent writers do not
lose an update. A memory that leaves the active ones (superseded, forgotten, archived, disputed) is taken out of
its neighbours' lists by recomputing those it may be in (:func:`changed`, called by each backend's ``update``).

Values may still go slightly stale, by design (nothing depends on exactness; on the LoCoMo dev banks the kept
mean correlates 0.996 with the exact one): an old memory misses a newcomer that is among its nearest but does not
have it among its own :data:`SCAN` nearest, a memory given a new vector (an edit, a re-embed) waits for the
backfill and leaves its old neighbours' lists as they were, an erased memory stays in its neighbours' lists, and
expiry is not followed. Memories written before the column existed, or inserted by another path (consolidation,
import, experience), have none (``None``): :func:`backfill`, run by manual and periodic reviews, computes theirs;
until then the reranker reads them as average.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime

from hindsight.model import Memory, Status
from hindsight.store.base import Filters, Store, StoreTx

#: how many of a memory's nearest others its hubness keeps
NEAR = 3
#: how many nearest memories the write path's neighbour search returns (dedup and conflicts use the first few)
SCAN = 10
#: how many memories without a value one :func:`backfill` call computes
BACKFILL_BATCH = 200


def top(cosines: Iterable[float]) -> list[float]:
    """The :data:`NEAR` highest of ``cosines``, best first, rounded for storage."""
    return [round(float(c), 6) for c in sorted(cosines, reverse=True)[:NEAR]]


def merged(kept: Sequence[float], cosine: float) -> list[float] | None:
    """``kept`` (best first) with ``cosine`` taken in, or ``None`` when it does not change."""
    if len(kept) >= NEAR and cosine <= kept[-1]:
        return None
    return top([*kept, cosine])


def mean(kept: Sequence[float] | None) -> float | None:
    """The hubness read at search time: the mean of the kept cosines; ``None`` when unknown or empty."""
    return sum(kept) / len(kept) if kept else None


def note(tx: StoreTx, memory: Memory, neighbours: Sequence[tuple[Memory, float]]) -> None:
    """Record the hubness of a memory just inserted, whose nearest memories of the bank (any status, best first,
    itself not among them) are ``neighbours``, and take its cosine into each active neighbour's."""
    active = [(m, s) for m, s in neighbours if m.status == Status.active and m.id != memory.id]
    values: dict[str, list[float] | None] = {memory.id: top(s for _, s in active)}
    if memory.status == Status.active:
        kept = tx.near_cos(memory.bank, [m.id for m, _ in active])
        for m, s in active:
            old = kept.get(m.id)
            if old is not None:  # no value yet: backfill computes it whole
                new = merged(old, s)
                if new is not None:
                    values[m.id] = new
    tx.set_near_cos(memory.bank, values)


def changed(tx: StoreTx, memory: Memory, was_active: bool, moved: bool) -> None:
    """After ``tx.update(memory)``: keep the hubness right around a memory that left the bank's active memories
    (superseded, forgotten, archived, disputed...) or joined them (restored), or ``moved`` (a new vector: its
    value is cleared for :func:`backfill`). Those that may count a leaver among their nearest are recomputed
    whole; a joiner is noted as a newcomer (:func:`note`)."""
    if moved:  # an edit or a re-embed (maybe another dimension): the next backfill recomputes its value
        tx.set_near_cos(memory.bank, {memory.id: None})
        return
    active = memory.status == Status.active
    if was_active == active:
        return
    vec = tx.vectors(memory.bank, [memory.id]).get(memory.id)
    if vec is None:
        return
    at = memory.updated_at
    found = [(m, s) for m, s in tx.nearest(memory.bank, vec, SCAN, at) if m.id != memory.id]
    if was_active and not active:
        near = [(m, s) for m, s in found if m.status == Status.active]
        kept = tx.near_cos(memory.bank, [m.id for m, _ in near])
        stale = [m for m, s in near if m.id in kept and (len(kept[m.id]) < NEAR or s >= kept[m.id][-1] - 1e-6)]
        tx.set_near_cos(memory.bank, recomputed(tx, memory.bank, [m.id for m in stale], at))
    if active:
        note(tx, memory, found)


def recomputed(tx: StoreTx, bank: str, ids: list[str], at: datetime) -> dict[str, list[float] | None]:
    """The hubness of ``ids`` from scratch (one neighbour search each, inside the transaction)."""
    vecs = tx.vectors(bank, ids)
    out: dict[str, list[float] | None] = {}
    for mid, vec in vecs.items():
        found = tx.nearest(bank, vec, NEAR + 3, at)
        out[mid] = top(s for m, s in found if m.id != mid and m.status == Status.active)
    return out


def backfill(store: Store, bank: str, now: datetime, limit: int = BACKFILL_BATCH) -> int:
    """Compute the hubness of up to ``limit`` active memories of ``bank`` that have none (one vector search
    each); returns how many were set."""
    ids = store.missing_near_cos(bank, limit)
    if not ids:
        return 0
    vecs = store.vectors(bank, ids)
    f = Filters(now=now, statuses=(Status.active,), hide_expired=False)
    values: dict[str, list[float] | None] = {}
    for mid, vec in vecs.items():
        found = store.vector_search(bank, vec, NEAR + 1, f)
        values[mid] = top(s for other, s in found if other != mid)
    with store.transaction(bank) as tx:
        tx.set_near_cos(bank, values)
    return len(values)
