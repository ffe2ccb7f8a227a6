"""OpenAIEmbedder against a real loopback HTTP server speaking the OpenAI wire protocol."""

from __future__ import annotations

import time
from collections.abc import Iterator

import httpx
import numpy as np
import pytest

from fake_openai import (
    FakeOpenAI,
    fake_openai_server,
    hash_vector,
    http_error,
    malformed,
    ok,
    rate_limited,
    raw,
    server_error,
    slow,
    wrong_count,
    wrong_dim,
)
from hindsight import Hindsight
from hindsight.config import Settings
from hindsight.embedder.openai import OpenAIEmbedder
from hindsight.errors import EmbedderError, EmbeddingMismatch

DIM = 8


@pytest.fixture
def srv() -> Iterator[FakeOpenAI]:
    with fake_openai_server(dim=DIM) as server:
        yield server


def expected(texts: list[str], dim: int = DIM) -> np.ndarray:
    m = np.array([hash_vector(t, dim) for t in texts], dtype=np.float32)
    return m / np.linalg.norm(m, axis=1, keepdims=True)


def make(srv, **kw) -> OpenAIEmbedder:
    kw.setdefault("dim", DIM)
    kw.setdefault("timeout_s", 2.0)
    kw.setdefault("retries", 2)
    return OpenAIEmbedder(srv.base_url, "fake-embed", **kw)


# -- the fake itself speaks the protocol -------------------------------------------------------------------
def test_fake_server_speaks_openai_wire_protocol(srv):
    srv.script("chat", ok(content='{"verdict": "supports"}'))
    with httpx.Client(timeout=2) as c:
        r = c.post(f"{srv.base_url}/embeddings", json={"model": "m", "input": "hello"})
        assert r.status_code == 200
        body = r.json()
        assert body["object"] == "list" and body["data"][0]["index"] == 0
        assert len(body["data"][0]["embedding"]) == DIM
        r = c.post(
            f"{srv.base_url}/chat/completions",
            json={"model": "judge", "messages": [{"role": "user", "content": "is it true?"}]},
        )
        chat = r.json()
        assert chat["object"] == "chat.completion"
        assert chat["choices"][0]["message"] == {"role": "assistant", "content": '{"verdict": "supports"}'}
        assert chat["choices"][0]["finish_reason"] == "stop"
        assert chat["usage"]["total_tokens"] == chat["usage"]["prompt_tokens"] + chat["usage"]["completion_tokens"]
        assert (
            c.post(f"{srv.base_url}/chat/completions", json={"model": "judge", "messages": []}).json()["choices"][0][
                "message"
            ]["content"]
            == "ok"
        )  # default once the script is used up
        assert c.post(f"{srv.url}/v2/nothing", json={}).status_code == 404
    assert [r.route for r in srv.requests] == ["embeddings", "chat", "chat", None]
    assert srv.requests[1].body["messages"][0]["content"] == "is it true?"


# -- the embedder -----------------------------------------------------------------------------------------
def test_dimension_probe(srv):
    emb = OpenAIEmbedder(srv.base_url, "fake-embed")  # no dim: probe the endpoint
    assert emb.dim == DIM
    assert emb.name == "openai:fake-embed"
    assert len(srv.requests) == 1
    assert srv.requests[0].path == "/v1/embeddings"
    assert srv.requests[0].body["model"] == "fake-embed"
    assert emb.passages(["x"]).shape == (1, DIM)


def test_configured_dimension_skips_probe(srv):
    make(srv)
    assert srv.requests == []


def test_batching_preserves_order_when_server_shuffles(srv):
    srv.script("embeddings", ok(shuffle=True), ok(shuffle=True), ok(shuffle=True))
    emb = make(srv, batch_size=3)
    texts = [f"memory number {i}" for i in range(7)]
    out = emb.passages(texts)
    assert srv.embedding_inputs == [texts[0:3], texts[3:6], texts[6:7]]
    assert out.shape == (7, DIM) and out.dtype == np.float32
    np.testing.assert_allclose(out, expected(texts), atol=1e-6)
    np.testing.assert_allclose(np.linalg.norm(out, axis=1), 1.0, atol=1e-6)


def test_shuffled_response_is_really_out_of_order(srv):
    srv.script("embeddings", ok(shuffle=True))
    r = httpx.post(f"{srv.base_url}/embeddings", json={"model": "m", "input": ["a", "b", "c", "d"]})
    assert [d["index"] for d in r.json()["data"]] != [0, 1, 2, 3]


def test_query_and_passage_prefixes_are_sent(srv):
    emb = make(srv, query_prefix="query: ", passage_prefix="passage: ")
    emb.queries(["q"])
    emb.passages(["p"])
    assert srv.embedding_inputs == [["query: q"], ["passage: p"]]


def test_empty_input_makes_no_request(srv):
    emb = make(srv)
    assert emb.passages([]).shape == (0, DIM)
    assert srv.requests == []


def test_authorization_header(srv):
    emb = make(srv, api_key="sk-test-123")
    emb.passages(["hello"])
    assert srv.requests[0].headers["authorization"] == "Bearer sk-test-123"
    assert srv.requests[0].headers["content-type"] == "application/json"


def test_no_authorization_header_without_key(srv):
    make(srv).passages(["hello"])
    assert "authorization" not in srv.requests[0].headers


def test_wrong_key_is_not_retried():
    with fake_openai_server(dim=DIM, api_key="sk-right") as srv:
        emb = make(srv, api_key="sk-wrong", retries=3)
        with pytest.raises(EmbedderError, match="HTTP 401"):
            emb.passages(["hello"])
        assert len(srv.requests) == 1  # 4xx other than 408/429: give up at once


def test_429_then_success_respects_retry_after(srv):
    srv.script("embeddings", rate_limited(retry_after=0.3), ok())
    emb = make(srv)
    out = emb.passages(["hello"])
    np.testing.assert_allclose(out, expected(["hello"]), atol=1e-6)
    reqs = srv.requests_to("embeddings")
    assert [r.behaviour for r in reqs] == ["status", "ok"]
    assert reqs[1].at - reqs[0].at >= 0.28  # waited as told


def test_retry_after_is_capped(srv, monkeypatch):
    import hindsight.embedder.openai as mod

    slept: list[float] = []
    monkeypatch.setattr(mod.time, "sleep", slept.append)
    srv.script("embeddings", rate_limited(retry_after=3600), ok())
    make(srv).passages(["hello"])
    assert len(slept) == 1 and 0 < slept[0] <= 10.0


def test_429_without_retry_after_backs_off(srv):
    srv.script("embeddings", rate_limited(retry_after=None), ok())
    assert make(srv).passages(["hello"]).shape == (1, DIM)
    assert len(srv.requests) == 2


def test_500_then_success(srv):
    srv.script("embeddings", server_error(500), server_error(503), ok())
    out = make(srv, retries=2).passages(["a", "b"])
    np.testing.assert_allclose(out, expected(["a", "b"]), atol=1e-6)
    assert [r.behaviour for r in srv.requests] == ["status", "status", "ok"]


def test_persistent_500_raises_embedder_error(srv):
    srv.script("embeddings", *[server_error(500)] * 5)
    emb = make(srv, retries=1)
    t0 = time.monotonic()
    with pytest.raises(EmbedderError) as ei:
        emb.passages(["a"])
    assert time.monotonic() - t0 < 2
    assert "HTTP 500" in str(ei.value) and srv.base_url in str(ei.value)
    assert ei.value.code == "embedder_error"
    assert len(srv.requests) == 2  # one try + one retry


def test_400_is_not_retried(srv):
    srv.script("embeddings", http_error(400, "input too long"))
    with pytest.raises(EmbedderError, match=r"HTTP 400.*input too long"):
        make(srv, retries=3).passages(["a"])
    assert len(srv.requests) == 1


def test_malformed_json_raises_clear_error(srv):
    srv.script("embeddings", malformed())
    with pytest.raises(EmbedderError, match="malformed JSON"):
        make(srv).passages(["a"])


def test_json_of_wrong_shape_raises_clear_error(srv):
    srv.script("embeddings", raw('{"object": "list", "results": []}'))
    with pytest.raises(EmbedderError, match="malformed JSON"):
        make(srv).passages(["a"])


def test_slow_response_times_out(srv):
    srv.script("embeddings", slow(3.0))
    emb = make(srv, timeout_s=0.3, retries=0)
    t0 = time.monotonic()
    with pytest.raises(EmbedderError, match="Timeout"):
        emb.passages(["a"])
    assert time.monotonic() - t0 < 1.5


def test_slow_then_fast_recovers(srv):
    srv.script("embeddings", slow(3.0), ok())
    out = make(srv, timeout_s=0.3, retries=1).passages(["a"])
    np.testing.assert_allclose(out, expected(["a"]), atol=1e-6)


def test_wrong_dimension_raises(srv):
    srv.script("embeddings", wrong_dim(5))
    with pytest.raises(EmbedderError, match="dimension 5, expected 8"):
        make(srv).passages(["a"])


def test_wrong_number_of_vectors_raises(srv):
    srv.script("embeddings", wrong_count(1))
    with pytest.raises(EmbedderError, match="1 vectors for 3 inputs"):
        make(srv).passages(["a", "b", "c"])


def test_unreachable_endpoint_raises():
    with fake_openai_server() as srv:
        base = srv.base_url
    emb = OpenAIEmbedder(base, "fake-embed", dim=DIM, timeout_s=0.5, retries=0)
    with pytest.raises(EmbedderError, match="ConnectError"):
        emb.passages(["a"])


# -- end to end through the public API -----------------------------------------------------------------------
def test_end_to_end_store_then_mismatch(srv, tmp_path):
    settings = Settings(
        embedder="openai",
        embedding_base_url=srv.base_url,
        embedding_model="fake-embed",
        embedding_dim=DIM,
        embedding_timeout_s=2.0,
        embedding_api_key="sk-e2e",
    )
    with Hindsight.open(tmp_path, settings=settings) as hs:
        assert hs.embedder.name == "openai:fake-embed" and hs.embedder.dim == DIM
        r1 = hs.write("The user prefers pytest over unittest", source="user")
        r2 = hs.write("The user's cat is called Miso", source="user")
        assert r1.action == "created" and r2.action == "created"
        again = hs.write("The user prefers pytest over unittest", source="user")
        assert again.action == "deduplicated" and again.id == r1.id
        res = hs.search("pytest unittest")
        assert res.results and res.results[0].id == r1.id
    inputs = [x for batch in srv.embedding_inputs for x in batch]
    assert "The user prefers pytest over unittest" in inputs
    assert "The user's cat is called Miso" in inputs
    assert all(r.headers.get("authorization") == "Bearer sk-e2e" for r in srv.requests)
    assert all(r.body["model"] == "fake-embed" for r in srv.requests)

    # the same store, opened with the default e5 embedder, refuses to mix vector spaces
    with pytest.raises(EmbeddingMismatch) as ei:
        Hindsight.open(tmp_path)
    msg = str(ei.value)
    assert "hindsight reembed" in msg
    assert "openai:fake-embed" in msg and ei.value.code == "embedding_mismatch"

    # and so does the same model at another dimension
    other = settings.model_copy(update={"embedding_dim": DIM * 2})
    with fake_openai_server(dim=DIM * 2) as srv2:
        other = other.model_copy(update={"embedding_base_url": srv2.base_url})
        with pytest.raises(EmbeddingMismatch, match="hindsight reembed"):
            Hindsight.open(tmp_path, settings=other)


def test_end_to_end_backend_failure_surfaces_as_embedder_error(srv, tmp_path):
    settings = Settings(
        embedder="openai",
        embedding_base_url=srv.base_url,
        embedding_model="fake-embed",
        embedding_dim=DIM,
        embedding_timeout_s=0.3,
    )
    with Hindsight.open(tmp_path, settings=settings) as hs:
        hs.embedder.retries = 0
        srv.script("embeddings", server_error(500))
        with pytest.raises(EmbedderError):
            hs.write("The user lives in Berlin", source="user")
        assert hs.stats().memories == 0  # nothing half-written
