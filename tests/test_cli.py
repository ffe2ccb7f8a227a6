"""The CLI mirrors the library: write, search, get, trace, update, forget, import/export, stats, errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest


def run(args: list[str], home: Path, stdin: bytes | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "HINDSIGHT_HOME": str(home), "COLUMNS": "200"}
    return subprocess.run(
        [sys.executable, "-m", "hindsight", *args],
        input=stdin.decode() if stdin else None,
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


@pytest.mark.integration
def test_cli_round_trip(tmp_path: Path) -> None:
    home = tmp_path / "home"
    w = run(["write", "The user prefers pytest over unittest", "--source", "user", "--tag", "testing", "--json"], home)
    assert w.returncode == 0, w.stderr
    wid = json.loads(w.stdout)["id"]
    w2 = run(["write", "用户住在北京朝阳区", "--bank", "zh", "--json"], home)
    assert json.loads(w2.stdout)["action"] == "created"

    s = run(["search", "which test framework", "--json"], home)
    assert s.returncode == 0, s.stderr
    body = json.loads(s.stdout)
    assert body["results"][0]["id"] == wid and body["results"][0]["explain"]["final"] > 0
    table = run(["search", "北京", "--bank", "zh"], home)
    assert "用户住在北京朝阳区" in table.stdout and "bm25" in table.stdout

    g = run(["get", wid], home)
    assert json.loads(g.stdout)["content"] == "The user prefers pytest over unittest"
    t = run(["trace", wid], home)
    assert "created" in t.stdout and "source=user" in t.stdout
    u = run(["update", wid, "--confidence", "0.5", "--reason", "unsure"], home)
    assert json.loads(u.stdout)["confidence"] == 0.5
    f = run(["forget", wid], home)
    assert f.returncode == 0
    assert json.loads(run(["search", "which test framework", "--json"], home).stdout)["results"] == []

    out = tmp_path / "export.jsonl"
    e = run(["export", "--bank", "zh", "-o", str(out)], home)
    assert e.returncode == 0 and len(out.read_text().splitlines()) == 1
    home2 = tmp_path / "home2"
    i = run(["import", str(out)], home2)
    assert i.returncode == 0, i.stderr
    assert "imported 1" in i.stdout
    e2 = run(["export", "--bank", "zh"], home2)
    assert e2.stdout.strip() == out.read_text().strip()
    st = run(["stats", "--json"], home2)
    assert {b["name"]: b["memories"] for b in json.loads(st.stdout)}["zh"] == 1


@pytest.mark.integration
def test_cli_bad_input(tmp_path: Path) -> None:
    home = tmp_path / "home"
    r = run(["write", "hello", "--confidence", "3"], home)
    assert r.returncode == 2 and "confidence" in r.stderr and "invalid_input" in r.stderr
    r = run(["search", "x", "--bank", "ghost"], home)
    assert r.returncode == 2 and "unknown_bank" in r.stderr
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(b'{"content": "fine"}\n{"content": oops}\n')
    r = run(["import", str(bad)], home)
    assert r.returncode == 2 and "line 2: malformed JSON" in r.stderr
    latin1 = tmp_path / "latin1.jsonl"
    latin1.write_bytes('{"content": "caf\xe9"}\n'.encode("latin-1"))
    r = run(["import", str(latin1)], home)
    assert r.returncode == 2 and "line 1: not valid UTF-8" in r.stderr
    r = run(["import", str(tmp_path / "missing.jsonl")], home)
    assert r.returncode == 2 and "no such file" in r.stderr


@pytest.mark.integration
def test_demo_runs(tmp_path: Path) -> None:
    r = run(["demo"], tmp_path)
    assert r.returncode == 0, r.stderr
    assert "deduplicated" in r.stdout and "用户喜欢喝美式咖啡" in r.stdout


@pytest.mark.integration
def test_cli_review_conflicts_resolve_audit(tmp_path: Path) -> None:
    home = tmp_path / "home"
    a = json.loads(run(["write", "The user lives in Berlin", "--observed-at", "2025-01-01T10:00:00Z", "--json"],
                       home).stdout)
    env_off = {"HINDSIGHT_EVENT_REVIEW": "false"}
    os.environ.update(env_off)
    try:
        b = json.loads(run(["write", "The user lives in Munich", "--observed-at", "2025-01-01T10:00:00Z", "--json"],
                           home).stdout)
    finally:
        os.environ.pop("HINDSIGHT_EVENT_REVIEW")
    assert b["action"] == "queued_for_review"
    r = run(["review", "--now", "2025-01-02T00:00:00Z", "--json"], home)
    assert r.returncode == 0, r.stderr
    assert sorted(json.loads(r.stdout)["disputed"]) == sorted([a["id"], b["id"]])
    c = run(["conflicts", "--json"], home)
    items = json.loads(c.stdout)
    assert len(items) == 1
    res = run(["resolve", items[0]["id"], "--keep", "a", "--reason", "checked"], home)
    assert res.returncode == 0 and "kept a" in res.stdout
    assert json.loads(run(["get", a["id"]], home).stdout)["status"] == "active"
    aud = run(["audit"], home)
    assert aud.returncode == 0 and "open contradictions" in aud.stdout
    table = run(["review"], home)
    assert "examined" in table.stdout


@pytest.mark.integration
def test_cli_relevance_floor_and_context(tmp_path: Path) -> None:
    home = tmp_path / "home"
    assert run(["write", "The user is allergic to peanuts", "--source", "user"], home).returncode == 0
    off = json.loads(run(["search", "Who won the 1998 football world cup?", "--json"], home).stdout)
    assert off["below_floor"] is True and off["results"] == [] and off["min_score"] > 0
    loose = json.loads(run(["search", "Who won the 1998 football world cup?", "--min-score", "0", "--json"],
                           home).stdout)
    assert loose["below_floor"] is False and loose["results"]
    c = run(["context", "s1", "Is the user allergic to anything?"], home)
    assert c.returncode == 0, c.stderr
    assert "allergic to peanuts" in c.stdout
    c2 = run(["context", "s1", "Who won the 1998 football world cup?"], home)
    assert "relevance floor" in c2.stdout and "peanuts" not in c2.stdout
