"""The review cycle (D1, D2, D5-D8), top to bottom.

1. lock the bank (one reviewer at a time, across processes);
2. scope: memories with events since the last run's watermark (or changed within ``window``), plus
   memories queued by risky writes;
3. candidate pairs by vector similarity (≥ the embedder's conflict threshold; no LLM cost);
4. judge them (rules, or the LLM in batches within the cycle's token budget; undecided pairs wait; a costly
   judge skips the pairs it already judged and takes never-sent pairs first: :mod:`hindsight.review.pairs`);
5. apply each verdict in its own short transaction (``resolve.apply``);
6. consolidate repeated episodic memories into one semantic memory (D7, :mod:`hindsight.review.consolidate`);
7. expire TTL'd memories, decay unused ones (never critical ones), archive what fell below the threshold, compute
   the hubness of memories that have none (:func:`hindsight.store.hubness.backfill`)
   (6 and 7 only in manual and periodic runs: an event-triggered run just settles the risky write);
8. store the report as a review-run record.
Nothing is deleted: every memory a review touches keeps its row and gets an event naming the run.
"""

from __future__ import annotations

import heapq
import logging
import math
import time
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Literal

from hindsight.engine import Engine, new_id, user_names
from hindsight.errors import InvalidInput
from hindsight.judge.base import Judge, JudgeBudget, Pair
from hindsight.model import EventType, Kind, Memory, ReviewReport, Status, Verdict
from hindsight.review import pairs as pairs_ledger
from hindsight.review.consolidate import abstractor_for, consolidate
from hindsight.review.lease import Lease, LeaseLost
from hindsight.review.resolve import Ctx, Outcome, apply
from hindsight.store import hubness
from hindsight.store.base import Filters
from hindsight.timeutil import utcnow

VISIBLE = (Status.active, Status.disputed)
log = logging.getLogger("hindsight.review")


def candidate_pairs(eng: Engine, bank: str, ids: list[str], now: datetime) -> list[Pair]:
    """Pairs (changed memory, visible neighbour) with cosine ≥ the conflict threshold (the lower one for two
    scripts, :meth:`~hindsight.policy.Calibration.conflict_for`), each pair once."""
    cal = eng.embedder.calibration
    vecs = eng.store.vectors(bank, ids)
    sims: dict[tuple[str, str], float] = {}
    f = Filters(now=now)
    for mid in ids:
        vec = vecs.get(mid)
        if vec is None:
            continue
        for nid, sim in eng.store.vector_search(bank, vec, eng.settings.review_neighbours + 1, f):
            if nid == mid or sim < cal.conflict_floor:
                continue
            key = (mid, nid) if mid < nid else (nid, mid)
            sims[key] = max(sim, sims.get(key, 0.0))
    mems = {m.id: m for m in eng.store.get_many(bank, sorted({i for k in sims for i in k}))}
    names = user_names(eng.store, bank, now) if sims else frozenset()
    pairs = [Pair.ordered(mems[x], mems[y], s, names) for (x, y), s in sims.items()
             if x in mems and y in mems and s >= cal.conflict_for(mems[x].content, mems[y].content)]
    pairs.sort(key=lambda p: -p.similarity)
    return grouped(pairs)


def grouped(pairs: list[Pair]) -> list[Pair]:
    """``pairs`` (best first) reordered so that each pair after a group's first shares a memory with an earlier
    pair of its group (the best such pair next): a conflict group then grows from one review item instead of
    starting several."""
    by_memory: dict[str, list[int]] = {}
    for i, p in enumerate(pairs):
        by_memory.setdefault(p.a.id, []).append(i)
        by_memory.setdefault(p.b.id, []).append(i)
    used = [False] * len(pairs)
    out: list[Pair] = []
    for start in range(len(pairs)):
        heap = [start]
        while heap:
            i = heapq.heappop(heap)
            if used[i]:
                continue
            used[i] = True
            out.append(pairs[i])
            for mid in (pairs[i].a.id, pairs[i].b.id):
                for j in by_memory[mid]:
                    if not used[j]:
                        heapq.heappush(heap, j)
    return out


def review(
    eng: Engine,
    bank: str | None,
    now: datetime,
    *,
    window_seconds: float | None = None,
    trigger: str = "manual",
) -> ReviewReport:
    """Validate a review request, then :func:`run` it on the bank."""
    b = eng.bank(bank)
    if window_seconds is not None and window_seconds <= 0:
        raise InvalidInput("window_seconds: must be greater than 0", field="window_seconds")
    if trigger not in ("manual", "periodic", "event"):
        raise InvalidInput("trigger: one of manual, periodic, event", field="trigger")
    w = window_seconds if window_seconds is not None else eng.settings.review_window_seconds
    window = timedelta(seconds=w) if w else None
    trig: Literal["manual", "periodic", "event"] = "periodic" if trigger == "periodic" else (
        "event" if trigger == "event" else "manual")
    return run(eng, b, now, window=window, trigger=trig)


def event_review(eng: Engine, bank: str, now: datetime) -> ReviewReport | None:
    """The review a risky write starts in the background (never raises: a failure is logged)."""
    try:
        return review(eng, bank, now, trigger="event")
    except Exception:
        log.exception("event-triggered review of %s failed", bank)
        return None


def _acquire(lease: Lease, wait_s: float) -> bool:
    """Take the bank's review lease, waiting up to ``wait_s`` for a review that holds it to finish."""
    deadline = time.monotonic() + wait_s
    pause = 0.02
    while not lease.acquire():
        if time.monotonic() >= deadline:
            return False
        time.sleep(min(pause, max(0.0, deadline - time.monotonic())))
        pause = min(pause * 2, 0.5)
    return True


def run(
    eng: Engine,
    bank: str,
    now: datetime,
    *,
    window: timedelta | None = None,
    trigger: Literal["manual", "periodic", "event"] = "manual",
) -> ReviewReport:
    """One review cycle of ``bank`` under its lease, steps 1-8 of the module docstring."""
    s, judge, notifier = eng.settings, eng.judge, eng.notifier
    run_id = new_id("run")
    report = ReviewReport(
        run_id=run_id,
        bank=bank,
        trigger=trigger,
        judge=judge.name,
        started_at=utcnow(),
        now=now,
    )
    lease = Lease(eng.store, f"review:{bank}", run_id, s.review_lock_ttl_seconds)
    if not _acquire(lease, s.review_wait_seconds if trigger == "manual" else 0.0):
        report.skipped = "another review of this bank is running"
        report.finished_at = utcnow()
        return report
    try:
        queued = eng.store.queued(bank)
        if trigger == "event":
            # only the queue; the watermark stays where it was so the next periodic run still sees everything
            watermark = eng.store.last_watermark(bank)
            changed: list[str] = []
        elif window is not None:
            watermark = eng.store.event_watermark(bank)
            report.since = now - window
            changed = eng.store.changed_since(bank, since=report.since)
        else:
            watermark = eng.store.event_watermark(bank)
            changed = eng.store.changed_since(bank, event_seq=eng.store.last_watermark(bank))
        ids = list(dict.fromkeys([*queued, *changed]))
        current = [m for m in eng.store.get_many(bank, ids) if m.is_visible_at(now)]
        report.examined = len(current)

        pairs = candidate_pairs(eng, bank, [m.id for m in current], now)
        report.pairs_considered = len(pairs)
        judged = judge_pairs(eng, judge, bank, pairs, now, report)

        total = Outcome()
        deferred: set[str] = set()
        for pair, verdict in zip(judged.plan.todo, judged.verdicts, strict=True):
            if verdict is None:
                report.pairs_deferred += 1
                deferred.update({pair.a.id, pair.b.id})
                continue
            report.pairs_judged += 1
            lease.check()
            with eng.store.transaction(bank) as tx:
                total.add(apply(Ctx(tx, s, f"review:{judge.name}", now, run_id), pair, verdict))
                if judged.costly and verdict.judge != "rules":  # a rules verdict inside a costly judge costs nothing
                    tx.record_judged(bank, [pairs_ledger.judged_row(
                        pair, verdict, judge.name, now, judged.plan.attempts.get(pairs_ledger.key(pair), 0))])
        lease.check()
        with eng.store.transaction(bank) as tx:
            tx.dequeue(bank, [q for q in queued if q not in deferred])
            for mid in deferred:
                tx.enqueue(bank, mid, "judge deferred the pair (budget or malformed output)", now)
            if judged.costly and judged.failed:
                tx.record_judged(bank, pairs_ledger.failed_rows(judged.failed, judge.name, now, judged.plan.attempts))
        for kind, message, data in total.alerts:
            notifier.notify(bank, kind, message, data)
        report.superseded, report.falsified, report.disputed = total.superseded, total.falsified, total.disputed
        report.source_conflicts, report.merged, report.review_items = (
            total.source_conflicts, total.merged, total.review_items)

        if trigger != "event":  # an event-triggered review only settles the risky write's conflicts
            lease.check()
            episodic = [m.id for m in current if m.kind == Kind.episodic]
            abstractor = abstractor_for(eng)
            report.consolidated = consolidate(eng, bank, episodic, now, run_id, abstractor)
            if abstractor is not None:  # the LLM abstractions' cost counts with the judge's
                u = abstractor.usage
                report.llm_calls += u.calls
                report.prompt_tokens += u.prompt_tokens
                report.completion_tokens += u.completion_tokens
                report.tokens_used = report.prompt_tokens + report.completion_tokens
            report.expired = expire(eng, bank, now, actor="review", run_id=run_id)
            report.decayed, report.archived = decay_and_archive(eng, bank, now, run_id)
            report.purged_turns = eng.store.purge_turns(bank, now)  # short-term session turns past their 24 h
            hubness.backfill(eng.store, bank, now)  # memories written without one (older rows, other paths)
        report.finished_at = utcnow()
        lease.check()
        with eng.store.transaction(bank) as tx:
            tx.save_review_run(report, watermark)
        return report
    except LeaseLost:
        report.skipped = "the review lease expired mid-run and another reviewer took over"
        report.finished_at = utcnow()
        return report
    finally:
        lease.release()


@dataclass
class Judged:
    """What :func:`judge_pairs` sent (``plan.todo``, in order), the verdicts, the pairs that failed."""

    plan: pairs_ledger.Plan
    verdicts: list[Verdict | None]
    failed: list[Pair]
    costly: bool
    budget: JudgeBudget


def judge_pairs(eng: Engine, judge: Judge, bank: str, pairs: list[Pair], now: datetime,
                report: ReviewReport | None = None) -> Judged:
    """Judge ``pairs`` (best first) within the cycle's token budget. A costly judge (anything but the rules) skips
    the pairs its ledger already holds with neither side changed, and takes never-sent pairs before failed ones
    (:mod:`hindsight.review.pairs`). Counts calls, tokens and pairs into ``report`` when given."""
    costly = judge.name != "rules"
    plan = pairs_ledger.plan(eng.store, bank, pairs) if costly else pairs_ledger.Plan(pairs)
    budget = JudgeBudget(tokens=eng.settings.review_token_budget if costly else None)
    verdicts = judge.judge(plan.todo, now, budget) if plan.todo else []
    if report is not None:
        report.pairs_known = plan.known
        report.llm_calls, report.tokens_used = budget.usage.calls, budget.usage.tokens
        report.prompt_tokens, report.completion_tokens = budget.usage.prompt_tokens, budget.usage.completion_tokens
        report.pairs_failed = len(budget.failed)
    return Judged(plan, verdicts, list(budget.failed), costly, budget)


def expire(eng: Engine, bank: str, now: datetime, *, actor: str, run_id: str | None = None) -> list[str]:
    """B3: memories past ``expires_at`` become ``expired`` (kept, with an event)."""
    due = [
        m.id
        for m in eng.store.iter_memories(bank)
        if m.status in VISIBLE and m.expires_at is not None and m.expires_at <= now
    ]
    out: list[str] = []
    if not due:
        return out
    with eng.store.transaction(bank) as tx:
        for mid in due:
            m = tx.get(bank, mid)
            if m is None or m.status not in VISIBLE or m.expires_at is None or m.expires_at > now:
                continue
            tx.update(m.model_copy(update={"status": Status.expired, "updated_at": now}))
            data = {"run_id": run_id} if run_id else {}
            tx.append_event(
                mid, bank, now, EventType.expired, actor, f"expires_at {m.expires_at.isoformat()} has passed", data
            )
            out.append(mid)
    return out


def is_critical(m: Memory, critical_sources: list[str]) -> bool:
    return m.critical or m.provenance.source.value in critical_sources


def decay_and_archive(eng: Engine, bank: str, now: datetime, run_id: str) -> tuple[list[str], list[str]]:
    """D5 + D6: unused memories lose ``decay_rate`` per idle period; below the threshold they are archived."""
    s = eng.settings
    period = timedelta(seconds=s.decay_period_seconds)
    unused_for = timedelta(days=s.archive_unused_days)
    visible = [m for m in eng.store.iter_memories(bank) if m.status in VISIBLE]
    decayed_at = eng.store.decayed_at(bank, [m.id for m in visible])
    decayed: list[str] = []
    archived: list[str] = []
    with eng.store.transaction(bank) as tx:
        for m in visible:
            if is_critical(m, s.critical_sources):
                continue
            entered = m.created_at if m.created_at <= now else m.observed_at
            last_use = max(t for t in (m.observed_at, entered, m.last_accessed) if t is not None)
            touched = max(t for t in (last_use, decayed_at.get(m.id)) if t is not None)
            periods = math.floor((now - touched) / period) if now > touched else 0
            cur = m
            if periods >= 1 and s.decay_rate > 0 and m.confidence > 0:
                new_conf = round(max(0.0, m.confidence - s.decay_rate * periods), 6)
                cur = m.model_copy(update={"confidence": new_conf, "updated_at": now})
                tx.update(cur)
                tx.mark_decayed(bank, m.id, now)
                tx.append_event(
                    m.id,
                    bank,
                    now,
                    EventType.confidence_changed,
                    "review",
                    f"unused for {(now - last_use).days} days: decay {s.decay_rate} × {periods}",
                    {"run_id": run_id, "confidence_before": m.confidence, "confidence_after": new_conf},
                )
                decayed.append(m.id)
            low = cur.confidence < s.archive_below
            # E4: a lesson nobody recalled for 90 days is archived (a later recall hit can still restore it)
            limit = timedelta(days=s.experience_archive_days) if m.kind == Kind.experience else unused_for
            stale = now - last_use > limit
            if low or stale:
                tx.update(cur.model_copy(update={"status": Status.archived, "updated_at": now}))
                why = (
                    f"confidence {cur.confidence:.2f} < {s.archive_below}"
                    if low
                    else f"unused for {(now - last_use).days} days"
                )
                tx.append_event(
                    m.id,
                    bank,
                    now,
                    EventType.archived,
                    "review",
                    why,
                    {"run_id": run_id, "restorable_until": (now + timedelta(days=s.restore_window_days)).isoformat()},
                )
                archived.append(m.id)
    return decayed, archived
