"""In-process vector index over one bank's embeddings: exact numpy scan, IVF lists for large banks.

Measured at 100k × 384 (bench/vectors.py, docs/benchmarks.md): exact scoring plus argpartition is
~10-25 ms, recall 1.0, no build step and no second copy of the vectors; sqlite-vec was 3-50× slower and
usearch HNSW needs ~3 min to build 100k with recall 0.92-0.97 at comparable latency. So numpy is the
embedded default. The exact scan reads every vector (memory-bound: ~100-250 ms at 1M rows on this machine), so a
bank of at least ``index_rows`` rows is also grouped into IVF lists (:mod:`.ivf`: k-means centroids trained once
the bank reaches the size, retrained when it has doubled since): :meth:`BankVectors.search` then scores only the
best lists' rows plus the rows appended since the last grouping (the *tail*, folded in when it grows). The same
float32 vectors are scored (reordered in place, no second copy), so a candidate's cosine is exact; what can be
missed is a row whose list was not probed. Smaller banks are scanned exactly, as before.

The index is a cache of the store: it appends rows newer than the last one it saw and reloads when a vector was
rewritten or a memory deleted (the caller's epoch); the centroids survive a reload (rows are reassigned).

Training and grouping every row cost seconds (100k rows) to minutes (1M rows), so with ``background`` (what the
store uses) they never run inside a search: a search that finds them due starts one worker thread and is answered
by what exists meanwhile (the old lists plus the tail, or the exact scan before the first lists); the worker trains
and assigns on the rows as they were when it started (rows do not move while it runs: the tail is not folded) and
installs its grouping under the lock, unless the cache was reset meanwhile. :meth:`BankVectors.wait_ready` waits
for it (tests, benchmarks).
"""

from __future__ import annotations

import logging
import threading

import numpy as np

from hindsight.store.sqlite import ivf

#: bank size from which the IVF lists are used (HINDSIGHT_SQLITE_VECTOR_INDEX_ROWS; 0 = always exact)
INDEX_ROWS = 50_000
#: lists always probed, and the share of the indexed rows probed at least (1/PROBE_SHARE)
MIN_LISTS = 16
PROBE_SHARE = 24

log = logging.getLogger(__name__)


class BankVectors:
    def __init__(self, dim: int, index_rows: int = INDEX_ROWS, background: bool = False) -> None:
        self.dim = dim
        self.index_rows = index_rows
        self.background = background
        self.lock = threading.Lock()
        self._job: threading.Thread | None = None  # the background training / grouping, while it runs
        self._gen = 0  # bumped by every reset: a job started before it is dropped
        self.epoch = -1
        self.max_seq = 0
        self._n = 0
        self._seqs = np.zeros(0, dtype=np.int64)
        self._mat = np.zeros((0, dim), dtype=np.float32)
        self._cents: np.ndarray | None = None  # IVF centroids (survive a reset)
        self._trained_n = 0
        self._clear_layout()

    def _clear_layout(self) -> None:
        self._nidx = 0  # rows [0, _nidx) are grouped by list; [_nidx, _n) is the tail, in seq order
        self._labels = np.zeros(0, dtype=np.int32)
        self._offsets = np.zeros(1, dtype=np.int64)
        self._by_seq = np.zeros(0, dtype=np.int64)  # positions of the grouped rows in seq order
        self._seq_sorted = np.zeros(0, dtype=np.int64)  # their seqs in that order

    def reset(self, epoch: int) -> None:
        self._gen += 1
        self.epoch = epoch
        self.max_seq = 0
        self._n = 0
        self._seqs = np.zeros(0, dtype=np.int64)
        self._mat = np.zeros((0, self.dim), dtype=np.float32)
        self._clear_layout()

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

    @property
    def indexed(self) -> bool:
        """Are the IVF lists in use (the bank has at least ``index_rows`` rows)?"""
        return 0 < self.index_rows <= self._n

    def scores(self, q: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(seqs, cosine) for every row (vectors are L2-normalised)."""
        # einsum, not BLAS: a multi-threaded BLAS gemv swings from 0.1 to 20 ms per query on a busy 2-core
        # machine, einsum is steady and as fast (bench/vectors.py)
        return self._seqs[: self._n], np.einsum("ij,j->i", self._mat[: self._n], q.astype(np.float32))

    def search(self, q: np.ndarray) -> tuple[np.ndarray, np.ndarray, bool]:
        """(seqs, cosine, exact): every row when the bank is below ``index_rows`` (exact = True), else the rows
        of the best IVF lists and the tail (exact = False). Fresh arrays: the caller may keep them unlocked."""
        cents = self._maintain() if self.indexed else None
        if cents is None:  # a small bank, or the first lists are still being built
            seqs, sc = self.scores(q)
            return seqs.copy(), sc, True
        q32 = q.astype(np.float32)
        sizes = np.diff(self._offsets)
        lists = ivf.probe(np.einsum("ij,j->i", cents, q32), sizes, MIN_LISTS, self._nidx // PROBE_SHARE)
        spans = [(int(self._offsets[i]), int(self._offsets[i + 1])) for i in lists]
        spans = [s for s in spans if s[1] > s[0]]
        spans.append((self._nidx, self._n))
        total = sum(b - a for a, b in spans)
        out = np.empty(total, dtype=np.float32)
        seqs = np.empty(total, dtype=np.int64)
        pos = 0
        for a, b in spans:
            out[pos : pos + b - a] = np.einsum("ij,j->i", self._mat[a:b], q32)
            seqs[pos : pos + b - a] = self._seqs[a:b]
            pos += b - a
        return seqs, out, False

    def _maintain(self) -> np.ndarray | None:
        """Train the centroids (first time, or the bank doubled since), fold a grown tail into the lists;
        returns the centroids, or None while the first lists are being built in the background."""
        tail = self._n - self._nidx
        if self.background:  # rows must not move while a worker reads them: the tail waits for it
            if self._job is None and (self._cents is None or self._n > 2 * self._trained_n or self._nidx == 0
                                      or tail > max(4096, self._nidx // 32)):
                self._start_job()
            return self._cents if self._nidx > 0 else None
        if self._cents is None or self._n > 2 * self._trained_n:
            self._cents = ivf.train(self._mat[: self._n], ivf.list_count(self._n))
            self._trained_n = self._n
            self._clear_layout()
        if self._nidx == 0 or self._n - self._nidx > max(4096, self._nidx // 32):
            self._fold()
        return self._cents

    def _start_job(self) -> None:
        """Train (when due) and group rows [0, n) on a worker thread; the caller holds the lock."""
        n = self._n
        retrain = self._cents is None or n > 2 * self._trained_n
        known = np.zeros(0, dtype=np.int32) if retrain else self._labels[: self._nidx].copy()  # grouped rows
        job = threading.Thread(target=self._run_job, name="hindsight-ivf", daemon=True,
                               args=(self._gen, self._mat, self._seqs[:n].copy(), n,
                                     None if retrain else self._cents, known))
        self._job = job
        job.start()

    def _run_job(self, gen: int, mat: np.ndarray, seqs: np.ndarray, n: int, cents: np.ndarray | None,
                 known: np.ndarray) -> None:
        """Train (``cents`` None) and group rows [0, n): rows [0, len(known)) keep their lists, the rest are
        assigned; installed under the lock unless the cache was reset since the job started."""
        try:
            trained = ivf.train(mat[:n], ivf.list_count(n)) if cents is None else cents
            labels = np.concatenate([known, ivf.assign(mat[len(known) : n], trained)])
            perm = np.argsort(labels, kind="stable")
            grouped = mat[:n][perm]
        except Exception:  # the search goes on with what it has; the next one starts a new job
            log.exception("building the IVF lists failed")
            with self.lock:
                self._job = None
            return
        with self.lock:
            self._job = None
            if gen != self._gen:  # reset meantime: rows were reloaded, this grouping is of rows gone
                return
            # rows [0, n) did not move since the job started (appends go after them, even into a grown matrix)
            self._mat[:n] = grouped
            self._seqs[:n] = seqs[perm]
            self._cents = trained
            if cents is None:
                self._trained_n = n
            self._labels = labels[perm]
            self._offsets = np.searchsorted(self._labels, np.arange(len(trained) + 1)).astype(np.int64)
            self._by_seq = np.argsort(self._seqs[:n], kind="stable")
            self._seq_sorted = self._seqs[:n][self._by_seq]
            self._nidx = n

    def wait_ready(self, timeout: float | None = None) -> bool:
        """Wait for a running background job; True when none runs (any more)."""
        with self.lock:
            job = self._job
        if job is not None:
            job.join(timeout)
        with self.lock:
            return self._job is None

    def _fold(self) -> None:
        """Group every row by its list (the tail's rows are assigned; rows move, seqs move with them)."""
        assert self._cents is not None
        n = self._n
        labels = np.concatenate([self._labels[: self._nidx], ivf.assign(self._mat[self._nidx : n], self._cents)])
        perm = np.argsort(labels, kind="stable")
        self._mat[:n] = self._mat[:n][perm]
        self._seqs[:n] = self._seqs[:n][perm]
        self._labels = labels[perm]
        self._offsets = np.searchsorted(self._labels, np.arange(len(self._cents) + 1)).astype(np.int64)
        self._by_seq = np.argsort(self._seqs[:n], kind="stable")
        self._seq_sorted = self._seqs[:n][self._by_seq]
        self._nidx = n

    def vector_of(self, seqs: list[int]) -> dict[int, np.ndarray]:
        """Vectors (copies) of some rows, found by binary search: grouped rows through their seq order, the tail
        directly (it is appended in increasing seq order)."""
        want = np.asarray(seqs, dtype=np.int64)
        out: dict[int, np.ndarray] = {}
        ordered = self._seq_sorted
        pos = np.searchsorted(ordered, want)
        tail = self._seqs[self._nidx : self._n]
        tpos = np.searchsorted(tail, want)
        for s, i, t in zip(seqs, pos, tpos, strict=True):
            if i < len(ordered) and ordered[i] == s:
                out[int(s)] = self._mat[self._by_seq[i]].copy()
            elif t < len(tail) and tail[t] == s:
                out[int(s)] = self._mat[self._nidx + t].copy()
        return out


def top_order(scores: np.ndarray, m: int) -> np.ndarray:
    """Indices of the ``m`` highest scores, best first."""
    n = scores.shape[0]
    if m >= n:
        return np.argsort(-scores, kind="stable")
    part = np.argpartition(-scores, m)[:m]
    return part[np.argsort(-scores[part], kind="stable")]
