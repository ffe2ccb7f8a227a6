"""Search requests and results: the request, the explain breakdown, hits, short-term hits, traces, bank stats.

Pure data: no I/O. Every time is an aware UTC datetime.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from hindsight.model.memory import Event, Kind, Memory, Provenance, Source, Status
from hindsight.timeutil import to_utc

FusionName = Literal["rrf", "additive", "interleave", "bm25", "dense"]
SearchLayer = Literal["long_term", "short_term", "all"]
RerankName = Literal["off", "learned", "llm", "endpoint"]


class SearchRequest(BaseModel):
    """Input of :meth:`Hindsight.search`."""

    model_config = ConfigDict(extra="forbid")

    query: str = Field(min_length=1, max_length=4000)
    bank: str | None = None
    top_k: int = Field(default=5, ge=1, le=100)
    min_confidence: float | None = Field(default=None, ge=0.0, le=1.0)
    min_score: float | None = Field(
        default=None, ge=0.0, le=1.0,
        description="the relevance floor: the least match (0..1, the query cosine calibrated per embedder) a hit "
        "needs; default: the embedder's calibrated floor (Settings.min_score overrides it); 0 turns it off",
    )
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
    rerank: RerankName | None = Field(
        default=None,
        description="the rerank stage over the first stage's best hits: off, learned (offline), llm (the "
        "configured chat endpoint), endpoint (the configured /rerank endpoint); default: Settings.rerank",
    )
    decompose: bool | None = Field(
        default=None,
        description="query decomposition: the configured chat endpoint splits the question into up to 3 "
        "sub-questions, each searched, the hits fused (search/decompose.py); default: Settings.search_decompose; "
        "without a chat endpoint the search runs as without it (decompose_fallback says so)",
    )
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
    #: the confidence it ranked by: its own, or for two tools that disagree the one it had before
    #: (search/scoring.ranking_confidence); the hit's ``confidence`` is its own
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
    #: the words of the question that name a time ("in May 2023", "上个月"): this memory was observed then (or
    #: shortly after) and was raised (search/when.py)
    when: str | None = None
    #: the people the question names: this memory is by or about them and was raised (search/speakers.py)
    speaker: str | None = None
    #: this memory came right after that best hit (this id) in its session and was raised to near its score
    #: (search/expand.py)
    expanded_from: str | None = None
    #: this memory shares rarer words with that best hit (this id; ``linked_by``: the words) and was raised to near
    #: its score (search/graph.py, association)
    linked_from: str | None = None
    linked_by: list[str] = Field(default_factory=list)
    #: the sub-question (query decomposition with an LLM, search/decompose.py) whose search ranked this hit best;
    #: None: the question itself
    sub_question: str | None = None
    #: closeness in meaning, 0..1: the similarity calibrated for the embedder (None: no cosine measured)
    match: float | None = None
    #: how much the question's content words alone (search/content.py: 用户的领导是谁？ → 领导) added to
    #: ``similarity`` for fusion and the reranker; ``similarity`` itself stays the plain cosine
    content_lift: float | None = None
    #: the relevance floor the search applied (a hit with ``match`` below it is not served)
    min_score: float | None = None
    #: read-time hygiene (search/hygiene.py): near-duplicates folded into this hit (also in the hit's ``duplicates``)
    collapsed: list[str] = Field(default_factory=list)
    #: a newer memory about the same slot (this id) answers the present-tense query: this one is placed below it
    outdated_by: str | None = None
    #: this is an agent's hedged guess: it is placed below a user/tool fact about the same person (this id)
    below_fact: str | None = None
    #: the review linked this memory as possibly updated by a newer one (this id, found by the search): it is
    #: placed right below it for a question about the present
    possibly_updated_by: str | None = None
    #: this memory consolidates repeated episodes (review D7): those of them the search found fold into it
    consolidated: list[str] = Field(default_factory=list)
    #: this episode was consolidated into that memory (found by the search): it steps back right below it
    consolidated_into: str | None = None
    #: the reranker that reordered the first stage's best hits (learned, llm, endpoint); None: no rerank stage
    reranker: str | None = None
    #: this hit's place (1 = first) in the first stage's order, and after the reranker (before floor and hygiene)
    rank_before: int | None = None
    rank_after: int | None = None
    #: the reranker's own score of this hit (higher is better; its scale is the reranker's)
    rerank_score: float | None = None
    #: the reranker failed (timeout, 429, bad answer...) and the first stage's order was kept: why
    rerank_fallback: str | None = None


class SearchHit(BaseModel):
    id: str
    content: str
    kind: Kind
    status: Status
    confidence: float
    score: float
    memory: Memory
    #: near-duplicates of this memory that the search folded into it (read-time hygiene); fetch them by id
    duplicates: list[str] = Field(default_factory=list)
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
    rerank: str = Field(default="off", description="the rerank stage asked for (off, learned, llm, endpoint)")
    rerank_fallback: str | None = Field(
        default=None, description="the reranker failed and the first stage's order was kept: why")
    sub_questions: list[str] = Field(
        default_factory=list, description="query decomposition: the sub-questions searched besides the question")
    decompose_fallback: str | None = Field(
        default=None, description="decomposition was asked for but the question was searched alone: why")
    min_score: float = Field(default=0.0, description="the relevance floor applied (0: none)")
    below_floor: bool = Field(
        default=False, description="memories matched the query's words or meaning but none cleared the relevance "
        "floor: the bank holds nothing close to this question (results is empty)",
    )


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
