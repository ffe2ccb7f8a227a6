"""Fixture data more than one test file uses: the search facts, the bilingual dialogue and the user's history for
the conversation layers, the agent traces for experience memory, and a notifier that keeps the alerts it gets.

The contract suite (tests/contract) uses much of the same data on every backend and can import it from here.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from hindsight import Hindsight, Settings
from hindsight.embedder.base import Embedder

# -- search: six facts about one user, English and Chinese, three sources (content, kind, source, tags) ----------
FACTS: list[tuple[str, str, str, list[str]]] = [
    ("The user prefers pytest over unittest", "semantic", "user", ["testing"]),
    ("The production cluster runs Kubernetes 1.29", "semantic", "tool", ["infra"]),
    ("On Monday the deploy failed because of a missing secret", "episodic", "tool", ["infra"]),
    ("用户住在北京朝阳区", "semantic", "user", ["profile"]),
    ("用户养了一只叫豆豆的柯基犬", "semantic", "user", ["profile"]),
    ("The user might be a vegetarian", "semantic", "agent", ["food"]),
]


def write_facts(hs: Hindsight, t0: datetime) -> Hindsight:
    """FACTS one by one, the i-th observed on day i after ``t0`` in session ``s0`` / ``s1`` alternately."""
    for i, (content, kind, source, tags) in enumerate(FACTS):
        hs.write(content, kind=kind, source=source, tags=tags, session_id=f"s{i % 2}",
                 observed_at=t0 + timedelta(days=i))
    return hs


# -- conversation layers -------------------------------------------------------------------------------------
#: small talk (dropped), three long-term turns (a preference, a dated plan, where the user lives), one short-term
DIALOGUE: list[dict[str, str]] = [
    {"role": "user", "content": "Hi there!", "at": "2025-01-15T10:00:00Z"},
    {"role": "assistant", "content": "Hello! How can I help you today?", "at": "2025-01-15T10:00:05Z"},
    {"role": "user", "content": "Remember that I drink oat milk lattes, never dairy.", "at": "2025-01-15T10:01:00Z"},
    {"role": "assistant", "content": "Noted!", "at": "2025-01-15T10:01:05Z"},
    {"role": "user", "content": "Next Tuesday I fly to Beijing for a conference.", "at": "2025-01-15T10:02:00Z"},
    {"role": "user", "content": "我住在杭州西湖区", "at": "2025-01-15T10:03:00Z"},
    {"role": "user", "content": "I think the weather is nice", "at": "2025-01-15T10:04:00Z"},
    {"role": "user", "content": "哈哈，好的", "at": "2025-01-15T10:05:00Z"},
]


def write_history(hs: Hindsight) -> None:
    """A user's earlier session (an allergy, a daughter, a sister) and an agent's note about a restaurant."""
    hs.observe("old", [
        {"role": "user", "content": "Remember that I'm allergic to peanuts", "at": "2025-01-10T09:00:00Z"},
        {"role": "user", "content": "我女儿叫小美，今年5岁", "at": "2025-01-10T09:01:00Z"},
        {"role": "user", "content": "My sister Anna lives in Berlin", "at": "2025-01-10T09:02:00Z"},
    ])
    hs.write("The user's favourite restaurant is Luigi's in Soho", source="agent", observed_at="2025-01-11T00:00:00Z",
             now="2025-01-11T00:00:00Z")


# -- experience: agent traces, one per lesson the rules distil, and one with nothing to learn ----------------------
RETRY: list[dict[str, Any]] = [
    {"intent": "create a calendar event for the team sync", "tool_name": "calendar.create",
     "tool_input": {"title": "sync", "start": "tomorrow 10am"},
     "tool_output": {"error": "invalid datetime format, expected ISO 8601"}},
    {"intent": "create a calendar event for the team sync", "tool_name": "calendar.create",
     "tool_input": {"title": "sync", "start": "2026-05-02T10:00:00Z"}, "tool_output": {"id": "ev1"}},
]
AUTH: list[dict[str, Any]] = [
    {"intent": "download the monthly sales report", "tool_name": "reports.fetch", "tool_input": {"month": "2026-04"},
     "tool_output": {"status": 401, "error": "Unauthorized: token expired"}},
    {"intent": "download the monthly sales report", "tool_name": "auth.login", "tool_input": {"user": "bot"},
     "tool_output": {"token": "abc"}},
    {"intent": "download the monthly sales report", "tool_name": "reports.fetch", "tool_input": {"month": "2026-04"},
     "tool_output": {"rows": 120}},
]
TIMEOUT: list[dict[str, Any]] = [
    {"intent": "导出全部客户列表", "tool_name": "crm.export", "tool_input": {"limit": 100000},
     "tool_output": {"error": "请求超时 (timeout after 30s)"}},
    {"intent": "导出全部客户列表", "tool_name": "crm.export", "tool_input": {"limit": 1000},
     "tool_output": {"rows": 1000}},
]
ROUTINE: list[dict[str, Any]] = [
    {"intent": "check the weather", "tool_name": "weather.get", "tool_input": {"city": "Paris"},
     "tool_output": {"temp": 18}},
    {"intent": "check the weather", "tool_name": "weather.get", "tool_input": {"city": "Lyon"},
     "tool_output": {"temp": 20}},
]


def record(hs: Hindsight, trace_id: str, steps: list[dict[str, Any]], t0: datetime, **common: Any) -> None:
    """Record ``steps`` as one trace, one second apart from ``t0``."""
    for i, s in enumerate(steps):
        hs.trace_step(trace_id, i, at=t0 + timedelta(seconds=i), **common, **s)


# -- alerts ----------------------------------------------------------------------------------------------------
class Capture:
    """A notifier that keeps every alert it is sent."""

    def __init__(self) -> None:
        self.alerts: list[tuple[str, str, str, dict[str, Any]]] = []

    def notify(self, bank: str, kind: str, message: str, data: dict[str, Any]) -> None:
        self.alerts.append((bank, kind, message, data))


def open_captured(tmp_path: Path, embedder: Embedder, **settings: Any) -> Hindsight:
    """A store in ``tmp_path`` (event-triggered reviews off) whose alerts go to a ``Capture``."""
    hs = Hindsight.open(tmp_path / "store", embedder=embedder,
                        settings=Settings(home=tmp_path, event_review=False, **settings))
    hs.notifier = Capture()
    return hs
