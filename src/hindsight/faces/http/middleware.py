"""The REST API's ASGI middleware, :class:`Guard`: API-key authentication for ``/v1``, ``/mcp`` and ``/metrics``,
the Host / Origin checks (:func:`check_site`: DNS rebinding → 421, a cross-site change → 403), request body size
and Content-Type limits (never a CORS-safelisted type on a change, so a web page cannot send one without a
preflight), strict JSON (:func:`parse_json`: UTF-8, no NaN, no lone surrogates) and request metrics. Everything
it refuses is a JSON 4xx (see :mod:`hindsight.faces.http.errors`)."""

from __future__ import annotations

import ipaddress
import json
import time
from typing import Any
from urllib.parse import urlsplit

import anyio.to_thread
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from hindsight.config import Settings
from hindsight.errors import (
    Forbidden,
    HindsightError,
    MalformedRequest,
    MisdirectedRequest,
    PayloadTooLarge,
    UnsupportedMediaType,
)
from hindsight.faces.auth import Authenticator, Principal
from hindsight.faces.http.errors import error_response
from hindsight.faces.http.metrics import Metrics
from hindsight.faces.mcp import PRINCIPAL_KEY

JSONL_TYPES = ("application/x-ndjson", "application/jsonl", "application/x-jsonlines", "application/json-lines")
#: the types a web page may POST anywhere without a CORS preflight: never accepted on a change
CORS_SAFELISTED = ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data")
#: methods that change something (a cross-site Origin on one of them is refused)
CHANGES = ("POST", "PUT", "PATCH", "DELETE")


def is_loopback(host: str) -> bool:
    """Is ``host`` (a name or an address, IPv6 possibly in brackets) this machine's loopback?"""
    if host.lower() in ("localhost", "localhost.localdomain") or host.lower().endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def _hostname(netloc: str) -> str:
    """The host part of ``host[:port]`` (IPv6 in brackets kept whole), lower case."""
    netloc = netloc.strip().lower()
    if netloc.startswith("["):
        return netloc[: netloc.find("]") + 1] if "]" in netloc else netloc
    return netloc.rsplit(":", 1)[0] if netloc.count(":") == 1 else netloc


def check_site(scope: Scope, settings: Settings) -> None:
    """DNS rebinding and cross-site requests. A server bound to loopback answers only to a loopback Host or one
    of ``settings.allowed_hosts`` (421 otherwise); any server refuses a change (POST, PUT, PATCH, DELETE) whose
    ``Origin`` is not the server itself (or an allowed host): 403."""
    host = _header(scope, b"host")
    allowed = {h.lower() for h in settings.allowed_hosts}
    if host is not None and (is_loopback(settings.host) or allowed):
        name = _hostname(host)
        if not (is_loopback(name) or name in allowed):
            raise MisdirectedRequest(f"Host {host[:100]!r} is not this server (allowed: loopback"
                                     + "".join(f", {h}" for h in sorted(allowed)) + ")", field="host")
    origin = _header(scope, b"origin")
    if origin is None or scope["method"] not in CHANGES:
        return
    netloc = urlsplit(origin).netloc.lower() if origin.strip().lower() != "null" else ""
    same = host is not None and netloc == host.strip().lower()
    if not (same or (netloc and _hostname(netloc) in allowed)):
        raise Forbidden(f"cross-site request from Origin {origin[:100]!r} refused", field="origin")


def _media_type(scope: Scope) -> tuple[str | None, dict[str, str]]:
    raw = None
    for k, v in scope.get("headers", []):
        if k == b"content-type":
            raw = v.decode("latin-1")
            break
    if raw is None:
        return None, {}
    mt, *params = raw.split(";")
    opts = {}
    for p in params:
        k, _, v = p.partition("=")
        opts[k.strip().lower()] = v.strip().strip('"').lower()
    return mt.strip().lower(), opts


def _header(scope: Scope, name: bytes) -> str | None:
    for k, v in scope.get("headers", []):
        if k == name:
            return v.decode("latin-1")
    return None


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def _strict_float(text: str) -> float:
    f = float(text)
    if f in (float("inf"), float("-inf")):
        raise ValueError(f"number {text[:40]} is out of range")
    return f


def parse_json(raw: bytes, *, what: str = "body") -> Any:
    """Strict JSON: UTF-8 only, no NaN/Infinity, no lone surrogates. Raises :class:`MalformedRequest`."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise MalformedRequest(f"{what} is not valid UTF-8 ({exc.reason} at byte {exc.start})") from None
    try:
        obj = json.loads(text, parse_constant=_reject_constant, parse_float=_strict_float)
    except json.JSONDecodeError as exc:
        raise MalformedRequest(f"{what}: malformed JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})") from None
    except (ValueError, RecursionError) as exc:
        raise MalformedRequest(f"{what}: malformed JSON: {exc}") from None
    try:
        json.dumps(obj, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise MalformedRequest(f"{what}: JSON string holds a lone surrogate (\\ud800-\\udfff escape)") from None
    return obj


class Guard:
    """Pure-ASGI middleware: API-key authentication for ``/v1`` and ``/mcp``, body size and type limits, strict
    JSON (UTF-8, no NaN, no lone surrogates), and request metrics. Everything it refuses is a JSON 4xx."""

    def __init__(self, app: ASGIApp, *, auth: Authenticator, settings: Settings, metrics: Metrics) -> None:
        self.app = app
        self.auth = auth
        self.settings = settings
        self.metrics = metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        start = time.perf_counter()
        status = {"code": 500}

        async def send_counted(message: Message) -> None:
            if message["type"] == "http.response.start":
                status["code"] = message["status"]
            await send(message)

        try:
            await self._handle(scope, receive, send_counted)
        finally:
            route = scope.get("route")
            path = getattr(route, "path", None) or (
                "/mcp"
                if scope["path"].startswith("/mcp")
                else "refused"
                if scope.get("hindsight.refused")
                else "unmatched"
            )
            self.metrics.requests.labels(scope["method"], path, str(status["code"])).inc()
            self.metrics.latency.labels(scope["method"], path).observe(time.perf_counter() - start)

    async def _refuse(self, exc: HindsightError, scope: Scope, receive: Receive, send: Send) -> None:
        scope["hindsight.refused"] = True
        await error_response(exc)(scope, receive, send)

    async def _handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        path: str = scope["path"]
        try:
            check_site(scope, self.settings)
            if scope["method"] in CHANGES:
                mt, _ = _media_type(scope)
                if mt in CORS_SAFELISTED:
                    raise UnsupportedMediaType(f"Content-Type {mt!r} is not accepted on a change: send "
                                               "application/json (or application/x-ndjson to import)",
                                               field="content-type")
        except HindsightError as exc:
            await self._refuse(exc, scope, receive, send)
            return
        guarded = (path.startswith("/v1/") or path == "/v1" or path == "/mcp" or path.startswith("/mcp/")
                   or path == "/metrics")
        if not guarded:
            await self.app(scope, receive, send)
            return
        try:
            principal = await anyio.to_thread.run_sync(self.auth.principal, _header(scope, b"authorization"))
        except HindsightError as exc:
            self.metrics.auth_failures.labels(exc.code).inc()
            await self._refuse(exc, scope, receive, send)
            return
        scope[PRINCIPAL_KEY] = principal
        scope["user"] = _sdk_user(principal)
        if path.startswith("/mcp") or path == "/metrics":
            await self.app(scope, receive, send)
            return
        if scope["method"] not in ("POST", "PUT", "PATCH"):
            await self.app(scope, receive, send)
            return
        is_import = path.endswith("/import")
        limit = self.settings.max_import_bytes if is_import else self.settings.max_request_bytes
        length = _header(scope, b"content-length")
        try:
            if length is not None and length.strip().isdigit() and int(length) > limit:
                raise PayloadTooLarge(f"request body is {int(length)} bytes; at most {limit} allowed")
            if is_import:
                self._check_type(scope, (*JSONL_TYPES, "application/json"), "application/x-ndjson (one JSON per line)")
                await self.app(scope, receive, send)
                return
            body = await _read_body(receive, limit)
            if body:
                self._check_type(scope, ("application/json",), "application/json")
                parse_json(body)
        except HindsightError as exc:
            await self._refuse(exc, scope, receive, send)
            return
        await self.app(scope, _replay(body, receive), send)

    @staticmethod
    def _check_type(scope: Scope, allowed: tuple[str, ...], say: str) -> None:
        mt, opts = _media_type(scope)
        if mt is None:
            raise UnsupportedMediaType(f"missing Content-Type: send {say}", field="content-type")
        ok = mt in allowed or (mt.startswith("application/") and mt.endswith("+json") and "application/json" in allowed)
        if not ok:
            raise UnsupportedMediaType(f"Content-Type {mt!r} is not supported here: send {say}", field="content-type")
        charset = opts.get("charset")
        if charset and charset.replace("-", "") != "utf8":
            raise UnsupportedMediaType(f"charset {charset!r} is not supported: send UTF-8", field="content-type")


def _sdk_user(principal: Principal) -> Any:
    """The MCP SDK binds a streamable-HTTP session to the credential that opened it (``scope['user']``)."""
    from mcp.server.auth.middleware.bearer_auth import AuthenticatedUser
    from mcp.server.auth.provider import AccessToken

    return AuthenticatedUser(
        AccessToken(token="", client_id=principal.key_id or principal.actor, scopes=[principal.scope])
    )


async def _read_body(receive: Receive, limit: int) -> bytes:
    chunks: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            break
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > limit:
            raise PayloadTooLarge(f"request body is over {limit} bytes")
        chunks.append(chunk)
        if not message.get("more_body", False):
            break
    return b"".join(chunks)


def _replay(body: bytes, receive: Receive) -> Receive:
    """Hand the already-read body to the app, then pass through (only a disconnect can follow)."""
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replay
