"""``GET /health``: whether the store answers and the embedder embeds (no key needed)."""

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
        status: Literal["ok", "fail"] = "ok" if store.ok and embedder.ok else "fail"
        body = Health(status=status, store=store, embedder=embedder, version="0.1.0")
        return JSONResponse(body.model_dump(), status_code=200 if body.status == "ok" else 503)

    return api
