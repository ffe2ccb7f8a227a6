"""A second opinion for the semantic screen (#17, guard22): the nearest development readings over the embedding.

Left one corpus out over the guard's 13 development corpora (``bench/guard_loco.py``), most attacks the rules let
through reach the head with the gate open and score just under its threshold, where the head's score no longer
separates them from benign text (as many of each within two logits of it). There the readings' neighbourhood does:
a reading whose ``k`` nearest development readings (cosine over e5, cross-lingual, no words listed) are attacks far
more often than the pool as a whole is quarantined too. The vote only acts on a reading the gate opened and the head
scored above ``threshold + band``; it never overrules the head's "no" further down, and never opens the gate.

The pool (unit vectors and their labels) and the three settings are a data file written by
``bench/guard_neighbours.py`` from the development corpora; the settings were chosen leaving one corpus out (the
held-out corpora are never read). Pure apart from :meth:`Neighbours.load`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from hindsight.guard.base import fingerprint


@dataclass(frozen=True)
class Neighbours:
    """A labelled pool of embeddings: ``vectors`` (unit rows) and ``attack`` (True for an attack reading)."""

    embedder: str
    vectors: np.ndarray
    attack: np.ndarray
    k: int = 9
    vote: float = 0.4  # the attack share among the k nearest must exceed the pool's by this much
    band: float = -2.0  # logits relative to the head's threshold: readings scored above threshold + band are asked
    digest: str = ""

    @property
    def dim(self) -> int:
        return int(self.vectors.shape[1])

    @property
    def base(self) -> float:
        """The attack share of the whole pool."""
        return float(self.attack.mean()) if len(self.attack) else 0.0

    def votes(self, vectors: np.ndarray) -> np.ndarray:
        """Per embedding: the attack share among its ``k`` nearest pool vectors minus the pool's own share."""
        v = np.asarray(vectors, dtype=np.float32)
        if not len(v) or not len(self.attack):
            return np.zeros(len(v))
        v = v / np.maximum(np.linalg.norm(v, axis=1, keepdims=True), 1e-12)
        sims = v @ self.vectors.T
        k = min(self.k, sims.shape[1])
        top = np.argpartition(-sims, k - 1, axis=1)[:, :k]
        return np.asarray(self.attack[top].mean(axis=1) - self.base, dtype=np.float64)

    def fires(self, vectors: np.ndarray) -> np.ndarray:
        """Per embedding: whether its neighbourhood votes it an attack."""
        return self.votes(vectors) > self.vote

    def save(self, path: Path) -> None:
        meta = {"embedder": self.embedder, "k": self.k, "vote": self.vote, "band": self.band}
        with path.open("wb") as f:
            np.savez_compressed(f, vectors=self.vectors.astype(np.float16), attack=self.attack.astype(np.uint8),
                                meta=np.array(json.dumps(meta)))

    @classmethod
    def load(cls, path: Path) -> Neighbours:
        raw = path.read_bytes()
        with np.load(path) as z:
            meta = json.loads(str(z["meta"]))
            vectors = z["vectors"].astype(np.float32)
            attack = z["attack"].astype(bool)
        return cls(meta["embedder"], vectors, attack, int(meta["k"]), float(meta["vote"]), float(meta["band"]),
                   fingerprint(raw))
