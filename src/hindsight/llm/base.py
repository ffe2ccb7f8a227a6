"""The LLM port: one chat completion, with token usage as the server reports it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol


class LLMError(Exception):
    """The endpoint failed (HTTP error, timeout, rate limit after retries, unusable body)."""


@dataclass(frozen=True)
class ChatResult:
    content: str
    prompt_tokens: int
    completion_tokens: int
    model: str = ""


class ChatClient(Protocol):
    model: str

    def complete(
        self, messages: list[dict[str, str]], *, schema: dict[str, Any] | None = None, max_tokens: int = 1024
    ) -> ChatResult: ...
