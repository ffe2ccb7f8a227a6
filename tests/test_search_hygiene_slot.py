"""Read-time hygiene (issue #15, corpus 10): an update written in another frame shares neither the question's words
nor a change word with the older statement ("用户的车是一辆银色大众朗逸" / "用户比亚迪秦的保险单寄到了"), yet both name
the slot the question asks about in the rules' lexicon. Where that slot holds one value at a time, the newer takes
the older's place even when the judge left both active; a slot that adds up (pets, languages) or a statement about
another person stays in place (search/present.py)."""

from __future__ import annotations

import pytest

from helpers.items import item as _item
from hindsight.search import hygiene
from hindsight.search.hygiene import Item, Options
from hindsight.search.present import exclusive_slots, one_exclusive_slot


def _pair(old: str, new: str, cos: float = 0.9, source: str = "user", similarity: float = 0.91) -> list[Item]:
    # the newer scores far below the older (it shares none of the question's words), about as close in meaning
    return [_item("old", old, 0.75, similarity=0.92),
            _item("new", new, 0.25, days=60, cos=cos, source=source, similarity=similarity),
            _item("x", "The user keeps chickens in the back garden.", 0.2, days=10, cos=0.3, similarity=0.70)]


def test_exclusive_slots() -> None:
    assert "vehicle" in exclusive_slots("用户比亚迪秦的保险单寄到了。")
    assert "vehicle" in exclusive_slots("我开的什么车")
    assert not exclusive_slots("Does the user have a cat?")  # pets add up
    assert not exclusive_slots("The user adopted a dog from the shelter last week.")


@pytest.mark.parametrize(("old", "new", "query"), [
    ("用户的车是一辆银色大众朗逸。", "用户比亚迪秦的保险单寄到了。", "我开的什么车"),
    ("用户的车是一辆银色比亚迪秦。", "旧车置换掉了，钥匙挂的是吉利星瑞的。", "What car does the user drive?"),
])
def test_newer_statement_of_an_exclusive_slot_first(old: str, new: str, query: str) -> None:
    out = hygiene.tidy(_pair(old, new), query, Options())
    assert [i.id for i in out[:2]] == ["new", "old"]
    assert out[1].outdated_by == "new"


@pytest.mark.parametrize(("old", "new", "query", "kw"), [
    # a slot that adds up: a dog does not replace the cat
    ("The user has a cat called Miso.", "The user adopted a dog from the shelter last week.",
     "Does the user have a cat?", {}),
    # a question about the past
    ("用户的车是一辆银色大众朗逸。", "用户比亚迪秦的保险单寄到了。", "用户以前开什么车？", {}),
    # another person's car
    ("用户的车是一辆银色大众朗逸。", "用户妻子的比亚迪秦保险单寄到了。", "我开的什么车", {}),
    # an agent's statement does not outdate the user's
    ("用户的车是一辆银色大众朗逸。", "用户比亚迪秦的保险单寄到了。", "我开的什么车", {"source": "agent"}),
    # not cosine-close: not one slot
    ("用户的车是一辆银色大众朗逸。", "用户比亚迪秦的保险单寄到了。", "我开的什么车", {"cos": 0.5}),
    # much further from the question in meaning than the older
    ("用户的车是一辆银色大众朗逸。", "用户比亚迪秦的保险单寄到了。", "我开的什么车", {"similarity": 0.85}),
    # a second thing of the slot, not the car's new value (the judge keeps both too: judge/items.new_other_item)
    ("User's car is a Volvo.", "User got a new bike, a Trek.", "what car do i have", {}),
    # two exclusive slots against one: not the same slots
    ("The user works from the Denver office.", "The user uses PostgreSQL at work.", "Where does the user work?", {}),
])
def test_stays_in_place(old: str, new: str, query: str, kw: dict[str, float | str]) -> None:
    out = hygiene.tidy(_pair(old, new, **kw), query, Options())
    assert out[0].id == "old"


def test_news_of_a_time_before_the_older_is_no_update() -> None:
    old = "用户的车是一辆银色大众朗逸。"
    for new, update in (("用户买了一辆比亚迪秦。", True), ("用户2019年买了一辆比亚迪秦。", False)):
        items = _pair(old, new)
        assert one_exclusive_slot(items[0], items[1], Options(), "我开的什么车") is update
