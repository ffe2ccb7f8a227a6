"""Memory layers for conversations (A4, B7): ingest turn by turn, and assemble a prompt-ready context block.

* **working memory**: the last ``WORKING_TURNS`` turns of a session (read from the short-term history);
* **short-term memory**: every turn of a session, kept ``SHORT_TERM_TTL`` (24 h) in the store's
  ``session_turns``: ``search`` reads it only when asked (``layer="short_term"`` or ``"all"`` with a
  ``session_id``, :mod:`hindsight.search.turns`), so small talk never shows up in an ordinary search;
* **long-term memory**: ordinary memories, written through the write path (:func:`hindsight.write.path.write`:
  dedup, conflicts and supersession apply as for any write).

A turn goes long-term when its importance (:mod:`hindsight.conversation.importance`, refined by the LLM scorer of
:mod:`hindsight.conversation.importance_llm` for the rules' uncertain band when an LLM is configured) is at least
``LONG_TERM_MIN``, with a rule-written recall cue (:mod:`hindsight.conversation.cues`) in its ``query``; turns
below ``DROP_BELOW`` are small talk (kept in the session history for the working memory only, reported as
dropped); those in between stay short-term and move up when they are said again (in a later turn or session
while still in the short-term window).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any, Literal

import numpy as np

from hindsight import policy
from hindsight.conversation import cues, importance_llm
from hindsight.conversation import importance as imp
from hindsight.engine import Engine, validate
from hindsight.errors import InvalidInput
from hindsight.language import text
from hindsight.model import (
    MAX_SHORT_FIELD,
    ContextBlock,
    ContextPart,
    Layer,
    Message,
    ObserveReport,
    SessionTurn,
    Source,
    Status,
    TurnOutcome,
    WriteAction,
    WriteResult,
)
from hindsight.search import floor
from hindsight.search import path as search_path
from hindsight.timeutil import to_utc, utcnow
from hindsight.write import path as write_path

WORKING_TURNS = 5
SHORT_TERM_TTL = timedelta(hours=24)
LONG_TERM_MIN = 0.5
DROP_BELOW = 0.2
#: a restatement confirms a short-term turn at this content-word overlap (or at the embedder's dedup cosine)
CONFIRM_OVERLAP = 0.6
MAX_MESSAGES = 500
CONTEXT_CANDIDATES = 10
#: a memory whose relevance is below this share of the best hit's stays out of the context block (the block's
#: size is its number of lines: a fixed 10 lines cost as much as storing every turn; ``bench/ingest.py``)
CONTEXT_MIN_RELEVANCE_SHARE = 0.3
MAX_TURN_CHARS_IN_CONTEXT = 600
#: recall cues (:mod:`hindsight.conversation.cues`) on long-term turns: "off"; "index": the memory's ``query``
#: (keyword arm only); "embed": also embedded with the content (dense arm too). ``bench/ingest.py`` measures the three.
CUES: Literal["off", "index", "embed"] = "index"


def _session(session_id: str) -> str:
    if not session_id or len(session_id) > MAX_SHORT_FIELD or "\x00" in session_id:
        raise InvalidInput(f"session_id: 1-{MAX_SHORT_FIELD} characters", field="session_id")
    return session_id


def _confirms(new: str, old: str, cosine: float, cal: policy.Calibration) -> bool:
    if text.normalize(new).strip() == text.normalize(old).strip():
        return True
    if text.has_negation(new) != text.has_negation(old) or text.number_values(new) != text.number_values(old):
        return False
    lex = policy.jaccard(text.content_tokens(new), text.content_tokens(old))
    return lex >= CONFIRM_OVERLAP or (cosine >= cal.dedup and lex >= CONFIRM_OVERLAP / 2)


def observe(
    eng: Engine,
    session_id: str,
    messages: Sequence[Message | dict[str, Any]],
    *,
    bank: str | None = None,
    now: datetime | str | None = None,
) -> ObserveReport:
    """Score every turn, write the important ones long-term, keep every turn in the session's history."""
    session_id = _session(session_id)
    if len(messages) > MAX_MESSAGES:
        raise InvalidInput(f"messages: at most {MAX_MESSAGES} per call", field="messages")
    msgs: list[Message] = []
    for i, m in enumerate(messages):
        try:
            msgs.append(m if isinstance(m, Message) else validate(Message, m))
        except InvalidInput as exc:
            raise InvalidInput(f"messages[{i}]: {exc.message}", field=exc.field) from None
    b = eng.bank(bank, create=True)
    clock = to_utc(now, field="now") or utcnow()
    ats = [m.at or clock for m in msgs]
    scored = [imp.score(m.content, at, role=m.role) for m, at in zip(msgs, ats, strict=True)]
    scorer = importance_llm.scorer_for(eng.settings)
    if scorer is not None:  # the LLM rescales the turns the rules are unsure about (failures keep the rules)
        scored = scorer.refine([importance_llm.Turn(m.role, m.content, at) for m, at in zip(msgs, ats, strict=True)],
                               scored)
    layers: list[Layer] = []
    for a in scored:
        layers.append("long_term" if a.importance >= LONG_TERM_MIN else
                      "dropped" if a.importance < DROP_BELOW else "short_term")
    reasons = [a.reason for a in scored]
    promoted, promoted_here = _moves_up(eng, b, msgs, ats, scored, layers, reasons, clock)

    # -- long-term writes (the normal write path: dedup, conflicts, supersession) -------------------------
    writing = [i for i, layer in enumerate(layers) if layer == "long_term"]
    items = _long_term_items(eng, session_id, [(i, msgs[i], scored[i], ats[i]) for i in writing])
    results = write_path.write(eng, items, bank=b, now=max([clock, *ats])) if items else []
    by_turn = dict(zip(writing, results, strict=True))

    # -- short-term history: every turn, 24 h ----------------------------------------------------------------
    rows = [
        SessionTurn(bank=b, session_id=session_id, role=m.role, content=m.content, at=at,
                    expires_at=at + SHORT_TERM_TTL, importance=a.importance, layer=layers[i],
                    memory_id=by_turn[i].id if i in by_turn else None)
        for i, (m, at, a) in enumerate(zip(msgs, ats, scored, strict=True))
    ]
    seqs = eng.store.add_turns(rows)
    outcomes: list[TurnOutcome] = []
    n_promoted = 0
    for i, (m, a) in enumerate(zip(msgs, scored, strict=True)):
        r = by_turn.get(i)
        moved: list[int] = []
        if r is not None and r.action not in (WriteAction.rejected, WriteAction.quarantined):
            for t in promoted.get(i, []):
                eng.store.promote_turn(b, t.seq, r.id)
                moved.append(t.seq)
            for j in promoted_here.get(i, []):
                eng.store.promote_turn(b, seqs[j], r.id)
                moved.append(seqs[j])
        n_promoted += len(moved)
        outcomes.append(_outcome(i, m, a, layers[i], reasons[i], r, moved))
    return ObserveReport(
        bank=b, session_id=session_id, turns=outcomes,
        long_term=sum(o.layer == "long_term" for o in outcomes),
        short_term=sum(o.layer == "short_term" for o in outcomes),
        dropped=sum(o.layer == "dropped" for o in outcomes),
        promoted=n_promoted,
    )


def _moves_up(eng: Engine, b: str, msgs: list[Message], ats: list[datetime], scored: list[imp.Assessment],
              layers: list[Layer], reasons: list[str], clock: datetime,
              ) -> tuple[dict[int, list[SessionTurn]], dict[int, list[int]]]:
    """Layer moves: a user turn that restates an earlier short-term fact (of an earlier call, or earlier in this
    one) moves it (and itself) up. Updates ``layers`` and ``reasons`` in place."""
    promoted: dict[int, list[SessionTurn]] = {}
    promoted_here: dict[int, list[int]] = {}
    cands = [i for i, m in enumerate(msgs) if m.role == "user" and layers[i] != "dropped" and not scored[i].asks]
    earliest = min(ats) if ats else clock
    earlier = [t for t in eng.store.session_turns(b, None, earliest) if t.layer == "short_term" and t.role == "user"
               and not imp.score(t.content, t.at).asks]
    if cands and (earlier or len(cands) > 1):
        vecs = eng.embedder.passages([msgs[i].content for i in cands] + [t.content for t in earlier])
        mine, theirs = vecs[: len(cands)], vecs[len(cands):]
        cal = eng.embedder.calibration
        for k, i in enumerate(cands):
            hits = []
            if len(theirs):
                sims = np.asarray(theirs @ mine[k])
                hits = [t for t, s in zip(earlier, sims, strict=True)
                        if t.at < ats[i] < t.expires_at and _confirms(msgs[i].content, t.content, float(s), cal)]
            here = [cands[q] for q in range(k) if layers[cands[q]] == "short_term" and
                    _confirms(msgs[i].content, msgs[cands[q]].content, float(mine[q] @ mine[k]), cal)]
            if hits or here:
                promoted[i], promoted_here[i] = hits, here
                if layers[i] != "long_term":
                    layers[i] = "long_term"
                    reasons[i] += "; confirmed again: moved up to long-term"
    return promoted, promoted_here


def _long_term_items(eng: Engine, session_id: str,
                     turns: list[tuple[int, Message, imp.Assessment, datetime]]) -> list[dict[str, Any]]:
    """The write requests of the turns going long-term, each with its recall cue."""
    items: list[dict[str, Any]] = []
    for i, m, a, at in turns:
        item: dict[str, Any] = {
            "content": m.content,
            "kind": a.kind,
            "source": Source.user if m.role == "user" else Source.agent,
            "session_id": session_id,
            "observed_at": at,
            "importance": max(a.importance, LONG_TERM_MIN),
            "tags": ["conversation"],
            "metadata": {"role": m.role, "turn": i},
        }
        if a.expires_at is not None and a.expires_at > at:
            item["expires_at"] = a.expires_at
        c = cues.cue(m.content) if CUES != "off" else None
        if c is not None:
            item["query"] = c
        items.append(item)
    if CUES == "embed":  # the dense arm sees the cue too: content and cue embedded together
        with_cue = [it for it in items if it.get("query")]
        if with_cue:
            vecs = eng.embedder.passages([f"{it['content']}\n{it['query']}" for it in with_cue])
            for it, v in zip(with_cue, vecs, strict=True):
                it["embedding"] = [float(x) for x in v]
    return items


def _outcome(i: int, m: Message, a: imp.Assessment, layer: Layer, reason: str, r: WriteResult | None,
             moved: list[int]) -> TurnOutcome:
    if layer == "dropped":
        reason += f"; importance < {DROP_BELOW}: not stored long-term"
    elif layer == "short_term":
        reason += f"; importance < {LONG_TERM_MIN}: kept in the session history (24 h)"
    elif r is not None and r.reason:
        reason += f"; {r.reason}"
    return TurnOutcome(
        index=i, role=m.role, content=m.content, layer=layer, importance=a.importance,
        kind=a.kind if layer == "long_term" else None, reason=reason,
        memory_id=r.id if r is not None else None, action=r.action if r is not None else None,
        expires_at=a.expires_at if layer == "long_term" else None, promoted=moved,
    )


def _clip(s: str, n: int = MAX_TURN_CHARS_IN_CONTEXT) -> str:
    s = " ".join(s.split())
    return s if len(s) <= n else s[: n - 1] + "…"


def context(
    eng: Engine,
    session_id: str,
    query: str,
    *,
    budget_tokens: int = 800,
    bank: str | None = None,
    now: datetime | str | None = None,
    working_turns: int = WORKING_TURNS,
    max_memories: int = CONTEXT_CANDIDATES,
    min_score: float | None = None,
) -> ContextBlock:
    session_id = _session(session_id)
    if not query or not query.strip():
        raise InvalidInput("query: must not be empty", field="query")
    if not 16 <= budget_tokens <= 100_000:
        raise InvalidInput("budget_tokens: between 16 and 100000", field="budget_tokens")
    if not 1 <= max_memories <= 100:
        raise InvalidInput("max_memories: between 1 and 100", field="max_memories")
    if min_score is not None and not 0 <= min_score <= 1:
        raise InvalidInput("min_score: between 0 and 1", field="min_score")
    with eng.store.pinned():  # the bank check, the working turns and the search on one connection
        return _context(eng, session_id, query, budget_tokens, bank, now, working_turns, max_memories, min_score)


def _context(eng: Engine, session_id: str, query: str, budget_tokens: int, bank: str | None,
             now: datetime | str | None, working_turns: int, max_memories: int,
             min_score: float | None) -> ContextBlock:
    b = eng.bank(bank)
    clock = to_utc(now, field="now") or utcnow()
    head_w, head_m = "Recent conversation:", "Relevant memories:"
    used = 0
    parts: list[ContextPart] = []
    seen: list[frozenset[str]] = []

    working = eng.store.session_turns(b, session_id, clock, limit=working_turns)
    w_parts: list[ContextPart] = []
    w_used = text.estimate_tokens(head_w)
    for t in reversed(working):  # newest first: the most recent turns matter most when the budget is tight
        line = f"{t.role}: {_clip(t.content)}"
        n = text.estimate_tokens(line)
        if w_used + n > budget_tokens:
            break
        w_parts.insert(0, ContextPart(layer="working", text=line, tokens=n, role=t.role, at=t.at))
        w_used += n
    if w_parts:
        parts.extend(w_parts)
        used = w_used
        seen.extend(text.content_tokens(t.content) for t in working)

    # ``now`` only when the caller replays a moment: a live context is an ordinary search (and can be cached)
    res = search_path.search(eng, {"query": query, "bank": b, "top_k": max_memories, "min_score": min_score,
                                   "now": clock if now is not None else None, "track_access": False, "explain": True})
    m_parts: list[ContextPart] = []
    m_used = text.estimate_tokens(head_m)
    best = max((h.explain.relevance for h in res.results if h.explain is not None), default=0.0)
    for hit in res.results:
        mem = hit.memory
        sim = hit.explain.similarity if hit.explain is not None else None
        if not floor.lesson_belongs(query, mem, sim, eng.embedder.calibration):
            continue  # an agent's tool lesson under a question that is not about its task
        if hit.explain is not None and hit.explain.relevance < CONTEXT_MIN_RELEVANCE_SHARE * best:
            continue  # far less relevant than the best hit: not worth its tokens
        toks = text.content_tokens(mem.content)
        if any(policy.jaccard(toks, s) >= 0.8 for s in seen):
            continue  # already in the block (a working turn or a near-identical memory)
        line = f"- [{mem.observed_at:%Y-%m-%d}] {_clip(mem.content)}"
        notes = []
        if mem.status == Status.disputed:
            notes.append("disputed: contradicted by another memory")
        if mem.confidence < 0.7:
            notes.append(f"confidence {mem.confidence:.2f}")
        if mem.expires_at is not None:
            notes.append(f"until {mem.expires_at:%Y-%m-%d}")
        if notes:
            line += f" ({'; '.join(notes)})"
        n = text.estimate_tokens(line)
        if used + m_used + n > budget_tokens:
            continue
        m_parts.append(ContextPart(layer="long_term", text=line, tokens=n, memory_id=mem.id,
                                   at=mem.observed_at, confidence=mem.confidence, status=mem.status,
                                   score=hit.score))
        m_used += n
        seen.append(toks)
    parts.extend(m_parts)

    def render(ps: list[ContextPart]) -> str:
        w = [p.text for p in ps if p.layer == "working"]
        m = [p.text for p in ps if p.layer == "long_term"]
        blocks = ([head_w, *w] if w else []) + (([""] if w and m else []) + ([head_m, *m] if m else []))
        return "\n".join(blocks)

    out = render(parts)
    while parts and text.estimate_tokens(out) > budget_tokens:
        parts.pop()
        out = render(parts)
    return ContextBlock(bank=b, session_id=session_id, query=query, text=out,
                        tokens=text.estimate_tokens(out) if out else 0, budget_tokens=budget_tokens, parts=parts,
                        min_score=res.min_score, below_floor=res.below_floor)
