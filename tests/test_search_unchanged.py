"""Speed work on the search path must not change what a search returns: on a fixed bank (the in-sample hygiene
scenarios of ``bench/hygiene_data.py``, seed 11, with the hashing test embedder) at a fixed ``now``, every
search's ids, order, scores and explains equal those recorded before the work (``tests/data/search_unchanged.json``,
written by this module's :func:`record` on the code before it: issue #16, memoised per-text analysis, the per-pair
tests of read-time hygiene asked once per older candidate; recorded again on branch hyg6's code, whose hygiene changes
are intended, before it was merged with that work; and on branch bm25bank, whose per-bank keyword statistics are
intended: the SQLite keyword arm's file-wide statistics, forced back, gave the previous recording exactly, and the
bank's own changed the BM25 scores of 103 of 132 queries, the order of 3, the top hit of 1, no hit set; and on main
dd1b342, whose read-time replacement and question-phrase words are intended: 4 of 132 queries changed, the top hit
of 1 — 用户的旧号码…不用了，新号码是… now first for 怎么给用户打电话？ — and "old"/"big" of "how old"/"how big"
no longer keyword content; and on branch hyg51, whose content-word query (search/content.py) is intended: it moves
every candidate's cosine a little, so with the hashing embedder 84 of 132 queries changed order (22 a hit of the top
10, 21 with collapse; 8 the top hit), and with ``search_content_weight=0`` all 132 equal the previous recording); and
after review46, whose explains report the plain cosine in ``similarity`` and the lift in ``content_lift``, and branch
hyg52, whose floor reads the window's best hit's lifted cosine too (search/floor.py ``cleared_by``): every
explain's hash changed, no id, order or score); and on branch lead-names, whose English content words keep a
place or a product (an English capital is a name only where a person stands): 6 of 264 queries changed scores, 4
their order, none the top hit). Run
``python tests/test_search_unchanged.py`` on the old code to record again."""

from __future__ import annotations

import hashlib
import json
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

GOLDEN = Path(__file__).resolve().parent / "data" / "search_unchanged.json"
NOW = datetime(2026, 6, 1, tzinfo=UTC)
CREATED = datetime(2025, 1, 1, tzinfo=UTC)


def record(path: Path, *, collapse: bool) -> list[Any]:
    """Every query of the scenarios on a fresh SQLite store at ``path``: [query, bank, [[id, score]...], the
    SHA-256 of the hits' explains (JSON, sorted keys)]."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from helpers.bench_modules import bench_module
    from helpers.hash_embedder import HashEmbedder
    from hindsight import Hindsight
    from hindsight.config import Settings
    from hindsight.model import Kind, Memory, Provenance, Source, Status

    data = bench_module("hygiene_data").generate(11, per_category=8)
    emb = HashEmbedder()
    settings = Settings(home=path.parent, event_review=False, review_interval_seconds=0, search_collapse=collapse)
    hs = Hindsight.open(str(path), embedder=emb, settings=settings)
    out: list[Any] = []
    moved: list[str] = []  # hits the hygiene passes placed (outdated, below a fact, collapsed into)
    try:
        for b in data.banks:
            hs.store.create_bank(b.name, CREATED)
            mems = b.memories()
            vecs = emb.passages([m.text for m in mems])
            with hs.store.transaction(b.name) as tx:
                for m, v in zip(mems, vecs, strict=True):
                    tx.insert(Memory(
                        id=f"{b.name}-{m.ref}", bank=b.name, kind=Kind.semantic, content=m.text, importance=0.5,
                        confidence=0.9, status=Status.active, created_at=CREATED, updated_at=CREATED,
                        observed_at=m.at, critical=m.critical,
                        provenance=Provenance(source=Source(m.source), source_id=m.source_id, recorded_at=CREATED,
                                              actor="test")), v)
            for q in b.queries():
                r = hs.search(q.text, bank=b.name, top_k=10, explain=True, now=NOW, track_access=False)
                explains = [h.explain.model_dump(mode="json") if h.explain else None for h in r.results]
                out.append([q.text, b.name, [[h.id, h.score] for h in r.results],
                            hashlib.sha256(json.dumps(explains, sort_keys=True).encode()).hexdigest()])
                moved.extend(h.id for h in r.results if h.explain and (
                    h.explain.outdated_by or h.explain.below_fact or h.explain.collapsed))
    finally:
        hs.close()
    assert len(moved) > 10  # the hygiene passes did something to compare
    return out


def test_search_results_are_those_recorded_before_the_speed_work(tmp_path: Path) -> None:
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    for collapse in (False, True):
        got = json.loads(json.dumps(record(tmp_path / f"c{int(collapse)}" / "hs.db", collapse=collapse)))
        want = golden[str(collapse)]
        assert len(got) == len(want) > 100
        for g, w in zip(got, want, strict=True):
            assert g == w, g[0]


if __name__ == "__main__":  # record on the code before a change
    import tempfile

    with tempfile.TemporaryDirectory() as d:
        res = {str(c): record(Path(d) / f"c{int(c)}" / "hs.db", collapse=c) for c in (False, True)}
    GOLDEN.parent.mkdir(exist_ok=True)
    GOLDEN.write_text(json.dumps(res, ensure_ascii=False, sort_keys=True), encoding="utf-8")
    print(GOLDEN, sum(len(v) for v in res.values()))
