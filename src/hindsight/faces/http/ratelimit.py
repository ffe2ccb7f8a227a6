"""Per-key rate limits for the REST API and ``/mcp`` (#17): a token bucket per caller, 429 with ``Retry-After``.

A caller is its API key (a hash of the bearer token; never the token itself) or, without one, its address. Each
request to ``/v1/...`` or ``/mcp`` takes one token; a bucket holds ``rate_limit_burst`` tokens and refills at
``rate_limit_per_second``. With ``HINDSIGHT_REDIS_URL`` set the buckets live in Redis (one atomic script, Redis's
clock), so every API process behind a balancer shares them; if Redis does not answer, requests are let through
(the limit is a guard against one caller starving the rest, not an authorisation). ``rate_limit_per_second = 0``
turns it off. The probes (``/health``, ``/health/live``) and ``/metrics`` are never limited.
"""

from __future__ import annotations

import hashlib
import logging
import math
import time
from typing import Any

from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Receive, Scope, Send

from hindsight.config import Settings
from hindsight.faces.errors import body

log = logging.getLogger("hindsight.api")

_SCRIPT = """
local rate, burst = tonumber(ARGV[1]), tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) + tonumber(t[2]) / 1000000
local b = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(b[1]) or burst
local at = tonumber(b[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) * rate)
local wait = 0
if tokens >= 1 then tokens = tokens - 1 else wait = (1 - tokens) / rate end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
return tostring(wait)
"""


class Buckets:
    """Token buckets in this process: ``take(key)`` is 0 when allowed, else the seconds until a token."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, burst
        self._b: dict[str, tuple[float, float]] = {}

    async def take(self, key: str) -> float:
        now = time.monotonic()
        tokens, at = self._b.get(key, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - at) * self.rate)
        wait = 0.0
        if tokens >= 1:
            tokens -= 1
        else:
            wait = (1 - tokens) / self.rate
        if len(self._b) > 100_000:  # many one-off callers: forget full buckets (they would start full anyway)
            self._b = {k: v for k, v in self._b.items() if v[0] < self.burst}
        self._b[key] = (tokens, now)
        return wait


class RedisBuckets(Buckets):
    """The same buckets in Redis, shared by every process; falls back to letting requests through on errors."""

    def __init__(self, rate: float, burst: int, url: str, prefix: str) -> None:
        super().__init__(rate, burst)
        import redis.asyncio

        self._r: Any = redis.asyncio.Redis.from_url(url, socket_timeout=1.0, socket_connect_timeout=1.0)
        self._script = self._r.register_script(_SCRIPT)
        self._prefix = f"{prefix}:ratelimit:"

    async def take(self, key: str) -> float:
        try:
            return float(await self._script(keys=[self._prefix + key], args=[self.rate, self.burst]))
        except Exception as exc:  # Redis down: do not turn a missing limiter into an outage
            log.warning("rate limit check skipped: %s: %s", type(exc).__name__, exc)
            return 0.0


def caller(scope: Scope) -> str:
    """The bucket of a request: its bearer token's hash, else its client address."""
    for name, value in scope.get("headers", ()):
        if name == b"authorization":
            token = value.split(b" ", 1)[-1].strip()
            return "key:" + hashlib.sha256(token).hexdigest()[:24]
    client = scope.get("client")
    return f"addr:{client[0] if client else 'unknown'}"


def limited(path: str) -> bool:
    return path.startswith("/v1/") or path == "/v1" or path == "/mcp" or path.startswith("/mcp/")


class RateLimit:
    """ASGI middleware: per-caller token buckets in front of the API (see the module docstring)."""

    def __init__(self, app: ASGIApp, *, settings: Settings) -> None:
        self.app = app
        self.rate, self.burst = settings.rate_limit_per_second, settings.rate_limit_burst
        self.buckets: Buckets | None = None
        if self.rate > 0:
            self.buckets = (
                RedisBuckets(self.rate, self.burst, settings.redis_url, settings.redis_prefix)
                if settings.redis_url
                else Buckets(self.rate, self.burst)
            )

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if self.buckets is None or scope["type"] != "http" or not limited(scope["path"]):
            await self.app(scope, receive, send)
            return
        wait = await self.buckets.take(caller(scope))
        if wait <= 0:
            await self.app(scope, receive, send)
            return
        retry = max(1, math.ceil(wait))
        msg = (
            f"too many requests from this caller: {self.rate:g} a second, bursts of {self.burst}; "
            f"retry after {retry} s"
        )
        response = JSONResponse(body("rate_limited", msg), status_code=429, headers={"Retry-After": str(retry)})
        await response(scope, receive, send)
