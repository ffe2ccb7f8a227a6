"""The SQLite store's vector arm: a bank below ``vector_index_rows`` is scanned exactly; a larger one is searched
through IVF lists (store/sqlite/ivf.py, vectors.py). The lists must find what the exact scan finds on clustered
data, follow appends, rewrites, deletes and another store instance writing the file, and a selective filter
must still find its rows (exact fallback when the probed lists hold too few)."""

from __future__ import annotations

import threading
import uuid
from datetime import timedelta
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from hindsight.model import Kind, Memory, Provenance, Source, Status
from hindsight.store.base import Filters
from hindsight.store.filters import SQLITE, next_in_session
from hindsight.store.sqlite import ivf
from hindsight.store.sqlite.store import SQLiteStore
from hindsight.store.sqlite.vectors import BankVectors, top_order
from hindsight.timeutil import utcnow

DIM = 32


def _clustered(n: int, clusters: int, seed: int, noise: float = 0.35) -> np.ndarray:
    """Unit vectors around ``clusters`` centroids that share a common direction (like embeddings do)."""
    rng = np.random.default_rng(seed)
    common = rng.standard_normal(DIM)
    cents = 0.8 * common / np.linalg.norm(common) + rng.standard_normal((clusters, DIM)) / np.sqrt(DIM)
    rows = cents[rng.integers(0, clusters, n)] + rng.standard_normal((n, DIM)) * noise / np.sqrt(DIM)
    return (rows / np.linalg.norm(rows, axis=1, keepdims=True)).astype(np.float32)


def _queries(mat: np.ndarray, count: int, seed: int) -> np.ndarray:
    """Paraphrases of random rows (row + noise)."""
    rng = np.random.default_rng(seed)
    q = mat[rng.integers(0, len(mat), count)] + rng.standard_normal((count, DIM)).astype(np.float32) * 0.1
    return (q / np.linalg.norm(q, axis=1, keepdims=True)).astype(np.float32)


def _filled(mat: np.ndarray, index_rows: int, first_seq: int = 1) -> BankVectors:
    bv = BankVectors(DIM, index_rows)
    bv.reset(0)
    bv.append(list(range(first_seq, first_seq + len(mat))), [r.tobytes() for r in mat])
    return bv


def _top(seqs: np.ndarray, scores: np.ndarray, k: int) -> set[int]:
    return {int(s) for s in seqs[top_order(scores, k)]}


def _recall(bv: BankVectors, qs: np.ndarray, k: int = 10) -> float:
    got = 0
    for q in qs:
        s, sc, exact = bv.search(q)
        assert not exact
        got += len(_top(s, sc, k) & _top(*bv.scores(q), k))
    return got / (k * len(qs))


def test_ivf_finds_what_the_exact_scan_finds_on_clustered_data() -> None:
    mat = _clustered(6000, 150, seed=1)
    bv = _filled(mat, index_rows=5000)
    qs = _queries(mat, 60, seed=2)
    assert _recall(bv, qs) >= 0.98
    s, sc, _ = bv.search(qs[0])
    assert len(s) < len(mat) // 2  # it did not just score everything
    assert np.allclose(sc, mat[s - 1] @ qs[0], atol=1e-5)  # the candidates' cosines are exact
    # below the size the scan stays exact: every row, the same scores
    small = _filled(mat[:4999], index_rows=5000)
    s, sc, exact = small.search(qs[0])
    assert exact and len(s) == 4999 and np.allclose(sc, mat[:4999] @ qs[0], atol=1e-6)
    assert BankVectors(DIM, 0).indexed is False


def test_training_is_deterministic_and_probing_covers_the_minimum() -> None:
    mat = _clustered(3000, 40, seed=3)
    a, b = ivf.train(mat, 64, seed=5), ivf.train(mat, 64, seed=5)
    assert np.array_equal(a, b) and a.shape == (64, DIM)
    assert np.allclose(np.linalg.norm(a, axis=1), 1.0, atol=1e-5)
    sizes = np.bincount(ivf.assign(mat, a), minlength=64)
    lists = ivf.probe(a @ mat[0], sizes, 4, 1500)
    assert len(lists) >= 4 and sizes[lists].sum() >= 1500
    assert len(lists) == 4 or sizes[lists[:-1]].sum() < 1500  # no more lists than the minimum needs
    assert ivf.list_count(100) == 64 and ivf.list_count(10**8) == 512


def test_appends_fold_into_the_lists_and_vectors_stay_findable() -> None:
    mat = _clustered(14_000, 200, seed=4)
    bv = _filled(mat[:5000], index_rows=5000)
    qs = _queries(mat[:5000], 20, seed=5)
    bv.search(qs[0])
    assert bv._nidx == 5000
    bv.append(list(range(5001, 6001)), [r.tobytes() for r in mat[5000:6000]])
    s, sc, _ = bv.search(mat[5500])  # a tail row: scanned whatever the lists say
    assert int(s[int(np.argmax(sc))]) == 5501
    assert bv._nidx == 5000  # a small tail is not folded yet
    bv.append(list(range(6001, 10_501)), [r.tobytes() for r in mat[6000:10_500]])
    bv.search(qs[0])
    assert bv._nidx == 10_500 and bv._trained_n == 10_500  # doubled: retrained and regrouped
    bv.append(list(range(10_501, 14_001)), [r.tobytes() for r in mat[10_500:]])
    for seq in (1, 2500, 5000, 5501, 9999, 10_500, 10_501, 14_000):
        got = bv.vector_of([seq, 10**9])
        assert set(got) == {seq} and np.array_equal(got[seq], mat[seq - 1])
    assert _recall(bv, _queries(mat, 40, seed=6)) >= 0.98
    trained = bv._cents
    bv.reset(1)  # a rewritten vector: the rows reload, the centroids stay
    bv.append(list(range(1, 14_001)), [r.tobytes() for r in mat])
    bv.search(qs[0])
    assert bv._cents is trained and bv._nidx == 14_000


# -- through the store ---------------------------------------------------------------------------------------------
N = 1200


def _memory(bank: str, i: int) -> Memory:
    at = utcnow() - timedelta(minutes=N - i)
    return Memory(
        id=f"vm{i:05d}-{uuid.uuid4().hex[:6]}", bank=bank, kind=Kind.semantic if i % 4 == 0 else Kind.episodic,
        content=f"memory {i}", tags=["rare"] if i % 150 == 7 else [f"t{i % 5}"], importance=0.5, confidence=0.9,
        status=Status.active, created_at=at, updated_at=at, observed_at=at,
        provenance=Provenance(source=Source.user, session_id="tiny" if i % 200 == 3 else f"s{i % 7}", recorded_at=at,
                              actor="test"),
    )


@pytest.fixture
def pair(tmp_path: Path) -> tuple[SQLiteStore, SQLiteStore, list[Memory], np.ndarray]:
    """An indexed store (lists from 500 rows) and an exact one on the same file, filled with clustered rows."""
    indexed = SQLiteStore(tmp_path / "v.db", vector_index_rows=500)
    indexed.check_embedder("test", DIM)
    exact = SQLiteStore(tmp_path / "v.db", vector_index_rows=0)
    exact.check_embedder("test", DIM)
    indexed.create_bank("b", utcnow())
    mat = _clustered(N, 40, seed=7)
    mems = [_memory("b", i) for i in range(N)]
    with indexed.transaction("b") as tx:
        for m, v in zip(mems, mat, strict=True):
            tx.insert(m, v)
    return indexed, exact, mems, mat


def _same(a: SQLiteStore, b: SQLiteStore, q: np.ndarray, k: int, f: Filters) -> tuple[list[str], list[str]]:
    return [m for m, _ in a.vector_search("b", q, k, f)], [m for m, _ in b.vector_search("b", q, k, f)]


def test_store_search_matches_the_exact_scan_under_selective_filters(
        pair: tuple[SQLiteStore, SQLiteStore, list[Memory], np.ndarray]) -> None:
    indexed, exact, mems, mat = pair
    try:
        now = utcnow()
        qs = _queries(mat, 30, seed=8)
        indexed.vector_search("b", qs[0], 10, Filters(now=now))  # starts building the lists in the background
        assert indexed._vec["b"].wait_ready(60)
        same = 0
        for q in qs:
            got, ref = _same(indexed, exact, q, 10, Filters(now=now))
            same += len(set(got) & set(ref))
        assert same / (10 * len(qs)) >= 0.97
        bv = indexed._vec["b"]
        assert bv.indexed and bv._nidx == N and len(bv.search(qs[0])[0]) < N
        # selective filters: 6 rows of a session, 8 of a tag, a kind; each must find exactly what the scan finds
        tiny = [m.id for m in mems if m.provenance.session_id == "tiny"]
        rare = [m.id for m in mems if "rare" in m.tags]
        for f, everyone in ((Filters(now=now, session_id="tiny"), tiny), (Filters(now=now, tags=("rare",)), rare)):
            for q in qs[:5]:
                got, ref = _same(indexed, exact, q, 10, f)
                assert got == ref and set(got) == set(everyone)
        for q in qs[:5]:
            got, ref = _same(indexed, exact, q, 20, Filters(now=now, kinds=(Kind.semantic,)))
            assert len(got) == 20 and len(set(got) & set(ref)) >= 18
    finally:
        indexed.close()
        exact.close()


def test_store_index_follows_rewrites_deletes_and_another_writer(
        pair: tuple[SQLiteStore, SQLiteStore, list[Memory], np.ndarray], tmp_path: Path) -> None:
    indexed, exact, mems, mat = pair
    writer = SQLiteStore(tmp_path / "v.db")  # another process, as far as the caches know
    writer.check_embedder("test", DIM)
    try:
        now = utcnow()
        f = Filters(now=now)
        assert indexed.vector_search("b", mat[10], 1, f)[0][0] == mems[10].id  # trains the lists
        # a rewritten vector: the row is found by its new vector, not its old one
        new = _clustered(1, 1, seed=99)[0]
        with writer.transaction("b") as tx:
            tx.update(mems[10].model_copy(update={"updated_at": now}), new)
        assert indexed.vector_search("b", new, 1, f)[0][0] == mems[10].id
        assert mems[10].id not in [m for m, _ in indexed.vector_search("b", mat[10], 3, f)]
        # a status change is the filter's business; an erased row is gone
        with writer.transaction("b") as tx:
            tx.update(mems[20].model_copy(update={"status": Status.forgotten, "updated_at": now}))
            tx.erase("b", mems[30].id, [])
        assert mems[20].id not in [m for m, _ in indexed.vector_search("b", mat[20], 5, f)]
        assert mems[30].id not in [m for m, _ in indexed.vector_search("b", mat[30], 5,
                                                                       Filters(now=now, statuses=None))]
        # rows another instance appends are searched (the tail)
        extra = _clustered(700, 40, seed=11)
        more = [_memory("b", N + i) for i in range(700)]
        with writer.transaction("b") as tx:
            for m, v in zip(more, extra, strict=True):
                tx.insert(m, v)
        for i in (0, 350, 699):
            assert indexed.vector_search("b", extra[i], 1, f)[0][0] == more[i].id
        assert indexed.similarities("b", [more[5].id, mems[40].id], extra[5]) == pytest.approx(
            {more[5].id: float(extra[5] @ extra[5]), mems[40].id: float(mat[40] @ extra[5])}, abs=1e-5)
    finally:
        writer.close()
        indexed.close()
        exact.close()


def test_next_in_session_reads_by_id_not_the_whole_bank(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "p.db")
    try:
        sql, params = next_in_session("b", ["x", "y"], SQLITE)
        plan = " ".join(str(r[3]) for r in store._conn().execute("EXPLAIN QUERY PLAN " + sql, params))
        assert "autoindex_memories" in plan and "bank=? AND session_id>?" not in plan, plan
    finally:
        store.close()


def test_searches_while_another_thread_writes_and_the_lists_regroup(tmp_path: Path) -> None:
    """Readers search and read vectors while a writer grows the bank through several retrains (the rows move in
    place): no error, and every answer carries the true cosine of the row it names."""
    import threading

    store = SQLiteStore(tmp_path / "t.db", vector_index_rows=300)
    store.check_embedder("test", DIM)
    store.create_bank("b", utcnow())
    mat = _clustered(5000, 60, seed=12)
    mems = [_memory("b", i) for i in range(5000)]
    vec_of = {m.id: v for m, v in zip(mems, mat, strict=True)}
    errors: list[BaseException] = []
    done = threading.Event()

    def write() -> None:
        try:
            for start in range(0, 5000, 250):
                with store.transaction("b") as tx:
                    for m, v in zip(mems[start : start + 250], mat[start : start + 250], strict=True):
                        tx.insert(m, v)
        except BaseException as exc:  # reported below
            errors.append(exc)
        finally:
            done.set()

    def read(seed: int) -> None:
        qs = _queries(mat, 50, seed)
        try:
            j = 0
            while not done.is_set() or j < 5:
                q = qs[j % len(qs)]
                for mid, sim in store.vector_search("b", q, 5, Filters(now=utcnow())):
                    assert abs(sim - float(vec_of[mid] @ q)) < 1e-4
                ids = [m.id for m in mems[: 50]]
                for mid, sim in store.similarities("b", ids, q).items():
                    assert abs(sim - float(vec_of[mid] @ q)) < 1e-4
                j += 1
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [threading.Thread(target=write)] + [threading.Thread(target=read, args=(s,)) for s in (1, 2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=300)
    try:
        assert not errors, errors
        bv = store._vec["b"]
        for _ in range(3):  # a search starts the grouping or retraining due, in the background: wait for it (a busy
            # machine may not have got to the last retraining while the readers ran)
            assert store.vector_search("b", mat[4999], 1, Filters(now=utcnow()))[0][0] == mems[4999].id
            assert bv.wait_ready(120)
        assert bv.indexed and len(bv) == 5000 and bv._trained_n >= 2500  # retrained as the bank doubled
    finally:
        store.close()


def _blocked_training(monkeypatch: pytest.MonkeyPatch) -> threading.Event:
    """ivf.train waits for the returned event (the worker thread blocks; a search must not)."""
    release = threading.Event()
    real = ivf.train

    def slow(*args: Any, **kwargs: Any) -> np.ndarray:
        assert release.wait(60)
        return real(*args, **kwargs)

    monkeypatch.setattr(ivf, "train", slow)
    return release


def test_background_lists_are_never_built_inside_a_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """With ``background`` (the store's setting) a search past the size is answered by the exact scan while the
    lists are trained on a worker thread (here blocked until released); once installed they give what the inline
    build gives (same centroids, same rows), and rows appended meanwhile are in the tail."""
    mat = _clustered(6000, 60, seed=21)
    qs = _queries(mat, 10, seed=22)
    inline = _filled(mat[:5000], index_rows=5000)
    bv = BankVectors(DIM, 5000, background=True)
    bv.reset(0)
    bv.append(list(range(1, 5001)), [r.tobytes() for r in mat[:5000]])
    release = _blocked_training(monkeypatch)
    s, sc, exact = bv.search(qs[0])  # returns while the training is blocked
    assert exact and len(s) == 5000 and np.allclose(sc, mat[:5000] @ qs[0], atol=1e-5)
    assert not bv.wait_ready(0.05)  # the worker is still waiting
    bv.append(list(range(5001, 6001)), [r.tobytes() for r in mat[5000:]])  # written while it trains
    assert bv.search(qs[1])[2]  # still exact, every row
    release.set()
    assert bv.wait_ready(60)
    assert bv._nidx == 5000 and bv._trained_n == 5000
    for q in qs:
        s, sc, exact = bv.search(q)
        assert not exact and np.allclose(sc, mat[s - 1] @ q, atol=1e-5)
        ref_s = inline.search(q)[0]  # the same lists, plus the 1000 rows of the tail
        assert set(ref_s.tolist()) | set(range(5001, 6001)) == set(s.tolist())
    assert np.array_equal(bv._cents, inline._cents)
    assert {int(k) for k in bv.vector_of([1, 4999, 5500])} == {1, 4999, 5500}


def test_a_background_build_of_rows_since_reloaded_is_dropped(monkeypatch: pytest.MonkeyPatch) -> None:
    """A reset (a vector rewritten, a memory deleted) while the worker trains: its grouping is of rows gone and is
    not installed; the next search builds the lists again from the reloaded rows."""
    mat = _clustered(5000, 50, seed=23)
    bv = BankVectors(DIM, 4000, background=True)
    bv.reset(0)
    bv.append(list(range(1, 5001)), [r.tobytes() for r in mat])
    release = _blocked_training(monkeypatch)
    bv.search(mat[0])
    other = _clustered(4500, 50, seed=24)
    bv.reset(1)
    bv.append(list(range(10, 4510)), [r.tobytes() for r in other])
    release.set()
    assert bv.wait_ready(60)
    assert bv._nidx == 0  # dropped
    bv.search(other[0])  # starts a new build
    assert bv.wait_ready(60) and bv._nidx == 4500
    s, sc, exact = bv.search(other[7])
    assert not exact and int(s[int(np.argmax(sc))]) == 17 and np.allclose(sc, other[s - 10] @ other[7], atol=1e-5)
