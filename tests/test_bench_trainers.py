"""Keeps the offline fits from rotting: bench/guard_train.py (the semantic screen's head) and bench/rerank_train.py
(the learned reranker) run end to end through their ``main`` with the bundled e5 model, on a small sample
(``--limit``) or a tiny LoCoMo-shaped file built in tmp_path, writing where ``--out`` / ``--weights`` say. What they
write must load in the project (``guard.semantic.Head``, ``rerank.learned``); the shipped files stay untouched.
No timing asserts."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from helpers.bench_inputs import locomo_file
from helpers.bench_modules import bench_modules
from hindsight import Settings
from hindsight.embedder.e5 import E5Embedder
from hindsight.guard.semantic import HEADS, Head
from hindsight.rerank import features as feats
from hindsight.rerank.learned import WEIGHTS, LearnedReranker, LinearModel

#: both fits embed with the bundled e5 model (they take no embedder option)
pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def bench() -> Any:
    return bench_modules(guard="guard_train", rerank="rerank_train", loco="locomo_loco")


@pytest.fixture(scope="module")
def guard_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One embedding cache for every guard_train run here (its ``--embed-cache``): the sample is embedded once."""
    return tmp_path_factory.mktemp("guard-train") / "vectors.npz"


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# -- bench/guard_train.py ------------------------------------------------------------------------------------
def test_guard_sample_spreads_over_the_corpora(bench: Any) -> None:
    cs = bench.guard.cases()
    few = bench.guard.sample(cs, 12)
    assert sum(c.label for c in few) == 12 and sum(1 - c.label for c in few) == 12
    assert [c for c in cs if c in few] == few  # the corpora's order is kept
    assert any(c.payload is not None for c in few)  # a dev3 carrier among the attacks (the last corpora)
    assert {c.text for c in few if c.label} & {c.text for c in cs[:50] if c.label}  # and guard_data's first ones


def test_guard_train_writes_a_head_that_loads(bench: Any, tmp_path: Path, guard_cache: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    shipped = HEADS / "e5-small.json"
    before = _digest(shipped)
    out = tmp_path / "head.json"
    bench.guard.main(["--limit", "8", "--hidden", "0", "--out", str(out), "--embed-cache", str(guard_cache)])
    printed = capsys.readouterr().out
    assert printed.startswith("16 cases (0 generated facts), ")
    assert "| threshold | attacks caught | benign quarantined |" in printed
    assert f"head written to {out}" in printed
    d = json.loads(out.read_text(encoding="utf-8"))
    assert d["embedder"] == E5Embedder.name and d["hidden"] == 0 and "--limit 8 sample" in d["trained_on"]
    assert -2.0 <= d["threshold"] <= 12.0 and all(0.0 <= v <= 1.0 for v in d["cv"].values())
    head = Head.load(out)
    assert head.dim == E5Embedder.dim and head.hidden is None
    assert f"threshold {head.threshold:.2f}: CV " in printed
    logits = head.logits(np.eye(E5Embedder.dim)[:3])
    assert logits.shape == (3,) and np.isfinite(logits).all()
    assert _digest(shipped) == before  # the shipped head is not rewritten
    assert guard_cache.exists()  # --embed-cache kept the vectors for the next run


def test_guard_train_hidden_layer_dry_run_writes_nothing(bench: Any, tmp_path: Path, guard_cache: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "head.json"
    cache = ["--embed-cache", str(guard_cache)]
    bench.guard.main(["--limit", "8", "--hidden", "4", "--dry-run", "--out", str(out), *cache])
    printed = capsys.readouterr().out
    assert "hidden 4;" in printed and "with the rules first:" in printed and "head written" not in printed
    assert not out.exists()
    bench.guard.main(["--limit", "8", "--hidden", "4", "--out", str(out), *cache])
    head = Head.load(out)
    assert head.hidden is not None and head.hidden[0].shape == (E5Embedder.dim, 4) and head.weights.shape == (4,)


def test_guard_train_ensemble_is_one_wider_head_and_loco_sets_the_threshold(
        bench: Any, tmp_path: Path, guard_cache: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--ensemble K writes one head whose hidden layer is the K heads side by side (its logit is their mean);
    --threshold-from loco prints the per-corpus LOCO table; --notices adds scored-apart negatives."""
    out = tmp_path / "head.json"
    bench.guard.main(["--limit", "8", "--hidden", "3", "--ensemble", "2", "--notices", "6", "--threshold-from", "loco",
                      "--out", str(out), "--embed-cache", str(guard_cache)])
    printed = capsys.readouterr().out
    assert "threshold from leave-one-corpus-out scores:" in printed and "| all |" in printed
    assert "notices benign:" in printed
    head = Head.load(out)
    assert head.hidden is not None and head.hidden[0].shape == (E5Embedder.dim, 6) and head.weights.shape == (6,)
    rng = np.random.default_rng(1)
    x, y = rng.normal(size=(40, 5)), (rng.random(40) > 0.5).astype(float)
    bench.guard.OPT["ensemble"] = 2
    try:
        both = bench.guard.fit(x, y, 3)
    finally:
        bench.guard.OPT["ensemble"] = 1
    one = [bench.guard.fit_one(x, y, 3, None, int(bench.guard.OPT["seed"]) + 100 * i) for i in range(2)]
    mean = (bench.guard.logits(one[0], x) + bench.guard.logits(one[1], x)) / 2
    assert np.allclose(bench.guard.logits(both, x), mean, atol=1e-5)


# -- bench/rerank_train.py -----------------------------------------------------------------------------------
def test_rerank_train_fits_writes_and_reuses_rows(bench: Any, tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    before = _digest(WEIGHTS)
    data, out, weights, rows = locomo_file(tmp_path), tmp_path / "r.json", tmp_path / "w.json", tmp_path / "rows.npz"
    # LoCoMo only (no datagen seed): two conversations, so leave-one-conversation-out has two folds
    args = ["--locomo", str(data), "--seeds", "--out", str(out), "--rows", str(rows)]
    assert bench.rerank.main([*args, "--write", "--weights", str(weights)]) == 0
    res = json.loads(out.read_text(encoding="utf-8"))
    assert res["questions"] == 6 and 6 <= res["rows"] <= 6 * Settings().rerank_top_n  # a row per hit of each window
    assert [r["held_out"] for r in res["cv"]] == ["locomo:conv-a", "locomo:conv-b"]
    loc = res["pooled"]["locomo:"]
    assert loc["first_stage"]["n"] == 6 and res["pooled"]["gen"]["first_stage"]["n"] == 0
    for side in ("first_stage", "reranked"):
        assert all(0.0 <= loc[side][m] <= 1.0 for m in ("r5", "r10", "mrr"))
        assert loc[side]["r5"] <= loc[side]["r10"]
    assert set(res["weights"]) == set(feats.NAMES)
    printed = capsys.readouterr().out
    assert "locomo:conv-a" in printed and "pooled locomo:" in printed

    body = json.loads(weights.read_text(encoding="utf-8"))
    assert body["fitted"]["data"] == ["locomo dev: locomo-tiny.json"] and body["fitted"]["rows"] == res["rows"]
    model = LinearModel.from_dict(body)
    assert model.names == feats.NAMES and model.embedder == E5Embedder.name
    assert LearnedReranker(model).unfit_for(E5Embedder.name) is None
    assert _digest(WEIGHTS) == before  # the shipped model is not rewritten

    # --rows: the saved feature rows are read back (no store, no search) and give the same fit
    assert rows.exists()
    out2 = tmp_path / "r2.json"
    assert bench.rerank.main(["--rows", str(rows), "--seeds", "--out", str(out2)]) == 0
    again = json.loads(out2.read_text(encoding="utf-8"))
    assert again["weights"] == res["weights"] and again["cv"] == res["cv"]


def test_rerank_train_refuses_the_benchmark_seed(bench: Any, tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="seed 7"):
        bench.rerank.main(["--seeds", "7", "--out", str(tmp_path / "r.json")])


@pytest.mark.slow
def test_rerank_train_on_generated_data(bench: Any, tmp_path: Path) -> None:
    """The datagen path (one persona of seed 11; ~15 s on 2 busy cores): rows per generated question."""
    out = tmp_path / "r.json"
    assert bench.rerank.main(["--seeds", "11", "--personas", "1", "--sessions", "2", "--locomo",
                              str(locomo_file(tmp_path)), "--out", str(out)]) == 0
    res = json.loads(out.read_text(encoding="utf-8"))
    gen = res["pooled"]["gen"]
    assert gen["first_stage"]["n"] > 0 and [r["held_out"] for r in res["cv"]][-2:] == ["locomo:conv-a",
                                                                                       "locomo:conv-b"]
    assert all(0.0 <= gen[s][m] <= 1.0 for s in ("first_stage", "reranked") for m in ("r5", "r10", "mrr"))


# -- bench/locomo_loco.py ------------------------------------------------------------------------------------
def test_locomo_loco_runs_the_public_bench_per_conversation(bench: Any, tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    """Each conversation: plain BM25, the shipped model and a model fitted without it, through bench/locomo.py with
    ``rerank_weights``; pooled rows weighted by questions. The shipped model and the environment are left alone."""
    import os

    before = _digest(WEIGHTS)
    out = tmp_path / "loco.json"
    assert bench.loco.main(["--locomo", str(locomo_file(tmp_path)), "--seeds", "--out", str(out)]) == 0
    res = json.loads(out.read_text(encoding="utf-8"))
    names = [r["name"] for r in res["rows"]]
    assert names[:3] == ["conv-a: bm25", "conv-a: shipped (in-sample)", "conv-a: fitted without it"]
    assert len(names) == 9 and names[-1] == "**pooled: fitted without the conversation**"
    pooled = res["rows"][-1]["r10"]["all"]
    assert pooled[1] == sum(r["r10"]["all"][1] for r in res["rows"][2:6:3]) and 0.0 <= pooled[0] <= 1.0
    assert "fitted without it" in capsys.readouterr().out
    assert _digest(WEIGHTS) == before and "HINDSIGHT_RERANK_WEIGHTS" not in os.environ
