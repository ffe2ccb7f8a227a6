"""The search path (C1-C7), top to bottom, starting at :func:`search`.

0. validate the request; the session's short-term turns when asked (``turns.py``);
1. keyword arm: jieba/stemmed query terms (less a question phrase's word: "old" of "how old") → BM25 top-N
   under the filters (FTS5's ranking; on a worker thread, while step 2 runs);
2. dense arm: query embedding (bounded by the time budget) → exact cosine top-N under the same filters;
3. every candidate gets its exact cosine (a memory that calls the user by name, to the query asked by that name);
   the arms are fused (RRF, additive, interleave);
4. the scoring profile mixes relevance with confidence, freshness and importance; memories about someone else,
   about other slots than the query's, or about the query's slot are lowered or raised (language/people.py, topic.py);
5. the relevance floor leaves out hits too far in meaning from the query (``floor.py``; ``below_floor`` when none
   clears it); top-k are returned with an explain breakdown; access stats and the retrieval log are written;
6. the read-time guard re-screens the hits (F2), and an archived hit within the restore window comes back (D6).
A search that runs past its budget returns what it has, flagged ``timed_out``. Loading the model and the
tokenizer (a process's first search) does not count against the budget.
"""

from __future__ import annotations

import concurrent.futures as cf
import time
import weakref
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from typing import Any, TypeVar

import numpy as np

from hindsight.engine import Engine, user_names, validate
from hindsight.errors import InvalidInput
from hindsight.guard import guard_for
from hindsight.guard.read import check_hits
from hindsight.language import asking, text
from hindsight.language import names as aliases
from hindsight.language import people as subject
from hindsight.model import EventType, Explain, Memory, SearchHit, SearchRequest, SearchResponse, Status
from hindsight.review import manual
from hindsight.search import (
    content,
    decompose,
    expand,
    floor,
    graph,
    history,
    hygiene,
    kinds,
    rerank,
    scoring,
    speakers,
    topic,
    turns,
    when,
)
from hindsight.store.base import Filters
from hindsight.timeutil import utcnow

T = TypeVar("T")
_pool = cf.ThreadPoolExecutor(max_workers=8, thread_name_prefix="hindsight-search")


def _bounded(fn: Callable[[], T], deadline: float) -> T | None:
    """Run ``fn`` but give up waiting at ``deadline`` (the call itself finishes in the background)."""
    remaining = deadline - time.perf_counter()
    if remaining <= 0:
        return None
    fut = _pool.submit(fn)
    try:
        return fut.result(timeout=remaining)
    except cf.TimeoutError:
        return None


def _wait(fut: cf.Future[T], deadline: float) -> T | None:
    """The result of a submitted call, or None at ``deadline`` (the call itself finishes in the background)."""
    try:
        return fut.result(timeout=max(0.0, deadline - time.perf_counter()))
    except cf.TimeoutError:
        return None


def filters_for(req: SearchRequest, now: datetime, default_min_conf: float) -> Filters:
    if req.include_inactive:
        statuses = tuple(req.statuses) if req.statuses else None
        min_conf = req.min_confidence or 0.0
        hide_expired = False
    else:
        statuses = tuple(req.statuses) if req.statuses else (Status.active, Status.disputed)
        min_conf = default_min_conf if req.min_confidence is None else req.min_confidence
        hide_expired = True
    return Filters(
        now=now,
        statuses=statuses,
        min_confidence=min_conf,
        kinds=tuple(req.kinds) if req.kinds else None,
        session_id=req.session_id if req.layer == "long_term" else None,  # else: the short-term session
        sources=tuple(req.sources) if req.sources else None,
        tags=tuple(req.tags) if req.tags else None,
        observed_after=req.observed_after,
        observed_before=req.observed_before,
        valid_at=req.valid_at,
        hide_expired=hide_expired,
        as_of=req.now is not None,
    )


def _compare_by_name(eng: Engine, bank: str, query: str, names: frozenset[str], memories: dict[str, Memory],
                     cands: dict[str, scoring.Candidate], deadline: float) -> tuple[set[str], set[str]]:
    """A memory that calls the user by name ("Maya lives in Edinburgh") is compared with the query asked by that
    name ("Which city is Maya's home?"): like with like, since e5 puts "the user" and "Maya" far apart (measured:
    hygiene accuracy@1 +0.015 to +0.02 on three seeds; docs/benchmarks.md). Costs one query embedding per name
    in use, only in banks that state the user's name. Returns the ids compared by name, and those that name the user
    but could not be compared in time (their cosine to "the user" says nothing: the relevance floor skips them)."""
    by_name: dict[str, list[str]] = {}
    for m in memories.values():
        nm = aliases.named_subject(m.content, names)
        if nm is not None:
            by_name.setdefault(nm, []).append(m.id)
    if not by_name:
        return set(), set()
    order = sorted(by_name)[:3]
    qvecs = _bounded(lambda: eng.embedder.queries([aliases.as_named(query, nm) for nm in order]), deadline)
    if qvecs is None:
        return set(), {mid for ids in by_name.values() for mid in ids}
    done: set[str] = set()
    for nm, qv in zip(order, qvecs, strict=True):
        for mid, sim in eng.store.similarities(bank, by_name[nm], qv).items():
            cands[mid].similarity = sim
            done.add(mid)
    return done, {mid for nm in sorted(by_name)[3:] for mid in by_name[nm]}


def search(eng: Engine, data: SearchRequest | Mapping[str, Any]) -> SearchResponse:
    """Validate, search the bank, re-screen the hits (F2), restore archived hits (D6)."""
    req = validate(SearchRequest, data)
    with eng.store.pinned():  # this thread's store calls share one connection (the arms' threads take their own)
        bank = eng.bank(req.bank)
        now = req.now or utcnow()
        res = decompose.search(eng, req, bank, now, run)  # the question, and its sub-questions when asked
        res = check_hits(res, guard_for(eng.settings.guard, eng.settings.secrets))  # F2: read-time check
        if req.track_access:
            _restore_hits(eng, res, now)
        return res


def _restore_hits(eng: Engine, res: SearchResponse, now: datetime) -> None:
    """D6: an explicit hit on an archived memory within the restore window brings it back."""
    window = timedelta(days=eng.settings.restore_window_days)
    for hit in res.results:
        if hit.status != Status.archived:
            continue
        archived_at = next(
            (e.at for e in reversed(eng.store.events(res.bank, hit.id)) if e.type == EventType.archived), None
        )
        if archived_at is not None and now - archived_at <= window:
            m = manual.restore(eng, hit.id, res.bank, "hit by a search within the restore window", now)
            hit.status, hit.memory = m.status, m


@dataclass
class _Gathered:
    """The candidates of both arms, with what the later steps need."""

    cands: dict[str, scoring.Candidate] = field(default_factory=dict)
    qvec: Any = None
    #: the vector of the query's content words (search/content.py), when it has some
    cvec: Any = None
    timed_out: bool = False
    terms: list[str] = field(default_factory=list)  # the keyword arm's

    def cand(self, mid: str) -> scoring.Candidate:
        if mid not in self.cands:
            self.cands[mid] = scoring.Candidate(key=len(self.cands))
        return self.cands[mid]


_tokenizer_warm = False


def warm(eng: Engine) -> None:
    """Load what a process's first search would otherwise load inside its time budget: the query tokenizer
    (jieba's dictionary), its part-of-speech tables (~0.6 s: hygiene and the people lexicon tag Chinese hits) and
    the embedding model's first run. Runs before the budget starts; a no-op after."""
    global _tokenizer_warm
    if not _tokenizer_warm:
        text.query_terms("预热 warm up")
        text.tagged("预热", hmm=False)
        _tokenizer_warm = True
    if not getattr(eng.embedder, "warmed", True):
        eng.embedder.queries(["warm up"])


def run(eng: Engine, req: SearchRequest, bank: str, now: datetime) -> SearchResponse:
    """Steps 1-5 on one bank for a validated request (the budget starts after :func:`warm`)."""
    s = eng.settings
    warm(eng)
    t0 = time.perf_counter()
    deadline = t0 + (req.timeout_s or s.search_timeout_s)
    fusion = req.fusion or s.fusion
    profile_name = req.profile or s.profile
    profile = scoring.PROFILES.get(profile_name)
    if profile is None:
        raise InvalidInput(
            f"profile: unknown scoring profile {profile_name!r}; one of {sorted(scoring.PROFILES)}", field="profile"
        )
    short = [] if req.layer == "long_term" or not req.session_id else turns.search_turns(
        eng, bank, req.session_id, req.query, now, req.top_k)
    if req.layer == "short_term":  # the session's history only: no memory is read, none is tracked
        return SearchResponse(query=req.query, bank=bank, results=[], short_term=short, fusion=fusion,
                              profile=profile.name, took_ms=round((time.perf_counter() - t0) * 1000, 2))
    g = _gather(eng, req, bank, filters_for(req, now, s.min_confidence), fusion, deadline)
    cands = g.cands
    # the candidates' rows, the exact cosine of those only one arm found, and their vectors (hygiene's) at once
    missing = [m for m, c in cands.items() if c.similarity is None] if g.qvec is not None else []
    read = eng.store.read_candidates(bank, list(cands), g.qvec, missing)
    for mid, sim in read.similarities.items():
        cands[mid].similarity = sim
    memories = {m.id: m for m in read.memories}
    past_conf = history.admit(eng.store, bank, memories, req, now)  # superseded ones, for a question about the past
    names: frozenset[str] | None = None
    by_name: set[str] = set()
    unmeasured: set[str] = set()
    if g.qvec is not None and aliases.refers_to_user(req.query):
        names = user_names(eng.store, bank, now)
        if names:
            by_name, unmeasured = _compare_by_name(eng, bank, req.query, names, memories, cands, deadline)
    raw = {m: c.similarity for m, c in cands.items()}  # hygiene reads the plain cosines, the floor mostly
    _lift_content(eng, bank, g.cvec, cands, deadline)
    ceiling = _keyword_ceiling(eng, bank, g.terms) if fusion == "additive" else 0.0
    scoring.fuse({c.key: c for c in cands.values()}, fusion, eng.embedder.calibration, s.rrf_k, s.additive_dense_weight,
                 ceiling)
    hits = _score(eng, req, bank, now, profile, fusion, cands, memories, names, by_name, past_conf)
    when.boost(hits, req.query, now, s.search_when_boost)  # a time the question names
    speakers.boost(hits, req.query, s.search_speaker_boost)  # a person the question names
    hits.sort(key=lambda h: (-h.score, h.id))
    lenders = expand.session_next(eng.store, bank, hits, s.search_expand_next)  # the next turn of a best hit
    graph.associate(eng.store, bank, hits, req.query, s.search_graph, filters_for(req, now, s.min_confidence), deadline)
    hits, reranked = rerank.apply(eng, req, hits, deadline)  # step 4a (search/rerank.py); drops unasked explains
    _plain_cosines(hits, raw)  # fusion and the reranker read the lifted cosine; every face reports the plain one
    floor_at = floor.min_score_for(req.min_score, s.min_score, eng.embedder.calibration)
    best = hits[0].id if hits else None  # the first hit (ranked on the lifted cosines) may clear the floor by its
    similarity = {m: None if m in unmeasured
                  else floor.cleared_by(raw.get(m), cands[m].similarity if m == best else None) for m in cands}
    floored = floor.apply(hits, similarity, floor_at, eng.embedder.calibration)
    sims = {m: raw.get(m) for m in cands}
    tidied = _tidy(eng, bank, req.query, floored.kept, now, sims, read.vectors, lenders)
    history.before_successor(tidied, req)  # a question about the past: the value before the present one first
    top = tidied[: req.top_k]
    timed_out = g.timed_out or time.perf_counter() > deadline
    took = (time.perf_counter() - t0) * 1000
    _bookkeep(eng, req, bank, now, fusion, profile.name, cands, top, took, timed_out)
    return SearchResponse(
        query=req.query,
        bank=bank,
        results=top,
        short_term=short,
        timed_out=timed_out,
        took_ms=round(took, 2),
        fusion=fusion,
        profile=profile.name,
        rerank=reranked.kind,
        rerank_fallback=reranked.fallback,
        min_score=floor_at,
        below_floor=floored.below_floor,
    )


def _gather(eng: Engine, req: SearchRequest, bank: str, f: Filters, fusion: str, deadline: float) -> _Gathered:
    """Steps 1-3 up to fusion: the keyword arm, the dense arm, and the exact cosine of every candidate."""
    n = max(eng.settings.candidate_k, req.top_k)
    g = _Gathered()
    keyword: cf.Future[list[tuple[str, float]]] | None = None
    if fusion != "dense":  # runs while the query is embedded and the dense arm searches (both release the GIL)
        terms = g.terms = asking.keyword_terms(req.query)  # "how old": "old" asks, it names nothing (asking.py)
        keyword = _pool.submit(eng.store.keyword_search, bank, terms, n, f)

    past = history.filters(req, f)  # a question about the past: the superseded memories too (search/history.py)
    keyword_past = None
    if keyword is not None and past is not None:
        keyword_past = _pool.submit(eng.store.keyword_search, bank, terms, n, past)

    dense = None
    if fusion != "bm25":
        g.qvec = _bounded(lambda: eng.embedder.queries([req.query])[0], deadline)
        if g.qvec is not None:
            vec = g.qvec
            dense = _bounded(lambda: eng.store.vector_search(bank, vec, n, f), deadline)
            if dense is not None and past is not None:
                hf = past
                dense = history.merge(dense, _bounded(lambda: eng.store.vector_search(bank, vec, n, hf), deadline)
                                      or [], n)
        if dense is None:
            g.timed_out = True
        words = content.content_of(req.query) if eng.settings.search_content_weight > 0 else None
        if words is not None and dense is not None:  # an extra: late, and the search goes on without the lift
            g.cvec = _bounded(lambda: eng.embedder.queries([words])[0], deadline)

    if keyword is not None:
        sparse = _wait(keyword, deadline)
        if sparse is None:
            g.timed_out = True
        elif keyword_past is not None:
            sparse = history.merge(sparse, _wait(keyword_past, deadline) or [], n)
        for rank, (mid, score) in enumerate(sparse or [], start=1):
            c = g.cand(mid)
            c.bm25, c.bm25_rank = score, rank
    for rank, (mid, sim) in enumerate(dense or [], start=1):
        c = g.cand(mid)
        c.similarity, c.dense_rank = sim, rank
    return g  # the cosines of candidates only the keyword arm found come with their rows (run)


def _lift_content(eng: Engine, bank: str, cvec: Any, cands: dict[str, scoring.Candidate], deadline: float) -> None:
    """Raise each candidate's cosine by its excess closeness to the query's content words (search/content.py)."""
    w = eng.settings.search_content_weight
    if cvec is None or w <= 0 or len(cands) < 2 or time.perf_counter() > deadline:
        return
    to_content = eng.store.similarities(bank, list(cands), cvec)
    for mid, sim in content.lift({m: c.similarity for m, c in cands.items()}, to_content, w).items():
        cands[mid].similarity = sim


def _plain_cosines(hits: list[SearchHit], raw: dict[str, float | None]) -> None:
    """Each explain's ``similarity`` back to the plain cosine (the context block's lesson gate and every face read
    it as one), the content words' share in ``content_lift``."""
    for h in hits:
        ex, plain = h.explain, raw.get(h.id)
        if ex is None or ex.similarity is None or plain is None:
            continue
        lift = round(ex.similarity - plain, 4)
        ex.similarity, ex.content_lift = round(plain, 4), lift if lift else None


def _keyword_ceiling(eng: Engine, bank: str, terms: list[str]) -> float:
    """What the question could score in the keyword arm (``scoring.keyword_ceiling`` of the store's weights of its
    words), the least additive fusion divides a memory's BM25 by (``search_keyword_norm``; 0: the best match)."""
    norm = eng.settings.search_keyword_norm
    if norm == "best" or not terms:
        return 0.0
    weights = [(w.idf, w.rows) for w in eng.store.keyword_weights(bank, terms)]
    return scoring.keyword_ceiling(weights, matched_only=norm == "matched")


def _score(eng: Engine, req: SearchRequest, bank: str, now: datetime, profile: scoring.Profile, fusion: str,
           cands: dict[str, scoring.Candidate], memories: dict[str, Memory], names: frozenset[str] | None,
           by_name: set[str], past_conf: dict[str, float]) -> list[SearchHit]:
    """Step 4: the profile's score times the ranking factors (someone else, off / on the query's topic).
    ``past_conf``: the confidence a superseded memory ranks by for a question about the past (search/history.py)."""
    hits: list[SearchHit] = []
    about_user = subject.asks_about_user_only(req.query)
    query_slots = topic.slots_of(req.query)
    for mid, c in cands.items():
        mem = memories.get(mid)
        if mem is None:
            continue
        fresh = profile.freshness_of(mem.observed_at, now)
        conf = scoring.ranking_confidence(past_conf.get(mid, mem.confidence), mem.tags,
                                          eng.settings.source_conflict_factor)
        final = profile.score(c.relevance, conf, fresh, mem.importance)
        other = False
        if about_user and subject.about_other_person(mem.content):
            if names is None:  # "Daniel lives in Austin" is about the user when the bank says the user is Daniel
                names = user_names(eng.store, bank, now)
            other = subject.about_other_person(mem.content, names)
            if other:
                final *= subject.OTHER_PERSON_FACTOR
        off_topic = topic.mismatch(query_slots, mem.content)
        on_topic = not off_topic and not other and topic.match(query_slots, mem.content)
        if off_topic:
            final *= topic.MISMATCH_FACTOR
        elif on_topic:
            final *= topic.MATCH_FACTOR
        ex = Explain(
            similarity=None if c.similarity is None else round(c.similarity, 4),
            dense_rank=c.dense_rank,
            bm25_score=None if c.bm25 is None else round(c.bm25, 4),
            bm25_rank=c.bm25_rank,
            relevance=round(c.relevance, 4),
            confidence=conf,
            freshness=round(fresh, 4),
            importance=mem.importance,
            fusion=fusion,
            profile=profile.name,
            final=round(final, 4),
            other_person=other,
            off_topic=off_topic,
            on_topic=on_topic,
            by_name=mid in by_name,
        )
        hits.append(SearchHit(id=mid, content=mem.content, kind=mem.kind, status=mem.status,
                              confidence=mem.confidence, score=round(final, 4), memory=mem,
                              explain=ex))  # the rerank step reads it, then drops it unless asked
    return hits


def _tidy(eng: Engine, bank: str, query: str, hits: list[SearchHit], now: datetime,
          sims: dict[str, float | None] | None = None,
          known: dict[str, np.ndarray] | None = None, lenders: dict[str, str] | None = None) -> list[SearchHit]:
    """Step 4b: read-time hygiene (``hygiene.py``): collapse near-duplicates, the newer of two same-slot memories
    first for a question about the present, an agent's guess below a user/tool fact. Returns all hits, best first.
    ``known``: vectors already read (the candidates'); the window's others are read here. ``lenders``: memories
    the next-turn expansion raised, with the hit that lent each its score (``expand.void_stale_lends``)."""
    s = eng.settings
    opts = hygiene.Options(
        collapse=s.search_collapse, collapse_cosine=s.search_collapse_cosine, newer_first=s.search_newer_first,
        slot_cosine=eng.embedder.calibration.conflict if s.search_slot_cosine is None else s.search_slot_cosine,
        relevance_ratio=s.search_hygiene_ratio, turn_ratio=s.search_hygiene_turn_ratio,
        guess_below_fact=s.search_guess_below_fact)
    hits.sort(key=lambda h: (-h.score, h.id))
    if not (opts.collapse or opts.step_back or opts.newer_first or opts.guess_below_fact) or len(hits) < 2:
        return hits
    opts = replace(opts, names=user_names(eng.store, bank, now),  # cached per bank (engine.py)
                   phrase_vec=_phrases(eng))  # a marked noun's kind by meaning (search/kinds.py)
    window = [h.id for h in hits[: opts.window]]
    known = known or {}
    vecs = {i: known[i] for i in window if i in known}  # the window's only, as ever
    unread = [i for i in window if i not in known]
    if unread:  # all when the store read none; else hits the candidates lacked (the next turn, associations)
        vecs.update(eng.store.vectors(bank, unread))
    by_id = {h.id: h for h in hits}
    items = [hygiene.Item(id=h.id, content=h.content, source=str(h.memory.provenance.source),
                          observed_at=h.memory.observed_at, score=h.score, vec=vecs.get(h.id),
                          kind=str(h.memory.kind), meta=h.memory.metadata, similarity=(sims or {}).get(h.id))
             for h in hits]
    out: list[SearchHit] = []
    outdated: dict[str, str] = {}
    for it in hygiene.tidy(items, query, opts):
        if it.outdated_by:
            outdated[it.id] = it.outdated_by
        h = by_id[it.id]
        h.score, h.duplicates = round(it.score, 6), list(it.duplicates)
        if h.explain is not None:
            h.explain.final, h.explain.collapsed = h.score, list(it.duplicates)
            h.explain.outdated_by, h.explain.below_fact = it.outdated_by, it.below_fact
            h.explain.possibly_updated_by, h.explain.consolidated_into = it.possibly_updated_by, it.consolidated_into
            h.explain.consolidated = list(it.consolidated)
        out.append(h)
    if lenders and outdated:
        expand.void_stale_lends(out, lenders, outdated)
    return out


_PHRASES: weakref.WeakKeyDictionary[Any, kinds.PhraseVectors] = weakref.WeakKeyDictionary()


def _phrases(eng: Engine) -> kinds.PhraseVectors | None:
    """The engine's embedder behind a cache of short phrases' vectors (one per embedder, for its life)."""
    emb = eng.embedder
    try:
        got = _PHRASES.get(emb)
        if got is None:
            got = _PHRASES[emb] = kinds.PhraseVectors(emb.passages)
    except TypeError:  # an embedder that cannot be weakly referenced: no cache, no kind by meaning
        return None
    return got


def _bookkeep(eng: Engine, req: SearchRequest, bank: str, now: datetime, fusion: str, profile: str,
              cands: dict[str, scoring.Candidate], top: list[SearchHit], took: float, timed_out: bool) -> None:
    """Step 5: access stats (C5) and the retrieval log (C7), bounded so bookkeeping never hangs the caller."""
    record = None
    if eng.settings.log_retrievals:
        record = {
            "query": req.query,
            "top_k": req.top_k,
            "fusion": fusion,
            "profile": profile,
            "now": now.isoformat(),
            "candidates": [
                {"id": m, "dense_rank": c.dense_rank, "bm25_rank": c.bm25_rank, "relevance": round(c.relevance, 4)}
                for m, c in cands.items()
            ],
            "returned": [h.id for h in top],
            "latency_ms": round(took, 2),
            "timed_out": timed_out,
            "via": eng.via,
            "actor": eng.actor,
        }
    ids = [h.id for h in top] if req.track_access else []
    if ids or record is not None:
        # bookkeeping must not hang the caller: bounded by what is left of a short grace period
        _bounded(lambda: eng.store.after_search(bank, ids, now, record), time.perf_counter() + 2.0)
