"""Inverted-file (IVF) pieces for the embedded vector index (pure numpy, no I/O).

A large bank's rows are grouped into ``nlist`` lists by their nearest centroid (spherical k-means on a sample of
the rows); a query scores the centroids, then only the rows of its best lists, each an exact float32 cosine. The
recall lost is the rows whose list was not probed; :func:`probe` reads lists until a minimum share of the rows
is covered. :class:`~hindsight.store.sqlite.vectors.BankVectors` owns the layout (rows grouped by list).
"""

from __future__ import annotations

import numpy as np

#: rows scored per centroid block when assigning (bounds the temporary score matrix to ~40 MB)
ASSIGN_BLOCK = 20_000


def list_count(n: int) -> int:
    """Lists for ``n`` rows: ~sqrt(n), 64 to 512 (the assignment of every row costs n × lists dot products)."""
    return int(min(512, max(64, round(np.sqrt(n)))))


def _normalise(m: np.ndarray) -> np.ndarray:
    norm = np.linalg.norm(m, axis=1, keepdims=True)
    norm[norm == 0] = 1.0
    return (m / norm).astype(np.float32)


def assign(rows: np.ndarray, centroids: np.ndarray) -> np.ndarray:
    """The nearest centroid (highest dot product) of every row, as int32."""
    out = np.empty(rows.shape[0], dtype=np.int32)
    for start in range(0, rows.shape[0], ASSIGN_BLOCK):
        block = rows[start : start + ASSIGN_BLOCK]
        out[start : start + len(block)] = np.argmax(block @ centroids.T, axis=1)
    return out


def train(rows: np.ndarray, nlist: int, seed: int = 0, iterations: int = 10, sample: int = 64) -> np.ndarray:
    """Spherical k-means centroids (``nlist`` × dim, unit length) from at most ``sample`` × ``nlist`` of ``rows``
    (deterministic for a seed). An emptied list takes a random sample row."""
    rng = np.random.default_rng(seed)
    n = rows.shape[0]
    take = min(n, sample * nlist)
    pick = np.sort(rng.choice(n, size=take, replace=False)) if take < n else np.arange(n)
    data = np.ascontiguousarray(rows[pick], dtype=np.float32)
    nlist = min(nlist, take)
    cents = data[rng.choice(take, size=nlist, replace=False)].copy()
    for _ in range(iterations):
        labels = assign(data, cents)
        order = np.argsort(labels, kind="stable")
        counts = np.bincount(labels, minlength=nlist)
        empty = counts == 0
        starts = np.concatenate(([0], np.cumsum(counts)[:-1]))
        sums = np.zeros_like(cents)
        sums[~empty] = np.add.reduceat(data[order], starts[~empty], axis=0)
        if empty.any():
            sums[empty] = data[rng.choice(take, size=int(empty.sum()), replace=False)]
        cents = _normalise(sums)
    return cents


def probe(cent_scores: np.ndarray, sizes: np.ndarray, min_lists: int, min_rows: int) -> np.ndarray:
    """The lists to read, best centroid first: at least ``min_lists``, and more until ``min_rows`` rows are
    covered (or every list is)."""
    order = np.argsort(-cent_scores, kind="stable")
    covered = np.cumsum(sizes[order])
    need = int(np.searchsorted(covered, min_rows)) + 1  # lists until the covered rows reach min_rows
    return order[: max(min_lists, need)]
