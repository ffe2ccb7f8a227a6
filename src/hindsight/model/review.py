"""The review loop's records (D1-D9): relations, verdicts, review items, review reports, alerts.

Pure data: no I/O. Every time is an aware UTC datetime.
"""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, Field

from hindsight.model.memory import Memory


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
    #: an ``unrelated`` verdict the judge is unsure of: the newer may update the older (same frame, another
    #: value, no change stated). Both are kept, linked as possibly-updated; search ranks the newer first
    possibly_updated: bool = False


class ReviewItem(BaseModel):
    """An open or settled contradiction between two memories (a human-review item when undecidable)."""

    id: str
    bank: str
    a_id: str
    b_id: str
    #: further memories in the same conflict group (one open item per group, not one per pair); a person's
    #: decision on a and b settles them too
    others: list[str] = Field(default_factory=list)
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
    pairs_known: int = Field(
        default=0, description="pairs a costly judge (LLM, sampling) had already judged with neither side changed: "
        "not sent again")
    pairs_failed: int = Field(
        default=0, description="pairs sent to the judge without a usable answer (malformed, refused, timed out)")
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
    prompt_tokens: int = 0
    completion_tokens: int = 0
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
