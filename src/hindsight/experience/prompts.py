"""Prompts of the LLM distiller (data): seed 002's one reusable lesson {scenario, problem, cause, action} per
agent trace, or ``NONE`` when the run was fine and there is nothing worth keeping."""

from __future__ import annotations

from typing import Any

SYSTEM = """\
You are an agent-experience distiller. Below is the execution trace of one agent run.
Output ONE reusable lesson as a JSON object:
{"scenario": "when it applies", "problem": "what went wrong this time", "cause": "the root cause",
 "action": "what to do next time", "level": "general" (applies across tasks) or "scenario" (this kind of task only)}
Only this one lesson: do not retell the trace, write nothing else.
If the run succeeded and there is nothing worth recording, output exactly NONE."""

#: one line per trace step (``tool_input`` and ``tool_output`` as JSON); cut to ``MAX_STEP_CHARS`` in the prompt
STEP_TEMPLATE = ("step {step_index}: intent={intent!r} tool={tool_name} input={tool_input} output={tool_output} "
                 "outcome={outcome}")

#: appended to a step line when the step records a decision
DECISION_NOTE = " decision={decision!r}"

USER_TEMPLATE = "Trace {trace_id}{environment}\n{steps}"

#: the ``environment`` of :data:`USER_TEMPLATE` when a step names one
ENVIRONMENT_NOTE = " (environment: {environment})"

RETRY_NOTE = ("Your answer could not be used ({error}). Answer again with only the JSON object "
              "{{scenario, problem, cause, action, level}} or exactly NONE.")

#: the lesson's shape (the prompt asks for it in words; the request does not constrain the output, as NONE is
#: also an answer)
SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {k: {"type": "string"} for k in ("scenario", "problem", "cause", "action", "level")},
    "required": ["scenario", "problem", "cause", "action", "level"],
    "additionalProperties": False,
}
