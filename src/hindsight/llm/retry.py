"""How long to wait before retrying an HTTP endpoint (the chat and embedding clients): the server's
``Retry-After`` when it sends seconds (capped), else exponential backoff with jitter, so clients that failed
together do not retry together."""

from __future__ import annotations

import random

#: statuses worth retrying: the server is busy, overloaded or briefly unavailable
RETRYABLE = frozenset({408, 409, 429})


def retryable(status: int) -> bool:
    return status in RETRYABLE or status >= 500


def retry_after(header: str | None, cap: float) -> float | None:
    """Seconds from a ``Retry-After: <seconds>`` header (capped at ``cap``), or None when absent or a date."""
    if header and header.replace(".", "", 1).isdigit():
        return min(float(header), cap)
    return None


def backoff(attempt: int, base: float, cap: float) -> float:
    """``base * 2**attempt`` (at most ``cap``), jittered down to between half and all of it."""
    return min(base * 2**attempt, cap) * random.uniform(0.5, 1.0)
