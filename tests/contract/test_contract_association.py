"""Contract: association from the first hits (search/graph.py) and query decomposition with an LLM
(search/decompose.py) on every backend — a found memory that shares rarer words with a best hit is raised and
explain names the hit and the words; decomposition searches the sub-questions the chat endpoint gives (a loopback
fake), explain names the sub-question that found a hit, and a failing endpoint or none leaves the question's own
results, flagged, never an error."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from contract.conftest import OpenHs
from fake_openai import FakeOpenAI, malformed, rate_limited
from hindsight.model import SearchResponse

T0 = datetime(2023, 3, 1, tzinfo=UTC)
ASKED = datetime(2023, 10, 21, tzinfo=UTC)
#: the other first-stage factors, the reranker and hygiene off: the order asserted is the association's
OFF: dict[str, Any] = {"search_speaker_boost": 1.0, "search_expand_next": 0.0, "rerank": "off",
                       "search_newer_first": False, "search_graph": 0.0}
TURNS = [
    "Caroline: I went to the pride parade last week, my friends from the Rainbow Youth Center marched too.",
    "Melanie: The parade sounds amazing, I wish I had been there with you.",
    "Caroline: The pride parade was so loud and happy, everyone was dancing.",
    "Melanie: My kids love parades, especially the music.",
    "Melanie: Caroline, was the pride parade crowded? Parades in my town are tiny.",
    "Caroline: At the parade I waved a pride flag the whole afternoon.",
    "Caroline: Volunteers at the Rainbow Youth Center painted a huge mural for the teenagers.",
    "Melanie: I finished a pottery bowl yesterday, it is blue and green.",
    "Caroline: I am reading a book about mountains and rivers.",
]
QUERY = "What happened at the pride parade Caroline went to?"


def _contents(res: SearchResponse) -> list[str]:
    return [h.content for h in res.results]


def _fill(hs: Any) -> None:
    hs.write_many([{"content": c, "kind": "episodic", "session_id": f"s{i}", "observed_at": T0 + timedelta(days=i),
                    "metadata": {"speaker": c.split(":")[0]}} for i, c in enumerate(TURNS)],
                  now=T0 + timedelta(days=30))


def test_a_memory_sharing_rare_words_with_a_best_hit_is_raised(open_hs: OpenHs) -> None:
    off, on = open_hs(**OFF), open_hs(**{**OFF, "search_graph": 0.95})
    _fill(off)
    before = off.search(QUERY, now=ASKED, explain=True, top_k=7, min_score=0)
    after = on.search(QUERY, now=ASKED, explain=True, top_k=7, min_score=0)
    mural = TURNS[6]
    assert all(h.explain is not None and h.explain.linked_from is None for h in before.results)
    assert _contents(after).index(mural) < _contents(before).index(mural)
    linked = next(h for h in after.results if h.content == mural)
    seed = next(h for h in after.results if h.content == TURNS[0])
    assert linked.explain is not None and linked.explain.linked_from == seed.id
    assert {"rainbow", "youth", "center"} & {w.lower() for w in linked.explain.linked_by}
    assert linked.score >= round(seed.score * 0.95, 4) - 1e-4
    assert "parade" not in {w.lower() for w in linked.explain.linked_by}  # the question's own words link nothing


def test_decomposition_without_a_chat_endpoint_is_the_plain_search(open_hs: OpenHs) -> None:
    hs = open_hs(**OFF)
    _fill(hs)
    plain = hs.search(QUERY, now=ASKED, top_k=5, min_score=0)
    asked = hs.search(QUERY, now=ASKED, top_k=5, min_score=0, decompose=True)
    assert _contents(asked) == _contents(plain) and asked.sub_questions == [] and plain.decompose_fallback is None
    assert asked.decompose_fallback is not None and "chat endpoint" in asked.decompose_fallback


def test_decomposition_searches_the_sub_questions(open_hs: OpenHs, fake_openai: FakeOpenAI) -> None:
    fake_openai.chat_content = '{"questions": ["What pottery did Melanie make?", "What is Caroline reading?"]}'
    hs = open_hs(**OFF, llm_base_url=fake_openai.base_url)
    _fill(hs)
    plain = hs.search(QUERY, now=ASKED, top_k=3, explain=True)
    res = hs.search(QUERY, now=ASKED, top_k=3, explain=True, decompose=True)
    assert res.decompose_fallback is None
    assert res.sub_questions == ["What pottery did Melanie make?", "What is Caroline reading?"]
    assert TURNS[7] not in _contents(plain)
    bowl = next(h for h in res.results if h.content == TURNS[7])
    assert bowl.explain is not None and bowl.explain.sub_question == "What pottery did Melanie make?"
    sent = fake_openai.requests_to("chat")[-1].body
    assert sent["messages"][-1]["content"] == QUERY


@pytest.mark.parametrize("failure", [rate_limited(retry_after=0), malformed(b'{"choices": [')],
                         ids=["429", "bad-json"])
def test_a_failing_chat_endpoint_leaves_the_question_s_results(open_hs: OpenHs, fake_openai: FakeOpenAI,
                                                               failure: Any) -> None:
    hs = open_hs(**OFF, llm_base_url=fake_openai.base_url)
    _fill(hs)
    plain = hs.search(QUERY, now=ASKED, top_k=5, min_score=0)
    fake_openai.script("chat", failure)
    res = hs.search(QUERY, now=ASKED, top_k=5, min_score=0, decompose=True)
    assert _contents(res) == _contents(plain) and res.sub_questions == []
    assert res.decompose_fallback is not None and res.decompose_fallback.startswith("llm:")
    unusable = hs.search(QUERY, now=ASKED, top_k=5, min_score=0, decompose=True)  # the default answer: "ok"
    assert _contents(unusable) == _contents(plain)
    assert unusable.decompose_fallback is not None and "unusable answer" in unusable.decompose_fallback
