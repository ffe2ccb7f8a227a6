"""The LLM judge's budget over repeated review cycles (issue #15): each distinct pair judged once, progress every
cycle under a small budget.

A bank of 80 facts about one user (40 English, 40 Chinese: many pairs above the conflict threshold) is reviewed
cycle after cycle by the LLM judge against the loopback OpenAI-compatible server (tests/fake_openai.py), which
answers every pair "unrelated" (nothing changes state, so the same pairs stay candidates). Two scopes:
``queue`` (the default periodic review: changed memories, then the deferred ones) and ``window`` (every cycle
re-examines every memory: the worst case). Each runs with the default token budget and a small one, with the
judged-pair ledger and without it (the ledger bypassed: the behaviour before it). Per cycle: calls, tokens,
pairs sent, pairs known, pairs deferred, and pairs sent that had been judged before.

    python bench/llm_budget.py [--cycles 8] [--write-docs]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import _common
from fake_openai import FakeOpenAI
from hindsight import Hindsight, Settings
from hindsight.embedder.e5 import E5Embedder
from hindsight.review import cycle as review_cycle
from hindsight.review import pairs as pairs_ledger

RESULTS = _common.ROOT / "bench" / "results" / "llm_budget.json"
T0 = datetime(2025, 3, 1, 9, tzinfo=UTC)
YEAR = 365 * 86400.0

EN = [
    "The user's favourite {x} is {y}", "The user often talks about {x} and {y}", "The user bought a {x} in {y}",
    "The user wants to learn more about {x} this year, starting with {y}",
]
EN_X = ["colour", "city", "book", "dish", "sport", "band", "car", "tea", "film", "game"]
EN_Y = ["blue", "Lisbon", "Dune", "ramen", "tennis", "Queen", "Volvo", "oolong", "Alien", "chess"]
ZH = ["用户最喜欢的{x}是{y}", "用户经常提到{x}和{y}", "用户在{y}买了一个{x}", "用户今年想多了解{x}，先从{y}开始"]
ZH_X = ["颜色", "城市", "书", "菜", "运动", "乐队", "车", "茶", "电影", "游戏"]
ZH_Y = ["蓝色", "里斯本", "三体", "拉面", "网球", "五月天", "沃尔沃", "乌龙", "霸王别姬", "围棋"]


def facts() -> list[str]:
    en = [t.format(x=x, y=y) for t in EN for x, y in zip(EN_X, EN_Y, strict=True)]
    zh = [t.format(x=x, y=y) for t in ZH for x, y in zip(ZH_X, ZH_Y, strict=True)]
    return en + zh


def unrelated(req: dict[str, Any]) -> str:
    n = len(re.findall(r"^Pair \d+:", req["messages"][1]["content"], flags=re.M))
    return json.dumps({"verdicts": [{"pair": i + 1, "relation": "unrelated", "conflict": False, "keep": "both",
                                     "type": "undecidable", "reason": "different things"} for i in range(n)]})


def sent_pairs(fake: FakeOpenAI, start: int) -> list[frozenset[str]]:
    out: list[frozenset[str]] = []
    for r in fake.requests_to("chat")[start:]:
        prompt = r.body["messages"][1]["content"]
        out += [frozenset(m) for m in re.findall(r"A \(written [^)]*\): (.*)\n  B \(written [^)]*\): (.*)", prompt)]
    return out


@contextmanager
def without_ledger() -> Any:
    """The review as it was before the ledger: every candidate pair is sent, nothing is remembered."""
    plan = review_cycle.pairs_ledger.plan
    review_cycle.pairs_ledger.plan = lambda ledger, bank, pairs: pairs_ledger.Plan(list(pairs))  # type: ignore[assignment]
    try:
        yield
    finally:
        review_cycle.pairs_ledger.plan = plan  # type: ignore[assignment]


def run(e5: E5Embedder, scope: str, budget: int, ledger: bool, cycles: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as d, FakeOpenAI(chat_content=unrelated) as fake:
        settings = Settings(home=Path(d), judge="llm", llm_base_url=fake.base_url, llm_model="judge",
                            event_review=False, review_token_budget=budget, llm_timeout_s=30)
        hs = Hindsight.open(Path(d) / "store", embedder=e5, settings=settings)
        try:
            hs.write_many([{"content": c, "observed_at": T0 + timedelta(minutes=i)} for i, c in enumerate(facts())],
                          now=T0)
            seen: set[frozenset[str]] = set()
            rows = []
            for c in range(1, cycles + 1):
                start = len(fake.requests_to("chat"))
                with without_ledger() if not ledger else _nothing():
                    rep = hs.review(now=T0 + timedelta(hours=c), window_seconds=YEAR if scope == "window" else None)
                sent = sent_pairs(fake, start)
                rows.append({"cycle": c, "calls": rep.llm_calls, "tokens": rep.tokens_used, "sent": len(sent),
                             "known": rep.pairs_known, "deferred": rep.pairs_deferred,
                             "repeats": sum(p in seen for p in sent), "new": len(set(sent) - seen)})
                seen.update(sent)
            return {"scope": scope, "budget": budget, "ledger": ledger, "cycles": rows, "distinct": len(seen),
                    "calls": sum(r["calls"] for r in rows), "tokens": sum(r["tokens"] for r in rows),
                    "repeats": sum(r["repeats"] for r in rows)}
        finally:
            hs.close()


@contextmanager
def _nothing() -> Any:
    yield


def table(results: list[dict[str, Any]]) -> str:
    lines = ["| scope | budget | ledger | calls per cycle | new pairs per cycle | repeated pairs | distinct pairs "
             "| calls | tokens |", "|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        calls = " ".join(str(c["calls"]) for c in r["cycles"])
        new = " ".join(str(c["new"]) for c in r["cycles"])
        lines.append(f"| {r['scope']} | {r['budget']:,} | {'yes' if r['ledger'] else 'no (before)'} | {calls} "
                     f"| {new} | {r['repeats']} | {r['distinct']} | {r['calls']} | {r['tokens']:,} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cycles", type=int, default=8)
    ap.add_argument("--small-budget", type=int, default=3000)
    ap.add_argument("--write-docs", action="store_true")
    args = ap.parse_args(argv)
    e5 = E5Embedder()
    t0 = time.perf_counter()
    results = [run(e5, scope, budget, ledger, args.cycles)
               for scope in ("queue", "window") for budget in (20_000, args.small_budget) for ledger in (True, False)]
    text = table(results)
    print(text)
    _common.save_json({"facts": len(facts()), "cycles": args.cycles, "results": results,
                       "seconds": round(time.perf_counter() - t0, 1), "cpu": _common.cpu_model()}, RESULTS)
    if args.write_docs:
        _common.write_section("llm_budget", (
            "## LLM judge budget over repeated reviews (`bench/llm_budget.py`)\n\n"
            f"{len(facts())} facts about one user (40 English, 40 Chinese), reviewed {args.cycles} times by the LLM "
            "judge against the loopback OpenAI-compatible server answering every pair \"unrelated\" (nothing changes, "
            "so the same pairs stay candidates). `queue`: the default periodic review (changed, then deferred "
            "memories); `window`: every cycle re-examines every memory. \"before\": the judged-pair ledger bypassed. "
            "Each distinct pair is judged once with the ledger: calls fall to 0 once every pair is judged, and under "
            "the small budget every cycle judges new pairs.\n\n" + text + "\n"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
