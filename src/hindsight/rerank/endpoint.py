"""A cross-encoder rerank endpoint speaking the common ``POST {base}/rerank`` JSON (Cohere, Jina, TEI, vLLM,
Infinity...): ``{"model", "query", "documents", "top_n"}`` → ``{"results": [{"index", "relevance_score"}]}``.

No retries (a search has a time budget): a timeout, an HTTP error, a 429 or an unusable body raises
:class:`~hindsight.rerank.base.RerankError`. Documents the endpoint leaves out rank below the scored ones, in the
first stage's order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import httpx

from hindsight.rerank.base import Candidate, RerankError

MAX_DOC_CHARS = 2000


def read_results(data: Any, n: int) -> dict[int, float]:
    results = data.get("results") if isinstance(data, dict) else None
    if not isinstance(results, list):
        raise RerankError("endpoint: the body has no 'results' list")
    out: dict[int, float] = {}
    for r in results:
        idx = r.get("index") if isinstance(r, dict) else None
        score = r.get("relevance_score", r.get("score")) if isinstance(r, dict) else None
        if isinstance(idx, bool) or not isinstance(idx, int) or not 0 <= idx < n:
            raise RerankError(f"endpoint: {idx!r} is not a document index (0..{n - 1})")
        if isinstance(score, bool) or not isinstance(score, int | float):
            raise RerankError(f"endpoint: document {idx} has no numeric relevance_score")
        out[idx] = float(score)
    return out


class EndpointReranker:
    name = "endpoint"

    def __init__(self, base_url: str, model: str, api_key: str | None = None) -> None:
        self.url = base_url.rstrip("/") + "/rerank"
        self.model = model
        self.headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}

    def score(self, query: str, cands: Sequence[Candidate], timeout_s: float) -> list[float]:
        n = len(cands)
        body = {"model": self.model, "query": query, "documents": [c.text[:MAX_DOC_CHARS] for c in cands],
                "top_n": n}
        try:
            resp = httpx.post(self.url, json=body, headers=self.headers, timeout=timeout_s)
        except httpx.TimeoutException as exc:
            raise RerankError(f"endpoint: timeout after {timeout_s:.2f} s") from exc
        except httpx.HTTPError as exc:
            raise RerankError(f"endpoint: {type(exc).__name__}: {exc}") from exc
        if resp.status_code != 200:
            raise RerankError(f"endpoint: HTTP {resp.status_code}: {resp.text[:200]}")
        try:
            data = resp.json()
        except ValueError as exc:
            raise RerankError("endpoint: the body is not JSON") from exc
        scored = read_results(data, n)
        low = min(scored.values(), default=0.0)
        return [scored[i] if i in scored else low - 1.0 - i / n for i in range(n)]
