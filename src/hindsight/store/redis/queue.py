"""The review queue as a Redis Stream (``<prefix>:review``) with one consumer group shared by every worker.

The Redis layer (``store.py``) creates one as ``store.review_queue`` and ``XADD``s ``{bank, memory_id}`` after
each commit that queued something; ``claim`` first takes over messages left pending by crashed consumers
(``XAUTOCLAIM`` after ``min_idle_ms``), then reads new ones (``XREADGROUP >``); ``ack`` removes them from the
pending list. A periodic sweep of the store's queue rows also reports banks whose ``XADD`` was lost (Redis down
right after a commit, or restarted without data). The protocol and the database polling queue are in
:mod:`hindsight.store.queue`.
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING, Any

import redis
from redis.exceptions import ResponseError

from hindsight.store.base import Store
from hindsight.store.queue import MAX_BLOCK_MS, POLL_PREFIX, SWEEP_PREFIX, QueuedScan
from hindsight.store.redis.conn import guarded

if TYPE_CHECKING:
    from collections.abc import Iterable

#: the stream keeps about this many messages (``XADD … MAXLEN ~``)
STREAM_MAXLEN = 100_000


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
        self._scan = QueuedScan(store)
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


__all__ = ["MAX_BLOCK_MS", "STREAM_MAXLEN", "RedisReviewQueue"]
