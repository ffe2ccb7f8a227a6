"""Read-time hygiene (issue #15, corpus 8): where the older names no value a capital or a digit marks ("plays the
viola", "由外婆接"), a question about the present, or a newer statement holding from a time on, finds the two
statements' values as their difference (:func:`hindsight.language.spans.apart_values`), so the newer statement of
the slot by meaning still ranks first; two statements that share no word besides the subject share no frame and
stay in place."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import numpy as np
import pytest

from hindsight.language.spans import apart_values, value_spans
from hindsight.language.text import content_tokens
from hindsight.search import hygiene
from hindsight.search.hygiene import Item, Options

T0 = datetime(2025, 1, 1, tzinfo=UTC)


def _item(mid: str, content: str, score: float, days: int = 0, cos: float = 1.0,
          similarity: float | None = None) -> Item:
    vec = np.array([cos, (1 - cos**2) ** 0.5], dtype=np.float32)
    return Item(id=mid, content=content, source="user", observed_at=T0 + timedelta(days=days), score=score,
                vec=vec, similarity=similarity)


def test_values_as_the_difference_of_two_statements() -> None:
    old, new = "The user plays the viola in the community orchestra.", \
        "Rehearsal tonight: the user takes the trombone to the community orchestra."
    assert not value_spans(old)  # lower-case: no capital, no digit
    va, vb = apart_values(old, new, content_tokens("What instrument does the user play now?"))
    assert "viola" in va and "play" not in va and "orchestra" not in va
    assert "trombon" in vb or "trombone" in vb
    query = content_tokens("现在谁接孩子放学")
    va, vb = apart_values("孩子放学由外婆接。", "放学接孩子的人记错了，正确的是保姆。", query)
    assert "外婆" in va and "保姆" in vb and not {"孩子", "放学"} & (va | vb)


def test_no_shared_word_no_frame() -> None:
    assert apart_values("Currently the user is knitting a scarf for winter.",
                        "The user once worked a season on a ski lift in Austria.") == (frozenset(), frozenset())


def _pair(old: str, new: str) -> list[Item]:
    return [_item("old", old, 0.8, similarity=0.85),
            _item("new", new, 0.6, days=30, cos=0.90, similarity=0.85),
            _item("x", "The user keeps chickens in the back garden.", 0.3, days=10, cos=0.5, similarity=0.70)]


@pytest.mark.parametrize(("old", "new", "query", "first"), [
    ("The user plays the viola in the community orchestra.",
     "Rehearsal tonight: the user takes the trombone to the community orchestra.",
     "What instrument does the user play in the orchestra now?", "new"),
    ("孩子放学由外婆接。", "放学接孩子的人记错了，正确的是保姆。", "现在谁接我家孩子放学", "new"),
    # the question does not ask about the present: the newer needs its own time words or the older's value
    ("The user plays the viola in the community orchestra.",
     "Rehearsal tonight: the user takes the trombone to the community orchestra.",
     "What instrument does the user play in the orchestra?", "old"),
    # ... or the newer says it holds from a time on ("the new class", "since March")
    ("The user plays the viola in the community orchestra.",
     "Since March the user takes the trombone to the community orchestra.",
     "What instrument does the user play in the orchestra?", "new"),
    # no word in common besides the subject: no common frame, whatever the question
    ("Currently the user is knitting a scarf for winter.", "The user once worked a season on a ski lift in Austria.",
     "What's the user making with yarn these days?", "old"),
])
def test_a_lower_case_value_is_replaced_by_meaning(old: str, new: str, query: str, first: str) -> None:
    out = hygiene.tidy(_pair(old, new), query, Options())
    assert out[0].id == first
