"""One mapping from errors to what each face returns.

HTTP: every error is ``{"error": {"code", "message", "field"}}`` with the error's status (4xx for anything the
caller can fix). MCP: a tool error (``is_error``) whose text starts with the code, so an agent can read it.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from hindsight.errors import HindsightError


class ErrorDetail(BaseModel):
    code: str
    message: str
    field: str | None = None


class ErrorBody(BaseModel):
    """The body of every 4xx/5xx answer of the HTTP API."""

    error: ErrorDetail


def http_status(exc: HindsightError) -> int:
    return int(getattr(exc, "status", 500) or 500)


def error_body(exc: HindsightError) -> dict[str, Any]:
    return {"error": {"code": exc.code, "message": exc.message, "field": exc.field}}


def body(code: str, message: str, field: str | None = None) -> dict[str, Any]:
    return {"error": {"code": code, "message": message, "field": field}}


def tool_message(exc: HindsightError) -> str:
    """The text an agent sees for a failed tool call: code, the wrong argument, and what to do."""
    where = f" (argument {exc.field!r})" if exc.field else ""
    return f"{exc.code}{where}: {exc.message}"


def to_tool_error(exc: HindsightError) -> Exception:
    from mcp.server.mcpserver.exceptions import ToolError

    return ToolError(tool_message(exc))


def to_resource_error(exc: HindsightError) -> Exception:
    from mcp.server.mcpserver.exceptions import ResourceError, ResourceNotFoundError

    if exc.status == 404:
        return ResourceNotFoundError(tool_message(exc))
    return ResourceError(tool_message(exc))


#: OpenAPI ``responses`` shared by every /v1 route
ERROR_RESPONSES: dict[int | str, dict[str, Any]] = {
    400: {"model": ErrorBody, "description": "malformed body (not UTF-8, not JSON)"},
    401: {"model": ErrorBody, "description": "missing, unknown or revoked API key"},
    403: {"model": ErrorBody, "description": "the key may not reach this bank or lacks the scope"},
    404: {"model": ErrorBody, "description": "unknown bank or memory"},
    409: {"model": ErrorBody, "description": "conflict with the store state (e.g. embedding model mismatch)"},
    413: {"model": ErrorBody, "description": "request body over the size limit"},
    415: {"model": ErrorBody, "description": "wrong Content-Type"},
    422: {"model": ErrorBody, "description": "invalid input: the message names the field"},
    501: {"model": ErrorBody, "description": "not available in this build"},
    503: {"model": ErrorBody, "description": "store busy"},
}
