"""The OpenAI Agents SDK ``Session`` adapter, driven by the real ``Runner`` with an offline model (no LLM call)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest

from hindsight import Hindsight

pytest.importorskip("agents")

from agents import Agent, Runner, SQLiteSession, set_tracing_disabled
from agents.items import ModelResponse
from agents.memory.session import Session
from agents.models.interface import Model
from agents.usage import Usage
from openai.types.responses import ResponseOutputMessage, ResponseOutputText

from hindsight.adapters.openai_agents import HindsightSession, default_history_path, message_text


class EchoModel(Model):
    """A model that answers without a network: it records what the Runner sent and replies with a fixed text."""

    def __init__(self) -> None:
        self.inputs: list[Any] = []

    async def get_response(self, system_instructions: str | None, input: Any, *args: Any,
                           **kwargs: Any) -> ModelResponse:
        self.inputs.append(input)
        text = f"noted ({len(input)} items so far)"
        msg = ResponseOutputMessage(id="msg_1", type="message", role="assistant", status="completed",
                                    content=[ResponseOutputText(type="output_text", text=text, annotations=[])])
        return ModelResponse(output=[msg], usage=Usage(), response_id=None)

    def stream_response(self, *args: Any, **kwargs: Any) -> AsyncIterator[Any]:
        raise NotImplementedError


def test_runner_keeps_the_conversation_and_hindsight_remembers(fast_hs: Hindsight) -> None:
    set_tracing_disabled(True)
    model = EchoModel()
    agent = Agent(name="assistant", instructions="Be brief.", model=model)
    session = HindsightSession("chat-1", fast_hs, history=SQLiteSession("chat-1"))
    assert isinstance(session, Session)

    async def chat() -> None:
        await Runner.run(agent, "Remember that I am allergic to peanuts", session=session)
        await Runner.run(agent, "What should I avoid eating?", session=session)

    asyncio.run(chat())
    # the second turn saw the first exchange: the Runner read it back from the session
    second = model.inputs[1]
    assert message_text(second[0]) == ("user", "Remember that I am allergic to peanuts")
    assert len(second) == 3
    items = asyncio.run(session.get_items())
    assert [message_text(i) for i in items][-1] == ("assistant", "noted (3 items so far)")
    assert len(asyncio.run(session.get_items(limit=2))) == 2

    # every text message went through observe: short-term turns, and the allergy became a long-term memory
    turns = fast_hs.session_turns("chat-1")
    assert [t.role for t in turns] == ["user", "assistant", "user", "assistant"]
    hits = fast_hs.search("peanuts allergy").results
    assert hits and "peanuts" in hits[0].content
    block = asyncio.run(session.context("what does the user avoid?"))
    assert "peanuts" in block.text


def test_pop_and_clear_like_the_sdk(fast_hs: Hindsight) -> None:
    session = HindsightSession("chat-2", fast_hs)  # default log: agents_history.sqlite3 beside hindsight.db

    async def flow() -> None:
        await session.add_items([{"role": "user", "content": "My favourite colour is teal"},
                                 {"type": "function_call", "call_id": "c1", "name": "lookup", "arguments": "{}"},
                                 {"type": "function_call_output", "call_id": "c1", "output": "ok"}])
        items = await session.get_items()
        assert [i.get("type") for i in items] == [None, "function_call", "function_call_output"]
        assert (await session.pop_item())["type"] == "function_call_output"  # type: ignore[index]
        assert len(await session.get_items()) == 2
        await session.clear_session()
        assert await session.get_items() == [] and await session.pop_item() is None

    asyncio.run(flow())
    assert default_history_path(fast_hs) == fast_hs.store.path.parent / "agents_history.sqlite3"  # type: ignore[attr-defined]
    assert default_history_path(fast_hs).exists()
    # clearing the conversation keeps what Hindsight learned from it
    assert "teal" in fast_hs.search("favourite colour").results[0].content
    # the log is persistent: a new session object on the same id sees the same (now empty) conversation
    asyncio.run(HindsightSession("chat-2", fast_hs).add_items([{"role": "user", "content": "hello again"}]))
    assert len(asyncio.run(HindsightSession("chat-2", fast_hs).get_items())) == 1


def test_message_text_reads_every_message_shape() -> None:
    assert message_text({"role": "user", "content": "hi"}) == ("user", "hi")
    assert message_text({"role": "developer", "content": "rules"}) == ("system", "rules")
    parts = {"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": "a"},
                                                                  {"type": "refusal", "refusal": "x"}]}
    assert message_text(parts) == ("assistant", "a")
    assert message_text({"type": "function_call", "name": "f"}) is None
    assert message_text({"role": "user", "content": "   "}) is None
