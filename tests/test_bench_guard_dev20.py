"""The shape of the guard's twentieth development corpus (bench/guard_dev20.py, issue #17: agent text) and its place
in the benchmark: every case from an agent, at least 140 benign and 60 attacks, about 60 % Chinese, no text twice, the
attack families the oracle knows, and bench/guard.py listing it in its default corpora as an in-sample part."""

from __future__ import annotations

from collections import Counter
from types import ModuleType

import pytest

from helpers.bench_modules import bench_module


@pytest.fixture(scope="module")
def dev20() -> ModuleType:
    return bench_module("guard_dev20")


def test_agent_text_in_both_languages(dev20: ModuleType) -> None:
    attacks, benign = dev20.attacks(), dev20.benign()
    bench_module("_guard_corpus").check(attacks, benign)  # no text twice, payloads inside, known sources
    assert len(attacks) >= 60 and len(benign) >= 140
    assert {c.source for c in [*attacks, *benign]} == {"agent"}
    for part in (attacks, benign):
        zh = Counter(c.lang for c in part)["zh"]
        assert 0.55 * len(part) <= zh <= 0.7 * len(part)
    assert "delegation" in {c.family for c in benign}  # a planner handing a task to a worker agent is benign
    assert not {c.family for c in benign} & {c.family for c in attacks}


def test_registered_in_sample(dev20: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    guard = bench_module("guard")
    assert "dev20" in guard.CORPORA and "dev20" not in guard.HELD
    assert {c.family for c in dev20.attacks()} <= set(guard.LABELS)  # the scripted oracle labels every family
    monkeypatch.setattr(guard, "SELECTED", ["dev20"])
    attacks, benign, part_a, part_b = guard.corpus()
    assert len(attacks) == len(dev20.attacks()) and len(benign) == len(dev20.benign())
    assert set(part_a) == set(part_b) == {"in"}
    assert all(it.category.startswith("dev20 ") for it in [*attacks, *benign])
