"""The remote client (``Hindsight.connect`` / ``Hindsight.connect_async``) against a real server on loopback: API
keys, typed errors, export / import, retries and timeouts, and the async twin. The behaviour contract itself runs
on the ``remote`` param of tests/contract. The retry policy's decisions are checked without a server."""

from __future__ import annotations

import asyncio
import inspect
import threading
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest

from hindsight import AsyncRemoteHindsight, Hindsight, InvalidInput, NotFound, RemoteHindsight, Status, UnknownBank
from hindsight.errors import Forbidden, StoreBusy, Unauthorized
from hindsight.faces.http.app import RunningServer, create_app
from hindsight.model import EventType, WriteAction
from hindsight.remote import ServerTimeout, ServerUnreachable
from hindsight.remote.wire import Call, Retry, error_from
from hindsight.store.factory import open_keystore

T0 = datetime(2025, 3, 1, 9, tzinfo=UTC)


@pytest.fixture
def server(fast_hs: Hindsight) -> Iterator[RunningServer]:
    """The HTTP API over a store with the hash embedder, open to loopback callers while no key exists."""
    with RunningServer(create_app(fast_hs, open_access=True, with_mcp=False, review_loop=False)) as s:
        yield s


@pytest.fixture
def remote(server: RunningServer) -> Iterator[RemoteHindsight]:
    with Hindsight.connect(server.url, bank="team") as client:
        yield client


# -- the retry policy (no server) ---------------------------------------------------------------------------------
def _answer(status: int, headers: dict[str, str] | None = None) -> httpx.Response:
    return httpx.Response(status, headers=headers, json={"error": {"code": "x", "message": "m", "field": None}})


def test_retry_policy_retries_refusals_always_and_gateway_errors_only_when_safe() -> None:
    retry = Retry(retries=2, base=0.1, cap=1.0)
    write = Call("POST", "/v1/banks/b/memories", dict)
    read = Call("GET", "/v1/banks/b", dict, safe=True)
    assert retry.after_status(write, _answer(503, {"Retry-After": "0.5"}), 0) == 0.5
    assert retry.after_status(write, _answer(429, {"Retry-After": "60"}), 1) == 1.0  # capped
    assert retry.after_status(write, _answer(503), 2) is None  # no attempts left
    assert retry.after_status(write, _answer(502), 0) is None  # it may have been written
    wait = retry.after_status(read, _answer(502), 1)
    assert wait is not None and 0.1 <= wait <= 0.2  # 0.1 * 2**1, jittered down to half at most
    for status in (400, 401, 403, 404, 409, 422, 500):
        assert retry.after_status(read, _answer(status), 0) is None
    refused = httpx.ConnectError("refused")
    assert retry.after_error(write, refused, 0) is not None  # never sent: safe to send again
    assert retry.after_error(write, httpx.ReadTimeout("slow"), 0) is None
    assert retry.after_error(read, httpx.ReadTimeout("slow"), 0) is not None
    assert Retry(retries=0).after_error(read, refused, 0) is None


def test_error_bodies_map_to_the_library_errors() -> None:
    def body(code: str, status: int, field: str | None = None) -> httpx.Response:
        return httpx.Response(status, json={"error": {"code": code, "message": "why", "field": field}})

    nf = error_from(body("not_found", 404, "memory_id"))
    assert isinstance(nf, NotFound) and nf.field == "memory_id" and nf.message == "why"
    assert isinstance(error_from(body("unknown_bank", 404, "bank")), UnknownBank)
    assert isinstance(error_from(body("forbidden", 403)), Forbidden)
    odd = error_from(body("internal", 500))
    assert (odd.code, odd.status) == ("internal", 500)
    html = error_from(httpx.Response(502, text="<html>Bad Gateway</html>"))
    assert (html.code, html.status) == ("http_error", 502) and "Bad Gateway" in html.message


def test_bad_urls_and_bank_names_are_refused_before_sending() -> None:
    with pytest.raises(InvalidInput, match="base_url"):
        Hindsight.connect("ftp://example.org")
    with pytest.raises(InvalidInput) as exc:
        Hindsight.connect("http://127.0.0.1:9", bank="no/slash")
    assert exc.value.field == "bank"


#: what stays in-process (README, remote client): the server's parts; the actor is the API key's, the judge the
#: server's (with_judge: the MCP face's sampling judge)
IN_PROCESS = {"connect_async", "drain", "embedder", "judge", "notifier", "open", "reembed", "settings", "store",
              "with_actor", "with_judge"}
#: parameters that only make sense in-process (a Python distiller object, the importer's batch size)
LOCAL_PARAMS = {"distiller", "batch"}


@pytest.mark.parametrize("client", [RemoteHindsight, AsyncRemoteHindsight])
def test_the_remote_clients_have_the_library_methods_and_parameters(client: type) -> None:
    public = {n for n in dir(Hindsight) if not n.startswith("_")}
    closing = {"close"} if client is AsyncRemoteHindsight else set()  # the async twin's is aclose()
    assert public - {n for n in dir(client) if not n.startswith("_")} == IN_PROCESS | closing
    for name in sorted(public - IN_PROCESS - {"close", "connect"}):
        lib = [p for p in inspect.signature(getattr(Hindsight, name)).parameters if p not in LOCAL_PARAMS][1:]
        method = getattr(client, name)
        sig = method.signature if hasattr(method, "signature") else inspect.signature(method)
        params = [p for p in sig.parameters if p != "self"]
        assert params == lib, name


# -- against a real server -----------------------------------------------------------------------------------------
@pytest.mark.integration  # a server on loopback
def test_connect_gives_the_library_methods_and_models(remote: RemoteHindsight) -> None:
    assert isinstance(remote, RemoteHindsight) and remote.bank == "team"
    r = remote.write("The user prefers window seats", tags=["travel"], observed_at=T0)
    assert r.action == WriteAction.created and r.bank == "team"
    again = remote.write("The user prefers window seats.", source="tool")
    assert again.action == WriteAction.deduplicated and again.id == r.id
    assert remote.search("window seats").results[0].id == r.id
    m = remote.update(r.id, tags=["travel", "flights"], reason="tagging")
    assert m.tags == ["travel", "flights"] and remote.get(r.id).provenance.recorded_via == "http"
    assert remote.forget(r.id, reason="user asked", now=T0 + timedelta(days=1)).status == Status.forgotten
    events = remote.trace(r.id).events
    assert [e.type for e in events] == [EventType.created, EventType.confirmed, EventType.edited,
                                        EventType.forgotten]
    assert events[-1].at == T0 + timedelta(days=1) and events[-1].reason == "user asked"
    assert remote.stats().memories == 1 and "team" in {b.name for b in remote.banks()}
    assert remote.health()["status"] == "ok"


@pytest.mark.integration  # a server on loopback
def test_errors_are_typed_and_name_the_field(remote: RemoteHindsight) -> None:
    remote.write("A first memory makes the bank")
    with pytest.raises(NotFound) as nf:
        remote.get("mem_nope")
    assert nf.value.field == "memory_id" and nf.value.status == 404
    with pytest.raises(UnknownBank):
        remote.search("anything", bank="never-made")
    with pytest.raises(InvalidInput) as bad:
        remote.write("x", confidence=1.5)
    assert bad.value.field == "confidence"
    with pytest.raises(InvalidInput, match="session_id"):
        remote.observe("", [{"role": "user", "content": "hi"}])
    with pytest.raises(InvalidInput, match="one bank"):
        remote.write_many([{"content": "a", "bank": "x"}, {"content": "b", "bank": "y"}])
    assert remote.stats().memories == 1


@pytest.mark.integration  # a server on loopback
def test_api_keys_scope_and_attribute(fast_hs: Hindsight, server: RunningServer) -> None:
    keys = open_keystore(fast_hs.store)
    try:
        _, writer = keys.create(banks=["team"], scope="write", name="planner-agent")
        _, reader = keys.create(banks=["*"], scope="read", name="dashboard")
    finally:
        keys.close()
    with Hindsight.connect(server.url, bank="team") as anonymous, pytest.raises(Unauthorized):
        anonymous.banks()  # once a key exists every caller needs one
    with Hindsight.connect(server.url, api_key=writer, bank="team") as agent:
        r = agent.write("The deploy window is Tuesday 10:00")
        assert agent.get(r.id).provenance.actor == "planner-agent"
        with pytest.raises(Forbidden):
            agent.write("Somewhere else", bank="other")
    with Hindsight.connect(server.url, api_key=reader, bank="team") as dash:
        assert dash.search("deploy window").results[0].id == r.id
        with pytest.raises(Forbidden) as exc:
            dash.write("Readers do not write")
        assert exc.value.field == "authorization"


@pytest.mark.integration  # a server on loopback
def test_export_then_import_into_another_bank(remote: RemoteHindsight) -> None:
    remote.write("The user speaks Portuguese", tags=["lang"], observed_at=T0, metadata={"k": [1, "二"]})
    gone = remote.write("The user might enjoy jazz", source="agent")
    remote.forget(gone.id)
    records = list(remote.export())
    assert len(records) == 2 and {r["status"] for r in records} == {"active", "forgotten"}
    seen: list[list[Any]] = []
    results = remote.import_records(records, bank="copy", on_commit=seen.append)
    assert [r.action for r in results] == [WriteAction.created] * 2 and all(r.bank == "copy" for r in results)
    assert seen == [results]
    copied = {r["content"]: r for r in remote.export(bank="copy")}
    assert copied["The user might enjoy jazz"]["status"] == "forgotten"
    assert copied["The user speaks Portuguese"]["metadata"]["k"] == [1, "二"]
    with pytest.raises(InvalidInput, match="record 1"):
        remote.import_records([{"content": "fine"}, "not an object"])  # type: ignore[list-item]
    with pytest.raises(InvalidInput):
        remote.import_records([{"content": ""}], bank="copy")
    assert remote.stats("copy").memories == 2
    with pytest.raises(UnknownBank):
        list(remote.export(bank="never-made"))


class Busy:
    """An ASGI app in front of the real one: answers the first ``n`` API requests 503 ``store_busy`` (with
    Retry-After: 0); ``hold`` makes every request wait until released (a server that does not answer)."""

    def __init__(self, app: Any, n: int = 0) -> None:
        self.app, self.n, self.seen = app, n, 0
        self.hold = False
        self.release = threading.Event()

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "http" and scope["path"].startswith("/v1"):
            self.seen += 1
            if self.hold:
                await asyncio.get_running_loop().run_in_executor(None, self.release.wait, 30)
            if self.seen <= self.n:
                await send({"type": "http.response.start", "status": 503,
                            "headers": [(b"content-type", b"application/json"), (b"retry-after", b"0")]})
                await send({"type": "http.response.body",
                            "body": b'{"error": {"code": "store_busy", "message": "busy", "field": null}}'})
                return
        await self.app(scope, receive, send)


@pytest.mark.integration  # a server on loopback
def test_refusals_are_retried_then_raised_typed(fast_hs: Hindsight) -> None:
    busy = Busy(create_app(fast_hs, open_access=True, with_mcp=False, review_loop=False), n=2)
    with RunningServer(busy) as s:
        with Hindsight.connect(s.url, bank="team", retries=2) as patient:
            assert patient.write("Written on the third attempt").action == WriteAction.created
        assert busy.seen == 3
        busy.n, busy.seen = 1, 0
        with Hindsight.connect(s.url, bank="team", retries=0) as hasty, pytest.raises(StoreBusy):
            hasty.stats()
        assert busy.seen == 1
        busy.hold = True
        with Hindsight.connect(s.url, bank="team", timeout=0.3, retries=0) as client:
            with pytest.raises(ServerTimeout):
                client.stats()
            busy.release.set()
    with Hindsight.connect(s.url, retries=1) as gone, pytest.raises(ServerUnreachable):
        gone.banks()  # the server is stopped: refused, retried once, then raised


@pytest.mark.integration  # a server on loopback
def test_the_routes_the_library_methods_need_keep_the_scopes(fast_hs: Hindsight, server: RunningServer) -> None:
    """create_bank, restore and expire need a write key of the bank; session turns and the retrieval log a read
    key; an import answers counts unless asked for one result per record."""
    keys = open_keystore(fast_hs.store)
    try:
        _, writer = keys.create(banks=["team"], scope="write", name="planner-agent")
        _, reader = keys.create(banks=["team"], scope="read", name="dashboard")
    finally:
        keys.close()
    with Hindsight.connect(server.url, api_key=writer, bank="team") as agent, \
            Hindsight.connect(server.url, api_key=reader, bank="team") as dash:
        assert agent.create_bank("team").memories == 0
        with pytest.raises(Forbidden):
            agent.create_bank("other")
        with pytest.raises(Forbidden):
            dash.create_bank("team")
        r = agent.write("The user's locker code is 4412", ttl_seconds=3600, observed_at=T0, now=T0)
        agent.forget(r.id)
        with pytest.raises(Forbidden):
            dash.restore(r.id)
        assert agent.restore(r.id, reason="asked again").status == Status.active
        with pytest.raises(InvalidInput, match="only archived"):
            agent.restore(r.id)  # an active memory: a precise 422, nothing changed
        with pytest.raises(Forbidden):
            dash.expire(now=T0 + timedelta(hours=2))
        assert agent.expire(now=T0 + timedelta(hours=2)) == [r.id]
        agent.observe("s1", [{"role": "user", "content": "hmm, maybe", "at": T0}])
        assert [t.content for t in dash.session_turns("s1", now=T0)] == ["hmm, maybe"]
        dash.search("locker code", include_inactive=True)
        assert dash.retrieval_log(limit=1)[0]["query"] == "locker code"
        with pytest.raises(Forbidden):
            dash.retrieval_log(bank="other")
        body = b'{"content": "The office plant is a fern"}\n'
        headers = {"Authorization": f"Bearer {writer}", "Content-Type": "application/x-ndjson"}
        plain = httpx.post(f"{server.url}/v1/banks/team/import", content=body, headers=headers).json()
        assert plain == {"imported": 1, "actions": {"created": 1}}
        full = httpx.post(f"{server.url}/v1/banks/team/import", params={"results": "full"}, content=body,
                          headers=headers).json()
        assert full["actions"] == {"deduplicated": 1} and full["results"][0]["id"] == plain_id(agent)
        bad = httpx.post(f"{server.url}/v1/banks/team/import", params={"results": "some"}, content=body,
                         headers=headers)
        assert bad.status_code == 422 and bad.json()["error"]["field"] == "results"
        assert [m.id for m in dash.list_memories(status="expired").items] == [r.id]
        with pytest.raises(Forbidden):
            dash.erase(r.id, reason="the user asked")
        assert agent.erase(r.id, reason="the user asked").actor == "planner-agent"
        assert agent.erase(r.id, reason="again").already_erased
        with pytest.raises(Forbidden):
            agent.delete_bank("team")  # an admin key's


def plain_id(hs: RemoteHindsight) -> str:
    """The id of the imported fern memory."""
    return next(m.id for m in hs.search("office plant fern").results)


# -- the async twin ---------------------------------------------------------------------------------------------
@pytest.mark.integration  # a server on loopback
def test_the_async_twin(server: RunningServer) -> None:
    async def main() -> None:
        async with Hindsight.connect_async(server.url, bank="team") as hs:
            assert isinstance(hs, AsyncRemoteHindsight)
            one, two = await asyncio.gather(hs.write("The user lives in Berlin", observed_at=T0),
                                            hs.write("The team uses RabbitMQ as the message broker"))
            assert {one.action, two.action} == {WriteAction.created}
            assert (await hs.search("message broker")).results[0].id == two.id
            rep = await hs.observe("s1", [{"role": "user", "content": "Remember that I drink oat milk lattes",
                                           "at": T0}])
            assert rep.turns[0].layer == "long_term"
            ctx = await hs.context("s1", "what does the user drink?", now=T0 + timedelta(minutes=1))
            assert any(p.layer == "working" for p in ctx.parts)
            munich = await hs.write("The user lives in Munich", observed_at=T0)
            await hs.review(now=T0 + timedelta(hours=1))
            items = await hs.conflicts()
            assert len(items) == 1 and {items[0].a_id, items[0].b_id} == {one.id, munich.id}
            keep = "b" if items[0].b_id == munich.id else "a"
            done = await hs.resolve_conflict(items[0].id, keep=keep, reason="moved")
            assert done.status == "resolved" and await hs.conflicts() == []
            assert [i.id for i in await hs.conflicts(status=None)] == [items[0].id]
            assert [t.content for t in await hs.session_turns("s1", now=T0)] == [
                "Remember that I drink oat milk lattes"]
            await hs.trace_step("t1", 0, intent="fetch report", tool_name="reports.fetch",
                                tool_output={"error": "Unauthorized: token expired"}, at=T0)
            assert [s["step_index"] for s in await hs.trace_steps("t1")] == [0]
            assert len([r async for r in hs.export()]) == (await hs.stats()).memories
            with pytest.raises(NotFound):
                await hs.get("mem_nope")
            with pytest.raises(UnknownBank):
                await hs.search("anything", bank="never-made")

    asyncio.run(main())
