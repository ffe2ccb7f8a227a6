"""language/asked_which.py and search/which_answer.py: a question that asks which one of a kind ("Which bank…",
用户开的什么车？) is answered first by a candidate that names one particular thing, not by one that only shares its
words (issue #15.3) - and a question for a kind of thing ("What kind of books…", 什么类型的电影), another person's
thing, or a first candidate that already names one, is left alone."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight.language import asked_which
from hindsight.search import hygiene, which_answer
from hindsight.search.candidates import Item, Options

T0 = datetime(2025, 3, 1, tzinfo=UTC)


@pytest.mark.parametrize(("query", "kind"), [
    ("Which bank does the user use?", "bank"), ("What car does the user drive?", "car"),
    ("What brand of coffee machine does the user have?", "brand"), ("What phone does the user have?", "phone"),
    ("用户用的是哪家银行？", "银行"), ("用户开的什么车？", "车"), ("用户一家周末出去玩开哪辆车？", "车"),
    ("用户用哪个App记账？", "App"), ("用户家的咖啡机是什么牌子的？", "牌子"), ("用户用的是什么手机？", "手机"),
    # a kind of thing, not one thing
    ("What kind of books does the user read?", None), ("What type of diet does the user follow?", None),
    ("用户喜欢什么类型的电影？", None), ("用户喜欢吃哪种菜系？", None), ("用户喜欢什么样的房子？", None),
    # a place, a time, a person, no kind at all
    ("Which city does the user live in?", None), ("What day is the bin collected?", None),
    ("Which doctor does the user see?", None), ("用户在哪个城市工作？", None), ("用户哪天休息？", None),
    ("What does the user do?", None), ("Where does the user live?", None), ("用户住在哪里？", None),
    # a thing wanted or planned, not the one in use
    ("Which car is the user thinking of buying?", None), ("Which bank is the user switching to?", None),
    ("用户打算换哪款手机？", None), ("用户想买什么车？", None),
])
def test_asks(query: str, kind: str | None) -> None:
    assert which_answer.asks(query) == kind


@pytest.mark.parametrize(("content", "names"), [
    ("Wilhelmina banks with Monzo and gets her salary paid into it.", True),
    ("The user drives a 2014 Golf she bought off her uncle.", True),
    ("Marek's phone is a battered iPhone 11 with a cracked screen.", True),
    ("The user's headphones are WH-1000XM4s.", True), ("The user's gas and electricity are with Octopus.", True),
    ("郑磊开的是一辆比亚迪汉。", True), ("小鱼养了一只柯基，叫馒头。", True), ("用户过年给亲家送了两瓶茅台。", True),
    ("陈德贵平时就喝牛栏山二锅头。", True), ("慧敏一直用薇诺娜的面霜。", True), ("用户店里卖的水管都是联塑的。", True),
    ("陈德贵用的手机是华为Mate 60。", True), ("Kevin跑步用Keep打卡。", True), ("阿May出差一般坐南航。", True),
    ("郑磊的工资卡是招商银行的。", True), ("用户送货开的是一辆五菱宏光。", True),
    # a price, an opinion, a habit, a problem; a number with its unit; a person; the user's own name
    ("The user's overdraft limit is £500.", False), ("The user thinks all banks are as bad as each other.", False),
    ("The user's longest run so far is 18 km.", False), ("The user is left-handed.", False),
    ("Dario listens mostly to 1950s jazz.", False), ("Hugh plays five-a-side football on Tuesday nights.", False),
    ("The user's partner Hugh cooks on Sundays.", False), ("The user sees Dr Okafor in March.", False),
    ("The user's alarm goes off at 6am on the 4th floor.", False),
    ("用户的车上个月刚做完保养，花了八百多。", False), ("用户每天早晚各遛一次狗。", False),
    ("用户觉得跑步App的会员都太贵了。", False), ("用户约了张伟吃饭。", False),
    ("郑磊爱看悬疑片，尤其是日本的。", False),
    ("Hi，我是Kevin。", False), ("用户买了一辆车。", False),
])
def test_names_one(content: str, names: bool) -> None:
    kind = "App" if "App" in content else "车"
    assert asked_which.names_one(content, kind, frozenset({"kevin", "dario", "wilhelmina", "marek", "阿may"})) is names


def _item(mid: str, content: str, score: float, similarity: float | None = None) -> Item:
    return Item(id=mid, content=content, source="user", observed_at=T0, score=score, similarity=similarity)


def _order(items: list[Item], query: str, names: frozenset[str] = frozenset(), **opts: bool) -> list[str]:
    return [i.id for i in hygiene.tidy(items, query, Options(names=names, **opts))]


def test_the_candidate_naming_one_thing_goes_first() -> None:
    items = [_item("opinion", "The user reckons switching energy supplier is never worth the hassle.", 0.6),
             _item("octopus", "The user's gas and electricity are with Octopus.", 0.5)]
    assert _order(items, "Which energy company is the user with?") == ["octopus", "opinion"]
    zh = [_item("fee", "用户的手机套餐每月58块。", 0.8), _item("small", "用户嫌手机字太小，总让儿子帮他调大。", 0.7),
          _item("huawei", "陈德贵用的手机是华为Mate 60。", 0.6)]
    assert _order(zh, "用户用的是什么手机？", names=frozenset({"陈德贵"}))[0] == "huawei"
    app = [_item("dear", "用户觉得跑步App的会员都太贵了。", 0.8), _item("keep", "Kevin跑步用Keep打卡。", 0.7)]
    assert _order(app, "用户用哪个App记录跑步？", names=frozenset({"Kevin"})) == ["keep", "dear"]


def test_whose_thing() -> None:
    # asked about the user: not the brother's car, nor the son's bike
    items = [_item("mot", "The user's car failed its MOT on the brakes.", 0.6),
             _item("bro", "The user's brother drives a BMW X5 he can't really afford.", 0.5),
             _item("golf", "The user drives a 2014 Golf.", 0.4)]
    assert _order(items, "What car does the user drive?") == ["golf", "mot", "bro"]
    zh = [_item("fee", "用户的车上个月刚做完保养。", 0.6), _item("wife", "用户老婆上下班开一辆白色的大众Polo。", 0.5)]
    assert _order(zh, "用户开的什么车？") == ["fee", "wife"]
    # asked about a relative: that relative's thing only
    def rel() -> list[Item]:
        return [_item("gym", "The user's husband's bike was stolen last year.", 0.6),
                _item("bike", "The user's husband rides a Specialized road bike.", 0.5)]

    assert _order(rel(), "What bike does the user's husband ride?") == ["bike", "gym"]
    assert _order(rel(), "What bike does the user ride?") == ["gym", "bike"]


def test_left_alone() -> None:
    # the first already names one thing (whoever's, unless a relative's)
    first = [_item("sony", "Marek's headphones are Sony WH-1000XM4s.", 0.6),
             _item("brooks", "For running the user wears Brooks Ghost trainers.", 0.5)]
    assert _order(first, "Which headphones does the user have?") == ["sony", "brooks"]
    # far from the question in meaning
    far = [_item("fee", "The user pays £38 a month for broadband.", 0.9, similarity=0.857),
           _item("virgin", "The user's home internet is with Virgin Media.", 0.5, similarity=0.798)]
    assert _order(far, "Which broadband provider does the user have?") == ["fee", "virgin"]
    # a kind of thing, not one thing: a brand is no answer to it
    kind = [_item("swim", "The user swims three mornings a week.", 0.6),
            _item("gym", "The user still pays for a PureGym membership.", 0.5)]
    assert _order(kind, "What kind of exercise does the user do?") == ["swim", "gym"]
    # a question for a thing held before is the older-first pass's
    old = [_item("mot", "The user's car failed its MOT.", 0.6), _item("golf", "The user drives a Golf.", 0.5)]
    assert _order(old, "What car did the user use to drive?") == ["mot", "golf"]
    # switched off
    items = [_item("opinion", "The user reckons switching energy supplier is never worth the hassle.", 0.6),
             _item("octopus", "The user's gas and electricity are with Octopus.", 0.5)]
    assert _order(items, "Which energy company is the user with?", which_answer=False) == ["opinion", "octopus"]


@pytest.mark.parametrize(("content", "kind", "verbs", "tail", "span", "how"), [
    ("The user's phone is a Pixel 8.", "phone", ("have",), None, "Pixel 8", "copula"),
    ("The user drives a 2014 Golf she bought off her uncle.", "car", ("drive",), None, "2014 Golf", "verb"),
    ("Wilhelmina banks with Monzo.", "bank", ("use",), None, "Monzo", "verb"),
    ("The user's gas and electricity are with Octopus.", "energi", ("compani",), "with", "Octopus", "verb"),
    ("The user's husband rides a Specialized road bike.", "bike", ("ride",), None, "Specialized road", "beside"),
    ("陈德贵用的手机是华为Mate 60。", "手机", ("用",), None, "华为Mate 60", "copula"),
    ("郑磊开的是一辆比亚迪汉。", "车", ("开",), None, "比亚迪汉", "copula"),
    ("郑磊的工资卡是招商银行的。", "银行", ("用",), None, "招商", "beside"),
    ("小鱼用随手记记账。", "App", ("用", "记账"), None, "随手记", "framed"),
    ("用户的主力语言是Elixir。", "编程语言", ("用",), None, "Elixir", "copula"),
    # the slot holds nothing: a passive, a negation, the question's noun as a subject, 用 inside 用户, Pets at Home
    ("The user's bike was stolen last year.", "bike", ("ride",), None, None, None),
    ("The user's car failed its MOT on the brakes.", "car", ("drive",), None, None, None),
    ("The user buys pet food from Pets at Home.", "pet", (), None, None, None),
    ("用户的手机套餐每月58块。", "手机", ("用",), None, None, None),
])
def test_filler(content: str, kind: str, verbs: tuple[str, ...], tail: str | None, span: str | None,
                how: str | None) -> None:
    found = asked_which.filler(content, kind, verbs, tail)
    assert (found[0] if found else None) == span
    assert (found[1] if found else None) == how


def test_a_name_outside_the_slot_does_not_answer() -> None:
    # a person, a park, a shop, a feature in a statement about the kind fill no slot: the first stays
    cases = [
        ("Which bank does the user use?", "The user's bank charges a monthly fee.",
         "The user's bank manager, Sarah, called about the mortgage."),
        ("What car does the user drive?", "The user's car needs new tyres.", "The user and Emma share the car."),
        ("What dog does the user have?", "The user's dog is scared of fireworks.",
         "The user walks the dog in Victoria Park every morning."),
        ("用户开的什么车？", "用户的车上个月刚做完保养。", "用户的车停在公司B2车库。"),
        ("用户用什么手机？", "用户的手机屏幕摔碎了。", "用户的手机是在淘宝买的。"),
    ]
    for query, first, second in cases:
        items = [_item("a", first, 0.5, 0.80), _item("b", second, 0.45, 0.79)]
        assert _order(items, query) == ["a", "b"], (query, second)


def test_the_first_keeps_its_place_when_anything_fills_its_slot() -> None:
    cases = [
        ("Which bank does the user use?", "The user's bank is the co-op; has been for years.",
         "The user's mortgage is with Halifax."),
        ("What car does the user drive?", "The user's car is a hybrid estate.", "The user drives a Skoda Octavia."),
        ("用户开的什么车？", "用户开的车是奔驰。", "用户老婆开一辆大众Polo。"),
        ("用户用哪个App记账？", "小鱼用随手记记账。", "用户背单词用的是百词斩。"),
        ("Which shift does the user work?", "At the hospital the user is on the early shift.",
         "The user's default browser is Vivaldi."),
    ]
    for query, first, second in cases:
        items = [_item("a", first, 0.5, 0.80), _item("b", second, 0.45, 0.79)]
        assert _order(items, query, names=frozenset({"小鱼"})) == ["a", "b"], (query, second)


def test_a_name_in_the_slot_answers_in_chinese_whatever_jieba_tags_it() -> None:
    items = [_item("a", "用户晚上加班打车经常要排半小时队。", 0.5, 0.80),
             _item("b", "Lily上下班打车用的是滴滴。", 0.45, 0.79)]
    assert _order(items, "用户打车一般用哪个软件？", names=frozenset({"Lily"})) == ["b", "a"]


def _two(query: str, first: str, second: str, names: frozenset[str] = frozenset()) -> list[str]:
    return _order([_item("a", first, 0.5, 0.80), _item("b", second, 0.45, 0.79)], query, names=names)


@pytest.mark.parametrize(("query", "first", "second"), [
    # a thing held before, not held, or only wished for fills no slot of the one in use
    ("What car does the user drive?", "The user's car needs new tyres.", "The user used to drive a Golf."),
    ("Which bank does the user use?", "The user is fed up with their bank's fees.",
     "The user doesn't use Revolut any more."),
    ("Which phone does the user have?", "The user's phone battery barely lasts a day.",
     "The user's old phone was an iPhone 8."),
    ("用户开的什么车？", "用户的车该换轮胎了。", "用户以前开的是一辆大众帕萨特。"),
    ("用户用的什么手机？", "用户的手机屏幕摔碎了。", "用户的手机不是iPhone。"),
    ("用戶開的是什麼車？", "用戶的車該換輪胎了。", "用戶的第一台車是Toyota Altis。"),
    ("Which medication does the user take?", "The user takes their medication every morning with breakfast.",
     "The user takes the Northern line to work."),
    # "use" is no verb inside "user"; someone else's words or thing
    ("Which bank does the user use?", "The user is fed up with their bank's fees.",
     "The user told Hugh about the overdraft."),
    ("Which bank does the user use?", "The user is fed up with their bank's fees.",
     "Assistant: Many people use Monzo because it has no fees abroad."),
    ("What car does the user drive?", "The user's car needs new tyres.",
     "The user gets lifts from a colleague who drives a Tesla."),
    # another sort of the kind, another purpose, another kind in a compound question
    ("Which phone does the user have?", "The user's phone battery barely lasts a day.",
     "The user's work phone is a BlackBerry."),
    ("用户用哪个App记账？", "用户每天晚上都会记账，坚持了三年。", "用户用Keep健身。"),
    ("用户的猫吃什么猫粮？", "用户的猫最近不爱吃猫粮。", "用户家的狗粮是皇家的。"),
    ("Which phone network is the user on?", "The user's phone signal is bad at home.",
     "The user's phone is an iPhone 13."),
    # a first naming the thing anywhere keeps its place
    ("Which bank does the user use?", "Monzo is the user's bank.", "The user uses PayPal for online shopping."),
    ("Which bank does the user use?", "The user's bank, Monzo, froze their card.",
     "The user uses PayPal for online shopping."),
])
def test_left_in_place(query: str, first: str, second: str) -> None:
    assert _two(query, first, second) == ["a", "b"]


def test_asks_reads_the_head_of_the_kind() -> None:
    assert which_answer.asks("Which phone network is the user on?") == "network"
    assert which_answer.asks("Which energy company is the user with?") == "compani"
    assert which_answer.asks("What phone model does the user have?") == "phone"
    assert which_answer.asks("用户的猫吃什么猫粮？") == "猫粮"
    assert which_answer.asks("用户公司用的什么办公软件？") == "办公软件"
    assert which_answer.asks("用户对什么过敏？") is None  # jieba reads 过敏 as a name: no kind
    assert which_answer.asks("用戶開的什麼車？") == "车"
