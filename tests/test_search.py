"""The search path on the embedded store, for what the backend contract suite (tests/contract/test_contract_search.py,
run on SQLite, PostgreSQL and PostgreSQL + Redis) does not repeat: Chinese segmentation, every scoring profile,
the retrieval log's timing fields, the hard timeout."""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta

import pytest

from helpers.data import write_facts
from helpers.hash_embedder import HashEmbedder
from hindsight import Hindsight
from hindsight.language import text
from hindsight.search.scoring import PROFILES

T0 = datetime(2025, 3, 1, tzinfo=UTC)


@pytest.fixture
def filled(hs: Hindsight) -> Hindsight:
    return write_facts(hs, T0)


@pytest.fixture
def fast_filled(fast_hs: Hindsight) -> Hindsight:
    return write_facts(fast_hs, T0)


def test_chinese_is_segmented_not_per_character() -> None:
    toks = text.tokens("用户住在北京朝阳区")
    assert "北京" in toks and "朝阳区" in toks and "朝阳" in toks
    assert not all(len(t) == 1 for t in toks)
    assert text.query_terms("用户住在哪里？") == ["住"]


@pytest.mark.parametrize("profile", sorted(PROFILES))
def test_every_profile(filled: Hindsight, profile: str) -> None:
    res = filled.search("which test framework does the user like", profile=profile, now=T0 + timedelta(days=10))
    assert res.results[0].content.startswith("The user prefers pytest")
    assert res.profile == profile


def test_access_stats_and_retrieval_log(fast_filled: Hindsight) -> None:
    filled = fast_filled
    now = T0 + timedelta(days=40)
    res = filled.search("柯基犬叫什么", top_k=1, now=now)
    m = filled.get(res.results[0].id)
    assert m.access_count == 1 and m.last_accessed == now
    filled.search("柯基犬叫什么", top_k=1, now=now, track_access=False)
    assert filled.get(m.id).access_count == 1
    log = filled.retrieval_log(limit=2)
    assert log[0]["query"] == "柯基犬叫什么" and log[0]["returned"] == [m.id]
    assert any(c["id"] == m.id for c in log[0]["candidates"])
    assert "latency_ms" in log[0] and log[0]["timed_out"] is False


def test_hard_timeout_returns_partial_results(tmp_path) -> None:
    release = threading.Event()

    class Slow(HashEmbedder):
        def queries(self, texts):  # type: ignore[override]
            release.wait(30)  # the vector arm never answers within the budget: held until the search returned
            return super().queries(texts)

    hs = Hindsight.open(tmp_path, embedder=Slow())
    hs.write("The backup job runs at 02:00 every night")
    try:  # a budget the keyword arm meets on a loaded machine (it failed at 0.3 s under load 13)
        res = hs.search("backup job", timeout_s=3.0)
    finally:
        release.set()
    assert res.timed_out
    assert [h.content for h in res.results] == ["The backup job runs at 02:00 every night"]  # from BM25
    assert hs.search("backup job", timeout_s=1e-6).timed_out
