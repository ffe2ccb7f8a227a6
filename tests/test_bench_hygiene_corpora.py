"""What every generated hygiene corpus (bench/hygiene_data4.py … hygiene_data17.py, hygiene_data21.py …
hygiene_data29.py, issue #15) must hold, whoever wrote it: the same seed gives the same corpus, and every question's
keys name memories of its own scenario (current and stale apart), every memory ref is unique and no two facts of a
bank share a text.
Each corpus's own shape (its categories, variants, roles) is tested in its own module."""

from __future__ import annotations

from types import ModuleType
from typing import Any

import pytest

from helpers.bench_modules import bench_module

CORPORA = [("hygiene_data4", 404), ("hygiene_data5", 505), ("hygiene_data6", 606), ("hygiene_data7", 707),
           ("hygiene_data8", 808), ("hygiene_data9", 909), ("hygiene_data10", 1010), ("hygiene_data12", 1212),
           ("hygiene_data14", 1414), ("hygiene_data15", 1515), ("hygiene_data16", 1616),
           ("hygiene_data17", 1717), ("hygiene_data21", 2121), ("hygiene_data22", 2222),
           ("hygiene_data23", 2323), ("hygiene_data24", 2424),
           ("hygiene_data25", 2525), ("hygiene_data26", 2626), ("hygiene_data27", 2727), ("hygiene_data28", 2828),
           ("hygiene_data29", 2929)]


@pytest.fixture(scope="module", params=CORPORA, ids=[name for name, _ in CORPORA])
def corpus(request: pytest.FixtureRequest) -> tuple[ModuleType, int]:
    name, seed = request.param
    return bench_module(name), seed


def _shape(ds: Any) -> list[tuple[str, str, list[tuple[str, str]]]]:
    return [(b.name, str(b.query_at), [(m.text, str(m.at)) for m in b.memories()]) for b in ds.banks]


def test_deterministic_for_a_seed(corpus: tuple[ModuleType, int]) -> None:
    mod, seed = corpus
    assert _shape(mod.generate(seed)) == _shape(mod.generate(seed))
    assert _shape(mod.generate(seed)) != _shape(mod.generate(seed + 1))


def test_keys_and_texts(corpus: tuple[ModuleType, int]) -> None:
    mod, seed = corpus
    dedupe = bench_module("_hygiene_corpus")._dedupe_texts
    for s_ in (seed, 7):
        for b in mod.generate(s_).banks:
            dedupe(b)  # raises when two facts of a bank share a text
            refs = [m.ref for m in b.memories()]
            assert len(refs) == len(set(refs))
            for s in b.scenarios:
                keys = {m.key for m in s.memories}
                assert s.queries
                for q in s.queries:
                    assert q.scenario == s.id
                    assert q.current and set(q.current) <= keys
                    assert set(q.stale) <= keys and not set(q.stale) & set(q.current)
                    assert "{" not in q.text
