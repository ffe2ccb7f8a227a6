"""A newer whose negation holds only on an occasion, or for a kind, a place or a company the older never named retires
nothing, nor does a newer that negates one event (judge/conflicts.restricted, rules ``occasion_restricted``,
``narrower_restricted``, ``event_negated``): both kept, linked as possibly updated. Real e5 similarities."""

from __future__ import annotations

import pytest

from hindsight.embedder.e5 import E5Embedder
from hindsight.model import Relation
from test_rules_judge import mem, verdict


@pytest.mark.parametrize(("older", "newer"), [
    ("The user drinks green tea every day.", "The user now doesn't drink green tea after 4 pm because of insomnia."),
    ("The user plays squash on Saturdays.", "Since the shoulder injury, the user no longer plays squash on weekday "
                                            "evenings."),
    ("The user takes the tram to the office.", "Since the strike, the user no longer takes the tram on weekends."),
    ("用户每天早上喝茶", "用户最近下午四点以后不喝茶了，怕晚上睡不着"),
    ("用户周末打乒乓球", "用户最近工作日晚上不打乒乓球了"),
    ("用户每天坐公交上班", "用户最近周末不坐公交了，改打车"),
])
def test_a_partial_restriction_is_kept_beside_the_older(e5: E5Embedder, older: str, newer: str) -> None:
    v = verdict(e5, mem(older), mem(newer, days=30))
    assert (v.rule, v.relation, v.keep, v.possibly_updated) == ("occasion_restricted", Relation.unrelated, "both",
                                                                True), v.reason


@pytest.mark.parametrize(("older", "newer"), [
    ("The user swims on Thursdays.", "The user no longer swims on Thursdays."),
    ("The user smokes ten cigarettes a day.", "The user doesn't smoke anymore."),
    ("用户晚上去跑步", "用户最近晚上不跑步了，改成早上跑"),
    ("用户每天坐公交上班", "用户最近买了车，不坐公交了"),
])
def test_a_whole_negation_still_replaces_the_older(e5: E5Embedder, older: str, newer: str) -> None:
    v = verdict(e5, mem(older), mem(newer, days=30))
    assert (v.relation, v.keep) == (Relation.conflict, "b"), (v.rule, v.reason)


@pytest.mark.parametrize(("older", "newer"), [
    ("The user plays chess.", "The user doesn't play chess with strangers online anymore."),
    ("The user takes the train.", "The user no longer takes the night train."),
    ("The user teaches math.", "The user no longer teaches math at the high school."),
    ("用户打篮球", "用户在学校不打篮球了"),
    ("用户喝可乐", "用户不再喝冰可乐了"),
])
def test_a_narrower_case_is_kept_beside_the_older(e5: E5Embedder, older: str, newer: str) -> None:
    v = verdict(e5, mem(older), mem(newer, days=30))
    assert (v.rule, v.relation, v.keep, v.possibly_updated) == ("narrower_restricted", Relation.unrelated, "both",
                                                                True), v.reason


@pytest.mark.parametrize(("older", "newer"), [
    ("The user plays the violin.", "The user no longer plays the violin."),
    ("The user works at a bank.", "The user no longer works at the bank."),
    ("The user is a member of the gym.", "The user is no longer a member of the gym."),
    ("用户在腾讯工作", "用户不在腾讯工作了"),
    ("用户养猫", "用户不养猫了"),
])
def test_the_older_ended_in_its_own_words(e5: E5Embedder, older: str, newer: str) -> None:
    v = verdict(e5, mem(older), mem(newer, days=30))
    assert (v.relation, v.keep) == (Relation.conflict, "b"), (v.rule, v.reason)


@pytest.mark.parametrize(("older", "newer"), [
    ("用户加班", "用户昨天没加班"),
    ("用户去健身房", "用户上个月没去健身房"),
    ("用户去过成都", "用户没再去过成都"),
    ("The user calls his mother on Sundays.", "The user didn't call his mother last Sunday."),
])
def test_one_event_negated_retires_no_habit(e5: E5Embedder, older: str, newer: str) -> None:
    v = verdict(e5, mem(older), mem(newer, days=30))
    assert (v.rule, v.relation, v.keep, v.possibly_updated) == ("event_negated", Relation.unrelated, "both",
                                                                True), v.reason


@pytest.mark.parametrize(("older", "newer"), [
    ("用户抽烟", "用户已经三个月没抽烟了"),
    ("用户周末去钓鱼", "自从搬到市中心，用户就没再去钓过鱼了"),
    ("用户每天喝酒", "用户从上周开始不喝酒了"),
])
def test_a_change_said_with_mei_still_replaces(e5: E5Embedder, older: str, newer: str) -> None:
    v = verdict(e5, mem(older), mem(newer, days=30))
    assert (v.relation, v.keep) == (Relation.conflict, "b"), (v.rule, v.reason)
