"""Bad input gets a precise error and writes nothing (the hash embedder: no test here depends on retrieval)."""

from __future__ import annotations

import pytest

from helpers.hash_embedder import HashEmbedder
from hindsight import Hindsight, InvalidInput, Settings, UnknownBank
from hindsight.errors import NotFound


@pytest.fixture
def hs(fast_hs: Hindsight) -> Hindsight:
    return fast_hs


def _count(hs: Hindsight) -> int:
    return sum(b.memories for b in hs.banks())


@pytest.mark.parametrize(
    ("fields", "field", "fragment"),
    [
        ({"content": ""}, "content", "must not be empty"),
        ({"content": "   \n\t"}, "content", "must not be empty"),
        ({"content": "a\x00b"}, "content", "NUL"),
        ({"content": "ok", "confidence": 1.5}, "confidence", "less than or equal to 1"),
        ({"content": "ok", "confidence": -0.1}, "confidence", "greater than or equal to 0"),
        ({"content": "ok", "confidence": "high"}, "confidence", "valid number"),
        ({"content": "ok", "importance": 2}, "importance", "less than or equal to 1"),
        ({"content": "ok", "kind": "dream"}, "kind", "episodic"),
        ({"content": "ok", "source": "rumour"}, "source", "user"),
        ({"content": "ok", "observed_at": "yesterday"}, "observed_at", "ISO-8601"),
        ({"content": "ok", "observed_at": "2025-13-01T00:00:00Z"}, "observed_at", "ISO-8601"),
        ({"content": "ok", "observed_at": "0001-01-01T00:00:00Z"}, "observed_at", "out of range"),
        ({"content": "ok", "ttl_seconds": 0}, "ttl_seconds", "greater than 0"),
        ({"content": "ok", "ttl_seconds": 10, "expires_at": "2030-01-01T00:00:00Z"}, None, "not both"),
        ({"content": "ok", "valid_from": "2025-02-01", "valid_until": "2025-01-01"}, None, "after valid_from"),
        ({"content": "ok", "bank": "no spaces allowed"}, "bank", "bank names"),
        ({"content": "ok", "tags": [""]}, "tags", "empty"),
        ({"content": "ok", "tags": [f"t{i}" for i in range(40)]}, "tags", "at most 32"),
        ({"content": "ok", "metadata": {"blob": "x" * 20_000}}, "metadata", "bytes"),
        ({"content": "ok", "colour": "red"}, "colour", "Extra inputs"),
        ({"content": "ok", "embedding": [0.1, 0.2]}, "embedding", "dimension 2"),
        ({"content": "ok", "embedding": [float("nan")] * 384}, "embedding", "NaN"),
        ({"content": "ok", "idempotency_key": ""}, "idempotency_key", "at least 1"),
    ],
)
def test_bad_write_is_rejected_precisely(hs: Hindsight, fields: dict, field: str | None, fragment: str) -> None:
    before = _count(hs)
    with pytest.raises(InvalidInput) as exc:
        hs.write(fields)  # a mapping: unknown fields are reported like bad values
    assert fragment in exc.value.message
    if field is not None:
        assert exc.value.field == field
    assert exc.value.status == 422
    assert _count(hs) == before


def test_oversized_content_is_rejected(hs: Hindsight) -> None:
    limit = hs.settings.max_content_chars
    with pytest.raises(InvalidInput, match=f"at most {limit}") as exc:
        hs.write("x" * (limit + 1))
    assert exc.value.field == "content"
    assert _count(hs) == 0
    assert hs.write("y" * limit).action == "created"


def test_bad_item_in_batch_writes_nothing(hs: Hindsight) -> None:
    with pytest.raises(InvalidInput, match="item 2") as exc:
        hs.write_many(["fine one", "fine two", {"content": "bad", "confidence": 7}])
    assert exc.value.field == "confidence"
    assert _count(hs) == 0


def test_unknown_bank_on_read(hs: Hindsight) -> None:
    with pytest.raises(UnknownBank) as exc:
        hs.search("anything", bank="nobody-wrote-here")
    assert exc.value.status == 404
    with pytest.raises(UnknownBank):
        hs.get("mem_x", bank="nobody-wrote-here")
    with pytest.raises(NotFound):
        hs.get("mem_does_not_exist")


def test_unknown_bank_on_write_when_auto_create_is_off(tmp_path, hash_embedder: HashEmbedder) -> None:
    hs = Hindsight.open(tmp_path, embedder=hash_embedder, settings=Settings(auto_create_banks=False))
    with pytest.raises(UnknownBank):
        hs.write("hello", bank="team-a")
    hs.create_bank("team-a")
    assert hs.write("hello", bank="team-a").action == "created"


@pytest.mark.parametrize(
    ("fields", "fragment"),
    [
        ({"query": ""}, "at least 1 character"),
        ({"query": "   "}, "must not be empty"),
        ({"query": "x", "top_k": 0}, "greater than or equal to 1"),
        ({"query": "x", "top_k": 1000}, "less than or equal to 100"),
        ({"query": "x", "now": "not a time"}, "ISO-8601"),
        ({"query": "x", "kinds": ["nope"]}, "episodic"),
        ({"query": "x", "profile": "mystery"}, "unknown scoring profile"),
        ({"query": "x", "fusion": "magic"}, "rrf"),
        ({"query": "x", "min_confidence": 3}, "less than or equal to 1"),
    ],
)
def test_bad_search_is_rejected(hs: Hindsight, fields: dict, fragment: str) -> None:
    q = fields.pop("query")
    with pytest.raises(InvalidInput) as exc:
        hs.search({"query": q, **fields})
    assert fragment in exc.value.message


def test_update_needs_fields_and_a_real_memory(hs: Hindsight) -> None:
    with pytest.raises(InvalidInput, match="nothing to update"):
        hs.update("mem_x")
    with pytest.raises(NotFound):
        hs.update("mem_x", confidence=0.5)
    r = hs.write("The user likes tea")
    with pytest.raises(InvalidInput):
        hs.update(r.id, confidence=9)
    with pytest.raises(InvalidInput, match="Extra inputs"):
        hs.update(r.id, provenance={"source": "user"})
