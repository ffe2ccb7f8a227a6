"""Shared fixtures: a real SQLite store in a temp dir and the real bundled e5 embedder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from hindsight import Hindsight, Settings
from hindsight.embedder.e5 import E5Embedder


@pytest.fixture(scope="session")
def e5() -> E5Embedder:
    return E5Embedder()


@pytest.fixture
def hs(tmp_path: Path, e5: E5Embedder) -> Iterator[Hindsight]:
    h = Hindsight.open(tmp_path / "store", embedder=e5, settings=Settings(home=tmp_path))
    yield h
    h.close()
