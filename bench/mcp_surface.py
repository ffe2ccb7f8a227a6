"""What the MCP tool list costs a client (issue 18): the size of ``tools/list`` per ``HINDSIGHT_MCP_TOOLS`` profile.

Every MCP client fetches ``tools/list``; most send each tool's name, description and input schema to the model on
every request (the output schemas stay with the client). Reported per profile: tools, bytes of the whole
``tools/list`` result as sent (JSON), bytes of what a model sees (name, title, description, input schema,
annotations) and approximate tokens (bytes / 4, the usual rule of thumb for English and JSON). The last row is the
full set as the SDK would describe it without Hindsight's compaction (titles, ``null`` branches), for comparison.

``python bench/mcp_surface.py [--out PATH] [--write-docs]`` (no model is loaded: tools/list embeds nothing)
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

from mcp import Client
from mcp.server.mcpserver import MCPServer
from mcp.types import ListToolsResult

import _common  # bench/_common.py (scripts run from bench/)
from hindsight import Hindsight, Settings
from hindsight.faces.mcp import create_mcp
from hindsight.policy import Calibration

OUT = Path(__file__).parent / "results" / "mcp_surface.json"
PROFILES = ("core", "core,memory_ingest,memory_context", "all")
#: the issue's budget for the default profile (bytes of tools/list)
BUDGET = 6 * 1024


class _NoEmbedder:
    """tools/list never embeds; the store only needs a name and a dimension."""

    name = "none"
    dim = 8
    calibration = Calibration()

    def passages(self, texts: list[str]) -> Any:  # pragma: no cover - never called
        raise RuntimeError("the MCP surface benchmark embeds nothing")

    queries = passages


def sizes(result: ListToolsResult) -> dict[str, Any]:
    tools = [t.model_dump(mode="json", by_alias=True, exclude_none=True) for t in result.tools]
    model_view = [{k: v for k, v in t.items() if k != "outputSchema"} for t in tools]
    wire = len(result.model_dump_json(by_alias=True, exclude_none=True).encode())
    seen = len(json.dumps(model_view, ensure_ascii=False, separators=(",", ":")).encode())
    return {"tools": len(tools), "bytes": wire, "model_bytes": seen, "approx_tokens": round(seen / 4),
            "names": [t["name"] for t in tools]}  # fmt: skip


async def measure(hs: Hindsight) -> list[dict[str, Any]]:
    rows = []
    for spec in PROFILES:
        async with Client(create_mcp(hs, tools_spec=spec)) as c:
            rows.append({"profile": spec, **sizes(await c.list_tools())})
    raw = create_mcp(hs, tools_spec="all")  # the SDK's own descriptions of the same tools, before compaction
    before = ListToolsResult(tools=await MCPServer.list_tools(raw))
    rows.append({"profile": "all, uncompacted SDK schemas", **sizes(before)})
    return rows


def table(rows: list[dict[str, Any]]) -> str:
    lines = [
        "| `HINDSIGHT_MCP_TOOLS` | tools | tools/list (bytes) | model sees (bytes) | ≈ tokens |",
        "|---|---:|---:|---:|---:|",
    ]
    for r in rows:
        lines.append(f"| `{r['profile']}` | {r['tools']} | {r['bytes']:,} | {r['model_bytes']:,} | "
                     f"{r['approx_tokens']:,} |")  # fmt: skip
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", type=Path, default=OUT, help="JSON results (default bench/results/mcp_surface.json)")
    ap.add_argument("--write-docs", action="store_true", help="update the MCP surface section of docs/benchmarks.md")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as d:
        hs = Hindsight.open(Path(d) / "s.db", embedder=_NoEmbedder(), settings=Settings(home=Path(d)))
        try:
            rows = asyncio.run(measure(hs))
        finally:
            hs.close()
    core = rows[0]
    res = {"budget_bytes": BUDGET, "core_within_budget": core["bytes"] <= BUDGET, "profiles": rows}
    _common.save_json(res, args.out)
    print(table(rows))
    print(f"core: {core['bytes']} bytes (budget {BUDGET}); saved {args.out}")
    if args.write_docs:
        section = (
            "## MCP surface (`bench/mcp_surface.py`)\n\n"
            "What `tools/list` costs a client per `HINDSIGHT_MCP_TOOLS` profile. *tools/list* is the whole result as "
            "sent (output schemas included; the core profile advertises none, its results still carry "
            "`structuredContent`); *model sees* is what most clients send the model on every request (name, title, "
            "description, input schema, annotations); tokens ≈ bytes / 4. The last row is the full set as the MCP "
            "SDK describes it without Hindsight's schema compaction (per-property titles, `null` branches of "
            "optional arguments), with the same descriptions.\n\n" + table(rows) + "\n"
        )
        _common.write_section("mcp-surface", section)
    if not res["core_within_budget"]:
        sys.exit(f"the core profile is over its budget: {core['bytes']} > {BUDGET} bytes")


if __name__ == "__main__":
    main()
