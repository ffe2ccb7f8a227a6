"""The write-time guard (F1) as every path that stores text calls it: writes, imports and edits.

:func:`screen` runs the configured guard and makes sure no secret is stored whatever it decided: a quarantined
text is redacted too (a reviewer needs the attack, not the password next to it).
"""

from __future__ import annotations

from dataclasses import replace

from hindsight.config import Settings
from hindsight.embedder.base import Embedder
from hindsight.guard.base import Decision, Guard, Outcome
from hindsight.guard.factory import guard_for
from hindsight.guard.read import stamp
from hindsight.guard.rules import find_secrets, redact
from hindsight.guard.semantic import SemanticGuard, head_for, neighbours_for
from hindsight.model import Source


def write_guard(s: Settings, embedder: Embedder | None = None) -> Guard:
    """The guard every write path uses: the configured one, then (``guard_model``, an embedder with a shipped
    head) the semantic screen for what it allowed."""
    g = guard_for(s.guard, s.secrets, s)
    if s.guard != "off" and s.guard_model and embedder is not None:
        head = head_for(embedder)
        if head is not None:
            return SemanticGuard(g, embedder, head, pool=neighbours_for(embedder))
    return g


def screen(s: Settings, content: str, source: Source, embedder: Embedder | None = None) -> Decision:
    """The guard's decision on ``content`` from ``source``; ``content`` of the decision is the text to store
    when it differs from the input (secrets redacted, also in quarantined text)."""
    decision = write_guard(s, embedder).screen(content, source)
    if decision.outcome == Outcome.quarantine:
        text = decision.content or content
        secrets = find_secrets(text)
        if secrets:
            decision = replace(decision, content=redact(text, secrets))
    return decision


def read_stamp(s: Settings, decision: Decision, content: str, source: Source, embedder: Embedder | None = None,
               ) -> str | None:
    """The guard stamp to store with ``content`` that :func:`screen` (with the same ``embedder``) decided
    ``decision`` about: the read-time guard's seal when it was allowed unchanged (:func:`hindsight.guard.read.stamp`),
    else ``None``."""
    return stamp(guard_for(s.guard, s.secrets), write_guard(s, embedder), decision, content, source)
