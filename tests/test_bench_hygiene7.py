"""Structure of the seventh (development) hygiene corpus bench/hygiene_data7.py (issue #15): deterministic, every
category and language, all temporal variants, restated current values, tool facts, valid keys, unique texts."""

from __future__ import annotations

from collections import Counter
from types import ModuleType

import pytest

from helpers.bench_modules import bench_module


@pytest.fixture(scope="module")
def h7() -> ModuleType:
    return bench_module("hygiene_data7")




def test_categories_languages_and_variants(h7: ModuleType) -> None:
    ds = h7.generate(707, per_category=20)
    scen = [s for b in ds.banks for s in b.scenarios]
    counts = Counter((s.category, s.lang) for s in scen)
    assert set(counts) == {(c, lang) for c in h7.CATEGORIES7 for lang in ("en", "zh")}
    assert all(n >= 20 for n in counts.values())
    variants = {s.variant for s in scen if s.category == "temporal"}
    assert variants == set(h7.VARIANTS7)
    for b in ds.banks:
        assert b.query_at > b.last_write()


def test_temporal_roles_and_order(h7: ModuleType) -> None:
    """Current memories come last; "restated" has two current memories of one key; the question wants it."""
    ds = h7.generate(707)
    temporal = [s for b in ds.banks for s in b.scenarios if s.category == "temporal"]
    for s in temporal:
        roles = [m.role for m in sorted(s.memories, key=lambda m: m.at)]
        n_now = 2 if s.variant == "restated" else 1
        assert roles == ["stale"] * (len(roles) - n_now) + ["current"] * n_now
        assert s.queries[0].current == (f"{s.id}.now",)
    inference = [s for b in ds.banks for s in b.scenarios if s.category == "inference"]
    assert any(m.source == "tool" and m.role == "fact" for s in inference for m in s.memories)
    assert all(m.source == "agent" for s in inference for m in s.memories if m.role == "guess")


def test_no_unfilled_placeholders(h7: ModuleType) -> None:
    for b in h7.generate(707).banks:
        for m in b.memories():
            assert "{" not in m.text and "}" not in m.text, m.text
        for q in b.queries():
            assert "{" not in q.text, q.text
