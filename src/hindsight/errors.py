"""Errors raised by the Python API. Every face maps them to a precise 4xx / MCP error.

Each error carries a stable machine-readable ``code`` and, where it applies, the ``field`` that was wrong.
"""

from __future__ import annotations


class HindsightError(Exception):
    """Base class for all Hindsight errors."""

    code: str = "error"
    status: int = 500

    def __init__(self, message: str, *, field: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.field = field

    def to_dict(self) -> dict[str, str | None]:
        return {"code": self.code, "message": self.message, "field": self.field}


class InvalidInput(HindsightError):
    """The caller sent something malformed: empty or oversized content, bad confidence, bad time..."""

    code = "invalid_input"
    status = 422


class NotPermitted(HindsightError):
    """The caller's rights do not cover this (e.g. a write key releasing a quarantined memory: admin only)."""

    code = "forbidden"
    status = 403


class UnknownBank(HindsightError):
    code = "unknown_bank"
    status = 404


class NotFound(HindsightError):
    code = "not_found"
    status = 404


class EmbeddingMismatch(HindsightError):
    """The store was created with another embedding model or dimension (B6)."""

    code = "embedding_mismatch"
    status = 409


class StoreBusy(HindsightError):
    code = "store_busy"
    status = 503


class StoreUnavailable(HindsightError):
    """The database (or Redis) cannot be reached right now; the caller may retry (HTTP 503)."""

    code = "store_unavailable"
    status = 503


class EmbedderError(HindsightError):
    """The embedding backend failed (HTTP error, timeout, wrong dimension)."""

    code = "embedder_error"
    status = 502
