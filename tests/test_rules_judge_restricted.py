"""A newer whose negation holds only on an occasion the older never named retires nothing (judge/conflicts.restricted,
rule ``occasion_restricted``): both kept, linked as possibly updated. Real e5 similarities."""

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
