"""The one place a chat client is built from :class:`~hindsight.config.Settings` (endpoint, model, key, limits)."""

from __future__ import annotations

from hindsight.config import Settings
from hindsight.llm.base import ChatClient


def client_key(settings: Settings) -> tuple[object, ...]:
    """What makes two settings' chat clients the same (for the features that share one per endpoint)."""
    return (settings.llm_base_url, settings.llm_model, settings.llm_api_key, settings.llm_timeout_s,
            settings.llm_max_retries)


def chat_client(settings: Settings) -> ChatClient | None:
    """The OpenAI-compatible client for ``settings.llm_base_url``; ``None`` when no endpoint is configured."""
    if not settings.llm_base_url:
        return None
    from hindsight.llm.openai import OpenAIChat

    return OpenAIChat(settings.llm_base_url, settings.llm_model, api_key=settings.llm_api_key,
                      timeout_s=settings.llm_timeout_s, retries=settings.llm_max_retries)
