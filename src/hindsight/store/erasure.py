"""What both SQL stores run to erase a memory's text from the rows around it, and to delete a bank: one set of
statements, two dialects (placeholder and substring function).

A memory's text can sit outside its own row: in its events (``created`` / ``confirmed`` payloads, ``edited``
before/after), in alerts (a conflict quotes both memories), in review items and in the retrieval log. The
erasure scrubs the memory's own events whatever they hold, and every other row of the bank that contains one of
its texts (the *needles*: current and earlier contents, summary, cue) verbatim or JSON-escaped, or (alerts, the
retrieval log) its id.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

#: needles shorter than this are not searched for in other rows (they would match unrelated text)
MIN_NEEDLE = 4

#: the tables holding rows of a bank, in the order a bank deletion empties them (``banks`` last)
BANK_TABLES = (
    "idempotency", "retrieval_log", "review_items", "review_runs", "review_queue", "alerts", "session_turns",
    "trace_steps", "judged_pairs", "memories", "events",
)

#: what an erasure leaves of an event: the trigger on ``events`` allows exactly this change and no other
SCRUBBED_DATA = "{}"

Run = Callable[[str, list[Any]], int]


@dataclass(frozen=True)
class Dialect:
    """The two things the SQL differs in: the placeholder and the substring-position function."""

    ph: str
    find: str


SQLITE = Dialect("?", "instr")
POSTGRES = Dialect("%s", "strpos")


def needle_variants(needles: Iterable[str]) -> list[str]:
    """Each text as written and as it appears inside JSON (quotes, backslashes, newlines escaped), long ones only."""
    out: dict[str, None] = {}
    for n in needles:
        for v in (n, json.dumps(n, ensure_ascii=False)[1:-1], json.dumps(n)[1:-1]):
            if len(v) >= MIN_NEEDLE:
                out[v] = None
    return list(out)


def mentions(d: Dialect, cols: list[str], terms: list[str]) -> tuple[str, list[Any]]:
    """A condition true when one of ``cols`` contains one of ``terms``."""
    if not terms:
        return "1 = 0", []
    parts = [f"{d.find}({c}, {d.ph}) > 0" for c in cols for _ in terms]
    return "(" + " OR ".join(parts) + ")", [t for _ in cols for t in terms]


def scrub(run: Run, d: Dialect, bank: str, memory_id: str, needles: list[str]) -> dict[str, int]:
    """Scrub or delete every row of ``bank`` around ``memory_id`` that carries its text (see the module doc)."""
    p = d.ph
    terms = needle_variants(needles)
    clear = f"UPDATE events SET data = '{SCRUBBED_DATA}', reason = NULL WHERE bank = {p} AND "
    out = {
        "events": run(clear + f"memory_id = {p} AND type <> 'erased'", [bank, memory_id]),
    }
    if terms:
        w, ps = mentions(d, ["data", "coalesce(reason, '')"], terms)
        out["events"] += run(clear + f"memory_id <> {p} AND type <> 'erased' AND {w}", [bank, memory_id, *ps])
    w, ps = mentions(d, ["data", "message"], [memory_id, *terms])
    out["alerts"] = run(f"DELETE FROM alerts WHERE bank = {p} AND {w}", [bank, *ps])
    w, ps = mentions(d, ["record"], [memory_id, *terms])
    out["retrieval_log"] = run(f"DELETE FROM retrieval_log WHERE bank = {p} AND {w}", [bank, *ps])
    w, ps = mentions(d, ["body"], terms)
    out["review_items"] = run(
        f"DELETE FROM review_items WHERE bank = {p} AND (a_id = {p} OR b_id = {p} OR {w})",
        [bank, memory_id, memory_id, *ps],
    )
    out["judged_pairs"] = run(f"DELETE FROM judged_pairs WHERE bank = {p} AND (a_id = {p} OR b_id = {p})",
                              [bank, memory_id, memory_id])
    for table in ("review_queue", "idempotency"):
        out[table] = run(f"DELETE FROM {table} WHERE bank = {p} AND memory_id = {p}", [bank, memory_id])
    return out


def erase_turns(run: Run, d: Dialect, bank: str, memory_id: str, needles: list[str]) -> int:
    """Delete the session turns promoted to ``memory_id`` or quoting one of ``needles``."""
    p = d.ph
    w, ps = mentions(d, ["content"], needle_variants(needles))
    return run(f"DELETE FROM session_turns WHERE bank = {p} AND (memory_id = {p} OR {w})", [bank, memory_id, *ps])


def delete_bank(run: Run, d: Dialect, bank: str, extra: tuple[str, ...] = ()) -> dict[str, int]:
    """Empty every table of ``bank`` (``extra`` tables first: the backend's index tables), then drop the bank row.
    Events go after the bank row: their trigger allows deleting the events of a bank that no longer exists."""
    p = d.ph
    out = {t: run(f"DELETE FROM {t} WHERE bank = {p}", [bank]) for t in (*extra, *BANK_TABLES[:-1])}
    out["banks"] = run(f"DELETE FROM banks WHERE name = {p}", [bank])
    out["events"] = run(f"DELETE FROM events WHERE bank = {p}", [bank])
    return out
