"""The agent's own model as the review's judge (issue #15 item 5): when ``mcp_sampling_judge`` is on, no server
LLM is configured (the judge is the rules judge) and the calling client declares the ``sampling`` capability,
``memory_review`` judges the pairs the rules leave undecided with the client's model, through MCP
``sampling/createMessage`` on a session that allows server-initiated requests (the handshake-era protocol; the
2026-07-28 protocol deprecates sampling and forbids them: such a client gets the rules)
(:class:`~hindsight.judge.sampling.SamplingJudge`: same prompt, schema, batches, token
budget and fallback as the server's LLM judge).

The review runs on the tool's worker thread; each sampling request is sent on the server's event loop
(``anyio.from_thread.run``), tied to the tool call that asked for the review (``related_request_id``: over
streamable HTTP it travels on that call's stream), and bounded by ``llm_timeout_s``. A refusal (the client answers
with an error), a timeout or an answer that is not text is an :class:`~hindsight.llm.base.LLMError`: the batch is
deferred to the next review.
"""

from __future__ import annotations

from typing import Any

import anyio
import anyio.from_thread
from mcp import types
from mcp.server.mcpserver import Context
from mcp.shared.exceptions import MCPError

from hindsight.client import Hindsight
from hindsight.judge.sampling import Sampler, SamplingJudge
from hindsight.llm.base import LLMError


def client_samples(ctx: Context | None) -> bool:
    """Whether the client of this call declared the sampling capability on a session that lets the server send it
    requests (a handshake-era session: the 2026-07-28 protocol forbids server-initiated requests)."""
    if ctx is None:
        return False
    try:
        caps = ctx.client_capabilities
        can_ask = bool(getattr(ctx.session, "can_send_request", False))
    except (ValueError, LookupError):  # outside a request
        return False
    return caps is not None and caps.sampling is not None and can_ask


def client_sampler(ctx: Context, timeout_s: float) -> Sampler:
    """A :data:`~hindsight.judge.sampling.Sampler` that asks the client of this call (from the tool's thread)."""
    session: Any = ctx.session
    request_id = ctx.request_id

    def sample(system: str, messages: list[dict[str, str]], max_tokens: int) -> str:
        msgs = [types.SamplingMessage(role="assistant" if m["role"] == "assistant" else "user",
                                      content=types.TextContent(type="text", text=m["content"]))
                for m in messages]

        async def ask() -> Any:
            with anyio.fail_after(timeout_s):
                return await session.create_message(msgs, max_tokens=max_tokens, system_prompt=system,
                                                     temperature=0, related_request_id=request_id)

        try:
            res = anyio.from_thread.run(ask)
        except TimeoutError as exc:
            raise LLMError(f"the client's model did not answer within {timeout_s:g} s") from exc
        except MCPError as exc:
            raise LLMError(f"the client refused the sampling request: {exc}") from exc
        content = getattr(res, "content", None)
        if not isinstance(content, types.TextContent):
            raise LLMError("the client's model answered without text")
        return content.text

    return sample


def review_view(h: Hindsight, ctx: Context | None) -> Hindsight:
    """``h`` with the sampling judge when this call may use the client's model (see the module docstring)."""
    s = h.settings
    if not s.mcp_sampling_judge or h.engine.judge.name != "rules" or ctx is None or not client_samples(ctx):
        return h
    judge = SamplingJudge(client_sampler(ctx, s.llm_timeout_s), h.embedder.calibration,
                          batch_size=s.judge_batch_size)
    return h.with_judge(judge)
