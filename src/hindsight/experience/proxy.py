"""The recording MCP proxy (E1): ``hindsight proxy -- <command of another MCP server>``.

It serves MCP on stdio to the agent, starts the real server as a subprocess and forwards ``tools/list`` and
every ``tools/call`` unchanged; each call is recorded as a trace step (tool name, arguments, result, outcome
decided from the business result: ``isError`` or an error in the structured / text content), so an agent's
traces are captured with no change to its code. Recording never breaks a call: a failed recording is skipped.
"""

from __future__ import annotations

import itertools
import json
import uuid
from typing import Any, Protocol

from mcp import Client, StdioServerParameters
from mcp.server.lowlevel.server import Server
from mcp.types import CallToolRequestParams, CallToolResult, ListToolsResult, PaginatedRequestParams

from hindsight.experience.outcome import decide_outcome


class StepRecorder(Protocol):
    """Where trace steps go: :meth:`hindsight.Hindsight.trace_step` (or a remote client with the same method)."""

    def trace_step(self, trace_id: str, step_index: int, **fields: Any) -> dict[str, Any]: ...


def result_output(res: CallToolResult) -> Any:
    """What to record as the step's tool_output."""
    if res.structured_content is not None and not res.is_error:
        return res.structured_content
    text = "\n".join(getattr(c, "text", "") for c in res.content if getattr(c, "text", None))
    out: dict[str, Any] = {"content": text[:8000]}
    if res.is_error:
        out["isError"] = True
    elif text:
        try:
            parsed = json.loads(text)
            if isinstance(parsed, dict):
                return parsed
        except ValueError:
            pass
        if decide_outcome(text) == "fail":
            out["error"] = text[:500]
    return out


class Recorder:
    def __init__(self, hs: StepRecorder, *, trace_id: str | None = None, intent: str = "", bank: str | None = None,
                 environment: str | None = None) -> None:
        self.hs = hs
        self.trace_id = trace_id or f"proxy-{uuid.uuid4().hex[:12]}"
        self.intent = intent
        self.bank = bank
        self.environment = environment
        self._steps = itertools.count()
        self.recorded = 0
        self.failed = 0

    def record(self, name: str, arguments: dict[str, Any] | None, res: CallToolResult) -> None:
        output = result_output(res)
        try:
            self.hs.trace_step(self.trace_id, next(self._steps), intent=self.intent, tool_name=name,
                               tool_input=arguments or {}, tool_output=output, outcome=decide_outcome(output),
                               bank=self.bank, environment=self.environment)
            self.recorded += 1
        except Exception:  # never break the agent's call because recording failed
            self.failed += 1


def make_proxy(downstream: Client, recorder: Recorder) -> Server[Any]:
    """A low-level MCP server that forwards tools to ``downstream`` (a connected client) and records calls."""

    async def list_tools(ctx: Any, params: PaginatedRequestParams | None) -> ListToolsResult:
        return await downstream.list_tools()

    async def call_tool(ctx: Any, params: CallToolRequestParams) -> CallToolResult:
        res = await downstream.call_tool(params.name, params.arguments)
        recorder.record(params.name, params.arguments, res)
        return res

    return Server("hindsight-proxy", version="0.1.0", on_list_tools=list_tools, on_call_tool=call_tool)


async def serve_stdio(hs: StepRecorder, command: list[str], recorder: Recorder) -> None:
    from mcp.server.stdio import stdio_server

    params = StdioServerParameters(command=command[0], args=command[1:])
    async with Client(params) as downstream:
        server = make_proxy(downstream, recorder)
        async with stdio_server() as (read, write):
            await server.run(read, write, server.create_initialization_options())
