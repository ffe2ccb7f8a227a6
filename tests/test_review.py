"""The hindsight loop on the embedded store only, for what the backend contract suite
(tests/contract/test_contract_review.py and test_contract_dedup.py, run on SQLite, PostgreSQL and PostgreSQL + Redis)
does not repeat: audit/export limits, temporary exceptions, re-writing an archived memory."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from helpers.data import open_captured
from helpers.hash_embedder import HashEmbedder
from hindsight import Hindsight, Status
from hindsight.embedder.e5 import E5Embedder
from hindsight.model import EventType

T0 = datetime(2025, 1, 1, 9, tzinfo=UTC)


@pytest.fixture
def rhs(tmp_path: Path, e5: E5Embedder) -> Hindsight:
    return open_captured(tmp_path, e5)


@pytest.fixture
def fast_rhs(tmp_path: Path, hash_embedder: HashEmbedder) -> Hindsight:
    return open_captured(tmp_path, hash_embedder)


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


def test_a_temporary_exception_does_not_replace_the_lasting_fact(rhs: Hindsight) -> None:
    base = rhs.write("The user works from the Munich office", observed_at=T0)
    tmp = rhs.write("This week the user is working from the Edinburgh office", ttl_seconds=7 * 86400,
                    observed_at=T0 + timedelta(days=30))
    assert tmp.action == "created" and rhs.get(base.id).status == Status.active


def test_writing_an_archived_memory_again_restores_it(fast_rhs: Hindsight) -> None:
    rhs = fast_rhs
    r = rhs.write("The user once tried rock climbing in Yosemite", source="agent", observed_at=T0, now=T0)
    rhs.update(r.id, status="archived", now=T0)
    again = rhs.write("The user once tried rock climbing in Yosemite", source="user", now=T0 + timedelta(days=3))
    assert again.action == "deduplicated" and again.id == r.id
    m = rhs.get(r.id)
    assert m.status == Status.active and m.confidence >= 0.4
    assert [e.type for e in rhs.trace(r.id).events][-2:] == [EventType.restored, EventType.confirmed]
