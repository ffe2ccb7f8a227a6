"""bench/restatement_data.py to bench/restatement_data5.py (the second set, and the third, fourth and fifth, held-out
sets) and bench/restatements.py: the
shape of the "do no harm" pairs (issue #15) and how outcomes are summed. Structure only, no model: the rates are
measured by the bench, never asserted here."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import pytest

from helpers.bench_modules import bench_modules

CJK = re.compile(r"[\u4e00-\u9fff]")


# per data module: the least pairs per category, the id's category suffix, the longest update gap (days)
SHAPES: dict[str, dict[str, Any]] = {
    "restatement_data": {"least": {"restatement": 120, "update": 60, "conflict": 30}, "tag": "",
                         "max_update_days": None},
    "restatement_data2": {"least": {"restatement": 110, "update": 70, "conflict": 40}, "tag": "2",
                          "max_update_days": 56},
    "restatement_data3": {"least": {"restatement": 90, "update": 90, "conflict": 40}, "tag": "3",
                          "max_update_days": 56},
    "restatement_data4": {"least": {"restatement": 90, "update": 90, "conflict": 40}, "tag": "4",
                          "max_update_days": 56},
    # the fifth set's author wrote every restatement at least a day later and named tools with digits and hyphens;
    # its 26 pairs that reused a sentence of an earlier set were dropped (one of them its English cross-language pair)
    "restatement_data5": {"least": {"restatement": 85, "update": 90, "conflict": 40}, "tag": "5",
                          "max_update_days": 56, "least_same_moment": 0, "restatements_between_tools": False,
                          "cross_both_ways": False},
}


@pytest.fixture(scope="module", params=sorted(SHAPES))
def bench(request: pytest.FixtureRequest) -> Any:
    ns = bench_modules(data=request.param, run="restatements")
    ns.shape = SHAPES[request.param]
    return ns


def _lang(text: str) -> str:
    return "zh" if CJK.search(text) else "en"


def test_counts_per_category_and_language(bench: Any) -> None:
    pairs = bench.data.pairs()
    per = Counter((p.category, p.lang) for p in pairs)
    for category, least in bench.shape["least"].items():
        en, zh = per[(category, "en")], per[(category, "zh")]
        assert en + zh >= least
        assert abs(en - zh) <= (en + zh) // 10  # half English, half Chinese
    assert set(per) == {(c, lang) for c in ("restatement", "update", "conflict") for lang in ("en", "zh")}


def test_no_pair_twice_and_unique_ids(bench: Any) -> None:
    pairs = bench.data.pairs()
    assert len({p.id for p in pairs}) == len(pairs)
    assert len({(p.older, p.newer) for p in pairs}) == len(pairs)
    assert all(p.older != p.newer for p in pairs)
    tag = re.compile(rf"^(restatement|update|conflict){bench.shape['tag']}-(en|zh)-\d\d$")
    assert all(tag.match(p.id) and p.id.startswith(p.category) and f"-{p.lang}-" in p.id for p in pairs)


def test_the_two_sets_share_no_pair_and_no_id() -> None:
    one, two = (bench_modules(d=m).d.pairs() for m in ("restatement_data", "restatement_data2"))
    assert not {p.id for p in one} & {p.id for p in two}
    assert not {(p.older, p.newer) for p in one} & {(p.older, p.newer) for p in two}
    assert not {p.older for p in one} & {p.older for p in two}
    assert not {p.newer for p in one} & {p.newer for p in two}


def test_labelled_language_matches_the_text(bench: Any) -> None:
    for p in bench.data.pairs():
        assert _lang(p.older) == p.lang, p.id
        other = "zh" if p.lang == "en" else "en"
        assert _lang(p.newer) == (other if p.kind == "cross" else p.lang), p.id
    kinds = Counter((p.category, p.kind, p.lang) for p in bench.data.pairs())
    crossed = [lang for lang in ("en", "zh") if kinds[("restatement", "cross", lang)]]
    assert crossed == ["en", "zh"] or (crossed and not bench.shape.get("cross_both_ways", True))


def test_gaps_fit_the_category(bench: Any) -> None:
    pairs = bench.data.pairs()
    day = 86_400
    assert all(p.gap_seconds() < 3600 for p in pairs if p.category == "conflict")
    assert all(p.gap_seconds() >= day for p in pairs if p.category == "update")
    if bench.shape["max_update_days"]:
        updates = [p.gap_seconds() for p in pairs if p.category == "update"]
        assert max(updates) <= bench.shape["max_update_days"] * day
        assert min(updates) < 7 * day and max(updates) > 5 * 7 * day  # the gaps vary
    rest = [p.gap_seconds() for p in pairs if p.category == "restatement"]
    same_moment, later = sum(g < 3600 for g in rest), sum(g >= day for g in rest)
    assert same_moment >= bench.shape.get("least_same_moment", 10) and later >= 80
    assert same_moment + later == len(rest)


def test_sources(bench: Any) -> None:
    pairs = bench.data.pairs()
    ok = re.compile(r"^(user|import|tool:[a-z0-9]+(-[a-z0-9]+)*)$")
    assert all(ok.match(p.src_older) and ok.match(p.src_newer) for p in pairs)
    rest = [p for p in pairs if p.category == "restatement"]
    assert sum(p.src_older == p.src_newer == "user" for p in rest) > len(rest) // 2  # mostly the user
    two_tools = [p for p in rest if p.src_older.startswith("tool:") and p.src_newer.startswith("tool:")]
    assert all(p.src_older != p.src_newer for p in two_tools)
    if bench.shape.get("restatements_between_tools", True):
        assert two_tools and any(p.src_older == "import" for p in rest)
    conflicts = [p for p in pairs if p.category == "conflict"]
    assert sum(p.src_older.startswith("tool:") and p.src_newer.startswith("tool:") for p in conflicts) \
        > len(conflicts) // 2
    assert all(p.src_older != p.src_newer for p in conflicts)


def test_fillers_are_few_unrelated_and_in_the_pairs_language(bench: Any) -> None:
    texts = {t for p in bench.data.pairs() for t in (p.older, p.newer)}
    for p in bench.data.pairs():
        f = bench.data.fillers(p)
        assert 4 <= len(f) <= 6 and len(set(f)) == len(f)
        assert all(_lang(t) == p.lang for t in f)
        assert not set(f) & texts
        assert f == bench.data.fillers(p)  # stable


def test_summary_counts_outcomes_per_category(bench: Any) -> None:
    def row(cat: str, lang: str, outcome: str) -> dict[str, Any]:
        return {"category": cat, "lang": lang, "outcome": outcome}

    rows = [row("restatement", "en", "disputed"), row("restatement", "en", "merged"),
            row("restatement", "zh", "superseded_old"), row("restatement", "zh", "kept"),
            row("update", "en", "superseded_old"), row("update", "en", "linked"), row("update", "zh", "kept"),
            row("conflict", "en", "queued"), row("conflict", "zh", "source_conflict")]
    s = bench.run.summarise(rows)
    assert s["restatement/all"]["false_dispute_rate"] == 0.25
    assert s["restatement/all"]["false_supersede_rate"] == 0.25
    assert s["restatement/en"]["merged"] == 1 and s["restatement/en"]["n"] == 2
    assert s["update/en"]["caught_rate"] == 1.0 and s["update/zh"]["caught_rate"] == 0.0
    assert s["conflict/en"]["caught_rate"] == 1.0 and s["conflict/zh"]["caught_rate"] == 0.0
    assert s["conflict/zh"]["flagged_only_rate"] == 1.0
    assert "| restatement/all | 4 |" in bench.run.md_table(s)


def test_the_second_set_covers_its_forms_in_both_languages() -> None:
    pairs = bench_modules(d="restatement_data2").d.pairs()
    kinds = Counter((p.category, p.kind, p.lang) for p in pairs)
    for kind in ("synonym", "frame", "number", "unit", "time", "date", "abbrev", "nickname", "cross", "tool_user",
                 "heading", "keyvalue", "chatty", "reported", "detail", "less_detail", "amount", "phone", "tool_tool"):
        assert kinds[("restatement", kind, "en")] and kinds[("restatement", kind, "zh")], kind
    assert kinds[("restatement", "traditional", "zh")] and kinds[("restatement", "pinyin", "zh")]
    for kind in ("quantity", "promotion", "habit_stop", "habit_start", "move", "switch", "employer", "relationship",
                 "cross"):
        assert kinds[("update", kind, "en")] and kinds[("update", kind, "zh")], kind
    conflicts = [p for p in pairs if p.category == "conflict"]
    assert any("import" in (p.src_older, p.src_newer) for p in conflicts)
    assert any("user" in (p.src_older, p.src_newer) for p in conflicts)


@pytest.mark.parametrize(("data", "earlier", "either_side"), [
    ("restatement_data3", ("restatement_data", "restatement_data2"), False),
    ("restatement_data4", ("restatement_data", "restatement_data2", "restatement_data3"), True),
    ("restatement_data5", ("restatement_data", "restatement_data2", "restatement_data3", "restatement_data4"), True),
])
def test_a_later_set_shares_nothing_with_the_earlier_ones(data: str, earlier: tuple[str, ...],
                                                          either_side: bool) -> None:
    """Counts only, so that a failure prints no held-out text: no id and no older (newer) sentence of an earlier
    set's olders (newers); for the fourth set, no sentence of an earlier set on either side."""
    mine = bench_modules(d=data).d.pairs()
    for other in earlier:
        pairs = bench_modules(d=other).d.pairs()
        olders, newers = {p.older for p in pairs}, {p.newer for p in pairs}
        if either_side:
            olders = newers = olders | newers
        shared = (len({p.id for p in mine} & {p.id for p in pairs}),
                  sum(p.older in olders for p in mine), sum(p.newer in newers for p in mine))
        assert shared == (0, 0, 0), other


@pytest.mark.parametrize("data", ["restatement_data3", "restatement_data4"])
def test_a_held_out_set_covers_its_forms_in_both_languages(data: str) -> None:
    pairs = bench_modules(d=data).d.pairs()
    kinds = Counter((p.category, p.kind, p.lang) for p in pairs)
    for kind in ("synonym", "frame", "number", "unit", "time", "date", "abbrev", "nickname", "cross", "tool_user",
                 "heading", "keyvalue", "chatty", "reported", "detail", "less_detail", "amount", "phone", "tool_tool"):
        assert kinds[("restatement", kind, "en")] and kinds[("restatement", kind, "zh")], kind
    assert kinds[("restatement", "traditional", "zh")] and kinds[("restatement", "pinyin", "zh")]
    for kind in ("employer", "switch", "school", "quantity", "habit_stop", "habit_start", "move", "device",
                 "schedule", "relationship", "tool_rename", "promotion", "cross"):
        assert kinds[("update", kind, "en")] and kinds[("update", kind, "zh")], kind
    conflicts = [p for p in pairs if p.category == "conflict"]
    for lang in ("en", "zh"):
        mine = [p for p in conflicts if p.lang == lang]
        assert any("import" in (p.src_older, p.src_newer) for p in mine)
        assert any("user" in (p.src_older, p.src_newer) for p in mine)
    gaps = {p.gap for p in pairs if p.category == "update"}
    assert "1d" in gaps and "8w" in gaps  # 1 day to 8 weeks


def test_the_fourth_set_is_mostly_two_tools_and_numbered_as_its_own() -> None:
    pairs = bench_modules(d="restatement_data4").d.pairs()
    for lang in ("en", "zh"):
        mine = [p for p in pairs if p.category == "conflict" and p.lang == lang]
        assert sum(p.src_older.startswith("tool:") and p.src_newer.startswith("tool:") for p in mine) > len(mine) // 2
    assert all(p.id.startswith(f"{p.category}4-") for p in pairs)
