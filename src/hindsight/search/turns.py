"""The short-term layer of a search (A4): a session's recent turns, ranked against the query on the fly."""

from __future__ import annotations

from datetime import datetime

import numpy as np

from hindsight.engine import Engine
from hindsight.guard import guard_for
from hindsight.guard.base import Outcome
from hindsight.language import text
from hindsight.model import ShortTermHit, Source

#: search over a session's short-term layer ranks its most recent turns (embedded on the fly)
SHORT_TERM_CANDIDATES = 200
#: weight of meaning (normalised cosine) vs words (share of the query's terms in the turn)
SHORT_TERM_DENSE_WEIGHT = 0.6
#: a turn below this score does not match the query at all
SHORT_TERM_MIN_SCORE = 0.25


def search_turns(eng: Engine, bank: str, session_id: str, query: str, now: datetime, top_k: int) -> list[ShortTermHit]:
    """The short-term layer of a search: the session's unexpired turns (said by ``now``) ranked against the query
    by meaning (the turns are embedded on the fly: a session holds few) and by the share of the query's terms
    they contain; screened by the read-time guard like any search hit."""
    turns = [t for t in eng.store.session_turns(bank, session_id, now, limit=SHORT_TERM_CANDIDATES) if t.at <= now]
    if not turns:
        return []
    q_terms = set(text.query_terms(query))
    overlap = [len(q_terms & set(text.tokens(t.content))) / len(q_terms) if q_terms else 0.0 for t in turns]
    qv = eng.embedder.queries([query])[0]
    sims = np.asarray(eng.embedder.passages([t.content for t in turns]) @ qv, dtype=float)
    cal = eng.embedder.calibration
    guard = guard_for(eng.settings.guard, eng.settings.secrets)
    hits: list[ShortTermHit] = []
    for t, lex, sim in zip(turns, overlap, sims, strict=True):
        score = SHORT_TERM_DENSE_WEIGHT * cal.normalise(float(sim)) + (1 - SHORT_TERM_DENSE_WEIGHT) * lex
        if score < SHORT_TERM_MIN_SCORE:
            continue
        d = guard.screen(t.content, Source.user if t.role == "user" else Source.agent)
        if d.outcome != Outcome.allow:
            continue  # an instruction or injection in the chat is never served back
        hits.append(ShortTermHit(
            seq=t.seq, session_id=t.session_id, role=t.role, content=d.content if d.content is not None else t.content,
            at=t.at, expires_at=t.expires_at, importance=t.importance, turn_layer=t.layer, memory_id=t.memory_id,
            score=round(score, 4), similarity=round(float(sim), 4), overlap=round(lex, 4),
        ))
    hits.sort(key=lambda h: (-h.score, -h.seq))
    return hits[:top_k]
