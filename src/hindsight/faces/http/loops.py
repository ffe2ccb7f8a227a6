"""The background work ``hindsight serve`` runs while it serves: the periodic review of every bank (D1) and the
distillation of finished execution traces (E2), on the shared :class:`~hindsight.runtime.scheduler.Scheduler`
(the same one ``hindsight worker`` runs). Started and stopped by :mod:`hindsight.faces.http.lifespan`."""

from __future__ import annotations

import logging

from hindsight.client import Hindsight
from hindsight.config import Settings
from hindsight.faces.http.metrics import Metrics
from hindsight.model import ReviewReport
from hindsight.runtime.scheduler import JobName, Reporter, Scheduler

log = logging.getLogger("hindsight.api")


class ServeReporter(Reporter):
    """``hindsight serve``'s metrics and log lines for the periodic reviews and the distillation job."""

    def __init__(self, metrics: Metrics) -> None:
        self.metrics = metrics

    def reviewed(self, bank: str, report: ReviewReport, took_s: float) -> None:
        self.metrics.reviews.labels("periodic", "ok").inc()
        self.metrics.review_ran(report)

    def review_failed(self, bank: str, exc: Exception) -> None:
        self.metrics.reviews.labels("periodic", "error").inc()
        log.exception("review loop: review of bank %r failed", bank)

    def audit_failed(self, bank: str, exc: Exception) -> None:
        log.exception("audit loop: audit of bank %r failed", bank)

    def pass_failed(self, job: JobName, exc: Exception) -> None:
        if job in ("review", "audit"):
            log.exception("review loop: could not list banks")
        else:  # a failed bank ends the distillation pass
            log.exception("distill loop failed")


def periodic(hs: Hindsight, settings: Settings, metrics: Metrics, review_loop: bool) -> Scheduler:
    """D1: review every bank every ``review_interval_seconds``; D8: audit every bank every
    ``audit_interval_seconds`` (a day); E2: distil finished execution traces of every bank
    every ``distill_interval_seconds`` (5 min), at most ``distill_max_traces`` (50) per bank. Both only with
    ``review_loop``. No review-due lease and no distill lock: one serve process reviews its own store."""
    return Scheduler(
        hs,
        holder="serve",
        review_every=settings.review_interval_seconds if review_loop else None,
        distill_every=settings.distill_interval_seconds if review_loop else None,
        audit_every=settings.audit_interval_seconds if review_loop else None,
        reporter=ServeReporter(metrics),
        review_as=hs.with_actor("review-loop", via="serve"),
        distill_as=hs.with_actor("distill-loop", via="serve"),
        lease=False,
        distill_lock=False,
    )
