"""The MCP server: :func:`create_mcp` wires the tools and resources onto a :class:`HindsightMCP`;
:func:`run_stdio` serves it over stdin/stdout."""

from __future__ import annotations

from typing import Literal

from hindsight.client import Hindsight
from hindsight.faces.auth import LOCAL, Principal
from hindsight.faces.mcp import resources, tools
from hindsight.faces.mcp.access import Access
from hindsight.faces.mcp.hindsight_mcp import HindsightMCP

INSTRUCTIONS = """\
Hindsight is your long-term memory across sessions. It keeps where each memory came from, how sure it is, and it
reviews itself (old facts that were corrected are superseded, contradictions are flagged).
- Before answering something that may depend on what you learned earlier (the user's preferences, facts about
  their projects, past decisions), call memory_search.
- When you learn a durable fact (the user states a preference, a tool returns a stable fact, you draw a
  conclusion worth keeping), call memory_write with the right source.
- When the user corrects something, write the corrected fact: Hindsight supersedes the old memory itself."""

#: instruction lines for tools a profile may leave out, added when the server offers the tool
TOOL_HINTS = {
    "memory_trace": "- Use memory_trace to explain where a memory came from.",
    "memory_forget": "- Call memory_forget when the user asks you to forget something.",
    "experience_recall": "- Before a task, and when a tool call fails, call experience_recall for earlier lessons.",
}
TIMES = "Times are ISO-8601 (2025-01-15T10:30:00Z). Leave `bank` empty unless told which memory bank to use."


def instructions(offered: tuple[str, ...]) -> str:
    """The server's instructions, naming only the tools it offers."""
    return "\n".join([INSTRUCTIONS, *(line for name, line in TOOL_HINTS.items() if name in offered), TIMES])


def create_mcp(
    hs: Hindsight,
    *,
    principal: Principal | None = LOCAL,
    via: str = "mcp",
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"] = "WARNING",
    tools_spec: str | None = None,
) -> HindsightMCP:
    """The MCP server. ``principal`` is the caller on stdio / in process; ``None`` (HTTP) takes the caller from
    each request, as authenticated by the HTTP face, and refuses calls that carry none. ``tools_spec`` (default
    the settings' ``mcp_tools``: ``core`` | ``all`` | a comma list) picks the tools offered; ``ValueError`` names
    a tool this server does not have."""
    mcp = HindsightMCP("hindsight", version="0.1.0", log_level=log_level)
    access = Access(hs, principal, via)
    tools.register(mcp, access)
    selection = mcp.keep_tools(tools_spec or hs.settings.mcp_tools)
    mcp.set_instructions(instructions(selection.names))
    resources.register(mcp, access)
    mcp.enable_logging()
    return mcp


def run_stdio(hs: Hindsight, *, principal: Principal = LOCAL) -> None:
    """Serve MCP over stdin/stdout until the client closes the pipe."""
    create_mcp(hs, principal=principal, via="mcp").run()
