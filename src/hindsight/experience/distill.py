"""Rule-based distillation (E2): clear-cut failure-then-fix patterns in one trace become experiences.

* an error, then a successful retry of the same tool with different arguments;
* an authentication error, then a login, then (usually) the same call succeeding;
* a timeout, then a smaller request succeeding.

A trace whose steps all succeeded produces nothing.
"""

from __future__ import annotations

import json
import re
from typing import Any

from hindsight.experience.outcome import error_kind, error_text
from hindsight.model import Experience

_LOGIN = re.compile(r"(log_?in|sign_?in|auth|token|session|登录)", re.I)


def _short(v: Any) -> str:
    return json.dumps(v, ensure_ascii=False, sort_keys=True)[:200]


def _arg_changes(old: Any, new: Any) -> list[str]:
    if isinstance(old, dict) and isinstance(new, dict):
        out = []
        for k in sorted(set(old) | set(new)):
            if old.get(k) != new.get(k):
                if k not in new:
                    out.append(f"drop {k}={_short(old[k])}")
                elif k not in old:
                    out.append(f"add {k}={_short(new[k])}")
                else:
                    out.append(f"{k}: {_short(old[k])} -> {_short(new[k])}")
        return out
    return [f"{_short(old)} -> {_short(new)}"]


def _numbers(v: Any) -> list[float]:
    if isinstance(v, bool):
        return []
    if isinstance(v, int | float):
        return [float(v)]
    if isinstance(v, dict):
        return [x for k in sorted(v) for x in _numbers(v[k])]
    if isinstance(v, list):
        return [float(len(v))] + [x for i in v for x in _numbers(i)]
    return []


def _smaller(old: Any, new: Any) -> bool:
    """Whether ``new`` asks for less than ``old`` (a smaller limit / page / batch, or a shorter input)."""
    a, b = _numbers(old), _numbers(new)
    if len(a) == len(b) and a != b and all(y <= x for x, y in zip(a, b, strict=True)):
        return True
    return len(_short(new)) < len(_short(old)) and (not a or sum(b) < sum(a))


def distill_trace(trace_id: str, steps: list[dict[str, Any]]) -> list[Experience]:
    """Experiences the rules find in one trace (steps in order)."""
    out: list[Experience] = []
    used: set[int] = set()
    for i, s in enumerate(steps):
        if s.get("outcome") != "fail" or i in used:
            continue
        tool = s.get("tool_name") or ""
        err = error_text(s.get("tool_output"))
        kind = error_kind(s.get("tool_output"))
        env = s.get("environment")
        scenario = (s.get("intent") or f"calling {tool}").strip()
        later = [(j, t) for j, t in enumerate(steps) if j > i]
        exp: Experience | None = None
        if kind == "auth":
            login = next(((j, t) for j, t in later if t.get("outcome") == "success" and t.get("tool_name") != tool
                          and _LOGIN.search(t.get("tool_name") or "")), None)
            if login is not None:
                lt = login[1]
                exp = Experience(
                    scenario=scenario, problem=f"{tool} failed with an authentication error: {err}",
                    cause="the call was made without a valid login session / token",
                    action=f"log in first with {lt.get('tool_name')} ({_short(lt.get('tool_input'))}), "
                           f"then call {tool}",
                    environment=env, level="general", tool_name=tool, rule="auth_then_login", trace_ids=[trace_id],
                    outcome="success")
                used.add(login[0])
        if exp is None:
            retry = next(((j, t) for j, t in later if t.get("tool_name") == tool and t.get("outcome") == "success"
                          and t.get("tool_input") != s.get("tool_input")), None)
            if retry is not None:
                rt = retry[1]
                changes = "; ".join(_arg_changes(s.get("tool_input"), rt.get("tool_input")))
                if kind == "timeout" and _smaller(s.get("tool_input"), rt.get("tool_input")):
                    exp = Experience(
                        scenario=scenario, problem=f"{tool} timed out: {err}",
                        cause="the request was too large to finish in time",
                        action=f"send a smaller request to {tool} ({changes})",
                        environment=env, level="general", tool_name=tool, rule="timeout_then_smaller",
                        outcome="success", trace_ids=[trace_id])
                else:
                    exp = Experience(
                        scenario=scenario, problem=f"{tool} failed: {err}",
                        cause=f"wrong arguments for {tool}: {_short(s.get('tool_input'))}",
                        action=f"call {tool} with corrected arguments ({changes})",
                        environment=env, level="scenario", tool_name=tool, rule="retry_with_other_args",
                        outcome="success", trace_ids=[trace_id])
                used.add(retry[0])
        if exp is not None:
            # later failures of the same tool before the fix are the same lesson
            for j, t in later:
                if t.get("tool_name") == tool and t.get("outcome") == "fail":
                    used.add(j)
            out.append(exp)
    return out
