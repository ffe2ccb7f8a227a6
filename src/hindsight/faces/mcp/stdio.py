"""MCP over stdio where every request gets an answer: the SDK drops a line it cannot parse (e.g. a JSON string with a
lone surrogate escape, ``"\\ud800"``) without replying, so the caller waits forever. :func:`serve_stdio` reads
stdin itself and answers such a request with a JSON-RPC error naming the problem (``-32602``, invalid params)."""

from __future__ import annotations

import json
import sys
from io import TextIOWrapper
from typing import Any

import anyio
from mcp.server.stdio import stdio_server
from mcp.shared.message import SessionMessage
from mcp_types import ErrorData, JSONRPCError

INVALID_PARAMS = -32602
LONE_SURROGATE = "a JSON string holds a lone surrogate (\\ud800-\\udfff escape): send valid UTF-16 pairs or UTF-8"


class _Unowned(TextIOWrapper):
    """A text layer over stdin whose close leaves the process's stdin open."""

    def close(self) -> None:
        self.detach()


def lone_surrogate_id(line: str) -> tuple[bool, Any]:
    """``(True, id)`` when ``line`` is JSON holding a lone surrogate (``id`` of the request, or None)."""
    try:
        obj = json.loads(line)
    except ValueError:
        return False, None
    try:
        json.dumps(obj, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        msg_id = obj.get("id") if isinstance(obj, dict) else None
        return True, msg_id if isinstance(msg_id, str | int) and not isinstance(msg_id, bool) else None
    return False, None


class _Screened:
    """An async line source over stdin that diverts requests with lone surrogates to an error reply."""

    def __init__(self, source: Any) -> None:
        self.source = source
        self.write_stream: Any = None

    def __aiter__(self) -> _Screened:
        return self

    async def __anext__(self) -> str:
        while True:
            line = await self.source.readline()
            if not line:
                raise StopAsyncIteration
            bad, msg_id = lone_surrogate_id(line)
            if not bad:
                return str(line)
            if msg_id is not None and self.write_stream is not None:
                err = JSONRPCError(jsonrpc="2.0", id=msg_id, error=ErrorData(code=INVALID_PARAMS,
                                                                          message=LONE_SURROGATE))
                await self.write_stream.send(SessionMessage(err))


async def serve_stdio(server: Any) -> None:
    """Run ``server`` (an SDK ``MCPServer``) over stdin/stdout, answering unparseable requests."""
    stdin = _Screened(anyio.wrap_file(_Unowned(sys.stdin.buffer, encoding="utf-8", errors="replace")))
    async with stdio_server(stdin=stdin) as (read_stream, write_stream):  # type: ignore[arg-type]
        stdin.write_stream = write_stream
        low = server._lowlevel_server
        await low.run(read_stream, write_stream, low.create_initialization_options())
