"""Two cases the rules judge reads before any slot: one memory restating the other (review-time, looser than the
write path's dedup: :func:`hindsight.policy.duplicate_verdict`) and a memory that asks rather than states. Pure."""

from __future__ import annotations

import re

from hindsight.judge.features import Features
from hindsight.language import phase, text
from hindsight.model import Memory
from hindsight.policy import Calibration


def is_paraphrase(a: Memory, b: Memory, similarity: float, f: Features, cal: Calibration) -> str | None:
    """Review-time duplicate test, looser than write-time dedup: one side may add words, or most words agree."""
    if f.polarity_flip or f.numbers_differ or f.other_person or f.cue_b or not phase.same_phase(a.content, b.content):
        return None
    if similarity < cal.dedup - 0.02:
        return None
    if text.entities(a.content) ^ text.entities(b.content):
        return None
    if (not f.only_a or not f.only_b) and f.lex >= 0.6:
        return f"one restates the other with more detail (overlap {f.lex:.2f})"
    if f.lex >= 0.8:
        return f"nearly the same words (overlap {f.lex:.2f})"
    return None


_QUESTION_EN = re.compile(
    r"^(what|which|who|whom|whose|when|where|why|how|is|are|do|does|did|can|could|should|would|will)\b"
)


def is_question(content: str) -> bool:
    t = content.strip()
    if t.endswith(("?", "？")):
        return True
    if text.has_cjk(t):
        return t.rstrip("。.!！ ").endswith(("吗", "呢")) or t.startswith(("请问", "为什么", "怎么"))
    return _QUESTION_EN.match(t.lower()) is not None and not t.endswith(".")
