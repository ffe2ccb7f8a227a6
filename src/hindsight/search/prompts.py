"""Prompts of the search path's LLM steps (data): query decomposition (``decompose.py``)."""

from __future__ import annotations

from typing import Any

#: the most sub-questions searched besides the question
MAX_SUB = 3

DECOMPOSE_SYSTEM = (
    "You help a memory search. Split the user's question into at most 3 short, self-contained search questions "
    "that together cover what must be found to answer it (each naming the people and things it is about). "
    'Answer with JSON only: {"questions": ["...", "..."]}. Answer {"questions": []} when the question is '
    "already a single simple question."
)
DECOMPOSE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"questions": {"type": "array", "items": {"type": "string"}, "maxItems": MAX_SUB}},
    "required": ["questions"],
}
