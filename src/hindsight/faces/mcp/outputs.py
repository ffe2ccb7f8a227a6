"""The MCP tools' own output models (where a tool does not return a :mod:`hindsight.model` type as is)."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, Field

from hindsight.model import ExperienceHit, Explain, Kind, ReviewItem, SearchResponse, ShortTermHit, Source, Status


class SearchHitOut(BaseModel):
    """One memory found by memory_search."""

    id: str
    content: str
    kind: Kind
    status: Status
    confidence: float = Field(description="0..1: how sure Hindsight is this is (still) true")
    score: float = Field(description="final ranking score (relevance, confidence, freshness, importance)")
    source: Source
    observed_at: datetime = Field(description="when it was true or said")
    tags: list[str] = Field(default_factory=list)
    duplicates: list[str] = Field(default_factory=list, description="ids of near-duplicates folded into this hit")
    explain: Explain | None = None


class SearchOut(BaseModel):
    query: str
    bank: str
    results: list[SearchHitOut]
    short_term: list[ShortTermHit] = Field(
        default_factory=list, description="matching turns of the session's short-term history (layer short_term/all)"
    )
    timed_out: bool = Field(description="true when the search hit its time budget and returned what it had")
    took_ms: float
    below_floor: bool = Field(default=False, description="true when memories matched but none was close enough in "
                              "meaning (the relevance floor): the bank holds nothing on this question")


class TraceStepOut(BaseModel):
    bank: str
    trace_id: str
    step_index: int
    outcome: str
    recorded: bool = Field(description="false when this step was already recorded")


class ExperienceRecallOut(BaseModel):
    results: list[ExperienceHit]


class ConflictList(BaseModel):
    bank: str
    items: list[ReviewItem]


def search_out(resp: SearchResponse) -> SearchOut:
    return SearchOut(
        query=resp.query,
        bank=resp.bank,
        timed_out=resp.timed_out,
        took_ms=resp.took_ms,
        below_floor=resp.below_floor,
        short_term=resp.short_term,
        results=[
            SearchHitOut(
                id=h.id,
                content=h.content,
                kind=h.kind,
                status=h.status,
                confidence=h.confidence,
                score=h.score,
                source=h.memory.provenance.source,
                observed_at=h.memory.observed_at,
                tags=h.memory.tags,
                duplicates=h.duplicates,
                explain=h.explain,
            )
            for h in resp.results
        ],
    )
