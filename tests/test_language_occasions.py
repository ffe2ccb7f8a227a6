"""language/occasions: a negation that holds only on an occasion the older never named is a partial restriction."""

from __future__ import annotations

import pytest

from hindsight.language.occasions import occasions, restricted


@pytest.mark.parametrize(("content", "keys"), [
    ("The user no longer plays squash on weekday evenings.", {"weekday", "evening"}),
    ("The user doesn't drink tea after 4 pm.", {"4pm"}),
    ("Skips dessert at dinner and on Fridays.", {"dinner", "friday"}),
    ("Never checks email at night or in bed.", {"night", "bed"}),
    ("No longer uses the laptop for work.", {"work"}),
    ("The user hasn't had tea since Monday.", set()),  # dates the change, restricts nothing
    ("Last weekend the user didn't cook.", set()),
    ("用户最近工作日晚上不打乒乓球了", {"工作日", "晚上"}),
    ("用户下午四点以后不喝茶", {"下午", "四点后"}),
    ("用户夜里不看手机了", {"晚上"}),  # one occasion, two wordings
    ("用户从上周末起不坐公交了", set()),
    ("用户昨天晚上没吃饭", set()),
    ("用户周一开始不喝酒了", set()),
    ("用户不再每周三次去健身房了", set()),  # 周三次: three times a week, no Wednesday
    ("The user no longer skates during the week or before bed.", {"weekday", "bed"}),
    ("When cycling, the user no longer wears earbuds on rainy days.", {"while cycling", "rainy"}),
    ("用户下班后不喝奶茶了，下雨天也不出门", {"下班后"}),  # 也: even then, a whole negation
    ("用户开车的时候不打电话", {"开车的时候"}),
    ("用户结婚的时候就不开车了", set()),  # ……的时候就: one time, already
    # dates, not occasions
    ("The user hasn't played chess since Saturday night.", set()),
    ("The user stopped eating cake two weekends ago.", set()),
    ("The user quit smoking at 3 pm yesterday.", set()),
    ("The user quit smoking on the morning of his birthday.", set()),
    ("用户上个周末以后就没再喝酒", set()),
    ("用户上周六晚上以后就不喝啤酒了", set()),
    # an occasion that modifies a noun, or a meal that is what is eaten
    ("The user quit the weekend job and no longer takes afternoon naps.", set()),
    ("用户不吃早饭了", set()),
    # numbers that are no clock time: an amount (喝一点: a little), a duration
    ("用户工作日戒了啤酒，只在周末喝一点", {"工作日", "周末"}),
    ("Transcripts are deleted after 90 days and never shared.", set()),
    ("The user stopped having coffee after 2 cups.", set()),
    ("The user gave up soda over the holidays.", set()),  # over the holidays: when the change came
])
def test_occasions(content: str, keys: set[str]) -> None:
    assert occasions(content) == keys


@pytest.mark.parametrize(("older", "newer", "occasion"), [
    ("The user drinks green tea every day.", "The user now doesn't drink green tea after 4 pm.", "4pm"),
    ("The user plays squash on Saturdays.", "The user no longer plays squash on weekday evenings.", "evening"),
    ("The user eats chocolate.", "Since the dentist visit, the user never eats chocolate in bed.", "bed"),
    ("用户每天喝茶", "用户最近下午四点以后不喝茶了，怕失眠", "下午"),
    ("用户周末打乒乓球", "用户最近工作日晚上不打乒乓球了", "工作日"),
    ("用户爱吃甜食", "用户最近早饭不吃甜食了", "早饭"),
    ("The user rides the tram.", "On weekdays, the user no longer rides the tram.", "weekday"),  # a front clause
    ("用户抽烟", "每逢周五，用户就不抽烟了", "周五"),
    ("用户饭后散步", "用户晚饭后不散步了", "晚饭"),  # after dinner is narrower than after every meal
    ("用户听播客", "用户开车的时候不听播客了", "开车的时候"),
])
def test_a_restriction_the_older_never_named(older: str, newer: str, occasion: str) -> None:
    assert restricted(older, newer) == occasion


@pytest.mark.parametrize(("older", "newer"), [
    # the older names the occasion: the newer ends what it said
    ("The user swims on Thursdays.", "The user no longer swims on Thursdays."),
    ("用户晚上去跑步", "用户最近晚上不跑步了，改成早上跑"),
    ("用户夜里刷手机", "用户晚上不刷手机了"),  # 夜里 and 晚上: one occasion
    # a negation with no occasion, or one that dates the change
    ("The user drinks green tea every day.", "The user doesn't drink green tea any more."),
    ("The user drinks green tea every day.", "The user hasn't had green tea since Monday."),
    ("用户每天坐公交上班", "用户从上周末起不坐公交了"),
    # the occasion sits in a negation about something else
    ("The user lives in Leeds.", "The user moved to York and no longer cooks on weekdays."),
    # a whole negation said with emphasis
    ("The user eats sweets.", "The user no longer eats sweets, not even at night."),
    ("The user eats sweets.", "The user doesn't eat sweets at all now, on weekends or otherwise."),
    ("用户喝奶茶", "用户晚上也不喝奶茶了"),
    ("The user drinks beer.", "The user no longer drinks beer on weekends or weekdays."),  # every time: whole
    ("The user drinks beer.", "The user quit drinking beer when starting the new job."),  # a one-off change
    # the occasion belongs to another conjunct or clause
    ("The user plays basketball.", "The user now swims on weekends and no longer plays basketball."),
    ("用户打篮球", "用户周末改去游泳，不打篮球了"),
    ("用户晚饭后散步", "用户不再饭后散步了"),
    # no negation at all
    ("The user drinks green tea every day.", "The user drinks green tea after 4 pm now."),
])
def test_no_restriction(older: str, newer: str) -> None:
    assert restricted(older, newer) is None


@pytest.mark.parametrize(("older", "newer", "occasion"), [
    # an ending told as a verb restricts the same way
    ("The user reads the news on the tablet every morning.", "The user recently stopped reading the news on the "
                                                             "tablet in bed at night.", "bed"),
    ("The user watches YouTube with the kids on Saturdays.", "The user has quit watching YouTube alone late at "
                                                             "night.", "night"),
    ("用户每天喝啤酒", "用户最近工作日戒了啤酒，只在周末喝一点", "工作日"),  # 啤酒 inside 喝啤酒
])
def test_an_ending_verb_restricted_to_an_occasion(older: str, newer: str, occasion: str) -> None:
    assert restricted(older, newer) == occasion


@pytest.mark.parametrize(("older", "newer"), [
    ("The user works at the bakery.", "The user quit the bakery on Friday."),  # one Friday dates the ending
    ("The user goes to choir practice.", "The user didn't go to choir practice on Tuesday."),
])
def test_one_day_dates_the_change(older: str, newer: str) -> None:
    assert restricted(older, newer) is None
