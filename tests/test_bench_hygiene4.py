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


def _shape(ds: object) -> list[tuple[str, str, str, list[tuple[str, str, str]], list[tuple[str, ...]]]]:
    return [(b.name, b.persona, str(b.query_at), [(m.ref, m.text, str(m.at)) for m in b.memories()],
             [(q.id, q.text, *q.current, "|", *q.stale) for q in b.queries()]) for b in ds.banks]  # type: ignore[attr-defined]


def test_deterministic_for_a_seed(h4: ModuleType) -> None:
    assert _shape(h4.generate(404)) == _shape(h4.generate(404))
    assert _shape(h4.generate(404)) != _shape(h4.generate(405))


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


def test_query_keys_exist_in_their_scenario_and_refs_unique(h4: ModuleType) -> None:
    for seed in (404, 7):
        for b in h4.generate(seed).banks:
            refs = [m.ref for m in b.memories()]
            assert len(refs) == len(set(refs))
            for s in b.scenarios:
                keys = {m.key for m in s.memories}
                assert s.queries
                for q in s.queries:
                    assert q.scenario == s.id
                    assert q.current and set(q.current) <= keys
                    assert set(q.stale) <= keys and not set(q.stale) & set(q.current)
            topics = [t for s in b.scenarios for t in s.topics]
            assert len(topics) == len(set(topics))  # no two scenarios of a bank share a topic


def test_texts_deduped(h4: ModuleType) -> None:
    dedupe = bench_module("hygiene_data")._dedupe_texts
    for seed in (404, 11, 2026):
        for b in h4.generate(seed).banks:
            dedupe(b)  # raises when two facts of a bank share a text
