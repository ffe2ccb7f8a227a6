"""Shared fixtures: a real SQLite store in a temp dir and the real bundled e5 embedder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

# a real OpenAI-compatible server on loopback, available to every test as the ``fake_openai`` fixture
from fake_openai import fake_openai  # noqa: F401  (tests/ is on sys.path: pytest rootdir conftest)
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
