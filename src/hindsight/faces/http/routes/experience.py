"""``/v1/banks/{bank}/traces`` and ``/experiences`` (E1-E3): record execution-trace steps, read a trace, distil
finished traces into experiences, and recall the lessons for a task or a failure."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from hindsight.client import Hindsight
from hindsight.faces.http.bodies import DistillBody, RecallBody, TraceStepBody
from hindsight.faces.http.deps import V1, BankPath, Caller, TracePath, on
from hindsight.faces.mcp import ExperienceRecallOut, TraceStepOut
from hindsight.model import DistillReport


def router(hs: Hindsight) -> APIRouter:
    """The experience routes over ``hs``."""
    api = APIRouter()

    @api.post("/v1/banks/{bank}/traces", response_model=TraceStepOut, tags=["experience"], **V1)
    def trace_step(bank: BankPath, body: TraceStepBody, p: Caller) -> TraceStepOut:
        """Record one step of an agent's execution trace (idempotent per trace_id + step_index); a missing
        outcome is decided from the business result in tool_output, not the transport status."""
        fields = body.model_dump(exclude_none=True)
        return TraceStepOut(**on(hs, p, bank, "write").trace_step(bank=bank, **fields))

    @api.get("/v1/banks/{bank}/traces/{trace_id}", response_model=list[dict[str, Any]], tags=["experience"], **V1)
    def trace_steps(bank: BankPath, trace_id: TracePath, p: Caller) -> list[dict[str, Any]]:
        """A trace's recorded steps, in order."""
        return on(hs, p, bank, "read").trace_steps(trace_id, bank=bank)

    @api.post("/v1/banks/{bank}/experiences/distill", response_model=DistillReport, tags=["experience"], **V1)
    def experience_distill(bank: BankPath, p: Caller, body: DistillBody | None = None) -> DistillReport:
        """Distil finished traces into experiences now; says what it made."""
        b = body or DistillBody()
        return on(hs, p, bank, "write").experience_distill(bank=bank, now=b.now, limit=b.limit)

    @api.post("/v1/banks/{bank}/experiences/recall", response_model=ExperienceRecallOut, tags=["experience"], **V1)
    def experience_recall(bank: BankPath, body: RecallBody, p: Caller) -> ExperienceRecallOut:
        """Lessons for a task (by intent) or for a failure (tool_name + error); never another environment's."""
        return ExperienceRecallOut(results=on(hs, p, bank, "read").experience_recall(
            body.intent, tool_name=body.tool_name, error=body.error, environment=body.environment,
            outcome=body.outcome, bank=bank, top_k=body.top_k))

    return api
