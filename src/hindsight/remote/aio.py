"""The async twin of :class:`~hindsight.remote.client.RemoteHindsight`, for ``asyncio`` code: the same methods,
awaited.

>>> from hindsight import Hindsight
>>> async def main() -> None:                                               # doctest: +SKIP
...     async with Hindsight.connect_async("http://127.0.0.1:8000") as hs:
...         await hs.write("The user prefers pytest over unittest")
...         print((await hs.search("which test framework?")).results[0].content)
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any, TypeVar

import httpx

from hindsight.model import WriteRequest, WriteResult
from hindsight.remote import api, wire
from hindsight.remote.api import Api, AsyncOp
from hindsight.remote.wire import Call, Retry

T = TypeVar("T")


class AsyncRemoteHindsight:
    """Long-term memory on a shared server, for ``asyncio``. Close it (``await hs.aclose()``) or use
    ``async with``. The options are those of :class:`~hindsight.remote.client.RemoteHindsight`."""

    def __init__(
        self,
        base_url: str,
        api_key: str | None = None,
        *,
        bank: str = "default",
        timeout: float | httpx.Timeout = 30.0,
        retries: int = 2,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.base_url = wire.base_url(base_url)
        self.api = Api(bank)
        self.retry = Retry(retries=max(0, retries))
        self.http = httpx.AsyncClient(base_url=self.base_url, headers=wire.headers(api_key),
                                      timeout=wire.timeout(timeout), transport=transport)

    @classmethod
    def connect(
        cls,
        base_url: str,
        api_key: str | None = None,
        *,
        bank: str = "default",
        timeout: float | httpx.Timeout = 30.0,
        retries: int = 2,
    ) -> AsyncRemoteHindsight:
        """An async client of the server at ``base_url``."""
        return cls(base_url, api_key, bank=bank, timeout=timeout, retries=retries)

    @property
    def bank(self) -> str:
        """The default bank of this client's calls."""
        return self.api.bank

    async def aclose(self) -> None:
        await self.http.aclose()

    async def __aenter__(self) -> AsyncRemoteHindsight:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    # -- transport --------------------------------------------------------------------------------------------
    async def send(self, call: Call[Any], *, stream: bool = False) -> httpx.Response:
        """Send ``call``, retrying as :class:`~hindsight.remote.wire.Retry` allows; a 2xx answer or the error."""
        attempt = 0
        while True:
            try:
                resp = await self.http.send(call.request(self.http), stream=stream)
            except httpx.TransportError as exc:
                wait = self.retry.after_error(call, exc, attempt)
                if wait is None:
                    raise wire.transport_error(exc, self.base_url) from exc
            else:
                if resp.is_success:
                    return resp
                if stream:
                    await resp.aread()
                    await resp.aclose()
                wait = self.retry.after_status(call, resp, attempt)
                if wait is None:
                    raise wire.error_from(resp)
            await asyncio.sleep(wait)
            attempt += 1

    async def run(self, call: Call[T]) -> T:
        """Send ``call`` and decode its answer."""
        return call.decode((await self.send(call)).json())

    async def health(self) -> dict[str, Any]:
        """The server's ``/health`` answer (no key needed); raises when the store or the embedder fails."""
        return dict(await self.run(Call("GET", "/health", dict, safe=True)))

    # -- the library's methods (built in wire.Api, shared with the sync client) ---------------------------------
    banks = AsyncOp(Api.banks)
    create_bank = AsyncOp(Api.create_bank)
    stats = AsyncOp(Api.stats)
    write = AsyncOp(Api.write)
    quarantined = AsyncOp(Api.quarantined)
    search = AsyncOp(Api.search)
    get = AsyncOp(Api.get)
    trace = AsyncOp(Api.trace)
    retrieval_log = AsyncOp(Api.retrieval_log)
    update = AsyncOp(Api.update)
    forget = AsyncOp(Api.forget)
    restore = AsyncOp(Api.restore)
    expire = AsyncOp(Api.expire)
    erase = AsyncOp(Api.erase)
    delete_bank = AsyncOp(Api.delete_bank)
    list_memories = AsyncOp(Api.list_memories)
    review = AsyncOp(Api.review)
    review_runs = AsyncOp(Api.review_runs)
    conflicts = AsyncOp(Api.conflicts)
    resolve_conflict = AsyncOp(Api.resolve_conflict)
    audit = AsyncOp(Api.audit)
    export_for_review = AsyncOp(Api.export_for_review)
    alerts = AsyncOp(Api.alerts)
    observe = AsyncOp(Api.observe)
    context = AsyncOp(Api.context)
    session_turns = AsyncOp(Api.session_turns)
    trace_step = AsyncOp(Api.trace_step)
    trace_steps = AsyncOp(Api.trace_steps)
    experience_distill = AsyncOp(Api.experience_distill)
    experience_recall = AsyncOp(Api.experience_recall)

    async def write_many(
        self,
        items: Iterable[WriteRequest | Mapping[str, Any] | str],
        *,
        bank: str | None = None,
        now: datetime | str | None = None,
        on_commit: Callable[[list[WriteResult]], None] | None = None,
    ) -> list[WriteResult]:
        """Store many memories in one request (see the sync client)."""
        results = await self.run(self.api.write_many(list(items), bank=bank, now=now))
        if on_commit is not None:
            on_commit(results)
        return results

    async def export(self, *, bank: str | None = None) -> AsyncIterator[dict[str, Any]]:
        """Every memory of a bank as a JSON-ready dict, streamed: ``async for rec in hs.export(): ...``."""
        resp = await self.send(api.export_call(self.api, bank), stream=True)
        try:
            async for line in resp.aiter_lines():
                rec = wire.export_line(line)
                if rec is not None:
                    yield rec
        finally:
            await resp.aclose()

    async def import_records(
        self,
        records: Iterable[Mapping[str, Any]] | Sequence[Mapping[str, Any]],
        *,
        bank: str | None = None,
        on_commit: Callable[[list[WriteResult]], None] | None = None,
    ) -> list[WriteResult]:
        """Import records in one request; one result per record, in order (see the sync client)."""
        results = await self.run(api.import_call(self.api, records, bank))
        if on_commit is not None:
            on_commit(results)
        return results
