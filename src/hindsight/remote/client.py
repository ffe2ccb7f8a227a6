"""The Python client of a shared Hindsight server (``hindsight serve``): the same method names and result models as
the in-process :class:`~hindsight.Hindsight`, over the REST API.

>>> from hindsight import Hindsight
>>> hs = Hindsight.connect("http://127.0.0.1:8000", api_key="hs_...")   # doctest: +SKIP
>>> hs.write("The user prefers pytest over unittest", source="user").action  # doctest: +SKIP
<WriteAction.created: 'created'>

Errors are the library's own (:class:`~hindsight.errors.InvalidInput`, :class:`~hindsight.errors.NotFound`,
:class:`~hindsight.errors.UnknownBank`, ``Unauthorized``, ``Forbidden``...), mapped from the server's error codes;
a server that cannot be reached raises :class:`~hindsight.remote.wire.ServerUnreachable`.

There is no ``with_actor``: the server attributes every change to the API key's name, so each agent gets its own
key. ``reembed``, ``drain`` and the in-process parts (``store``, ``embedder``, ``notifier``) stay in-process.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from datetime import datetime
from typing import Any, TypeVar

import httpx

from hindsight.model import WriteRequest, WriteResult
from hindsight.remote import api, wire
from hindsight.remote.api import Api, SyncOp
from hindsight.remote.wire import Call, Retry

T = TypeVar("T")


class RemoteHindsight:
    """Long-term memory on a shared server. Thread-safe (one connection pool); close it, or use ``with``.

    ``bank`` is the default bank of every call that names none (like ``settings.default_bank`` in process).
    ``timeout`` bounds connecting and each read / write (seconds); ``retries`` extra attempts, with exponential
    backoff and jitter (or the server's ``Retry-After``), for refusals (429, 503), unreachable servers, and, for
    calls that are safe to repeat (reads, idempotent writes), timeouts and gateway errors.
    """

    def __init__(
        self,
        base_url: str,
        api_key: str | None = None,
        *,
        bank: str = "default",
        timeout: float | httpx.Timeout = 30.0,
        retries: int = 2,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.base_url = wire.base_url(base_url)
        self.api = Api(bank)
        self.retry = Retry(retries=max(0, retries))
        self.http = httpx.Client(base_url=self.base_url, headers=wire.headers(api_key), timeout=wire.timeout(timeout),
                                 transport=transport)

    @classmethod
    def connect(
        cls,
        base_url: str,
        api_key: str | None = None,
        *,
        bank: str = "default",
        timeout: float | httpx.Timeout = 30.0,
        retries: int = 2,
    ) -> RemoteHindsight:
        """A client of the server at ``base_url`` (see :meth:`Hindsight.connect <hindsight.Hindsight.connect>`)."""
        return cls(base_url, api_key, bank=bank, timeout=timeout, retries=retries)

    @property
    def bank(self) -> str:
        """The default bank of this client's calls."""
        return self.api.bank

    def close(self) -> None:
        self.http.close()

    def __enter__(self) -> RemoteHindsight:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- transport --------------------------------------------------------------------------------------------
    def send(self, call: Call[Any], *, stream: bool = False) -> httpx.Response:
        """Send ``call``, retrying as :class:`~hindsight.remote.wire.Retry` allows; a 2xx answer or the error."""
        attempt = 0
        while True:
            try:
                resp = self.http.send(call.request(self.http), stream=stream)
            except httpx.TransportError as exc:
                wait = self.retry.after_error(call, exc, attempt)
                if wait is None:
                    raise wire.transport_error(exc, self.base_url) from exc
            else:
                if resp.is_success:
                    return resp
                if stream:
                    resp.read()
                    resp.close()
                wait = self.retry.after_status(call, resp, attempt)
                if wait is None:
                    raise wire.error_from(resp)
            time.sleep(wait)
            attempt += 1

    def run(self, call: Call[T]) -> T:
        """Send ``call`` and decode its answer."""
        return call.decode(self.send(call).json())

    def health(self) -> dict[str, Any]:
        """The server's ``/health`` answer (no key needed); raises when the store or the embedder fails."""
        return dict(self.run(Call("GET", "/health", dict, safe=True)))

    # -- the library's methods (built in wire.Api, shared with the async client) --------------------------------
    banks = SyncOp(Api.banks)
    create_bank = SyncOp(Api.create_bank)
    stats = SyncOp(Api.stats)
    write = SyncOp(Api.write)
    quarantined = SyncOp(Api.quarantined)
    search = SyncOp(Api.search)
    get = SyncOp(Api.get)
    trace = SyncOp(Api.trace)
    retrieval_log = SyncOp(Api.retrieval_log)
    update = SyncOp(Api.update)
    forget = SyncOp(Api.forget)
    restore = SyncOp(Api.restore)
    expire = SyncOp(Api.expire)
    erase = SyncOp(Api.erase)
    delete_bank = SyncOp(Api.delete_bank)
    list_memories = SyncOp(Api.list_memories)
    review = SyncOp(Api.review)
    review_runs = SyncOp(Api.review_runs)
    conflicts = SyncOp(Api.conflicts)
    resolve_conflict = SyncOp(Api.resolve_conflict)
    audit = SyncOp(Api.audit)
    export_for_review = SyncOp(Api.export_for_review)
    alerts = SyncOp(Api.alerts)
    observe = SyncOp(Api.observe)
    context = SyncOp(Api.context)
    session_turns = SyncOp(Api.session_turns)
    trace_step = SyncOp(Api.trace_step)
    trace_steps = SyncOp(Api.trace_steps)
    experience_distill = SyncOp(Api.experience_distill)
    experience_recall = SyncOp(Api.experience_recall)

    def write_many(
        self,
        items: Iterable[WriteRequest | Mapping[str, Any] | str],
        *,
        bank: str | None = None,
        now: datetime | str | None = None,
        on_commit: Callable[[list[WriteResult]], None] | None = None,
    ) -> list[WriteResult]:
        """Store many memories in one request; every item is validated before anything is written.
        ``on_commit`` receives the results once the server has answered (everything is durable by then)."""
        results = self.run(self.api.write_many(list(items), bank=bank, now=now))
        if on_commit is not None:
            on_commit(results)
        return results

    def export(self, *, bank: str | None = None) -> Iterator[dict[str, Any]]:
        """Every memory of a bank as a JSON-ready dict, streamed (one JSONL line each); round-trips through
        :meth:`import_records`."""
        resp = self.send(api.export_call(self.api, bank), stream=True)
        try:
            for line in resp.iter_lines():
                rec = wire.export_line(line)
                if rec is not None:
                    yield rec
        finally:
            resp.close()

    def import_records(
        self,
        records: Iterable[Mapping[str, Any]] | Sequence[Mapping[str, Any]],
        *,
        bank: str | None = None,
        on_commit: Callable[[list[WriteResult]], None] | None = None,
    ) -> list[WriteResult]:
        """Import records in one request: exported memories are restored as they were (same id, status,
        provenance), plain write requests go through the write path. The server validates every record before
        writing any; one result per record, in order. ``on_commit`` receives them once the server has answered."""
        results = self.run(api.import_call(self.api, records, bank))
        if on_commit is not None:
            on_commit(results)
        return results
