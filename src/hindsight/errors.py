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


# -- refusals of the faces (HTTP / MCP), also raised by the remote client from the wire error codes --------
class Unauthorized(HindsightError):
    """No API key, or one that is unknown or revoked."""

    code = "unauthorized"
    status = 401


class Forbidden(HindsightError):
    """A valid API key that may not do this (other bank, read-only scope...)."""

    code = "forbidden"
    status = 403


class MalformedRequest(HindsightError):
    """The body is not valid UTF-8 / JSON / JSONL."""

    code = "malformed_request"
    status = 400


class PayloadTooLarge(HindsightError):
    code = "payload_too_large"
    status = 413


class UnsupportedMediaType(HindsightError):
    code = "unsupported_media_type"
    status = 415


class MisdirectedRequest(HindsightError):
    """The request names a Host this server does not answer to (DNS rebinding)."""

    code = "misdirected_request"
    status = 421


class NotAvailable(HindsightError):
    """This build lacks the feature (e.g. the review loop)."""

    code = "not_available"
    status = 501


class Conflict(HindsightError):
    """The request clashes with what is stored (e.g. an imported id already used by another bank)."""

    code = "conflict"
    status = 409
