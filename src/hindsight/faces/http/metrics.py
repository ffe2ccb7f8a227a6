"""Prometheus metrics of the HTTP face: :class:`Metrics` (requests, latency, writes by action, MCP tool calls,
auth failures, review runs, memories by bank and status) and the ``/metrics`` route that serves them. Once a key
exists ``/metrics`` needs one (the guard checks it), and the per-bank series show only the banks the key reaches."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator

from fastapi import APIRouter, Request
from fastapi.responses import Response
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client.core import GaugeMetricFamily

from hindsight.client import Hindsight
from hindsight.faces.auth import Principal
from hindsight.faces.mcp.access import PRINCIPAL_KEY
from hindsight.model import ReviewReport

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
        self.judge_calls = Counter("hindsight_judge_calls", "review judge calls (LLM / sampling)", ["judge"],
                                   registry=self.registry)
        self.judge_tokens = Counter("hindsight_judge_tokens", "review judge tokens", ["judge", "kind"],
                                    registry=self.registry)
        self.judge_pairs = Counter("hindsight_judge_pairs", "candidate pairs of reviews, by what became of them",
                                   ["judge", "outcome"], registry=self.registry)
        self.hs = hs

    def review_ran(self, report: ReviewReport) -> None:
        """Count a review's judge calls, tokens and pairs (judged, known: not sent again, deferred, failed)."""
        j = report.judge
        self.judge_calls.labels(j).inc(report.llm_calls)
        self.judge_tokens.labels(j, "prompt").inc(report.prompt_tokens)
        self.judge_tokens.labels(j, "completion").inc(report.completion_tokens)
        for outcome, n in (("judged", report.pairs_judged), ("known", report.pairs_known),
                           ("deferred", report.pairs_deferred), ("failed", report.pairs_failed)):
            self.judge_pairs.labels(j, outcome).inc(n)

    def banks(self, visible: Callable[[str], bool]) -> bytes:
        """The memories-by-bank-and-status gauge, for the banks ``visible`` lets the caller see."""
        hs = self.hs

        class _Banks:
            def collect(self) -> Iterator[GaugeMetricFamily]:
                g = GaugeMetricFamily("hindsight_memories", "memories by bank and status", labels=["bank", "status"])
                try:
                    for b in hs.banks():
                        if visible(b.name):
                            for status, n in b.by_status.items():
                                g.add_metric([b.name, status], n)
                except Exception:  # a scrape must not fail because the store is busy
                    log.exception("metrics: could not count memories")
                yield g

        registry = CollectorRegistry()
        registry.register(_Banks())
        return generate_latest(registry)

    def render(self, principal: Principal | None) -> bytes:
        """Every metric in the Prometheus text format; bank series only for the banks ``principal`` reaches."""
        def visible(bank: str) -> bool:
            return principal is not None and (principal.all_banks or bank in principal.banks)

        return generate_latest(self.registry) + self.banks(visible)


def router(metrics: Metrics) -> APIRouter:
    """``GET /metrics``: ``metrics`` in the Prometheus text format (no key needed)."""
    api = APIRouter()

    @api.get(
        "/metrics",
        tags=["ops"],
        response_class=Response,
        responses={200: {"content": {"text/plain": {"schema": {"type": "string"}}}, "description": "Prometheus"}},
    )
    def prometheus(request: Request) -> Response:
        """Prometheus metrics: requests, latency, writes by action, MCP tool calls, auth failures, memories (of the
        banks the key reaches). Needs a key once one exists."""
        principal = request.scope.get(PRINCIPAL_KEY)
        return Response(metrics.render(principal if isinstance(principal, Principal) else None),
                        media_type=CONTENT_TYPE_LATEST)

    return api
