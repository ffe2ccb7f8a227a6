"""The LLM distiller (E2): the traces the rules cannot read go to an OpenAI-compatible chat model.

Prompt shape of seed 002: one reusable lesson {scenario, problem, cause, action} or ``NONE`` when the run was
fine and there is nothing worth keeping (prompts: :mod:`hindsight.experience.prompts`). Malformed output is
retried twice (saying what was wrong), then the trace is dropped.
"""

from __future__ import annotations

import json
import re
from typing import Any

from hindsight.experience import prompts
from hindsight.llm.base import ChatClient, ChatResult, LLMError
from hindsight.llm.structured import Malformed, complete_json
from hindsight.model import Experience

MALFORMED_RETRIES = 2
MAX_STEP_CHARS = 600

_BULLET = {"scenario": r"(scenario|场景)", "problem": r"(problem|问题)", "cause": r"(cause|原因)",
           "action": r"(action|对策|fix)"}


def render(trace_id: str, steps: list[dict[str, Any]]) -> list[dict[str, str]]:
    lines = []
    for s in steps:
        line = prompts.STEP_TEMPLATE.format(
            step_index=s.get("step_index"), intent=s.get("intent"), tool_name=s.get("tool_name"),
            tool_input=json.dumps(s.get("tool_input"), ensure_ascii=False),
            tool_output=json.dumps(s.get("tool_output"), ensure_ascii=False), outcome=s.get("outcome"),
        ) + (prompts.DECISION_NOTE.format(decision=s.get("decision")) if s.get("decision") else "")
        lines.append(line[:MAX_STEP_CHARS])
    env = next((s.get("environment") for s in steps if s.get("environment")), None)
    user = prompts.USER_TEMPLATE.format(trace_id=trace_id, steps="\n".join(lines),
                                        environment=prompts.ENVIRONMENT_NOTE.format(environment=env) if env else "")
    return [{"role": "system", "content": prompts.SYSTEM}, {"role": "user", "content": user}]


def parse(content: str) -> dict[str, str] | None:
    """The lesson's fields, ``None`` for NONE; :class:`Malformed` otherwise."""
    raw = content.strip().strip("`").strip()
    if raw.upper().rstrip(".") == "NONE":
        return None
    if raw.startswith("json"):
        raw = raw[4:].strip()
    data: Any
    try:
        data = json.loads(raw[raw.find("{"):] if "{" in raw else raw)
    except json.JSONDecodeError:
        data = {}
        for key, pat in _BULLET.items():  # the seed's bullet form: "- 场景：..."
            m = re.search(rf"^\s*[-*]?\s*{pat}\s*[:：]\s*(.+)$", raw, re.I | re.M)
            if m:
                data[key] = m.group(2).strip()
        if not data:
            raise Malformed("neither JSON nor NONE") from None
    if not isinstance(data, dict):
        raise Malformed("not a JSON object")
    out = {}
    for key in ("scenario", "problem", "cause", "action"):
        v = data.get(key)
        if not isinstance(v, str) or not v.strip():
            raise Malformed(f"missing {key}")
        out[key] = v.strip()[:1000]
    level = str(data.get("level") or "scenario").strip().lower()
    out["level"] = level if level in ("general", "scenario") else "scenario"
    return out


class LLMDistiller:
    def __init__(self, client: ChatClient) -> None:
        self.client = client
        self.calls = 0
        self.dropped = 0

    def distill(self, trace_id: str, steps: list[dict[str, Any]]) -> Experience | None:
        try:
            fields = complete_json(self.client, render(trace_id, steps), parse, retries=MALFORMED_RETRIES,
                                   retry_note=prompts.RETRY_NOTE, schema=None, max_tokens=400,
                                   on_answer=self._count)
        except (LLMError, Malformed):
            self.dropped += 1
            return None
        if fields is None:
            return None
        failed = [s for s in steps if s.get("outcome") != "success"]
        tool = (failed[0] if failed else steps[0]).get("tool_name") or None
        env = next((s.get("environment") for s in steps if s.get("environment")), None)
        return Experience(scenario=fields["scenario"], problem=fields["problem"], cause=fields["cause"],
                          action=fields["action"], level=fields["level"],  # type: ignore[arg-type]
                          environment=env, tool_name=tool, rule="llm", trace_ids=[trace_id])

    def _count(self, res: ChatResult) -> None:
        self.calls += 1
