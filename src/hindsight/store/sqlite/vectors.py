"""In-process exact vector index over one bank's embeddings (numpy brute force).

Measured at 100k × 384 (bench/vectors.py, docs/benchmarks.md): exact scoring plus argpartition is
~10-25 ms, recall 1.0, no build step and no second copy of the vectors; sqlite-vec was 3-50× slower and
usearch HNSW needs ~3 min to build 100k with recall 0.92-0.97 at comparable latency. So numpy is the
embedded default. The index is a cache of
the store: it appends rows newer than the last one it saw and reloads when a vector was rewritten.
"""

from __future__ import annotations

import threading

import numpy as np


class BankVectors:
    def __init__(self, dim: int) -> None:
        self.dim = dim
        self.lock = threading.Lock()
        self.epoch = -1
        self.max_seq = 0
        self._n = 0
        self._seqs = np.zeros(0, dtype=np.int64)
        self._mat = np.zeros((0, dim), dtype=np.float32)

    def reset(self, epoch: int) -> None:
        self.epoch = epoch
        self.max_seq = 0
        self._n = 0
        self._seqs = np.zeros(0, dtype=np.int64)
        self._mat = np.zeros((0, self.dim), dtype=np.float32)

    def append(self, seqs: list[int], blobs: list[bytes]) -> None:
        if not seqs:
            return
        new = np.frombuffer(b"".join(blobs), dtype=np.float32).reshape(len(blobs), self.dim)
        need = self._n + len(seqs)
        if need > self._mat.shape[0]:
            cap = max(need, int(self._mat.shape[0] * 1.5) + 1024)
            mat = np.zeros((cap, self.dim), dtype=np.float32)
            mat[: self._n] = self._mat[: self._n]
            s = np.zeros(cap, dtype=np.int64)
            s[: self._n] = self._seqs[: self._n]
            self._mat, self._seqs = mat, s
        self._mat[self._n : need] = new
        self._seqs[self._n : need] = np.asarray(seqs, dtype=np.int64)
        self._n = need
        self.max_seq = max(self.max_seq, max(seqs))

    def __len__(self) -> int:
        return self._n

    def scores(self, q: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(seqs, cosine) for every row (vectors are L2-normalised)."""
        # einsum, not BLAS: a multi-threaded BLAS gemv swings from 0.1 to 20 ms per query on a busy 2-core
        # machine, einsum is steady and as fast (bench/vectors.py)
        return self._seqs[: self._n], np.einsum("ij,j->i", self._mat[: self._n], q.astype(np.float32))

    def vector_of(self, seqs: list[int]) -> dict[int, np.ndarray]:
        """Vectors of some rows (sequence numbers are appended in increasing order, so binary search)."""
        known = self._seqs[: self._n]
        want = np.asarray(seqs, dtype=np.int64)
        pos = np.searchsorted(known, want)
        out: dict[int, np.ndarray] = {}
        for s, i in zip(seqs, pos, strict=True):
            if i < self._n and known[i] == s:
                out[int(s)] = self._mat[i]
        return out


def top_order(scores: np.ndarray, m: int) -> np.ndarray:
    """Indices of the ``m`` highest scores, best first."""
    n = scores.shape[0]
    if m >= n:
        return np.argsort(-scores, kind="stable")
    part = np.argpartition(-scores, m)[:m]
    return part[np.argsort(-scores[part], kind="stable")]
