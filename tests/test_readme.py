"""Every README example does what it promises when pasted as is.

The Python blocks run in order in one namespace against an embedded store in a temp ``HINDSIGHT_HOME`` (the real
e5 model); what they print is checked against what their comments promise. The shell blocks run in bash with the
``hindsight`` command on PATH, in a temp working directory, the curl ones against a real server on loopback (the
README's ``http://127.0.0.1:8765`` replaced by its address). A shell block that cannot run here is listed in
``NOT_RUN`` with the reason and the test that covers it instead; a new block that is neither run nor listed fails
the test. JSON blocks must parse.
"""

from __future__ import annotations

import ast
import json
import os
import re
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from hindsight import Hindsight, Settings
from hindsight.embedder.e5 import E5Embedder
from hindsight.faces.http.app import RunningServer, create_app

README = Path(__file__).resolve().parents[1] / "README.md"
FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.DOTALL | re.MULTILINE)
README_URL = "http://127.0.0.1:8765"
#: shell blocks not run here, by their first line: why, and which test covers them
NOT_RUN = {
    "./scripts/serve.sh": "installs into .venv and serves forever; scripts/test.sh is what CI runs",
    "hindsight write \"The staging DB": "placeholders (MEM_ID, ITEM_ID); tests/test_cli.py runs these commands",
    "hindsight proxy --intent": "needs the user's own MCP server; tests/test_experience.py drives the proxy",
    "export HINDSIGHT_STORE_URL=postgresql": "needs PostgreSQL and Redis; tests/test_deploy.py runs serve + worker",
}


def blocks(lang: str) -> list[str]:
    return [body for tag, body in FENCE.findall(README.read_text(encoding="utf-8")) if tag == lang]


def json_values(text: str) -> Iterator[Any]:
    """The JSON documents curl printed back to back."""
    dec, i = json.JSONDecoder(), 0
    while i < len(text):
        if text[i].isspace():
            i += 1
            continue
        value, i = dec.raw_decode(text, i)
        yield value


def test_json_blocks_parse() -> None:
    found = blocks("json")
    assert found
    for body in found:
        json.loads(body)


def test_every_shell_block_is_run_or_excused() -> None:
    runnable = [b for b in blocks("bash") if not _excused(b)]
    assert any(b.startswith("curl") for b in runnable) and any("hindsight config" in b for b in runnable)
    firsts = {b.splitlines()[0] for b in blocks("bash")}
    for prefix in NOT_RUN:
        assert any(f.startswith(prefix) for f in firsts), f"NOT_RUN lists a block the README no longer has: {prefix}"


def _excused(body: str) -> bool:
    return any(body.splitlines()[0].startswith(prefix) for prefix in NOT_RUN)


@pytest.fixture()
def shell_env(tmp_path: Path) -> dict[str, str]:
    """A PATH with a ``hindsight`` command running this checkout, an empty HINDSIGHT_HOME, no HINDSIGHT_ settings."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    shim = bin_dir / "hindsight"
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m hindsight "$@"\n')
    shim.chmod(shim.stat().st_mode | stat.S_IEXEC)
    env = {k: v for k, v in os.environ.items() if not k.startswith("HINDSIGHT_")}
    src = str(Path(__file__).resolve().parents[1] / "src")
    env.update(PATH=f"{bin_dir}:{env.get('PATH', '')}", HINDSIGHT_HOME=str(tmp_path / "home"), COLUMNS="200",
               PYTHONPATH=os.pathsep.join(p for p in (src, env.get("PYTHONPATH")) if p))
    return env


def _bash(body: str, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["bash", "-euo", "pipefail", "-c", body], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=300)


@pytest.mark.integration
def test_shell_blocks(tmp_path: Path, shell_env: dict[str, str], e5: E5Embedder) -> None:
    runnable = [b for b in blocks("bash") if not _excused(b)]
    hs = Hindsight.open(tmp_path / "served.db", embedder=e5)
    server = RunningServer(create_app(hs, Settings(host="127.0.0.1"), review_loop=False))
    try:
        for i, body in enumerate(runnable):
            cwd = tmp_path / f"block{i}"
            cwd.mkdir()
            done = _bash(body.replace(README_URL, server.url), cwd, shell_env)
            assert done.returncode == 0, f"README block failed:\n{body}\n--- stdout\n{done.stdout}\n{done.stderr}"
            _check(body, done)
    finally:
        server.stop()
        hs.close()


def _check(body: str, done: subprocess.CompletedProcess[str]) -> None:
    """What each runnable block promises."""
    if body.startswith("curl"):
        written, found = list(json_values(done.stdout))
        assert written["action"] == "created"
        assert found["results"][0]["content"] == "The user prefers pytest over unittest"
        assert found["results"][0]["explain"]["final"] > 0
    elif "hindsight --version" in body:
        assert re.match(r"hindsight \d+\.\d+", done.stdout)
        assert re.search(r"HINDSIGHT_JUDGE +rules +\(\.env\)", done.stdout)
    elif "hindsight keys create" in body:
        assert done.stdout.startswith("hs_")
        assert "first API key" in done.stderr and "revoked" in done.stderr
    else:
        pytest.fail(f"no check for README block:\n{body}")


@pytest.mark.integration
def test_python_blocks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    for k in list(os.environ):
        if k.startswith("HINDSIGHT_"):
            monkeypatch.delenv(k)
    monkeypatch.setenv("HINDSIGHT_HOME", str(tmp_path / "home"))
    monkeypatch.chdir(tmp_path)
    ns: dict[str, Any] = {"__name__": "readme"}
    printed: list[str] = []
    try:
        for body in blocks("python"):
            if "Hindsight.connect(" in body:  # the shared-server example talks to a real server on loopback
                local = ns.get("hs")
                shared = Hindsight.open(tmp_path / "shared", settings=Settings(home=tmp_path / "shared"))
                with RunningServer(create_app(shared)) as server:
                    exec(compile(body.replace("http://127.0.0.1:8765", server.url), "README.md", "exec"), ns)
                ns["hs"].close()
                shared.close()
                ns["hs"] = local  # the next blocks go on with the embedded instance
            else:
                exec(compile(body, "README.md", "exec"), ns)
            printed.append(capsys.readouterr().out)
    finally:
        if isinstance(ns.get("hs"), Hindsight):
            ns["hs"].close()
    basics, erasure, remote, conversation, experience = printed
    assert erasure.splitlines()[0] == "erased", erasure
    # the shared server: the same calls through Hindsight.connect
    assert remote.splitlines() == ["created", "The user prefers pytest over unittest"], remote
    # the first block: the coffee memory answers the coffee question, with its explain breakdown
    assert basics.splitlines()[0].split(" ", 1)[1].startswith("用户喜欢喝美式咖啡")
    # observe: the layers its comment names; context: recent turns first, then the memories
    assert conversation.splitlines()[0] == "['dropped', 'long_term', 'long_term']"
    block = ns["block"]
    working = [p.text for p in block.parts if p.layer == "working"]
    assert any("Next Tuesday I fly to Beijing" in t for t in working), block.text
    assert any("花生" in t for t in working), block.text
    assert any(p.layer == "long_term" and "airsick" in p.text for p in block.parts), block.text
    # experience: a lesson is distilled and recalled
    lessons, recalled = (ast.literal_eval(line) for line in experience.splitlines()[:2])
    assert lessons and recalled
    assert any("login" in lesson for lesson in lessons)
