"""``/v1/banks/{bank}/export`` and ``/import``: a bank's memories as streamed JSONL, and the bulk import of JSONL
(spooled to a file, validated whole, then written in batches)."""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterator
from typing import IO, Annotated, Any, Literal

import anyio.to_thread
from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import StreamingResponse

from hindsight.client import Hindsight
from hindsight.config import Settings
from hindsight.engine import validate
from hindsight.errors import InvalidInput, MalformedRequest, PayloadTooLarge
from hindsight.faces.errors import ERROR_RESPONSES
from hindsight.faces.http.bodies import ImportResult
from hindsight.faces.http.deps import V1, BankPath, Caller, bearer, on
from hindsight.faces.http.metrics import Metrics
from hindsight.faces.http.middleware import parse_json
from hindsight.model import Memory, WriteRequest


def router(hs: Hindsight, settings: Settings, metrics: Metrics) -> APIRouter:
    """The export and import routes over ``hs``; imports are limited by ``settings`` and counted in ``metrics``."""
    api = APIRouter()

    @api.get(
        "/v1/banks/{bank}/export",
        tags=["transfer"],
        response_class=StreamingResponse,
        responses={
            **ERROR_RESPONSES,
            200: {
                "content": {"application/x-ndjson": {"schema": {"type": "string"}}},
                "description": "one memory per line (round-trips through import)",
            },
        },
        dependencies=[Depends(bearer)],
    )
    def export(bank: BankPath, p: Caller) -> StreamingResponse:
        """Every memory of the bank as JSONL, streamed."""
        h = on(hs, p, bank, "read")
        h.stats(bank)

        def lines() -> Iterator[bytes]:
            for rec in h.export(bank=bank):
                yield (json.dumps(rec, ensure_ascii=False) + "\n").encode()

        return StreamingResponse(lines(), media_type="application/x-ndjson")

    @api.post(
        "/v1/banks/{bank}/import",
        response_model=ImportResult,
        response_model_exclude_none=True,  # no "results" key unless asked for
        tags=["transfer"],
        openapi_extra={
            "requestBody": {
                "required": True,
                "content": {"application/x-ndjson": {"schema": {"type": "string"}}},
                "description": "JSONL: exported memories (restored as they were) or write requests, one per line",
            }
        },
        **V1,
    )
    async def import_(
        bank: BankPath,
        request: Request,
        p: Caller,
        results: Annotated[Literal["summary", "full"], Query(description="full: one result per record too")] = (
            "summary"),
    ) -> ImportResult:
        """Bulk import of JSONL (streamed to a spool file, validated whole, then written in batches). Answers the
        counts; with ``results=full`` also one write result per record, in order."""
        h = on(hs, p, bank, "write")
        limit = settings.max_import_bytes
        with tempfile.SpooledTemporaryFile(max_size=8 * 1024 * 1024) as spool:
            size = 0
            async for chunk in request.stream():
                size += len(chunk)
                if size > limit:
                    raise PayloadTooLarge(f"import body is over {limit} bytes")
                spool.write(chunk)
            return await anyio.to_thread.run_sync(_import, h, bank, spool, metrics, results == "full")

    return api


def _jsonl_records(fh: IO[bytes], bank: str) -> Iterator[tuple[int, dict[str, Any]]]:
    fh.seek(0)
    for lineno, raw in enumerate(fh, 1):
        if not raw.strip():
            continue
        rec = parse_json(raw, what=f"line {lineno}")
        if isinstance(rec, str):
            rec = {"content": rec}
        if not isinstance(rec, dict):
            raise MalformedRequest(f"line {lineno}: expected a JSON object or string")
        yield lineno, {**rec, "bank": bank}


def _import(h: Hindsight, bank: str, fh: IO[bytes], metrics: Metrics, full: bool) -> ImportResult:
    n = 0
    for lineno, rec in _jsonl_records(fh, bank):  # validate everything before writing anything
        n += 1
        try:
            if "id" in rec and "provenance" in rec:
                validate(Memory, rec)
            else:
                validate(WriteRequest, {"source": "import", **rec})
        except InvalidInput as exc:
            raise InvalidInput(f"line {lineno}: {exc.message}", field=exc.field) from None
    if n == 0:
        raise InvalidInput("the import body holds no records", field=None)
    counts: dict[str, int] = {}
    results = h.import_records((rec for _, rec in _jsonl_records(fh, bank)), bank=bank)
    for r in results:
        counts[r.action.value] = counts.get(r.action.value, 0) + 1
        metrics.writes.labels(r.action.value).inc()
    return ImportResult(imported=len(results), actions=counts, results=results if full else None)
