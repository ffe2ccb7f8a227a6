"""language/polarity: a negation inside a contrast that also affirms a value is an affirmative statement."""

from __future__ import annotations

import pytest

from hindsight.language.polarity import negated


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
