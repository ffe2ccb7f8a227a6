"""Corrections that name the value they replace (language/corrections.py, issue #15): a contrast construction
(", not X", "，不是X"), any predicate, English and Chinese."""

from __future__ import annotations

import pytest

from hindsight.language.corrections import rejected, rejects


@pytest.mark.parametrize(("content", "spans"), [
    ("Typo in the notes: the weight is 91 kg, not 79 kg.", ("79 kg",)),
    ("In the orchestra the user plays the oboe, not the viola.", ("the viola",)),
    ("The salary account is at ING (not Monzo).", ("Monzo",)),
    ("The user prefers tea rather than coffee.", ()),  # no clause boundary before it: a preference, not a fix
    ("更正记录：工资卡是中信银行，不是招商银行。", ("招商银行",)),
    ("用户用的是华为，而不是小米。", ("小米",)),
    ("The user does not eat meat.", ()),
    ("用户不是学生。", ()),
])
def test_rejected_spans(content: str, spans: tuple[str, ...]) -> None:
    assert rejected(content) == spans


@pytest.mark.parametrize(("new", "old", "named"), [
    ("Typo in the notes: the weight is 91 kg, not 79 kg.", "The user weighs 79 kg.", True),
    ("Correction: in the orchestra the user plays the oboe, not the viola.",
     "In the community orchestra the user is on the viola.", True),
    ("更正：用户是生酮饮食，不是吃素，表格填错了。", "用户吃素。", True),
    ("记错了，体重是91公斤，不是79公斤。", "用户体重79公斤。", True),
    # the rejected words are not the older's
    ("The user prefers tea, not coffee.", "The user lives in Berlin.", False),
    # the newer affirms nothing the older lacks: a restatement with a contrast
    ("The user likes window seats, not aisle seats.", "The user likes window seats.", False),
    # a negated older states no value a correction could name
    ("用户喜欢喝茶，不是咖啡。", "用户不喝咖啡。", False),
    # ... but a negation inside a contrast is a value ("只吃海鲜不吃肉")
    ("更正：用户是生酮饮食，不是只吃海鲜，表格填错了。", "用户只吃海鲜不吃肉。", True),
    ("Fix: the user drinks matcha, not Earl Grey.", "The user drinks Earl Grey, not coffee.", True),
    # a later clause puts the older's value in the past or in its place, with no negation
    ("Quick correction: the dentist is Dr Shah; Dr Mehta was the hygienist.", "The user's dentist is Dr Mehta.", True),
    ("Correction: the user is employed by Siemens; the city council was a client.",
     "The user works for the city council.", True),
    ("改一下：用户上班坐的是有轨电车，共享单车只是罢工那几天。", "用户骑共享单车上班。", True),
    ("更正：用户在攀岩馆健身，区体育中心只是体验课。", "用户在区体育中心锻炼。", True),
    ("The user lives in Berlin; the weather was awful.", "The user lives in Munich.", False),  # not the older's
])
def test_rejects(new: str, old: str, named: bool) -> None:
    assert rejects(new, old) is named
