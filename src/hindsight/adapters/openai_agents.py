"""An OpenAI Agents SDK ``Session`` over Hindsight (``pip install 'agent-hindsight[openai-agents]'``).

>>> session = HindsightSession("chat-42", Hindsight.open())          # doctest: +SKIP
>>> await Runner.run(agent, "I'm vegetarian, remember that", session=session)

``add_items`` keeps the Runner's items exactly as given (tool calls and reasoning included) in a conversation log
(an ``agents.SQLiteSession`` in ``agents_history.sqlite3`` next to an embedded store's ``hindsight.db``, else
under the Hindsight home; ``history=`` names another session), and sends every text message through
:meth:`Hindsight.observe`: it joins the session's short-term turns and the important ones become long-term
memories (a correction supersedes the old fact). ``get_items`` / ``pop_item`` / ``clear_session`` work on the
log, as the Runner expects; long-term memories outlive ``clear_session`` (that is the point), and :meth:`context`
gives the prompt block for the agent's instructions.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from agents.memory import SQLiteSession
from agents.memory.session import Session, SessionABC
from agents.memory.session_settings import SessionSettings

from hindsight.client import Hindsight
from hindsight.model import ContextBlock, Message

ROLES = ("user", "assistant", "system")
TEXT_PARTS = ("input_text", "output_text", "text")


def message_text(item: Mapping[str, Any]) -> tuple[str, str] | None:
    """``(role, text)`` of a message item (``{"role", "content"}`` with a string or text parts), else ``None``."""
    role = item.get("role")
    if role == "developer":
        role = "system"
    if role not in ROLES or item.get("type", "message") != "message":
        return None
    content = item.get("content")
    if isinstance(content, str):
        text = content
    elif isinstance(content, list):
        text = "\n".join(str(p.get("text", "")) for p in content
                         if isinstance(p, Mapping) and p.get("type") in TEXT_PARTS)
    else:
        return None
    return (str(role), text) if text.strip() and "\x00" not in text else None


def default_history_path(hs: Hindsight) -> Path:
    """Where the conversation log goes by default: beside an embedded store's file, else in the Hindsight home."""
    db = getattr(hs.store, "path", None)
    folder = db.parent if isinstance(db, Path) else hs.settings.resolved_home()
    folder.mkdir(parents=True, exist_ok=True)
    return folder / "agents_history.sqlite3"


class HindsightSession(SessionABC):
    """The ``agents.memory.Session`` protocol for one conversation, remembered by a :class:`~hindsight.Hindsight`.

    ``bank`` is where the long-term memories go (default: the instance's default bank); ``history`` replaces the
    conversation log (any ``Session``, e.g. one of the SDK's database sessions)."""

    def __init__(
        self,
        session_id: str,
        hs: Hindsight,
        *,
        bank: str | None = None,
        history: Session | None = None,
        session_settings: SessionSettings | None = None,
    ) -> None:
        self.session_id = session_id
        self.hs = hs
        self.bank = bank
        self.session_settings = session_settings
        self.history = history or SQLiteSession(session_id, default_history_path(hs))

    async def get_items(self, limit: int | None = None) -> list[Any]:
        if limit is None and self.session_settings is not None:
            limit = self.session_settings.limit
        return await self.history.get_items(limit)

    async def add_items(self, items: list[Any]) -> None:
        await self.history.add_items(items)
        texts = [t for t in (message_text(i) for i in items if isinstance(i, Mapping)) if t]
        if texts:
            messages = [Message(role=role, content=text[:20_000]) for role, text in texts]  # type: ignore[arg-type]
            await asyncio.to_thread(self.hs.observe, self.session_id, messages, bank=self.bank)

    async def pop_item(self) -> Any | None:
        return await self.history.pop_item()

    async def clear_session(self) -> None:
        await self.history.clear_session()

    async def context(self, query: str, *, budget_tokens: int = 800) -> ContextBlock:
        """The prompt block for ``query``: this session's recent turns, then the relevant long-term memories."""
        return await asyncio.to_thread(self.hs.context, self.session_id, query, budget_tokens=budget_tokens,
                                       bank=self.bank)
