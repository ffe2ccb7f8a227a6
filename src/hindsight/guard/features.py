"""Features the semantic screen's head reads beside the embedding (#17): the structural signs of
:mod:`hindsight.guard.structure` as 0/1 flags, and hashed character n-grams of the text.

Both are language-independent in the sense that matters here: the signs are function words and sentence shapes
(no topic words), and the n-grams are characters hashed into a fixed number of buckets (no vocabulary, so a word
nobody listed still lands in a bucket, Chinese and English alike). The weights over them are fitted with the rest
of the head by ``bench/guard_train.py``. Pure: no I/O.
"""

from __future__ import annotations

import re
import zlib

import numpy as np

from hindsight.guard.structure import cues

#: the structural signs, in the order of their flags
SIGNS = ("you", "addressee", "directive", "imperative", "conditional", "standing", "claim")
_SPACE = re.compile(r"\s+")


def sign_flags(texts: list[str]) -> np.ndarray:
    """One row per text: 1.0 where :func:`cues` finds the sign, else 0.0."""
    out = np.zeros((len(texts), len(SIGNS)), dtype=np.float32)
    for i, t in enumerate(texts):
        found = set(cues(t))
        out[i] = [s in found for s in SIGNS]
    return out


def char_ngrams(texts: list[str], buckets: int, lo: int = 1, hi: int = 3) -> np.ndarray:
    """One row per text: counts of its character ``lo``..``hi``-grams (lower-cased, whitespace folded, padded with a
    space at both ends), hashed (CRC-32) into ``buckets`` columns, scaled to unit length."""
    out = np.zeros((len(texts), buckets), dtype=np.float32)
    for i, t in enumerate(texts):
        s = f" {_SPACE.sub(' ', t.lower()).strip()} "
        for n in range(lo, hi + 1):
            for j in range(len(s) - n + 1):
                out[i, zlib.crc32(s[j:j + n].encode()) % buckets] += 1.0
        norm = float(np.linalg.norm(out[i]))
        if norm > 0:
            out[i] /= norm
    return out


def extras(texts: list[str], buckets: int) -> np.ndarray:
    """The head's extra inputs for ``texts``: the sign flags, then (``buckets`` > 0) the hashed n-grams."""
    flags = sign_flags(texts)
    return np.hstack([flags, char_ngrams(texts, buckets)]) if buckets else flags
