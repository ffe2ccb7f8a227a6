"""Contract: the write path on every backend — provenance, confidence by source, idempotency, read-your-writes,
batches, bad input, TTL, update / forget / restore."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from hindsight import Hindsight, InvalidInput, Source, Status
from hindsight.embedder.e5 import E5Embedder
from hindsight.model import EventType, Kind, WriteAction

T0 = datetime(2025, 1, 15, 10, 30, tzinfo=UTC)


def test_provenance_and_fields_are_stamped(hs: Hindsight, bank: str, caller: tuple[str, str]) -> None:
    r = hs.write(
        "用户居住在北京市朝阳区，偏好清淡饮食",
        kind="semantic", source="user", source_id="chat:web", session_id="sess_abc", task_id="task-7",
        reasoning_step="user said so in turn 3", importance=0.8, critical=True, ttl_seconds=3600,
        observed_at="2025-01-15T18:30:00+08:00", summary="lives in Chaoyang", query="北京的生活服务",
        keywords=["北京", "朝阳区"], tags=["profile", "location"], metadata={"lang": "zh", "n": [1, 2]},
    )
    assert r.action == WriteAction.created and r.bank == bank
    m = hs.get(r.id)
    assert m.bank == bank and m.kind == Kind.semantic
    assert m.observed_at == T0 and m.expires_at == T0 + timedelta(hours=1)
    assert m.valid_from == T0 and m.valid_until is None
    assert m.confidence == 0.9 and m.importance == 0.8 and m.critical and m.status == Status.active
    assert m.access_count == 0 and m.last_accessed is None
    assert m.keywords == ["北京", "朝阳区"] and m.tags == ["profile", "location"]
    assert m.metadata == {"lang": "zh", "n": [1, 2]} and m.summary == "lives in Chaoyang"
    p = m.provenance
    assert (p.source, p.source_id, p.session_id, p.task_id) == (Source.user, "chat:web", "sess_abc", "task-7")
    assert p.reasoning_step == "user said so in turn 3" and (p.recorded_via, p.actor) == caller
    assert p.recorded_at.utcoffset() == timedelta(0) and m.created_at.utcoffset() == timedelta(0)
    assert [e.type for e in hs.trace(r.id).events] == [EventType.created]


def test_get_with_embedding(hs: Hindsight, e5: E5Embedder) -> None:
    r = hs.write("The user keeps bees")
    m = hs.get(r.id, with_embedding=True)
    assert m.embedding is not None and len(m.embedding) == e5.dim
    assert hs.get(r.id).embedding is None  # only when asked for


@pytest.mark.local_only("with_actor() is the server's: a key's name (tests/test_remote.py); remote has none")
def test_writes_are_attributed_to_the_actor(hs: Hindsight) -> None:
    r = hs.with_actor("agent-7").write("The nightly backup runs at 02:00", source="tool")
    assert hs.get(r.id).provenance.actor == "agent-7"
    assert hs.trace(r.id).events[0].actor == "agent-7"


@pytest.mark.parametrize(("source", "expected"), [("user", 0.9), ("tool", 0.9), ("import", 0.9), ("agent", 0.6)])
def test_confidence_by_source(hs: Hindsight, source: str, expected: float) -> None:
    assert hs.write(f"A remark about port {len(source)}0{len(source)} written by {source}", source=source,
                    now=T0).confidence == expected
    assert hs.write("An explicit confidence always wins over the default", source=source,
                    confidence=0.42).confidence == 0.42


def test_idempotency_key_replays(hs: Hindsight) -> None:
    a = hs.write("The CI pipeline runs on every push", idempotency_key="req-1")
    again = hs.write("The CI pipeline runs on every push", idempotency_key="req-1")
    assert again.id == a.id and again.replayed and again.action == WriteAction.created
    other = hs.write("A different text sent with the same key", idempotency_key="req-1")
    assert other.id == a.id and other.replayed
    assert hs.stats().memories == 1 and hs.get(a.id).access_count == 0  # a replay is not a confirmation


def test_idempotency_keys_are_per_bank(hs: Hindsight, other_bank: str) -> None:
    a = hs.write("The staging cluster has three nodes", idempotency_key="k")
    b = hs.write("The staging cluster has three nodes", idempotency_key="k", bank=other_bank)
    assert a.id != b.id and not b.replayed and b.bank == other_bank


def test_read_your_writes(hs: Hindsight) -> None:
    for text in ["The staging database is called orion-db", "测试环境的数据库叫做天琴座"]:
        r = hs.write(text)
        assert hs.get(r.id).content == text
        assert hs.search(text, top_k=1).results[0].id == r.id


def test_write_many_commits_and_replays(hs: Hindsight) -> None:
    items = [{"content": f"Service number {i} listens on port {8000 + i}", "idempotency_key": f"k{i}"}
             for i in range(12)]
    acks: list[int] = []
    results = hs.write_many(items, on_commit=lambda rs: acks.append(len(rs)))
    assert [r.action for r in results] == [WriteAction.created] * 12 and sum(acks) == 12
    assert len({r.id for r in results}) == 12 and hs.stats().memories == 12
    again = hs.write_many(items)
    assert all(r.replayed for r in again) and [r.id for r in again] == [r.id for r in results]
    assert hs.stats().memories == 12


def test_batch_dedups_within_itself(hs: Hindsight) -> None:
    res = hs.write_many(["The user owns a bike", "The user owns a bike", "The user owns a car"])
    assert [r.action for r in res] == ["created", "deduplicated", "created"]
    assert res[1].id == res[0].id and hs.stats().memories == 2


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"content": "   "}, "content"),
        ({"content": "a\x00b"}, "content"),
        ({"content": "x", "confidence": 1.5}, "confidence"),
        ({"content": "x", "importance": -0.1}, "importance"),
        ({"content": "x", "source": "oracle"}, "source"),
        ({"content": "x", "kind": "dream"}, "kind"),
        ({"content": "x", "bank": "no/slash"}, "bank"),
        ({"content": "x", "observed_at": "yesterday-ish"}, "observed_at"),
        ({"content": "x", "ttl_seconds": 60, "expires_at": "2030-01-01T00:00:00Z"}, None),
        ({"content": "x", "unknown_field": 1}, "unknown_field"),
    ],
)
def test_bad_input_is_refused_and_nothing_written(hs: Hindsight, fields: dict[str, Any],
                                                 field: str | None) -> None:
    with pytest.raises(InvalidInput) as exc:
        hs.write(fields)  # a mapping: unknown fields are reported like bad values
    if field is not None:
        assert exc.value.field == field
    assert hs.stats().memories == 0


def test_one_bad_item_stops_the_whole_batch(hs: Hindsight) -> None:
    with pytest.raises(InvalidInput, match="item 1"):
        hs.write_many(["A good first item", {"content": ""}, "A good third item"])
    assert hs.stats().memories == 0


def test_content_over_the_limit_is_refused(open_hs: Callable[..., Hindsight]) -> None:
    h = open_hs(max_content_chars=50)
    with pytest.raises(InvalidInput, match="content"):
        h.write("x" * 51)
    assert h.stats().memories == 0


def test_ttl_expiry_with_injected_now(hs: Hindsight) -> None:
    r = hs.write("Next Tuesday the user flies to Beijing", ttl_seconds=7 * 86400, observed_at=T0, now=T0)
    q = "when does the user fly to Beijing"
    assert r.id in [h.id for h in hs.search(q, now=T0 + timedelta(days=6)).results]
    assert r.id not in [h.id for h in hs.search(q, now=T0 + timedelta(days=8)).results]
    assert r.id in [h.id for h in hs.search(q, now=T0 + timedelta(days=8), include_inactive=True).results]
    assert hs.expire(now=T0 + timedelta(days=6)) == []
    assert hs.expire(now=T0 + timedelta(days=8)) == [r.id]
    assert hs.get(r.id).status == Status.expired
    assert hs.trace(r.id).events[-1].type == EventType.expired


def test_update_reindexes_and_logs(hs: Hindsight) -> None:
    r = hs.write("The build uses Maven", source="tool")
    m = hs.update(r.id, content="The build uses Gradle", reason="checked the repo")
    assert m.content == "The build uses Gradle" and m.provenance.source == Source.tool
    assert hs.get(r.id).content == "The build uses Gradle"
    assert hs.search("Gradle", fusion="bm25").results[0].id == r.id
    assert hs.search("Maven", fusion="bm25").results == []
    ev = hs.trace(r.id).events[-1]
    assert ev.type == EventType.edited and ev.reason == "checked the repo"
    assert ev.data["before"]["content"] == "The build uses Maven"
    hs.update(r.id, confidence=0.4)
    assert hs.trace(r.id).events[-1].type == EventType.confidence_changed and hs.get(r.id).confidence == 0.4
    with pytest.raises(InvalidInput, match="nothing to update"):
        hs.update(r.id)
    with pytest.raises(InvalidInput):
        hs.update(r.id, provenance={"source": "agent"})


def test_forget_is_soft(hs: Hindsight) -> None:
    r = hs.write("The user's locker code is 4412")
    hs.forget(r.id, reason="user asked")
    assert hs.search("locker code").results == []
    assert hs.get(r.id).status == Status.forgotten
    ev = hs.trace(r.id).events[-1]
    assert ev.type == EventType.forgotten and ev.reason == "user asked"


def test_forgotten_memory_is_restorable(hs: Hindsight) -> None:
    r = hs.write("The user's locker code is 4412")
    hs.forget(r.id, reason="user asked")
    assert hs.restore(r.id).status == Status.active
    assert hs.trace(r.id).events[-1].type == EventType.restored
    assert hs.search("locker code").results[0].id == r.id
