"""Contract: hybrid search on every backend — keyword and meaning, English and Chinese, explain, filters,
as-of replay, access stats and the retrieval log."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from hindsight import Hindsight, InvalidInput, UnknownBank
from hindsight.model import SearchResponse, Status

T0 = datetime(2025, 3, 1, tzinfo=UTC)
NOW = T0 + timedelta(days=10)
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
    hs.write_many([
        {"content": c, "kind": k, "source": s, "tags": t, "session_id": f"s{i % 2}",
         "observed_at": T0 + timedelta(days=i)}
        for i, (c, k, s, t) in enumerate(FACTS)
    ], now=T0 + timedelta(days=6))
    return hs


def _ids(res: SearchResponse) -> list[str]:
    return [h.id for h in res.results]


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("Kubernetes", "The production cluster runs Kubernetes 1.29"),  # keyword
        ("which test framework does the user like", "The user prefers pytest over unittest"),  # meaning
        ("北京朝阳区", "用户住在北京朝阳区"),  # Chinese keyword
        ("用户的狗叫什么名字", "用户养了一只叫豆豆的柯基犬"),  # Chinese meaning
    ],
)
def test_hybrid_finds_by_keyword_and_by_meaning(filled: Hindsight, query: str, expected: str) -> None:
    assert filled.search(query, now=NOW).results[0].content == expected


@pytest.mark.parametrize("fusion", ["rrf", "additive", "interleave", "bm25", "dense"])
def test_every_fusion_finds_the_answer(filled: Hindsight, fusion: str) -> None:
    res = filled.search("北京朝阳区", fusion=fusion, now=NOW)
    assert res.results[0].content == "用户住在北京朝阳区" and res.fusion == fusion


def test_explain_fields(filled: Hindsight) -> None:
    res = filled.search("Kubernetes cluster version", explain=True, now=T0 + timedelta(days=30), profile="seed000")
    top = res.results[0]
    e = top.explain
    assert e is not None and top.content.startswith("The production cluster") and res.profile == "seed000"
    assert e.similarity is not None and 0 < e.similarity <= 1 and e.dense_rank is not None
    assert e.bm25_rank == 1 and e.bm25_score is not None and e.bm25_score > 0
    assert e.freshness == pytest.approx(pow(2.718281828, -29 / 30), abs=1e-3)
    assert e.final == pytest.approx(0.6 * e.relevance + 0.3 * e.confidence + 0.1 * e.freshness, abs=1e-3)
    assert top.score == e.final and e.fusion == res.fusion
    assert filled.search("Kubernetes", now=NOW).results[0].explain is None


def test_bm25_only_candidates_get_their_similarity(filled: Hindsight) -> None:
    res = filled.search("Kubernetes", top_k=2, explain=True, fusion="rrf", now=NOW)
    assert len(res.results) == 2
    assert all(h.explain is not None and h.explain.similarity is not None for h in res.results)


def test_filter_kinds_sources_tags_session(filled: Hindsight) -> None:
    assert {h.kind for h in filled.search("deploy", kinds=["episodic"], now=NOW).results} == {"episodic"}
    tagged = filled.search("用户", tags=["profile"], now=NOW, top_k=10).results
    assert tagged and all("profile" in h.memory.tags for h in tagged)
    tools = filled.search("cluster", sources=["tool"], now=NOW, top_k=10).results
    assert tools and all(h.memory.provenance.source == "tool" for h in tools)
    s1 = filled.search("user", session_id="s1", now=NOW, top_k=10).results
    assert s1 and all(h.memory.provenance.session_id == "s1" for h in s1)
    assert filled.search("pytest", kinds=["episodic"], sources=["agent"], now=NOW).results == []


def test_filter_time_range(filled: Hindsight) -> None:
    res = filled.search("user", observed_after=T0 + timedelta(days=3), now=NOW, top_k=10)
    assert res.results and all(h.memory.observed_at >= T0 + timedelta(days=3) for h in res.results)
    res = filled.search("user", observed_before=T0 + timedelta(days=2), now=NOW, top_k=10)
    assert res.results and all(h.memory.observed_at <= T0 + timedelta(days=2) for h in res.results)


def test_filter_min_confidence(filled: Hindsight) -> None:
    veg = filled.search("vegetarian", now=NOW).results[0]
    assert veg.content == "The user might be a vegetarian" and veg.confidence == 0.6
    assert veg.id not in _ids(filled.search("vegetarian", min_confidence=0.7, now=NOW))
    filled.update(veg.id, confidence=0.2)
    assert veg.id not in _ids(filled.search("vegetarian", now=NOW))  # default threshold 0.3
    assert veg.id in _ids(filled.search("vegetarian", now=NOW, min_confidence=0.1))


def test_valid_at_filter(hs: Hindsight) -> None:
    r = hs.write("The office is on floor 3", valid_from=T0, valid_until=T0 + timedelta(days=10), observed_at=T0)
    inside = hs.search("office floor", valid_at=T0 + timedelta(days=5), now=T0 + timedelta(days=5))
    assert _ids(inside) == [r.id]
    assert hs.search("office floor", valid_at=T0 + timedelta(days=20), include_inactive=True).results == []


def test_as_of_hides_later_memories(hs: Hindsight) -> None:
    early = hs.write("The user lived in Porto", observed_at=T0)
    late = hs.write("The user bought a sailing boat in Lisbon", observed_at=T0 + timedelta(days=30))
    past = _ids(hs.search("where did the user live and what did the user buy", now=T0 + timedelta(days=1), top_k=5))
    assert early.id in past and late.id not in past
    present = _ids(hs.search("sailing boat", now=T0 + timedelta(days=31)))
    assert late.id in present


def test_inactive_statuses_hidden_unless_asked(filled: Hindsight) -> None:
    hit = filled.search("Kubernetes", now=NOW).results[0]
    filled.update(hit.id, status="archived")
    assert hit.id not in _ids(filled.search("Kubernetes", now=NOW))
    look = filled.search("Kubernetes", include_inactive=True, statuses=["archived"], track_access=False, now=NOW)
    assert _ids(look) == [hit.id] and filled.get(hit.id).status == Status.archived
    # an explicit hit within the restore window brings it back (D6)
    assert hit.id in _ids(filled.search("Kubernetes", include_inactive=True))
    assert filled.get(hit.id).status == Status.active


def test_access_stats_and_retrieval_log(filled: Hindsight) -> None:
    now = T0 + timedelta(days=40)
    res = filled.search("柯基犬叫什么", top_k=1, now=now)
    m = filled.get(res.results[0].id)
    assert m.content == "用户养了一只叫豆豆的柯基犬" and m.access_count == 1 and m.last_accessed == now
    filled.search("柯基犬叫什么", top_k=1, now=now, track_access=False)
    assert filled.get(m.id).access_count == 1
    log = filled.retrieval_log(limit=2)
    assert log[0]["query"] == "柯基犬叫什么" and log[0]["returned"] == [m.id]
    assert any(c["id"] == m.id for c in log[0]["candidates"])


def test_top_k_and_bank_isolation(filled: Hindsight, other_bank: str, bank: str) -> None:
    assert len(filled.search("user", top_k=2, now=NOW).results) == 2
    filled.write("The user prefers pytest over unittest", bank=other_bank)
    res = filled.search("pytest", bank=other_bank, top_k=10)
    assert res.bank == other_bank and len(res.results) == 1
    assert all(h.memory.bank == bank for h in filled.search("pytest", top_k=10).results)


def test_search_bad_input(hs: Hindsight, bank: str) -> None:
    cases: list[tuple[dict[str, Any], str]] = [({"top_k": 0}, "top_k"), ({"min_confidence": 2}, "min_confidence"),
                                               ({"kinds": ["dream"]}, "kinds.0"), ({"now": "not a time"}, "now"),
                                               ({"nope": 1}, "nope")]
    for fields, field in cases:
        with pytest.raises(InvalidInput) as exc:
            hs.search({"query": "anything", **fields})
        assert exc.value.field == field, fields
    with pytest.raises(InvalidInput, match="query"):
        hs.search("   ")
    with pytest.raises(UnknownBank):
        hs.search("anything", bank=f"{bank}-missing")
