"""Decide a step's outcome from the business result, not the transport status (E1), and classify errors."""

from __future__ import annotations

import json
import re
from typing import Any, Literal

Outcome = Literal["success", "fail", "partial"]
ErrorKind = Literal["auth", "timeout", "other"]

_FAIL_STATUS = {"error", "failed", "fail", "failure", "denied", "rejected", "timeout", "unauthorized", "forbidden"}
_PARTIAL_STATUS = {"partial", "incomplete", "truncated"}
_TEXT_FAIL = re.compile(
    r"^\s*(error|exception|traceback)\b|\b(timed out|timeout|unauthori[sz]ed|forbidden|permission denied)\b|"
    r"(失败|错误|超时|未授权|未登录)", re.I)
_AUTH = re.compile(r"\b(401|403|unauthori[sz]ed|forbidden|auth\w*|token (expired|invalid)|expired token|"
                   r"not logged in|login required|credentials?)\b|(未授权|未登录|请先登录|登录已过期|令牌)", re.I)
_TIMEOUT = re.compile(r"\b(timed? ?out|timeout|deadline exceeded|504|too slow)\b|(超时)", re.I)


def decide_outcome(tool_output: Any) -> Outcome:
    """``fail`` / ``partial`` / ``success`` from what a tool returned.

    A 200 response carrying ``{"error": ...}``, ``{"status": "failed"}``, ``{"ok": false}`` or MCP's
    ``{"isError": true}`` is a failure; ``{"status": "partial"}`` or ``{"partial": true}`` is partial.
    """
    if isinstance(tool_output, dict):
        if tool_output.get("isError") is True or tool_output.get("is_error") is True:
            return "fail"
        if tool_output.get("error") or tool_output.get("errors"):
            return "fail"
        if tool_output.get("ok") is False or tool_output.get("success") is False:
            return "fail"
        status = tool_output.get("status")
        if isinstance(status, str):
            s = status.strip().lower()
            if s in _FAIL_STATUS:
                return "fail"
            if s in _PARTIAL_STATUS:
                return "partial"
        if isinstance(status, int) and not isinstance(status, bool) and status >= 400:
            return "fail"
        code = tool_output.get("status_code") or tool_output.get("code")
        if isinstance(code, int) and not isinstance(code, bool) and code >= 400:
            return "fail"
        if tool_output.get("partial") is True or tool_output.get("truncated") is True:
            return "partial"
        return "success"
    if isinstance(tool_output, str) and _TEXT_FAIL.search(tool_output[:500]):
        return "fail"
    return "success"


def error_text(tool_output: Any) -> str:
    """The human-readable error of a failed output (best effort)."""
    if isinstance(tool_output, dict):
        for key in ("error", "errors", "message", "detail", "content", "status"):
            v = tool_output.get(key)
            if v:
                if isinstance(v, dict):
                    v = v.get("message") or json.dumps(v, ensure_ascii=False)
                elif isinstance(v, list):
                    v = "; ".join(str(x.get("text", x)) if isinstance(x, dict) else str(x) for x in v)
                return str(v)[:300]
        return json.dumps(tool_output, ensure_ascii=False)[:300]
    return str(tool_output)[:300]


def error_kind(tool_output: Any) -> ErrorKind:
    text = error_text(tool_output)
    if isinstance(tool_output, dict):
        text += " " + json.dumps(tool_output, ensure_ascii=False)
    if _TIMEOUT.search(text):
        return "timeout"
    if _AUTH.search(text):
        return "auth"
    return "other"
