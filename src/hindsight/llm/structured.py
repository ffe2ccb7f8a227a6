"""Structured output over a :class:`~hindsight.llm.base.ChatClient`: the plumbing the four LLM features share.

One call of :func:`complete_json` asks the model, reads its answer with the feature's own reader, and on a
:class:`Malformed` answer asks again (``retries`` times) with the answer and a note saying what was wrong. Usage
is reported per answer (:func:`add_usage`), so a feature can count calls and tokens, or stop early on a budget.

Transport failures (HTTP errors, 429/5xx and timeouts) are retried inside the transport, honouring
``Retry-After`` (:class:`~hindsight.llm.openai.OpenAIChat`); what still fails arrives here as
:class:`~hindsight.llm.base.LLMError` and is passed on to the feature, which decides the fallback.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from hindsight.llm.base import ChatClient, ChatResult

T = TypeVar("T")

#: how much of a rejected answer is shown back to the model with the retry note
MAX_ECHO_CHARS = 2000


class Malformed(ValueError):
    """The model's answer could not be used; the message says why (it is quoted in the retry note)."""


class Counts(Protocol):
    calls: int
    prompt_tokens: int
    completion_tokens: int


@dataclass
class Usage:
    """What a feature's calls cost: ``calls`` answered (retries included) and the tokens the server reported."""

    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0

    @property
    def tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens


def add_usage(usage: Counts, res: ChatResult) -> None:
    """Count one answered call and its tokens into ``usage``."""
    usage.calls += 1
    usage.prompt_tokens += res.prompt_tokens
    usage.completion_tokens += res.completion_tokens


def strip_fences(content: str) -> str:
    """The answer without surrounding whitespace and a Markdown code fence (cut to the first ``{`` if fenced)."""
    raw = content.strip()
    if raw.startswith("```"):
        raw = raw.strip("`")
        raw = raw[raw.find("{"):] if "{" in raw else raw
    return raw


def load_json(content: str) -> Any:
    """The answer parsed as JSON (code fence removed); :class:`Malformed` when it is not JSON."""
    try:
        return json.loads(strip_fences(content))
    except json.JSONDecodeError as exc:
        raise Malformed(f"not JSON: {exc.msg}") from exc


def complete_json(
    client: ChatClient,
    messages: list[dict[str, str]],
    read: Callable[[str], T],
    *,
    retries: int,
    retry_note: str,
    schema: dict[str, Any] | None = None,
    max_tokens: int = 1024,
    on_answer: Callable[[ChatResult], None] | None = None,
    on_malformed: Callable[[Malformed], None] | None = None,
    stop: Callable[[], bool] | None = None,
) -> T:
    """``read(answer)`` of the first usable answer.

    A :class:`Malformed` answer is retried up to ``retries`` times, each time with the rejected answer and
    ``retry_note`` (formatted with ``error``) appended to the conversation; ``stop()`` returning true ends the
    retries early. Raises :class:`~hindsight.llm.base.LLMError` when the transport fails, the last
    :class:`Malformed` when no answer was usable. ``on_answer`` sees every answer (usage accounting) before it is
    read, ``on_malformed`` every rejected one."""
    last: Malformed | None = None
    for _attempt in range(1 + max(0, retries)):
        res = client.complete(messages, schema=schema, max_tokens=max_tokens)
        if on_answer is not None:
            on_answer(res)
        try:
            return read(res.content)
        except Malformed as exc:
            last = exc
        if on_malformed is not None:
            on_malformed(last)
        messages = [*messages, {"role": "assistant", "content": res.content[:MAX_ECHO_CHARS]},
                    {"role": "user", "content": retry_note.format(error=last)}]
        if stop is not None and stop():
            break
    assert last is not None  # the loop ran at least once
    raise last
