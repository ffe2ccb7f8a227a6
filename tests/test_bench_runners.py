"""Keeps two more bench scripts from rotting: bench/calibrate_experience.py (the experience-dedup threshold) and
bench/ingest.py (observe vs every turn, on one small generated persona) run end to end through their ``main`` with
the bundled e5 model, writing where ``--out`` says; their output shape and ranges are checked. No timing asserts."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

from helpers.bench_modules import bench_modules
from hindsight.embedder.e5 import E5_CALIBRATION, E5Embedder

#: both load the bundled e5 model
pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def bench() -> Any:
    return bench_modules(cal="calibrate_experience", ingest="ingest")


def test_calibrate_experience_recommends_a_threshold_above_every_sibling(
        bench: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "ce.json"
    assert bench.cal.main(["--out", str(out)]) == 0
    res = json.loads(out.read_text(encoding="utf-8"))
    assert res["meta"]["model"] == E5Embedder.name and res["current"] == E5_CALIBRATION.experience_dedup
    for group in ("same", "sibling"):
        g = res[group]
        assert g["n"] == len(g["cosines"]) > 0 and all(-1.0 <= c <= 1.0001 for c in g["cosines"])
        assert g["min"] == min(g["cosines"]) and g["max"] == max(g["cosines"])
    rec = res["recommended"]
    assert rec == math.ceil((res["sibling"]["max"] + bench.cal.MARGIN) * 100) / 100
    assert not any(c >= rec for c in res["sibling"]["cosines"])  # merges no different lesson
    assert res["same_merged_at_recommended"] == round(sum(c >= rec for c in res["same"]["cosines"]) / res["same"]["n"],
                                                      3)
    printed = capsys.readouterr().out
    assert f"recommended experience_dedup {rec} " in printed and f"saved {out}" in printed


@pytest.mark.slow
def test_ingest_on_one_small_persona(bench: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """~15 s of CPU: one generated persona, every arm."""
    out = tmp_path / "ingest.json"
    assert bench.ingest.main(["--personas", "1", "--sessions", "2", "--out", str(out)]) == 0
    res = json.loads(out.read_text(encoding="utf-8"))
    assert res["personas"] == 1 and res["turns"] > 0 and res["questions"] > 0
    arms = res["arms"]
    assert list(arms) == ["every_turn", "observe_nocue", "observe_index", "observe_embed"]
    for name, a in arms.items():
        assert 0.0 <= a["recall_at_10"] <= 1.0 and 0.0 <= a["context_recall"] <= 1.0, name
        assert 0 < a["memories"] <= res["turns"] and a["context_tokens_mean"] > 0
        assert set(a["recall_by_type"]) <= {"single_hop", "knowledge_update", "temporal", "multi_session",
                                            "name_number", "cross_lingual"}
    # every turn keeps (almost) every turn; observe keeps what its importance rules select: fewer
    assert all(arms[n]["memories"] < arms["every_turn"]["memories"] for n in arms if n != "every_turn")
    printed = capsys.readouterr().out
    assert printed.strip() == bench.ingest.markdown(res).strip()
    assert "| memories kept per 100 turns |" in printed and "| recall@10, temporal |" in printed
