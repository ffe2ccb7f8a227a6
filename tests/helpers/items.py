"""Read-time hygiene test items: an :class:`~hindsight.search.hygiene.Item` whose vector sits at a given cosine to a
unit reference (``cos``), observed ``days`` after a fixed start."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import numpy as np

from hindsight.search.hygiene import Item

T0 = datetime(2025, 1, 1, tzinfo=UTC)


def item(mid: str, content: str, score: float, days: int = 0, cos: float = 1.0, source: str = "user",
         similarity: float | None = None) -> Item:
    vec = np.array([cos, (1 - cos**2) ** 0.5], dtype=np.float32)
    return Item(id=mid, content=content, source=source, observed_at=T0 + timedelta(days=days), score=score,
                vec=vec, similarity=similarity)
