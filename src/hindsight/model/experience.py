"""Experience (E1-E3): trace steps, distilled lessons, distillation reports, recall hits.

Pure data: no I/O. Every time is an aware UTC datetime.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from hindsight.model.memory import MAX_SHORT_FIELD, WriteRequest
from hindsight.timeutil import to_utc

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
        where = f" ({self.tool_name or 'any tool'}, {self.environment})" if self.environment else ""
        return f"When {self.scenario}{where}: {self.problem} (cause: {self.cause}). Do this: {self.action}"

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
