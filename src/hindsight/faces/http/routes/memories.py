"""``/v1/banks/{bank}/memories`` and ``/search``: write one or many, list, read, edit, forget, erase, trace, and
search, restore, and the retrieval log."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Query

from hindsight.client import Hindsight
from hindsight.faces.http.bodies import BatchBody, BatchResult, EraseBody, SearchBody, UpdateBody, WriteBody
from hindsight.faces.http.deps import V1, BankPath, Caller, MemoryIdPath, on
from hindsight.faces.http.metrics import Metrics
from hindsight.model import EraseResult, Memory, MemoryListPage, SearchResponse, Trace, WriteResult


def router(hs: Hindsight, metrics: Metrics) -> APIRouter:
    """The memory routes over ``hs``; writes are counted in ``metrics``."""
    api = APIRouter()

    @api.post("/v1/banks/{bank}/memories", response_model=WriteResult, tags=["memories"], **V1)
    def write(bank: BankPath, body: WriteBody, p: Caller) -> WriteResult:
        """Store one memory. ``action`` says what happened: created, deduplicated, superseded_previous,
        queued_for_review, quarantined or rejected."""
        fields = body.model_dump(exclude_unset=True)
        now = fields.pop("now", None)
        r = on(hs, p, bank, "write").write(bank=bank, now=now, **fields)
        metrics.writes.labels(r.action.value).inc()
        return r

    @api.post("/v1/banks/{bank}/memories/batch", response_model=BatchResult, tags=["memories"], **V1)
    def write_batch(bank: BankPath, body: BatchBody, p: Caller) -> BatchResult:
        """Store many memories at once; every item is validated before anything is written."""
        items = [it.model_dump(exclude_unset=True) for it in body.items]
        results = on(hs, p, bank, "write").write_many(items, bank=bank, now=body.now)
        for r in results:
            metrics.writes.labels(r.action.value).inc()
        return BatchResult(results=results)

    @api.get("/v1/banks/{bank}/memories/{memory_id}", response_model=Memory, tags=["memories"], **V1)
    def get(
        bank: BankPath,
        memory_id: MemoryIdPath,
        p: Caller,
        with_embedding: Annotated[bool, Query(description="include the stored embedding vector")] = False,
    ) -> Memory:
        """One memory with every field and its provenance (its embedding only with ``with_embedding=true``)."""
        return on(hs, p, bank, "read").get(memory_id, bank=bank, with_embedding=with_embedding)

    @api.patch("/v1/banks/{bank}/memories/{memory_id}", response_model=Memory, tags=["memories"], **V1)
    def update(bank: BankPath, memory_id: MemoryIdPath, body: UpdateBody, p: Caller) -> Memory:
        """Edit a memory (logged as an event with the reason). Provenance cannot be edited."""
        fields = body.model_dump(exclude_unset=True)
        reason = fields.pop("reason", None)
        now = fields.pop("now", None)
        return on(hs, p, bank, "write").update(memory_id, bank=bank, reason=reason, now=now, **fields)

    @api.delete("/v1/banks/{bank}/memories/{memory_id}", response_model=Memory, tags=["memories"], **V1)
    def forget(
        bank: BankPath,
        memory_id: MemoryIdPath,
        p: Caller,
        reason: Annotated[str | None, Query(max_length=2000)] = None,
    ) -> Memory:
        """Forget (soft delete): the memory leaves search results but stays traceable."""
        return on(hs, p, bank, "write").forget(memory_id, bank=bank, reason=reason)

    @api.post("/v1/banks/{bank}/memories/{memory_id}/erase", response_model=EraseResult, tags=["memories"], **V1)
    def erase(bank: BankPath, memory_id: MemoryIdPath, body: EraseBody, p: Caller) -> EraseResult:
        """Erase for good ("delete my data"): content, embedding, index entries and the text quoted in events,
        alerts, review items, the retrieval log and session turns are removed; the history keeps a content-free
        ``erased`` event (who, when, why). Erasing again returns the same tombstone (``already_erased``)."""
        return on(hs, p, bank, "write").erase(memory_id, bank=bank, reason=body.reason, now=body.now)

    @api.get("/v1/banks/{bank}/list", response_model=MemoryListPage, tags=["memories"], **V1)
    def list_memories(
        bank: BankPath,
        p: Caller,
        status: Annotated[list[str] | None, Query(max_length=10, description="only these statuses")] = None,
        kind: Annotated[list[str] | None, Query(max_length=3, description="only these kinds")] = None,
        limit: Annotated[int, Query(ge=1, le=500)] = 50,
        cursor: Annotated[str | None, Query(max_length=64, description="next_cursor of the previous page")] = None,
    ) -> MemoryListPage:
        """A bank's memories, newest first, one page at a time (every status unless ``status`` narrows it)."""
        return on(hs, p, bank, "read").list_memories(bank, status=status, kind=kind, limit=limit, cursor=cursor)

    @api.get("/v1/banks/{bank}/memories/{memory_id}/trace", response_model=Trace, tags=["memories"], **V1)
    def trace(bank: BankPath, memory_id: MemoryIdPath, p: Caller) -> Trace:
        """Where a memory came from and everything that happened to it since."""
        return on(hs, p, bank, "read").trace(memory_id, bank=bank)

    @api.post("/v1/banks/{bank}/search", response_model=SearchResponse, tags=["memories"], **V1)
    def search(bank: BankPath, body: SearchBody, p: Caller) -> SearchResponse:
        """Hybrid search (dense + BM25), scored by relevance, confidence, freshness and importance."""
        fields = body.model_dump(exclude_unset=True)
        query = fields.pop("query")
        return on(hs, p, bank, "read").search(query, bank=bank, **fields)

    _restore_and_log(api, hs)
    return api


def _restore_and_log(api: APIRouter, hs: Hindsight) -> None:
    """Restoring a memory, and the bank's retrieval log."""

    @api.post("/v1/banks/{bank}/memories/{memory_id}/restore", response_model=Memory, tags=["memories"], **V1)
    def restore(
        bank: BankPath,
        memory_id: MemoryIdPath,
        p: Caller,
        reason: Annotated[str | None, Query(max_length=2000)] = None,
        now: Annotated[datetime | None, Query(description="act as if it were this time (ISO-8601)")] = None,
    ) -> Memory:
        """Bring an archived, expired or forgotten memory back (active again, confidence above the archive line);
        an active one is refused (422)."""
        return on(hs, p, bank, "write").restore(memory_id, bank=bank, reason=reason, now=now)

    @api.get("/v1/banks/{bank}/retrieval-log", response_model=list[dict[str, Any]], tags=["memories"], **V1)
    def retrieval_log(
        bank: BankPath, p: Caller, limit: Annotated[int, Query(ge=1, le=1000)] = 50
    ) -> list[dict[str, Any]]:
        """The latest searches of the bank, newest first: query, candidates with their ranks, what was returned,
        latency, who asked (when ``log_retrievals`` is on)."""
        h = on(hs, p, bank, "read")
        h.stats(bank)  # unknown bank -> 404
        return h.retrieval_log(bank=bank, limit=limit)
