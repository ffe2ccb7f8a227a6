"""The PostgreSQL store's connections: a ``psycopg_pool.ConnectionPool`` whose trouble becomes store errors.

A caller waits at most ``pg_connect_timeout_s`` for a connection, then gets :class:`StoreUnavailable` (HTTP 503);
every checkout is checked, so the pool heals by itself once the server is back. Inside a ``transaction()`` of
the same thread, :meth:`PgPool._conn` is that transaction's connection.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

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


class PgPool:
    """Pooled connections to one database (the base of :class:`~hindsight.store.postgres.store.PostgresStore`)."""

    def __init__(self, url: str, settings: Settings) -> None:
        self.url = redact(url)
        self.timeout_s = settings.pg_connect_timeout_s
        self.ef_search = settings.pg_ef_search
        self._local = threading.local()
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
            check=psycopg_pool.ConnectionPool.check_connection,
            reconnect_timeout=max(60.0, 10 * self.timeout_s),
            name="hindsight",
            open=False,
        )

    def _configure(self, c: Conn) -> None:
        c.execute(
            f"SET hnsw.ef_search = {int(self.ef_search)}; SET hnsw.iterative_scan = 'relaxed_order'; "
            "SET jit = off; SET lock_timeout = '60s'".encode()
        )

    @contextmanager
    def _conn(self) -> Iterator[Conn]:
        """A pooled connection (autocommit); connection trouble becomes :class:`StoreUnavailable`. Inside a
        ``transaction()`` of this thread it is that transaction's connection: reads see the transaction's own
        writes (as on the SQLite store's per-thread connection) and never wait for a second pooled one."""
        current: Conn | None = getattr(self._local, "tx", None)
        if current is not None:
            yield current
            return
        try:
            with self.pool.connection() as c:
                yield c
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
