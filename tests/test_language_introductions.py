"""Self-introductions name the user (issue #15): "Ifeoma here.", "Name's Bram.", "Friends know me as Benji.",
"本人陈德贵。", "我姓郑，单名一个磊字。" — and the same frames about someone else, or a capitalised word that is no
name, name nobody. The examples are this test's own (bench/names_dev.py and bench/names_heldout.py are measured by
bench/names.py, not asserted here)."""

from __future__ import annotations

import pytest

from hindsight.language.introductions import given_name, introduced
from hindsight.language.names import named_subject, names_in, stated, with_given


@pytest.mark.parametrize(
    ("content", "name"),
    [
        ("Ifeoma here.", "Ifeoma"),
        ("Hi, Tobiah here, quick one about my order.", "Tobiah"),
        ("Name's Bram.", "Bram"),
        ("I'm Marisol, by the way.", "Marisol"),
        ("This is Marek, by the way.", "Marek"),
        ("It's Hamish — Hamish MacLeod — typing this.", "Hamish"),
        ("Friends know me as Benji.", "Benji"),
        ("Everyone at the climbing wall knows me as Spud.", "Spud"),
        ("You can put me down as Marguerite.", "Marguerite"),
        ("Sign off my emails as Dev.", "Dev"),
        ("Saoirse is the name, by the way.", "Saoirse"),
        ("You're talking to Oluwaseun.", "Oluwaseun"),
        ("The account holder is Dario Conti.", "Dario Conti"),
        ("Invoices go out under the name Kwame Mensah.", "Kwame Mensah"),
        ("Patient: Yusuf Demir", "Yusuf Demir"),
        ("Oksana (that's me) prefers aisle seats.", "Oksana"),
        ("User goes by 'Tex' online.", "Tex"),
        ("My name? It's Esperanza.", "Esperanza"),
        ("The user told me her name was Leilani.", "Leilani"),
        ("本人陈德贵。", "陈德贵"),
        ("我是林婉清，双木林的林。", "林婉清"),
        ("Hi，我是Kevin。", "Kevin"),
        ("喂，你好，我是曹永强啊，那个快递……", "曹永强"),
        ("朋友们管我叫小鱼。", "小鱼"),
        ("大家都叫我小刘。", "小刘"),
        ("叫我小马就好，大名马俊。", "马俊"),
        ("户口本上写的是付海洋。", "付海洋"),
        ("在下慕容飞，请多指教。", "慕容飞"),
        ("签名：陈思远", "陈思远"),
        ("用户自我介绍说是刘芳芳。", "刘芳芳"),
        ("群里我的昵称是“小鹿”，你也可以这么叫我。", "小鹿"),
        ("这条备注是我（邹明亮）自己记的。", "邹明亮"),
        ("用户叫何淑芬。", "何淑芬"),
        ("用户的名字是欧阳静。", "欧阳静"),
    ],
)
def test_an_introduction_names_the_user(content: str, name: str) -> None:
    assert name in names_in(content)


@pytest.mark.parametrize(
    ("content", "names"),
    [
        ("我姓郑，单名一个磊字。", {"郑磊"}),
        ("我姓唐，叫唐一诺。", {"唐一诺"}),
        ("我是周慧敏，叫我慧敏就行。", {"周慧敏", "慧敏"}),  # not 慧敏就行
        ("I'm Thandiwe — Thandi for short.", {"Thandiwe", "Thandi"}),
        ("You're talking to Oluwaseun; Olu is easier.", {"Oluwaseun", "Olu"}),
        ("Name: Svetlana Petrova (goes by Lana)", {"Svetlana Petrova", "Lana"}),
    ],
)
def test_every_name_the_user_goes_by(content: str, names: set[str]) -> None:
    assert names_in(content) == frozenset(names)


@pytest.mark.parametrize(
    "content",
    [
        "I'm British.", "I'm Catholic.", "I'm Exhausted. Long shift today.", "I'm in Berlin until Friday.",
        "This is Tesco's own brand.", "It's Friday.", "My wife's name is Hana.", "My dog's name is Pretzel.",
        "The user's manager goes by Dana.", "My daughter goes by Pip.", "Send the invoice to Maria Lopez.",
        "Call me on Monday.",
        "我是老师。", "我是北京人。", "我是王芳的同事。", "我叫了外卖。", "我叫车去机场。", "叫我起床。",
        "叫我一声就行。", "本人不同意。", "这里是客服中心。", "我叫她小美，她是我表妹。", "我妹妹说她的名字叫王芳。",
        "用户的房东叫刘阿姨。",
        "The user's dog is terrified of the hoover.", "Olu plays a sunburst Fender Telecaster.",
    ],
)
def test_look_alikes_name_nobody(content: str) -> None:
    assert names_in(content) == frozenset()


def test_the_third_person_reader_alone_misses_introductions() -> None:
    assert stated("Ifeoma here.") == frozenset() and introduced("Ifeoma here.") == frozenset({"Ifeoma"})
    assert stated("The user's name is Daniel.") == frozenset({"Daniel"})


def test_a_full_name_also_gives_its_given_name() -> None:
    assert given_name("Marguerite Hale") == "Marguerite" and given_name("周慧敏") == "慧敏"
    assert given_name("欧阳子健") == "子健" and given_name("Kevin") is None and given_name("小马") is None
    assert with_given(frozenset({"Dario Conti", "Kevin"})) == frozenset({"Dario Conti", "Dario", "Kevin"})


def test_a_memory_that_starts_with_the_users_name_is_compared_by_name() -> None:
    names = frozenset({"Dev", "陈德贵"})
    assert named_subject("Dev rides a Brompton.", names) == "Dev"
    assert named_subject("陈德贵周末去钓鱼。", names) == "陈德贵"
    assert named_subject("Devon is lovely in May.", names) is None  # a whole word
    assert named_subject("A registrar will conduct Dev's wedding ceremony.", names) is None  # the start only
    # the statement of the name says what the user is called, nothing a question asks about
    assert named_subject("Dev here, short for Devendra.", names) is None
