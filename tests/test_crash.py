"""kill -9 in the middle of writing: what was acknowledged survives intact, nothing half-written shows,
the store opens cleanly, and running the same import again resumes without duplicates.

Real processes, a real store, the real e5 embedder; the victim is the ``hindsight import --acks`` command
line itself, killed with SIGKILL after it has acknowledged a few chunks.
"""

from __future__ import annotations

import json
import os
import queue
import random
import signal
import sqlite3
import subprocess
import sys
import textwrap
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from helpers.phrases import phrase
from hindsight import Hindsight, Settings
from hindsight.embedder.e5 import E5Embedder

pytestmark = pytest.mark.integration

N = 320  # records in the import file
BATCH = 64  # records per committed (and acknowledged) chunk
KILL_AFTER = 2  # acknowledgements to wait for before the kill
TIMEOUT = 180.0


def clean_env(tmp_path: Path) -> dict[str, str]:
    """The caller's environment without HINDSIGHT_* settings; one OpenMP thread (see test_concurrency)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("HINDSIGHT_")}
    env["HINDSIGHT_HOME"] = str(tmp_path / "home")
    env["PYTHONUNBUFFERED"] = "1"
    env.setdefault("OMP_NUM_THREADS", "1")
    return env


def cli() -> list[str]:
    exe = Path(sys.executable).with_name("hindsight")
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "hindsight"]


def record(i: int) -> dict[str, Any]:
    return {"content": phrase(i), "idempotency_key": f"rec-{i:05d}", "metadata": {"i": i}, "tags": ["crash"]}


def query(store: Path, sql: str, *params: Any) -> list[tuple[Any, ...]]:
    con = sqlite3.connect(store / "hindsight.db")
    try:
        return con.execute(sql, params).fetchall()
    finally:
        con.close()


def check_store(store: Path) -> None:
    """The file is sound and every memory is whole: its keyword-index row and its one created event."""
    assert query(store, "PRAGMA integrity_check") == [("ok",)]
    n = query(store, "SELECT count(*) FROM memories")[0][0]
    assert query(store, "SELECT count(*) FROM memory_fts")[0][0] == n
    assert query(store, "SELECT count(*) FROM memories m WHERE NOT EXISTS "
                        "(SELECT 1 FROM memory_fts f WHERE f.rowid = m.seq)") == [(0,)]
    created = Counter(mid for (mid,) in query(store, "SELECT memory_id FROM events WHERE type = 'created'"))
    assert len(created) == n and set(created.values()) <= {1}, "one created event per memory"


def by_index(store: Path, e5: E5Embedder) -> dict[int, dict[str, Any]]:
    with Hindsight.open(store, embedder=e5, settings=Settings(home=store.parent)) as hs:
        mems = list(hs.export())
    out: dict[int, dict[str, Any]] = {}
    for m in mems:
        i = m["metadata"]["i"]
        assert i not in out, f"record {i} stored twice"
        out[i] = m
    return out


def run_import(store: Path, src: Path, tmp_path: Path, *, kill_after: int | None, seed: int
               ) -> tuple[int, list[dict[str, Any]]]:
    """Run ``hindsight import --acks``; with ``kill_after``, SIGKILL it a random moment (within about one
    chunk's time) after its ``kill_after``-th acknowledgement. Returns (exit status, every ack it printed)."""
    with (tmp_path / "import.err").open("ab") as err:
        proc = subprocess.Popen([*cli(), "import", str(src), "--store", str(store), "--acks", "--batch", str(BATCH)],
                                stdout=subprocess.PIPE, stderr=err, env=clean_env(tmp_path))
    assert proc.stdout is not None
    lines: queue.Queue[tuple[float, bytes]] = queue.Queue()

    def pump() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.put((time.monotonic(), line))
        lines.put((time.monotonic(), b""))

    reader = threading.Thread(target=pump, daemon=True)
    reader.start()
    acks: list[dict[str, Any]] = []
    times: list[float] = []
    try:
        while True:
            at, line = lines.get(timeout=TIMEOUT)
            if not line:
                break
            acks.append(json.loads(line))
            times.append(at)
            if kill_after is not None and len(acks) == kill_after:
                chunk_s = times[-1] - times[-2] if len(times) > 1 else 0.2
                time.sleep(random.Random(seed).uniform(0, chunk_s))  # land anywhere in the next chunk
                os.kill(proc.pid, signal.SIGKILL)
        rc = proc.wait(timeout=TIMEOUT)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        reader.join(timeout=10)
        proc.stdout.close()
    # every line printed before the kill is in ``acks`` (the pump read to EOF)
    return rc, acks


def test_kill9_during_import_then_resume(tmp_path: Path, e5: E5Embedder) -> None:
    store = tmp_path / "store"
    src = tmp_path / "records.jsonl"
    src.write_text("".join(json.dumps(record(i)) + "\n" for i in range(N)))
    seed = int(time.time())
    print(f"kill delay seed: {seed}")

    t0 = time.perf_counter()
    rc, acks = run_import(store, src, tmp_path, kill_after=KILL_AFTER, seed=seed)
    killed_s = time.perf_counter() - t0
    assert rc == -signal.SIGKILL, (tmp_path / "import.err").read_text()

    # acks are cumulative counts of records durable in file order, one per committed chunk
    acked = acks[-1]["acknowledged"]
    assert [a["acknowledged"] for a in acks] == list(range(BATCH, acked + 1, BATCH))
    assert KILL_AFTER * BATCH <= acked < N, f"the kill did not land mid-import (acked {acked} of {N})"

    check_store(store)  # opens cleanly after the kill; WAL recovery leaves no partial chunk
    mems = by_index(store, e5)
    present = len(mems)
    # a chunk is all or nothing, and chunks commit in order: the store holds a prefix of whole chunks,
    # every acknowledged one, plus at most the chunk committed just before the kill but not yet acked
    assert sorted(mems) == list(range(present))
    assert present in (acked, acked + BATCH), (present, acked)
    keys = dict(query(store, "SELECT key, memory_id FROM idempotency"))
    assert len(keys) == present
    for i, m in mems.items():
        r = record(i)
        assert m["content"] == r["content"]
        assert m["metadata"] == r["metadata"]
        assert m["tags"] == r["tags"]
        assert m["provenance"]["source"] == "import"
        assert m["status"] == "active"
        assert keys[r["idempotency_key"]] == m["id"]
    for a in acks:
        assert mems[a["acknowledged"] - 1]["id"] == a["last_id"], "an ack names the last record of its chunk"
    before = {i: m["id"] for i, m in mems.items()}

    # the same import again: acknowledged records are replayed (same ids), the rest created, once each
    t1 = time.perf_counter()
    rc, acks2 = run_import(store, src, tmp_path, kill_after=None, seed=seed)
    resume_s = time.perf_counter() - t1
    assert rc == 0, (tmp_path / "import.err").read_text()
    assert [a["acknowledged"] for a in acks2] == list(range(BATCH, N + 1, BATCH))
    check_store(store)
    mems = by_index(store, e5)
    assert sorted(mems) == list(range(N))
    assert all(mems[i]["content"] == record(i)["content"] for i in range(N))
    assert {i: mems[i]["id"] for i in before} == before, "records stored before the kill kept their ids"
    assert len(query(store, "SELECT key FROM idempotency")) == N
    assert query(store, "SELECT count(*) FROM events WHERE type = 'confirmed'") == [(0,)]
    with Hindsight.open(store, embedder=e5, settings=Settings(home=tmp_path)) as hs:
        assert hs.stats().memories == N
        for i in (0, acked - 1, N - 1):
            assert hs.search(record(i)["content"], top_k=3).results[0].id == mems[i]["id"]
    print(f"killed after {killed_s:.1f}s with {acked} acked, {present} present; resume took {resume_s:.1f}s")


VICTIM = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from hindsight import Hindsight
    from hindsight.model import EventType
    from hindsight.timeutil import utcnow
    hs = Hindsight.open(sys.argv[1])
    mem = hs.get(hs.write("written and committed before the crash", source="user").id)
    vec = hs.embedder.passages(["never committed"])[0]
    with hs.store.transaction("default") as tx:
        # enough rows to overflow the page cache: uncommitted frames really land in the WAL file
        for i in range(4000):
            m = mem.model_copy(update={"id": f"mem_uncommitted_{i:05d}", "content": f"never committed {i}"})
            tx.insert(m, vec)
            tx.append_event(m.id, "default", utcnow(), EventType.created, "victim")
            tx.remember_key("default", f"victim-{i}", m.id, "created", utcnow())
        Path(sys.argv[2]).touch()  # inside the open transaction: the test kills us now
        time.sleep(120)
""")


def test_kill9_inside_an_open_write_transaction(tmp_path: Path, e5: E5Embedder) -> None:
    """A writer killed while it holds the write lock with rows written but not committed: none of them
    appear, the store opens cleanly, and the lock is free at once for the next writer."""
    store, inside = tmp_path / "store", tmp_path / "inside"
    with (tmp_path / "victim.err").open("wb") as err:
        proc = subprocess.Popen([sys.executable, "-c", VICTIM, str(store), str(inside)], stderr=err,
                                env=clean_env(tmp_path))
    try:
        deadline = time.monotonic() + TIMEOUT
        while not inside.exists():
            assert proc.poll() is None, (tmp_path / "victim.err").read_text()
            assert time.monotonic() < deadline, "the victim never reached its transaction"
            time.sleep(0.01)
        os.kill(proc.pid, signal.SIGKILL)
        assert proc.wait(timeout=TIMEOUT) == -signal.SIGKILL
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    wal = store / "hindsight.db-wal"
    assert wal.stat().st_size > 2_000_000, "the uncommitted rows should have spilled into the WAL"
    check_store(store)
    assert query(store, "SELECT content FROM memories") == [("written and committed before the crash",)]
    assert query(store, "SELECT count(*) FROM events WHERE actor = 'victim'") == [(0,)]
    assert query(store, "SELECT count(*) FROM idempotency") == [(0,)]
    with Hindsight.open(store, embedder=e5, settings=Settings(home=tmp_path, search_timeout_s=30)) as hs:
        t = time.perf_counter()
        r = hs.write("the first write after the crash", source="user")
        assert time.perf_counter() - t < 10, "the dead writer's lock was not released"
        assert r.action == "created"
        assert hs.search("first write after the crash").results[0].id == r.id
        assert hs.stats().memories == 2
