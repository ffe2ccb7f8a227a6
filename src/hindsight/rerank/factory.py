"""The one place a reranker is built from :class:`~hindsight.config.Settings` (kept per process and settings)."""

from __future__ import annotations

import threading

from hindsight.config import Settings
from hindsight.errors import InvalidInput
from hindsight.rerank.base import Reranker

_lock = threading.Lock()
_built: dict[tuple[object, ...], Reranker] = {}


def _key(kind: str, s: Settings) -> tuple[object, ...]:
    if kind == "llm":
        return (kind, s.llm_base_url, s.llm_model, s.llm_api_key, s.rerank_timeout_s)
    if kind == "endpoint":
        return (kind, s.rerank_url, s.rerank_model, s.rerank_api_key)
    if kind == "learned":
        return (kind, s.rerank_weights)
    return (kind,)


def _build(kind: str, s: Settings) -> Reranker:
    if kind == "learned":
        from hindsight.rerank.learned import LearnedReranker, load

        if s.rerank_weights is None:
            return LearnedReranker()
        try:
            return LearnedReranker(load(s.rerank_weights.expanduser()))
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise InvalidInput(f"rerank_weights: cannot read a learned model from {s.rerank_weights}: {exc}",
                               field="rerank_weights") from exc
    if kind == "llm":
        if not s.llm_base_url:
            raise InvalidInput("rerank: 'llm' needs a chat endpoint (HINDSIGHT_LLM_BASE_URL)", field="rerank")
        from hindsight.llm.openai import OpenAIChat
        from hindsight.rerank.llm import LLMReranker

        # no retries and its own timeout: a search has a time budget (the search also stops waiting at its deadline)
        return LLMReranker(OpenAIChat(s.llm_base_url, s.llm_model, api_key=s.llm_api_key,
                                      timeout_s=s.rerank_timeout_s, retries=0))
    if kind == "endpoint":
        if not s.rerank_url:
            raise InvalidInput("rerank: 'endpoint' needs a rerank endpoint (HINDSIGHT_RERANK_URL)", field="rerank")
        from hindsight.rerank.endpoint import EndpointReranker

        return EndpointReranker(s.rerank_url, s.rerank_model, s.rerank_api_key)
    raise InvalidInput(f"rerank: unknown reranker {kind!r}; one of off, learned, llm, endpoint", field="rerank")


def reranker_for(kind: str, settings: Settings) -> Reranker:
    """The reranker ``kind`` ("learned", "llm", "endpoint") for these settings; :class:`InvalidInput` when the
    settings lack what it needs (an endpoint URL)."""
    key = _key(kind, settings)
    with _lock:
        if key not in _built:
            _built[key] = _build(kind, settings)
        return _built[key]
