"""`hindsight worker`: background reviews and distillation, outside the API process (G4).

A worker opens the configured store (``HINDSIGHT_STORE_URL``, ``HINDSIGHT_REDIS_URL``) and loops until SIGTERM or
SIGINT (it finishes the unit in hand, then exits 0):

* queued reviews: claims banks from the review queue (``store/redis/queue.py``: a Redis Stream consumer group,
  or ``store/queue.py``: a poll of the database queue without Redis), runs ``review(bank, trigger="event")``
  and acks. A review that was skipped (another reviewer holds the bank's lease) is not acked: the message comes
  back (XAUTOCLAIM after ``min_idle``, or the next poll) until a review has run;
* periodic reviews of every bank every ``review_interval_seconds``; a ``review-due:{bank}`` lease taken for one
  interval lets one worker per interval do it, however many run;
* experience distillation of finished traces every ``distill_interval_seconds``, one worker per bank at a time
  (``distill:{bank}`` lock), so a trace is never distilled twice.

The periodic work is :class:`hindsight.runtime.scheduler.Scheduler`'s (shared with ``hindsight serve``).
Any number of workers may run: the per-bank review lease (renewed while a review runs, see ``review.Lease``)
serialises reviews, and every review reads the durable queue, so a message handled twice changes nothing twice.
"""

from __future__ import annotations

import logging
import os
import signal
import socket
import threading
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import Any

from hindsight.client import Hindsight
from hindsight.config import Settings
from hindsight.errors import HindsightError, UnknownBank
from hindsight.model import DistillReport, ReviewReport
from hindsight.runtime.scheduler import Reporter, Scheduler
from hindsight.store.queue import ReviewQueue, review_queue

log = logging.getLogger("hindsight.worker")


@dataclass
class Counters:
    reviews: int = 0
    skipped: int = 0
    errors: int = 0
    acked: int = 0
    distilled: int = 0


def describe(report: ReviewReport, took_s: float) -> str:
    """One log line per review run."""
    if report.skipped:
        return f"review bank={report.bank} trigger={report.trigger} run={report.run_id} skipped: {report.skipped}"
    return (
        f"review bank={report.bank} trigger={report.trigger} run={report.run_id} examined={report.examined} "
        f"pairs={report.pairs_considered} judged={report.pairs_judged} deferred={report.pairs_deferred} "
        f"superseded={len(report.superseded)} falsified={len(report.falsified)} disputed={len(report.disputed)} "
        f"merged={len(report.merged)} consolidated={len(report.consolidated)} expired={len(report.expired)} "
        f"decayed={len(report.decayed)} archived={len(report.archived)} took={took_s:.2f}s"
    )


class Worker:
    """One worker process's loop. ``run()`` blocks until :meth:`stop` (or a signal via :meth:`install_signals`)."""

    def __init__(
        self,
        hs: Hindsight,
        queue: ReviewQueue | None = None,
        *,
        name: str | None = None,
        heartbeat: Path | None = None,
    ) -> None:
        self.hs = hs
        self.view = hs.with_actor("worker", via="worker")
        self.settings: Settings = hs.settings
        self.queue = queue if queue is not None else review_queue(hs.store, poll_s=hs.settings.worker_poll_seconds)
        self.name = name or f"worker-{socket.gethostname()}-{os.getpid()}-{uuid.uuid4().hex[:6]}"
        self.counters = Counters()
        self._retry: dict[str, list[str]] = {}  # bank -> message ids whose review was skipped or failed
        #: touched on every loop pass (the container health check looks at its age)
        self.heartbeat = heartbeat
        self._stop = threading.Event()
        #: periodic reviews and audits (one per bank per interval across workers) and distillation (one worker
        #: per bank)
        self.scheduler = Scheduler(
            hs, holder=self.name, review_every=self.settings.review_interval_seconds,
            distill_every=self.settings.distill_interval_seconds,
            audit_every=self.settings.audit_interval_seconds, reporter=WorkerReporter(self),
            review_as=self.view, distill_as=self.view, stop=self._stop,
        )

    # -- control ---------------------------------------------------------------------------------------
    def stop(self, *_: Any) -> None:
        self._stop.set()

    @property
    def stopping(self) -> bool:
        return self._stop.is_set()

    def install_signals(self) -> None:
        def handler(signum: int, frame: FrameType | None) -> None:
            log.info("worker %s: signal %d, stopping after the current unit", self.name, signum)
            self._stop.set()

        signal.signal(signal.SIGTERM, handler)
        signal.signal(signal.SIGINT, handler)

    def run(self) -> None:
        s = self.settings
        log.info(
            "worker %s: store %s; queue %s; periodic review every %gs; distill every %gs; review lease %gs",
            self.name, self.hs.store.url, type(self.queue).__name__, s.review_interval_seconds,
            s.distill_interval_seconds, s.review_lock_ttl_seconds,
        )
        while not self._stop.is_set():
            t0 = time.monotonic()
            self.beat()
            try:
                done = self.tick()
            except HindsightError as exc:  # store / Redis down: back off a full poll, try again
                self.counters.errors += 1
                log.warning("worker %s: %s (%s); retrying in %gs", self.name, exc.message, exc.code,
                            s.worker_poll_seconds)
                self._stop.wait(s.worker_poll_seconds)
                continue
            except Exception:
                self.counters.errors += 1
                log.exception("worker %s: unexpected error; retrying in %gs", self.name, s.worker_poll_seconds)
                self._stop.wait(s.worker_poll_seconds)
                continue
            if not done:
                self._stop.wait(max(0.0, s.worker_poll_seconds - (time.monotonic() - t0)))
        log.info("worker %s: stopped (%s)", self.name, self.counters)

    def beat(self) -> None:
        if self.heartbeat is not None:
            try:
                self.heartbeat.parent.mkdir(parents=True, exist_ok=True)
                self.heartbeat.touch()
            except OSError:
                log.warning("worker %s: cannot touch %s", self.name, self.heartbeat, exc_info=True)

    def tick(self) -> int:
        """One pass: queued reviews, then due periodic reviews and distillation. Returns the units done."""
        done = self.process_queue()
        return done + self.scheduler.tick(time.monotonic()).done

    # -- units -----------------------------------------------------------------------------------------
    def review(self, bank: str, trigger: str) -> ReviewReport:
        t0 = time.monotonic()
        report = self.view.review(bank, trigger=trigger)
        self.reviewed(report, time.monotonic() - t0)
        return report

    def reviewed(self, report: ReviewReport, took_s: float) -> None:
        log.info("%s", describe(report, took_s))
        if report.skipped:
            self.counters.skipped += 1
        else:
            self.counters.reviews += 1

    def process_queue(self, count: int = 10) -> int:
        """Claim queued banks and review each once (event trigger), however many messages name it; ack only
        what was reviewed (or whose bank is gone). A skipped review (another reviewer holds the lease, maybe
        since before the item was queued) is retried on the next passes until one runs."""
        s = self.settings
        block_ms = 0 if self._retry else int(s.worker_poll_seconds * 1000)
        min_idle_ms = int(s.review_lock_ttl_seconds * 1000)
        claimed = self.queue.claim(self.name, count, block_ms, min_idle_ms)
        work, self._retry = self._retry, {}
        for msg_id, bank in claimed:
            work.setdefault(bank, []).append(msg_id)
        done = 0
        for i, (bank, msg_ids) in enumerate(work.items()):
            if self.stopping:
                self._retry.update(list(work.items())[i:])  # unacked: claimed again later, here or elsewhere
                break
            try:
                report = self.review(bank, "event")
            except UnknownBank:
                self.queue.ack(msg_ids)
                continue
            except Exception:
                self._retry.update(list(work.items())[i:])
                raise
            if report.skipped:
                self._retry[bank] = msg_ids
                continue
            self.queue.ack(msg_ids)
            self.counters.acked += len(msg_ids)
            done += 1
        return done

    def periodic_reviews(self) -> int:
        """A periodic review of every bank whose ``review-due`` lease this worker gets, now."""
        return self.scheduler.review_pass()

    def distill(self) -> int:
        """Distil the finished traces of every bank no other worker is distilling, now."""
        return self.scheduler.distill_pass()


class WorkerReporter(Reporter):
    """The worker's log lines and counters for the scheduler's runs. A :class:`HindsightError` of one bank is
    counted and logged, and the pass goes on; anything else ends the tick (``Worker.run`` logs it and waits)."""

    def __init__(self, worker: Worker) -> None:
        self.worker = worker

    def reviewed(self, bank: str, report: ReviewReport, took_s: float) -> None:
        self.worker.reviewed(report, took_s)

    def review_failed(self, bank: str, exc: Exception) -> None:
        if not isinstance(exc, HindsightError):
            raise exc
        self.worker.counters.errors += 1
        log.warning("periodic review of %s failed: %s", bank, exc.message)

    def distilled(self, bank: str, report: DistillReport) -> None:
        if report.traces:
            self.worker.counters.distilled += report.traces
            log.info("distill bank=%s traces=%d experiences=%d", bank, report.traces, len(report.experiences))

    def audited(self, bank: str, open_items: int, took_s: float) -> None:
        log.info("audit bank=%s open_items=%d took=%.2fs", bank, open_items, took_s)

    def audit_failed(self, bank: str, exc: Exception) -> None:
        if not isinstance(exc, HindsightError):
            raise exc
        self.worker.counters.errors += 1
        log.warning("periodic audit of %s failed: %s", bank, exc.message)

    def distill_failed(self, bank: str, exc: Exception) -> None:
        if not isinstance(exc, HindsightError):
            raise exc
        self.worker.counters.errors += 1
        log.warning("distillation of %s failed: %s", bank, exc.message)


def main(settings: Settings | None = None) -> int:
    """Open the store from settings and run a worker until SIGTERM/SIGINT; 0 on a graceful stop."""
    settings = settings or Settings()
    hs = Hindsight.open(settings=settings, via="worker", actor="worker")
    try:
        w = Worker(hs, heartbeat=settings.resolved_home() / "worker.alive")
        w.install_signals()
        w.run()
    finally:
        hs.close()
    return 0


__all__ = ["ReviewQueue", "Worker", "WorkerReporter", "describe", "main"]
