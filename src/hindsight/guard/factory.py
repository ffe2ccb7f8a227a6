"""Build the configured guard: ``off``, the rules, or (with an LLM endpoint, on the write path) the LLM guard.

The guards are shared per settings: the LLM guard's verdict cache and usage outlive one call.
"""

from __future__ import annotations

from hindsight.config import Settings
from hindsight.guard.base import Guard
from hindsight.guard.rules import OffGuard, RulesGuard, SecretsMode
from hindsight.llm.factory import chat_client, client_key


def make_guard(mode: str, secrets: SecretsMode = "redact") -> RulesGuard | OffGuard:
    """``off`` → no screening; ``rules`` → the rules; ``llm`` without an endpoint → the rules."""
    return OffGuard() if mode == "off" else RulesGuard(secrets)


_CACHE: dict[tuple[object, ...], Guard] = {}


def guard_for(mode: str, secrets: SecretsMode = "redact", settings: Settings | None = None) -> Guard:
    """The (shared) guard for these settings. ``llm`` builds the LLM guard (:mod:`hindsight.guard.llm`) only when
    ``settings`` with an ``llm_base_url`` are given (the write path); otherwise (and at read time) the rules."""
    llm = settings if mode == "llm" and settings is not None and settings.llm_base_url else None
    key: tuple[object, ...] = (mode, secrets) if llm is None else (mode, secrets, *client_key(llm))
    g = _CACHE.get(key)
    if g is None:
        client = chat_client(llm) if llm is not None else None
        if client is not None:
            from hindsight.guard.llm import LLMGuard

            g = LLMGuard(client, RulesGuard(secrets))
        else:
            g = make_guard(mode, secrets)
        _CACHE[key] = g
    return g
