"""The Judge port: decides whether two memories conflict, duplicate each other, or are unrelated (D3)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Protocol

from hindsight.model import Memory, Verdict

if TYPE_CHECKING:
    from hindsight.judge.features import Features


@dataclass(frozen=True)
class Pair:
    """Two memories to compare; ``a`` is the older (by observed_at), ``b`` the newer."""

    a: Memory
    b: Memory
    similarity: float
    #: the user's names in this bank ("Daniel moved to Austin" is about the user): see :mod:`hindsight.language.names`
    user_names: frozenset[str] = frozenset()

    @staticmethod
    def ordered(x: Memory, y: Memory, similarity: float, user_names: frozenset[str] = frozenset()) -> Pair:
        if (y.observed_at, y.created_at, y.id) < (x.observed_at, x.created_at, x.id):
            x, y = y, x
        return Pair(x, y, similarity, user_names)


class CaseView(Protocol):
    """What the rule modules beside the rules judge (``items``, ``changed``) read of its pair
    (:class:`hindsight.judge.rules.Case`; named here, not imported, so the rules and those modules do not import
    each other); each extends it with what else it reads."""

    @property
    def a(self) -> Memory: ...
    @property
    def b(self) -> Memory: ...
    @property
    def pair(self) -> Pair: ...
    @property
    def f(self) -> Features: ...


@dataclass
class JudgeUsage:
    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    failures: int = 0
    deferred: int = 0

    @property
    def tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens


@dataclass
class JudgeBudget:
    """Tokens one review cycle may spend (D2). ``None`` = unlimited."""

    tokens: int | None = None
    used: int = 0
    usage: JudgeUsage = field(default_factory=JudgeUsage)
    #: pairs sent to the model without a usable answer (malformed, refused, timed out): the review counts an
    #: attempt for each, so they queue behind pairs never sent (:mod:`hindsight.review.pairs`)
    failed: list[Pair] = field(default_factory=list)

    def exhausted(self) -> bool:
        return self.tokens is not None and self.used >= self.tokens


class Judge(Protocol):
    name: str

    def judge(self, pairs: list[Pair], now: datetime, budget: JudgeBudget | None = None) -> list[Verdict | None]:
        """One verdict per pair, in order; ``None`` means "not decided now, try next cycle"."""
        ...
