"""Contract: banks, API keys (through the key store that lives next to the store), append-only history and the
export / import round trip, on every backend."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta

import pytest

from hindsight import Hindsight, InvalidInput, NotFound, Source, Status, UnknownBank
from hindsight.errors import Forbidden, Unauthorized
from hindsight.faces.auth import Authenticator
from hindsight.model import EventType
from hindsight.store.factory import open_keystore
from hindsight.store.keys import KeyStore

T0 = datetime(2025, 1, 15, 10, 30, tzinfo=UTC)


# -- banks ------------------------------------------------------------------------------------------------
def test_create_list_and_stats(hs: Hindsight, other_bank: str, bank: str) -> None:
    info = hs.create_bank(other_bank)
    assert info.name == other_bank and info.memories == 0
    hs.write("The user likes hiking", bank=other_bank)
    hs.write("The user might like climbing", bank=other_bank, source="agent", kind="episodic")
    names = {b.name for b in hs.banks()}
    assert {bank, other_bank} <= names
    s = hs.stats(other_bank)
    assert s.memories == 2 and s.by_kind == {"semantic": 1, "episodic": 1} and s.by_status == {"active": 2}
    assert hs.stats().memories == 0  # the test's default bank is untouched
    with pytest.raises(InvalidInput, match="bank"):
        hs.create_bank("no/slash")


def test_unknown_bank_errors(hs: Hindsight, bank: str) -> None:
    missing = f"{bank}-missing"
    with pytest.raises(UnknownBank) as exc:
        hs.stats(missing)
    assert exc.value.field == "bank" and exc.value.status == 404
    for call in (lambda: hs.search("x", bank=missing), lambda: hs.get("mem_x", bank=missing),
                 lambda: hs.review(missing), lambda: hs.conflicts(missing), lambda: list(hs.export(bank=missing))):
        with pytest.raises(UnknownBank):
            call()
    with pytest.raises(InvalidInput, match="bank"):
        hs.write("x", bank="no/slash")
    assert missing not in {b.name for b in hs.banks()}


def test_auto_create_on_write_can_be_disabled(open_hs: Callable[..., Hindsight], bank: str) -> None:
    strict = open_hs(auto_create_banks=False)
    auto_bank = f"{bank}-auto"
    with pytest.raises(UnknownBank):
        strict.write("The user likes tea", bank=auto_bank)
    strict.create_bank(auto_bank)
    assert strict.write("The user likes tea", bank=auto_bank).bank == auto_bank


def test_get_unknown_memory_is_not_found(hs: Hindsight, other_bank: str) -> None:
    with pytest.raises(NotFound) as exc:
        hs.get("mem_does_not_exist")
    assert exc.value.field == "memory_id"
    r = hs.write("A memory in the default bank of this test")
    hs.write("A memory in the other bank of this test", bank=other_bank)
    with pytest.raises(NotFound):
        hs.get(r.id, bank=other_bank)  # ids do not leak across banks
    with pytest.raises(NotFound):
        hs.update("mem_does_not_exist", confidence=0.5)


# -- API keys ---------------------------------------------------------------------------------------------
@pytest.fixture
def keys(hs: Hindsight) -> Iterator[KeyStore]:
    ks = open_keystore(hs.store)
    yield ks
    ks.close()


@pytest.mark.local_only("the key store lives next to hs.store (tests/test_remote.py uses keys over HTTP)")
def test_api_keys_create_verify_scopes_banks(hs: Hindsight, keys: KeyStore, other_bank: str, bank: str) -> None:
    name = f"agent-{uuid.uuid4().hex[:8]}"  # key names are unique per store; the store may be shared
    key, token = keys.create(banks=[bank, bank], scope="write", name=name)
    assert token.startswith("hs_") and key.banks == [bank] and key.actor == name and key.active
    assert keys.verify(token) == key
    assert keys.verify(token + "x") is None and keys.verify("garbage") is None
    assert key.id in {k.id for k in keys.list()} and keys.has_keys()
    auth = Authenticator(keys, open_access=True)
    p = auth.principal(f"Bearer {token}")
    assert p.actor == name and p.may(bank, "write") and not p.may(bank, "admin") and not p.may(other_bank, "read")
    with pytest.raises(Forbidden):
        p.check(other_bank, "read")
    with pytest.raises(Unauthorized):
        auth.principal(None)  # once a key exists every caller needs one
    # a write made with the key is attributed to it
    r = hs.with_actor(p.actor, via="http").write("The deploy window is Tuesday 10:00")
    m = hs.get(r.id)
    assert m.provenance.actor == name and m.provenance.recorded_via == "http"
    reader, rtoken = keys.create(banks=["*"], scope="read", name=f"{name}-r")
    rp = auth.principal(f"Bearer {rtoken}")
    assert rp.may(other_bank, "read") and not rp.may(bank, "write")
    with pytest.raises(InvalidInput, match="already exists"):
        keys.create(banks=[bank], scope="read", name=name)
    with pytest.raises(InvalidInput, match="scope"):
        keys.create(banks=[bank], scope="root")  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="banks"):
        keys.create(banks=[], scope="read")
    revoked = keys.revoke(name)
    assert revoked.revoked_at is not None and keys.verify(token) is None and keys.verify(rtoken) == reader
    assert key.id not in {k.id for k in keys.list(include_revoked=False)}
    with pytest.raises(Unauthorized):
        auth.principal(f"Bearer {token}")
    with pytest.raises(NotFound):
        keys.revoke(f"{name}-never-created")


# -- history ----------------------------------------------------------------------------------------------
def test_trace_lists_every_event_in_order(hs: Hindsight, bank: str) -> None:
    r = hs.write("The user prefers window seats", now=T0)
    hs.write("The user prefers window seats.", source="tool", now=T0 + timedelta(minutes=1))
    hs.update(r.id, tags=["travel"], reason="tagging", now=T0 + timedelta(minutes=2))
    hs.forget(r.id, now=T0 + timedelta(minutes=3))
    hs.restore(r.id, now=T0 + timedelta(minutes=4))
    t = hs.trace(r.id)
    assert [e.type for e in t.events] == [EventType.created, EventType.confirmed, EventType.edited,
                                          EventType.forgotten, EventType.restored]
    assert [e.at for e in t.events] == [T0 + timedelta(minutes=i) for i in range(5)]
    seqs = [e.seq for e in t.events]
    assert seqs == sorted(seqs) and len(set(seqs)) == 5
    assert all(e.memory_id == r.id and e.bank == bank for e in t.events)
    assert t.provenance == hs.get(r.id).provenance and t.memory.id == r.id


def test_history_is_append_only(hs: Hindsight) -> None:
    r = hs.write("The user's team uses trunk-based development", now=T0)
    before = hs.trace(r.id).events
    hs.update(r.id, content="The user's team uses GitFlow", now=T0 + timedelta(days=1))
    hs.update(r.id, confidence=0.5, now=T0 + timedelta(days=2))
    after = hs.trace(r.id).events
    assert after[: len(before)] == before  # earlier entries are never rewritten
    assert after[1].data["before"]["content"] == "The user's team uses trunk-based development"
    assert after[2].data == {"before": {"confidence": 0.9}, "after": {"confidence": 0.5}}


# -- export / import ----------------------------------------------------------------------------------------
def test_export_import_round_trip(hs: Hindsight, other_bank: str) -> None:
    hs.write("The user speaks Portuguese", tags=["lang"], observed_at=T0, metadata={"k": [1, "二"]})
    hs.write("用户的生日是三月五日", source="user", importance=0.9)
    x = hs.write("The user might enjoy jazz", source="agent")
    hs.forget(x.id)
    first = list(hs.export())
    assert len(first) == 3 and all("embedding" not in rec for rec in first)
    # into another bank of the same store: ids already used elsewhere get new ids, content and status survive
    res = hs.import_records(first, bank=other_bank)
    assert [r.action for r in res] == ["created"] * 3 and all(r.bank == other_bank for r in res)
    copied = list(hs.export(bank=other_bank))
    key = sorted((rec["content"], rec["status"], rec["confidence"], rec["provenance"]["source"]) for rec in copied)
    assert key == sorted((rec["content"], rec["status"], rec["confidence"], rec["provenance"]["source"])
                         for rec in first)
    again = hs.import_records(copied, bank=other_bank)
    assert all(r.replayed for r in again) and hs.stats(other_bank).memories == 3
    assert hs.search("which languages does the user speak", bank=other_bank).results[0].content == (
        "The user speaks Portuguese")
    plain = hs.import_records([{"content": "A plain imported fact about the user's bicycle"}], bank=other_bank)
    assert plain[0].action == "created"
    assert hs.get(plain[0].id, bank=other_bank).provenance.source == Source.import_
    assert hs.get(x.id).status == Status.forgotten


def test_import_into_another_bank_remaps_chain_links(hs: Hindsight, other_bank: str) -> None:
    a = hs.write("The user uses Django for the backend", observed_at=T0)
    b = hs.write("The user switched the backend to FastAPI", observed_at=T0 + timedelta(days=20))
    assert hs.get(a.id).superseded_by == b.id
    exported = list(hs.export())
    # the same records again into their own bank: already present, nothing new
    assert all(r.replayed for r in hs.import_records(exported)) and hs.stats().memories == 2
    # into another bank of the same store: the ids are taken, so the copies get new ids and links follow them
    res = hs.import_records(exported, bank=other_bank)
    ids = {r.id for r in res}
    assert len(ids) == 2 and not ids & {a.id, b.id}
    got = {m["content"]: m for m in hs.export(bank=other_bank)}
    old, new = got["The user uses Django for the backend"], got["The user switched the backend to FastAPI"]
    assert old["status"] == "superseded" and old["superseded_by"] == new["id"] and new["supersedes"] == [old["id"]]
    assert old["metadata"]["imported_from"] == a.id and new["metadata"]["imported_from"] == b.id


def test_import_refuses_bad_records(hs: Hindsight) -> None:
    with pytest.raises(InvalidInput, match="record 0"):
        hs.import_records(["not an object"])  # type: ignore[list-item]
    with pytest.raises(InvalidInput):
        hs.import_records([{"content": ""}])
    assert hs.stats().memories == 0


@pytest.mark.local_only("reads hs.store")
def test_recent_events_newest_first_per_bank(hs: Hindsight, other_bank: str, bank: str) -> None:
    a = hs.write("The user lives in Berlin", observed_at=T0)
    b = hs.write("The user moved to Paris", observed_at=T0 + timedelta(days=30))
    hs.write("The user likes hiking", bank=other_bank)
    evs = hs.store.recent_events(bank, 100)
    assert [e.seq for e in evs] == sorted((e.seq for e in evs), reverse=True)
    assert {e.memory_id for e in evs} == {a.id, b.id} and all(e.bank == bank for e in evs)
    assert evs[0].memory_id in (a.id, b.id) and any(e.type == EventType.superseded for e in evs)
    assert len(hs.store.recent_events(bank, 1)) == 1 and hs.store.recent_events(bank, 1)[0].seq == evs[0].seq
