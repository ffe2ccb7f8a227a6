"""Memory-poisoning defence (F1-F3): write-time screening, read-time checks, anomaly alerts."""

from __future__ import annotations

from hindsight.guard.base import ALLOW, UNTRUSTED, Decision, Guard, Outcome
from hindsight.guard.factory import guard_for, make_guard
from hindsight.guard.rules import OffGuard, RulesGuard

__all__ = ["ALLOW", "UNTRUSTED", "Decision", "Guard", "OffGuard", "Outcome", "RulesGuard", "guard_for", "make_guard"]
