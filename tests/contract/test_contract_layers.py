"""Contract: conversation layers (session turns, observe, context) and experience traces (record, distil, recall)
on every backend."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from hindsight import Hindsight, InvalidInput
from hindsight.language import text
from hindsight.model import Kind, Source, Status, WriteAction

AT = datetime(2025, 1, 15, 10, 0, tzinfo=UTC)
DIALOGUE = [
    {"role": "user", "content": "Hi there!", "at": "2025-01-15T10:00:00Z"},
    {"role": "assistant", "content": "Hello! How can I help you today?", "at": "2025-01-15T10:00:05Z"},
    {"role": "user", "content": "Remember that I drink oat milk lattes, never dairy.", "at": "2025-01-15T10:01:00Z"},
    {"role": "assistant", "content": "Noted!", "at": "2025-01-15T10:01:05Z"},
    {"role": "user", "content": "Next Tuesday I fly to Beijing for a conference.", "at": "2025-01-15T10:02:00Z"},
    {"role": "user", "content": "我住在杭州西湖区", "at": "2025-01-15T10:03:00Z"},
    {"role": "user", "content": "I think the weather is nice", "at": "2025-01-15T10:04:00Z"},
    {"role": "user", "content": "哈哈，好的", "at": "2025-01-15T10:05:00Z"},
]


# -- session turns and observe ------------------------------------------------------------------------------
def test_observe_layers(hs: Hindsight, bank: str) -> None:
    r = hs.observe("s1", DIALOGUE)
    assert r.bank == bank
    assert [t.layer for t in r.turns] == ["dropped", "dropped", "long_term", "dropped", "long_term", "long_term",
                                          "short_term", "dropped"]
    assert (r.long_term, r.short_term, r.dropped) == (3, 1, 4)
    latte = hs.get(r.turns[2].memory_id or "")
    assert latte.provenance.source == Source.user and latte.provenance.session_id == "s1"
    assert latte.observed_at == datetime(2025, 1, 15, 10, 1, tzinfo=UTC)
    trip = hs.get(r.turns[4].memory_id or "")
    assert trip.kind == Kind.episodic and trip.expires_at == datetime(2025, 1, 22, tzinfo=UTC)
    assert hs.stats().memories == 3
    # short-term turns never show up in search
    assert all("weather" not in h.content for h in hs.search("weather is nice", now="2025-01-15T11:00:00Z").results)


def test_session_turns_keep_every_turn_for_a_day(hs: Hindsight) -> None:
    r = hs.observe("s1", DIALOGUE)
    turns = hs.session_turns("s1", now="2025-01-15T11:00:00Z")
    assert [t.content for t in turns] == [m["content"] for m in DIALOGUE]
    assert [t.role for t in turns] == [m["role"] for m in DIALOGUE]
    assert turns[2].layer == "long_term" and turns[2].memory_id == r.turns[2].memory_id
    assert hs.session_turns("s1", now="2025-01-16T10:06:00Z") == []  # TTL 24 h
    assert hs.session_turns("someone-else", now="2025-01-15T11:00:00Z") == []


def test_sessions_are_per_bank(hs: Hindsight, other_bank: str) -> None:
    hs.observe("shared-id", [{"role": "user", "content": "I think the blue mug is mine", "at": AT}])
    hs.observe("shared-id", [{"role": "user", "content": "I think the red mug is mine", "at": AT}], bank=other_bank)
    assert [t.content for t in hs.session_turns("shared-id", now=AT)] == ["I think the blue mug is mine"]
    assert [t.content for t in hs.session_turns("shared-id", bank=other_bank, now=AT)] == [
        "I think the red mug is mine"]


def test_short_term_fact_confirmed_again_moves_up(hs: Hindsight) -> None:
    a = hs.observe("s1", [{"role": "user", "content": "I think the new office feels cozy",
                           "at": "2025-01-15T10:00:00Z"}])
    assert a.turns[0].layer == "short_term" and a.turns[0].memory_id is None and hs.stats().memories == 0
    b = hs.observe("s2", [{"role": "user", "content": "I think the new office feels really cozy",
                           "at": "2025-01-15T18:00:00Z"}])
    t = b.turns[0]
    assert t.layer == "long_term" and "moved up" in t.reason and t.memory_id
    assert b.promoted == 1 and len(t.promoted) == 1
    moved = hs.session_turns("s1", now="2025-01-15T19:00:00Z")
    assert moved[0].layer == "long_term" and moved[0].memory_id == t.memory_id
    assert hs.stats().memories == 1


def test_correction_supersedes_through_the_write_path(hs: Hindsight) -> None:
    first = hs.observe("s1", [{"role": "user", "content": "我住在杭州", "at": "2025-01-15T10:00:00Z"}])
    second = hs.observe("s2", [{"role": "user", "content": "我搬到上海了", "at": "2025-02-01T10:00:00Z"}])
    t = second.turns[0]
    assert t.layer == "long_term" and t.action == WriteAction.superseded_previous
    old = hs.get(first.turns[0].memory_id or "")
    assert old.status == Status.superseded and old.superseded_by == t.memory_id
    en1 = hs.observe("e1", [{"role": "user", "content": "I drink latte every morning", "at": "2025-01-15T10:00:00Z"}])
    en2 = hs.observe("e2", [{"role": "user", "content": "I switched from latte to green tea",
                             "at": "2025-02-01T10:00:00Z"}])
    assert en2.turns[0].layer == "long_term" and en2.turns[0].action == WriteAction.superseded_previous
    assert hs.get(en1.turns[0].memory_id or "").status == Status.superseded


def test_observe_refuses_bad_input(hs: Hindsight) -> None:
    with pytest.raises(InvalidInput, match=r"messages(\[0\]|\.0)"):  # the library's / the REST API's index
        hs.observe("s1", [{"role": "wizard", "content": "hi"}])
    with pytest.raises(InvalidInput, match="session_id"):
        hs.observe("", [{"role": "user", "content": "hi"}])
    with pytest.raises(InvalidInput, match=r"messages(\[1\]|\.1)"):
        hs.observe("s1", [{"content": "ok"}, {"content": "  "}])
    assert [p for p in hs.context("s1", "hi").parts if p.layer == "working"] == [] and hs.stats().memories == 0


def _history(hs: Hindsight) -> None:
    hs.observe("old", [
        {"role": "user", "content": "Remember that I'm allergic to peanuts", "at": "2025-01-10T09:00:00Z"},
        {"role": "user", "content": "我女儿叫小美，今年5岁", "at": "2025-01-10T09:01:00Z"},
        {"role": "user", "content": "My sister Anna lives in Berlin", "at": "2025-01-10T09:02:00Z"},
    ])
    hs.write("The user's favourite restaurant is Luigi's in Soho", source="agent", observed_at="2025-01-11T00:00:00Z",
             now="2025-01-11T00:00:00Z")


def test_context_working_memory_then_relevant_memories(hs: Hindsight, bank: str) -> None:
    _history(hs)
    turns = [{"role": "user" if i % 2 == 0 else "assistant", "content": f"Turn number {i} about cooking pasta",
              "at": f"2025-01-15T10:0{i}:00Z"} for i in range(7)]
    hs.observe("now", turns)
    c = hs.context("now", "Can I eat peanut butter cookies?", now="2025-01-15T10:30:00Z")
    assert c.bank == bank and c.session_id == "now"
    working = [p for p in c.parts if p.layer == "working"]
    assert [p.text for p in working] == [f"{t['role']}: {t['content']}" for t in turns[-5:]]
    memories = [p for p in c.parts if p.layer == "long_term"]
    assert memories and "peanuts" in memories[0].text and "[2025-01-10]" in memories[0].text
    assert c.text.index("Recent conversation:") < c.text.index("Relevant memories:")
    assert c.tokens == text.estimate_tokens(c.text) <= c.budget_tokens
    assert len({p.memory_id for p in memories}) == len(memories)
    food = hs.context("now", "which restaurant does the user like?", now="2025-01-15T10:30:00Z")
    luigi = next(p for p in food.parts if "Luigi" in p.text)
    assert "confidence 0.60" in luigi.text  # an agent inference: low confidence shown


def test_context_budget_and_validation(hs: Hindsight) -> None:
    _history(hs)
    for budget in (16, 40, 800):
        c = hs.context("none", "family members names", budget_tokens=budget, now="2025-01-15T10:30:00Z")
        assert text.estimate_tokens(c.text) <= budget
    with pytest.raises(InvalidInput, match="budget_tokens"):
        hs.context("none", "x", budget_tokens=3)


def test_context_max_memories_is_checked(hs: Hindsight) -> None:
    with pytest.raises(InvalidInput, match="max_memories"):
        hs.context("none", "x", max_memories=0)


def test_review_purges_expired_turns(hs: Hindsight) -> None:
    hs.observe("s1", [{"role": "user", "content": "ok thanks", "at": AT}, {"role": "user", "content": "hmm, maybe",
                                                                           "at": AT}])
    assert hs.review(now=AT + timedelta(hours=1)).purged_turns == 0
    assert hs.review(now=AT + timedelta(hours=25)).purged_turns >= 1
    assert hs.session_turns("s1", now=AT) == []


# -- experience -------------------------------------------------------------------------------------------
T0 = datetime(2026, 5, 1, 9, 0, tzinfo=UTC)
LATER = T0 + timedelta(hours=1)
AUTH = [
    {"intent": "download the monthly sales report", "tool_name": "reports.fetch", "tool_input": {"month": "2026-04"},
     "tool_output": {"status": 401, "error": "Unauthorized: token expired"}},
    {"intent": "download the monthly sales report", "tool_name": "auth.login", "tool_input": {"user": "bot"},
     "tool_output": {"token": "abc"}},
    {"intent": "download the monthly sales report", "tool_name": "reports.fetch", "tool_input": {"month": "2026-04"},
     "tool_output": {"rows": 120}},
]
TIMEOUT = [
    {"intent": "导出全部客户列表", "tool_name": "crm.export", "tool_input": {"limit": 100000},
     "tool_output": {"error": "请求超时 (timeout after 30s)"}},
    {"intent": "导出全部客户列表", "tool_name": "crm.export", "tool_input": {"limit": 1000},
     "tool_output": {"rows": 1000}},
]


def _record(hs: Hindsight, trace_id: str, steps: list[dict[str, Any]], **common: Any) -> None:
    for i, s in enumerate(steps):
        hs.trace_step(trace_id, i, at=T0 + timedelta(seconds=i), **common, **s)


def test_trace_steps_are_idempotent(hs: Hindsight) -> None:
    r = hs.trace_step("t1", 0, intent="look up order", tool_name="get_order", tool_input={"id": 7},
                      tool_output={"status": 200, "error": "not found"}, at=T0)
    assert r["outcome"] == "fail" and r["recorded"] is True
    again = hs.trace_step("t1", 0, intent="look up order", tool_name="get_order", tool_input={"id": 7},
                          tool_output={"status": 200, "error": "not found"}, at=T0)
    assert again["recorded"] is False
    hs.trace_step("t1", 1, tool_name="get_order", tool_output={"id": 7, "items": ["书"]}, at=T0)
    steps = hs.trace_steps("t1")
    assert [s["step_index"] for s in steps] == [0, 1]
    assert steps[0]["tool_input"] == {"id": 7} and steps[1]["tool_output"] == {"id": 7, "items": ["书"]}
    explicit = hs.trace_step("t1", 2, tool_name="get_order", tool_output={"error": "x"}, outcome="partial", at=T0)
    assert explicit["outcome"] == "partial"  # an explicit outcome wins over the rule
    with pytest.raises(InvalidInput):
        hs.trace_step("t1", -1, tool_name="x")
    with pytest.raises(InvalidInput):
        hs.trace_step("t1", 3, tool_name="x", outcome="maybe")


def test_distill_then_recall(hs: Hindsight, bank: str) -> None:
    _record(hs, "tr-auth", AUTH)
    _record(hs, "tr-timeout", TIMEOUT)
    assert hs.experience_distill(now=T0 + timedelta(seconds=30)).traces == 0  # still running
    rep = hs.experience_distill(now=LATER)
    assert rep.traces == 2 and len(rep.created) == 2 and rep.bank == bank
    assert all(hs.get(i).kind == Kind.experience for i in rep.created)
    assert hs.experience_distill(now=LATER).traces == 0  # already distilled
    hits = hs.experience_recall("download the sales report for March")
    assert hits and hits[0].experience.rule == "auth_then_login"
    assert hs.get(hits[0].id).last_accessed is not None  # a recalled lesson counts as used
    hits = hs.experience_recall("", tool_name="crm.export", error="timeout after 30s")
    assert [h.experience.rule for h in hits] == ["timeout_then_smaller"]
    assert hs.experience_recall("download the monthly sales report", tool_name="weather.get") == []
    assert hs.experience_recall("what is the capital of Mongolia") == []


def test_same_lesson_again_reinforces(hs: Hindsight) -> None:
    _record(hs, "r1", AUTH)
    first = hs.experience_distill(now=LATER)
    _record(hs, "r2", AUTH)
    second = hs.experience_distill(now=LATER + timedelta(hours=1))
    assert second.created == [] and second.reinforced == first.created
    m = hs.get(first.created[0])
    assert m.metadata["hit_count"] == 2 and m.metadata["experience"]["trace_ids"] == ["r1", "r2"]
    assert hs.stats().by_kind.get("experience") == 1


def test_experiences_stay_in_their_bank_and_environment(hs: Hindsight, other_bank: str) -> None:
    _record(hs, "prod", AUTH, environment="prod")
    hs.experience_distill(now=LATER)
    assert hs.experience_recall("download the monthly sales report", environment="prod")
    assert hs.experience_recall("download the monthly sales report", environment="staging") == []
    _record(hs, "other", TIMEOUT, bank=other_bank)
    assert hs.trace_steps("other") == [] and len(hs.trace_steps("other", bank=other_bank)) == 2
    hs.experience_distill(bank=other_bank, now=LATER)
    assert hs.experience_recall("download the monthly sales report", bank=other_bank) == []
