"""The plain BM25 reference the public-benchmark runners (locomo.py, longmemeval.py) print beside the project.

Okapi BM25 with k1 = 1.5, b = 0.75 over lower-cased alphanumeric tokens with a short English stop-word list
removed: the reference of /work/shared/data/README.md (and of the issue's LoCoMo table). No stemming, no
fusion, no time: what a newcomer would build in ten lines, so the project's margin over it means something.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence

STOP = frozenset((
    "a", "an", "the", "and", "or", "but", "if", "of", "to", "in", "on", "at", "by", "for", "with", "from", "as",
    "is", "are", "was", "were", "be", "been", "being", "am", "do", "does", "did", "i", "you", "he", "she", "it",
    "we", "they", "me", "him", "her", "us", "them", "my", "your", "his", "its", "our", "their", "this", "that",
    "these", "those", "what", "which", "who", "whom", "when", "where", "why", "how", "not", "no", "so", "than",
    "too", "very", "can", "will", "just", "s", "t",
))
_TOKEN = re.compile(r"[a-z0-9]+")


def tokens(text: str) -> list[str]:
    return [t for t in _TOKEN.findall(text.lower()) if t not in STOP]


class BM25:
    """An index over ``docs`` (their order is their id); :meth:`rank` returns doc indexes, best first."""

    def __init__(self, docs: Sequence[str], k1: float = 1.5, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self.tf = [Counter(tokens(d)) for d in docs]
        self.len = [sum(c.values()) for c in self.tf]
        self.avg = (sum(self.len) / len(self.len)) if self.len else 0.0
        df: Counter[str] = Counter()
        for c in self.tf:
            df.update(c.keys())
        n = len(docs)
        self.idf = {t: math.log(1 + (n - f + 0.5) / (f + 0.5)) for t, f in df.items()}

    def scores(self, query: str) -> list[float]:
        q = set(tokens(query))
        out = []
        for tf, dl in zip(self.tf, self.len, strict=True):
            s = 0.0
            norm = self.k1 * (1 - self.b + self.b * dl / self.avg) if self.avg else self.k1
            for t in q & tf.keys():
                f = tf[t]
                s += self.idf[t] * f * (self.k1 + 1) / (f + norm)
            out.append(s)
        return out

    def rank(self, query: str, k: int) -> list[int]:
        """The top ``k`` docs with a positive score (ties: the earlier doc first)."""
        sc = self.scores(query)
        order = sorted((i for i, s in enumerate(sc) if s > 0), key=lambda i: (-sc[i], i))
        return order[:k]
