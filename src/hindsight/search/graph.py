"""Association from the first hits (a light memory graph, computed at read time; seed 004's association, G8).

A multi-hop question ("What career path has Caroline decided to pursue?") is answered by several memories, and
only some of them share the question's words or meaning; the others share *things* with those: "counseling",
"mental health", "Sweden", "pottery". So the words the best hits hold beyond the question are linking terms, and
one extra keyword query with them finds the memories that share those things. A memory it finds that the search
found too is raised to at least ``factor`` × the score of the best hit it shares most linking terms with;
``Explain.linked_from`` names that hit and ``Explain.linked_by`` the shared words.

Which words link, for words nobody listed: the words of the :data:`FIRST_HITS` best hits (less a transcript
line's ``"Name: "``), less the question's own words and the names of the candidates' speakers (in a dialogue every
turn names the other speaker), the rarest among the candidates first (a word most candidates hold links nothing),
at most :data:`MAX_TERMS`. The keyword arm's BM25 then prefers memories sharing the rarer of them (its idf).

Only memories the search already found are raised (so every filter and the relevance floor still hold): simulated
on the LoCoMo dev conversations' ranked candidates, also adding the memories the search had not found moved
multi-hop up and single-hop down, as with the next-turn expansion (``expand.py``). Measured there: R@10 0.735 ->
0.741 with it on, within noise, so ``search_graph`` is 0 (off) by default (docs/benchmarks.md, *Association and
query decomposition*). No stored links: nothing on the write path, nothing to migrate, every backend alike (it
uses ``SearchIndex.keyword_search`` only).
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from hindsight.language import text
from hindsight.model import SearchHit
from hindsight.search import speakers
from hindsight.store.base import Filters, SearchIndex

#: how many of the best hits lend their words (and their score) to the memories linked to them
FIRST_HITS = 3
#: the most linking terms in the association query
MAX_TERMS = 16
#: how many of the association query's best matches may be raised
LINKED = 10
#: the fewest linking terms a memory must share with a best hit to be raised
MIN_SHARED = 1


@lru_cache(maxsize=8192)
def _terms(content: str) -> tuple[str, ...]:
    """A memory's keyword terms in order, without a leading ``"Name: "`` (cached: the best hits of a bank recur)."""
    return tuple(text.query_terms(speakers.unprefixed(content)))


@lru_cache(maxsize=8192)
def _keys(content: str) -> frozenset[str]:
    return frozenset(_key(t) for t in _terms(content))


def _key(term: str) -> str:
    return text.stem(term)


def link_terms(query: str, hits: Sequence[SearchHit]) -> list[str]:
    """Pure part: the terms that link the best hits (``hits`` best first) to other memories, rarest among
    ``hits`` first. Empty when fewer than two hits."""
    if len(hits) < 2:
        return []
    skip = {_key(t) for t in text.query_terms(query)}
    for h in hits:
        sp = speakers.speaker_of(h.memory)
        if sp:
            skip |= {_key(t) for t in text.query_terms(sp)}
    pool = Counter(k for h in hits for k in _keys(h.content))
    out: dict[str, str] = {}  # key -> term
    for h in hits[:FIRST_HITS]:
        for t in _terms(h.content):
            k = _key(t)
            if k not in skip and k not in out and any(ch.isalnum() for ch in t):
                out[k] = t
    order = sorted(out, key=lambda k: pool[k])  # stable: first-hit order among equally rare ones
    return [out[k] for k in order[:MAX_TERMS]]


def raise_linked(hits: list[SearchHit], linked: Sequence[str], terms: Sequence[str], factor: float) -> list[str]:
    """Pure part: ``hits`` best first; ``linked`` the association query's matches, best first. Each of them
    that is a hit below the :data:`FIRST_HITS` best is raised to ``factor`` × the score of the best hit it shares
    most linking terms with (if that is more). Returns the ids raised."""
    seeds = hits[:FIRST_HITS]
    keys = {_key(t) for t in terms}
    seed_keys = {h.id: _keys(h.content) & keys for h in seeds}
    by_id = {h.id: h for h in hits}
    raised: list[str] = []
    for mid in linked[:LINKED]:
        h = by_id.get(mid)
        if h is None or h.id in seed_keys:
            continue
        own = _keys(h.content)
        shared, seed = max(((own & seed_keys[s.id], s) for s in seeds), key=lambda p: len(p[0]))  # ties: the better
        lent = round(seed.score * factor, 6)
        if len(shared) < MIN_SHARED or lent <= h.score:
            continue
        h.score = lent
        raised.append(h.id)
        if h.explain is not None:
            h.explain.linked_from, h.explain.final = seed.id, lent
            h.explain.linked_by = sorted(t for t in terms if _key(t) in shared)
    return raised


def associate(index: SearchIndex, bank: str, hits: list[SearchHit], query: str, factor: float, f: Filters,
              deadline: float) -> list[str]:
    """Raise the found memories that share linking terms with the best hits (``hits`` is re-sorted best first).
    One keyword query; skipped when ``factor`` is 0 or the search's time is up."""
    if factor <= 0 or len(hits) < 2 or time.perf_counter() >= deadline:
        return []
    hits.sort(key=lambda h: (-h.score, h.id))
    terms = link_terms(query, hits)
    if not terms:
        return []
    linked = [mid for mid, _ in index.keyword_search(bank, terms, LINKED + FIRST_HITS, f)]
    raised = raise_linked(hits, linked, terms, factor)
    if raised:
        hits.sort(key=lambda h: (-h.score, h.id))
    return raised
