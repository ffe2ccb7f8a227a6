"""The row codec (store/rows.py): a memory read back from its row without pydantic's validation equals, field
for field and type for type, the memory validation would build from the same values."""

from __future__ import annotations

import datetime as dt
from typing import Any

import numpy as np

from hindsight import Hindsight
from hindsight.model import Kind, Memory, Provenance, Source, Status
from hindsight.store.rows import row_to_memory

BANK = "rows"
AT = dt.datetime(2025, 3, 4, 5, 6, 7, 890000, tzinfo=dt.UTC)


def _full() -> Memory:
    """A memory with every optional field set."""
    return Memory(
        id="m-full",
        bank=BANK,
        kind=Kind.semantic,
        content="Maya lives in Lisbon",
        summary="home city",
        query="where does Maya live",
        keywords=["Lisbon", "home"],
        importance=1,
        confidence=0.75,
        status=Status.disputed,
        critical=True,
        created_at=AT,
        updated_at=AT,
        observed_at=AT,
        valid_from=AT - dt.timedelta(days=3),
        valid_until=AT + dt.timedelta(days=300),
        expires_at=AT + dt.timedelta(days=400),
        last_accessed=AT + dt.timedelta(hours=1),
        access_count=3,
        tags=["home", "城市"],
        metadata={"possibly_updated_by": ["m-2"], "n": 1.5, "nested": {"a": [1, None]}},
        provenance=Provenance(
            source=Source.tool,
            source_id="t1",
            session_id="s1",
            task_id="k1",
            reasoning_step="step",
            recorded_at=AT,
            actor="bench",
            edited_by="ann",
            edited_at=AT + dt.timedelta(minutes=5),
        ),
        supersedes=["m-0"],
        superseded_by="m-9",
    ).stamped("stamp-1")


def _bare() -> Memory:
    return Memory(
        id="m-bare",
        bank=BANK,
        kind=Kind.episodic,
        content="用户喜欢喝茶",
        importance=0.5,
        confidence=0.9,
        status=Status.active,
        created_at=AT,
        updated_at=AT,
        observed_at=AT,
        provenance=Provenance(source=Source.user, recorded_at=AT),
    )


def _validated(m: Memory) -> Memory:
    """The memory pydantic's validation builds from ``m``'s values (every field passed, as the codec does)."""
    v = Memory(**{name: getattr(m, name) for name in Memory.model_fields})
    return v.stamped(m.guard_stamp)


def _shape(m: Memory) -> list[tuple[str, Any, type]]:
    return [(k, v, type(v)) for k, v in m.__dict__.items()]


def test_a_row_read_back_equals_the_validated_memory(fast_hs: Hindsight) -> None:
    fast_hs.store.create_bank(BANK, AT)
    written = [_full(), _bare()]
    with fast_hs.store.transaction(BANK) as tx:
        for m in written:
            tx.insert(m, np.ones(fast_hs.engine.embedder.dim, dtype=np.float32))
    got = fast_hs.store.get_many(BANK, [m.id for m in written])
    assert [m.id for m in got] == ["m-full", "m-bare"]
    for m, orig in zip(got, written, strict=True):
        v = _validated(m)
        assert m == v
        assert _shape(m) == _shape(v)
        assert m.model_fields_set == v.model_fields_set
        assert m.__pydantic_private__ == v.__pydantic_private__ and m.__pydantic_extra__ == v.__pydantic_extra__
        assert m.guard_stamp == orig.guard_stamp
        assert m.model_dump() == orig.model_dump()  # the round trip through the row keeps every value
    full = got[0]
    assert isinstance(full.kind, Kind) and isinstance(full.status, Status)
    assert isinstance(full.importance, float) and full.importance == 1.0
    assert isinstance(full.provenance, Provenance) and full.provenance.source is Source.tool


def test_the_embedding_bytes_become_floats() -> None:
    row = (
        1,
        "m",
        BANK,
        "episodic",
        "c",
        None,
        None,
        "[]",
        "[]",
        "{}",
        0.5,
        0.9,
        "active",
        0,
        0.0,
        0.0,
        0.0,
        None,
        None,
        None,
        None,
        0,
        Provenance(source=Source.user, recorded_at=AT).model_dump_json(),
        "[]",
        None,
        None,
    )
    vec = np.array([0.5, -0.25], dtype=np.float32)
    m = row_to_memory(row, vec.tobytes())
    assert m.embedding == [0.5, -0.25] and all(type(x) is float for x in m.embedding)
    assert m == _validated(m) and m.guard_stamp is None
