"""Closing the SQLite store while another thread is inside a write transaction (a server's background review
still committing as the app shuts down): close() waits for it, refuses new writes meanwhile, and the process does
not crash inside SQLite (a fresh-clone CI run died with a segmentation fault at COMMIT this way)."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from hindsight.errors import StoreBusy
from hindsight.store.sqlite.conn import SQLiteConnections


def test_close_waits_for_a_write_in_flight(tmp_path: Path) -> None:
    store = SQLiteConnections(tmp_path / "s.db")
    with store._write() as c:
        c.execute("CREATE TABLE t (x INTEGER)")
    inside, release, done = threading.Event(), threading.Event(), threading.Event()
    errors: list[BaseException] = []

    def writer() -> None:
        try:
            with store._write() as c:
                c.execute("INSERT INTO t VALUES (1)")
                inside.set()
                release.wait(10)
                c.execute("INSERT INTO t VALUES (2)")
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)
        finally:
            done.set()

    t = threading.Thread(target=writer)
    t.start()
    assert inside.wait(10)
    closer = threading.Thread(target=store.close)
    closer.start()
    closer.join(0.3)
    assert closer.is_alive()  # waiting for the transaction, not closing under it
    with pytest.raises(StoreBusy), store._write():  # new writes are refused while closing
        pass
    release.set()
    closer.join(10)
    t.join(10)
    assert not closer.is_alive() and done.is_set() and not errors
    rows = store._conn().execute("SELECT x FROM t ORDER BY x").fetchall()  # usable again: a new connection
    assert rows == [(1,), (2,)]
    store.close()
