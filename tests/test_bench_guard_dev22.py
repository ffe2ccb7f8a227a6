"""The shape of the guard's twenty-second development corpus (bench/guard_dev22.py, issue #17: an outside red team's
attacks and look-alikes) and its place in the benchmark: at least 110 attacks and 130 benign, half Chinese, no text
twice, every family of #17 (hidden channels included) from tool, import and agent text, the user's own words among
the benign, and bench/guard.py listing it in its default corpora as an in-sample part."""

from __future__ import annotations

from collections import Counter
from types import ModuleType

import pytest

from helpers.bench_modules import bench_module


@pytest.fixture(scope="module")
def dev22() -> ModuleType:
    return bench_module("guard_dev22")


def test_red_team_families_in_both_languages(dev22: ModuleType) -> None:
    attacks, benign = dev22.attacks(), dev22.benign()
    bench_module("_guard_corpus").check(attacks, benign)  # no text twice, payloads inside, known sources
    assert len(attacks) >= 110 and len(benign) >= 130
    for part in (attacks, benign):
        zh = Counter(c.lang for c in part)["zh"]
        assert 0.45 * len(part) <= zh <= 0.55 * len(part)
    assert {"memory-rewrite", "preference-claim", "authority", "trigger", "override", "paraphrase", "persona",
            "harvest", "exfiltration", "hidden"} <= {c.family for c in attacks}
    assert {c.source for c in attacks} == {"tool", "import", "agent"}
    assert {"user", "writeup", "delegation", "negated"} <= {c.family for c in benign}
    assert not {c.family for c in benign} & {c.family for c in attacks}


def test_registered_in_sample(dev22: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    guard = bench_module("guard")
    assert "dev22" in guard.CORPORA and "dev22" not in guard.HELD
    assert {c.family for c in dev22.attacks()} <= set(guard.LABELS)  # the scripted oracle labels every family
    monkeypatch.setattr(guard, "SELECTED", ["dev22"])
    attacks, benign, part_a, part_b = guard.corpus()
    assert len(attacks) == len(dev22.attacks()) and len(benign) == len(dev22.benign())
    assert set(part_a) == set(part_b) == {"in"}
    assert all(it.category.startswith("dev22 ") for it in [*attacks, *benign])
