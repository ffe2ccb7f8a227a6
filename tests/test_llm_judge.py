"""The LLM judge over real HTTP: a loopback server speaking the OpenAI chat-completions protocol,
scripted to answer well, badly (malformed JSON), slowly, or with 429s."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from fake_openai import FakeOpenAI, http_error, ok, rate_limited, slow
from hindsight import Hindsight, Settings, Status
from hindsight.embedder.e5 import E5Embedder
from hindsight.judge.base import JudgeBudget, Pair
from hindsight.judge.llm import LLMJudge
from hindsight.llm.openai import OpenAIChat
from hindsight.model import ConflictType, Memory, Provenance, Relation

T = datetime(2025, 1, 1, tzinfo=UTC)


def mem(i: int, content: str, source: str = "user", days: float = 0) -> Memory:
    at = T + timedelta(days=days)
    return Memory(id=f"m{i}", bank="b", kind="semantic", content=content, importance=0.5, confidence=0.9,
                  status="active", created_at=at, updated_at=at, observed_at=at,
                  provenance=Provenance(source=source, recorded_at=at))


def pairs(n: int) -> list[Pair]:
    return [Pair(mem(2 * i, f"The user lives in city {i}"), mem(2 * i + 1, f"The user moved to town {i}", days=9), 0.9)
            for i in range(n)]


def answer_all(relation: str = "conflict", keep: str = "B", ctype: str = "temporal"):
    def fn(req: dict[str, Any]) -> str:
        n = len(re.findall(r"^Pair \d+:", req["messages"][1]["content"], flags=re.M))
        return json.dumps({"verdicts": [{"pair": i + 1, "relation": relation, "conflict": relation == "conflict",
                                         "keep": keep, "type": ctype, "reason": "moved"} for i in range(n)]})
    return fn


def judge_for(srv: FakeOpenAI, *, batch: int = 8, timeout: float = 5.0) -> LLMJudge:
    return LLMJudge(OpenAIChat(srv.base_url, "judge-model", api_key="sk-test", timeout_s=timeout, retries=2,
                               backoff_s=0.01), batch_size=batch)


def test_good_answers_batched(fake_openai: FakeOpenAI) -> None:
    fake_openai.script("chat", *[ok(content=answer_all()) for _ in range(3)])
    budget = JudgeBudget(tokens=None)
    out = judge_for(fake_openai, batch=5).judge(pairs(12), T, budget)
    assert all(v is not None and v.relation == Relation.conflict and v.keep == "b" for v in out)
    assert all(v is not None and v.type == ConflictType.temporal and v.judge == "llm" for v in out)
    reqs = fake_openai.requests_to("chat")
    assert len(reqs) == 3 and budget.usage.calls == 3
    body = reqs[0].body
    assert body["model"] == "judge-model" and body["temperature"] == 0
    assert body["response_format"]["type"] == "json_schema"
    assert reqs[0].headers.get("authorization") == "Bearer sk-test"
    prompt = body["messages"][1]["content"]
    # seed 000 §5.1: both memories with time, source and confidence
    assert "Pair 5:" in prompt and "Pair 6:" not in prompt
    assert "written 2025-01-01T00:00:00+00:00, source user, confidence 0.90" in prompt
    assert budget.usage.tokens > 0 and budget.used == budget.usage.tokens


def test_malformed_output_is_retried_twice_then_deferred(fake_openai: FakeOpenAI) -> None:
    fake_openai.script("chat", ok(content="sure! the first pair conflicts"), ok(content=answer_all()))
    out = judge_for(fake_openai).judge(pairs(2), T)
    assert all(v is not None for v in out)
    retry = fake_openai.requests_to("chat")[1].body["messages"]
    assert retry[-1]["role"] == "user" and "could not be parsed" in retry[-1]["content"]

    fake_openai.reset()
    fake_openai.script("chat", ok(content="{not json"), ok(content='{"verdicts": []}'), ok(content="[1, 2"))
    budget = JudgeBudget()
    out = judge_for(fake_openai).judge(pairs(2), T, budget)
    assert out == [None, None] and len(fake_openai.requests_to("chat")) == 3
    assert budget.usage.deferred == 2


def test_429_and_5xx_are_retried(fake_openai: FakeOpenAI) -> None:
    fake_openai.script("chat", rate_limited(retry_after=0.05), http_error(503), ok(content=answer_all()))
    out = judge_for(fake_openai).judge(pairs(1), T)
    assert out[0] is not None and out[0].relation == Relation.conflict
    assert len(fake_openai.requests_to("chat")) == 3


def test_slow_answer_times_out_and_defers(fake_openai: FakeOpenAI) -> None:
    fake_openai.script("chat", *[slow(1.0, content=answer_all()) for _ in range(3)])
    j = LLMJudge(OpenAIChat(fake_openai.base_url, "m", timeout_s=0.2, retries=1, backoff_s=0.01))
    assert j.judge(pairs(2), T) == [None, None]
    assert j.usage.failures == 1


def test_token_budget_defers_the_rest(fake_openai: FakeOpenAI) -> None:
    fake_openai.script("chat", *[ok(content=answer_all()) for _ in range(5)])
    budget = JudgeBudget(tokens=50)
    out = judge_for(fake_openai, batch=5).judge(pairs(15), T, budget)
    assert out[:5] == [v for v in out[:5] if v is not None] and len([v for v in out if v is None]) == 10
    assert len(fake_openai.requests_to("chat")) == 1 and budget.usage.deferred == 10


def test_schema_unsupported_falls_back(fake_openai: FakeOpenAI) -> None:
    fake_openai.script("chat", http_error(400, "response_format json_schema is not supported"),
                       ok(content=answer_all()))
    out = judge_for(fake_openai).judge(pairs(1), T)
    assert out[0] is not None
    second = fake_openai.requests_to("chat")[1].body
    assert second["response_format"] == {"type": "json_object"}


def test_review_cycle_with_llm_judge(tmp_path: Path, e5: E5Embedder, fake_openai: FakeOpenAI) -> None:
    fake_openai.script("chat", *[ok(content=answer_all("conflict", "B", "temporal")) for _ in range(5)])
    settings = Settings(home=tmp_path, judge="llm", llm_base_url=fake_openai.base_url, llm_model="judge",
                        event_review=False, llm_timeout_s=5)
    hs = Hindsight.open(tmp_path / "s", embedder=e5, settings=settings)
    a = hs.write("The user lives in Berlin", observed_at=T)
    b = hs.write("The user lives in Munich", observed_at=T)  # the rules cannot tell: queued for review
    assert b.action == "queued_for_review"
    rep = hs.review(now=T + timedelta(hours=1))
    assert rep.judge == "llm" and rep.llm_calls >= 1 and rep.tokens_used > 0
    assert rep.superseded == [a.id]
    assert hs.get(a.id).status == Status.superseded and hs.get(b.id).status == Status.active
    ev = next(e for e in hs.trace(a.id).events if e.type == "superseded")
    assert ev.actor == "review:llm" and "llm judge" in (ev.reason or "")


def test_review_defers_when_llm_is_down(tmp_path: Path, e5: E5Embedder, fake_openai: FakeOpenAI) -> None:
    fake_openai.script("chat", *[http_error(500) for _ in range(10)])
    settings = Settings(home=tmp_path, judge="llm", llm_base_url=fake_openai.base_url, event_review=False,
                        llm_max_retries=0)
    hs = Hindsight.open(tmp_path / "s", embedder=e5, settings=settings)
    hs.write("The user lives in Berlin", observed_at=T)
    b = hs.write("The user lives in Munich", observed_at=T)
    rep = hs.review(now=T)
    assert rep.pairs_deferred == 1 and rep.superseded == [] and rep.disputed == []
    assert b.id in hs.store.queued("default")  # it waits for the next cycle


def test_with_an_llm_the_write_path_defers_to_it(tmp_path: Path, e5: E5Embedder, fake_openai: FakeOpenAI) -> None:
    fake_openai.script("chat", *[ok(content=answer_all("unrelated", "both", "undecidable")) for _ in range(3)])
    settings = Settings(home=tmp_path, judge="llm", llm_base_url=fake_openai.base_url, event_review=False)
    hs = Hindsight.open(tmp_path / "s", embedder=e5, settings=settings)
    a = hs.write("The user uses Django for the backend", observed_at=T)
    b = hs.write("The user switched the backend to FastAPI", observed_at=T + timedelta(days=3))
    assert b.action == "queued_for_review"  # the rules would have superseded; the LLM decides instead
    assert hs.get(a.id).status == Status.active
    rep = hs.review(now=T + timedelta(days=4))
    assert rep.llm_calls == 1 and rep.superseded == []  # this (scripted) LLM says: unrelated
    assert hs.get(a.id).status == Status.active and hs.store.queued("default") == []


def test_the_users_names_are_in_the_prompt() -> None:
    from hindsight.judge.llm import render

    p = Pair(mem(1, "The user lives in Boston"), mem(2, "Daniel moved to Austin", days=9), 0.9, frozenset({"Daniel"}))
    user = render([p], T)[1]["content"]
    assert "The user is also called: Daniel" in user and "Pair 1:" in user
    assert "also called" not in render(pairs(1), T)[1]["content"]


def test_the_audit_uses_the_configured_judge_and_runs_on_a_schedule(tmp_path: Path, e5: E5Embedder,
                                                                   fake_openai: FakeOpenAI) -> None:
    from hindsight.runtime.scheduler import Scheduler

    fake_openai.chat_content = answer_all("undecidable", "both", "undecidable")  # type: ignore[assignment]
    settings = Settings(home=tmp_path, judge="llm", llm_base_url=fake_openai.base_url, event_review=False,
                        llm_timeout_s=5)
    hs = Hindsight.open(tmp_path / "s", embedder=e5, settings=settings)
    a = hs.write("The user lives in Berlin", observed_at=T)
    b = hs.write("The user lives in Munich", observed_at=T)
    sched = Scheduler(hs, holder="t", review_every=None, distill_every=None, audit_every=60.0)
    assert sched.tick(now=0.0).audits == 0  # not due yet: one interval after start
    assert sched.tick(now=sched.jobs["audit"].due).audits == 1
    items = hs.conflicts(status="open")
    assert [(i.a_id, i.b_id) for i in items] == [(a.id, b.id)] and "audit: moved" in items[0].reason
    assert len(fake_openai.requests_to("chat")) == 1  # the LLM judged it, not the rules
    assert hs.get(a.id).status == Status.active  # an audit changes nothing
    hs.audit()  # the pair is in the judge's ledger: not sent again
    assert len(fake_openai.requests_to("chat")) == 1
    hs.close()


def test_undecidable_takes_the_soft_path_not_a_dispute(tmp_path: Path, e5: E5Embedder,
                                                       fake_openai: FakeOpenAI) -> None:
    """An LLM that cannot tell does what the rules judge's soft outcome does: both kept, linked as possibly
    updated (the older to the newer), no dispute, no down-weighting, no review item, no alert."""
    from hindsight.judge.llm import parse

    both = json.dumps({"verdicts": [
        {"pair": 1, "relation": "undecidable", "keep": "both", "type": "undecidable", "reason": "cannot tell"},
        {"pair": 2, "relation": "conflict", "keep": "neither", "type": "undecidable", "reason": "unsure"}]})
    for v in parse(both, 2):
        assert v.relation == Relation.unrelated and v.possibly_updated and v.keep == "both"
        assert v.type == ConflictType.undecidable and v.confident
    fake_openai.chat_content = answer_all("undecidable", "both", "undecidable")  # type: ignore[assignment]
    settings = Settings(home=tmp_path, judge="llm", llm_base_url=fake_openai.base_url, llm_model="judge",
                        event_review=False, llm_timeout_s=5)
    hs = Hindsight.open(tmp_path / "s", embedder=e5, settings=settings)
    a = hs.write("The user lives in Berlin", observed_at=T)
    b = hs.write("The user lives in Munich", observed_at=T + timedelta(days=30))
    assert b.action == "queued_for_review"
    before = {m: hs.get(m).confidence for m in (a.id, b.id)}
    rep = hs.review(now=T + timedelta(days=31))
    assert rep.llm_calls == 1 and rep.disputed == [] and rep.superseded == [] and rep.review_items == []
    old, new = hs.get(a.id), hs.get(b.id)
    assert old.status == new.status == Status.active
    # not down-weighted as a dispute would (× 0.7); the older may only have decayed a little over its idle month
    assert new.confidence == before[b.id] and old.confidence > 0.9 * before[a.id]
    assert old.metadata["possibly_updated_by"] == [b.id]
    assert hs.conflicts(status="open") == []
    hits = hs.search("Where does the user live?", now=T + timedelta(days=32), top_k=2, explain=True).results
    assert [h.id for h in hits] == [b.id, a.id] and hits[1].explain.possibly_updated_by == b.id
    hs.close()
