"""bench/pg_bookkeeping.py keeps running: both page layouts measured, and only the default one moves rows."""

from __future__ import annotations

import os

import pytest

from helpers.bench_modules import bench_module

pytestmark = [
    pytest.mark.integration,
    pytest.mark.skipif(not os.environ.get("HINDSIGHT_TEST_PG_URL"), reason="HINDSIGHT_TEST_PG_URL is not set"),
]


def test_the_bench_compares_both_layouts() -> None:
    bench = bench_module("pg_bookkeeping")
    url = os.environ["HINDSIGHT_TEST_PG_URL"]
    full = bench.run_layout(url, 100, rows=300, calls=40, seed=3)
    roomy = bench.run_layout(url, None, rows=300, calls=40, seed=3)
    assert full["touched"] == roomy["touched"] > 0
    assert "fillfactor=70" in roomy["reloptions"] and roomy["moved_off_page"] == 0
    assert full["moved_off_page"] > 0  # the first pages are full: a touched row leaves its page
    assert "| 100 | 300 |" in bench.table({"layouts": [full, roomy]})


def test_the_ab_bench_summarises_both_modes_with_ratios() -> None:
    """bench/bookkeeping_ab.py: medians per mode over alternating runs, the runs meeting the goal, and ratios."""
    ab = bench_module("bookkeeping_ab")
    runs = [{"mode": m, "p50_ms": p50, "p95_ms": p95, "cpu_p95_ms": 10.0, "bookkeeping_wall_p95_ms": bk,
             "hit10": 1.0, "load": 1.0}
            for m, p50, p95, bk in [("inline", 15, 22, 2.0), ("deferred", 13, 18, 0.5), ("inline", 16, 19, 2.2),
                                    ("deferred", 12, 21, 0.4), ("inline", 14, 25, 1.8), ("deferred", 14, 17, 0.6)]]
    s = ab.summary(runs)
    assert s["inline"]["p95_ms_median"] == 22 and s["deferred"]["p95_ms_median"] == 18
    assert s["inline"]["runs_p95_le_goal"] == 1 and s["deferred"]["runs_p95_le_goal"] == 2
    assert s["deferred"]["p95_range"] == [17, 21] and s["deferred"]["hit10"] == [1.0]
    text = ab.markdown(s, {"command": "c", "date": "d", "machine": "m", "load": "1", "size": 100_000})
    assert "| deferred vs inline | | 0.87× | 0.82× |" in text
    assert "| inline | 3 | 15.00 | 22.00 | 19.00-25.00 | 1 |" in text
