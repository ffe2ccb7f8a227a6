"""The MCP face through the SDK's real Client: over stdio (a `hindsight mcp` subprocess) and over streamable HTTP
(a real uvicorn server on loopback). Every tool, the resources, structured output, and tool errors that say
exactly what is wrong with nothing half-written."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from mcp import Client, StdioServerParameters

from hindsight import Hindsight, Settings
from hindsight.embedder.e5 import E5Embedder
from hindsight.faces.http.app import RunningServer, create_app
from hindsight.faces.mcp.profile import CORE

pytestmark = [pytest.mark.integration, pytest.mark.anyio]

TOOLS = {
    "memory_write",
    "memory_search",
    "memory_get",
    "memory_trace",
    "memory_update",
    "memory_forget",
    "memory_review",
    "memory_conflicts",
    "memory_resolve_conflict",
}


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def call(c: Client, tool: str, args: dict[str, Any]) -> dict[str, Any]:
    r = await c.call_tool(tool, args)
    assert not r.is_error, (tool, r.content)
    assert isinstance(r.structured_content, dict), (tool, r)
    return r.structured_content


async def error(c: Client, tool: str, args: dict[str, Any]) -> str:
    r = await c.call_tool(tool, args)
    assert r.is_error, (tool, args, r.structured_content)
    text = " ".join(getattr(part, "text", "") for part in r.content)
    assert "Traceback" not in text
    return text


async def scenario(c: Client, bank: str, via: str) -> None:
    """The same agent session, whatever the transport."""
    tools = {t.name: t for t in (await c.list_tools()).tools}
    assert set(tools) >= TOOLS
    for t in tools.values():
        assert t.output_schema is not None, t.name  # structured content for every tool
        assert t.description and len(t.description) > 60, t.name
    wdesc = (tools["memory_write"].description or "").lower()
    assert "chit-chat" in wdesc and "source" in wdesc and "'agent'" in wdesc
    props = tools["memory_write"].input_schema["properties"]
    for arg in (
        "content", "kind", "source", "source_id", "session_id", "task_id", "bank", "confidence", "importance",
        "critical", "ttl_seconds", "observed_at", "query", "tags", "metadata", "idempotency_key",
    ):  # fmt: skip
        assert arg in props, arg
    assert props["kind"]["enum"] == ["episodic", "semantic"]
    sprops = tools["memory_search"].input_schema["properties"]
    assert {"query", "top_k", "bank", "min_confidence", "kinds", "include_inactive", "explain", "now"} <= set(sprops)

    w = await call(
        c,
        "memory_write",
        {
            "content": "The user prefers pytest over unittest",
            "source": "user",
            "source_id": "chat",
            "session_id": "s1",
            "tags": ["testing"],
            "observed_at": "2025-01-15T10:30:00Z",
            "bank": bank,
        },
    )
    assert w["action"] == "created" and w["status"] == "active" and w["confidence"] == 0.9
    dup = await call(c, "memory_write", {"content": "The user prefers pytest over unittest", "bank": bank})
    assert dup["action"] == "deduplicated" and dup["id"] == w["id"]
    inf = await call(c, "memory_write", {"content": "The user mostly writes Python", "source": "agent", "bank": bank})
    assert inf["confidence"] == 0.6
    await call(c, "memory_write", {"content": "用户住在北京朝阳区", "kind": "episodic", "bank": bank})

    s = await call(c, "memory_search", {"query": "which test framework", "bank": bank, "explain": True})
    assert s["timed_out"] is False
    top = s["results"][0]
    assert top["id"] == w["id"] and top["explain"]["final"] > 0
    assert {"id", "content", "kind", "status", "confidence", "score"} <= set(top)
    assert "rerank" in sprops and top["explain"]["reranker"] == "learned"  # the rerank stage, on by default
    plain = await call(c, "memory_search", {"query": "which test framework", "bank": bank, "explain": True,
                                            "rerank": "off"})
    assert all(h["explain"]["reranker"] is None for h in plain["results"])
    zh = await call(c, "memory_search", {"query": "北京", "bank": bank, "kinds": ["episodic"], "top_k": 1})
    assert zh["results"][0]["content"] == "用户住在北京朝阳区"
    # the relevance floor: nothing stored is close to a general-knowledge question, and the result says so
    off = await call(c, "memory_search", {"query": "Who won the 1998 football world cup?", "bank": bank})
    assert off["below_floor"] is True and off["results"] == []
    loose = await call(c, "memory_search", {"query": "Who won the 1998 football world cup?", "bank": bank,
                                            "min_score": 0})
    assert loose["below_floor"] is False and loose["results"]

    g = await call(c, "memory_get", {"memory_id": w["id"], "bank": bank})
    assert g["provenance"]["recorded_via"] == via and g["provenance"]["source_id"] == "chat"
    u = await call(
        c, "memory_update", {"memory_id": w["id"], "bank": bank, "confidence": 0.5, "reason": "user hesitated"}
    )
    assert u["confidence"] == 0.5
    tr = await call(c, "memory_trace", {"memory_id": w["id"], "bank": bank})
    assert [e["type"] for e in tr["events"]][:3] == ["created", "confirmed", "confidence_changed"]
    assert tr["provenance"]["session_id"] == "s1"

    # resources: memories and bank stats
    listed = {str(r.uri) for r in (await c.list_resources()).resources}
    assert f"bank://{bank}/stats" in listed and f"memory://{bank}/{w['id']}" in listed
    templates = {t.uri_template for t in (await c.list_resource_templates()).resource_templates}
    assert {"memory://{bank}/{memory_id}", "bank://{bank}/stats"} <= templates
    res = await c.read_resource(f"memory://{bank}/{w['id']}")
    assert json.loads(res.contents[0].text)["content"] == "The user prefers pytest over unittest"  # type: ignore[union-attr]
    stats = json.loads((await c.read_resource(f"bank://{bank}/stats")).contents[0].text)  # type: ignore[union-attr]
    assert stats["memories"] == 3

    # bad arguments: an is_error result naming the problem, and nothing written
    assert "confidence" in await error(c, "memory_write", {"content": "x", "confidence": 3, "bank": bank})
    assert "confidence" in await error(c, "memory_write", {"content": "x", "confidence": "high", "bank": bank})
    assert "observed_at" in await error(c, "memory_write", {"content": "x", "observed_at": "yesterday", "bank": bank})
    assert "kind" in await error(c, "memory_write", {"content": "x", "kind": "dream", "bank": bank})
    assert "source" in await error(c, "memory_write", {"content": "x", "source": "rumour", "bank": bank})
    assert "content" in await error(c, "memory_write", {"content": "   ", "bank": bank})
    assert "content" in await error(c, "memory_write", {"bank": bank})
    assert "bank" in await error(c, "memory_write", {"content": "x", "bank": "no such/bank"})
    assert "not_found" in await error(c, "memory_trace", {"memory_id": "mem_nope", "bank": bank})
    assert "unknown_bank" in await error(c, "memory_search", {"query": "x", "bank": "ghost"})
    assert "top_k" in await error(c, "memory_search", {"query": "x", "top_k": 0, "bank": bank})
    assert "now" in await error(c, "memory_search", {"query": "x", "now": "later", "bank": bank})
    assert "nothing to update" in await error(c, "memory_update", {"memory_id": w["id"], "bank": bank})
    assert "item_id" in await error(c, "memory_resolve_conflict", {"keep": "a", "bank": bank})
    after = json.loads((await c.read_resource(f"bank://{bank}/stats")).contents[0].text)  # type: ignore[union-attr]
    assert after["memories"] == 3

    f = await call(c, "memory_forget", {"memory_id": w["id"], "bank": bank, "reason": "asked"})
    assert f["status"] == "forgotten"
    gone = await call(c, "memory_search", {"query": "which test framework", "bank": bank})
    assert w["id"] not in [h["id"] for h in gone["results"]]

    # the review loop's tools
    old = await call(
        c,
        "memory_write",
        {"content": "The user drinks an Americano every morning", "observed_at": "2025-01-01T08:00:00Z", "bank": bank},
    )
    new = await call(
        c,
        "memory_write",
        {"content": "The user switched to lattes", "observed_at": "2025-03-01T08:00:00Z", "bank": bank},
    )
    report = await call(c, "memory_review", {"bank": bank, "now": "2025-03-02T00:00:00Z"})
    assert report["bank"] == bank and report["trigger"] == "manual"
    conflicts = await call(c, "memory_conflicts", {"bank": bank})
    assert conflicts["bank"] == bank and isinstance(conflicts["items"], list)
    item = await call(
        c,
        "memory_resolve_conflict",
        {"a_id": old["id"], "b_id": new["id"], "keep": "b", "reason": "user confirmed", "bank": bank},
    )
    assert item["status"] == "resolved" and item["resolution"] == "b"


@pytest.fixture
def home(tmp_path: Path) -> Path:
    return tmp_path / "home"


async def test_mcp_over_stdio(home: Path) -> None:
    env = {**os.environ, "HINDSIGHT_HOME": str(home), "HINDSIGHT_MCP_TOOLS": "all"}
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "hindsight", "mcp", "--db", str(home / "store.db")], env=env
    )
    async with Client(params, read_timeout_seconds=120) as c:
        await scenario(c, "default", "mcp")
        # leaving out `bank` uses the default bank
        w = await call(c, "memory_write", {"content": "The user's dog is called Biscuit"})
        assert w["bank"] == "default"
    with Hindsight.open(home / "store.db", settings=Settings(home=home)) as h:
        assert h.get(w["id"]).provenance.actor == "local"


@pytest.fixture
def http_server(tmp_path: Path, e5: E5Embedder) -> Iterator[RunningServer]:
    settings = Settings(home=tmp_path, review_interval_seconds=0, mcp_tools="all")
    h = Hindsight.open(tmp_path / "store", embedder=e5, settings=settings)
    with RunningServer(create_app(h)) as server:
        yield server
    h.close()


async def test_mcp_stdio_serves_the_core_profile_by_default(home: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "HINDSIGHT_MCP_TOOLS"} | {"HINDSIGHT_HOME": str(home)}
    params = StdioServerParameters(command=sys.executable, args=["-m", "hindsight", "mcp"], env=env)
    async with Client(params, read_timeout_seconds=120) as c:
        assert [t.name for t in (await c.list_tools()).tools] == list(CORE)
        w = await call(c, "memory_write", {"content": "The user's cat is called Miso"})
        assert w["action"] == "created"


async def test_mcp_over_streamable_http(http_server: RunningServer) -> None:
    async with Client(http_server.url + "/mcp") as c:
        await scenario(c, "team", "mcp")
    async with Client(http_server.url + "/mcp") as c:  # a second session sees the first one's memories
        s = await call(c, "memory_search", {"query": "北京", "bank": "team"})
        assert s["results"][0]["content"] == "用户住在北京朝阳区"
