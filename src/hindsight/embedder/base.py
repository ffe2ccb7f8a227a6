"""The Embedder port."""

from __future__ import annotations

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
