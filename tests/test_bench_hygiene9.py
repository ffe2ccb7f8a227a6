"""Structure of the ninth (development) hygiene corpus bench/hygiene_data9.py (issue #15): its categories and
languages, all temporal update phrasings, twice as many temporal scenarios as each other category, the current value
last, bare corrections written minutes after the fact they correct, no unfilled placeholders."""

from __future__ import annotations

from collections import Counter
from datetime import timedelta
from types import ModuleType

import pytest

from helpers.bench_modules import bench_module


@pytest.fixture(scope="module")
def h9() -> ModuleType:
    return bench_module("hygiene_data9")


def test_categories_languages_and_variants(h9: ModuleType) -> None:
    ds = h9.generate(909, per_category=40)
    scen = [s for b in ds.banks for s in b.scenarios]
    counts = Counter((s.category, s.lang) for s in scen)
    assert set(counts) == {(c, lang) for c in h9.CATEGORIES9 for lang in ("en", "zh")}
    assert all(counts[("temporal", lang)] == 40 for lang in ("en", "zh"))
    assert all(n >= 20 for (c, _), n in counts.items() if c != "temporal")
    assert {s.variant for s in scen if s.category == "temporal"} == set(h9.VARIANTS9)
    for b in ds.banks:
        assert b.query_at > b.last_write()


def test_default_size(h9: ModuleType) -> None:
    stats = h9.generate(909).stats()
    assert 100 <= stats["scenarios"] <= 140
    assert stats["by_lang"]["en"] == stats["by_lang"]["zh"]


def test_temporal_current_is_last_and_corrections_follow_within_the_hour(h9: ModuleType) -> None:
    ds = h9.generate(909, per_category=40)
    for s in (s for b in ds.banks for s in b.scenarios if s.category == "temporal"):
        ms = sorted(s.memories, key=lambda m: m.at)
        assert [m.role for m in ms] == ["stale"] * (len(ms) - 1) + ["current"]
        assert s.queries[0].current == (f"{s.id}.now",)
        if s.variant == "correction":
            assert ms[-1].at - ms[0].at <= timedelta(hours=1)


def test_no_unfilled_placeholders(h9: ModuleType) -> None:
    for b in h9.generate(909).banks:
        for m in b.memories():
            assert "{" not in m.text and "}" not in m.text, m.text
        for q in b.queries():
            assert "{" not in q.text, q.text
