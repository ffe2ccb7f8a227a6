"""The parts every path needs, bundled: store, embedder, settings, judge, notifier, who is calling, bank
resolution, and the names a bank states for the user. The write, search, review, conversation and experience
paths take an :class:`Engine`; the :class:`~hindsight.client.Hindsight` façade owns one and only delegates.
"""

from __future__ import annotations

import concurrent.futures as cf
import dataclasses
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, TypeVar

import pydantic

from hindsight.config import Settings
from hindsight.embedder.base import Embedder
from hindsight.errors import InvalidInput, UnknownBank
from hindsight.guard.anomaly import AnomalyDetector
from hindsight.judge import Judge, make_judge
from hindsight.language import names
from hindsight.model import BANK_RE, Source
from hindsight.notify import Notifier, make_notifier
from hindsight.store.base import Filters, Store
from hindsight.timeutil import utcnow


class Background:
    """One background thread for event-triggered reviews; at most one waiting job per key (bank)."""

    def __init__(self) -> None:
        self._pool = cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="hindsight-review")
        self._pending: list[cf.Future[Any]] = []
        self._lock = threading.Lock()
        self._waiting: set[str] = set()

    def submit_once(self, key: str, job: Callable[[], Any]) -> None:
        """Run ``job`` in the background unless a job for ``key`` is already waiting to start."""
        with self._lock:
            if key in self._waiting:
                return
            self._waiting.add(key)

        def run() -> Any:
            with self._lock:
                self._waiting.discard(key)
            return job()

        self._pending.append(self._pool.submit(run))

    def drain(self, timeout: float | None = 60.0) -> None:
        """Wait for the jobs started so far."""
        pending, self._pending[:] = list(self._pending), []
        cf.wait(pending, timeout=timeout)


@dataclass
class Engine:
    store: Store
    embedder: Embedder
    settings: Settings
    judge: Judge
    notifier: Notifier
    via: str = "python"
    actor: str = "anonymous"
    #: the caller's rights ("read", "write", "admin"; the Python API is "admin"): a read-only caller does not see
    #: quarantined text, only an admin releases a quarantined memory or restores an export as it was
    scope: str = "admin"
    anomalies: AnomalyDetector = field(default_factory=AnomalyDetector)  # F3: write bursts, flooding sources
    background: Background = field(default_factory=Background)

    @classmethod
    def build(cls, store: Store, embedder: Embedder, settings: Settings, *, via: str = "python",
              actor: str = "anonymous") -> Engine:
        """The configured judge and notifier around a store and an embedder."""
        return cls(
            store, embedder, settings,
            judge=make_judge(settings, embedder.calibration),
            notifier=make_notifier(settings.notify_webhook),
            via=via, actor=actor,
            anomalies=AnomalyDetector(settings.burst_writes, settings.burst_window_seconds),
        )

    def with_actor(self, actor: str, *, via: str | None = None, scope: str | None = None) -> Engine:
        """The same parts (store, judge, background thread…) attributing every change to ``actor`` (with the
        rights ``scope``, default unchanged)."""
        return dataclasses.replace(self, actor=actor, via=via or self.via, scope=scope or self.scope)

    def with_judge(self, judge: Judge) -> Engine:
        """The same parts with another judge (reviews and audits use it)."""
        return dataclasses.replace(self, judge=judge)

    def bank(self, bank: str | None, *, create: bool = False) -> str:
        """The bank's name (the default when ``None``); created on write when ``auto_create_banks``."""
        name = bank or self.settings.default_bank
        check_bank_name(name)
        if self.store.bank_exists(name):
            return name
        if create and self.settings.auto_create_banks:
            self.store.create_bank(name, utcnow())
            return name
        raise UnknownBank(
            f"bank {name!r} does not exist" + ("" if create else "; write to it first or create it"), field="bank"
        )


def check_bank_name(name: str) -> None:
    if not BANK_RE.match(name):
        raise InvalidInput("bank: names are 1-64 characters of letters, digits, '_', '-', '.'", field="bank")


_NAMES_TTL_S = 60.0
_names_lock = threading.Lock()
_names: dict[tuple[int, str], tuple[float, frozenset[str]]] = {}


def user_names(store: Store, bank: str, now: datetime) -> frozenset[str]:
    """The user's names stated in visible memories of ``bank`` (user- or config-sourced, or agent-written), cached
    briefly per store and bank (the write path calls :func:`forget_user_names` when a memory states a name)."""
    key = (id(store), bank)
    with _names_lock:
        hit = _names.get(key)
        if hit is not None and time.monotonic() - hit[0] < _NAMES_TTL_S:
            return hit[1]
    f = Filters(now=now, sources=(Source.user, Source.config, Source.agent, Source.import_))
    ids = [i for i, _ in store.keyword_search(bank, names.TERMS, 100, f)]
    found: set[str] = set()
    for m in store.get_many(bank, ids):
        found |= names.names_in(m.content)
    out = names.with_given(frozenset(found))
    with _names_lock:
        if len(_names) > 10_000:
            _names.clear()
        _names[key] = (time.monotonic(), out)
    return out


def forget_user_names(store: Store, bank: str) -> None:
    with _names_lock:
        _names.pop((id(store), bank), None)


def new_id(prefix: str = "mem") -> str:
    """Time-ordered id: 12 hex digits of milliseconds, then 12 random hex digits."""
    return f"{prefix}_{int(time.time() * 1000):012x}{secrets.token_hex(6)}"


M = TypeVar("M", bound=pydantic.BaseModel)


def validate(cls: type[M], data: Any) -> M:
    """Validate ``data`` into ``cls``; a failure is an :class:`InvalidInput` naming the field."""
    if isinstance(data, cls):
        return data
    try:
        return cls.model_validate(data)
    except pydantic.ValidationError as exc:
        err = exc.errors()[0]
        loc = ".".join(str(x) for x in err.get("loc", ())) or None
        msg = err.get("msg", "invalid value").removeprefix("Value error, ")
        extra = f" ({exc.error_count() - 1} more problems)" if exc.error_count() > 1 else ""
        raise InvalidInput(f"{loc}: {msg}{extra}" if loc else msg + extra, field=loc) from None
