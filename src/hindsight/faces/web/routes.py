"""The console's routes: the page at ``/``, its assets at ``/static/<file>``, and the read-only JSON the console
needs beyond the REST API (bank overview, a memory listing, experiences with their traces); its ``restore`` button
calls the REST API's route (:mod:`hindsight.faces.http.routes.memories`).

Everything under ``/v1`` goes through the same API-key guard (:mod:`hindsight.faces.http.middleware`) and scopes as
the REST API, and shares its route options (:mod:`hindsight.faces.http.deps`); the page and its assets carry no data
and are served without a key (the page asks for one when the API answers 401).
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Annotated, Any

from fastapi import APIRouter, Query
from fastapi.responses import Response
from pydantic import BaseModel, Field

from hindsight.client import Hindsight
from hindsight.errors import NotFound
from hindsight.faces.http.deps import V1, BankPath, Caller
from hindsight.faces.web import overview as ov
from hindsight.model import Event, Experience, Kind, Memory, Status
from hindsight.model.memory import hide_quarantined
from hindsight.timeutil import to_utc, utcnow

STATIC = Path(__file__).parent / "static"
CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
}
#: the page may load and call nothing but this server (and an inline SVG favicon)
CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
#: the overview's timeline reads at most this many events (the newest ones) in one query
MAX_EVENTS = 20_000


class MemoryPage(BaseModel):
    total: int = Field(description="memories matching the filters")
    items: list[ov.MemoryBrief]


class ExperienceEntry(BaseModel):
    """A lesson and where it came from: the traces that taught it (steps: ``GET /traces/{trace_id}``)."""

    memory: Memory
    experience: Experience | None = None
    hit_count: int = 1
    trace_ids: list[str] = Field(default_factory=list)


def _asset(name: str) -> Response:
    path = STATIC / name
    if "/" in name or name.startswith(".") or path.suffix not in CONTENT_TYPES or not path.is_file():
        raise NotFound(f"no asset {name!r}", field="name")
    return Response(
        path.read_bytes(),
        media_type=CONTENT_TYPES[path.suffix],
        headers={"Cache-Control": "no-cache", "Content-Security-Policy": CSP, "X-Content-Type-Options": "nosniff"},
    )


def _experience(m: Memory) -> ExperienceEntry:
    raw = m.metadata.get("experience")
    exp = None
    if isinstance(raw, dict):
        try:
            exp = Experience.model_validate(raw)
        except ValueError:
            exp = None
    hits = m.metadata.get("hit_count", 1)
    return ExperienceEntry(
        memory=m,
        experience=exp,
        hit_count=hits if isinstance(hits, int) else 1,
        trace_ids=list(exp.trace_ids) if exp else [],
    )


def console_router(hs: Hindsight) -> APIRouter:
    """The console's routes over ``hs`` (the app's :class:`Hindsight`)."""
    router = APIRouter()
    v1: dict[str, Any] = {**V1, "tags": ["console"]}

    @router.get("/", include_in_schema=False)
    def index() -> Response:
        return _asset("index.html")

    @router.get("/static/{name}", include_in_schema=False)
    def static(name: str) -> Response:
        return _asset(name)

    @router.get("/v1/banks/{bank}/overview", response_model=ov.Overview, **v1)
    def overview(
        bank: BankPath,
        p: Caller,
        now: Annotated[datetime | None, Query(description="the time heat is measured at; default now")] = None,
        top: Annotated[int, Query(ge=1, le=100)] = 10,
    ) -> ov.Overview:
        """Counts by kind, status and source; a timeline of writes, supersedes, archives and forgets; access heat;
        the newest memories."""
        p.check(bank, "read")
        hs.stats(bank)  # unknown bank -> 404
        at = to_utc(now, field="now") or utcnow()
        memories = list(hs.store.iter_memories(bank))
        if p.scope == "read":  # a read-only key never sees quarantined text
            memories = [hide_quarantined(m) for m in memories]
        events: list[Event] = hs.store.recent_events(bank, MAX_EVENTS + 1)
        return ov.overview(bank, memories, events[:MAX_EVENTS], at, truncated=len(events) > MAX_EVENTS, top=top)

    @router.get("/v1/banks/{bank}/memories", response_model=MemoryPage, **v1)
    def list_memories(
        bank: BankPath,
        p: Caller,
        status: Annotated[Status | None, Query()] = None,
        kind: Annotated[Kind | None, Query()] = None,
        limit: Annotated[int, Query(ge=1, le=500)] = 50,
        offset: Annotated[int, Query(ge=0, le=10_000_000)] = 0,
    ) -> MemoryPage:
        """The bank's memories, newest first, optionally of one status and kind (every status, unlike search)."""
        p.check(bank, "read")
        hs.stats(bank)
        now = utcnow()
        found = [
            m
            for m in hs.store.iter_memories(bank)
            if (status is None or m.status == status) and (kind is None or m.kind == kind)
        ]
        found.sort(key=lambda m: (m.created_at, m.id), reverse=True)
        shown = found[offset : offset + limit]
        if p.scope == "read":  # a read-only key never sees quarantined text
            shown = [hide_quarantined(m) for m in shown]
        return MemoryPage(total=len(found), items=[ov.brief(m, now) for m in shown])

    @router.get("/v1/banks/{bank}/experiences", response_model=list[ExperienceEntry], **v1)
    def experiences(bank: BankPath, p: Caller) -> list[ExperienceEntry]:
        """Every experience (lesson) of the bank, most reinforced first, with the traces it was distilled from."""
        p.check(bank, "read")
        hs.stats(bank)
        out = [_experience(m) for m in hs.store.iter_memories(bank) if m.kind == Kind.experience]
        out.sort(key=lambda e: (-e.hit_count, -e.memory.created_at.timestamp(), e.memory.id))
        return out

    return router
