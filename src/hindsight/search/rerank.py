"""Step 4a of the search path: the rerank stage (``hindsight.rerank``), after scoring, before the floor and hygiene.

The reranker asked for (the request's ``rerank``, else ``Settings.rerank``) scores the first stage's best
``rerank_top_n`` hits; they are reordered by its scores and take the window's first-stage scores in the new order
(hits below the window, the relevance floor and hygiene see the same scale as without a reranker). A remote
reranker gets what is left of the search's time budget (at most ``rerank_timeout_s``); when it fails (timeout,
HTTP error, 429, an unusable answer) the first stage's order stays and ``rerank_fallback`` says why. Explain shows
each hit's place before and after, and the reranker's own score.
"""

from __future__ import annotations

import concurrent.futures as cf
import time
from collections.abc import Sequence
from dataclasses import dataclass

from hindsight.engine import Engine
from hindsight.model import Explain, SearchHit, SearchRequest
from hindsight.rerank import Candidate, Reranker, RerankError, reranker_for
from hindsight.rerank import features as feats
from hindsight.store import hubness
from hindsight.store.base import SearchIndex

_pool = cf.ThreadPoolExecutor(max_workers=4, thread_name_prefix="hindsight-rerank")


@dataclass(frozen=True)
class Outcome:
    #: the reranker asked for: off, learned, llm, endpoint
    kind: str = "off"
    #: why the first stage's order was kept (None: reranked, or no rerank asked)
    fallback: str | None = None


def apply(eng: Engine, req: SearchRequest, hits: list[SearchHit], deadline: float) -> tuple[list[SearchHit], Outcome]:
    """Rerank ``hits`` (sorted best first, each with its explain breakdown) in place of their first-stage order;
    the breakdown is dropped afterwards unless the request asked for it."""
    kind = req.rerank or eng.settings.rerank
    outcome = Outcome(kind)
    if kind != "off":
        reranker = reranker_for(kind, eng.settings)  # refuses one the settings cannot build, hits or not
        if hits:
            outcome = _rerank(eng, req.query, reranker, hits, deadline)
    if not req.explain:
        for h in hits:
            h.explain = None
    return hits, outcome


def candidates(hits: Sequence[SearchHit], eng: Engine) -> list[Candidate]:
    """The reranker's view of the window: text, first-stage features and the memories' kept hubness
    (``rerank/features.py``)."""
    exs = [_explain(h) for h in hits]
    win = feats.Window.of(exs)
    cal = eng.embedder.calibration
    hubs = hub_features(eng.store, hits)
    return [Candidate(h.id, h.content, feats.vector(
        ex, i, h.content, win, None if ex.similarity is None else cal.normalise(ex.similarity), hub))
        for i, (h, ex, hub) in enumerate(zip(hits, exs, hubs, strict=True), start=1)]


def hub_features(store: SearchIndex, hits: Sequence[SearchHit]) -> list[float]:
    """Each hit's ``hub_near`` feature (``rerank/features.py``) from its memory's hubness as the write path keeps
    it (``store/hubness.py``) and the size of its bank."""
    if not hits:
        return []
    bank = hits[0].memory.bank
    kept = store.near_cos(bank, [h.id for h in hits])
    return feats.hub_near([hubness.mean(kept.get(h.id)) for h in hits], store.active_count(bank, feats.COUNT_CAP))


def _explain(h: SearchHit) -> Explain:
    if h.explain is None:  # the search path builds one for every hit before this step
        raise ValueError(f"hit {h.id} has no explain breakdown to rerank by")
    return h.explain


def _scores(eng: Engine, query: str, reranker: Reranker, cands: list[Candidate],
            deadline: float) -> list[float] | str:
    """The reranker's scores, or why there are none."""
    kind = reranker.name
    if kind == "learned":  # pure and quick: no budget to guard
        unfit = getattr(reranker, "unfit_for", None)
        why = unfit(eng.embedder.name) if unfit is not None else None
        return why if why is not None else reranker.score(query, cands, 0.0)
    wait = min(deadline - time.perf_counter(), eng.settings.rerank_timeout_s)
    if wait <= 0:
        return "no time left in the search budget"
    fut = _pool.submit(reranker.score, query, cands, wait)
    try:
        scores = fut.result(timeout=wait)
    except cf.TimeoutError:
        return f"{kind}: no answer within {wait:.2f} s"
    except RerankError as exc:
        return str(exc)
    if len(scores) != len(cands):
        return f"{kind}: {len(scores)} scores for {len(cands)} candidates"
    return scores


def _rerank(eng: Engine, query: str, reranker: Reranker, hits: list[SearchHit], deadline: float) -> Outcome:
    kind = reranker.name
    window = hits[: eng.settings.rerank_top_n]
    for i, h in enumerate(hits, start=1):
        _explain(h).rank_before = i
        _explain(h).reranker = kind
    scores = _scores(eng, query, reranker, candidates(window, eng), deadline)
    if isinstance(scores, str):
        for i, h in enumerate(window, start=1):
            _explain(h).rank_after, _explain(h).rerank_fallback = i, scores
        return Outcome(kind, scores)
    first_stage = [h.score for h in window]  # best first
    order = sorted(range(len(window)), key=lambda i: (-scores[i], i))
    for pos, i in enumerate(order):
        h, ex = window[i], _explain(window[i])
        h.score = first_stage[pos]
        ex.final, ex.rank_after, ex.rerank_score = h.score, pos + 1, round(scores[i], 4)
    hits[: len(window)] = [window[i] for i in order]
    return Outcome(kind)
