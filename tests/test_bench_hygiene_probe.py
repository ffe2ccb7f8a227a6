"""bench/hygiene_probe.py and its held-out scenarios: structure only (the scores are measured, never asserted)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from helpers.bench_modules import bench_modules
from hindsight.embedder.e5 import E5Embedder


@pytest.fixture(scope="module")
def bench() -> Any:
    return bench_modules(probe="hygiene_probe", data="hygiene_probe_data")


def test_about_150_scenarios_half_english_half_chinese(bench: Any) -> None:
    scenarios = bench.data.SCENARIOS
    assert 140 <= len(scenarios) <= 170
    langs = Counter(s.lang for s in scenarios)
    assert set(langs) == {"en", "zh"}
    assert abs(langs["en"] - langs["zh"]) <= len(scenarios) // 10


def test_every_kind_in_both_languages(bench: Any) -> None:
    pairs = {(s.kind, s.lang) for s in bench.data.SCENARIOS}
    assert {s.kind for s in bench.data.SCENARIOS} == set(bench.data.KINDS)
    assert pairs == {(k, lang) for k in bench.data.KINDS for lang in ("en", "zh")}


def test_ids_unique_and_languages_match_the_text(bench: Any) -> None:
    scenarios = bench.data.SCENARIOS
    assert len({s.sid for s in scenarios}) == len(scenarios)
    for s in scenarios:
        han = any("\u4e00" <= ch <= "\u9fff" for m in s.mems for ch in m.text)
        assert han == (s.lang == "zh"), s.sid


def test_refs_unique_and_every_expected_ref_exists(bench: Any) -> None:
    for s in bench.data.SCENARIOS:
        refs = [m.ref for m in s.mems]
        assert len(refs) == len(set(refs)), s.sid
        named = [*s.active, *s.no_dispute, *s.guess]
        for ask in s.asks:
            assert ask.first, s.sid
            named += [*ask.first, *ask.not_top3, *ask.all_top3]
            assert not set(ask.first) & set(ask.not_top3), s.sid
        assert set(named) <= set(refs), s.sid
        assert [m.day for m in s.mems] == sorted(m.day for m in s.mems), s.sid


def test_kinds_carry_what_they_are_judged_on(bench: Any) -> None:
    for s in bench.data.SCENARIOS:
        if s.kind == "update":
            assert all(a.not_top3 for a in s.asks), s.sid
        if s.kind in ("keep", "restate", "other-person"):
            assert set(s.active) == set(s.no_dispute) == {m.ref for m in s.mems}, s.sid
        if s.kind == "guess":
            assert s.guess and all(m.source == "agent" for m in s.mems if m.ref in s.guess), s.sid
            assert all(m.source != "agent" for m in s.mems if m.ref not in s.guess), s.sid
        if s.kind == "source-conflict":
            tools = {m.source_id for m in s.mems}
            assert all(m.source == "tool" for m in s.mems) and len(tools) == len(s.mems), s.sid
            assert all(a.all_top3 for a in s.asks), s.sid


def test_banks_never_hold_two_scenarios_on_one_topic(bench: Any) -> None:
    banks = bench.probe.pack(bench.data.SCENARIOS)
    assert sum(len(b) for b in banks) == len(bench.data.SCENARIOS)
    for group in banks:
        topics = [t for s in group for t in s.topics]
        assert len(topics) == len(set(topics))
        background = bench.probe.background_for(group)
        assert 10 <= len(background) <= 20
        assert not {slot for slot, _ in background} & set(topics)


def test_smoke_run_on_three_scenarios(bench: Any, e5: E5Embedder, tmp_path: Path) -> None:
    by_kind = {s.kind: s for s in reversed(bench.data.SCENARIOS)}
    picked = [by_kind["update"], by_kind["guess"], by_kind["source-conflict"]]
    results = bench.probe.run(picked, e5, root=tmp_path)
    assert [r.sid for r in results] == [s.sid for s in picked]
    assert all(len(r.asks) == len(s.asks) and r.statuses.keys() == {m.ref for m in s.mems}
               for r, s in zip(results, picked, strict=True))
    table = bench.probe.summarise(results)
    assert table["all/all"]["scenarios"] == 3
    assert table["all/all"]["acc@1"]["n"] == sum(len(s.asks) for s in picked)
    assert "acc@1" in bench.probe.render(table)
    json.dumps([bench.probe._as_dict(r) for r in results], ensure_ascii=False)
