"""Contract: a bare correction ("Scratch that - it's Cork.") written by the same source minutes after the fact it
corrects supersedes it and is found by the fact's words, on every backend (write/corrects.py, issue #15)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hindsight import Hindsight, Status
from hindsight.model import WriteAction

T0 = datetime(2025, 3, 4, 9, 30, tzinfo=UTC)


def test_bare_correction_takes_the_frame_and_supersedes(hs: Hindsight) -> None:
    old = hs.write("The user lives in Cobh.", source="user", source_id="chat-1", now=T0)
    hs.write("The user prefers window seats.", source="user", source_id="chat-1", now=T0 + timedelta(minutes=2))
    new = hs.write("Scratch that - it's Cork.", source="user", source_id="chat-1", now=T0 + timedelta(minutes=5))
    assert new.action == WriteAction.superseded_previous
    m = hs.get(new.id)
    assert m.content == "The user lives in Cork."
    assert m.metadata["correction"] == {"of": old.id, "said": "Scratch that - it's Cork."}
    assert old.id in m.supersedes
    was = hs.get(old.id)
    assert was.status == Status.superseded and was.superseded_by == new.id
    top = hs.search("where does the user live?", now=T0 + timedelta(days=1)).results
    assert top and top[0].id == new.id


def test_chinese_bare_correction(hs: Hindsight) -> None:
    old = hs.write("用户的牙医预约在周二。", source="user", now=T0)
    new = hs.write("不对不对，是周四", source="user", now=T0 + timedelta(minutes=3))
    assert hs.get(new.id).content == "用户的牙医预约在周四。"
    assert hs.get(old.id).status == Status.superseded


def test_another_source_or_hours_later_is_stored_as_written(hs: Hindsight) -> None:
    a = hs.write("The user's new manager is Hana Sato.", source="user", source_id="chat-1", now=T0)
    b = hs.write("Correction: Tom Walsh.", source="user", source_id="chat-2", now=T0 + timedelta(minutes=4))
    c = hs.write("Make that Leo Brandt.", source="user", source_id="chat-1", now=T0 + timedelta(days=2))
    assert hs.get(b.id).content == "Correction: Tom Walsh." and "correction" not in hs.get(b.id).metadata
    assert hs.get(c.id).content == "Make that Leo Brandt."
    assert hs.get(a.id).status == Status.active


def test_a_statement_with_its_own_frame_is_no_correction(hs: Hindsight) -> None:
    a = hs.write("The dentist appointment is on Monday.", source="user", now=T0)
    b = hs.write("Correction to the minutes: the budget review is on Friday.", source="user",
                 now=T0 + timedelta(minutes=2))
    assert hs.get(b.id).content == "Correction to the minutes: the budget review is on Friday."
    assert hs.get(a.id).status == Status.active


def test_correcting_back_to_an_earlier_value(hs: Hindsight) -> None:
    hs.write("The user lives in Cork.", source="user", now=T0)
    moved = hs.write("The user lives in Cobh.", source="user", now=T0 + timedelta(days=3))
    back = hs.write("Correction: Cork.", source="user", now=T0 + timedelta(days=3, minutes=4))
    assert hs.get(moved.id).status == Status.superseded
    top = hs.search("where does the user live?", now=T0 + timedelta(days=4)).results
    assert top and top[0].id == back.id and top[0].content == "The user lives in Cork."
