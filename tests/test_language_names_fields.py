"""Name statements as a record's field or as what others call the user (issue #15): "账户实名是葛文涛", "大家都叫他
葛文涛", "Account holder name: Wendell", "The account is in the name of Priya"; a cat's, a sister's or a project's
name is not the user's."""

from __future__ import annotations

import pytest

from hindsight.language.names import names_in


@pytest.mark.parametrize(
    ("content", "name"),
    [
        ("账户实名是葛文涛。", "葛文涛"),
        ("账户实名：葛文涛。", "葛文涛"),
        ("实名认证的名字是闵浩。", "闵浩"),
        ("注册名是戴立群。", "戴立群"),
        ("账号里登记的姓名：窦思琪。", "窦思琪"),
        ("大家都叫他葛文涛。", "葛文涛"),
        ("群里大家都叫她龚雨桐。", "龚雨桐"),
        ("希望别人叫他闵浩。", "闵浩"),
        ("同事都叫戴立群。", "戴立群"),
        ("用户让我称呼他为闵浩。", "闵浩"),
        ("Account holder name: Wendell.", "Wendell"),
        ("Legal name: Priya Shah.", "Priya Shah"),
        ("The account is in the name of Priya.", "Priya"),
        ("The booking is under the name Marisol.", "Marisol"),
        ("Prefers to be addressed as Wendell.", "Wendell"),
        ("家庭群里的备注是葛文涛。", "葛文涛"),
    ],
)
def test_field_and_calling_frames_name_the_user(content: str, name: str) -> None:
    assert names_in(content) == frozenset({name})


@pytest.mark.parametrize(
    "content",
    [
        "猫的名字是咪咪。",  # the cat's
        "妹妹叫王芳。",  # the sister is called 王芳
        "用户的妹妹大家都叫她王芳。",  # 她 is the sister
        "妹妹的实名是王芳。",
        "她的账户名字是王芳。",
        "妈妈每天叫他起床。",  # 叫他起床: wakes him up, no name
        "同事都叫外卖。",  # orders takeout
        "公司名字是华为。",
        "订单备注是不要辣。",  # an order's note: no name
        "妹妹的昵称是王芳。",
        "Cat name: Milo.",
        "Project name: Apollo.",
        "Company name: Acme.",
        "The car is in the name of Priya's father.",
        "The car is in the name of Priya Shah's father.",
    ],
)
def test_other_peoples_and_things_names_are_not_the_users(content: str) -> None:
    assert names_in(content) == frozenset()


def test_a_word_that_only_contains_a_relative_word_names_no_relative() -> None:
    """朋友圈 (WeChat Moments) holds no 朋友 (friend): the label is the user's own, its name the user's; 妹妹 is a
    relative, whose name is not the user's."""
    assert names_in("朋友圈上的名字是李娜。") == {"李娜"}
    assert names_in("妹妹登记的名字是王芳。") == frozenset()


@pytest.mark.parametrize(
    ("query", "about_user"),
    [("我住在哪？", True), ("用户住在哪？", True), ("我们家在哪个城市？", True), ("自我介绍怎么写？", False),
     ("他住在哪？", False), ("Where do I live?", True), ("Where does Ana live?", False)],
)
def test_a_question_about_the_user_is_read_on_whole_words(query: str, about_user: bool) -> None:
    from hindsight.language.names import refers_to_user

    assert refers_to_user(query) is about_user


@pytest.mark.parametrize(
    ("content", "name"),
    [
        ("大家都叫用户司马晴。", "司马晴"),  # jieba cuts 司马 + 晴: a name that starts with a surname
        ("用户叫张伟。", "张伟"),
        ("邮件落款都写东方悦。", "东方悦"),  # a signature names its writer
        ("署名是司马云。", "司马云"),
        ("Signs emails as Oonagh.", "Oonagh"),
    ],
)
def test_signatures_and_split_names_name_the_user(content: str, name: str) -> None:
    assert names_in(content) == frozenset({name})


@pytest.mark.parametrize(
    "content",
    ["用户叫车去机场。", "用户叫外卖。", "司马晴下午两点以后不喝咖啡。", "东方悦把车换成了特斯拉。",
     "The user signs the lease as a guarantor.", "Oonagh got a new phone number: 555-0199."],
)
def test_no_name_statement(content: str) -> None:
    assert names_in(content) == frozenset()
