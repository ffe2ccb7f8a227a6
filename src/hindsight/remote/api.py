"""The HTTP call of every remote method, written once for both clients: :class:`Api` builds a
:class:`~hindsight.remote.wire.Call` per method (verb, path, body, how to decode the answer, whether a retry is
safe) with the library's signature, and :class:`SyncOp` / :class:`AsyncOp` turn one :class:`Api` method into a
method of the sync or the async client, so the two cannot drift apart.
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any, Concatenate, Generic, ParamSpec, Protocol, TypeVar, overload

from pydantic import BaseModel, TypeAdapter

from hindsight import errors
from hindsight.model import (
    BANK_RE,
    Alert,
    BankDeletion,
    BankInfo,
    ContextBlock,
    DistillReport,
    EraseResult,
    ExperienceHit,
    Kind,
    Memory,
    MemoryListPage,
    Message,
    ObserveReport,
    ReviewItem,
    ReviewReport,
    SearchRequest,
    SearchResponse,
    SessionTurn,
    Source,
    Status,
    Trace,
    WriteRequest,
    WriteResult,
)
from hindsight.remote.wire import Call, adapter, given, jsonable, segment

T = TypeVar("T")
P = ParamSpec("P")


def _validator(model: type[BaseModel]) -> Callable[[Any], Any]:
    return model.model_validate


_ALERTS = TypeAdapter(list[Alert])


def _alert_dicts(data: Any) -> list[dict[str, Any]]:
    """Alerts as the library returns them (dicts), checked against the :class:`Alert` model first."""
    _ALERTS.validate_python(data)
    return list(data)

class Api:
    """Builds the :class:`Call` of every remote method; ``bank`` is the client's default bank."""

    def __init__(self, bank: str) -> None:
        self.bank = self.check_bank(bank)

    @staticmethod
    def check_bank(name: str) -> str:
        if not isinstance(name, str) or not BANK_RE.match(name):
            raise errors.InvalidInput(f"bank: {name!r} is not a bank name (1-64 letters, digits, '_', '-', '.')",
                                      field="bank")
        return name

    def at(self, bank: str | None, *rest: str) -> str:
        """``/v1/banks/{bank}/...`` for ``bank`` (default: the client's)."""
        b = self.check_bank(self.bank if bank is None else bank)
        return "/".join(("/v1/banks", b, *rest)).rstrip("/")

    # -- banks ------------------------------------------------------------------------------------------------
    def banks(self) -> Call[list[BankInfo]]:
        """Every bank the key may read, with its counts by status and kind."""
        return Call("GET", "/v1/banks", adapter(list[BankInfo]), safe=True)

    def create_bank(self, name: str) -> Call[BankInfo]:
        """Create an empty bank (creating one that exists changes nothing); its counts."""
        return Call("POST", "/v1/banks", _validator(BankInfo), json={"name": self.check_bank(name)}, safe=True)

    def stats(self, bank: str | None = None) -> Call[BankInfo]:
        """One bank's counts by status and kind."""
        return Call("GET", self.at(bank), _validator(BankInfo), safe=True)

    # -- write ------------------------------------------------------------------------------------------------
    def write(
        self,
        content: str | WriteRequest | Mapping[str, Any] | None = None,
        *,
        kind: Kind | str | None = None,
        source: Source | str | None = None,
        source_id: str | None = None,
        session_id: str | None = None,
        task_id: str | None = None,
        reasoning_step: str | None = None,
        bank: str | None = None,
        confidence: float | None = None,
        importance: float | None = None,
        critical: bool | None = None,
        ttl_seconds: float | None = None,
        expires_at: datetime | str | None = None,
        observed_at: datetime | str | None = None,
        valid_from: datetime | str | None = None,
        valid_until: datetime | str | None = None,
        summary: str | None = None,
        query: str | None = None,
        keywords: list[str] | None = None,
        tags: list[str] | None = None,
        metadata: dict[str, Any] | None = None,
        idempotency_key: str | None = None,
        embedding: list[float] | None = None,
        now: datetime | str | None = None,
    ) -> Call[WriteResult]:
        """Store one memory (or confirm an existing duplicate); the fields of
        :class:`~hindsight.model.WriteRequest`. ``content`` may also be a whole request."""
        fields = given(kind=kind, source=source, source_id=source_id, session_id=session_id, task_id=task_id,
                       reasoning_step=reasoning_step, bank=bank, confidence=confidence, importance=importance,
                       critical=critical, ttl_seconds=ttl_seconds, expires_at=expires_at, observed_at=observed_at,
                       valid_from=valid_from, valid_until=valid_until, summary=summary, query=query,
                       keywords=keywords, tags=tags, metadata=metadata, idempotency_key=idempotency_key,
                       embedding=embedding)
        body = {**self.item(content), **fields}
        target = body.pop("bank", None)
        if now is not None:
            body["now"] = now
        return Call("POST", self.at(target, "memories"), _validator(WriteResult), json=jsonable(body),
                    safe="idempotency_key" in body)

    @staticmethod
    def item(content: str | WriteRequest | Mapping[str, Any] | None) -> dict[str, Any]:
        """One write item as a dict (a text, a request model or a mapping)."""
        if isinstance(content, WriteRequest):
            return content.model_dump(exclude_unset=True)
        if isinstance(content, Mapping):
            return dict(content)
        return {} if content is None else {"content": content}

    def write_many(
        self,
        items: Sequence[WriteRequest | Mapping[str, Any] | str],
        *,
        bank: str | None = None,
        now: datetime | str | None = None,
    ) -> Call[list[WriteResult]]:
        """Store many memories in one request; every item is validated before anything is written. Items may name
        a bank only if it is the same for all (one request writes one bank)."""
        body = [self.item(it) for it in items]
        named = {it.pop("bank") for it in body if it.get("bank") is not None}
        if len(named) > 1 or (named and bank is not None and named != {bank}):
            raise errors.InvalidInput("the items of one write_many call must share one bank", field="bank")
        target = bank if bank is not None else next(iter(named), None)
        if not body:
            raise errors.InvalidInput("items: nothing to write", field="items")
        safe = all("idempotency_key" in it for it in body)
        return Call("POST", self.at(target, "memories", "batch"), lambda d: adapter(list[WriteResult])(d["results"]),
                    json=jsonable(given(items=body, now=now)), safe=safe)

    def quarantined(self, bank: str | None = None) -> Call[list[Memory]]:
        """Memories the write-time guard quarantined (an admin key)."""
        return Call("GET", self.at(bank, "quarantine"), adapter(list[Memory]), safe=True)

    # -- search and read --------------------------------------------------------------------------------------
    def search(
        self,
        query: str | SearchRequest | Mapping[str, Any],
        *,
        bank: str | None = None,
        top_k: int | None = None,
        min_confidence: float | None = None,
        min_score: float | None = None,
        kinds: Sequence[Kind | str] | None = None,
        statuses: Sequence[Status | str] | None = None,
        include_inactive: bool | None = None,
        session_id: str | None = None,
        sources: Sequence[Source | str] | None = None,
        tags: Sequence[str] | None = None,
        observed_after: datetime | str | None = None,
        observed_before: datetime | str | None = None,
        valid_at: datetime | str | None = None,
        now: datetime | str | None = None,
        explain: bool | None = None,
        fusion: str | None = None,
        profile: str | None = None,
        timeout_s: float | None = None,
        track_access: bool | None = None,
        layer: str | None = None,
        rerank: str | None = None,
        decompose: bool | None = None,
    ) -> Call[SearchResponse]:
        """Hybrid search (dense + BM25, fused, scored); the fields of :class:`~hindsight.model.SearchRequest`."""
        fields = given(bank=bank, top_k=top_k, min_confidence=min_confidence, min_score=min_score, kinds=kinds,
                       statuses=statuses,
                       include_inactive=include_inactive, session_id=session_id, sources=sources, tags=tags,
                       observed_after=observed_after, observed_before=observed_before, valid_at=valid_at, now=now,
                       explain=explain, fusion=fusion, profile=profile, timeout_s=timeout_s,
                       track_access=track_access, layer=layer, rerank=rerank, decompose=decompose)
        if isinstance(query, SearchRequest):
            query = query.model_dump(exclude_unset=True)
        body = {**query, **fields} if isinstance(query, Mapping) else {"query": query, **fields}
        target = body.pop("bank", None)
        return Call("POST", self.at(target, "search"), _validator(SearchResponse), json=jsonable(body), safe=True)

    def get(self, memory_id: str, *, bank: str | None = None, with_embedding: bool = False) -> Call[Memory]:
        """One memory with every field and its provenance (its embedding only with ``with_embedding``)."""
        params = {"with_embedding": "true"} if with_embedding else {}
        return Call("GET", self.at(bank, "memories", segment(memory_id, "memory_id")), _validator(Memory),
                    params=params, safe=True)

    def trace(self, memory_id: str, *, bank: str | None = None) -> Call[Trace]:
        """Where a memory came from and everything that happened to it since."""
        path = self.at(bank, "memories", segment(memory_id, "memory_id"), "trace")
        return Call("GET", path, _validator(Trace), safe=True)

    def retrieval_log(self, *, bank: str | None = None, limit: int = 50) -> Call[list[dict[str, Any]]]:
        """The latest searches of a bank, newest first (query, candidates, returned ids, latency, who asked)."""
        return Call("GET", self.at(bank, "retrieval-log"), list, params={"limit": limit}, safe=True)

    # -- change -----------------------------------------------------------------------------------------------
    def update(
        self,
        memory_id: str,
        *,
        bank: str | None = None,
        reason: str | None = None,
        now: datetime | str | None = None,
        **fields: Any,
    ) -> Call[Memory]:
        """Edit a memory (the fields of :class:`~hindsight.model.UpdateRequest`); every change is an event."""
        body = {**fields, **given(reason=reason, now=now)}
        path = self.at(bank, "memories", segment(memory_id, "memory_id"))
        return Call("PATCH", path, _validator(Memory), json=jsonable(body))

    def forget(
        self, memory_id: str, *, bank: str | None = None, reason: str | None = None, now: datetime | str | None = None
    ) -> Call[Memory]:
        """Soft delete: the memory leaves search results but stays traceable (status ``forgotten``)."""
        return self.update(memory_id, bank=bank, reason=reason or "forgotten on request", now=now,
                           status=Status.forgotten)

    def restore(
        self, memory_id: str, *, bank: str | None = None, reason: str | None = None, now: datetime | str | None = None
    ) -> Call[Memory]:
        """Bring an archived / expired / forgotten memory back (D6)."""
        path = self.at(bank, "memories", segment(memory_id, "memory_id"), "restore")
        return Call("POST", path, _validator(Memory), params=jsonable(given(reason=reason, now=now)))

    def expire(self, *, bank: str | None = None, now: datetime | str | None = None) -> Call[list[str]]:
        """Mark active memories whose ``expires_at`` has passed as ``expired``. Returns their ids."""
        return Call("POST", self.at(bank, "expire"), lambda d: [str(i) for i in d["expired"]],
                    params=jsonable(given(now=now)), safe=True)

    def erase(
        self, memory_id: str, *, reason: str, bank: str | None = None, now: datetime | str | None = None
    ) -> Call[EraseResult]:
        """Remove a memory for good ("delete my data"); the history keeps a content-free ``erased`` event.
        ``reason`` is required; erasing again returns the same tombstone."""
        path = self.at(bank, "memories", segment(memory_id, "memory_id"), "erase")
        return Call("POST", path, _validator(EraseResult), json=jsonable(given(reason=reason, now=now)), safe=True)

    def delete_bank(self, name: str, *, reason: str | None = None) -> Call[BankDeletion]:
        """Delete a bank and everything in it (an admin key)."""
        return Call("DELETE", self.at(name), _validator(BankDeletion), params=given(reason=reason))

    def list_memories(
        self,
        bank: str | None = None,
        *,
        status: str | Sequence[str] | None = None,
        kind: str | Sequence[str] | None = None,
        limit: int = 50,
        cursor: str | None = None,
    ) -> Call[MemoryListPage]:
        """One page of a bank's memories, newest first; pass ``next_cursor`` back as ``cursor`` for the next."""
        params: dict[str, Any] = {"limit": limit, **given(cursor=cursor)}
        for name, value in (("status", status), ("kind", kind)):
            if value is not None:
                params[name] = [value] if isinstance(value, str) else list(value)
        return Call("GET", self.at(bank, "list"), _validator(MemoryListPage), params=jsonable(params), safe=True)

    # -- review -----------------------------------------------------------------------------------------------
    def review(
        self,
        bank: str | None = None,
        *,
        now: datetime | str | None = None,
        window_seconds: float | None = None,
        trigger: str = "manual",
    ) -> Call[ReviewReport]:
        """Run one review cycle on the server now; returns (and the server stores) the report."""
        body = given(now=now, window_seconds=window_seconds, trigger=trigger)
        return Call("POST", self.at(bank, "review"), _validator(ReviewReport), json=jsonable(body))

    def review_runs(self, bank: str | None = None, *, limit: int = 20) -> Call[list[ReviewReport]]:
        """The latest review runs of a bank, newest first."""
        return Call("GET", self.at(bank, "review", "runs"), adapter(list[ReviewReport]), params={"limit": limit},
                    safe=True)

    def conflicts(self, bank: str | None = None, *, status: str | None = "open") -> Call[list[ReviewItem]]:
        """Review items: ``open`` ones await a person, ``resolved`` ones are settled, ``None``: both."""
        return Call("GET", self.at(bank, "conflicts"), adapter(list[ReviewItem]),
                    params={"status": "all" if status is None else status}, safe=True)

    def resolve_conflict(
        self,
        item_id: str | None = None,
        *,
        a_id: str | None = None,
        b_id: str | None = None,
        keep: str,
        reason: str | None = None,
        bank: str | None = None,
        now: datetime | str | None = None,
    ) -> Call[ReviewItem]:
        """Settle a conflict by hand: keep ``a``, ``b``, ``both`` or ``neither`` (an item, or any two memories)."""
        body = given(item_id=item_id, a_id=a_id, b_id=b_id, keep=keep, reason=reason, now=now)
        return Call("POST", self.at(bank, "conflicts", "resolve"), _validator(ReviewItem), json=jsonable(body))

    def audit(self, bank: str | None = None, *, now: datetime | str | None = None) -> Call[list[ReviewItem]]:
        """Scan the whole bank for contradictions (each found becomes an open review item); all open items."""
        return Call("POST", self.at(bank, "audit"), adapter(list[ReviewItem]), params=jsonable(given(now=now)))

    def export_for_review(self, bank: str | None = None, *, now: datetime | str | None = None) -> Call[list[Memory]]:
        """The 50 most accessed and the 50 newest visible memories, for a person to read through."""
        return Call("GET", self.at(bank, "audit", "export"), adapter(list[Memory]),
                    params=jsonable(given(now=now)), safe=True)

    def alerts(self, bank: str | None = None, *, limit: int = 50) -> Call[list[dict[str, Any]]]:
        """Alerts of a bank, newest first, as dicts (like the library's)."""
        return Call("GET", self.at(bank, "alerts"), _alert_dicts, params={"limit": limit}, safe=True)

    # -- conversations ----------------------------------------------------------------------------------------
    def observe(
        self,
        session_id: str,
        messages: Sequence[Message | dict[str, Any]],
        *,
        bank: str | None = None,
        now: datetime | str | None = None,
    ) -> Call[ObserveReport]:
        """Ingest conversation turns ``[{role, content, at?}]`` (short-term history; important ones long-term)."""
        path = self.at(bank, "sessions", segment(session_id, "session_id"), "messages")
        return Call("POST", path, _validator(ObserveReport), json=jsonable(given(messages=list(messages), now=now)))

    def context(
        self,
        session_id: str,
        query: str,
        *,
        budget_tokens: int = 800,
        bank: str | None = None,
        now: datetime | str | None = None,
        max_memories: int = 10,
        min_score: float | None = None,
    ) -> Call[ContextBlock]:
        """A prompt-ready block: the session's last turns, then the relevant memories (at most ``max_memories``,
        none below the relevance floor ``min_score``), within ``budget_tokens``."""
        path = self.at(bank, "sessions", segment(session_id, "session_id"), "context")
        body = given(query=query, budget_tokens=budget_tokens, now=now, max_memories=max_memories,
                     min_score=min_score)
        return Call("POST", path, _validator(ContextBlock), json=jsonable(body), safe=True)

    def session_turns(
        self, session_id: str, *, bank: str | None = None, now: datetime | str | None = None
    ) -> Call[list[SessionTurn]]:
        """A session's short-term history (unexpired turns, oldest first)."""
        path = self.at(bank, "sessions", segment(session_id, "session_id"), "turns")
        return Call("GET", path, adapter(list[SessionTurn]), params=jsonable(given(now=now)), safe=True)

    # -- experience -------------------------------------------------------------------------------------------
    def trace_step(self, trace_id: str, step_index: int, **fields: Any) -> Call[dict[str, Any]]:
        """Record one step of an agent's execution trace (idempotent per bank, trace_id and step_index)."""
        bank = fields.pop("bank", None)
        body = {"trace_id": trace_id, "step_index": step_index, **fields}
        return Call("POST", self.at(bank, "traces"), dict, json=jsonable(body), safe=True)

    def trace_steps(self, trace_id: str, *, bank: str | None = None) -> Call[list[dict[str, Any]]]:
        """A trace's recorded steps, in order."""
        return Call("GET", self.at(bank, "traces", segment(trace_id, "trace_id")), list, safe=True)

    def experience_distill(
        self, *, bank: str | None = None, now: datetime | str | None = None, limit: int | None = None
    ) -> Call[DistillReport]:
        """Turn finished traces into experience memories now; says what it made."""
        body = jsonable(given(now=now, limit=limit))
        return Call("POST", self.at(bank, "experiences", "distill"), _validator(DistillReport), json=body)

    def experience_recall(
        self,
        intent: str,
        *,
        tool_name: str | None = None,
        error: str | None = None,
        environment: str | None = None,
        outcome: str | None = None,
        bank: str | None = None,
        top_k: int = 5,
    ) -> Call[list[ExperienceHit]]:
        """Lessons for a task (by ``intent``) or a failure (``tool_name`` + ``error``); never another
        environment's."""
        body = given(intent=intent, tool_name=tool_name, error=error, environment=environment, outcome=outcome,
                     top_k=top_k)
        hits = adapter(list[ExperienceHit])
        return Call("POST", self.at(bank, "experiences", "recall"), lambda d: hits(d["results"]),
                    json=jsonable(body), safe=True)

def import_call(api: Api, records: Iterable[Mapping[str, Any]], bank: str | None) -> Call[list[WriteResult]]:
    """The import request: the records as JSONL (checked to be objects first, like the library checks them),
    answered with one :class:`WriteResult` per record (``?results=full``)."""
    lines: list[bytes] = []
    for i, rec in enumerate(records):
        if not isinstance(rec, Mapping):
            raise errors.InvalidInput(f"record {i}: expected a JSON object", field=None)
        lines.append(json.dumps(jsonable(rec), ensure_ascii=False).encode() + b"\n")
    if not lines:
        raise errors.InvalidInput("records: nothing to import", field="records")
    return Call("POST", api.at(bank, "import"), lambda d: adapter(list[WriteResult])(d["results"]),
                params={"results": "full"}, content=b"".join(lines), content_type="application/x-ndjson")


def export_call(api: Api, bank: str | None) -> Call[Any]:
    return Call("GET", api.at(bank, "export"), lambda d: d, safe=True)

# -- one method, two clients ------------------------------------------------------------------------------------
class SyncRunner(Protocol):
    api: Api

    def run(self, call: Call[T]) -> T: ...


class AsyncRunner(Protocol):
    api: Api

    async def run(self, call: Call[T]) -> T: ...


def _signature(build: Callable[..., Any]) -> inspect.Signature:
    """``build``'s signature as the client shows it: without ``self``, returning what the call decodes to."""
    sig = inspect.signature(build)
    ret = sig.return_annotation
    if isinstance(ret, str) and ret.startswith("Call[") and ret.endswith("]"):
        ret = ret[len("Call["):-1]
    return sig.replace(parameters=list(sig.parameters.values())[1:], return_annotation=ret)


def _named(method: Callable[..., Any], build: Callable[..., Any], sig: inspect.Signature) -> None:
    method.__name__ = method.__qualname__ = build.__name__
    method.__doc__ = build.__doc__
    method.__signature__ = sig  # type: ignore[attr-defined]


class SyncOp(Generic[P, T]):
    """A client method made from an :class:`Api` method: builds the call, runs it, returns the decoded answer."""

    def __init__(self, build: Callable[Concatenate[Api, P], Call[T]]) -> None:
        self.build = build
        self.signature = _signature(build)
        self.__doc__ = build.__doc__

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> SyncOp[P, T]: ...
    @overload
    def __get__(self, obj: SyncRunner, owner: type | None = None) -> Callable[P, T]: ...

    def __get__(self, obj: SyncRunner | None, owner: type | None = None) -> SyncOp[P, T] | Callable[P, T]:
        if obj is None:
            return self

        def method(*args: P.args, **kwargs: P.kwargs) -> T:
            return obj.run(self.build(obj.api, *args, **kwargs))

        _named(method, self.build, self.signature)
        return method


class AsyncOp(Generic[P, T]):
    """The async twin of :class:`SyncOp`: the same call, awaited."""

    def __init__(self, build: Callable[Concatenate[Api, P], Call[T]]) -> None:
        self.build = build
        self.signature = _signature(build)
        self.__doc__ = build.__doc__

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> AsyncOp[P, T]: ...
    @overload
    def __get__(self, obj: AsyncRunner, owner: type | None = None) -> Callable[P, Awaitable[T]]: ...

    def __get__(self, obj: AsyncRunner | None, owner: type | None = None) -> AsyncOp[P, T] | Callable[P, Awaitable[T]]:
        if obj is None:
            return self

        async def method(*args: P.args, **kwargs: P.kwargs) -> T:
            return await obj.run(self.build(obj.api, *args, **kwargs))

        _named(method, self.build, self.signature)
        return method
