"""The judged-pair ledger as the review and the audit use it: a costly judge (the LLM, the client's model over
MCP sampling) judges each pair once unless one side changes, and the pairs it could not judge wait in priority
order with guaranteed progress.

* A pair's key is its two ids (smaller first) and each side's content hash (:func:`content_hash`: the text, the
  source and the time the judge is shown). A pair whose row matches both hashes and holds a verdict (any relation,
  "unrelated" included) is *known*: it is not sent again. An edit of either side changes its hash: judged again.
* :func:`plan` orders what is left: pairs never sent first (in the caller's priority order: best similarity,
  conflict groups together), then pairs whose earlier attempts failed (malformed answers, a refused or timed-out
  call), fewest attempts first. Under a small token budget every cycle therefore judges pairs it has not judged
  before; a pair the model keeps failing on cannot block the others.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime

from hindsight.judge.base import Pair
from hindsight.model import Memory, Verdict
from hindsight.store.base import JudgedPair, ReviewLedger

Key = tuple[str, str]


def content_hash(m: Memory) -> str:
    """What the judge is shown of ``m`` (text, source, time), hashed: a new value means "judge again"."""
    raw = "\x1f".join((m.content, m.provenance.source.value, m.observed_at.isoformat()))
    return hashlib.sha256(raw.encode()).hexdigest()[:24]


def key(p: Pair) -> Key:
    return (p.a.id, p.b.id) if p.a.id < p.b.id else (p.b.id, p.a.id)


def hashes(p: Pair) -> tuple[str, str]:
    """The content hashes in key order (the smaller id's first)."""
    ha, hb = content_hash(p.a), content_hash(p.b)
    return (ha, hb) if p.a.id < p.b.id else (hb, ha)


@dataclass
class Plan:
    """The pairs to send, in order; how many were known; earlier failed attempts per pair still to judge."""

    todo: list[Pair]
    known: int = 0
    attempts: dict[Key, int] = field(default_factory=dict)


def plan(ledger: ReviewLedger, bank: str, pairs: list[Pair]) -> Plan:
    """Drop the known pairs of ``pairs`` (given in priority order); never-sent pairs first, then failed ones by
    fewest attempts (see the module docstring)."""
    rows = ledger.judged_pairs(bank, [key(p) for p in pairs]) if pairs else {}
    out = Plan([])
    fresh: list[Pair] = []
    retry: list[tuple[int, int, Pair]] = []
    for i, p in enumerate(pairs):
        row = rows.get(key(p))
        same = row is not None and (row.a_hash, row.b_hash) == hashes(p)
        if row is not None and same and row.relation is not None:
            out.known += 1
            continue
        tries = row.attempts if row is not None and same else 0
        if tries:
            out.attempts[key(p)] = tries
            retry.append((tries, i, p))
        else:
            fresh.append(p)
    out.todo = fresh + [p for _, _, p in sorted(retry, key=lambda t: (t[0], t[1]))]
    return out


def judged_row(p: Pair, verdict: Verdict, judge: str, at: datetime, attempts: int = 0) -> JudgedPair:
    """The ledger row of a pair ``judge`` decided."""
    (a, b), (ha, hb) = key(p), hashes(p)
    return JudgedPair(a, b, ha, hb, verdict.relation.value, verdict.judge or judge, attempts + 1, at)


def failed_rows(pairs: Iterable[Pair], judge: str, at: datetime, attempts: dict[Key, int]) -> list[JudgedPair]:
    """Ledger rows of pairs sent to ``judge`` without a usable answer: no verdict, one more attempt."""
    out: list[JudgedPair] = []
    for p in pairs:
        (a, b), (ha, hb) = key(p), hashes(p)
        out.append(JudgedPair(a, b, ha, hb, None, judge, attempts.get(key(p), 0) + 1, at))
    return out
