"""language/polarity: a negation inside a contrast that also affirms a value is an affirmative statement."""

from __future__ import annotations

import pytest

from hindsight.language.polarity import negated, negated_spans


@pytest.mark.parametrize("content", [
    "The user does not eat meat.",
    "Ana doesn't eat meat, fish or eggs.",  # a list after the negation stays inside it
    "Ana no longer works weekends.",
    "用户不吃肉。",
    "用户现在不吃肉。",  # a time word before the negation affirms nothing
    "用户不吃肉、鱼和蛋。",
    "用户是不吃肉的。",  # the copula affirms nothing
    "用户没有车。",
    "用户不吃肉，鱼也不吃。",
])
def test_negated_as_a_whole(content: str) -> None:
    assert negated(content)


@pytest.mark.parametrize("content", [
    "Ana drinks tea, not coffee.",
    "Ana drinks tea but not coffee.",
    "Ana doesn't drink coffee, only tea.",
    "用户只吃海鲜不吃肉。",  # a verb phrase before the negation: a contrast in one clause
    "黎晓东只吃海鲜不吃肉。",
    "用户的饮食是只吃海鲜不吃肉。",
    "用户不吃肉，只吃鱼。",
    "用户喜欢不加糖的咖啡。",
    "用户不再喝咖啡了，改喝茶。",
    "Meal plan for Ana: strictly vegan.",  # no negation at all
])
def test_affirms_beside_the_negation(content: str) -> None:
    assert not negated(content)


@pytest.mark.parametrize(("content", "spans"), [
    # issue #15, corpus 29: what a negation governs is its own clause after the negator
    ("The user hasn't touched meat since New Year's Day; he is vegetarian now.",
     ("touched meat since New Year's Day",)),
    ("From now on the user wants plain paragraphs, no bullets.", ("bullets",)),
    ("膝盖做完手术后，用户不去健身房了，改成每天游一千米。", ("去健身房了",)),
    ("用户现在不吃肉，只吃海鲜。", ("吃肉",)),
    ("共享单车被清走了，用户现在不骑了，改坐公交。", ("骑了",)),  # jieba keeps 不骑 whole
    ("这家餐厅不错，用户没有去过。", ("去过",)),  # 不错 is no negation
    # a negated pronoun points back: the whole clause
    ("The user stopped the melatonin two weeks ago and sleeps fine without it.",
     ("The user stopped the melatonin two weeks ago and sleeps fine without it",)),
    ("用户每天骑电动自行车接送孩子。", ()),
])
def test_negated_spans(content: str, spans: tuple[str, ...]) -> None:
    assert negated_spans(content) == spans
