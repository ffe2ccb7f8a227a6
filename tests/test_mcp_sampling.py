"""The agent's own model as the judge (issue #15 item 5): a real MCP client session (the SDK's Client, in
process) whose sampling callback serves scripted verdicts; the server's memory_review asks it to judge the pairs
the rules leave undecided — good answers, refusals, malformed output and timeouts — and falls back like the
server's LLM judge (the pair waits for the next review)."""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client, types

from hindsight import Hindsight, Settings, Status
from hindsight.embedder.e5 import E5Embedder
from hindsight.faces.mcp.server import create_mcp

pytestmark = [pytest.mark.integration, pytest.mark.anyio]

T = datetime(2025, 1, 1, tzinfo=UTC)
Answer = Callable[[types.CreateMessageRequestParams], Awaitable[types.CreateMessageResult | types.ErrorData]]


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def open_hs(tmp_path: Path, e5: E5Embedder) -> Iterator[Callable[..., Hindsight]]:
    opened: list[Hindsight] = []

    def make(**kw: Any) -> Hindsight:
        fields: dict[str, Any] = {"home": tmp_path, "event_review": False, "judge": "rules",
                                  "mcp_sampling_judge": True, "llm_timeout_s": 5.0, **kw}
        h = Hindsight.open(tmp_path / "store", embedder=e5, settings=Settings(**fields))
        opened.append(h)
        return h

    yield make
    for h in opened:
        h.close()


def verdicts(relation: str, keep: str = "B", ctype: str = "temporal") -> Callable[[str], str]:
    def fn(prompt: str) -> str:
        n = len(re.findall(r"^Pair \d+:", prompt, flags=re.M))
        return json.dumps({"verdicts": [{"pair": i + 1, "relation": relation, "conflict": relation == "conflict",
                                         "keep": keep, "type": ctype, "reason": "scripted"} for i in range(n)]})
    return fn


class Model:
    """The client's model: a queue of scripted behaviours, each request recorded."""

    def __init__(self, *script: Answer) -> None:
        self.script = list(script)
        self.requests: list[types.CreateMessageRequestParams] = []

    async def __call__(self, context: Any, params: types.CreateMessageRequestParams,
                       ) -> types.CreateMessageResult | types.ErrorData:
        self.requests.append(params)
        return await self.script.pop(0)(params)


def text(fn: Callable[[str], str]) -> Answer:
    async def answer(params: types.CreateMessageRequestParams) -> types.CreateMessageResult:
        prompt = params.messages[0].content.text  # type: ignore[union-attr]
        return types.CreateMessageResult(role="assistant", model="client-model", stop_reason="endTurn",
                                         content=types.TextContent(type="text", text=fn(prompt)))
    return answer


def refuse() -> Answer:
    async def answer(params: types.CreateMessageRequestParams) -> types.ErrorData:
        return types.ErrorData(code=-1, message="the user declined the sampling request")
    return answer


def hang(seconds: float) -> Answer:
    async def answer(params: types.CreateMessageRequestParams) -> types.CreateMessageResult:
        await anyio.sleep(seconds)
        return await text(verdicts("conflict"))(params)
    return answer


def berlin_munich(hs: Hindsight) -> tuple[str, str]:
    a = hs.write("The user lives in Berlin", observed_at=T)
    b = hs.write("The user lives in Munich", observed_at=T)
    assert b.action == "queued_for_review"  # the rules cannot tell which is current
    return a.id, b.id


async def review(hs: Hindsight, model: Model | None, *, mode: str = "legacy", **kw: Any) -> dict[str, Any]:
    """memory_review over a client session; sampling needs a handshake-era ("legacy") session."""
    args: dict[str, Any] = {"sampling_callback": model} if model is not None else {}
    async with Client(create_mcp(hs, tools_spec="all"), read_timeout_seconds=60, mode=mode, **args) as c:
        r = await c.call_tool("memory_review", {"now": (T + timedelta(hours=1)).isoformat(), **kw})
        assert not r.is_error, r.content
        assert isinstance(r.structured_content, dict)
        return r.structured_content


async def test_the_clients_model_judges_what_the_rules_leave_undecided(open_hs: Callable[..., Hindsight]) -> None:
    hs = open_hs()
    a, b = berlin_munich(hs)
    model = Model(text(verdicts("conflict", "B", "temporal")))
    rep = await review(hs, model)
    assert rep["judge"] == "sampling" and rep["llm_calls"] == 1 and rep["tokens_used"] > 0, rep
    assert rep["superseded"] == [a] and rep["disputed"] == []
    assert hs.get(a).status == Status.superseded and hs.get(b).status == Status.active
    req = model.requests[0]
    assert req.system_prompt and "memory consistency reviewer" in req.system_prompt
    prompt = req.messages[0].content.text  # type: ignore[union-attr]
    assert "Pair 1:" in prompt and "Berlin" in prompt and "Munich" in prompt and req.temperature == 0
    ev = next(e for e in hs.trace(a).events if e.type == "superseded")
    assert ev.actor == "review:sampling"
    # judged once: an edit-free second review sends nothing
    hs.write("The user lives in Munich, near the river", observed_at=T + timedelta(minutes=5))
    again = await review(hs, Model())
    assert again["llm_calls"] == 0


async def test_a_refusal_defers_the_pair_and_the_next_review_judges_it(open_hs: Callable[..., Hindsight]) -> None:
    hs = open_hs()
    a, b = berlin_munich(hs)
    rep = await review(hs, Model(refuse()))
    assert rep["pairs_deferred"] == 1 and rep["pairs_failed"] == 1 and rep["disputed"] == []
    assert hs.get(a).status == Status.active and b in hs.store.queued("default")
    rep = await review(hs, Model(text(verdicts("unrelated", "both", "undecidable"))))
    assert rep["pairs_judged"] == 1 and rep["llm_calls"] == 1 and rep["disputed"] == []
    assert hs.store.queued("default") == []


async def test_malformed_answers_are_retried_then_deferred(open_hs: Callable[..., Hindsight]) -> None:
    hs = open_hs()
    a, _ = berlin_munich(hs)
    model = Model(text(lambda p: "Sure! Pair 1 conflicts."), text(lambda p: '{"verdicts": []}'),
                  text(lambda p: "{not json"))
    rep = await review(hs, model)
    assert len(model.requests) == 3  # the first answer and two retries, each told what was wrong
    retry = model.requests[1].messages
    assert retry[-1].role == "user" and "could not be parsed" in retry[-1].content.text  # type: ignore[union-attr]
    assert rep["pairs_deferred"] == 1 and rep["pairs_failed"] == 1 and rep["llm_calls"] == 3
    assert hs.get(a).status == Status.active


async def test_a_model_that_does_not_answer_in_time_defers(open_hs: Callable[..., Hindsight]) -> None:
    hs = open_hs(llm_timeout_s=0.3)
    a, b = berlin_munich(hs)
    rep = await review(hs, Model(hang(5.0)))
    assert rep["pairs_deferred"] == 1 and rep["pairs_failed"] == 1 and rep["superseded"] == []
    assert hs.get(a).status == Status.active and b in hs.store.queued("default")


async def test_it_is_opt_in(open_hs: Callable[..., Hindsight]) -> None:
    off = open_hs(mcp_sampling_judge=False)
    berlin_munich(off)
    model = Model(text(verdicts("conflict")))
    rep = await review(off, model)
    assert model.requests == [] and rep["judge"] == "rules"  # off: the rules decide, the client is never asked


async def test_a_client_without_sampling_gets_the_rules(open_hs: Callable[..., Hindsight]) -> None:
    hs = open_hs()
    berlin_munich(hs)
    rep = await review(hs, None)
    assert rep["judge"] == "rules" and rep["llm_calls"] == 0


async def test_a_modern_session_cannot_be_asked_and_gets_the_rules(open_hs: Callable[..., Hindsight]) -> None:
    hs = open_hs()
    berlin_munich(hs)
    model = Model(text(verdicts("conflict")))
    rep = await review(hs, model, mode="auto")  # 2026-07-28: no server-initiated requests
    assert model.requests == [] and rep["judge"] == "rules" and rep["pairs_failed"] == 0


async def test_over_streamable_http_the_request_rides_the_review_call(open_hs: Callable[..., Hindsight]) -> None:
    from hindsight.faces.http.app import RunningServer, create_app

    hs = open_hs(mcp_tools="all", review_interval_seconds=0)
    a, b = berlin_munich(hs)
    model = Model(text(verdicts("conflict", "B", "temporal")))
    with RunningServer(create_app(hs)) as server:
        async with Client(server.url + "/mcp", mode="legacy", sampling_callback=model, read_timeout_seconds=60) as c:
            r = await c.call_tool("memory_review", {"now": (T + timedelta(hours=1)).isoformat()})
    assert not r.is_error and isinstance(r.structured_content, dict), r.content
    assert r.structured_content["judge"] == "sampling" and r.structured_content["superseded"] == [a]
    assert len(model.requests) == 1 and hs.get(b).status == Status.active
