"""Contract: duplicates are merged (confirmations), updates are not, on every backend — including concurrent
writers from threads."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta

from hindsight import Hindsight, Source, Status
from hindsight.model import EventType, WriteAction, WriteResult

T0 = datetime(2025, 1, 1, 9, tzinfo=UTC)


def test_exact_repeat_confirms_the_original(hs: Hindsight) -> None:
    a = hs.write("The user prefers dark mode in every editor", source="user", tags=["ui"])
    b = hs.write("The user prefers dark mode in every editor.", source="tool", tags=["editor"], session_id="s2")
    assert b.action == WriteAction.deduplicated and b.id == a.id and b.duplicate_of == a.id
    m = hs.get(a.id)
    assert m.access_count == 1 and m.last_accessed is not None and m.confidence > 0.9
    assert m.tags == ["ui", "editor"]
    assert m.provenance.source == Source.user  # the original provenance is never rewritten
    ev = hs.trace(a.id).events
    assert [e.type for e in ev] == [EventType.created, EventType.confirmed]
    assert ev[1].data["source"] == "tool" and ev[1].data["session_id"] == "s2"
    assert hs.stats().memories == 1


def test_paraphrase_is_merged(hs: Hindsight) -> None:
    a = hs.write("The user likes Americano coffee", observed_at=T0)
    b = hs.write("The user likes Americano coffee a lot", observed_at=T0 + timedelta(days=1))
    assert b.action == WriteAction.deduplicated and b.id == a.id
    assert [h.id for h in hs.search("Americano", top_k=5).results] == [a.id]


def test_chinese_paraphrase_is_merged_but_another_city_is_not(hs: Hindsight) -> None:
    a = hs.write("用户喜欢喝美式咖啡", observed_at=T0)
    b = hs.write("用户喜欢喝美式咖啡。", observed_at=T0 + timedelta(hours=1))
    assert b.action == WriteAction.deduplicated and b.id == a.id
    bj = hs.write("用户住在北京", observed_at=T0)
    sh = hs.write("用户住在上海", observed_at=T0)
    assert sh.id != bj.id and sh.action != WriteAction.deduplicated


def test_an_update_is_not_merged(hs: Hindsight) -> None:
    a = hs.write("The user uses Django for the backend", observed_at=T0)
    b = hs.write("The user switched the backend to FastAPI", observed_at=T0 + timedelta(days=20))
    assert b.id != a.id and b.action != WriteAction.deduplicated
    assert hs.get(b.id).content == "The user switched the backend to FastAPI"


def test_a_state_reached_is_not_merged_but_a_still_is(hs: Hindsight) -> None:
    """language/phase.py: "will" / 过 name a phase (to come, done), "still" / 还 restate one."""
    for older, newer in (("The user will adopt a rescue dog.", "The user adopted a rescue dog."),
                         ("用户的驾照还在实习期。", "用户的驾照过了实习期。")):
        a = hs.write(older, observed_at=T0)
        b = hs.write(newer, observed_at=T0 + timedelta(days=20))
        assert b.id != a.id and b.action != WriteAction.deduplicated
        assert hs.get(b.id).content == newer
    c = hs.write("The user lives with her parents in Leeds.", observed_at=T0)
    d = hs.write("The user still lives with her parents in Leeds.", observed_at=T0 + timedelta(days=1))
    assert d.id == c.id and d.action == WriteAction.deduplicated


def test_different_numbers_are_not_merged(hs: Hindsight) -> None:
    a = hs.write("Service alpha listens on port 8080", source="tool")
    b = hs.write("Service alpha listens on port 9090", source="tool")
    assert a.id != b.id and b.action != WriteAction.deduplicated


def test_the_same_numbers_in_another_order_are_another_date(hs: Hindsight) -> None:
    # the same three numbers, so a set of numbers could not tell them apart: 5 March and 3 May
    a = hs.write("用户的出生日期是1990年3月5日。", source="tool", source_id="crm")
    b = hs.write("用户的出生日期是1990年5月3日。", source="tool", source_id="passport")
    assert a.id != b.id and b.action != WriteAction.deduplicated
    assert hs.get(a.id).content == "用户的出生日期是1990年3月5日。"
    assert hs.get(b.id).content == "用户的出生日期是1990年5月3日。"


def test_same_text_other_kind_or_bank_is_not_merged(hs: Hindsight, other_bank: str) -> None:
    a = hs.write("Deploy failed because the token expired", kind="episodic")
    b = hs.write("Deploy failed because the token expired", kind="semantic")
    c = hs.write("Deploy failed because the token expired", bank=other_bank)
    assert len({a.id, b.id, c.id}) == 3 and c.bank == other_bank


def test_writing_an_archived_memory_again_restores_it(hs: Hindsight) -> None:
    r = hs.write("The user once tried rock climbing in Yosemite", source="agent", observed_at=T0, now=T0)
    hs.update(r.id, status="archived", now=T0)
    again = hs.write("The user once tried rock climbing in Yosemite", source="user", now=T0 + timedelta(days=3))
    assert again.action == WriteAction.deduplicated and again.id == r.id
    assert hs.get(r.id).status == Status.active
    assert [e.type for e in hs.trace(r.id).events][-2:] == [EventType.restored, EventType.confirmed]


def _race(hs: Hindsight, texts: list[str], threads: int) -> list[WriteResult]:
    barrier = threading.Barrier(threads)

    def one(text: str) -> WriteResult:
        barrier.wait(timeout=30)
        return hs.write(text, source="user")

    with ThreadPoolExecutor(threads) as pool:
        return list(pool.map(one, texts))


def test_concurrent_same_content_writes_give_one_memory(hs: Hindsight) -> None:
    text = "The user's favourite editor is Helix"
    results = _race(hs, [text] * 6, 6)
    assert len({r.id for r in results}) == 1
    assert sorted(r.action.value for r in results) == ["created"] + ["deduplicated"] * 5
    assert hs.stats().memories == 1
    m = hs.get(results[0].id)
    assert m.access_count == 5
    assert [e.type for e in hs.trace(m.id).events].count(EventType.confirmed) == 5


def test_concurrent_same_idempotency_key_writes_one_memory(hs: Hindsight) -> None:
    barrier = threading.Barrier(5)

    def one(i: int) -> WriteResult:
        barrier.wait(timeout=30)
        return hs.write(f"Retry number {i} of the same request", idempotency_key="same-request")

    with ThreadPoolExecutor(5) as pool:
        results = list(pool.map(one, range(5)))
    assert len({r.id for r in results}) == 1 and sum(not r.replayed for r in results) == 1
    assert hs.stats().memories == 1


def test_concurrent_different_writes_lose_nothing(hs: Hindsight) -> None:
    texts = [f"Microservice {name} is owned by team {team}"
             for name, team in zip(["auth", "billing", "search", "mail", "media", "audit"],
                                   ["Ada", "Bo", "Cy", "Di", "Ed", "Flo"], strict=True)]
    results = _race(hs, texts, 6)
    assert [r.action for r in results] == [WriteAction.created] * 6 and len({r.id for r in results}) == 6
    assert hs.stats().memories == 6
