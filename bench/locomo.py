"""LoCoMo evidence retrieval: Recall@5 / Recall@10 per question category, plain BM25 beside the project.

The data is public and not shipped with the project. Get ``data/locomo10.json`` from
https://github.com/snap-research/locomo (Maharana et al., "Evaluating Very Long-Term Conversational Memory of
LLM Agents", ACL 2024; CC BY-NC 4.0: ten conversations, 1,986 questions) and give its path:

    python bench/locomo.py --data path/to/locomo10.json                  # all ten conversations
    python bench/locomo.py --data path/to/locomo10.json --only conv-26   # one conversation
    python bench/locomo.py --data ../shared/data/locomo-dev.json --write-docs   # the two dev conversations

Protocol (the issue's): one memory per dialogue turn, ``"<speaker>: <text>"`` (an image a speaker shares adds
``[shares <caption>]``, its BLIP caption from the file), observed at its session's date, written with
``write_many`` per session into a fresh embedded store (SQLite, the bundled e5 embedder) per conversation. Each
question of categories 1-4 (1 multi-hop, 2 temporal, 3 open-domain, 4 single-hop; 5, adversarial, has no
evidence to find) is searched in its conversation's store with ``top_k=10`` at a day after the last session.
Recall@k = share of the question's evidence turns among the turns of the top k memories, averaged over the
questions, per category and overall. Evidence ids are normalised ("D:1:3" -> "D1:3", "D8:6; D9:17" -> two ids);
ids that name no turn are dropped, and a question left without evidence is skipped (counted in the output).

Systems: ``bm25`` is a plain BM25 over the same turn texts (bench/_bm25.py: k1 1.5, b 0.75, lower-cased
alphanumeric tokens, a short stop list); ``hindsight`` is ``Hindsight.search`` with the default settings, and
``hindsight, no floor`` the same with the relevance floor off (``min_score=0``); ``rerank off`` / ``rerank
learned`` the default search without and with the learned rerank stage (whatever the default is);
``hindsight, association`` the default search with association from the first hits on (``search_graph``,
search/graph.py), through a second instance over the same store. The learned
model was fitted on these two dev conversations among other data (bench/rerank_train.py; its cross-validation
by conversation is the honest number). The floor's raw material (the
match of every evidence hit, and of the other conversations' questions asked here) is tabulated per candidate
floor: how the default ``min_score`` of the e5 calibration was chosen.

Results go to ``bench/results/locomo-<file stem>.json``; ``--write-docs`` rewrites the ``locomo`` section of
docs/benchmarks.md (one section per data file: ``locomo-<file stem>``).
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import _common  # bench/_common.py (scripts run from bench/)
import _public as pub
from hindsight.config import Settings
from retrieval import CachingEmbedder

ROOT = Path(__file__).resolve().parent.parent
CATEGORIES = ("1", "2", "3", "4")
LABELS = {"all": "all", "1": "multi-hop", "2": "temporal", "3": "open-domain", "4": "single-hop"}
METRICS = ("r5", "r10")
#: the project's search variants compared (name -> extra ``Hindsight.search`` arguments)
VARIANTS: dict[str, dict[str, Any]] = {"hindsight, no floor (min_score=0)": {"min_score": 0}, "hindsight": {},
                                       "hindsight, rerank off": {"rerank": "off"},
                                       "hindsight, rerank learned": {"rerank": "learned"}}
#: variants that differ in a setting (name -> Settings fields), searched through a second instance over the same store
SETTING_VARIANTS: dict[str, dict[str, Any]] = {"hindsight, association (search_graph=0.85)": {"search_graph": 0.85}}


def parse_date(s: str) -> datetime:
    """LoCoMo's session dates: "1:56 pm on 8 May, 2023" (read as UTC)."""
    s = re.sub(r"\s+", " ", s.strip())
    for f in ("%I:%M %p on %d %B, %Y", "%I:%M %p on %d %B %Y", "%I:%M %p on %d %b, %Y"):
        try:
            return datetime.strptime(s, f).replace(tzinfo=UTC)
        except ValueError:
            continue
    raise ValueError(f"unreadable LoCoMo date {s!r}")


def evidence_ids(raw: list[str]) -> list[str]:
    out = []
    for e in raw:
        for part in re.split(r"[;,\s]+", str(e)):
            m = re.fullmatch(r"D:?(\d+):(\d+)", part.strip())
            if m:
                out.append(f"D{int(m.group(1))}:{int(m.group(2))}")
    return out


def turn_text(t: dict[str, Any]) -> str:
    text = f"{t['speaker']}: {t.get('text', '')}"
    if t.get("blip_caption"):
        text += f" [shares {t['blip_caption']}]"
    return text


def load(path: Path, only: list[str] | None = None) -> tuple[list[pub.Bank], dict[str, int]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    banks: list[pub.Bank] = []
    skipped = {"adversarial": 0, "no_evidence": 0, "unknown_ids": 0}
    for rec in data:
        if only and rec["sample_id"] not in only:
            continue
        conv = rec["conversation"]
        turns: list[pub.Turn] = []
        n = 1
        while f"session_{n}" in conv:
            at = parse_date(conv[f"session_{n}_date_time"])
            for t in conv[f"session_{n}"]:
                turns.append(pub.Turn(key=t["dia_id"], text=turn_text(t), at=at, session=f"session_{n}",
                                      speaker=t["speaker"]))
            n += 1
        keys = {t.key for t in turns}
        asked = max(t.at for t in turns) + timedelta(days=1)
        questions = []
        for i, qa in enumerate(rec["qa"]):
            cat = str(qa.get("category"))
            if cat not in CATEGORIES:
                skipped["adversarial"] += 1
                continue
            ids = evidence_ids(qa.get("evidence") or [])
            skipped["unknown_ids"] += sum(1 for e in ids if e not in keys)
            ev = {e for e in ids if e in keys}
            if not ev:
                skipped["no_evidence"] += 1
                continue
            questions.append(pub.Question(qid=f"{rec['sample_id']}#{i}", text=str(qa["question"]), category=cat,
                                          evidence=ev, at=asked))
        banks.append(pub.Bank(name=rec["sample_id"], turns=turns, questions=questions))
    return banks, skipped


def floor_probe(w: pub.Written, bank: pub.Bank, others: list[pub.Question]) -> dict[str, list[float]]:
    """The relevance floor's raw material, searched without a floor: the match of every evidence hit in the top 10
    (what a floor would lose), the best match of each question (what it would flag), and the best match of the
    other conversations' questions asked in this one (negatives: people and events this one never mentions)."""
    out: dict[str, list[float]] = {"evidence": [], "best": [], "negative": []}

    def matches(q: pub.Question) -> list[tuple[float, list[str]]]:
        res = w.hs.search(q.text, bank=bank.name, top_k=10, now=q.at, track_access=False, explain=True, min_score=0)
        return [(h.explain.match or 0.0, w.turns_of.get(h.id, [])) for h in res.results if h.explain is not None]

    for q in bank.questions:
        ms = matches(q)
        out["evidence"] += [m for m, keys in ms if q.evidence & set(keys)]
        out["best"] += [max((m for m, _ in ms), default=0.0)]
    for q in others:
        out["negative"] += [max((m for m, _ in matches(q)), default=0.0)]
    return out


def floor_table(probe: dict[str, list[float]], steps: int = 16) -> list[dict[str, float]]:
    """Per candidate floor: the share of evidence hits it would drop, of questions it would flag (nothing clears
    it), and of negative questions it would flag (higher is better)."""
    rows = []
    for i in range(steps + 1):
        f = round(i * 0.025, 3)
        rows.append({"floor": f, **{k: round(sum(m < f for m in v) / len(v), 4) if v else 0.0
                                    for k, v in probe.items()}})
    return rows


def run(banks: list[pub.Bank], emb: CachingEmbedder, log: Any) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    probe: dict[str, list[float]] = {"evidence": [], "best": [], "negative": []}
    took: dict[str, list[float]] = {v: [] for v in (*VARIANTS, *SETTING_VARIANTS)}
    ingest: dict[str, Any] = {}
    settings = Settings(sqlite_synchronous="NORMAL")
    for bank in banks:
        systems: dict[str, pub.Ranker] = {"bm25": pub.bm25_ranker(bank)}
        with pub.temp_home("locomo-") as home:
            hs = pub.open_store(Path(home), emb, settings)
            alt = {n: pub.open_store(Path(home), emb, settings.model_copy(update=u))
                   for n, u in SETTING_VARIANTS.items()}
            try:
                w = pub.write_bank(hs, bank)
                ingest[bank.name] = {"turns": len(bank.turns), "memories": len(w.turns_of),
                                     "statuses": w.statuses, "write_s": round(w.write_s, 1)}
                for name, extra in VARIANTS.items():
                    systems[name] = pub.hindsight_ranker(w, bank.name, extra, took[name])
                for name, other in alt.items():
                    systems[name] = pub.hindsight_ranker(replace(w, hs=other), bank.name, {}, took[name])
                others = [q for b in banks if b is not bank for q in b.questions]
                for k, v in floor_probe(w, bank, others).items():
                    probe[k] += v
                for q in bank.questions:
                    for name, rank in systems.items():
                        groups = rank(q, 10)
                        rows.append({"system": name, "qid": q.qid, "category": q.category,
                                     "r5": pub.recall(groups, q.evidence, 5), "r10": pub.recall(groups, q.evidence, 10),
                                     "first": pub.first_rank(groups, q.evidence)})
            finally:
                for other in alt.values():
                    other.close()
                hs.close()
        log(f"{bank.name}: {len(bank.turns)} turns, {len(bank.questions)} questions, "
            f"written in {ingest[bank.name]['write_s']} s")
    latency = {v: {"p50_ms": round(_common.percentile(t, 50), 1), "p95_ms": round(_common.percentile(t, 95), 1)}
               for v, t in took.items() if t}
    return rows, {"ingest": ingest, "latency": latency, "floor": floor_table(probe)}


def markdown(res: dict[str, Any]) -> str:
    m = res["meta"]
    out = [f"## LoCoMo: {m['data']}", "",
           f"`{m['command']}` — {m['conversations']} conversations, {m['turns']} turns, {m['questions']} questions "
           f"of categories 1-4 ({m['skipped']}); {m['date']}, {m['cores']} cores, {m['embedder']}. One memory per "
           "turn, observed at its session's date; Recall@k = share of a question's evidence turns in the top k "
           "(bench/locomo.py). `bm25` is a plain BM25 over the same turns.", "", "Recall@10:", ""]
    out += pub.table(res["summary"], CATEGORIES, LABELS, "r10")
    out += ["", "Recall@5:", ""]
    out += pub.table(res["summary"], CATEGORIES, LABELS, "r5")
    fl = res.get("floor")
    if fl:
        out += ["", f"Relevance floor (searched with `min_score=0`; the default is {m['min_score']}): the share of "
                "evidence hits in the top 10 a floor would leave out, of questions it would leave with nothing "
                "(`below_floor`), and of the other conversations' questions it would leave with nothing "
                "(negatives: higher is better).", "",
                "| min_score | evidence hits lost | questions floored | negatives floored |", "|---|---|---|---|"]
        out += [f"| {r['floor']} | {r['evidence']:.3f} | {r['best']:.3f} | {r['negative']:.3f} |" for r in fl]
    lat = res.get("latency", {})
    if lat:
        out += ["", "Search latency (engine `took_ms`, the query embedding included): " + "; ".join(
            f"{k} p50 {v['p50_ms']} ms / p95 {v['p95_ms']} ms" for k, v in lat.items()) + "."]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = pub.arg_parser(__doc__, "locomo10.json (snap-research/locomo, data/)")
    ap.add_argument("--only", nargs="+", help="sample ids to run (default: all in the file)")
    pub.output_args(ap, "JSON results (default bench/results/locomo-<file stem>.json)")
    args = ap.parse_args(argv)
    t_start, log = pub.clock()
    banks, skipped = load(args.data, args.only)
    if not banks:
        raise SystemExit(f"no conversation in {args.data}" + (f" among {args.only}" if args.only else ""))
    emb = pub.embedded([t.text[:4000] for b in banks for t in b.turns], [q.text for b in banks for q in b.questions],
                       args.embed_cache)
    log(f"embedded {sum(len(b.turns) for b in banks)} turns and {sum(len(b.questions) for b in banks)} questions")
    rows, extra = run(banks, emb, log)
    summary = pub.summarise(rows, CATEGORIES, METRICS)
    stem = args.data.stem
    cmd = f"python bench/locomo.py --data {args.data.name}" + (f" --only {' '.join(args.only)}" if args.only else "")
    res: dict[str, Any] = {
        "meta": {**pub.run_meta(cmd, args.data, emb, t_start), "min_score": emb.calibration.min_match,
                 "conversations": len(banks), "turns": sum(len(b.turns) for b in banks),
                 "questions": sum(len(b.questions) for b in banks),
                 "skipped": ", ".join(f"{v} {k.replace('_', ' ')}" for k, v in skipped.items()) + " skipped"},
        "summary": summary, **extra, "questions": rows,
    }
    _common.save_json(res, args.out or ROOT / "bench" / "results" / f"locomo-{stem}.json")
    print(markdown(res))
    if args.write_docs:
        _common.write_section(f"locomo-{stem}", markdown(res))
        log("wrote docs/benchmarks.md")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
