"""Search hits built by hand for the pure search steps' tests (expand, graph, decompose): a memory with one
content, a score and a plain explain."""

from __future__ import annotations

from datetime import UTC, datetime

from hindsight.model import Explain, Kind, Memory, Provenance, SearchHit, Source, Status

T = datetime(2023, 5, 1, tzinfo=UTC)


def search_hit(mid: str, score: float, content: str | None = None, *, speaker: str | None = None,
               kind: Kind = Kind.episodic) -> SearchHit:
    """A hit on memory ``mid`` (its content ``content``, or the id) with ``score`` as its relevance and final score;
    ``speaker`` goes into the memory's metadata like a conversation turn's."""
    text = mid if content is None else content
    m = Memory(id=mid, bank="b", kind=kind, content=text, importance=0.5, confidence=0.9,
               status=Status.active, created_at=T, updated_at=T, observed_at=T,
               provenance=Provenance(source=Source.user, recorded_at=T),
               metadata={"speaker": speaker} if speaker else {})
    ex = Explain(relevance=score, confidence=0.9, freshness=1.0, importance=0.5, fusion="additive",
                 profile="hindsight", final=score)
    return SearchHit(id=mid, content=text, kind=m.kind, status=m.status, confidence=0.9, score=score, memory=m,
                     explain=ex)
