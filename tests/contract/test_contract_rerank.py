"""Contract: the rerank stage on every backend — the order follows the reranker (a cross-encoder endpoint on
loopback, the offline learned model), explain shows each hit's place before and after and the reranker's score,
a failing endpoint (429, bad JSON) leaves the first stage's order flagged, never an error, and an unknown
reranker is refused."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from fake_openai import FakeOpenAI, malformed, rate_limited
from hindsight import Hindsight, InvalidInput

T0 = datetime(2025, 3, 1, tzinfo=UTC)
NOW = T0 + timedelta(days=10)
FACTS = [
    "The user prefers pytest over unittest",
    "The production cluster runs Kubernetes 1.29",
    "The user's dog is a corgi called Biscuit",
    "The user is allergic to peanuts",
    "The user lives in Lisbon and works from home",
    "用户喜欢喝乌龙茶",
]
QUERY = "what does the user like and where do they live"
#: hygiene off: the order asserted is the reranker's (hygiene may move a hit after it, by design)
NO_HYGIENE: dict[str, Any] = {"search_newer_first": False, "search_guess_below_fact": False}


def fill(hs: Hindsight) -> Hindsight:
    hs.write_many([{"content": c, "observed_at": T0 + timedelta(days=i)} for i, c in enumerate(FACTS)],
                  now=T0 + timedelta(days=7))
    return hs


def ids(res: Any) -> list[str]:
    return [h.id for h in res.results]


def test_endpoint_order_wins_and_explain_shows_it(open_hs: Any, fake_openai: FakeOpenAI) -> None:
    fake_openai.rerank_fn = lambda q, docs: [float(i) for i in range(len(docs))]  # reverses the first stage
    hs = fill(open_hs(rerank_url=fake_openai.base_url, **NO_HYGIENE))
    off = hs.search(QUERY, now=NOW, top_k=10, min_score=0, rerank="off")
    assert off.rerank == "off" and len(off.results) >= 4
    res = hs.search(QUERY, now=NOW, top_k=10, min_score=0, explain=True, rerank="endpoint")
    assert res.rerank == "endpoint" and res.rerank_fallback is None
    assert ids(res) == ids(off)[::-1]
    n = len(res.results)
    for pos, h in enumerate(res.results, start=1):
        e = h.explain
        assert e is not None and e.reranker == "endpoint" and e.rerank_fallback is None
        assert e.rank_after == pos and e.rank_before == n - pos + 1
        assert e.rerank_score == float(n - pos)
    sent = fake_openai.requests_to("rerank")[-1].body
    assert sent["query"] == QUERY and len(sent["documents"]) == n


@pytest.mark.parametrize("failure", [rate_limited(retry_after=0), malformed(b'{"results": [')],
                         ids=["429", "bad-json"])
def test_failing_endpoint_keeps_the_first_stage(open_hs: Any, fake_openai: FakeOpenAI, failure: Any) -> None:
    hs = fill(open_hs(rerank="endpoint", rerank_url=fake_openai.base_url, **NO_HYGIENE))
    off = hs.search(QUERY, now=NOW, top_k=10, min_score=0, rerank="off")
    fake_openai.script("rerank", failure)
    res = hs.search(QUERY, now=NOW, top_k=10, min_score=0, explain=True)  # the setting's reranker
    assert res.rerank == "endpoint" and res.rerank_fallback
    assert ids(res) == ids(off)
    assert all(h.explain is not None and h.explain.rerank_fallback == res.rerank_fallback
               and h.explain.rank_before == h.explain.rank_after == pos
               for pos, h in enumerate(res.results, start=1))


def test_learned_reranker_orders_by_its_score(open_hs: Any) -> None:
    hs = fill(open_hs(**NO_HYGIENE))
    off = hs.search(QUERY, now=NOW, top_k=10, min_score=0, rerank="off")
    res = hs.search(QUERY, now=NOW, top_k=10, min_score=0, explain=True, rerank="learned")
    assert res.rerank == "learned" and res.rerank_fallback is None
    assert sorted(ids(res)) == sorted(ids(off))  # the same window, reordered
    ex = [h.explain for h in res.results]
    assert all(e is not None and e.reranker == "learned" for e in ex)
    scores = [e.rerank_score for e in ex if e is not None]
    assert all(s is not None for s in scores) and scores == sorted(scores, reverse=True)  # type: ignore[type-var]
    before = {h.id: h.explain.rank_before for h in res.results if h.explain is not None}
    assert [before[i] for i in ids(off)] == list(range(1, len(off.results) + 1))
    assert [h.score for h in res.results] == [h.score for h in off.results]  # the first stage's scale


def test_unknown_reranker_is_refused(open_hs: Any) -> None:
    hs = fill(open_hs())
    with pytest.raises(InvalidInput):
        hs.search(QUERY, rerank="cohere")
    with pytest.raises(InvalidInput, match="rerank"):
        hs.search(QUERY, rerank="endpoint")  # none configured
