"""Who is calling the MCP face and what it may do: the caller's :class:`Principal` (from the HTTP request that
carried the message, else the server's own), and running a call as that caller on a bank it may use."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from mcp.server.mcpserver import Context

from hindsight.client import Hindsight
from hindsight.errors import HindsightError, Unauthorized
from hindsight.faces.auth import Principal
from hindsight.faces.errors import to_tool_error
from hindsight.store.keys import ScopeName

#: where the HTTP face leaves the caller's :class:`Principal` in the ASGI scope
PRINCIPAL_KEY = "hindsight.principal"

T = TypeVar("T")


def request_principal(request_context: Any) -> Principal | None:
    """The principal the HTTP face authenticated for the request that carried this MCP message."""
    request = getattr(request_context, "request", None)
    scope = getattr(request, "scope", None)
    if isinstance(scope, dict):
        p = scope.get(PRINCIPAL_KEY)
        if isinstance(p, Principal):
            return p
    return None


@dataclass(frozen=True)
class Access:
    """The server's Hindsight and its own caller: ``principal`` is the caller on stdio / in process; ``None``
    (HTTP) takes the caller from each request and refuses calls that carry none. ``via`` is recorded on changes."""

    hs: Hindsight
    principal: Principal | None
    via: str

    def who(self, ctx: Context | None) -> Principal:
        p = None
        if ctx is not None:
            try:
                p = request_principal(ctx.request_context)
            except ValueError:
                p = None
        p = p or self.principal
        if p is None:
            raise Unauthorized("this MCP endpoint needs an API key (Authorization: Bearer <token>)")
        return p

    def run(self, ctx: Context | None, bank: str | None, need: ScopeName, fn: Callable[[Hindsight, str], T]) -> T:
        """Authorise the caller for ``bank`` and run ``fn`` on a view that attributes changes to it."""
        try:
            p = self.who(ctx)
            b = bank or p.default_bank(self.hs.settings.default_bank)
            p.check(b, need)
            return fn(self.hs.with_actor(p.actor, via=self.via, scope=p.scope), b)
        except HindsightError as exc:
            raise to_tool_error(exc) from None
