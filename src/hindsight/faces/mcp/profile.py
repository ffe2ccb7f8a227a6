"""Which tools the MCP server offers (``HINDSIGHT_MCP_TOOLS``) and how their schemas are advertised.

``core`` (the default) is what an agent needs on every turn, with lean schemas: recall before answering
(``memory_search``), keep a durable fact (``memory_write``), drop one when the user asks (``memory_forget``) and
learn from earlier task runs (``experience_recall``). Everything else is opt-in: ``all``, or a comma list of tool
names and profiles (``core,memory_ingest,memory_context``). A tool selected through ``core`` has the core's lean
schema; a tool named explicitly (or through ``all``) has its full schema.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from hindsight.config import mcp_tools_spec

#: the core profile, in the order ``tools/list`` shows every tool
CORE: tuple[str, ...] = ("memory_write", "memory_search", "memory_forget", "experience_recall")

#: arguments the core profile does not offer (replays, retries and bookkeeping an agent does not need each turn);
#: a call that passes one is refused and the error says how to get it
LEAN_HIDDEN: dict[str, frozenset[str]] = {
    "memory_write": frozenset({"idempotency_key", "task_id", "metadata", "confidence", "query"}),
    "memory_search": frozenset({"now", "include_inactive", "min_confidence", "min_score"}),
    "memory_forget": frozenset({"now"}),
    "experience_recall": frozenset({"outcome"}),
}


@dataclass(frozen=True)
class Selection:
    """The tools offered, in registration order, and those offered through ``core`` (``lean``): they advertise
    no output schema (their results still carry ``structuredContent``) and hide :data:`LEAN_HIDDEN`."""

    names: tuple[str, ...]
    lean: frozenset[str] = frozenset()

    def hidden_args(self, tool: str) -> frozenset[str]:
        return LEAN_HIDDEN.get(tool, frozenset()) if tool in self.lean else frozenset()


def select(spec: str, registered: Iterable[str]) -> Selection:
    """The :class:`Selection` for ``spec`` (``core`` | ``all`` | a comma list) among the ``registered`` tools.

    Raises ``ValueError`` naming the tool when ``spec`` names one this server does not have."""
    order = list(registered)
    items = mcp_tools_spec(spec).split(",")
    explicit: set[str] = set()
    via_core = False
    for item in items:
        if item == "all":
            explicit.update(order)
        elif item == "core":
            via_core = True
        elif item in order:
            explicit.add(item)
        else:
            raise ValueError(f"mcp_tools: the MCP tool {item!r} is not available in this server ({', '.join(order)})")
    chosen = explicit | (set(CORE) & set(order) if via_core else set())
    return Selection(names=tuple(n for n in order if n in chosen), lean=frozenset(chosen - explicit))


def compact_schema(schema: Any, *, drop_null: bool = True) -> Any:
    """A JSON schema without what costs tokens and tells a model nothing: ``title`` annotations (the property names
    say it) and, with ``drop_null``, an optional argument's ``null`` branch and ``default: null`` (absent means
    the default)."""
    if isinstance(schema, list):
        return [compact_schema(s, drop_null=drop_null) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key == "title" and isinstance(value, str):
            continue
        if key in ("properties", "$defs", "definitions") and isinstance(value, dict):
            out[key] = {name: compact_schema(sub, drop_null=drop_null) for name, sub in value.items()}
        else:
            out[key] = compact_schema(value, drop_null=drop_null)
    branches = out.get("anyOf")
    if drop_null and "default" in out and out["default"] is None and isinstance(branches, list):
        rest = [b for b in branches if b != {"type": "null"}]
        if len(rest) == 1 and len(rest) < len(branches) and isinstance(rest[0], dict):
            del out["anyOf"], out["default"]
            out = {**rest[0], **out}
    return out


def input_schema(schema: dict[str, Any], hidden: frozenset[str]) -> dict[str, Any]:
    """The advertised input schema: compacted, without the ``hidden`` arguments."""
    compact: dict[str, Any] = compact_schema(schema)
    if hidden:
        compact["properties"] = {k: v for k, v in compact.get("properties", {}).items() if k not in hidden}
        if "required" in compact:
            compact["required"] = [r for r in compact["required"] if r not in hidden]
    return compact


def output_schema(schema: dict[str, Any] | None) -> dict[str, Any] | None:
    """The advertised output schema without ``title`` annotations; every ``null`` stays allowed (clients validate
    results against it)."""
    return None if schema is None else compact_schema(schema, drop_null=False)
