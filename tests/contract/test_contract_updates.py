"""Contract (#15, general mechanisms): updates and conflicts no slot lexicon lists, on every backend.

Two systems whose records carry their own headings ("CRM: …" / "Billing: …") and disagree are both kept and flagged
(an import and a tool within a day too), as are two sources giving one record key two values within the hour, but not
one date in two notations, one height in two units or a key that holds several values; a restatement in the other
language, the name in pinyin, is linked, not superseded; a measured thing said to move to a new number, an activity
said to have ended and a promotion replace the older statement, and search answers with the newer; a state said to be
reached later links the older to the newer (a Chinese morpheme in common counts, 已婚 → 离婚了); a record key of a one-
value slot given another value weeks later replaces the older, two appointments under one key do not; a thing the
user says they left (closed the Chase account, 从腾讯离职) is over, and a cancellation is never merged into what it
cancels; a supposition
replaces nothing; a move stated in the other language is judged though a translation sits below the one-language
candidate threshold.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight import Hindsight, Status

T0 = datetime(2025, 1, 1, 9, tzinfo=UTC)


Source = tuple[str, str | None]


def _two_sources_reviewed(hs: Hindsight, older: str, newer: str, src_a: Source, src_b: Source,
                          minutes: int) -> list[tuple[str, Status, list[str]]]:
    """Write ``older`` and ``newer`` from two sources ``minutes`` apart, review, and read both back."""
    a = hs.write(older, source=src_a[0], source_id=src_a[1], observed_at=T0)
    b = hs.write(newer, source=src_b[0], source_id=src_b[1], observed_at=T0 + timedelta(minutes=minutes))
    hs.review(now=T0 + timedelta(hours=1))
    return [(m.content, m.status, list(m.tags)) for m in (hs.get(a.id), hs.get(b.id))]


@pytest.mark.parametrize(("older", "newer", "src_a", "src_b"), [
    ("CRM: the user lives in Austin.", "Billing: the user lives in Seattle.", ("tool", "crm"), ("tool", "billing")),
    ("客户系统：用户住在武汉。", "账单系统：用户住在长沙。", ("tool", "crm"), ("tool", "billing")),
    ("The user lives in Denver.", "CRM: the user lives in Phoenix.", ("import", None), ("tool", "crm")),
    # two witnesses within the hour (judge/witnesses.py): one record key, two values
    ("Vehicle: 2016 Honda Civic", "Vehicle: 2018 Mazda 3", ("import", None), ("tool", "dmv")),
    ("出生日期：1990年3月4日", "出生日期：1991年7月15日", ("tool", "crm"), ("tool", "hr")),
])
def test_two_systems_records_that_disagree_are_both_kept_and_flagged(
        hs: Hindsight, older: str, newer: str, src_a: Source, src_b: Source) -> None:
    for content, status, tags in _two_sources_reviewed(hs, older, newer, src_a, src_b, minutes=3):
        assert status == Status.active and "source-conflict" in tags, (content, tags)


@pytest.mark.parametrize(("older", "newer", "src_a", "src_b"), [
    ("Birthday: 1990-03-04", "Birthday: 04/03/1990", ("import", None), ("tool", "crm")),  # one date, two notations
    ("Pet: cat", "Pet: dog", ("import", None), ("tool", "vet")),  # a key that may hold several values
    # one measure in two units (language/measures.py)
    ("Height: 175 cm", "Height: 5'9\"", ("tool", "health"), ("tool", "clinic")),
    ("身高：一米八", "身高：180厘米", ("tool", "health"), ("tool", "clinic")),
])
def test_one_value_in_two_notations_or_two_values_that_both_hold_are_not_flagged(
        hs: Hindsight, older: str, newer: str, src_a: Source, src_b: Source) -> None:
    for content, status, tags in _two_sources_reviewed(hs, older, newer, src_a, src_b, minutes=20):
        assert status == Status.active and "source-conflict" not in tags, (content, tags)


@pytest.mark.parametrize(("older", "newer"), [
    ("The user lives in Chengdu.", "用户住在成都。"),
    ("用户住在上海。", "The user lives in Shanghai."),
])
def test_a_restatement_in_the_other_language_is_linked_not_superseded(hs: Hindsight, older: str, newer: str) -> None:
    a = hs.write(older, observed_at=T0)
    b = hs.write(newer, observed_at=T0 + timedelta(days=14))
    report = hs.review(now=T0 + timedelta(days=14, hours=1))
    assert report.disputed == report.superseded == report.falsified == []
    assert hs.get(a.id).status == hs.get(b.id).status == Status.active


@pytest.mark.parametrize(("older", "newer", "question"), [
    ("The user's rent is $1,800 a month.", "The user's rent went up to $1,950 a month.",
     "How much is the user's rent?"),
    ("用户每月房租3000元。", "用户的房租涨到每月3500元了。", "用户现在房租多少？"),
    ("The user smokes a pack a day.", "The user has quit smoking.", "Does the user smoke?"),
    ("用户每天抽一包烟。", "用户已经戒烟了。", "用户抽烟吗？"),
    ("The user is a junior developer.", "The user was promoted to senior developer.", "What is the user's job?"),
    # a move stated in the other language: a translation sits below a paraphrase in e5 (these pairs 0.81, under the
    # one-language threshold 0.83), so two scripts are candidates from Calibration.conflict_cross
    ("The user lives in Hangzhou.", "用户搬到南京了。", "Where does the user live?"),
    ("用户住在西安。", "The user has moved to Kunming.", "用户住在哪里？"),
    # judge/left.py: the newer says the user left the older's thing (closed the account, 从腾讯离职)
    ("The user's bank is Chase.", "The user closed the Chase account and banks at Summit Credit Union now.",
     "Which bank does the user use?"),
    ("用户在腾讯做后端开发。", "用户从腾讯离职，去了字节跳动。", "用户在哪家公司上班？"),
])
def test_a_stated_change_no_lexicon_lists_replaces_the_older(hs: Hindsight, older: str, newer: str,
                                                             question: str) -> None:
    old = hs.write(older, observed_at=T0)
    new = hs.write(newer, observed_at=T0 + timedelta(days=30))
    hs.review(now=T0 + timedelta(days=30, hours=1))
    assert hs.get(old.id).status == Status.superseded and hs.get(new.id).status == Status.active
    top = hs.search(question, top_k=3, now=T0 + timedelta(days=31)).results
    assert top and top[0].id == new.id


@pytest.mark.parametrize(("older", "newer"), [
    ("The user's home rent is $1,800 a month.", "If the rent goes up to $2,000, the user will look for a new flat."),
    ("The user drinks coffee every morning.", "The user stopped drinking coffee after 6 pm."),
    ("用户在酒店工作。", "用户已经戒酒了。"),
    # a side that only supposes replaces nothing (rule hypothetical, language/conditional.py)
    ("The user's rent is $1,500 a month.", "If the user moves, the rent would be $1,900 a month."),
    ("用户每月房租3000元。", "如果用户搬家，房租会变成4500元。"),
])
def test_a_change_that_is_not_the_olders_keeps_both(hs: Hindsight, older: str, newer: str) -> None:
    a = hs.write(older, observed_at=T0)
    b = hs.write(newer, observed_at=T0 + timedelta(days=30))
    report = hs.review(now=T0 + timedelta(days=30, hours=1))
    assert report.superseded == report.disputed == report.falsified == []
    assert hs.get(a.id).status == hs.get(b.id).status == Status.active


def test_a_close_fact_in_the_other_language_is_no_change(hs: Hindsight) -> None:
    """Two scripts below the one-language threshold need a stated change (rule ``cross_unstated``)."""
    a = hs.write("The user lives in Hangzhou.", observed_at=T0)
    b = hs.write("用户喜欢吃南京的盐水鸭。", observed_at=T0 + timedelta(days=20))
    report = hs.review(now=T0 + timedelta(days=20, hours=1))
    assert report.superseded == report.disputed == report.falsified == []
    assert hs.get(a.id).status == hs.get(b.id).status == Status.active


@pytest.mark.parametrize(("older", "newer", "question"), [
    ("The user is at piano grade 4.", "The user passed grade 5.", "What piano grade is the user at?"),
    ("用户是跆拳道蓝带。", "用户升到了跆拳道黑带。", "用户现在是跆拳道什么带？"),
    # a measure recounted later, no change stated (judge/recounted.py)
    ("The user has 2 chickens in the backyard.", "The user keeps 5 chickens in the backyard.",
     "How many chickens does the user have?"),
    ("用户的年薪是30万。", "用户涨薪后年薪是36万。", "用户年薪多少？"),
    # one Chinese morpheme in common, no word (language/morphemes.py)
    ("用户已婚。", "用户离婚了。", "用户的婚姻状况如何？"),
    # a record key no slot knows, another value later (judge/revised.py)
    ("Relationship status: single", "Relationship status: in a relationship (with Jordan)",
     "What is the user's relationship status?"),
])
def test_a_state_reached_later_is_linked(hs: Hindsight, older: str, newer: str, question: str) -> None:
    """judge/later.py and judge/recounted.py: both kept, the older linked as possibly updated by the newer, and
    both found. Search ranks the newer first only where it answers the question at least ``relevance_ratio`` as
    well as the older (search/changed.py)."""
    old = hs.write(older, observed_at=T0)
    new = hs.write(newer, observed_at=T0 + timedelta(days=30))
    report = hs.review(now=T0 + timedelta(days=30, hours=1))
    assert report.superseded == report.disputed == report.falsified == []
    kept = hs.get(old.id)
    assert kept.status == Status.active and new.id in kept.metadata.get("possibly_updated_by", [])
    top = hs.search(question, top_k=3, now=T0 + timedelta(days=31)).results
    assert {old.id, new.id} <= {h.id for h in top}


@pytest.mark.parametrize(("older", "newer", "question", "source"), [
    ("Home address: 22 Larch Lane, Burlington VT", "Home address: 410 Pine St, Apt 3, Burlington VT",
     "What is the user's home address?", ("tool", "crm")),
    ("客户系统：用户地址是朝阳区建国路88号。", "客户系统：用户地址是海淀区中关村大街1号。", "用户的地址是哪里？",
     ("tool", "crm")),
])
def test_a_record_revised_later_replaces_the_older(hs: Hindsight, older: str, newer: str, question: str,
                                                    source: Source) -> None:
    """judge/revised.py: one record key (or one attribute) of a one-value slot given another value weeks later:
    the older is superseded by the newer, and search answers with the newer."""
    old = hs.write(older, source=source[0], source_id=source[1], observed_at=T0)
    new = hs.write(newer, source=source[0], source_id=source[1], observed_at=T0 + timedelta(days=30))
    hs.review(now=T0 + timedelta(days=30, hours=1))
    assert hs.get(old.id).status == Status.superseded and hs.get(new.id).status == Status.active
    top = hs.search(question, top_k=3, now=T0 + timedelta(days=31)).results
    assert top and top[0].id == new.id


def test_two_appointments_are_not_one_record_revised(hs: Hindsight) -> None:
    """review66: events under one key are many, not one revised."""
    a = hs.write("Appointment: dentist cleaning on March 3", source="tool", source_id="calendar", observed_at=T0)
    b = hs.write("Appointment: eye exam on April 12", source="tool", source_id="calendar",
                 observed_at=T0 + timedelta(days=28))
    report = hs.review(now=T0 + timedelta(days=28, hours=1))
    assert report.superseded == report.disputed == report.falsified == []
    assert hs.get(a.id).status == hs.get(b.id).status == Status.active
    assert b.id not in hs.get(a.id).metadata.get("possibly_updated_by", [])


@pytest.mark.parametrize(("older", "newer"), [
    ("The user has a Netflix subscription.", "The user cancelled his Netflix subscription."),  # no restatement
])
def test_a_leaving_is_kept_beside_what_it_ends(hs: Hindsight, older: str, newer: str) -> None:
    """A cancellation close to what it cancels is no paraphrase: it is not merged into it (nothing lost)."""
    old = hs.write(older, observed_at=T0)
    new = hs.write(newer, observed_at=T0 + timedelta(days=30))
    hs.review(now=T0 + timedelta(days=30, hours=1))
    assert new.id != old.id and hs.get(new.id).status == Status.active
    assert hs.get(old.id).status == Status.superseded
