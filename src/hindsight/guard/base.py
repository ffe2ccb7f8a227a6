"""The guard port (F1): decides, before anything is stored, whether a text may become a memory."""

from __future__ import annotations

import hashlib
import importlib
import sys
import unicodedata
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache
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

    @property
    def fingerprint(self) -> str | None:
        """A stable digest of everything that decides this guard's verdicts (its kind, settings, rule tables, data
        files, the code that applies them, the source policy): the same in every process and after a restart,
        another one when any of them changes. ``None`` when its verdicts cannot be reproduced from it (no
        screening at all; a remote model)."""
        ...

    @property
    def passed(self) -> tuple[str, ...]:
        """The fingerprints of every screen that a text this guard allows unchanged has passed: its own and
        those of the stages it runs first (the rules under the semantic screen or the LLM guard)."""
        ...

    def screen(self, content: str, source: Source) -> Decision: ...


def fingerprint(*parts: object) -> str:
    """A digest of ``parts`` (bytes as they are, anything else by its ``repr``: give sets sorted), each
    length-prefixed so no two sequences of parts collide by concatenation."""
    h = hashlib.blake2b(digest_size=16)
    for p in parts:
        b = p if isinstance(p, bytes) else repr(p).encode()
        h.update(len(b).to_bytes(8, "little"))
        h.update(b)
    return h.hexdigest()


@cache
def code_digest(*modules: str) -> bytes:
    """A digest of the source of ``modules`` (dotted names) and of what reads it the same way everywhere: the
    Python version (regular expressions) and its Unicode tables (normalisation, character classes)."""
    h = hashlib.blake2b(digest_size=16)
    h.update(f"{sys.version_info[:2]}\0{unicodedata.unidata_version}".encode())
    for name in modules:
        mod = importlib.import_module(name)
        loader = getattr(mod, "__loader__", None)
        try:
            src = loader.get_source(name) if loader is not None and hasattr(loader, "get_source") else None
        except ImportError:
            src = None
        if src is None:  # no source shipped: its names stand for it (reprs with addresses: stamps then hold for
            # this process only, never for a changed guard)
            src = repr(sorted((k, repr(v)) for k, v in vars(mod).items() if not k.startswith("__")))
        h.update(name.encode() + b"\0" + src.encode() + b"\0")
    return h.digest()
