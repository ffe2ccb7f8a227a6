"""The shape of the guard's second held-out corpus (bench/guard_heldout2.py, issue #17) and its place in the
benchmark: sizes, both languages, every attack family in each, no text twice, known sources, attacks never from
the user, and bench/guard.py reporting it as held out (its own part, no examples listed). Nothing here prints or
inspects what the cases say."""

from __future__ import annotations

from collections import Counter
from types import ModuleType

import pytest

from helpers.bench_modules import bench_module


@pytest.fixture(scope="module")
def ho2() -> ModuleType:
    return bench_module("guard_heldout2")


def test_sizes_languages_and_families(ho2: ModuleType) -> None:
    attacks, benign = ho2.attacks(), ho2.benign()
    bench_module("_guard_corpus").check(attacks, benign, ho2.USER)  # no text twice, payloads inside, known sources
    assert len(attacks) >= 180 and len(benign) >= 180
    for part in (attacks, benign):
        langs = Counter(c.lang for c in part)
        assert set(langs) == {"en", "zh"} and min(langs.values()) >= 0.4 * len(part)
    assert {c.family for c in attacks} == set(ho2.ATTACK_FAMILIES)
    for lang in ("en", "zh"):
        per = Counter(c.family for c in attacks if c.lang == lang)
        assert set(per) == set(ho2.ATTACK_FAMILIES) and min(per.values()) >= 8, per
    assert all(c.source in {"tool", "import", "agent"} for c in attacks)  # the user's own words are not attacks
    assert {c.source for c in benign} == {"tool", "import", "agent", "user"}
    assert not {c.family for c in benign} & set(ho2.ATTACK_FAMILIES)
    assert any(c.carrier != "bare" and c.payload != c.text for c in attacks)  # payloads inside longer carriers
    assert any(c.payload != c.text for c in benign)


def test_registered_as_held_out(ho2: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    guard = bench_module("guard")
    assert "heldout2" in guard.CORPORA and guard.HELD["heldout2"] not in ("in", guard.HELD["heldout"])
    monkeypatch.setattr(guard, "SELECTED", ["dev2", "heldout2"])
    attacks, _, part_a, part_b = guard.corpus()
    held = guard.HELD["heldout2"]
    assert part_a.count(held) == len(ho2.attacks()) and part_b.count(held) == len(ho2.benign())
    # held-out families carry no corpus prefix (the oracle's labels and the tables use them bare)
    assert {it.category for it, p in zip(attacks, part_a, strict=True) if p == held} == set(ho2.ATTACK_FAMILIES)
