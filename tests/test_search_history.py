"""search/history.py: a question about the past finds the superseded answer (the one a newer memory took the place
of), says it is superseded, and ranks it before its successor; a question about the present, an explicit status
filter, a restatement merged away, a forgotten or expired memory are served as before."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from hindsight import Hindsight, Status
from hindsight.model import Event, EventType, Kind, Memory, Provenance, SearchHit, SearchRequest, Source
from hindsight.search import history

T0 = datetime(2025, 3, 1, tzinfo=UTC)
NOW = T0 + timedelta(days=60)


def _moved(hs: Hindsight) -> tuple[str, str]:
    old = hs.write("The user lives in Hangzhou.", source="user", observed_at=T0, now=T0)
    hs.write("The user's favourite film is Alien.", source="user", observed_at=T0, now=T0)
    later = T0 + timedelta(days=30)
    new = hs.write("The user moved to Chengdu.", source="user", observed_at=later, now=later)
    assert hs.get(old.id).status == Status.superseded and hs.get(old.id).superseded_by == new.id
    return old.id, new.id


def test_a_question_about_the_past_finds_the_superseded_answer_first(hs: Hindsight) -> None:
    old, new = _moved(hs)
    for q in ("Where did the user live before?", "用户以前住在哪里？"):
        res = hs.search(q, now=NOW, explain=True)
        top = res.results[0]
        assert top.id == old and top.status == Status.superseded, q
        assert top.memory.superseded_by == new
        assert new in [h.id for h in res.results]  # the present one is still there, right below


def test_a_question_about_the_present_is_unchanged(hs: Hindsight) -> None:
    old, new = _moved(hs)
    for q in ("Where does the user live?", "Where does the user live now?", "用户现在住在哪里？"):
        res = hs.search(q, now=NOW, explain=True)
        assert res.results[0].id == new and old not in [h.id for h in res.results], q
        assert all(h.status == Status.active for h in res.results)


def test_an_explicit_status_filter_wins(hs: Hindsight) -> None:
    old, new = _moved(hs)
    res = hs.search("Where did the user live before?", now=NOW, statuses=["active"])
    assert old not in [h.id for h in res.results] and new in [h.id for h in res.results]
    everything = hs.search("Where did the user live before?", now=NOW, include_inactive=True)
    assert old in [h.id for h in everything.results]


def test_a_forgotten_superseded_memory_stays_hidden(hs: Hindsight) -> None:
    old, _ = _moved(hs)
    hs.forget(old, now=NOW)
    res = hs.search("Where did the user live before?", now=NOW)
    assert old not in [h.id for h in res.results]


class _Events:
    def __init__(self, events: dict[str, list[Event]]) -> None:
        self._events = events

    def events(self, bank: str, memory_id: str) -> list[Event]:
        return self._events.get(memory_id, [])


def _mem(mid: str, **kw: Any) -> Memory:
    fields: dict[str, Any] = {"id": mid, "bank": "b", "kind": Kind.semantic, "content": mid, "importance": 0.5,
                              "confidence": 0.05, "status": Status.superseded, "created_at": T0, "updated_at": T0,
                              "observed_at": T0, "superseded_by": "new",
                              "provenance": Provenance(source=Source.user, recorded_at=T0), **kw}
    return Memory(**fields)


def _event(mid: str, kind: EventType, **data: Any) -> Event:
    return Event(seq=1, memory_id=mid, bank="b", at=T0, type=kind, actor="t", data=data)


def test_admit_serves_superseded_ones_only_and_ranks_them_by_their_confidence_before() -> None:
    mems = {"sup": _mem("sup"), "merged": _mem("merged"), "orphan": _mem("orphan", superseded_by=None),
            "ttl": _mem("ttl", expires_at=T0 + timedelta(days=1)), "live": _mem("live", status=Status.active,
                                                                              confidence=0.9, superseded_by=None)}
    store = _Events({"sup": [_event("sup", EventType.superseded, confidence_before=0.8)],
                     "merged": [_event("merged", EventType.merged, into="new")],
                     "orphan": [_event("orphan", EventType.superseded, confidence_before=0.8)],
                     "ttl": [_event("ttl", EventType.superseded, confidence_before=0.8)]})
    past = SearchRequest(query="Where did the user live before?")
    conf = history.admit(store, "b", mems, past, NOW)  # type: ignore[arg-type]
    assert conf == {"sup": 0.8} and set(mems) == {"sup", "live"}
    present = {"sup": _mem("sup")}
    assert history.admit(store, "b", present, SearchRequest(query="Where does the user live?"), NOW) == {}  # type: ignore[arg-type]
    assert set(present) == {"sup"}


def _hit(mem: Memory, score: float) -> SearchHit:
    return SearchHit(id=mem.id, content=mem.content, kind=mem.kind, status=mem.status, confidence=mem.confidence,
                     score=score, memory=mem)


def test_the_value_before_the_present_one_takes_its_place_not_an_older_link() -> None:
    new = _mem("new", status=Status.active, superseded_by=None, confidence=1.0)
    mid = _mem("mid", superseded_by="new")
    first = _mem("first", superseded_by="mid")
    hits = [_hit(new, 0.9), _hit(first, 0.85), _hit(mid, 0.8)]
    history.before_successor(hits, SearchRequest(query="Where did the user live before?"))
    assert [h.id for h in hits] == ["mid", "new", "first"]
    same = [_hit(new, 0.9), _hit(mid, 0.8)]
    history.before_successor(same, SearchRequest(query="Where does the user live?"))
    assert [h.id for h in same] == ["new", "mid"]
