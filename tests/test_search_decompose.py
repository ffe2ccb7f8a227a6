"""Query decomposition (search/decompose.py): reading the model's sub-questions, fusing, and the real search path
with the loopback fake LLM (good answer, bad JSON, timeout, 429). Every backend: tests/contract/
test_contract_association.py."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from fake_openai import FakeOpenAI, http_error, ok, rate_limited, slow
from helpers.hash_embedder import HashEmbedder
from helpers.hits import search_hit
from hindsight import Hindsight
from hindsight.config import Settings
from hindsight.llm.structured import Malformed
from hindsight.model import Kind, SearchHit
from hindsight.search import decompose

T = datetime(2023, 5, 1, tzinfo=UTC)
NOW = T + timedelta(days=5)
FACTS = ["The user's sister Ana lives in Porto", "Ana works as a nurse at the city hospital",
         "The user adopted a grey cat in March", "The user plays tennis on Sundays",
         # a bank of more than a handful: in four memories a name in two of them is a common word (BM25's idf ~0)
         "The user drinks oat milk in coffee", "The user's flat has a balcony", "The user is learning Italian",
         "The user commutes by bike"]


def test_read_questions() -> None:
    q = "Where does the user's sister work?"
    assert decompose.read_questions('{"questions": ["Who is the sister?", "Where does Ana work?"]}', q) == [
        "Who is the sister?", "Where does Ana work?"]
    assert decompose.read_questions('```json\n{"questions": [" a  b ", "a b", "where does the USER\'s sister '
                                    'work?", "", "c", "d", "e"]}\n```', q) == ["a b", "c", "d"]
    assert decompose.read_questions('["x"]', q) == ["x"]
    assert decompose.read_questions('{"questions": []}', q) == []
    for bad in ("ok", '{"questions": "x"}', '{"questions": [1]}', '{"other": []}'):
        with pytest.raises(Malformed):
            decompose.read_questions(bad, q)


def _hit(mid: str, score: float) -> SearchHit:
    return search_hit(mid, score, kind=Kind.semantic)


def test_fuse_keeps_each_hit_s_best_score_and_names_the_sub_question() -> None:
    main = [_hit("a", 0.8), _hit("b", 0.5)]
    subs = [("q1", [_hit("b", 0.9), _hit("c", 0.6)]), ("q2", [_hit("a", 0.85), _hit("d", 0.1)])]
    out = decompose.fuse(main, subs, 3)
    assert [h.id for h in out] == ["b", "a", "c"]
    scores = {h.id: h.score for h in out}
    assert scores == {"b": 0.81, "a": 0.8, "c": 0.54}  # a: 0.85 x 0.9 < 0.8, the question's own score leads
    subs_of = {h.id: h.explain.sub_question if h.explain else "-" for h in out}
    assert subs_of == {"b": "q1", "a": None, "c": "q1"}


def _open(tmp_path: Path, fake: FakeOpenAI, **kw: object) -> Hindsight:
    s = Settings(home=tmp_path, llm_base_url=fake.base_url, search_decompose=True, event_review=False, **kw)
    hs = Hindsight.open(tmp_path / "store", settings=s, embedder=HashEmbedder())  # type: ignore[arg-type]
    hs.write_many([{"content": c, "observed_at": T} for c in FACTS], now=T + timedelta(days=1))
    return hs


def test_sub_questions_widen_the_search(tmp_path: Path, fake_openai: FakeOpenAI) -> None:
    fake_openai.script("chat", ok(content='{"questions": ["Who is the user\'s sister?", "What job does Ana do?"]}'))
    with _open(tmp_path, fake_openai) as hs:
        plain = hs.search("What job does the user's sister have?", now=NOW, top_k=2, min_score=0, decompose=False)
        assert fake_openai.requests_to("chat") == []  # decompose=False: no chat call
        res = hs.search("What job does the user's sister have?", now=NOW, top_k=2, min_score=0, explain=True)
        assert plain.sub_questions == [] and plain.decompose_fallback is None
        assert res.sub_questions == ["Who is the user's sister?", "What job does Ana do?"]
        assert res.decompose_fallback is None and len(res.results) == 2
        assert FACTS[1] in [h.content for h in res.results]
        nurse = next(h for h in res.results if h.content == FACTS[1])
        assert nurse.explain is not None and nurse.explain.sub_question == "What job does Ana do?"
        assert len(fake_openai.requests_to("chat")) == 1  # one chat call per search


@pytest.mark.parametrize(("behaviour", "why"), [
    (rate_limited(retry_after=0), "llm:"), (http_error(500), "llm:"), (ok(content="not json"), "unusable answer"),
    (ok(content='{"questions": [3]}'), "unusable answer")], ids=["429", "500", "bad-json", "wrong-shape"])
def test_a_failing_endpoint_leaves_the_question_s_results(tmp_path: Path, fake_openai: FakeOpenAI,
                                                         behaviour: object, why: str) -> None:
    with _open(tmp_path, fake_openai) as hs:
        plain = hs.search("Where does the sister live?", now=NOW, top_k=3, min_score=0, decompose=False)
        fake_openai.script("chat", behaviour)  # type: ignore[arg-type]
        res = hs.search("Where does the sister live?", now=NOW, top_k=3, min_score=0)
        assert [h.id for h in res.results] == [h.id for h in plain.results] and res.sub_questions == []
        assert res.decompose_fallback is not None and why in res.decompose_fallback


def test_a_slow_endpoint_is_bounded_by_its_timeout(tmp_path: Path, fake_openai: FakeOpenAI) -> None:
    fake_openai.script("chat", slow(3.0, content='{"questions": ["x"]}'))
    with _open(tmp_path, fake_openai, search_decompose_timeout_s=0.3) as hs:
        res = hs.search("Where does the sister live?", now=NOW, top_k=3, min_score=0)
        assert res.sub_questions == [] and res.results
        assert res.decompose_fallback is not None and "no answer within 0.30 s" in res.decompose_fallback
