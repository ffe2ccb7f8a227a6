"""Experience benchmark (issue 7): does a lesson learned in run 1 reach the agent in run 2, and would it help?

    python bench/experience.py                # prints the tables
    python bench/experience.py --write-docs   # also rewrites <!-- experience:start/end --> in docs/benchmarks.md

A scripted agent works through tasks (EN + ZH intents) whose tools fail in a known way on the first try: wrong
arguments, an expired login, a timeout on a too-large request; routine tasks never fail. Run 1 records every
step with ``trace_step`` (outcome decided from the tool's business result), then ``experience_distill`` runs
(rules only, no LLM). Run 2 asks each task again with a *paraphrased* intent:

* before the task, ``experience_recall(intent)``: the right experience is one distilled from a run-1 trace of
  the same task; precision = right hits / all hits (routine tasks' hits are all wrong), recall = failing tasks
  whose right experience came back;
* a run-2 failure counts as prevented when a recalled lesson's action contains the fix (the corrected argument
  value, the login tool, the smaller size) - the agent would do it first; with no experience memory nothing is
  prevented;
* on failure (when not prevented), ``experience_recall(intent, tool_name, error)`` - the during-task path.

Real SQLite store, real bundled e5 embedder; similarity threshold = the embedder's calibration.experience.
"""

from __future__ import annotations

import argparse
import platform
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import _common  # bench/_common.py (scripts run from bench/)
from hindsight import Hindsight, Settings
from hindsight.embedder.e5 import E5Embedder
from hindsight.experience import decide_outcome


@dataclass
class Task:
    key: str
    lang: str
    intent: str
    paraphrase: str
    tool: str
    mode: str  # retry | auth | timeout | routine
    bad: dict[str, Any]
    good: dict[str, Any]
    error: Any
    fix: str  # what a lesson's action must contain to prevent the failure
    login: str = "auth.login"


def tasks() -> list[Task]:
    T = Task
    return [
        T("cal", "en", "create a calendar event for the team sync", "schedule the weekly team sync meeting",
          "calendar.create", "retry", {"title": "sync", "start": "tomorrow 10am"},
          {"title": "sync", "start": "2026-05-02T10:00:00Z"},
          {"error": "invalid datetime format, expected ISO 8601"}, "2026-05-02T10:00:00Z"),
        T("cal", "zh", "给团队周会创建日历事件", "帮我安排每周的团队同步会议", "calendar.create", "retry",
          {"title": "周会", "start": "明天上午十点"}, {"title": "周会", "start": "2026-05-02T10:00:00Z"},
          {"error": "时间格式无效，需要 ISO 8601"}, "2026-05-02T10:00:00Z"),
        T("mail", "en", "send the meeting notes to Bob by email", "email Bob the notes from today's meeting",
          "email.send", "retry", {"to": "Bob", "body": "notes"}, {"to": "bob@example.com", "body": "notes"},
          {"status": "failed", "message": "recipient must be an email address"}, "bob@example.com"),
        T("mail", "zh", "把会议纪要用邮件发给 Bob", "给 Bob 发邮件，附上今天的会议记录", "email.send", "retry",
          {"to": "Bob", "body": "纪要"}, {"to": "bob@example.com", "body": "纪要"},
          {"status": "failed", "message": "收件人必须是邮箱地址"}, "bob@example.com"),
        T("report", "en", "download the monthly sales report", "get last month's sales report",
          "reports.fetch", "auth", {"month": "2026-04"}, {"month": "2026-04"},
          {"status": 401, "error": "Unauthorized: token expired"}, "auth.login"),
        T("report", "zh", "下载月度销售报表", "把上个月的销售报表拿下来", "reports.fetch", "auth",
          {"month": "2026-04"}, {"month": "2026-04"}, {"status": 401, "error": "未授权：登录已过期"}, "auth.login"),
        T("issue", "en", "open a GitHub issue for the login bug", "file a bug ticket on GitHub about the crash",
          "github.create_issue", "auth", {"title": "login bug"}, {"title": "login bug"},
          {"isError": True, "content": [{"type": "text", "text": "403 Forbidden: bad credentials"}]},
          "github.auth_login", login="github.auth_login"),
        T("export", "en", "export the full customer list from the CRM", "dump every CRM customer to a file",
          "crm.export", "timeout", {"limit": 100000}, {"limit": 1000},
          {"error": "request timed out after 30s"}, "1000"),
        T("export", "zh", "从 CRM 导出全部客户列表", "把 CRM 里的所有客户导出成文件", "crm.export", "timeout",
          {"limit": 100000}, {"limit": 1000}, {"error": "请求超时（30 秒）"}, "1000"),
        T("query", "en", "run the analytics query over all orders", "aggregate revenue across every order",
          "db.query", "timeout", {"sql": "select * from orders", "page_size": 50000},
          {"sql": "select * from orders", "page_size": 500}, {"status": "timeout", "error": "deadline exceeded"},
          "500"),
        T("weather", "en", "check the weather in Paris", "what's the forecast for Paris tomorrow", "weather.get",
          "routine", {"city": "Paris"}, {"city": "Paris"}, None, ""),
        T("weather", "zh", "查一下上海的天气", "上海明天天气怎么样", "weather.get", "routine", {"city": "上海"},
          {"city": "上海"}, None, ""),
        T("translate", "en", "translate the README into German", "give me a German version of the README",
          "translate.text", "routine", {"to": "de"}, {"to": "de"}, None, ""),
    ]


def run1(hs: Hindsight, t: Task, trace_id: str, at: datetime) -> None:
    steps: list[tuple[str, Any, Any]] = []
    if t.mode == "routine":
        steps.append((t.tool, t.good, {"ok": True, "result": "done"}))
    else:
        steps.append((t.tool, t.bad, t.error))
        if t.mode == "auth":
            steps.append((t.login, {"user": "agent"}, {"token": "tok"}))
        steps.append((t.tool, t.good, {"ok": True, "result": "done"}))
    for i, (tool, inp, outp) in enumerate(steps):
        hs.trace_step(trace_id, i, intent=t.intent, tool_name=tool, tool_input=inp, tool_output=outp,
                      at=at + timedelta(seconds=i))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write-docs", action="store_true", help="rewrite the experience section of docs/benchmarks.md")
    args = ap.parse_args()
    t0 = time.perf_counter()
    e5 = E5Embedder()
    ts = tasks()
    t_start = datetime(2026, 5, 1, 9, tzinfo=UTC)
    with tempfile.TemporaryDirectory() as tmp:
        hs = Hindsight.open(Path(tmp) / "store", embedder=e5, settings=Settings(home=Path(tmp), judge="rules"))
        traces: dict[str, set[str]] = {}
        for n, t in enumerate(ts):
            tid = f"run1-{t.key}-{t.lang}"
            traces.setdefault(t.key, set()).add(tid)
            run1(hs, t, tid, t_start + timedelta(minutes=n))
        rep = hs.experience_distill(now=t_start + timedelta(hours=2))
        outcomes = [decide_outcome(t.error) for t in ts if t.mode != "routine"]
        rows: list[dict[str, Any]] = []
        for t in ts:
            hits = hs.experience_recall(t.paraphrase)
            right = [h for h in hits if traces[t.key] & set(h.experience.trace_ids)]
            prevented = t.mode != "routine" and any(t.fix in h.experience.action for h in hits)
            during = None
            if t.mode != "routine" and not prevented:
                dh = hs.experience_recall(t.paraphrase, tool_name=t.tool, error=str(t.error))
                during = any(t.fix in h.experience.action for h in dh)
            rows.append({"task": t, "hits": len(hits), "right": len(right), "prevented": prevented,
                         "during": during})
        hs.close()
    failing = [r for r in rows if r["task"].mode != "routine"]
    returned = sum(r["hits"] for r in rows)
    right_hits = sum(r["right"] for r in rows)
    precision = right_hits / returned if returned else 1.0
    recall = sum(1 for r in failing if r["right"]) / len(failing)
    prevented = sum(1 for r in failing if r["prevented"])
    during_fixed = sum(1 for r in failing if r["during"])
    routine_fp = sum(r["hits"] for r in rows if r["task"].mode == "routine")
    elapsed = time.perf_counter() - t0
    by_mode: dict[str, list[dict[str, Any]]] = {}
    for r in failing:
        by_mode.setdefault(r["task"].mode, []).append(r)
    lines = [
        "## Experience (issue 7)",
        "",
        f"`python bench/experience.py` - {len(ts)} scripted tasks ({len(failing)} with an injected failure, "
        f"{len(ts) - len(failing)} routine; EN + ZH), run 1 recorded with `trace_step`, distilled by the rules "
        f"({rep.traces} traces -> {len(rep.created)} experiences, {len(rep.reinforced)} merged as hits, "
        f"{len(rep.quarantined)} stopped by the write-time guard), run 2 "
        "with paraphrased intents. Real SQLite store, bundled e5 (threshold = calibration.experience "
        f"{e5.calibration.experience}). {_common.cpu_model()}, Python {platform.python_version()}, "
        f"{elapsed:.1f} s.",
        "",
        "| | no experience memory | experience memory |",
        "|---|---:|---:|",
        f"| before-task recall: precision of returned lessons | - | {precision:.2f} ({right_hits}/{returned}) |",
        f"| before-task recall: failing tasks whose lesson came back | - | {recall:.2f} |",
        f"| run-2 failures prevented (lesson's action = the fix) | 0/{len(failing)} | {prevented}/{len(failing)} |",
        f"| remaining failures fixed by the on-failure recall (tool + error) | 0/{len(failing) - prevented} | "
        f"{during_fixed}/{len(failing) - prevented} |",
        f"| lessons returned for routine tasks (should be 0) | - | {routine_fp} |",
        f"| run-1 steps judged `fail` from the business result | | {outcomes.count('fail')}/{len(outcomes)} |",
        "",
        "| failure mode | tasks | lesson recalled | prevented |",
        "|---|---:|---:|---:|",
    ]
    for mode, rs in sorted(by_mode.items()):
        lines.append(f"| {mode} | {len(rs)} | {sum(1 for r in rs if r['right'])} | "
                     f"{sum(1 for r in rs if r['prevented'])} |")
    misses = [r["task"] for r in failing if not r["prevented"]]
    if misses:
        lines += ["", "Not prevented: " + ", ".join(f"{t.key}/{t.lang} ({t.paraphrase!r})" for t in misses) + "."]
    section = "\n".join(lines) + "\n"
    print(section)
    if args.write_docs:
        _common.write_section("experience", section)
    sys.exit(0)


if __name__ == "__main__":
    main()
