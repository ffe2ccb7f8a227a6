"""Structure of the held-out hygiene corpus bench/hygiene_data4.py (issue #15). Only its shape is checked here, never
its contents: the corpus is held out and nobody reads its cases or failures while tuning."""

from __future__ import annotations

from collections import Counter
from types import ModuleType

import pytest

from helpers.bench_modules import bench_module


@pytest.fixture(scope="module")
def h4() -> ModuleType:
    return bench_module("hygiene_data4")




def test_categories_languages_and_sizes(h4: ModuleType) -> None:
    ds = h4.generate(404, per_category=20)
    scen = [s for b in ds.banks for s in b.scenarios]
    assert {s.category for s in scen} == {"temporal", "duplicates", "inference", "tools", "unrelated"}
    counts = Counter((s.category, s.lang) for s in scen)
    assert set(counts) == {(c, lang) for c in h4.CATEGORIES4 for lang in ("en", "zh")}
    assert all(n >= 20 for n in counts.values())
    for b in ds.banks:
        assert {s.category for s in b.scenarios} == {b.category}
        assert {s.lang for s in b.scenarios} == {b.lang}
        assert any(m.scenario == "" for m in b.memories())  # background memories
        assert b.query_at > b.last_write()


def test_no_two_scenarios_of_a_bank_share_a_topic(h4: ModuleType) -> None:
    for seed in (404, 7):
        for b in h4.generate(seed).banks:
            topics = [t for s in b.scenarios for t in s.topics]
            assert len(topics) == len(set(topics))
