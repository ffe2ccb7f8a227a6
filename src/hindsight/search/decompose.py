"""Query decomposition with an LLM: a question that needs several memories ("What activities does Melanie do with
her kids?", "Would Caroline pursue writing as a career?") is split by the configured chat endpoint into up to
:data:`MAX_SUB` simpler sub-questions; the question and each sub-question are searched, and the hits are fused by
best score (a sub-question's at :data:`SUB_FACTOR` of its own, so the question itself leads a tie).
``Explain.sub_question`` names the sub-question whose search ranked a hit best; ``SearchResponse.sub_questions``
lists those searched.

Asked for by ``SearchRequest.decompose`` or ``Settings.search_decompose`` (off by default: one chat call per search,
and its quality is not measured here: no LLM on the development machines). Off without a chat endpoint
(``llm_base_url``): a request that asks for it is answered as without it, ``decompose_fallback`` saying why. The
chat call starts with the search and gets what is left of the search's time budget (at most
``search_decompose_timeout_s``), one attempt, no retry: a timeout, an HTTP error, a 429 or an answer that is not a
list of questions leaves the question's own results, with ``decompose_fallback`` saying why. The sub-questions'
searches share what is left of the budget, run side by side, and do not count as accesses (C5).
"""

from __future__ import annotations

import concurrent.futures as cf
import functools
import time
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from hindsight.config import Settings
from hindsight.engine import Engine
from hindsight.llm.base import ChatClient, LLMError
from hindsight.llm.structured import Malformed, load_json
from hindsight.model import SearchHit, SearchRequest, SearchResponse
from hindsight.search.prompts import DECOMPOSE_SCHEMA, DECOMPOSE_SYSTEM, MAX_SUB

#: a sub-question's hit counts at this share of its score when fused with the question's
SUB_FACTOR = 0.9
MAX_SUB_CHARS = 300

Run = Callable[[Engine, SearchRequest, str, datetime], SearchResponse]
_pool = cf.ThreadPoolExecutor(max_workers=4, thread_name_prefix="hindsight-decompose")


def read_questions(content: str, query: str) -> list[str]:
    """The sub-questions of the model's answer: distinct, not the question itself, at most :data:`MAX_SUB`;
    :class:`Malformed` unless it is ``{"questions": [strings]}`` (or a bare list of strings)."""
    data: Any = load_json(content)
    qs = data.get("questions") if isinstance(data, dict) else data
    if not isinstance(qs, list) or not all(isinstance(q, str) for q in qs):
        raise Malformed("no 'questions' list of strings")
    out: list[str] = []
    seen = {" ".join(query.lower().split())}
    for q in qs:
        norm = " ".join(q.split())[:MAX_SUB_CHARS]
        if norm and norm.lower() not in seen:
            seen.add(norm.lower())
            out.append(norm)
    return out[:MAX_SUB]


@functools.lru_cache(maxsize=8)
def _client(url: str, model: str, key: str | None, timeout_s: float) -> ChatClient:
    from hindsight.llm.openai import OpenAIChat

    return OpenAIChat(url, model, api_key=key, timeout_s=timeout_s, retries=0)  # a search has a time budget


def client_for(s: Settings) -> ChatClient | None:
    """The chat client decomposition uses (no retries, its own timeout); None without an endpoint."""
    if not s.llm_base_url:
        return None
    return _client(s.llm_base_url, s.llm_model, s.llm_api_key, s.search_decompose_timeout_s)


def ask(client: ChatClient, query: str) -> list[str]:
    """One chat call: the sub-questions of ``query``. Raises :class:`LLMError` or :class:`Malformed`."""
    messages = [{"role": "system", "content": DECOMPOSE_SYSTEM}, {"role": "user", "content": query}]
    res = client.complete(messages, schema=DECOMPOSE_SCHEMA, max_tokens=200)
    return read_questions(res.content, query)


def fuse(main: Sequence[SearchHit], subs: Sequence[tuple[str, Sequence[SearchHit]]], top_k: int) -> list[SearchHit]:
    """Pure part: the question's hits and each sub-question's, fused by best score (a sub-question's at
    :data:`SUB_FACTOR`), best first, at most ``top_k``; ``Explain.sub_question`` names where a hit's score came from."""
    best: dict[str, tuple[float, SearchHit, str | None]] = {h.id: (h.score, h, None) for h in main}
    for sub, hits in subs:
        for h in hits:
            score = round(h.score * SUB_FACTOR, 6)
            if h.id not in best or score > best[h.id][0]:
                best[h.id] = (score, h, sub)
    out: list[SearchHit] = []
    for score, h, by in sorted(best.values(), key=lambda t: (-t[0], t[1].id))[:top_k]:
        h.score = score
        if h.explain is not None:
            h.explain.sub_question, h.explain.final = by, score
        out.append(h)
    return out


def _wanted(eng: Engine, req: SearchRequest) -> bool:
    asked = eng.settings.search_decompose if req.decompose is None else req.decompose
    return asked and req.layer != "short_term"


def search(eng: Engine, req: SearchRequest, bank: str, now: datetime, run: Run) -> SearchResponse:
    """``run`` for the question, and, when decomposition is asked for and a chat endpoint is configured, for each
    sub-question the endpoint gives within the time budget; the hits fused (:func:`fuse`)."""
    if not _wanted(eng, req):
        return run(eng, req, bank, now)
    client = client_for(eng.settings)
    if client is None:
        res = run(eng, req, bank, now)
        res.decompose_fallback = "no chat endpoint configured (HINDSIGHT_LLM_BASE_URL)"
        return res
    t0 = time.perf_counter()
    deadline = t0 + (req.timeout_s or eng.settings.search_timeout_s)
    asked = _pool.submit(ask, client, req.query)
    res = run(eng, req, bank, now)
    subs, why = _sub_questions(asked, deadline, eng.settings.search_decompose_timeout_s, t0)
    if why is not None:
        res.decompose_fallback = why
        return res
    remaining = deadline - time.perf_counter()
    if not subs or remaining <= 0:
        res.decompose_fallback = None if not subs else "no time left in the search budget for the sub-questions"
        return res
    sub_req = {"track_access": False, "timeout_s": max(0.05, remaining)}
    futs = [(q, _pool.submit(run, eng, req.model_copy(update={"query": q, **sub_req}), bank, now)) for q in subs]
    found: list[tuple[str, Sequence[SearchHit]]] = []
    for q, fut in futs:
        try:
            sub = fut.result(timeout=max(0.0, deadline - time.perf_counter()) + 0.5)
        except cf.TimeoutError:
            res.timed_out = True
            continue
        found.append((q, sub.results))
        res.timed_out = res.timed_out or sub.timed_out
    res.results = fuse(res.results, found, req.top_k)
    res.sub_questions = [q for q, _ in found]
    res.took_ms = round((time.perf_counter() - t0) * 1000, 2)
    return res


def _sub_questions(asked: cf.Future[list[str]], deadline: float, limit_s: float,
                   t0: float) -> tuple[list[str], str | None]:
    """The sub-questions, or why there are none (the chat call's failure)."""
    wait = min(deadline, t0 + limit_s) - time.perf_counter()
    try:
        return asked.result(timeout=max(0.0, wait)), None
    except cf.TimeoutError:
        return [], f"llm: no answer within {min(deadline - t0, limit_s):.2f} s"
    except LLMError as exc:
        return [], f"llm: {exc}"
    except Malformed as exc:
        return [], f"llm: unusable answer: {exc}"
