"""language/polarity: a negation inside a contrast that also affirms a value is an affirmative statement."""

from __future__ import annotations

import pytest

from hindsight.language.polarity import event_negated, negated, negated_spans


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


@pytest.mark.parametrize("clause", [
    "用户上个礼拜没去游泳",  # one past week
    "用户前天没吃早饭",
    "用户没再联系过那个朋友",  # not again: an event not repeated
    "用户最近没看电影",
    "The user didn't walk the dog this morning",
    "Lena did not call her sister last weekend",
    "用户前天没打羽毛球",
    "用户今天没和同事一起加班",  # 一起 is no starting point  # 打羽毛球, tagged a noun: its first character is a verb
    "Ravi couldn't visit his cousins over the holidays",
])
def test_one_event_negated(clause: str) -> None:
    assert event_negated(clause)


@pytest.mark.parametrize(("clause", "statement"), [
    ("用户不游泳了", ""),  # 不: a habit
    ("用户没有车了", ""),  # no longer has
    ("用户没车", ""),  # has no car: a state
    ("用户没有驾照", ""),
    ("用户已经没在游泳了", ""),
    ("用户半年没抽烟了", ""),  # a duration: a change of state
    ("用户好久没喝奶茶了", ""),
    ("用户从上个月起没去游泳", ""),
    ("用户就没再去钓过鱼了", "自从搬到市中心，用户就没再去钓过鱼了"),  # the change is in the clause before
    ("The user hasn't swum since May", ""),
    ("The user didn't renew the gym membership", ""),  # no one past time: may end a state
    ("The user didn't go to yoga last week and has quit for good", ""),
])
def test_a_change_or_a_state_negated(clause: str, statement: str) -> None:
    assert not event_negated(clause, statement)
