"""MCP logging (the ``logging`` capability): the client sets a level per connection with ``logging/setLevel``
(protocols up to 2025-11-25; from 2026-07-28 each request opts in with its ``_meta`` log level); what Hindsight
logs while one of its tool calls runs, and a one-line summary of the call, go to that client as
``notifications/message`` at or above that level (``warning`` until the client sets one)."""

from __future__ import annotations

import logging
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Final, get_args

from mcp.server.context import ServerRequestContext
from mcp.server.mcpserver import Context
from mcp.shared.exceptions import MCPDeprecationWarning
from mcp.types import EmptyResult, LoggingLevel, SetLevelRequestParams
from mcp_types.version import MODERN_PROTOCOL_VERSIONS

#: RFC 5424 severities, ascending, as the MCP spec lists them
LEVELS: Final[tuple[LoggingLevel, ...]] = get_args(LoggingLevel)
#: what a connection gets before it sets a level
DEFAULT_LEVEL: Final[LoggingLevel] = "warning"
#: where a connection's level is kept (the SDK's per-connection state)
STATE_KEY: Final = "hindsight.mcp_log_level"
#: the most records one tool call forwards (a runaway loop must not flood the client)
MAX_RECORDS: Final = 50
#: the package logger whose records are forwarded
SOURCE_LOGGER: Final = "hindsight"

_capture: ContextVar[list[logging.LogRecord] | None] = ContextVar("hindsight_mcp_log_capture", default=None)


class _CallCapture(logging.Handler):
    """Keeps the records a tool call logs (in its own context, also in its worker thread) for the caller."""

    def emit(self, record: logging.LogRecord) -> None:
        buf = _capture.get()
        if buf is not None and len(buf) < MAX_RECORDS:
            buf.append(record)


_handler = _CallCapture()


def install() -> None:
    """Attach the capturing handler to Hindsight's logger (once per process)."""
    source = logging.getLogger(SOURCE_LOGGER)
    if _handler not in source.handlers:
        source.addHandler(_handler)


def mcp_level(record: logging.LogRecord) -> LoggingLevel:
    """The MCP severity of a Python log record."""
    if record.levelno >= logging.CRITICAL:
        return "critical"
    if record.levelno >= logging.ERROR:
        return "error"
    if record.levelno >= logging.WARNING:
        return "warning"
    return "info" if record.levelno >= logging.INFO else "debug"


def _state(session: Any) -> dict[str, Any] | None:
    """The connection's state dict (one per client connection; the SDK keeps it on the session's connection)."""
    state = getattr(getattr(session, "_connection", None), "state", None)
    return state if isinstance(state, dict) else None


async def set_level(ctx: ServerRequestContext[Any, Any], params: SetLevelRequestParams) -> EmptyResult:
    """``logging/setLevel``: remember the connection's level; answers ``{}``."""
    state = _state(ctx.session)
    if state is not None:
        state[STATE_KEY] = params.level
    return EmptyResult()


def level_of(session: Any) -> LoggingLevel:
    """The level this connection asked for, else :data:`DEFAULT_LEVEL`."""
    state = _state(session)
    level = state.get(STATE_KEY) if state is not None else None
    return level if level in LEVELS else DEFAULT_LEVEL


@contextmanager
def capture() -> Iterator[list[logging.LogRecord]]:
    """Collect what Hindsight logs inside the block (a tool call) for :func:`forward`."""
    records: list[logging.LogRecord] = []
    token = _capture.set(records)
    try:
        yield records
    finally:
        _capture.reset(token)


async def forward(context: Context[Any, Any], entries: list[tuple[LoggingLevel, str, Any]]) -> None:
    """Send ``(level, logger, data)`` entries at or above the connection's level to the calling client."""
    try:
        session = context.request_context.session
    except ValueError:  # called outside a request (in-process use): nobody to tell
        return
    # 2026-07-28+ has no logging/setLevel: each request opts in to a level and the SDK drops what is below it
    modern = session.protocol_version in MODERN_PROTOCOL_VERSIONS
    floor = 0 if modern else LEVELS.index(level_of(session))
    for level, logger, data in entries:
        if LEVELS.index(level) < floor:
            continue
        with warnings.catch_warnings():  # the SDK marks logging deprecated as of protocol 2026-07-28 (SEP-2577)
            warnings.simplefilter("ignore", MCPDeprecationWarning)
            await context.log(level, data, logger_name=logger)


def record_entries(records: list[logging.LogRecord]) -> list[tuple[LoggingLevel, str, Any]]:
    """The captured records as :func:`forward` entries."""
    return [(mcp_level(r), r.name, r.getMessage()) for r in records]
