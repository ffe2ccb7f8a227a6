"""Log lines of the long-running commands (``hindsight serve``, ``hindsight worker``): plain or JSON, one line each.

``HINDSIGHT_LOG_FORMAT=plain`` (default) writes ``time level logger: message``; ``json`` writes one JSON object per
line (``time``, ``level``, ``logger``, ``message``, and ``exc`` with the traceback when there is one), for log
shippers. Uvicorn's own loggers go through the same handler (``serve`` passes ``log_config=None``), so no line is
wrapped or coloured for a terminal.
"""

from __future__ import annotations

import json
import logging
import sys
from datetime import UTC, datetime
from typing import Literal

PLAIN = "%(asctime)s %(levelname)s %(name)s: %(message)s"


class JsonFormatter(logging.Formatter):
    """One JSON object per record."""

    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, object] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        if record.exc_info:
            out["exc"] = self.formatException(record.exc_info)
        return json.dumps(out, ensure_ascii=False)


def configure(fmt: Literal["plain", "json"], level: str = "info") -> logging.Handler:
    """Send every log record at ``level`` and above to stderr as ``fmt`` lines; returns the handler installed on
    the root logger (replacing any handler installed before)."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter() if fmt == "json" else logging.Formatter(PLAIN))
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level.upper())
    for name in ("uvicorn", "uvicorn.error", "uvicorn.access"):
        logging.getLogger(name).handlers.clear()
        logging.getLogger(name).propagate = True
    logging.getLogger("httpx").setLevel(logging.WARNING)  # one line per LLM call is noise next to the run lines
    return handler
