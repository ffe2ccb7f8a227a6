"""Redis connections for the Redis layer: short socket timeouts, no slow retry loop, and every connection
failure turned into :class:`~hindsight.errors.StoreUnavailable` (HTTP 503).

redis-py's default client retries a failed command up to 10 times with backoff; here a command is retried
once, at once, and only after a *connection* error (a pooled socket that died when Redis restarted), never
after a timeout. A dead Redis therefore answers in milliseconds (connection refused) or ~2 s (a hung host),
and the pool reconnects by itself on the next command once Redis is back.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import redis
from redis.backoff import NoBackoff
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError
from redis.retry import Retry

from hindsight.errors import StoreUnavailable

#: seconds a Redis command (and a connection attempt) may take before the caller gets a 503
SOCKET_TIMEOUT_S = 2.0
#: errors that mean "Redis cannot be reached right now"
UNREACHABLE: tuple[type[Exception], ...] = (RedisConnectionError, RedisTimeoutError, OSError)


def connect(url: str, *, socket_timeout: float | None = SOCKET_TIMEOUT_S) -> redis.Redis:
    """A client (with its own connection pool) for ``url``; connects lazily."""
    return redis.Redis.from_url(
        url,
        decode_responses=True,
        socket_timeout=socket_timeout,
        socket_connect_timeout=SOCKET_TIMEOUT_S,
        retry_on_timeout=False,
        retry=Retry(NoBackoff(), 1, supported_errors=(RedisConnectionError,)),
        health_check_interval=30,
    )


def where(r: redis.Redis) -> str:
    """``host:port/db`` of a client, without credentials (for error messages)."""
    kw = r.connection_pool.connection_kwargs
    if "path" in kw:
        return f"unix:{kw['path']}"
    return f"{kw.get('host', '?')}:{kw.get('port', '?')}/{kw.get('db', 0)}"


@contextmanager
def guarded(r: redis.Redis, what: str) -> Iterator[None]:
    """Run Redis commands; a connection failure or timeout becomes :class:`StoreUnavailable`."""
    try:
        yield
    except UNREACHABLE as exc:
        raise StoreUnavailable(f"Redis at {where(r)} is unavailable ({what}): {exc}") from exc


def glob_escape(s: str) -> str:
    """``s`` as a literal inside a Redis ``MATCH`` pattern."""
    return "".join("\\" + ch if ch in "*?[]\\" else ch for ch in s)
