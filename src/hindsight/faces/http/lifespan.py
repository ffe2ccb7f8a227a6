"""What runs around the server's life: before it takes requests, the warm-up (embedding model and tokenizer);
while it serves, the MCP session manager and the background loops of :mod:`hindsight.faces.http.loops`
(the shared scheduler). On shutdown the loops are told to stop and the bank a pass is working on is finished
(for at most :data:`STOP_WAIT` seconds) before the store can be closed: cancelling the task alone would leave the
pass running on its worker thread, reading and committing on a store the caller is about to close."""

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

#: how long shutdown waits for the background pass in progress to finish its current bank
STOP_WAIT = 30.0


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
            scheduler = periodic(hs, settings, metrics, review_loop)
            stop = asyncio.Event()
            background = asyncio.create_task(scheduler.run_async(stop))
            try:
                yield
            finally:
                await _stop(scheduler.stop, stop, background)

    return run


async def _stop(stop_between_banks: Callable[[], None], stop: asyncio.Event, background: asyncio.Task[None]) -> None:
    """End the background loops: sleeping ones at once, a pass after the bank it is on (its worker thread is
    waited for); past :data:`STOP_WAIT` the task is cancelled (the thread then runs on unattended)."""
    stop_between_banks()
    stop.set()
    try:
        await asyncio.wait_for(asyncio.shield(background), STOP_WAIT)
    except TimeoutError:
        log.warning("shutdown: the background pass did not finish within %.0f s; cancelled", STOP_WAIT)
        background.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await background
