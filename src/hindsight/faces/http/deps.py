"""What the REST routes (and the console's, :mod:`hindsight.faces.web.routes`) share: the caller's
:class:`Principal` (``Caller``, set by the guard), the validated path parameters (``BankPath``, ``MemoryIdPath``,
``SessionPath``, ``TracePath``), :func:`on` (check the caller's scope on a bank and act as the caller), and the
options of every ``/v1`` route (``V1``: the error responses and the bearer scheme in the OpenAPI document)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Depends, Path, Request
from fastapi.security import HTTPBearer

from hindsight import errors as hs_errors
from hindsight.client import Hindsight
from hindsight.faces.auth import Principal
from hindsight.faces.errors import ERROR_RESPONSES
from hindsight.faces.mcp import PRINCIPAL_KEY
from hindsight.model import BANK_RE
from hindsight.store.keys import ScopeName


def _caller(request: Request) -> Principal:
    p = request.scope.get(PRINCIPAL_KEY)
    if not isinstance(p, Principal):  # the Guard always sets it for /v1
        raise hs_errors.Unauthorized("not authenticated")
    return p


Caller = Annotated[Principal, Depends(_caller)]
BankPath = Annotated[
    str,
    Path(
        pattern=BANK_RE.pattern,
        description="memory bank: 1-64 letters, digits, '_', '-', '.' (created by the first write)",
    ),
]
MemoryIdPath = Annotated[str, Path(min_length=1, max_length=256, description="memory id (mem_...)")]
SessionPath = Annotated[str, Path(min_length=1, max_length=256, description="conversation / session id")]
TracePath = Annotated[str, Path(min_length=1, max_length=256, description="execution trace id")]

#: the bearer scheme the OpenAPI document shows on every /v1 route (the guard checks the key, not this)
bearer = HTTPBearer(auto_error=False, description="API key from `hindsight keys create`")
#: route options of every /v1 route: the shared error responses and the bearer scheme
V1: dict[str, Any] = {"responses": ERROR_RESPONSES, "dependencies": [Depends(bearer)]}


def on(h: Hindsight, p: Principal, bank: str, need: ScopeName) -> Hindsight:
    """``h`` acting as the caller ``p``, once ``p`` may ``need`` on ``bank`` (403 otherwise)."""
    p.check(bank, need)
    return h.with_actor(p.actor, via="http", scope=p.scope)
