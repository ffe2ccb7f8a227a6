"""A thing the newer says the user left (judge/left.py), with the real e5 similarities."""

from __future__ import annotations

import pytest

from hindsight.embedder.e5 import E5Embedder
from hindsight.model import ConflictType, Relation
from test_rules_judge import mem, verdict


@pytest.mark.parametrize(("old", "new"), [
    ("The user's bank is Chase.", "The user closed the Chase account and banks at Summit Credit Union now."),
    ("The user is married to Tom.", "The user and Tom divorced this spring."),
    ("The user manages a coffee shop downtown.", "The user quit the coffee shop job and is looking for work."),
    ("The user drives a Ford Focus.", "The user sold the Ford Focus last month."),
    ("The user has a Netflix subscription.", "I cancelled Netflix yesterday."),
    ("用户在腾讯做后端开发。", "用户从腾讯离职，去了字节跳动。"),
    ("用户住在万科城的一套两居室。", "用户上个月从万科城搬出去了。"),
    # the month May is no modal; a mutual verb with the other side first; a leaving the employer did
    ("The user works at Google.", "I left Google in May."),
    ("The user is dating Claire.", "Claire and the user broke up."),
    ("The user works at Google.", "The user was laid off from Google last month."),
    ("用户在腾讯做后端开发。", "用户被腾讯裁员了。"),
    ("用户在健身房办了年卡。", "用户把健身房的年卡退了。"),  # 年 is the older's, not "one of several"
    # review_hyg2: a time ago, a date, "early" closing the thing: leavings, not a message or a day's departure
    ("The user works at Google.", "The user left Google a year ago."),
    ("The user works at Meta.", "The user left Meta some time ago."),
    ("The user works at Google.", "The user left Google early this year."),
    ("The user works at Google.", "The user left Google for early retirement."),
    ("The user is married to Tom.", "The user left Tom a year ago."),
])
def test_the_older_thing_left_is_over(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old), mem(new, days=30))
    assert v.rule == "value_left", f"{v.rule}: {v.reason}"
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.temporal, "b"), v.reason


@pytest.mark.parametrize(("old", "new"), [
    ("The user works at Google with Anna.", "The user broke up with Anna."),
    ("用户在腾讯和阿里都有兼职。", "用户从腾讯离职了。"),  # the older names 阿里 too
    # one of several left, or the tie goes on or came back
    ("The user has two checking accounts at Chase.", "The user closed one of the Chase accounts."),
    ("The user's bank is Chase.", "The user closed the Chase account and opened another Chase account."),
    ("The user works at Google.", "The user quit Google and rejoined two weeks later."),
    ("The user works at Google.", "The user quit Google on paper but still consults for Google."),
    ("用户在招商银行有两张卡。", "用户注销了其中一张招商银行的卡。"),
    ("用户在腾讯做后端开发。", "用户从腾讯离职了，不过现在还在腾讯做外包。"),
])
def test_one_of_several_things_left_is_a_possible_update(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old), mem(new, days=14))
    assert v.rule == "value_left", f"{v.rule}: {v.reason}"
    assert (v.relation, v.keep, v.possibly_updated) == (Relation.unrelated, "both", True), v.reason


@pytest.mark.parametrize(("old", "new"), [
    ("The user lives in Berlin.", "The user left Berlin for a week-long trip to Rome."),  # a trip
    ("The user is married to Tom.", "The user left Tom a voicemail."),  # a message left for him
    ("The user drives a Tesla.", "The user left the Tesla at the garage."),  # parked, not sold
    ("The user is married to Tom.", "The user left Tom at home."),
    ("The user's bank is Chase.", "The user wants to close the Chase account."),  # wished
    ("The user's bank is Chase.", "The user never closed the Chase account."),  # negated
    ("The user's bank is Chase.", "The user's sister closed her Chase account."),  # someone else
    ("The user drives a Ford Focus.", "The user sold the old lawnmower last month."),  # another thing
    ("The user doesn't bank with Chase.", "The user closed the Chase account."),  # the older negated
    ("用户在腾讯做后端开发。", "用户打算从腾讯离职。"),  # planned
    ("用户在腾讯做后端开发。", "用户的同事从腾讯离职了。"),  # a colleague
    ("用户住在北京。", "用户去上海出差，暂时退了北京的房子。"),  # away for a while
    # 原来 is no thing (c17)
    ("用户把原来的手机回收了，小米13昨天到货。", "用户把原来的工资卡注销了，新卡是华夏银行的。"),
    # the older's word only qualifies another thing the verb takes: a part, a product, shares, a card
    ("The user banks at Chase.", "The user closed the Chase credit card."),
    ("The user works at Apple.", "The user cancelled Apple Music."),
    ("The user works at Apple.", "The user cancelled the Apple Music subscription."),
    ("The user works at Google.", "The user dropped Google Drive and uses Dropbox now."),
    ("The user works at Google.", "The user quit Google Chrome and uses Firefox now."),
    ("The user works at Google.", "The user left the Maps team at Google."),
    ("The user works at Google.", "The user left the Google Maps team but is still at Google."),
    ("The user drives a Tesla.", "The user sold his Tesla shares last week."),
    ("The user has a gym membership at Planet Fitness.",
     "The user cancelled the Planet Fitness personal trainer sessions."),
    ("The user plays guitar in a band called The Rovers.", "The user quit drinking after a Rovers gig."),
    # "left" as a direction, a remainder or a departure
    ("The user's bank is Chase.", "The user turned left at Chase on the way home."),
    ("The user's bank is Chase.", "The user left the car at Chase while running errands."),
    ("The user's bank is Chase.", "The user has two days left before the Chase bill is due."),
    ("The user works at Google.", "The user left Google headquarters at 6pm today."),
    ("The user lives in Boston.", "The user left Boston on Friday to visit family."),
    ("The user lives in Boston.", "The user left Boston on a flight to Denver this morning."),
    # the older does it too: more of the same selling
    ("The user sells Ford cars at a dealership.", "The user sold three Ford trucks this week."),
    # someone else is the verb's subject
    ("The user works at Google.", "The user congratulated Tom, who just left Google."),
    ("The user's bank is Chase.", "The user watched Tom as he closed the Chase account."),
    ("The user works at Google.", "The user wrote a blog post about why engineers quit Google."),
    ("用户在腾讯做后端开发。", "用户听说张三从腾讯离职了。"),
    ("用户在腾讯做后端开发。", "用户招了一个刚从腾讯离职的工程师。"),
    ("用户在腾讯做后端开发。", "用户面试了三个从腾讯离职的人。"),
    ("用户在腾讯做后端开发。", "用户写了一篇文章讲为什么大家从腾讯离职。"),
    # 退了 / 卖了 / 注销 / 停用 / 搬出 another thing: a card, a product, shares, goods, a cabinet, a spot
    ("用户在腾讯做后端开发。", "用户退了腾讯的健身卡。"),
    ("用户在腾讯做后端开发。", "用户退出了腾讯的读书会。"),
    ("用户在腾讯做后端开发。", "用户退订了腾讯视频会员。"),
    ("用户在腾讯做后端开发。", "用户注销了腾讯视频的账号。"),
    ("用户在腾讯做后端开发。", "用户卖掉了手里的腾讯股票。"),
    ("用户在腾讯做后端开发。", "用户退掉了腾讯附近租的房子。"),
    ("用户在宜家上班。", "用户在宜家卖了一个旧沙发。"),
    ("用户在宜家上班。", "用户退了在宜家买的柜子。"),
    ("用户住在万科城。", "用户从万科城搬出了一个柜子。"),
    ("用户住在万科城。", "用户从万科城搬出去一周，去外地出差。"),
    ("用户住在万科城。", "用户把万科城的车位退租了。"),
    ("用户住在北京。", "用户从北京搬出去，去上海出差了。"),
    ("用户在招商银行开了工资卡。", "用户注销了招商银行的信用卡。"),
    ("用户的银行是招商银行。", "用户在招商银行销户了一个定期账户。"),
    ("用户养了一只叫豆豆的猫。", "用户把豆豆的猫粮停用了。"),
    ("用户在用微信支付。", "用户停用了微信的免密支付。"),
    ("用户用的是华为手机。", "用户停用了华为云空间。"),
    ("用户用的是华为手机。", "用户卖掉了旧的华为平板。"),
    ("用户在4S店卖丰田车。", "用户这个月卖了五辆丰田车。"),
    ("用户在京东买了一台冰箱。", "用户在京东退了货。"),
    ("用户常去星巴克。", "用户退了星巴克的会员卡。"),
    ("用户在北京大学读研。", "用户从北京大学的合唱团退出了。"),
    ("用户在北京大学读研。", "用户退了北京大学附近的房子，搬进了宿舍。"),
])
def test_no_whole_leaving_of_the_older_thing(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old), mem(new, days=30))
    assert v.rule != "value_left", v.reason
    assert not (v.relation == Relation.conflict and v.keep == "b" and "left" in v.reason), v.reason


@pytest.mark.parametrize(("old", "new"), [
    # not this rule's leaving (a later rule may still judge the pair): a sub-part, someone else's leaving
    ("The user works at Google.", "The user quit the Google chess club."),
    ("The user works at Google.", "The user quit the chess club at Google."),
    ("The user works at Google.", "The user left the office at Google early today."),
    ("The user works at Google.", "The user quit the Google interview process."),
    ("The user works at Google.", "The user interviewed three people who quit Google."),
    ("The user works at Google.", "The user heard that Tom quit Google."),
])
def test_another_thing_or_someone_else_left_is_not_the_older_left(e5: E5Embedder, old: str, new: str) -> None:
    assert verdict(e5, mem(old), mem(new, days=30)).rule != "value_left"


def test_a_leaving_restates_nothing(e5: E5Embedder) -> None:
    # the paraphrase rule read the cancellation as the subscription restated in more detail (a duplicate: merged)
    v = verdict(e5, mem("The user has a Netflix subscription."), mem("The user cancelled his Netflix subscription.",
                                                                      days=30))
    assert v.relation != Relation.duplicate, v.reason
    assert (v.rule, v.keep) == ("value_left", "b"), v.reason
