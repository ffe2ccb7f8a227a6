"""OpenAI-compatible ``/v1/chat/completions`` client (OpenAI, vLLM, Ollama, llama.cpp server, LocalAI...).

JSON-schema constrained output is requested with ``response_format``; a server that rejects it gets
``json_object``, then plain text (remembered for the rest of the process). 429 and 5xx are retried with
backoff and jitter (honouring ``Retry-After``; :mod:`hindsight.llm.retry`); timeouts are retried too; anything
else raises :class:`LLMError`.
"""

from __future__ import annotations

import time
from typing import Any

import httpx

from hindsight.llm.base import ChatResult, LLMError
from hindsight.llm.retry import backoff, retry_after, retryable

MAX_RETRY_AFTER = 10.0
MAX_BACKOFF = 10.0


class OpenAIChat:
    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key: str | None = None,
        timeout_s: float = 30.0,
        retries: int = 3,
        backoff_s: float = 0.5,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.retries = retries
        self.backoff_s = backoff_s
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._client = httpx.Client(timeout=timeout_s, headers=headers)
        self._format_mode = "json_schema"  # degrades to "json_object", then "none"

    def _body(self, messages: list[dict[str, str]], schema: dict[str, Any] | None, max_tokens: int) -> dict[str, Any]:
        body: dict[str, Any] = {"model": self.model, "messages": messages, "temperature": 0, "max_tokens": max_tokens}
        if schema is not None and self._format_mode == "json_schema":
            body["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": "verdicts", "schema": schema, "strict": True},
            }
        elif schema is not None and self._format_mode == "json_object":
            body["response_format"] = {"type": "json_object"}
        return body

    def complete(
        self, messages: list[dict[str, str]], *, schema: dict[str, Any] | None = None, max_tokens: int = 1024
    ) -> ChatResult:
        last = ""
        attempt = 0
        while attempt <= self.retries:
            try:
                resp = self._client.post(
                    f"{self.base_url}/chat/completions", json=self._body(messages, schema, max_tokens)
                )
            except httpx.TimeoutException as exc:
                last = f"timeout: {exc}"
            except httpx.HTTPError as exc:
                last = f"{type(exc).__name__}: {exc}"
            else:
                if resp.status_code == 200:
                    return self._parse(resp)
                last = f"HTTP {resp.status_code}: {resp.text[:300]}"
                if (
                    resp.status_code == 400
                    and schema is not None
                    and self._format_mode != "none"
                    and "response_format" in resp.text
                ):
                    self._format_mode = "json_object" if self._format_mode == "json_schema" else "none"
                    continue  # not a retry: the same request in a form this server accepts
                if not retryable(resp.status_code):
                    break
                wait = retry_after(resp.headers.get("retry-after"), MAX_RETRY_AFTER)
                if wait is not None and attempt < self.retries:
                    time.sleep(wait)
                    attempt += 1
                    continue
            if attempt < self.retries:
                time.sleep(backoff(attempt, self.backoff_s, MAX_BACKOFF))
            attempt += 1
        raise LLMError(f"chat endpoint {self.base_url} failed: {last}")

    def _parse(self, resp: httpx.Response) -> ChatResult:
        try:
            data = resp.json()
            content = data["choices"][0]["message"]["content"] or ""
            usage = data.get("usage") or {}
        except (ValueError, KeyError, IndexError, TypeError) as exc:
            raise LLMError(f"chat endpoint returned an unusable body: {exc}") from exc
        return ChatResult(
            content=str(content),
            prompt_tokens=int(usage.get("prompt_tokens") or 0),
            completion_tokens=int(usage.get("completion_tokens") or 0),
            model=str(data.get("model", self.model)),
        )
