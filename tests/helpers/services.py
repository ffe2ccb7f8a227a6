"""Real servers and processes for the deployment and reliability tests.

* :func:`service_urls` — the shared PostgreSQL + Redis (``HINDSIGHT_TEST_PG_URL`` / ``HINDSIGHT_TEST_REDIS_URL``;
  when unset, ``scripts/services up`` starts them);
* :func:`fresh_database` — a database with a random name on a PostgreSQL server (pgvector enabled), dropped
  afterwards, so concurrent test runs never see each other's rows;
* :class:`PrivatePostgres` / :class:`PrivateRedis` — servers of our own (tmp dir, free port) that a test may stop,
  kill and restart; the shared servers are never touched;
* :class:`Proc` — a ``hindsight`` CLI subprocess (``serve``, ``worker``, ``migrate``) with its log in a file.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import httpx

ROOT = Path(__file__).resolve().parents[2]
PGBIN = Path(os.environ.get("HINDSIGHT_PGBIN", "/usr/lib/postgresql/15/bin"))


def service_urls() -> tuple[str, str]:
    pg, redis = os.environ.get("HINDSIGHT_TEST_PG_URL"), os.environ.get("HINDSIGHT_TEST_REDIS_URL")
    if pg and redis:
        return pg, redis
    subprocess.run([str(ROOT / "scripts" / "services"), "up"], check=True)
    out = subprocess.run([str(ROOT / "scripts" / "services"), "env"], check=True, capture_output=True, text=True)
    env = dict(line.removeprefix("export ").split("=", 1) for line in out.stdout.splitlines()
               if line.startswith("export "))
    return pg or env["HINDSIGHT_TEST_PG_URL"], redis or env["HINDSIGHT_TEST_REDIS_URL"]


def with_db(url: str, db: str) -> str:
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path="/" + db))


@contextlib.contextmanager
def fresh_database(server_url: str, prefix: str = "hs_test") -> Iterator[str]:
    """``CREATE DATABASE <prefix>_<random>`` with pgvector; yields its URL; drops it (forcing) at the end."""
    import psycopg

    name = f"{prefix}_{uuid.uuid4().hex[:10]}"
    admin = with_db(server_url, "postgres")
    with psycopg.connect(admin, autocommit=True) as c:
        c.execute(f'CREATE DATABASE "{name}"')
    url = with_db(server_url, name)
    with psycopg.connect(url, autocommit=True) as c:
        c.execute("CREATE EXTENSION IF NOT EXISTS vector")
    try:
        yield url
    finally:
        with contextlib.suppress(Exception), psycopg.connect(admin, autocommit=True) as c:
            c.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _as_postgres(cmd: list[str]) -> list[str]:
    return ["runuser", "-u", "postgres", "--", *cmd] if os.geteuid() == 0 else cmd


class PrivatePostgres:
    """A PostgreSQL cluster of our own on a free port (the start logic of scripts/services), in a fresh directory
    under /tmp that the ``postgres`` user can reach (pytest's tmp dirs are private to root); ``remove()`` deletes
    it."""

    def __init__(self) -> None:
        self.base = Path(tempfile.mkdtemp(prefix="hs-pg-", dir="/tmp"))
        self.data, self.sock = self.base / "pg", self.base / "pgsock"
        self.port = free_port()
        self.url = f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def _run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        return subprocess.run(_as_postgres(list(args)), check=check, capture_output=True, text=True, timeout=60)

    def init(self) -> PrivatePostgres:
        os.chmod(self.base, 0o755)
        for d in (self.data, self.sock):
            d.mkdir()
            if os.geteuid() == 0:
                shutil.chown(d, "postgres", "postgres")
        self._run(str(PGBIN / "initdb"), "-D", str(self.data), "-A", "trust", "-U", "postgres", "--encoding=UTF8",
                  "--locale=C.UTF-8")
        return self

    def start(self) -> PrivatePostgres:
        opts = f"-p {self.port} -k {self.sock} -c listen_addresses=127.0.0.1 -c max_connections=100"
        self._run(str(PGBIN / "pg_ctl"), "-D", str(self.data), "-l", str(self.data / "log"), "-w", "-o", opts,
                  "start")
        return self

    def stop(self, mode: str = "fast") -> None:
        self._run(str(PGBIN / "pg_ctl"), "-D", str(self.data), "-m", mode, "-w", "stop", check=False)

    def remove(self) -> None:
        self.stop("immediate")
        shutil.rmtree(self.base, ignore_errors=True)


class PrivateRedis:
    """A ``redis-server`` of our own on a free port (no persistence unless ``appendonly``)."""

    def __init__(self, base: Path, *, appendonly: bool = False) -> None:
        self.base = base
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.appendonly = appendonly
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        self.base.mkdir(parents=True, exist_ok=True)
        self.proc = subprocess.Popen(
            ["redis-server", "--bind", "127.0.0.1", "--port", str(self.port), "--save", "",
             "--appendonly", "yes" if self.appendonly else "no", "--dir", str(self.base)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", self.port), timeout=0.2):
                return
            time.sleep(0.05)
        raise RuntimeError("redis-server did not start")

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


def clean_env(home: Path, **hindsight: Any) -> dict[str, str]:
    """The environment without the caller's HINDSIGHT_* settings, plus ``hindsight`` (keys without the prefix)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("HINDSIGHT_")}
    env["HINDSIGHT_HOME"] = str(home)
    env["PYTHONUNBUFFERED"] = "1"
    env.setdefault("OMP_NUM_THREADS", "1")
    for k, v in hindsight.items():
        env[f"HINDSIGHT_{k.upper()}"] = str(v)
    return env


def hindsight_cmd(*args: str) -> list[str]:
    """The console script the containers run (``ENTRYPOINT ["hindsight"]``), from this interpreter's venv."""
    script = Path(sys.executable).parent / "hindsight"
    if script.exists():
        return [str(script), *args]
    return [sys.executable, "-c", "import sys; from hindsight.faces.cli.main import main; sys.exit(main())", *args]


class Proc:
    """A ``hindsight`` subprocess (its own process group) logging to ``log``."""

    def __init__(self, args: list[str], env: dict[str, str], log: Path) -> None:
        self.log = log
        with log.open("ab") as f:
            self.p = subprocess.Popen(hindsight_cmd(*args), env=env, stdout=f, stderr=subprocess.STDOUT,
                                      cwd=ROOT, start_new_session=True)

    def text(self) -> str:
        return self.log.read_text(errors="replace")

    def wait_for_log(self, needle: str, timeout: float = 120.0) -> None:
        deadline = time.monotonic() + timeout
        while needle not in self.text():
            if self.p.poll() is not None:
                raise RuntimeError(f"process exited {self.p.returncode} before {needle!r}:\n{self.text()[-3000:]}")
            if time.monotonic() > deadline:
                raise TimeoutError(f"{needle!r} not logged:\n{self.text()[-3000:]}")
            time.sleep(0.05)

    def terminate(self, timeout: float = 60.0) -> int:
        if self.p.poll() is None:
            self.p.send_signal(signal.SIGTERM)
        return self.p.wait(timeout=timeout)

    def kill9(self) -> None:
        if self.p.poll() is None:
            os.killpg(self.p.pid, signal.SIGKILL)
            self.p.wait()


def wait_http(url: str, timeout: float = 120.0, proc: Proc | None = None) -> None:
    deadline = time.monotonic() + timeout
    while True:
        with contextlib.suppress(httpx.HTTPError):
            if httpx.get(url, timeout=2).status_code < 500:
                return
        if proc is not None and proc.p.poll() is not None:
            raise RuntimeError(f"server exited {proc.p.returncode}:\n{proc.text()[-3000:]}")
        if time.monotonic() > deadline:
            raise TimeoutError(f"{url} did not answer")
        time.sleep(0.1)


def wait_until(cond: Any, timeout: float = 60.0, step: float = 0.1, what: str = "condition") -> Any:
    deadline = time.monotonic() + timeout
    while True:
        v = cond()
        if v:
            return v
        if time.monotonic() > deadline:
            raise TimeoutError(f"{what} not reached in {timeout:g}s")
        time.sleep(step)
