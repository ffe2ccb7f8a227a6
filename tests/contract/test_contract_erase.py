"""Contract: erasure and listing on every backend. ``erase`` removes a memory's text for good (row, vector, index
entries, the text its events, alerts, review items, retrieval log and session turns carried) and keeps a
content-free tombstone; the database files (SQLite, -wal included) or table dumps (PostgreSQL) and the export hold
no trace of the text afterwards. ``delete_bank`` removes a bank and every row of it; ``list_memories`` pages."""

from __future__ import annotations

import json
import uuid
from datetime import timedelta
from pathlib import Path

import pytest

from hindsight import Hindsight, InvalidInput, NotFound, UnknownBank
from hindsight.model import EventType, ReviewItem
from hindsight.timeutil import utcnow


def _stored_bytes(hs: Hindsight) -> bytes:
    """Everything the store holds on disk (SQLite: the file, its WAL and shared memory) or in its tables
    (PostgreSQL: a COPY dump of every table of the schema)."""
    inner = getattr(hs.store, "inner", hs.store)
    path = getattr(inner, "path", None)
    if path is not None:
        files = [Path(str(path) + suffix) for suffix in ("", "-wal", "-shm", "-journal")]
        return b"".join(f.read_bytes() for f in files if f.exists())
    import psycopg

    out = bytearray()
    with psycopg.connect(hs.store.url, autocommit=True) as c:
        tables = [r[0] for r in c.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename")]
        for t in tables:
            with c.cursor().copy(f'COPY "{t}" TO STDOUT'.encode()) as copy:
                for chunk in copy:
                    out += bytes(chunk)
    return bytes(out)


def _secret_history(hs: Hindsight, text: str, edited: str) -> str:
    """A memory whose text went everywhere: edited, searched, quoted by a session turn, an alert, a review item."""
    bank = hs.settings.default_bank
    mid = hs.write(text, source="user").id
    hs.update(mid, content=edited, reason="more precise")
    other = hs.write("The user plays the cello on Sundays").id
    hs.search(edited)
    hs.observe("s-erase", [{"role": "user", "content": edited}])
    with hs.store.transaction(bank) as tx:
        tx.add_alert(bank, utcnow(), "test", f"quoted: {edited}", {"id": mid, "text": text})
        tx.save_review_item(ReviewItem(id=f"rvw_{uuid.uuid4().hex[:8]}", bank=bank, a_id=mid, b_id=other,
                                       reason=f"is {text!r} still true?", created_at=utcnow()))
    return mid


@pytest.mark.local_only("reads hs.store (the database files and every table)")
def test_erase_leaves_no_trace_of_the_text(hs: Hindsight) -> None:
    tag = uuid.uuid4().hex[:10]
    text = f"The user's gym locker code is 7731 tangerine zebracorn {tag}"
    edited = f"The user's gym locker code is 7731 tangerine zebracorn {tag}, on the second floor"
    mid = _secret_history(hs, text, edited)
    assert tag.encode() in _stored_bytes(hs)

    r = hs.erase(mid, reason="the user asked to delete it")
    assert r.status == "erased" and r.id == mid and not r.already_erased
    assert r.scrubbed["memories"] == 1 and r.scrubbed["alerts"] >= 1 and r.scrubbed["review_items"] >= 1

    with pytest.raises(NotFound):
        hs.get(mid)
    assert all(h.id != mid for h in hs.search("gym locker code tangerine", include_inactive=True).results)
    events = hs.store.events(hs.settings.default_bank, mid)
    assert [e.type for e in events][-1] == EventType.erased and events[-1].reason == "the user asked to delete it"
    assert all(e.data == {} and e.reason is None for e in events[:-1])
    assert tag not in json.dumps(list(hs.export()), ensure_ascii=False)
    seen = [hs.alerts(), hs.retrieval_log(), hs.conflicts(status=None),
            hs.session_turns("s-erase", now=utcnow()), [e.model_dump() for e in hs.store.recent_events(
                hs.settings.default_bank, 100)]]
    assert tag not in json.dumps(seen, default=str, ensure_ascii=False)
    assert tag.encode() not in _stored_bytes(hs)
    assert len(hs.list_memories().items) == 1  # the cello memory is untouched


def test_erase_validation_and_idempotence(hs: Hindsight, other_bank: str) -> None:
    mid = hs.write("The user's badge number is 5521").id
    with pytest.raises(InvalidInput) as bad:
        hs.erase(mid, reason="  ")
    assert bad.value.field == "reason"
    with pytest.raises(NotFound):
        hs.erase("mem_does_not_exist", reason="cleanup")
    hs.write("another bank's memory", bank=other_bank)
    with pytest.raises(NotFound):
        hs.erase(mid, bank=other_bank, reason="wrong bank")
    first = hs.erase(mid, reason="the user asked")
    again = hs.erase(mid, reason="asked twice")
    assert again.already_erased and again.erased_at == first.erased_at and again.reason == "the user asked"
    if isinstance(hs, Hindsight):  # the remote client has no store to read the events from
        assert [e.type for e in hs.store.events(hs.settings.default_bank, mid)].count(EventType.erased) == 1


def test_list_memories_pages_newest_first(hs: Hindsight) -> None:
    t0 = utcnow() - timedelta(hours=1)
    ids = [hs.write(f"Fact number {i}: the user owns {i} {w}", now=t0 + timedelta(minutes=i)).id
           for i, w in enumerate(["kayaks", "guitars", "bicycles", "telescopes", "chess sets"])]
    hs.forget(ids[1])
    seen: list[str] = []
    cursor = None
    while True:
        page = hs.list_memories(limit=2, cursor=cursor)
        seen += [m.id for m in page.items]
        cursor = page.next_cursor
        if cursor is None:
            break
    assert seen == ids[::-1]
    assert [m.id for m in hs.list_memories(status="forgotten").items] == [ids[1]]
    assert len(hs.list_memories(status=["active"], kind="semantic").items) == 4
    for bad in ({"cursor": "not-a-cursor"}, {"status": "gone"}, {"limit": 0}, {"kind": "x"}):
        with pytest.raises(InvalidInput):
            hs.list_memories(**bad)  # type: ignore[arg-type]


@pytest.mark.local_only("reads hs.store")
def test_delete_bank_removes_everything_of_it(hs: Hindsight, other_bank: str) -> None:
    keep = hs.write("The user lives in Lisbon").id
    gone = hs.write(f"The user's bank pin is 4490 {other_bank}", bank=other_bank).id
    hs.observe("s-bank", [{"role": "user", "content": "please remember I have a dentist appointment"}],
               bank=other_bank)
    hs.trace_step("t-1", 0, bank=other_bank, intent="book a table", tool_name="search", outcome="success")
    d = hs.delete_bank(other_bank, reason="the user closed the account")
    assert d.bank == other_bank and d.removed["memories"] >= 1 and d.removed["banks"] == 1
    assert other_bank not in [b.name for b in hs.banks()]
    with pytest.raises(UnknownBank):
        hs.delete_bank(other_bank)
    with pytest.raises(UnknownBank):
        hs.list_memories(other_bank)
    assert hs.get(keep).id == keep
    hs.write("a fresh start", bank=other_bank)  # the name can be used again, empty
    page = hs.list_memories(other_bank)
    assert [m.content for m in page.items] == ["a fresh start"]
    assert hs.store.events(other_bank, gone) == [] and hs.trace_steps("t-1", bank=other_bank) == []
    assert hs.session_turns("s-bank", bank=other_bank, now=utcnow()) == []
    assert f"4490 {other_bank}".encode() not in _stored_bytes(hs)
