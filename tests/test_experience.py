"""Experience memory (E1-E3): trace capture, rule distillation, recall — real SQLite store; the real e5 embedder
where an assertion depends on what recall finds, the hash embedder elsewhere."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from mcp import Client, StdioServerParameters
from typer.testing import CliRunner

from fake_openai import FakeOpenAI, ok
from helpers import data
from helpers.data import AUTH, RETRY, ROUTINE, TIMEOUT
from helpers.hash_embedder import HashEmbedder
from hindsight import Hindsight, Settings
from hindsight.embedder.e5 import E5Embedder
from hindsight.errors import InvalidInput
from hindsight.experience import decide_outcome, distill_trace, error_kind
from hindsight.experience.llm import LLMDistiller, parse
from hindsight.faces.cli.main import app as cli_app
from hindsight.faces.http.app import RunningServer, create_app
from hindsight.llm.openai import OpenAIChat
from hindsight.model import Kind

T0 = datetime(2026, 5, 1, 9, 0, tzinfo=UTC)
LATER = T0 + timedelta(hours=1)


def record(hs: Hindsight, trace_id: str, steps: list[dict[str, Any]], **common: Any) -> None:
    data.record(hs, trace_id, steps, T0, **common)


def test_outcome_from_business_result_not_transport() -> None:
    assert decide_outcome({"status": 200, "error": "order not found"}) == "fail"
    assert decide_outcome({"isError": True, "content": [{"type": "text", "text": "boom"}]}) == "fail"
    assert decide_outcome({"status": "failed"}) == "fail"
    assert decide_outcome({"ok": False}) == "fail"
    assert decide_outcome({"status": "partial", "items": [1]}) == "partial"
    assert decide_outcome({"status": 200, "items": []}) == "success"
    assert decide_outcome({"status_code": 401}) == "fail"
    assert decide_outcome("Error: connection refused") == "fail"
    assert decide_outcome("请求超时") == "fail"
    assert decide_outcome("all good") == "success"
    assert error_kind({"error": "401 Unauthorized: token expired"}) == "auth"
    assert error_kind({"error": "request timed out after 30s"}) == "timeout"
    assert error_kind({"error": "请求超时"}) == "timeout"
    assert error_kind({"error": "unknown field 'qty'"}) == "other"


def _steps(raw: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{**s, "outcome": decide_outcome(s["tool_output"])} for s in raw]


def test_rules_find_the_three_patterns_and_nothing_in_routine_traces() -> None:
    (r,) = distill_trace("a", _steps(RETRY))
    assert r.rule == "retry_with_other_args" and "2026-05-02T10:00:00Z" in r.action and r.trace_ids == ["a"]
    assert r.level == "scenario" and r.tool_name == "calendar.create"
    (a,) = distill_trace("b", _steps(AUTH))
    assert a.rule == "auth_then_login" and "auth.login" in a.action and a.level == "general"
    (t,) = distill_trace("c", _steps(TIMEOUT))
    assert t.rule == "timeout_then_smaller" and "limit" in t.action
    assert distill_trace("d", _steps(ROUTINE)) == []
    # a failure never fixed teaches nothing by rule
    assert distill_trace("e", _steps(RETRY[:1])) == []


def test_distill_stores_experiences_once_and_reports(fast_hs: Hindsight) -> None:
    hs = fast_hs
    record(hs, "tr-retry", RETRY)
    record(hs, "tr-auth", AUTH)
    record(hs, "tr-timeout", TIMEOUT)
    record(hs, "tr-ok", ROUTINE)
    # still running (last step seconds ago): nothing to distil yet
    assert hs.experience_distill(now=T0 + timedelta(seconds=30)).traces == 0
    rep = hs.experience_distill(now=LATER)
    assert rep.traces == 4 and len(rep.created) == 3 and rep.reinforced == []
    mems = [hs.get(i) for i in rep.created]
    assert all(m.kind == Kind.experience for m in mems)
    meta = {m.metadata["experience"]["rule"]: m.metadata for m in mems}
    assert meta["auth_then_login"]["experience"]["trace_ids"] == ["tr-auth"]
    assert all(m["hit_count"] == 1 for m in meta.values())
    # already distilled: a second run does nothing
    assert hs.experience_distill(now=LATER).traces == 0


def test_conflicting_lessons_of_different_agents_go_to_review(hs: Hindsight) -> None:
    record(hs, "a1", AUTH, agent="agent-a")
    first = hs.experience_distill(now=LATER)
    sso = [AUTH[0], {**AUTH[1], "tool_name": "auth.sso_login", "tool_input": {"provider": "okta"}}, AUTH[2]]
    record(hs, "b1", sso, agent="agent-b")
    second = hs.experience_distill(now=LATER + timedelta(hours=1))
    assert second.created == [] and len(second.disputed) == 1
    (item,) = hs.conflicts()
    assert {item.a_id, item.b_id} == {first.created[0], second.disputed[0]}
    assert {hs.get(i).status.value for i in (item.a_id, item.b_id)} == {"disputed"}
    assert any(a["kind"] == "conflict" for a in hs.alerts())
    # the same agent seeing its lesson again is a hit, not a conflict
    record(hs, "a2", AUTH, agent="agent-a")
    third = hs.experience_distill(now=LATER + timedelta(hours=2))
    assert third.reinforced == first.created and third.disputed == []


def test_recall_before_and_during_a_task(hs: Hindsight) -> None:
    record(hs, "tr-retry", RETRY)
    record(hs, "tr-auth", AUTH)
    record(hs, "tr-timeout", TIMEOUT)
    hs.experience_distill(now=LATER)
    # before a task, by intent
    hits = hs.experience_recall("download the sales report for March")
    assert hits and hits[0].experience.rule == "auth_then_login"
    assert hits[0].similarity >= hs.embedder.calibration.experience
    # during a task, on failure: tool name + error text
    hits = hs.experience_recall("", tool_name="crm.export", error="timeout after 30s")
    assert [h.experience.rule for h in hits] == ["timeout_then_smaller"]
    # the tool filter applies before ranking
    assert hs.experience_recall("download the monthly sales report", tool_name="weather.get") == []
    # an unrelated intent recalls nothing
    assert hs.experience_recall("what is the capital of Mongolia") == []
    # recalled lessons count as used (the review loop decays and archives lessons never recalled)
    auth_id = hs.experience_recall("download the sales report for March")[0].id
    assert hs.get(auth_id).last_accessed is not None


def test_distill_all_banks(fast_hs: Hindsight) -> None:
    hs = fast_hs
    from hindsight.experience.service import distill_all

    record(hs, "a", AUTH, bank="team-a")
    record(hs, "b", TIMEOUT, bank="team-b")
    reps = {r.bank: r for r in distill_all(hs.engine, LATER)}
    assert len(reps["team-a"].created) == 1 and len(reps["team-b"].created) == 1
    assert hs.experience_recall("download the monthly sales report", bank="team-b") == []


def test_recall_validates(fast_hs: Hindsight) -> None:
    hs = fast_hs
    with pytest.raises(InvalidInput):
        hs.experience_recall("  ")
    with pytest.raises(InvalidInput):
        hs.experience_recall("x", top_k=0)


# -- faces --------------------------------------------------------------------------------------------------
@pytest.fixture
def server(tmp_path: Path, e5: E5Embedder) -> Iterator[RunningServer]:
    h = Hindsight.open(tmp_path / "store", embedder=e5, settings=Settings(home=tmp_path, review_interval_seconds=0,
                                                                                mcp_tools="all"))
    with RunningServer(create_app(h)) as s:
        yield s
    h.close()


def _json_steps(raw: list[dict[str, Any]], trace_id: str) -> list[dict[str, Any]]:
    return [{"trace_id": trace_id, "step_index": i, "at": (T0 + timedelta(seconds=i)).isoformat(), **s}
            for i, s in enumerate(raw)]


@pytest.mark.integration
def test_http_routes(server: RunningServer) -> None:
    with httpx.Client(base_url=server.url, timeout=60) as api:
        for step in _json_steps(AUTH, "h1"):
            r = api.post("/v1/banks/ops/traces", json=step)
            assert r.status_code == 200, r.text
        assert r.json()["outcome"] == "success"
        steps = api.get("/v1/banks/ops/traces/h1").json()
        assert [s["outcome"] for s in steps] == ["fail", "success", "success"]
        assert api.post("/v1/banks/ops/traces", json={"trace_id": "h1", "step_index": -1}).status_code == 422
        assert api.post("/v1/banks/ops/traces", json={"trace_id": "h1", "step_index": 0, "x": 1}).status_code == 422
        r = api.post("/v1/banks/ops/experiences/distill", json={"now": LATER.isoformat()})
        assert r.status_code == 200, r.text
        assert r.json()["traces"] == 1 and len(r.json()["created"]) == 1
        r = api.post("/v1/banks/ops/experiences/recall", json={"intent": "download the sales report"})
        assert r.status_code == 200, r.text
        assert r.json()["results"][0]["experience"]["rule"] == "auth_then_login"
        assert api.post("/v1/banks/ops/experiences/recall", json={"intent": "x", "top_k": 0}).status_code == 422
        assert api.post("/v1/banks/nope/experiences/recall", json={"intent": "x"}).status_code == 404


@pytest.mark.integration
@pytest.mark.anyio
@pytest.mark.parametrize("anyio_backend", ["asyncio"])
async def test_mcp_tools(server: RunningServer, anyio_backend: str) -> None:
    async with Client(server.url + "/mcp") as c:
        names = {t.name for t in (await c.list_tools()).tools}
        assert {"trace_step", "experience_distill", "experience_recall"} <= names
        for step in _json_steps(TIMEOUT, "m1"):
            r = await c.call_tool("trace_step", step)
            assert not r.is_error, r.content
        r = await c.call_tool("experience_distill", {"now": LATER.isoformat()})
        assert not r.is_error, r.content
        assert len((r.structured_content or {})["created"]) == 1
        r = await c.call_tool("experience_recall", {"intent": "", "tool_name": "crm.export",
                                                   "error": "timeout after 30s"})
        assert not r.is_error, r.content
        (hit,) = (r.structured_content or {})["results"]
        assert hit["experience"]["rule"] == "timeout_then_smaller" and "limit" in hit["experience"]["action"]
        bad = await c.call_tool("trace_step", {"trace_id": "m1", "step_index": 0, "outcome": "maybe"})
        assert bad.is_error


def test_cli_trace_import_distill_recall(tmp_path: Path, e5: E5Embedder, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HINDSIGHT_HOME", str(tmp_path / "home"))
    log = tmp_path / "trace.jsonl"
    log.write_text("\n".join(json.dumps(s, ensure_ascii=False) for s in _json_steps(RETRY, "c1")) + "\n",
                   encoding="utf-8")
    st = ["--store", str(tmp_path / "store")]
    res = CliRunner().invoke(cli_app, ["trace-import", str(log), *st])
    assert res.exit_code == 0, res.output
    assert "2 steps, 2 new" in res.output
    res = CliRunner().invoke(cli_app, ["distill", *st, "--now", LATER.isoformat()])
    assert res.exit_code == 0, res.output
    assert "1 new experiences" in res.output and "retry_with_other_args" in res.output
    res = CliRunner().invoke(cli_app, ["recall", "schedule a calendar event for the team sync", *st, "--json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.output)["results"][0]["experience"]["tool_name"] == "calendar.create"


# -- LLM distiller (seed 002 prompt shape) ---------------------------------------------------------------------
WRONG_TOOL = [
    {"intent": "find the customer's latest invoice", "tool_name": "search_docs", "tool_input": {"q": "invoice 4711"},
     "tool_output": {"results": []}, "outcome": "fail"},
    {"intent": "find the customer's latest invoice", "tool_name": "billing.invoices",
     "tool_input": {"customer": 4711}, "tool_output": {"invoices": [{"id": "inv-9"}]}},
]
LESSON = json.dumps({"scenario": "looking up a customer's invoices", "problem": "search_docs found nothing",
                     "cause": "invoices live in the billing system, not in the document index",
                     "action": "query billing.invoices with the customer id", "level": "scenario"})


def _distiller(srv: FakeOpenAI) -> LLMDistiller:
    return LLMDistiller(OpenAIChat(srv.base_url, "distill-model", timeout_s=5, retries=1, backoff_s=0.01))


def test_parse_lesson_none_and_bullets() -> None:
    assert parse("NONE") is None and parse(" none. ") is None
    assert parse(LESSON) == json.loads(LESSON)
    bullets = parse("- 场景：查询客户发票\n- 问题：search_docs 没有结果\n"
                    "- 原因：发票在计费系统\n- 对策：调用 billing.invoices")
    assert bullets is not None and bullets["action"] == "调用 billing.invoices" and bullets["level"] == "scenario"


def test_llm_distiller_handles_what_rules_cannot(hs: Hindsight, fake_openai: FakeOpenAI) -> None:
    record(hs, "w1", WRONG_TOOL)
    record(hs, "ok", ROUTINE)
    fake_openai.script("chat", ok(content=LESSON))
    rep = hs.experience_distill(now=LATER, distiller=_distiller(fake_openai))
    assert rep.traces == 2 and len(rep.created) == 1 and rep.llm_calls == 1  # the routine trace costs no call
    (req,) = fake_openai.requests_to("chat")
    msgs = req.body["messages"]
    assert "NONE" in msgs[0]["content"] and "search_docs" in msgs[1]["content"]
    (e,) = rep.experiences
    assert e.rule == "llm" and e.tool_name == "search_docs" and e.trace_ids == ["w1"]
    hits = hs.experience_recall("find invoices for a customer")
    assert hits and "billing.invoices" in hits[0].experience.action


def test_recall_filters_by_outcome(hs: Hindsight, fake_openai: FakeOpenAI) -> None:
    """Rule lessons saw their fix work (success); an LLM lesson from a trace that ended failing is a warning (fail);
    ``outcome`` filters before ranking."""
    record(hs, "fixed", AUTH)
    record(hs, "gave-up", WRONG_TOOL[:1])  # the agent never found the invoice
    fake_openai.script("chat", ok(content=LESSON))
    rep = hs.experience_distill(now=LATER, distiller=_distiller(fake_openai))
    assert sorted(e.outcome or "" for e in rep.experiences) == ["fail", "success"]
    assert [h.experience.outcome for h in hs.experience_recall("find invoices for a customer")] == ["fail"]
    assert hs.experience_recall("find invoices for a customer", outcome="success") == []
    assert hs.experience_recall("download the monthly sales report", outcome="success")
    assert hs.experience_recall("download the monthly sales report", outcome="fail") == []
    with pytest.raises(InvalidInput):
        hs.experience_recall("x", outcome="maybe")


def test_distill_batch_size_and_idle_time_are_settings(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    s = Settings(home=tmp_path, distill_max_traces=2, trace_idle_seconds=60)
    with Hindsight.open(tmp_path / "st", embedder=hash_embedder, settings=s) as h:
        for i in range(3):
            record(h, f"t{i}", AUTH)
        assert h.experience_distill(now=T0 + timedelta(seconds=30)).traces == 0  # still running (idle < 60 s)
        assert h.experience_distill(now=T0 + timedelta(seconds=90)).traces == 2
        assert h.experience_distill(now=T0 + timedelta(seconds=90)).traces == 1


def test_llm_distiller_none_and_malformed_retries_then_drop(fast_hs: Hindsight, fake_openai: FakeOpenAI) -> None:
    hs = fast_hs
    record(hs, "n1", WRONG_TOOL)
    fake_openai.script("chat", ok(content="NONE"))
    rep = hs.experience_distill(now=LATER, distiller=_distiller(fake_openai))
    assert rep.created == [] and rep.llm_calls == 1 and rep.dropped == 0
    record(hs, "m1", WRONG_TOOL)
    fake_openai.script("chat", ok(content="sure! here it is"), ok(content='{"scenario": "x"}'), ok(content="???"))
    rep = hs.experience_distill(now=LATER, distiller=_distiller(fake_openai))
    assert rep.created == [] and rep.llm_calls == 3 and rep.dropped == 1
    last = fake_openai.requests_to("chat")[-1].body["messages"]
    assert last[-1]["role"] == "user" and "missing" in last[-1]["content"]
    record(hs, "r1", WRONG_TOOL)
    fake_openai.script("chat", ok(content="not json"), ok(content=LESSON))
    rep = hs.experience_distill(now=LATER, distiller=_distiller(fake_openai))
    assert len(rep.created) == 1 and rep.llm_calls == 2


# -- recording MCP proxy ----------------------------------------------------------------------------------------
ORDERS = str(Path(__file__).resolve().parent / "helpers" / "orders_mcp.py")


async def _agent_session(c: Client) -> list[Any]:
    names = {t.name for t in (await c.list_tools()).tools}
    assert names == {"login", "get_order"}
    first = await c.call_tool("get_order", {"order_id": 7})
    await c.call_tool("login", {"user": "bot"})
    second = await c.call_tool("get_order", {"order_id": 7})
    return [first, second]


@pytest.mark.integration
@pytest.mark.anyio
@pytest.mark.parametrize("anyio_backend", ["asyncio"])
async def test_recording_proxy_in_process(hs: Hindsight, anyio_backend: str) -> None:
    from hindsight.experience.proxy import Recorder, make_proxy

    rec = Recorder(hs, trace_id="px1", intent="look up order 7")
    server = StdioServerParameters(command=sys.executable, args=[ORDERS])
    async with Client(server, read_timeout_seconds=60) as down, Client(make_proxy(down, rec)) as agent:
        first, second = await _agent_session(agent)
    # forwarded unchanged: the business failure comes back as the server sent it (not a transport error)
    assert first.structured_content == {"status": 401, "error": "Unauthorized: please log in first"}
    assert second.structured_content == {"order_id": 7, "state": "shipped"}
    steps = hs.trace_steps("px1")
    assert [(s["tool_name"], s["outcome"]) for s in steps] == [
        ("get_order", "fail"), ("login", "success"), ("get_order", "success")]
    assert steps[0]["tool_input"] == {"order_id": 7} and steps[0]["intent"] == "look up order 7"
    rep = hs.experience_distill(now=datetime.now(UTC) + timedelta(hours=1))
    (e,) = rep.experiences
    assert e.rule == "auth_then_login" and "login" in e.action


@pytest.mark.integration
@pytest.mark.anyio
@pytest.mark.parametrize("anyio_backend", ["asyncio"])
async def test_hindsight_proxy_command(tmp_path: Path, anyio_backend: str) -> None:
    home = tmp_path / "home"
    env = {**os.environ, "HINDSIGHT_HOME": str(home)}
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "hindsight", "proxy", "--store", str(home / "store.db"), "--trace-id", "cli1",
              "--intent", "look up order 7", "--", sys.executable, ORDERS],
        env=env,
    )
    async with Client(params, read_timeout_seconds=120) as agent:
        first, _second = await _agent_session(agent)
    assert first.structured_content is not None and first.structured_content["status"] == 401
    with Hindsight.open(home / "store.db", settings=Settings(home=home)) as h:
        assert [s["outcome"] for s in h.trace_steps("cli1")] == ["fail", "success", "success"]


def test_lessons_never_recalled_for_90_days_are_archived(fast_hs: Hindsight) -> None:
    hs = fast_hs
    from datetime import UTC, datetime, timedelta

    t0 = datetime(2025, 1, 1, tzinfo=UTC)
    lesson = hs.write("When the orders API returns 401, log in with the service account first, then retry",
                      kind="experience", source="agent", observed_at=t0, now=t0, critical=False)
    fact = hs.write("The user's favourite editor is Helix", observed_at=t0, now=t0)
    hs.review(now=t0 + timedelta(days=60))
    assert hs.get(lesson.id).status == "active"
    rep = hs.review(now=t0 + timedelta(days=95))
    assert lesson.id in rep.archived and fact.id not in rep.archived
    assert hs.get(fact.id).status == "active"


def test_dedup_never_merges_other_tools_environments_or_error_codes(hs: Hindsight) -> None:
    """Issue #15: at the seed's 0.9 on e5 a report_api timeout lesson was folded into an orders_api 401 lesson and
    could no longer be recalled. Lessons merge only within one tool and environment, at e5's calibrated cosine."""
    from hindsight.experience.service import store_experience
    from hindsight.model import Experience

    bank = hs.engine.bank(None, create=True)

    def lesson(tool: str, scenario: str, problem: str, env: str | None = "prod") -> Experience:
        return Experience(scenario=scenario, problem=problem, cause="see problem", action="retry later",
                          tool_name=tool, environment=env, rule="test")

    orders = lesson("orders_api", "calling orders_api to list orders", "401 unauthorized")
    mid, how = store_experience(hs.engine, bank, orders, T0)
    assert how == "created"
    others = [lesson("report_api", "calling report_api for the monthly report", "request timed out after 30 s"),
              lesson("orders_api", "calling orders_api to list orders", "request timed out"),
              lesson("orders_api", "calling orders_api to list orders", "403 forbidden"),
              lesson("orders_api", "calling orders_api to list orders", "401 unauthorized", env="staging")]
    for exp in others:
        assert store_experience(hs.engine, bank, exp, T0)[1] == "created", exp
    # the same lesson seen again is a hit on the first
    assert store_experience(hs.engine, bank, orders, T0 + timedelta(hours=1)) == (mid, "reinforced")
    assert hs.get(mid).metadata["hit_count"] == 2
    assert hs.engine.embedder.calibration.experience_dedup > 0.9
