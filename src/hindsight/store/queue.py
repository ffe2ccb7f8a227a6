"""The review queue seen by workers: which banks have queued review work.

The durable store's ``review_queue`` rows are the source of truth (written in the same transaction as the
memory they concern); this queue only *wakes workers up*. A handler runs ``review(bank, trigger="event")``,
which reads the rows, so handling a message twice is harmless (at-least-once delivery is enough).

* :class:`RedisReviewQueue` — a Redis Stream (``<prefix>:review``) with a consumer group: the Redis layer
  ``XADD``s ``{bank, memory_id}`` after each commit that queued something; ``claim`` first takes over messages
  left pending by crashed consumers (``XAUTOCLAIM`` after ``min_idle_ms``), then reads new ones
  (``XREADGROUP >``); ``ack`` removes them from the pending list. A periodic sweep of the store's queue rows
  also reports banks whose ``XADD`` was lost (Redis down right after a commit, or restarted without data).
* :class:`StorePollingQueue` — stores without Redis: polls ``banks()`` / ``queued(bank)``.

:func:`review_queue` picks the right one for a store.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import TYPE_CHECKING, Any, Protocol

import redis
from redis.exceptions import ResponseError

from hindsight.store.base import Store
from hindsight.store.redis.conn import guarded

if TYPE_CHECKING:
    from collections.abc import Iterable

log = logging.getLogger(__name__)

#: ``claim`` never blocks longer than this (the blocking client's socket timeout is this plus a margin)
MAX_BLOCK_MS = 30_000
#: the stream keeps about this many messages (``XADD … MAXLEN ~``)
STREAM_MAXLEN = 100_000
#: message ids of :class:`StorePollingQueue` and of the sweep start with these (``ack`` ignores them)
POLL_PREFIX = "poll:"
SWEEP_PREFIX = "sweep:"


class ReviewQueue(Protocol):
    """What ``hindsight worker`` needs: be told a bank has work, claim work, acknowledge it."""

    def notify(self, bank: str, memory_id: str = "") -> None:
        """Announce queued review work for ``bank`` (the store rows are already committed)."""
        ...

    def claim(
        self, consumer: str, count: int = 10, block_ms: int = 0, min_idle_ms: int = 60_000
    ) -> list[tuple[str, str]]:
        """Up to ``count`` (message id, bank) pairs for ``consumer``; waits up to ``block_ms`` when there
        are none. Messages claimed but not acknowledged within ``min_idle_ms`` go to another consumer."""
        ...

    def ack(self, msg_ids: list[str]) -> None:
        """The messages were handled (their bank was reviewed)."""
        ...


class _QueuedScan:
    """Banks with review-queue rows that this process has not reported yet.

    A row stays queued while its pair is undecided (no LLM budget left, say); reporting such a bank on
    every poll would make a worker review it in a busy loop. So a bank is reported when its queue holds an
    id that the previous scan (or the last ``settle`` after a handled message) did not see; the first scan
    reports every bank with rows."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._seen: dict[str, set[str]] = {}

    def scan(self, limit: int | None = None) -> list[str]:
        """Banks with new queued ids, at most ``limit`` (the others stay new for the next scan)."""
        out: list[str] = []
        seen: dict[str, set[str]] = {}
        for info in self.store.banks():
            ids = set(self.store.queued(info.name))
            if not ids:
                continue
            before = self._seen.get(info.name, set())
            if ids <= before:
                seen[info.name] = ids
            elif limit is None or len(out) < limit:
                out.append(info.name)
                seen[info.name] = ids
            elif before:
                seen[info.name] = before
        self._seen = seen
        return out

    def settle(self, bank: str) -> None:
        """``bank`` was just reviewed: what is still queued now is known (left for a later cycle)."""
        self._seen[bank] = set(self.store.queued(bank))


class StorePollingQueue:
    """Fallback for stores without Redis: polls the store's review queue every ``poll_s`` seconds."""

    def __init__(self, store: Store, poll_s: float = 5.0) -> None:
        self.store = store
        self.poll_s = poll_s
        self._scan = _QueuedScan(store)
        self._wake = threading.Event()
        self._lock = threading.Lock()

    def notify(self, bank: str, memory_id: str = "") -> None:
        self._wake.set()  # in-process only: wakes a blocked ``claim`` early

    def claim(
        self, consumer: str, count: int = 10, block_ms: int = 0, min_idle_ms: int = 60_000
    ) -> list[tuple[str, str]]:
        deadline = time.monotonic() + max(0, min(block_ms, MAX_BLOCK_MS)) / 1000
        while True:
            self._wake.clear()
            with self._lock:
                banks = self._scan.scan(max(count, 1))
            remaining = deadline - time.monotonic()
            if banks or remaining <= 0:
                return [(POLL_PREFIX + b, b) for b in banks]
            self._wake.wait(min(self.poll_s, remaining))

    def ack(self, msg_ids: list[str]) -> None:
        # the review itself removed the rows it handled; rows queued again from now on count as new work
        with self._lock:
            for m in msg_ids:
                if m.startswith(POLL_PREFIX):
                    self._scan.settle(m.removeprefix(POLL_PREFIX))


class RedisReviewQueue:
    """The review queue as a Redis Stream with one consumer group shared by every worker."""

    def __init__(
        self,
        r: redis.Redis,
        blocking: redis.Redis,
        stream: str,
        group: str,
        store: Store,
        *,
        sweep_every_s: float = 60.0,
    ) -> None:
        self.r, self.blocking = r, blocking
        self.stream, self.group = stream, group
        self.sweep_every_s = sweep_every_s
        self._scan = _QueuedScan(store)
        self._next_sweep = 0.0
        self._group_ready = False
        self._lock = threading.Lock()

    # -- producer -------------------------------------------------------------------------------------
    def notify(self, bank: str, memory_id: str = "") -> None:
        with guarded(self.r, "review queue"):
            self.r.xadd(self.stream, {"bank": bank, "memory_id": memory_id}, maxlen=STREAM_MAXLEN, approximate=True)

    def notify_many(self, items: Iterable[tuple[str, str]]) -> None:
        """One ``XADD`` per (bank, memory_id), in one round trip."""
        pipe = self.r.pipeline(transaction=False)
        n = 0
        for bank, memory_id in items:
            pipe.xadd(self.stream, {"bank": bank, "memory_id": memory_id}, maxlen=STREAM_MAXLEN, approximate=True)
            n += 1
        if n:
            with guarded(self.r, "review queue"):
                pipe.execute()

    # -- consumers ------------------------------------------------------------------------------------
    def ensure_group(self) -> None:
        """Create the stream and its consumer group (from the stream's start) unless they exist."""
        with guarded(self.r, "review queue"):
            try:
                self.r.xgroup_create(self.stream, self.group, id="0", mkstream=True)
            except ResponseError as exc:
                if "BUSYGROUP" not in str(exc):
                    raise
        self._group_ready = True

    def claim(
        self, consumer: str, count: int = 10, block_ms: int = 0, min_idle_ms: int = 60_000
    ) -> list[tuple[str, str]]:
        count = max(1, count)
        if not self._group_ready:
            self.ensure_group()
        try:
            out = self._claim(consumer, count, block_ms, min_idle_ms)
        except ResponseError as exc:
            if "NOGROUP" not in str(exc):
                raise
            self.ensure_group()  # Redis lost the stream (restarted without persistence): start again
            out = self._claim(consumer, count, 0, min_idle_ms)
        return out + self._sweep()

    def _claim(self, consumer: str, count: int, block_ms: int, min_idle_ms: int) -> list[tuple[str, str]]:
        out: list[tuple[str, str]] = []
        with guarded(self.r, "review queue"):
            # messages another consumer claimed and never acknowledged (it crashed): at-least-once
            res = self.r.xautoclaim(self.stream, self.group, consumer, max(0, min_idle_ms), "0-0", count=count)
            out.extend(_pairs(res[1]))
        if len(out) < count:
            block = None if out or block_ms <= 0 else min(block_ms, MAX_BLOCK_MS)
            client = self.r if block is None else self.blocking
            with guarded(client, "review queue"):
                got: Any = client.xreadgroup(
                    self.group, consumer, {self.stream: ">"}, count=count - len(out), block=block
                )
            for _stream, msgs in got or []:
                out.extend(_pairs(msgs))
        return out

    def _sweep(self) -> list[tuple[str, str]]:
        """Every ``sweep_every_s``: banks with queue rows no message announced (a lost ``XADD``)."""
        now = time.monotonic()
        with self._lock:
            if now < self._next_sweep:
                return []
            self._next_sweep = now + self.sweep_every_s
            banks = self._scan.scan()
        return [(SWEEP_PREFIX + b, b) for b in banks]

    def ack(self, msg_ids: list[str]) -> None:
        with self._lock:
            for m in msg_ids:
                if m.startswith(SWEEP_PREFIX):
                    self._scan.settle(m.removeprefix(SWEEP_PREFIX))
        ids = [m for m in msg_ids if not m.startswith((SWEEP_PREFIX, POLL_PREFIX))]
        if ids:
            with guarded(self.r, "review queue"):
                self.r.xack(self.stream, self.group, *ids)

    def pending(self) -> int:
        """How many messages were claimed and not acknowledged yet."""
        with guarded(self.r, "review queue"):
            info = self.r.xpending(self.stream, self.group)
        return int(info["pending"])


def _pairs(msgs: list[tuple[str, dict[str, str] | None]] | None) -> list[tuple[str, str]]:
    return [(mid, fields["bank"]) for mid, fields in msgs or [] if fields and fields.get("bank")]


def review_queue(store: Store, *, poll_s: float = 5.0) -> ReviewQueue:
    """The Redis stream queue when ``store`` is wrapped by the Redis layer, else store polling."""
    q = getattr(store, "review_queue", None)
    if isinstance(q, RedisReviewQueue):
        return q
    return StorePollingQueue(store, poll_s)
