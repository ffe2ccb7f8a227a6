"""Read-time hygiene (issue #15, corpus 7): an older statement that negates only inside a contrast ("只吃海鲜不吃肉",
"drinks tea, not coffee") states a value, so a newer statement of the slot by meaning may take its place (one
negated as a whole, "does not eat meat", still may not); a rambling statement is judged on its clause nearest the
older one."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import numpy as np
import pytest

from hindsight.search import hygiene
from hindsight.search.hygiene import Item, Options

T0 = datetime(2025, 1, 1, tzinfo=UTC)


def _item(mid: str, content: str, score: float, days: int = 0, cos: float = 1.0,
          similarity: float | None = None) -> Item:
    vec = np.array([cos, (1 - cos**2) ** 0.5], dtype=np.float32)
    return Item(id=mid, content=content, source="user", observed_at=T0 + timedelta(days=days), score=score,
                vec=vec, similarity=similarity)


@pytest.mark.parametrize(("old", "new", "query", "first"), [
    ("用户只喝龙井不喝咖啡。", "给用户泡茶：必须是碧螺春。", "用户目前喝什么茶？", "new"),
    ("The user drinks Earl Grey, not coffee.", "Whatever gets poured for the user has to be Yerba Mate.",
     "What does the user drink these days?", "new"),
    ("The user does not drink Earl Grey.", "Whatever gets poured for the user has to be Yerba Mate.",
     "What does the user drink these days?", "old"),  # negated as a whole: no value a newer one could replace
    ("用户不喝龙井。", "给用户泡茶：必须是碧螺春。", "用户目前喝什么茶？", "old"),
])
def test_a_contrast_is_a_value_the_newer_may_replace(old: str, new: str, query: str, first: str) -> None:
    items = [_item("old", old, 0.8, similarity=0.85),
             _item("new", new, 0.6, days=30, cos=0.90, similarity=0.84),
             _item("x", "The user keeps chickens in the back garden.", 0.3, days=10, cos=0.5, similarity=0.70)]
    out = hygiene.tidy(items, query, Options())
    assert out[0].id == first


def test_nearest_clause_of_a_rambling_statement() -> None:
    from hindsight.language.sentences import nearest_clause

    ramble = "发了一长段新跑鞋、膝盖酸、燕麦粥做法的事，中间夹了一句：秤上显示73公斤。"
    assert nearest_clause(ramble, "用户体重91公斤。") == "秤上显示73公斤"
    assert nearest_clause("Complained about roadworks, the price of parking and a barking dog, then said the trip in "
                          "is on the tram, which is quick.", "The user drives to work.", "How does the user get to "
                          "the office? What trip?") == "then said the trip in is on the tram"
    assert nearest_clause("The user drives to work.", "The user takes the tram.") is None  # one clause: no ramble


def test_a_number_or_a_time_is_no_clause_end() -> None:
    """"$3,226.50" and "12:30" are one clause: a short fact holding a number is no rambling turn."""
    from hindsight.language.sentences import clauses, nearest_clause

    assert clauses("The user paid $3,226.50 for the sofa.") == ("The user paid $3,226.50 for the sofa",)
    assert clauses("Meeting at 12:30, then lunch.") == ("Meeting at 12:30", "then lunch")
    assert clauses("会议12：30开始，然后吃饭。") == ("会议12：30开始", "然后吃饭")
    assert clauses("Moved in 2019.Then left, again.") == ("Moved in 2019", "Then left", "again")
    assert clauses("Leaves at 9 a.m. and returns at 5 p.m., then cooks.") == (
        "Leaves at 9 a.m. and returns at 5 p.m.", "then cooks")
    assert clauses("Moved to the U.S. last year, then to Canada.") == ("Moved to the U.S. last year", "then to Canada")
    assert clauses("Open notes.txt, then edit.") == ("Open notes.txt", "then edit")
    assert nearest_clause("The user's rent is now $1,450.00 a month.", "The user's rent is $1,200 a month.") is None


def _rambling(new: str, query: str, new_similarity: float) -> list[Item]:
    """The rambling newer is not the older's nearest (its vector holds the rest of the talk too)."""
    return [_item("old", "The user's car is insured with Admiral.", 0.8, similarity=0.85),
            _item("new", new, 0.6, days=30, cos=0.86, similarity=new_similarity),
            _item("x", "The user washes the car with Autoglym shampoo.", 0.3, days=10, cos=0.87, similarity=0.70)]


RAMBLE = ("Between the MOT, a squeaky brake and the parking permit saga, the user mentioned the car insurance is "
          "with Direct Line and the excess is painfully high.")


@pytest.mark.parametrize(("new", "query", "first"), [
    (RAMBLE, "Who insures the user's car these days?", "new"),
    (RAMBLE, "Who insures the user's car?", "old"),  # the question does not ask about the present
    # no clause of the turn shares a word with the older
    ("Between the MOT, a squeaky brake and the parking permit saga, the user mentioned that Direct Line sent a "
     "letter, painfully.", "Who insures the user's car these days?", "old"),
])
def test_a_rambling_statement_is_judged_on_its_clause(new: str, query: str, first: str) -> None:
    """The turn's vector and its closeness to the question are diluted by the rest of the talk (here 0.78 to the
    question, against the older's 0.85): its clause that shares a word of the older's stands in."""
    out = hygiene.tidy(_rambling(new, query, 0.78), query, Options())
    assert out[0].id == first


def test_zh_rambling_statement_is_judged_on_its_clause() -> None:
    query = "用户目前的体重是多少？"
    items = [_item("old", "用户体重91公斤。", 0.8, similarity=0.92),
             _item("new", "发了一长段新跑鞋、膝盖酸、燕麦粥做法的事，中间夹了一句：秤上显示73公斤。", 0.6, days=30,
                   cos=0.86, similarity=0.88),
             _item("x", "用户每周跑步三次。", 0.3, days=10, cos=0.88, similarity=0.70)]
    assert hygiene.tidy(items, query, Options())[0].id == "new"
