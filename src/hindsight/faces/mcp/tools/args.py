"""The argument types the MCP tools share (their JSON schema is part of the tools' input schemas)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from mcp.types import ToolAnnotations
from pydantic import Field

WriteKind = Literal["episodic", "semantic"]
SourceName = Literal["user", "tool", "agent", "config", "import"]
KindName = Literal["episodic", "semantic", "experience"]
StatusName = Literal["active", "superseded", "disputed", "falsified", "archived", "expired", "forgotten"]

BankArg = Annotated[
    str | None,
    Field(description="memory bank; leave empty for your default bank"),
]
MemoryIdArg = Annotated[str, Field(description="a memory id (mem_...) as returned by memory_write or memory_search")]
NowArg = Annotated[str | None, Field(description="ISO-8601 time to act as 'now' (replays and tests only); leave empty")]


def drop_none(**kw: Any) -> dict[str, Any]:
    """The arguments the caller gave, so the client's own defaults apply to the rest."""
    return {k: v for k, v in kw.items() if v is not None}


def hints(*, read_only: bool = False, destructive: bool = False, idempotent: bool = False) -> ToolAnnotations:
    """A tool's annotations, only those that mean something: every Hindsight tool works on Hindsight's own store
    (``openWorldHint: false``); a read-only tool says so, any other says whether it destroys and is idempotent
    (``destructiveHint`` defaults to true in the spec, so a non-destructive tool must say false)."""
    if read_only:
        return ToolAnnotations(read_only_hint=True, open_world_hint=False)
    return ToolAnnotations(destructive_hint=destructive, idempotent_hint=idempotent or None, open_world_hint=False)
