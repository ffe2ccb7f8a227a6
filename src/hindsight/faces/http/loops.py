"""The background loops ``hindsight serve`` runs while it serves: the periodic review of every bank (D1) and the
distillation of finished execution traces (E2). Started and stopped by :mod:`hindsight.faces.http.lifespan`."""

from __future__ import annotations

import asyncio
import logging
from functools import partial

import anyio.to_thread

from hindsight.client import Hindsight
from hindsight.config import Settings
from hindsight.faces.http.metrics import Metrics

log = logging.getLogger("hindsight.api")


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
