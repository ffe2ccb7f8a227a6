"""The periodic background work on every bank: a review of each bank every ``review_every`` seconds, a
contradiction audit of each bank every ``audit_every`` seconds (with the configured judge), and the
distillation of finished (idle) execution traces every ``distill_every`` seconds.

One :class:`Scheduler` serves both runtimes:

* a blocking loop (``hindsight worker``): :meth:`Scheduler.tick` runs the passes that are due (each job is due
  ``every`` seconds after its previous pass started), :meth:`Scheduler.run_blocking` loops on it;
* an asyncio task (``hindsight serve``): :meth:`Scheduler.run_async` runs each job in its own loop (sleep the
  interval, then a pass), one bank at a time on a worker thread, so the event loop never blocks.

The scheduler owns *when* and *which bank*, and the coordination between processes:

* ``lease``: a ``review-due:{bank}`` (``audit-due:{bank}``) lease taken for one review (audit) interval, so that
  however many processes run, one of them reviews (audits) a bank per interval (the lease simply expires);
* ``distill_lock``: a ``distill:{bank}`` lock held while a bank's traces are distilled (expires after
  ``max(600 s, distill_every)`` if its holder dies), so a trace is never distilled twice.

What a run looks like to the outside (log lines, counters, metrics) and which failures are tolerated belong to
the caller's :class:`Reporter`.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

import anyio.to_thread

if TYPE_CHECKING:
    from hindsight.client import Hindsight
    from hindsight.model import DistillReport, ReviewReport

log = logging.getLogger("hindsight.runtime.scheduler")

JobName = Literal["review", "audit", "distill"]


class Reporter:
    """How a :class:`Scheduler`'s runs show. The defaults report nothing, let a failed review or distillation
    propagate (it ends the pass: out of :meth:`Scheduler.tick`, or to :meth:`pass_failed` in the loops) and log
    a failed pass. ``*_failed`` is called inside the ``except`` block: ``log.exception`` and ``raise`` work."""

    def reviewed(self, bank: str, report: ReviewReport, took_s: float) -> None:
        """A periodic review of ``bank`` ran (``report.skipped`` says whether it did anything)."""

    def review_failed(self, bank: str, exc: Exception) -> None:
        """The periodic review of ``bank`` raised ``exc``; raise to end the pass, return to go on."""
        raise exc

    def audited(self, bank: str, open_items: int, took_s: float) -> None:
        """A periodic audit of ``bank`` ran; ``open_items`` review items are open after it."""

    def audit_failed(self, bank: str, exc: Exception) -> None:
        """The periodic audit of ``bank`` raised ``exc``; raise to end the pass, return to go on."""
        raise exc

    def distilled(self, bank: str, report: DistillReport) -> None:
        """The finished traces of ``bank`` were distilled (``report.traces`` of them, maybe none)."""

    def distill_failed(self, bank: str, exc: Exception) -> None:
        """Distilling ``bank`` raised ``exc``; raise to end the pass, return to go on."""
        raise exc

    def pass_failed(self, job: JobName, exc: Exception) -> None:
        """A pass of :meth:`Scheduler.run_async` / :meth:`Scheduler.run_blocking` failed; the loop goes on."""
        log.exception("%s pass failed", job)


@dataclass
class TickReport:
    """What one :meth:`Scheduler.tick` did: banks reviewed, banks audited, banks whose traces were distilled."""

    reviews: int = 0
    distills: int = 0
    audits: int = 0

    @property
    def done(self) -> int:
        return self.reviews + self.distills + self.audits


@dataclass
class _Job:
    name: JobName
    every: float | None
    unit: Callable[[str], bool]
    due: float

    @property
    def enabled(self) -> bool:
        return self.every is not None and self.every > 0


class Scheduler:
    """Periodic reviews and distillation of every bank of ``hs``. A job whose interval is ``None`` or not
    positive is off. ``review_as`` / ``distill_as`` (default ``hs``) are the views that act (their actor is
    recorded); ``holder`` names this process in leases and locks; ``stop`` (an event shared with the caller's
    loop, else a new one; :meth:`stop` sets it) ends a pass between banks."""

    def __init__(
        self,
        hs: Hindsight,
        *,
        holder: str,
        review_every: float | None,
        distill_every: float | None,
        audit_every: float | None = None,
        reporter: Reporter | None = None,
        review_as: Hindsight | None = None,
        distill_as: Hindsight | None = None,
        lease: bool = True,
        distill_lock: bool = True,
        stop: threading.Event | None = None,
    ) -> None:
        self.hs = hs
        self.holder = holder
        self.reporter = reporter or Reporter()
        self.review_as = review_as or hs
        self.distill_as = distill_as or hs
        self.lease, self.distill_lock = lease, distill_lock
        self._stop = stop or threading.Event()
        start = time.monotonic()
        self.jobs: dict[JobName, _Job] = {
            "review": _Job("review", review_every, self.review_bank, start + (review_every or 0.0)),
            "audit": _Job("audit", audit_every, self.audit_bank, start + (audit_every or 0.0)),
            "distill": _Job("distill", distill_every, self.distill_bank, start + (distill_every or 0.0)),
        }

    # -- control ---------------------------------------------------------------------------------------
    def stop(self) -> None:
        self._stop.set()

    @property
    def stopping(self) -> bool:
        return self._stop.is_set()

    # -- one bank ----------------------------------------------------------------------------------------
    def review_bank(self, bank: str) -> bool:
        """The periodic review of ``bank``, unless another process holds this interval's lease; True if it ran."""
        every = self.jobs["review"].every or 0.0
        if self.lease and not self.hs.store.try_lock(f"review-due:{bank}", self.holder, every):
            return False
        t0 = time.monotonic()
        try:
            report = self.review_as.review(bank, trigger="periodic")
        except Exception as exc:
            self.reporter.review_failed(bank, exc)
            return False
        self.reporter.reviewed(bank, report, time.monotonic() - t0)
        return True

    def audit_bank(self, bank: str) -> bool:
        """The periodic contradiction audit of ``bank`` (``Hindsight.audit``: open review items, nothing changed),
        unless another process holds this interval's lease; True if it ran."""
        every = self.jobs["audit"].every or 0.0
        if self.lease and not self.hs.store.try_lock(f"audit-due:{bank}", self.holder, every):
            return False
        t0 = time.monotonic()
        try:
            items = self.review_as.audit(bank)
        except Exception as exc:
            self.reporter.audit_failed(bank, exc)
            return False
        self.reporter.audited(bank, len(items), time.monotonic() - t0)
        return True

    def distill_bank(self, bank: str) -> bool:
        """Distil ``bank``'s finished traces, unless another process is at it; True if there were some."""
        lock = f"distill:{bank}"
        ttl = max(600.0, self.jobs["distill"].every or 0.0)
        if self.distill_lock and not self.hs.store.try_lock(lock, self.holder, ttl):
            return False
        try:
            report = self.distill_as.experience_distill(bank=bank)
        except Exception as exc:
            self.reporter.distill_failed(bank, exc)
            return False
        finally:
            if self.distill_lock:
                self.hs.store.unlock(lock, self.holder)
        self.reporter.distilled(bank, report)
        return bool(report.traces)

    # -- blocking ----------------------------------------------------------------------------------------
    def run_pass(self, job: JobName) -> int:
        """One pass of ``job`` over every bank now (until :attr:`stopping`); the banks it did something for."""
        unit = self.jobs[job].unit
        done = 0
        for info in self.hs.banks():
            if self.stopping:
                break
            done += unit(info.name)
        return done

    def review_pass(self) -> int:
        return self.run_pass("review")

    def distill_pass(self) -> int:
        return self.run_pass("distill")

    def tick(self, now: float | None = None) -> TickReport:
        """The passes due at ``now`` (``time.monotonic()``), review first. A failure the reporter raises ends the
        tick (a later job stays due)."""
        now = time.monotonic() if now is None else now
        report = TickReport()
        for job in self.jobs.values():
            if self._take_due(job, now):
                done = self.run_pass(job.name)
                if job.name == "review":
                    report.reviews = done
                elif job.name == "audit":
                    report.audits = done
                else:
                    report.distills = done
        return report

    def run_blocking(self) -> None:
        """Run the jobs in this thread until :meth:`stop`: each pass when due; a failed pass goes to
        :meth:`Reporter.pass_failed` and its job waits for its next interval."""
        while not self.stopping:
            now = time.monotonic()
            for job in self.jobs.values():
                if self._take_due(job, now):
                    try:
                        self.run_pass(job.name)
                    except Exception as exc:
                        self.reporter.pass_failed(job.name, exc)
            due = [j.due for j in self.jobs.values() if j.enabled]
            if not due:
                return
            self._stop.wait(max(0.0, min(due) - time.monotonic()))

    def _take_due(self, job: _Job, now: float) -> bool:
        """Whether ``job`` is due at ``now``; if so its next pass is due one interval from now."""
        if not job.enabled or now < job.due or self.stopping:
            return False
        job.due = now + (job.every or 0.0)
        return True

    # -- asyncio -----------------------------------------------------------------------------------------
    async def run_async(self, stop: asyncio.Event | None = None) -> None:
        """Run every enabled job in its own loop until ``stop`` is set (or the task is cancelled): sleep the
        job's interval, then a pass, each bank on a worker thread; a failed pass goes to
        :meth:`Reporter.pass_failed` and the loop goes on."""
        loops = [self._loop(job, stop) for job in self.jobs.values() if job.enabled]
        if loops:
            await asyncio.gather(*loops)

    async def _loop(self, job: _Job, stop: asyncio.Event | None) -> None:
        while not self.stopping:
            if await _sleep(job.every or 0.0, stop):
                self._stop.set()
                return
            try:
                banks = await anyio.to_thread.run_sync(self.hs.banks)
                for info in banks:
                    if self.stopping:
                        break
                    await anyio.to_thread.run_sync(job.unit, info.name)
            except Exception as exc:
                self.reporter.pass_failed(job.name, exc)


async def _sleep(seconds: float, stop: asyncio.Event | None) -> bool:
    """Sleep ``seconds``; True (at once) when ``stop`` is set."""
    if stop is None:
        await asyncio.sleep(seconds)
        return False
    try:
        await asyncio.wait_for(stop.wait(), seconds)
    except TimeoutError:
        return False
    return True


__all__ = ["JobName", "Reporter", "Scheduler", "TickReport"]
