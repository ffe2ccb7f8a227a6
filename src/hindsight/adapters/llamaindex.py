"""A LlamaIndex memory block over Hindsight (``pip install 'agent-hindsight[llamaindex]'``).

>>> from llama_index.core.memory import Memory
>>> block = HindsightMemoryBlock(hs=Hindsight.open(), session_id="chat-42")      # doctest: +SKIP
>>> memory = Memory.from_defaults(session_id="chat-42", memory_blocks=[block])

``aput`` (LlamaIndex calls it with the messages its short-term memory flushes) sends the messages through
:meth:`Hindsight.observe`: they join the session's short-term turns and the important ones become long-term
memories. ``aget`` returns :meth:`Hindsight.context` for the latest user message (or ``query=``): the session's
recent turns, then the relevant long-term memories, dated and marked when uncertain, within ``budget_tokens``.
"""

from __future__ import annotations

import asyncio
from typing import Any

from llama_index.core.base.llms.types import ChatMessage
from llama_index.core.memory.memory import BaseMemoryBlock
from pydantic import Field

from hindsight.client import Hindsight
from hindsight.model import Message

ROLES = {"user": "user", "assistant": "assistant", "system": "system", "developer": "system", "tool": "tool",
         "function": "tool", "chatbot": "assistant", "model": "assistant"}


def to_messages(messages: list[ChatMessage]) -> list[Message]:
    """LlamaIndex chat messages as ``observe`` turns (messages without text are left out)."""
    out: list[Message] = []
    for m in messages:
        text = (m.content or "").replace("\x00", "")
        if text.strip():
            role = ROLES.get(str(getattr(m.role, "value", m.role)), "user")
            out.append(Message(role=role, content=text[:20_000]))  # type: ignore[arg-type]
    return out


class HindsightMemoryBlock(BaseMemoryBlock[str]):
    """Long-term memory for a LlamaIndex ``Memory``: one block per conversation (``session_id``)."""

    name: str = Field(default="hindsight", description="The name of the memory block.")
    description: str | None = Field(default="What Hindsight remembers: recent turns, then relevant memories.")
    hs: Hindsight = Field(exclude=True, description="The Hindsight instance that remembers.")
    session_id: str = Field(description="The conversation: its turns and the session of its memories.")
    bank: str | None = Field(default=None, description="The bank (default: the instance's default bank).")
    budget_tokens: int = Field(default=800, ge=1, description="At most this many tokens in the block.")

    async def _aget(self, messages: list[ChatMessage] | None = None, **block_kwargs: Any) -> str:
        query = block_kwargs.get("query") or next(
            (m.content for m in reversed(messages or []) if str(getattr(m.role, "value", m.role)) == "user"
             and (m.content or "").strip()), None)
        if not query:
            query = next((m.content for m in reversed(messages or []) if (m.content or "").strip()), None)
        if not query:
            return ""
        block = await asyncio.to_thread(self.hs.context, self.session_id, str(query)[:4000],
                                        budget_tokens=self.budget_tokens, bank=self.bank)
        return block.text

    async def _aput(self, messages: list[ChatMessage]) -> None:
        by_session: dict[str, list[ChatMessage]] = {}
        for m in messages:  # Memory.aput(session_id=...) stamps each message with its session
            by_session.setdefault(str(m.additional_kwargs.get("session_id") or self.session_id), []).append(m)
        for session, group in by_session.items():
            turns = to_messages(group)
            if turns:
                await asyncio.to_thread(self.hs.observe, session, turns, bank=self.bank)
