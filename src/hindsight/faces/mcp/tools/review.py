"""The review tools (D1-D9): run a review now, list the open conflicts, settle one."""

from __future__ import annotations

from typing import Annotated, Literal

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import Field

from hindsight.faces.mcp.access import Access
from hindsight.faces.mcp.outputs import ConflictList
from hindsight.faces.mcp.sampling import review_view
from hindsight.faces.mcp.tools.args import BankArg, NowArg, hints
from hindsight.model import ReviewItem, ReviewReport


def register(mcp: MCPServer, access: Access) -> None:
    """Add memory_review, memory_conflicts and memory_resolve_conflict to ``mcp``."""
    run = access.run

    @mcp.tool(
        title="Review memory now",
        description=(
            "Run a review of the memory bank now (it also runs by itself every few minutes): find contradicting "
            "memories written since the last review and resolve them (a newer preference supersedes an older "
            "one, a fact beats an inference, unclear cases become 'disputed' and go to review), let unused "
            "memories fade and archive stale ones. Call it after a burst of corrections or when the user asks "
            "you to tidy up memory. Returns what changed."
        ),
        annotations=hints(),
    )
    def memory_review(
        bank: BankArg = None,
        now: NowArg = None,
        window_seconds: Annotated[
            float | None, Field(gt=0, description="review changes this recent (default: since the last review)")
        ] = None,
        ctx: Context | None = None,
    ) -> ReviewReport:
        return run(
            ctx, bank, "write",
            lambda h, b: review_view(h, ctx).review(b, now=now, window_seconds=window_seconds, trigger="manual"),
        )

    @mcp.tool(
        title="List memory conflicts",
        description=(
            "List open conflicts: pairs of memories that contradict each other and that the review could not "
            "settle. Call it when search returns 'disputed' memories or the user asks what is unclear; then ask "
            "the user and settle each with memory_resolve_conflict."
        ),
        annotations=hints(read_only=True),
    )
    def memory_conflicts(bank: BankArg = None, ctx: Context | None = None) -> ConflictList:
        return run(ctx, bank, "read", lambda h, b: ConflictList(bank=b, items=h.conflicts(b, status="open")))

    @mcp.tool(
        title="Settle a memory conflict",
        description=(
            "Settle a conflict between two memories, typically after asking the user which is right. Give the "
            "conflict's item_id (from memory_conflicts) or the two memory ids a_id (older) and b_id (newer). "
            "keep: 'a' keeps the older and falsifies the newer, 'b' keeps the newer, 'both' when both are true, "
            "'neither' when both are wrong. Always give a reason (e.g. 'user confirmed on 2025-01-15')."
        ),
        annotations=hints(idempotent=True),
    )
    def memory_resolve_conflict(
        keep: Annotated[Literal["a", "b", "both", "neither"], Field(description="which memory is right")],
        item_id: Annotated[str | None, Field(description="the conflict id from memory_conflicts")] = None,
        a_id: Annotated[str | None, Field(description="the older memory's id (instead of item_id)")] = None,
        b_id: Annotated[str | None, Field(description="the newer memory's id (instead of item_id)")] = None,
        reason: Annotated[str | None, Field(description="why (kept in both memories' history)")] = None,
        bank: BankArg = None,
        now: NowArg = None,
        ctx: Context | None = None,
    ) -> ReviewItem:
        if item_id is None and (a_id is None or b_id is None):
            raise ToolError("invalid_input (argument 'item_id'): give item_id, or both a_id and b_id")
        return run(
            ctx,
            bank,
            "write",
            lambda h, b: h.resolve_conflict(item_id, a_id=a_id, b_id=b_id, keep=keep, reason=reason, bank=b, now=now),
        )
