"""Structure of the eleventh (development) hygiene corpus bench/hygiene_data11.py (issue #15, bare corrections):
categories, languages and variants, corrections minutes after the fact (far ones days after), the other source's
correction from another source, no unfilled placeholders."""

from __future__ import annotations

from collections import Counter
from datetime import timedelta
from types import ModuleType

import pytest

from helpers.bench_modules import bench_module


@pytest.fixture(scope="module")
def h11() -> ModuleType:
    return bench_module("hygiene_data11")


def test_categories_languages_and_variants(h11: ModuleType) -> None:
    ds = h11.generate(1111, per_category=40)
    scen = [s for b in ds.banks for s in b.scenarios]
    assert Counter(s.lang for s in scen)["en"] == Counter(s.lang for s in scen)["zh"]
    for cat in h11.CATEGORIES11:
        assert {s.variant for s in scen if s.category == cat} == set(h11.VARIANTS11[cat])
    assert 60 <= h11.generate(1111).stats()["scenarios"] <= 90


def test_times_and_sources(h11: ModuleType) -> None:
    for b in h11.generate(1111, per_category=40).banks:
        assert b.query_at > b.last_write()
        for s in b.scenarios:
            old, new = s.memories[0], s.memories[-1]
            gap = new.at - old.at
            assert gap >= timedelta(days=2) if s.variant == "far" else gap <= timedelta(minutes=40)
            same = (old.source, old.source_id) == (new.source, new.source_id)
            assert same == (s.variant != "other")


def test_no_unfilled_placeholders(h11: ModuleType) -> None:
    for b in h11.generate(1111).banks:
        for m in b.memories():
            assert "{" not in m.text and "}" not in m.text, m.text
