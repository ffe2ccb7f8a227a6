"""``/docs``: Swagger UI served from this server, never from a CDN, so the API docs work offline.

The Swagger UI files come from the ``swagger-ui-bundle-v2`` package (Swagger UI 5, which renders OpenAPI 3.1);
they are served under ``/docs/static/<file>`` and FastAPI's ``get_swagger_ui_html`` points at them.
"""

from __future__ import annotations

from fastapi import APIRouter
from fastapi.openapi.docs import get_swagger_ui_html, get_swagger_ui_oauth2_redirect_html
from fastapi.responses import HTMLResponse, Response

from hindsight.errors import NotFound

#: the files /docs needs, with their content types
ASSETS = {
    "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
    "swagger-ui.css": "text/css; charset=utf-8",
    "favicon-32x32.png": "image/png",
}


def _read(name: str) -> bytes:
    from swagger_ui_bundle import swagger_ui_path  # swagger-ui-bundle-v2

    return bytes((swagger_ui_path / name).read_bytes())


def docs_router(openapi_url: str = "/openapi.json", title: str = "Hindsight") -> APIRouter:
    """``/docs``, ``/docs/oauth2-redirect`` and ``/docs/static/<file>``, all served locally."""
    router = APIRouter()

    @router.get("/docs", include_in_schema=False)
    def docs() -> HTMLResponse:
        return get_swagger_ui_html(
            openapi_url=openapi_url,
            title=f"{title} - API docs",
            swagger_js_url="/docs/static/swagger-ui-bundle.js",
            swagger_css_url="/docs/static/swagger-ui.css",
            swagger_favicon_url="/docs/static/favicon-32x32.png",
            oauth2_redirect_url="/docs/oauth2-redirect",
        )

    @router.get("/docs/oauth2-redirect", include_in_schema=False)
    def oauth2_redirect() -> HTMLResponse:
        return get_swagger_ui_oauth2_redirect_html()

    @router.get("/docs/static/{name}", include_in_schema=False)
    def static(name: str) -> Response:
        if name not in ASSETS:
            raise NotFound(f"no docs asset {name!r}", field="name")
        return Response(_read(name), media_type=ASSETS[name], headers={"Cache-Control": "max-age=86400"})

    return router
