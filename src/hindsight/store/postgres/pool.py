"""The PostgreSQL store's connections: a ``psycopg_pool.ConnectionPool`` whose trouble becomes store errors.

A caller waits at most ``pg_connect_timeout_s`` for a connection, then gets :class:`StoreUnavailable` (HTTP 503);
every checkout is checked (reads: see below), so the pool heals by itself once the server is back. Inside a
``transaction()`` of the same thread, :meth:`PgPool._conn` is that transaction's connection.

Inside :meth:`PgPool.pinned` (the search path: one search, its context and question paths) every store call of
the pinning thread uses one connection, checked out (and so checked) once, at its first call, and returned at
the end: a search makes ~6 calls on its own thread, each a checkout with a liveness round trip before. The pin
is a context variable that also names its thread, so it never reaches another thread (the search's worker
threads check out their own), nor a concurrent coroutine. A pinned connection that breaks is given back (the pool
discards it): the next call checks out a fresh one.

Reads (:func:`reads`: the search path's calls) skip the liveness round trip: their first statement is the check.
A read whose connection turns out broken (dropped by the server while idle in the pool, or during the search)
runs once more, on a fresh, checked connection, so it still does not fail; every other call is checked at
checkout as before (a write is not run twice: its first try may have committed).
"""

from __future__ import annotations

import functools
import re
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, Concatenate, ParamSpec, TypeVar

import psycopg
import psycopg_pool

from hindsight.config import Settings
from hindsight.errors import StoreBusy, StoreUnavailable

Conn = psycopg.Connection[tuple[Any, ...]]


def redact(url: str) -> str:
    """The URL without its password (in the user part or a ``password=`` parameter)."""
    url = re.sub(r"^([\w+.-]+://[^:/@]*):[^@/]*@", r"\1@", url)
    return re.sub(r"([?&])password=[^&]*&?", r"\1", url).rstrip("?&")


def first_line(exc: BaseException) -> str:
    """The first line of an exception's message (its type's name when it has none)."""
    s = str(exc).strip()
    return s.splitlines()[0] if s else type(exc).__name__


P = ParamSpec("P")
R = TypeVar("R")
S = TypeVar("S", bound="PgPool")


@dataclass
class _Read:
    """One try of a :func:`reads` call: whether its connection broke."""

    broke: bool = False


def reads(method: Callable[Concatenate[S, P], R]) -> Callable[Concatenate[S, P], R]:
    """A read of the store: its checkout skips the liveness round trip, and when its connection breaks it runs
    once more on a fresh, checked one (see the module's doc). Nested in another read or in a write transaction
    of the thread, it is a plain call."""

    @functools.wraps(method)
    def call(self: S, *args: P.args, **kwargs: P.kwargs) -> R:
        if self._read.get() is not None or getattr(self._local, "tx", None) is not None:
            return method(self, *args, **kwargs)
        read = _Read()
        token = self._read.set(read)
        try:
            return method(self, *args, **kwargs)
        except StoreUnavailable:
            if not read.broke:
                raise
        finally:
            self._read.reset(token)
        return method(self, *args, **kwargs)  # outside the try's context: this checkout is checked

    return call


@dataclass
class _Pin:
    """One ``pinned()`` block: its thread and, from its first store call, its connection."""

    thread: int
    conn: Conn | None = None


class PgPool:
    """Pooled connections to one database (the base of :class:`~hindsight.store.postgres.store.PostgresStore`)."""

    def __init__(self, url: str, settings: Settings) -> None:
        self.url = redact(url)
        self.timeout_s = settings.pg_connect_timeout_s
        self.ef_search = settings.pg_ef_search
        self._local = threading.local()
        self._pin: ContextVar[_Pin | None] = ContextVar(f"hindsight_pg_pin_{id(self)}", default=None)
        self._read: ContextVar[_Read | None] = ContextVar(f"hindsight_pg_read_{id(self)}", default=None)
        self.pool = psycopg_pool.ConnectionPool(
            url,
            min_size=min(settings.pg_pool_min, settings.pg_pool_max),
            max_size=settings.pg_pool_max,
            timeout=self.timeout_s,
            kwargs={
                "autocommit": True,
                "connect_timeout": max(1, round(self.timeout_s)),
                # unacknowledged data (a server or network gone silent) fails the connection instead of hanging
                "tcp_user_timeout": int(max(10.0, 2 * self.timeout_s) * 1000),
                "keepalives": 1,
                "keepalives_idle": 30,
            },
            configure=self._configure,
            check=self._check,
            reconnect_timeout=max(60.0, 10 * self.timeout_s),
            name="hindsight",
            open=False,
        )

    def _configure(self, c: Conn) -> None:
        c.execute(
            f"SET hnsw.ef_search = {int(self.ef_search)}; SET hnsw.iterative_scan = 'relaxed_order'; "
            "SET jit = off; SET lock_timeout = '60s'".encode()
        )

    def _check(self, c: Conn) -> None:
        """The liveness check of a checkout (run on the caller's thread), skipped for a :func:`reads` call."""
        if self._read.get() is None:
            psycopg_pool.ConnectionPool.check_connection(c)

    @contextmanager
    def _conn(self) -> Iterator[Conn]:
        """A pooled connection (autocommit); connection trouble becomes :class:`StoreUnavailable`. Inside a
        ``transaction()`` of this thread it is that transaction's connection: reads see the transaction's own
        writes (as on the SQLite store's per-thread connection) and never wait for a second pooled one."""
        current: Conn | None = getattr(self._local, "tx", None)
        if current is not None:
            yield current
            return
        pin = self._pin.get()
        if pin is not None and pin.thread == threading.get_ident():
            with self._pinned_conn(pin) as c:
                yield c
            return
        with self._errors(), self.pool.connection() as c:
            try:
                yield c
            except BaseException:
                self._broke(c)
                raise

    def _broke(self, c: Conn) -> None:
        """After an error: a :func:`reads` call whose connection broke may run again."""
        read = self._read.get()
        if read is not None and c.closed:
            read.broke = True

    @contextmanager
    def pinned(self) -> Iterator[None]:
        """Every store call of this thread inside the block uses one pooled connection (see the module's doc);
        nested blocks share the outer one."""
        outer = self._pin.get()
        if outer is not None and outer.thread == threading.get_ident():
            yield
            return
        pin = _Pin(threading.get_ident())
        token = self._pin.set(pin)
        try:
            yield
        finally:
            self._pin.reset(token)
            self._unpin(pin)

    @contextmanager
    def _pinned_conn(self, pin: _Pin) -> Iterator[Conn]:
        with self._errors():
            if pin.conn is None:
                pin.conn = self.pool.getconn()  # checked, like every checkout
            c = pin.conn
            try:
                with c:  # what the pool's connection() does: a transaction left open by an error is rolled back
                    yield c
            except BaseException:
                if c.closed:  # broken: given back now (the pool discards it); the next call checks out afresh
                    self._broke(c)
                    self._unpin(pin)
                raise

    def _unpin(self, pin: _Pin) -> None:
        c, pin.conn = pin.conn, None
        if c is not None:
            self.pool.putconn(c)  # a connection left in a transaction is rolled back, a broken one discarded

    @contextmanager
    def _errors(self) -> Iterator[None]:
        """Connection trouble as store errors."""
        try:
            yield
        except psycopg_pool.PoolTimeout as exc:
            raise StoreUnavailable(
                f"PostgreSQL at {self.url} is unavailable: no connection within {self.timeout_s:g} s"
            ) from exc
        except psycopg.errors.LockNotAvailable as exc:
            raise StoreBusy(f"the store is locked by another writer: {first_line(exc)}") from exc
        except (psycopg.OperationalError, psycopg.InterfaceError) as exc:
            raise StoreUnavailable(f"PostgreSQL at {self.url} is unavailable: {first_line(exc)}") from exc
        except psycopg_pool.PoolClosed as exc:
            raise StoreUnavailable(f"the store {self.url} is closed") from exc

    def close(self) -> None:
        self.pool.close()
