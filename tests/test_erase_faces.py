"""Erasure and listing on the faces: REST (real HTTP on loopback), MCP (the SDK's real client over streamable
HTTP) and the CLI (a subprocess). Each checks the happy path, the precise 4xx / tool error of bad input, and
that a repeated erase gives the same tombstone."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from mcp import Client

from helpers.hash_embedder import HashEmbedder
from hindsight import Hindsight, Settings
from hindsight.faces.http.app import RunningServer, create_app


@pytest.fixture
def server(tmp_path: Path, hash_embedder: HashEmbedder) -> Iterator[RunningServer]:
    h = Hindsight.open(tmp_path / "store", embedder=hash_embedder,
                       settings=Settings(home=tmp_path, review_interval_seconds=0, mcp_tools="all"))
    with RunningServer(create_app(h)) as s:
        yield s
    h.close()


def _write(api: httpx.Client, bank: str, content: str) -> str:
    r = api.post(f"/v1/banks/{bank}/memories", json={"content": content})
    assert r.status_code == 200, r.text
    return str(r.json()["id"])


def _error(r: httpx.Response, status: int) -> dict[str, Any]:
    assert r.status_code == status, r.text
    return dict(r.json()["error"])


def test_rest_erase_list_and_delete_bank(server: RunningServer) -> None:
    with httpx.Client(base_url=server.url, timeout=30) as api:
        ids = [_write(api, "team", f"The user's project {w} ships in {m}")
               for w, m in (("Apollo", "March"), ("Borealis", "June"), ("Cygnus", "October"))]
        url = f"/v1/banks/team/memories/{ids[0]}/erase"
        assert _error(api.post(url, json={}), 422)["field"] == "reason"
        assert _error(api.post(url, json={"reason": "   "}), 422)["field"] == "reason"
        assert _error(api.post(url, json={"reason": "x", "extra": 1}), 422)
        assert _error(api.post("/v1/banks/team/memories/mem_nope/erase", json={"reason": "x"}), 404)["code"] == (
            "not_found")
        first = api.post(url, json={"reason": "the user asked"})
        assert first.status_code == 200 and first.json()["status"] == "erased", first.text
        again = api.post(url, json={"reason": "again"}).json()
        assert again["already_erased"] and again["erased_at"] == first.json()["erased_at"]
        assert api.get(f"/v1/banks/team/memories/{ids[0]}").status_code == 404
        export = api.get("/v1/banks/team/export")
        assert export.status_code == 200 and "Apollo" not in export.text

        page = api.get("/v1/banks/team/list", params={"limit": 1}).json()
        assert [m["id"] for m in page["items"]] == [ids[2]] and page["next_cursor"]
        page2 = api.get("/v1/banks/team/list", params={"limit": 1, "cursor": page["next_cursor"]}).json()
        assert [m["id"] for m in page2["items"]] == [ids[1]] and page2["next_cursor"] is None
        assert api.get("/v1/banks/team/list", params={"status": "forgotten"}).json()["items"] == []
        bad = api.get("/v1/banks/team/list", params={"cursor": "zzz"})
        assert _error(bad, 422)["field"] == "cursor"
        assert _error(api.get("/v1/banks/team/list", params={"status": "gone"}), 422)["field"] == "status"
        assert _error(api.get("/v1/banks/nobank/list"), 404)["code"] == "unknown_bank"

        d = api.delete("/v1/banks/team", params={"reason": "account closed"})
        assert d.status_code == 200 and d.json()["removed"]["memories"] == 2, d.text
        assert _error(api.delete("/v1/banks/team"), 404)["code"] == "unknown_bank"
        assert "team" not in [b["name"] for b in api.get("/v1/banks").json()]


@pytest.mark.anyio
async def test_mcp_memory_erase_and_list(server: RunningServer) -> None:
    with httpx.Client(base_url=server.url, timeout=30) as api:
        mid = _write(api, "mcpbank", "The user's spare key is under the blue flowerpot")
    async with Client(server.url + "/mcp") as c:
        names = {t.name for t in (await c.list_tools()).tools}
        assert {"memory_erase", "memory_list"} <= names
        missing = await c.call_tool("memory_erase", {"memory_id": mid, "bank": "mcpbank"})
        assert missing.is_error and "reason" in " ".join(getattr(p, "text", "") for p in missing.content)
        unknown = await c.call_tool("memory_erase", {"memory_id": "mem_nope", "bank": "mcpbank", "reason": "x"})
        assert unknown.is_error and "not found" in " ".join(getattr(p, "text", "") for p in unknown.content)
        listed = await c.call_tool("memory_list", {"bank": "mcpbank"})
        assert not listed.is_error and listed.structured_content is not None
        assert [m["id"] for m in listed.structured_content["items"]] == [mid]
        r = await c.call_tool("memory_erase", {"memory_id": mid, "bank": "mcpbank", "reason": "the user asked"})
        assert not r.is_error and r.structured_content is not None and r.structured_content["status"] == "erased"
        r2 = await c.call_tool("memory_erase", {"memory_id": mid, "bank": "mcpbank", "reason": "again"})
        assert r2.structured_content is not None and r2.structured_content["already_erased"] is True
        empty = await c.call_tool("memory_list", {"bank": "mcpbank"})
        assert empty.structured_content is not None and empty.structured_content["items"] == []


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def _cli(args: list[str], home: Path, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "HINDSIGHT_HOME": str(home), "COLUMNS": "200"}
    return subprocess.run([sys.executable, "-m", "hindsight", *args], capture_output=True, text=True, env=env,
                          input=stdin, timeout=300)


@pytest.mark.integration
def test_cli_erase_list_and_banks_delete(tmp_path: Path) -> None:
    home = tmp_path / "home"
    w = _cli(["write", "The user's wifi password hint is seashell", "--json"], home)
    assert w.returncode == 0, w.stderr
    mid = json.loads(w.stdout)["id"]
    no_reason = _cli(["erase", mid], home)
    assert no_reason.returncode == 2 and "--reason" in no_reason.stderr
    listed = _cli(["list", "--json"], home)
    assert listed.returncode == 0 and [m["id"] for m in json.loads(listed.stdout)["items"]] == [mid]
    done = _cli(["erase", mid, "--reason", "the user asked"], home)
    assert done.returncode == 0 and f"erased {mid}" in done.stdout, done.stderr
    again = _cli(["erase", mid, "--reason", "again", "--json"], home)
    assert again.returncode == 0 and json.loads(again.stdout)["already_erased"] is True
    unknown = _cli(["erase", "mem_nope", "--reason", "x"], home)
    assert unknown.returncode == 2 and "not_found" in unknown.stderr
    refused = _cli(["banks", "delete", "default"], home, stdin="n\n")
    assert refused.returncode != 0
    gone = _cli(["banks", "delete", "default", "--yes", "--json"], home)
    assert gone.returncode == 0 and json.loads(gone.stdout)["bank"] == "default", gone.stderr
    after = _cli(["list", "--json"], home)  # opening the store creates the default bank again, empty
    assert after.returncode == 0 and json.loads(after.stdout)["items"] == [], after.stderr
