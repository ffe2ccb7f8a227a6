"""Contract: consolidation and soft links (issue #15) on every backend.

Repetition is counted (identical repeats deduplicated at write count as much as paraphrases); the semantic
memory says what repeats (offline: the common statement; with an LLM: an abstraction, falling back to the
offline statement on failure, timeout or bad JSON); sources and abstraction link both ways and the sources step
back behind the abstraction in search; a pair the judge is unsure about (possibly updated) is kept, linked, and
search ranks the newer first."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from fake_openai import FakeOpenAI, http_error, ok, slow
from hindsight import Hindsight, Status
from hindsight.model import EventType

T0 = datetime(2025, 1, 1, 9, tzinfo=UTC)
LUNCHES = ["On Monday the user had lunch at Sushi Zen", "On Wednesday the user had lunch at Sushi Zen",
           "On Friday the user had lunch at Sushi Zen"]
OTHERS = ["The user had a team meeting about the quarterly roadmap", "The user ordered a new laptop for work",
          "The user went running in the park before lunch", "The user called the dentist to move an appointment",
          "The user booked a table at an Italian restaurant for Saturday dinner"]


def write_lunches(hs: Hindsight) -> list[str]:
    ids = [hs.write(c, kind="episodic", observed_at=T0 + timedelta(days=2 * i), now=T0 + timedelta(days=2 * i)).id
           for i, c in enumerate(LUNCHES)]
    for i, c in enumerate(OTHERS):
        hs.write(c, kind="episodic", observed_at=T0 + timedelta(days=i, hours=3), now=T0 + timedelta(days=i, hours=3))
    return ids


def test_identical_repeats_become_one_semantic_memory(hs: Hindsight) -> None:
    text = "The user had lunch at Sakura Sushi with the team"
    results = [hs.write(text, kind="episodic", observed_at=T0 + timedelta(days=i), now=T0 + timedelta(days=i))
               for i in range(3)]
    src = results[0].id
    assert [r.action for r in results[1:]] == ["deduplicated", "deduplicated"]  # one row, seen three times
    rep = hs.review(now=T0 + timedelta(days=4))
    assert len(rep.consolidated) == 1
    sem = hs.get(rep.consolidated[0])
    assert sem.kind == "semantic" and sem.content == text and not sem.content.startswith("Repeatedly")
    assert sem.metadata["consolidated_from"] == [src] and sem.metadata["repetitions"] == 3
    assert sem.metadata["consolidated_by"] == "offline"
    assert sem.observed_at == T0 + timedelta(days=2) and sem.valid_from == T0  # the first and the last occurrence
    source = hs.get(src)
    assert source.status == Status.active and source.metadata["consolidated_into"] == sem.id
    assert any(e.type == EventType.merged and e.data["into"] == sem.id for e in hs.trace(src).events)
    assert hs.review(now=T0 + timedelta(days=5)).consolidated == []  # consolidated once


LUNCHES_ZH = ["用户周一在樱花寿司店吃了午饭", "用户周三在樱花寿司店吃了午饭", "用户周五在樱花寿司店吃了午饭"]
OTHERS_ZH = ["用户和团队开会讨论了季度路线图", "用户给工作买了一台新笔记本电脑", "用户午饭前在公园跑步",
             "用户打电话给牙医改了预约时间", "用户订了周六晚上意大利餐厅的位子"]


def test_chinese_repeats_say_their_common_statement(hs: Hindsight) -> None:
    """Chinese has no spaces to cut a run between: the day that changes sits mid-sentence and goes, the rest
    stays (it used to fall back to the whole central episode)."""
    ids = [hs.write(c, kind="episodic", observed_at=T0 + timedelta(days=2 * i), now=T0 + timedelta(days=2 * i)).id
           for i, c in enumerate(LUNCHES_ZH)]
    for i, c in enumerate(OTHERS_ZH):
        hs.write(c, kind="episodic", observed_at=T0 + timedelta(days=i, hours=3), now=T0 + timedelta(days=i, hours=3))
    rep = hs.review(now=T0 + timedelta(days=9))
    assert len(rep.consolidated) == 1
    sem = hs.get(rep.consolidated[0])
    assert sem.content == "用户在樱花寿司店吃了午饭。"
    assert sorted(sem.metadata["consolidated_from"]) == sorted(ids) and sem.metadata["repetitions"] == 3
    top = hs.search("用户一般在哪里吃午饭？", top_k=5, now=T0 + timedelta(days=10)).results
    assert top[0].id == sem.id and len({h.id for h in top} & set(ids)) <= 1


def test_a_repeat_after_consolidation_counts_for_the_abstraction(hs: Hindsight) -> None:
    text = "The user had lunch at Sakura Sushi with the team"
    ids = [hs.write(text, kind="episodic", observed_at=T0 + timedelta(days=i), now=T0 + timedelta(days=i)).id
           for i in range(3)]
    src = ids[0]
    sem_id = hs.review(now=T0 + timedelta(days=4)).consolidated[0]
    before = hs.get(sem_id)
    again = hs.write(text, kind="episodic", observed_at=T0 + timedelta(days=6), now=T0 + timedelta(days=6))
    assert again.action == "deduplicated" and again.id == src
    sem = hs.get(sem_id)
    assert sem.metadata["repetitions"] == 4
    assert sem.confidence >= before.confidence
    ev = [e for e in hs.trace(sem_id).events if e.type == EventType.confirmed]
    assert len(ev) == 1 and ev[0].data["via"] == src and ev[0].data["repetitions"] == 4
    assert hs.review(now=T0 + timedelta(days=7)).consolidated == []  # still one abstraction


def test_two_repeats_are_not_enough(hs: Hindsight) -> None:
    for i in range(2):
        hs.write("The user had lunch at Sakura Sushi with the team", kind="episodic",
                 observed_at=T0 + timedelta(days=i), now=T0 + timedelta(days=i))
    assert hs.review(now=T0 + timedelta(days=4)).consolidated == []


def test_paraphrased_repeats_abstraction_ranks_above_its_sources(hs: Hindsight) -> None:
    ids = write_lunches(hs)
    q = "Where does the user usually have lunch?"
    before = [h.id for h in hs.search(q, top_k=5, now=T0 + timedelta(days=9)).results]
    assert set(ids) <= set(before)  # the three episodes fill the top 5 before consolidation
    rep = hs.review(now=T0 + timedelta(days=9))
    assert len(rep.consolidated) == 1
    sem = hs.get(rep.consolidated[0])
    assert sem.content == "The user had lunch at Sushi Zen."  # the common statement, not the longest episode
    assert sorted(sem.metadata["consolidated_from"]) == sorted(ids) and sem.metadata["repetitions"] == 3
    hits = hs.search(q, top_k=5, explain=True, now=T0 + timedelta(days=10)).results
    top = [h.id for h in hits]
    assert top[0] == sem.id
    assert len(set(top) & set(ids)) <= 1  # the sources step back: at most the best of them stays, right below
    first = hits[0]
    assert first.explain is not None
    folded = set(first.explain.consolidated)
    assert folded and folded <= set(ids) and folded <= set(first.duplicates)
    for h in hits[1:]:
        if h.id in ids:
            assert h.explain is not None and h.explain.consolidated_into == sem.id
    for mid in ids:  # reachable both ways
        assert hs.get(mid).metadata["consolidated_into"] == sem.id


def statement(req: dict[str, Any]) -> str:
    return json.dumps({"statement": "The user likes having lunch at Sushi Zen"})


def llm_hs(open_hs: Callable[..., Hindsight], fake: FakeOpenAI, **kw: Any) -> Hindsight:
    fake.chat_content = statement  # type: ignore[assignment]
    return open_hs(judge="rules", llm_base_url=fake.base_url, llm_model="abstract", llm_max_retries=0,
                   **{"llm_timeout_s": 10, **kw})


def test_llm_writes_the_abstraction(open_hs: Callable[..., Hindsight], fake_openai: FakeOpenAI) -> None:
    hs = llm_hs(open_hs, fake_openai)
    ids = write_lunches(hs)
    rep = hs.review(now=T0 + timedelta(days=9))
    sem = hs.get(rep.consolidated[0])
    assert sem.content == "The user likes having lunch at Sushi Zen"
    assert sem.metadata["consolidated_by"] == "llm" and sorted(sem.metadata["consolidated_from"]) == sorted(ids)
    chats = fake_openai.requests_to("chat")
    assert len(chats) == 1 and rep.llm_calls == 1 and rep.tokens_used > 0  # one call per cluster, counted
    body = chats[0].body
    assert body["response_format"]["json_schema"]["schema"]["required"] == ["statement"]
    assert all(c in body["messages"][1]["content"] for c in LUNCHES)
    top = hs.search("Where does the user like to have lunch?", top_k=5, now=T0 + timedelta(days=10)).results
    assert top[0].id == sem.id and len({h.id for h in top} & set(ids)) <= 1


@pytest.mark.parametrize("failure", ["http_error", "bad_json", "timeout", "off_topic"])
def test_llm_failure_falls_back_to_the_offline_statement(open_hs: Callable[..., Hindsight], fake_openai: FakeOpenAI,
                                                         failure: str) -> None:
    kw: dict[str, Any] = {}
    if failure == "http_error":
        fake_openai.script("chat", http_error(500))
    elif failure == "bad_json":
        fake_openai.script("chat", ok(content='{"statement": '), ok(content="not json at all"))
    elif failure == "timeout":
        kw["llm_timeout_s"] = 0.5
        fake_openai.script("chat", slow(3))
    else:  # valid JSON about something else: an abstraction must share a word with its episodes
        fake_openai.script("chat", *[ok(content='{"statement": "Paris is the capital of France"}')] * 2)
    hs = llm_hs(open_hs, fake_openai, **kw)
    write_lunches(hs)
    rep = hs.review(now=T0 + timedelta(days=9))
    assert len(rep.consolidated) == 1
    sem = hs.get(rep.consolidated[0])
    assert sem.content == "The user had lunch at Sushi Zen." and sem.metadata["consolidated_by"] == "offline"
    assert len(fake_openai.requests_to("chat")) >= 1


def test_llm_budget_spent_falls_back_without_a_call(open_hs: Callable[..., Hindsight],
                                                    fake_openai: FakeOpenAI) -> None:
    hs = llm_hs(open_hs, fake_openai, consolidate_token_budget=0)
    write_lunches(hs)
    sem = hs.get(hs.review(now=T0 + timedelta(days=9)).consolidated[0])
    assert sem.metadata["consolidated_by"] == "offline" and fake_openai.requests_to("chat") == []


def test_possibly_updated_pair_is_kept_linked_and_newer_ranks_first(hs: Hindsight) -> None:
    old = hs.write("The user is allergic to peanuts", observed_at=T0, now=T0, importance=0.9).id
    new = hs.write("The user is allergic to shellfish", observed_at=T0 + timedelta(days=30),
                   now=T0 + timedelta(days=30)).id
    hs.review(now=T0 + timedelta(days=31))
    a, b = hs.get(old), hs.get(new)
    assert a.status == b.status == Status.active  # a soft outcome: nothing superseded, nothing disputed
    assert a.metadata["possibly_updated_by"] == [new]
    assert [e.data["possibly_updated_by"] for e in hs.trace(old).events if e.type == EventType.linked] == [new]
    assert any(e.type == EventType.linked and e.data["possibly_updates"] == old for e in hs.trace(new).events)
    hits = hs.search("What is the user allergic to?", top_k=5, explain=True, now=T0 + timedelta(days=40)).results
    order = [h.id for h in hits]
    assert order.index(new) < order.index(old)
    older = hits[order.index(old)]
    assert older.explain is not None and older.explain.possibly_updated_by == new
    past = hs.search("What was the user allergic to before?", top_k=5, explain=True,
                     now=T0 + timedelta(days=40)).results
    assert all(h.explain is not None and h.explain.possibly_updated_by is None for h in past)
