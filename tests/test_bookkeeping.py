"""Search bookkeeping on a worker thread (store/bookkeeping.py): the queue's mechanics, and on both SQL stores the
orderings the contract suite cannot force (an erasure or a write while the worker is held up), a process killed
with searches queued, and a forked child."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from helpers.hash_embedder import HashEmbedder
from hindsight import Hindsight, Settings
from hindsight.store import bookkeeping as bk
from hindsight.store.base import Store
from hindsight.store.sqlite.store import SQLiteStore
from hindsight.timeutil import utcnow


class _Recorder:
    """An apply function that records batches, can be held at a gate, and fails on a chosen bank."""

    def __init__(self) -> None:
        self.batches: list[list[str]] = []
        self.gate = threading.Event()
        self.gate.set()
        self.entered = threading.Event()  # set once the worker holds a batch
        self.fail_bank: str | None = None

    def __call__(self, entries: list[bk.Entry]) -> None:
        self.entered.set()
        self.gate.wait(30)
        if any(e.bank == self.fail_bank for e in entries):
            raise RuntimeError("boom")
        self.batches.append([e.bank for e in entries])


def _entry(bank: str) -> bk.Entry:
    return bk.Entry(bank, ["m1"], 0.0, None)


def test_worker_applies_in_order_in_batches_and_settles() -> None:
    rec = _Recorder()
    w = bk._Worker(rec, "t")
    rec.gate.clear()
    for i in range(5):
        assert w.put(_entry(f"b{i}"))
    assert not w.settle(0.05)  # held at the gate: not applied yet
    rec.gate.set()
    assert w.settle(10)
    assert [b for batch in rec.batches for b in batch] == [f"b{i}" for i in range(5)]
    assert len(rec.batches) <= 2  # what queued while the first batch was held goes as one batch
    w.close(10)


def test_a_failing_entry_costs_only_itself() -> None:
    rec = _Recorder()
    rec.fail_bank = "bad"
    w = bk._Worker(rec, "t")
    rec.gate.clear()
    for b in ("a", "bad", "c"):
        w.put(_entry(b))
    rec.gate.set()
    assert w.settle(10)
    assert sorted(b for batch in rec.batches for b in batch) == ["a", "c"]
    w.close(10)


def test_a_full_queue_or_a_closed_worker_hands_the_entry_back(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bk, "LIMIT", 3)
    rec = _Recorder()
    rec.gate.clear()
    w = bk._Worker(rec, "t")
    assert w.put(_entry("0"))
    assert rec.entered.wait(10)  # the thread took the first entry as its batch and is held at the gate
    results = [w.put(_entry(str(i))) for i in range(1, 6)]
    assert results == [True, True, True, False, False]  # three more fit the queue, the rest are handed back
    rec.gate.set()
    assert w.settle(10)
    w.close(10)
    assert not w.put(_entry("late"))


def test_the_thread_ends_when_idle_and_the_next_entry_starts_another(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bk, "IDLE_S", 0.05)
    rec = _Recorder()
    w = bk._Worker(rec, "t")
    w.put(_entry("a"))
    assert w.settle(10)
    deadline = time.monotonic() + 10
    while w._thread is not None and time.monotonic() < deadline:
        time.sleep(0.02)
    assert w._thread is None
    w.put(_entry("b"))
    assert w.settle(10)
    assert [b for batch in rec.batches for b in batch] == ["a", "b"]
    w.close(10)


def _sqlite(tmp_path: Path, **kw: Any) -> Iterator[Hindsight]:
    hs = Hindsight.open(str(tmp_path / "s.db"), embedder=HashEmbedder(), settings=Settings(home=tmp_path, **kw))
    yield hs
    hs.close()


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.integration)])
def hs(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Hindsight]:
    if request.param == "sqlite":
        yield from _sqlite(tmp_path)
        return
    from helpers.services import fresh_database, service_urls

    pg, _ = service_urls()
    with fresh_database(pg) as url:
        h = Hindsight.open(url, embedder=HashEmbedder(), settings=Settings(home=tmp_path))
        try:
            yield h
        finally:
            h.close()


def _base(store: Store) -> Any:
    while getattr(store, "inner", None) is not None:
        store = store.inner  # type: ignore[attr-defined]
    return store


def _hold(store: Any) -> threading.Event:
    """Hold the store's bookkeeping worker at a gate (the real writes run once it opens)."""
    gate = threading.Event()
    apply = store._apply_bookkeeping

    def held(entries: list[bk.Entry]) -> None:
        gate.wait(30)
        apply(entries)

    store._bk_worker._apply = held
    return gate


def test_erase_waits_for_queued_log_rows_and_scrubs_them(hs: Hindsight) -> None:
    m = hs.write("The user's locker code is 4471 at the downtown gym", source="user").id
    gate = _hold(_base(hs.store))
    for _ in range(3):
        assert hs.search("locker code gym", top_k=1).results[0].id == m
    done = threading.Event()

    def erase() -> None:
        hs.erase(m, reason="asked")
        done.set()

    t = threading.Thread(target=erase)
    t.start()
    assert not done.wait(0.3)  # the erasure settles first: it waits for the held bookkeeping
    gate.set()
    t.join(60)
    assert done.is_set()
    # the erasure drops the log rows that name the memory: had it not waited, the worker would add them after it
    assert all(m not in str(r) and "4471" not in str(r) for r in hs.retrieval_log(limit=10))


def test_a_transaction_settles_first_and_reads_inside_it_do_not(
        hs: Hindsight, caplog: pytest.LogCaptureFixture) -> None:
    m = hs.write("The office plant needs water on Fridays", source="user").id
    bank = hs.engine.bank(None)
    base = _base(hs.store)
    gate = _hold(base)
    hs.search("office plant water", top_k=1)
    threading.Timer(0.3, gate.set).start()
    t0 = time.monotonic()
    with base.transaction(bank) as tx:
        assert time.monotonic() - t0 >= 0.25  # it waited for the held search's bookkeeping
        got = tx.get(bank, m)
        assert got is not None and got.access_count == 1
        # queued now, the worker needs this transaction's lock (SQLite's file lock): a read of the same thread
        # inside the transaction must not wait for it (it would wait for itself)
        base.after_search(bank, [m], utcnow(), None)
        got = base.get(bank, m)
        # SQLite: the queued entry is not applied yet (the worker waits for this transaction's file lock);
        # PostgreSQL: the worker needs no lock this transaction holds, so it may already have applied it
        sqlite = "sqlite" in type(base).__module__
        assert got is not None and got.access_count in ({1} if sqlite else {1, 2})
    assert "still queued" not in caplog.text
    assert hs.get(m).access_count == 2


_CHILD = textwrap.dedent("""
    import sys, time
    sys.path.insert(0, sys.argv[3])
    from helpers.hash_embedder import HashEmbedder
    from hindsight import Hindsight, Settings
    hs = Hindsight.open(sys.argv[1], embedder=HashEmbedder(), settings=Settings(home=sys.argv[2]))
    mid = hs.write("The user's bike is a blue Brompton", source="user").id
    for _ in range(int(sys.argv[4])):
        hs.search("which bike", top_k=1)
    hs.store.settle()
    print(mid, flush=True)
    if sys.argv[5] == "exit":
        sys.exit(0)  # no close(): the exit hook applies what is queued
    time.sleep(60)
""")


def _child(tmp_path: Path, n: int, how: str) -> tuple[subprocess.Popen[str], str]:
    tests = str(Path(__file__).resolve().parent)
    p = subprocess.Popen([sys.executable, "-c", _CHILD, str(tmp_path / "s.db"), str(tmp_path), tests, str(n), how],
                         stdout=subprocess.PIPE, text=True)
    assert p.stdout is not None
    return p, p.stdout.readline().strip()


def test_settled_searches_survive_kill_9(tmp_path: Path) -> None:
    p, mid = _child(tmp_path, 4, "sleep")
    os.kill(p.pid, signal.SIGKILL)
    p.wait(30)
    store = SQLiteStore(tmp_path / "s.db")
    try:
        got = store.get("default", mid)
        assert got is not None and got.access_count == 4
    finally:
        store.close()


def test_an_exiting_process_applies_its_queue_without_close(tmp_path: Path) -> None:
    p, mid = _child(tmp_path, 6, "exit")
    assert p.wait(60) == 0
    store = SQLiteStore(tmp_path / "s.db")
    try:
        bank = "default"
        got = store.get(bank, mid)
        assert got is not None and got.access_count == 6 and len(store.retrieval_log(bank, 20)) == 6
    finally:
        store.close()


@pytest.mark.skipif(not hasattr(os, "fork"), reason="fork")
def test_a_forked_child_neither_replays_nor_waits_for_the_parents_queue(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "f.db")
    store.create_bank("b", utcnow())
    gate = _hold(store)
    store.after_search("b", [], utcnow(), {"query": "parent"})
    pid = os.fork()
    if pid == 0:  # the child: settles at once (nothing of its own queued), applies its own entry
        code = 0
        try:
            store._bk_worker._apply = store._apply_bookkeeping
            store._local = threading.local()  # no SQLite connection crosses a fork: the child opens its own
            store.after_search("b", [], utcnow(), {"query": "child"})
            store.settle(5)
            code = 0 if [r["query"] for r in store.retrieval_log("b", 10)] == ["child"] else 3
        except BaseException:
            code = 4
        os._exit(code)
    _, status = os.waitpid(pid, 0)
    assert os.WEXITSTATUS(status) == 0
    gate.set()
    store.settle()
    assert sorted(r["query"] for r in store.retrieval_log("b", 10)) == ["child", "parent"]
    store.close()
