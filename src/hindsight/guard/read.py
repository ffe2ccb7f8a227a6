"""Read-time check (F2): what a search may serve.

Quarantined memories are never served. Every other hit is screened again with the write-time rules (memories
stored before the guard existed, imported, or with the guard off): a hit that would be quarantined now is
withheld, and secrets in a hit are redacted in the response.

The same memories come back search after search, and the rules cost ~0.5-1 ms a text (three variants, ~100
patterns each): the guard's verdict on a text is remembered by a digest of (guard, content, source) in a bounded
LRU (:data:`VERDICTS_MAX` entries, thread-safe), so a text is screened once per process and guard. A text the guard
passed unchanged (nearly all) is remembered without any text; a withheld or redacted one keeps its decision (the
redacted text, the reason).

Most hits need no screen at all: the write path records a *stamp* on a memory it stored unchanged after its guard
allowed it (:func:`stamp`): the seal of the read guard's fingerprint, the source and the very content
(:func:`seal`). A hit whose stamp is the seal the current guard would give its content is served as it is (that
guard passed that text from that source); any other hit (no stamp: written with the guard off, imported, edited,
consolidated, older than the column; a stamp of other rules; other content) is screened as before. The stamp is a
private attribute of :class:`~hindsight.model.Memory`: only the store (from its row) and a path that screened the
content set it, so no import, edit or wire payload can carry one in.
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


def seal(fingerprint: str, content: str, source: Source) -> str:
    """The stamp of ``content`` from ``source`` passed unchanged by the guard of ``fingerprint``."""
    return hashlib.blake2b(f"{fingerprint}\0{source}\0{content}".encode(), digest_size=16).hexdigest()


def stamp(read_guard: Guard, judged_by: Guard, decision: Decision, content: str, source: Source) -> str | None:
    """The stamp to store with ``content`` from ``source`` that ``judged_by`` decided ``decision`` about: the seal
    of ``read_guard`` (what :func:`check_hits` will screen with) when the text is stored unchanged, allowed, by a
    guard whose allowing implies the read guard's (``judged_by.passed`` holds its fingerprint); else ``None``."""
    fp = read_guard.fingerprint
    if fp is None or decision.outcome != Outcome.allow or decision.content is not None or fp not in judged_by.passed:
        return None
    return seal(fp, content, source)


def check_hits(res: SearchResponse, guard: Guard) -> SearchResponse:
    kept = []
    fp = getattr(guard, "fingerprint", None)
    for hit in res.results:
        if hit.status == Status.quarantined or hit.memory.status == Status.quarantined:
            continue
        source = hit.memory.provenance.source
        st = hit.memory.guard_stamp
        if st is not None and fp is not None and st == seal(fp, hit.content, source):
            kept.append(hit)  # this guard passed this text from this source unchanged when it was stored
            continue
        d = _screen(guard, hit.content, source)
        if d.outcome != Outcome.allow:
            continue
        if d.content is not None:
            hit = hit.model_copy(update={"content": d.content,
                                         "memory": hit.memory.model_copy(update={"content": d.content})})
        kept.append(hit)
    if len(kept) == len(res.results) and all(a is b for a, b in zip(kept, res.results, strict=True)):
        return res
    return res.model_copy(update={"results": kept})
