"""Contract: the hindsight loop on every backend — write-time supersede chains, trace, the review run and its
watermark, decay / archive with an injected ``now``, consolidation, the conflicts queue with manual resolution,
and the review lock."""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from hindsight import Hindsight, InvalidInput, NotFound, Status
from hindsight.model import EventType, WriteAction

T0 = datetime(2025, 1, 1, 9, tzinfo=UTC)


class Capture:
    """A Notifier that keeps what it is told."""

    def __init__(self) -> None:
        self.alerts: list[tuple[str, str, str, dict[str, Any]]] = []

    def notify(self, bank: str, kind: str, message: str, data: dict[str, Any]) -> None:
        self.alerts.append((bank, kind, message, data))


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The user uses Django for the backend", "The user switched the backend to FastAPI"),
        ("用户喜欢喝美式咖啡", "用户改喝拿铁了"),
        ("用户住在北京", "用户搬到了上海"),
    ],
)
def test_temporal_update_supersedes_with_a_chain(hs: Hindsight, old: str, new: str) -> None:
    a = hs.write(old, observed_at=T0)
    b = hs.write(new, observed_at=T0 + timedelta(days=20))
    assert b.action == WriteAction.superseded_previous
    ma, mb = hs.get(a.id), hs.get(b.id)
    assert ma.status == Status.superseded and ma.confidence < 0.1
    assert ma.valid_until == T0 + timedelta(days=20) and ma.superseded_by == b.id
    assert mb.supersedes == [a.id] and mb.confidence == pytest.approx(min(1.0, 1.2 * 0.9))
    ids = [h.id for h in hs.search(new, now=T0 + timedelta(days=21), top_k=5).results]
    assert b.id in ids and a.id not in ids
    assert a.id in [h.id for h in hs.search(old, include_inactive=True, top_k=5).results]
    ta = hs.trace(a.id)
    assert ta.superseded_by is not None and ta.superseded_by.id == b.id
    sup = next(e for e in ta.events if e.type == EventType.superseded)
    assert sup.data["by"] == b.id and "changed" in (sup.reason or "")
    tb = hs.trace(b.id)
    assert [m.id for m in tb.supersedes] == [a.id] and tb.events[0].type == EventType.created


def test_a_chain_of_three(hs: Hindsight) -> None:
    a = hs.write("The user uses Django for the backend", observed_at=T0)
    b = hs.write("The user switched the backend to FastAPI", observed_at=T0 + timedelta(days=20))
    c = hs.write("The user switched the backend from FastAPI to Litestar", observed_at=T0 + timedelta(days=40))
    assert b.action == c.action == WriteAction.superseded_previous
    assert hs.get(b.id).superseded_by == c.id and hs.get(b.id).status == Status.superseded
    assert b.id in hs.get(c.id).supersedes
    assert [m.id for m in hs.trace(b.id).supersedes] == [a.id]


def test_fact_beats_inference(hs: Hindsight) -> None:
    guess = hs.write("The user probably works in fintech", source="agent", observed_at=T0)
    fact = hs.write("The user works at a bakery", source="user", observed_at=T0 + timedelta(hours=2))
    assert fact.action == WriteAction.superseded_previous
    g = hs.get(guess.id)
    assert g.status == Status.falsified and g.confidence == 0.0
    # an inference written after the fact it contradicts loses too, whatever the order of observation
    late = hs.write("用户可能在互联网公司工作", source="agent", observed_at=T0 + timedelta(days=3))
    bank_fact = hs.write("用户在一家银行工作", source="user", observed_at=T0 + timedelta(days=1))
    assert late.confidence == 0.6 and bank_fact.action == WriteAction.superseded_previous
    assert hs.get(late.id).status == Status.falsified


def test_two_tools_disagree_keep_both(hs: Hindsight) -> None:
    a = hs.write("The service runs version 2.3.1", source="tool", source_id="k8s", observed_at=T0)
    b = hs.write("The service runs version 2.4.0", source="tool", source_id="helm",
                 observed_at=T0 + timedelta(minutes=30))
    assert b.action == WriteAction.created and "kept both" in (b.reason or "")
    for mid in (a.id, b.id):
        m = hs.get(mid)
        assert m.status == Status.active and m.confidence == pytest.approx(0.63) and "source-conflict" in m.tags


def test_two_tools_disagreeing_still_rank_as_before(hs: Hindsight) -> None:
    """The pair is uncertain, not off the question: each hit reports its lowered confidence, ranking uses the one
    it had (explain), so an unrelated memory at full confidence does not climb over them."""
    a = hs.write("The service runs version 2.3.1", source="tool", source_id="k8s", observed_at=T0)
    b = hs.write("The service runs version 2.4.0", source="tool", source_id="helm",
                 observed_at=T0 + timedelta(minutes=30))
    other = hs.write("The service desk opens at nine", source="tool", source_id="crm",
                     observed_at=T0 + timedelta(minutes=40))
    res = hs.search("Which version does the service run?", explain=True, top_k=5, min_score=0,
                    now=T0 + timedelta(hours=1))
    hits = {h.id: h for h in res.results}
    for mid in (a.id, b.id):
        assert hits[mid].confidence == pytest.approx(0.63)
        assert hits[mid].explain is not None and hits[mid].explain.confidence == pytest.approx(0.9)
    assert hits[other.id].explain is not None and hits[other.id].explain.confidence == pytest.approx(0.9)


def test_undecidable_goes_to_the_queue_and_is_resolved_by_hand(hs: Hindsight, caller: tuple[str, str]) -> None:
    a = hs.write("The user lives in Berlin", observed_at=T0)
    b = hs.write("The user lives in Munich", observed_at=T0)
    assert b.action == WriteAction.queued_for_review
    report = hs.review(now=T0 + timedelta(hours=1))
    assert sorted(report.disputed) == sorted([a.id, b.id]) and len(report.review_items) == 1
    for mid in (a.id, b.id):
        m = hs.get(mid)
        assert m.status == Status.disputed and m.confidence == pytest.approx(0.63)
    items = hs.conflicts()
    assert len(items) == 1 and items[0].a is not None and items[0].b is not None
    assert {items[0].a_id, items[0].b_id} == {a.id, b.id}
    assert hs.alerts()[0]["data"]["item"] == items[0].id
    # disputed memories are still served, down-weighted
    assert {h.id for h in hs.search("where does the user live", top_k=5).results} >= {a.id, b.id}
    keep = "b" if items[0].b_id == b.id else "a"
    done = hs.resolve_conflict(items[0].id, keep=keep, reason="user confirmed Munich")
    assert done.status == "resolved" and done.resolution == keep and done.resolved_by == caller[1]
    assert hs.get(b.id).status == Status.active and hs.get(b.id).confidence >= 0.9
    assert hs.get(a.id).status in (Status.superseded, Status.falsified)
    assert hs.conflicts() == [] and [i.id for i in hs.conflicts(status="resolved")] == [items[0].id]
    assert items[0].id in hs.trace(a.id).review_items and report.run_id in hs.trace(a.id).review_runs
    with pytest.raises(InvalidInput, match="already resolved"):
        hs.resolve_conflict(items[0].id, keep="a")


@pytest.mark.local_only("sets hs.notifier")
def test_undecidable_conflict_notifies(hs: Hindsight, bank: str) -> None:
    cap = Capture()
    hs.notifier = cap
    hs.write("The user lives in Berlin", observed_at=T0)
    hs.write("The user lives in Munich", observed_at=T0)
    hs.review(now=T0 + timedelta(hours=1))
    assert cap.alerts and cap.alerts[0][1] == "conflict" and cap.alerts[0][0] == bank


def test_resolve_by_pair_both_and_neither(hs: Hindsight) -> None:
    a = hs.write("The staging DB is orion", source="tool")
    b = hs.write("The staging DB is lyra", source="tool")
    both = hs.resolve_conflict(a_id=a.id, b_id=b.id, keep="both", reason="two staging DBs")
    assert both.resolution == "both" and hs.get(a.id).status == hs.get(b.id).status == Status.active
    neither = hs.resolve_conflict(a_id=a.id, b_id=b.id, keep="neither", reason="both wrong")
    assert neither.resolution == "neither"
    assert hs.get(a.id).status == hs.get(b.id).status == Status.falsified
    with pytest.raises(InvalidInput, match="keep"):
        hs.resolve_conflict(a_id=a.id, b_id=b.id, keep="maybe")
    with pytest.raises(NotFound):
        hs.resolve_conflict("rvw_nope", keep="a")
    with pytest.raises(NotFound):
        hs.resolve_conflict(a_id=a.id, b_id="mem_nope", keep="a")


def test_review_watermark_examines_only_new_changes(hs: Hindsight, bank: str) -> None:
    hs.write_many(["The user likes hiking", "用户喜欢喝茶", "The user's cat is called Miso"], now=T0)
    first = hs.review(now=T0)
    assert first.examined == 3 and first.skipped is None and first.bank == bank
    second = hs.review(now=T0 + timedelta(minutes=5))
    assert second.examined == 0 and second.pairs_considered == 0
    hs.write("The user started learning the cello", now=T0 + timedelta(minutes=6))
    third = hs.review(now=T0 + timedelta(minutes=10))
    assert third.examined == 1
    assert [r.run_id for r in hs.review_runs()] == [third.run_id, second.run_id, first.run_id]
    stored = hs.review_runs(limit=1)[0]
    assert stored.examined == 1 and stored.now == T0 + timedelta(minutes=10)


def test_unrelated_memories_are_untouched(hs: Hindsight) -> None:
    texts = ["用户喜欢喝美式咖啡", "用户养了一只叫豆豆的狗", "用户住在北京朝阳区", "用户的生日是五月二十日",
             "The user likes Python", "The user's Python project uses Django", "The user's sister lives in Paris"]
    res = hs.write_many([{"content": t, "observed_at": T0 + timedelta(days=i)} for i, t in enumerate(texts)])
    assert {r.action for r in res} == {WriteAction.created}
    report = hs.review(now=T0 + timedelta(days=10))
    assert report.superseded == report.disputed == report.falsified == report.merged == []
    assert all(hs.get(r.id).status == Status.active for r in res)


def test_decay_archive_and_restore(open_hs: Callable[..., Hindsight]) -> None:
    hs = open_hs(decay_rate=0.05, decay_period_seconds=7 * 86400)
    plain = hs.write("The user once mentioned a podcast about volcanoes", source="agent", observed_at=T0, now=T0)
    crit = hs.write("The user's blood type is O negative", critical=True, observed_at=T0, now=T0)
    used = hs.write("The user deploys with Helm", observed_at=T0, now=T0)
    hs.search("deploys with Helm", top_k=1, now=T0 + timedelta(days=13))  # a hit refreshes it
    r1 = hs.review(now=T0 + timedelta(days=15))
    assert plain.id in r1.decayed and crit.id not in r1.decayed and used.id not in r1.decayed
    assert hs.get(plain.id).confidence == pytest.approx(0.6 - 2 * 0.05)
    assert hs.get(crit.id).confidence == 0.9
    r2 = hs.review(now=T0 + timedelta(days=15 + 7 * 5))
    assert plain.id in r2.archived
    m = hs.get(plain.id)
    assert m.status == Status.archived and m.content.startswith("The user once")  # archived, never deleted
    assert plain.id not in [h.id for h in hs.search("podcast about volcanoes", now=T0 + timedelta(days=60)).results]
    hit = hs.search("podcast about volcanoes", include_inactive=True, now=T0 + timedelta(days=70))
    assert hit.results[0].id == plain.id and hit.results[0].status == Status.active
    assert hs.trace(plain.id).events[-1].type == EventType.restored
    assert hs.get(crit.id).status == Status.active


def test_review_expires_ttl(hs: Hindsight) -> None:
    r = hs.write("The user is in a meeting until 3pm", ttl_seconds=3600, observed_at=T0, now=T0)
    rep = hs.review(now=T0 + timedelta(hours=2))
    assert rep.expired == [r.id] and hs.get(r.id).status == Status.expired


def test_consolidation_of_repeated_episodes(hs: Hindsight) -> None:
    eps = [("On Monday the user had lunch at Sushi Zen", "user"),
           ("On Wednesday the user had lunch at Sushi Zen", "tool"),
           ("On Friday the user had lunch at Sushi Zen", "user")]
    ids = [hs.write(c, kind="episodic", source=s, observed_at=T0 + timedelta(days=i * 2)).id
           for i, (c, s) in enumerate(eps)]
    assert len(set(ids)) == 3
    rep = hs.review(now=T0 + timedelta(days=7))
    assert len(rep.consolidated) == 1
    sem = hs.get(rep.consolidated[0])
    assert sem.kind == "semantic" and "Sushi Zen" in sem.content
    assert sorted(sem.metadata["consolidated_from"]) == sorted(ids)
    assert sem.provenance.source == "tool"  # the least trusted of its sources
    for mid in ids:
        assert hs.get(mid).status == Status.active
        assert any(e.type == EventType.merged and e.data["into"] == sem.id for e in hs.trace(mid).events)
    assert hs.review(now=T0 + timedelta(days=8)).consolidated == []


@pytest.mark.local_only("takes the review lease through hs.store")
def test_a_second_concurrent_review_is_skipped(hs: Hindsight, bank: str) -> None:
    hs.settings.review_wait_seconds = 0.2  # a manual review waits this long for the running one, then gives up
    lock = f"review:{bank}"
    assert hs.store.try_lock(lock, "someone-else", 60)
    try:
        assert not hs.store.try_lock(lock, "a-third-one", 60)
        rep = hs.review(now=T0)
        assert rep.skipped and "another review" in rep.skipped and rep.examined == 0
    finally:
        hs.store.unlock(lock, "someone-else")
    assert hs.review(now=T0).skipped is None


@pytest.mark.local_only("takes the review lease through hs.store")
def test_a_manual_review_waits_for_the_running_one(hs: Hindsight, bank: str) -> None:
    """A review a risky write started in the background holds the bank: "review now" waits for it, then runs, so
    what it returns has seen every queued pair (it reported itself skipped at once, and a caller reading the
    conflicts right after found none yet)."""
    hs.settings.review_wait_seconds = 30.0
    lock = f"review:{bank}"
    assert hs.store.try_lock(lock, "background", 60)
    release = threading.Timer(0.3, lambda: hs.store.unlock(lock, "background"))
    release.start()
    try:
        rep = hs.review(now=T0)
    finally:
        release.join()
    assert rep.skipped is None


def test_audit_opens_items_without_changing_anything(hs: Hindsight) -> None:
    a = hs.write("The user lives in Berlin", observed_at=T0)
    b = hs.write("The user lives in Munich", observed_at=T0)
    items = hs.audit(now=T0 + timedelta(hours=1))
    assert any({i.a_id, i.b_id} == {a.id, b.id} for i in items)
    assert hs.get(a.id).status == Status.active
    out = hs.export_for_review(now=T0 + timedelta(hours=1))
    assert {m.id for m in out} >= {a.id, b.id} and len({m.id for m in out}) == len(out)


@pytest.mark.local_only("sets hs.notifier and waits with hs.drain()")
def test_event_triggered_review_runs_in_background(open_hs: Callable[..., Hindsight]) -> None:
    hs = open_hs(event_review=True)
    hs.notifier = Capture()
    hs.write("The user lives in Berlin", observed_at=T0)
    r = hs.write("The user lives in Munich", observed_at=T0)
    assert r.action == WriteAction.queued_for_review
    hs.drain()
    runs = hs.review_runs()
    assert runs and runs[0].trigger == "event" and r.id in runs[0].disputed


def test_nothing_is_lost(hs: Hindsight) -> None:
    texts = [("The user uses Django", 0, "user"), ("The user switched to FastAPI", 5, "user"),
             ("The user probably likes Go", 6, "agent"), ("The user dislikes Go", 7, "user"),
             ("The user lives in Rome", 8, "user"), ("The user lives in Milan", 8, "user")]
    ids = [hs.write(c, observed_at=T0 + timedelta(days=d), source=s).id for c, d, s in texts]
    hs.review(now=T0 + timedelta(days=400))
    for mid in ids:
        assert hs.get(mid).content and hs.trace(mid).events[0].type == EventType.created
    assert hs.stats().memories == len(set(ids))


def test_settled_pairs_are_not_rejudged(hs: Hindsight) -> None:
    a = hs.write("The service runs version 2.3.1", source="tool", source_id="k8s", observed_at=T0, now=T0)
    b = hs.write("The service runs version 2.4.0", source="tool", source_id="helm",
                 observed_at=T0 + timedelta(minutes=3), now=T0 + timedelta(minutes=3))
    for hour in range(1, 4):
        assert hs.review(now=T0 + timedelta(hours=hour)).source_conflicts == []
    assert hs.get(a.id).confidence == pytest.approx(0.63) and hs.get(b.id).confidence == pytest.approx(0.63)
    assert hs.search("which version does the service run?", now=T0 + timedelta(hours=4)).results


def test_idle_cycles_examine_nothing_but_still_decay(hs: Hindsight) -> None:
    hs.write("The user lives in Berlin", observed_at=T0, now=T0)
    hs.write("The user's sister lives in Munich", observed_at=T0, now=T0)
    hs.review(now=T0 + timedelta(days=31))
    for month in (2, 3):
        rep = hs.review(now=T0 + timedelta(days=31 * month))
        assert rep.examined == 0 and rep.pairs_judged == 0 and rep.decayed


def test_critical_sources_never_decay(open_hs: Callable[..., Hindsight]) -> None:
    hs = open_hs(critical_sources=["config"])
    m = hs.write("The production DB password lives in vault path secret/db", source="config", observed_at=T0,
                 now=T0)
    for week in (6, 20, 40):
        hs.review(now=T0 + timedelta(weeks=week))
    got = hs.get(m.id)
    assert got.confidence == 0.9 and got.status == Status.active
