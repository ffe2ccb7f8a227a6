"""A bank's overview for the console, computed from memories and their events (pure: no I/O).

Counts by kind and status, a timeline of writes / supersedes / archives / forgets bucketed by day (or week, or
30 days when the history is long), access heat (how often and how recently memories were retrieved) and the
newest memories.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from datetime import UTC, datetime, timedelta

from pydantic import BaseModel, Field

from hindsight.model import Event, EventType, Memory

#: at most this many timeline buckets; the bucket grows (1, 7, 30 days) until the history fits
MAX_BUCKETS = 60
#: a retrieval's weight halves every this many days (access heat)
HEAT_HALF_LIFE_DAYS = 14.0
SNIPPET_CHARS = 160

#: event type -> the timeline series it counts towards (others are left out of the chart)
SERIES: dict[EventType, str] = {
    EventType.created: "created",
    EventType.confirmed: "confirmed",
    EventType.superseded: "superseded",
    EventType.merged: "superseded",
    EventType.archived: "archived",
    EventType.forgotten: "forgotten",
    EventType.expired: "archived",
    EventType.restored: "restored",
    EventType.edited: "edited",
    EventType.confidence_changed: "edited",
}
SERIES_NAMES = ("created", "confirmed", "superseded", "archived", "forgotten", "restored", "edited")


class Bucket(BaseModel):
    start: datetime
    counts: dict[str, int] = Field(default_factory=dict, description="events per series in this bucket")


class Timeline(BaseModel):
    bucket_days: int
    series: list[str] = Field(default_factory=lambda: list(SERIES_NAMES))
    buckets: list[Bucket] = Field(default_factory=list)


class MemoryBrief(BaseModel):
    """A memory in a list: enough to show a row and link to its page."""

    id: str
    kind: str
    status: str
    content: str = Field(description=f"the content, cut to {SNIPPET_CHARS} characters")
    confidence: float
    critical: bool
    created_at: datetime
    access_count: int
    last_accessed: datetime | None = None
    heat: float = 0.0


class Overview(BaseModel):
    bank: str
    now: datetime
    memories: int
    by_kind: dict[str, int]
    by_status: dict[str, int]
    by_source: dict[str, int]
    timeline: Timeline
    heat: list[MemoryBrief] = Field(description="the most retrieved memories, hottest first")
    recent: list[MemoryBrief] = Field(description="the newest memories")
    events_scanned: int
    truncated: bool = Field(description="true when only the bank's newest events were read (the timeline is partial)")


def snippet(text: str, limit: int = SNIPPET_CHARS) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def heat(m: Memory, now: datetime) -> float:
    """Retrievals weighted by recency: ``access_count × 0.5^(days since last access / half-life)``."""
    if m.access_count <= 0 or m.last_accessed is None:
        return 0.0
    days = max(0.0, (now - m.last_accessed).total_seconds() / 86400)
    return round(m.access_count * math.pow(0.5, days / HEAT_HALF_LIFE_DAYS), 4)


def brief(m: Memory, now: datetime) -> MemoryBrief:
    return MemoryBrief(
        id=m.id,
        kind=m.kind.value,
        status=m.status.value,
        content=snippet(m.content),
        confidence=m.confidence,
        critical=m.critical,
        created_at=m.created_at,
        access_count=m.access_count,
        last_accessed=m.last_accessed,
        heat=heat(m, now),
    )


def bucket_days(first: datetime, last: datetime, max_buckets: int = MAX_BUCKETS) -> int:
    span = (last.date() - first.date()).days + 1
    for days in (1, 7, 30):
        if math.ceil(span / days) <= max_buckets:
            return days
    return math.ceil(span / max_buckets)


def timeline(events: Iterable[Event], *, max_buckets: int = MAX_BUCKETS) -> Timeline:
    """Events counted per series and per bucket (UTC days), from the first to the last event, gaps included."""
    evs = [e for e in events if e.type in SERIES]
    if not evs:
        return Timeline(bucket_days=1)
    first = min(e.at for e in evs).astimezone(UTC)
    last = max(e.at for e in evs).astimezone(UTC)
    days = bucket_days(first, last, max_buckets)
    origin = datetime(first.year, first.month, first.day, tzinfo=UTC)
    n = (last.date() - first.date()).days // days + 1
    counts: list[Counter[str]] = [Counter() for _ in range(n)]
    for e in evs:
        idx = (e.at.astimezone(UTC).date() - first.date()).days // days
        counts[idx][SERIES[e.type]] += 1
    return Timeline(
        bucket_days=days,
        buckets=[Bucket(start=origin + timedelta(days=i * days), counts=dict(c)) for i, c in enumerate(counts)],
    )


def overview(
    bank: str,
    memories: list[Memory],
    events: Iterable[Event],
    now: datetime,
    *,
    truncated: bool = False,
    top: int = 10,
) -> Overview:
    """The whole overview of ``bank`` from its ``memories`` and (some of) their ``events``."""
    evs = list(events)
    hot = sorted((m for m in memories if m.access_count > 0), key=lambda m: (-heat(m, now), -m.access_count, m.id))
    newest = sorted(memories, key=lambda m: (m.created_at, m.id), reverse=True)
    return Overview(
        bank=bank,
        now=now,
        memories=len(memories),
        by_kind=dict(Counter(m.kind.value for m in memories)),
        by_status=dict(Counter(m.status.value for m in memories)),
        by_source=dict(Counter(m.provenance.source.value for m in memories)),
        timeline=timeline(evs),
        heat=[brief(m, now) for m in hot[:top]],
        recent=[brief(m, now) for m in newest[:top]],
        events_scanned=len(evs),
        truncated=truncated,
    )
