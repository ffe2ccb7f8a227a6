"""The MCP resources: ``memory://{bank}/{memory_id}`` and ``bank://{bank}/stats``, the caller's banks and
their memories listed as concrete resources, and completions (``completion/complete``) of the templates' bank
names."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anyio.to_thread
from mcp.server.context import ServerRequestContext
from mcp.server.mcpserver import Context
from mcp.types import CompleteRequestParams, CompleteResult, Completion, ResourceTemplateReference
from mcp.types import Resource as MCPResource
from pydantic import BaseModel

from hindsight.client import Hindsight
from hindsight.errors import HindsightError
from hindsight.faces.errors import to_resource_error
from hindsight.faces.mcp.access import Access, request_principal
from hindsight.faces.mcp.hindsight_mcp import HindsightMCP
from hindsight.model import BankInfo
from hindsight.store.keys import ScopeName

MAX_LISTED_RESOURCES = 500
#: the templates whose ``{bank}`` argument completes to the caller's bank names
BANK_TEMPLATES = ("memory://{bank}/{memory_id}", "bank://{bank}/stats")
#: the most values one completion returns (the spec's limit)
MAX_COMPLETIONS = 100


def register(mcp: HindsightMCP, access: Access) -> None:
    """Add the resource templates to ``mcp`` and let it list the caller's banks and memories."""
    hs = access.hs

    def read_as(bank: str, need: ScopeName, ctx: Context | None, fn: Callable[[Hindsight], BaseModel]) -> str:
        try:
            p = access.who(ctx)
            p.check(bank, need)
            return fn(hs).model_dump_json(indent=2, exclude_none=True)
        except HindsightError as exc:
            raise to_resource_error(exc) from None

    @mcp.resource(
        "memory://{bank}/{memory_id}",
        name="memory",
        description="One memory with its provenance, as JSON.",
        mime_type="application/json",
    )
    def memory_resource(bank: str, memory_id: str, ctx: Context) -> str:
        return read_as(bank, "read", ctx, lambda h: h.get(memory_id, bank=bank))

    @mcp.resource(
        "bank://{bank}/stats",
        name="bank-stats",
        description="A memory bank's counts by status and kind, as JSON.",
        mime_type="application/json",
    )
    def bank_stats(bank: str, ctx: Context) -> str:
        return read_as(bank, "read", ctx, lambda h: h.stats(bank))

    def list_resources(request_context: Any) -> list[MCPResource]:
        p = request_principal(request_context) or access.principal
        if p is None:
            return []
        out: list[MCPResource] = []
        infos: list[BankInfo] = [b for b in hs.banks() if p.may(b.name, "read")]
        for info in infos:
            if len(out) >= MAX_LISTED_RESOURCES:
                break
            out.append(
                MCPResource(
                    uri=f"bank://{info.name}/stats",
                    name=f"{info.name} stats",
                    description=f"bank {info.name}: {info.memories} memories",
                    mime_type="application/json",
                )
            )
            mems = hs.export_for_review(info.name)
            for m in mems[: max(0, MAX_LISTED_RESOURCES - len(out))]:
                out.append(
                    MCPResource(
                        uri=f"memory://{info.name}/{m.id}",
                        name=m.id,
                        title=m.content[:80],
                        description=f"{m.kind.value} memory ({m.status.value}, confidence {m.confidence:.2f})",
                        mime_type="application/json",
                    )
                )
        return out

    mcp.hindsight_resources = list_resources

    async def complete(ctx: ServerRequestContext[Any, Any], params: CompleteRequestParams) -> CompleteResult:
        ref, arg = params.ref, params.argument
        values: list[str] = []
        if isinstance(ref, ResourceTemplateReference) and ref.uri in BANK_TEMPLATES and arg.name == "bank":
            p = request_principal(ctx) or access.principal
            names = [] if p is None else await anyio.to_thread.run_sync(lambda: [b.name for b in hs.banks()])
            prefix = arg.value.casefold()
            values = sorted(n for n in names if n.casefold().startswith(prefix) and p is not None and p.may(n, "read"))
        shown = values[:MAX_COMPLETIONS]
        return CompleteResult(completion=Completion(values=shown, total=len(values), has_more=len(values) > len(shown)))

    mcp.add_completion_handler(complete)
