"""``/v1/banks/{bank}/sessions/{session_id}/...`` (A4, B7): ingest conversation turns, and a prompt-ready context
block of the session's last turns and the relevant long-term memories, and the session's short-term turns."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Query

from hindsight.client import Hindsight
from hindsight.faces.http.bodies import ContextBody, MessagesBody
from hindsight.faces.http.deps import V1, BankPath, Caller, SessionPath, on
from hindsight.faces.http.metrics import Metrics
from hindsight.model import ContextBlock, ObserveReport, SessionTurn


def router(hs: Hindsight, metrics: Metrics) -> APIRouter:
    """The conversation routes over ``hs``; memories written from turns are counted in ``metrics``."""
    api = APIRouter()

    @api.post("/v1/banks/{bank}/sessions/{session_id}/messages", response_model=ObserveReport,
              tags=["conversations"], **V1)
    def observe(bank: BankPath, session_id: SessionPath, body: MessagesBody, p: Caller) -> ObserveReport:
        """Ingest conversation turns: each joins the session's short-term history (24 h), important ones
        become long-term memories, small talk is not stored long-term. Says per turn what happened."""
        r = on(hs, p, bank, "write").observe(session_id, list(body.messages), bank=bank, now=body.now)
        for t in r.turns:
            if t.action is not None:
                metrics.writes.labels(t.action.value).inc()
        return r

    @api.post("/v1/banks/{bank}/sessions/{session_id}/context", response_model=ContextBlock,
              tags=["conversations"], **V1)
    def context(bank: BankPath, session_id: SessionPath, body: ContextBody, p: Caller) -> ContextBlock:
        """A prompt-ready block: the session's last turns, then the most relevant long-term memories,
        within ``budget_tokens``."""
        extra: dict[str, Any] = {} if body.max_memories is None else {"max_memories": body.max_memories}
        if body.min_score is not None:
            extra["min_score"] = body.min_score
        return on(hs, p, bank, "read").context(session_id, body.query, budget_tokens=body.budget_tokens,
                                               bank=bank, now=body.now, **extra)

    @api.get("/v1/banks/{bank}/sessions/{session_id}/turns", response_model=list[SessionTurn],
             tags=["conversations"], **V1)
    def session_turns(
        bank: BankPath,
        session_id: SessionPath,
        p: Caller,
        now: Annotated[datetime | None, Query(description="act as if it were this time (ISO-8601)")] = None,
    ) -> list[SessionTurn]:
        """The session's short-term history: its unexpired turns (24 h by default), oldest first."""
        h = on(hs, p, bank, "read")
        h.stats(bank)  # unknown bank -> 404
        return h.session_turns(session_id, bank=bank, now=now)

    return api
