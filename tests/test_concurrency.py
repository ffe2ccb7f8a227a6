"""Several writers on one embedded store: separate OS processes, and threads sharing one ``Hindsight``.

Every scenario is real: real SQLite files, the real e5 embedder, real processes (tests/helpers/hs_worker.py)
that meet at a file barrier so their writes overlap. Checked afterwards: nothing lost, nothing duplicated,
dedup and idempotency hold across writers, readers never fail while a writer imports.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from hindsight import Hindsight, Settings
from hindsight.embedder.e5 import E5Embedder
from hindsight.policy import confirm_confidence

pytestmark = pytest.mark.integration

WORKER = Path(__file__).parent / "helpers" / "hs_worker.py"
TIMEOUT = 120.0


# -- helpers ---------------------------------------------------------------------------------------------
def clean_env(tmp_path: Path) -> dict[str, str]:
    """The caller's environment without HINDSIGHT_* settings (so a developer's config cannot leak in)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("HINDSIGHT_")}
    env["HINDSIGHT_HOME"] = str(tmp_path / "home")
    env["PYTHONUNBUFFERED"] = "1"
    return env


def start_workers(tmp_path: Path, specs: list[dict[str, Any]]) -> tuple[list[subprocess.Popen[bytes]], Path]:
    barrier = tmp_path / "barrier"
    barrier.mkdir(exist_ok=True)
    procs = []
    for spec in specs:
        spec = {**spec, "barrier": str(barrier), "out": str(tmp_path / f"out-{spec['name']}.json")}
        spec_file = tmp_path / f"spec-{spec['name']}.json"
        spec_file.write_text(json.dumps(spec))
        err = (tmp_path / f"err-{spec['name']}.txt").open("wb")
        procs.append(subprocess.Popen([sys.executable, str(WORKER), str(spec_file)], stdout=err, stderr=err,
                                      env=clean_env(tmp_path)))
        err.close()
    deadline = time.monotonic() + TIMEOUT
    names = [s["name"] for s in specs]
    while not all((barrier / f"ready-{n}").exists() for n in names):
        for p, n in zip(procs, names, strict=True):
            if p.poll() is not None:
                kill_all(procs)
                pytest.fail(f"worker {n} died before the barrier:\n{worker_log(tmp_path, n)}")
        if time.monotonic() > deadline:
            kill_all(procs)
            pytest.fail("workers never reached the barrier")
        time.sleep(0.01)
    return procs, barrier


def kill_all(procs: list[subprocess.Popen[bytes]]) -> None:
    for p in procs:
        if p.poll() is None:
            p.kill()
            p.wait()


def worker_log(tmp_path: Path, name: str) -> str:
    return (tmp_path / f"err-{name}.txt").read_text(errors="replace")[-4000:]


def finish_workers(tmp_path: Path, procs: list[subprocess.Popen[bytes]], specs: list[dict[str, Any]]
                   ) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    try:
        for p, spec in zip(procs, specs, strict=True):
            rc = p.wait(timeout=TIMEOUT)
            assert rc == 0, f"worker {spec['name']} exited {rc}:\n{worker_log(tmp_path, spec['name'])}"
            out[spec["name"]] = json.loads((tmp_path / f"out-{spec['name']}.json").read_text())
    finally:
        kill_all(procs)
    return out


def run_workers(tmp_path: Path, specs: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Start the workers, release them together once all are ready, and collect what they report."""
    procs, barrier = start_workers(tmp_path, specs)
    (barrier / "go").touch()
    return finish_workers(tmp_path, procs, specs)


def db_file(store: Path) -> Path:
    return store / "hindsight.db"


def integrity(store: Path) -> None:
    con = sqlite3.connect(db_file(store))
    try:
        assert con.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        # the keyword index is written in the same transaction as the memory: one row each
        n_mem = con.execute("SELECT count(*) FROM memories").fetchone()[0]
        n_fts = con.execute("SELECT count(*) FROM memory_fts").fetchone()[0]
        assert n_mem == n_fts
    finally:
        con.close()


def idempotency_rows(store: Path, bank: str) -> dict[str, str]:
    con = sqlite3.connect(db_file(store))
    try:
        return dict(con.execute("SELECT key, memory_id FROM idempotency WHERE bank = ?", (bank,)).fetchall())
    finally:
        con.close()


def exported(store: Path, e5: E5Embedder, bank: str) -> list[dict[str, Any]]:
    with Hindsight.open(store, embedder=e5, settings=Settings(home=store.parent)) as hs:
        return list(hs.export(bank=bank))


def event_types(store: Path, bank: str) -> dict[str, Counter[str]]:
    con = sqlite3.connect(db_file(store))
    try:
        out: dict[str, Counter[str]] = {}
        for mid, etype in con.execute("SELECT memory_id, type FROM events WHERE bank = ?", (bank,)):
            out.setdefault(mid, Counter())[etype] += 1
        return out
    finally:
        con.close()


# -- (a) distinct memories with idempotency keys, three processes ---------------------------------------------
def test_processes_distinct_writes_with_keys(tmp_path: Path, e5: E5Embedder) -> None:
    store, bank, n = tmp_path / "store", "shared", 24
    modes = [("p0", "many", 0), ("p1", "loop", 0), ("p2", "batches", 5)]
    specs = []
    items: dict[str, list[dict[str, Any]]] = {}
    for k, (name, mode, batch) in enumerate(modes):
        items[name] = [
            {"content": f"process {k} wrote fact {i}: locker code {k * 1000 + i}", "idempotency_key": f"{name}-{i}",
             "bank": bank, "source": "tool", "tags": [name]}
            for i in range(n)
        ]
        specs.append({"name": name, "op": "write", "store": str(store), "mode": mode, "batch": batch,
                      "items": items[name]})

    out = run_workers(tmp_path, specs)

    mems = exported(store, e5, bank)
    by_id = {m["id"]: m for m in mems}
    contents = Counter(m["content"] for m in mems)
    expected = [it["content"] for name in items for it in items[name]]
    assert len(mems) == 3 * n
    assert contents == Counter(expected), "every memory present exactly once"
    keys = idempotency_rows(store, bank)
    assert len(keys) == 3 * n
    for name, its in items.items():
        results = out[name]["results"]
        assert len(results) == n
        for it, r in zip(its, results, strict=True):
            assert r["action"] == "created" and not r["replayed"], r
            assert r["id"] in by_id, f"{name}: returned id {r['id']} is not in the store"
            assert by_id[r["id"]]["content"] == it["content"]
            assert by_id[r["id"]]["tags"] == [name]
            assert keys[it["idempotency_key"]] == r["id"]
    with Hindsight.open(store, embedder=e5, settings=Settings(home=tmp_path)) as hs:
        assert hs.stats(bank).memories == 3 * n
    integrity(store)


# -- (b) the same contents from three processes at once: dedup holds across processes ------------------------
@pytest.mark.parametrize("mode", ["loop", "many"])
def test_processes_same_content_deduplicated(tmp_path: Path, e5: E5Embedder, mode: str) -> None:
    store, bank, n, procs = tmp_path / "store", "default", 16, 3
    # identical lists in the same order: in "loop" mode the processes race on the same text at the same time
    contents = [f"the deploy window for service {i} is {i % 7 + 1} pm on fridays" for i in range(n)]
    its = [{"content": c, "source": "agent"} for c in contents]
    specs = [{"name": f"p{k}", "op": "write", "store": str(store), "mode": mode, "items": its}
             for k in range(procs)]

    out = run_workers(tmp_path, specs)

    mems = exported(store, e5, bank)
    assert Counter(m["content"] for m in mems) == Counter(contents), "exactly one memory per distinct content"
    by_content = {m["content"]: m for m in mems}
    events = event_types(store, bank)
    for i, c in enumerate(contents):
        rs = [out[f"p{k}"]["results"][i] for k in range(procs)]
        actions = Counter(r["action"] for r in rs)
        assert actions == Counter({"created": 1, "deduplicated": procs - 1}), (c, rs)
        mem = by_content[c]
        assert {r["id"] for r in rs} == {mem["id"]}
        for r in rs:
            if r["action"] == "deduplicated":
                assert r["duplicate_of"] == mem["id"]
        # each duplicate confirmed the one memory: one created event, procs-1 confirmations
        assert events[mem["id"]] == Counter({"created": 1, "confirmed": procs - 1})
        conf = 0.6
        for _ in range(procs - 1):
            conf = confirm_confidence(conf)
        assert mem["confidence"] == pytest.approx(conf)
    integrity(store)


# -- (c) the same idempotency keys from two processes: one memory per key, the other side replays ------------
def test_processes_same_keys_replayed(tmp_path: Path, e5: E5Embedder) -> None:
    store, bank, n = tmp_path / "store", "keys", 20
    specs = []
    for name, mode in (("p0", "loop"), ("p1", "batches")):
        its = [{"content": f"{name} says reminder {i} is due on day {i + 1}", "idempotency_key": f"job-{i}",
                "bank": bank} for i in range(n)]
        specs.append({"name": name, "op": "write", "store": str(store), "mode": mode, "batch": 4, "items": its})

    out = run_workers(tmp_path, specs)

    mems = exported(store, e5, bank)
    assert len(mems) == n, "one memory per key"
    by_id = {m["id"]: m for m in mems}
    keys = idempotency_rows(store, bank)
    assert set(keys) == {f"job-{i}" for i in range(n)}
    for i in range(n):
        r0, r1 = out["p0"]["results"][i], out["p1"]["results"][i]
        assert r0["id"] == r1["id"] == keys[f"job-{i}"]
        assert sorted([r0["replayed"], r1["replayed"]]) == [False, True], (r0, r1)
        winner = "p0" if not r0["replayed"] else "p1"
        assert by_id[r0["id"]]["content"] == f"{winner} says reminder {i} is due on day {i + 1}"
        loser = r1 if winner == "p0" else r0
        assert loser["action"] == "created" and loser["reason"]
    assert max(Counter(m["content"] for m in mems).values()) == 1
    integrity(store)


# -- threads sharing one Hindsight object --------------------------------------------------------------------
@pytest.mark.parametrize("scenario", ["distinct_keys", "same_content", "same_keys"])
def test_threads_share_one_hindsight(tmp_path: Path, e5: E5Embedder, scenario: str) -> None:
    threads_n, n = 4, 12
    store = tmp_path / "store"
    hs = Hindsight.open(store, embedder=e5, settings=Settings(home=tmp_path))
    barrier = threading.Barrier(threads_n)
    results: dict[int, list[Any]] = {}
    errors: list[BaseException] = []

    def items(t: int) -> list[dict[str, Any]]:
        if scenario == "distinct_keys":
            return [{"content": f"thread {t} noted parcel {i} weighs {t * 100 + i} grams",
                     "idempotency_key": f"t{t}-{i}"} for i in range(n)]
        if scenario == "same_content":
            return [{"content": f"the backup of disk {i} runs at {i + 1} am", "source": "agent"} for i in range(n)]
        return [{"content": f"thread {t} version of task {i} number {i + 10}", "idempotency_key": f"task-{i}"}
                for i in range(n)]

    def run(t: int) -> None:
        try:
            its = items(t)
            barrier.wait(timeout=30)
            if t % 2 == 0:
                results[t] = [hs.write(**it) for it in its]
            else:
                results[t] = hs.write_many(its[: n // 2]) + hs.write_many(its[n // 2 :])
        except BaseException as exc:
            errors.append(exc)

    try:
        ts = [threading.Thread(target=run, args=(t,)) for t in range(threads_n)]
        for t in ts:
            t.start()
        for t in ts:
            t.join(timeout=TIMEOUT)
        assert not errors, errors
        assert sorted(results) == list(range(threads_n))
        mems = list(hs.export())
        by_id = {m["id"]: m for m in mems}
        for rs in results.values():
            assert all(r.id in by_id for r in rs)
        if scenario == "distinct_keys":
            expected = [it["content"] for t in range(threads_n) for it in items(t)]
            assert Counter(m["content"] for m in mems) == Counter(expected)
            assert all(r.action == "created" and not r.replayed for rs in results.values() for r in rs)
        elif scenario == "same_content":
            assert Counter(m["content"] for m in mems) == Counter(it["content"] for it in items(0))
            for i in range(n):
                actions = Counter(str(results[t][i].action) for t in range(threads_n))
                assert actions == Counter({"created": 1, "deduplicated": threads_n - 1})
                assert len({results[t][i].id for t in range(threads_n)}) == 1
        else:
            assert len(mems) == n
            for i in range(n):
                rs = [results[t][i] for t in range(threads_n)]
                assert len({r.id for r in rs}) == 1
                assert sum(not r.replayed for r in rs) == 1
                winner = next(t for t in range(threads_n) if not results[t][i].replayed)
                assert by_id[rs[0].id]["content"] == f"thread {winner} version of task {i} number {i + 10}"
        assert hs.stats().memories == len(mems)
    finally:
        hs.close()
    integrity(store)


# -- a reader searching while another process imports ---------------------------------------------------------
def test_reader_while_writer_imports(tmp_path: Path, e5: E5Embedder) -> None:
    store, n = tmp_path / "store", 320
    records = [{"content": f"catalogue entry {i}: crate {i} holds {i * 3 + 1} bolts",
                "idempotency_key": f"cat-{i}"} for i in range(n)]
    src = tmp_path / "import.jsonl"
    src.write_text("".join(json.dumps(r) + "\n" for r in records))
    stop = tmp_path / "stop"
    reader = {"name": "reader", "op": "read", "store": str(store), "stop": str(stop),
              "queries": ["how many bolts are in crate 7?", "catalogue entry 120", "crate", "bolts 301"],
              "known_contents": [r["content"] for r in records]}
    procs, barrier = start_workers(tmp_path, [reader])
    cli = Path(sys.executable).with_name("hindsight")
    cmd = [str(cli)] if cli.exists() else [sys.executable, "-m", "hindsight.cli"]
    log = (tmp_path / "import.log").open("wb")
    (barrier / "go").touch()
    t0 = time.perf_counter()
    writer = subprocess.Popen([*cmd, "import", str(src), "--store", str(store), "--acks", "--batch", "32"],
                              stdout=log, stderr=log, env=clean_env(tmp_path))
    try:
        rc = writer.wait(timeout=TIMEOUT)
        import_s = time.perf_counter() - t0
    finally:
        log.close()
        stop.touch()
        if writer.poll() is None:
            writer.kill()
            writer.wait()
    out = finish_workers(tmp_path, procs, [reader])["reader"]
    assert rc == 0, (tmp_path / "import.log").read_text()

    assert out["errors"] == [], out["errors"][0]
    assert out["ryw_misses"] == [], "a write was not found by the search right after it"
    assert out["foreign"] == [], "search returned content that nobody wrote"
    assert out["timed_out"] == 0
    # the reader really overlapped the import: several rounds happened before it was told to stop
    assert out["rounds"] > 3, (out["rounds"], import_s)
    counts = out["counts"]
    assert counts == sorted(counts), "a reader saw the memory count go down"
    acks = [json.loads(line) for line in (tmp_path / "import.log").read_text().splitlines()
            if line.startswith("{")]
    assert acks[-1]["acknowledged"] == n
    mems = exported(store, e5, "default")
    contents = Counter(m["content"] for m in mems)
    assert all(contents[r["content"]] == 1 for r in records)
    assert sum(v for c, v in contents.items() if c.startswith("reader note")) == out["rounds"]
    assert len(mems) == n + out["rounds"]
    integrity(store)
