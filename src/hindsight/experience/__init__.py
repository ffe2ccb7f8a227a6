"""Experience memory (E1-E4): capture agent execution traces, distil lessons, recall them before/during tasks."""

from hindsight.experience.distill import distill_trace
from hindsight.experience.outcome import decide_outcome, error_kind, error_text

__all__ = ["decide_outcome", "distill_trace", "error_kind", "error_text"]
