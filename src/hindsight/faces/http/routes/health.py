"""``GET /health``: whether the store answers, Redis answers (when the store uses it: writes need it) and the
embedder embeds (no key needed)."""

from __future__ import annotations

from typing import Literal

from fastapi import APIRouter
from fastapi.responses import JSONResponse

from hindsight.client import Hindsight
from hindsight.faces.http.bodies import Health, HealthCheck


def router(hs: Hindsight) -> APIRouter:
    """The health probe over ``hs``."""
    api = APIRouter()

    @api.get("/health", response_model=Health, tags=["ops"], responses={503: {"model": Health}})
    def health() -> JSONResponse:
        """Checks that the store answers and the embedder embeds (200 when both do, 503 otherwise)."""
        try:
            n = len(hs.banks())
            store = HealthCheck(ok=True, detail=f"{n} banks")
        except Exception as exc:
            store = HealthCheck(ok=False, detail=f"{type(exc).__name__}: {exc}")
        try:
            vec = hs.embedder.queries(["health check"])
            ok = tuple(vec.shape) == (1, hs.embedder.dim)
            embedder = HealthCheck(ok=ok, detail=f"{hs.embedder.name} ({hs.embedder.dim} dimensions)")
        except Exception as exc:
            embedder = HealthCheck(ok=False, detail=f"{type(exc).__name__}: {exc}")
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
