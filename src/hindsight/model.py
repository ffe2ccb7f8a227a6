"""The memory model (A1-A3): records, provenance, events and the typed requests/results of the API.

Pure data: no I/O. Every time is an aware UTC datetime.
"""

from __future__ import annotations

import json
import re
from datetime import datetime
from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

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

    def is_visible_at(self, now: datetime) -> bool:
        if self.status not in VISIBLE_STATUSES:
            return False
        if self.expires_at is not None and self.expires_at <= now:
            return False
        return not (self.valid_until is not None and self.valid_until <= now)


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


def _check_tags(values: list[str], name: str, limit: int) -> list[str]:
    if len(values) > limit:
        raise ValueError(f"at most {limit} {name} allowed, got {len(values)}")
    out: list[str] = []
    for v in values:
        v = v.strip()
        if not v:
            raise ValueError(f"{name} must not be empty strings")
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
    confidence: float | None = Field(default=None, ge=0.0, le=1.0)
    importance: float = Field(default=0.5, ge=0.0, le=1.0)
    critical: bool = False
    ttl_seconds: float | None = Field(default=None, gt=0, le=100 * 365 * 86400)
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
        return v.strip()

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
    importance: float | None = Field(default=None, ge=0.0, le=1.0)
    confidence: float | None = Field(default=None, ge=0.0, le=1.0)
    critical: bool | None = None
    status: Status | None = None
    expires_at: datetime | None = None
    valid_from: datetime | None = None
    valid_until: datetime | None = None
    kind: Kind | None = None

    @field_validator("content")
    @classmethod
    def _content(cls, v: str | None) -> str | None:
        return None if v is None else WriteRequest._content(v)

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


FusionName = Literal["rrf", "additive", "interleave", "bm25", "dense"]
SearchLayer = Literal["long_term", "short_term", "all"]


class SearchRequest(BaseModel):
    """Input of :meth:`Hindsight.search`."""

    model_config = ConfigDict(extra="forbid")

    query: str = Field(min_length=1, max_length=4000)
    bank: str | None = None
    top_k: int = Field(default=5, ge=1, le=100)
    min_confidence: float | None = Field(default=None, ge=0.0, le=1.0)
    kinds: list[Kind] | None = None
    statuses: list[Status] | None = None
    include_inactive: bool = False
    session_id: str | None = None
    sources: list[Source] | None = None
    tags: list[str] | None = None
    observed_after: datetime | None = None
    observed_before: datetime | None = None
    valid_at: datetime | None = None
    now: datetime | None = None
    explain: bool = False
    fusion: FusionName | None = None
    profile: str | None = None
    timeout_s: float | None = Field(default=None, gt=0, le=60)
    track_access: bool = True
    layer: SearchLayer = Field(
        default="long_term",
        description="long_term (default): memories only; short_term: the turns of session `session_id` kept in "
        "its short-term history (24 h), in `short_term`; all: both (`session_id` then names the session whose "
        "history is searched and does not filter the memories)",
    )

    @field_validator("query")
    @classmethod
    def _query(cls, v: str) -> str:
        if not v.strip():
            raise ValueError("query must not be empty")
        return v.strip()

    @field_validator("layer")
    @classmethod
    def _layer(cls, v: SearchLayer, info: Any) -> SearchLayer:
        if v != "long_term" and not info.data.get("session_id"):
            raise ValueError(f"layer {v!r} needs a session_id (the session whose short-term history to search)")
        return v

    @field_validator("observed_after", "observed_before", "valid_at", "now", mode="before")
    @classmethod
    def _times(cls, v: Any, info: Any) -> datetime | None:
        return to_utc(v, field=info.field_name)


class Explain(BaseModel):
    """Why a result ranked where it did (C4)."""

    similarity: float | None = None
    dense_rank: int | None = None
    bm25_score: float | None = None
    bm25_rank: int | None = None
    relevance: float
    confidence: float
    freshness: float
    importance: float
    fusion: str
    profile: str
    final: float
    #: the query asks about the user and this memory is about someone else (the final score is lowered)
    other_person: bool = False
    #: the query and this memory are about different slots (residence vs database...; the final score is lowered)
    off_topic: bool = False
    #: the memory is about a slot the query asks about (the final score is raised)
    on_topic: bool = False
    #: the memory calls the user by name; its similarity is to the query asked by that name
    by_name: bool = False


class SearchHit(BaseModel):
    id: str
    content: str
    kind: Kind
    status: Status
    confidence: float
    score: float
    memory: Memory
    explain: Explain | None = None


class ShortTermHit(BaseModel):
    """A turn of a session's short-term history that matches a search (``layer="short_term"`` or ``"all"``):
    not a memory (it has no id of its own; ``memory_id`` is set when the turn also went long-term)."""

    layer: Literal["short_term"] = "short_term"
    seq: int
    session_id: str
    role: str
    content: str
    at: datetime
    expires_at: datetime
    importance: float
    turn_layer: Literal["long_term", "short_term", "dropped"] = Field(
        description="what ingest did with the turn: long_term (also a memory), short_term, dropped (small talk)")
    memory_id: str | None = None
    score: float = Field(description="0..1: the query's meaning (cosine) and words (overlap) in this turn")
    similarity: float | None = None
    overlap: float = 0.0


class SearchResponse(BaseModel):
    query: str
    bank: str
    results: list[SearchHit]
    short_term: list[ShortTermHit] = Field(
        default_factory=list, description="matching turns of the session's short-term history (layer short_term/all)"
    )
    timed_out: bool = False
    took_ms: float
    fusion: str
    profile: str


class Trace(BaseModel):
    """Origin and full history of one memory (A2 + A3)."""

    memory: Memory
    provenance: Provenance
    events: list[Event]
    supersedes: list[Memory] = Field(default_factory=list)
    superseded_by: Memory | None = None
    review_runs: list[str] = Field(default_factory=list, description="review runs that changed this memory")
    review_items: list[str] = Field(default_factory=list, description="conflicts (open or settled) it is part of")


class BankInfo(BaseModel):
    name: str
    created_at: datetime
    memories: int
    by_status: dict[str, int] = Field(default_factory=dict)
    by_kind: dict[str, int] = Field(default_factory=dict)


# -- review loop (D1-D9) -----------------------------------------------------------------------------


class Relation(StrEnum):
    conflict = "conflict"
    duplicate = "duplicate"
    unrelated = "unrelated"
    undecidable = "undecidable"


class ConflictType(StrEnum):
    temporal = "temporal"
    source = "source"
    inference = "inference"
    undecidable = "undecidable"


Keep = Literal["a", "b", "both", "neither"]


class Verdict(BaseModel):
    """A judge's decision about a pair (a = the older memory, b = the newer)."""

    relation: Relation
    keep: Keep | None = None
    type: ConflictType | None = None
    confident: bool = True
    reason: str = ""
    judge: str = "rules"
    #: the rule of the rules judge that decided (:data:`hindsight.judge.rules.RULES`); None from other judges
    rule: str | None = None


class ReviewItem(BaseModel):
    """An open or settled contradiction between two memories (a human-review item when undecidable)."""

    id: str
    bank: str
    a_id: str
    b_id: str
    status: Literal["open", "resolved"] = "open"
    type: ConflictType | None = None
    reason: str = ""
    created_at: datetime
    resolved_at: datetime | None = None
    resolution: Keep | None = None
    resolution_reason: str | None = None
    resolved_by: str | None = None
    a: Memory | None = None
    b: Memory | None = None


class ReviewReport(BaseModel):
    """Everything one review run did (stored as a review-run record)."""

    run_id: str
    bank: str
    trigger: Literal["manual", "periodic", "event"] = "manual"
    judge: str = "rules"
    started_at: datetime
    finished_at: datetime | None = None
    now: datetime
    since: datetime | None = None
    examined: int = 0
    pairs_considered: int = 0
    pairs_judged: int = 0
    pairs_deferred: int = 0
    superseded: list[str] = Field(default_factory=list)
    falsified: list[str] = Field(default_factory=list)
    disputed: list[str] = Field(default_factory=list)
    source_conflicts: list[str] = Field(default_factory=list)
    merged: list[str] = Field(default_factory=list)
    consolidated: list[str] = Field(default_factory=list)
    decayed: list[str] = Field(default_factory=list)
    expired: list[str] = Field(default_factory=list)
    archived: list[str] = Field(default_factory=list)
    review_items: list[str] = Field(default_factory=list)
    purged_turns: int = Field(default=0, description="expired short-term session turns deleted")
    llm_calls: int = 0
    tokens_used: int = 0
    skipped: str | None = Field(
        default=None, description="why the run did nothing (e.g. another reviewer holds the lock)"
    )


class Alert(BaseModel):
    """Something a person should look at: an undecidable conflict, a poisoning attempt, a write burst."""

    seq: int
    at: datetime
    kind: str
    message: str
    data: dict[str, Any] = Field(default_factory=dict)


# -- conversation layers (A4, B7): session turns, ingest reports, context blocks --------------------------
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


# -- experience (E1-E3): execution traces, distilled lessons, recall ------------------------------------------
Outcome = Literal["success", "fail", "partial"]


class TraceStep(BaseModel):
    """One step of an agent's execution trace (E1): what it meant to do, which tool it called, what came back."""

    model_config = ConfigDict(extra="forbid")

    trace_id: str = Field(min_length=1, max_length=MAX_SHORT_FIELD)
    step_index: int = Field(ge=0, le=100_000)
    intent: str = Field(default="", max_length=4000)
    tool_name: str = Field(default="", max_length=MAX_SHORT_FIELD)
    tool_input: Any = None
    tool_output: Any = None
    decision: str | None = Field(default=None, max_length=4000)
    outcome: Outcome = "success"
    at: datetime | None = None
    bank: str | None = None
    agent: str | None = Field(default=None, max_length=MAX_SHORT_FIELD)
    environment: str | None = Field(default=None, max_length=MAX_SHORT_FIELD)

    @field_validator("at", mode="before")
    @classmethod
    def _at(cls, v: Any) -> datetime | None:
        try:
            return to_utc(v, field="at")
        except Exception as exc:
            raise ValueError(str(exc)) from None

    @field_validator("bank")
    @classmethod
    def _bank(cls, v: str | None) -> str | None:
        return WriteRequest._bank(v)

    @field_validator("tool_input", "tool_output")
    @classmethod
    def _json(cls, v: Any) -> Any:
        try:
            size = len(json.dumps(v, ensure_ascii=False).encode())
        except (TypeError, ValueError) as exc:
            raise ValueError(f"must be JSON-serialisable: {exc}") from exc
        if size > 65_536:
            raise ValueError(f"is {size} bytes, at most 65536 allowed")
        return v


class Experience(BaseModel):
    """A lesson distilled from traces (E2): in this scenario this went wrong because of that; do this instead."""

    scenario: str
    problem: str
    cause: str
    action: str
    environment: str | None = None
    level: Literal["general", "scenario"] = "scenario"
    tool_name: str | None = None
    outcome: Literal["success", "fail", "partial"] | None = Field(
        default=None,
        description="how the source trace ended: success = the action was seen to fix it; fail = a warning only",
    )
    rule: str = "llm"
    trace_ids: list[str] = Field(default_factory=list)
    agents: list[str] = Field(default_factory=list, description="agents whose traces taught this lesson")

    def lesson(self) -> str:
        return (f"When {self.scenario}: {self.problem} (cause: {self.cause}). Do this: {self.action}")

    def embed_text(self) -> str:
        return f"{self.scenario}. {self.problem}"


class DistillReport(BaseModel):
    bank: str
    traces: int = 0
    created: list[str] = Field(default_factory=list, description="new experience memory ids")
    reinforced: list[str] = Field(default_factory=list, description="existing experiences whose hit_count grew")
    quarantined: list[str] = Field(default_factory=list, description="lessons the write-time guard stopped")
    disputed: list[str] = Field(
        default_factory=list, description="lessons contradicting another agent's lesson: sent to the conflict review"
    )
    experiences: list[Experience] = Field(default_factory=list)
    llm_calls: int = 0
    dropped: int = Field(default=0, description="traces the LLM distiller gave up on (malformed output, errors)")


class ExperienceHit(BaseModel):
    id: str
    similarity: float
    lesson: str
    experience: Experience
    hit_count: int = 1
