"""language/asked_place.py and search/place_answer.py: a question that asks where is answered first by a candidate
that states a place, not by one that only shares its words (issue #15.3) - and a question that asks how far something
has got or what is wrong, or a first candidate that already states a place, is left alone."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight.language import asked_place
from hindsight.search import hygiene
from hindsight.search.candidates import Item, Options

T0 = datetime(2025, 3, 1, tzinfo=UTC)


@pytest.mark.parametrize(("query", "asks"), [
    ("Where is the user living at the moment?", True), ("Which city does the user work in?", True),
    ("where do i work out these days", True), ("Whereabouts does the user live?", True),
    ("Do you know where the spare key is?", True), ("What's the user's address?", True),
    ("In what country was the user born?", True), ("Where did the user take his son on Tuesday?", True),
    ("用户住在哪个城市？", True), ("我早上在哪跑步？", True), ("WiFi密码在哪？", True), ("用户暑假去哪儿度假？", True),
    ("用户老家是哪的？", True), ("用户搬到哪了？", True), ("備用鑰匙放在哪裡？", True),
    # how far something has got, a stance, what is wrong: no place asked
    ("Where is the user with the house sale?", False), ("Where does the user stand on school uniforms?", False),
    ("Where are we up to with the kitchen?", False), ("Where did the user's plan go wrong?", False),
    ("用户的论文写到哪儿了？", False), ("用户哪里不舒服？", False), ("用户哪儿疼？", False),
    # another question, or a kind named (which company, 哪家公司: the kind's own reader, search/asked_kind.py)
    ("What time is it?", False), ("What does the user do for a living?", False), ("用户在哪家公司上班？", False),
    ("用户什么时候搬家？", False), ("Whatever happened to the old plan?", False),
    # a time or an aspect after 在哪; an address that is no place; a "where" after a noun (a relative clause)
    ("用户在哪年买的房？", False), ("用户在哪方面需要帮助？", False), ("What's the user's email address?", False),
    ("Which state is the visa application in?", False), ("What year was the trip where the user broke his leg?", False),
    ("Where does the name of the user's band come from?", False), ("Where does the user come from?", True),
    ("Where in London does the user live?", True), ("Where does she go on the weekends?", True), ("钥匙放哪了？", True),
])
def test_asks(query: str, asks: bool) -> None:
    assert asked_place.asks(query) is asks


@pytest.mark.parametrize(("content", "states"), [
    ("Actually the user is based in Vancouver.", True), ("The user apparently lives somewhere in London.", True),
    ("User's flat is in Ljubljana, near the old harbour.", True), ("The user works at Stripe as a designer.", True),
    ("The user's weekly groceries come from Waitrose.", True), ("User lives at 12 Larch Avenue.", True),
    ("Spare key: in the blue tin above the fridge.", True), ("The user works from home on Fridays.", True),
    ("The user's parents moved abroad.", True), ("The car keys hang on the hook by the door.", True),
    ("用户在字节跳动做产品经理。", True), ("备用钥匙放在鞋柜上面。", True), ("用户今年搬家到了苏州。", True),
    ("用户在云南山里经营一家民宿。", True), ("用户每天在图书馆复习十个小时。", True), ("用户喜欢在家做饭。", True),
    ("护照在抽屉里。", True), ("用户被派到武汉常驻。", True), ("用户去超市买菜。", True),
    ("Vincent国庆和朋友去了趟大理。", True), ("团队任务都记在禅道里。", True),
    ("The user bought the Hillview School uniform.", True), ("The user's home town is Sligo.", True),
    ("用户周一要飞去贵阳参加培训。", True), ("装修期间林婉清暂时住在她姐姐家。", True),
    ("用户是通过福田的一家旅行社办的日本签证。", True),
    ("The passport is in the top drawer of the desk.", True), ("The user lives on the first floor.", True),
    ("The user lives at the end of Mill Road.", True), ("The user lives in east London.", True),
    ("The user works for Deloitte as an auditor.", True), ("用户的办公室在十八楼。", True),
    ("用户在实验小学当老师。", True), ("用户组里把任务跟进改到了钉钉。", True),
    ("The app was migrated to Google Cloud.", True), ("The spare key is with the neighbour at number 14.", True),
    ("化肥堆老屋柴房里了。", True), ("用户想去看看。", False), ("会议改到了明天。", False),
    # no place: times, manners, languages, people, what something came off
    ("The user turned 67 in January.", False), ("The recycling bin goes out every other Thursday.", False),
    ("The user gets up in the morning at 6.", False), ("The user is in a hurry.", False),
    ("The user thinks swimming caps are pointless.", False), ("The user speaks to her mother in French.", False),
    ("The user keeps a jar of buttons from an old coat.", False), ("The user swims forty lengths before work.", False),
    ("用户的日本签证材料交上去了，现在在等出签。", False), ("用户爱吃北京烤鸭。", False),
    ("家庭账户上的名字：欧阳敏。", False), ("用户组里派活用飞书多维表格。", False),
    ("The user has moved on to the search rewrite.", False), ("The School run is at 8.", False),
    ("The user says living on her own suits her better.", False),
    ("The user is exhausted at the end of the day.", False), ("The user reports to Helen.", False),
    ("The user is married to James.", False), ("The user is strong in Economics.", False),
    ("用户在疫情期间学会了做饭。", False), ("用户在项目中负责前端。", False),
    ("用户在学日语。", False), ("用户在周末跑步。", False), ("用户的论文写到第三章了。", False),
    ("用户最近膝盖疼。", False), ("用户收到快递了。", False), ("用户名下有三套房，靠收租过日子。", False),
])
def test_states(content: str, states: bool) -> None:
    assert asked_place.states(content) is states


def _item(mid: str, content: str, score: float, similarity: float | None = None) -> Item:
    return Item(id=mid, content=content, source="user", observed_at=T0, score=score, similarity=similarity)


def _order(items: list[Item], query: str, **opts: bool) -> list[str]:
    return [i.id for i in hygiene.tidy(items, query, Options(**opts))]


def test_the_candidate_stating_a_place_goes_first() -> None:
    items = [_item("age", "The user turned 67 in January.", 0.5),
             _item("london", "The user apparently lives somewhere in London.", 0.4)]
    assert _order(items, "Where is the user based?") == ["london", "age"]
    zh = [_item("bus", "用户家楼下就是公交车站，出门很方便。", 0.5), _item("suzhou", "用户今年搬家到了苏州。", 0.4)]
    assert _order(zh, "用户住在哪个城市？")[0] == "bus"  # 楼下 is a place: the first already states one
    zh = [_item("rent", "用户名下有三套房，靠收租过日子。", 0.5), _item("yunnan", "用户在云南山里经营一家民宿。", 0.4)]
    assert _order(zh, "用户住哪儿？") == ["yunnan", "rent"]


def test_another_persons_place_is_no_answer_about_the_user() -> None:
    items = [_item("swim", "The user swims forty lengths before work.", 0.5),
             _item("tom", "Tom works out at the lido in Brockwell Park.", 0.45),
             _item("own", "The user swims at the leisure centre on Mill Road.", 0.4)]
    assert _order(items, "Where does the user swim?") == ["own", "swim", "tom"]
    # asked about the user's son: his school is the answer
    son = [_item("likes", "The user's son likes maths best.", 0.5),
           _item("school", "The user's son goes to Northgate Primary.", 0.4)]
    assert _order(son, "Where does the user's son go to school?") == ["school", "likes"]
    # asked about the user's parents: the brother's shop is no answer, the parents' home is
    zh = [_item("money", "用户每个月给父母两千块生活费。", 0.5),
          _item("brother", "用户的弟弟在杭州开了家奶茶店。", 0.45), _item("parents", "用户的父母住在苏州老城区。", 0.4)]
    assert _order(zh, "用户的父母住在哪里？") == ["parents", "money", "brother"]


def test_a_place_far_from_the_question_does_not_go_first() -> None:
    items = [_item("swim", "The user swims forty lengths before work.", 0.9, similarity=0.88),
             _item("shop", "The user buys bread at the bakery on Mill Road.", 0.5, similarity=0.80)]
    assert _order(items, "Where does the user swim?") == ["swim", "shop"]


def test_left_alone() -> None:
    # how far something has got: the place of another thing does not answer it
    items = [_item("sale", "The house sale is waiting on the buyer's mortgage offer.", 0.5),
             _item("agent", "The user's estate agent is in Didsbury.", 0.4)]
    assert _order(items, "Where is the user with the house sale?") == ["sale", "agent"]
    zh = [_item("knee", "用户最近膝盖疼。", 0.5), _item("gym", "用户在小区健身房锻炼。", 0.4)]
    assert _order(zh, "用户哪里不舒服？") == ["knee", "gym"]
    # the first already states a place
    first = [_item("leeds", "The user lives in Leeds.", 0.5), _item("york", "The user works in York.", 0.4)]
    assert _order(first, "Where does the user live?") == ["leeds", "york"]
    # switched off
    items = [_item("age", "The user turned 67 in January.", 0.5), _item("leeds", "The user lives in Leeds.", 0.4)]
    assert _order(items, "Where does the user live?", place_answer=False) == ["age", "leeds"]


def test_an_outdated_candidate_does_not_come_back() -> None:
    # the newer names its service with no preposition; the older one it outdates must not go first again
    items = [_item("netflix", "Since last month the user has had Netflix instead of HBO Max.", 0.5),
             _item("hbo", "The user watches series on HBO Max.", 0.4)]
    items[1].outdated_by = "netflix"
    assert _order(items, "Where does the user watch shows?", newer_first=False) == ["netflix", "hbo"]
    items[1].outdated_by = None
    assert _order(items, "Where does the user watch shows?", newer_first=False) == ["hbo", "netflix"]


def test_a_question_for_a_place_held_before_is_left_to_older_first() -> None:
    items = [_item("card", "用户办的是一兆韦德的健身卡。", 0.5),
             _item("wales", "用户昨天在威尔士上了第一节私教课。", 0.4)]
    assert _order(items, "用户曾经在哪健身？", newer_first=False) == ["card", "wales"]
    assert _order(items, "用户在哪健身？", newer_first=False) == ["wales", "card"]


def test_the_relative_asked_about() -> None:
    # the first states the parents' place by other kin words: it keeps its place
    items = [_item("md", "The user's mum and dad live in Porto.", 0.5),
             _item("visit", "The user's parents visited the user in Leeds at Easter.", 0.45)]
    assert _order(items, "Where do the user's parents live?") == ["md", "visit"]
    # one relative by two words (母亲 / 妈妈): the first keeps its place
    zh = [_item("muqin", "用户的母亲住在成都。", 0.5), _item("dance", "用户的妈妈每天在公园跳广场舞。", 0.45)]
    assert _order(zh, "用户的妈妈住在哪？") == ["muqin", "dance"]


def test_long_text_is_read_from_its_start() -> None:
    long = "The user keeps notes. " * 2000 + "The user lives in Leeds."
    assert not asked_place.states(long)  # beyond READ characters
    assert asked_place.states("The user lives in Leeds. " + "The user keeps notes. " * 2000)


def test_a_relatives_place_is_no_answer_for_a_thing_of_the_users() -> None:
    items = [_item("buy", "用户的化肥是从镇上农资店买的，一袋一百二。", 0.5),
             _item("son", "用户的儿子在南宁一家物流公司的仓库上班。", 0.45),
             _item("shed", "化肥堆老屋柴房里了，新房那边放不下。", 0.4)]
    assert _order(items, "用户的化肥放哪儿了？")[0] in ("buy", "shed")
    assert _order(items[:2], "用户的化肥放哪儿了？") == ["buy", "son"]
