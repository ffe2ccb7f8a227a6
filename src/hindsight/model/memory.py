"""The memory record (A1-A3): kinds, statuses, sources, provenance, events, and the write and update requests.

Pure data: no I/O. Every time is an aware UTC datetime.
"""

from __future__ import annotations

import json
import re
import unicodedata
from datetime import datetime
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, field_validator, model_validator

from hindsight.timeutil import to_utc

BANK_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.\-]{0,63}$")
MAX_TAGS = 32
MAX_TAG_CHARS = 64
MAX_KEYWORDS = 32
MAX_METADATA_BYTES = 16_384
MAX_SHORT_FIELD = 256


class Kind(StrEnum):
    episodic = "episodic"
    semantic = "semantic"
    experience = "experience"


class Status(StrEnum):
    active = "active"
    superseded = "superseded"
    disputed = "disputed"
    falsified = "falsified"
    archived = "archived"
    expired = "expired"
    forgotten = "forgotten"
    #: stopped by the write-time guard (F1): stored for a reviewer, never served by a plain search
    quarantined = "quarantined"


#: statuses a plain search returns; everything else needs ``include_inactive`` or an explicit filter
VISIBLE_STATUSES: tuple[Status, ...] = (Status.active, Status.disputed)


class Source(StrEnum):
    user = "user"
    tool = "tool"
    agent = "agent"
    config = "config"
    import_ = "import"


class WriteAction(StrEnum):
    created = "created"
    deduplicated = "deduplicated"
    superseded_previous = "superseded_previous"
    queued_for_review = "queued_for_review"
    quarantined = "quarantined"
    rejected = "rejected"


class EventType(StrEnum):
    created = "created"
    confirmed = "confirmed"
    confidence_changed = "confidence_changed"
    superseded = "superseded"
    merged = "merged"
    archived = "archived"
    restored = "restored"
    edited = "edited"
    forgotten = "forgotten"
    expired = "expired"
    reembedded = "reembedded"
    status_changed = "status_changed"
    #: a soft link between two kept memories (e.g. possibly updated by a newer one; the data names the other)
    linked = "linked"
    #: content, embedding and index entries removed for good; the event keeps who, when and why only
    erased = "erased"


class Provenance(BaseModel):
    """Where a memory came from (A2). Stamped by the system at write time and never rewritten."""

    source: Source
    source_id: str | None = None
    session_id: str | None = None
    task_id: str | None = None
    reasoning_step: str | None = None
    recorded_at: datetime
    recorded_via: str = "python"
    actor: str = "anonymous"
    #: who last changed the content by hand, and when (the origin above stays as it was)
    edited_by: str | None = None
    edited_at: datetime | None = None


class Memory(BaseModel):
    """One memory record with every field of A1."""

    model_config = ConfigDict(use_enum_values=False)

    id: str
    bank: str
    kind: Kind
    content: str
    summary: str | None = None
    query: str | None = Field(default=None, description="recall cue: when this memory should be recalled")
    keywords: list[str] = Field(default_factory=list)
    importance: float
    confidence: float
    status: Status
    critical: bool = False
    created_at: datetime
    updated_at: datetime
    observed_at: datetime
    valid_from: datetime | None = None
    valid_until: datetime | None = None
    expires_at: datetime | None = None
    last_accessed: datetime | None = None
    access_count: int = 0
    tags: list[str] = Field(default_factory=list)
    metadata: dict[str, Any] = Field(default_factory=dict)
    provenance: Provenance
    supersedes: list[str] = Field(default_factory=list)
    superseded_by: str | None = None
    embedding: list[float] | None = Field(default=None, description="only filled when asked for")
    #: the read-time guard's stamp (guard/read.py): set only by the store (from its row) and by the paths that
    #: screened this very content; a private attribute, so no input (import, edit, wire) can carry one and no
    #: output shows it
    _guard_stamp: str | None = PrivateAttr(default=None)

    @property
    def guard_stamp(self) -> str | None:
        return self._guard_stamp

    def stamped(self, stamp: str | None) -> Memory:
        """This memory with ``stamp`` as its guard stamp (``None`` clears it)."""
        m = self.model_copy()
        m._guard_stamp = stamp
        return m

    def is_visible_at(self, now: datetime) -> bool:
        if self.status not in VISIBLE_STATUSES:
            return False
        if self.expires_at is not None and self.expires_at <= now:
            return False
        return not (self.valid_until is not None and self.valid_until <= now)


#: what a read-only caller sees instead of a quarantined memory's text
HIDDEN_TEXT = "[quarantined: the text is hidden from read-only keys]"


def hide_quarantined(m: Memory) -> Memory:
    """``m`` as a read-only caller sees it: a quarantined memory's text (content, summary, cue, keywords,
    metadata) is replaced; any other memory is returned as it is."""
    if m.status != Status.quarantined:
        return m
    return m.model_copy(update={"content": HIDDEN_TEXT, "summary": None, "query": None, "keywords": [],
                                "metadata": {}, "embedding": None})


class Event(BaseModel):
    """One entry of a memory's append-only change history (A3)."""

    seq: int
    memory_id: str
    bank: str
    at: datetime
    type: EventType
    actor: str
    reason: str | None = None
    data: dict[str, Any] = Field(default_factory=dict)


#: characters that show nothing on their own (besides whitespace, control and format characters)
_BLANK_GLYPHS = frozenset("\u115f\u1160\u3164\uffa0\u2800\u034f\u17b4\u17b5\u180e")
_INVISIBLE_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zs", "Zl", "Zp", "Mn", "Me"})


def has_visible(text: str) -> bool:
    """Does ``text`` hold at least one character a reader would see (not only zero-width, format, control,
    combining or blank characters)?"""
    return any(
        ch not in _BLANK_GLYPHS
        and unicodedata.category(ch) not in _INVISIBLE_CATEGORIES
        and not ("\ufe00" <= ch <= "\ufe0f" or "\U000e0100" <= ch <= "\U000e01ef")  # variation selectors
        for ch in text
    )


def no_nul(v: str | None, name: str) -> str | None:
    """``v`` unchanged, or a ValueError naming ``name`` when it holds a NUL character."""
    if v is not None and "\x00" in v:
        raise ValueError(f"{name} must not contain NUL characters")
    return v


def _holds_nul(v: Any) -> bool:
    """A NUL in any key or string value of a JSON-like value, at any depth."""
    if isinstance(v, str):
        return "\x00" in v
    if isinstance(v, dict):
        return any(_holds_nul(k) or _holds_nul(x) for k, x in v.items())
    if isinstance(v, list | tuple):
        return any(_holds_nul(x) for x in v)
    return False


def _check_tags(values: list[str], name: str, limit: int) -> list[str]:
    if len(values) > limit:
        raise ValueError(f"at most {limit} {name} allowed, got {len(values)}")
    out: list[str] = []
    for v in values:
        v = v.strip()
        if not v:
            raise ValueError(f"{name} must not be empty strings")
        no_nul(v, name)
        if len(v) > MAX_TAG_CHARS:
            raise ValueError(f"each of {name} is at most {MAX_TAG_CHARS} characters")
        if v not in out:
            out.append(v)
    return out


class WriteRequest(BaseModel):
    """Input of :meth:`Hindsight.write`. Validated before anything is stored."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=False)

    content: str
    kind: Kind = Kind.semantic
    source: Source = Source.user
    source_id: str | None = Field(default=None, max_length=MAX_SHORT_FIELD)
    session_id: str | None = Field(default=None, max_length=MAX_SHORT_FIELD)
    task_id: str | None = Field(default=None, max_length=MAX_SHORT_FIELD)
    reasoning_step: str | None = Field(default=None, max_length=2000)
    bank: str | None = None
    confidence: float | None = Field(default=None, ge=0.0, le=1.0, strict=True)
    importance: float = Field(default=0.5, ge=0.0, le=1.0, strict=True)
    critical: bool = Field(default=False, strict=True)
    ttl_seconds: float | None = Field(default=None, gt=0, le=100 * 365 * 86400, strict=True)
    expires_at: datetime | None = None
    observed_at: datetime | None = None
    valid_from: datetime | None = None
    valid_until: datetime | None = None
    summary: str | None = Field(default=None, max_length=2000)
    query: str | None = Field(default=None, max_length=2000)
    keywords: list[str] = Field(default_factory=list)
    tags: list[str] = Field(default_factory=list)
    metadata: dict[str, Any] = Field(default_factory=dict)
    idempotency_key: str | None = Field(default=None, min_length=1, max_length=MAX_SHORT_FIELD)
    embedding: list[float] | None = None

    @field_validator("content")
    @classmethod
    def _content(cls, v: str) -> str:
        if not v or not v.strip():
            raise ValueError("content must not be empty")
        if "\x00" in v:
            raise ValueError("content must not contain NUL characters")
        if not has_visible(v):
            raise ValueError("content has no visible characters (only whitespace, zero-width or control characters)")
        return v.strip()

    @field_validator("source_id", "session_id", "task_id", "reasoning_step", "summary", "query", "idempotency_key")
    @classmethod
    def _no_nul(cls, v: str | None, info: Any) -> str | None:
        return no_nul(v, info.field_name)

    @field_validator("bank")
    @classmethod
    def _bank(cls, v: str | None) -> str | None:
        if v is not None and not BANK_RE.match(v):
            raise ValueError("bank names are 1-64 characters of letters, digits, '_', '-', '.'")
        return v

    @field_validator("tags")
    @classmethod
    def _tags(cls, v: list[str]) -> list[str]:
        return _check_tags(v, "tags", MAX_TAGS)

    @field_validator("keywords")
    @classmethod
    def _keywords(cls, v: list[str]) -> list[str]:
        return _check_tags(v, "keywords", MAX_KEYWORDS)

    @field_validator("metadata")
    @classmethod
    def _metadata(cls, v: dict[str, Any]) -> dict[str, Any]:
        try:
            size = len(json.dumps(v, ensure_ascii=False).encode())
        except (TypeError, ValueError) as exc:
            raise ValueError(f"metadata must be JSON-serialisable: {exc}") from exc
        if size > MAX_METADATA_BYTES:
            raise ValueError(f"metadata is {size} bytes, at most {MAX_METADATA_BYTES} allowed")
        if _holds_nul(v):
            raise ValueError("metadata must not contain NUL characters (keys or values)")
        return v

    @field_validator("observed_at", "valid_from", "valid_until", "expires_at", mode="before")
    @classmethod
    def _times(cls, v: Any, info: Any) -> datetime | None:
        return to_utc(v, field=info.field_name)

    @field_validator("embedding")
    @classmethod
    def _embedding(cls, v: list[float] | None) -> list[float] | None:
        if v is not None:
            if not v:
                raise ValueError("embedding must not be empty")
            if any(x != x or x in (float("inf"), float("-inf")) for x in v):
                raise ValueError("embedding contains NaN or infinity")
        return v

    @model_validator(mode="after")
    def _consistency(self) -> WriteRequest:
        if self.ttl_seconds is not None and self.expires_at is not None:
            raise ValueError("give ttl_seconds or expires_at, not both")
        if self.valid_from and self.valid_until and self.valid_until <= self.valid_from:
            raise ValueError("valid_until must be after valid_from")
        return self


class WriteResult(BaseModel):
    id: str
    bank: str
    action: WriteAction
    status: Status
    confidence: float
    duplicate_of: str | None = None
    similarity: float | None = None
    replayed: bool = Field(default=False, description="true when an idempotency key matched an earlier write")
    reason: str | None = None


class UpdateRequest(BaseModel):
    """Fields :meth:`Hindsight.update` may change. Provenance is never editable."""

    model_config = ConfigDict(extra="forbid")

    content: str | None = None
    summary: str | None = Field(default=None, max_length=2000)
    query: str | None = Field(default=None, max_length=2000)
    keywords: list[str] | None = None
    tags: list[str] | None = None
    metadata: dict[str, Any] | None = None
    importance: float | None = Field(default=None, ge=0.0, le=1.0, strict=True)
    confidence: float | None = Field(default=None, ge=0.0, le=1.0, strict=True)
    critical: bool | None = Field(default=None, strict=True)
    status: Status | None = None
    expires_at: datetime | None = None
    valid_from: datetime | None = None
    valid_until: datetime | None = None
    kind: Kind | None = None

    @field_validator("content")
    @classmethod
    def _content(cls, v: str | None) -> str | None:
        return None if v is None else WriteRequest._content(v)

    @field_validator("summary", "query")
    @classmethod
    def _no_nul(cls, v: str | None, info: Any) -> str | None:
        return no_nul(v, info.field_name)

    @field_validator("tags")
    @classmethod
    def _tags(cls, v: list[str] | None) -> list[str] | None:
        return None if v is None else _check_tags(v, "tags", MAX_TAGS)

    @field_validator("keywords")
    @classmethod
    def _keywords(cls, v: list[str] | None) -> list[str] | None:
        return None if v is None else _check_tags(v, "keywords", MAX_KEYWORDS)

    @field_validator("metadata")
    @classmethod
    def _metadata(cls, v: dict[str, Any] | None) -> dict[str, Any] | None:
        return None if v is None else WriteRequest._metadata(v)

    @field_validator("expires_at", "valid_from", "valid_until", mode="before")
    @classmethod
    def _times(cls, v: Any, info: Any) -> datetime | None:
        return to_utc(v, field=info.field_name)
