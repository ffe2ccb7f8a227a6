"""Structure of the eighth (development) hygiene corpus bench/hygiene_data8.py (issue #15): every category and
language, all temporal update phrasings, current value last, tool facts, no unfilled placeholders."""

from __future__ import annotations

from collections import Counter
from types import ModuleType

import pytest

from helpers.bench_modules import bench_module


@pytest.fixture(scope="module")
def h8() -> ModuleType:
    return bench_module("hygiene_data8")


def test_categories_languages_and_variants(h8: ModuleType) -> None:
    ds = h8.generate(808, per_category=40)
    scen = [s for b in ds.banks for s in b.scenarios]
    counts = Counter((s.category, s.lang) for s in scen)
    assert set(counts) == {(c, lang) for c in h8.CATEGORIES8 for lang in ("en", "zh")}
    assert all(n >= 40 for n in counts.values())
    assert {s.variant for s in scen if s.category == "temporal"} == set(h8.VARIANTS8)
    for b in ds.banks:
        assert b.query_at > b.last_write()


def test_temporal_current_is_last(h8: ModuleType) -> None:
    ds = h8.generate(808)
    for s in (s for b in ds.banks for s in b.scenarios if s.category == "temporal"):
        roles = [m.role for m in sorted(s.memories, key=lambda m: m.at)]
        assert roles == ["stale"] * (len(roles) - 1) + ["current"]
        assert s.queries[0].current == (f"{s.id}.now",)
    inference = [s for b in ds.banks for s in b.scenarios if s.category == "inference"]
    assert any(m.source == "tool" and m.role == "fact" for s in inference for m in s.memories)
    assert all(m.source == "agent" for s in inference for m in s.memories if m.role == "guess")


def test_no_unfilled_placeholders(h8: ModuleType) -> None:
    for b in h8.generate(808).banks:
        for m in b.memories():
            assert "{" not in m.text and "}" not in m.text, m.text
        for q in b.queries():
            assert "{" not in q.text, q.text
