"""OpenAI-compatible ``/v1/embeddings`` client (OpenAI, Ollama, vLLM, TEI, LocalAI...)."""

from __future__ import annotations

import time

import httpx
import numpy as np

from hindsight.embedder.base import l2_normalise
from hindsight.errors import EmbedderError
from hindsight.llm.retry import backoff, retry_after
from hindsight.policy import Calibration


class OpenAIEmbedder:
    """Calls ``POST {base_url}/embeddings``. Retries 429/5xx with backoff; checks the dimension."""

    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key: str | None = None,
        dim: int | None = None,
        timeout_s: float = 30.0,
        batch_size: int = 64,
        retries: int = 3,
        calibration: Calibration | None = None,
        query_prefix: str = "",
        passage_prefix: str = "",
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.name = f"openai:{model}"
        self.batch_size = batch_size
        self.retries = retries
        self.calibration = calibration or Calibration()
        self.query_prefix = query_prefix
        self.passage_prefix = passage_prefix
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._client = httpx.Client(timeout=timeout_s, headers=headers)
        self.dim = dim or 0
        if not self.dim:
            self.dim = int(self._call(["dimension probe"]).shape[1])

    def _post(self, texts: list[str]) -> httpx.Response:
        return self._client.post(f"{self.base_url}/embeddings", json={"model": self.model, "input": texts})

    def _call(self, texts: list[str]) -> np.ndarray:
        last = ""
        for attempt in range(self.retries + 1):
            try:
                resp = self._post(texts)
            except httpx.HTTPError as exc:
                last = f"{type(exc).__name__}: {exc}"
            else:
                if resp.status_code == 200:
                    return self._parse(resp, len(texts))
                last = f"HTTP {resp.status_code}: {resp.text[:200]}"
                if resp.status_code not in (408, 429) and resp.status_code < 500:
                    break
                wait = retry_after(resp.headers.get("retry-after"), 10.0)
                if wait is not None:
                    time.sleep(wait)
                    continue
            if attempt < self.retries:
                time.sleep(backoff(attempt, 0.2, 5.0))
        raise EmbedderError(f"embedding endpoint {self.base_url} failed: {last}")

    def _parse(self, resp: httpx.Response, n: int) -> np.ndarray:
        try:
            data = resp.json()["data"]
            rows = sorted(data, key=lambda d: d.get("index", 0))
            m = np.array([r["embedding"] for r in rows], dtype=np.float32)
        except (ValueError, KeyError, TypeError) as exc:
            raise EmbedderError(f"embedding endpoint returned malformed JSON: {exc}") from exc
        if m.ndim != 2 or m.shape[0] != n:
            raise EmbedderError(f"embedding endpoint returned {m.shape[0] if m.ndim else 0} vectors for {n} inputs")
        if self.dim and m.shape[1] != self.dim:
            raise EmbedderError(f"embedding endpoint returned dimension {m.shape[1]}, expected {self.dim}")
        return l2_normalise(m)

    def _embed(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        parts = [self._call(texts[i : i + self.batch_size]) for i in range(0, len(texts), self.batch_size)]
        return np.vstack(parts)

    def close(self) -> None:
        self._client.close()

    def passages(self, texts: list[str]) -> np.ndarray:
        return self._embed([self.passage_prefix + t for t in texts])

    def queries(self, texts: list[str]) -> np.ndarray:
        return self._embed([self.query_prefix + t for t in texts])
