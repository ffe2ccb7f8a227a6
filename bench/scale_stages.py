"""Per-stage time of ``Hindsight.search`` (``bench/scale.py --stages``): where a search spends its time.

Each stage of ``search/path.py`` (and the two store arms) is wrapped for the duration of a measurement; a stage
records its wall time (``perf_counter``) and the CPU time of the thread that ran it (``thread_time``: what the
stage itself cost, whatever the machine's load). The arms run on the search's worker threads, so their CPU is
theirs; the rest run on the caller's thread. Stages nest (``gather`` holds the arms and the query embedding;
``guard`` and ``restore`` come after ``run``), so the rows do not add up to the whole search.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from hindsight.search import expand, floor, path, rerank, scoring, speakers, when

#: (row name, module, attribute): what is timed, in the order of the search path
STAGES: list[tuple[str, Any, str]] = [
    ("gather: both arms + query embedding", path, "_gather"),
    ("read candidates (rows, cosines, vectors)", None, "read_candidates"),
    ("compare by name", path, "_compare_by_name"),
    ("fusion", scoring, "fuse"),
    ("score: profile, people, topic", path, "_score"),
    ("when boost", when, "boost"),
    ("speaker boost", speakers, "boost"),
    ("expand next turn", expand, "session_next"),
    ("rerank", rerank, "apply"),
    ("floor", floor, "apply"),
    ("hygiene (_tidy)", path, "_tidy"),
    ("bookkeeping: access + retrieval log", path, "_bookkeep"),
    ("read-time guard (F2)", path, "check_hits"),
    ("restore archived hits (D6)", path, "_restore_hits"),
]
ARMS = [("keyword arm", "keyword_search"), ("vector arm", "vector_search"), ("exact cosines", "similarities")]


class StageTimes:
    """Wall and thread-CPU milliseconds per stage, one list per stage (a stage not run in a search adds 0)."""

    def __init__(self) -> None:
        self.wall: dict[str, list[float]] = {}
        self.cpu: dict[str, list[float]] = {}
        self._cur: dict[str, list[float]] = {}
        self._lock = threading.Lock()

    def add(self, name: str, wall_ms: float, cpu_ms: float) -> None:
        with self._lock:
            cur = self._cur.setdefault(name, [0.0, 0.0])
            cur[0] += wall_ms
            cur[1] += cpu_ms

    def end_search(self, total_wall: float, total_cpu: float) -> None:
        """Close one search: every known stage gets its sum for this search (0 when it did not run)."""
        with self._lock:
            self._cur["search (whole)"] = [total_wall, total_cpu]
            for name in [*self.wall, *self._cur]:
                w, c = self._cur.get(name, [0.0, 0.0])
                self.wall.setdefault(name, []).append(w)
                self.cpu.setdefault(name, []).append(c)
            self._cur = {}


def _timed(times: StageTimes, name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        w0, c0 = time.perf_counter(), time.thread_time()
        try:
            return fn(*args, **kwargs)
        finally:
            times.add(name, (time.perf_counter() - w0) * 1000, (time.thread_time() - c0) * 1000)
    return wrapper


@contextmanager
def instrumented(store: Any, times: StageTimes) -> Iterator[None]:
    """Wrap the search path's stages and the store's arms; restore them afterwards."""
    saved: list[tuple[Any, str, Any]] = []
    for name, mod, attr in STAGES:
        target = store if mod is None else mod
        saved.append((target, attr, getattr(target, attr)))
        setattr(target, attr, _timed(times, name, getattr(target, attr)))
    for name, attr in ARMS:
        saved.append((store, attr, getattr(store, attr)))
        setattr(store, attr, _timed(times, name, getattr(store, attr)))
    try:
        yield
    finally:
        for target, attr, orig in reversed(saved):
            if target is store:
                delattr(store, attr)  # the instance attribute hid the class's method
            else:
                setattr(target, attr, orig)


def run_search(times: StageTimes, fn: Callable[[], Any]) -> Any:
    """One whole search, timed like its stages (process CPU: the arms' worker threads count too)."""
    w0, c0 = time.perf_counter(), time.process_time()
    r = fn()
    times.end_search((time.perf_counter() - w0) * 1000, (time.process_time() - c0) * 1000)
    return r


def _pct(xs: list[float], p: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, max(0, round(p / 100 * (len(s) - 1))))] if s else float("nan")


def summary(times: StageTimes) -> list[dict[str, Any]]:
    order = ["search (whole)", *(n for n, _, _ in STAGES[:1]), *(n for n, _ in ARMS),
             *(n for n, _, _ in STAGES[1:])]
    rows = []
    for name in order:
        if name not in times.wall:
            continue
        w, c = times.wall[name], times.cpu[name]
        rows.append({"stage": name, "wall_p50_ms": round(_pct(w, 50), 3), "wall_p95_ms": round(_pct(w, 95), 3),
                     "cpu_p50_ms": round(_pct(c, 50), 3), "cpu_p95_ms": round(_pct(c, 95), 3),
                     "cpu_mean_ms": round(sum(c) / len(c), 3)})
    return rows


def table(rows: list[dict[str, Any]]) -> list[str]:
    out = ["| stage | wall p50 ms | wall p95 ms | CPU p50 ms | CPU p95 ms | CPU mean ms |",
           "|---|---:|---:|---:|---:|---:|"]
    for r in rows:
        out.append(f"| {r['stage']} | {r['wall_p50_ms']:.2f} | {r['wall_p95_ms']:.2f} | {r['cpu_p50_ms']:.2f} | "
                   f"{r['cpu_p95_ms']:.2f} | {r['cpu_mean_ms']:.2f} |")
    return out
