"""The hindsight loop against the real store and e5: write-time conflicts, strategies, review cycles,
decay, archive/restore, consolidation, manual resolution, audit, locks. Nothing is ever lost."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from hindsight import Hindsight, Settings, Status
from hindsight.embedder.e5 import E5Embedder
from hindsight.model import EventType

T0 = datetime(2025, 1, 1, 9, tzinfo=UTC)


class Capture:
    def __init__(self) -> None:
        self.alerts: list[tuple[str, str, str, dict[str, Any]]] = []

    def notify(self, bank: str, kind: str, message: str, data: dict[str, Any]) -> None:
        self.alerts.append((bank, kind, message, data))


def open_hs(tmp_path: Path, e5: E5Embedder, **settings: Any) -> Hindsight:
    s = Settings(home=tmp_path, event_review=False, **settings)
    hs = Hindsight.open(tmp_path / "store", embedder=e5, settings=s)
    hs.notifier = Capture()
    return hs


@pytest.fixture
def rhs(tmp_path: Path, e5: E5Embedder) -> Hindsight:
    return open_hs(tmp_path, e5)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The user uses Django for the backend", "The user switched the backend to FastAPI"),
        ("用户喜欢喝美式咖啡", "用户改喝拿铁了"),
        ("用户住在北京", "用户搬到了上海"),
    ],
)
def test_temporal_update_supersedes_at_write_time(rhs: Hindsight, old: str, new: str) -> None:
    a = rhs.write(old, observed_at=T0)
    b = rhs.write(new, observed_at=T0 + timedelta(days=20))
    assert b.action == "superseded_previous"
    ma, mb = rhs.get(a.id), rhs.get(b.id)
    assert ma.status == Status.superseded and ma.confidence < 0.1
    assert ma.valid_until == T0 + timedelta(days=20) and ma.superseded_by == b.id
    assert mb.supersedes == [a.id] and mb.confidence == pytest.approx(min(1.0, 1.2 * 0.9))
    ids = [h.id for h in rhs.search(new, now=T0 + timedelta(days=21), top_k=5).results]
    assert b.id in ids and a.id not in ids
    assert a.id in [h.id for h in rhs.search(old, include_inactive=True, top_k=5).results]
    ta = rhs.trace(a.id)
    assert ta.superseded_by is not None and ta.superseded_by.id == b.id
    sup = next(e for e in ta.events if e.type == EventType.superseded)
    assert sup.data["by"] == b.id and "changed" in (sup.reason or "")
    assert [m.id for m in rhs.trace(b.id).supersedes] == [a.id]


def test_fact_beats_inference(rhs: Hindsight) -> None:
    guess = rhs.write("The user probably works in fintech", source="agent", observed_at=T0)
    fact = rhs.write("The user works at a bakery", source="user", observed_at=T0 + timedelta(hours=2))
    assert fact.action == "superseded_previous"
    g = rhs.get(guess.id)
    assert g.status == Status.falsified and g.confidence == 0.0
    # a later inference contradicting a fact loses immediately and says so
    late = rhs.write("用户可能在互联网公司工作", source="agent", observed_at=T0 + timedelta(days=3))
    bank_fact = rhs.write("用户在一家银行工作", source="user", observed_at=T0 + timedelta(days=1))
    assert late.confidence == 0.6 and bank_fact.action == "superseded_previous"
    assert rhs.get(late.id).status == Status.falsified


def test_two_tools_disagree_keep_both(rhs: Hindsight) -> None:
    a = rhs.write("The service runs version 2.3.1", source="tool", source_id="k8s", observed_at=T0)
    b = rhs.write("The service runs version 2.4.0", source="tool", source_id="helm",
                  observed_at=T0 + timedelta(minutes=30))
    assert b.action == "created" and "kept both" in (b.reason or "")
    for mid in (a.id, b.id):
        m = rhs.get(mid)
        assert m.status == Status.active and m.confidence == pytest.approx(0.63)
        assert "source-conflict" in m.tags


def test_undecidable_is_disputed_with_review_item_and_alert(rhs: Hindsight) -> None:
    a = rhs.write("The user lives in Berlin", observed_at=T0)
    b = rhs.write("The user lives in Munich", observed_at=T0)
    assert b.action == "queued_for_review"
    report = rhs.review(now=T0 + timedelta(hours=1))
    assert sorted(report.disputed) == sorted([a.id, b.id]) and len(report.review_items) == 1
    for mid in (a.id, b.id):
        m = rhs.get(mid)
        assert m.status == Status.disputed and m.confidence == pytest.approx(0.63)
    items = rhs.conflicts()
    assert len(items) == 1 and items[0].a is not None and items[0].b is not None
    assert rhs.notifier.alerts and rhs.notifier.alerts[0][1] == "conflict"  # type: ignore[attr-defined]
    assert rhs.alerts()[0]["data"]["item"] == items[0].id
    # disputed memories are still served, down-weighted
    assert {h.id for h in rhs.search("where does the user live", top_k=5).results} >= {a.id, b.id}
    # D9: a person settles it
    done = rhs.resolve_conflict(items[0].id, keep="b", reason="user confirmed Munich")
    assert done.status == "resolved" and done.resolution == "b" and done.resolved_by == "anonymous"
    assert rhs.get(b.id).status == Status.active and rhs.get(b.id).confidence >= 0.9
    assert rhs.get(a.id).status in (Status.superseded, Status.falsified)
    assert rhs.conflicts() == []
    assert items[0].id in rhs.trace(a.id).review_items


def test_resolve_both_and_neither_by_pair(rhs: Hindsight) -> None:
    a = rhs.write("The staging DB is orion", source="tool")
    b = rhs.write("The staging DB is lyra", source="tool")
    both = rhs.resolve_conflict(a_id=a.id, b_id=b.id, keep="both", reason="two staging DBs")
    assert both.resolution == "both" and rhs.get(a.id).status == rhs.get(b.id).status == Status.active
    neither = rhs.resolve_conflict(a_id=a.id, b_id=b.id, keep="neither", reason="both wrong")
    assert neither.resolution == "neither"
    assert rhs.get(a.id).status == rhs.get(b.id).status == Status.falsified
    with pytest.raises(Exception, match="keep"):
        rhs.resolve_conflict(a_id=a.id, b_id=b.id, keep="maybe")
    with pytest.raises(Exception, match="not found"):
        rhs.resolve_conflict("rvw_nope", keep="a")


def test_review_examines_only_changes_since_last_run(rhs: Hindsight) -> None:
    rhs.write_many(["The user likes hiking", "用户喜欢喝茶", "The user's cat is called Miso"], now=T0)
    first = rhs.review(now=T0)
    assert first.examined == 3
    second = rhs.review(now=T0 + timedelta(minutes=5))
    assert second.examined == 0 and second.pairs_considered == 0
    rhs.write("The user started learning the cello", now=T0 + timedelta(minutes=6))
    third = rhs.review(now=T0 + timedelta(minutes=10))
    assert third.examined == 1
    assert [r.run_id for r in rhs.review_runs()] == [third.run_id, second.run_id, first.run_id]


def test_unrelated_memories_are_not_touched(rhs: Hindsight) -> None:
    texts = ["用户喜欢喝美式咖啡", "用户养了一只叫豆豆的狗", "用户住在北京朝阳区", "用户的生日是五月二十日",
             "The user likes Python", "The user's Python project uses Django", "The user's sister lives in Paris"]
    res = rhs.write_many([{"content": t, "observed_at": T0 + timedelta(days=i)} for i, t in enumerate(texts)])
    assert {r.action for r in res} == {"created"}
    report = rhs.review(now=T0 + timedelta(days=10))
    assert report.superseded == report.disputed == report.falsified == report.merged == []
    assert all(rhs.get(r.id).status == Status.active for r in res)


def test_decay_archive_restore(tmp_path: Path, e5: E5Embedder) -> None:
    hs = open_hs(tmp_path, e5, decay_rate=0.05, decay_period_seconds=7 * 86400)
    plain = hs.write("The user once mentioned a podcast about volcanoes", source="agent", observed_at=T0, now=T0)
    crit = hs.write("The user's blood type is O negative", critical=True, observed_at=T0, now=T0)
    used = hs.write("The user deploys with Helm", observed_at=T0, now=T0)
    hs.search("deploys with Helm", top_k=1, now=T0 + timedelta(days=13))  # a hit refreshes it
    r1 = hs.review(now=T0 + timedelta(days=15))
    assert plain.id in r1.decayed and crit.id not in r1.decayed
    assert hs.get(plain.id).confidence == pytest.approx(0.6 - 2 * 0.05)
    assert hs.get(crit.id).confidence == 0.9
    assert used.id not in r1.decayed
    # idle long enough to fall below 0.3: archived, not deleted
    r2 = hs.review(now=T0 + timedelta(days=15 + 7 * 5))
    assert plain.id in r2.archived
    m = hs.get(plain.id)
    assert m.status == Status.archived and m.content.startswith("The user once")
    assert plain.id not in [h.id for h in hs.search("podcast about volcanoes", now=T0 + timedelta(days=60)).results]
    # an explicit hit within 90 days brings it back
    hit = hs.search("podcast about volcanoes", include_inactive=True, now=T0 + timedelta(days=70))
    assert hit.results[0].id == plain.id and hit.results[0].status == Status.active
    assert hs.trace(plain.id).events[-1].type == EventType.restored
    assert hs.get(crit.id).status == Status.active


def test_critical_sources_never_decay(tmp_path: Path, e5: E5Embedder) -> None:
    hs = open_hs(tmp_path, e5, critical_sources=["user", "config"])
    m = hs.write("The production DB password is in vault path secret/db", source="config", observed_at=T0, now=T0)
    for week in range(1, 40, 6):
        hs.review(now=T0 + timedelta(weeks=week))
    assert hs.get(m.id).confidence == 0.9 and hs.get(m.id).status == Status.active


def test_paraphrase_is_merged_not_copied(rhs: Hindsight) -> None:
    a = rhs.write("The user likes Americano coffee", observed_at=T0)
    b = rhs.write("The user likes Americano coffee a lot", observed_at=T0 + timedelta(days=1))
    assert b.action == "deduplicated" and b.id == a.id
    visible = [h.id for h in rhs.search("Americano", top_k=5).results]
    assert visible == [a.id]


def test_one_reviewer_at_a_time(rhs: Hindsight) -> None:
    assert rhs.store.try_lock("review:default", "someone-else", 60)
    rep = rhs.review()
    assert rep.skipped and "another review" in rep.skipped
    rhs.store.unlock("review:default", "someone-else")
    assert rhs.review().skipped is None


def test_audit_and_export_for_review(rhs: Hindsight) -> None:
    rhs.settings.event_review = False
    a = rhs.write("The user lives in Berlin", observed_at=T0)
    b = rhs.write("The user lives in Munich", observed_at=T0)
    rhs.store.dequeue("default", [b.id]) if hasattr(rhs.store, "dequeue") else None
    items = rhs.audit()
    assert any({i.a_id, i.b_id} == {a.id, b.id} for i in items)
    assert rhs.get(a.id).status == Status.active  # audit changes nothing
    for i in range(5):
        rhs.write(f"Project {i} uses port {9000 + i}")
    out = rhs.export_for_review()
    assert 0 < len(out) <= 100 and len({m.id for m in out}) == len(out)


def test_event_triggered_review_runs_in_background(tmp_path: Path, e5: E5Embedder) -> None:
    hs = Hindsight.open(tmp_path, embedder=e5, settings=Settings(home=tmp_path))
    hs.notifier = Capture()
    hs.write("The user lives in Berlin", observed_at=T0)
    r = hs.write("The user lives in Munich", observed_at=T0)
    assert r.action == "queued_for_review"
    hs.drain()
    runs = hs.review_runs()
    assert runs and runs[0].trigger == "event" and r.id in runs[0].disputed


def test_nothing_is_lost(rhs: Hindsight) -> None:
    texts = [("The user uses Django", 0, "user"), ("The user switched to FastAPI", 5, "user"),
             ("The user probably likes Go", 6, "agent"), ("The user dislikes Go", 7, "user"),
             ("The user lives in Rome", 8, "user"), ("The user lives in Milan", 8, "user")]
    ids = [rhs.write(c, observed_at=T0 + timedelta(days=d), source=s).id for c, d, s in texts]
    rhs.review(now=T0 + timedelta(days=400))
    for mid in ids:
        m = rhs.get(mid)
        assert m.content and rhs.trace(mid).events[0].type == EventType.created


def test_settled_pairs_are_not_rejudged_every_cycle(rhs: Hindsight) -> None:
    a = rhs.write("The service runs version 2.3.1", source="tool", source_id="k8s", observed_at=T0, now=T0)
    b = rhs.write("The service runs version 2.4.0", source="tool", source_id="helm",
                  observed_at=T0 + timedelta(minutes=3), now=T0 + timedelta(minutes=3))
    assert rhs.get(a.id).confidence == pytest.approx(0.63)
    for hour in range(1, 6):
        rep = rhs.review(now=T0 + timedelta(hours=hour))
        assert rep.source_conflicts == []
    assert rhs.get(a.id).confidence == pytest.approx(0.63) and rhs.get(b.id).confidence == pytest.approx(0.63)
    assert rhs.search("which version does the service run?", now=T0 + timedelta(hours=6)).results


def test_idle_cycles_examine_nothing(rhs: Hindsight) -> None:
    rhs.write("The user lives in Berlin", observed_at=T0, now=T0)
    rhs.write("The user's sister lives in Munich", observed_at=T0, now=T0)
    rhs.review(now=T0 + timedelta(days=31))
    for month in range(2, 6):
        rep = rhs.review(now=T0 + timedelta(days=31 * month))
        assert rep.examined == 0 and rep.pairs_judged == 0
        assert rep.decayed  # decay still runs on every memory


def test_a_temporary_exception_does_not_replace_the_lasting_fact(rhs: Hindsight) -> None:
    base = rhs.write("The user works from the Munich office", observed_at=T0)
    tmp = rhs.write("This week the user is working from the Edinburgh office", ttl_seconds=7 * 86400,
                    observed_at=T0 + timedelta(days=30))
    assert tmp.action == "created" and rhs.get(base.id).status == Status.active


def test_writing_an_archived_memory_again_restores_it(rhs: Hindsight) -> None:
    r = rhs.write("The user once tried rock climbing in Yosemite", source="agent", observed_at=T0, now=T0)
    rhs.update(r.id, status="archived", now=T0)
    again = rhs.write("The user once tried rock climbing in Yosemite", source="user", now=T0 + timedelta(days=3))
    assert again.action == "deduplicated" and again.id == r.id
    m = rhs.get(r.id)
    assert m.status == Status.active and m.confidence >= 0.4
    assert [e.type for e in rhs.trace(r.id).events][-2:] == [EventType.restored, EventType.confirmed]
