"""Write anomalies (F3): sliding-window counters per bank, in process memory.

* ``write_burst``: more than ``limit`` writes to one bank within the window;
* ``source_flood``: one source (``source`` + ``source_id``) wrote more than half of ``limit`` within the window;
* ``poison_attempts``: one source had ``poison_limit`` or more writes quarantined or rejected within the window.

Each alert fires at most once per window for the same bank/kind/source.
"""

from __future__ import annotations

import threading
from collections import deque
from datetime import datetime, timedelta
from typing import Any

Alert = tuple[str, str, dict[str, Any]]


class AnomalyDetector:
    def __init__(self, limit: int = 200, window_s: float = 60.0, poison_limit: int = 5) -> None:
        self.limit = limit
        self.window = timedelta(seconds=window_s)
        self.poison_limit = poison_limit
        self._seen: dict[str, deque[tuple[datetime, str, bool]]] = {}
        self._fired: dict[tuple[str, str, str], datetime] = {}
        self._lock = threading.Lock()

    def observe(self, bank: str, at: datetime, writes: list[tuple[str, bool]]) -> list[Alert]:
        """Record ``writes`` ((source key, guarded?) each) made to ``bank`` at ``at``; return new alerts."""
        alerts: list[Alert] = []
        with self._lock:
            q = self._seen.setdefault(bank, deque())
            for key, guarded in writes:
                q.append((at, key, guarded))
            while q and q[0][0] <= at - self.window:
                q.popleft()
            per_source: dict[str, int] = {}
            poisoned: dict[str, int] = {}
            for _, key, guarded in q:
                per_source[key] = per_source.get(key, 0) + 1
                if guarded:
                    poisoned[key] = poisoned.get(key, 0) + 1
            secs = int(self.window.total_seconds())
            if len(q) > self.limit and self._fire(bank, "write_burst", "*", at):
                alerts.append(("write_burst", f"{len(q)} writes to bank {bank!r} within {secs}s (limit {self.limit})",
                               {"writes": len(q), "window_s": secs, "limit": self.limit}))
            for key, n in per_source.items():
                if n > max(1, self.limit // 2) and self._fire(bank, "source_flood", key, at):
                    alerts.append(("source_flood", f"source {key} wrote {n} memories to {bank!r} within {secs}s",
                                   {"source": key, "writes": n, "window_s": secs, "share": round(n / len(q), 3)}))
            for key, n in poisoned.items():
                if n >= self.poison_limit and self._fire(bank, "poison_attempts", key, at):
                    alerts.append(("poison_attempts",
                                   f"source {key} had {n} writes quarantined or rejected within {secs}s",
                                   {"source": key, "guarded": n, "window_s": secs}))
        return alerts

    def _fire(self, bank: str, kind: str, key: str, at: datetime) -> bool:
        last = self._fired.get((bank, kind, key))
        if last is not None and at - last < self.window:
            return False
        self._fired[(bank, kind, key)] = at
        return True
