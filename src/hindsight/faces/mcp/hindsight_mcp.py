""":class:`HindsightMCP`, the SDK's MCP server with what Hindsight adds: argument errors worded for the agent,
tool calls counted, and the caller's banks and memories listed as resources."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import anyio.to_thread
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import CallToolResult, InputRequiredResult, ListResourcesResult, PaginatedRequestParams
from mcp.types import Resource as MCPResource
from pydantic import ValidationError


def argument_errors(exc: ValidationError) -> str:
    """``invalid_input (argument 'confidence'): Input should be less than or equal to 1 (got 3)``, one per line."""
    lines = []
    for err in exc.errors():
        loc = ".".join(str(x) for x in err.get("loc", ()))
        got = err.get("input")
        shown = "" if err.get("type") == "missing" else f" (got {json.dumps(got, default=str)[:80]})"
        lines.append(f"invalid_input (argument {loc!r}): {err.get('msg', 'invalid value')}{shown}")
    return "\n".join(lines) or "invalid_input: invalid arguments"


class HindsightMCP(MCPServer):
    """MCPServer that lists the caller's recent and most-used memories as resources, words argument errors for
    the agent, and counts tool calls."""

    hindsight_resources: Callable[[Any], list[MCPResource]] | None = None
    on_tool_call: Callable[[str, str], None] | None = None

    async def call_tool(
        self, name: str, arguments: dict[str, Any], context: Context[Any, Any] | None = None
    ) -> CallToolResult | InputRequiredResult:
        outcome = "ok"
        try:
            result = await super().call_tool(name, arguments, context)
            if isinstance(result, CallToolResult) and result.is_error:
                outcome = "error"
            return result
        except ToolError as exc:
            outcome = "error"
            if isinstance(exc.__cause__, ValidationError):
                raise ToolError(argument_errors(exc.__cause__)) from exc.__cause__
            if isinstance(exc.__cause__, ToolError):  # ours, without the SDK's "Error executing tool" prefix
                raise ToolError(str(exc.__cause__)) from None
            raise
        except Exception:
            outcome = "crash"
            raise
        finally:
            if self.on_tool_call is not None:
                self.on_tool_call(name, outcome)

    async def run_stdio_async(self) -> None:
        """Serve over stdio, answering requests the SDK cannot parse (:mod:`hindsight.faces.mcp.stdio`)."""
        from hindsight.faces.mcp.stdio import serve_stdio

        await serve_stdio(self)

    async def _handle_list_resources(self, ctx: Any, params: PaginatedRequestParams | None) -> ListResourcesResult:
        result = await super()._handle_list_resources(ctx, params)
        if self.hindsight_resources is None:
            return result
        extra = await anyio.to_thread.run_sync(self.hindsight_resources, ctx)
        return ListResourcesResult(resources=[*result.resources, *extra])
