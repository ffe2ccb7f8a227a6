"""language/script.py: traditional Chinese read as simplified, and which words are Latin inside Chinese text."""

from __future__ import annotations

import pytest

from hindsight.language.script import is_latin, to_simplified


@pytest.mark.parametrize(("text", "simplified"), [
    ("用戶的領導是誰？", "用户的领导是谁？"),
    ("帳戶", "帐户"),
    ("用户的领导是谁？", "用户的领导是谁？"),  # simplified stays as it is
    ("The user's boss", "The user's boss"),  # no Chinese: unchanged
    ("", ""),
])
def test_to_simplified(text: str, simplified: str) -> None:
    assert to_simplified(text) == simplified


@pytest.mark.parametrize(("word", "latin"), [
    ("apple", True), ("id", True), ("5g", True), ("iphone15", True),
    ("14", False),  # a bare number stays with its neighbour (14号)
    ("微信", False), ("", False), ("wi-fi", False), ("ｉｄ", False),  # full-width is read after NFKC, not here
])
def test_is_latin(word: str, latin: bool) -> None:
    assert is_latin(word) is latin
