"""Chat-completion clients behind the :class:`ChatClient` protocol, built from the settings in one place
(:func:`chat_client`), and the structured-output plumbing the LLM features share (:func:`complete_json`)."""

from hindsight.llm.base import ChatClient, ChatResult, LLMError
from hindsight.llm.factory import chat_client
from hindsight.llm.structured import Malformed, Usage, complete_json

__all__ = ["ChatClient", "ChatResult", "LLMError", "Malformed", "Usage", "chat_client", "complete_json"]
