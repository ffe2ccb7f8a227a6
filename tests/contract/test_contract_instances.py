"""Contract: two Hindsight instances on the same store (two workers / processes of one deployment) see each other's
changes at once — no stale search cache, one memory for concurrent duplicates, one reviewer, shared sessions."""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta

import pytest

from hindsight import Hindsight
from hindsight.model import Status, WriteAction, WriteResult

T0 = datetime(2025, 6, 1, 8, tzinfo=UTC)
Pair = tuple[Hindsight, Hindsight]


@pytest.fixture
def pair(open_hs: Callable[..., Hindsight]) -> Pair:
    return open_hs(), open_hs()


def test_a_write_on_one_instance_is_searchable_on_the_other(pair: Pair) -> None:
    a, b = pair
    assert b.search("which message broker does the team use").results == []  # fills any search cache
    r = a.write("The team uses RabbitMQ as the message broker")
    assert [h.id for h in b.search("which message broker does the team use").results] == [r.id]
    assert b.get(r.id).content == "The team uses RabbitMQ as the message broker"


def test_changes_on_one_instance_invalidate_the_other_s_results(pair: Pair) -> None:
    a, b = pair
    r = a.write("The on-call rotation changes every Monday")
    q = "when does the on-call rotation change"
    assert [h.id for h in b.search(q, track_access=False).results] == [r.id]
    a.update(r.id, content="The on-call rotation changes every Thursday")
    hits = b.search(q, track_access=False).results
    assert hits and hits[0].content == "The on-call rotation changes every Thursday"
    a.forget(r.id)
    assert b.search(q, track_access=False).results == []
    assert b.get(r.id).status == Status.forgotten


def test_concurrent_duplicates_from_two_instances_give_one_memory(pair: Pair) -> None:
    a, b = pair
    barrier = threading.Barrier(6)

    def one(i: int) -> WriteResult:
        barrier.wait(timeout=30)
        return (a if i % 2 else b).write("The user's home airport is Lisbon Humberto Delgado")

    with ThreadPoolExecutor(6) as pool:
        results = list(pool.map(one, range(6)))
    assert len({r.id for r in results}) == 1
    assert sorted(r.action.value for r in results) == ["created"] + ["deduplicated"] * 5
    assert a.stats().memories == b.stats().memories == 1
    assert b.get(results[0].id).access_count == 5


def test_idempotency_key_holds_across_instances(pair: Pair) -> None:
    a, b = pair
    first = a.write("Invoice 1042 was paid on time", idempotency_key="inv-1042")
    again = b.write("Invoice 1042 was paid on time", idempotency_key="inv-1042")
    assert again.id == first.id and again.replayed and b.stats().memories == 1


@pytest.mark.local_only("takes the review lease through hs.store")
def test_one_reviewer_across_instances(pair: Pair, bank: str) -> None:
    a, b = pair
    b.settings.review_wait_seconds = 0.2
    lock = f"review:{bank}"
    assert a.store.try_lock(lock, "instance-a", 60)
    try:
        assert not b.store.try_lock(lock, "instance-b", 60)
        assert b.review(now=T0).skipped
    finally:
        a.store.unlock(lock, "instance-a")
    assert b.review(now=T0).skipped is None


def test_supersede_across_instances(pair: Pair) -> None:
    a, b = pair
    old = a.write("The user uses Django for the backend", observed_at=T0)
    new = b.write("The user switched the backend to FastAPI", observed_at=T0 + timedelta(days=20))
    assert new.action == WriteAction.superseded_previous
    assert a.get(old.id).superseded_by == new.id
    assert old.id not in [h.id for h in a.search("backend framework", now=T0 + timedelta(days=21)).results]


def test_session_turns_are_shared(pair: Pair) -> None:
    a, b = pair
    a.observe("shared", [{"role": "user", "content": "I think the new chairs are comfy", "at": T0}])
    b.observe("shared", [{"role": "assistant", "content": "Glad you like them", "at": T0 + timedelta(minutes=1)}])
    turns = a.session_turns("shared", now=T0 + timedelta(minutes=2))
    assert [t.content for t in turns] == ["I think the new chairs are comfy", "Glad you like them"]
    ctx = b.context("shared", "chairs", now=T0 + timedelta(minutes=2))
    assert [p.text for p in ctx.parts if p.layer == "working"] == [
        "user: I think the new chairs are comfy", "assistant: Glad you like them"]


def test_review_queue_is_shared(pair: Pair) -> None:
    a, b = pair
    x = a.write("The user lives in Berlin", observed_at=T0)
    y = a.write("The user lives in Munich", observed_at=T0)
    assert y.action == WriteAction.queued_for_review
    rep = b.review(now=T0 + timedelta(hours=1))  # the other instance picks the queued item up
    assert sorted(rep.disputed) == sorted([x.id, y.id])
    assert len(a.conflicts()) == 1
