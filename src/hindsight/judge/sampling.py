"""The agent's own model as the judge (MCP sampling): the rules judge first, then, for the pairs the rules leave
undecided (no verdict, or one they are not confident of), the client's model through a *sampler* the MCP face
injects (it sends ``sampling/createMessage`` to the client that asked for the review). Nothing here knows MCP.

The model side is :class:`~hindsight.judge.llm.LLMJudge` unchanged over :class:`SamplingChat` (a
:class:`~hindsight.llm.base.ChatClient` over the sampler): the same prompt and schema, batches, malformed-output
retries and token budget, and the same fallback — a refused, failed or timed-out request, or an answer still
malformed after the retries, leaves the batch undecided (``None``: it waits for the next review, where a rules
review decides it as usual). A client reports no token counts, so tokens are estimated from the text (4
characters a token) for the budget and the report.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from hindsight.judge.base import JudgeBudget, Pair
from hindsight.judge.llm import LLMJudge
from hindsight.judge.rules import RulesJudge
from hindsight.llm.base import ChatResult, LLMError
from hindsight.model import Verdict
from hindsight.policy import Calibration

#: ``sampler(system_prompt, messages, max_tokens)`` → the model's text; raises :class:`LLMError` when the client
#: refuses, fails or times out. ``messages`` are ``{"role": "user" | "assistant", "content": str}``.
Sampler = Callable[[str, list[dict[str, str]], int], str]

#: characters per token, for the estimate of a sampled call's cost
CHARS_PER_TOKEN = 4


def estimate_tokens(text: str) -> int:
    return max(1, len(text) // CHARS_PER_TOKEN)


class SamplingChat:
    """A :class:`~hindsight.llm.base.ChatClient` over a :data:`Sampler` (the schema is in the prompt already)."""

    model = "mcp-sampling"

    def __init__(self, sampler: Sampler) -> None:
        self.sampler = sampler

    def complete(
        self, messages: list[dict[str, str]], *, schema: dict[str, Any] | None = None, max_tokens: int = 1024
    ) -> ChatResult:
        system = "\n".join(m["content"] for m in messages if m["role"] == "system")
        rest = [m for m in messages if m["role"] != "system"]
        try:
            text = self.sampler(system, rest, max_tokens)
        except LLMError:
            raise
        except Exception as exc:  # a sampler bug must defer the batch, not end the review
            raise LLMError(f"sampling failed: {type(exc).__name__}: {exc}") from exc
        prompt = sum(estimate_tokens(m["content"]) for m in messages)
        return ChatResult(content=text, prompt_tokens=prompt, completion_tokens=estimate_tokens(text),
                          model=self.model)


class SamplingJudge:
    """Rules first; the client's model for the pairs the rules leave undecided (see the module docstring)."""

    name = "sampling"

    def __init__(self, sampler: Sampler, calibration: Calibration | None = None, *, batch_size: int = 8) -> None:
        self.rules = RulesJudge(calibration)
        self.model = LLMJudge(SamplingChat(sampler), batch_size=batch_size, name="sampling")

    def judge(self, pairs: list[Pair], now: datetime, budget: JudgeBudget | None = None) -> list[Verdict | None]:
        out: list[Verdict | None] = list(self.rules.judge(pairs, now))
        open_ = [i for i, v in enumerate(out) if v is None or not v.confident]
        if open_:
            asked = self.model.judge([pairs[i] for i in open_], now, budget)
            for i, v in zip(open_, asked, strict=True):
                out[i] = v
        return out
