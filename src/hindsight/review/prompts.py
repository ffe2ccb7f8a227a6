"""Prompts of the LLM consolidation (review D7; data): repeated episodes → one abstraction."""

from __future__ import annotations

from typing import Any

SYSTEM = (
    "You consolidate an AI agent's long-term memory. You get episodes that repeat (the same thing happened or was "
    "said several times). Write ONE short, general statement of what they show about the user or the world: a "
    "habit, a preference, a recurring fact (e.g. episodes of lunches at one restaurant → 'The user likes eating "
    "at <restaurant>'). Use only what the episodes say; drop the dates and one-off details; keep names, places "
    "and numbers that every episode shares. Write in the episodes' language. Answer with the JSON object "
    "requested, nothing else."
)

USER_TEMPLATE = (
    "These {n} episodes repeat (oldest first):\n{episodes}\n\n"
    'Return JSON: {{"statement": "<one sentence>"}}'
)

EPISODE_TEMPLATE = "- ({time}, source {source}, seen {count}×) {content}"

RETRY_NOTE = (
    "Your previous answer could not be used ({error}). Reply with ONLY the JSON object "
    '{{"statement": "<one sentence>"}}.'
)

SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["statement"],
    "properties": {"statement": {"type": "string"}},
}
