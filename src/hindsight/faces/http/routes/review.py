"""``/v1/banks/{bank}/review``, ``/expire``, ``/alerts``, ``/quarantine``, ``/conflicts`` and ``/audit``: run a
review, read its runs and alerts, expire what is past its time, list quarantined memories, list and settle
conflicts, and the contradiction audit."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from fastapi import APIRouter, Query

from hindsight.client import Hindsight
from hindsight.errors import InvalidInput
from hindsight.faces.http.bodies import ExpireResult, ResolveBody, ReviewBody
from hindsight.faces.http.deps import V1, BankPath, Caller, on
from hindsight.faces.http.metrics import Metrics
from hindsight.model import Alert, Memory, ReviewItem, ReviewReport


def router(hs: Hindsight, metrics: Metrics) -> APIRouter:
    """The review routes over ``hs``; manual review runs are counted in ``metrics``."""
    api = APIRouter()

    @api.post("/v1/banks/{bank}/review", response_model=ReviewReport, tags=["review"], **V1)
    def review(bank: BankPath, p: Caller, body: ReviewBody | None = None) -> ReviewReport:
        """Run a review now: resolve contradictions, decay, archive. Returns what changed."""
        h = on(hs, p, bank, "write")
        h.stats(bank)  # unknown bank -> 404
        b = body or ReviewBody()
        report = h.review(bank, now=b.now, window_seconds=b.window_seconds, trigger=b.trigger)
        metrics.reviews.labels(b.trigger, "ok").inc()
        metrics.review_ran(report)
        return report

    @api.post("/v1/banks/{bank}/expire", response_model=ExpireResult, tags=["review"], **V1)
    def expire(bank: BankPath, p: Caller, now: Annotated[datetime | None, Query()] = None) -> ExpireResult:
        """Mark active memories whose ``expires_at`` has passed as ``expired`` now (a review does it too)."""
        h = on(hs, p, bank, "write")
        h.stats(bank)
        return ExpireResult(expired=h.expire(bank=bank, now=now))

    @api.get("/v1/banks/{bank}/review/runs", response_model=list[ReviewReport], tags=["review"], **V1)
    def review_runs(bank: BankPath, p: Caller, limit: Annotated[int, Query(ge=1, le=1000)] = 20) -> list[ReviewReport]:
        """The latest review runs of a bank, newest first."""
        h = on(hs, p, bank, "read")
        h.stats(bank)
        return h.review_runs(bank, limit=limit)

    @api.get("/v1/banks/{bank}/alerts", response_model=list[Alert], tags=["review"], **V1)
    def alerts(bank: BankPath, p: Caller, limit: Annotated[int, Query(ge=1, le=1000)] = 50) -> list[Alert]:
        """Alerts of a bank, newest first: conflicts that need a person, poisoning attempts, write bursts."""
        h = on(hs, p, bank, "read")
        h.stats(bank)
        return [Alert.model_validate(a) for a in h.alerts(bank, limit=limit)]

    @api.get("/v1/banks/{bank}/quarantine", response_model=list[Memory], tags=["review"], **V1)
    def quarantine(bank: BankPath, p: Caller) -> list[Memory]:
        """Memories the guard quarantined (never served by search), for an admin to release or forget."""
        h = on(hs, p, bank, "admin")
        h.stats(bank)
        return h.quarantined(bank)

    @api.get("/v1/banks/{bank}/conflicts", response_model=list[ReviewItem], tags=["review"], **V1)
    def conflicts(
        bank: BankPath, p: Caller, status: Annotated[Literal["open", "resolved", "all"], Query()] = "open"
    ) -> list[ReviewItem]:
        """Conflicts between memories (open ones await a decision; ``all``: open and resolved)."""
        h = on(hs, p, bank, "read")
        h.stats(bank)
        return h.conflicts(bank, status=None if status == "all" else status)

    @api.post("/v1/banks/{bank}/conflicts/resolve", response_model=ReviewItem, tags=["review"], **V1)
    def resolve(bank: BankPath, body: ResolveBody, p: Caller) -> ReviewItem:
        """Settle a conflict (by item_id, or by the pair a_id/b_id): keep a, b, both or neither."""
        if body.item_id is None and (body.a_id is None or body.b_id is None):
            raise InvalidInput("give item_id, or both a_id and b_id", field="item_id")
        h = on(hs, p, bank, "write")
        h.stats(bank)
        return h.resolve_conflict(
            body.item_id, a_id=body.a_id, b_id=body.b_id, keep=body.keep, reason=body.reason, bank=bank, now=body.now
        )

    @api.post("/v1/banks/{bank}/audit", response_model=list[ReviewItem], tags=["review"], **V1)
    def audit(bank: BankPath, p: Caller, now: Annotated[datetime | None, Query()] = None) -> list[ReviewItem]:
        """The contradiction audit: checks every visible memory pair, opens a review item for each contradiction
        found (changing no memory), and lists the open contradictions."""
        h = on(hs, p, bank, "write")
        h.stats(bank)
        return h.audit(bank, now=now)

    @api.get("/v1/banks/{bank}/audit/export", response_model=list[Memory], tags=["review"], **V1)
    def audit_export(bank: BankPath, p: Caller, now: Annotated[datetime | None, Query()] = None) -> list[Memory]:
        """Memories for a human review: the 50 most accessed and the 50 newest."""
        h = on(hs, p, bank, "read")
        h.stats(bank)
        return h.export_for_review(bank, now=now)

    return api
