"""The review queue seen by workers: which banks have queued review work — the protocol, and its database
implementation.

The durable store's ``review_queue`` rows are the source of truth (written in the same transaction as the
memory they concern); this queue only *wakes workers up*. A handler runs ``review(bank, trigger="event")``,
which reads the rows, so handling a message twice is harmless (at-least-once delivery is enough).

* :class:`ReviewQueue` — what ``hindsight worker`` needs: ``notify``, ``claim``, ``ack``;
* :class:`StorePollingQueue` — stores without Redis: polls ``banks()`` / ``queued(bank)``;
* the Redis Stream implementation is :class:`hindsight.store.redis.queue.RedisReviewQueue` (the Redis layer
  creates it as ``store.review_queue``).

:func:`review_queue` picks the right one for a store.
"""

from __future__ import annotations

import threading
import time
from typing import Protocol, runtime_checkable

from hindsight.store.base import Store

#: ``claim`` never blocks longer than this (the blocking client's socket timeout is this plus a margin)
MAX_BLOCK_MS = 30_000
#: message ids of :class:`StorePollingQueue` and of the Redis queue's sweep start with these (``ack`` ignores them)
POLL_PREFIX = "poll:"
SWEEP_PREFIX = "sweep:"


@runtime_checkable
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


class QueuedScan:
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
        self._scan = QueuedScan(store)
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


def review_queue(store: Store, *, poll_s: float = 5.0) -> ReviewQueue:
    """The store's own queue when it has one (the Redis layer's stream), else store polling."""
    q = getattr(store, "review_queue", None)
    if isinstance(q, ReviewQueue):
        return q
    return StorePollingQueue(store, poll_s)
