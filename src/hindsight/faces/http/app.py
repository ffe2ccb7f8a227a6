"""The HTTP face (G2): a versioned REST API over the Python API, plus MCP at ``/mcp``, ``/health`` and ``/metrics``.

``create_app(hs, settings)`` builds the whole server: routes under ``/v1/banks/{bank}/...``, the API-key guard
(see :mod:`hindsight.faces.auth`), request limits, JSON errors for every bad input, Prometheus metrics, and (when
``review_interval_seconds > 0``) the periodic review loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import json
import logging
import sqlite3
import tempfile
import time
from collections.abc import AsyncIterator, Iterator
from copy import copy
from datetime import datetime
from functools import partial
from typing import IO, TYPE_CHECKING, Annotated, Any, Literal, TypeAlias

import anyio.to_thread
from fastapi import Depends, FastAPI, Path, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response, StreamingResponse
from fastapi.security import HTTPBearer
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client.core import GaugeMetricFamily
from pydantic import BaseModel, ConfigDict, Field, create_model
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from hindsight.client import Hindsight
from hindsight.config import Settings
from hindsight.engine import validate
from hindsight.errors import HindsightError, InvalidInput
from hindsight.faces import errors as api_errors
from hindsight.faces.auth import Authenticator, KeyStore, Principal, ScopeName, open_keystore
from hindsight.faces.errors import (
    ERROR_RESPONSES,
    MalformedRequest,
    PayloadTooLarge,
    UnsupportedMediaType,
    error_body,
)
from hindsight.faces.mcp import PRINCIPAL_KEY, ExperienceRecallOut, TraceStepOut, create_mcp
from hindsight.model import (
    BANK_RE,
    Alert,
    BankInfo,
    ContextBlock,
    DistillReport,
    Keep,
    Memory,
    ObserveReport,
    ReviewItem,
    ReviewReport,
    SearchRequest,
    SearchResponse,
    Trace,
    UpdateRequest,
    WriteRequest,
    WriteResult,
)
from hindsight.model import Message as ChatMessage

log = logging.getLogger("hindsight.api")

JSONL_TYPES = ("application/x-ndjson", "application/jsonl", "application/x-jsonlines", "application/json-lines")


# -- request / response bodies ------------------------------------------------------------------------


def _body_model(name: str, doc: str, model: type[BaseModel], drop: set[str], **extra: Any) -> type[BaseModel]:
    """``model``'s fields (constraints included) minus ``drop``, plus ``extra``; unknown fields are refused.
    Custom validators are not copied: the Python API runs them again and its errors map to 422 too."""
    fields: dict[str, Any] = {k: (f.annotation, copy(f)) for k, f in model.model_fields.items() if k not in drop}
    fields.update(extra)
    return create_model(name, __config__=ConfigDict(extra="forbid"), __doc__=doc, **fields)


_NOW = (datetime | None, Field(default=None, description="act as if it were this time (ISO-8601); default now"))

if TYPE_CHECKING:
    WriteItem: TypeAlias = BaseModel
    WriteBody: TypeAlias = BaseModel
    SearchBody: TypeAlias = BaseModel
    UpdateBody: TypeAlias = BaseModel
else:
    WriteItem = _body_model("WriteItem", "One memory to store. The bank comes from the path.", WriteRequest, {"bank"})
    WriteBody = _body_model(
        "WriteBody", "One memory to store. The bank comes from the path.", WriteRequest, {"bank"}, now=_NOW
    )
    SearchBody = _body_model("SearchBody", "A hybrid search. The bank comes from the path.", SearchRequest, {"bank"})
    UpdateBody = _body_model(
        "UpdateBody",
        "Fields to change (at least one); every change is logged with the reason.",
        UpdateRequest,
        set(),
        reason=(str | None, Field(default=None, max_length=2000)),
        now=_NOW,
    )


class BatchBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    items: list[WriteItem] = Field(min_length=1)
    now: datetime | None = None


class BatchResult(BaseModel):
    results: list[WriteResult]


class ReviewBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    now: datetime | None = None
    window_seconds: float | None = Field(default=None, gt=0, le=100 * 365 * 86400)


class MessagesBody(BaseModel):
    """Conversation turns, in order."""

    model_config = ConfigDict(extra="forbid")
    messages: list[ChatMessage] = Field(min_length=1, max_length=500)
    now: datetime | None = None


class ContextBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    query: str = Field(min_length=1, max_length=4000)
    budget_tokens: int = Field(default=800, ge=16, le=100_000)
    now: datetime | None = None


class ResolveBody(BaseModel):
    """Settle a conflict: by ``item_id``, or by the pair ``a_id`` (older) / ``b_id`` (newer)."""

    model_config = ConfigDict(extra="forbid")
    keep: Keep
    item_id: str | None = Field(default=None, max_length=256)
    a_id: str | None = Field(default=None, max_length=256)
    b_id: str | None = Field(default=None, max_length=256)
    reason: str | None = Field(default=None, max_length=2000)
    now: datetime | None = None


class TraceStepBody(BaseModel):
    """One execution-trace step (the bank comes from the path)."""

    model_config = ConfigDict(extra="forbid")
    trace_id: str = Field(min_length=1, max_length=256)
    step_index: int = Field(ge=0, le=100_000)
    intent: str = Field(default="", max_length=4000)
    tool_name: str = Field(default="", max_length=256)
    tool_input: Any = None
    tool_output: Any = None
    decision: str | None = Field(default=None, max_length=4000)
    outcome: Literal["success", "fail", "partial"] | None = None
    at: datetime | None = None
    agent: str | None = Field(default=None, max_length=256)
    environment: str | None = Field(default=None, max_length=256)


class DistillBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    now: datetime | None = None
    limit: int | None = Field(default=None, ge=1, le=1000, description="default: distill_max_traces (50)")


class RecallBody(BaseModel):
    model_config = ConfigDict(extra="forbid")
    intent: str = Field(max_length=4000)
    tool_name: str | None = Field(default=None, max_length=256)
    error: str | None = Field(default=None, max_length=4000)
    environment: str | None = Field(default=None, max_length=256)
    outcome: Literal["success", "fail", "partial"] | None = None
    top_k: int = Field(default=5, ge=1, le=20)


class ImportResult(BaseModel):
    imported: int
    actions: dict[str, int]


class HealthCheck(BaseModel):
    ok: bool
    detail: str | None = None


class Health(BaseModel):
    status: Literal["ok", "fail"]
    store: HealthCheck
    embedder: HealthCheck
    version: str


# -- helpers ------------------------------------------------------------------------------------------


def is_loopback(host: str) -> bool:
    if host in ("localhost", "localhost.localdomain"):
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


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


def _error_response(exc: HindsightError, headers: dict[str, str] | None = None) -> JSONResponse:
    if exc.status == 401:
        headers = {**(headers or {}), "WWW-Authenticate": 'Bearer realm="hindsight"'}
    return JSONResponse(error_body(exc), status_code=api_errors.http_status(exc), headers=headers)


class Metrics:
    """Prometheus metrics of one app (own registry, so several apps can live in one process)."""

    def __init__(self, hs: Hindsight) -> None:
        self.registry = CollectorRegistry()
        self.requests = Counter(
            "hindsight_http_requests", "HTTP requests", ["method", "route", "status"], registry=self.registry
        )
        self.latency = Histogram(
            "hindsight_http_request_seconds",
            "HTTP request latency",
            ["method", "route"],
            registry=self.registry,
            buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10),
        )
        self.writes = Counter("hindsight_writes", "memories written, by action", ["action"], registry=self.registry)
        self.tool_calls = Counter(
            "hindsight_mcp_tool_calls", "MCP tool calls", ["tool", "outcome"], registry=self.registry
        )
        self.auth_failures = Counter("hindsight_auth_failures", "refused requests", ["reason"], registry=self.registry)
        self.reviews = Counter("hindsight_review_runs", "review runs", ["trigger", "outcome"], registry=self.registry)
        hs_ref = hs

        class _Banks:
            def collect(self) -> Iterator[GaugeMetricFamily]:
                g = GaugeMetricFamily("hindsight_memories", "memories by bank and status", labels=["bank", "status"])
                try:
                    for b in hs_ref.banks():
                        for status, n in b.by_status.items():
                            g.add_metric([b.name, status], n)
                except Exception:  # a scrape must not fail because the store is busy
                    log.exception("metrics: could not count memories")
                yield g

        self.registry.register(_Banks())


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
        await _error_response(exc)(scope, receive, send)

    async def _handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        path: str = scope["path"]
        guarded = path.startswith("/v1/") or path == "/v1" or path == "/mcp" or path.startswith("/mcp/")
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
        if path.startswith("/mcp"):
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
                self._check_type(scope, (*JSONL_TYPES, "text/plain"), "application/x-ndjson (one JSON per line)")
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


def _caller(request: Request) -> Principal:
    p = request.scope.get(PRINCIPAL_KEY)
    if not isinstance(p, Principal):  # the Guard always sets it for /v1
        raise api_errors.Unauthorized("not authenticated")
    return p


Caller = Annotated[Principal, Depends(_caller)]
BankPath = Annotated[
    str,
    Path(
        pattern=BANK_RE.pattern,
        description="memory bank: 1-64 letters, digits, '_', '-', '.' (created by the first write)",
    ),
]
MemoryIdPath = Annotated[str, Path(min_length=1, max_length=256, description="memory id (mem_...)")]
SessionPath = Annotated[str, Path(min_length=1, max_length=256, description="conversation / session id")]
TracePath = Annotated[str, Path(min_length=1, max_length=256, description="execution trace id")]


def _validation_message(exc: RequestValidationError) -> tuple[str, str | None]:
    errs = list(exc.errors())
    if not errs:
        return "invalid request", None
    err = errs[0]
    loc = [str(x) for x in err.get("loc", ())]
    if loc and loc[0] in ("body", "query", "path", "header"):
        where = loc[0]
        loc = loc[1:]
    else:
        where = "body"
    field = ".".join(loc) or None
    msg = str(err.get("msg", "invalid value")).removeprefix("Value error, ")
    if str(err.get("type", "")).startswith(("datetime", "date_")):
        msg += f" (got {json.dumps(err.get('input'), default=str)[:60]}; ISO-8601, e.g. 2025-01-15T10:30:00Z)"
    more = f" ({len(errs) - 1} more problems)" if len(errs) > 1 else ""
    if err.get("type") == "missing" and not loc:
        return f"{where}: a JSON body is required", None
    return (f"{where} {field}: {msg}{more}" if field else f"{where}: {msg}{more}"), field


# -- the app ------------------------------------------------------------------------------------------


def create_app(
    hs: Hindsight,
    settings: Settings | None = None,
    *,
    keys: KeyStore | None = None,
    open_access: bool | None = None,
    with_mcp: bool = True,
    review_loop: bool | None = None,
    warm_up: bool = True,
) -> FastAPI:
    """The HTTP API (+ MCP at ``/mcp``) over ``hs``.

    ``keys`` defaults to the key store next to ``hs.store``. ``open_access`` (default: the host is loopback or
    ``allow_no_auth``) lets callers without a key in while no key exists. ``review_loop`` (default: the review
    interval is positive) runs ``hs.review(bank, trigger="periodic")`` for every bank in the background.
    ``warm_up`` loads the embedding model and the tokenizer before the server takes requests, so the first
    request (or health probe) is not the one that waits seconds for them.
    """
    settings = settings or hs.settings
    if keys is None:
        keys = open_keystore(hs.store)
    if open_access is None:
        open_access = settings.allow_no_auth or is_loopback(settings.host)
    if review_loop is None:
        review_loop = settings.review_interval_seconds > 0
    auth = Authenticator(keys, open_access=open_access)
    metrics = Metrics(hs)

    mcp = None
    mcp_app = None
    if with_mcp:
        mcp = create_mcp(hs, principal=None, via="mcp")
        mcp.on_tool_call = lambda tool, outcome: metrics.tool_calls.labels(tool, outcome).inc()
        mcp_app = mcp.streamable_http_app(
            streamable_http_path="/mcp", host=settings.host, max_request_body_size=settings.max_request_bytes
        )

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        if warm_up:
            await anyio.to_thread.run_sync(_warm_up, hs)
        async with contextlib.AsyncExitStack() as stack:
            if mcp is not None:
                await stack.enter_async_context(mcp.session_manager.run())
            task = asyncio.create_task(_review_loop(hs, settings, metrics)) if review_loop else None
            distill_on = review_loop and settings.distill_interval_seconds > 0
            distill_task = asyncio.create_task(_distill_loop(hs, settings)) if distill_on else None  # E2 batch job
            try:
                yield
            finally:
                for t in (task, distill_task):
                    if t is not None:
                        t.cancel()
                        with contextlib.suppress(asyncio.CancelledError):
                            await t

    app = FastAPI(
        title="Hindsight",
        version="0.1.0",
        description=(
            "Long-term memory for LLM agents that looks back. Send an API key as 'Authorization: Bearer <token>' "
            '(create one with `hindsight keys create`). Every error is {"error": {code, message, field}}.'
        ),
        lifespan=lifespan,
    )
    app.state.hindsight = hs
    app.state.keys = keys
    app.state.metrics = metrics
    app.state.mcp = mcp
    app.add_middleware(Guard, auth=auth, settings=settings, metrics=metrics)

    @app.exception_handler(HindsightError)
    async def _hindsight_error(request: Request, exc: HindsightError) -> JSONResponse:
        return _error_response(exc)

    @app.exception_handler(RequestValidationError)
    async def _validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
        msg, field = _validation_message(exc)
        return _error_response(InvalidInput(msg, field=field))

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        codes = {404: "not_found", 405: "method_not_allowed"}
        return JSONResponse(
            api_errors.body(codes.get(exc.status_code, "http_error"), str(exc.detail)),
            status_code=exc.status_code,
            headers=getattr(exc, "headers", None),
        )

    @app.exception_handler(sqlite3.IntegrityError)
    async def _integrity(request: Request, exc: sqlite3.IntegrityError) -> JSONResponse:
        log.warning("integrity error on %s %s: %s", request.method, request.url.path, exc)
        return _error_response(api_errors.Conflict(f"clashes with stored data: {exc}"))

    @app.exception_handler(Exception)
    async def _crash(request: Request, exc: Exception) -> JSONResponse:
        log.exception("unhandled error on %s %s", request.method, request.url.path)
        return JSONResponse(api_errors.body("internal", "internal error; see the server log"), status_code=500)

    def on(h: Hindsight, p: Principal, bank: str, need: ScopeName) -> Hindsight:
        p.check(bank, need)
        return h.with_actor(p.actor, via="http")

    bearer = HTTPBearer(auto_error=False, description="API key from `hindsight keys create`")
    v1: dict[str, Any] = {"responses": ERROR_RESPONSES, "dependencies": [Depends(bearer)]}

    # -- operations -------------------------------------------------------------------------------------
    @app.get("/health", response_model=Health, tags=["ops"], responses={503: {"model": Health}})
    def health() -> JSONResponse:
        """Checks that the store answers and the embedder embeds (200 when both do, 503 otherwise)."""
        try:
            n = len(hs.banks())
            store = HealthCheck(ok=True, detail=f"{n} banks")
        except Exception as exc:
            store = HealthCheck(ok=False, detail=f"{type(exc).__name__}: {exc}")
        try:
            vec = hs.embedder.queries(["health check"])
            ok = tuple(vec.shape) == (1, hs.embedder.dim)
            embedder = HealthCheck(ok=ok, detail=f"{hs.embedder.name} ({hs.embedder.dim} dimensions)")
        except Exception as exc:
            embedder = HealthCheck(ok=False, detail=f"{type(exc).__name__}: {exc}")
        status: Literal["ok", "fail"] = "ok" if store.ok and embedder.ok else "fail"
        body = Health(status=status, store=store, embedder=embedder, version="0.1.0")
        return JSONResponse(body.model_dump(), status_code=200 if body.status == "ok" else 503)

    @app.get(
        "/metrics",
        tags=["ops"],
        response_class=Response,
        responses={200: {"content": {"text/plain": {"schema": {"type": "string"}}}, "description": "Prometheus"}},
    )
    def prometheus() -> Response:
        """Prometheus metrics: requests, latency, writes by action, MCP tool calls, auth failures, memories."""
        return Response(generate_latest(metrics.registry), media_type=CONTENT_TYPE_LATEST)

    # -- banks ----------------------------------------------------------------------------------------
    @app.get("/v1/banks", response_model=list[BankInfo], tags=["banks"], **v1)
    def list_banks(p: Caller) -> list[BankInfo]:
        """The banks this key may read, with counts by status and kind."""
        return [b for b in hs.banks() if p.may(b.name, "read")]

    @app.get("/v1/banks/{bank}", response_model=BankInfo, tags=["banks"], **v1)
    def bank_stats(bank: BankPath, p: Caller) -> BankInfo:
        """One bank's counts by status and kind."""
        return on(hs, p, bank, "read").stats(bank)

    # -- memories -------------------------------------------------------------------------------------
    @app.post("/v1/banks/{bank}/memories", response_model=WriteResult, tags=["memories"], **v1)
    def write(bank: BankPath, body: WriteBody, p: Caller) -> WriteResult:
        """Store one memory. ``action`` says what happened: created, deduplicated, superseded_previous,
        queued_for_review, quarantined or rejected."""
        fields = body.model_dump(exclude_unset=True)
        now = fields.pop("now", None)
        r = on(hs, p, bank, "write").write(bank=bank, now=now, **fields)
        metrics.writes.labels(r.action.value).inc()
        return r

    @app.post("/v1/banks/{bank}/memories/batch", response_model=BatchResult, tags=["memories"], **v1)
    def write_batch(bank: BankPath, body: BatchBody, p: Caller) -> BatchResult:
        """Store many memories at once; every item is validated before anything is written."""
        items = [it.model_dump(exclude_unset=True) for it in body.items]
        results = on(hs, p, bank, "write").write_many(items, bank=bank, now=body.now)
        for r in results:
            metrics.writes.labels(r.action.value).inc()
        return BatchResult(results=results)

    @app.get("/v1/banks/{bank}/memories/{memory_id}", response_model=Memory, tags=["memories"], **v1)
    def get(bank: BankPath, memory_id: MemoryIdPath, p: Caller) -> Memory:
        """One memory with every field and its provenance."""
        return on(hs, p, bank, "read").get(memory_id, bank=bank)

    @app.patch("/v1/banks/{bank}/memories/{memory_id}", response_model=Memory, tags=["memories"], **v1)
    def update(bank: BankPath, memory_id: MemoryIdPath, body: UpdateBody, p: Caller) -> Memory:
        """Edit a memory (logged as an event with the reason). Provenance cannot be edited."""
        fields = body.model_dump(exclude_unset=True)
        reason = fields.pop("reason", None)
        now = fields.pop("now", None)
        return on(hs, p, bank, "write").update(memory_id, bank=bank, reason=reason, now=now, **fields)

    @app.delete("/v1/banks/{bank}/memories/{memory_id}", response_model=Memory, tags=["memories"], **v1)
    def forget(
        bank: BankPath,
        memory_id: MemoryIdPath,
        p: Caller,
        reason: Annotated[str | None, Query(max_length=2000)] = None,
    ) -> Memory:
        """Forget (soft delete): the memory leaves search results but stays traceable."""
        return on(hs, p, bank, "write").forget(memory_id, bank=bank, reason=reason)

    @app.get("/v1/banks/{bank}/memories/{memory_id}/trace", response_model=Trace, tags=["memories"], **v1)
    def trace(bank: BankPath, memory_id: MemoryIdPath, p: Caller) -> Trace:
        """Where a memory came from and everything that happened to it since."""
        return on(hs, p, bank, "read").trace(memory_id, bank=bank)

    @app.post("/v1/banks/{bank}/search", response_model=SearchResponse, tags=["memories"], **v1)
    def search(bank: BankPath, body: SearchBody, p: Caller) -> SearchResponse:
        """Hybrid search (dense + BM25), scored by relevance, confidence, freshness and importance."""
        fields = body.model_dump(exclude_unset=True)
        query = fields.pop("query")
        return on(hs, p, bank, "read").search(query, bank=bank, **fields)

    # -- conversation layers (A4, B7) -----------------------------------------------------------------------
    @app.post("/v1/banks/{bank}/sessions/{session_id}/messages", response_model=ObserveReport,
              tags=["conversations"], **v1)
    def observe(bank: BankPath, session_id: SessionPath, body: MessagesBody, p: Caller) -> ObserveReport:
        """Ingest conversation turns: each joins the session's short-term history (24 h), important ones
        become long-term memories, small talk is not stored long-term. Says per turn what happened."""
        r = on(hs, p, bank, "write").observe(session_id, list(body.messages), bank=bank, now=body.now)
        for t in r.turns:
            if t.action is not None:
                metrics.writes.labels(t.action.value).inc()
        return r

    @app.post("/v1/banks/{bank}/sessions/{session_id}/context", response_model=ContextBlock,
              tags=["conversations"], **v1)
    def context(bank: BankPath, session_id: SessionPath, body: ContextBody, p: Caller) -> ContextBlock:
        """A prompt-ready block: the session's last turns, then the most relevant long-term memories,
        within ``budget_tokens``."""
        return on(hs, p, bank, "read").context(session_id, body.query, budget_tokens=body.budget_tokens,
                                               bank=bank, now=body.now)

    # -- experience (E1-E3) ----------------------------------------------------------------------------
    @app.post("/v1/banks/{bank}/traces", response_model=TraceStepOut, tags=["experience"], **v1)
    def trace_step(bank: BankPath, body: TraceStepBody, p: Caller) -> TraceStepOut:
        """Record one step of an agent's execution trace (idempotent per trace_id + step_index); a missing
        outcome is decided from the business result in tool_output, not the transport status."""
        fields = body.model_dump(exclude_none=True)
        return TraceStepOut(**on(hs, p, bank, "write").trace_step(bank=bank, **fields))

    @app.get("/v1/banks/{bank}/traces/{trace_id}", response_model=list[dict[str, Any]], tags=["experience"], **v1)
    def trace_steps(bank: BankPath, trace_id: TracePath, p: Caller) -> list[dict[str, Any]]:
        """A trace's recorded steps, in order."""
        return on(hs, p, bank, "read").trace_steps(trace_id, bank=bank)

    @app.post("/v1/banks/{bank}/experiences/distill", response_model=DistillReport, tags=["experience"], **v1)
    def experience_distill(bank: BankPath, p: Caller, body: DistillBody | None = None) -> DistillReport:
        """Distil finished traces into experiences now; says what it made."""
        b = body or DistillBody()
        return on(hs, p, bank, "write").experience_distill(bank=bank, now=b.now, limit=b.limit)

    @app.post("/v1/banks/{bank}/experiences/recall", response_model=ExperienceRecallOut, tags=["experience"], **v1)
    def experience_recall(bank: BankPath, body: RecallBody, p: Caller) -> ExperienceRecallOut:
        """Lessons for a task (by intent) or for a failure (tool_name + error); never another environment's."""
        return ExperienceRecallOut(results=on(hs, p, bank, "read").experience_recall(
            body.intent, tool_name=body.tool_name, error=body.error, environment=body.environment,
            outcome=body.outcome, bank=bank, top_k=body.top_k))

    # -- review ---------------------------------------------------------------------------------------
    @app.post("/v1/banks/{bank}/review", response_model=ReviewReport, tags=["review"], **v1)
    def review(bank: BankPath, p: Caller, body: ReviewBody | None = None) -> ReviewReport:
        """Run a review now: resolve contradictions, decay, archive. Returns what changed."""
        h = on(hs, p, bank, "write")
        h.stats(bank)  # unknown bank -> 404
        b = body or ReviewBody()
        report = h.review(bank, now=b.now, window_seconds=b.window_seconds, trigger="manual")
        metrics.reviews.labels("manual", "ok").inc()
        return report

    @app.get("/v1/banks/{bank}/review/runs", response_model=list[ReviewReport], tags=["review"], **v1)
    def review_runs(bank: BankPath, p: Caller, limit: Annotated[int, Query(ge=1, le=1000)] = 20) -> list[ReviewReport]:
        """The latest review runs of a bank, newest first."""
        h = on(hs, p, bank, "read")
        h.stats(bank)
        return h.review_runs(bank, limit=limit)

    @app.get("/v1/banks/{bank}/alerts", response_model=list[Alert], tags=["review"], **v1)
    def alerts(bank: BankPath, p: Caller, limit: Annotated[int, Query(ge=1, le=1000)] = 50) -> list[Alert]:
        """Alerts of a bank, newest first: conflicts that need a person, poisoning attempts, write bursts."""
        h = on(hs, p, bank, "read")
        h.stats(bank)
        return [Alert.model_validate(a) for a in h.alerts(bank, limit=limit)]

    @app.get("/v1/banks/{bank}/quarantine", response_model=list[Memory], tags=["review"], **v1)
    def quarantine(bank: BankPath, p: Caller) -> list[Memory]:
        """Memories the guard quarantined (never served by search), for an admin to release or forget."""
        h = on(hs, p, bank, "admin")
        h.stats(bank)
        return h.quarantined(bank)

    @app.get("/v1/banks/{bank}/conflicts", response_model=list[ReviewItem], tags=["review"], **v1)
    def conflicts(
        bank: BankPath, p: Caller, status: Annotated[Literal["open", "resolved"], Query()] = "open"
    ) -> list[ReviewItem]:
        """Conflicts between memories (open ones await a decision)."""
        h = on(hs, p, bank, "read")
        h.stats(bank)
        return h.conflicts(bank, status=status)

    @app.post("/v1/banks/{bank}/conflicts/resolve", response_model=ReviewItem, tags=["review"], **v1)
    def resolve(bank: BankPath, body: ResolveBody, p: Caller) -> ReviewItem:
        """Settle a conflict (by item_id, or by the pair a_id/b_id): keep a, b, both or neither."""
        if body.item_id is None and (body.a_id is None or body.b_id is None):
            raise InvalidInput("give item_id, or both a_id and b_id", field="item_id")
        h = on(hs, p, bank, "write")
        h.stats(bank)
        return h.resolve_conflict(
            body.item_id, a_id=body.a_id, b_id=body.b_id, keep=body.keep, reason=body.reason, bank=bank, now=body.now
        )

    @app.post("/v1/banks/{bank}/audit", response_model=list[ReviewItem], tags=["review"], **v1)
    def audit(bank: BankPath, p: Caller, now: Annotated[datetime | None, Query()] = None) -> list[ReviewItem]:
        """The contradiction audit: checks every visible memory pair, opens a review item for each contradiction
        found (changing no memory), and lists the open contradictions."""
        h = on(hs, p, bank, "write")
        h.stats(bank)
        return h.audit(bank, now=now)

    @app.get("/v1/banks/{bank}/audit/export", response_model=list[Memory], tags=["review"], **v1)
    def audit_export(bank: BankPath, p: Caller, now: Annotated[datetime | None, Query()] = None) -> list[Memory]:
        """Memories for a human review: the 50 most accessed and the 50 newest."""
        h = on(hs, p, bank, "read")
        h.stats(bank)
        return h.export_for_review(bank, now=now)

    # -- export / import (JSONL) ----------------------------------------------------------------------
    @app.get(
        "/v1/banks/{bank}/export",
        tags=["transfer"],
        response_class=StreamingResponse,
        responses={
            **ERROR_RESPONSES,
            200: {
                "content": {"application/x-ndjson": {"schema": {"type": "string"}}},
                "description": "one memory per line (round-trips through import)",
            },
        },
        dependencies=[Depends(bearer)],
    )
    def export(bank: BankPath, p: Caller) -> StreamingResponse:
        """Every memory of the bank as JSONL, streamed."""
        h = on(hs, p, bank, "read")
        h.stats(bank)

        def lines() -> Iterator[bytes]:
            for rec in h.export(bank=bank):
                yield (json.dumps(rec, ensure_ascii=False) + "\n").encode()

        return StreamingResponse(lines(), media_type="application/x-ndjson")

    @app.post(
        "/v1/banks/{bank}/import",
        response_model=ImportResult,
        tags=["transfer"],
        openapi_extra={
            "requestBody": {
                "required": True,
                "content": {"application/x-ndjson": {"schema": {"type": "string"}}},
                "description": "JSONL: exported memories (restored as they were) or write requests, one per line",
            }
        },
        **v1,
    )
    async def import_(bank: BankPath, request: Request, p: Caller) -> ImportResult:
        """Bulk import of JSONL (streamed to a spool file, validated whole, then written in batches)."""
        h = on(hs, p, bank, "write")
        limit = settings.max_import_bytes
        with tempfile.SpooledTemporaryFile(max_size=8 * 1024 * 1024) as spool:
            size = 0
            async for chunk in request.stream():
                size += len(chunk)
                if size > limit:
                    raise PayloadTooLarge(f"import body is over {limit} bytes")
                spool.write(chunk)
            return await anyio.to_thread.run_sync(_import, h, bank, spool, metrics)

    from hindsight.faces.web.routes import console_router  # the web console at / (imports this module)

    app.include_router(console_router(hs))
    if mcp_app is not None:
        app.router.routes.extend(mcp_app.routes)
    return app


def _jsonl_records(fh: IO[bytes], bank: str) -> Iterator[tuple[int, dict[str, Any]]]:
    fh.seek(0)
    for lineno, raw in enumerate(fh, 1):
        if not raw.strip():
            continue
        rec = parse_json(raw, what=f"line {lineno}")
        if isinstance(rec, str):
            rec = {"content": rec}
        if not isinstance(rec, dict):
            raise MalformedRequest(f"line {lineno}: expected a JSON object or string")
        yield lineno, {**rec, "bank": bank}


def _import(h: Hindsight, bank: str, fh: IO[bytes], metrics: Metrics) -> ImportResult:
    n = 0
    for lineno, rec in _jsonl_records(fh, bank):  # validate everything before writing anything
        n += 1
        try:
            if "id" in rec and "provenance" in rec:
                validate(Memory, rec)
            else:
                validate(WriteRequest, {"source": "import", **rec})
        except InvalidInput as exc:
            raise InvalidInput(f"line {lineno}: {exc.message}", field=exc.field) from None
    if n == 0:
        raise InvalidInput("the import body holds no records", field=None)
    counts: dict[str, int] = {}
    results = h.import_records((rec for _, rec in _jsonl_records(fh, bank)), bank=bank)
    for r in results:
        counts[r.action.value] = counts.get(r.action.value, 0) + 1
        metrics.writes.labels(r.action.value).inc()
    return ImportResult(imported=len(results), actions=counts)


def _warm_up(hs: Hindsight) -> None:
    t = time.perf_counter()
    try:
        hs.embedder.queries(["warm up"])
        hs.embedder.passages(["warm up"])
        import jieba

        jieba.initialize()
    except Exception:  # /health reports a broken embedder; starting must not fail here
        log.exception("warm-up failed")
    log.info("warm-up took %.1f s", time.perf_counter() - t)


def _periodic_review(h: Hindsight, bank: str) -> None:
    h.review(bank, trigger="periodic")


async def _review_loop(hs: Hindsight, settings: Settings, metrics: Metrics) -> None:
    """D1 periodic trigger: review every bank every ``review_interval_seconds``."""
    loop_view = hs.with_actor("review-loop", via="serve")
    interval = settings.review_interval_seconds
    while True:
        await asyncio.sleep(interval)
        if not hasattr(loop_view, "review"):
            continue
        try:
            banks = await anyio.to_thread.run_sync(hs.banks)
        except Exception:
            log.exception("review loop: could not list banks")
            continue
        for info in banks:
            try:
                await anyio.to_thread.run_sync(partial(_periodic_review, loop_view, info.name))
                metrics.reviews.labels("periodic", "ok").inc()
            except Exception:
                metrics.reviews.labels("periodic", "error").inc()
                log.exception("review loop: review of bank %r failed", info.name)


async def _distill_loop(hs: Hindsight, settings: Settings) -> None:
    """E2 batch job: distil finished execution traces of every bank every ``distill_interval_seconds`` (5 min),
    at most ``distill_max_traces`` (50) per bank."""
    from hindsight.experience import service

    view = hs.with_actor("distill-loop", via="serve")
    while True:
        await asyncio.sleep(settings.distill_interval_seconds)
        try:
            await anyio.to_thread.run_sync(service.distill_all, view.engine)
        except Exception:
            log.exception("distill loop failed")


class RunningServer:
    """A uvicorn server on a background thread (tests, benchmarks, notebooks): ``url``, ``stop()``."""

    def __init__(self, app: ASGIApp, host: str = "127.0.0.1", port: int = 0, log_level: str = "warning") -> None:
        import threading

        import uvicorn

        self.server = uvicorn.Server(uvicorn.Config(app, host=host, port=port, log_level=log_level, lifespan="on"))
        self.thread = threading.Thread(target=self.server.run, name="hindsight-http", daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 30
        while not self.server.started:
            if not self.thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError("the HTTP server did not start")
            time.sleep(0.02)
        sock = self.server.servers[0].sockets[0]
        self.host, self.port = host, int(sock.getsockname()[1])
        self.url = f"http://{host}:{self.port}"

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=30)

    def __enter__(self) -> RunningServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
