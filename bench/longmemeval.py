"""LongMemEval evidence retrieval: Recall@5 / Recall@10 per question type, plain BM25 beside the project, and for
knowledge updates whether the current statement outranks the out-of-date one.

The data is public and not shipped with the project. Get a release file (``longmemeval_oracle.json``,
``longmemeval_s.json`` or ``longmemeval_m.json``) yourself, as the LongMemEval repository's README
(github.com/xiaowu0162/LongMemEval) says: this script never downloads anything and reads only the path you give (data:
Wu et al., "LongMemEval: Benchmarking Chat Assistants on Long-Term Interactive Memory", ICLR 2025; MIT) and
give its path:

    python bench/longmemeval.py --data path/to/longmemeval_oracle.json
    python bench/longmemeval.py --data path/to/longmemeval_s.json --limit 50 --types knowledge-update
    python bench/longmemeval.py --data ../shared/data/lme-knowledge-update-dev.json --write-docs

The reshaped dev file of the project (``sessions[].turns[].gold``; see ../shared/data/README.md) is read too.

Protocol: each question is replayed into an empty store of its own (SQLite, the bundled e5 embedder). Every
turn of every session becomes one memory ``"<role>: <content>"`` (content cut to 4,000 characters), observed at
its session's date, sessions written oldest first with ``write_many``; a review cycle runs at the question date
(the memory's maintenance); the question is searched at the question date with ``top_k=10``. Evidence turns are
those the file marks (``has_answer``, or ``gold`` in the dev file); abstention questions (``_abs``) and questions
without marked turns are skipped. Recall@k = share of the evidence turns among the turns of the top k memories.

Knowledge updates (``knowledge-update``): the evidence turns of the latest session that has any are ``current``,
earlier ones ``stale`` (the dev file labels them itself). ``cur@1`` = the top result is current; ``cur@5`` = a
current turn is in the top 5; ``stale>cur`` = in the top 10 a stale turn ranks above the best current turn (or
appears without one; lower is better); ``cur>stale`` = cur@5 and not stale>cur (the headline). The release
files also hold questions asking for the earlier value; only the dev file leaves them out.

Results go to ``bench/results/longmemeval-<file stem>.json``; ``--write-docs`` rewrites the
``longmemeval-<file stem>`` section of docs/benchmarks.md.
"""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import _common  # bench/_common.py (scripts run from bench/)
import _public as pub
from hindsight.config import Settings
from retrieval import CachingEmbedder

ROOT = Path(__file__).resolve().parent.parent
METRICS = ("r5", "r10", "cur1", "cur5", "stale_above", "cur_over_stale")
UPDATE = "knowledge-update"
MAX_CHARS = 4000


def parse_date(s: str) -> datetime:
    """ISO-8601 (the dev file) or the release's "2023/05/30 (Tue) 23:40" (read as UTC)."""
    s = s.strip()
    m = re.fullmatch(r"(\d{4})/(\d{2})/(\d{2}) \(\w+\) (\d{2}):(\d{2})", s)
    if m:
        y, mo, d, h, mi = (int(x) for x in m.groups())
        return datetime(y, mo, d, h, mi, tzinfo=UTC)
    return datetime.fromisoformat(s.replace("Z", "+00:00")).astimezone(UTC)


def _sessions(rec: dict[str, Any]) -> list[tuple[str, datetime, list[dict[str, Any]]]]:
    """(session id, date, turns with ``evidence``) oldest first, from either format."""
    out = []
    if "sessions" in rec:  # the project's reshaped dev file
        for s in rec["sessions"]:
            out.append((s["session_id"], parse_date(s["date"]),
                        [{**t, "evidence": t.get("gold") is not None} for t in s["turns"]]))
    else:  # a LongMemEval release file
        for sid, date, turns in zip(rec["haystack_session_ids"], rec["haystack_dates"], rec["haystack_sessions"],
                                    strict=True):
            out.append((str(sid), parse_date(date), [{**t, "evidence": bool(t.get("has_answer"))} for t in turns]))
    out.sort(key=lambda s: s[1])
    return out


def to_bank(rec: dict[str, Any]) -> pub.Bank | None:
    qid = str(rec["question_id"])
    if qid.endswith("_abs"):
        return None
    qtype = str(rec.get("question_type") or UPDATE)
    turns: list[pub.Turn] = []
    evidence: dict[str, int] = {}  # turn key -> index of its session
    labels: dict[str, str] = {}
    sessions = _sessions(rec)
    for si, (sid, at, ts) in enumerate(sessions):
        for ti, t in enumerate(ts):
            key = f"{sid}#{ti}"
            turns.append(pub.Turn(key=key, text=f"{t['role']}: {str(t['content'])[:MAX_CHARS]}", at=at,
                                  session=sid, speaker=str(t["role"])))
            if t["evidence"]:
                evidence[key] = si
            if t.get("gold"):
                labels[key] = str(t["gold"])
    if not evidence:
        return None
    if qtype == UPDATE and not labels:
        latest = max(evidence.values())
        labels = {k: "current" if si == latest else "stale" for k, si in evidence.items()}
    if qtype == UPDATE and not any(v == "stale" for v in labels.values()):
        labels = {}  # one statement only: nothing to keep apart
    asked = max(parse_date(str(rec["question_date"])), max(t.at for t in turns) + timedelta(seconds=1))
    q = pub.Question(qid=qid, text=str(rec["question"]), category=qtype, evidence=set(evidence), at=asked,
                     labels=labels)
    return pub.Bank(name="q-" + re.sub(r"[^A-Za-z0-9_.\-]", "-", qid)[:60], turns=turns, questions=[q])


def update_metrics(groups: list[list[str]], labels: dict[str, str]) -> dict[str, Any]:
    if not labels:
        return {}
    cur = [k for k, v in labels.items() if v == "current"]
    stale = [k for k, v in labels.items() if v == "stale"]
    rc, rs = pub.first_rank(groups[:10], cur), pub.first_rank(groups[:10], stale)
    cur5 = rc is not None and rc <= 5
    above = rs is not None and (rc is None or rs < rc)
    return {"cur1": float(rc == 1), "cur5": float(cur5), "stale_above": float(above),
            "cur_over_stale": float(cur5 and not above)}


def run(banks: list[pub.Bank], emb: CachingEmbedder, log: Any) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    took: list[float] = []
    settings = Settings(sqlite_synchronous="NORMAL")
    write_s = 0.0
    statuses: dict[str, int] = {}
    held: dict[str, int] = {}  # quarantined memories by speaker (the guard on transcripts)
    for i, bank in enumerate(banks):
        q = bank.questions[0]
        with pub.temp_home("lme-") as home:
            hs = pub.open_store(Path(home), emb, settings)
            try:
                w = pub.write_bank(hs, bank)
                write_s += w.write_s
                hs.review(bank.name, now=q.at)
                hs.drain(timeout=300)
                for m in hs.store.iter_memories(bank.name):
                    statuses[str(m.status)] = statuses.get(str(m.status), 0) + 1
                    if str(m.status) == "quarantined":
                        who = str(m.metadata.get("speaker", "?"))
                        held[who] = held.get(who, 0) + 1
                systems = {"bm25": pub.bm25_ranker(bank),
                           "hindsight, no floor (min_score=0)": pub.hindsight_ranker(w, bank.name, {"min_score": 0},
                                                                                     []),
                           "hindsight": pub.hindsight_ranker(w, bank.name, {}, took)}
                for name, rank in systems.items():
                    groups = rank(q, 10)
                    rows.append({"system": name, "qid": q.qid, "category": q.category,
                                 "r5": pub.recall(groups, q.evidence, 5), "r10": pub.recall(groups, q.evidence, 10),
                                 "first": pub.first_rank(groups, q.evidence), **update_metrics(groups, q.labels)})
            finally:
                hs.close()
        if (i + 1) % 10 == 0:
            log(f"{i + 1}/{len(banks)} questions")
    latency = {"hindsight": {"p50_ms": round(_common.percentile(took, 50), 1),
                             "p95_ms": round(_common.percentile(took, 95), 1)}} if took else {}
    return rows, {"latency": latency, "write_s": round(write_s, 1), "statuses": statuses, "quarantined_by": held}


def markdown(res: dict[str, Any]) -> str:
    m = res["meta"]
    cats = m["types"]
    out = [f"## LongMemEval: {m['data']}", "",
           f"`{m['command']}` — {m['questions']} questions, {m['turns']} turns ({m['skipped']} skipped: abstention "
           f"or no marked turn); {m['date']}, {m['cores']} cores, {m['embedder']}. A store per question, one memory "
           "per turn observed at its session's date, a review at the question date, searched at the question date "
           "(bench/longmemeval.py). `bm25` is a plain BM25 over the same turns. Memories by status when the "
           "questions were asked: " + ", ".join(f"{k} {v}" for k, v in sorted(res.get("statuses", {}).items()))
           + " (superseded: retired by the review; quarantined: held back by the write-time guard, so not "
           "searchable here while BM25 ranks them" + (": " + ", ".join(
               f"{v} {k} turns" for k, v in sorted(res["quarantined_by"].items())) if res.get("quarantined_by")
                                                     else "") + ").", "",
           "Recall@10 per question type:", ""]
    out += pub.table(res["summary"], cats, {}, "r10")
    out += ["", "Recall@5:", ""]
    out += pub.table(res["summary"], cats, {}, "r5")
    upd = {s: v.get(UPDATE) for s, v in res["summary"].items()}
    if all(u and u.get("cur_over_stale") is not None for u in upd.values()):
        out += ["", "Knowledge updates (the current statement against the out-of-date one; stale>cur: lower is "
                "better):", "", "| system | cur@1 | cur@5 | stale>cur | cur>stale |", "|---|---|---|---|---|"]
        for s, u in upd.items():
            assert u is not None
            out.append(f"| {s} | {pub.fmt(u['cur1'])} | {pub.fmt(u['cur5'])} | {pub.fmt(u['stale_above'])} | "
                       f"**{pub.fmt(u['cur_over_stale'])}** |")
    lat = res.get("latency", {}).get("hindsight")
    if lat:
        out += ["", f"Search latency (engine `took_ms`, the query embedding included): p50 {lat['p50_ms']} ms / "
                f"p95 {lat['p95_ms']} ms."]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = pub.arg_parser(__doc__, "a LongMemEval release file (or the dev file)")
    ap.add_argument("--types", nargs="+", help="question types to run (default: all)")
    ap.add_argument("--limit", type=int, help="the first N questions (after --types)")
    pub.output_args(ap, "JSON results (default bench/results/longmemeval-<file stem>.json)")
    args = ap.parse_args(argv)
    t_start, log = pub.clock()
    records = json.loads(args.data.read_text(encoding="utf-8"))
    if args.types:
        records = [r for r in records if str(r.get("question_type") or UPDATE) in args.types]
    banks = [b for b in (to_bank(r) for r in records) if b is not None]
    skipped = len(records) - len(banks)
    banks = banks[: args.limit] if args.limit else banks
    if not banks:
        raise SystemExit(f"no question to run in {args.data}")
    emb = pub.embedded(sorted({t.text for b in banks for t in b.turns}), [b.questions[0].text for b in banks],
                       args.embed_cache)
    log(f"embedded {sum(len(b.turns) for b in banks)} turns and {len(banks)} questions")
    rows, extra = run(banks, emb, log)
    types = sorted({b.questions[0].category for b in banks})
    cmd = f"python bench/longmemeval.py --data {args.data.name}" + (
        f" --types {' '.join(args.types)}" if args.types else "") + (f" --limit {args.limit}" if args.limit else "")
    res: dict[str, Any] = {
        "meta": {**pub.run_meta(cmd, args.data, emb, t_start), "questions": len(banks),
                 "turns": sum(len(b.turns) for b in banks), "skipped": skipped, "types": types},
        "summary": pub.summarise(rows, types, METRICS), **extra, "questions": rows,
    }
    _common.save_json(res, args.out or ROOT / "bench" / "results" / f"longmemeval-{args.data.stem}.json")
    print(markdown(res))
    if args.write_docs:
        _common.write_section(f"longmemeval-{args.data.stem}", markdown(res))
        log("wrote docs/benchmarks.md")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
