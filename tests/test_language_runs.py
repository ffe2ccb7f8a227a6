"""Chinese words are matched as whole jieba words, never as substrings, and lexicon terms jieba cuts into several
words (产品经理 → 产品/经理, 阿里云 → 阿里/云) match as a contiguous run of words (issue #15: 记住 is no 住)."""

from __future__ import annotations

from datetime import datetime

import pytest

from hindsight.conversation import importance
from hindsight.judge import items
from hindsight.language import changes, people, runs, slots, spans
from hindsight.search import guesses, hygiene


@pytest.mark.parametrize(
    ("content", "term"),
    [
        ("记住：用户对花生过敏。", "住"),  # 记住 "remember"
        ("用户每个工作日七点起床。", "工作"),  # 工作日 "workday"
        ("用户的手机号是13800001111。", "手机"),  # 手机号 "phone number"
        ("用户办公室的咖啡机坏了。", "咖啡"),  # 咖啡机 "coffee machine"
        ("用户去年住院一周。", "住"),  # 住院 "in hospital"
        ("如今天气很好。", "今天"),  # across two words: 如今 + 天气
        ("我以前天天跑步。", "前天"),
        ("the user removed the shed", "moved"),
    ],
)
def test_a_word_inside_another_word_is_not_found(content: str, term: str) -> None:
    assert not runs.has_term(content, term)


@pytest.mark.parametrize(
    ("content", "term"),
    [
        ("用户住在杭州。", "住"),
        ("用户是一名产品经理。", "产品经理"),  # jieba: 产品 / 经理
        ("项目已经迁移到腾讯云了。", "腾讯云"),  # 腾讯 / 云
        ("用户在哪个时区？", "时区"),  # 时 / 区 here, one word in other sentences
        ("用户所在时区是UTC+8。", "时区"),
        ("用户最喜欢的水果是芒果。", "最喜欢"),  # 最 / 喜欢
        ("用户改喝美式了。", "改"),  # 改喝 is 改 + 喝
        ("the user moved to Bristol", "moved"),
        ("用户现在用VS Code写代码。", "vs code"),
    ],
)
def test_a_whole_word_or_a_run_of_words_is_found(content: str, term: str) -> None:
    assert runs.has_term(content, term)


def test_terms_in_and_starts_with() -> None:
    assert runs.terms_in("用户住在杭州，是产品经理。", ("住", "产品经理", "工作")) == {"住", "产品经理"}
    assert runs.starts_with("朋友住在上海", "朋友")
    assert not runs.starts_with("朋友圈发了一张照片", "朋友")


def test_slot_tokens_hold_terms_jieba_cuts_as_one_token() -> None:
    toks = slots.slot_tokens("用户是一名产品经理。")
    assert {"产品经理", "产品", "经理"} <= toks
    assert slots.slot_values("用户是一名产品经理。", "work", toks) == {"产品经理"}
    assert slots.slot_values("用户的服务托管在阿里云。", "cloud", slots.slot_tokens("用户的服务托管在阿里云。")) == {
        "阿里云"}


@pytest.mark.parametrize(
    ("content", "slot"),
    [
        ("用户的时区是东八区。", "timezone"),  # 时 / 区
        ("用户最喜欢的水果是芒果。", "preference"),  # 最 / 喜欢
        ("项目已经迁移到腾讯云了。", "cloud"),
        ("用户开一辆卡罗拉。", "vehicle"),
        ("用户的表里新加了一个字段。", "schema"),  # 字 / 段
    ],
)
def test_a_slot_named_by_a_term_jieba_cuts(content: str, slot: str) -> None:
    assert slot in slots.slots(slots.slot_tokens(content))


@pytest.mark.parametrize("content", ["记住，用户不吃香菜。", "记得每周一提醒用户交周报。", "用户去年肺炎住院一周。"])
def test_no_residence_in_remember_or_hospital(content: str) -> None:
    assert "residence" not in slots.slots(slots.slot_tokens(content))


def test_replaced_thing_is_a_whole_word() -> None:
    assert items.replaced_item("用户的车是丰田。", "用户把车换成了特斯拉。") == "车"
    assert items.replaced_item("用户家楼下就是公交车站。", "用户把车换成了特斯拉。") is None  # 公交车站 is no 车


def test_past_and_present_words_of_a_question() -> None:
    assert hygiene.asks_about_past("用户以前住在哪里？")
    assert not hygiene.asks_about_past("用户现在还住在北京吗？以前呢")
    assert hygiene.asks_about_past("用户以前的还款日是哪天？")  # 还款 "repay" holds no 还 ("still")
    assert hygiene.asks_about_past("那时候用户住在哪？")


def test_hedges_as_words() -> None:
    assert guesses.hedged("用户可能是学生。")
    assert guesses.hedged("我猜测用户是学生。")
    assert guesses.hedged("看样子用户是学生。")  # 看 / 样子: a run of two words


def test_since_words_as_words() -> None:
    assert spans.holds_since("从上个月起用户开始喝燕麦拿铁。")
    assert spans.holds_since("三天前用户换了工作。")  # 前 glued to 换 by jieba: where a word starts
    assert not spans.holds_since("用户和同事一起吃午饭。")  # 一起 "together"


def test_importance_day_words_as_words() -> None:
    at = datetime(2026, 3, 4, 10, 0)
    assert importance.plan_date("我明天去北京。", at) is not None
    assert importance.plan_date("如今天气很好，适合散步。", at) is None  # 如今 + 天气: no 今天
    assert importance.plan_date("我们聊到最后天都亮了。", at) is None  # 最后 + 天: no 后天
    assert importance._has_time("5月3号去医院")
    assert importance._has_time("星期三开会")
    assert not importance._has_time("我的手机号换了")  # 手机号: no 号
    assert importance._is_past("我昨天去了医院")
    assert not importance._is_past("我们的重点是预算")


def test_people_words_as_words() -> None:
    assert people.about_other_person("用户的朋友住在上海。")
    assert people.about_other_person("用户爸爸妈妈住在上海。")  # jieba keeps 爸爸妈妈 whole
    assert not people.about_other_person("用户的朋友圈发了一张照片。")  # 朋友圈 "moments feed"
    assert people.asks_about_user_only("用户母亲节送了什么花？")  # 母亲节 "Mother's Day"
    assert not people.asks_about_user_only("用户的妈妈多大了？")


def test_change_and_addition_words_as_words() -> None:
    assert changes.replaced("用户把车换成了特斯拉。") == "换"
    assert changes.replaced("用户改喝美式了。") == "改"
    assert changes.replaced("用户修改了密码。") is None  # 修改 "edit"
    assert changes.added("用户也喝茶。") == "也"
    assert changes.added("用户也许会搬家。") is None  # 也许 "maybe"
    assert changes.added("用户另外还养了一只猫。") == "另外"


def test_time_words_glued_to_the_next_one_still_count() -> None:
    at = datetime(2026, 3, 4, 10, 0)
    assert importance.plan_date("今天下午三点开会", at) is not None  # jieba: 今天下午
    assert importance.plan_date("下周三我飞北京", at) is not None  # jieba: 下 / 周三
    assert hygiene.asks_about_past("上个月底用户住在哪？")


def test_the_projects_own_words_have_a_part_of_speech() -> None:
    """The words jieba learns from the project (拿铁, 柯基, 数据库…) carry a part of speech: untagged, jieba's tagger
    reads them as ``x`` and no reader of nouns sees them (review42)."""
    from hindsight.language import text
    from hindsight.search import kinds

    tags = dict(text.tagged("用户喝燕麦拿铁，养了一只柯基，最近跳槽了"))
    assert tags["燕麦拿铁"] == "n" and tags["柯基"] == "n" and tags["跳槽"] == "v"
    assert kinds.nouns("用户每天早上喝一杯燕麦拿铁") == ("燕麦拿铁",)
