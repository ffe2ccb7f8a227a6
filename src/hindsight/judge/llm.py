"""The LLM judge: batches of 5-10 pairs per call to an OpenAI-compatible chat endpoint.

Malformed output is retried twice (with a note saying what was wrong); pairs still undecided after that,
or beyond the cycle's token budget, are returned as ``None`` and wait for the next review cycle. A pair the
model calls "undecidable" takes the rules judge's soft path (:func:`soft`): both kept, linked as possibly updated.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from hindsight.judge import prompts
from hindsight.judge.base import JudgeBudget, JudgeUsage, Pair
from hindsight.llm.base import ChatClient, ChatResult, LLMError
from hindsight.llm.structured import Malformed, add_usage, complete_json, load_json
from hindsight.model import ConflictType, Relation, Verdict

MALFORMED_RETRIES = 2


def render(pairs: list[Pair], now: datetime) -> list[dict[str, str]]:
    blocks = [
        prompts.PAIR_TEMPLATE.format(
            index=i + 1,
            time_a=p.a.observed_at.isoformat(),
            source_a=p.a.provenance.source.value,
            conf_a=p.a.confidence,
            content_a=p.a.content,
            time_b=p.b.observed_at.isoformat(),
            source_b=p.b.provenance.source.value,
            conf_b=p.b.confidence,
            content_b=p.b.content,
        )
        for i, p in enumerate(pairs)
    ]
    user = prompts.USER_TEMPLATE.format(now=now.isoformat(), n=len(pairs), pairs="\n".join(blocks))
    names = sorted({n for p in pairs for n in p.user_names})
    if names:
        user = prompts.USER_NAMES_NOTE.format(names=", ".join(names)) + user
    return [{"role": "system", "content": prompts.SYSTEM}, {"role": "user", "content": user}]


def soft(reason: str, judge: str) -> Verdict:
    """The model cannot tell whether the pair conflicts: the rules judge's soft outcome, not a dispute. Both are
    kept and linked as possibly-updated (search ranks the newer first); ``type`` stays ``undecidable`` so the
    contradiction audit still lists the pair for a person."""
    return Verdict(relation=Relation.unrelated, keep="both", type=ConflictType.undecidable, possibly_updated=True,
                   reason=f"{reason[:400]} (undecidable: both kept, possibly updated)", judge=judge)


def parse(content: str, n: int, judge: str = "llm") -> list[Verdict]:
    """One verdict per pair, in pair order; :class:`Malformed` when the answer is not usable."""
    data = load_json(content)
    items = data.get("verdicts") if isinstance(data, dict) else data
    if not isinstance(items, list):
        raise Malformed("no 'verdicts' list")
    out: dict[int, Verdict] = {}
    for it in items:
        if not isinstance(it, dict):
            raise Malformed("a verdict is not an object")
        try:
            idx = int(it.get("pair", 0))
            rel = it.get("relation") or ("conflict" if it.get("conflict") else "unrelated")
            relation = Relation(rel)
            keep_raw = str(it.get("keep", "both"))
            keep: Any = {"A": "a", "B": "b", "a": "a", "b": "b", "both": "both", "neither": "neither"}[keep_raw]
            ctype = ConflictType(it["type"]) if it.get("type") else None
        except (KeyError, ValueError, TypeError) as exc:
            raise Malformed(f"bad verdict fields: {exc}") from exc
        if not 1 <= idx <= n:
            raise Malformed(f"pair number {idx} out of range")
        if relation == Relation.conflict and ctype == ConflictType.undecidable:
            relation = Relation.undecidable
        if relation == Relation.undecidable:
            out[idx] = soft(str(it.get("reason", "")), judge)
            continue
        out[idx] = Verdict(
            relation=relation,
            keep=keep if relation == Relation.conflict else ("a" if relation == Relation.duplicate else None),
            type=ctype if relation in (Relation.conflict, Relation.undecidable) else None,
            confident=relation != Relation.undecidable,
            reason=str(it.get("reason", ""))[:500],
            judge=judge,
        )
    if len(out) != n:
        raise Malformed(f"expected {n} verdicts, got {len(out)}")
    return [out[i + 1] for i in range(n)]


class LLMJudge:
    name = "llm"

    def __init__(self, client: ChatClient, *, batch_size: int = 8, name: str = "llm") -> None:
        self.name = name  # in every verdict and in the review's actor ("review:llm")
        self.client = client
        self.batch_size = batch_size
        self.usage = JudgeUsage()

    def judge(self, pairs: list[Pair], now: datetime, budget: JudgeBudget | None = None) -> list[Verdict | None]:
        out: list[Verdict | None] = []
        for start in range(0, len(pairs), self.batch_size):
            batch = pairs[start : start + self.batch_size]
            if budget is not None and budget.exhausted():
                budget.usage.deferred += len(batch)
                out.extend([None] * len(batch))
                continue
            out.extend(self._batch(batch, now, budget))
        return out

    def _batch(self, batch: list[Pair], now: datetime, budget: JudgeBudget | None) -> list[Verdict | None]:
        def count(res: ChatResult) -> None:
            add_usage(self.usage, res)
            if budget is not None:
                add_usage(budget.usage, res)
                budget.used += res.prompt_tokens + res.completion_tokens

        try:
            return list(complete_json(
                self.client, render(batch, now), lambda content: parse(content, len(batch), self.name),
                retries=MALFORMED_RETRIES, retry_note=prompts.RETRY_NOTE, schema=prompts.schema_for(len(batch)),
                max_tokens=120 * len(batch) + 200, on_answer=count,
                stop=lambda: budget is not None and budget.exhausted()))
        except LLMError:
            self.usage.failures += 1
            if budget is not None:
                budget.usage.failures += 1
                budget.usage.deferred += len(batch)
                budget.failed.extend(batch)
        except Malformed:
            if budget is not None:
                budget.usage.deferred += len(batch)
                budget.failed.extend(batch)
        return [None] * len(batch)
