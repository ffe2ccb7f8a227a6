"""What the sync and async remote clients share besides the calls themselves: a :class:`Call` (one HTTP request
and how to read its answer), the mapping of the server's error bodies ``{"error": {code, message, field}}`` back to
the same :class:`~hindsight.errors.HindsightError` subclasses the library raises (:func:`error_from`), and the
retry policy (:class:`Retry`: Retry-After or exponential backoff with jitter, from :mod:`hindsight.llm.retry`).
The calls of every method are built in :mod:`hindsight.remote.api`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar
from urllib.parse import quote

import httpx
from pydantic import BaseModel, TypeAdapter
from pydantic_core import to_jsonable_python

from hindsight import errors
from hindsight.llm.retry import backoff, retry_after

T = TypeVar("T")



#: the library's errors, by the code the server sends
ERRORS: dict[str, type[errors.HindsightError]] = {
    cls.code: cls
    for cls in (
        errors.InvalidInput, errors.UnknownBank, errors.NotFound, errors.EmbeddingMismatch, errors.StoreBusy,
        errors.StoreUnavailable, errors.EmbedderError, errors.Unauthorized, errors.Forbidden,
        errors.MalformedRequest, errors.PayloadTooLarge, errors.UnsupportedMediaType,
        errors.NotAvailable, errors.Conflict,
    )
}


class RemoteError(errors.HindsightError):
    """An error answer whose code the library has no class for (``internal``, ``method_not_allowed``, a proxy's
    HTML page...). ``code`` and ``status`` are the server's."""

    def __init__(self, message: str, *, code: str, status: int, field: str | None = None) -> None:
        super().__init__(message, field=field)
        self.code = code
        self.status = status


class ServerUnreachable(errors.HindsightError):
    """The server could not be reached (connection refused, reset, DNS) after every retry."""

    code = "server_unreachable"
    status = 503


class ServerTimeout(ServerUnreachable):
    """The server did not answer within the client's timeout (after every retry that was safe)."""

    code = "server_timeout"
    status = 504


def error_from(resp: httpx.Response) -> errors.HindsightError:
    """The error a non-2xx answer stands for: the library's own class for a known code, else :class:`RemoteError`."""
    try:
        detail = resp.json()["error"]
        code, message, fld = str(detail["code"]), str(detail["message"]), detail.get("field")
    except (ValueError, KeyError, TypeError):
        text = resp.text.strip().replace("\n", " ")[:200]
        return RemoteError(f"HTTP {resp.status_code}: {text or resp.reason_phrase}", code="http_error",
                           status=resp.status_code)
    cls = ERRORS.get(code)
    if cls is None:
        return RemoteError(message, code=code, status=resp.status_code, field=fld)
    return cls(message, field=fld)


# -- retries --------------------------------------------------------------------------------------------------
#: statuses where the server did not act (or acting again is harmless): overloaded, store busy, a proxy in between
REFUSED = frozenset({429, 503})
GATEWAY = frozenset({408, 502, 504})
#: transport errors raised before the request reached the server
NOT_SENT: tuple[type[Exception], ...] = (httpx.ConnectError, httpx.ConnectTimeout, httpx.PoolTimeout)


@dataclass(frozen=True)
class Retry:
    """How often and how long to retry. ``retries`` extra attempts after the first; waits grow from ``base``
    seconds (doubling, jittered, at most ``cap``); a ``Retry-After`` header wins (capped too)."""

    retries: int = 2
    base: float = 0.25
    cap: float = 8.0

    def after_status(self, call: Call[Any], resp: httpx.Response, attempt: int) -> float | None:
        """Seconds to wait before retrying this answer, or None: do not retry."""
        if attempt >= self.retries:
            return None
        if resp.status_code in REFUSED or (call.safe and resp.status_code in GATEWAY):
            wait = retry_after(resp.headers.get("retry-after"), self.cap)
            return wait if wait is not None else backoff(attempt, self.base, self.cap)
        return None

    def after_error(self, call: Call[Any], exc: httpx.TransportError, attempt: int) -> float | None:
        """Seconds to wait before retrying after a transport error, or None. A request that may have reached the
        server (a read timeout, a dropped connection) is retried only when repeating it is safe."""
        if attempt >= self.retries or not (call.safe or isinstance(exc, NOT_SENT)):
            return None
        return backoff(attempt, self.base, self.cap)


def transport_error(exc: httpx.TransportError, url: str) -> errors.HindsightError:
    if isinstance(exc, httpx.TimeoutException) and not isinstance(exc, httpx.ConnectTimeout):
        return ServerTimeout(f"no answer from {url} in time ({type(exc).__name__})")
    return ServerUnreachable(f"cannot reach {url}: {type(exc).__name__}: {exc}")


# -- calls ----------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Call(Generic[T]):
    """One HTTP request and how to read its answer. ``safe``: sending it twice does no harm (a read, a write with
    an idempotency key, a trace step), so it may be retried even when the first attempt may have reached the
    server. (A repeated search counts its hits as used twice: access statistics only.)"""

    method: str
    path: str
    decode: Callable[[Any], T]
    json: Any = None
    params: dict[str, Any] = field(default_factory=dict)
    safe: bool = False
    content: bytes | None = None
    content_type: str | None = None

    def request(self, http: httpx.Client | httpx.AsyncClient) -> httpx.Request:
        """The request on ``http`` (its base URL, headers and timeouts)."""
        extra = {"Content-Type": self.content_type} if self.content_type else None
        return http.build_request(self.method, self.path, json=self.json, params=self.params or None,
                                  content=self.content, headers=extra)


def jsonable(value: Any) -> Any:
    """``value`` as JSON types (datetimes ISO-8601, enums by value, models as dicts)."""
    return to_jsonable_python(value)


def given(**fields: Any) -> dict[str, Any]:
    """The keyword arguments the caller gave (``None``: not given, the server's default applies)."""
    return {k: v for k, v in fields.items() if v is not None}


def segment(value: str, name: str) -> str:
    """A path segment, percent-encoded; an empty one is refused like the library refuses it."""
    if not isinstance(value, str) or not value.strip():
        raise errors.InvalidInput(f"{name} must be a non-empty string", field=name)
    return quote(value, safe="")


def adapter(tp: Any) -> Callable[[Any], Any]:
    """A decoder for ``tp`` (a model or ``list[Model]``)."""
    return TypeAdapter(tp).validate_python


# -- what both clients send besides the calls -------------------------------------------------------------------
class ImportSummary(BaseModel):
    """What the server says about an import: how many records, and how many of each action."""

    imported: int
    actions: dict[str, int]


def base_url(url: str) -> str:
    """The server's root URL, checked (``http(s)://host[:port][/prefix]``, no trailing slash)."""
    u = httpx.URL(url)
    if u.scheme not in ("http", "https") or not u.host:
        raise errors.InvalidInput(f"base_url: {url!r} is not an http(s) URL", field="base_url")
    return str(u).rstrip("/")


def headers(api_key: str | None) -> dict[str, str]:
    out = {"User-Agent": "hindsight-remote/0.1.0", "Accept": "application/json"}
    if api_key:
        out["Authorization"] = f"Bearer {api_key}"
    return out


def timeout(seconds: float | httpx.Timeout) -> httpx.Timeout:
    """The client's timeouts: one number bounds connecting, each read and each write (seconds)."""
    return seconds if isinstance(seconds, httpx.Timeout) else httpx.Timeout(float(seconds))


def export_line(line: str) -> dict[str, Any] | None:
    """One exported record from a JSONL line (None for a blank line)."""
    return json.loads(line) if line.strip() else None
