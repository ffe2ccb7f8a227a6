"""The rules guard's verdict on one text, asserted: the shared body of the guard modules' parametrized
stopped / kept cases (tests/test_guard_reach.py, test_guard_implicit.py, test_guard_pruned.py)."""

from __future__ import annotations

from hindsight.guard.base import Outcome
from hindsight.guard.rules import RulesGuard
from hindsight.model import Source


def assert_stopped(source: str, text: str) -> None:
    """The rules do not let ``text`` from ``source`` in as it is (quarantined or rejected)."""
    d = RulesGuard().screen(text, Source(source))
    assert d.outcome != Outcome.allow, text


def assert_kept(source: str, text: str) -> None:
    """The rules let ``text`` from ``source`` in."""
    d = RulesGuard().screen(text, Source(source))
    assert d.outcome == Outcome.allow, (text, d.reason)
