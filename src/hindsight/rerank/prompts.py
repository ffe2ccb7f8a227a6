"""Prompts of the LLM reranker (data)."""

from __future__ import annotations

SYSTEM = (
    "You rank an AI agent's memories by how well each one helps answer a question. Put first the memories that "
    "state the answer or evidence for it; then the ones on the same subject; last the unrelated ones. Answer with "
    "the JSON format requested, nothing else."
)

USER_TEMPLATE = (
    "Question: {query}\n\nMemories:\n{items}\n\n"
    'Return JSON: {{"order": [<memory numbers, most helpful first>]}} naming each of the {n} numbers once.'
)

ITEM_TEMPLATE = "[{index}] {text}"

#: the longest memory text shown to the model (characters)
MAX_ITEM_CHARS = 600


def schema(n: int) -> dict[str, object]:
    return {
        "type": "object",
        "properties": {"order": {"type": "array", "items": {"type": "integer", "minimum": 0, "maximum": n - 1}}},
        "required": ["order"],
        "additionalProperties": False,
    }
