"""Keeps bench/hygiene.py and bench/hygiene_seeds.py from rotting: a quick run of the raw and rules columns on one
seed, end to end through the real embedder and store (no timing asserts)."""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"


@pytest.fixture(scope="module")
def seeds():  # type: ignore[no-untyped-def]
    sys.path.insert(0, str(BENCH))
    try:
        import hygiene_seeds as mod  # bench/hygiene_seeds.py

        yield mod
    finally:
        sys.path.remove(str(BENCH))


@pytest.mark.slow
def test_quick_seed_run_writes_json(seeds, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "seeds.json"
    assert seeds.main(["--quick", "--seeds", "11", "--out", str(out)]) == 0
    res = json.loads(out.read_text(encoding="utf-8"))
    [row] = res["rows"]
    assert row["seed"] == 11 and row["questions"] > 0
    for col in ("raw", "rules"):
        assert 0.0 <= row[col]["acc1"] <= 1.0
        assert set(row[col]["per_category"]) >= {"temporal", "duplicates", "inference", "unrelated"}
    # the review loop retires stale facts the append-only baseline leaves visible
    assert row["rules"]["leak3"] < row["raw"]["leak3"]
    assert res["summary"]["rules"]["acc1"]["mean"] == pytest.approx(row["rules"]["acc1"], abs=1e-4)
    assert "| 11 |" in seeds.markdown(res)


@pytest.mark.integration  # the benchmark embeds with e5: not for the fast tier
def test_a_held_out_corpus_keeps_no_cases(tmp_path: Path) -> None:
    """``--corpus 4`` (the second held-out corpus) saves totals only: no failing cases, no questions, no memories."""
    from helpers.bench_modules import bench_module

    hygiene = bench_module("hygiene")
    out = tmp_path / "h4.json"
    alerts = logging.getLogger("hindsight.alerts")
    level = alerts.level
    try:  # a held-out run silences the alert log of the process: the tests after this one read it
        assert hygiene.main(["--corpus", "4", "--per-category", "1", "--configs", "raw", "--out4", str(out)]) == 0
    finally:
        alerts.setLevel(level)
    res = json.loads(out.read_text())
    assert res["meta"]["held_out"] is True and res["meta"]["corpus"] == 4
    col = res["columns"]["raw"]
    assert not {"failures", "queries", "memories"} & set(col) and col["metrics"]["all"]["acc1"] is not None
