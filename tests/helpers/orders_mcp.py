"""A small real MCP server (stdio) for the recording-proxy test: orders that need a login first."""

from __future__ import annotations

from typing import Any

from mcp.server.mcpserver import MCPServer

mcp = MCPServer("orders")
state = {"logged_in": False}


@mcp.tool(description="Log in to the order system.")
def login(user: str) -> dict[str, Any]:
    state["logged_in"] = True
    return {"ok": True, "user": user}


@mcp.tool(description="Look up one order by id (needs a login).")
def get_order(order_id: int) -> dict[str, Any]:
    if not state["logged_in"]:
        return {"status": 401, "error": "Unauthorized: please log in first"}
    return {"order_id": order_id, "state": "shipped"}


if __name__ == "__main__":
    mcp.run()
