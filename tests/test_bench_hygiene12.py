"""Structure of the twelfth (development) hygiene corpus bench/hygiene_data12.py (issue #15): its categories and
languages, all temporal variants, the "marked" and "plain" updates telling their change (or not) in so many words,
keep controls of two memories each, the current value last, no unfilled placeholders."""

from __future__ import annotations

from collections import Counter
from types import ModuleType

import pytest

from helpers.bench_modules import bench_module
from hindsight.language import changes


@pytest.fixture(scope="module")
def h12() -> ModuleType:
    return bench_module("hygiene_data12")


def test_categories_languages_and_variants(h12: ModuleType) -> None:
    ds = h12.generate(1212, per_category=40)
    scen = [s for b in ds.banks for s in b.scenarios]
    counts = Counter((s.category, s.lang) for s in scen)
    assert set(counts) == {(c, lang) for c in h12.CATEGORIES12 for lang in ("en", "zh")}
    assert {s.variant for s in scen if s.category == "temporal"} == set(h12.VARIANTS12)
    for b in ds.banks:
        assert b.query_at > b.last_write()
        assert all("{" not in m.text for m in b.memories())


def test_default_size(h12: ModuleType) -> None:
    stats = h12.generate(1212).stats()
    assert 100 <= stats["scenarios"] <= 140
    assert stats["by_lang"]["en"] == stats["by_lang"]["zh"]


def test_marked_updates_say_a_value_was_replaced_and_the_current_is_last(h12: ModuleType) -> None:
    for b in h12.generate(1212, per_category=40).banks:
        for s in b.scenarios:
            if s.category == "temporal":
                assert s.memories[-1].role == "current"
                assert [m.at for m in s.memories] == sorted(m.at for m in s.memories)
                if s.variant != "plain":
                    assert all(changes.replaced(m.text) for m in s.memories[1:]), s.id
            elif s.category == "unrelated":
                assert [m.role for m in s.memories] == ["unrelated", "unrelated"]
