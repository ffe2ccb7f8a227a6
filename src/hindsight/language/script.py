"""Which script a text is written in, and traditional Chinese folded to simplified (OpenCC's t2s tables). Pure."""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=1)
def _t2s() -> object | None:
    try:
        import opencc  # type: ignore[import-untyped,unused-ignore]
    except ImportError:  # pragma: no cover - a declared dependency
        return None
    return opencc.OpenCC("t2s")


def to_simplified(text: str) -> str:
    """Traditional Chinese folded to simplified (OpenCC t2s); other text unchanged: 用戶的領導是誰 → 用户的领导是谁."""
    if not any("\u4e00" <= ch <= "\u9fff" for ch in text):
        return text
    conv = _t2s()
    return str(conv.convert(text)) if conv is not None else text  # type: ignore[attr-defined]


def is_latin(word: str) -> bool:
    """A word of ASCII letters (and digits) inside Chinese text: jieba's ``eng`` tokens ("apple", "id", "5g"); a
    bare number is none (14号 stays one run)."""
    return word.isascii() and word.isalnum() and not word.isdigit()
