"""The LLM importance scorer (B2: "the LLM scorer refines when configured").

The rules (:mod:`hindsight.conversation.importance`) score every turn first. The turns they are unsure about,
importance in ``[UNCERTAIN_LOW, UNCERTAIN_HIGH)`` (plain remarks, first-person statements, questions naming something,
the assistant's facts), go to an OpenAI-compatible chat model in batches of ``BATCH_SIZE``; it answers
``{importance, kind, reason}`` per turn (prompts: :mod:`hindsight.conversation.prompts`). Explicit cues,
corrections and small talk are never sent: the rules are sure of them.

Failures never lose a turn: unparseable output is retried once with a note saying what was wrong; a turn still
without a usable answer, and every turn of a batch whose call failed (HTTP errors; 429, 5xx and timeouts after
the client's own retries), keeps its rule score. A dated plan keeps the TTL the rules gave it.
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from hindsight.config import Settings
from hindsight.conversation import prompts
from hindsight.conversation.importance import Assessment
from hindsight.llm.base import ChatClient, ChatResult, LLMError
from hindsight.llm.factory import chat_client, client_key
from hindsight.llm.structured import Malformed, Usage, complete_json, load_json
from hindsight.model import Kind

UNCERTAIN_LOW = 0.2
UNCERTAIN_HIGH = 0.6
BATCH_SIZE = 10
MALFORMED_RETRIES = 1
MAX_TURN_CHARS = 1000


@dataclass
class ScorerUsage(Usage):
    failures: int = 0
    malformed: int = 0
    refined: int = 0


@dataclass(frozen=True)
class Turn:
    role: str
    content: str
    at: datetime


def uncertain(a: Assessment) -> bool:
    """The rules' uncertain band: worth an LLM call."""
    return UNCERTAIN_LOW <= a.importance < UNCERTAIN_HIGH


def render(turns: Sequence[Turn]) -> list[dict[str, str]]:
    lines = [
        prompts.TURN_TEMPLATE.format(index=i + 1, role=t.role, at=t.at.isoformat(),
                                     content=" ".join(t.content.split())[:MAX_TURN_CHARS])
        for i, t in enumerate(turns)
    ]
    user = prompts.USER_TEMPLATE.format(n=len(turns), turns="\n".join(lines))
    return [{"role": "system", "content": prompts.SYSTEM}, {"role": "user", "content": user}]


def parse(content: str, n: int) -> dict[int, tuple[float, Kind, str]]:
    """``{turn index (0-based): (importance, kind, reason)}`` for the usable entries; :class:`Malformed` when the
    answer is not JSON, has no list, or has no usable entry at all."""
    data = load_json(content)
    items = data.get("turns") if isinstance(data, dict) else data
    if not isinstance(items, list):
        raise Malformed("no 'turns' list")
    out: dict[int, tuple[float, Kind, str]] = {}
    for it in items:
        if not isinstance(it, dict):
            continue
        try:
            idx = int(it["turn"])
            imp = float(it["importance"])
            kind = Kind(str(it.get("kind") or "semantic"))
        except (KeyError, ValueError, TypeError):
            continue
        if 1 <= idx <= n and 0.0 <= imp <= 1.0 and kind in (Kind.episodic, Kind.semantic):
            out[idx - 1] = (imp, kind, str(it.get("reason", ""))[:200])
    if not out:
        raise Malformed(f"no usable entry for turns 1-{n}")
    return out


class LLMScorer:
    def __init__(self, client: ChatClient, *, batch_size: int = BATCH_SIZE) -> None:
        self.client = client
        self.batch_size = batch_size
        self.usage = ScorerUsage()
        self._lock = threading.Lock()

    def refine(self, turns: Sequence[Turn], scored: Sequence[Assessment]) -> list[Assessment]:
        """``scored`` with the uncertain turns rescored by the LLM (the rest, and failures, unchanged)."""
        out = list(scored)
        todo = [i for i, a in enumerate(scored) if uncertain(a)]
        for start in range(0, len(todo), self.batch_size):
            batch = todo[start:start + self.batch_size]
            answers = self._batch([turns[i] for i in batch])
            for k, (imp, kind, reason) in answers.items():
                out[batch[k]] = _apply(scored[batch[k]], imp, kind, reason)
        return out

    def _count(self, **deltas: int) -> None:
        with self._lock:
            for k, v in deltas.items():
                setattr(self.usage, k, getattr(self.usage, k) + v)

    def _batch(self, turns: list[Turn]) -> dict[int, tuple[float, Kind, str]]:
        try:
            answers = complete_json(self.client, render(turns), lambda content: parse(content, len(turns)),
                                    retries=MALFORMED_RETRIES, retry_note=prompts.RETRY_NOTE, schema=prompts.SCHEMA,
                                    max_tokens=60 * len(turns) + 100, on_answer=self._answered,
                                    on_malformed=lambda _exc: self._count(malformed=1))
        except LLMError:
            self._count(failures=1)
            return {}
        except Malformed:
            return {}
        self._count(refined=len(answers))
        return answers

    def _answered(self, res: ChatResult) -> None:
        self._count(calls=1, prompt_tokens=res.prompt_tokens, completion_tokens=res.completion_tokens)


def _apply(a: Assessment, imp: float, kind: Kind, reason: str) -> Assessment:
    if a.expires_at is not None:  # a dated plan stays an episodic memory that expires after its date
        kind = Kind.episodic
    note = f"LLM: {imp:.2f}" + (f", {reason}" if reason else "") + f" (rules {a.importance:.2f})"
    return dataclasses.replace(a, importance=round(imp, 3), kind=kind, reasons=(*a.reasons, note))


_scorers: dict[tuple[object, ...], LLMScorer] = {}
_scorers_lock = threading.Lock()


def scorer_for(settings: Settings) -> LLMScorer | None:
    """The (shared) LLM scorer for these settings; ``None`` without an LLM endpoint or with it turned off."""
    if not settings.llm_base_url or not settings.importance_llm:
        return None
    key = client_key(settings)
    with _scorers_lock:
        if key not in _scorers:
            client = chat_client(settings)
            assert client is not None  # llm_base_url is set
            _scorers[key] = LLMScorer(client)
        return _scorers[key]
