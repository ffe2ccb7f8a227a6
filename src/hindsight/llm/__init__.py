"""Chat-completion clients behind the :class:`ChatClient` protocol."""

from hindsight.llm.base import ChatClient, ChatResult, LLMError

__all__ = ["ChatClient", "ChatResult", "LLMError"]
