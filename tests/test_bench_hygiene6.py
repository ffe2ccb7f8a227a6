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


def _shape(ds: object) -> list[tuple[str, str, list[tuple[str, str]]]]:
    return [(b.name, str(b.query_at), [(m.text, str(m.at)) for m in b.memories()])  # type: ignore[attr-defined]
            for b in ds.banks]  # type: ignore[attr-defined]


def test_deterministic_for_a_seed(h6: ModuleType) -> None:
    assert _shape(h6.generate(606)) == _shape(h6.generate(606))
    assert _shape(h6.generate(606)) != _shape(h6.generate(607))


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


def test_keys_and_texts(h6: ModuleType) -> None:
    dedupe = bench_module("_hygiene_corpus")._dedupe_texts
    for seed in (606, 7):
        for b in h6.generate(seed).banks:
            dedupe(b)
            refs = [m.ref for m in b.memories()]
            assert len(refs) == len(set(refs))
            for s in b.scenarios:
                keys = {m.key for m in s.memories}
                assert s.queries
                for q in s.queries:
                    assert q.scenario == s.id
                    assert q.current and set(q.current) <= keys
                    assert set(q.stale) <= keys and not set(q.stale) & set(q.current)
                    assert "{" not in q.text
                assert all("{" not in m.text or m.source == "tool" for m in s.memories)
