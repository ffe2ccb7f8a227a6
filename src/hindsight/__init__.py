"""Hindsight: long-term memory for LLM agents that looks back."""

from hindsight.client import Hindsight
from hindsight.config import Settings
from hindsight.errors import (
    EmbedderError,
    EmbeddingMismatch,
    HindsightError,
    InvalidInput,
    NotFound,
    UnknownBank,
)
from hindsight.model import (
    Event,
    Kind,
    Memory,
    SearchHit,
    SearchResponse,
    Source,
    Status,
    Trace,
    WriteAction,
    WriteResult,
)
from hindsight.remote import AsyncRemoteHindsight, RemoteHindsight

__all__ = [
    "AsyncRemoteHindsight",
    "EmbedderError",
    "EmbeddingMismatch",
    "Event",
    "Hindsight",
    "HindsightError",
    "InvalidInput",
    "Kind",
    "Memory",
    "NotFound",
    "RemoteHindsight",
    "SearchHit",
    "SearchResponse",
    "Settings",
    "Source",
    "Status",
    "Trace",
    "UnknownBank",
    "WriteAction",
    "WriteResult",
]
__version__ = "0.1.0"
