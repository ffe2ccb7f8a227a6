"""language/asked_time.py and search/time_answer.py: a question that asks for a day, a time of day, a month or a
year is answered first by a candidate that states one, not by one that only shares its words (issue #15.3) - and
a bare "when", or a first candidate that already states a time of the grain, is left alone."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight.language import asked_time
from hindsight.search import hygiene
from hindsight.search.candidates import Item, Options

T0 = datetime(2025, 3, 1, tzinfo=UTC)


@pytest.mark.parametrize(("query", "grain"), [
    ("What day will they collect the old sofa?", "day"), ("Which date is the hearing on?", "day"),
    ("On what day is the book club?", "day"), ("What time does the user get up?", "clock"),
    ("Which month is the user's birthday in?", "month"), ("What year did the user marry?", "year"),
    ("旧沙发哪天来收？", "day"), ("会议定在几号？", "day"), ("读书会星期几？", "day"), ("我几点起床？", "clock"),
    ("用户哪年结的婚？", "year"), ("体检安排在哪个月？", "month"),
    # no grain: a bare "when" is answered by a season, "two years ago", "in winter"; durations and counts
    ("When did the user move to Leeds?", None), ("用户什么时候吃维生素D？", None), ("How long is the commute?", None),
    ("What does the user do for a living?", None), ("用户多久去一次健身房？", None),
    # the time word modifies a noun: the question asks for the thing
    ("What day trip did the user take?", None), ("What time zone is the user in?", None),
    ("用户坐几号线上班？", None), ("用户住几号楼？", None), ("What day of the week is the club?", "day"),
    ("我几点钟起床？", "clock"), ("体检安排在几月份？", "month"),
    # an age
    ("How old is the user?", "age"), ("What age is the user?", "age"), ("用户多大了？", "age"),
    ("用户今年几岁？", "age"), ("用户多大年纪？", "age"), ("What age group is the user in?", None),
    ("用户的公司多大？", None), ("How old am I?", "age"), ("What time's my flight?", "clock"),
    # a verb jieba tags as a noun still asks when; a time word before a hyphen or "of year" asks no clock time
    ("女儿几点放学？", "clock"), ("我哪年毕业的？", "year"), ("我几号出院？", "day"),
    ("What time-slot did the user book?", None), ("What time of year does the user get hay fever?", None),
    ("What year is the user's daughter in?", None), ("上次我提的那几点建议是什么？", None),
])
def test_asks(query: str, grain: str | None) -> None:
    assert asked_time.asks(query) == grain


@pytest.mark.parametrize(("content", "grain", "states"), [
    ("Bulky-waste pickup in Graz scheduled for Tuesday", "day", True),
    ("The dentist appointment is on 14 March.", "day", True), ("The hearing is on March 3rd.", "day", True),
    ("Check-in opens tomorrow.", "day", True), ("遵义大件垃圾预约清运时间：周四", "day", True),
    ("会议改到15号了。", "day", True), ("The user gets up at 6:30.", "clock", True),
    ("The alarm goes off at 7am.", "clock", True), ("闹钟改成了七点。", "clock", True),
    ("用户每天五点半起床。", "clock", True), ("The user's birthday is in June.", "month", True),
    ("The user was married in 2019.", "year", True), ("用户是二〇一八年六月结的婚。", "year", True),
    # none of the grain asked for
    ("The user restores old fountain pens as a hobby.", "day", False),
    ("物流查询｜用户的包裹派送中，预计10:50送达", "day", False), ("读书会改到周四了。", "clock", False),
    ("The user may move house.", "month", False), ("The user will march in the parade.", "month", False),
    ("每周三次去游泳。", "day", False), ("The user ordered 3 mooncakes.", "month", False),
    ("The coffee costs 4.50 now.", "clock", False), ("用户希望回复快一点。", "clock", False),
    ("用户坐3号线上班。", "day", False), ("The shop is open 24/7.", "day", False), ("用户在学日语。", "day", False),
    ("下午一点开会。", "clock", True), ("十一点睡觉。", "clock", True), ("The train leaves at 6.45 pm.", "clock", True),
    ("用户每天7:30起床。", "clock", True), ("The user goes to bed at 11.", "clock", True),
    ("The user wakes at half past seven.", "clock", True), ("用户七点二十出门。", "clock", True),
    ("Rent is due on the 1st of each month.", "day", True), ("用户月底交房租。", "day", True),
    ("用户生日是正月初八。", "day", True), ("用户家教的那个孩子今年上初二。", "day", False),
    ("用户09年结的婚。", "year", True), ("The user retired last year.", "year", True), ("用户去年结婚。", "year", True),
    ("The user moves next month.", "month", True), ("用户体温三十七点五度。", "clock", False),
    ("用户血糖六点八。", "clock", False),
    ("The user saved 12 amazing recipes.", "clock", False), ("The user has 2000 followers.", "year", False),
    ("June is the user's sister.", "month", False), ("The user reads The Sun.", "day", False),
    # ages
    ("用户是90后。", "age", True), ("The user is 34 and works as a nurse.", "age", True), ("I'm 34.", "age", True),
    ("The user's cat is 12.", "age", False), ("用户养的猫已经九岁了。", "age", False),
    ("The user's resting heart rate is about 60.", "age", False), ("用户2010年和先生结婚。", "age", False),
    ("用户2018年生意失败了。", "age", False), ("用户今年五一去了杭州。", "age", False),
    ("The user turned 30 pages of notes into slides.", "age", False),
    ("The user celebrated a 58th birthday in March.", "age", True),
    ("The user turned fifty-three last winter.", "age", True),
    ("The user was born in 1961.", "age", True), ("User is 50 years old.", "age", True),
    ("The user is in her early thirties.", "age", True), ("Sounds about forty-five.", "age", True),
    ("I'd guess fifty-ish.", "age", True), ("用户是1961年出生的。", "age", True),
    ("用户三月刚过了58岁生日。", "age", True), ("用户五十出头。", "age", True), ("用户今年三十八。", "age", True),
    ("用户大概二十多岁。", "age", True), ("The user's salary is ninety thousand a year.", "age", False),
    ("The user turned the heating down.", "age", False), ("The user has 2 cats.", "age", False),
    ("用户今年2月搬家。", "age", False), ("用户从2018年起不碰任何荤腥。", "age", False),
])
def test_states(content: str, grain: asked_time.Grain, states: bool) -> None:
    assert asked_time.states(content, grain) is states


def _item(mid: str, content: str, score: float) -> Item:
    return Item(id=mid, content=content, source="user", observed_at=T0, score=score)


def _order(items: list[Item], query: str, **opts: bool) -> list[str]:
    return [i.id for i in hygiene.tidy(items, query, Options(**opts))]


def test_the_candidate_stating_the_day_asked_for_goes_first() -> None:
    items = [_item("pens", "The user restores old fountain pens as a hobby.", 0.5),
             _item("wait", "Estimated wait at the passport office for the user: 57 minutes", 0.45),
             _item("pickup", "Bulky-waste pickup in Graz scheduled for Tuesday", 0.4)]
    assert _order(items, "What day will they collect the old sofa?") == ["pickup", "pens", "wait"]


def test_a_time_of_day_does_not_answer_which_day_nor_a_day_what_time() -> None:
    day = [_item("parcel", "物流查询｜用户的包裹派送中，预计10:50送达", 0.5),
           _item("sofa", "遵义大件垃圾预约清运时间：周三", 0.4)]
    assert _order(day, "旧沙发哪天来收？") == ["sofa", "parcel"]
    clock = [_item("club", "读书会改到周四了。", 0.5), _item("alarm", "闹钟改成了七点。", 0.4)]
    assert _order(clock, "我几点起床？") == ["alarm", "club"]


def _ages() -> list[Item]:
    return [_item("grandson", "User's grandson turned seven on Sunday.", 0.5),
            _item("salary", "The user's salary is ninety thousand a year.", 0.45),
            _item("own", "The user turned fifty-three last winter.", 0.4)]


def test_the_users_own_age_goes_first_not_another_persons() -> None:
    assert _order(_ages(), "What age is the user?") == ["own", "grandson", "salary"]
    zh = [_item("socks", "用户说不清自己有多少双袜子。", 0.5), _item("bus", "用户等公交等了很久。", 0.45),
          _item("born", "用户是1961年出生的。", 0.4)]
    assert _order(zh, "用户多大了？") == ["born", "socks", "bus"]
    # asked about a relative, or about a thing of the user's: no reorder (whose age is asked is not the user's)
    assert _order(_ages(), "How old is the user's grandson?")[0] == "grandson"
    car = [_item("car", "The user's Saab was built in 1991.", 0.5), _item("own", "The user turned 47 in May.", 0.4)]
    assert _order(car, "How old is the user's car?") == ["car", "own"]
    # another person's age is no answer: with no age of the user's near the top, the order stays
    others = [_item("mum", "The user's mother turned eighty-two in June.", 0.5),
              _item("ferry", "The user once missed a ferry to Skye by four minutes.", 0.4)]
    assert _order(others, "How old is the user?") == ["mum", "ferry"]


def test_a_time_of_something_far_from_the_question_does_not_go_first() -> None:
    items = [Item(id="dentist", content="The user's dentist appointment is on Thursday morning.", source="user",
                  observed_at=T0, score=0.9, similarity=0.88),
             Item(id="team", content="The user's team meeting is at 10:00.", source="user", observed_at=T0, score=0.5,
                  similarity=0.80)]
    assert _order(items, "What time is the user's dentist appointment?") == ["dentist", "team"]
    items[1].similarity, items[1].score = 0.87, 0.5
    assert _order(items, "What time is the user's dentist appointment?") == ["team", "dentist"]


def test_left_alone() -> None:
    items = [_item("march", "The user renewed the passport in March.", 0.5),
             _item("monday", "The user is flying to Turin on Monday for a workshop.", 0.4)]
    # a bare "when": a month, a season or "two years ago" answers it as well as a day
    assert _order(items, "When did the user renew the passport?") == ["march", "monday"]
    # the first candidate already states a time of the grain asked for
    first = [_item("tue", "The book club meets on Tuesdays.", 0.5), _item("fri", "Chess club is on Friday.", 0.4)]
    assert _order(first, "What day is my book club?") == ["tue", "fri"]
    # no candidate near the top states one: the order stays
    none = [_item(f"m{i}", f"The user likes hobby number {i}.", 0.5 - i / 100) for i in range(5)] \
        + [_item("late", "The pickup is on Tuesday.", 0.3)]
    assert _order(none, "What day is the pickup?")[0] == "m0"
    # switched off
    items = [_item("pens", "The user restores old fountain pens.", 0.5), _item("tue", "Pickup on Tuesday.", 0.4)]
    assert _order(items, "What day is the pickup?", time_answer=False) == ["pens", "tue"]
