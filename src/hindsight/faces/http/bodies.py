"""The REST API's request and response bodies that are not the Python API's own models: the write/search/update
bodies (derived from the model with :func:`_body_model`, minus the bank the path carries), and the small bodies of
batch writes, review, conversations, conflicts, traces, distillation, recall, import and health."""

from __future__ import annotations

from copy import copy
from datetime import datetime
from typing import TYPE_CHECKING, Any, Literal, TypeAlias

from pydantic import BaseModel, ConfigDict, Field, create_model

from hindsight.model import BANK_RE, Keep, SearchRequest, UpdateRequest, WriteRequest, WriteResult
from hindsight.model import Message as ChatMessage


def _body_model(name: str, doc: str, model: type[BaseModel], drop: set[str], **extra: Any) -> type[BaseModel]:
    """``model``'s fields (constraints included) minus ``drop``, plus ``extra``; unknown fields are refused.
    Custom validators are not copied: the Python API runs them again and its errors map to 422 too."""
    fields: dict[str, Any] = {k: (f.annotation, copy(f)) for k, f in model.model_fields.items() if k not in drop}
    fields.update(extra)
    return create_model(name, __config__=ConfigDict(extra="forbid"), __doc__=doc, **fields)


_NOW = (datetime | None, Field(default=None, description="act as if it were this time (ISO-8601); default now"))

if TYPE_CHECKING:
    WriteItem: TypeAlias = BaseModel
    WriteBody: TypeAlias = BaseModel
    SearchBody: TypeAlias = BaseModel
    UpdateBody: TypeAlias = BaseModel
else:
    WriteItem = _body_model("WriteItem", "One memory to store. The bank comes from the path.", WriteRequest, {"bank"})
    WriteBody = _body_model(
        "WriteBody", "One memory to store. The bank comes from the path.", WriteRequest, {"bank"}, now=_NOW
    )
    SearchBody = _body_model("SearchBody", "A hybrid search. The bank comes from the path.", SearchRequest, {"bank"})
    UpdateBody = _body_model(
        "UpdateBody",
        "Fields to change (at least one); every change is logged with the reason.",
        UpdateRequest,
        set(),
        reason=(str | None, Field(default=None, max_length=2000)),
        now=_NOW,
    )


class BatchBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    items: list[WriteItem] = Field(min_length=1)
    now: datetime | None = None


class BatchResult(BaseModel):
    results: list[WriteResult]


class ReviewBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    now: datetime | None = None
    window_seconds: float | None = Field(default=None, gt=0, le=100 * 365 * 86400)
    trigger: Literal["manual", "periodic", "event"] = Field(
        default="manual", description="recorded in the report (and the metrics): who asked for this run")


class MessagesBody(BaseModel):
    """Conversation turns, in order."""

    model_config = ConfigDict(extra="forbid")
    messages: list[ChatMessage] = Field(min_length=1, max_length=500)
    now: datetime | None = None


class ContextBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    query: str = Field(min_length=1, max_length=4000)
    budget_tokens: int = Field(default=800, ge=16, le=100_000)
    now: datetime | None = None
    max_memories: int | None = Field(default=None, ge=1, le=100,
                                     description="at most this many long-term memories (default 10)")
    min_score: float | None = Field(default=None, ge=0, le=1, description="the relevance floor: the least match "
                                    "(0..1) a memory needs (default: the embedder's calibrated floor; 0: none)")


class ResolveBody(BaseModel):
    """Settle a conflict: by ``item_id``, or by the pair ``a_id`` (older) / ``b_id`` (newer)."""

    model_config = ConfigDict(extra="forbid")
    keep: Keep
    item_id: str | None = Field(default=None, max_length=256)
    a_id: str | None = Field(default=None, max_length=256)
    b_id: str | None = Field(default=None, max_length=256)
    reason: str | None = Field(default=None, max_length=2000)
    now: datetime | None = None


class TraceStepBody(BaseModel):
    """One execution-trace step (the bank comes from the path)."""

    model_config = ConfigDict(extra="forbid")
    trace_id: str = Field(min_length=1, max_length=256)
    step_index: int = Field(ge=0, le=100_000)
    intent: str = Field(default="", max_length=4000)
    tool_name: str = Field(default="", max_length=256)
    tool_input: Any = None
    tool_output: Any = None
    decision: str | None = Field(default=None, max_length=4000)
    outcome: Literal["success", "fail", "partial"] | None = None
    at: datetime | None = None
    agent: str | None = Field(default=None, max_length=256)
    environment: str | None = Field(default=None, max_length=256)


class DistillBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    now: datetime | None = None
    limit: int | None = Field(default=None, ge=1, le=1000, description="default: distill_max_traces (50)")


class RecallBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    intent: str = Field(max_length=4000)
    tool_name: str | None = Field(default=None, max_length=256)
    error: str | None = Field(default=None, max_length=4000)
    environment: str | None = Field(default=None, max_length=256)
    outcome: Literal["success", "fail", "partial"] | None = None
    top_k: int = Field(default=5, ge=1, le=20)


class ImportResult(BaseModel):
    """How many records were imported and how many of each action; ``results`` (one per record, in order) only
    with ``?results=full``."""

    imported: int
    actions: dict[str, int]
    results: list[WriteResult] | None = None


class CreateBankBody(BaseModel):
    """A bank to create (empty); creating one that exists changes nothing."""

    model_config = ConfigDict(extra="forbid")
    name: str = Field(pattern=BANK_RE.pattern, description="1-64 letters, digits, '_', '-', '.'")


class ExpireResult(BaseModel):
    """The ids of the memories marked ``expired`` by this call."""

    expired: list[str]


class HealthCheck(BaseModel):
    ok: bool
    detail: str | None = None


class Health(BaseModel):
    status: Literal["ok", "fail"]
    store: HealthCheck
    embedder: HealthCheck
    redis: HealthCheck | None = Field(default=None, description="present when the store uses Redis")
    version: str


class EraseBody(BaseModel):
    """Why a memory is erased for good (required; the erasure's tombstone keeps it)."""

    model_config = ConfigDict(extra="forbid")
    reason: str = Field(min_length=1, max_length=2000, description="why (e.g. 'the user asked to delete it')")
    now: datetime | None = Field(default=None, description="act as if it were this time (ISO-8601); default now")
