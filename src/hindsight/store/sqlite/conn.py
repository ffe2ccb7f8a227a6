"""The SQLite store's connections: one per thread on one file in WAL mode, and its short write transactions.

Writes are ``BEGIN IMMEDIATE`` transactions (one writer at a time across processes, readers never blocked);
``synchronous=FULL`` by default so an acknowledged write survives a crash or power loss; ``secure_delete`` on, so
deleted or rewritten text does not linger in free space of the file (erasure).
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from hindsight.errors import StoreBusy

#: how long close() waits for the write transactions in flight
CLOSE_WAIT = 30.0


class SQLiteConnections:
    """Per-thread connections to one store file (the base of :class:`~hindsight.store.sqlite.store.SQLiteStore`)."""

    def __init__(self, path: Path, *, synchronous: str = "FULL") -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.url = f"sqlite:///{self.path}"
        self.synchronous = synchronous
        self._local = threading.local()
        self._conns: list[sqlite3.Connection] = []
        self._conns_lock = threading.Lock()
        #: write transactions in flight: close() waits for them (closing a connection another thread is committing
        #: on crashes the process inside SQLite) and refuses new ones meanwhile
        self._writes = threading.Condition()
        self._writing = 0
        self._closing = False

    def _conn(self) -> sqlite3.Connection:
        c: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if c is None:
            c = sqlite3.connect(self.path, timeout=60.0, isolation_level=None, check_same_thread=False)
            enable_wal(c)
            c.execute(f"PRAGMA synchronous={self.synchronous}")
            c.execute("PRAGMA busy_timeout=60000")
            c.execute("PRAGMA foreign_keys=ON")
            c.execute("PRAGMA secure_delete=ON")  # freed bytes are zeroed: an erased memory leaves no residue
            self._local.conn = c
            with self._conns_lock:
                self._conns.append(c)
        return c

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        with self._writes:
            if self._closing:
                raise StoreBusy("the store is closing")
            self._writing += 1
        try:
            c = self._conn()
            try:
                c.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as exc:
                raise StoreBusy(f"the store is locked by another writer: {exc}") from exc
            try:
                yield c
            except BaseException:
                c.execute("ROLLBACK")
                raise
            else:
                c.execute("COMMIT")
        finally:
            with self._writes:
                self._writing -= 1
                self._writes.notify_all()

    def close(self) -> None:
        """Close every thread's connection, once the write transactions in flight (a background review, a write
        still running on a server's worker thread) have finished, for at most :data:`CLOSE_WAIT` seconds; new ones
        are refused meanwhile. The store can be used again afterwards (new connections)."""
        with self._writes:
            self._closing = True
            self._writes.wait_for(lambda: self._writing == 0, timeout=CLOSE_WAIT)
        try:
            self._close_all()
        finally:
            with self._writes:
                self._closing = False

    def _close_all(self) -> None:
        with self._conns_lock:
            for c in self._conns:
                with contextlib.suppress(sqlite3.Error):
                    c.close()
            self._conns.clear()
        self._local = threading.local()


def enable_wal(c: sqlite3.Connection, timeout: float = 60.0) -> None:
    """Switch to WAL. On a brand-new file this needs an exclusive lock and SQLite answers "locked" at once
    (no busy wait) while another process is doing the same: retry with backoff."""
    deadline = time.monotonic() + timeout
    delay = 0.002
    while True:
        try:
            mode = c.execute("PRAGMA journal_mode=WAL").fetchone()[0]
            break
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > deadline:
                c.close()
                raise
            time.sleep(delay)
            delay = min(delay * 2, 0.1)
    if str(mode).lower() != "wal":
        c.close()
        raise sqlite3.OperationalError(f"could not switch the store to WAL (journal_mode={mode})")
