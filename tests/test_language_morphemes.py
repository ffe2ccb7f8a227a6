"""language/morphemes.py: the content characters two Chinese statements share (issue #15)."""

from __future__ import annotations

import pytest

from hindsight.language.morphemes import morphemes, shared


@pytest.mark.parametrize(("a", "b", "expected"), [
    ("用户烟瘾很大。", "用户戒烟一个月了。", {"烟"}),
    ("用户已婚。", "用户离婚了。", {"婚"}),
    ("用户上夜班。", "用户调成了白班。", {"班"}),
    # twins: the subject, function characters, numerals, places and colours are shared by unrelated statements
    ("用户喜欢喝美式咖啡。", "用户养了一只叫豆豆的狗。", set()),
    ("用户住在北京。", "用户去南京出差了。", set()),
    ("用户的车是白色的。", "用户买了白色的运动鞋。", set()),
    ("用户每天走一万步。", "用户每天喝两杯水。", set()),
    # the character only says which other thing the newer speaks of (review68): 车 → 车位, 茶 → 茶具, 药 → 药店
    ("用户有一辆车。", "用户租到了车位。", set()),
    ("用户平时喝绿茶。", "用户买到了一套茶具。", set()),
    ("用户在吃降压药。", "用户家楼下的药店关门了。", set()),
    ("用户的手表是欧米茄。", "用户的手机丢了。", set()),
    ("用户在学英语。", "用户的学费交完了。", set()),
])
def test_shared(a: str, b: str, expected: set[str]) -> None:
    assert shared(a, b) == expected


def test_latin_text_has_no_morphemes() -> None:
    assert morphemes("The user quit smoking.") == frozenset()
