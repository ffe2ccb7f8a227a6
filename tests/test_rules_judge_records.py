"""A record's heading ("CRM:", 客户系统：) is read apart from its statement, and two systems' records disagree as
two sources (language/records.py, judge/conflicts.py), with the real e5 similarities."""

from __future__ import annotations

import pytest

from hindsight.embedder.e5 import E5Embedder
from hindsight.judge.conflicts import records_disagree
from hindsight.language.records import body, heading
from hindsight.model import ConflictType, Relation
from test_rules_judge import mem, verdict

MINUTES = 3 / 1440


@pytest.mark.parametrize(("content", "label", "rest"), [
    ("CRM: the user lives in Austin.", "CRM", "the user lives in Austin."),
    ("HR system: the user's employer is Stripe.", "HR system", "the user's employer is Stripe."),
    ("[Contacts] the user's phone number is 415-555-0177.", "Contacts", "the user's phone number is 415-555-0177."),
    ("Clinic record - Ana's blood type is B negative.", "Clinic record", "Ana's blood type is B negative."),
    ("客户系统：用户住在武汉。", "客户系统", "用户住在武汉。"),
    ("【通讯录】用户手机号13900139000。", "通讯录", "用户手机号13900139000。"),
    ("家庭日历：用户的儿子读五年级。", "家庭日历", "用户的儿子读五年级。"),
])
def test_a_plain_heading_before_a_statement_is_dropped(content: str, label: str, rest: str) -> None:
    assert heading(content) == label
    assert body(content) == rest


@pytest.mark.parametrize("content", [
    "Allergies: peanuts and shellfish.",  # no subject after it: the heading is the attribute
    "Work: the user's phone number is 415-555-0132.",  # a qualifier: whose number
    "Home: the user's phone number is 415-555-0177.",
    "Old address: the user lived at 12 Main St.",
    "Update: the user lives in Boston.",  # a revision
    "Correction: the user's employer is Square.",
    "更正：用户住在长沙。",
    "工作电话：用户的号码是13800138000。",
    "以前：用户住在西安。",
    "2024-03-01: the user moved to Denver.",  # a date is a time
    "Notes from the big quarterly planning meeting: the user leads the team.",  # too long to be a source's name
    "Probably: the user is a student.",  # a guess
    "Not confirmed: the user lives in Austin.",  # a negation
    "CRM:",  # nothing after it
    "The user lives in Austin: a city in Texas.",  # no heading at all
    "Ana: I live in Austin.",  # a speaker's line, not a record
    "妈妈：我在波音工作。",
])
def test_a_heading_that_says_something_stays(content: str) -> None:
    assert heading(content) is None
    assert body(content) == content


@pytest.mark.parametrize(("older", "newer"), [
    ("CRM: the user lives in Austin.", "Billing: the user lives in Seattle."),
    ("HR system: the user's employer is Stripe.", "LinkedIn: the user's employer is Square."),
    ("客户系统：用户住在武汉。", "账单系统：用户住在长沙。"),
    ("人事系统：用户的工作单位是美团。", "领英：用户的工作单位是京东。"),
])
def test_two_systems_disagreeing_under_their_headings_are_a_source_conflict(
        e5: E5Embedder, older: str, newer: str) -> None:
    a = mem(older, source="tool", source_id="one")
    b = mem(newer, source="tool", source_id="two", days=MINUTES)
    v = verdict(e5, a, b)
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.source, "both"), v.reason


@pytest.mark.parametrize(("older", "newer"), [
    ("CRM: the user lives in Austin.", "Billing: the user's home city is Austin."),
    ("CRM: the user lives in Austin.", "Billing: the user lives in Austin, Texas."),
    ("客户系统：用户住在武汉。", "账单系统：用户住在武汉市。"),
    ("Work: the user's phone number is 415-555-0132.", "Home: the user's phone number is 415-555-0177."),
    ("CRM: the user likes Python.", "Survey: the user likes Go."),
])
def test_one_fact_under_two_headings_or_two_qualified_facts_are_no_conflict(
        e5: E5Embedder, older: str, newer: str) -> None:
    a = mem(older, source="tool", source_id="one")
    b = mem(newer, source="tool", source_id="two", days=MINUTES)
    v = verdict(e5, a, b)
    assert v.relation in (Relation.duplicate, Relation.unrelated), v.reason


def test_a_user_statement_against_a_headed_tool_record_at_one_moment_goes_to_a_person(e5: E5Embedder) -> None:
    a = mem("The user's wedding anniversary is June 5.", source="user")
    b = mem("Calendar: the user's wedding anniversary is August 21.", source="tool", source_id="calendar",
            days=MINUTES)
    v = verdict(e5, a, b)
    assert (v.relation, v.type) == (Relation.undecidable, ConflictType.undecidable), v.reason


def test_an_import_and_a_tool_within_a_day_are_two_sources_later_the_newer_replaces(e5: E5Embedder) -> None:
    old = mem("The user lives in Denver.", source="import")
    soon = mem("CRM: the user lives in Phoenix.", source="tool", source_id="crm", days=MINUTES)
    v = verdict(e5, old, soon)
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.source, "both"), v.reason
    later = mem("CRM: the user lives in Phoenix.", source="tool", source_id="crm", days=3)
    v = verdict(e5, old, later)
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.temporal, "b"), v.reason


def test_records_disagree_needs_two_systems_within_a_day() -> None:
    crm = mem("x", source="tool", source_id="crm")
    assert records_disagree(crm, mem("y", source="tool", source_id="hr", days=0.5))
    assert records_disagree(crm, mem("y", source="import", days=0.5))
    assert not records_disagree(crm, mem("y", source="tool", source_id="crm", days=0.5))  # one system
    assert not records_disagree(crm, mem("y", source="tool", source_id="hr", days=2))  # more than a day
    assert not records_disagree(crm, mem("y", source="user", days=0.5))  # the user is no record
    assert not records_disagree(mem("x", source="import", source_id="old"), mem("y", source="import", source_id="new"))
    assert not records_disagree(mem("x", source="agent"), mem("y", source="tool", source_id="hr"))


@pytest.mark.parametrize(("older", "newer"), [
    ("Summer: the user lives in Maine.", "Winter: the user lives in Florida."),  # when, not which system
    ("Previously: the user lived in Austin.", "The user lives in Denver."),
    ("目标：用户每周跑步三次。", "用户每周跑步一次。"),
])
def test_the_users_own_headings_are_read_with_the_statement(e5: E5Embedder, older: str, newer: str) -> None:
    a, b = mem(older, source="user"), mem(newer, source="user", days=30)
    v = verdict(e5, a, b)
    assert not (v.relation == Relation.conflict and v.keep == "b" and v.rule in ("rival_values", "one_value_swap")), \
        v.reason
    assert v.relation != Relation.undecidable, v.reason


def test_one_systems_two_headings_are_two_attributes(e5: E5Embedder) -> None:
    a = mem("Fax: the user's number is 415-555-0199.", source="tool", source_id="crm")
    b = mem("Landline: the user's number is 415-555-0177.", source="tool", source_id="crm", days=MINUTES)
    v = verdict(e5, a, b)
    assert v.type != ConflictType.source, v.reason


def test_an_import_that_a_tool_says_changed_is_updated(e5: E5Embedder) -> None:
    old = mem("The user lives in Austin.", source="import")
    new = mem("CRM: the user moved to Denver last week.", source="tool", source_id="crm", days=0.1)
    v = verdict(e5, old, new)
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.temporal, "b"), v.reason


def test_an_import_is_no_evidence_that_a_frame_holds_one_value(e5: E5Embedder) -> None:
    v = verdict(e5, mem("The user speaks Spanish.", source="import"),
                mem("The user speaks French.", source="tool", source_id="hr", days=MINUTES))
    assert v.type != ConflictType.source, v.reason


# review60: the user in two sessions corrects themselves (an update, not two witnesses), and a user's statement
# against a system's minutes later gets no source type from the one-moment window (other rules' verdicts stand)
@pytest.mark.parametrize(("a", "b"), [
    ("I live in Seattle.", "I live in Portland."),
    ("我住在成都。", "我住在重庆。"),
])
def test_user_in_two_sessions_updates(e5: E5Embedder, a: str, b: str) -> None:
    v = verdict(e5, mem(a, source="user", source_id="s1"), mem(b, source="user", source_id="s2", days=0.02))
    assert v.rule != "two_witnesses" and v.type != ConflictType.source, v.reason


@pytest.mark.parametrize(("a", "sa", "b", "sb"), [
    ("Appointment: March 3", "user", "Appointment: 3/3", "tool:calendar"),
    ("职位：副总裁", "user", "职位：VP", "tool:hr"),
    ("Language: English", "user", "Language: Spanish", "tool:crm"),
    ("语言：英语", "user", "语言：西班牙语", "tool:crm"),
    ("Role: parent", "user", "Role: teacher", "tool:school"),
    ("City: Austin", "import", "I live in Denver.", "user"),
    ("Email: ann@gmail.com", "user", "Email: ann.lee@acme.com", "tool:hr"),
    ("邮箱：ann@qq.com", "user", "邮箱：ann@company.cn", "tool:hr"),
])
def test_no_source_type_with_the_user(e5: E5Embedder, a: str, sa: str, b: str, sb: str) -> None:
    (s1, _, i1), (s2, _, i2) = sa.partition(":"), sb.partition(":")
    v = verdict(e5, mem(a, source=s1, source_id=i1 or None), mem(b, source=s2, source_id=i2 or None, days=0.02))
    assert v.type != ConflictType.source, v.reason
