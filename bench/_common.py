"""Helpers shared by the benchmark scripts: the machine description and the docs/benchmarks.md sections."""

from __future__ import annotations

import fcntl
import json
import os
import platform
import re
import socket
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs" / "benchmarks.md"


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def write_section(name: str, section: str, path: Path = DOCS) -> None:
    """Replace the ``<!-- name:start -->`` … ``<!-- name:end -->`` section of ``path`` (append it if missing).

    Several scripts write their own sections of the same file, possibly at once: the file is re-read and
    rewritten under an advisory lock, and only this section changes.
    """
    start, end = f"<!-- {name}:start -->", f"<!-- {name}:end -->"
    block = f"{start}\n{section.rstrip()}\n{end}"
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a+", encoding="utf-8") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            f.seek(0)
            text = f.read()
            if not text.strip():
                text = "# Benchmarks\n"
            pat = re.compile(re.escape(start) + r".*?" + re.escape(end), re.S)
            if pat.search(text):
                new = pat.sub(lambda _: block, text, count=1)
            else:
                new = text.rstrip("\n") + "\n\n" + block + "\n"
            f.seek(0)
            f.truncate()
            f.write(new)
            f.flush()
            os.fsync(f.fileno())
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


def save_json(res: dict[str, Any], path: Path, dumps: Callable[[Any], str] | None = None) -> None:
    """Write results atomically (a reader never sees half a file); ``dumps`` may format them compactly."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".json.tmp")
    body = dumps(res) if dumps else json.dumps(res, ensure_ascii=False, indent=1, default=str)
    tmp.write_text(body + "\n", encoding="utf-8")
    os.replace(tmp, path)


def publish(res: dict[str, Any], out: Path, text: str, section: str, write_docs: bool) -> int:
    """The end of a bench run: the results saved, the table printed, and (``write_docs``) its docs section
    rewritten. Returns the exit status."""
    save_json(res, out)
    print(text)
    if write_docs:
        write_section(section, text)
    return 0


# -- serving benchmarks (load.py, load_stall.py) ---------------------------------------------------------
def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def percentile(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    s = sorted(values)
    k = min(len(s) - 1, max(0, round(p / 100 * (len(s) - 1))))
    return s[k]


def wait_ready(base: str, proc: subprocess.Popen[bytes], timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"the server exited with {proc.returncode}")
        try:
            if httpx.get(base + "/health", timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    raise SystemExit("the server did not become healthy")
