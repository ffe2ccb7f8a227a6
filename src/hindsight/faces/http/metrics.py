"""Prometheus metrics of the HTTP face: :class:`Metrics` (requests, latency, writes by action, MCP tool calls,
auth failures, review runs, memories by bank and status) and the ``/metrics`` route that serves them."""

from __future__ import annotations

import logging
from collections.abc import Iterator

from fastapi import APIRouter
from fastapi.responses import Response
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client.core import GaugeMetricFamily

from hindsight.client import Hindsight

log = logging.getLogger("hindsight.api")


class Metrics:
    """Prometheus metrics of one app (own registry, so several apps can live in one process)."""

    def __init__(self, hs: Hindsight) -> None:
        self.registry = CollectorRegistry()
        self.requests = Counter(
            "hindsight_http_requests", "HTTP requests", ["method", "route", "status"], registry=self.registry
        )
        self.latency = Histogram(
            "hindsight_http_request_seconds",
            "HTTP request latency",
            ["method", "route"],
            registry=self.registry,
            buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10),
        )
        self.writes = Counter("hindsight_writes", "memories written, by action", ["action"], registry=self.registry)
        self.tool_calls = Counter(
            "hindsight_mcp_tool_calls", "MCP tool calls", ["tool", "outcome"], registry=self.registry
        )
        self.auth_failures = Counter("hindsight_auth_failures", "refused requests", ["reason"], registry=self.registry)
        self.reviews = Counter("hindsight_review_runs", "review runs", ["trigger", "outcome"], registry=self.registry)
        hs_ref = hs

        class _Banks:
            def collect(self) -> Iterator[GaugeMetricFamily]:
                g = GaugeMetricFamily("hindsight_memories", "memories by bank and status", labels=["bank", "status"])
                try:
                    for b in hs_ref.banks():
                        for status, n in b.by_status.items():
                            g.add_metric([b.name, status], n)
                except Exception:  # a scrape must not fail because the store is busy
                    log.exception("metrics: could not count memories")
                yield g

        self.registry.register(_Banks())


def router(metrics: Metrics) -> APIRouter:
    """``GET /metrics``: ``metrics`` in the Prometheus text format (no key needed)."""
    api = APIRouter()

    @api.get(
        "/metrics",
        tags=["ops"],
        response_class=Response,
        responses={200: {"content": {"text/plain": {"schema": {"type": "string"}}}, "description": "Prometheus"}},
    )
    def prometheus() -> Response:
        """Prometheus metrics: requests, latency, writes by action, MCP tool calls, auth failures, memories."""
        return Response(generate_latest(metrics.registry), media_type=CONTENT_TYPE_LATEST)

    return api
