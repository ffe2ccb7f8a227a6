"""Helpers shared by the benchmark scripts: the machine description and the docs/benchmarks.md sections."""

from __future__ import annotations

import fcntl
import os
import platform
import re
from pathlib import Path

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
