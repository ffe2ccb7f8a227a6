"""Keeps bench/scale.py from rotting: its ``--quick`` mode runs end to end on SQLite (no timing asserts)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from helpers.bench_modules import bench_module


@pytest.fixture(scope="module")
def scale():  # type: ignore[no-untyped-def]
    return bench_module("scale")


def test_quick_run_writes_json_and_a_docs_section(scale, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    out, docs = tmp_path / "scale.json", tmp_path / "benchmarks.md"
    docs.write_text("# Benchmarks\n\n<!-- other:start -->\nkept\n<!-- other:end -->\n", encoding="utf-8")
    rc = scale.main(["--quick", "--backends", "sqlite", "--sizes", "300,600", "--queries", "8", "--tier-n", "4000",
                     "--vector-index-rows", "500", "--stages", "--out", str(out), "--write-docs", "--docs", str(docs)])
    assert rc == 0
    res = json.loads(out.read_text(encoding="utf-8"))
    [sqlite] = res["store"]
    assert sqlite["backend"] == "sqlite"
    assert set(sqlite["sizes"]) == {"300", "600"}
    for size, r in sqlite["sizes"].items():
        assert r["memories"] == int(size)  # every batched insert landed, nothing twice
        assert r["write_per_s"] > 0
        assert r["search"]["p50_ms"] <= r["search"]["p95_ms"]
        # paraphrase queries of one stored memory: exact search finds it
        assert r["hit10_vector"] == 1.0
        # --stages: every search timed per stage (the arms on their worker threads, the guard, hygiene...)
        stages = {row["stage"]: row for row in r["stages"]}
        assert {"search (whole)", "keyword arm", "vector arm", "score: profile, people, topic", "hygiene (_tidy)",
                "read-time guard (F2)", "bookkeeping: access + retrieval log"} <= set(stages)
        assert all(0 <= row["cpu_p50_ms"] <= row["cpu_p95_ms"] for row in r["stages"])
        assert stages["search (whole)"]["wall_p50_ms"] >= stages["read-time guard (F2)"]["wall_p50_ms"]
    # 600 memories pass --vector-index-rows 500: the IVF lists are measured against the exact scan
    assert "ivf" not in sqlite["sizes"]["300"] and set(sqlite["sizes"]["600"]["ivf"]) == {"easy", "hard"}
    for v in sqlite["sizes"]["600"]["ivf"].values():
        assert v["hit10_exact"] == 1.0 and 0.0 <= v["agree10"] <= 1.0
    assert "search_exact" in sqlite["sizes"]["600"]
    tiers = res["tiers"]
    assert tiers["n"] == 4000 and tiers["hot"] == 400
    for s in tiers["sets"].values():
        st = s["strategies"]
        assert st["exact (all rows)"]["hit10"] == 1.0
        assert st["hot only"]["hit10_hot_targets"] == 1.0  # the hot tier holds those targets
        assert st["hot only"]["cold_searched"] == 0.0
    text = docs.read_text(encoding="utf-8")
    assert "<!-- scale:start -->" in text and "<!-- scale:end -->" in text
    assert "kept" in text  # other sections untouched
    assert "| sqlite | 600 |" in text
    assert "| sqlite | 600 | hard |" in text  # the IVF vs exact table
    assert "### Where a search spends its time, per stage" in text and "| read-time guard (F2) |" in text

    # results of separate runs merge into one section (how the documented table is assembled)
    merged = tmp_path / "merged.json"
    rerun = json.loads(out.read_text(encoding="utf-8"))  # a later run measuring one size again
    rerun["store"][0]["sizes"] = {"600": {**rerun["store"][0]["sizes"]["600"], "write_per_s": 1.5}}
    rerun["args"] = "--sizes 600"
    (tmp_path / "rerun.json").write_text(json.dumps(rerun), encoding="utf-8")
    assert scale.main(["--combine", str(out), str(tmp_path / "rerun.json"), "--out", str(merged), "--write-docs",
                       "--docs", str(docs)]) == 0
    both = json.loads(merged.read_text(encoding="utf-8"))
    assert [b["backend"] for b in both["store"]] == ["sqlite"] and len(both["runs"]) == 2
    sizes = both["store"][0]["sizes"]
    assert list(sizes) == ["300", "600"] and sizes["600"]["write_per_s"] == 1.5  # the rerun's row replaces
    assert sizes["300"] == res["store"][0]["sizes"]["300"]  # the row it did not redo stays
    # a merged result merges again (its runs are kept)
    assert scale.main(["--combine", str(merged), str(out), "--out", str(tmp_path / "m2.json")]) == 0
    assert len(json.loads((tmp_path / "m2.json").read_text(encoding="utf-8"))["runs"]) == 3
    text = docs.read_text(encoding="utf-8")
    assert text.count("<!-- scale:start -->") == 1 and "kept" in text


def test_corpus_is_deterministic_and_clustered(scale) -> None:  # type: ignore[no-untyped-def]
    a, b = scale.Corpus(25_000, 100, 3), scale.Corpus(25_000, 100, 3)
    rows = [0, 9_999, 10_000, 24_999]
    assert np.array_equal(a.vectors_at(rows), b.vectors(0, 25_000)[rows])  # chunked generation is consistent
    assert np.allclose(np.linalg.norm(a.vectors(0, 100), axis=1), 1.0, atol=1e-5)
    v = a.vectors(0, 2000)
    same = [(i, j) for i in range(200) for j in range(200, 2000) if a.topic_of[i] == a.topic_of[j]][:200]
    other = [(i, j) for i in range(200) for j in range(200, 2000) if a.topic_of[i] != a.topic_of[j]][:200]
    cos_same = float(np.mean([v[i] @ v[j] for i, j in same]))
    cos_other = float(np.mean([v[i] @ v[j] for i, j in other]))
    assert cos_same > cos_other + 0.1  # clustered, not i.i.d. noise
    assert a.text(5) != a.text(6)


def test_tier_search_merges_cold_results_when_hot_is_weak(scale) -> None:  # type: ignore[no-untyped-def]
    rng = np.random.default_rng(0)
    mat = rng.standard_normal((100, scale.DIM)).astype(np.float32)
    mat /= np.linalg.norm(mat, axis=1, keepdims=True)
    cold, hot = mat[:90], mat[90:]
    q = mat[5]  # lives in the cold tier
    rows, fell_back = scale.tier_search(hot, cold, 90, q, 3, None)
    assert not fell_back and 5 not in rows and all(r >= 90 for r in rows)
    rows, fell_back = scale.tier_search(hot, cold, 90, q, 3, 0.9)
    assert fell_back and rows[0] == 5
    rows, fell_back = scale.tier_search(hot, cold, 90, mat[95], 3, 0.9)
    assert not fell_back and rows[0] == 95


def test_goals_say_plainly_whether_each_is_met(scale) -> None:  # type: ignore[no-untyped-def]
    row = {"search": {"p95_ms": 25.0}, "hit10_search": 1.0,
           "stages": [{"stage": "search (whole)", "cpu_p50_ms": 9.0, "cpu_p95_ms": 19.0}]}
    res = {"store": [{"backend": "sqlite", "sizes": {"100000": row, "1000000": {**row, "stages": []}}},
                     {"backend": "postgres+redis", "sizes": {"100000": row}}]}
    lines = scale.goals(res)
    assert "- sqlite at 100,000: search p95 25.00 ms vs ≤ 20 ms: **not met** (CPU p50 / p95 9.00 / 19.00 ms)" \
        "; hit@10 1.00." in lines
    assert any(line.startswith("- sqlite at 1,000,000") and "**met**" in line for line in lines)
    assert not any("postgres+redis" in line for line in lines)  # no goal of its own


def test_forked_stamping_gives_the_serial_stamps(scale, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The fill's stamping processes (``--stamp-workers``) seal every memory as the write path would in-process."""
    import datetime as dt

    from hindsight import Hindsight, Settings

    corpus = scale.Corpus(2000, 50, 7)
    emb = scale.ClusterEmbedder(corpus)
    settings = Settings(home=tmp_path, event_review=False, review_interval_seconds=0)
    pool = scale.StampPool(settings, emb, 2)
    hs = Hindsight.open(str(tmp_path / "h.db"), embedder=emb, settings=settings)
    try:
        at = dt.datetime.now(dt.UTC)
        mems = [scale.make_memory(corpus, i, at) for i in range(0, 2000, 20)]
        serial = [m.guard_stamp for m in scale.stamp_as_written(hs, mems)]
        forked = [m.guard_stamp for m in scale.stamp_as_written(hs, mems, pool)]
    finally:
        pool.close()
        hs.close()
    assert forked == serial and all(serial)


@pytest.mark.integration
def test_a_kept_postgres_database_is_measured_again_without_writing(  # type: ignore[no-untyped-def]
    scale, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--pg-db``: the first run builds the bank in that database and keeps it; a second run (another code
    version, say) measures the same rows without writing any."""
    import psycopg

    from helpers.services import fresh_database, service_urls

    server = service_urls()[0]
    monkeypatch.setenv("HINDSIGHT_TEST_PG_URL", server)
    with fresh_database(server, "hs_scalekeep") as url:
        name = url.rsplit("/", 1)[1]
        args = ["--backends", "postgres", "--sizes", "300", "--queries", "6", "--topics", "20", "--tier-n", "0",
                "--pgvector-n", "0", "--e5-gap", "0", "--stamp-workers", "1", "--pg-db", name]
        runs = []
        for i in range(2):
            out = tmp_path / f"keep{i}.json"
            assert scale.main([*args, "--out", str(out)]) == 0
            [pg] = json.loads(out.read_text(encoding="utf-8"))["store"]
            runs.append(pg["sizes"]["300"])
        assert runs[0]["memories"] == runs[1]["memories"] == 300
        assert runs[0]["write_per_s"] > 0 and runs[1]["write_s"] == 0
        assert runs[0]["hit10_vector"] == runs[1]["hit10_vector"] == 1.0
        with psycopg.connect(url) as c:  # kept: not dropped after either run
            assert c.execute("SELECT count(*) FROM memories").fetchone() == (300,)
