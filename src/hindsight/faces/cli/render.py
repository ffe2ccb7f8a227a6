"""How the ``hindsight`` command line shows results: JSON dumps and the rich tables of search results, traces,
bank stats, review reports, conflicts and API keys. Rendering only: no store access, no commands."""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import Any

from rich.table import Table

from hindsight.model import BankInfo, Explain, ReviewItem, ReviewReport, SearchResponse, Trace
from hindsight.store.keys import ApiKey

#: the review report's change lists, in the order of the ``hindsight review`` table
REVIEW_CHANGES = (
    "superseded", "falsified", "disputed", "source_conflicts", "merged", "consolidated", "decayed", "expired",
    "archived", "review_items",
)


def dump(obj: Any) -> None:
    """``obj`` as indented JSON on stdout (a pydantic model without its unset fields)."""
    if hasattr(obj, "model_dump_json"):
        sys.stdout.write(obj.model_dump_json(indent=2, exclude_none=True) + "\n")
    else:
        sys.stdout.write(json.dumps(obj, ensure_ascii=False, indent=2, default=str) + "\n")


def rerank_cell(e: Explain) -> str:
    """A hit's place before and after the rerank stage, and the reranker's score (or why it was skipped)."""
    if e.rank_before is None:
        return "-"
    if e.rerank_fallback is not None:
        return f"{e.rank_before} kept"  # why: the response's rerank_fallback, shown below the table
    after = "-" if e.rank_after is None else str(e.rank_after)
    score = "" if e.rerank_score is None else f" {e.rerank_score:.2f}"
    return f"{e.rank_before}→{after}{score}"


def search_table(resp: SearchResponse, explain: bool) -> Table:
    """Search results, with the score breakdown columns when ``explain``."""
    t = Table(
        title=f"{resp.query!r} in {resp.bank} — {resp.took_ms:.0f} ms" + (" [TIMED OUT]" if resp.timed_out else ""),
        show_lines=False,
    )
    t.add_column("#", justify="right", no_wrap=True)
    t.add_column("score", justify="right", no_wrap=True)
    t.add_column("content", overflow="fold", ratio=1, min_width=24)
    t.add_column("kind", no_wrap=True)
    t.add_column("conf", justify="right", no_wrap=True)
    if explain:
        for c in ("sim", "match", "dense#", "bm25", "bm25#", "rel", "fresh", "imp"):
            t.add_column(c, justify="right", no_wrap=True)
        if resp.rerank != "off":
            t.add_column("rerank", justify="right", no_wrap=True)  # place before→after (the reranker's score)
    t.add_column("id", no_wrap=True)
    for i, h in enumerate(resp.results, 1):
        row = [str(i), f"{h.score:.3f}", h.content, h.kind.value, f"{h.confidence:.2f}"]
        if explain and h.explain:
            e = h.explain
            row += [
                "-" if e.similarity is None else f"{e.similarity:.3f}",
                "-" if e.match is None else f"{e.match:.3f}",
                "-" if e.dense_rank is None else str(e.dense_rank),
                "-" if e.bm25_score is None else f"{e.bm25_score:.2f}",
                "-" if e.bm25_rank is None else str(e.bm25_rank),
                f"{e.relevance:.3f}",
                f"{e.freshness:.2f}",
                f"{e.importance:.2f}",
            ]
            if resp.rerank != "off":
                row.append(rerank_cell(e))
        row.append(h.id)
        t.add_row(*row)
    return t


def trace_table(tr: Trace) -> Table:
    """A memory's change history, one row per event."""
    t = Table("at", "event", "actor", "reason", "data")
    for e in tr.events:
        t.add_row(e.at.isoformat(), e.type.value, e.actor, e.reason or "", json.dumps(e.data, ensure_ascii=False))
    return t


def stats_table(infos: Sequence[BankInfo]) -> Table:
    """Counts by status and kind, one row per bank."""
    t = Table("bank", "memories", "by status", "by kind", "created")
    for i in infos:
        t.add_row(i.name, str(i.memories), json.dumps(i.by_status), json.dumps(i.by_kind), i.created_at.isoformat())
    return t


def review_table(rep: ReviewReport) -> Table:
    """What a review run changed: count and the first ids of each kind of change."""
    t = Table("change", "count", "ids")
    for name in REVIEW_CHANGES:
        ids = getattr(rep, name)
        t.add_row(name, str(len(ids)), ", ".join(ids[:4]) + (" …" if len(ids) > 4 else ""))
    return t


def conflicts_table(items: Sequence[ReviewItem]) -> Table:
    """Review items: both memories (content and status) and the reason."""
    t = Table("item", "status", "type", "a", "b", "reason")
    for i in items:
        t.add_row(i.id, i.status, i.type.value if i.type else "-",
                  f"{i.a.content if i.a else i.a_id} [{i.a.status.value if i.a else '?'}]",
                  f"{i.b.content if i.b else i.b_id} [{i.b.status.value if i.b else '?'}]", i.reason)
    return t


def keys_table(found: Sequence[ApiKey]) -> Table:
    """API keys (never their tokens)."""
    t = Table("id", "name", "scope", "banks", "created", "revoked")
    for k in found:
        t.add_row(
            k.id,
            k.name or "",
            k.scope,
            ", ".join(k.banks),
            k.created_at.isoformat(timespec="seconds"),
            k.revoked_at.isoformat(timespec="seconds") if k.revoked_at else "",
        )
    return t
