"""A deterministic hash embedder for tests that do not measure retrieval quality (no model, no download, ~µs/text).

Feature hashing of what a text says into 384 dimensions, L2-normalised: Latin words (with their character
trigrams, so "likes" is near "like") and word pairs, Chinese characters and character pairs. Identical texts
(up to case, width and punctuation) get identical vectors, paraphrases that share most words are close, texts
with nothing in common are near-orthogonal. It knows nothing of meaning: "dog" and "puppy" are unrelated.

Tests that check what the write path, guard, validation, events, TTL or idempotency do use it (the fast tier,
``pytest -m "not integration"``); tests whose assertions depend on embedding quality keep the real e5 model.
"""

from __future__ import annotations

import hashlib
import itertools
import re
import unicodedata

import numpy as np

from hindsight.embedder.base import l2_normalise
from hindsight.policy import Calibration

DIM = 384
_WORD = re.compile(r"[a-z0-9]+")
_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")

# Measured on this file's own features (texts about one user, English and Chinese): identical texts up to case
# and punctuation 1.0, a repeat with a word or two added ~0.87, same-slot updates ("lives in Berlin" / "lives in
# Munich", "住在北京" / "住在上海") 0.59-0.77, unrelated memories about the same user 0.15-0.35 (hash collisions
# and shared words). As with e5, dedup also needs the lexical/number/entity/polarity checks of
# policy.duplicate_verdict; conflict candidates start below the updates and above unrelated texts; ``floor`` is
# the typical cosine of unrelated texts.
HASH_CALIBRATION = Calibration(dedup=0.85, conflict=0.55, experience=0.5, floor=0.2, dedup_lexical=0.75)


def _slot(feature: str) -> tuple[int, float]:
    """The dimension and sign a feature adds to (stable across processes, unlike ``hash``)."""
    h = int.from_bytes(hashlib.blake2b(feature.encode("utf-8"), digest_size=8).digest(), "little")
    return h % DIM, (1.0 if (h >> 32) & 1 else -1.0)


def features(text: str) -> list[tuple[str, float]]:
    """The weighted features of a text."""
    t = unicodedata.normalize("NFKC", text).casefold()
    out: list[tuple[str, float]] = []
    words = _WORD.findall(t)
    for w in words:
        out.append(("w:" + w, 1.0))
        padded = f"#{w}#"
        out.extend(("c:" + padded[i : i + 3], 0.3) for i in range(len(padded) - 2))
    out.extend((f"b:{a} {b}", 0.5) for a, b in itertools.pairwise(words))
    for run in _CJK.findall(t):
        out.extend(("z:" + ch, 0.6) for ch in run)
        out.extend(("y:" + run[i : i + 2], 1.0) for i in range(len(run) - 1))
    if not out and t.strip():  # only symbols or emoji: the text itself, so the vector is never zero
        out.append(("t:" + t.strip(), 1.0))
    return out


def embed(text: str) -> np.ndarray:
    v = np.zeros(DIM, dtype=np.float32)
    for feature, weight in features(text):
        i, sign = _slot(feature)
        v[i] += sign * weight
    return v


class HashEmbedder:
    """The Embedder protocol (hindsight.embedder.base) without a model: symmetric, queries embed like passages."""

    name = "tests/hash-ngrams-384"
    dim = DIM
    calibration = HASH_CALIBRATION

    def passages(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return l2_normalise(np.vstack([embed(t) for t in texts]))

    def queries(self, texts: list[str]) -> np.ndarray:
        return self.passages(texts)
