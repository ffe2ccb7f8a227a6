"""Structure of the fifth (development) hygiene corpus bench/hygiene_data5.py (issue #15): deterministic, every
category and language, temporal changes told by time alone (no change verb), valid keys, unique texts."""

from __future__ import annotations

from collections import Counter
from types import ModuleType

import pytest

from helpers.bench_modules import bench_module


@pytest.fixture(scope="module")
def h5() -> ModuleType:
    return bench_module("hygiene_data5")




def test_categories_languages_and_variants(h5: ModuleType) -> None:
    ds = h5.generate(505, per_category=20)
    scen = [s for b in ds.banks for s in b.scenarios]
    counts = Counter((s.category, s.lang) for s in scen)
    assert set(counts) == {(c, lang) for c in h5.CATEGORIES5 for lang in ("en", "zh")}
    assert all(n >= 20 for n in counts.values())
    variants = {s.variant for s in scen if s.category == "temporal"}
    assert variants == {"now", "dated", "same", "chain"}
    for b in ds.banks:
        assert b.query_at > b.last_write()


def test_same_frame_changes_differ_only_in_the_value(h5: ModuleType) -> None:
    """"same": the older's frame with the newer value and nothing else (only observed_at tells the order)."""
    ds = h5.generate(505)
    same = [s for b in ds.banks for s in b.scenarios if s.category == "temporal" and s.variant == "same"]
    assert same
    for s in same:
        old, new = s.memories
        assert old.at < new.at and old.role == "stale" and new.role == "current"
