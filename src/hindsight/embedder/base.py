"""The Embedder port."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Protocol, runtime_checkable

import numpy as np

from hindsight.policy import Calibration


@runtime_checkable
class Embedder(Protocol):
    """Turns text into L2-normalised float32 vectors.

    ``passages`` embeds stored text, ``queries`` embeds search queries (asymmetric models such as e5 use
    different prefixes for each). ``name`` and ``dim`` are recorded by the store (B6).
    """

    name: str
    dim: int
    calibration: Calibration

    def passages(self, texts: list[str]) -> np.ndarray: ...

    def queries(self, texts: list[str]) -> np.ndarray: ...


def l2_normalise(m: np.ndarray) -> np.ndarray:
    m = np.asarray(m, dtype=np.float32)
    if m.ndim == 1:
        m = m[None, :]
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return (m / norms).astype(np.float32)


def truncate_to_window(text: str, count: Callable[[str], int], limit: int) -> str:
    """The longest prefix of ``text`` that ``count`` (the model's token count, specials and prefix included)
    puts within ``limit`` tokens: the model's window. The stored memory keeps its full text; only the work of
    embedding it is bounded (a model with sliding windows would otherwise embed every window of a long text)."""
    n = count(text)
    if n <= limit:
        return text
    lo, hi = 0, len(text)  # count(text[:lo]) <= limit < count(text[:hi])
    guess = min(hi - 1, len(text) * limit // n + 16)  # tokens are spread about evenly: search near the cut
    if count(text[:guess]) > limit:
        hi = guess
    else:
        lo = guess
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if count(text[:mid]) <= limit:
            lo = mid
        else:
            hi = mid
    return text[:lo]


class Turns:
    """Two lanes for one reentrant model (its weights read-only, its scratch memory per call): queries never wait
    for passages.

    A passage chunk (a long write's batch takes the lane one small chunk at a time) holds the passage lane; a query
    holds only the query lane, so it runs alongside the chunk being embedded instead of queueing behind it (on 2
    cores an e5 chunk of two 512-token windows takes 3.5 s, a query 20 ms: a search had to wait out the chunk and
    missed its 3 s budget). Queries wait for each other (each is short), and a passage chunk does not start while
    a query runs or waits: queries first, and at most two calls share the cores."""

    def __init__(self) -> None:
        self._cv = threading.Condition()
        self._passage = False
        self._queries = 0  # queries running or waiting
        self._query = False

    @property
    def busy(self) -> bool:
        """Whether the model is embedding passages now (read without waiting)."""
        return self._passage

    @property
    def query_waiting_or_running(self) -> bool:
        """Whether a query holds or waits for the query lane (read without waiting)."""
        return self._queries > 0

    @contextmanager
    def hold(self, *, urgent: bool) -> Iterator[None]:
        """Hold the query lane (``urgent``) or the passage lane for one call of the model."""
        with self._cv:
            if urgent:
                self._queries += 1
                try:
                    while self._query:
                        self._cv.wait()
                except BaseException:
                    self._queries -= 1
                    raise
                self._query = True
            else:
                while self._passage or self._queries:
                    self._cv.wait()
                self._passage = True
        try:
            yield
        finally:
            with self._cv:
                if urgent:
                    self._query = False
                    self._queries -= 1
                else:
                    self._passage = False
                self._cv.notify_all()
