"""A held-out probe of memory hygiene through the public Python API only (issue #15).

The scenarios (bench/hygiene_probe_data.py) were written by hand, without reading the judge, the review or the
search code, and are never tuned on. Each scenario writes a few memories in time order into a bank that also
holds unrelated background facts, runs one review, then asks questions and checks:

* acc@1: the expected current memory is the first hit;
* stale@3: a stale memory (replaced by a newer statement) is in the top 3;
* false supersede: a memory that must stay active ended superseded / retired, or its write was folded into
  another memory as a duplicate (for restatements a merge or a duplicate is fine);
* false dispute: a restatement or a compatible fact ended ``disputed``;
* guess-first: an agent's hedged guess ranked above the user's / tool's statement on the same subject;
* both@3 (source-conflict): both sides of two tools' disagreement are in the top 3; flagged: the disagreement was
  marked, by the review (disputed, a source conflict or a review item), at write time (both kept, tagged
  ``source-conflict``) or as a soft link (both kept, one "possibly updated" by the other);
* crowd@3 (restate): two or more paraphrases of the one fact fill the top 3 (informational);
* unrelated_retire: a scenario's memory (any kind, any role) superseded or falsified by a memory from outside its
  scenario (another scenario's or a background fact: an unrelated turn), over the memories written.

    PYTHONPATH=src python bench/hygiene_probe.py [--out bench/results/hygiene_probe.json] [--limit N]
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from hindsight import Hindsight, Settings
from hindsight.embedder import Embedder
from hindsight.model import SearchHit
from hygiene_probe_data import BACKGROUND, SCENARIOS, Scenario  # bench/hygiene_probe_data.py (run from bench/)

T0 = datetime(2025, 3, 1, 9, 0, tzinfo=UTC)
#: statuses that take a memory out of plain search: a memory that must stay active must not end in one of them
RETIRED = {"superseded", "falsified", "archived", "expired", "forgotten"}
BANK_SIZE = 5  # scenarios per bank (on different slots)
BACKGROUND_PER_BANK = 14


@dataclass
class AskResult:
    sid: str
    kind: str
    lang: str
    query: str
    top: list[list[str]]  # the refs each of the top hits stands for
    contents: list[str]
    first_ok: bool
    stale_top3: bool | None = None
    guess_first: bool | None = None
    both_top3: bool | None = None
    crowded_top3: bool | None = None


@dataclass
class ScenarioResult:
    sid: str
    kind: str
    lang: str
    statuses: dict[str, str]
    false_supersede: list[str] = field(default_factory=list)
    false_dispute: list[str] = field(default_factory=list)
    flagged: bool | None = None
    asks: list[AskResult] = field(default_factory=list)
    #: ref -> what happened to a memory that left search (superseded by what, or folded into what at write)
    notes: dict[str, str] = field(default_factory=dict)
    #: memories (any of the scenario's) retired by a memory from outside the scenario: an unrelated later turn
    foreign: list[str] = field(default_factory=list)
    written: int = 0


def pack(scenarios: Sequence[Scenario], size: int = BANK_SIZE) -> list[list[Scenario]]:
    """Scenarios grouped into banks of up to ``size``, no two in one bank sharing a topic (greedy, in order)."""
    banks: list[list[Scenario]] = []
    for s in scenarios:
        for b in banks:
            if len(b) < size and all(not (o.topics & s.topics) for o in b):
                b.append(s)
                break
        else:
            banks.append([s])
    return banks


def background_for(group: Sequence[Scenario], n: int = BACKGROUND_PER_BANK) -> list[tuple[str, str]]:
    """Background facts (slot, text) on slots none of the bank's scenarios is about, both languages mixed."""
    slots = set().union(*(s.topics for s in group))
    picked = [(slot, text) for slot, text in BACKGROUND if slot not in slots]
    offset = (sum(len(s.sid) for s in group) * 7) % max(len(picked), 1)  # vary the background between banks
    picked = picked[offset:] + picked[:offset]
    return picked[:n]


def _refs_of(hit: SearchHit, by_id: dict[str, set[str]]) -> list[str]:
    refs = set(by_id.get(hit.id, set()))
    if not refs:  # a memory the review made (a consolidation): it stands for what it consolidates
        for mid in [*hit.memory.supersedes, *(hit.explain.consolidated if hit.explain else [])]:
            refs |= by_id.get(mid, set())
    return sorted(refs)


def _position(top: list[list[str]], refs: Iterable[str]) -> int:
    want = set(refs)
    return next((i for i, r in enumerate(top) if want & set(r)), len(top) + 99)


def run_bank(hs: Hindsight, bank: str, group: Sequence[Scenario]) -> list[ScenarioResult]:
    hs.create_bank(bank)
    writes: list[tuple[datetime, int, str, str, dict[str, Any]]] = []  # (at, order, scenario id, ref, fields)
    for i, (_slot, text) in enumerate(background_for(group)):
        writes.append((T0 - timedelta(days=60 - 4 * i), len(writes), "", f"bg{i}", {"content": text,
                                                                                     "source": "user"}))
    span = max(s.span for s in group)
    for s in group:
        start = T0 + timedelta(days=span - s.span)  # every scenario's last memory lands on the same day
        for m in s.mems:
            fields: dict[str, Any] = {"content": m.text, "source": m.source}
            if m.source_id:
                fields["source_id"] = m.source_id
            writes.append((start + timedelta(days=m.day), len(writes), s.sid, m.ref, fields))
    ids: dict[tuple[str, str], str] = {}
    deduplicated: dict[tuple[str, str], str] = {}  # a write confirmed an existing memory: (scenario, ref) -> its id
    for at, _, sid, ref, fields in sorted(writes, key=lambda w: (w[0], w[1])):
        r = hs.write(fields.pop("content"), bank=bank, observed_at=at, now=at, **fields)
        if r.action.value == "deduplicated":
            deduplicated[(sid, ref)] = r.duplicate_of or r.id
        else:
            ids[(sid, ref)] = r.id
    now = max(w[0] for w in writes) + timedelta(days=1)
    report = hs.review(bank, now=now)
    for _ in range(3):  # deferred pairs wait for the next run
        if not report.pairs_deferred:
            break
        report = hs.review(bank, now=now)
    flagged_ids = {*report.disputed, *report.source_conflicts}
    for item in hs.conflicts(bank, status=None):
        flagged_ids |= {item.a_id, item.b_id, *item.others}

    out: list[ScenarioResult] = []
    for s in group:
        # a hit stands for the refs whose write created it (a write folded into it as a duplicate stands for nothing)
        by_id: dict[str, set[str]] = defaultdict(set)
        for m in s.mems:
            if (s.sid, m.ref) in ids:
                by_id[ids[(s.sid, m.ref)]].add(m.ref)
        statuses: dict[str, str] = {}
        res = ScenarioResult(s.sid, s.kind, s.lang, statuses)
        for m in s.mems:
            if (s.sid, m.ref) in deduplicated:
                statuses[m.ref] = "deduplicated"
                res.notes[m.ref] = "written as a duplicate of: " + hs.get(deduplicated[(s.sid, m.ref)],
                                                                           bank=bank).content
                continue
            mem = hs.get(ids[(s.sid, m.ref)], bank=bank)
            statuses[m.ref] = mem.status.value
            res.written += 1
            if mem.superseded_by and mem.status.value in RETIRED and mem.superseded_by not in by_id:
                res.foreign.append(m.ref)
            if mem.status.value in RETIRED:
                events = [e.type.value for e in hs.trace(mem.id, bank=bank).events]
                by = hs.get(mem.superseded_by, bank=bank).content if mem.superseded_by else None
                res.notes[m.ref] = f"{mem.status.value} by: {by} (events: {', '.join(events)})"
        for ref in s.active:
            st = statuses[ref]
            folded = st == "deduplicated" or (st in RETIRED and _merged(hs, bank, ids[(s.sid, ref)]))
            if s.kind == "restate" and folded:
                continue  # a paraphrase folded into another is fine
            if st in RETIRED or st == "deduplicated":
                res.false_supersede.append(ref)
        for ref in s.no_dispute:
            if statuses[ref] == "disputed":
                res.false_dispute.append(ref)
        if s.kind == "source-conflict":
            res.flagged = any(ids.get((s.sid, m.ref)) in flagged_ids or statuses[m.ref] == "disputed"
                              or ((s.sid, m.ref) in ids and _marked(hs, bank, ids[(s.sid, m.ref)], set(by_id)))
                              for m in s.mems)
        for ask in s.asks:
            resp = hs.search(ask.q, bank=bank, top_k=5, now=now, explain=True, track_access=False)
            top = [_refs_of(h, by_id) for h in resp.results]
            ar = AskResult(s.sid, s.kind, s.lang, ask.q, top, [h.content for h in resp.results],
                           first_ok=bool(top) and bool(set(top[0]) & set(ask.first)))
            if ask.not_top3:
                ar.stale_top3 = any(set(r) & set(ask.not_top3) for r in top[:3])
            if s.guess:
                ar.guess_first = _position(top, s.guess) < _position(top, ask.first)
            if s.kind == "restate":  # paraphrases of one fact fill two or more of the top 3
                ar.crowded_top3 = sum(bool(set(r) & set(ask.first)) for r in top[:3]) >= 2
            if ask.all_top3:
                ar.both_top3 = all(_position(top, [ref]) < 3 for ref in ask.all_top3) and (
                    len({_position(top, [ref]) for ref in ask.all_top3}) == len(ask.all_top3))
            res.asks.append(ar)
        out.append(res)
    return out


def _marked(hs: Hindsight, bank: str, memory_id: str, others: set[str]) -> bool:
    """Was the disagreement marked on this memory outside the review report: at write time (both kept, tagged
    ``source-conflict``), or as a soft link (possibly updated by / possibly updates another side)?"""
    if "source-conflict" in hs.get(memory_id, bank=bank).tags:
        return True
    return any(e.type.value == "linked" and ({e.data.get("possibly_updated_by"), e.data.get("possibly_updates")}
                                             & (others - {memory_id}))
               for e in hs.trace(memory_id, bank=bank).events)


def _merged(hs: Hindsight, bank: str, memory_id: str) -> bool:
    """Was this memory folded into a paraphrase (a merge), rather than superseded as a conflict?"""
    return any(e.type.value == "merged" for e in hs.trace(memory_id, bank=bank).events)


def summarise(results: list[ScenarioResult]) -> dict[str, dict[str, Any]]:
    groups: dict[str, list[ScenarioResult]] = defaultdict(list)
    for r in results:
        groups[f"{r.kind}/{r.lang}"].append(r)
        groups[f"all/{r.lang}"].append(r)
        groups["all/all"].append(r)
    table: dict[str, dict[str, Any]] = {}
    for key in sorted(groups, key=lambda k: (k.startswith("all"), k)):
        rs = groups[key]
        asks = [a for r in rs for a in r.asks]
        active = sum(len(_scenario(r.sid).active) for r in rs)
        no_dispute = sum(len(_scenario(r.sid).no_dispute) for r in rs)
        row = {
            "scenarios": len(rs),
            "asks": len(asks),
            "acc@1": _ratio([a.first_ok for a in asks]),
            "stale@3": _ratio([a.stale_top3 for a in asks if a.stale_top3 is not None]),
            "false_supersede": _ratio_n(sum(len(r.false_supersede) for r in rs), active),
            "false_dispute": _ratio_n(sum(len(r.false_dispute) for r in rs), no_dispute),
            "guess_first": _ratio([a.guess_first for a in asks if a.guess_first is not None]),
            "both@3": _ratio([a.both_top3 for a in asks if a.both_top3 is not None]),
            "flagged": _ratio([r.flagged for r in rs if r.flagged is not None]),
            "crowd@3": _ratio([a.crowded_top3 for a in asks if a.crowded_top3 is not None]),
            "unrelated_retire": _ratio_n(sum(len(r.foreign) for r in rs), sum(r.written for r in rs)),
        }
        table[key] = row
    return table


_BY_SID: dict[str, Scenario] = {s.sid: s for s in SCENARIOS}


def _scenario(sid: str) -> Scenario:
    return _BY_SID[sid]


def _ratio(values: list[bool]) -> dict[str, Any] | None:
    return {"hit": sum(values), "n": len(values), "rate": round(sum(values) / len(values), 3)} if values else None


def _ratio_n(hit: int, n: int) -> dict[str, Any] | None:
    return {"hit": hit, "n": n, "rate": round(hit / n, 3)} if n else None


def render(table: dict[str, dict[str, Any]]) -> str:
    cols = ["acc@1", "stale@3", "false_supersede", "false_dispute", "guess_first", "both@3", "flagged", "crowd@3",
            "unrelated_retire"]
    head = f"{'kind/lang':<22}{'scen':>5}{'asks':>5}" + "".join(f"{c:>17}" for c in cols)
    lines = [head, "-" * len(head)]
    for key, row in table.items():
        cells = []
        for c in cols:
            v = row[c]
            cells.append(f"{'-':>17}" if v is None else f"{v['rate']:>7.3f} ({v['hit']:>3}/{v['n']:<3})")
        lines.append(f"{key:<22}{row['scenarios']:>5}{row['asks']:>5}" + "".join(cells))
    return "\n".join(lines)


def run(scenarios: Sequence[Scenario], embedder: Embedder | None = None, *, root: Path | None = None,
        ) -> list[ScenarioResult]:
    """Every scenario, packed into banks, each bank in its own fresh SQLite store sharing one embedder."""
    if embedder is None:
        from hindsight.embedder.e5 import E5Embedder

        embedder = E5Embedder()
    results: list[ScenarioResult] = []
    with tempfile.TemporaryDirectory(dir=root) as tmp:
        for i, group in enumerate(pack(scenarios)):
            home = Path(tmp) / f"b{i}"
            hs = Hindsight.open(home / "store", embedder=embedder, settings=Settings(home=home))
            try:
                results.extend(run_bank(hs, f"probe{i}", group))
            finally:
                hs.close()
    return results


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=Path(__file__).parent / "results" / "hygiene_probe.json")
    ap.add_argument("--limit", type=int, default=0, help="only the first N scenarios (0: all)")
    ap.add_argument("--kind", default="", help="only scenarios of this kind")
    args = ap.parse_args(argv)
    scenarios = [s for s in SCENARIOS if not args.kind or s.kind == args.kind]
    if args.limit:
        scenarios = scenarios[: args.limit]
    started = time.perf_counter()
    results = run(scenarios)
    took = time.perf_counter() - started
    table = summarise(results)
    text = render(table)
    print(text)
    print(f"\n{len(scenarios)} scenarios in {len(pack(scenarios))} banks, {took:.1f} s")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    body = {"table": table, "seconds": round(took, 1), "scenarios": [_as_dict(r) for r in results]}
    args.out.write_text(json.dumps(body, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return 0


def _as_dict(r: ScenarioResult) -> dict[str, Any]:
    return {"sid": r.sid, "kind": r.kind, "lang": r.lang, "statuses": r.statuses,
            "false_supersede": r.false_supersede, "false_dispute": r.false_dispute, "flagged": r.flagged,
            "notes": r.notes, "unrelated_retire": r.foreign,
            "asks": [{"q": a.query, "ok": a.first_ok, "stale_top3": a.stale_top3, "guess_first": a.guess_first,
                      "both_top3": a.both_top3, "crowded_top3": a.crowded_top3, "top": a.top,
                      "contents": a.contents} for a in r.asks]}


if __name__ == "__main__":
    raise SystemExit(main())
