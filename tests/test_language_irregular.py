"""English irregular verbs read as their base form (language/irregular.py)."""

from __future__ import annotations

import pytest

from hindsight.language import irregular


@pytest.mark.parametrize(("word", "base"), [
    ("driven", "drive"), ("drove", "drive"), ("eaten", "eat"), ("swum", "swim"), ("went", "go"), ("gone", "go"),
    ("goes", "go"), ("taught", "teach"), ("drives", "drives"), ("walked", "walked"), ("been", "been"),
])
def test_base(word: str, base: str) -> None:
    assert irregular.base(word) == base
