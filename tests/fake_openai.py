"""A real, scriptable OpenAI-compatible HTTP server on loopback, for tests.

It speaks the actual wire protocol of ``POST /v1/embeddings``, ``POST /v1/chat/completions`` and the common
cross-encoder ``POST /v1/rerank`` (query, documents → results[index, relevance_score]) over a
socket (stdlib ``ThreadingHTTPServer`` in a background thread, port 0), so clients are exercised exactly as
they would be against OpenAI, Ollama, vLLM or TEI: headers, JSON bodies, status codes, timeouts.

Each route has a queue of scripted behaviours; a request pops the next one, and an empty queue answers
with the route's default (a normal success). Every request is recorded for assertions.

>>> with fake_openai_server(dim=8) as srv:                                    # doctest: +SKIP
...     srv.script("embeddings", rate_limited(retry_after=0.1), server_error(), ok(shuffle=True))
...     emb = OpenAIEmbedder(srv.base_url, "fake-embed", dim=8)
...     srv.script("chat", ok(content='{"verdict": "supports"}'))

In a test module: ``from fake_openai import fake_openai`` makes the function-scoped ``fake_openai``
fixture available; ``make_fixture(dim=..., scope=...)`` builds one with other settings.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import numpy as np

ROUTES = {
    "/v1/embeddings": "embeddings",
    "/embeddings": "embeddings",
    "/v1/chat/completions": "chat",
    "/chat/completions": "chat",
    "/v1/rerank": "rerank",
    "/rerank": "rerank",
}


# -- behaviours ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Behaviour:
    """One scripted answer. Build them with the helpers below rather than by hand."""

    kind: str  # ok | malformed | status | wrong_dim | wrong_count | raw
    delay_s: float = 0.0  # sleep before answering (a "slow" response)
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    body: bytes | None = None  # for malformed / raw / error bodies
    content: str | Callable[[dict[str, Any]], str] | None = None  # chat answer (or fn of the request body)
    shuffle: bool = False  # embeddings: return ``data`` out of index order
    dim: int | None = None  # wrong_dim: the dimension to answer with
    count: int | None = None  # wrong_count: the number of vectors to answer with


def ok(
    *, content: str | Callable[[dict[str, Any]], str] | None = None, shuffle: bool = False, delay_s: float = 0.0
) -> Behaviour:
    """A normal 200 answer: deterministic embeddings, or ``content`` for chat completions."""
    return Behaviour("ok", delay_s=delay_s, content=content, shuffle=shuffle)


def slow(seconds: float, **kw: Any) -> Behaviour:
    """A normal answer that starts only after ``seconds`` (for client timeouts)."""
    return ok(delay_s=seconds, **kw)


def malformed(body: bytes = b'{"object": "list", "data": [{"embedding": [0.1, ', *, status: int = 200) -> Behaviour:
    """A 200 whose body is not valid JSON (default) or is the given bytes."""
    return Behaviour("malformed", status=status, body=body)


def raw(body: bytes | str, *, status: int = 200, headers: dict[str, str] | None = None) -> Behaviour:
    """Any status and body, sent verbatim (e.g. valid JSON of the wrong shape)."""
    data = body.encode() if isinstance(body, str) else body
    return Behaviour("raw", status=status, body=data, headers=dict(headers or {}))


def http_error(
    status: int, message: str = "scripted error", *, retry_after: float | str | None = None, delay_s: float = 0.0
) -> Behaviour:
    """An HTTP error with an OpenAI-style ``{"error": {...}}`` body."""
    headers = {} if retry_after is None else {"Retry-After": str(retry_after)}
    body = json.dumps(
        {"error": {"message": message, "type": "server_error" if status >= 500 else "invalid_request", "code": status}}
    ).encode()
    return Behaviour("status", status=status, headers=headers, body=body, delay_s=delay_s)


def rate_limited(retry_after: float | str | None = 1) -> Behaviour:
    """HTTP 429 with ``Retry-After`` (seconds) unless ``retry_after`` is None."""
    return http_error(429, "Rate limit reached for requests", retry_after=retry_after)


def server_error(status: int = 500) -> Behaviour:
    return http_error(status, "The server had an error while processing your request.")


def wrong_dim(dim: int) -> Behaviour:
    """A 200 with one vector per input, but of dimension ``dim``."""
    return Behaviour("wrong_dim", dim=dim)


def wrong_count(count: int) -> Behaviour:
    """A 200 with ``count`` vectors whatever the number of inputs."""
    return Behaviour("wrong_count", count=count)


# -- deterministic embeddings --------------------------------------------------------------------------
def hash_vector(text: str, dim: int) -> list[float]:
    """A unit vector seeded by the SHA-256 of ``text``: same text, same vector; different texts, ~orthogonal."""
    seed = int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "little")
    v = np.random.default_rng(seed).standard_normal(dim)
    v /= np.linalg.norm(v)
    return [float(x) for x in v]


# -- recorded requests ---------------------------------------------------------------------------------
@dataclass
class Recorded:
    method: str
    path: str
    route: str | None
    headers: dict[str, str]  # lower-cased names
    body: Any  # parsed JSON, or None when the body was not JSON
    raw: bytes
    at: float  # time.monotonic() on arrival
    behaviour: str = ""


# -- the server -------------------------------------------------------------------------------------------
class FakeOpenAI:
    """The server. Use :func:`fake_openai_server` (a context manager) or the ``fake_openai`` fixture."""

    def __init__(
        self,
        *,
        dim: int = 8,
        chat_content: str = "ok",
        embed_fn: Callable[[str], list[float]] | None = None,
        api_key: str | None = None,
        rerank_fn: Callable[[str, list[str]], list[float]] | None = None,
    ) -> None:
        self.dim = dim
        #: ``/v1/rerank``: the relevance score of each document for the query (default: shared words)
        self.rerank_fn = rerank_fn or word_overlap
        self.chat_content = chat_content
        self.embed_fn = embed_fn or (lambda t: hash_vector(t, self.dim))
        #: if set, requests without ``Authorization: Bearer <api_key>`` get a 401 (like the real API)
        self.api_key = api_key
        self.requests: list[Recorded] = []
        self._queues: dict[str, deque[Behaviour]] = {"embeddings": deque(), "chat": deque(), "rerank": deque()}
        self._lock = threading.Lock()
        self._closing = threading.Event()
        self._httpd: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # lifecycle
    def start(self) -> FakeOpenAI:
        server = self

        class Handler(_Handler):
            fake = server

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05}, name="fake-openai", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        self._closing.set()  # wakes any handler sleeping in a scripted delay
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def __enter__(self) -> FakeOpenAI:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def port(self) -> int:
        assert self._httpd is not None, "server not started"
        return int(self._httpd.server_address[1])

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def base_url(self) -> str:
        """What OpenAI clients call ``base_url``: ``http://127.0.0.1:PORT/v1``."""
        return self.url + "/v1"

    # scripting
    def script(self, route: str, *behaviours: Behaviour) -> FakeOpenAI:
        """Queue behaviours for ``route`` ("embeddings", "chat" or "rerank"), answered in order."""
        if route not in self._queues:
            raise ValueError(f"unknown route {route!r}; use 'embeddings', 'chat' or 'rerank'")
        with self._lock:
            self._queues[route].extend(behaviours)
        return self

    def pending(self, route: str) -> int:
        with self._lock:
            return len(self._queues[route])

    def reset(self) -> None:
        with self._lock:
            for q in self._queues.values():
                q.clear()
            self.requests.clear()

    def _next(self, route: str) -> Behaviour:
        with self._lock:
            q = self._queues[route]
            return q.popleft() if q else ok()

    def _record(self, rec: Recorded) -> None:
        with self._lock:
            self.requests.append(rec)

    # assertions
    def requests_to(self, route: str) -> list[Recorded]:
        with self._lock:
            return [r for r in self.requests if r.route == route]

    @property
    def embedding_inputs(self) -> list[list[str]]:
        """The ``input`` list of each embeddings request, in arrival order."""
        out = []
        for r in self.requests_to("embeddings"):
            inp = r.body.get("input") if isinstance(r.body, dict) else None
            out.append([inp] if isinstance(inp, str) else list(inp or []))
        return out

    # answers
    def embeddings_body(self, req: dict[str, Any], b: Behaviour) -> dict[str, Any]:
        inp = req.get("input", [])
        texts = [inp] if isinstance(inp, str) else [str(t) for t in inp]
        if b.kind == "wrong_dim":
            assert b.dim is not None
            vecs = [hash_vector(t, b.dim) for t in texts]
        elif b.kind == "wrong_count":
            assert b.count is not None
            pool = texts or ["(none)"]
            vecs = [self.embed_fn(pool[i % len(pool)]) for i in range(b.count)]
        else:
            vecs = [self.embed_fn(t) for t in texts]
        data = [{"object": "embedding", "index": i, "embedding": v} for i, v in enumerate(vecs)]
        if b.shuffle and len(data) > 1:
            data = data[1::2][::-1] + data[0::2][::-1]  # deterministic, never the identity for n > 1
        n_tok = sum(len(t.split()) for t in texts)
        return {
            "object": "list",
            "data": data,
            "model": req.get("model", ""),
            "usage": {"prompt_tokens": n_tok, "total_tokens": n_tok},
        }

    def chat_body(self, req: dict[str, Any], b: Behaviour) -> dict[str, Any]:
        content = b.content if b.content is not None else self.chat_content
        text = content(req) if callable(content) else content
        prompt_tokens = sum(
            len(str(m.get("content", "")).split()) for m in req.get("messages", []) if isinstance(m, dict)
        )
        completion_tokens = len(text.split())
        return {
            "id": f"chatcmpl-fake{len(self.requests)}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": req.get("model", ""),
            "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
            "usage": {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": completion_tokens,
                "total_tokens": prompt_tokens + completion_tokens,
            },
        }


    def rerank_body(self, req: dict[str, Any], b: Behaviour) -> dict[str, Any]:
        """The common ``/v1/rerank`` answer: results best first (``top_n`` of them), each with the document's
        index and relevance score; a scripted ``content`` (text or fn of the request) replaces the body."""
        docs = [str(d.get("text", "")) if isinstance(d, dict) else str(d) for d in req.get("documents", [])]
        scores = self.rerank_fn(str(req.get("query", "")), docs)
        order = sorted(range(len(docs)), key=lambda i: (-scores[i], i))[: int(req.get("top_n") or len(docs))]
        return {"id": f"rerank-fake{len(self.requests)}", "model": req.get("model", ""),
                "results": [{"index": i, "relevance_score": scores[i]} for i in order],
                "usage": {"total_tokens": sum(len(d.split()) for d in docs)}}


def word_overlap(query: str, docs: list[str]) -> list[float]:
    """The default fake relevance: the share of the query's words in each document."""
    q = set(query.casefold().split())
    return [len(q & set(d.casefold().split())) / max(1, len(q)) for d in docs]


class _Handler(BaseHTTPRequestHandler):
    fake: FakeOpenAI
    protocol_version = "HTTP/1.1"
    server_version = "FakeOpenAI/1.0"

    def log_message(self, format: str, *args: Any) -> None:  # silence stderr
        pass

    def _send(self, status: int, body: bytes, headers: dict[str, str] | None = None) -> None:
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            for k, v in (headers or {}).items():
                self.send_header(k, v)
            self.end_headers()
            self.wfile.write(body)
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError, OSError):
            pass  # the client gave up (timeout): nothing to answer

    def _json(self, status: int, obj: Any, headers: dict[str, str] | None = None) -> None:
        self._send(status, json.dumps(obj).encode(), headers)

    def do_GET(self) -> None:
        if self.path.rstrip("/") in ("/v1/models", "/models"):
            self._json(
                200,
                {
                    "object": "list",
                    "data": [{"id": "fake-embed", "object": "model"}, {"id": "fake-chat", "object": "model"}],
                },
            )
        else:
            self._json(404, {"error": {"message": f"no route {self.path}", "type": "invalid_request"}})

    def do_POST(self) -> None:
        fake = self.fake
        length = int(self.headers.get("Content-Length") or 0)
        raw_body = self.rfile.read(length) if length else b""
        try:
            body = json.loads(raw_body) if raw_body else None
        except ValueError:
            body = None
        path = self.path.split("?", 1)[0]
        route = ROUTES.get(path)
        rec = Recorded(
            "POST", path, route, {k.lower(): v for k, v in self.headers.items()}, body, raw_body, time.monotonic()
        )
        fake._record(rec)
        if route is None:
            rec.behaviour = "404"
            self._json(404, {"error": {"message": f"no route {path}", "type": "invalid_request"}})
            return
        if fake.api_key is not None and rec.headers.get("authorization") != f"Bearer {fake.api_key}":
            rec.behaviour = "401"
            self._json(
                401,
                {
                    "error": {
                        "message": "Incorrect API key provided",
                        "type": "invalid_request",
                        "code": "invalid_api_key",
                    }
                },
            )
            return
        b = fake._next(route)
        rec.behaviour = b.kind if not b.delay_s else f"{b.kind}+{b.delay_s}s"
        if b.delay_s and fake._closing.wait(b.delay_s):
            return  # server shutting down
        if b.kind in ("malformed", "raw", "status"):
            self._send(b.status, b.body or b"", b.headers)
            return
        if not isinstance(body, dict):
            self._json(400, {"error": {"message": "request body is not a JSON object", "type": "invalid_request"}})
            return
        if route == "rerank" and b.content is not None:
            text = b.content(body) if callable(b.content) else b.content
            self._send(200, text.encode(), b.headers)
            return
        payload = (fake.embeddings_body(body, b) if route == "embeddings" else fake.rerank_body(body, b)
                   if route == "rerank" else fake.chat_body(body, b))
        self._json(200, payload, b.headers)


@contextlib.contextmanager
def fake_openai_server(**kw: Any) -> Iterator[FakeOpenAI]:
    """``with fake_openai_server(dim=8) as srv: ...`` — started on a free loopback port, stopped on exit."""
    srv = FakeOpenAI(**kw)
    srv.start()
    try:
        yield srv
    finally:
        srv.stop()


def make_fixture(*, scope: str = "function", **kw: Any) -> Any:
    """A pytest fixture yielding a started :class:`FakeOpenAI` built with ``kw``."""
    import pytest

    @pytest.fixture(scope=scope)  # type: ignore[call-overload]
    def _fixture() -> Iterator[FakeOpenAI]:
        with fake_openai_server(**kw) as srv:
            yield srv

    return _fixture


#: function-scoped fixture (dim 8); import it into a test module to use it by name
fake_openai = make_fixture()
