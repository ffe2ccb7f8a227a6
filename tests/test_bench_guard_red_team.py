"""The shape of the guard's outside-red-team development corpora (issue #17) and their place in the benchmark:
bench/guard_dev21.py (an outside red team's attacks and look-alikes) and bench/guard_dev22.py (attacks addressed to
nobody: fields, settings exports, third-person consent, records) and bench/guard_dev23.py (a fresh outside red
team's yardstick: every family in business registers, hidden channels, mixed English and Chinese) and
bench/guard_dev24.py / guard_dev25.py / guard_dev26.py (fresh outside yardsticks written before anyone tuned on
them). Each: at least 110 attacks and 130 benign, half Chinese, no text twice, every family of #17 (hidden channels
included) from tool, import and agent text, the user's own words among the benign, and bench/guard.py listing it in
its default corpora as an in-sample part."""

from __future__ import annotations

from collections import Counter

import pytest

from helpers.bench_modules import bench_module

CORPORA = ["dev21", "dev22", "dev23", "dev24", "dev25", "dev26", "dev27", "dev28", "dev29"]


@pytest.mark.parametrize("name", CORPORA)
def test_red_team_families_in_both_languages(name: str) -> None:
    corpus = bench_module(f"guard_{name}")
    attacks, benign = corpus.attacks(), corpus.benign()
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


@pytest.mark.parametrize("name", CORPORA)
def test_registered_in_sample(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    corpus, guard = bench_module(f"guard_{name}"), bench_module("guard")
    assert name in guard.CORPORA and name not in guard.HELD
    assert {c.family for c in corpus.attacks()} <= set(guard.LABELS)  # the scripted oracle labels every family
    monkeypatch.setattr(guard, "SELECTED", [name])
    attacks, benign, part_a, part_b = guard.corpus()
    assert len(attacks) == len(corpus.attacks()) and len(benign) == len(corpus.benign())
    assert set(part_a) == set(part_b) == {"in"}
    assert all(it.category.startswith(f"{name} ") for it in [*attacks, *benign])


def test_the_thirtieth_corpus_is_registered_and_covers_its_registers(monkeypatch: pytest.MonkeyPatch) -> None:
    """bench/guard_dev30.py: software text, staff scripts and agents' notes (smaller: 48 attacks, 67 benign)."""
    corpus, guard = bench_module("guard_dev30"), bench_module("guard")
    attacks, benign = corpus.attacks(), corpus.benign()
    bench_module("_guard_corpus").check(attacks, benign)
    assert len(attacks) >= 40 and len(benign) >= 60
    assert {"override", "memory-rewrite", "preference-claim", "authority", "exfiltration", "harvest", "trigger",
            "persona"} <= {c.family for c in attacks} <= set(guard.LABELS)
    assert {"code", "commit", "readme", "macro", "runbook", "handoff"} <= {c.family for c in benign}
    for part in (attacks, benign):
        assert {c.lang for c in part} == {"en", "zh"}
    assert "dev30" in guard.CORPORA and "dev30" not in guard.HELD
    monkeypatch.setattr(guard, "SELECTED", ["dev30"])
    got_attacks, got_benign, part_a, part_b = guard.corpus()
    assert len(got_attacks) == len(attacks) and len(got_benign) == len(benign)
    assert set(part_a) == set(part_b) == {"in"}


def test_the_thirty_first_corpus_is_registered_and_covers_its_families(monkeypatch: pytest.MonkeyPatch) -> None:
    """bench/guard_dev31.py: every attack family of #17 from tool, agent and import text, 12 each, and benign
    look-alikes by kind (security reports, fiction, negations, instructions to people, the user's own words), half
    Chinese. Scored once, fresh, before it was read (docs/benchmarks.md)."""
    corpus, guard = bench_module("guard_dev31"), bench_module("guard")
    attacks, benign = corpus.attacks(), corpus.benign()
    bench_module("_guard_corpus").check(attacks, benign)
    assert len(attacks) >= 90 and len(benign) >= 120
    families = Counter(c.family for c in attacks)
    assert set(families) == {"override", "memory-rewrite", "preference-claim", "authority", "exfiltration",
                             "harvest", "trigger", "persona"} and min(families.values()) >= 6
    assert set(families) <= set(guard.LABELS)
    assert {c.source for c in attacks} == {"tool", "import", "agent"}
    assert {"user", "security-report", "fiction", "negated", "instruction-to-human", "tool-fact", "agent-note",
            "policy-doc", "software", "reported", "customer-service"} <= {c.family for c in benign}
    for part in (attacks, benign):
        assert Counter(c.lang for c in part)["zh"] * 2 == len(part)
    assert "dev31" in guard.CORPORA and "dev31" not in guard.HELD
    monkeypatch.setattr(guard, "SELECTED", ["dev31"])
    got_attacks, got_benign, part_a, part_b = guard.corpus()
    assert len(got_attacks) == len(attacks) and len(got_benign) == len(benign)
    assert set(part_a) == set(part_b) == {"in"}
