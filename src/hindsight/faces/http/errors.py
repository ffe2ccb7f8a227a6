"""How the REST API answers errors: every refusal and failure is ``{"error": {code, message, field}}`` with its
status (see :mod:`hindsight.faces.errors`). :func:`error_response` builds one answer (the guard uses it too);
:func:`add_error_handlers` installs the app's exception handlers: Hindsight errors, request validation (422 with the
field), Starlette's 404/405, SQLite integrity clashes (409) and anything else (500, logged)."""

from __future__ import annotations

import json
import logging
import sqlite3

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from hindsight import errors as hs_errors
from hindsight.errors import HindsightError, InvalidInput
from hindsight.faces import errors as api_errors
from hindsight.faces.errors import error_body

log = logging.getLogger("hindsight.api")


def error_response(exc: HindsightError, headers: dict[str, str] | None = None) -> JSONResponse:
    if exc.status == 401:
        headers = {**(headers or {}), "WWW-Authenticate": 'Bearer realm="hindsight"'}
    return JSONResponse(error_body(exc), status_code=api_errors.http_status(exc), headers=headers)


def _validation_message(exc: RequestValidationError) -> tuple[str, str | None]:
    errs = list(exc.errors())
    if not errs:
        return "invalid request", None
    err = errs[0]
    loc = [str(x) for x in err.get("loc", ())]
    if loc and loc[0] in ("body", "query", "path", "header"):
        where = loc[0]
        loc = loc[1:]
    else:
        where = "body"
    field = ".".join(loc) or None
    msg = str(err.get("msg", "invalid value")).removeprefix("Value error, ")
    if str(err.get("type", "")).startswith(("datetime", "date_")):
        msg += f" (got {json.dumps(err.get('input'), default=str)[:60]}; ISO-8601, e.g. 2025-01-15T10:30:00Z)"
    more = f" ({len(errs) - 1} more problems)" if len(errs) > 1 else ""
    if err.get("type") == "missing" and not loc:
        return f"{where}: a JSON body is required", None
    return (f"{where} {field}: {msg}{more}" if field else f"{where}: {msg}{more}"), field


def add_error_handlers(app: FastAPI) -> None:
    """Install the exception handlers that turn every error into a JSON error body."""

    @app.exception_handler(HindsightError)
    async def _hindsight_error(request: Request, exc: HindsightError) -> JSONResponse:
        return error_response(exc)

    @app.exception_handler(RequestValidationError)
    async def _validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
        msg, field = _validation_message(exc)
        return error_response(InvalidInput(msg, field=field))

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        codes = {404: "not_found", 405: "method_not_allowed"}
        return JSONResponse(
            api_errors.body(codes.get(exc.status_code, "http_error"), str(exc.detail)),
            status_code=exc.status_code,
            headers=getattr(exc, "headers", None),
        )

    @app.exception_handler(sqlite3.IntegrityError)
    async def _integrity(request: Request, exc: sqlite3.IntegrityError) -> JSONResponse:
        log.warning("integrity error on %s %s: %s", request.method, request.url.path, exc)
        return error_response(hs_errors.Conflict(f"clashes with stored data: {exc}"))

    @app.exception_handler(Exception)
    async def _crash(request: Request, exc: Exception) -> JSONResponse:
        log.exception("unhandled error on %s %s", request.method, request.url.path)
        return JSONResponse(api_errors.body("internal", "internal error; see the server log"), status_code=500)
