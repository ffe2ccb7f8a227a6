"""A Chinese compound counts for a slot word it is made of (联系电话 → contact, 本田雅阁 → vehicle), not for one that
only starts a new word (工作日 is a day, not a job; 咖啡机 a machine, not a drink; 手机号 a number, not a device)
(issue #15)."""

from __future__ import annotations

import pytest

from hindsight.language import slots, text


def _slots(content: str) -> set[str]:
    return set(slots.slots(text.content_tokens(content)))


@pytest.mark.parametrize(
    ("content", "slot"),
    [
        ("用户工作日每天八点起床。", "work"),
        ("用户在工作室画画。", "work"),
        ("用户买了一台咖啡机。", "drink"),
        ("用户的手机号是13800001111。", "device"),
        ("用户是上班族。", "work"),
        ("用户住院了三天。", "residence"),
        ("用户记住了车站的位置。", "residence"),
    ],
)
def test_a_word_that_only_starts_a_compound_names_no_slot(content: str, slot: str) -> None:
    assert slot not in _slots(content)


@pytest.mark.parametrize(
    ("content", "slot"),
    [
        ("用户的联系电话是13800001111。", "contact"),  # the head: 电话
        ("用户开本田雅阁。", "vehicle"),  # 本田 + 雅阁, two words
        ("用户的饮食习惯很健康。", "diet"),
        ("用户有一只布偶猫。", "pet"),  # 猫 is a pet word itself
        ("用户换了笔记本电脑。", "device"),
        ("用户工作日早上喝拿铁。", "drink"),
    ],
)
def test_a_compound_made_of_the_word_keeps_its_slot(content: str, slot: str) -> None:
    assert slot in _slots(content)


def test_holds() -> None:
    assert slots.holds("联系电话", "电话")
    assert slots.holds("饮食习惯", "饮食")
    assert not slots.holds("工作日", "工作")
    assert slots.holds("布偶猫", "布偶", frozenset({"猫"}))


def test_a_value_inside_a_compound() -> None:
    words = frozenset(text.content_tokens("用户现在喝燕麦拿铁。"))
    assert "燕麦拿铁" in slots.slot_values("用户现在喝燕麦拿铁。", "drink", words)
