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
