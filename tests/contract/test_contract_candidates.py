"""``Store.read_candidates`` (what the search path reads of its candidates at once) and ``Store.pinned``: the same
answers as the separate reads, on every backend."""

from __future__ import annotations

import numpy as np
import pytest

from hindsight import Hindsight


@pytest.mark.local_only("reads hs.store")
def test_read_candidates_is_the_separate_reads(hs: Hindsight, bank: str) -> None:
    texts = ["The user lives in Lisbon.", "The user's sister plays the cello.", "Backups run at 02:00 nightly."]
    ids = [hs.write(t).id for t in texts]
    asked = [ids[2], "no-such-id", ids[0], ids[1]]
    vec = hs.embedder.queries(["Where does the user live?"])[0]
    with hs.store.pinned():
        got = hs.store.read_candidates(bank, asked, vec, [ids[0], "no-such-id", ids[2]])
        again = hs.store.read_candidates(bank, asked, None, [ids[0]])
    assert [m.id for m in got.memories] == [ids[2], ids[0], ids[1]]  # the order asked, the unknown left out
    assert got.memories == hs.store.get_many(bank, asked)
    assert got.similarities == pytest.approx(hs.store.similarities(bank, [ids[0], ids[2]], vec))
    assert set(got.similarities) == {ids[0], ids[2]}
    if got.vectors is not None:  # a backend that reads them with the rows: every memory found
        want = hs.store.vectors(bank, asked)
        assert set(got.vectors) == set(want) == set(ids)
        assert all(np.array_equal(got.vectors[i], want[i]) for i in ids)
    assert again.memories == got.memories and again.similarities == {}
    assert hs.store.read_candidates(bank, [], vec, []).memories == []
