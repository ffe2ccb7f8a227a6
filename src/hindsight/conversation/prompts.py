"""Prompts of the LLM importance scorer (data): seed 001 §2 B2, the rules' uncertain turns scored by an LLM."""

from __future__ import annotations

from typing import Any

SYSTEM = (
    "You decide which conversation turns an AI assistant should remember about its user for future sessions "
    "(long-term memory). For each numbered turn give:\n"
    "1. importance, 0 to 1: 0.8+ for stated preferences, lasting facts about the user or people close to them "
    "(names, places, jobs, health, habits), decisions and plans; 0.5-0.7 for useful context that may matter "
    "later; 0.2-0.4 for opinions of the moment and details that only matter in this conversation; below 0.2 for "
    "small talk, greetings, acknowledgements and questions that state nothing about the user.\n"
    "2. kind: 'episodic' for an event at a time (a trip, a visit, something that happened), 'semantic' for a "
    "lasting fact or preference.\n"
    "3. reason: one short phrase.\n"
    "Turns may be English or Chinese. Judge what the turn says about the user, not how it is phrased. Answer "
    "with the JSON format requested, nothing else."
)

TURN_TEMPLATE = "Turn {index} ({role}, {at}): {content}"

USER_TEMPLATE = (
    "Score these {n} turns. Return JSON: "
    '{{"turns": [{{"turn": <number>, "importance": <0..1>, "kind": "episodic|semantic", "reason": "..."}}]}} '
    "with exactly one entry per turn.\n\n{turns}"
)

RETRY_NOTE = "Your previous answer could not be parsed ({error}). Reply with ONLY the JSON object, one entry per turn."

SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["turns"],
    "properties": {
        "turns": {
            "type": "array",
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": ["turn", "importance", "kind", "reason"],
                "properties": {
                    "turn": {"type": "integer"},
                    "importance": {"type": "number"},
                    "kind": {"type": "string", "enum": ["episodic", "semantic"]},
                    "reason": {"type": "string"},
                },
            },
        }
    },
}
