"""Contract: a bank's keyword (BM25) scores come from its own rows only (N, n and the average length of the
bank's memories, every status), on every backend: a neighbour bank of the same store that fills up with the query's
word changes neither the scores nor the ranking, and the scores are the BM25 of the bank's rows computed here."""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta

import pytest

from hindsight import Hindsight
from hindsight.language import text
from hindsight.model import Memory
from hindsight.store.postgres.search import BM25_B, BM25_K1, WEIGHT_BODY, WEIGHT_EXTRA
from hindsight.store.rows import fts_fields

T0 = datetime(2025, 5, 1, tzinfo=UTC)
NOW = T0 + timedelta(days=30)
QUERY = "espresso grinder"
SMALL = [
    "The user drinks espresso every morning before work",
    "The espresso machine at the office broke on Friday and the espresso tasted burnt",
    "The user bought a grinder for coffee beans",
    "The team lunch is on Thursdays at the noodle bar",
    "The user plays tennis on weekends with a neighbour",
]
_PLACES = ["Lisbon", "Osaka", "Nairobi", "Quito", "Tallinn", "Hobart", "Leipzig", "Cusco", "Da Nang", "Fez"]
_THINGS = ["a violin repair", "the tax return", "a broken bicycle chain", "the garden fence", "a chess opening",
           "the quarterly budget", "a sourdough starter", "the printer driver"]


def _big(start: int, n: int) -> list[str]:
    """Memories of the neighbour bank, every one holding the query's words."""
    return [f"Memo {start + i}: in {_PLACES[(start + i) % len(_PLACES)]} we talked about "
            f"{_THINGS[(start + i) * 3 % len(_THINGS)]} over an espresso, the grinder was loud"
            for i in range(n)]


def _write(hs: Hindsight, bank: str, contents: list[str], day: int) -> None:
    hs.write_many([{"content": c, "observed_at": T0 + timedelta(days=day, minutes=i)}
                   for i, c in enumerate(contents)], bank=bank, now=T0 + timedelta(days=day + 1))


def _scores(hs: Hindsight) -> list[tuple[str, float | None]]:
    res = hs.search(QUERY, fusion="bm25", explain=True, top_k=10, now=NOW, track_access=False)
    return [(h.id, None if h.explain is None else h.explain.bm25_score) for h in res.results]


def _every(hs: Hindsight, bank: str) -> list[Memory]:
    out: list[Memory] = []
    cursor = None
    while True:
        page = hs.list_memories(bank, limit=200, cursor=cursor)
        out += page.items
        cursor = page.next_cursor
        if cursor is None:
            return out


def _reference(memories: list[Memory]) -> dict[str, float]:
    """BM25 of the query over these memories alone: the index's tokens (body 1.0, extra 0.6), FTS5's k1 and b,
    ``idf = max(ln((N − n + 0.5) / (n + 0.5)), 1e-6)``, ``avgdl = max(tokens / N, 1)``."""
    terms = [text.stem(t) for t in text.query_terms(QUERY)]
    docs: dict[str, tuple[dict[str, float], int]] = {}
    for m in memories:
        tf: dict[str, float] = {}
        length = 0
        for field, w in zip(fts_fields(m), (WEIGHT_BODY, WEIGHT_EXTRA), strict=True):
            for tok in field.split():
                length += 1
                tf[text.stem(tok)] = tf.get(text.stem(tok), 0.0) + w
        docs[m.id] = (tf, length)
    n_docs = len(docs)
    avgdl = max(sum(d for _, d in docs.values()) / n_docs, 1.0)
    out: dict[str, float] = {}
    for mid, (tf, length) in docs.items():
        score = 0.0
        for t in terms:
            n = sum(1 for f, _ in docs.values() if t in f)
            if t in tf:
                idf = max(math.log((n_docs - n + 0.5) / (n + 0.5)), 1e-6)
                f = tf[t]
                score += idf * f * (BM25_K1 + 1) / (f + BM25_K1 * (1 - BM25_B + BM25_B * length / avgdl))
        out[mid] = score
    return out


def test_a_neighbour_bank_changes_no_keyword_score(hs: Hindsight, bank: str, other_bank: str) -> None:
    _write(hs, bank, SMALL, 0)
    _write(hs, other_bank, _big(0, 4), 0)
    before = _scores(hs)
    assert len(before) >= 3 and all(s is not None and s > 0 for _, s in before)
    _write(hs, other_bank, _big(4, 36), 2)  # the neighbour grows: its rows are all about the query's words
    assert _scores(hs) == before  # the same rows, order and scores
    want = _reference(_every(hs, bank))
    for mid, score in before:
        assert score == pytest.approx(want[mid], abs=2e-4), mid
