"""Structure of the sixth hygiene corpus (the third held out) bench/hygiene_data6.py (issue #15), written blind to check
ranking changes: deterministic, every category and language, every temporal variant, valid keys, unique texts."""

from __future__ import annotations

from collections import Counter
from types import ModuleType

import pytest

from helpers.bench_modules import bench_module


@pytest.fixture(scope="module")
def h6() -> ModuleType:
    return bench_module("hygiene_data6")




def test_categories_languages_variants_and_sizes(h6: ModuleType) -> None:
    ds = h6.generate(606, per_category=20)
    scen = [s for b in ds.banks for s in b.scenarios]
    counts = Counter((s.category, s.lang) for s in scen)
    assert set(counts) == {(c, lang) for c in h6.CATEGORIES6 for lang in ("en", "zh")}
    assert all(n >= 20 for n in counts.values())
    assert {s.variant for s in scen if s.category == "temporal"} == set(h6.VARIANTS6)
    assert len(scen) == 200
    assert sum(len(b.queries()) for b in ds.banks) == 240
    for b in ds.banks:
        assert {s.category for s in b.scenarios} == {b.category}
        assert {s.lang for s in b.scenarios} == {b.lang}
        assert b.query_at > b.last_write()
        topics = [t for s in b.scenarios for t in s.topics]
        assert len(topics) == len(set(topics))


def test_temporal_order_and_roles(h6: ModuleType) -> None:
    """The last memory of a temporal scenario is the current one and the newest."""
    for b in h6.generate(606).banks:
        for s in b.scenarios:
            if s.category != "temporal":
                continue
            times = [m.at for m in s.memories]
            assert times == sorted(times) and len(set(times)) == len(times)
            assert [m.role for m in s.memories][-1] == "current"
            assert all(m.role == "stale" for m in s.memories[:-1])
            assert len(s.memories) == (3 if s.variant == "chain" else 2)
