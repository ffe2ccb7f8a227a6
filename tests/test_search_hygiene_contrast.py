"""Read-time hygiene (issue #15, corpus 7): an older statement that negates only inside a contrast ("只吃海鲜不吃肉",
"drinks tea, not coffee") states a value, so a newer statement of the slot by meaning may take its place; one
negated as a whole ("does not eat meat") still may not."""

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
