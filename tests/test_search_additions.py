"""Read-time hygiene (issue #15, census hyg46): a newer statement that says its value was added beside the older's
("now also volunteers at…", 又办了一张…, 还去…) does not outdate it; a change word beside the addition still does
(search/additions.py)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import numpy as np
import pytest

from hindsight.search import hygiene
from hindsight.search.additions import adds_beside
from hindsight.search.hygiene import Item, Options

T0 = datetime(2025, 1, 1, tzinfo=UTC)


def _item(mid: str, content: str, score: float, days: int = 0, cos: float = 1.0) -> Item:
    vec = np.array([cos, (1 - cos**2) ** 0.5], dtype=np.float32)
    return Item(id=mid, content=content, source="user", observed_at=T0 + timedelta(days=days), score=score,
                vec=vec, similarity=0.9)


@pytest.mark.parametrize("content", [
    "The user now also volunteers at the animal shelter on Sundays.",
    "The user has a cat too.",
    "The user got a library card for the university as well.",
    "用户又办了一张大学图书馆的借书证。",
    "用户这个月又开了腾讯视频会员。",
    "用户现在周日还去流浪动物救助站做志愿者。",
    "用户也开始集邮了。",
])
def test_adds_beside(content: str) -> None:
    assert adds_beside(content)


@pytest.mark.parametrize("content", [
    "The user switched to Lidl as well.",  # a change word wins
    "The user no longer drinks coffee and also quit tea.",
    "The user lives in Berlin now.",  # no addition
    "用户又换了工作，去了字节。",  # 又 beside a change: "again"
    "用户又搬家了，现在住在杭州。",  # 又 with 现在: "moved again"
    "用户还在腾讯上班。",  # 还在: "still"
    "用户也许住在杭州。",  # 也许 "maybe" holds no 也
    # the addition word in another clause than the one carrying the value (found in review)
    "The user now drives a Tesla Model 3 and also bikes to work on Fridays.",
    "The user lives in Berlin now, and works there too.",
    "用户现在住在杭州，还养了一只猫。",
    "用户现在用iPhone了，还买了个平板。",
    "The user now drives a Tesla as well as an e-bike.",  # "as well as" coordinates, it adds to nothing older
])
def test_no_addition(content: str) -> None:
    assert not adds_beside(content)


@pytest.mark.parametrize(("old", "new", "query"), [
    ("The user volunteers at the food bank on Saturdays.",
     "The user now also volunteers at the animal shelter on Sundays.", "Where does the user volunteer on Saturdays?"),
    ("用户办了市图书馆的借书证。", "用户又办了一张大学图书馆的借书证。", "用户有市图书馆的借书证吗？"),
    ("用户每周六在食物银行做志愿者。", "用户现在周日还去流浪动物救助站做志愿者。", "用户周六在哪做志愿者？"),
])
def test_an_addition_leaves_the_older_first(old: str, new: str, query: str) -> None:
    items = [_item("old", old, 0.8), _item("new", new, 0.7, days=60, cos=0.95)]
    out = hygiene.tidy(items, query, Options())
    assert [i.id for i in out] == ["old", "new"]
    assert out[0].outdated_by is None


@pytest.mark.parametrize(("old", "new", "query"), [
    ("The user lives in Leeds.", "The user lives in York now.", "Where does the user live?"),
    ("用户住在上海。", "用户又搬家了，现在住在杭州。", "用户住在哪里？"),
    ("用户住在上海。", "用户现在住在杭州，还养了一只猫。", "用户住在哪里？"),
])
def test_a_change_still_outdates(old: str, new: str, query: str) -> None:
    items = [_item("old", old, 0.8), _item("new", new, 0.7, days=60, cos=0.95)]
    out = hygiene.tidy(items, query, Options())
    assert out[0].id == "new"
    assert out[1].outdated_by == "new"


def test_a_turn_of_talk_is_not_read_as_an_addition() -> None:
    turn = ("user: I finally moved to a flat in Lisbon last month. The view is great. I also bought a bike. "
            "My sister came to visit too, and we walked all over the old town for hours.")
    assert not adds_beside(turn)


@pytest.mark.parametrize(("old", "new", "query"), [
    ("用户办了市图书馆的借书证。", "用户又办了一张大学图书馆的借书证。", "用户又办了哪里的借书证？"),
    ("The user volunteers at the food bank on Saturdays.",
     "The user now also volunteers at the animal shelter on Sundays.", "Where does the user also volunteer?"),
])
def test_a_question_for_the_addition_puts_the_newer_first(old: str, new: str, query: str) -> None:
    items = [_item("old", old, 0.8), _item("new", new, 0.7, days=60, cos=0.95)]
    out = hygiene.tidy(items, query, Options())
    assert out[0].id == "new"
