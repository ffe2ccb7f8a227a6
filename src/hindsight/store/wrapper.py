"""Typed forwarding bases for a layer in front of another store: :class:`StoreWrapper` forwards every role of
:class:`~hindsight.store.base.Store` to ``inner`` and :class:`StoreTxWrapper` every operation of a
:class:`~hindsight.store.base.StoreTx` to ``tx``; a layer (the Redis layer) overrides only what it owns.

Backend extras that are not part of the protocols (``path`` of the SQLite file, ``schema_version``...) stay
reachable through ``__getattr__``. Code that needs the backend itself walks ``.inner``.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager
from datetime import datetime
from typing import Any

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
    Status,
)
from hindsight.store.base import CandidateRows, Filters, JudgedPair, SessionLog, Store, StoreTx, TermWeight


class StoreWrapper:
    """A :class:`Store` that hands every call to ``inner`` unchanged."""

    def __init__(self, inner: Store, *, session_log: SessionLog | None = None) -> None:
        self.inner = inner
        self.url = inner.url  # unchanged: callers may hand it to another process to open the same store
        #: where the session role goes: the inner store, or a layer's own (Redis keeps session turns itself)
        self.session_log: SessionLog = session_log or inner

    def __getattr__(self, name: str) -> Any:
        # backend extras (``path`` of the SQLite file, ``schema_version``...) stay reachable
        if name.startswith("__") or name in ("inner", "session_log"):
            raise AttributeError(name)
        return getattr(self.inner, name)

    def close(self) -> None:
        self.inner.close()

    def pinned(self) -> AbstractContextManager[None]:
        return self.inner.pinned()

    # -- memories -----------------------------------------------------------------------------------------
    def check_embedder(self, name: str, dim: int) -> None:
        self.inner.check_embedder(name, dim)

    def embedder_info(self) -> tuple[str, int] | None:
        return self.inner.embedder_info()

    def set_embedder(self, name: str, dim: int) -> None:
        self.inner.set_embedder(name, dim)

    def bank_exists(self, bank: str) -> bool:
        return self.inner.bank_exists(bank)

    def create_bank(self, bank: str, at: datetime) -> bool:
        return self.inner.create_bank(bank, at)

    def banks(self) -> list[BankInfo]:
        return self.inner.banks()

    def transaction(self, bank: str) -> AbstractContextManager[StoreTx]:
        return self.inner.transaction(bank)

    def get(self, bank: str, memory_id: str, *, with_embedding: bool = False) -> Memory | None:
        return self.inner.get(bank, memory_id, with_embedding=with_embedding)

    def get_many(self, bank: str, ids: list[str]) -> list[Memory]:
        return self.inner.get_many(bank, ids)

    def events(self, bank: str, memory_id: str) -> list[Event]:
        return self.inner.events(bank, memory_id)

    def recent_events(self, bank: str, limit: int) -> list[Event]:
        return self.inner.recent_events(bank, limit)

    def count(self, bank: str) -> int:
        return self.inner.count(bank)

    def known_keys(self, bank: str, keys: list[str]) -> set[str]:
        return self.inner.known_keys(bank, keys)

    def iter_memories(self, bank: str, *, with_embedding: bool = False) -> Iterator[Memory]:
        return self.inner.iter_memories(bank, with_embedding=with_embedding)

    def vectors(self, bank: str, ids: list[str]) -> dict[str, np.ndarray]:
        return self.inner.vectors(bank, ids)

    def list_memories(
        self,
        bank: str,
        *,
        statuses: tuple[Status, ...] | None,
        kinds: tuple[Kind, ...] | None,
        before_seq: int | None,
        limit: int,
    ) -> list[tuple[int, Memory]]:
        return self.inner.list_memories(bank, statuses=statuses, kinds=kinds, before_seq=before_seq, limit=limit)

    def delete_bank(self, bank: str) -> dict[str, int]:
        return self.inner.delete_bank(bank)

    def purge_deleted(self) -> None:
        self.inner.purge_deleted()

    # -- search index -------------------------------------------------------------------------------------
    def vector_search(self, bank: str, vec: np.ndarray, k: int, f: Filters) -> list[tuple[str, float]]:
        return self.inner.vector_search(bank, vec, k, f)

    def keyword_search(self, bank: str, terms: list[str], k: int, f: Filters) -> list[tuple[str, float]]:
        return self.inner.keyword_search(bank, terms, k, f)

    def keyword_weights(self, bank: str, terms: list[str]) -> list[TermWeight]:
        return self.inner.keyword_weights(bank, terms)

    def next_in_session(self, bank: str, ids: list[str]) -> dict[str, str]:
        return self.inner.next_in_session(bank, ids)

    def near_cos(self, bank: str, ids: list[str]) -> dict[str, list[float]]:
        return self.inner.near_cos(bank, ids)

    def missing_near_cos(self, bank: str, limit: int) -> list[str]:
        return self.inner.missing_near_cos(bank, limit)

    def active_count(self, bank: str, cap: int) -> int:
        return self.inner.active_count(bank, cap)

    def similarities(self, bank: str, ids: list[str], vec: np.ndarray) -> dict[str, float]:
        return self.inner.similarities(bank, ids, vec)

    def read_candidates(
        self, bank: str, ids: list[str], vec: np.ndarray | None, cosine_ids: list[str]
    ) -> CandidateRows:
        return self.inner.read_candidates(bank, ids, vec, cosine_ids)

    def touch(self, bank: str, ids: list[str], at: datetime) -> None:
        self.inner.touch(bank, ids, at)

    def after_search(self, bank: str, ids: list[str], at: datetime, record: dict[str, Any] | None) -> None:
        self.inner.after_search(bank, ids, at, record)

    def retrieval_log(self, bank: str, limit: int = 50) -> list[dict[str, Any]]:
        return self.inner.retrieval_log(bank, limit)

    # -- review ledger ------------------------------------------------------------------------------------
    def event_watermark(self, bank: str) -> int:
        return self.inner.event_watermark(bank)

    def changed_since(self, bank: str, *, event_seq: int | None = None, since: datetime | None = None) -> list[str]:
        return self.inner.changed_since(bank, event_seq=event_seq, since=since)

    def decayed_at(self, bank: str, ids: list[str]) -> dict[str, datetime | None]:
        return self.inner.decayed_at(bank, ids)

    def review_items(self, bank: str, status: str | None = "open") -> list[ReviewItem]:
        return self.inner.review_items(bank, status)

    def review_item(self, bank: str, item_id: str) -> ReviewItem | None:
        return self.inner.review_item(bank, item_id)

    def review_runs(self, bank: str, limit: int = 20) -> list[ReviewReport]:
        return self.inner.review_runs(bank, limit)

    def last_watermark(self, bank: str) -> int:
        return self.inner.last_watermark(bank)

    def queued(self, bank: str) -> list[str]:
        return self.inner.queued(bank)

    def alerts(self, bank: str, limit: int = 50) -> list[dict[str, Any]]:
        return self.inner.alerts(bank, limit)

    def judged_pairs(self, bank: str, keys: list[tuple[str, str]]) -> dict[tuple[str, str], JudgedPair]:
        return self.inner.judged_pairs(bank, keys)

    # -- leases -------------------------------------------------------------------------------------------
    def try_lock(self, name: str, holder: str, ttl_s: float) -> bool:
        return self.inner.try_lock(name, holder, ttl_s)

    def unlock(self, name: str, holder: str) -> None:
        self.inner.unlock(name, holder)

    # -- session log --------------------------------------------------------------------------------------
    def add_turns(self, turns: list[SessionTurn]) -> list[int]:
        return self.session_log.add_turns(turns)

    def session_turns(
        self, bank: str, session_id: str | None, now: datetime, *, limit: int | None = None
    ) -> list[SessionTurn]:
        return self.session_log.session_turns(bank, session_id, now, limit=limit)

    def promote_turn(self, bank: str, seq: int, memory_id: str) -> None:
        self.session_log.promote_turn(bank, seq, memory_id)

    def purge_turns(self, bank: str, now: datetime) -> int:
        return self.session_log.purge_turns(bank, now)

    def erase_turns(self, bank: str, memory_id: str, needles: list[str]) -> int:
        return self.session_log.erase_turns(bank, memory_id, needles)

    # -- trace log ----------------------------------------------------------------------------------------
    def add_trace_step(self, bank: str, trace_id: str, step_index: int, at: datetime, data: dict[str, Any]) -> bool:
        return self.inner.add_trace_step(bank, trace_id, step_index, at, data)

    def trace_steps(self, bank: str, trace_id: str) -> list[dict[str, Any]]:
        return self.inner.trace_steps(bank, trace_id)

    def pending_traces(self, bank: str, idle_before: datetime, limit: int) -> list[str]:
        return self.inner.pending_traces(bank, idle_before, limit)

    def mark_distilled(self, bank: str, trace_ids: list[str], at: datetime) -> None:
        self.inner.mark_distilled(bank, trace_ids, at)


class StoreTxWrapper:
    """A :class:`StoreTx` that hands every operation to ``tx`` unchanged."""

    def __init__(self, tx: StoreTx) -> None:
        self.tx = tx

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") or name == "tx":
            raise AttributeError(name)
        return getattr(self.tx, name)

    def idempotent(self, bank: str, key: str) -> tuple[str, str] | None:
        return self.tx.idempotent(bank, key)

    def remember_key(self, bank: str, key: str, memory_id: str, action: str, at: datetime) -> None:
        self.tx.remember_key(bank, key, memory_id, action, at)

    def nearest(
        self, bank: str, vec: np.ndarray, k: int, now: datetime, *, include_archived: bool = False
    ) -> list[tuple[Memory, float]]:
        return self.tx.nearest(bank, vec, k, now, include_archived=include_archived)

    def get(self, bank: str, memory_id: str) -> Memory | None:
        return self.tx.get(bank, memory_id)

    def linked(self, bank: str, a_id: str, b_id: str) -> bool:
        return self.tx.linked(bank, a_id, b_id)

    def bank_of(self, memory_id: str) -> str | None:
        return self.tx.bank_of(memory_id)

    def insert(self, memory: Memory, vec: np.ndarray) -> None:
        self.tx.insert(memory, vec)

    def near_cos(self, bank: str, ids: list[str]) -> dict[str, list[float]]:
        return self.tx.near_cos(bank, ids)

    def set_near_cos(self, bank: str, values: dict[str, list[float] | None]) -> None:
        self.tx.set_near_cos(bank, values)

    def vectors(self, bank: str, ids: list[str]) -> dict[str, np.ndarray]:
        return self.tx.vectors(bank, ids)

    def update(self, memory: Memory, vec: np.ndarray | None = None) -> None:
        self.tx.update(memory, vec)

    def append_event(
        self,
        memory_id: str,
        bank: str,
        at: datetime,
        type: EventType,
        actor: str,
        reason: str | None = None,
        data: dict[str, Any] | None = None,
    ) -> None:
        self.tx.append_event(memory_id, bank, at, type, actor, reason, data)

    def save_review_item(self, item: ReviewItem) -> None:
        self.tx.save_review_item(item)

    def open_item_for(self, bank: str, a_id: str, b_id: str) -> ReviewItem | None:
        return self.tx.open_item_for(bank, a_id, b_id)

    def open_item_touching(self, bank: str, ids: list[str]) -> ReviewItem | None:
        return self.tx.open_item_touching(bank, ids)

    def save_review_run(self, report: ReviewReport, watermark: int) -> None:
        self.tx.save_review_run(report, watermark)

    def enqueue(self, bank: str, memory_id: str, reason: str, at: datetime) -> None:
        self.tx.enqueue(bank, memory_id, reason, at)

    def dequeue(self, bank: str, ids: list[str]) -> None:
        self.tx.dequeue(bank, ids)

    def add_alert(self, bank: str, at: datetime, kind: str, message: str, data: dict[str, Any]) -> None:
        self.tx.add_alert(bank, at, kind, message, data)

    def mark_decayed(self, bank: str, memory_id: str, at: datetime) -> None:
        self.tx.mark_decayed(bank, memory_id, at)

    def record_judged(self, bank: str, rows: list[JudgedPair]) -> None:
        self.tx.record_judged(bank, rows)

    def erase(self, bank: str, memory_id: str, needles: list[str]) -> dict[str, int]:
        return self.tx.erase(bank, memory_id, needles)


__all__ = ["StoreTxWrapper", "StoreWrapper"]
