"""The Redis layer: a :class:`~hindsight.store.base.Store` that wraps another store (SQLite or PostgreSQL) and
moves four things to Redis (``settings.redis_url``, every key under ``settings.redis_prefix``):

1. **locks** — ``try_lock`` = ``SET key holder NX PX`` (or the holder extending its own lease),
   ``extend_lock`` = compare-and-``PEXPIRE`` (the review lease heartbeat), ``unlock`` = compare-and-delete;
2. **short-term session history** (A4) — :mod:`hindsight.store.redis.sessions`;
3. **search cache** for the two search arms — :mod:`hindsight.store.redis.cache`; every committed
   ``transaction(bank)`` bumps the bank's cache generation (once before it starts, so a write cannot commit
   while Redis is unreachable and leave stale entries behind, and once after the commit);
4. **review queue** — ``StoreTx.enqueue`` still writes the store's queue row in the transaction (the source
   of truth); after the commit the wrapper ``XADD``s ``{bank, memory_id}`` to ``<prefix>:review``
   (:mod:`hindsight.store.redis.queue`, which workers read through ``review_queue``).

An erasure is a transaction like any other (the cache generation moves on, so no entry naming the erased id is
read again); it also deletes the session turns in Redis that quote it. Deleting a bank deletes its Redis keys.

Everything else goes to the wrapped store unchanged (:class:`~hindsight.store.wrapper.StoreWrapper`).
Redis unreachable → :class:`StoreUnavailable` (503) for locks, session history and writes (when the cache
is on); searches skip the cache. After a commit a Redis failure is only logged (the write is durable; the
queue sweep finds the lost ``XADD``).
Every process writing a store must use the same Redis (and prefix), or its writes do not invalidate caches.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import Any

import numpy as np
import redis

from hindsight.config import Settings
from hindsight.model import EventType, Memory
from hindsight.store.base import Filters, Store, StoreTx
from hindsight.store.redis.cache import SearchCache
from hindsight.store.redis.conn import SOCKET_TIMEOUT_S, connect, guarded, where
from hindsight.store.redis.queue import MAX_BLOCK_MS, RedisReviewQueue
from hindsight.store.redis.sessions import RedisSessions
from hindsight.store.wrapper import StoreTxWrapper, StoreWrapper

log = logging.getLogger(__name__)

_UNLOCK = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""
_EXTEND = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
"""


def with_redis(store: Store, settings: Settings) -> Store:
    """Wrap ``store`` with the Redis layer (``settings.redis_url`` must be set)."""
    if not settings.redis_url:
        raise ValueError("with_redis needs settings.redis_url")
    return RedisStore(store, settings.redis_url, settings)


class RedisStore(StoreWrapper):
    """A :class:`Store` delegating to ``inner``, with locks, sessions, search cache and queue in Redis."""

    def __init__(self, inner: Store, redis_url: str, settings: Settings, *, prefix: str | None = None) -> None:
        super().__init__(inner)
        self.prefix = prefix or settings.redis_prefix
        self.r: redis.Redis = connect(redis_url)
        self._blocking: redis.Redis = connect(redis_url, socket_timeout=MAX_BLOCK_MS / 1000 + SOCKET_TIMEOUT_S)
        self.cache = SearchCache(self.r, self.prefix, settings.search_cache_ttl_seconds)
        self.sessions = RedisSessions(self.r, self.prefix, settings.short_term_ttl_seconds)
        self.session_log = self.sessions  # the session role is Redis's own (StoreWrapper forwards it there)
        self.review_queue = RedisReviewQueue(
            self.r, self._blocking, f"{self.prefix}:review", f"{self.prefix}-workers", self
        )
        self._unlock = self.r.register_script(_UNLOCK)
        self._extend = self.r.register_script(_EXTEND)

    def ping(self) -> str:
        """Check that Redis answers (StoreUnavailable otherwise): writes need it. Returns where it is."""
        with guarded(self.r, "ping"):
            self.r.ping()
        return where(self.r)

    def close(self) -> None:
        try:
            self.r.close()
            self._blocking.close()
        finally:
            self.inner.close()

    # -- locks --------------------------------------------------------------------------------------------
    def _lock_key(self, name: str) -> str:
        return f"{self.prefix}:lock:{name}"

    def try_lock(self, name: str, holder: str, ttl_s: float) -> bool:
        """``SET NX PX``; the current holder taking it again extends its lease (as the SQL lock tables do)."""
        with guarded(self.r, "lock"):
            if self.r.set(self._lock_key(name), holder, nx=True, px=_ms(ttl_s)):
                return True
        return self.extend_lock(name, holder, ttl_s)

    def extend_lock(self, name: str, holder: str, ttl_s: float) -> bool:
        """Lengthen the lease to ``ttl_s`` from now if ``holder`` still holds it (a heartbeat)."""
        with guarded(self.r, "lock"):
            return bool(self._extend(keys=[self._lock_key(name)], args=[holder, _ms(ttl_s)]))

    def unlock(self, name: str, holder: str) -> None:
        with guarded(self.r, "lock"):
            self._unlock(keys=[self._lock_key(name)], args=[holder])

    # -- writes -------------------------------------------------------------------------------------------
    @contextmanager
    def transaction(self, bank: str) -> Iterator[StoreTx]:
        self.cache.bump([bank], strict=True)  # Redis down → 503 before anything is written
        with self.inner.transaction(bank) as tx:
            rtx = _Tx(tx, bank)
            yield rtx
        # committed
        self.cache.bump(rtx.banks, strict=False)
        if rtx.enqueued:
            try:
                self.review_queue.notify_many(sorted(rtx.enqueued))
            except Exception:  # durable in the store; the queue's sweep reports the bank later
                log.warning("could not announce queued review items %s", sorted(rtx.enqueued), exc_info=True)

    def set_embedder(self, name: str, dim: int) -> None:
        self.inner.set_embedder(name, dim)
        self.cache.bump_all()

    # -- search (cached arms) -------------------------------------------------------------------------------
    def vector_search(self, bank: str, vec: np.ndarray, k: int, f: Filters) -> list[tuple[str, float]]:
        q = np.ascontiguousarray(vec, dtype=np.float32).tobytes()
        return self.cache.lookup(bank, "dense", k, f, q, lambda: self.inner.vector_search(bank, vec, k, f),
                                 lambda ids: self._horizon(bank, ids))

    def keyword_search(self, bank: str, terms: list[str], k: int, f: Filters) -> list[tuple[str, float]]:
        q = "\x00".join(terms).encode()
        return self.cache.lookup(bank, "bm25", k, f, q, lambda: self.inner.keyword_search(bank, terms, k, f),
                                 lambda ids: self._horizon(bank, ids))

    def _horizon(self, bank: str, ids: list[str]) -> float | None:
        """The earliest moment one of these memories stops being visible (TTL or ``valid_until``)."""
        ends = [d.timestamp() for m in self.inner.get_many(bank, ids) for d in (m.expires_at, m.valid_until) if d]
        return min(ends) if ends else None

    # -- review queue (workers) -----------------------------------------------------------------------------
    def claim_review_messages(
        self, consumer: str, count: int = 10, block_ms: int = 0, min_idle_ms: int = 60_000
    ) -> list[tuple[str, str]]:
        return self.review_queue.claim(consumer, count, block_ms, min_idle_ms)

    def ack_review_messages(self, msg_ids: list[str]) -> None:
        self.review_queue.ack(msg_ids)

    # -- erasure ----------------------------------------------------------------------------------------------
    def delete_bank(self, bank: str) -> dict[str, int]:
        """The wrapped store's bank deletion, then the bank's session history and cached search entries."""
        self.cache.bump([bank], strict=True)
        out = self.inner.delete_bank(bank)
        out["redis_session_keys"] = self.sessions.delete_bank(bank)
        out["redis_cache_keys"] = self.cache.drop_bank(bank)
        return out


class _Tx(StoreTxWrapper):
    """The wrapped transaction; remembers which banks it changed and what it queued for review."""

    def __init__(self, tx: StoreTx, bank: str) -> None:
        super().__init__(tx)
        self.banks: set[str] = {bank}
        self.enqueued: set[tuple[str, str]] = set()

    def insert(self, memory: Memory, vec: np.ndarray) -> None:
        self.banks.add(memory.bank)
        self.tx.insert(memory, vec)

    def update(self, memory: Memory, vec: np.ndarray | None = None) -> None:
        self.banks.add(memory.bank)
        self.tx.update(memory, vec)

    def set_near_cos(self, bank: str, values: dict[str, list[float] | None]) -> None:
        self.banks.add(bank)  # the learned reranker reads it: cached searches of the bank go stale
        self.tx.set_near_cos(bank, values)

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
        self.banks.add(bank)
        self.tx.append_event(memory_id, bank, at, type, actor, reason, data)

    def enqueue(self, bank: str, memory_id: str, reason: str, at: datetime) -> None:
        self.tx.enqueue(bank, memory_id, reason, at)
        self.enqueued.add((bank, memory_id))

    def erase(self, bank: str, memory_id: str, needles: list[str]) -> dict[str, int]:
        self.banks.add(bank)
        return self.tx.erase(bank, memory_id, needles)


def _ms(seconds: float) -> int:
    return max(1, int(seconds * 1000))


__all__ = ["RedisStore", "with_redis"]
