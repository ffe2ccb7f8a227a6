"""The SQLite store's keyword arm: BM25 from an in-process cache of the FTS5 postings (store/sqlite/keywords.py)
must rank exactly like FTS5's own ``ORDER BY rank`` under every filter (in a file of one bank; in a file of several,
like FTS5 over a copy of the searched bank's rows: the bank's own statistics), and must follow the file when
another store instance (another process, for the cache: each instance has its own) inserts, re-indexes, erases or
deletes.
"""

from __future__ import annotations

import sqlite3
import threading
import uuid
from datetime import timedelta
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from hindsight.language.text import query_terms
from hindsight.model import Kind, Memory, Provenance, Source, Status
from hindsight.store.base import Filters
from hindsight.store.filters import SQLITE, compile_filters
from hindsight.store.sqlite.keywords import TOKENIZER, _varints
from hindsight.store.sqlite.store import SQLiteStore
from hindsight.store.sqlite.topk import best_first
from hindsight.timeutil import utcnow

_EN = ["coffee", "tea", "morning", "running", "Berlin", "Kyoto", "invoice", "deploy", "cache", "latency", "the",
       "user", "likes", "liked", "owns", "a", "dog", "dogs", "cat", "bike", "café", "naïve"]
_ZH = ["用户", "喜欢", "咖啡", "北京", "朝阳区", "地铁", "上班", "火锅", "豆浆", "跑步", "每天", "周末"]
QUERIES = ["coffee", "用户 喜欢 咖啡", "the user likes a dog", "dogs liked the cafe", "北京 朝阳区 地铁",
           "running every morning in Kyoto", "火锅", "coffee coffee tea", "nothing-matches-this", "v2.1 e-mail"]


def _memories(bank: str, n: int, seed: int) -> list[tuple[Memory, np.ndarray]]:
    """English / Chinese memories (repeated words, cues, keywords, tags), every status, some expired."""
    rng = np.random.default_rng(seed)
    now = utcnow()
    statuses = [Status.active] * 6 + [Status.superseded, Status.forgotten, Status.archived, Status.disputed]
    out = []
    for i in range(n):
        words = _ZH if i % 3 == 0 else _EN
        content = ("" if i % 3 == 0 else " ").join(str(w) for w in rng.choice(words, int(rng.integers(1, 16))))
        at = now - timedelta(hours=n - i)
        m = Memory(
            id=f"km{i:04d}-{uuid.uuid4().hex[:6]}", bank=bank, kind=Kind.semantic if i % 4 == 0 else Kind.episodic,
            content=content, summary="用户 的 习惯" if i % 11 == 0 else None,
            query="when the user asks about coffee" if i % 7 == 0 else None,
            keywords=["coffee", "北京"] if i % 9 == 0 else [], tags=[f"t{i % 5}"] if i % 2 else [],
            importance=0.5, confidence=0.3 if i % 13 == 0 else 0.9, status=statuses[i % len(statuses)],
            created_at=at, updated_at=at, observed_at=at,
            expires_at=now - timedelta(minutes=1) if i % 17 == 0 else None,
            provenance=Provenance(source=Source.user, session_id=f"s{i % 3}", recorded_at=at, actor="test"),
        )
        out.append((m, rng.standard_normal(8).astype(np.float32)))
    return out


def _filters() -> list[Filters]:
    now = utcnow()
    return [
        Filters(now=now),
        Filters(now=now, statuses=None, hide_expired=False),
        Filters(now=now, min_confidence=0.5),
        Filters(now=now, kinds=(Kind.semantic,)),
        Filters(now=now, tags=("t3",)),
        Filters(now=now, session_id="s1", statuses=(Status.superseded, Status.forgotten)),
        Filters(now=now, observed_after=now - timedelta(hours=40), observed_before=now - timedelta(hours=10)),
    ]


def _reference(store: SQLiteStore, bank: str, terms: list[str], k: int, f: Filters) -> list[tuple[str, float]]:
    where, params = compile_filters(bank, f, SQLITE)
    return store._fts_search(store._conn(), terms, k, where, params)


def _bank_reference(store: SQLiteStore, bank: str, terms: list[str], k: int, f: Filters
                    ) -> list[tuple[str, float]]:
    """FTS5's ``ORDER BY rank`` over a copy of the bank's rows alone (its own N, n and avgdl), under the filters."""
    where, params = compile_filters(bank, f, SQLITE)
    c = sqlite3.connect(store.path)
    try:
        c.execute(f"CREATE VIRTUAL TABLE temp.ref USING fts5(body, extra, tokenize='{TOKENIZER}')")
        c.execute("INSERT INTO temp.ref(ref, rank) VALUES ('rank', 'bm25(1.0, 0.6)')")
        c.execute("INSERT INTO temp.ref(rowid, body, extra) SELECT f.rowid, f.body, f.extra FROM memory_fts f "
                  "JOIN memories m ON m.seq = f.rowid WHERE m.bank = ?", [bank])
        match = " OR ".join('"' + t.replace('"', '""') + '"' for t in terms)
        rows = c.execute(f"SELECT m.id, r.rank FROM temp.ref r JOIN memories m ON m.seq = r.rowid "
                         f"WHERE ref MATCH ? AND {where} ORDER BY r.rank LIMIT ?", [match, *params, k]).fetchall()
    finally:
        c.close()
    return [(str(r[0]), -float(r[1])) for r in rows]


def _assert_like_fts5(store: SQLiteStore, bank: str, per_bank: bool = False) -> int:
    """Same scores in the same order as FTS5 (``per_bank``: over a copy of the bank's rows); the same ids except
    within a tie at the cut (FTS5's order among equal scores is its own). Returns how many non-empty lists were
    compared."""
    compared = 0
    for f in _filters():
        for q in QUERIES:
            for k in (1, 5, 40, 1000):
                got = store.keyword_search(bank, query_terms(q), k, f)
                ref = (_bank_reference if per_bank else _reference)(store, bank, query_terms(q), k, f)
                assert len(got) == len(ref), (q, k, f)
                assert np.allclose([s for _, s in got], [s for _, s in ref], rtol=1e-9, atol=0), (q, k, f)
                cut = ref[-1][1] if ref else 0.0
                assert [i for i, s in got if s > cut + 1e-9] == [i for i, s in ref if s > cut + 1e-9], (q, k, f)
                if len(ref) < k:  # every match passed: the same set
                    assert {i for i, _ in got} == {i for i, _ in ref}, (q, k, f)
                compared += bool(ref)
    return compared


@pytest.fixture
def store(tmp_path: Path) -> SQLiteStore:
    s = SQLiteStore(tmp_path / "kw.db")
    s.check_embedder("test", 8)
    return s


def test_cached_bm25_ranks_like_fts5_under_every_filter(store: SQLiteStore) -> None:
    bank, other = "kw", "other"
    store.create_bank(bank, utcnow())
    with store.transaction(bank) as tx:
        for m, v in _memories(bank, 300, 1):
            tx.insert(m, v)
    assert _assert_like_fts5(store, bank) > 100  # one bank: its statistics are the file's
    store.create_bank(other, utcnow())
    with store.transaction(other) as tx:
        for m, v in _memories(other, 80, 2):
            tx.insert(m, v)
    for b in (bank, other):  # two banks: each ranks with its own rows' statistics
        assert _assert_like_fts5(store, b, per_bank=True) > 30
    assert store._keywords.postings and store._keywords.known == 380  # the cache answered, not FTS5
    # a word FTS5 reads as a phrase of tokens ("v2.1" = v2 1) that no row holds
    found = store._keywords.search(store._conn(), query_terms("v2.1"))
    assert found.empty and len(found.full()[0]) == 0
    store.close()


def test_the_cache_follows_writes_of_another_store_on_the_file(store: SQLiteStore, tmp_path: Path) -> None:
    bank = "kw"
    store.create_bank(bank, utcnow())
    mems = _memories(bank, 120, 3)
    with store.transaction(bank) as tx:
        for m, v in mems[:60]:
            tx.insert(m, v)
    assert _assert_like_fts5(store, bank) > 20  # warms this instance's cache
    writer = SQLiteStore(tmp_path / "kw.db")  # another process, as far as the cache knows
    writer.check_embedder("test", 8)
    try:
        with writer.transaction(bank) as tx:  # new rows
            for m, v in mems[60:]:
                tx.insert(m, v)
        assert _assert_like_fts5(store, bank) > 20
        now = utcnow()
        with writer.transaction(bank) as tx:  # re-indexed text, a status change, new tags
            for j, (m, _) in enumerate(mems[:45]):
                if j % 3 == 0:
                    m2 = m.model_copy(update={"content": "zebra 斑马 " + m.content, "updated_at": now})
                elif j % 3 == 1:
                    m2 = m.model_copy(update={"status": Status.forgotten, "updated_at": now})
                else:
                    m2 = m.model_copy(update={"tags": ["t3"], "query": "morning tea", "updated_at": now})
                tx.update(m2)
        assert _assert_like_fts5(store, bank) > 20
        zebra = store.keyword_search(bank, ["zebra"], 100, Filters(now=now, statuses=None, hide_expired=False))
        assert len(zebra) == 15
        with writer.transaction(bank) as tx:  # erasure: the row and its postings go
            tx.erase(bank, zebra[0][0], [])
        assert zebra[0][0] not in {i for i, _ in store.keyword_search(
            bank, ["zebra"], 100, Filters(now=now, statuses=None, hide_expired=False))}
        assert _assert_like_fts5(store, bank) > 20
        writer.delete_bank(bank)
        assert store.keyword_search(bank, query_terms("coffee tea 用户"), 10, Filters(now=now)) == []
        assert store._keywords.known == 0
    finally:
        writer.close()
        store.close()


def test_a_deletion_nobody_announced_restarts_the_cache(store: SQLiteStore) -> None:
    bank = "kw"
    store.create_bank(bank, utcnow())
    mems = _memories(bank, 50, 4)
    with store.transaction(bank) as tx:
        for m, v in mems:
            tx.insert(m, v)
    _assert_like_fts5(store, bank)
    with store._write() as c:  # no fts_epoch bump: FTS5's row count no longer matches what the cache knows
        c.execute("DELETE FROM memory_fts WHERE rowid IN (SELECT seq FROM memories WHERE id = ?)", (mems[1][0].id,))
    _assert_like_fts5(store, bank)
    assert store._keywords.known == 49
    store.close()


def test_varints_and_tie_order() -> None:
    assert _varints(bytes([0x13, 0x01, 0x81, 0x00, 0x82, 0x80, 0x01])) == [19, 1, 128, 32769]
    seqs = np.array([5, 3, 9, 1, 7], dtype=np.int64)
    scores = np.array([1.0, 2.0, 1.0, 2.0, 0.5])
    assert seqs[best_first(seqs, scores, 3)].tolist() == [1, 3, 5]  # equal scores: the older row first
    assert seqs[best_first(seqs, scores, 10)].tolist() == [1, 3, 5, 9, 7]


def test_warming_loads_the_common_tokens_ahead_and_ranks_the_same(store: SQLiteStore, tmp_path: Path) -> None:
    """After the first search a worker loads the postings of the tokens in at least ``warm_min_rows`` rows; a
    search then finds them cached, and ranks exactly as a store that never warms (and as FTS5)."""
    store.create_bank("kw", utcnow())
    with store.transaction("kw") as tx:
        for m, v in _memories("kw", 300, 5):
            tx.insert(m, v)
    cold = SQLiteStore(tmp_path / "kw.db")  # the same file, no warming
    cold._keywords.warm_from = None
    store._keywords.warm_min_rows = 20
    try:
        f = Filters(now=utcnow())
        store.keyword_search("kw", query_terms("bike"), 5, f)  # syncs, starts the warming
        assert store._keywords.wait_warm(60)
        warmed = set(store._keywords.postings)
        assert {"coffe", "the", "用户"} <= warmed  # common tokens, loaded though no search asked for them
        c = store._conn()
        c.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.kw_rows USING fts5vocab(main, memory_fts, row)")
        common = {t for (t,) in c.execute("SELECT term FROM temp.kw_rows WHERE doc >= 20")}
        assert common <= warmed
        assert all(store._keywords.postings[t].front is not None for t in common)  # bounds' tables come warmed too
        assert all(store._keywords.postings[t].banks is not None for t in common)  # and the per-bank counts
        for q in QUERIES:
            for k in (1, 10, 1000):
                got = store.keyword_search("kw", query_terms(q), k, f)
                assert got == cold.keyword_search("kw", query_terms(q), k, f), (q, k)
        assert _assert_like_fts5(store, "kw") > 30
        assert not cold._keywords.wait_warm(0) or cold._keywords._warmer is None
    finally:
        cold.close()
        store.close()


def test_a_warming_of_a_cache_since_reset_installs_nothing(store: SQLiteStore, monkeypatch: pytest.MonkeyPatch
                                                             ) -> None:
    """An erasure resets the cache (no erased text may stay in it): a warming thread started before stops without
    installing what it read, and a later search warms the new generation."""
    import hindsight.store.sqlite.keywords as kwmod

    store.create_bank("kw", utcnow())
    mems = _memories("kw", 200, 6)
    with store.transaction("kw") as tx:
        for m, v in mems:
            tx.insert(m, v)
    kw = store._keywords
    kw.warm_min_rows = 10
    loaded, release = threading.Event(), threading.Event()
    real = kwmod._postings_of

    def held(rows: list[tuple[int, str]], top: int) -> Any:
        if threading.current_thread().name == "hindsight-keywords-warm":
            loaded.set()
            assert release.wait(60)
        return real(rows, top)

    monkeypatch.setattr(kwmod, "_postings_of", held)
    f = Filters(now=utcnow())
    store.keyword_search("kw", query_terms("dog"), 5, f)  # starts the warming
    assert loaded.wait(60)  # it read a token's rows and waits to install them
    with store.transaction("kw") as tx:
        tx.erase("kw", mems[3][0].id, [])
    store.keyword_search("kw", query_terms("bike"), 5, f)  # syncs: the erasure resets the cache
    release.set()
    assert kw.wait_warm(60)
    assert set(kw.postings) == {"bike"}  # the old warming installed nothing
    store.keyword_search("kw", query_terms("bike"), 5, f)  # the next generation warms
    assert kw.wait_warm(60) and {"coffe", "用户"} <= set(kw.postings)
    assert _assert_like_fts5(store, "kw") > 30
    store.close()


def test_words_of_several_tokens_rank_like_fts5(store: SQLiteStore) -> None:
    """"on-call", "e-mail", "v2.1": FTS5 reads each as a phrase of tokens. The cache answers the query (the phrase's
    share of the BM25 sum from FTS5 on its own, the single words from the postings) with FTS5's scores and order."""
    store.create_bank("kw", utcnow())
    extra = ["on-call rotation", "on call today", "the call was on Monday", "e-mail the user", "mail an e-mail",
             "v2.1 deploy", "coffee on-call"]
    with store.transaction("kw") as tx:
        for i, (m, v) in enumerate(_memories("kw", 240, 7)):
            tx.insert(m.model_copy(update={"content": f"{m.content} {extra[i % len(extra)]}"}), v)
    f = Filters(now=utcnow())
    compared = 0
    for q in ["on-call", "on-call rotation coffee", "e-mail the user", "v2.1 deploy e-mail on-call", "call on"]:
        for k in (1, 10, 1000):
            got = store.keyword_search("kw", query_terms(q), k, f)
            ref = _reference(store, "kw", query_terms(q), k, f)
            assert len(got) == len(ref) and np.allclose([s for _, s in got], [s for _, s in ref], rtol=1e-9, atol=0)
            cut = ref[-1][1] if ref else 0.0
            assert [i for i, s in got if s > cut + 1e-9] == [i for i, s in ref if s > cut + 1e-9], (q, k)
            compared += len(ref)
    assert compared > 300
    found = store._keywords.search(store._conn(), query_terms("on-call rotation"))
    assert len(found.full()[0]) > 0 and "on call" in store._keywords.phrase_postings  # the phrase's rows, cached
    store.close()


def test_a_phrase_whose_tokens_repeat_in_a_row_counts_like_fts5(store: SQLiteStore) -> None:
    """Where one of the phrase's tokens occurs once in a row the phrase's frequency is that token's; where every
    token repeats ("on-call on call on-call", overlapping "la-la-la" for "la-la", the phrase in both columns) the
    row is re-tokenized and its instances counted: FTS5's scores either way."""
    store.create_bank("kw", utcnow())
    texts = ["on-call on call on-call", "call on call on", "la-la-la la", "la la la-la", "on-call", "la-la",
             "on the call, on call", "e-mail e-mail e mail", "mail e"]
    with store.transaction("kw") as tx:
        for i, (m, v) in enumerate(_memories("kw", 120, 8)):
            upd: dict[str, Any] = {"content": f"{m.content} {texts[i % len(texts)]}"}
            if i % 4 == 0:
                upd["query"] = texts[(i + 1) % len(texts)]  # the second column (weight 0.6)
            tx.insert(m.model_copy(update=upd), v)
    f = Filters(now=utcnow(), statuses=None, hide_expired=False)

    def compare() -> int:
        compared = 0
        for q in ["on-call", "la-la", "e-mail coffee", "la-la on-call 用户"]:
            for k in (1, 10, 1000):
                got = store.keyword_search("kw", query_terms(q), k, f)
                ref = _reference(store, "kw", query_terms(q), k, f)
                assert len(got) == len(ref)
                assert np.allclose([s for _, s in got], [s for _, s in ref], rtol=1e-9, atol=0), (q, k)
                cut = ref[-1][1] if ref else 0.0
                assert [i for i, s in got if s > cut + 1e-9] == [i for i, s in ref if s > cut + 1e-9], (q, k)
                compared += len(ref)
        return compared

    assert compare() > 100
    kw = store._keywords
    freqs = set(kw.phrase_postings["la la"].freq.tolist())
    assert 3.0 in freqs  # a counted row: "la-la-la la" holds "la la" three times (overlapping starts count)
    with store.transaction("kw") as tx:  # new rows: the cached phrases are appended, not loaded again
        for i, (m, v) in enumerate(_memories("kw", 40, 9)):
            tx.insert(m.model_copy(update={"content": f"{texts[i % len(texts)]} {m.content}"}), v)
    before = kw.phrase_postings["on call"]
    assert compare() > 100
    after = kw.phrase_postings["on call"]
    assert after.upto == kw.upto > before.upto and np.array_equal(after.seqs[: len(before.seqs)], before.seqs)
    with store.transaction("kw") as tx:  # an erasure starts the cache over, phrases included
        tx.erase("kw", store.keyword_search("kw", ["on-call"], 1, f)[0][0], [])
    assert compare() > 100 and kw.phrase_postings["on call"] is not after
    store.close()


def test_growth_after_warming_is_caught_up_off_the_search_path(store: SQLiteStore, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """A store that grows by :attr:`KeywordIndex.rewarm_growth` after its first search warms again: the cached
    postings of the common tokens are extended by the appended rows on the warming thread, so the searches after
    it load nothing, and rank exactly like a store that never warms (and like FTS5). Growth below that share
    starts no warming."""
    import hindsight.store.sqlite.keywords as kwmod

    store.create_bank("kw", utcnow())
    mems = _memories("kw", 900, 8)
    with store.transaction("kw") as tx:
        for m, v in mems[:200]:
            tx.insert(m, v)
    kw = store._keywords
    kw.warm_min_rows = 20
    f = Filters(now=utcnow())
    store.keyword_search("kw", query_terms("coffee the 用户"), 5, f)  # syncs, warms generation 1 at 200 rows
    assert kw.wait_warm(60)
    first = kw._warmer
    warmed = {t: p.upto for t, p in kw.postings.items()}
    assert {"coffe", "the", "用户"} <= set(warmed) and set(warmed.values()) == {kw.upto}
    with store.transaction("kw") as tx:  # +5 %: no new warming
        for m, v in mems[200:210]:
            tx.insert(m, v)
    store.keyword_search("kw", query_terms("nothing-matches-this"), 5, f)
    assert kw._warmer is first
    with store.transaction("kw") as tx:  # more than fourfold
        for m, v in mems[210:]:
            tx.insert(m, v)
    store.keyword_search("kw", query_terms("nothing-matches-this"), 5, f)  # syncs the lengths, starts warming
    assert kw._warmer is not first
    assert kw.wait_warm(60)
    top = kw.upto
    c = store._conn()
    c.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.kw_rows USING fts5vocab(main, memory_fts, row)")
    common = {t for (t,) in c.execute("SELECT term FROM temp.kw_rows WHERE doc >= 20")}
    assert common <= set(kw.postings)
    assert all(kw.postings[t].upto == top for t in common)  # caught up by the warming thread
    assert all(kw.postings[t].front is not None for t in common)
    for t in common:  # the per-bank counts, where known, follow the appended rows
        counts = kw.postings[t].banks
        if counts is not None:
            want = np.bincount(kw.bank_of[kw.postings[t].seqs], minlength=len(counts))
            assert np.array_equal(np.pad(counts, (0, len(want) - len(counts))), want), t
    loaded: list[int] = []
    real = kwmod._postings_of

    def spy(rows: list[tuple[int, str]], upto: int) -> Any:
        if threading.current_thread().name != "hindsight-keywords-warm":
            loaded.append(len(rows))
        return real(rows, upto)

    monkeypatch.setattr(kwmod, "_postings_of", spy)
    cold = SQLiteStore(tmp_path / "kw.db")  # the same file, a cache loaded by its own searches
    cold._keywords.warm_from = None
    try:
        for q in ("coffee", "the user likes a dog", "用户 喜欢 咖啡", "coffee coffee tea"):
            for k in (1, 10, 1000):
                got = store.keyword_search("kw", query_terms(q), k, f)
                assert got == cold.keyword_search("kw", query_terms(q), k, f), (q, k)
        assert loaded  # the cold store loaded its postings inside its searches ...
        loaded.clear()
        for q in ("coffee", "the user likes a dog", "用户 喜欢 咖啡", "coffee coffee tea"):
            store.keyword_search("kw", query_terms(q), 10, f)
        assert loaded == []  # ... the warmed one loads nothing inside them
        assert _assert_like_fts5(store, "kw") > 30
    finally:
        cold.close()
        store.close()
