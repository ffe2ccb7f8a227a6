"""Keeps the public-benchmark runners from rotting: bench/locomo.py, bench/longmemeval.py and
bench/knowledge_update.py run end to end (their ``main``, the real embedded store and the bundled e5 model) on tiny
files built here in the shapes of the public data (tests/helpers/bench_inputs.py), and their output is checked:
the JSON where ``--out`` says, the table printed with the BM25 row, numbers in range. No timing asserts."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from helpers.bench_inputs import knowledge_update_file, locomo_file, longmemeval_file
from helpers.bench_modules import bench_modules

#: every runner here loads the bundled e5 model (they take no embedder option)
pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def bench() -> Any:
    return bench_modules(locomo="locomo", longmemeval="longmemeval", ku="knowledge_update")


def _in_unit(v: float | None) -> bool:
    return v is not None and 0.0 <= v <= 1.0


# -- LoCoMo --------------------------------------------------------------------------------------------------
def test_locomo_load_normalises_evidence_and_counts_what_it_skips(bench: Any, tmp_path: Path) -> None:
    mod: ModuleType = bench.locomo
    banks, skipped = mod.load(locomo_file(tmp_path))
    assert [b.name for b in banks] == ["conv-a", "conv-b"]
    assert skipped == {"adversarial": 1, "no_evidence": 1, "unknown_ids": 1}
    a = banks[0]
    assert len(a.turns) == 8 and a.turns[2].text.endswith("[shares a crowd holding rainbow flags]")
    assert a.turns[0].text.startswith("Caroline: ") and a.turns[4].session == "session_2"
    ev = {q.text: q.evidence for q in a.questions}
    assert ev["Which hobbies does Melanie have?"] == {"D1:2", "D2:2"}  # "D1:2; D2:2"
    assert ev["Would Caroline pursue counseling as a career?"] == {"D2:3"}  # "D:2:3"
    assert all(q.at > max(t.at for t in a.turns) for q in a.questions)  # asked after the last session
    only, _ = mod.load(locomo_file(tmp_path), ["conv-b"])
    assert [b.name for b in only] == ["conv-b"]


def test_locomo_runs_end_to_end(bench: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    mod: ModuleType = bench.locomo
    out = tmp_path / "res" / "locomo.json"
    assert mod.main(["--data", str(locomo_file(tmp_path)), "--out", str(out)]) == 0
    res = json.loads(out.read_text(encoding="utf-8"))
    m = res["meta"]
    assert (m["conversations"], m["turns"], m["questions"]) == (2, 12, 6)
    assert m["skipped"] == "1 adversarial, 1 no evidence, 1 unknown ids skipped"
    assert m["embedder"] and m["command"].startswith("python bench/locomo.py --data locomo-tiny.json")
    summary = res["summary"]
    assert list(summary) == ["bm25", *mod.VARIANTS, *mod.SETTING_VARIANTS]
    for system, cols in summary.items():
        assert cols["all"]["n"] == 6 and sum(cols[c]["n"] for c in mod.CATEGORIES) == 6, system
        for c in ("all", *mod.CATEGORIES):
            assert _in_unit(cols[c]["r5"]) and _in_unit(cols[c]["r10"]), (system, c)
            assert cols[c]["r5"] <= cols[c]["r10"]
    # every question names its speaker or a distinctive word: plain BM25 over 4-8 turns finds all the evidence
    assert summary["bm25"]["all"]["r10"] == 1.0
    # a conversation has at most 8 memories: without the floor the top 10 holds every turn, so every evidence turn
    # is found through the memory -> turn mapping
    assert summary["hindsight, no floor (min_score=0)"]["all"]["r10"] == 1.0
    assert len(res["questions"]) == 6 * len(summary)
    for name, ing in res["ingest"].items():
        assert 0 < ing["memories"] <= ing["turns"] and sum(ing["statuses"].values()) == ing["memories"], name
    floor = res["floor"]
    assert [r["floor"] for r in floor][:3] == [0.0, 0.025, 0.05] and len(floor) == 17
    for key in ("evidence", "best", "negative"):
        shares = [r[key] for r in floor]
        assert all(_in_unit(s) for s in shares) and shares == sorted(shares), key  # a higher floor drops more
    for lat in res["latency"].values():
        assert 0 < lat["p50_ms"] <= lat["p95_ms"]
    printed = capsys.readouterr().out
    assert printed.strip() == mod.markdown(res).strip()
    assert "## LoCoMo: locomo-tiny.json" in printed and "Recall@10:" in printed and "Recall@5:" in printed
    assert "| bm25 | 1.000 |" in printed and "| hindsight |" in printed
    assert "| system | all (n=6) | multi-hop (n=2) |" in printed and "| min_score |" in printed


# -- LongMemEval ---------------------------------------------------------------------------------------------
def test_longmemeval_reads_both_formats(bench: Any, tmp_path: Path) -> None:
    mod: ModuleType = bench.longmemeval
    records = json.loads(longmemeval_file(tmp_path).read_text(encoding="utf-8"))
    banks = [mod.to_bank(r) for r in records]
    assert [b.name if b else None for b in banks] == ["q-ku-1", "q-ssu-1", None, None, "q-dev-1"]
    ku, single, _, _, dev = banks
    assert ku is not None and single is not None and dev is not None
    assert [t.session for t in ku.turns] == ["s-old"] * 3 + ["s-new"] * 2  # oldest session first
    assert ku.turns[0].text == "user: I have tried three Korean restaurants in my city so far."
    [q] = ku.questions
    assert q.labels == {"s-old#0": "stale", "s-new#0": "current"}  # the latest session with evidence is current
    assert q.category == "knowledge-update" and q.at.isoformat() == "2023-06-10T10:00:00+00:00"
    assert single.questions[0].labels == {} and single.questions[0].evidence == {"s-dog#0"}
    assert dev.questions[0].category == "knowledge-update"  # the dev file has no question_type
    assert dev.questions[0].labels == {"d-1#0": "stale", "d-2#0": "current"}


def test_longmemeval_runs_end_to_end(bench: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    mod: ModuleType = bench.longmemeval
    out = tmp_path / "lme.json"
    assert mod.main(["--data", str(longmemeval_file(tmp_path)), "--out", str(out)]) == 0
    res = json.loads(out.read_text(encoding="utf-8"))
    m = res["meta"]
    assert (m["questions"], m["turns"], m["skipped"]) == (3, 12, 2)
    assert m["types"] == ["knowledge-update", "single-session-user"]
    assert m["command"] == "python bench/longmemeval.py --data lme-tiny.json"
    summary = res["summary"]
    assert list(summary) == ["bm25", "hindsight, no floor (min_score=0)", "hindsight"]
    for system, cols in summary.items():
        assert (cols["all"]["n"], cols["knowledge-update"]["n"], cols["single-session-user"]["n"]) == (3, 2, 1)
        for c in ("all", "knowledge-update", "single-session-user"):
            assert _in_unit(cols[c]["r5"]) and _in_unit(cols[c]["r10"]) and cols[c]["r5"] <= cols[c]["r10"]
        upd = cols["knowledge-update"]
        assert all(_in_unit(upd[k]) for k in ("cur1", "cur5", "stale_above", "cur_over_stale")), system
        assert upd["cur_over_stale"] <= upd["cur5"]  # the headline needs the current turn in the top 5
        assert cols["single-session-user"]["cur1"] is None  # update metrics only for knowledge updates
    assert summary["bm25"]["all"]["r10"] == 1.0  # a haystack of 2-5 turns: BM25 finds every evidence turn
    assert 0 < sum(res["statuses"].values()) <= 12
    assert sum(res["quarantined_by"].values()) == res["statuses"].get("quarantined", 0)  # held back, by speaker
    assert set(res["quarantined_by"]) <= {"user", "assistant"}
    assert res["latency"]["hindsight"]["p50_ms"] <= res["latency"]["hindsight"]["p95_ms"]
    printed = capsys.readouterr().out
    assert printed.strip() == mod.markdown(res).strip()
    assert "## LongMemEval: lme-tiny.json" in printed and "Recall@10 per question type:" in printed
    assert "| bm25 | 1.000 |" in printed
    assert "| system | cur@1 | cur@5 | stale>cur | cur>stale |" in printed  # the knowledge-update table


def test_longmemeval_types_and_limit(bench: Any, tmp_path: Path) -> None:
    mod: ModuleType = bench.longmemeval
    out = tmp_path / "lme-ssu.json"
    assert mod.main(["--data", str(longmemeval_file(tmp_path)), "--types", "single-session-user", "--limit", "1",
                     "--out", str(out)]) == 0
    res = json.loads(out.read_text(encoding="utf-8"))
    assert res["meta"]["types"] == ["single-session-user"] and res["meta"]["questions"] == 1
    assert res["meta"]["skipped"] == 1  # the unmarked one of that type
    assert res["meta"]["command"].endswith("--types single-session-user --limit 1")
    assert "Knowledge updates" not in mod.markdown(res)
    with pytest.raises(SystemExit, match="no question to run"):
        mod.main(["--data", str(longmemeval_file(tmp_path)), "--types", "multi-session", "--out", str(out)])


# -- knowledge updates (bench/knowledge_update.py) -----------------------------------------------------------
def test_knowledge_update_runs_end_to_end(bench: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    mod: ModuleType = bench.ku
    data, out = knowledge_update_file(tmp_path), tmp_path / "ku.json"
    assert mod.main([str(data), "--out", str(out)]) == 0
    res = json.loads(out.read_text(encoding="utf-8"))
    s = res["summary"]
    assert (s["dev"]["questions"], s["held-out"]["questions"], s["all"]["questions"]) == (1, 1, 2)
    for half in ("dev", "held-out", "all"):
        for arm in ("hindsight", "bm25"):
            assert all(_in_unit(s[half][arm][k]) for k in mod.METRICS), (half, arm)
            assert s[half][arm]["current_over_stale"] <= s[half][arm]["current@5"]
    # the current turn repeats the question's words and adds "now": BM25 ranks it first in both questions
    assert s["all"]["bm25"]["current@1"] == 1.0 and s["all"]["bm25"]["stale_above_current"] == 0.0
    sup = s["all"]["supersedes"]
    assert all(isinstance(v, int) and 0 <= v <= 2 for v in sup.values())
    [dev] = res["dev_questions"]  # only the dev half is kept per question
    assert dev["id"] in res["meta"]["dev_ids"] and dev["bm25_gold"][0] == "current"
    assert all(set(g) <= {"current", "stale", "null"} for g in dev["ranked_gold"]) and len(dev["ranked_gold"]) <= 10
    assert sum(dev["actions"].values()) == 5  # every turn written once
    printed = capsys.readouterr().out
    assert printed.strip() == mod.md_table(res)
    assert "| held-out | 1 | bm25 | 1.000 |" in printed
    assert "## Knowledge updates on real conversations (LongMemEval)" in mod.markdown(res)


def test_knowledge_update_one_half_prints_means_and_saves_nothing(bench: Any, tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    mod: ModuleType = bench.ku
    out = tmp_path / "ku-dev.json"
    assert mod.main([str(knowledge_update_file(tmp_path)), "--halves", "dev", "--out", str(out)]) == 0
    assert not out.exists()  # results are saved (and docs written) only for both halves
    summary = json.loads(capsys.readouterr().out)
    assert set(summary) == {"dev", "all"} and summary["dev"]["questions"] == 1
