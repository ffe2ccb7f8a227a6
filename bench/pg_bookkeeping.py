"""The PostgreSQL store's search bookkeeping (access counts + the retrieval log, ``PostgresStore.after_search``) at
two page layouts of ``memories``: the default fillfactor 100 (what migrations 1-5 left) and 70 (migration 6).

A bank is filled through the store port (``store.transaction`` + ``insert``, 384-dimension vectors, the HNSW and
GIN indexes in place), then ``after_search`` touches 10 random memories per call, as a search that returns 10 hits
does. A touched row whose page has no room for its next version moves to another page and gets new entries in
every index of the table (HNSW included); with room, the update is HOT (heap-only: no index entry).

    python bench/pg_bookkeeping.py [--rows 5000] [--calls 200] [--write-docs]      (needs HINDSIGHT_TEST_PG_URL)
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from datetime import timedelta
from pathlib import Path
from typing import Any

import numpy as np
import psycopg

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _common
from hindsight import Settings
from hindsight.model import Kind, Memory, Provenance, Source, Status
from hindsight.store.postgres.store import PostgresStore
from hindsight.timeutil import utcnow
from scale import temp_database

RESULTS = _common.ROOT / "bench" / "results" / "pg_bookkeeping.json"
DIM = 384
HITS = 10


def _memory(bank: str, i: int) -> Memory:
    at = utcnow() - timedelta(minutes=i)
    return Memory(id=f"m{i:07d}", bank=bank, kind=Kind.episodic, importance=0.5, confidence=0.9,
                  content=f"memory {i}: the user mentioned topic {i % 97} and detail {i * 7919 % 10007} again",
                  status=Status.active, created_at=at, updated_at=at, observed_at=at,
                  provenance=Provenance(source=Source.user, recorded_at=at, actor="bench"))


def _fill(store: PostgresStore, bank: str, rows: int, rng: np.random.Generator) -> float:
    store.check_embedder("bench", DIM)  # records the dimension and builds the HNSW index
    store.create_bank(bank, utcnow())
    t = time.perf_counter()
    for start in range(0, rows, 500):
        with store.transaction(bank) as tx:
            for i in range(start, min(rows, start + 500)):
                v = rng.standard_normal(DIM).astype(np.float32)
                tx.insert(_memory(bank, i), v / np.linalg.norm(v))
    return rows / (time.perf_counter() - t)


def run_layout(pg_url: str, fillfactor: int | None, rows: int, calls: int, seed: int) -> dict[str, Any]:
    """``fillfactor`` None: as the migrations leave it; else set before the fill."""
    rng = np.random.default_rng(seed)
    pick = random.Random(seed)
    with temp_database(pg_url) as url:
        # inline: each call writes its rows itself (the worker thread would only hide the write from the timer)
        store = PostgresStore(url, Settings(search_bookkeeping="inline"))
        try:
            with psycopg.connect(url, autocommit=True) as c:
                if fillfactor is not None:
                    c.execute(f"ALTER TABLE memories SET (fillfactor = {int(fillfactor)})")
                opts = c.execute("SELECT reloptions FROM pg_class WHERE relname = 'memories'").fetchone()
            rate = _fill(store, "b", rows, rng)
            with psycopg.connect(url, autocommit=True) as c:
                c.execute("VACUUM ANALYZE memories")
                before = dict(c.execute("SELECT id, (ctid::text::point)[0] FROM memories").fetchall())
            times: list[float] = []
            for q in range(calls):
                ids = [f"m{pick.randrange(rows):07d}" for _ in range(HITS)]
                t = time.perf_counter()
                store.after_search("b", ids, utcnow(), {"query": f"q{q}", "returned": ids})
                times.append((time.perf_counter() - t) * 1000)
            with psycopg.connect(url, autocommit=True) as c:
                after = c.execute("SELECT id, (ctid::text::point)[0] FROM memories WHERE access_count > 0").fetchall()
                size = c.execute("SELECT pg_total_relation_size('memories')").fetchone()
            moved = sum(1 for mid, page in after if before.get(mid) != page)
        finally:
            store.close()
    return {
        "fillfactor": fillfactor if fillfactor is not None else "migrations",
        "reloptions": (opts[0] if opts else None) or [],
        "rows": rows, "calls": calls, "write_per_s": round(rate, 1),
        "p50_ms": round(_common.percentile(times, 50), 2), "p95_ms": round(_common.percentile(times, 95), 2),
        "mean_ms": round(sum(times) / len(times), 2),
        "touched": len(after), "moved_off_page": moved,
        "table_mib": round((int(size[0]) if size else 0) / 2**20, 1),
    }


def table(res: dict[str, Any]) -> str:
    rows = res["layouts"]
    base = rows[0]["p50_ms"]
    out = ["| memories fillfactor | rows | after_search p50 ms | p95 ms | mean ms | p50 vs 100 | touched rows moved to "
           "another page | table + indexes MiB |", "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        ff = r["fillfactor"] if r["fillfactor"] != "migrations" else "migrations (" + ",".join(r["reloptions"]) + ")"
        out.append(f"| {ff} | {r['rows']:,} | {r['p50_ms']:.2f} | {r['p95_ms']:.2f} | {r['mean_ms']:.2f} | "
                   f"{r['p50_ms'] / base:.2f}× | {r['moved_off_page']} of {r['touched']} | {r['table_mib']:.1f} |")
    return "\n".join(out)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rows", type=int, default=5000)
    ap.add_argument("--calls", type=int, default=200)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--out", type=Path, default=RESULTS)
    ap.add_argument("--write-docs", action="store_true")
    args = ap.parse_args()
    pg_url = os.environ.get("HINDSIGHT_TEST_PG_URL")
    if not pg_url:
        print("HINDSIGHT_TEST_PG_URL is not set (eval \"$(bash scripts/services env)\")", file=sys.stderr)
        return 2
    load0 = os.getloadavg()[0]
    layouts = [run_layout(pg_url, ff, args.rows, args.calls, args.seed) for ff in (100, None)]
    res = {"when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "cpu": _common.cpu_model(),
           "load": [round(load0, 2), round(os.getloadavg()[0], 2)], "hits_per_call": HITS, "layouts": layouts,
           "command": f"python bench/pg_bookkeeping.py --rows {args.rows} --calls {args.calls}"}
    print(table(res))
    _common.save_json(res, args.out)
    if args.write_docs:
        _common.write_section("pg-bookkeeping", "\n".join([
            "## PostgreSQL search bookkeeping (`bench/pg_bookkeeping.py`)", "",
            f"`{res['command']}` — {res['when']}, {res['cpu']}, load average {res['load'][0]} → {res['load'][1]} "
            "(a shared machine). Each call is one search's bookkeeping: access counts of 10 hits and one "
            "retrieval-log row, one transaction (`synchronous_commit = off`). Rows written through the store port "
            "with the HNSW and GIN indexes in place; *moved* = touched rows whose last version is on "
            "another page than before the calls (a non-HOT update: new entries in every index of the table).", "",
            table(res), ""]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
