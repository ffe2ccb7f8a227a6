"""The judged-pair ledger both SQL stores share (one set of statements, two dialects): which pairs of memories a
costly judge (an LLM, the client's model over MCP sampling) has already judged, keyed by both memories' ids and
content hashes, so a review judges a pair once unless one side changes.

A row holds no text: the two ids (the smaller id first), each side's content hash, the verdict's relation (NULL
while the pair has only failed: malformed answers, a refused or timed-out call), the judge's name, how many
times the pair was sent, and when. Erasing a memory deletes every row naming it (:func:`hindsight.store.erasure.scrub`);
deleting a bank empties them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from hindsight.store.base import JudgedPair
from hindsight.store.erasure import Dialect
from hindsight.timeutil import from_epoch_required, to_epoch

Fetch = Callable[[str, list[Any]], list[tuple[Any, ...]]]
Run = Callable[[str, list[Any]], int]

COLS = "a_id, b_id, a_hash, b_hash, relation, judge, attempts, judged_at"
#: ids per lookup statement (SQLite allows 999 parameters)
CHUNK = 400


def lookup(fetch: Fetch, d: Dialect, bank: str, keys: Iterable[tuple[str, str]]) -> dict[tuple[str, str], JudgedPair]:
    """The recorded rows of the pairs ``keys`` (each ``(smaller id, larger id)``)."""
    want = {(min(a, b), max(a, b)) for a, b in keys}
    firsts = sorted({a for a, _ in want})
    out: dict[tuple[str, str], JudgedPair] = {}
    for i in range(0, len(firsts), CHUNK):
        part = firsts[i : i + CHUNK]
        marks = ", ".join([d.ph] * len(part))
        for r in fetch(f"SELECT {COLS} FROM judged_pairs WHERE bank = {d.ph} AND a_id IN ({marks})", [bank, *part]):
            key = (str(r[0]), str(r[1]))
            if key in want:
                out[key] = JudgedPair(a_id=key[0], b_id=key[1], a_hash=str(r[2]), b_hash=str(r[3]),
                                      relation=None if r[4] is None else str(r[4]), judge=str(r[5]),
                                      attempts=int(r[6]), judged_at=from_epoch_required(float(r[7])))
    return out


def record(run: Run, d: Dialect, bank: str, rows: Iterable[JudgedPair]) -> None:
    """Insert or replace each row (one per pair)."""
    p = d.ph
    sql = (f"INSERT INTO judged_pairs(bank, {COLS}) VALUES ({', '.join([p] * 9)}) "
           "ON CONFLICT (bank, a_id, b_id) DO UPDATE SET a_hash = excluded.a_hash, b_hash = excluded.b_hash, "
           "relation = excluded.relation, judge = excluded.judge, attempts = excluded.attempts, "
           "judged_at = excluded.judged_at")
    for row in rows:
        a, b = (row.a_id, row.b_id) if row.a_id < row.b_id else (row.b_id, row.a_id)
        ha, hb = (row.a_hash, row.b_hash) if row.a_id < row.b_id else (row.b_hash, row.a_hash)
        run(sql, [bank, a, b, ha, hb, row.relation, row.judge, row.attempts, to_epoch(row.judged_at)])

