"""A search's bookkeeping (access statistics C5, the retrieval log C7) off the search path, for both SQL stores.

``after_search`` hands the statistics of one search to a worker thread and returns: the search does not wait for
the write (on PostgreSQL a transaction's round trips, ~2 ms at p50 and 5 ms at p95 of a 100k search on a loaded
machine; on SQLite the file's write lock, shared with every writer). The worker applies what has queued up in
one transaction per batch.

Nobody sees the difference: every read that shows those rows (``get``, ``get_many``, ``iter_memories``,
``list_memories``, ``retrieval_log``) and every write that could race them (``transaction``, ``erase``,
``delete_bank``) *settles* first, i.e. waits until everything queued before it is applied, so a search followed by a
read in any thread of the process reads its access count, and an erasure scrubs the log rows of searches that ran
before it. The search path's own reads (``read_candidates``) do not settle: scoring never reads access statistics.

What this costs: the statistics of searches still queued when the process is killed (``kill -9``) are lost, like
the retrieval log of a search cut off by the crash; ``close()`` and interpreter exit apply them. Settling is
skipped inside a write transaction or a pinned connection of the same thread (the worker would wait for that
transaction's locks); a queue past ``LIMIT`` entries (a worker that cannot keep up) makes the search apply its own
statistics inline, so nothing is dropped and memory stays bounded.
"""

from __future__ import annotations

import atexit
import contextlib
import functools
import logging
import os
import threading
import weakref
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVar, cast

from hindsight.timeutil import to_epoch

log = logging.getLogger("hindsight.store")

#: most entries waiting for the worker before a search applies its own statistics inline
LIMIT = 10_000
#: the worker thread ends after this long with nothing queued (the next search starts another)
IDLE_S = 5.0
#: longest a read waits for the worker before it goes on (a stuck worker degrades to stale statistics, not a hang)
SETTLE_TIMEOUT_S = 10.0


@dataclass(frozen=True)
class Entry:
    """One search's bookkeeping: the hits whose access statistics move, and its retrieval-log record."""

    bank: str
    ids: list[str]
    at: float | None
    record: dict[str, Any] | None


Apply = Callable[[list[Entry]], None]


class _Worker:
    """A queue of entries and the thread that applies them in batches; restarted empty in a forked child."""

    def __init__(self, apply: Apply, name: str) -> None:
        self._apply = apply
        self._name = name
        self._cond = threading.Condition()
        self._queue: list[Entry] = []
        self._submitted = 0
        self._applied = 0
        self._thread: threading.Thread | None = None
        self._pid = os.getpid()
        self._closed = False

    def _forked(self) -> None:
        # a child of fork has the parent's queue but not its thread: the parent applies those entries
        if self._pid != os.getpid():
            self._cond = threading.Condition()
            self._queue, self._submitted, self._applied, self._thread = [], 0, 0, None
            self._pid = os.getpid()

    def put(self, entry: Entry) -> bool:
        """Queue ``entry``; False when the caller should apply it itself (closed, or the queue is full)."""
        self._forked()
        with self._cond:
            if self._closed or len(self._queue) >= LIMIT:
                return False
            self._queue.append(entry)
            self._submitted += 1
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)
                self._thread.start()
            self._cond.notify_all()
        return True

    def _run(self) -> None:
        while True:
            with self._cond:
                if not self._queue and not self._closed:  # idle a while: end (put starts another)
                    self._cond.wait(IDLE_S)
                if not self._queue:
                    if self._closed or self._thread is threading.current_thread():
                        self._thread = None
                    return
                batch, self._queue = self._queue, []
            try:
                self._apply_batch(batch)
            finally:
                with self._cond:
                    self._applied += len(batch)
                    self._cond.notify_all()

    def _apply_batch(self, batch: list[Entry]) -> None:
        try:
            self._apply(batch)
            return
        except Exception:  # one bad entry must not cost the others theirs
            if len(batch) == 1:
                log.warning("search bookkeeping failed for bank %r", batch[0].bank, exc_info=True)
                return
        for entry in batch:
            self._apply_batch([entry])

    def settle(self, timeout: float) -> bool:
        """Wait until every entry queued before this call is applied; False when ``timeout`` ran out first."""
        self._forked()
        with self._cond:
            target = self._submitted
            if self._applied >= target:
                return True
            return self._cond.wait_for(lambda: self._applied >= target, timeout)

    def close(self, timeout: float) -> None:
        self._forked()
        with self._cond:
            self._closed = True
            self._cond.notify_all()
            thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout)


F = TypeVar("F", bound=Callable[..., Any])


def settles(method: F) -> F:
    """A store method that settles the queued bookkeeping before it runs (the reads and writes in the module's
    doc). On a generator or a context-manager factory it settles when called."""

    @functools.wraps(method)
    def call(self: DeferredBookkeeping, *args: Any, **kwargs: Any) -> Any:
        self.settle()
        return method(self, *args, **kwargs)

    return cast(F, call)


_LIVE: weakref.WeakSet[_Worker] = weakref.WeakSet()


@atexit.register
def _settle_all() -> None:  # a process that never closed its store still keeps its last searches' statistics
    for w in list(_LIVE):
        with contextlib.suppress(Exception):
            w.close(SETTLE_TIMEOUT_S)


class DeferredBookkeeping:
    """The bookkeeping role of a store (``touch``, ``after_search``, ``log_retrieval``) on a worker thread.

    A store mixes this in, calls :meth:`_init_bookkeeping` in its constructor, implements
    :meth:`_apply_bookkeeping` (a batch in one transaction), calls :meth:`settle` first in the reads and writes
    named in the module's doc, wraps its write transactions and pinned connections in :meth:`_holding`, and
    calls :meth:`_stop_bookkeeping` in ``close()``."""

    def _init_bookkeeping(self, *, deferred: bool, name: str) -> None:
        self._bk_deferred = deferred
        self._bk_worker = _Worker(self._apply_bookkeeping, name)
        self._bk_local = threading.local()
        if deferred:
            _LIVE.add(self._bk_worker)

    def _apply_bookkeeping(self, entries: list[Entry]) -> None:
        raise NotImplementedError

    def touch(self, bank: str, ids: list[str], at: datetime) -> None:
        self.after_search(bank, ids, at, None)

    def log_retrieval(self, bank: str, at: datetime, record: dict[str, Any]) -> None:
        self.after_search(bank, [], at, record)

    def after_search(self, bank: str, ids: list[str], at: datetime, record: dict[str, Any] | None) -> None:
        """Access stats (C5) and the retrieval log (C7) of one search: queued for the worker, or applied here
        when bookkeeping is inline (``search_bookkeeping = "inline"``) or the queue is full."""
        if not ids and record is None:
            return
        entry = Entry(bank, list(ids), to_epoch(at), record)
        if not (self._bk_deferred and self._bk_worker.put(entry)):
            self._apply_bookkeeping([entry])

    def settle(self, timeout: float = SETTLE_TIMEOUT_S) -> None:
        """Apply (wait for) the bookkeeping queued so far; a no-op inside this thread's write transaction."""
        if not self._bk_deferred or int(getattr(self._bk_local, "held", 0)):
            return
        if not self._bk_worker.settle(timeout):
            log.warning("search bookkeeping still queued after %.0f s: reading without it", timeout)

    @contextlib.contextmanager
    def _holding(self) -> Iterator[None]:
        """A block in which this thread holds locks the worker may need: reads inside it do not settle."""
        self._bk_local.held = getattr(self._bk_local, "held", 0) + 1
        try:
            yield
        finally:
            self._bk_local.held -= 1

    def _stop_bookkeeping(self) -> None:
        self._bk_worker.close(SETTLE_TIMEOUT_S)


__all__ = ["LIMIT", "DeferredBookkeeping", "Entry", "settles"]
