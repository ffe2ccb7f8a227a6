"""The LLM distiller (E2): the traces the rules cannot read go to an OpenAI-compatible chat model.

Prompt shape of seed 002: one reusable lesson {scenario, problem, cause, action} or ``NONE`` when the run was
fine and there is nothing worth keeping. Malformed output is retried twice (saying what was wrong), then the
trace is dropped.
"""

from __future__ import annotations

import json
import re
from typing import Any

from hindsight.llm.base import ChatClient, LLMError
from hindsight.model import Experience

MALFORMED_RETRIES = 2
MAX_STEP_CHARS = 600

SYSTEM = """\
You are an agent-experience distiller. Below is the execution trace of one agent run.
Output ONE reusable lesson as a JSON object:
{"scenario": "when it applies", "problem": "what went wrong this time", "cause": "the root cause",
 "action": "what to do next time", "level": "general" (applies across tasks) or "scenario" (this kind of task only)}
Only this one lesson: do not retell the trace, write nothing else.
If the run succeeded and there is nothing worth recording, output exactly NONE."""

RETRY_NOTE = ("Your answer could not be used ({error}). Answer again with only the JSON object "
              "{{scenario, problem, cause, action, level}} or exactly NONE.")

SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {k: {"type": "string"} for k in ("scenario", "problem", "cause", "action", "level")},
    "required": ["scenario", "problem", "cause", "action", "level"],
    "additionalProperties": False,
}

_BULLET = {"scenario": r"(scenario|场景)", "problem": r"(problem|问题)", "cause": r"(cause|原因)",
           "action": r"(action|对策|fix)"}


class Malformed(ValueError):
    pass


def render(trace_id: str, steps: list[dict[str, Any]]) -> list[dict[str, str]]:
    lines = []
    for s in steps:
        line = (f"step {s.get('step_index')}: intent={s.get('intent')!r} tool={s.get('tool_name')} "
                f"input={json.dumps(s.get('tool_input'), ensure_ascii=False)} "
                f"output={json.dumps(s.get('tool_output'), ensure_ascii=False)} outcome={s.get('outcome')}"
                + (f" decision={s.get('decision')!r}" if s.get("decision") else ""))
        lines.append(line[:MAX_STEP_CHARS])
    env = next((s.get("environment") for s in steps if s.get("environment")), None)
    head = f"Trace {trace_id}" + (f" (environment: {env})" if env else "")
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": head + "\n" + "\n".join(lines)}]


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
        messages = render(trace_id, steps)
        for _attempt in range(1 + MALFORMED_RETRIES):
            try:
                res = self.client.complete(messages, schema=None, max_tokens=400)
            except LLMError:
                self.dropped += 1
                return None
            self.calls += 1
            try:
                fields = parse(res.content)
            except Malformed as exc:
                messages = [*messages, {"role": "assistant", "content": res.content[:2000]},
                            {"role": "user", "content": RETRY_NOTE.format(error=exc)}]
                continue
            if fields is None:
                return None
            failed = [s for s in steps if s.get("outcome") != "success"]
            tool = (failed[0] if failed else steps[0]).get("tool_name") or None
            env = next((s.get("environment") for s in steps if s.get("environment")), None)
            return Experience(scenario=fields["scenario"], problem=fields["problem"], cause=fields["cause"],
                              action=fields["action"], level=fields["level"],  # type: ignore[arg-type]
                              environment=env, tool_name=tool, rule="llm", trace_ids=[trace_id])
        self.dropped += 1
        return None
