"""Read-time check (F2): what a search may serve.

Quarantined memories are never served. Every other hit is screened again with the write-time rules (memories
stored before the guard existed, imported, or with the guard off): a hit that would be quarantined now is
withheld, and secrets in a hit are redacted in the response.
"""

from __future__ import annotations

from hindsight.guard.base import Guard, Outcome
from hindsight.model import SearchResponse, Status


def check_hits(res: SearchResponse, guard: Guard) -> SearchResponse:
    kept = []
    for hit in res.results:
        if hit.status == Status.quarantined or hit.memory.status == Status.quarantined:
            continue
        d = guard.screen(hit.content, hit.memory.provenance.source)
        if d.outcome != Outcome.allow:
            continue
        if d.content is not None:
            hit = hit.model_copy(update={"content": d.content,
                                         "memory": hit.memory.model_copy(update={"content": d.content})})
        kept.append(hit)
    if len(kept) == len(res.results) and all(a is b for a, b in zip(kept, res.results, strict=True)):
        return res
    return res.model_copy(update={"results": kept})
