"""A Chinese name written in pinyin: "Shanghai" / 上海, "Chengdu" / 成都, "Xi'an" / 西安, "Li Na" / 李娜.

A bilingual user restates a fact in the other language ("The user lives in Chengdu." / 用户住在成都。); read as two
values of one slot, the newer superseded the older. :func:`spelled` says whether a Latin name is the pinyin of a
Chinese one, tones, case, spaces, hyphens and apostrophes aside, any reading of each character allowed (重 is zhong
or chong: 重庆 / Chongqing). Two characters at least: one syllable matches too many characters by chance. A likeness
can still be chance (two places that sound alike), so the judge only links such a pair (judge/alike.py). The
readings come from the ``pypinyin`` package's character table (no phrase table), loaded on first use.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

#: the longest Chinese name read, in characters
MAX_CHARS = 8
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")


def _plain(s: str) -> str:
    """Lower-case letters only, accents off ("Lǚ" → "lu"; pinyin written with v for ü reads as u)."""
    s = unicodedata.normalize("NFKD", s.casefold())
    return re.sub(r"[^a-z]", "", "".join(c for c in s if not unicodedata.combining(c))).replace("v", "u")


@cache
def readings(ch: str) -> tuple[str, ...]:
    """The toneless pinyin readings of one Chinese character (empty when it has none), looked up one character at a
    time (the table is imported once, on the first cross-script pair)."""
    from pypinyin.pinyin_dict import pinyin_dict  # one reading list per code point, written with tones

    found = pinyin_dict.get(ord(ch))
    return tuple(dict.fromkeys(_plain(r) for r in found.split(","))) if found else ()


def spelled(latin: str, han: str) -> bool:
    """Is ``latin`` the pinyin of ``han`` (a run of two to eight Chinese characters)?"""
    if not (2 <= len(han) <= MAX_CHARS and _HAN.fullmatch(han)):
        return False
    target = _plain(latin)
    if not target or len(target) > 6 * len(han):
        return False
    table = [readings(ch) for ch in han]

    @cache
    def go(i: int, j: int) -> bool:
        if j == len(table):
            return i == len(target)
        return any(target.startswith(r, i) and go(i + len(r), j + 1) for r in table[j] if r)

    return go(0, 0)
