"""The LlamaIndex memory block, alone (aget/aput) and inside LlamaIndex's own ``Memory`` (real package, offline)."""

from __future__ import annotations

import asyncio

import pytest

from hindsight import Hindsight

pytest.importorskip("llama_index.core.memory")

from llama_index.core.base.llms.types import ChatMessage, MessageRole
from llama_index.core.memory import Memory
from llama_index.core.memory.memory import BaseMemoryBlock

from hindsight.adapters.llamaindex import HindsightMemoryBlock, to_messages


def test_block_aput_observes_and_aget_returns_the_context(fast_hs: Hindsight) -> None:
    block = HindsightMemoryBlock(hs=fast_hs, session_id="li-1")
    assert isinstance(block, BaseMemoryBlock)

    async def flow() -> str:
        await block.aput([ChatMessage(role=MessageRole.USER, content="Remember that my dog is called Biscuit"),
                          ChatMessage(role=MessageRole.ASSISTANT, content="Got it, Biscuit.")])
        return await block.aget([ChatMessage(role=MessageRole.USER, content="What is my dog called?")])

    text = asyncio.run(flow())
    assert "Biscuit" in text
    assert [t.role for t in fast_hs.session_turns("li-1")] == ["user", "assistant"]
    assert any("Biscuit" in m.content for m in fast_hs.list_memories().items)  # became a long-term memory
    assert asyncio.run(block.aget([])) == ""  # nothing to ask about: an empty block


def test_aput_with_session_id_goes_to_that_session(fast_hs: Hindsight) -> None:
    block = HindsightMemoryBlock(hs=fast_hs, session_id="li-default")
    msgs = [ChatMessage(role=MessageRole.USER, content="I work from Porto on Mondays")]
    asyncio.run(block.aput(msgs, session_id="li-other"))
    assert [t.content for t in fast_hs.session_turns("li-other")] == ["I work from Porto on Mondays"]
    assert fast_hs.session_turns("li-default") == []


def test_inside_llamaindex_memory(fast_hs: Hindsight) -> None:
    """LlamaIndex's ``Memory`` flushes old turns into the block and renders the block into the system message."""
    block = HindsightMemoryBlock(hs=fast_hs, session_id="li-2", priority=0)
    memory = Memory.from_defaults(session_id="li-2", memory_blocks=[block], token_limit=60,
                                  chat_history_token_ratio=0.5, token_flush_size=20,
                                  tokenizer_fn=lambda text: text.split())

    async def flow() -> list[ChatMessage]:
        await memory.aput_messages([
            ChatMessage(role=MessageRole.USER, content="Remember that I always fly with Lufthansa to Munich"),
            ChatMessage(role=MessageRole.ASSISTANT, content="Noted: Lufthansa to Munich."),
        ])
        for i in range(6):
            await memory.aput(ChatMessage(role=MessageRole.USER, content=f"small talk number {i} about the weather"))
        await memory.aput(ChatMessage(role=MessageRole.USER, content="Which airline do I fly with?"))
        return await memory.aget()

    history = asyncio.run(flow())
    assert any(t.content.startswith("Remember that I always fly") for t in fast_hs.session_turns("li-2"))
    system = [m for m in history if m.role == MessageRole.SYSTEM]
    assert system and "Lufthansa" in (system[0].content or "")


def test_to_messages_roles() -> None:
    out = to_messages([ChatMessage(role=MessageRole.TOOL, content="42"), ChatMessage(role=MessageRole.CHATBOT,
                       content="hi"), ChatMessage(role=MessageRole.USER, content="  ")])
    assert [(m.role, m.content) for m in out] == [("tool", "42"), ("assistant", "hi")]
