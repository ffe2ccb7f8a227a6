"""The judged-pair ledger's planning (review/pairs.py) on a real SQLite store: known pairs are skipped, an edit
(content, source or time) makes a pair new again, failed pairs go behind never-sent ones by fewest attempts."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hindsight import Hindsight
from hindsight.judge.base import Pair
from hindsight.model import Relation, Verdict
from hindsight.review import pairs as ledger

T = datetime(2025, 1, 1, tzinfo=UTC)


def _pairs(hs: Hindsight, n: int) -> list[Pair]:
    ids = [hs.write(f"Fact number {i} about the user's garden", observed_at=T + timedelta(minutes=i)).id
           for i in range(n + 1)]
    mems = hs.store.get_many("default", ids)
    by = {m.id: m for m in mems}
    return [Pair.ordered(by[ids[0]], by[ids[i]], 0.9 - i / 100) for i in range(1, n + 1)]


def test_plan_skips_known_pairs_and_orders_failed_ones_last(fast_hs: Hindsight) -> None:
    p = _pairs(fast_hs, 5)
    unrelated = Verdict(relation=Relation.unrelated, judge="llm")
    with fast_hs.store.transaction("default") as tx:
        tx.record_judged("default", [ledger.judged_row(p[0], unrelated, "llm", T)])
        tx.record_judged("default", ledger.failed_rows([p[1]], "llm", T, {}))
        tx.record_judged("default", ledger.failed_rows([p[2]], "llm", T, {ledger.key(p[2]): 2}))
    plan = ledger.plan(fast_hs.store, "default", p)
    assert plan.known == 1
    assert plan.todo == [p[3], p[4], p[1], p[2]]  # never sent (in the given order), then 1 attempt, then 3
    assert plan.attempts == {ledger.key(p[1]): 1, ledger.key(p[2]): 3}


def test_an_edit_makes_a_pair_new_again(fast_hs: Hindsight) -> None:
    p = _pairs(fast_hs, 2)
    with fast_hs.store.transaction("default") as tx:
        tx.record_judged("default", [ledger.judged_row(q, Verdict(relation=Relation.duplicate, judge="llm"), "llm", T)
                                     for q in p])
    assert ledger.plan(fast_hs.store, "default", p).todo == []
    edited = fast_hs.update(p[1].b.id, content="Fact number 2 about the user's vegetable garden", reason="precise")
    fresh = Pair.ordered(p[1].a, edited, 0.9)
    plan = ledger.plan(fast_hs.store, "default", [p[0], fresh])
    assert plan.known == 1 and plan.todo == [fresh] and plan.attempts == {}
    moved = p[0].b.model_copy(update={"observed_at": T + timedelta(days=3)})  # the time the judge sees changed
    assert ledger.content_hash(moved) != ledger.content_hash(p[0].b)
