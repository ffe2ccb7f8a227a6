"""API keys and bank isolation: keys hashed at rest, `hindsight keys` CLI, bearer auth on REST and on streamable
MCP (no key, wrong bank, read-only key writing, revoked key), attribution of every write to its key, and
`hindsight serve` refusing a non-loopback address without keys."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import httpx2
import pytest
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client

from hindsight import Hindsight, InvalidInput, Settings
from hindsight.embedder.e5 import E5Embedder
from hindsight.errors import Unauthorized
from hindsight.faces.auth import Authenticator
from hindsight.faces.http.app import RunningServer, create_app
from hindsight.store.sqlite.keys import SQLiteKeyStore


def cli(args: list[str], home: Path, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "HINDSIGHT_HOME": str(home), "COLUMNS": "200"}
    return subprocess.run(
        [sys.executable, "-m", "hindsight", *args], capture_output=True, text=True, env=env, timeout=timeout
    )


# -- the key store ---------------------------------------------------------------------------------------


def test_keys_are_hashed_at_rest(tmp_path: Path) -> None:
    db = tmp_path / "hindsight.db"
    ks = SQLiteKeyStore(db)
    key, token = ks.create(banks=["team", "team", "ops"], scope="write", name="agent-a")
    assert token.startswith("hs_") and key.id.startswith("key_") and token[3:15] == key.id[4:]
    assert key.banks == ["team", "ops"] and key.actor == "agent-a"
    assert ks.verify(token) == key
    assert ks.verify(token + "x") is None and ks.verify("hs_000000000000_" + "a" * 43) is None
    assert ks.verify("garbage") is None and ks.verify("") is None
    admin, _ = ks.create(banks=["team", "*"], scope="admin")
    assert admin.banks == ["*"] and admin.actor == admin.id
    ks.close()
    raw = (
        db.read_bytes() + (db.parent / "hindsight.db-wal").read_bytes()
        if (db.parent / "hindsight.db-wal").exists()
        else db.read_bytes()
    )
    secret = token.split("_", 2)[2]
    assert secret.encode() not in raw and token.encode() not in raw

    ks = SQLiteKeyStore(db)
    assert [k.id for k in ks.list()] == [key.id, admin.id]
    assert ks.has_keys()
    revoked = ks.revoke("agent-a")
    assert revoked.revoked_at is not None and ks.verify(token) is None
    assert [k.id for k in ks.list(include_revoked=False)] == [admin.id]
    assert ks.has_keys()  # revoking never reopens a server
    with pytest.raises(InvalidInput, match="already exists"):
        ks.create(banks=["team"], scope="read", name="agent-a")
    with pytest.raises(InvalidInput, match="scope"):
        ks.create(banks=["team"], scope="root")  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="banks"):
        ks.create(banks=["no/slash"], scope="read")
    with pytest.raises(InvalidInput, match="banks"):
        ks.create(banks=[], scope="read")
    ks.close()


def test_authenticator_rules(tmp_path: Path) -> None:
    ks = SQLiteKeyStore(tmp_path / "k.db")
    open_auth = Authenticator(ks, open_access=True)
    assert open_auth.principal(None).actor == "local"  # loopback, no keys yet
    with pytest.raises(Unauthorized):
        open_auth.principal("Bearer nope")
    closed = Authenticator(ks, open_access=False)
    with pytest.raises(Unauthorized, match="missing API key"):
        closed.principal(None)
    _, token = ks.create(banks=["team"], scope="read", name="r")
    with pytest.raises(Unauthorized, match="missing API key"):
        open_auth.principal(None)  # once a key exists, every caller needs one
    with pytest.raises(Unauthorized, match="Bearer"):
        open_auth.principal(f"Basic {token}")
    p = open_auth.principal(f"Bearer {token}")
    assert p.actor == "r" and p.may("team", "read") and not p.may("team", "write") and not p.may("other", "read")
    assert p.default_bank("default") == "team"
    ks.close()


def keys_cli(args: list[str], home: Path) -> Any:
    """`hindsight keys ...` in process (the real typer app; subprocesses pay ~3 s of imports each)."""
    from typer.testing import CliRunner

    from hindsight.faces.cli.main import app

    return CliRunner().invoke(app, ["keys", *args], env={"HINDSIGHT_HOME": str(home), "COLUMNS": "200"})


def test_keys_cli(tmp_path: Path) -> None:
    home = tmp_path / "home"
    r = keys_cli(["create", "--bank", "team", "--bank", "ops", "--scope", "read", "--name", "reader"], home)
    assert r.exit_code == 0, r.output
    token = r.stdout.strip()
    assert token.startswith("hs_") and "cannot be shown again" in r.stderr
    admin = json.loads(keys_cli(["create", "--bank", "*", "--scope", "admin", "--json"], home).stdout)
    assert admin["banks"] == ["*"] and admin["token"].startswith("hs_")
    listed = json.loads(keys_cli(["list", "--json"], home).stdout)
    assert [k["name"] for k in listed] == ["reader", None] and all("token" not in k for k in listed)
    table = keys_cli(["list"], home).stdout
    assert "reader" in table and token not in table
    assert keys_cli(["revoke", "reader"], home).exit_code == 0
    assert [k["id"] for k in json.loads(keys_cli(["list", "--json"], home).stdout)] == [admin["id"]]
    assert len(json.loads(keys_cli(["list", "--all", "--json"], home).stdout)) == 2
    bad = keys_cli(["create", "--bank", "team", "--scope", "root"], home)
    assert bad.exit_code == 2 and "scope" in bad.stderr
    missing = keys_cli(["revoke", "key_nope"], home)
    assert missing.exit_code == 2 and "not_found" in missing.stderr
    # the token is stored nowhere: only its hash is in the store file
    db = home / "hindsight.db"
    raw = b"".join(p.read_bytes() for p in db.parent.glob("hindsight.db*"))
    assert token.encode() not in raw and admin["token"].encode() not in raw


@pytest.mark.integration
def test_serve_refuses_non_loopback_without_keys(tmp_path: Path) -> None:
    home = tmp_path / "home"
    r = cli(["serve", "--host", "0.0.0.0", "--port", "0"], home, timeout=60)
    assert r.returncode == 2 and "refusing to serve 0.0.0.0 without API keys" in r.stderr
    assert "--allow-no-auth" in r.stderr


# -- REST and MCP with keys --------------------------------------------------------------------------------


class Keys:
    def __init__(self, ks: SQLiteKeyStore) -> None:
        self.admin = ks.create(banks=["*"], scope="admin", name="ops")[1]
        self.a = ks.create(banks=["team"], scope="write", name="agent-a")[1]
        self.b = ks.create(banks=["team", "b-private"], scope="write", name="agent-b")[1]
        self.reader = ks.create(banks=["team"], scope="read", name="reader")[1]
        self.temp = ks.create(banks=["team"], scope="write", name="temp")[1]


@pytest.fixture(scope="module")
def keyed(tmp_path_factory: pytest.TempPathFactory, e5: E5Embedder) -> Iterator[tuple[RunningServer, Keys, Any]]:
    home = tmp_path_factory.mktemp("auth")
    hs = Hindsight.open(home / "store", embedder=e5, settings=Settings(home=home, review_interval_seconds=0,
                                                                               mcp_tools="all"))
    ks = SQLiteKeyStore(hs.store.path)  # type: ignore[attr-defined]
    keys = Keys(ks)
    with RunningServer(create_app(hs, keys=ks, open_access=True)) as server:
        yield server, keys, ks
    ks.close()
    hs.close()


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@pytest.mark.integration
def test_rest_auth_and_isolation(keyed: tuple[RunningServer, Keys, Any]) -> None:
    server, k, ks = keyed
    api = httpx.Client(base_url=server.url, timeout=30)
    mem = {"content": "The team deploys on Fridays"}

    # no key / wrong key: 401 with a WWW-Authenticate challenge, even on loopback once keys exist
    r = api.post("/v1/banks/team/memories", json=mem)
    assert r.status_code == 401 and r.json()["error"]["code"] == "unauthorized"
    assert r.headers["www-authenticate"].startswith("Bearer")
    assert api.get("/v1/banks", headers=bearer("hs_000000000000_" + "x" * 43)).status_code == 401
    assert api.get("/v1/banks", headers={"Authorization": "Token abc"}).status_code == 401
    assert api.get("/health").status_code == 200  # probes need no key

    # a write key writes to its bank; the write is attributed to the key
    w = api.post("/v1/banks/team/memories", json=mem, headers=bearer(k.a))
    assert w.status_code == 200, w.text
    wid = w.json()["id"]
    m = api.get(f"/v1/banks/team/memories/{wid}", headers=bearer(k.reader)).json()
    assert m["provenance"]["actor"] == "agent-a" and m["provenance"]["recorded_via"] == "http"

    # another agent confirms it: the event says who
    again = api.post("/v1/banks/team/memories", json=mem, headers=bearer(k.b))
    assert again.json()["action"] == "deduplicated"
    events = api.get(f"/v1/banks/team/memories/{wid}/trace", headers=bearer(k.b)).json()["events"]
    assert [(e["type"], e["actor"]) for e in events] == [("created", "agent-a"), ("confirmed", "agent-b")]

    # wrong bank: 403 (and the bank is not created)
    r = api.post("/v1/banks/b-private/memories", json={"content": "secret plan"}, headers=bearer(k.a))
    assert r.status_code == 403 and "b-private" in r.json()["error"]["message"]
    assert api.post("/v1/banks/b-private/search", json={"query": "x"}, headers=bearer(k.a)).status_code == 403
    assert api.get(f"/v1/banks/b-private/memories/{wid}", headers=bearer(k.reader)).status_code == 403
    assert api.get("/v1/banks/b-private/export", headers=bearer(k.a)).status_code == 403
    assert api.post("/v1/banks/b-private/memories", json={"content": "b's own"}, headers=bearer(k.b)).status_code == 200

    # read scope cannot write, update, forget, import or review
    ro = bearer(k.reader)
    for method, path, body in [
        ("POST", "/v1/banks/team/memories", mem),
        ("POST", "/v1/banks/team/memories/batch", {"items": [mem]}),
        ("PATCH", f"/v1/banks/team/memories/{wid}", {"confidence": 0.1}),
        ("DELETE", f"/v1/banks/team/memories/{wid}", None),
        ("POST", "/v1/banks/team/review", None),
        ("POST", "/v1/banks/team/conflicts/resolve", {"item_id": "x", "keep": "a"}),
    ]:
        r = api.request(method, path, json=body, headers=ro)
        assert r.status_code == 403 and "scope" in r.json()["error"]["message"], (method, path, r.text)
    r = api.post(
        "/v1/banks/team/import", content=b'{"content": "x"}\n', headers={**ro, "content-type": "application/x-ndjson"}
    )
    assert r.status_code == 403
    assert api.post("/v1/banks/team/search", json={"query": "deploy"}, headers=ro).status_code == 200
    assert api.get(f"/v1/banks/team/memories/{wid}", headers=ro).json()["content"] == mem["content"]

    # bank listings only show what a key may read
    assert {b["name"] for b in api.get("/v1/banks", headers=bearer(k.a)).json()} == {"team"}
    assert {b["name"] for b in api.get("/v1/banks", headers=bearer(k.admin)).json()} >= {"team", "b-private"}

    # a revoked key stops working at once
    assert api.get("/v1/banks/team", headers=bearer(k.temp)).status_code == 200
    ks.revoke("temp")
    r = api.get("/v1/banks/team", headers=bearer(k.temp))
    assert r.status_code == 401 and "revoked" in r.json()["error"]["message"]
    api.close()


@pytest.mark.integration
@pytest.mark.anyio
async def test_mcp_http_auth(keyed: tuple[RunningServer, Keys, Any]) -> None:
    server, k, _ = keyed
    url = server.url + "/mcp"

    def client(hc: httpx2.AsyncClient) -> Client:
        return Client(streamable_http_client(url, http_client=hc))

    with pytest.raises(Exception):  # noqa: B017 - no key: the server answers 401 before any MCP exchange
        async with Client(url) as c:
            await c.list_tools()

    async with httpx2.AsyncClient(headers=bearer(k.b), timeout=30) as hc, client(hc) as c:
        # bank left out: agent-b has two banks, so the store default applies and is refused
        r = await c.call_tool("memory_write", {"content": "The team uses trunk-based development"})
        assert r.is_error and "forbidden" in r.content[0].text  # type: ignore[union-attr]
        w = await c.call_tool("memory_write", {"content": "The team uses trunk-based development", "bank": "team"})
        assert not w.is_error and w.structured_content["action"] == "created"  # type: ignore[index]
        wid = w.structured_content["id"]  # type: ignore[index]
        t = await c.call_tool("memory_trace", {"memory_id": wid, "bank": "team"})
        prov = t.structured_content["provenance"]  # type: ignore[index]
        assert prov["actor"] == "agent-b" and prov["recorded_via"] == "mcp"
        listed = {str(x.uri) for x in (await c.list_resources()).resources}
        assert "bank://team/stats" in listed and "bank://b-private/stats" in listed

    async with httpx2.AsyncClient(headers=bearer(k.a), timeout=30) as hc, client(hc) as c:
        # agent-a has one bank: it is the default
        s = await c.call_tool("memory_search", {"query": "trunk-based development"})
        assert not s.is_error and s.structured_content["bank"] == "team"  # type: ignore[index]
        r = await c.call_tool("memory_search", {"query": "x", "bank": "b-private"})
        assert r.is_error and "b-private" in r.content[0].text  # type: ignore[union-attr]
        listed = {str(x.uri) for x in (await c.list_resources()).resources}
        assert "bank://b-private/stats" not in listed
        with pytest.raises(Exception):  # noqa: B017 - the resource of another bank is refused
            await c.read_resource("bank://b-private/stats")

    async with httpx2.AsyncClient(headers=bearer(k.reader), timeout=30) as hc, client(hc) as c:
        r = await c.call_tool("memory_write", {"content": "Readers cannot write"})
        assert r.is_error and "scope" in r.content[0].text  # type: ignore[union-attr]
        f = await c.call_tool("memory_forget", {"memory_id": wid})
        assert f.is_error
        s = await c.call_tool("memory_search", {"query": "trunk-based"})
        assert not s.is_error


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.integration
@pytest.mark.anyio
async def test_mcp_stdio_acts_as_its_key(tmp_path: Path) -> None:
    home = tmp_path / "home"
    ks = SQLiteKeyStore(home / "hindsight.db")
    _, token = ks.create(banks=["team"], scope="write", name="desktop")
    ks.close()
    env = {**os.environ, "HINDSIGHT_HOME": str(home), "HINDSIGHT_API_KEY": token, "HINDSIGHT_MCP_TOOLS": "all"}
    params = StdioServerParameters(command=sys.executable, args=["-m", "hindsight", "mcp"], env=env)
    async with Client(params, read_timeout_seconds=120) as c:
        w = await c.call_tool("memory_write", {"content": "The user keeps notes in Obsidian"})
        assert not w.is_error and w.structured_content["bank"] == "team"  # type: ignore[index]
        g = await c.call_tool("memory_get", {"memory_id": w.structured_content["id"]})  # type: ignore[index]
        assert g.structured_content["provenance"]["actor"] == "desktop"  # type: ignore[index]
        r = await c.call_tool("memory_search", {"query": "notes", "bank": "default"})
        assert r.is_error and "may not reach bank 'default'" in r.content[0].text  # type: ignore[union-attr]
    env["HINDSIGHT_API_KEY"] = "hs_000000000000_" + "x" * 43
    bad = subprocess.run(
        [sys.executable, "-m", "hindsight", "mcp"], env=env, capture_output=True, text=True, timeout=60
    )
    assert bad.returncode == 2 and "unknown or revoked" in bad.stderr


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.mark.integration
@pytest.mark.anyio
async def test_hindsight_serve_end_to_end(tmp_path: Path) -> None:
    """The real `hindsight serve` process: REST + MCP on one port, keys from `hindsight keys create`."""
    home = tmp_path / "home"
    token = keys_cli(["create", "--bank", "team", "--scope", "write", "--name", "cli-agent"], home).stdout.strip()
    port = free_port()
    env = {**os.environ, "HINDSIGHT_HOME": str(home), "HINDSIGHT_REVIEW_INTERVAL_SECONDS": "0",
           "HINDSIGHT_MCP_TOOLS": "all"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "hindsight", "serve", "--port", str(port), "--log-level", "warning"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                if httpx.get(base + "/health", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert proc.poll() is None and time.monotonic() < deadline, "server did not start"
            time.sleep(0.2)
        assert httpx.post(base + "/v1/banks/team/memories", json={"content": "x"}).status_code == 401
        w = httpx.post(base + "/v1/banks/team/memories", json={"content": "Builds run on CI"}, headers=bearer(token))
        assert w.status_code == 200, w.text
        async with (
            httpx2.AsyncClient(headers=bearer(token), timeout=30) as hc,
            Client(streamable_http_client(base + "/mcp", http_client=hc)) as c,
        ):
            s = await c.call_tool("memory_search", {"query": "where do builds run"})
            assert s.structured_content["results"][0]["id"] == w.json()["id"]  # type: ignore[index]
            g = await c.call_tool("memory_get", {"memory_id": w.json()["id"]})
            assert g.structured_content["provenance"]["actor"] == "cli-agent"  # type: ignore[index]
    finally:
        proc.terminate()
        proc.wait(timeout=30)
