"""Consolidation (D7): what repeats among episodic memories becomes one semantic memory.

Repetition is counted, not just seen: a memory's occurrences are 1 + the identical repeats the write path
deduplicated into it (``confirmed`` events that carry the repeated text) + the duplicates a review merged into
it. A cluster of near-identical episodes (paraphrases) whose occurrences add up to ``consolidate_min`` — one
episode written three times, or three paraphrases — becomes one semantic memory:

* offline, the *common statement*: the most central episode (highest mean cosine to the others), trimmed to its
  longest run of words that most other episodes share ("On Monday the user had lunch at Sushi Zen" → "The user
  had lunch at Sushi Zen"); the whole central episode when too little is shared;
* with an LLM configured (``llm_base_url``, ``consolidate_llm``): one call per cluster writes an abstraction ("The
  user likes eating at Sakura Sushi"; :mod:`hindsight.review.prompts`, a JSON schema, the cycle's
  ``consolidate_token_budget``); a transport failure, a timeout, an unusable answer or a spent budget falls back
  to the offline statement.

Links both ways: the new memory lists its sources in ``metadata.consolidated_from`` (and ``repetitions``); each
source gets ``metadata.consolidated_into`` and a ``merged`` event. The sources stay active (they are what
happened); search lets them step back behind the abstraction (``search/hygiene.py``, ``step_back``).
"""

from __future__ import annotations

import logging
import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime

import numpy as np

from hindsight.engine import Engine, new_id
from hindsight.judge.rules import FACT_TRUST
from hindsight.language import text
from hindsight.llm.base import ChatClient, ChatResult, LLMError
from hindsight.llm.factory import chat_client
from hindsight.llm.structured import Malformed, Usage, add_usage, complete_json, load_json
from hindsight.model import Event, EventType, Kind, Memory, Provenance, Status
from hindsight.review import prompts
from hindsight.store.base import Filters

log = logging.getLogger("hindsight.review")

#: metadata keys: on the new memory, its sources and their occurrences; on each source, the new memory
SOURCES, REPETITIONS, INTO = "consolidated_from", "repetitions", "consolidated_into"
#: how the new memory's text was made: "llm" or "offline"
BY = "consolidated_by"
MAX_STATEMENT_CHARS = 300
MALFORMED_RETRIES = 1


def occurrences(events: list[Event]) -> int:
    """1 + identical repeats deduplicated at write (``confirmed`` with the repeated text) + merged duplicates."""
    return 1 + sum(1 for e in events if (e.type == EventType.confirmed and "content" in e.data)
                   or (e.type == EventType.merged and "absorbed" in e.data))


def last_seen(m: Memory, events: list[Event]) -> datetime:
    """When the episode last happened: its own time or that of its latest repeat deduplicated at write."""
    times = [m.observed_at]
    for e in events:
        if e.type == EventType.confirmed and isinstance(e.data.get("observed_at"), str):
            try:
                t = datetime.fromisoformat(e.data["observed_at"])
            except ValueError:
                continue
            if t.tzinfo is not None:
                times.append(t)
    return max(times)


def already_consolidated(m: Memory, events: list[Event]) -> bool:
    return bool(m.metadata.get(INTO)) or any(e.type == EventType.merged and "into" in e.data for e in events)


def _stems(content: str) -> set[str]:
    return {text.stem(w) for w in text.words(content)}


def central(cluster: list[Memory], vecs: dict[str, np.ndarray]) -> Memory:
    """The episode closest to all the others (highest summed cosine; the latest on a tie)."""
    def closeness(m: Memory) -> float:
        v = vecs.get(m.id)
        if v is None:
            return -math.inf
        return sum(float(np.dot(v, vecs[o.id])) for o in cluster if o.id != m.id and o.id in vecs)

    return max(cluster, key=lambda m: (closeness(m), m.observed_at, m.id))


def common_statement(center: Memory, others: list[Memory]) -> str:
    """``center`` trimmed to its longest run of words that at least half of ``others`` share (punctuation and
    words without letters count as shared), less function words left dangling at its end; in Chinese, ``center``
    less the words they do not share (用户周一在寿司店吃了午饭 / 用户周三… → 用户在寿司店吃了午饭: no spaces to keep
    a run between, and the time or place that changes sits mid-sentence). ``center`` whole when what is left keeps
    under 60% of its content words."""
    content = center.content.strip()
    if not others:
        return content
    sets = [_stems(o.content) for o in others]
    need = math.ceil(len(sets) / 2)

    def shared(word: str) -> bool:
        stems = [text.stem(w) for w in text.words(word)]
        return all(sum(s in ws for ws in sets) >= need for s in stems)

    if text.has_cjk(content):
        return _enough(_shared_clauses(content, shared), content)
    raw = content.split()
    best: tuple[int, int] = (0, 0)
    start = 0
    for i, w in enumerate([*raw, ""]):
        if i == len(raw) or not shared(w):
            if i - start > best[1] - best[0]:
                best = (start, i)
            start = i + 1
    lo, hi = best
    while hi > lo and hi < len(raw) and all(text.is_stopword(w) for w in text.words(raw[hi - 1])):
        hi -= 1  # a function word left dangling before a dropped span ("... Sushi Zen on [Monday]")
    return _enough(" ".join(raw[lo:hi]).strip(" ,;:-–—"), content)


_CLAUSE_END = re.compile(r"([，,；;。.!！?？])")


def _shared_clauses(content: str, shared: Callable[[str], bool]) -> str:
    """Chinese: each clause less the words the others do not share; a clause whose last content word is not
    shared goes whole (点了三文鱼 / 点了鳗鱼: no "点了" left dangling), a unit after a dropped number with it."""
    out: list[str] = []
    parts = _CLAUSE_END.split(content)
    for clause, end in zip(parts[0::2], [*parts[1::2], ""], strict=False):
        ps = text.pieces(clause)
        content_ps = [p for p in ps if text.content_tokens(p)]
        if content_ps and not shared(content_ps[-1]):
            continue
        keep = [shared(p) for p in ps]
        for i in range(1, len(ps)):  # a unit after a dropped number goes with it (跑了5公里 → 跑了)
            if not keep[i - 1] and any(ch.isdigit() for ch in ps[i - 1]):
                keep[i] = False
        out.append("".join(p for p, k in zip(ps, keep, strict=True) if k) + end)
    return "".join(out).strip(" ,;:，；：、")


def _enough(core: str, content: str) -> str:
    """``core`` as a sentence, or ``content`` whole when ``core`` keeps under 60% of its content words."""
    kept, whole = text.content_tokens(core), text.content_tokens(content)
    if len(kept) < 2 or len(kept) < 0.6 * len(whole):
        return content
    core = core[0].upper() + core[1:]
    return core if core.endswith((".", "!", "?", "。", "！", "？")) else core + ("。" if text.has_cjk(core) else ".")


@dataclass
class Abstractor:
    """One LLM call per cluster within a token budget; ``None`` whenever the offline statement must do."""

    client: ChatClient
    budget_tokens: int
    usage: Usage = field(default_factory=Usage)
    failures: int = 0

    def abstract(self, cluster: list[Memory], counts: dict[str, int]) -> str | None:
        if self.usage.tokens >= self.budget_tokens:
            return None
        episodes = "\n".join(prompts.EPISODE_TEMPLATE.format(
            time=m.observed_at.isoformat(), source=m.provenance.source.value, count=counts.get(m.id, 1),
            content=m.content) for m in cluster)
        messages = [{"role": "system", "content": prompts.SYSTEM},
                    {"role": "user", "content": prompts.USER_TEMPLATE.format(n=len(cluster), episodes=episodes)}]
        words = set().union(*(text.content_tokens(m.content) for m in cluster))

        def count(res: ChatResult) -> None:
            add_usage(self.usage, res)

        try:
            return complete_json(self.client, messages, lambda c: read_statement(c, words),
                                 retries=MALFORMED_RETRIES, retry_note=prompts.RETRY_NOTE, schema=prompts.SCHEMA,
                                 max_tokens=200, on_answer=count,
                                 stop=lambda: self.usage.tokens >= self.budget_tokens)
        except (LLMError, Malformed) as exc:
            self.failures += 1
            log.info("LLM consolidation fell back to the offline statement: %s", exc)
            return None


def read_statement(content: str, words: set[str]) -> str:
    """The ``statement`` of the model's answer; :class:`Malformed` unless it is one short sentence that shares a
    content word with the episodes (an abstraction of them, not something else)."""
    data = load_json(content)
    st = data.get("statement") if isinstance(data, dict) else None
    if not isinstance(st, str) or not st.strip():
        raise Malformed("no 'statement' string")
    st = " ".join(st.split())
    if len(st) > MAX_STATEMENT_CHARS:
        raise Malformed(f"the statement is longer than {MAX_STATEMENT_CHARS} characters")
    if not text.content_tokens(st) & words:
        raise Malformed("the statement shares no word with the episodes")
    return st


def abstractor_for(eng: Engine) -> Abstractor | None:
    s = eng.settings
    if not (s.llm_base_url and s.consolidate_llm and s.consolidate_token_budget > 0):
        return None
    client = chat_client(s)
    return Abstractor(client, s.consolidate_token_budget) if client is not None else None


def consolidate(eng: Engine, bank: str, episodic_ids: list[str], now: datetime, run_id: str,
                abstractor: Abstractor | None = None) -> list[str]:
    """D7 over the episodic memories ``episodic_ids`` (and their near-identical neighbours): the new memories."""
    s = eng.settings
    cal = eng.embedder.calibration
    made: list[str] = []
    seen: set[str] = set()
    vecs = eng.store.vectors(bank, episodic_ids)
    f = Filters(now=now, kinds=(Kind.episodic,))
    for mid in episodic_ids:
        if mid in seen or mid not in vecs:
            continue
        group = [(nid, sim) for nid, sim in eng.store.vector_search(bank, vecs[mid], 20, f) if sim >= cal.dedup - 0.03]
        members = eng.store.get_many(bank, [g for g, _ in group])
        base = next((m for m in members if m.id == mid), None)
        if base is None:
            continue
        tb = text.content_tokens(base.content)
        cluster = [
            m
            for m in members
            if m.id not in seen
            and len(tb & text.content_tokens(m.content)) / max(1, len(tb | text.content_tokens(m.content))) >= 0.4
        ]
        events = {m.id: eng.store.events(bank, m.id) for m in cluster}
        cluster = [m for m in cluster if not already_consolidated(m, events[m.id])]
        counts = {m.id: occurrences(events[m.id]) for m in cluster}
        if base not in cluster or sum(counts.values()) < s.consolidate_min:
            continue
        seen.update(m.id for m in cluster)
        latest = max(last_seen(m, events[m.id]) for m in cluster)
        made.append(_consolidate_group(eng, bank, cluster, counts, latest, now, run_id, abstractor))
    return made


def _consolidate_group(eng: Engine, bank: str, cluster: list[Memory], counts: dict[str, int], latest: datetime,
                       now: datetime, run_id: str, abstractor: Abstractor | None) -> str:
    cluster.sort(key=lambda m: m.observed_at)
    first = cluster[0]
    total = sum(counts.values())
    vecs = eng.store.vectors(bank, [m.id for m in cluster])
    center = central(cluster, vecs)
    statement = abstractor.abstract(cluster, counts) if abstractor is not None else None
    by = "llm" if statement else "offline"
    if statement is None:
        statement = common_statement(center, [m for m in cluster if m.id != center.id])
    least = min(cluster, key=lambda m: FACT_TRUST.get(m.provenance.source, 0))
    mem = Memory(
        id=new_id(),
        bank=bank,
        kind=Kind.semantic,
        content=statement[: eng.settings.max_content_chars],
        importance=max(m.importance for m in cluster),
        confidence=min(1.0, max(m.confidence for m in cluster)),
        status=Status.active,
        created_at=now,
        updated_at=now,
        observed_at=latest,
        valid_from=first.observed_at,
        tags=list(dict.fromkeys(t for m in cluster for t in m.tags))[:32],
        metadata={SOURCES: [m.id for m in cluster], REPETITIONS: total, BY: by,
                  "first_seen": first.observed_at.isoformat(), "last_seen": latest.isoformat()},
        provenance=Provenance(
            source=least.provenance.source,
            source_id=least.provenance.source_id,
            reasoning_step=f"consolidated from {len(cluster)} episodic memories seen {total} times ({by})",
            recorded_at=now,
            recorded_via="review",
            actor="review",
        ),
    )
    vec = eng.embedder.passages([mem.content])[0]
    with eng.store.transaction(bank) as tx:
        tx.insert(mem, vec)
        tx.append_event(mem.id, bank, now, EventType.created, "review",
                        f"consolidated {total} repeated episodes ({by})",
                        {"run_id": run_id, "sources": [m.id for m in cluster], REPETITIONS: total, BY: by})
        for m in cluster:
            cur = tx.get(bank, m.id)
            if cur is not None:
                tx.update(cur.model_copy(update={"metadata": {**cur.metadata, INTO: mem.id}, "updated_at": now}))
            tx.append_event(m.id, bank, now, EventType.merged, "review", f"consolidated into {mem.id}",
                            {"run_id": run_id, "into": mem.id, REPETITIONS: counts.get(m.id, 1)})
    return mem.id
