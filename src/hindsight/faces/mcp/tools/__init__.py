"""The MCP tools, one module per area; :func:`register` adds them all (in the order ``tools/list`` shows them)."""

from __future__ import annotations

from mcp.server.mcpserver import MCPServer

from hindsight.faces.mcp.access import Access
from hindsight.faces.mcp.tools import conversation, experience, memory, review


def register(mcp: MCPServer, access: Access) -> None:
    """Add every Hindsight tool to ``mcp``; each call runs as ``access``'s caller."""
    for area in (memory, review, conversation, experience):
        area.register(mcp, access)
