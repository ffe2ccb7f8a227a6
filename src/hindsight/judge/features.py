"""What the rules judge reads off a pair of memories (computed by :func:`hindsight.judge.rules.features`)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Features:
    shared: frozenset[str]
    only_a: frozenset[str]
    only_b: frozenset[str]
    lex: float
    slot: str | None
    exclusive: bool
    cue_b: str | None
    cue_a: str | None
    polarity_flip: bool
    numbers_differ: bool
    other_person: bool
    role: str | None
    slot_shared: bool
    hedged_a: bool
    hedged_b: bool
    parts_differ: bool = False
    #: word overlap without numbers, filler and hedges: "budget is $500" / "budget is $800" share all their words
    lex_core: float = 0.0
