"""Search cache in Redis for the two search arms (``vector_search`` / ``keyword_search``).

Key: ``<prefix>:cache:<bank>:<global epoch>.<bank generation>:<arm>:<sha256(k, filters, query)>``. Every
committed write transaction of a bank bumps its generation (``INCR``), so entries of older generations are
never read again and expire after the TTL. A search reads the generation *before* it runs, so an entry
stored under a generation cannot predate a commit that bumped past it: process A writes, process B's next
search misses and sees the write.

``Filters.now`` is not in the key (it would make every key unique). With the default filters the set of
visible memories only shrinks as time passes (TTLs and ``valid_until`` run out), so a top-k computed at
time ``at`` is still the top-k at any later ``now`` as long as none of its hits has expired. Each entry
stores ``at`` and the earliest ``expires_at`` / ``valid_until`` of its hits (the horizon) and is served
only for ``at <= now < horizon``. A replay search (``as_of``: memories observed after ``now`` hidden, so
the set grows with time) keys on the exact ``now``.

Access statistics (``touch`` / ``after_search``) do not bump the generation: the arms return ids and raw
scores (cosine, BM25), which never depend on access counts; the final score is computed by the search path
from fresh rows (confidence, importance, observed_at), never from the cache.

Redis trouble degrades the cache to a miss (logged once per outage, then the cache is skipped for
``COOLDOWN_S``) instead of failing the search.
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
import time
from collections.abc import Callable
from typing import Any

import redis
from redis.exceptions import RedisError

from hindsight.store.base import Filters
from hindsight.store.redis.conn import glob_escape, guarded

log = logging.getLogger(__name__)

COOLDOWN_S = 5.0
Hits = list[tuple[str, float]]


def filters_key(f: Filters) -> list[Any]:
    """Everything of ``f`` that changes the result, except ``now`` (unless replaying)."""

    def iso(d: Any) -> str | None:
        return None if d is None else d.isoformat()

    return [
        None if f.statuses is None else sorted(str(s) for s in f.statuses),
        f.min_confidence,
        None if f.kinds is None else sorted(str(k) for k in f.kinds),
        f.session_id,
        None if f.sources is None else sorted(str(s) for s in f.sources),
        None if f.tags is None else sorted(f.tags),
        iso(f.observed_after),
        iso(f.observed_before),
        iso(f.valid_at),
        f.hide_expired,
        f.as_of,
        iso(f.now) if f.as_of else None,
    ]


class SearchCache:
    def __init__(self, r: redis.Redis, prefix: str, ttl_s: float) -> None:
        self.r = r
        self.prefix = prefix
        self.ttl_ms = int(ttl_s * 1000)
        self.hits = 0
        self.misses = 0
        self._down_until = 0.0
        self._outage = False
        self._lock = threading.Lock()

    @property
    def enabled(self) -> bool:
        return self.ttl_ms > 0

    def _gen_keys(self, bank: str) -> list[str]:
        return [f"{self.prefix}:gen", f"{self.prefix}:gen:{bank}"]

    # -- invalidation ---------------------------------------------------------------------------------
    def bump(self, banks: set[str] | list[str], *, strict: bool) -> None:
        """New generation for ``banks``. ``strict``: a Redis failure raises StoreUnavailable, else it is logged."""
        if not self.enabled or not banks:
            return
        pipe = self.r.pipeline(transaction=False)
        for b in sorted(banks):
            pipe.incr(self._gen_keys(b)[1])
        if strict:
            with guarded(self.r, "search cache invalidation"):
                pipe.execute()
            return
        try:
            pipe.execute()
        except RedisError:  # unreachable, out of memory...: the store answers instead
            log.warning("could not invalidate the search cache of %s after a commit", sorted(banks), exc_info=True)

    def bump_all(self) -> None:
        if self.enabled:
            with guarded(self.r, "search cache invalidation"):
                self.r.incr(f"{self.prefix}:gen")

    def drop_bank(self, bank: str) -> int:
        """Delete a (deleted) bank's cached entries (its generation stays: it only ever grows); returns how many."""
        with guarded(self.r, "search cache invalidation"):
            keys = list(self.r.scan_iter(match=glob_escape(f"{self.prefix}:cache:{bank}:") + "*", count=1000))
            for i in range(0, len(keys), 500):
                self.r.delete(*keys[i : i + 500])
        return len(keys)

    # -- lookup ---------------------------------------------------------------------------------------
    def lookup(
        self,
        bank: str,
        arm: str,
        k: int,
        f: Filters,
        query: bytes,
        compute: Callable[[], Hits],
        horizon_of: Callable[[list[str]], float | None],
    ) -> Hits:
        """Cached hits of one arm, or ``compute()`` them (and cache them)."""
        if not self.enabled or time.monotonic() < self._down_until:
            return compute()
        h = hashlib.sha256(json.dumps([arm, k, filters_key(f)]).encode())
        h.update(query)
        now = f.now.timestamp()
        try:
            g, gb = (str(v or 0) for v in self.r.mget(self._gen_keys(bank)))  # str: decode_responses=True
            key = f"{self.prefix}:cache:{bank}:{g}.{gb}:{arm}:{h.hexdigest()}"
            raw = self.r.get(key)
        except RedisError:  # unreachable, out of memory...: the store answers instead
            self._failed()
            return compute()
        self._outage = False
        if raw is not None:
            entry = json.loads(str(raw))
            if self._usable(entry, f, now):
                self.hits += 1
                return [(str(i), float(s)) for i, s in entry["hits"]]
        self.misses += 1
        hits = compute()
        horizon = horizon_of([i for i, _ in hits]) if f.hide_expired and not f.as_of and hits else None
        entry = {"at": now, "horizon": horizon, "hits": hits}
        try:
            self.r.set(key, json.dumps(entry), px=self.ttl_ms)
        except RedisError:  # unreachable, out of memory...: the store answers instead
            self._failed()
        return hits

    @staticmethod
    def _usable(entry: dict[str, Any], f: Filters, now: float) -> bool:
        if f.as_of or not f.hide_expired:  # the key holds the exact ``now``, or ``now`` does not matter
            return True
        horizon = entry.get("horizon")
        return bool(entry["at"] <= now and (horizon is None or now < horizon))

    def _failed(self) -> None:
        with self._lock:
            first, self._outage = not self._outage, True
            self._down_until = time.monotonic() + COOLDOWN_S
        if first:
            log.warning("Redis search cache unavailable; searching without it for %.0f s", COOLDOWN_S, exc_info=True)
