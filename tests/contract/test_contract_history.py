"""Contract: a question about the past finds the superseded answer on every backend (search/history.py, issue #15):
the superseded memory is served with its status and its successor named in explain; a question about the present
and an explicit status filter are served as before."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hindsight import Hindsight, Status

T0 = datetime(2025, 3, 1, tzinfo=UTC)
NOW = T0 + timedelta(days=60)


def test_the_past_finds_the_superseded_memory(hs: Hindsight) -> None:
    old = hs.write("The user uses Django for the backend", observed_at=T0, now=T0)
    hs.write("The user's favourite film is Alien", observed_at=T0, now=T0)
    new = hs.write("The user switched the backend to FastAPI", observed_at=T0 + timedelta(days=20),
                   now=T0 + timedelta(days=20))
    assert hs.get(old.id).status == Status.superseded and hs.get(old.id).superseded_by == new.id
    past = hs.search("Which backend framework did the user use before?", now=NOW, explain=True).results
    assert past[0].id == old.id and past[0].status == Status.superseded
    assert past[0].memory.superseded_by == new.id
    present = hs.search("Which backend framework does the user use?", now=NOW).results
    assert present[0].id == new.id and old.id not in [h.id for h in present]
    explicit = hs.search("Which backend framework did the user use before?", now=NOW, statuses=["active"]).results
    assert old.id not in [h.id for h in explicit]


def test_past_questions_by_structure_find_the_superseded_memory(hs: Hindsight) -> None:
    """Past questions by structure (search/past.py): a possessive before "old", "did … use to", 原来 as a jieba
    word; 原来如此 ("I see") asks about the present."""
    old = hs.write("The user uses Django for the backend", observed_at=T0, now=T0)
    new = hs.write("The user switched the backend to FastAPI", observed_at=T0 + timedelta(days=20),
                   now=T0 + timedelta(days=20))
    assert hs.get(old.id).status == Status.superseded
    for q in ("What was the user's old backend framework?", "Which backend framework did the user use to have?"):
        hits = hs.search(q, now=NOW).results
        assert hits[0].id == old.id and hits[0].status == Status.superseded, q
    zh_old = hs.write("用户的后端框架是Django", observed_at=T0, now=T0, bank="zh")
    hs.write("用户把后端框架换成了FastAPI", observed_at=T0 + timedelta(days=20), now=T0 + timedelta(days=20), bank="zh")
    if hs.get(zh_old.id, bank="zh").status == Status.superseded:
        past = hs.search("用户原来的后端框架是什么？", now=NOW, bank="zh").results
        assert zh_old.id in [h.id for h in past]  # served (its rank is the keyword arm's, which differs by backend)
        present = hs.search("原来如此，用户的后端框架是什么？", now=NOW, bank="zh").results
        assert zh_old.id not in [h.id for h in present]
    assert new.id in [h.id for h in hs.search("Which backend framework does the user use?", now=NOW).results]
