"""The Store port: everything the write path, the search path and the faces need from storage.

A backend implements :class:`Store` (reads, searches, bookkeeping) and :class:`StoreTx` (the short
write transaction in which dedup and insert happen atomically). :class:`Store` is the combination of role
protocols — :class:`Memories` (rows, banks, events), :class:`SearchIndex`, :class:`ReviewLedger`,
:class:`Leases`, :class:`SessionLog` and :class:`TraceLog` — so code can ask for only the role it needs.
``tests/contract`` runs the same behaviour tests against every backend.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

import numpy as np

from hindsight.model import (
    BankInfo,
    Event,
    EventType,
    Kind,
    Memory,
    ReviewItem,
    ReviewReport,
    SessionTurn,
    Source,
    Status,
)


@dataclass(frozen=True)
class Filters:
    """Search filters (C3). ``now`` hides expired / no-longer-valid memories; with ``as_of`` it also hides
    memories observed after ``now`` (replaying history)."""

    now: datetime
    statuses: tuple[Status, ...] | None = (Status.active, Status.disputed)
    min_confidence: float = 0.0
    kinds: tuple[Kind, ...] | None = None
    session_id: str | None = None
    sources: tuple[Source, ...] | None = None
    tags: tuple[str, ...] | None = None
    observed_after: datetime | None = None
    observed_before: datetime | None = None
    valid_at: datetime | None = None
    hide_expired: bool = True
    as_of: bool = False


@dataclass(frozen=True)
class JudgedPair:
    """A pair a costly judge has seen (:mod:`hindsight.store.judged`): ``a_id`` < ``b_id``, each side's content
    hash when judged, the verdict's relation (``None`` while every attempt failed), the judge, attempts, when."""

    a_id: str
    b_id: str
    a_hash: str
    b_hash: str
    relation: str | None
    judge: str
    attempts: int
    judged_at: datetime


@dataclass(frozen=True)
class CandidateRows:
    """What the search path reads of its candidates (:meth:`SearchIndex.read_candidates`): the memories found, in
    the order asked; the cosine to the query of those asked for (rows of the query's dimension); the stored
    vectors of every memory found, or ``None`` when the backend leaves them to :meth:`Memories.vectors`."""

    memories: list[Memory]
    similarities: dict[str, float]
    vectors: dict[str, np.ndarray] | None


@dataclass(frozen=True)
class TermWeight:
    """One unit of the keyword arm's BM25 sum over a bank (a query word's phrase on SQLite, a lexeme on
    PostgreSQL): its idf, as the keyword arm scores it with the bank's statistics, and the bank's rows holding it
    (0: none; its idf is then the largest the bank gives, ``ln((N + 0.5) / 0.5)``)."""

    idf: float
    rows: int


class StoreTx(Protocol):
    """Operations inside one short write transaction, serialised per bank."""

    def idempotent(self, bank: str, key: str) -> tuple[str, str] | None:
        """(memory_id, action) recorded for an idempotency key, if any."""
        ...

    def remember_key(self, bank: str, key: str, memory_id: str, action: str, at: datetime) -> None: ...

    def nearest(
        self, bank: str, vec: np.ndarray, k: int, now: datetime, *, include_archived: bool = False
    ) -> list[tuple[Memory, float]]:
        """Visible (and optionally archived) memories most similar to ``vec``, best first."""
        ...

    def get(self, bank: str, memory_id: str) -> Memory | None: ...

    def linked(self, bank: str, a_id: str, b_id: str) -> bool:
        """Whether an event of ``a_id`` already refers to ``b_id`` (a settled pair)."""
        ...

    def bank_of(self, memory_id: str) -> str | None:
        """The bank holding ``memory_id`` (ids are unique across the store), or None."""
        ...

    def insert(self, memory: Memory, vec: np.ndarray) -> None: ...

    def near_cos(self, bank: str, ids: list[str]) -> dict[str, list[float]]:
        """The kept hubness (``store/hubness.py``: cosines to the nearest other active memories, best first) of
        those of ``ids`` that have one."""
        ...

    def set_near_cos(self, bank: str, values: dict[str, list[float] | None]) -> None:
        """Replace the kept hubness of these memories (``None``: none, to be backfilled)."""
        ...

    def vectors(self, bank: str, ids: list[str]) -> dict[str, np.ndarray]:
        """The stored vectors of these memories, as this transaction sees them."""
        ...

    def update(self, memory: Memory, vec: np.ndarray | None = None) -> None:
        """Rewrite the mutable fields of ``memory`` (and its vector/index when ``vec`` is given)."""
        ...

    def append_event(
        self,
        memory_id: str,
        bank: str,
        at: datetime,
        type: EventType,
        actor: str,
        reason: str | None = None,
        data: dict[str, Any] | None = None,
    ) -> None: ...

    # -- review loop --
    def save_review_item(self, item: ReviewItem) -> None: ...

    def open_item_for(self, bank: str, a_id: str, b_id: str) -> ReviewItem | None: ...

    def open_item_touching(self, bank: str, ids: list[str]) -> ReviewItem | None:
        """The oldest open review item whose conflict group (a, b or others) holds one of ``ids``."""
        ...

    def save_review_run(self, report: ReviewReport, watermark: int) -> None: ...

    def enqueue(self, bank: str, memory_id: str, reason: str, at: datetime) -> None:
        """Queue a memory for the next review (a risky write, a deferred pair)."""
        ...

    def dequeue(self, bank: str, ids: list[str]) -> None: ...

    def add_alert(self, bank: str, at: datetime, kind: str, message: str, data: dict[str, Any]) -> None: ...

    def mark_decayed(self, bank: str, memory_id: str, at: datetime) -> None: ...

    def record_judged(self, bank: str, rows: list[JudgedPair]) -> None:
        """Insert or replace the judged-pair rows (one per pair of ids)."""
        ...

    # -- erasure --
    def erase(self, bank: str, memory_id: str, needles: list[str]) -> dict[str, int]:
        """Remove a memory for good: its row (content, embedding), its keyword / vector index entries, its queue,
        idempotency, review-item and judged-pair rows;
        scrub the text of its own events (``data`` ``{}``, ``reason`` NULL) and of
        every event, alert and retrieval-log row of the bank that carries one of ``needles`` (its texts) or, for
        alerts and the retrieval log, its id. Returns the rows touched per table."""
        ...


class Memories(Protocol):
    """The memory rows of the banks, their events and the embedder they were written with."""

    url: str

    def check_embedder(self, name: str, dim: int) -> None:
        """Record the embedder on first use; raise EmbeddingMismatch if it differs from the recorded one."""
        ...

    def embedder_info(self) -> tuple[str, int] | None: ...

    def set_embedder(self, name: str, dim: int) -> None: ...

    def bank_exists(self, bank: str) -> bool: ...

    def create_bank(self, bank: str, at: datetime) -> bool: ...

    def banks(self) -> list[BankInfo]: ...

    def transaction(self, bank: str) -> AbstractContextManager[StoreTx]: ...

    def get(self, bank: str, memory_id: str, *, with_embedding: bool = False) -> Memory | None: ...

    def get_many(self, bank: str, ids: list[str]) -> list[Memory]: ...

    def events(self, bank: str, memory_id: str) -> list[Event]: ...

    def recent_events(self, bank: str, limit: int) -> list[Event]:
        """The newest ``limit`` events of a bank, newest first (the console's timeline)."""
        ...

    def count(self, bank: str) -> int: ...

    def known_keys(self, bank: str, keys: list[str]) -> set[str]:
        """Which of these idempotency keys are already recorded."""
        ...

    def iter_memories(self, bank: str, *, with_embedding: bool = False) -> Iterator[Memory]: ...

    def vectors(self, bank: str, ids: list[str]) -> dict[str, np.ndarray]: ...

    def list_memories(
        self,
        bank: str,
        *,
        statuses: tuple[Status, ...] | None,
        kinds: tuple[Kind, ...] | None,
        before_seq: int | None,
        limit: int,
    ) -> list[tuple[int, Memory]]:
        """(seq, memory) of a bank, newest first, only those with ``seq < before_seq`` when given."""
        ...

    def delete_bank(self, bank: str) -> dict[str, int]:
        """Delete a bank and every row of it (memories, index entries, events, review items and runs, queue,
        alerts, retrieval log, session turns, trace steps, idempotency keys). Returns the rows removed per table."""
        ...

    def purge_deleted(self) -> None:
        """Make deleted text unrecoverable from the database files where the backend keeps freed bytes around
        (SQLite: merge the keyword index, checkpoint and truncate the WAL); a no-op elsewhere."""
        ...


class SearchIndex(Protocol):
    """The two search arms, similarities to a query, access statistics and the retrieval log."""

    def vector_search(self, bank: str, vec: np.ndarray, k: int, f: Filters) -> list[tuple[str, float]]: ...

    def keyword_search(self, bank: str, terms: list[str], k: int, f: Filters) -> list[tuple[str, float]]: ...

    def keyword_weights(self, bank: str, terms: list[str]) -> list[TermWeight]:
        """The weight of each unit :meth:`keyword_search` sums for ``terms`` in ``bank``: what the question could
        score at most (additive fusion's keyword normalisation, ``search/scoring.py``); [] when the bank is empty
        or the backend cannot tell."""
        ...

    def similarities(self, bank: str, ids: list[str], vec: np.ndarray) -> dict[str, float]: ...

    def read_candidates(
        self, bank: str, ids: list[str], vec: np.ndarray | None, cosine_ids: list[str]
    ) -> CandidateRows:
        """``get_many(bank, ids)``, ``similarities(bank, cosine_ids, vec)`` (none when ``vec`` is None) and,
        where the backend can read them at no extra round trip, ``vectors(bank, ids)``: the search's reads of
        its candidates at once."""
        ...

    def near_cos(self, bank: str, ids: list[str]) -> dict[str, list[float]]:
        """The kept hubness (:meth:`StoreTx.near_cos`) of those of ``ids`` that have one."""
        ...

    def active_count(self, bank: str, cap: int) -> int:
        """How many active memories ``bank`` holds, counted up to ``cap`` (the count stops there)."""
        ...

    def missing_near_cos(self, bank: str, limit: int) -> list[str]:
        """Up to ``limit`` active memories of ``bank`` with no kept hubness yet (oldest first)."""
        ...

    def next_in_session(self, bank: str, ids: list[str]) -> dict[str, str]:
        """For each of ``ids`` that has a session: the memory written right after it in that session (by write
        order), whatever its status. Ids without a session or a later memory are left out."""
        ...

    def touch(self, bank: str, ids: list[str], at: datetime) -> None: ...

    def after_search(self, bank: str, ids: list[str], at: datetime, record: dict[str, Any] | None) -> None:
        """Bump access stats (C5) of ``ids`` and append ``record`` to the retrieval log (C7)."""
        ...

    def retrieval_log(self, bank: str, limit: int = 50) -> list[dict[str, Any]]: ...


class ReviewLedger(Protocol):
    """What the review loop reads: changes since a watermark, review items and runs, the queue, alerts."""

    def event_watermark(self, bank: str) -> int:
        """The newest event sequence number of a bank (review runs resume after it)."""
        ...

    def changed_since(self, bank: str, *, event_seq: int | None = None, since: datetime | None = None) -> list[str]: ...

    def decayed_at(self, bank: str, ids: list[str]) -> dict[str, datetime | None]: ...

    def review_items(self, bank: str, status: str | None = "open") -> list[ReviewItem]: ...

    def review_item(self, bank: str, item_id: str) -> ReviewItem | None: ...

    def review_runs(self, bank: str, limit: int = 20) -> list[ReviewReport]: ...

    def last_watermark(self, bank: str) -> int: ...

    def queued(self, bank: str) -> list[str]: ...

    def alerts(self, bank: str, limit: int = 50) -> list[dict[str, Any]]: ...

    def judged_pairs(self, bank: str, keys: list[tuple[str, str]]) -> dict[tuple[str, str], JudgedPair]:
        """The judged-pair rows recorded for these pairs of ids (each key ``(smaller id, larger id)``)."""
        ...


class Leases(Protocol):
    """Named lease locks (one review run per bank, one distiller...)."""

    def try_lock(self, name: str, holder: str, ttl_s: float) -> bool:
        """Take a named lease lock (expires after ``ttl_s`` if the holder dies)."""
        ...

    def unlock(self, name: str, holder: str) -> None: ...


class SessionLog(Protocol):
    """Conversation layers (A4): the short-term history of sessions."""

    def add_turns(self, turns: list[SessionTurn]) -> list[int]:
        """Append turns to their sessions' short-term history; returns their sequence numbers."""
        ...

    def session_turns(
        self, bank: str, session_id: str | None, now: datetime, *, limit: int | None = None
    ) -> list[SessionTurn]:
        """Unexpired turns of a session (``None``: every session of the bank), oldest first."""
        ...

    def promote_turn(self, bank: str, seq: int, memory_id: str) -> None: ...

    def purge_turns(self, bank: str, now: datetime) -> int: ...

    def erase_turns(self, bank: str, memory_id: str, needles: list[str]) -> int:
        """Delete the turns promoted to ``memory_id`` and the turns quoting one of ``needles``; returns how many."""
        ...


class TraceLog(Protocol):
    """Experience (E1, E2): execution trace steps waiting to be distilled."""

    def add_trace_step(self, bank: str, trace_id: str, step_index: int, at: datetime, data: dict[str, Any]) -> bool:
        ...

    def trace_steps(self, bank: str, trace_id: str) -> list[dict[str, Any]]: ...

    def pending_traces(self, bank: str, idle_before: datetime, limit: int) -> list[str]: ...

    def mark_distilled(self, bank: str, trace_ids: list[str], at: datetime) -> None: ...


class Store(Memories, SearchIndex, ReviewLedger, Leases, SessionLog, TraceLog, Protocol):
    """A whole backend: every role, and ``close``. Code that needs one role only can ask for that role."""

    def close(self) -> None: ...

    def pinned(self) -> AbstractContextManager[None]:
        """Inside the block, the store calls of this thread share one connection (one checkout, one liveness
        check: what a search makes). Other threads are never given it. A no-op for a store whose connections
        are per thread already (SQLite)."""
        ...
