"""Contract: a search's bookkeeping (access statistics, the retrieval log) is written off the search path by a
worker thread (store/bookkeeping.py), and nobody can tell: every read after a search sees it, from any thread,
an erasure scrubs the log rows of searches queued before it, closing the store applies what is still queued, and
the inline setting gives the same rows."""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta

import pytest

from hindsight import Hindsight

T0 = datetime(2025, 6, 1, tzinfo=UTC)
FACTS = [
    "The user's laptop is a ThinkPad X1 Carbon",
    "The staging database runs PostgreSQL 16",
    "用户每天早上跑步五公里",
    "The team deploys on Thursdays after the standup",
]


def _fill(hs: Hindsight) -> dict[str, str]:
    out = hs.write_many([{"content": c, "source": "user", "observed_at": T0 + timedelta(hours=i)}
                         for i, c in enumerate(FACTS)], now=T0 + timedelta(days=1))
    return {c: r.id for c, r in zip(FACTS, out, strict=True)}


def test_reads_after_searches_see_every_count(hs: Hindsight) -> None:
    ids = _fill(hs)
    laptop = ids[FACTS[0]]
    now = T0 + timedelta(days=3)
    for i in range(12):
        res = hs.search("which laptop does the user have", top_k=1, now=now + timedelta(minutes=i))
        assert [h.id for h in res.results] == [laptop]
    m = hs.get(laptop)
    assert m.access_count == 12 and m.last_accessed == now + timedelta(minutes=11)
    log = hs.retrieval_log(limit=20)
    assert len(log) == 12 and all(r["returned"] == [laptop] for r in log)
    assert hs.get(ids[FACTS[1]]).access_count == 0


def test_concurrent_searches_lose_no_count(hs: Hindsight) -> None:
    ids = _fill(hs)
    run = ids[FACTS[2]]
    errors: list[BaseException] = []

    def searcher() -> None:
        try:
            for _ in range(5):
                assert hs.search("用户早上跑步多少公里", top_k=1).results[0].id == run
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=searcher) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert not errors
    # read on another thread than any searcher: settling is process-wide
    seen: list[int] = []
    reader = threading.Thread(target=lambda: seen.append(hs.get(run).access_count))
    reader.start()
    reader.join(60)
    assert seen == [20]
    assert len(hs.retrieval_log(limit=50)) == 20


def test_erase_scrubs_log_rows_of_searches_queued_before_it(hs: Hindsight) -> None:
    ids = _fill(hs)
    target = ids[FACTS[3]]
    for _ in range(8):
        assert hs.search("when does the team deploy", top_k=2).results[0].id == target
    hs.erase(target, reason="user asked")
    for row in hs.retrieval_log(limit=50):
        assert target not in row.get("returned", []) and all(c["id"] != target for c in row.get("candidates", []))


def test_list_and_export_reads_see_the_counts(hs: Hindsight) -> None:
    ids = _fill(hs)
    db = ids[FACTS[1]]
    for _ in range(3):
        hs.search("which PostgreSQL version does staging run", top_k=1)
    page = hs.list_memories(limit=10)
    assert {m.id: m.access_count for m in page.items}[db] == 3


@pytest.mark.local_only("closes and reopens the in-process store")
def test_close_applies_what_is_queued(open_hs, bank: str) -> None:  # type: ignore[no-untyped-def]
    hs = open_hs()
    ids = _fill(hs)
    laptop = ids[FACTS[0]]
    for _ in range(30):
        hs.search("ThinkPad laptop", top_k=1, explain=True)
    hs.close()
    again = open_hs()
    assert again.get(laptop).access_count == 30
    assert len(again.retrieval_log(limit=100)) == 30


@pytest.mark.local_only("compares two settings of the in-process store")
def test_inline_bookkeeping_writes_the_same_rows(open_hs, bank: str) -> None:  # type: ignore[no-untyped-def]
    rows = []
    for mode, name in (("deferred", bank), ("inline", bank + "i")):
        hs = open_hs(search_bookkeeping=mode, default_bank=name)
        ids = _fill(hs)
        by_id = {i: c for c, i in ids.items()}
        now = T0 + timedelta(days=5)
        for q in ("laptop", "staging database", "跑步", "deploy day", "laptop"):
            hs.search(q, top_k=2, now=now)
        rows.append((
            sorted((c, hs.get(i).access_count, hs.get(i).last_accessed) for c, i in ids.items()),
            [(r["query"], [by_id[i] for i in r["returned"]]) for r in hs.retrieval_log(limit=10)],
        ))
    assert rows[0] == rows[1]
