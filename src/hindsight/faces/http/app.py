"""The HTTP face (G2): a versioned REST API over the Python API, plus MCP at ``/mcp``, ``/health`` and ``/metrics``.

``create_app(hs, settings)`` wires the whole server: the routes under ``/v1/banks/{bank}/...`` (one module per
area in :mod:`hindsight.faces.http.routes`), the API-key guard and request limits
(:mod:`~hindsight.faces.http.middleware`, see :mod:`hindsight.faces.auth`), JSON errors for every bad input
(:mod:`~hindsight.faces.http.errors`), Prometheus metrics, the web console, and (when
``review_interval_seconds > 0``) the periodic review loop (:mod:`~hindsight.faces.http.lifespan`).
:class:`RunningServer` runs an app on a background thread.
"""

from __future__ import annotations

import time

from fastapi import FastAPI
from starlette.types import ASGIApp

from hindsight.client import Hindsight
from hindsight.config import Settings
from hindsight.faces.auth import Authenticator
from hindsight.faces.http.docs import docs_router
from hindsight.faces.http.errors import add_error_handlers
from hindsight.faces.http.lifespan import lifespan
from hindsight.faces.http.metrics import Metrics
from hindsight.faces.http.metrics import router as metrics_router
from hindsight.faces.http.middleware import Guard, is_loopback
from hindsight.faces.http.ratelimit import RateLimit
from hindsight.faces.http.routes import banks, conversation, experience, health, memories, review, transfer
from hindsight.faces.mcp import create_mcp
from hindsight.faces.web.routes import console_router
from hindsight.store.factory import open_keystore
from hindsight.store.keys import KeyStore


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

    app = FastAPI(
        title="Hindsight",
        version="0.1.0",
        description=(
            "Long-term memory for LLM agents that looks back. Send an API key as 'Authorization: Bearer <token>' "
            '(create one with `hindsight keys create`). Every error is {"error": {code, message, field}}.'
        ),
        lifespan=lifespan(hs, settings, metrics, mcp, warm_up=warm_up, review_loop=review_loop),
        docs_url=None,  # served by docs_router from local files: no CDN
        redoc_url=None,
    )
    app.state.hindsight = hs
    app.state.keys = keys
    app.state.metrics = metrics
    app.state.mcp = mcp
    app.add_middleware(Guard, auth=auth, settings=settings, metrics=metrics)
    app.add_middleware(RateLimit, settings=settings)  # outside the guard: a flood is refused before any work
    add_error_handlers(app)

    app.include_router(docs_router())  # /docs works offline
    app.include_router(health.router(hs))
    app.include_router(metrics_router(metrics))
    app.include_router(banks.router(hs))
    app.include_router(memories.router(hs, metrics))
    app.include_router(conversation.router(hs, metrics))
    app.include_router(experience.router(hs))
    app.include_router(review.router(hs, metrics))
    app.include_router(transfer.router(hs, settings, metrics))
    app.include_router(console_router(hs))  # the web console at /
    if mcp_app is not None:
        app.router.routes.extend(mcp_app.routes)
    return app


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
