"""What runs around the server's life: before it takes requests, the warm-up (embedding model and tokenizer);
while it serves, the MCP session manager and the background loops of :mod:`hindsight.faces.http.loops`
(the shared scheduler; cancelled on shutdown)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager

import anyio.to_thread
from fastapi import FastAPI
from mcp.server.mcpserver import MCPServer

from hindsight.client import Hindsight
from hindsight.config import Settings
from hindsight.faces.http.loops import periodic
from hindsight.faces.http.metrics import Metrics

log = logging.getLogger("hindsight.api")


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


def lifespan(
    hs: Hindsight, settings: Settings, metrics: Metrics, mcp: MCPServer | None, *, warm_up: bool, review_loop: bool
) -> Callable[[FastAPI], AbstractAsyncContextManager[None]]:
    """The app's lifespan: warm up (when ``warm_up``), run ``mcp``'s session manager (when there is one), and the
    review and distill loops (when ``review_loop``; distilling also needs ``distill_interval_seconds > 0``)."""

    @contextlib.asynccontextmanager
    async def run(app: FastAPI) -> AsyncIterator[None]:
        if warm_up:
            await anyio.to_thread.run_sync(_warm_up, hs)
        async with contextlib.AsyncExitStack() as stack:
            if mcp is not None:
                await stack.enter_async_context(mcp.session_manager.run())
            # D1 periodic reviews and the E2 distillation batch job (hindsight.runtime.scheduler)
            background = asyncio.create_task(periodic(hs, settings, metrics, review_loop).run_async())
            try:
                yield
            finally:
                background.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await background

    return run
