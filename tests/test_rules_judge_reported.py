"""Whose fact, and which thing, for the rules judge (issue #15, development corpus 9): a relative who reports a
fact about the user is not the fact's subject ("The user's brother says the user turned up in a Skoda"), a note
with no subject that states a name names the user ("Goes by Ngozi in the family group"), the user reporting on
themself ("用户说自己…") shares no predicate with another such report, and a new thing of a slot that is not the
older memory's thing ("got a new bike, a Trek" after "the user's car is a Volvo") is a second item. Each with the
harm next to it that must stay away, with the real e5 similarities.
"""

from __future__ import annotations

import pytest

from hindsight.embedder.e5 import E5Embedder
from hindsight.judge.items import new_other_item
from hindsight.language import names, text
from hindsight.language.people import people, unreported
from hindsight.model import Relation
from test_rules_judge import mem, verdict

# 1. the reporter is not the subject


@pytest.mark.parametrize(("content", "clause"), [
    ("The user's brother says the user turned up in a Skoda Octavia.", "the user turned up in a Skoda Octavia."),
    ("The user's partner says the household has gone low-FODMAP.", "the household has gone low-FODMAP."),
    ("用户老婆说用户现在都是私家车去单位。", "用户现在都是私家车去单位。"),
    ("用户说自己大学起就吃素了。", "用户大学起就吃素了。"),
])
def test_the_reported_clause(content: str, clause: str) -> None:
    assert unreported(content) == clause


@pytest.mark.parametrize(("content", "who"), [
    ("The user's brother says the user turned up in a Skoda Octavia.", set()),
    ("用户儿子说用户现在用OPPO Find X6。", set()),
    ("The user's wife says she has moved to a job at the bank.", {"wife"}),  # her own fact
    ("他说自己换了工作。", set()),
])
def test_a_reporter_is_nobody_the_fact_is_about(content: str, who: set[str]) -> None:
    assert people(content, text.content_tokens(content)) == who


def test_a_relatives_report_about_the_user_updates_the_users_fact(e5: E5Embedder) -> None:
    v = verdict(e5, mem("用户上班通勤靠公交。"), mem("用户老婆说用户现在都是私家车去单位。", days=20))
    assert v.rule != "other_person", v.reason
    # the relative's own fact stays the relative's
    v = verdict(e5, mem("The user works at the bakery on Queen Street."),
                mem("The user's wife says she has moved to a job at the bank.", days=20))
    assert v.relation == Relation.unrelated, v.reason


# 2. a note with no subject that states a name


@pytest.mark.parametrize(("content", "found"), [
    ("Goes by Ngozi in the family group.", {"Ngozi"}),
    ("Signed the onboarding form as Tomasz.", {"Tomasz"}),
    ("Introduced themselves as Adaeze on the first call.", {"Adaeze"}),
    ("Name on the household account: Lukas.", {"Lukas"}),
    ("注册表上填的名字是司马云。", {"司马云"}),  # jieba splits 司马云: the frame says it is a name
    ("第一次通话时自我介绍叫欧阳敏。", {"欧阳敏"}),
    ("家庭账户上的名字：甘露。", {"甘露"}),
    ("Goes by bus to work.", set()),
    ("猫的名字是咪咪。", set()),  # the cat's
    ("妹妹的名字是王芳。", set()),  # the sister's
    ("用户妹妹的名字是王芳。", set()),
])
def test_a_subjectless_name_statement_names_the_user(content: str, found: set[str]) -> None:
    assert names.names_in(content) == found


def test_a_fact_by_the_users_name_is_not_someone_elses(e5: E5Embedder) -> None:
    named = frozenset(names.names_in("Signed the onboarding form as Tomasz."))
    v = verdict(e5, mem("The user lives in Redland."), mem("Tomasz lives in Clifton now.", days=15), named)
    assert v.rule != "different_subjects", v.reason
    assert v.relation == Relation.conflict and v.keep == "b", v.reason


# 3. the user reporting on themself


def test_two_self_reports_share_no_predicate(e5: E5Embedder) -> None:
    for old in ("用户说自己一直没考驾照，都是坐地铁。", "用户说自己大学起就吃素了。"):
        v = verdict(e5, mem(old), mem("用户说自己2019年以后就没坐过飞机。", days=3))
        assert v.relation == Relation.unrelated, v.reason


# 4. a new thing that is not the older one's thing


@pytest.mark.parametrize(("old", "new"), [
    ("User's car is a Volvo.", "User got a new bike, a Trek."),
    ("The user's car is a Volvo.", "The user bought a new bike, a Trek."),
    ("The user's phone is a Pixel 7.", "The user got a new laptop, a Framework."),
])
def test_a_new_other_thing_is_a_second_item(e5: E5Embedder, old: str, new: str) -> None:
    assert new_other_item(old, new, "vehicle" if "car" in old else "device") is not None
    v = verdict(e5, mem(old), mem(new, days=10))
    assert (v.relation, v.rule) == (Relation.unrelated, "different_items"), v.reason


@pytest.mark.parametrize(("old", "new"), [
    ("The user's car is a Volvo.", "The user bought a new car, a Tesla."),  # the same thing, a new one
    ("The user's car is a Kia Niro.", "The user traded in the car for a Skoda Octavia."),
    ("The user's flat is in Clifton.", "The user moved into a new apartment in Easton."),  # a move announced
])
def test_a_new_one_of_the_same_thing_still_replaces_it(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old), mem(new, days=10))
    assert (v.relation, v.keep) == (Relation.conflict, "b"), v.reason
