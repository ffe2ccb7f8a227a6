"""Prompts of the LLM conflict judge (data). Seed 000 §5.1: give the judge time, source and confidence."""

from __future__ import annotations

from typing import Any

SYSTEM = (
    "You are a memory consistency reviewer for an AI agent's long-term memory. For each numbered pair of "
    "memories (A is older, B is newer) decide:\n"
    "1. relation: 'conflict' if both cannot be true now (a changed preference, a moved home, a corrected fact, "
    "a contradiction); 'duplicate' if they state the same thing; 'unrelated' if they are about different things "
    "or are compatible (they may share topic words); 'undecidable' if you cannot tell.\n"
    "2. keep: for a conflict, which one is currently valid: 'A', 'B', 'both' (two sources disagree and neither "
    "can be preferred) or 'neither'.\n"
    "3. type: 'temporal' (something changed over time: the newer wins), 'source' (two tools/sources disagree "
    "at about the same time), 'inference' (an agent's guess contradicts a stated fact: the fact wins), "
    "'undecidable'.\n"
    "4. reason: one short sentence.\n"
    "Weigh the times, sources (user = the user said it, tool = a tool returned it, agent = the agent inferred "
    "it) and confidences. Answer in the language-independent JSON format requested, nothing else."
)

PAIR_TEMPLATE = (
    "Pair {index}:\n"
    "  A (written {time_a}, source {source_a}, confidence {conf_a:.2f}): {content_a}\n"
    "  B (written {time_b}, source {source_b}, confidence {conf_b:.2f}): {content_b}"
)

USER_TEMPLATE = (
    "Today is {now}. Judge these {n} pairs. Return JSON: "
    '{{"verdicts": [{{"pair": <number>, "relation": "conflict|duplicate|unrelated|undecidable", '
    '"conflict": true|false, "keep": "A|B|both|neither", "type": "temporal|source|inference|undecidable", '
    '"reason": "..."}}]}} with exactly one verdict per pair.\n\n{pairs}'
)

#: prepended when the bank states the user's names ("Daniel moved to Austin" is then about the user)
USER_NAMES_NOTE = "The user is also called: {names}. A memory about that name is about the user.\n"

RETRY_NOTE = (
    "Your previous answer could not be parsed ({error}). Reply with ONLY the JSON object, one verdict per pair."
)

SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["verdicts"],
    "properties": {
        "verdicts": {
            "type": "array",
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": ["pair", "relation", "conflict", "keep", "type", "reason"],
                "properties": {
                    "pair": {"type": "integer"},
                    "relation": {"type": "string", "enum": ["conflict", "duplicate", "unrelated", "undecidable"]},
                    "conflict": {"type": "boolean"},
                    "keep": {"type": "string", "enum": ["A", "B", "both", "neither"]},
                    "type": {"type": "string", "enum": ["temporal", "source", "inference", "undecidable"]},
                    "reason": {"type": "string"},
                },
            },
        }
    },
}


def schema_for(n_pairs: int) -> dict[str, Any]:
    """:data:`SCHEMA` bounded to one batch: exactly ``n_pairs`` verdicts, pair numbers 1..n. A server that enforces
    the schema (llama.cpp, vLLM, OpenAI strict mode) then cannot let a small model repeat verdicts until its token
    limit or number a pair 2025. (No ``maxLength``: not every strict mode accepts it; max_tokens bounds reasons.)"""
    item = dict(SCHEMA["properties"]["verdicts"]["items"])
    props = dict(item["properties"])
    props["pair"] = {"type": "integer", "minimum": 1, "maximum": n_pairs}
    item["properties"] = props
    verdicts = {"type": "array", "items": item, "minItems": n_pairs, "maxItems": n_pairs}
    return {**SCHEMA, "properties": {"verdicts": verdicts}}
