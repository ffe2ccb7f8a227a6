"""``GET /health``: whether the store answers, Redis answers (when the store uses it: writes need it) and the
embedder is loaded (no key needed); ``GET /health/live``: liveness from the event loop. Neither waits on the
embedder: a long write holding the model must not make a probe time out (#17)."""

from __future__ import annotations

from typing import Literal

from fastapi import APIRouter
from fastapi.responses import JSONResponse

from hindsight.client import Hindsight
from hindsight.faces.http.bodies import Health, HealthCheck


def router(hs: Hindsight) -> APIRouter:
    """The health probes over ``hs``."""
    api = APIRouter()

    @api.get("/health/live", tags=["ops"])
    async def live() -> dict[str, str]:
        """Liveness: answered on the event loop (no thread, no store, no embedder), so it answers while every
        worker thread is busy."""
        return {"status": "ok"}

    @api.get("/health", response_model=Health, tags=["ops"], responses={503: {"model": Health}})
    def health() -> JSONResponse:
        """Readiness: the store (and Redis, when used) answers and the embedder is loaded (200, else 503). The embedder
        is described, not called: it never waits behind a write that is embedding."""
        try:
            n = len(hs.banks())
            store = HealthCheck(ok=True, detail=f"{n} banks")
        except Exception as exc:
            store = HealthCheck(ok=False, detail=f"{type(exc).__name__}: {exc}")
        embedder = _embedder_check(hs)
        redis = _redis(hs)
        ok = store.ok and embedder.ok and (redis is None or redis.ok)
        status: Literal["ok", "fail"] = "ok" if ok else "fail"
        body = Health(status=status, store=store, embedder=embedder, redis=redis, version="0.1.0")
        return JSONResponse(body.model_dump(), status_code=200 if body.status == "ok" else 503)

    return api


def _redis(hs: Hindsight) -> HealthCheck | None:
    """Redis's check when the store is wrapped by the Redis layer (``None`` otherwise)."""
    ping = getattr(hs.store, "ping", None)
    if ping is None:
        return None
    try:
        return HealthCheck(ok=True, detail=f"Redis at {ping()}")
    except Exception as exc:
        return HealthCheck(ok=False, detail=f"{type(exc).__name__}: {exc}")


def _embedder_check(hs: Hindsight) -> HealthCheck:
    """The embedder's name, dimension and whether it is embedding now, read without taking its lock."""
    e = hs.embedder
    try:
        busy = " (embedding now)" if getattr(e, "busy", False) else ""
        return HealthCheck(ok=e.dim > 0, detail=f"{e.name} ({e.dim} dimensions){busy}")
    except Exception as exc:
        return HealthCheck(ok=False, detail=f"{type(exc).__name__}: {exc}")
