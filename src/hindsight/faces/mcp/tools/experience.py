"""The experience tools (E1-E3): record a trace step, distil finished traces, recall lessons."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from mcp.server.mcpserver import Context, MCPServer
from pydantic import Field

from hindsight.faces.mcp.access import Access
from hindsight.faces.mcp.outputs import ExperienceRecallOut, TraceStepOut
from hindsight.faces.mcp.tools.args import BankArg, NowArg, drop_none, hints
from hindsight.model import DistillReport


def register(mcp: MCPServer, access: Access) -> None:
    """Add trace_step, experience_distill and experience_recall to ``mcp``."""
    run = access.run

    @mcp.tool(
        title="Record a trace step",
        description=(
            "Record one step of your execution trace so Hindsight can learn from it: call it after every tool "
            "call of a task with the same trace_id and increasing step_index. intent: what the task is for; "
            "tool_name, tool_input, tool_output: the call and what it returned; decision: why you made it; "
            "outcome: success | fail | partial judged on the business result (a 200 response carrying an "
            "error is a fail) - leave it empty and Hindsight decides from tool_output. Recording the same step "
            "twice is harmless. Finished traces are distilled into lessons by experience_distill."
        ),
        annotations=hints(idempotent=True),
    )
    def trace_step(
        trace_id: Annotated[str, Field(description="one id per task run")],
        step_index: Annotated[int, Field(ge=0, description="0, 1, 2... in the order the steps happened")],
        intent: Annotated[str, Field(description="what the task is trying to achieve")] = "",
        tool_name: Annotated[str, Field(description="the tool called in this step")] = "",
        tool_input: Annotated[Any, Field(description="the tool's arguments (JSON)")] = None,
        tool_output: Annotated[Any, Field(description="what the tool returned (JSON)")] = None,
        outcome: Annotated[
            Literal["success", "fail", "partial"] | None,
            Field(description="business outcome; empty: decided from tool_output"),
        ] = None,
        decision: Annotated[str | None, Field(description="why this step was taken")] = None,
        at: Annotated[str | None, Field(description="ISO-8601 time of the step; default now")] = None,
        environment: Annotated[str | None, Field(description="where it ran (prod, staging...); optional")] = None,
        bank: BankArg = None,
        ctx: Context | None = None,
    ) -> TraceStepOut:
        return run(ctx, bank, "write", lambda h, b: TraceStepOut(**h.trace_step(
            trace_id, step_index, bank=b, intent=intent, tool_name=tool_name, tool_input=tool_input,
            tool_output=tool_output, **drop_none(outcome=outcome, decision=decision, at=at,
                                                  environment=environment))))

    @mcp.tool(
        title="Distil lessons now",
        description=(
            "Distil finished execution traces (no step for 5 minutes) into reusable lessons now: an error fixed "
            "by a retry with other arguments, an auth error fixed by logging in, a timeout fixed by a smaller "
            "request. Lessons already known get a hit instead of a copy. Returns what it made."
        ),
        annotations=hints(idempotent=True),
    )
    def experience_distill(bank: BankArg = None, now: NowArg = None, ctx: Context | None = None) -> DistillReport:
        return run(ctx, bank, "write", lambda h, b: h.experience_distill(bank=b, now=now))

    @mcp.tool(
        title="Recall lessons",
        description=(
            "Recall lessons from earlier task runs. Call it before starting a task with its intent, and when a "
            "tool call fails with tool_name and the error text, to learn how the same failure was fixed before. "
            "environment: where you run (lessons from another environment are never returned). Each result has "
            "the lesson (scenario, problem, cause, action) and how often it was seen (hit_count)."
        ),
        annotations=hints(read_only=True),
    )
    def experience_recall(
        intent: Annotated[str, Field(description="what the task is trying to achieve")],
        tool_name: Annotated[str | None, Field(description="only lessons about this tool")] = None,
        error: Annotated[str | None, Field(description="the error text of a failed call")] = None,
        environment: Annotated[str | None, Field(description="the environment you run in")] = None,
        outcome: Annotated[
            Literal["success", "fail", "partial"] | None,
            Field(description="success: only lessons whose fix was seen to work; fail: warnings only"),
        ] = None,
        bank: BankArg = None,
        top_k: Annotated[int, Field(ge=1, le=20, description="at most this many lessons")] = 5,
        ctx: Context | None = None,
    ) -> ExperienceRecallOut:
        return run(ctx, bank, "read", lambda h, b: ExperienceRecallOut(results=h.experience_recall(
            intent, tool_name=tool_name, error=error, environment=environment, outcome=outcome, bank=b,
            top_k=top_k)))
