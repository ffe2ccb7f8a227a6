"""Experience (E1-E3): record trace steps, distil finished traces into lessons (rules, then the LLM), recall
lessons for a task. Lessons are memories written through the normal write path."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

import numpy as np

from hindsight.engine import Engine, validate
from hindsight.errors import InvalidInput
from hindsight.experience.distill import distill_trace
from hindsight.experience.llm import LLMDistiller
from hindsight.experience.outcome import decide_outcome
from hindsight.guard import Outcome as GuardOutcome
from hindsight.judge.base import Pair
from hindsight.language import text
from hindsight.llm.factory import chat_client
from hindsight.model import (
    ConflictType,
    DistillReport,
    EventType,
    Experience,
    ExperienceHit,
    Kind,
    Relation,
    Status,
    TraceStep,
    Verdict,
    WriteAction,
    WriteRequest,
    WriteResult,
)
from hindsight.review import manual
from hindsight.review import resolve as resolve_path
from hindsight.review.resolve import Ctx
from hindsight.timeutil import to_utc, utcnow
from hindsight.write import path as write_path

# the batch job's period and size (seed 002: every 5 minutes, at most 50 traces per run) and when a trace counts
# as finished are settings: distill_interval_seconds, distill_max_traces, trace_idle_seconds
RECALL_CANDIDATES = 20
EXPERIENCE_TAG = "experience"


def trace_step(eng: Engine, fields: dict[str, Any]) -> dict[str, Any]:
    """Record one step. ``outcome`` missing: decided from ``tool_output`` (the business result)."""
    if fields.get("outcome") is None:
        fields = {**fields, "outcome": decide_outcome(fields.get("tool_output"))}
    step = validate(TraceStep, fields)
    bank = eng.bank(step.bank, create=True)
    at = step.at or utcnow()
    data = step.model_dump(mode="json", exclude={"bank"})
    data["at"] = at.isoformat()
    data["agent"] = step.agent or eng.actor
    new = eng.store.add_trace_step(bank, step.trace_id, step.step_index, at, data)
    return {"bank": bank, "trace_id": step.trace_id, "step_index": step.step_index, "outcome": step.outcome,
            "recorded": new}


def _experience_of(meta: dict[str, Any]) -> Experience | None:
    e = meta.get("experience")
    if not isinstance(e, dict):
        return None
    try:
        return Experience.model_validate(e)
    except ValueError:
        return None


def _experiences(eng: Engine, bank: str) -> list[tuple[str, Experience, int]]:
    out = []
    for m in eng.store.iter_memories(bank):
        if m.kind != Kind.experience or m.status not in (Status.active, Status.disputed):
            continue
        e = _experience_of(m.metadata)
        if e is not None:
            out.append((m.id, e, int(m.metadata.get("hit_count", 1))))
    return out


def same_situation(a: Experience, b: Experience) -> bool:
    """Two lessons can only be one if they are about the same tool, in the same environment, with the same numbers
    in the problem (a 401 is not a timeout, whatever the cosine says)."""
    return (a.environment == b.environment and (a.tool_name or None) == (b.tool_name or None)
            and text.number_values(a.problem) == text.number_values(b.problem))


def store_experience(eng: Engine, bank: str, exp: Experience, now: datetime) -> tuple[str, str]:
    """Write an experience memory, or add a hit to one of the same situation (:func:`same_situation`) whose
    "scenario. problem" cosine reaches the embedder's calibrated ``experience_dedup``.
    Returns (memory id, "created" | "reinforced" | "quarantined")."""
    vec = eng.embedder.passages([exp.embed_text()])[0]
    same = [(i, e, n) for i, e, n in _experiences(eng, bank) if same_situation(e, exp)]
    if same:
        sims = eng.store.similarities(bank, [i for i, _, _ in same], vec)
        best = max(same, key=lambda x: sims.get(x[0], -1.0))
        if sims.get(best[0], -1.0) >= eng.embedder.calibration.experience_dedup:
            mid, old, hits = best
            if old.action != exp.action and old.agents and exp.agents and not set(old.agents) & set(exp.agents):
                return _conflict(eng, bank, mid, exp, vec, sims[mid], now)
            merged = old.model_copy(update={"trace_ids": list(dict.fromkeys(old.trace_ids + exp.trace_ids))[-50:]})
            mem = manual.get(eng, mid, bank)
            manual.update(eng, mid, bank, "experience seen again", now,
                          {"metadata": {**mem.metadata, "hit_count": hits + 1, "experience": merged.model_dump()}})
            return mid, "reinforced"
    r = _write(eng, bank, exp, vec, now)
    if r.duplicate_of:
        return r.duplicate_of, "reinforced"
    if r.action in (WriteAction.quarantined, WriteAction.rejected):
        return r.id, "quarantined"
    return r.id, "created"


def make_distiller(eng: Engine) -> LLMDistiller | None:
    """The LLM distiller when an LLM endpoint is configured (and the judge is not forced to rules)."""
    client = chat_client(eng.settings) if eng.settings.judge != "rules" else None
    return LLMDistiller(client) if client is not None else None


def _fields(exp: Experience, bank: str, vec: np.ndarray) -> dict[str, Any]:
    return {"content": exp.lesson(), "kind": Kind.experience, "source": "agent", "bank": bank,
            "query": exp.scenario, "tags": [EXPERIENCE_TAG], "embedding": [float(x) for x in np.asarray(vec)],
            "metadata": {"experience": exp.model_dump(), "hit_count": 1, "tool_name": exp.tool_name,
                         "environment": exp.environment, "level": exp.level}}


def _write(eng: Engine, bank: str, exp: Experience, vec: np.ndarray, now: datetime) -> WriteResult:
    return write_path.write(eng, [_fields(exp, bank, vec)], now=now)[0]


def _conflict(eng: Engine, bank: str, old_id: str, exp: Experience, vec: np.ndarray, sim: float,
              now: datetime) -> tuple[str, str]:
    """E4: another agent learned a different action for the same situation: keep both and send the pair
    through the review loop's conflict path (both disputed, a review item for a person, an alert)."""
    p = write_path.prepare(eng, validate(WriteRequest, _fields(exp, bank, vec)), bank, now)
    if p.guard.outcome != GuardOutcome.allow:  # the normal write path quarantines / rejects it
        r = _write(eng, bank, exp, vec, now)
        return r.id, "quarantined" if r.action in (WriteAction.quarantined, WriteAction.rejected) else "created"
    # not through the write path's near-duplicate merge: the point is to keep both lessons
    with eng.store.transaction(bank) as tx:
        tx.insert(p.memory, np.asarray(vec, dtype=np.float32))
        tx.append_event(p.memory.id, bank, now, EventType.created, eng.actor,
                        "experience contradicting another agent's lesson", {"conflicts_with": old_id})
        a, b = tx.get(bank, old_id), tx.get(bank, p.memory.id)
        if a is not None and b is not None:
            out = resolve_path.apply(
                Ctx(tx, eng.settings, eng.actor, now), Pair(a=a, b=b, similarity=sim),
                Verdict(relation=Relation.undecidable, type=ConflictType.source, confident=False, judge="experience",
                        reason=f"agents {', '.join(a.metadata['experience'].get('agents', []))} and "
                               f"{', '.join(exp.agents)} learned different actions for the same situation"))
            for kind, message, data in out.alerts:
                eng.notifier.notify(bank, kind, message, data)
    return p.memory.id, "disputed"


def distill(eng: Engine, bank: str | None, now: datetime | str | None, limit: int | None = None,
            distiller: LLMDistiller | None = None) -> DistillReport:
    at = to_utc(now, field="now") or utcnow()
    limit = eng.settings.distill_max_traces if limit is None else limit
    if not 1 <= limit <= 1000:
        raise InvalidInput("limit: 1-1000", field="limit")
    b = eng.bank(bank)
    distiller = distiller or make_distiller(eng)
    report = DistillReport(bank=b)
    ids = eng.store.pending_traces(b, at - timedelta(seconds=eng.settings.trace_idle_seconds), limit)
    for tid in ids:
        steps = eng.store.trace_steps(b, tid)
        found = distill_trace(tid, steps)
        if not found and distiller is not None and any(s.get("outcome") != "success" for s in steps):
            calls, dropped = distiller.calls, distiller.dropped
            exp1 = distiller.distill(tid, steps)
            report.llm_calls += distiller.calls - calls
            report.dropped += distiller.dropped - dropped
            found = [exp1] if exp1 is not None else []
        agents = sorted({str(s["agent"]) for s in steps if s.get("agent")})
        ended = steps[-1].get("outcome") if steps else None
        for exp in found:
            exp.agents = exp.agents or agents
            if exp.outcome is None and ended in ("success", "fail", "partial"):
                exp.outcome = ended
            mid, what = store_experience(eng, b, exp, at)
            getattr(report, what).append(mid)
            report.experiences.append(exp)
        eng.store.mark_distilled(b, [tid], at)
    report.traces = len(ids)
    return report


def recall(eng: Engine, intent: str, *, tool_name: str | None = None, error: str | None = None,
           environment: str | None = None, outcome: str | None = None, bank: str | None = None,
           top_k: int = 5) -> list[ExperienceHit]:
    """Experiences for a task: filter by tool / environment / outcome first, then rank by cosine of the query
    against scenario + problem; top-20 -> similarity >= the embedder's experience threshold -> top ``top_k``.
    ``outcome="success"`` keeps only lessons whose action was seen to work."""
    if not (intent or "").strip() and not error:
        raise InvalidInput("intent: give an intent (or an error)", field="intent")
    if not 1 <= top_k <= 20:
        raise InvalidInput("top_k: 1-20", field="top_k")
    if outcome not in (None, "success", "fail", "partial"):
        raise InvalidInput("outcome: success, fail or partial", field="outcome")
    b = eng.bank(bank)
    cands = [(i, e, n) for i, e, n in _experiences(eng, b)
             if (tool_name is None or e.tool_name in (None, "", tool_name))
             and (e.environment is None or environment is None or e.environment == environment)
             and (outcome is None or e.outcome == outcome)]
    if not cands:
        return []
    text = " ".join(x for x in (intent.strip(), f"{tool_name} failed:" if error and tool_name else "", error or "")
                    if x)
    vec = eng.embedder.passages([text])[0]
    sims = eng.store.similarities(b, [i for i, _, _ in cands], vec)
    ranked = sorted(cands, key=lambda x: -sims.get(x[0], -1.0))[:RECALL_CANDIDATES]
    threshold = eng.embedder.calibration.experience
    hits = [ExperienceHit(id=i, similarity=round(sims[i], 4), lesson=e.lesson(), experience=e, hit_count=n)
            for i, e, n in ranked if sims.get(i, -1.0) >= threshold][:top_k]
    if hits:  # E4: a recalled lesson is in use; the review loop decays and archives the ones never recalled
        eng.store.touch(b, [h.id for h in hits], utcnow())
    return hits


def distill_all(eng: Engine, now: datetime | None = None) -> list[DistillReport]:
    """One run of the batch job over every bank."""
    return [distill(eng, info.name, now) for info in eng.store.banks()]
