"""Bare corrections (language/bare.py, issue #15): a closed class of correction cues around one short value and no
frame of its own, English and Chinese; the earlier statement's frame takes the value."""

from __future__ import annotations

import pytest

from hindsight.language.bare import Bare, fits, read, reframe, shape


@pytest.mark.parametrize(("content", "value", "rejected"), [
    ("Scratch that - it's Cork.", "Cork", None),
    ("Correction: Cork.", "Cork", None),
    ("Sorry, got that wrong a minute ago, it's actually Cork.", "Cork", None),
    ("I meant Thursday, not Tuesday", "Thursday", "Tuesday"),
    ("I meant £1,250, not £1,150.", "£1,250", "£1,150"),
    ("18 October, not 30 June - sorry.", "18 October", "30 June"),
    ("No sorry, it should be bus.", "bus", None),
    ("Wait, no - Kinsale.", "Kinsale", None),
    ("记错了，其实是桂林。", "桂林", None),
    ("更正一下：是桂林。", "桂林", None),
    ("刚才说错了，应该是桂林。", "桂林", None),
    ("不对不对，是周四", "周四", None),
    ("说错了，是周五不是周二。", "周五", "周二"),
    ("纠正一下，MacBook Air。", "MacBook Air", None),
    ("不好意思，是李秀梅才对。", "李秀梅", None),
])
def test_reads_bare_corrections(content: str, value: str, rejected: str | None) -> None:
    b = read(content)
    assert b is not None and (b.value, b.rejected) == (value, rejected)


@pytest.mark.parametrize("content", [
    "Correction to the minutes: the budget review is on Friday.",  # a frame of its own
    "Actually, the user's sister lives in Galway.",
    "Actually, I went to Paris last week and loved it.",  # "actually" in ordinary talk
    "Sorry for the typos, typing on the bus.",
    "Oops, hit send too early.",
    "Actually, never mind the rest.",
    "Wait, what about Paris?",  # a question corrects nothing
    "Sorry, I can't make it Tuesday.",
    "It's Cork.",  # no correction cue
    "Actually yes.",
    "会议纪要更正：预算评审在周五。",
    "其实用户的姐姐住在南宁。",
    "不好意思，手机打字有错别字。",
    "更正表格：用户的英文名是Grace。",
    "哎呀，发早了。",
])
def test_statements_with_a_frame_or_no_value_are_no_bare_correction(content: str) -> None:
    assert read(content) is None


@pytest.mark.parametrize(("old", "new", "stored"), [
    ("The user lives in Cobh.", "Scratch that - it's Cork.", "The user lives in Cork."),
    ("Siobhan lives in Cobh.", "Correction: Kinsale.", "Siobhan lives in Kinsale."),  # the subject stays
    ("The user's work laptop is a Framework 13.", "Actually it's MacBook Air, my bad.",
     "The user's work laptop is a MacBook Air."),
    ("The meeting is on Tuesday.", "I meant Thursday, not Tuesday", "The meeting is on Thursday."),
    ("Monthly rent for the user's flat is £1,150.", "Make that £1,250.", "Monthly rent for the user's flat is £1,250."),
    ("The user's daughter's birthday is on 12 March.", "Oops, I meant 21 March.",
     "The user's daughter's birthday is on 21 March."),
    ("用户外婆住在哈尔滨。", "记错了，其实是桂林。", "用户外婆住在桂林。"),
    ("用户穿42码的鞋。", "口误，是43。", "用户穿43码的鞋。"),  # the unit stays
    ("用户去成都的航班9点15起飞。", "纠正一下，7点40。", "用户去成都的航班7点40起飞。"),
    ("用户女儿的生日是6月3日。", "纠正一下，3月12日。", "用户女儿的生日是3月12日。"),
    ("用户的牙医预约在周二。", "不是周二，是周五。", "用户的牙医预约在周五。"),
    # a plain word: no shape tells which word is the value, so both stand side by side
    ("The user takes the train to work.", "No sorry, it should be bus.",
     "The user takes the train to work (corrected: bus)."),
    ("用户坐地铁上班。", "不对不对，是公交", "用户坐地铁上班——更正为公交。"),
])
def test_reframe_puts_the_value_in_the_older_frame(old: str, new: str, stored: str) -> None:
    b = read(new)
    assert b is not None and fits(old, b)
    assert reframe(old, b) == stored


def test_shapes_tell_slots_apart() -> None:
    assert [shape(v) for v in ("£1,320", "7点40", "Thursday", "周四", "Cork", "bus")] == \
        ["number", "number", "day", "day", "name", "word"]
    assert not fits("The user is allergic to cats.", Bare("Thursday"))  # no weekday to replace
    assert not fits("The user lives in Cobh.", Bare("4812"))
    assert not fits("The meeting is on Monday.", Bare("Thursday", rejected="Tuesday"))  # names another value
