"""Memory-hygiene benchmark: does the review loop keep the *current* fact on top, and leave the rest alone?

    python bench/hygiene.py                 # full run (~280 scenarios, 2-4 min on 2 cores), prints the tables
    python bench/hygiene.py --quick         # small run for CI (~100 scenarios, ~1 min)
    python bench/hygiene.py --write-docs    # also rewrite <!-- hygiene:start/end --> in docs/benchmarks.md
    python bench/hygiene.py --corpus 3 --configs rules   # the third (development) corpus, bench/hygiene_data3.py
    python bench/hygiene.py --corpus 4 --configs rules   # the second held-out corpus, bench/hygiene_data4.py
    python bench/hygiene.py --corpus 5 --configs rules   # the fifth (development) corpus, bench/hygiene_data5.py
    python bench/hygiene.py --corpus 6 --configs rules   # the third held-out corpus, bench/hygiene_data6.py
    python bench/hygiene.py --corpus 7 --configs rules   # the seventh (development) corpus, bench/hygiene_data7.py
    python bench/hygiene.py --corpus 8 --configs rules   # the eighth (development) corpus, bench/hygiene_data8.py
    python bench/hygiene.py --corpus 9 --configs rules   # the ninth (development) corpus, bench/hygiene_data9.py
    python bench/hygiene.py --corpus 10 --configs rules  # the tenth (development) corpus, bench/hygiene_data10.py
    python bench/hygiene.py --corpus 11 --configs rules  # the eleventh (development) corpus, bench/hygiene_data11.py
    python bench/hygiene.py --corpus 12 --configs rules  # the twelfth (development) corpus, bench/hygiene_data12.py
    python bench/hygiene.py --corpus 13 --configs rules  # the 13th (development) corpus, bench/hygiene_data13.py
    python bench/hygiene.py --corpus 14 --configs rules  # the 14th (development) corpus, bench/hygiene_data14.py
    python bench/hygiene.py --corpus 15 --configs rules  # the 15th (development) corpus, bench/hygiene_data15.py
    python bench/hygiene.py --corpus 16 --configs rules  # the 16th (development) corpus, bench/hygiene_data16.py
    python bench/hygiene.py --corpus 17 --configs rules  # the 17th (development) corpus, bench/hygiene_data17.py
    python bench/hygiene.py --corpus 18 --configs rules  # the 18th (development) corpus, bench/hygiene_data18.py
    python bench/hygiene.py --corpus 19 --configs rules  # the 19th (development) corpus, bench/hygiene_data19.py
    python bench/hygiene.py --corpus 20 --configs rules  # the 20th (development) corpus, bench/hygiene_data20.py
    python bench/hygiene.py --corpus 21 --configs rules  # the 21st (development) corpus, bench/hygiene_data21.py
    python bench/hygiene.py --corpus 22 --configs rules  # the 22nd (fresh) corpus, bench/hygiene_data22.py
    python bench/hygiene.py --corpus 23 --configs rules  # the 23rd (fresh) corpus, bench/hygiene_data23.py
    python bench/hygiene.py --corpus 24 --configs rules  # the 24th (fresh) corpus, bench/hygiene_data24.py
    python bench/hygiene.py --corpus 25 --configs rules  # the 25th (fresh) corpus, bench/hygiene_data25.py
    python bench/hygiene.py --corpus 26 --configs rules  # the 26th (fresh) corpus, bench/hygiene_data26.py
    python bench/hygiene.py --corpus 27 --configs rules  # the 27th (fresh) corpus, bench/hygiene_data27.py
    python bench/hygiene.py --corpus 28 --configs rules  # the 28th (fresh) corpus, bench/hygiene_data28.py
    python bench/hygiene.py --corpus 29 --configs rules  # the 29th (fresh) corpus, bench/hygiene_data29.py

``bench/hygiene_data.py`` generates bilingual scenarios (temporal updates, paraphrased duplicates, agent
inference vs user fact, two tools disagreeing, TTL'd facts, critical facts after many idle review cycles,
unrelated memories that share words). Every bank is written memory by memory in time order
(``now = observed_at``) into four stores, one per column:

raw         append-only baseline: each memory is inserted through the store port (``Store.transaction`` +
            ``insert``), so no near-duplicate check, no write-time conflict check, no review. Search is the
            normal ``Hindsight.search`` (which hides expired TTL'd memories by itself).
write-only  ``Hindsight.write`` with ``Settings(event_review=False)`` and no review ever run. The write path's
            built-in checks still run (near-duplicate merge and the rules judge against the 5 nearest
            neighbours, resolving at once when the rules are sure) - there is no switch to turn them off.
rules       default settings with ``judge="rules"``: write-time checks, event-triggered reviews after risky
            writes (drained after every write, so runs are deterministic), then ``review(now=...)`` 1 h after
            the bank's last write and once a week until the question is asked.
llm-oracle  as ``rules`` but ``judge="llm"`` against a scripted OpenAI-compatible server on loopback whose
            answer to each "Pair N" is the generator's ground truth (it parses the pair texts and times out of
            the prompt and looks them up). It measures the pipeline and its cost with a *perfect* judge, not
            any model's judgement. The write-time check is the rules judge in this column too.

Questions are searched with ``top_k=5, now=<question time>, track_access=False``.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import platform
import re
import sys
import tempfile
import threading
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

import _common  # bench/_common.py (scripts run from bench/)

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import hygiene_data2
import hygiene_data3
import hygiene_data5
import hygiene_data6
import hygiene_data7
import hygiene_data8
import hygiene_data9
import hygiene_data10
import hygiene_data11
import hygiene_data12
import hygiene_data13
import hygiene_data14
import hygiene_data15
import hygiene_data16
import hygiene_data17
import hygiene_data18
import hygiene_data19
import hygiene_data20
import hygiene_data21
import hygiene_data22
import hygiene_data23
import hygiene_data24
import hygiene_data25
import hygiene_data26
import hygiene_data27
import hygiene_data28
import hygiene_data29
from fake_openai import Behaviour, FakeOpenAI
from hindsight import Hindsight
from hindsight.config import Settings
from hindsight.embedder import Embedder, make_embedder
from hindsight.engine import user_names, validate
from hindsight.judge import rules
from hindsight.judge.base import Pair
from hindsight.language.text import estimate_tokens
from hindsight.model import EventType, Memory, Status, WriteRequest
from hindsight.write import corrects
from hindsight.write import path as write_path
from hygiene_data import CATEGORIES, Bank, Dataset, Mem, generate, truth

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "hygiene.json"
RESULTS2 = ROOT / "bench" / "results" / "hygiene_heldout.json"
RESULTS3 = ROOT / "bench" / "results" / "hygiene_c3.json"
RESULTS4 = ROOT / "bench" / "results" / "hygiene_heldout4.json"
RESULTS5 = ROOT / "bench" / "results" / "hygiene_c5.json"
RESULTS6 = ROOT / "bench" / "results" / "hygiene_c6.json"
RESULTS7 = ROOT / "bench" / "results" / "hygiene_c7.json"
RESULTS8 = ROOT / "bench" / "results" / "hygiene_c8.json"
RESULTS9 = ROOT / "bench" / "results" / "hygiene_c9.json"
RESULTS10 = ROOT / "bench" / "results" / "hygiene_c10.json"
RESULTS11 = ROOT / "bench" / "results" / "hygiene_c11.json"
RESULTS12 = ROOT / "bench" / "results" / "hygiene_c12.json"
RESULTS13 = ROOT / "bench" / "results" / "hygiene_c13.json"
RESULTS14 = ROOT / "bench" / "results" / "hygiene_c14.json"
RESULTS15 = ROOT / "bench" / "results" / "hygiene_c15.json"
RESULTS16 = ROOT / "bench" / "results" / "hygiene_c16.json"
RESULTS17 = ROOT / "bench" / "results" / "hygiene_c17.json"
RESULTS18 = ROOT / "bench" / "results" / "hygiene_c18.json"
RESULTS19 = ROOT / "bench" / "results" / "hygiene_c19.json"
RESULTS20 = ROOT / "bench" / "results" / "hygiene_c20.json"
RESULTS21 = ROOT / "bench" / "results" / "hygiene_c21.json"
RESULTS22 = ROOT / "bench" / "results" / "hygiene_c22.json"
RESULTS23 = ROOT / "bench" / "results" / "hygiene_c23.json"
RESULTS24 = ROOT / "bench" / "results" / "hygiene_c24.json"
RESULTS25 = ROOT / "bench" / "results" / "hygiene_c25.json"
RESULTS26 = ROOT / "bench" / "results" / "hygiene_c26.json"
RESULTS27 = ROOT / "bench" / "results" / "hygiene_c27.json"
RESULTS28 = ROOT / "bench" / "results" / "hygiene_c28.json"
RESULTS29 = ROOT / "bench" / "results" / "hygiene_c29.json"
#: corpora nobody tunes on: their failing cases are never collected, their alert log is silenced
HELD_OUT = frozenset({2, 4, 6})
DOCS = ROOT / "docs" / "benchmarks.md"
START, END = "<!-- hygiene:start -->", "<!-- hygiene:end -->"
CONFIGS: tuple[str, ...] = ("raw", "write-only", "rules", "llm-oracle")
TOP_K = 5
VISIBLE = (Status.active, Status.disputed)
#: statuses a wrong verdict leaves behind (a merge of a restatement is not one of them)
HARD = ("superseded", "falsified")
GOAL_ACC, GOAL_FALSE = 0.9, 0.02
CONSOLIDATED = re.compile(r"^Repeatedly \(\d+×, [^)]*\): ")


# ---------------------------------------------------------------------------------------------------
# embedder with a cache: the four columns embed the same texts once


class CachingEmbedder:
    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.name, self.dim, self.calibration = inner.name, inner.dim, inner.calibration
        self._p: dict[str, np.ndarray] = {}
        self._q: dict[str, np.ndarray] = {}
        self._lock = threading.Lock()

    def _get(self, cache: dict[str, np.ndarray], fn: Callable[[list[str]], np.ndarray], texts: list[str]) -> np.ndarray:
        with self._lock:
            todo = list(dict.fromkeys(t for t in texts if t not in cache))
        if todo:
            vecs = fn(todo)
            with self._lock:
                cache.update(zip(todo, vecs, strict=True))
        with self._lock:
            return np.vstack([cache[t] for t in texts]) if texts else np.zeros((0, self.dim), dtype=np.float32)

    def passages(self, texts: list[str]) -> np.ndarray:
        return self._get(self._p, self.inner.passages, texts)

    def queries(self, texts: list[str]) -> np.ndarray:
        return self._get(self._q, self.inner.queries, texts)

    def cosine(self, x: str, y: str) -> float:
        v = self.passages([x, y])
        return float(v[0] @ v[1])


# ---------------------------------------------------------------------------------------------------
# the oracle LLM: answers every "Pair N" from the generator's ground truth

PAIR_RE = re.compile(
    r"Pair (\d+):\n  A \(written (\S+), source (\w+), confidence [\d.]+\): (.*)\n"
    r"  B \(written (\S+), source (\w+), confidence [\d.]+\): (.*)"
)


class Oracle:
    def __init__(self, ds: Dataset) -> None:
        self.by_time: dict[tuple[str, int], list[tuple[Bank, Mem]]] = defaultdict(list)
        self.by_text: dict[str, list[tuple[Bank, Mem]]] = defaultdict(list)
        self.category = {s.id: s.category for b in ds.banks for s in b.scenarios}
        for b in ds.banks:
            for m in b.memories():
                self.by_time[(m.text, int(m.at.timestamp()))].append((b, m))
                self.by_text[m.text].append((b, m))
        self.stats: Counter[str] = Counter()

    def _find(self, content: str, when: str) -> list[tuple[Bank, Mem]]:
        content = CONSOLIDATED.sub("", content)
        try:
            ts = int(datetime.fromisoformat(when).timestamp())
        except ValueError:
            ts = -1
        return self.by_time.get((content, ts)) or self.by_text.get(content, [])

    def verdict(self, n: int, ca: str, ta: str, cb: str, tb: str) -> dict[str, Any]:
        xs, ys = self._find(ca, ta), self._find(cb, tb)
        answers = set()
        for bx, x in xs:
            for by, y in ys:
                if bx.name == by.name:
                    same = x.scenario == y.scenario and x.scenario
                    answers.add(truth(x, y, self.category.get(x.scenario) if same else None))
        if not answers:
            self.stats["pairs unknown to the oracle"] += 1
            answers = {("unrelated", "both", "temporal", "not in the ground truth")}
        elif len(answers) > 1:
            self.stats["ambiguous pairs"] += 1
        rel, keep, ctype, reason = sorted(answers)[0]
        self.stats[f"answered {rel}"] += 1
        return {"pair": n, "relation": rel, "conflict": rel == "conflict", "keep": keep, "type": ctype,
                "reason": reason}

    def __call__(self, body: dict[str, Any]) -> str:
        user = next((str(m.get("content", "")) for m in body.get("messages", [])
                     if m.get("role") == "user" and "Pair 1:" in str(m.get("content", ""))), "")
        verdicts = [self.verdict(int(g[0]), g[3], g[1], g[6], g[4]) for g in PAIR_RE.findall(user)]
        return json.dumps({"verdicts": verdicts}, ensure_ascii=False)


class OracleServer(FakeOpenAI):
    """The loopback fake OpenAI server, answering chat completions with the oracle; usage is estimated with
    ``hindsight.language.text.estimate_tokens`` (CJK characters 1 token each, latin words ~1.3) instead of the
    fake's whitespace word count."""

    def __init__(self, oracle: Oracle) -> None:
        super().__init__(dim=8)
        self.oracle = oracle
        self.calls = 0
        self.prompt_tokens = 0
        self.completion_tokens = 0
        self.pairs = 0
        self._usage_lock = threading.Lock()

    def chat_body(self, req: dict[str, Any], b: Behaviour) -> dict[str, Any]:
        text = self.oracle(req)
        prompt = sum(estimate_tokens(str(m.get("content", ""))) + 4 for m in req.get("messages", []))
        completion = estimate_tokens(text)
        with self._usage_lock:
            self.calls += 1
            self.prompt_tokens += prompt
            self.completion_tokens += completion
            self.pairs += text.count('"pair"')
        return {
            "id": f"chatcmpl-oracle{self.calls}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": req.get("model", ""),
            "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion},
        }


# ---------------------------------------------------------------------------------------------------
# running one column


def review_times(bank: Bank) -> list[datetime]:
    t = bank.last_write() + timedelta(hours=1)
    out = [t]
    while t + timedelta(days=7) < bank.query_at:
        t += timedelta(days=7)
        out.append(t)
    return out


def _request(bank: Bank, m: Mem) -> dict[str, Any]:
    req: dict[str, Any] = {"content": m.text, "bank": bank.name, "source": m.source, "observed_at": m.at}
    if m.source_id:
        req["source_id"] = m.source_id
    if m.ttl_seconds:
        req["ttl_seconds"] = m.ttl_seconds
    if m.critical:
        req["critical"] = True
    return req


def _said(m: Memory) -> str | None:
    """The words as written of a bare correction stored in another memory's frame (``write/corrects.py``)."""
    c = m.metadata.get(corrects.KEY)
    return c.get("said") if isinstance(c, dict) and isinstance(c.get("said"), str) else None


class Column:
    """One configuration: a fresh store, all banks written, reviewed (or not), searched, inspected."""

    def __init__(self, name: str, ds: Dataset, emb: CachingEmbedder, home: Path, llm_url: str | None = None) -> None:
        self.name, self.ds, self.emb = name, ds, emb
        kw: dict[str, Any] = {"home": home, "judge": "rules"}
        if name in ("raw", "write-only"):
            kw["event_review"] = False
        if name == "llm-oracle":
            kw.update(judge="llm", llm_base_url=llm_url, llm_model="oracle", llm_timeout_s=30.0)
        self.settings = Settings(**kw)
        self.hs = Hindsight.open(home / "store", embedder=emb, settings=self.settings,  # type: ignore[arg-type]
                                 actor="write")
        self.reviews = name in ("rules", "llm-oracle")
        self.actions: Counter[str] = Counter()
        self.review_totals: Counter[str] = Counter()
        self.review_by_category: dict[str, Counter[str]] = defaultdict(Counter)
        self.timing: dict[str, float] = defaultdict(float)

    def close(self) -> None:
        self.hs.close()

    def write_bank(self, bank: Bank) -> None:
        hs = self.hs
        t0 = time.perf_counter()
        if self.name == "raw":
            hs.create_bank(bank.name)
            for m in bank.memories():
                p = write_path.prepare(hs.engine, validate(WriteRequest, _request(bank, m)), bank.name, m.at)
                write_path.embed(hs.engine, [p])
                assert p.vec is not None
                with hs.store.transaction(bank.name) as tx:
                    tx.insert(p.memory, p.vec)
                    tx.append_event(p.memory.id, bank.name, m.at, EventType.created, "bench", "raw insert", {})
                self.actions["created"] += 1
        else:
            for m in bank.memories():
                r = hs.write(now=m.at, **_request(bank, m))
                self.actions[str(r.action)] += 1
                hs.drain()
        self.timing["write_s"] += time.perf_counter() - t0
        if self.reviews:
            t0 = time.perf_counter()
            for t in review_times(bank):
                hs.review(bank.name, now=t)
            hs.drain()
            self.timing["review_s"] += time.perf_counter() - t0
            for rep in hs.review_runs(bank.name, limit=10_000):
                self.review_totals["runs"] += 1
                self.review_totals[f"runs ({rep.trigger})"] += 1
                per_cat = self.review_by_category[bank.category]
                per_cat["runs"] += 1
                for k in ("pairs_considered", "pairs_judged", "pairs_deferred", "llm_calls", "tokens_used"):
                    self.review_totals[k] += getattr(rep, k)
                    per_cat[k] += getattr(rep, k)
                for k in ("superseded", "falsified", "disputed", "source_conflicts", "merged", "expired",
                          "archived", "decayed"):
                    self.review_totals[k] += len(getattr(rep, k))

    def stored(self, bank: Bank) -> dict[str, Memory]:
        """content -> stored memory (contents are unique within a bank); a bare correction stored in the frame of
        the memory it corrects (``write/corrects.py``) is found by its words as written as well."""
        out: dict[str, Memory] = {}
        for m in self.hs.store.iter_memories(bank.name):
            out.setdefault(m.content, m)
            if said := _said(m):
                out.setdefault(said, m)
        return out

    def evaluate(self, bank: Bank) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        by_text = {m.text: m for m in bank.memories()}
        stored = self.stored(bank)
        written = {s.content: said for s in stored.values() if (said := _said(s))}  # stored content -> as written
        content_of = {s.id: s.content for s in stored.values()}
        mems = []
        for m in bank.memories():
            s = stored.get(m.text)
            status = str(s.status) if s is not None else "absent"
            hidden_by_ttl = s is not None and s.expires_at is not None and s.expires_at <= bank.query_at
            retired = s is None or s.status not in VISIBLE or hidden_by_ttl
            mems.append({
                "bank": bank.name, "ref": m.ref, "scenario": m.scenario, "role": m.role, "expect": m.expect,
                "text": m.text, "status": status, "retired": retired,
                "confidence": round(s.confidence, 3) if s else None, "tags": list(s.tags) if s else [],
            })
        queries = []
        t0 = time.perf_counter()
        for q in bank.queries():
            res = self.hs.search(q.text, bank=bank.name, now=bank.query_at, top_k=TOP_K, track_access=False,
                                 timeout_s=30)
            hits = []
            for h in res.results:
                content = CONSOLIDATED.sub("", h.content)
                m = by_text.get(written.get(content, content))
                hits.append({"text": h.content, "status": str(h.status), "key": m.key if m else None,
                             "role": m.role if m else "unknown"})
            keys = [h["key"] for h in hits]
            dup = sum(c - 1 for k, c in Counter(k for k in keys if k).items())
            # read-time collapse: memories folded into a top-5 hit, and those of another fact (a wrong fold hides one)
            folded = [(key, _key_of(by_text, written, content_of.get(d)))
                      for h, key in zip(res.results[:5], keys[:5], strict=False) for d in h.duplicates]
            scen = bank.scenario(q.scenario)
            cur_visible = any(
                m.key in q.current and m.text in stored and stored[m.text].status in VISIBLE
                and not (stored[m.text].expires_at and stored[m.text].expires_at <= bank.query_at)
                for m in scen.memories)
            if keys and keys[0] in q.current:
                cause = None
            elif keys and keys[0] in q.stale:
                cause = "stale on top"
            elif not cur_visible:
                cause = "current gone"
            else:
                cause = "ranking"
            queries.append({
                "bank": bank.name, "id": q.id, "scenario": q.scenario, "query": q.text,
                "top1_ok": bool(keys) and keys[0] in q.current,
                "leak3": any(k in q.stale for k in keys[:3]) if q.stale else None,
                "dup5": dup, "folds": len(folded),
                "wrong_folds": sum(1 for k, f in folded if k and f and k != f), "miss_cause": cause,
                "timed_out": res.timed_out, "hits": hits,
            })
        self.timing["search_s"] += time.perf_counter() - t0
        return queries, mems


# ---------------------------------------------------------------------------------------------------
# metrics


def _mean(xs: Iterable[float | int | bool]) -> float | None:
    xs = [float(x) for x in xs]
    return round(sum(xs) / len(xs), 4) if xs else None


def _key_of(by_text: dict[str, Any], written: dict[str, str], content: str | None) -> str | None:
    """The fact a stored memory's content is a wording of (None: not one of the corpus's)."""
    m = by_text.get(written.get(content, content)) if content is not None else None
    return m.key if m else None


def metrics(ds: Dataset, queries: list[dict[str, Any]], mems: list[dict[str, Any]]) -> dict[str, Any]:
    cat_of_bank = {b.name: b.category for b in ds.banks}
    out: dict[str, Any] = {}
    for cat in (*CATEGORIES, "all"):
        qs = [q for q in queries if cat in ("all", cat_of_bank[q["bank"]])]
        ms = [m for m in mems if cat in ("all", cat_of_bank[m["bank"]])]
        leak = [q["leak3"] for q in qs if q["leak3"] is not None]
        keep = [m for m in ms if m["expect"] == "active"]
        unrel = [m for m in ms if m["role"] == "unrelated"]
        stale = [m for m in ms if m["expect"] == "retired"]
        out[cat] = {
            "queries": len(qs),
            "acc1": _mean(q["top1_ok"] for q in qs),
            "leak3": _mean(leak),
            "dup5": _mean(q["dup5"] for q in qs),
            "folds": sum(q["folds"] for q in qs),
            "wrong_folds": sum(q["wrong_folds"] for q in qs),
            "false_supersede": _mean(m["status"] != "active" for m in unrel),
            # harm, over every memory that should stay active: a hard status change it did not deserve (merging a
            # restatement into another wording is not one)
            "false_supersede_all": _mean(m["status"] in HARD for m in ms if m["expect"] == "active"),
            "false_dispute": _mean(m["status"] == "disputed" for m in ms),
            "disputed_restatements": sum(m["status"] == "disputed" for m in ms if m["role"] == "para"),
            "changed": _mean(m["status"] != "active" for m in keep),
            "stale_retired": _mean(m["retired"] for m in stale),
            "memories": len(ms),
            "timed_out": sum(q["timed_out"] for q in qs),
            "misses": dict(Counter(q["miss_cause"] for q in qs if q["miss_cause"])),
        }
    lang_of_bank = {b.name: b.lang for b in ds.banks}
    for lang in ("en", "zh"):
        qs = [q for q in queries if lang_of_bank[q["bank"]] == lang]
        ms = [m for m in mems if lang_of_bank[m["bank"]] == lang]
        out[f"lang:{lang}"] = {
            "queries": len(qs),
            "acc1": _mean(q["top1_ok"] for q in qs),
            "leak3": _mean(q["leak3"] for q in qs if q["leak3"] is not None),
            "dup5": _mean(q["dup5"] for q in qs),
            "false_supersede": _mean(m["status"] != "active" for m in ms if m["role"] == "unrelated"),
            "changed": _mean(m["status"] != "active" for m in ms if m["expect"] == "active"),
        }
    # category-specific outcomes
    by_scen: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for m in mems:
        by_scen[m["scenario"]].append(m)
    cat_of_scen = {s.id: s.category for b in ds.banks for s in b.scenarios}
    tools = [v for k, v in by_scen.items() if k and cat_of_scen[k] == "tools"]
    out["tools"]["both_kept"] = _mean(all(m["status"] in ("active", "disputed") for m in v) for v in tools)
    out["tools"]["flagged"] = _mean(all("source-conflict" in m["tags"] for m in v) for v in tools)
    out["tools"]["mean_confidence"] = _mean(m["confidence"] for v in tools for m in v if m["confidence"] is not None)
    dups = [v for k, v in by_scen.items() if k and cat_of_scen[k] == "duplicates"]
    out["duplicates"]["merged"] = _mean(len({m["text"] for m in v if not m["retired"]}) <= 1 for v in dups)
    crit = [m for m in mems if m["role"] == "critical"]
    out["critical"]["critical_active"] = _mean(m["status"] == "active" for m in crit)
    ctrl = [m for m in mems if m["role"] == "control"]
    out["critical"]["controls_archived"] = _mean(m["status"] == "archived" for m in ctrl)
    return out


# ---------------------------------------------------------------------------------------------------
# why the rules column failed: concrete examples


def _features(a: Memory, b: Memory) -> dict[str, Any]:
    f = rules.features(a, b)
    va, vb = rules._values(f)
    return {"slot": f.slot, "exclusive": f.exclusive, "cue_b": f.cue_b, "cue_a": f.cue_a, "lex": round(f.lex, 2),
            "values_a": sorted(va), "values_b": sorted(vb), "polarity_flip": f.polarity_flip,
            "numbers_differ": f.numbers_differ, "other_person": f.other_person,
            "hedged_a": f.hedged_a, "hedged_b": f.hedged_b}


def explain_pair(col: Column, x: Memory, y: Memory) -> dict[str, Any]:
    cal = col.emb.calibration
    sim = col.emb.cosine(x.content, y.content)
    # the user's names as the review saw them ("Maya lives in Edinburgh" is about the user when the bank says so)
    names = user_names(col.hs.store, x.bank, datetime.now(UTC))
    pair = Pair.ordered(x, y, sim, names)
    v = rules.decide(pair, cal)
    return {
        "a": pair.a.content, "a_source": str(pair.a.provenance.source), "a_at": pair.a.observed_at.isoformat(),
        "b": pair.b.content, "b_source": str(pair.b.provenance.source), "b_at": pair.b.observed_at.isoformat(),
        "cosine": round(sim, 4), "candidate": sim >= cal.conflict, "conflict_threshold": cal.conflict,
        "decide": {"relation": str(v.relation), "keep": v.keep, "type": str(v.type) if v.type else None,
                   "confident": v.confident, "reason": v.reason},
        "features": _features(pair.a, pair.b),
    }


def _events(col: Column, bank: str, m: Memory) -> list[str]:
    out = []
    for e in col.hs.store.events(bank, m.id):
        if e.type in (EventType.created,) or (e.type == EventType.confidence_changed and e.actor == "review"):
            continue
        out.append(f"{e.at:%Y-%m-%d} {e.type} by {e.actor}: {e.reason or ''}"[:300])
    return out[-4:]


def failures(col: Column, ds: Dataset, queries: list[dict[str, Any]], mems: list[dict[str, Any]]) -> list[dict]:
    """Every failing question or wrongly changed memory of this column, with the rules judge's view."""
    banks = {b.name: b for b in ds.banks}
    out: list[dict[str, Any]] = []
    stored_cache: dict[str, dict[str, Memory]] = {}

    def stored(bank: str) -> dict[str, Memory]:
        if bank not in stored_cache:
            stored_cache[bank] = col.stored(banks[bank])
        return stored_cache[bank]

    def base(bank: Bank, sid: str) -> dict[str, Any]:
        s = bank.scenario(sid)
        return {"category": s.category, "lang": s.lang, "variant": s.variant, "template": s.template,
                "bank": bank.name, "scenario": sid}

    for q in queries:
        bank = banks[q["bank"]]
        qdef = next(x for x in bank.queries() if x.id == q["id"])
        kinds = []
        if not q["top1_ok"]:
            kinds.append("miss@1")
        if q["leak3"]:
            kinds.append("stale in top-3")
        if not kinds:
            continue
        st = stored(bank.name)
        scen = bank.scenario(q["scenario"])
        current = [st[m.text] for m in scen.memories if m.key in qdef.current and m.text in st]
        stale = [st[m.text] for m in scen.memories if m.key in qdef.stale and m.text in st]
        cause = q["miss_cause"] or "stale visible"
        rec = {**base(bank, q["scenario"]), "kind": " + ".join(kinds), "cause": cause, "query": q["query"],
               "top3": [f"{h['text']} [{h['role']}, {h['status']}]" for h in q["hits"][:3]],
               "current": [f"{m.content} [{m.status}]" for m in current],
               "stale": [f"{m.content} [{m.status}]" for m in stale], "pairs": [], "events": {}}
        for c in current:
            for s in stale:
                rec["pairs"].append(explain_pair(col, s, c))
            if c.status not in VISIBLE:
                rec["events"][c.content] = _events(col, bank.name, c)
                other = next((x for x in st.values() if x.id == c.superseded_by), None)
                if other is not None:
                    rec["pairs"].append(explain_pair(col, c, other))
        for s in stale:
            if s.status in VISIBLE:
                rec["events"][s.content] = _events(col, bank.name, s) or ["(never judged)"]
        if not current:
            rec["note"] = "the current memory is not in the store (merged into another at write time)"
        elif cause == "ranking" and not q["hits"]:
            rec["note"] = "statuses are right; search returned nothing"
        elif cause == "ranking":
            rec["note"] = f"statuses are right; search ranked another memory first ({q['hits'][0]['role']})"
        out.append(rec)

    for bank in ds.banks:
        if bank.category != "duplicates":
            continue
        st = stored(bank.name)
        for scen in bank.scenarios:
            vis = list({m.text: st[m.text] for m in scen.memories if m.text in st and st[m.text].status in VISIBLE}
                       .values())
            if len(vis) < 2:
                continue
            out.append({**base(bank, scen.id), "kind": f"{len(vis)} wordings of one fact still visible",
                        "cause": "duplicate kept", "memory": vis[0].content, "role": "para",
                        "pairs": [explain_pair(col, vis[0], v) for v in vis[1:]], "events": {}})

    for m in mems:
        if m["expect"] != "active" or m["status"] == "active":
            continue
        bank = banks[m["bank"]]
        st = stored(bank.name)
        mem = st.get(m["text"])
        rec = {**(base(bank, m["scenario"]) if m["scenario"] else
                  {"category": bank.category, "lang": bank.lang, "variant": "background", "template": "background",
                   "bank": bank.name, "scenario": ""}),
               "kind": f"wrongly {m['status']}", "cause": "wrongly changed", "memory": m["text"], "role": m["role"],
               "pairs": [], "events": {}}
        if mem is not None:
            rec["events"][mem.content] = _events(col, bank.name, mem)
            partner = None
            if mem.superseded_by:
                partner = next((x for x in st.values() if x.id == mem.superseded_by), None)
            if partner is None:
                ev = [e for e in col.hs.store.events(bank.name, mem.id) if e.data.get("other") or e.data.get("by")]
                oid = (ev[-1].data.get("other") or ev[-1].data.get("by")) if ev else None
                partner = next((x for x in st.values() if x.id == oid), None)
            if partner is not None:
                rec["pairs"].append(explain_pair(col, mem, partner))
        out.append(rec)
    return out


# ---------------------------------------------------------------------------------------------------
# report


def _f(x: float | None, nd: int = 3) -> str:
    return "–" if x is None else f"{x:.{nd}f}"


def md_table(headers: list[str], rows: list[list[str]], align: str | None = None) -> str:
    align = align or "l" + "r" * (len(headers) - 1)
    sep = ["---:" if a == "r" else "---" for a in align]
    lines = ["| " + " | ".join(headers) + " |", "| " + " | ".join(sep) + " |"]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)


METRICS = [
    ("acc1", "Current-fact accuracy@1 (higher is better)", 3),
    ("false_dispute", "False disputes: memories made `disputed` (never right in these corpora; lower is better)", 3),
    ("false_supersede_all", "False supersedes: memories that should stay active but were superseded or "
                            "falsified (merging a restatement is not one; lower is better)", 3),
    ("leak3", "Stale-fact leak rate in top-3 (lower is better; categories with a stale memory)", 3),
    ("dup5", "Duplicate slots in top-5 per question (lower is better)", 2),
    ("changed", "Memories that should stay active but changed status (lower is better; the unrelated row is the "
                "false-supersede rate)", 3),
    ("stale_retired", "Stale memories retired (superseded / falsified / expired) by question time (higher is better)",
     3),
]


def metric_tables(res: dict[str, Any]) -> list[str]:
    cols = [c for c in CONFIGS if c in res["columns"]]
    out = []
    for key, title, nd in METRICS:
        rows = []
        for cat in (*CATEGORIES, "all"):
            vals = [res["columns"][c]["metrics"][cat][key] for c in cols]
            if all(v is None for v in vals):
                continue
            n = res["columns"][cols[0]]["metrics"][cat]["queries"]
            label = f"**{cat}**" if cat == "all" else cat
            rows.append([f"{label} ({n} q)", *[_f(v, nd) for v in vals]])
        out.append(f"**{title}**\n\n" + md_table(["category", *cols], rows))
    return out


def lang_table(res: dict[str, Any]) -> str:
    cols = [c for c in CONFIGS if c in res["columns"]]
    rows = []
    for lang in ("en", "zh"):
        cells = []
        for c in cols:
            m = res["columns"][c]["metrics"][f"lang:{lang}"]
            cells.append(f"{_f(m['acc1'])} / {_f(m['leak3'])} / {_f(m['dup5'], 2)} / {_f(m['false_supersede'])}")
        rows.append([f"{lang} ({res['columns'][cols[0]]['metrics'][f'lang:{lang}']['queries']} q)", *cells])
    return md_table(["language", *cols], rows)


def miss_table(res: dict[str, Any]) -> str:
    cols = [c for c in CONFIGS if c in res["columns"]]
    rows = []
    for cat in (*CATEGORIES, "all"):
        cells = []
        for c in cols:
            m = res["columns"][c]["metrics"][cat]["misses"]
            cells.append(" / ".join(str(m.get(k, 0)) for k in ("stale on top", "current gone", "ranking")))
        rows.append([f"**{cat}**" if cat == "all" else cat, *cells])
    return md_table(["category", *cols], rows)


def review_cost_table(res: dict[str, Any]) -> str:
    cols = [c for c in ("rules", "llm-oracle") if c in res["columns"]]
    n_mem = {c: (res["columns"][cols[0]]["metrics"][c]["memories"] if cols else 0) for c in CATEGORIES}
    rows = []
    for cat in CATEGORIES:
        cells = [str(n_mem[cat])]
        for c in cols:
            rc = res["columns"][c]["review_by_category"].get(cat, {})
            cells += [str(rc.get("runs", 0)), str(rc.get("pairs_judged", 0))]
            if c == "llm-oracle":
                calls, tok = rc.get("llm_calls", 0), rc.get("tokens_used", 0)
                n = max(1, n_mem[cat])
                cells += [str(calls), f"{1000 * calls / n:.0f}", f"{1000 * tok / n:,.0f}"]
        rows.append([cat, *cells])
    headers = ["category", "memories"]
    for c in cols:
        headers += [f"{c} runs", f"{c} pairs judged"]
        if c == "llm-oracle":
            headers += ["LLM calls", "calls / 1k mem", "tokens / 1k mem"]
    return md_table(headers, rows)


def cost_table(res: dict[str, Any]) -> str:
    rows = []
    for c in CONFIGS:
        if c not in res["columns"]:
            continue
        col = res["columns"][c]
        n = res["dataset"]["memories"]
        a, rv, llm = col["write_actions"], col["review"], col.get("llm") or {}
        calls, tokens = llm.get("calls", 0), llm.get("tokens", 0)
        rows.append([
            c, str(n), str(a.get("deduplicated", 0)), str(a.get("superseded_previous", 0)),
            str(a.get("queued_for_review", 0)), str(rv.get("runs", 0)), str(rv.get("pairs_judged", 0)),
            str(calls), f"{tokens:,}", f"{1000 * calls / n:.1f}", f"{1000 * tokens / n:,.0f}",
            f"{col['timing'].get('write_s', 0) + col['timing'].get('review_s', 0):.1f}",
        ])
    return md_table(["column", "writes", "merged at write", "superseded at write", "queued at write", "review runs",
                     "pairs judged", "LLM calls", "tokens", "calls / 1k mem", "tokens / 1k mem", "write+review s"],
                    rows)


def extras_lines(res: dict[str, Any]) -> list[str]:
    lines = []
    for c in CONFIGS:
        if c not in res["columns"]:
            continue
        m = res["columns"][c]["metrics"]
        lines.append(
            f"- {c}: tools both kept {_f(m['tools']['both_kept'], 2)}, flagged `source-conflict` "
            f"{_f(m['tools']['flagged'], 2)}, mean tool confidence {_f(m['tools']['mean_confidence'], 2)}; "
            f"duplicate groups down to one visible memory "
            f"{_f(m['duplicates']['merged'], 2)}; critical facts still active "
            f"{_f(m['critical']['critical_active'], 2)} "
            f"(non-critical controls archived {_f(m['critical']['controls_archived'], 2)})")
    return lines


def _short_pair(p: dict[str, Any]) -> str:
    d, f = p["decide"], p["features"]
    cand = "candidate" if p["candidate"] else f"below the conflict threshold {p['conflict_threshold']}"
    feats = (f"slot={f['slot']}{'(exclusive)' if f['exclusive'] else ''}, cue_b={f['cue_b']!r}, lex={f['lex']}, "
             f"values {f['values_a']} → {f['values_b']}")
    for k in ("polarity_flip", "numbers_differ", "other_person", "hedged_a", "hedged_b"):
        if f[k]:
            feats += f", {k}"
    keep = f" keep={d['keep']}" if d["keep"] else ""
    typ = f" type={d['type']}" if d["type"] else ""
    return (f"A `{p['a']}` ({p['a_source']}) → B `{p['b']}` ({p['b_source']}): cos {p['cosine']} ({cand}); "
            f"`decide` → **{d['relation']}**{keep}{typ} — {d['reason']} [{feats}]")


JUDGE_CAUSES = ("stale on top", "current gone", "stale visible", "wrongly changed", "duplicate kept")


def _example(f: dict[str, Any]) -> list[str]:
    head = f"- [{f['lang']}, {f['variant']}, {f['template']}] {f['kind']}"
    if "query" in f:
        head += f": Q `{f['query']}` → top-3 " + "; ".join(f"`{t}`" for t in f["top3"])
    else:
        head += f": `{f['memory']}` ({f['role']})"
    lines = [head]
    if f.get("note"):
        lines.append(f"  - {f['note']}")
    for p in f["pairs"][:2]:
        lines.append(f"  - {_short_pair(p)}")
    for text, evs in list(f["events"].items())[:2]:
        if evs:
            lines.append(f"  - history of `{text}`: " + " | ".join(evs))
    return lines


def example_lines(fails: list[dict[str, Any]], per_category: int) -> list[str]:
    """Per category: the failures the judge caused (one per distinct rules verdict first), then ranking misses."""
    lines: list[str] = []
    by_cat: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for f in fails:
        by_cat[f["category"]].append(f)
    for cat in CATEGORIES:
        fs = by_cat.get(cat, [])
        if not fs:
            continue
        judge = [f for f in fs if f["cause"] in JUDGE_CAUSES]
        ranking = [f for f in fs if f["cause"] not in JUDGE_CAUSES]
        causes = Counter(f["cause"] for f in fs)
        summary = ", ".join(f"{k}: {n}" for k, n in causes.most_common())
        lines.append(f"\n**{cat}** — {len(fs)} failing cases ({summary})\n")
        seen: set[tuple[str, str]] = set()
        picked: list[dict[str, Any]] = []
        for f in judge:
            sig = (f["cause"], f["pairs"][0]["decide"]["reason"].split(";")[0] if f["pairs"] else "")
            if sig not in seen:
                seen.add(sig)
                picked.append(f)
        picked += [f for f in judge if f not in picked]
        for f in picked[:per_category]:
            lines += _example(f)
        if ranking:
            lines.append(f"- {len(ranking)} question(s) missed by ranking alone (no stale memory visible, the current "
                         "one is visible but not first), e.g.:")
            for f in ranking[:per_category]:
                lines += ["  " + x for x in _example(f)]
    return lines


def observations(res: dict[str, Any]) -> list[str]:
    """Facts read off this run's numbers (only stated when the numbers show them)."""
    cols = res["columns"]
    out: list[str] = []
    r = cols.get("rules")
    if r:
        rv = r["review"]
        acted = sum(rv.get(k, 0) for k in ("superseded", "falsified", "merged", "disputed"))
        if acted == 0:
            out.append("- The rules *review* superseded, falsified, merged or disputed nothing: it re-runs the same "
                       "`decide` that the write path already ran on the same pairs, so every status change in the "
                       "rules column was made at write time. What the review adds is TTL expiry, decay and "
                       "archiving; decay also lowers old, unused but still true memories, which reorders some "
                       "results (the small accuracy differences between *write-only* and *rules*).")
        if rv.get("source_conflicts", 0):
            w = cols.get("write-only", {}).get("metrics", {}).get("tools", {}).get("mean_confidence")
            out.append(f"- The rules review applied keep-both to tool pairs {rv['source_conflicts'] // 2} more times "
                       "although the write path had already flagged them: each application multiplies both "
                       f"confidences by 0.7 again (mean tool confidence {_f(w, 2)} without review, "
                       f"{_f(r['metrics']['tools']['mean_confidence'], 2)} with it). Repeated reviews push such pairs "
                       "below the search's `min_confidence` 0.3.")
    o = cols.get("llm-oracle")
    if o and o.get("review_by_category"):
        rc = o["review_by_category"]
        crit = rc.get("critical", {})
        other = [v for k, v in rc.items() if k != "critical"]
        if crit and other:
            n_runs = crit.get("runs", 0)
            other_calls = sum(v.get("llm_calls", 0) for v in other)
            other_runs = sum(v.get("runs", 0) for v in other)
            out.append(f"- Idle cycles: the critical banks, where nothing is written after the first days and a "
                       f"review runs every week, took {crit.get('llm_calls', 0)} LLM calls in {n_runs} review runs, "
                       f"against {other_calls} in {other_runs} runs for all other categories together. A review's "
                       "own events (decay, archive, expiry) do not put memories back into the next review's scope, "
                       "so a week with no new writes sends nothing to the judge; the calls are the first reviews "
                       "after the writes.")
    if out:
        out = ["Observations:", "", *out, ""]
    return out


def markdown(res: dict[str, Any]) -> str:
    meta, ds = res["meta"], res["dataset"]
    out = ["## Memory hygiene (review loop)", ""]
    out.append(
        f"`{meta['command']}` on {meta['cores']} cores ({meta['cpu']}), Python {meta['python']}, {meta['date']}, "
        f"{meta['run_seconds']:.0f} s in all. Embedder `{meta['embedder']}` (conflict threshold "
        f"{meta['conflict_threshold']}, dedup {meta['dedup_threshold']}). Seed {ds['seed']}: {ds['scenarios']} "
        f"scenarios in {ds['banks']} banks, {ds['memories']} memories, {ds['queries']} questions, English and "
        f"Chinese in equal parts. Every number below and every failing case are in `bench/results/hygiene.json`.")
    out.append("")
    out.append(
        "Scenarios come from `bench/hygiene_data.py` (seeded, several personas, varied templates): **temporal** "
        "(a value changes later: with a change cue, without one, 3-step chains, same-day corrections; moved city, "
        "switched framework or database, new drink, new job, new phone number, new manager), **duplicates** "
        "(one fact restated in 2-3 wordings, sometimes verbatim), **inference** (an agent's guess, `source=agent`, "
        "contradicted by the user's statement, either order), **tools** (two `source=tool` results with different "
        "`source_id` disagree within minutes; both must stay, flagged), **ttl** (a durable fact plus a temporary "
        "exception with `ttl_seconds`, asked after expiry), **critical** (`critical=True` facts asked after "
        f"{meta['idle_weeks']} idle weekly review cycles) and **unrelated** (two true memories that merely share "
        "words: a sister's city, Spotify the employer and the app, Java the island and the language; neither may be "
        "touched). One bank holds one persona's scenarios of one category (no two about the same topic) plus 3 "
        "background memories. Each scenario has a paraphrased question and the current and stale memories.")
    out.append("")
    out.append("Columns (all four are built in the same run from the same texts and embeddings):")
    out.append("")
    out.append("- **raw**: append-only baseline. Memories are inserted through the store port, with no near-duplicate "
               "check, no write-time conflict check and no review; only search is Hindsight's (which does hide "
               "expired TTL'd memories). This is what a plain vector store with timestamps would return.")
    out.append("- **write-only**: `Hindsight.write` with `Settings(event_review=False)`, review never run. The write "
               "path's own checks cannot be switched off and still run: identical/near-identical texts are merged "
               "and the **rules** judge compares each new memory with its 5 nearest neighbours and resolves at once "
               "when it is sure (supersede / falsify / keep both); unsure pairs are queued for a review that never "
               "comes. So this column is \"no review loop\", not \"no hygiene\".")
    out.append("- **rules**: default settings, `judge=\"rules\"`: the write-time checks, event-triggered reviews after "
               "risky writes, then `review(now=...)` 1 h after the bank's last write and once a week until the "
               "question time.")
    out.append("- **llm-oracle**: as *rules*, with `judge=\"llm\"` pointed at a scripted OpenAI-compatible server on "
               "loopback (`tests/fake_openai.py`) that answers every \"Pair N\" of the prompt from the generator's "
               "ground truth. **It is an oracle, not a model**: this column shows what the pipeline does with a "
               "perfect judge and what the calls cost, not how well any LLM judges. With an LLM judge "
               "the write path only merges duplicates itself and queues every possible conflict for the LLM "
               "review that the write triggers. Tokens are estimated with `hindsight.language.text.estimate_tokens`.")
    out.append("")
    out.append("Metrics, per question (`search(top_k=5, now=question time)`): *accuracy@1* = the first result states "
               "the current fact (any wording of it; for tools either reading); *leak@3* = a stale memory is among "
               "the first 3; *duplicate slots* = results in the top 5 beyond the first that state the same fact. Per "
               "memory: *changed* = should stay active (unrelated, background, current facts, tool readings) but "
               "its status is no longer `active` (superseded, falsified, disputed, archived, or merged away at "
               "write time); on the unrelated category this is the **false-supersede rate**. *Stale retired* = stale "
               "memories no longer returned by search (status changed, or TTL passed).")
    out.append("")
    for t in metric_tables(res):
        out += [t, ""]
    out.append("**Why accuracy@1 misses**, questions per cause: *stale on top* / *current gone* (the current "
               "memory was superseded, falsified, archived, merged away or expired) / *ranking* (nothing wrong "
               "with the statuses; search ranked another memory first)")
    out.append("")
    out.append(miss_table(res))
    out.append("")
    out.append("**By language**, all categories: accuracy@1 / leak@3 / duplicate slots / false supersede")
    out.append("")
    out.append(lang_table(res))
    out.append("")
    out.append("Category checks:")
    out.append("")
    out += extras_lines(res)
    out.append("")
    out.append("**Judge cost** (per 1,000 memories written; the rules judge costs no LLM calls; *merged / superseded "
               "/ queued at write* are the write path's own actions):")
    out.append("")
    out.append(cost_table(res))
    out.append("")
    out.append("Review work by category (all review runs, event-triggered and scheduled; with weekly reviews "
               "the critical and TTL banks are reviewed many times):")
    out.append("")
    out.append(review_cost_table(res))
    llm = res["columns"].get("llm-oracle", {}).get("llm")
    if llm:
        out.append("")
        per_call = llm["pairs"] / max(1, llm["calls"])
        out.append(f"The oracle saw {llm['pairs']} pairs in {llm['calls']} calls ({per_call:.1f} pairs per call); "
                   f"{json.dumps(dict(llm['oracle']), ensure_ascii=False)}.")
    out.append("")
    out += observations(res)
    g = res.get("goal")
    if g:
        ok = "met" if g["met"] else "**not met**"
        out.append(f"**Goal** (rules judge, no LLM: accuracy@1 ≥ {GOAL_ACC}, false supersede ≤ {GOAL_FALSE}, no "
                   f"restatement disputed): {ok} — accuracy@1 {g['acc1']:.3f} over all questions, false supersede "
                   f"{g['false_supersede']:.3f} over every memory that should stay, restatements disputed "
                   f"{g['disputed_restatements']} (all false disputes {g['false_dispute']:.3f}; collateral changes "
                   f"over all categories {g['changed_all']:.3f}).")
        out.append("")
    fails = res["columns"].get("rules", {}).get("failures") or []
    if fails:
        out.append(f"### Where the rules column fails ({len(fails)} cases; up to {meta['examples']} per category)")
        out.append("")
        out.append("Each case: the question and what came back, then the pair as `hindsight.judge.rules.decide` sees "
                   "it today (A older, B newer, cosine of the two passages, whether that reaches the conflict "
                   "threshold that makes it a candidate pair, the verdict and the features behind it), then what "
                   "actually happened to the memory (its events).")
        out += example_lines(fails, meta["examples"])
    return "\n".join(out) + "\n"


def write_docs(section: str, path: Path = DOCS) -> None:
    """Replace only our section of docs/benchmarks.md (other scripts write theirs)."""
    _common.write_section("hygiene", section, path)


def cpu_model() -> str:
    return _common.cpu_model()


def print_report(res: dict[str, Any]) -> None:
    for t in metric_tables(res):
        print(t.replace("**", ""), end="\n\n")
    print("misses: stale on top / current gone / ranking")
    print(miss_table(res), end="\n\n")
    print("by language: acc@1 / leak@3 / dup@5 / false supersede")
    print(lang_table(res), end="\n\n")
    print("\n".join(extras_lines(res)), end="\n\n")
    print(cost_table(res), end="\n\n")
    print(review_cost_table(res), end="\n\n")
    g = res.get("goal")
    if g:
        print(f"goal (rules): acc@1 {g['acc1']:.3f} (>= {GOAL_ACC}), false supersede {g['false_supersede']:.3f} "
              f"(<= {GOAL_FALSE}), restatements disputed {g['disputed_restatements']} (0), false disputes "
              f"{g['false_dispute']:.3f} -> {'MET' if g['met'] else 'NOT MET'}")
    fails = res["columns"].get("rules", {}).get("failures") or []
    if fails:
        print(f"\nrules column failures ({len(fails)}), examples:")
        print("\n".join(example_lines(fails, res["meta"]["examples"])).replace("**", "").replace("`", ""))


ROW_KEYS = frozenset({"queries", "memories", "failures"})


def _json(obj: Any, level: int = 0, rows: bool = False) -> str:
    """Indented JSON, except that the long per-question / per-memory lists get one compact line per item."""
    pad, inner = " " * level, " " * (level + 1)
    if isinstance(obj, list) and rows and obj:
        return "[\n" + ",\n".join(inner + json.dumps(x, ensure_ascii=False, default=str) for x in obj) + f"\n{pad}]"
    if isinstance(obj, dict) and obj:
        body = ",\n".join(f"{inner}{json.dumps(k, ensure_ascii=False)}: {_json(v, level + 1, k in ROW_KEYS)}"
                          for k, v in obj.items())
        return "{\n" + body + f"\n{pad}}}"
    if isinstance(obj, list) and obj and any(isinstance(x, dict | list) for x in obj):
        return "[\n" + ",\n".join(inner + _json(x, level + 1) for x in obj) + f"\n{pad}]"
    return json.dumps(obj, ensure_ascii=False, default=str)


def save_json(res: dict[str, Any], path: Path) -> None:
    _common.save_json(res, path, dumps=_json)


def run_corpus(args: argparse.Namespace, corpus: int, argv: list[str] | None,
               log: Callable[[str], None]) -> dict[str, Any]:
    """Build, run and measure every configured column on one corpus (1: ``hygiene_data``, 2: the held-out
    ``hygiene_data2``, whose per-case failures are never collected, 3: ``hygiene_data3``, development, 4: the
    second held-out corpus ``hygiene_data4``, treated like 2, 5: ``hygiene_data5``, development, 6:
    ``hygiene_data6``, the third held-out corpus, written blind on 2026-12-03, treated like 2, 7:
    ``hygiene_data7``, development, a new author's question styles, 8: ``hygiene_data8``, development, a new
    author's value shapes and update phrasings, 9: ``hygiene_data9``, development, updates that share no slot word
    with the old fact, bare corrections, third-person reports, relative time, 10: ``hygiene_data10``, development,
    updates the rules judge mostly does not decide, with keep controls and questions about the past, 11:
    ``hygiene_data11``, development, bare corrections written minutes after the fact they correct, 12:
    ``hygiene_data12``, development, updates of slots no lexicon lists, with and without change words, 13:
    ``hygiene_data13``, development, agent guesses against first-hand facts that share no word, with controls, 14:
    ``hygiene_data14``, development, slot words inside longer Chinese words and lexicon terms jieba splits, 15:
    ``hygiene_data15``, development, updates of one-value slots stated in another frame, questions about the
    present and the past, keep controls, 16: ``hygiene_data16``, development, questions about the user next to facts
    about another person, and question phrases ("how old", 多大) whose word is no content, 17: ``hygiene_data17``,
    development, updates told as an event with a sign of replacement in the newer ("the old one", "new", 旧,
    原来的), with old/new controls that replace nothing), 18: ``hygiene_data18``, development, a new author's
    look-alikes that merely share words (another owner, a name vs a thing, a word in another sense, keywords in the
    distractor, long distractors, shared numbers), with controls), 19: ``hygiene_data19``, development, the user's
    name in search (answers and distractors written with the name or with "the user", relatives with a similar name
    or the same surname, possessives, the name inside a sentence, questions asked by the name, banks with no name), 20:
    ``hygiene_data20``, development, a new author's named answers asked in other words (a category word, a reason, a
    date, a place; records, titles, nicknames, 小/老 names, pinyin and English names in Chinese text), 21:
    ``hygiene_data21``, development, where reading the user's name as "the user" can go wrong (other people with a
    similar name or the user's name, names as objects, signatures, updates across the name and "the user"), 22:
    ``hygiene_data22``, a new author's schedules, dates and times (questions for a day, a time of day, a month or a
    year; bare "when"s; time words that ask for a thing; two times of one kind), written before it was run), 23:
    ``hygiene_data23``, a new author's ages (the user's own in many shapes, relatives', ages inferred with no number,
    age words that ask for something else), written before it was run), 24: ``hygiene_data24``, a new author's places
    (questions that ask where, answered by a place in many shapes; another person's place; where-words that ask how
    far something has got; two places of one kind), written before it was run), 25: ``hygiene_data25``, a new
    author's people (questions that ask who, answered by a name, a title, a relation word or a provider; another
    role's person; who-words that ask for no person; two people of one kind), written before it was run), 26:
    ``hygiene_data26``, a third author's where and who questions mixed (places and people in many shapes, another
    person's, where/who words that ask something else, vague answers), written before it was run), 27:
    ``hygiene_data27``, a new author's which-one-of-a-kind questions (which bank, car, breed, app; another person's
    or purpose's instance; kind words answered by no brand; two instances of one kind), written before it was run), 28:
    ``hygiene_data28``, another author's which-one questions from other walks of life (insurers, networks, editors,
    clubs, medicines, 快递, 网盘, 输入法; lower-case brands, brands jieba does not know, abbreviations), written
    before it was run), 29: ``hygiene_data29``, an outside author's updates told in other words (two clauses, no
    change word, news of an event, the same time word in both) beside new states of a thing and second things begun
    that replace nothing, written before it was run)."""
    t_start = time.perf_counter()
    per = args.per_category or (6 if args.quick else 20)
    idle = args.idle_weeks or (26 if args.quick else 52)
    if corpus == 1:
        ds = generate(args.seed, per_category=per, idle_weeks=idle)
    elif corpus == 3:
        ds = hygiene_data3.generate(args.seed3, per_category=per)
    elif corpus == 5:
        ds = hygiene_data5.generate(args.seed5, per_category=per)
    elif corpus == 6:
        ds = hygiene_data6.generate(args.seed6, per_category=per)
    elif corpus == 7:
        ds = hygiene_data7.generate(args.seed7, per_category=per)
    elif corpus == 8:
        ds = hygiene_data8.generate(args.seed8, per_category=per)
    elif corpus == 9:
        ds = hygiene_data9.generate(args.seed9, per_category=per)
    elif corpus == 10:
        ds = hygiene_data10.generate(args.seed10, per_category=per)
    elif corpus == 11:
        ds = hygiene_data11.generate(args.seed11, per_category=per)
    elif corpus == 12:
        ds = hygiene_data12.generate(args.seed12, per_category=per)
    elif corpus == 13:
        ds = hygiene_data13.generate(args.seed13, per_category=per)
    elif corpus == 14:
        ds = hygiene_data14.generate(args.seed14, per_category=per)
    elif corpus == 15:
        ds = hygiene_data15.generate(args.seed15, per_category=per)
    elif corpus == 16:
        ds = hygiene_data16.generate(args.seed16, per_category=per)
    elif corpus == 17:
        ds = hygiene_data17.generate(args.seed17, per_category=per)
    elif corpus == 18:
        ds = hygiene_data18.generate(args.seed18, per_category=per)
    elif corpus == 19:
        ds = hygiene_data19.generate(args.seed19, per_category=per)
    elif corpus == 20:
        ds = hygiene_data20.generate(args.seed20, per_category=per)
    elif corpus == 21:
        ds = hygiene_data21.generate(args.seed21, per_category=per)
    elif corpus == 22:
        ds = hygiene_data22.generate(args.seed22, per_category=per)
    elif corpus == 23:
        ds = hygiene_data23.generate(args.seed23, per_category=per)
    elif corpus == 24:
        ds = hygiene_data24.generate(args.seed24, per_category=per)
    elif corpus == 25:
        ds = hygiene_data25.generate(args.seed25, per_category=per)
    elif corpus == 26:
        ds = hygiene_data26.generate(args.seed26, per_category=per)
    elif corpus == 27:
        ds = hygiene_data27.generate(args.seed27, per_category=per)
    elif corpus == 28:
        ds = hygiene_data28.generate(args.seed28, per_category=per)
    elif corpus == 29:
        ds = hygiene_data29.generate(args.seed29, per_category=per)
    else:
        if corpus == 4:
            import hygiene_data4  # written by an author who never saw the judge, the search code or the corpora

            ds = hygiene_data4.generate(args.seed4, per_category=per)
        else:
            ds = hygiene_data2.generate(args.seed2, per_category=per)
    if corpus in HELD_OUT:  # alerts quote memory texts: a held-out corpus must not show its cases
        logging.getLogger("hindsight.alerts").setLevel(logging.ERROR)
    stats = ds.stats()
    log(f"corpus {corpus}: {stats['scenarios']} scenarios, {stats['banks']} banks, {stats['memories']} memories, "
        f"{stats['queries']} questions")
    emb = CachingEmbedder(make_embedder(Settings()))
    texts = sorted({m.text for b in ds.banks for m in b.memories()})
    emb.passages(texts)
    emb.queries(sorted({q.text for b in ds.banks for q in b.queries()}))
    log(f"embedded {len(texts)} texts")
    res: dict[str, Any] = {"dataset": stats, "columns": {}}
    oracle = Oracle(ds)
    server = OracleServer(oracle).start() if "llm-oracle" in args.configs else None
    try:
        with tempfile.TemporaryDirectory(prefix="hygiene-") as tmp:
            for name in args.configs:
                t0 = time.perf_counter()
                col = Column(name, ds, emb, Path(tmp) / name, llm_url=server.base_url if server else None)
                queries: list[dict[str, Any]] = []
                mems: list[dict[str, Any]] = []
                for bank in ds.banks:
                    col.write_bank(bank)
                    q, m = col.evaluate(bank)
                    queries += q
                    mems += m
                entry: dict[str, Any] = {
                    "metrics": metrics(ds, queries, mems), "write_actions": dict(col.actions),
                    "review": dict(col.review_totals), "timing": {k: round(v, 2) for k, v in col.timing.items()},
                    "review_by_category": {k: dict(v) for k, v in col.review_by_category.items()},
                }
                if name == "llm-oracle" and server is not None:
                    entry["llm"] = {"calls": server.calls, "prompt_tokens": server.prompt_tokens,
                                    "completion_tokens": server.completion_tokens,
                                    "tokens": server.prompt_tokens + server.completion_tokens, "pairs": server.pairs,
                                    "oracle": dict(oracle.stats)}
                if name == "rules" and corpus not in HELD_OUT:  # a held-out corpus is never read case by case
                    entry["failures"] = failures(col, ds, queries, mems)
                if corpus not in HELD_OUT:
                    entry["queries"] = [{**q, "hits": [f"{h['text']} [{h['role']}, {h['status']}]"
                                                       for h in q["hits"][:3]]} for q in queries]
                    entry["memories"] = [{k: v for k, v in m.items() if k not in ("scenario", "retired")}
                                         for m in mems]
                col.close()
                res["columns"][name] = entry
                m = entry["metrics"]["all"]
                log(f"{name}: acc@1 {_f(m['acc1'])}, leak@3 {_f(m['leak3'])}, dup@5 {_f(m['dup5'], 2)}, "
                    f"false dispute {_f(m['false_dispute'])}, false supersede {_f(m['false_supersede_all'])}, "
                    f"folded {m['folds']} (wrong {m['wrong_folds']}) ({time.perf_counter() - t0:.1f} s)")
    finally:
        if server is not None:
            server.stop()
    if "rules" in res["columns"]:
        m = res["columns"]["rules"]["metrics"]
        acc, fs = m["all"]["acc1"] or 0.0, m["all"]["false_supersede_all"] or 0.0
        fd = m["duplicates"]["disputed_restatements"]
        res["goal"] = {"acc1": acc, "false_supersede": fs, "disputed_restatements": fd,
                       "false_dispute": m["all"]["false_dispute"] or 0.0, "changed_all": m["all"]["changed"] or 0.0,
                       "met": acc >= GOAL_ACC and fs <= GOAL_FALSE and fd == 0}
    cal = emb.calibration
    cmd = "python bench/hygiene.py" + (" --quick" if args.quick else "") + f" --corpus {corpus}"
    res["meta"] = {
        "command": cmd, "corpus": corpus, "held_out": corpus in HELD_OUT,
        "argv": sys.argv[1:] if argv is None else argv, "quick": args.quick,
        "date": datetime.now(UTC).strftime("%Y-%m-%d"), "cores": os.cpu_count(), "cpu": cpu_model(),
        "python": platform.python_version(), "embedder": emb.name, "conflict_threshold": cal.conflict,
        "dedup_threshold": cal.dedup, "idle_weeks": idle, "per_category": per, "top_k": TOP_K,
        "examples": args.examples, "run_seconds": round(time.perf_counter() - t_start, 1),
    }
    return {"meta": res.pop("meta"), **res}


#: why corpus 2 is no longer a clean held-out measure (kept in its docs section when it is rewritten)
CORPUS2_CAVEAT = (
    "**No longer clean (found 2026-12-02):** the development corpus 3 (`bench/hygiene_data3.py`) shares vocabulary "
    "with this one that corpus 1 does not (three of its personas, both name-statement templates, 49 string "
    "literals), so changes tuned on corpus 3 were partly tuned on this one. The clean held-out corpus is corpus 4 "
    "(`bench/hygiene_data4.py`, `--corpus 4`).")


def heldout_markdown(res: dict[str, Any], corpus: int = 2) -> str:
    """A held-out corpus (2, or the clean 4): totals only (its failing cases are never listed)."""
    meta, ds = res["meta"], res["dataset"]
    if corpus == 4:
        out = ["## Memory hygiene, held-out corpus 4", "",
               f"`{meta['command']}`, {meta['date']}, {meta['run_seconds']:.0f} s. `bench/hygiene_data4.py` (seed "
           f"{ds['seed']}: {ds['scenarios']} scenarios, {ds['memories']} memories, {ds['queries']} questions; English "
           "and Chinese; temporal, duplicates, inference, tools, unrelated) was written on 2026-12-02 by an author who "
           "never saw the judge, the search code or the other corpora (only the record types and the builder code of "
           "corpus 1), after corpus 2 stopped being clean. It is scored after a round of development, totals only "
           "(first 2026-12-02 at 59c714a: rules 0.758, raw 0.742, perfect judge 0.767); its failing cases are never "
           "collected or read. Same columns and metrics as above; the *llm-oracle* column (a judge that "
           "knows the truth) is the ceiling of judgement alone: what it misses is ranking.", ""]
    else:
        out = ["## Memory hygiene, held-out corpus", "", CORPUS2_CAVEAT, "",
               f"`{meta['command']}`, {meta['date']}, {meta['run_seconds']:.0f} s. `bench/hygiene_data2.py` (seed "
           f"{ds['seed']}: {ds['scenarios']} scenarios, {ds['memories']} memories, {ds['queries']} questions) was "
           "written before the judge changes of issue #15 from its own templates, people, domains and phrasing; only "
           "its totals are read (the benchmark collects no failing cases for it and silences the alert log, which "
           "quoted two of its restatement pairs in the first baseline run). Same columns and metrics as above; it has "
           "no ttl or critical scenarios.", ""]
    for t in metric_tables(res):
        out += [t, ""]
    g = res.get("goal")
    if g:
        out.append(f"**Goal** (rules: accuracy@1 ≥ {GOAL_ACC}, false supersede ≤ {GOAL_FALSE}, no restatement "
                   f"disputed): {'met' if g['met'] else '**not met**'} — accuracy@1 {g['acc1']:.3f}, false supersede "
                   f"{g['false_supersede']:.3f}, restatements disputed {g['disputed_restatements']}.")
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="~6 scenarios per category and language, 26 idle weeks")
    ap.add_argument("--corpus", choices=(*(str(i) for i in range(1, 30)), "both"), default="both",
                    help="1: bench/hygiene_data.py, 2: the held-out bench/hygiene_data2.py (totals only), "
                         "3: bench/hygiene_data3.py (development; not part of 'both'), 4: the second held-out "
                         "corpus bench/hygiene_data4.py (totals only; not part of 'both'), 5: "
                         "bench/hygiene_data5.py (development; not part of 'both'), 6: the third held-out "
                         "corpus bench/hygiene_data6.py (totals only; not part of 'both'), 7: "
                         "bench/hygiene_data7.py (development; not part of 'both'), 8: bench/hygiene_data8.py "
                         "(development; not part of 'both'), 9: bench/hygiene_data9.py (development; not part "
                         "of 'both'), 10: bench/hygiene_data10.py (development; not part of 'both'), 11: "
                         "bench/hygiene_data11.py (development, bare corrections; not part of 'both'), 12: "
                         "bench/hygiene_data12.py (development, updates of unlisted slots; not part of 'both'), 13: "
                         "bench/hygiene_data13.py (development; agent guesses vs facts sharing no word), 14: "
                         "bench/hygiene_data14.py (development; substring traps, lexicon terms jieba splits), 15: "
                         "bench/hygiene_data15.py (development; updates stated in another frame, past questions), 16: "
                         "bench/hygiene_data16.py (development; whose fact, question-phrase words), 17: "
                         "bench/hygiene_data17.py (development; updates told as an event, 'the old one', 旧), 18: "
                         "bench/hygiene_data18.py (development; look-alikes that merely share words), 19: "
                         "bench/hygiene_data19.py (development; the user's name in memories and questions), 20: "
                         "bench/hygiene_data20.py (development; named answers asked in other words), 21: "
                         "bench/hygiene_data21.py (development; where reading a name as the user goes wrong), 22: "
                         "bench/hygiene_data22.py (schedules, dates and times), 23: bench/hygiene_data23.py (ages), "
                         "24: bench/hygiene_data24.py (places), 25: bench/hygiene_data25.py (people), "
                         "26: bench/hygiene_data26.py (places and people), "
                         "27: bench/hygiene_data27.py (which one of a kind), "
                         "28: bench/hygiene_data28.py (which one, other walks of life), "
                         "29: bench/hygiene_data29.py (updates in other words, new states, second things)")
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--seed2", type=int, default=101, help="seed of the held-out corpus")
    ap.add_argument("--seed3", type=int, default=303, help="seed of the third corpus")
    ap.add_argument("--seed4", type=int, default=404, help="seed of the second held-out corpus")
    ap.add_argument("--seed5", type=int, default=505, help="seed of the fifth corpus")
    ap.add_argument("--seed6", type=int, default=606, help="seed of the third held-out corpus")
    ap.add_argument("--seed7", type=int, default=707, help="seed of the seventh corpus")
    ap.add_argument("--seed8", type=int, default=808, help="seed of the eighth corpus")
    ap.add_argument("--seed9", type=int, default=909, help="seed of the ninth corpus")
    ap.add_argument("--seed10", type=int, default=1010, help="seed of the tenth corpus")
    ap.add_argument("--seed11", type=int, default=1111, help="seed of the eleventh corpus")
    ap.add_argument("--seed12", type=int, default=1212, help="seed of the twelfth corpus")
    ap.add_argument("--seed13", type=int, default=1313, help="seed of the 13th corpus")
    ap.add_argument("--seed14", type=int, default=1414, help="seed of the 14th corpus")
    ap.add_argument("--seed15", type=int, default=1515, help="seed of the 15th corpus")
    ap.add_argument("--seed16", type=int, default=1616, help="seed of the 16th corpus")
    ap.add_argument("--seed17", type=int, default=1717, help="seed of the 17th corpus")
    ap.add_argument("--seed18", type=int, default=1818, help="seed of the 18th corpus")
    ap.add_argument("--seed19", type=int, default=1919, help="seed of the 19th corpus")
    ap.add_argument("--seed20", type=int, default=2020, help="seed of the 20th corpus")
    ap.add_argument("--seed21", type=int, default=2121, help="seed of the 21st corpus")
    ap.add_argument("--seed22", type=int, default=2222, help="seed of the 22nd corpus")
    ap.add_argument("--seed23", type=int, default=2323, help="seed of the 23rd corpus")
    ap.add_argument("--seed24", type=int, default=2424, help="seed of the 24th corpus")
    ap.add_argument("--seed25", type=int, default=2525, help="seed of the 25th corpus")
    ap.add_argument("--seed26", type=int, default=2626, help="seed of the 26th corpus")
    ap.add_argument("--seed27", type=int, default=2727, help="seed of the 27th corpus")
    ap.add_argument("--seed28", type=int, default=2828, help="seed of the 28th corpus")
    ap.add_argument("--seed29", type=int, default=2929, help="seed of the 29th corpus")
    ap.add_argument("--per-category", type=int, help="scenarios per category and language (default 20, quick 6)")
    ap.add_argument("--idle-weeks", type=int, help="idle weekly review cycles before critical questions "
                                                   "(default 52, quick 26)")
    ap.add_argument("--configs", nargs="+", choices=CONFIGS, default=list(CONFIGS))
    ap.add_argument("--examples", type=int, default=4, help="failing cases shown per category")
    ap.add_argument("--out", type=Path, default=RESULTS, help=f"JSON results (default {RESULTS.relative_to(ROOT)})")
    ap.add_argument("--out2", type=Path, default=RESULTS2,
                    help=f"JSON results of the held-out corpus (default {RESULTS2.relative_to(ROOT)})")
    ap.add_argument("--out3", type=Path, default=RESULTS3,
                    help=f"JSON results of the third corpus (default {RESULTS3.relative_to(ROOT)})")
    ap.add_argument("--out4", type=Path, default=RESULTS4,
                    help=f"JSON results of the second held-out corpus (default {RESULTS4.relative_to(ROOT)})")
    ap.add_argument("--out5", type=Path, default=RESULTS5,
                    help=f"JSON results of the fifth corpus (default {RESULTS5.relative_to(ROOT)})")
    ap.add_argument("--out6", type=Path, default=RESULTS6,
                    help=f"JSON results of the third held-out corpus (default {RESULTS6.relative_to(ROOT)})")
    ap.add_argument("--out7", type=Path, default=RESULTS7,
                    help=f"JSON results of the seventh corpus (default {RESULTS7.relative_to(ROOT)})")
    ap.add_argument("--out8", type=Path, default=RESULTS8,
                    help=f"JSON results of the eighth corpus (default {RESULTS8.relative_to(ROOT)})")
    ap.add_argument("--out9", type=Path, default=RESULTS9,
                    help=f"JSON results of the ninth corpus (default {RESULTS9.relative_to(ROOT)})")
    ap.add_argument("--out10", type=Path, default=RESULTS10,
                    help=f"JSON results of the tenth corpus (default {RESULTS10.relative_to(ROOT)})")
    ap.add_argument("--out11", type=Path, default=RESULTS11,
                    help=f"JSON results of the eleventh corpus (default {RESULTS11.relative_to(ROOT)})")
    ap.add_argument("--out12", type=Path, default=RESULTS12,
                    help=f"JSON results of the twelfth corpus (default {RESULTS12.relative_to(ROOT)})")
    ap.add_argument("--out13", type=Path, default=RESULTS13,
                    help=f"JSON results of the 13th corpus (default {RESULTS13.relative_to(ROOT)})")
    ap.add_argument("--out14", type=Path, default=RESULTS14,
                    help=f"JSON results of the 14th corpus (default {RESULTS14.relative_to(ROOT)})")
    ap.add_argument("--out15", type=Path, default=RESULTS15,
                    help=f"JSON results of the 15th corpus (default {RESULTS15.relative_to(ROOT)})")
    ap.add_argument("--out16", type=Path, default=RESULTS16,
                    help=f"JSON results of the 16th corpus (default {RESULTS16.relative_to(ROOT)})")
    ap.add_argument("--out17", type=Path, default=RESULTS17,
                    help=f"JSON results of the 17th corpus (default {RESULTS17.relative_to(ROOT)})")
    ap.add_argument("--out18", type=Path, default=RESULTS18,
                    help=f"JSON results of the 18th corpus (default {RESULTS18.relative_to(ROOT)})")
    ap.add_argument("--out19", type=Path, default=RESULTS19,
                    help=f"JSON results of the 19th corpus (default {RESULTS19.relative_to(ROOT)})")
    ap.add_argument("--out20", type=Path, default=RESULTS20,
                    help=f"JSON results of the 20th corpus (default {RESULTS20.relative_to(ROOT)})")
    ap.add_argument("--out21", type=Path, default=RESULTS21,
                    help=f"JSON results of the 21st corpus (default {RESULTS21.relative_to(ROOT)})")
    ap.add_argument("--out22", type=Path, default=RESULTS22,
                    help=f"JSON results of the 22nd corpus (default {RESULTS22.relative_to(ROOT)})")
    ap.add_argument("--out23", type=Path, default=RESULTS23,
                    help=f"JSON results of the 23rd corpus (default {RESULTS23.relative_to(ROOT)})")
    ap.add_argument("--out24", type=Path, default=RESULTS24,
                    help=f"JSON results of the 24th corpus (default {RESULTS24.relative_to(ROOT)})")
    ap.add_argument("--out25", type=Path, default=RESULTS25,
                    help=f"JSON results of the 25th corpus (default {RESULTS25.relative_to(ROOT)})")
    ap.add_argument("--out26", type=Path, default=RESULTS26,
                    help=f"JSON results of the 26th corpus (default {RESULTS26.relative_to(ROOT)})")
    ap.add_argument("--out27", type=Path, default=RESULTS27,
                    help=f"JSON results of the 27th corpus (default {RESULTS27.relative_to(ROOT)})")
    ap.add_argument("--out28", type=Path, default=RESULTS28,
                    help=f"JSON results of the 28th corpus (default {RESULTS28.relative_to(ROOT)})")
    ap.add_argument("--out29", type=Path, default=RESULTS29,
                    help=f"JSON results of the 29th corpus (default {RESULTS29.relative_to(ROOT)})")
    ap.add_argument("--write-docs", action="store_true", help="rewrite the hygiene sections of docs/benchmarks.md")
    args = ap.parse_args(argv)
    t_start = time.perf_counter()

    def log(msg: str) -> None:
        print(f"[{time.perf_counter() - t_start:6.1f}s] {msg}", file=sys.stderr, flush=True)

    corpora = (1, 2) if args.corpus == "both" else (int(args.corpus),)
    for corpus in corpora:
        res = run_corpus(args, corpus, argv, log)
        out = {1: args.out, 2: args.out2, 3: args.out3, 4: args.out4, 5: args.out5, 6: args.out6, 7: args.out7,
               8: args.out8, 9: args.out9, 10: args.out10, 11: args.out11, 12: args.out12,
               13: args.out13, 14: args.out14, 15: args.out15, 16: args.out16, 17: args.out17,
               18: args.out18, 19: args.out19, 20: args.out20, 21: args.out21, 22: args.out22, 23: args.out23,
               24: args.out24, 25: args.out25, 26: args.out26, 27: args.out27, 28: args.out28,
               29: args.out29}[corpus]
        save_json(res, out)
        print(f"\n=== corpus {corpus}{' (held out)' if corpus in HELD_OUT else ''} ===\n")
        print_report(res)
        if args.write_docs:
            if corpus == 1:
                write_docs(markdown(res))
            elif corpus in (3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21):  # 6: held out, by hand
                log(f"corpus {corpus} has no generated docs section; not written")
            elif corpus == 4:
                _common.write_section("hygiene-heldout4", heldout_markdown(res, 4), DOCS)
            else:
                _common.write_section("hygiene-heldout", heldout_markdown(res), DOCS)
            log(f"wrote {DOCS.relative_to(ROOT)}")
        log(f"saved {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
