"""A Chinese change word speaks of its own clause (language/cue_scope.py): "最近开始漏水" dates the leaking, not what
the user uses, so a memory about a face cream is not replaced by one about a leaking coffee machine; a change verb,
a change word in the slot's clause or one that dates the next clause keeps its reach."""

from __future__ import annotations

import pytest

from hindsight.embedder.e5 import E5Embedder
from hindsight.language.cue_scope import elsewhere, of_slot
from hindsight.language.slots import SLOT_WORDS
from hindsight.model import ConflictType, Relation
from test_rules_judge import mem, verdict

STACK = SLOT_WORDS["stack"][1]


@pytest.mark.parametrize("content", [
    "用户的咖啡机用了三年，最近开始漏水。",
    "用户的手机用了五年，现在开始卡了。",
    "用户的杯子用了很久，最近开始掉漆。",
])
def test_an_onset_of_another_predicate_is_elsewhere(content: str) -> None:
    assert elsewhere(content, STACK)
    assert not of_slot(content, "stack")


@pytest.mark.parametrize("content", [
    "用户最近开始用Obsidian记笔记。",  # the slot's own clause
    "从上个月开始，用户改用VS Code。",  # dates the next clause
    "用户的旧手机用了五年，现在已经换成苹果了。",  # a change verb: a change of its object
    "用户最近换了手机。",
    "用户一直用华为手机。",  # no change at all
    "The user's coffee machine recently started leaking.",  # English: read by the judge's frames
])
def test_a_change_of_the_slot_keeps_its_reach(content: str) -> None:
    assert not elsewhere(content, STACK)
    assert of_slot(content, "stack")


def test_no_slot_reads_nothing() -> None:
    assert of_slot("用户的咖啡机用了三年，最近开始漏水。", None)


def test_a_leaking_machine_does_not_replace_a_face_cream(e5: E5Embedder) -> None:
    v = verdict(e5, mem("用户一直用薇诺娜的面霜。"), mem("用户的咖啡机用了三年，最近开始漏水。", days=30))
    assert v.relation == Relation.unrelated, v.reason


@pytest.mark.parametrize(("old", "new"), [
    ("用户每天早上喝一杯绿茶。", "用户最近改喝美式了。"),
    ("用户用的编辑器是Vim。", "从上个月开始，用户改用VS Code。"),
    ("用户住在北京。", "用户去年搬到了上海。"),
])
def test_a_change_of_the_slot_still_replaces(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old), mem(new, days=30))
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.temporal, "b"), v.reason


def test_the_same_onset_in_both_announces_no_change(e5: E5Embedder) -> None:
    """装修已经到贴砖 / 装修预算已经超了三万: both say 已经 (two states reached), so the newer replaces nothing."""
    v = verdict(e5, mem("装修已经到贴砖这一步了。"), mem("装修预算已经超了三万。", days=10))
    assert v.relation != Relation.conflict, v.reason
    # a change verb in both still replaces: 换成 … → 换成 …
    v = verdict(e5, mem("用户把手机换成了iPhone 12。"), mem("用户把手机换成了华为Mate 60。", days=30))
    assert (v.relation, v.keep) == (Relation.conflict, "b"), v.reason


def test_a_clause_with_its_own_subject_may_speak_of_the_new_value() -> None:
    """新提的本田雅阁已经上牌了: the new car got its plates; the change is of the car the user drives."""
    assert not elsewhere("用户把旧车卖给了二手车商，新提的本田雅阁已经上牌了。", SLOT_WORDS["vehicle"][1])
    assert not elsewhere("用户把旧车卖给了二手车商，新提的本田雅阁已经上牌了。", STACK)


@pytest.mark.parametrize(("old", "new"), [
    ("用户目前是产品经理。", "用户目前是项目经理。"),  # the same onset, in the common frame: a value replaced
    ("用户在腾讯工作。", "用户不在腾讯上班了，现在在阿里。"),  # the new value placed after the change word
    ("用户在上海工作。", "用户离开了上海的公司，现在在深圳。"),
])
def test_review_updates_still_replace(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old), mem(new, days=30))
    assert (v.relation, v.keep) == (Relation.conflict, "b"), v.reason


@pytest.mark.parametrize(("old", "new"), [
    ("用户养了一只金毛。", "用户的金毛十岁了，最近开始掉毛。"),
    ("用户用华为手机。", "用户的华为手机用了三年，现在开始掉电很快。"),
    ("用户用Python写后端。", "用户的服务器用了四年，最近开始频繁宕机。"),
])
def test_review_states_of_a_thing_replace_nothing(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old), mem(new, days=30))
    assert v.relation != Relation.conflict, v.reason
