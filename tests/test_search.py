"""The search path: hybrid arms, fusion, profiles, filters, explain, access stats, log, timeout."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta

import pytest

from hindsight import Hindsight
from hindsight.embedder.e5 import E5Embedder
from hindsight.language import text
from hindsight.search.scoring import PROFILES

T0 = datetime(2025, 3, 1, tzinfo=UTC)
FACTS = [
    ("The user prefers pytest over unittest", "semantic", "user", ["testing"]),
    ("The production cluster runs Kubernetes 1.29", "semantic", "tool", ["infra"]),
    ("On Monday the deploy failed because of a missing secret", "episodic", "tool", ["infra"]),
    ("用户住在北京朝阳区", "semantic", "user", ["profile"]),
    ("用户养了一只叫豆豆的柯基犬", "semantic", "user", ["profile"]),
    ("The user might be a vegetarian", "semantic", "agent", ["food"]),
]


@pytest.fixture
def filled(hs: Hindsight) -> Hindsight:
    for i, (content, kind, source, tags) in enumerate(FACTS):
        hs.write(
            content, kind=kind, source=source, tags=tags, session_id=f"s{i % 2}", observed_at=T0 + timedelta(days=i)
        )
    return hs


def test_chinese_is_segmented_not_per_character() -> None:
    toks = text.tokens("用户住在北京朝阳区")
    assert "北京" in toks and "朝阳区" in toks and "朝阳" in toks
    assert not all(len(t) == 1 for t in toks)
    assert text.query_terms("用户住在哪里？") == ["住"]


@pytest.mark.parametrize("fusion", ["rrf", "additive", "interleave", "bm25", "dense"])
def test_every_fusion_finds_the_answer(filled: Hindsight, fusion: str) -> None:
    res = filled.search("北京朝阳区", fusion=fusion, explain=True, now=T0 + timedelta(days=10))
    assert res.results[0].content == "用户住在北京朝阳区"
    assert res.fusion == fusion


@pytest.mark.parametrize("profile", sorted(PROFILES))
def test_every_profile(filled: Hindsight, profile: str) -> None:
    res = filled.search("which test framework does the user like", profile=profile, now=T0 + timedelta(days=10))
    assert res.results[0].content.startswith("The user prefers pytest")
    assert res.profile == profile


def test_explain_breakdown(filled: Hindsight) -> None:
    now = T0 + timedelta(days=30)
    res = filled.search("Kubernetes cluster version", explain=True, now=now, profile="seed000")
    top = res.results[0]
    e = top.explain
    assert e is not None and top.content.startswith("The production cluster")
    assert e.similarity is not None and 0 < e.similarity <= 1 and e.dense_rank is not None
    assert e.bm25_rank == 1 and e.bm25_score and e.bm25_score > 0
    assert e.freshness == pytest.approx(pow(2.718281828, -29 / 30), abs=1e-3)
    assert e.final == pytest.approx(0.6 * e.relevance + 0.3 * e.confidence + 0.1 * e.freshness, abs=1e-3)
    assert top.score == e.final
    assert filled.search("Kubernetes", explain=False).results[0].explain is None


def test_filters(filled: Hindsight) -> None:
    now = T0 + timedelta(days=10)
    assert {h.kind for h in filled.search("deploy", kinds=["episodic"], now=now).results} == {"episodic"}
    assert all("profile" in h.memory.tags for h in filled.search("用户", tags=["profile"], now=now).results)
    assert all(
        h.memory.provenance.source == "tool" for h in filled.search("cluster", sources=["tool"], now=now).results
    )
    assert all(h.memory.provenance.session_id == "s1" for h in filled.search("user", session_id="s1", now=now).results)
    res = filled.search("user", observed_after=T0 + timedelta(days=3), now=now, top_k=10)
    assert res.results and all(h.memory.observed_at >= T0 + timedelta(days=3) for h in res.results)
    # inference below the default threshold 0.3 after a downgrade is hidden unless asked for
    veg = filled.search("vegetarian", now=now).results[0]
    filled.update(veg.id, confidence=0.2)
    assert veg.id not in [h.id for h in filled.search("vegetarian", now=now).results]
    assert veg.id in [h.id for h in filled.search("vegetarian", now=now, min_confidence=0.1).results]


def test_valid_at_filter(hs: Hindsight) -> None:
    r = hs.write("The office is on floor 3", valid_from=T0, valid_until=T0 + timedelta(days=10), observed_at=T0)
    inside = hs.search("office floor", valid_at=T0 + timedelta(days=5), now=T0 + timedelta(days=5))
    assert [h.id for h in inside.results] == [r.id]
    assert hs.search("office floor", valid_at=T0 + timedelta(days=20), include_inactive=True).results == []


def test_access_stats_and_retrieval_log(filled: Hindsight) -> None:
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


def test_top_k_respected_and_bm25_only_candidates_get_similarity(filled: Hindsight) -> None:
    res = filled.search("Kubernetes", top_k=2, explain=True, fusion="rrf")
    assert len(res.results) == 2
    assert all(h.explain and h.explain.similarity is not None for h in res.results)


def test_hard_timeout_returns_partial_results(tmp_path) -> None:
    class Slow(E5Embedder):
        def queries(self, texts):  # type: ignore[override]
            time.sleep(1.5)
            return super().queries(texts)

    hs = Hindsight.open(tmp_path, embedder=Slow())
    hs.write("The backup job runs at 02:00 every night")
    res = hs.search("backup job", timeout_s=0.3)
    assert res.timed_out
    assert [h.content for h in res.results] == ["The backup job runs at 02:00 every night"]  # from BM25
    assert hs.search("backup job", timeout_s=1e-6).timed_out


def test_superseded_and_archived_hidden_unless_asked(filled: Hindsight) -> None:
    hit = filled.search("Kubernetes").results[0]
    filled.update(hit.id, status="archived")
    assert hit.id not in [h.id for h in filled.search("Kubernetes").results]
    # looking without touching (track_access=False) leaves it archived
    look = filled.search("Kubernetes", include_inactive=True, statuses=["archived"], track_access=False)
    assert [h.id for h in look.results] == [hit.id]
    # an explicit hit within the restore window brings it back (D6)
    assert hit.id in [h.id for h in filled.search("Kubernetes", include_inactive=True).results]
    assert filled.get(hit.id).status == "active"
