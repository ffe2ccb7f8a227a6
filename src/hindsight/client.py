"""The Python API: the library face that every other face (CLI, HTTP, MCP) calls.

>>> from hindsight import Hindsight
>>> hs = Hindsight.open("/tmp/hs-doc")                      # embedded store, default embedder
>>> r = hs.write("The user prefers pytest over unittest", source="user")
>>> r.action
<WriteAction.created: 'created'>
>>> hs.search("which test framework?").results[0].content
'The user prefers pytest over unittest'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hindsight.config import Settings
from hindsight.conversation import layers
from hindsight.embedder import Embedder, make_embedder
from hindsight.engine import Engine, check_bank_name
from hindsight.experience import service as experience
from hindsight.judge import Judge
from hindsight.model import (
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
from hindsight.model.memory import HIDDEN_TEXT, hide_quarantined
from hindsight.notify import Notifier
from hindsight.review import cycle, manual
from hindsight.search import path as search_path
from hindsight.store import Store, open_store
from hindsight.timeutil import to_utc, utcnow
from hindsight.write import erase as erasure
from hindsight.write import path as write_path
from hindsight.write import transfer

if TYPE_CHECKING:
    from hindsight.remote import AsyncRemoteHindsight, RemoteHindsight


def _given(**fields: Any) -> dict[str, Any]:
    """The keyword arguments the caller gave (``None`` means "not given": the request's default applies)."""
    return {k: v for k, v in fields.items() if v is not None}


class Hindsight:
    """Long-term memory for one process. Thread-safe; several processes may open the same store.

    Every method delegates to a path module (``write/``, ``search/``, ``review/``, ``conversation/``,
    ``experience/``) with this instance's :class:`~hindsight.engine.Engine`.
    """

    def __init__(
        self,
        store: Store,
        embedder: Embedder,
        settings: Settings | None = None,
        *,
        via: str = "python",
        actor: str = "anonymous",
        check_embedder: bool = True,
    ) -> None:
        settings = settings or Settings()
        if check_embedder:
            store.check_embedder(embedder.name, embedder.dim)
        if not store.bank_exists(settings.default_bank):
            store.create_bank(settings.default_bank, utcnow())
        self.engine = Engine.build(store, embedder, settings, via=via, actor=actor)

    @classmethod
    def open(
        cls,
        url_or_path: str | Path | None = None,
        *,
        settings: Settings | None = None,
        embedder: Embedder | None = None,
        via: str = "python",
        actor: str = "anonymous",
        check_embedder: bool = True,
    ) -> Hindsight:
        """Open (or create) a store. ``None`` uses ``$HINDSIGHT_HOME`` (default ``~/.hindsight``).

        Raises :class:`~hindsight.errors.EmbeddingMismatch` if the store was built with another model.
        """
        settings = settings or Settings()
        store = open_store(url_or_path, settings)
        try:
            return cls(store, embedder or make_embedder(settings), settings, via=via, actor=actor,
                       check_embedder=check_embedder)
        except BaseException:
            store.close()
            raise

    @staticmethod
    def connect(
        base_url: str, api_key: str | None = None, *, bank: str = "default", timeout: float = 30.0, retries: int = 2
    ) -> RemoteHindsight:
        """A client of a shared server (``hindsight serve``) with the same methods and result models.

        ``bank`` is the default bank of calls that name none; ``timeout`` (seconds) bounds connecting and each
        read; ``retries`` extra attempts with backoff and jitter. See :mod:`hindsight.remote`.
        """
        from hindsight.remote import RemoteHindsight

        return RemoteHindsight(base_url, api_key, bank=bank, timeout=timeout, retries=retries)

    @staticmethod
    def connect_async(
        base_url: str, api_key: str | None = None, *, bank: str = "default", timeout: float = 30.0, retries: int = 2
    ) -> AsyncRemoteHindsight:
        """The async twin of :meth:`connect`, for ``asyncio`` code (``async with Hindsight.connect_async(...)``)."""
        from hindsight.remote import AsyncRemoteHindsight

        return AsyncRemoteHindsight(base_url, api_key, bank=bank, timeout=timeout, retries=retries)

    @classmethod
    def _of(cls, engine: Engine) -> Hindsight:
        view = object.__new__(cls)
        view.engine = engine
        return view

    def with_actor(self, actor: str, *, via: str | None = None, scope: str | None = None) -> Hindsight:
        """A view of the same store that attributes every change to ``actor`` (an API key / agent name).
        ``scope`` ("read", "write", "admin"; default: this view's, "admin" for the Python API) limits what the
        view shows and may do with quarantined memories and imports (docs/security.md)."""
        return Hindsight._of(self.engine.with_actor(actor, via=via, scope=scope))

    def with_judge(self, judge: Judge) -> Hindsight:
        """A view of the same store whose reviews and audits use ``judge`` (e.g. the MCP face's sampling judge,
        which asks the calling agent's own model); everything else is unchanged."""
        return Hindsight._of(self.engine.with_judge(judge))

    # the parts, for callers and tests that reach for them
    @property
    def settings(self) -> Settings:
        return self.engine.settings

    @property
    def store(self) -> Store:
        return self.engine.store

    @property
    def embedder(self) -> Embedder:
        return self.engine.embedder

    @property
    def judge(self) -> Judge:
        return self.engine.judge

    @property
    def notifier(self) -> Notifier:
        return self.engine.notifier

    @notifier.setter
    def notifier(self, notifier: Notifier) -> None:
        self.engine.notifier = notifier

    def close(self) -> None:
        self.drain()
        self.store.close()
        closer = getattr(self.embedder, "close", None)
        if callable(closer):
            closer()

    def __enter__(self) -> Hindsight:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def drain(self, timeout: float | None = 60.0) -> None:
        """Wait for background (event-triggered) reviews started by this process."""
        self.engine.background.drain(timeout)

    # -- banks ---------------------------------------------------------------------------------------
    def create_bank(self, name: str) -> BankInfo:
        check_bank_name(name)
        self.store.create_bank(name, utcnow())
        return self.stats(name)

    def banks(self) -> list[BankInfo]:
        """Every bank with its counts by status and kind."""
        return self.store.banks()

    def stats(self, bank: str | None = None) -> BankInfo:
        name = self.engine.bank(bank)
        return next(b for b in self.store.banks() if b.name == name)

    # -- write ---------------------------------------------------------------------------------------
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
    ) -> WriteResult:
        """Store one memory (or confirm an existing duplicate).

        >>> hs.write("用户喜欢喝美式咖啡", source="user", tags=["coffee"]).action  # doctest: +SKIP
        <WriteAction.created: 'created'>

        The fields are those of :class:`~hindsight.model.WriteRequest`; ``query`` is a recall cue (indexed for
        keyword search), ``ttl_seconds`` sets ``expires_at`` from ``observed_at``. ``content`` may also be a
        whole request (a :class:`WriteRequest` or a mapping).
        """
        fields = _given(kind=kind, source=source, source_id=source_id, session_id=session_id, task_id=task_id,
                        reasoning_step=reasoning_step, bank=bank, confidence=confidence, importance=importance,
                        critical=critical, ttl_seconds=ttl_seconds, expires_at=expires_at, observed_at=observed_at,
                        valid_from=valid_from, valid_until=valid_until, summary=summary, query=query,
                        keywords=keywords, tags=tags, metadata=metadata, idempotency_key=idempotency_key,
                        embedding=embedding)
        if isinstance(content, WriteRequest):
            content = content.model_dump(exclude_unset=True)
        item: Mapping[str, Any] = {**content, **fields} if isinstance(content, Mapping) else (
            {"content": content, **fields} if content is not None else fields)
        return self.write_many([item], now=now)[0]

    def write_many(
        self,
        items: Iterable[WriteRequest | Mapping[str, Any] | str],
        *,
        bank: str | None = None,
        now: datetime | str | None = None,
        on_commit: Callable[[list[WriteResult]], None] | None = None,
    ) -> list[WriteResult]:
        """Store many memories, embedded in batches and committed in chunks.

        Every item is validated before anything is written; ``on_commit`` receives each chunk's results
        once that chunk is durable.
        """
        at = to_utc(now, field="now") or utcnow()
        return write_path.write(self.engine, items, bank=bank, now=at, on_commit=on_commit)

    def quarantined(self, bank: str | None = None) -> list[Memory]:
        """Memories the write-time guard quarantined (never served by search), oldest first, for a reviewer.
        Release one with ``update(id, status="active")`` or drop it with ``forget(id)``."""
        return manual.quarantined(self.engine, bank)

    # -- search --------------------------------------------------------------------------------------
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
    ) -> SearchResponse:
        """Hybrid search (dense + BM25, fused, scored).

        The fields are those of :class:`~hindsight.model.SearchRequest`; ``layer`` is ``"long_term"`` (default),
        or ``"short_term"`` / ``"all"`` with ``session_id`` to add the session's matching short-term turns in
        ``short_term``. ``query`` may also be a whole request (a :class:`SearchRequest` or a mapping).
        """
        fields = _given(bank=bank, top_k=top_k, min_confidence=min_confidence, min_score=min_score, kinds=kinds,
                        statuses=statuses,
                        include_inactive=include_inactive, session_id=session_id, sources=sources, tags=tags,
                        observed_after=observed_after, observed_before=observed_before, valid_at=valid_at, now=now,
                        explain=explain, fusion=fusion, profile=profile, timeout_s=timeout_s,
                        track_access=track_access, layer=layer, rerank=rerank, decompose=decompose)
        if isinstance(query, SearchRequest):
            query = query.model_dump(exclude_unset=True)
        data = {**query, **fields} if isinstance(query, Mapping) else {"query": query, **fields}
        response = search_path.search(self.engine, data)
        if self.engine.scope == "read":  # a read-only caller never sees quarantined text
            response.results = [h if h.status != Status.quarantined else h.model_copy(
                update={"content": HIDDEN_TEXT, "memory": hide_quarantined(h.memory)}) for h in response.results]
        return response

    # -- read ----------------------------------------------------------------------------------------
    def get(self, memory_id: str, *, bank: str | None = None, with_embedding: bool = False) -> Memory:
        return manual.get(self.engine, memory_id, bank, with_embedding=with_embedding)

    def trace(self, memory_id: str, *, bank: str | None = None) -> Trace:
        """Where a memory came from and everything that happened to it since (A2, A3)."""
        mem = self.get(memory_id, bank=bank)
        chain = self.store.get_many(mem.bank, mem.supersedes)
        newer = self.store.get(mem.bank, mem.superseded_by) if mem.superseded_by else None
        events = self.store.events(mem.bank, mem.id)
        runs = list(dict.fromkeys(str(e.data["run_id"]) for e in events if e.data.get("run_id")))
        items = [i.id for i in self.store.review_items(mem.bank, None) if memory_id in (i.a_id, i.b_id)]
        return Trace(review_runs=runs, review_items=items, memory=mem, provenance=mem.provenance, events=events,
                     supersedes=chain, superseded_by=newer)

    def retrieval_log(self, *, bank: str | None = None, limit: int = 50) -> list[dict[str, Any]]:
        return self.store.retrieval_log(self.engine.bank(bank), limit)

    # -- change --------------------------------------------------------------------------------------
    def update(
        self,
        memory_id: str,
        *,
        bank: str | None = None,
        reason: str | None = None,
        now: datetime | str | None = None,
        **fields: Any,
    ) -> Memory:
        """Edit a memory (the fields of :class:`~hindsight.model.UpdateRequest`). Every change is an event;
        provenance cannot be edited."""
        return manual.update(self.engine, memory_id, bank, reason, now, fields)

    def forget(
        self, memory_id: str, *, bank: str | None = None, reason: str | None = None, now: datetime | str | None = None
    ) -> Memory:
        """Soft delete: the memory leaves search results but stays traceable (status ``forgotten``)."""
        return manual.update(self.engine, memory_id, bank, reason or "forgotten on request", now,
                             {"status": Status.forgotten})

    def expire(self, *, bank: str | None = None, now: datetime | str | None = None) -> list[str]:
        """Mark active memories whose ``expires_at`` has passed as ``expired`` (B3). Returns their ids."""
        return manual.expire(self.engine, bank, now)

    def restore(
        self, memory_id: str, *, bank: str | None = None, reason: str | None = None, now: datetime | str | None = None
    ) -> Memory:
        """Bring an archived / expired / forgotten memory back (D6)."""
        return manual.restore(self.engine, memory_id, bank, reason, now)

    # -- erasure and listing -------------------------------------------------------------------------
    def erase(
        self, memory_id: str, *, reason: str, bank: str | None = None, now: datetime | str | None = None
    ) -> EraseResult:
        """Remove a memory for good ("delete my data"): content, embedding and index entries, and its text in
        events, alerts, review items, the retrieval log and session turns. The history keeps a content-free
        ``erased`` event (who, when, why). ``reason`` is required; erasing again returns the same tombstone."""
        return erasure.erase(self.engine, memory_id, bank, reason, now)

    def delete_bank(self, name: str, *, reason: str | None = None) -> BankDeletion:
        """Delete a bank and everything in it (memories, events, review items, traces, session turns, logs)."""
        return erasure.delete_bank(self.engine, name, reason)

    def list_memories(
        self,
        bank: str | None = None,
        *,
        status: str | Sequence[str] | None = None,
        kind: str | Sequence[str] | None = None,
        limit: int = 50,
        cursor: str | None = None,
    ) -> MemoryListPage:
        """One page of a bank's memories, newest first, every status unless ``status`` narrows it; pass the
        page's ``next_cursor`` back as ``cursor`` for the next one (``None`` on the last page)."""
        return erasure.list_memories(self.engine, bank, status, kind, limit, cursor)

    # -- review loop (D1-D9) ---------------------------------------------------------------------------
    def review(
        self,
        bank: str | None = None,
        *,
        now: datetime | str | None = None,
        window_seconds: float | None = None,
        trigger: str = "manual",
    ) -> ReviewReport:
        """Run one review cycle: judge new/changed memories against their neighbours, resolve conflicts,
        consolidate, expire, decay and archive. Returns (and stores) the report.

        >>> hs.review(now="2025-03-01T00:00:00Z").superseded  # doctest: +SKIP
        ['mem_...']
        """
        at = to_utc(now, field="now") or utcnow()
        return cycle.review(self.engine, bank, at, window_seconds=window_seconds, trigger=trigger)

    def review_runs(self, bank: str | None = None, *, limit: int = 20) -> list[ReviewReport]:
        return self.store.review_runs(self.engine.bank(bank), limit)

    def conflicts(self, bank: str | None = None, *, status: str | None = "open") -> list[ReviewItem]:
        """Review items (contradictions waiting for a person, or settled ones with ``status=None``)."""
        return manual.conflicts(self.engine, bank, status)

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
    ) -> ReviewItem:
        """D9: settle a conflict by hand: keep ``a``, ``b``, ``both`` or ``neither``.

        Name an open review item, or any two memories (``a_id``, ``b_id``).
        """
        return manual.resolve_conflict(self.engine, item_id, a_id, b_id, keep, reason, bank, now)

    def audit(self, bank: str | None = None, *, now: datetime | str | None = None) -> list[ReviewItem]:
        """D8: scan the whole bank for contradictions between visible memories; every one found becomes an
        open review item (nothing is changed). Returns all open items."""
        return manual.audit(self.engine, bank, now)

    def export_for_review(self, bank: str | None = None, *, now: datetime | str | None = None) -> list[Memory]:
        """D8: the 50 most accessed and the 50 newest visible memories, for a person to read through."""
        return manual.export_for_review(self.engine, bank, now)

    def alerts(self, bank: str | None = None, *, limit: int = 50) -> list[dict[str, Any]]:
        return self.store.alerts(self.engine.bank(bank), limit)

    # -- export / import / re-embed -------------------------------------------------------------------
    def export(self, *, bank: str | None = None) -> Iterator[dict[str, Any]]:
        """Every memory of a bank as a JSON-ready dict (one JSONL line each); round-trips through import."""
        return transfer.export(self.engine, bank)

    def import_records(
        self,
        records: Iterable[dict[str, Any]],
        *,
        bank: str | None = None,
        on_commit: Callable[[list[WriteResult]], None] | None = None,
        batch: int = 512,
    ) -> list[WriteResult]:
        """Import JSONL records: exported memories are restored as they were (same id, status, provenance);
        plain write requests go through the normal write path (dedup included)."""
        return transfer.import_records(self.engine, records, bank=bank, on_commit=on_commit, batch=batch)

    def reembed(self, *, on_progress: Callable[[int], None] | None = None) -> int:
        """Re-embed every memory of every bank with the configured embedder and record it (B6)."""
        return transfer.reembed(self.engine, on_progress)

    # -- conversation layers (A4, B7): ingest turns, assemble context ------------------------------------------
    def observe(
        self,
        session_id: str,
        messages: Sequence[Message | dict[str, Any]],
        *,
        bank: str | None = None,
        now: datetime | str | None = None,
    ) -> ObserveReport:
        """Ingest conversation turns ``[{role, content, at?}]``: every turn joins the session's short-term
        history (24 h; its last turns are the working memory), important ones become long-term memories
        (corrections supersede through the normal write path), small talk is not stored long-term.

        >>> hs.observe("s1", [{"role": "user", "content": "记住，我喜欢喝美式咖啡"}]).turns[0].layer  # doctest: +SKIP
        'long_term'
        """
        return layers.observe(self.engine, session_id, messages, bank=bank, now=now)

    def context(
        self,
        session_id: str,
        query: str,
        *,
        budget_tokens: int = 800,
        bank: str | None = None,
        now: datetime | str | None = None,
        max_memories: int = layers.CONTEXT_CANDIDATES,
        min_score: float | None = None,
    ) -> ContextBlock:
        """A prompt-ready block: the session's working memory, then the most relevant long-term memories
        (at most ``max_memories``; dated; low confidence and disputed ones marked), deduplicated, within
        ``budget_tokens``. ``min_score`` is the relevance floor (default: the embedder's calibrated one); an
        agent's experience lessons join only when the query names their tool or environment or they clear the
        experience threshold; ``below_floor`` says that no memory was close enough."""
        return layers.context(self.engine, session_id, query, budget_tokens=budget_tokens, bank=bank, now=now,
                              max_memories=max_memories, min_score=min_score)

    def session_turns(
        self, session_id: str, *, bank: str | None = None, now: datetime | str | None = None
    ) -> list[SessionTurn]:
        """A session's short-term history (unexpired turns, oldest first)."""
        at = to_utc(now, field="now") or utcnow()
        return self.store.session_turns(self.engine.bank(bank), session_id, at)

    # -- end conversation layers --

    # -- experience (E1-E3): execution traces, distilled lessons, recall -------------------------------------
    def trace_step(self, trace_id: str, step_index: int, **fields: Any) -> dict[str, Any]:
        """Record one step of an agent's execution trace: ``intent``, ``tool_name``, ``tool_input``,
        ``tool_output``, ``decision``, ``outcome`` (success | fail | partial; decided from the business result
        in ``tool_output`` when left out), ``at``, ``bank``, ``agent``, ``environment``. Idempotent per
        (bank, trace_id, step_index)."""
        return experience.trace_step(self.engine, {"trace_id": trace_id, "step_index": step_index, **fields})

    def trace_steps(self, trace_id: str, *, bank: str | None = None) -> list[dict[str, Any]]:
        """A trace's recorded steps, in order."""
        return self.store.trace_steps(self.engine.bank(bank), trace_id)

    def experience_distill(
        self, *, bank: str | None = None, now: datetime | str | None = None, limit: int | None = None,
        distiller: Any = None,
    ) -> DistillReport:
        """Turn finished traces (no step for ``trace_idle_seconds``, default 5 minutes) not yet distilled into
        experience memories (at most ``limit`` traces, default ``distill_max_traces``); a lesson already known
        (cosine >= 0.9) gets ``hit_count + 1`` instead of a copy.
        Rules read clear-cut failures; the rest go to the LLM distiller (``distiller``, else the configured
        LLM endpoint, if any)."""
        return experience.distill(self.engine, bank, now, limit, distiller)

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
    ) -> list[ExperienceHit]:
        """Lessons for a task: before it by ``intent``, during it on failure by ``tool_name`` + ``error``.
        Experiences of another environment are never returned; ``outcome="success"`` keeps only lessons whose
        action was seen to fix the problem."""
        return experience.recall(self.engine, intent, tool_name=tool_name, error=error, environment=environment,
                              outcome=outcome, bank=bank, top_k=top_k)

    # -- end experience --
