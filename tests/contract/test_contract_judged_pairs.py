"""Contract: the judged-pair ledger (issue #15, "the LLM path, cheap and measured") on every backend. A costly
judge (here the LLM judge against the loopback OpenAI-compatible server) judges each pair once unless one side's
content changes, "unrelated" verdicts included; under a tiny token budget every cycle judges pairs it has not
judged before; the ledger is stored per backend and an erasure scrubs the pairs of the erased memory."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from fake_openai import FakeOpenAI, http_error
from hindsight import Hindsight
from hindsight.store.base import JudgedPair

T0 = datetime(2025, 1, 1, 9, tzinfo=UTC)
YEAR = 365 * 86400.0
CITIES = ["Berlin", "Munich", "Hamburg", "Cologne"]


def unrelated(req: dict[str, Any]) -> str:
    n = len(re.findall(r"^Pair \d+:", req["messages"][1]["content"], flags=re.M))
    return json.dumps({"verdicts": [{"pair": i + 1, "relation": "unrelated", "conflict": False, "keep": "both",
                                     "type": "undecidable", "reason": "scripted"} for i in range(n)]})


def judged_pairs(fake: FakeOpenAI) -> list[frozenset[str]]:
    """The pairs (their two texts) each chat request asked about, in order."""
    out: list[frozenset[str]] = []
    for r in fake.requests_to("chat"):
        prompt = r.body["messages"][1]["content"]
        for a, b in re.findall(r"A \(written [^)]*\): (.*)\n  B \(written [^)]*\): (.*)", prompt):
            out.append(frozenset({a, b}))
    return out


def llm_hs(open_hs: Callable[..., Hindsight], fake: FakeOpenAI, **kw: Any) -> Hindsight:
    fake.chat_content = unrelated
    return open_hs(judge="llm", llm_base_url=fake.base_url, llm_model="judge", llm_timeout_s=10,
                   llm_max_retries=0, **kw)


def write_cities(hs: Hindsight) -> list[str]:
    return [hs.write(f"The user lives in {c}", observed_at=T0 + timedelta(minutes=i), now=T0).id
            for i, c in enumerate(CITIES)]


def test_each_pair_is_judged_once_unless_a_side_changes(open_hs: Callable[..., Hindsight],
                                                        fake_openai: FakeOpenAI) -> None:
    hs = llm_hs(open_hs, fake_openai)
    ids = write_cities(hs)
    first = hs.review(now=T0 + timedelta(hours=1), window_seconds=YEAR)
    assert first.llm_calls >= 1 and first.pairs_judged >= 3 and first.pairs_known == 0
    assert first.tokens_used == first.prompt_tokens + first.completion_tokens > 0
    sent = judged_pairs(fake_openai)
    assert len(sent) == len(set(sent)) == first.pairs_judged
    # the same window again: every pair is known ("unrelated" verdicts too), nothing is sent
    again = hs.review(now=T0 + timedelta(hours=2), window_seconds=YEAR)
    assert again.llm_calls == 0 and again.tokens_used == 0 and again.pairs_judged == 0
    assert again.pairs_known == first.pairs_judged
    # an edit changes one side's content: only that memory's pairs are judged again
    hs.update(ids[1], content="The user lives in Munich (Schwabing)", reason="more precise",
              now=T0 + timedelta(hours=3))
    before = len(judged_pairs(fake_openai))
    third = hs.review(now=T0 + timedelta(hours=4), window_seconds=YEAR)
    resent = judged_pairs(fake_openai)[before:]
    assert third.pairs_judged == len(resent) >= 1
    assert all("The user lives in Munich (Schwabing)" in p for p in resent)


def test_a_small_budget_makes_progress_every_cycle(open_hs: Callable[..., Hindsight],
                                                   fake_openai: FakeOpenAI) -> None:
    hs = llm_hs(open_hs, fake_openai, review_token_budget=1, judge_batch_size=1)  # one call per cycle
    write_cities(hs)
    seen: list[frozenset[str]] = []
    calls: list[int] = []
    for cycle in range(1, 12):
        rep = hs.review(now=T0 + timedelta(hours=cycle), window_seconds=YEAR)
        calls.append(rep.llm_calls)
        new = judged_pairs(fake_openai)[len(seen):]
        assert not set(new) & set(seen), f"cycle {cycle} judged a pair again"
        seen.extend(new)
        if rep.llm_calls == 0:
            assert rep.pairs_deferred == 0
            break
        assert rep.pairs_judged == 1
    assert calls[-1] == 0 and all(c == 1 for c in calls[:-1]) and len(seen) >= 3


def test_failed_pairs_wait_behind_new_ones(open_hs: Callable[..., Hindsight], fake_openai: FakeOpenAI) -> None:
    hs = llm_hs(open_hs, fake_openai, review_token_budget=1, judge_batch_size=1)
    write_cities(hs)
    fake_openai.script("chat", http_error(500))  # the first pair's call fails (it costs no tokens: the next goes)
    failed = hs.review(now=T0 + timedelta(hours=1), window_seconds=YEAR)
    assert failed.pairs_failed == 1 and failed.pairs_judged == 1
    bad, good = judged_pairs(fake_openai)
    nxt = hs.review(now=T0 + timedelta(hours=2), window_seconds=YEAR)
    assert nxt.pairs_judged == 1 and judged_pairs(fake_openai)[2] not in (bad, good)  # a never-sent pair first
    while hs.review(now=T0 + timedelta(hours=3), window_seconds=YEAR).llm_calls:
        pass
    assert bad in judged_pairs(fake_openai)[3:]  # the failed pair is judged once the new ones are done


@pytest.mark.local_only("reads and writes the store's ledger directly")
def test_the_ledger_is_stored_and_erasure_scrubs_it(hs: Hindsight, bank: str) -> None:
    a = hs.write("The user lives in Berlin", observed_at=T0, now=T0).id
    b = hs.write("The user likes tea", observed_at=T0, now=T0).id
    c = hs.write("The user has a dog", observed_at=T0, now=T0).id
    lo, hi = min(a, b), max(a, b)
    rows = [JudgedPair(lo, hi, "h1", "h2", "unrelated", "llm", 1, T0),
            JudgedPair(min(b, c), max(b, c), "h3", "h4", None, "llm", 2, T0)]
    with hs.store.transaction(bank) as tx:
        tx.record_judged(bank, rows)
    got = hs.store.judged_pairs(bank, [(lo, hi), (min(b, c), max(b, c)), (min(a, c), max(a, c))])
    assert got[(lo, hi)].relation == "unrelated" and got[(lo, hi)].a_hash == "h1"
    assert got[(min(b, c), max(b, c))].relation is None and got[(min(b, c), max(b, c))].attempts == 2
    assert (min(a, c), max(a, c)) not in got
    with hs.store.transaction(bank) as tx:  # a later verdict replaces the row
        tx.record_judged(bank, [JudgedPair(lo, hi, "h5", "h2", "duplicate", "sampling", 2, T0)])
    assert hs.store.judged_pairs(bank, [(lo, hi)])[(lo, hi)].relation == "duplicate"
    hs.erase(b, reason="user asked")
    assert hs.store.judged_pairs(bank, [(lo, hi), (min(b, c), max(b, c))]) == {}


def test_an_undecidable_llm_verdict_keeps_both_and_links_them(open_hs: Callable[..., Hindsight],
                                                              fake_openai: FakeOpenAI) -> None:
    """The LLM judge's "undecidable" takes the rules judge's soft path on every backend: both kept and linked as
    possibly updated (search ranks the newer first), nothing disputed, no review item."""
    hs = llm_hs(open_hs, fake_openai)

    def undecidable(req: dict[str, Any]) -> str:
        n = len(re.findall(r"^Pair \d+:", req["messages"][1]["content"], flags=re.M))
        return json.dumps({"verdicts": [{"pair": i + 1, "relation": "undecidable", "keep": "both",
                                         "type": "undecidable", "reason": "cannot tell"} for i in range(n)]})

    fake_openai.chat_content = undecidable  # type: ignore[assignment]
    old = hs.write("The user lives in Berlin", observed_at=T0, now=T0).id
    new = hs.write("The user lives in Munich", observed_at=T0 + timedelta(days=20), now=T0 + timedelta(days=20)).id
    rep = hs.review(now=T0 + timedelta(days=21), window_seconds=YEAR)
    assert rep.llm_calls >= 1 and rep.disputed == [] and rep.superseded == []
    assert hs.get(old).status == hs.get(new).status == "active"
    assert hs.get(old).metadata.get("possibly_updated_by") == [new]
    assert hs.conflicts(status="open") == []
    hits = hs.search("Where does the user live?", now=T0 + timedelta(days=22), top_k=2).results
    assert [h.id for h in hits] == [new, old]
