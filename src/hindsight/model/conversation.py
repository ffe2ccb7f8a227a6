"""Conversation layers (A4, B7): messages, session turns, observe reports, context blocks.

Pure data: no I/O. Every time is an aware UTC datetime.
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from hindsight.model.memory import Kind, Status, WriteAction
from hindsight.timeutil import to_utc

Layer = Literal["long_term", "short_term", "dropped"]


class Message(BaseModel):
    """One conversation turn given to ``observe``."""

    model_config = ConfigDict(extra="forbid")

    role: Literal["user", "assistant", "system", "tool"] = "user"
    content: str = Field(min_length=1, max_length=20_000)
    at: datetime | None = Field(default=None, description="when it was said (UTC); default: now")

    @field_validator("content")
    @classmethod
    def _text(cls, v: str) -> str:
        if not v.strip() or "\x00" in v:
            raise ValueError("content must be non-empty text without NUL characters")
        return v

    @field_validator("at")
    @classmethod
    def _utc(cls, v: datetime | None) -> datetime | None:
        try:
            return to_utc(v, field="at")
        except Exception as exc:  # InvalidInput: reported as a validation error of this field
            raise ValueError(str(exc)) from None


class SessionTurn(BaseModel):
    """A turn kept in a session's short-term history (TTL 24 h by default)."""

    seq: int = 0
    bank: str
    session_id: str
    role: str
    content: str
    at: datetime
    expires_at: datetime
    importance: float
    layer: Layer
    memory_id: str | None = None


class TurnOutcome(BaseModel):
    """What ``observe`` did with one turn."""

    index: int
    role: str
    content: str
    layer: Layer = Field(description="long_term: stored as a memory; short_term: session history only; dropped")
    importance: float
    kind: Kind | None = None
    reason: str
    memory_id: str | None = None
    action: WriteAction | None = None
    expires_at: datetime | None = Field(default=None, description="when a temporary long-term memory expires")
    promoted: list[int] = Field(default_factory=list, description="earlier short-term turns this one confirmed")


class ObserveReport(BaseModel):
    bank: str
    session_id: str
    turns: list[TurnOutcome]
    long_term: int = 0
    short_term: int = 0
    dropped: int = 0
    promoted: int = Field(default=0, description="short-term turns moved up to long-term (confirmed again)")


class ContextPart(BaseModel):
    """One line of a context block."""

    layer: Literal["working", "long_term"]
    text: str
    tokens: int
    role: str | None = None
    at: datetime | None = None
    memory_id: str | None = None
    confidence: float | None = None
    status: Status | None = None
    score: float | None = None


class ContextBlock(BaseModel):
    """A prompt-ready memory block: the session's recent turns, then relevant long-term memories."""

    bank: str
    session_id: str
    query: str
    text: str
    tokens: int
    budget_tokens: int
    parts: list[ContextPart]
    min_score: float = Field(default=0.0, description="the relevance floor the memories had to clear (0: none)")
    below_floor: bool = Field(default=False, description="memories matched the query but none was close enough in "
                              "meaning to be included: the bank holds nothing on this question")
