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
- When the user corrects something, write the corrected fact: Hindsight supersedes the old memory itself.
- Use memory_trace to explain where a memory came from; memory_forget when the user asks you to forget.
Times are ISO-8601 (2025-01-15T10:30:00Z). Leave `bank` empty unless told which memory bank to use."""


def create_mcp(
    hs: Hindsight,
    *,
    principal: Principal | None = LOCAL,
    via: str = "mcp",
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"] = "WARNING",
) -> HindsightMCP:
    """The MCP server. ``principal`` is the caller on stdio / in process; ``None`` (HTTP) takes the caller from
    each request, as authenticated by the HTTP face, and refuses calls that carry none."""
    mcp = HindsightMCP("hindsight", instructions=INSTRUCTIONS, version="0.1.0", log_level=log_level)
    access = Access(hs, principal, via)
    tools.register(mcp, access)
    resources.register(mcp, access)
    return mcp


def run_stdio(hs: Hindsight, *, principal: Principal = LOCAL) -> None:
    """Serve MCP over stdin/stdout until the client closes the pipe."""
    create_mcp(hs, principal=principal, via="mcp").run()
