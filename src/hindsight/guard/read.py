"""Read-time check (F2): what a search may serve.

Quarantined memories are never served. Every other hit is screened again with the write-time rules (memories
stored before the guard existed, imported, or with the guard off): a hit that would be quarantined now is
withheld, and secrets in a hit are redacted in the response.

The same memories come back search after search, and the rules cost ~0.5-1 ms a text (three variants, ~100
patterns each): the guard's verdict on a text is remembered by a digest of (guard, content, source) in a bounded
LRU (:data:`VERDICTS_MAX` entries, thread-safe), so a text is screened once per process and guard. A text the guard
passed unchanged (nearly all) is remembered without any text; a withheld or redacted one keeps its decision (the
redacted text, the reason).
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict

from hindsight.guard.base import ALLOW, Decision, Guard, Outcome
from hindsight.model import SearchResponse, Source, Status

#: the verdicts remembered (a passed text costs its 16-byte digest and a slot)
VERDICTS_MAX = 50_000
_VERDICTS: OrderedDict[bytes, Decision] = OrderedDict()
_lock = threading.Lock()


def _key(guard: Guard, content: str, source: Source) -> bytes:
    return hashlib.blake2b(
        f"{id(guard)}\0{guard.name}\0{getattr(guard, 'secrets', '')}\0{source}\0{content}".encode(), digest_size=16
    ).digest()


def _screen(guard: Guard, content: str, source: Source) -> Decision:
    """``guard.screen(content, source)``, remembered (the guard is pure: the same text gets the same verdict)."""
    key = _key(guard, content, source)
    with _lock:
        d = _VERDICTS.get(key)
        if d is not None:
            _VERDICTS.move_to_end(key)
            return d
    d = guard.screen(content, source)
    kept = ALLOW if d.outcome == Outcome.allow and d.content is None else d
    with _lock:
        _VERDICTS[key] = kept
        while len(_VERDICTS) > VERDICTS_MAX:
            _VERDICTS.popitem(last=False)
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
