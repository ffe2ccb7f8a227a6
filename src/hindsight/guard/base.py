"""The guard port (F1): decides, before anything is stored, whether a text may become a memory."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Protocol

from hindsight.model import Source

#: sources whose text may state facts but must never instruct the assistant
UNTRUSTED: frozenset[Source] = frozenset({Source.tool, Source.import_, Source.agent})


class Outcome(StrEnum):
    allow = "allow"
    quarantine = "quarantine"
    reject = "reject"


@dataclass(frozen=True)
class Decision:
    """What the guard decided about one text, and why.

    ``content`` is the text to store when it differs from the input (secrets redacted)."""

    outcome: Outcome
    reason: str | None = None
    categories: tuple[str, ...] = ()
    content: str | None = None
    signals: list[str] = field(default_factory=list)

    @property
    def allowed(self) -> bool:
        return self.outcome == Outcome.allow


ALLOW = Decision(Outcome.allow)


class Guard(Protocol):
    name: str

    def screen(self, content: str, source: Source) -> Decision: ...
