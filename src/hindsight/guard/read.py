"""Read-time check (F2): what a search may serve.

Quarantined memories are never served. Every other hit is screened again with the write-time rules (memories
stored before the guard existed, imported, or with the guard off): a hit that would be quarantined now is
withheld, and secrets in a hit are redacted in the response.

The same memories come back search after search, and the rules cost ~0.5 ms a text (three variants, ~100
patterns each): a text the guard passed unchanged is remembered by a digest of (guard, content, source), so
no text is kept in memory, and is not screened again by this process.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict

from hindsight.guard.base import ALLOW, Decision, Guard, Outcome
from hindsight.model import SearchResponse, Source, Status

_PASSED: OrderedDict[bytes, None] = OrderedDict()
_PASSED_MAX = 50_000
_lock = threading.Lock()


def _screen(guard: Guard, content: str, source: Source) -> Decision:
    key = hashlib.blake2b(
        f"{id(guard)}\0{guard.name}\0{getattr(guard, 'secrets', '')}\0{source}\0{content}".encode(), digest_size=16
    ).digest()
    with _lock:
        if key in _PASSED:
            _PASSED.move_to_end(key)
            return ALLOW
    d = guard.screen(content, source)
    if d.outcome == Outcome.allow and d.content is None:
        with _lock:
            _PASSED[key] = None
            while len(_PASSED) > _PASSED_MAX:
                _PASSED.popitem(last=False)
    return d


def check_hits(res: SearchResponse, guard: Guard) -> SearchResponse:
    kept = []
    for hit in res.results:
        if hit.status == Status.quarantined or hit.memory.status == Status.quarantined:
            continue
        d = _screen(guard, hit.content, hit.memory.provenance.source)
        if d.outcome != Outcome.allow:
            continue
        if d.content is not None:
            hit = hit.model_copy(update={"content": d.content,
                                         "memory": hit.memory.model_copy(update={"content": d.content})})
        kept.append(hit)
    if len(kept) == len(res.results) and all(a is b for a, b in zip(kept, res.results, strict=True)):
        return res
    return res.model_copy(update={"results": kept})
