"""The write-time guard (F1) as every path that stores text calls it: writes, imports and edits.

:func:`screen` runs the configured guard and makes sure no secret is stored whatever it decided: a quarantined
text is redacted too (a reviewer needs the attack, not the password next to it).
"""

from __future__ import annotations

from dataclasses import replace

from hindsight.config import Settings
from hindsight.guard.base import Decision, Outcome
from hindsight.guard.factory import guard_for
from hindsight.guard.rules import find_secrets, redact
from hindsight.model import Source


def screen(s: Settings, content: str, source: Source) -> Decision:
    """The guard's decision on ``content`` from ``source``; ``content`` of the decision is the text to store
    when it differs from the input (secrets redacted, also in quarantined text)."""
    decision = guard_for(s.guard, s.secrets, s).screen(content, source)
    if decision.outcome == Outcome.quarantine:
        text = decision.content or content
        secrets = find_secrets(text)
        if secrets:
            decision = replace(decision, content=redact(text, secrets))
    return decision
