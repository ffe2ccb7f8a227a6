"""Keeps bench/mcp_surface.py from rotting: the size of ``tools/list`` per MCP tool profile, measured through real
in-process MCP client sessions (no model is loaded: the fast tier runs it)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from helpers.bench_modules import bench_module


def test_mcp_surface_measures_every_profile(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    mcp_surface = bench_module("mcp_surface")
    out = tmp_path / "mcp.json"
    mcp_surface.main(["--out", str(out)])
    res = json.loads(out.read_text(encoding="utf-8"))
    rows = res["profiles"]
    assert [r["profile"] for r in rows] == [*mcp_surface.PROFILES, "all, uncompacted SDK schemas"]
    core, mid, full, raw = rows
    assert 0 < core["tools"] < mid["tools"] <= full["tools"] == raw["tools"]
    assert set(core["names"]) < set(mid["names"]) <= set(full["names"]) == set(raw["names"])
    for r in rows:
        assert r["tools"] == len(r["names"]) and 0 < r["model_bytes"] <= r["bytes"]
        assert r["approx_tokens"] == round(r["model_bytes"] / 4)
    assert raw["model_bytes"] > full["model_bytes"]  # the compaction saves bytes
    assert res["core_within_budget"] == (core["bytes"] <= res["budget_bytes"])
    printed = capsys.readouterr().out
    assert "| `HINDSIGHT_MCP_TOOLS` | tools |" in printed and f"saved {out}" in printed
