"""Contract: the store's keyword weights (``keyword_weights``: what additive fusion's keyword share divides by,
``search/scoring.py`` ``keyword_ceiling``) are each query word's idf and rows in the searched bank, as its keyword arm
scores them, on every local backend: a word in one row, a word in half the bank (idf clamped like BM25's), a word
in none, and a neighbour bank full of the words that moves nothing."""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta

import pytest

from hindsight import Hindsight

pytestmark = pytest.mark.local_only("reads the store's keyword weights (hs.store)")

T0 = datetime(2025, 5, 1, tzinfo=UTC)
BANK = [
    "The user keeps a reading list of every novel on the fridge",
    "The user is reading Middlemarch, halfway through",
    "The user walks the dog before breakfast",
    "The user drinks black coffee",
]


def _write(hs: Hindsight, bank: str, contents: list[str]) -> None:
    hs.write_many([{"content": c, "observed_at": T0 + timedelta(minutes=i)} for i, c in enumerate(contents)],
                  bank=bank, now=T0 + timedelta(days=1))


def test_weights_are_the_bank_idf_of_each_word(hs: Hindsight, bank: str, other_bank: str) -> None:
    _write(hs, bank, BANK)
    _write(hs, other_bank, [f"Novel number {i} of the reading club" for i in range(12)])
    got = hs.store.keyword_weights(bank, ["novel", "reading", "zeppelin"])
    n_docs = len(BANK)
    assert [w.rows for w in got] == [1, 2, 0]
    assert [w.idf for w in got] == pytest.approx([
        math.log((n_docs - 1 + 0.5) / 1.5),
        1e-6,  # in half the bank: ln(1) = 0, clamped as the keyword arm clamps it
        math.log((n_docs + 0.5) / 0.5),
    ])
    assert hs.store.keyword_weights(bank, []) == []
