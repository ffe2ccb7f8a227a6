""":class:`HindsightMCP`, the SDK's MCP server with what Hindsight adds: argument errors worded for the agent,
tool calls counted and logged to the client (``logging/setLevel``), the tool profile's compact schemas, the
caller's banks and memories listed as resources, and completions."""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

import anyio.to_thread
from mcp.server.context import ServerRequestContext
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import (
    CallToolResult,
    CompleteRequestParams,
    CompleteResult,
    InputRequiredResult,
    ListResourcesResult,
    LoggingLevel,
    PaginatedRequestParams,
    SetLevelRequestParams,
)
from mcp.types import Resource as MCPResource
from mcp.types import Tool as MCPTool
from pydantic import ValidationError

from hindsight.faces.mcp import logs, profile


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
    the agent, counts tool calls and logs them to the client, and advertises compact tool schemas."""

    hindsight_resources: Callable[[Any], list[MCPResource]] | None = None
    on_tool_call: Callable[[str, str], None] | None = None
    #: the offered tools' hidden (lean-profile) arguments, set by :meth:`keep_tools`
    selection: profile.Selection = profile.Selection(names=())

    def keep_tools(self, spec: str) -> profile.Selection:
        """Offer only the tools ``spec`` (``HINDSIGHT_MCP_TOOLS``) selects; ``ValueError`` for an unknown one."""
        registered = [t.name for t in self._tool_manager.list_tools()]
        self.selection = profile.select(spec, registered)
        for name in registered:
            if name not in self.selection.names:
                self.remove_tool(name)
        return self.selection

    def set_instructions(self, text: str) -> None:
        """The instructions ``initialize`` returns (they name only the tools offered)."""
        self._lowlevel_server.instructions = text

    def enable_logging(self) -> None:
        """Declare the ``logging`` capability: ``logging/setLevel`` and tool-call logs to the client."""
        logs.install()
        self._lowlevel_server.add_request_handler("logging/setLevel", SetLevelRequestParams, logs.set_level)

    def add_completion_handler(
        self, handler: Callable[[ServerRequestContext[Any, Any], CompleteRequestParams], Awaitable[CompleteResult]]
    ) -> None:
        """Declare the ``completions`` capability with ``handler`` (which sees the request, hence the caller)."""
        self._lowlevel_server.add_request_handler("completion/complete", CompleteRequestParams, handler)

    async def list_tools(self) -> list[MCPTool]:
        return [
            tool.model_copy(
                update={
                    "input_schema": profile.input_schema(tool.input_schema, self.selection.hidden_args(tool.name)),
                    "output_schema": None
                    if tool.name in self.selection.lean
                    else profile.output_schema(tool.output_schema),
                }
            )
            for tool in await super().list_tools()
        ]

    async def call_tool(
        self, name: str, arguments: dict[str, Any], context: Context[Any, Any] | None = None
    ) -> CallToolResult | InputRequiredResult:
        started = time.perf_counter()
        with logs.capture() as records:
            try:
                result = await self._call_counted(name, arguments, context)
            except ToolError:
                await self._log_call(context, name, "error", started, records)
                raise
        await self._log_call(context, name, "error" if getattr(result, "is_error", False) else "ok", started, records)
        return result

    async def _log_call(
        self,
        context: Context[Any, Any] | None,
        name: str,
        outcome: str,
        started: float,
        records: list[logging.LogRecord],
    ) -> None:
        """Send the call's captured log records and a debug summary line to the calling client."""
        if context is None:
            return
        ms = (time.perf_counter() - started) * 1000
        entries: list[tuple[LoggingLevel, str, Any]] = logs.record_entries(records)
        entries.append(("debug", "hindsight.mcp", f"{name}: {outcome} in {ms:.0f} ms"))
        await logs.forward(context, entries)

    async def _call_counted(
        self, name: str, arguments: dict[str, Any], context: Context[Any, Any] | None
    ) -> CallToolResult | InputRequiredResult:
        outcome = "ok"
        try:
            hidden = sorted(self.selection.hidden_args(name) & set(arguments))
            if hidden:
                raise ToolError(
                    f"invalid_input (argument {hidden[0]!r}): {name} in the core tool profile does not take it; "
                    f"the server offers it with HINDSIGHT_MCP_TOOLS=all (or naming {name})"
                )
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
