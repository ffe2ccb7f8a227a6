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
    """A lock for one model that serves queries first: a search's query embedding waits for the text being
    embedded now, never for the rest of a long write's batch (which takes the lock one small chunk at a time)."""

    def __init__(self) -> None:
        self._cv = threading.Condition()
        self._busy = False
        self._urgent = 0

    @property
    def busy(self) -> bool:
        """Whether the model is embedding now (read without waiting)."""
        return self._busy

    @contextmanager
    def hold(self, *, urgent: bool) -> Iterator[None]:
        with self._cv:
            self._urgent += urgent
            try:
                while self._busy or (not urgent and self._urgent):
                    self._cv.wait()
            finally:
                self._urgent -= urgent
            self._busy = True
        try:
            yield
        finally:
            with self._cv:
                self._busy = False
                self._cv.notify_all()
