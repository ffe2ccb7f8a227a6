"""language/asked_person.py and search/person_answer.py: a question that asks who is answered first by a candidate
that names someone other than the user, not by one that only shares its words (issue #15.3) - and "whose", "who
knows", or a first candidate that already names someone, is left alone."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from hindsight.language import asked_person
from hindsight.search import hygiene
from hindsight.search.candidates import Item, Options

T0 = datetime(2025, 3, 1, tzinfo=UTC)


@pytest.mark.parametrize(("query", "asks"), [
    ("Who does the user report to?", True), ("Who is my boss?", True), ("With whom did the user go?", True),
    ("Do you know who fixed the boiler?", True), ("用户的领导是谁？", True), ("谁帮用户带孩子？", True),
    ("用户的牙医是哪位？", True), ("誰幫用戶帶孩子？", True),
    ("Whose car is parked outside?", False), ("Who knows what the user wants.", False), ("谁知道呢", False),
    ("Where does the user live?", False), ("用户住在哪里？", False),
    # "who" after a noun (a relative clause), the WHO
    ("How much does the user pay the cleaner who comes on Fridays?", False), ("What does the WHO recommend?", False),
])
def test_asks(query: str, asks: bool) -> None:
    assert asked_person.asks(query) is asks


Q = "Who does the user report to?"


@pytest.mark.parametrize(("content", "names"), [
    ("The user's new manager is Hana Sato.", True), ("The user sees Dr. Lindqvist for check-ups.", True),
    ("The user's kids get collected from school by a neighbour.", True), ("Pablo teaches the user Spanish.", True),
    ("Kevin's team meets at 9.", True), ("Tom works in Denver.", True), ("The user banks with Nationwide.", True),
    ("用户向刘经理汇报工作。", True), ("老周帮用户修了车。", True), ("婆婆帮用户带孩子。", True),
    ("刘洋上个月换了新工作。", True), ("The user's mum picks the kids up.", True), ("孩子由月嫂照顾。", True),
    ("用户跟爸妈住。", True), ("Mina went to the gig with her sister-in-law.", True),
    ("Yesterday Tom fixed the sink.", True), ("The user sees a physio for back pain.", True),
    # no one but the user: codes, places, times, languages, the user's own role, the user's own name
    ("The user's building door code: 7390.", False), ("User works at Canva as a product manager.", False),
    ("The user is a manager now.", False), ("Since last month the user has had a sofa.", False),
    ("Spent Tuesday evening at the YMCA pool.", False), ("The user moved to Leeds in June.", False),
    ("用户在字节跳动做产品经理。", False), ("用户小时候住在乡下。", False), ("用户的名字叫诸葛亮平。", False),
    ("用户在小区门口吃了碗小馄饨。", False), ("The user's car is a Honda Civic.", False), ("用户是一名程序员。", False),
])
def test_names(content: str, names: bool) -> None:
    assert asked_person.names(content, Q, frozenset({"诸葛亮平"})) is names


def test_a_name_inside_a_question_word_is_still_a_name() -> None:
    assert asked_person.names("Ian teaches the user piano.", "Who teaches the user piano?")  # "ian" in "piano"


def test_a_people_word_the_question_holds_names_no_one_new() -> None:
    assert not asked_person.names("The user's boss approved the leave.", "Who is the user's boss?")
    assert asked_person.names("The user's boss approved the leave.", "Who does the user report to?")


def _item(mid: str, content: str, score: float, similarity: float | None = None) -> Item:
    return Item(id=mid, content=content, source="user", observed_at=T0, score=score, similarity=similarity)


def _order(items: list[Item], query: str, **opts: bool) -> list[str]:
    return [i.id for i in hygiene.tidy(items, query, Options(**opts))]


def test_the_candidate_naming_someone_goes_first() -> None:
    items = [_item("code", "The user's building door code: 7390.", 0.5),
             _item("hana", "The user's new manager is Hana Sato.", 0.4)]
    assert _order(items, "Who does the user report to?") == ["hana", "code"]
    zh = [_item("name", "用户的名字叫诸葛亮平。", 0.5), _item("liu", "用户向刘经理汇报工作。", 0.4)]
    tidy = hygiene.tidy(zh, "用户的领导是谁？", Options(names=frozenset({"诸葛亮平"})))
    assert [i.id for i in tidy] == ["liu", "name"]


def test_left_alone() -> None:
    # the first already names someone
    first = [_item("kevin", "The user's manager is Kevin.", 0.5), _item("tom", "Tom works in Denver.", 0.4)]
    assert _order(first, "Who is my boss?") == ["kevin", "tom"]
    # far from the question in meaning
    far = [_item("code", "The user's building door code: 7390.", 0.9, similarity=0.88),
           _item("pablo", "Pablo teaches the user Spanish.", 0.5, similarity=0.80)]
    assert _order(far, "Who does the user report to?") == ["code", "pablo"]
    # "whose" asks whose thing; a question for someone held before is the older-first pass's
    items = [_item("code", "The user's building door code: 7390.", 0.5), _item("tom", "Tom's car is red.", 0.4)]
    assert _order(items, "Whose car is parked outside?") == ["code", "tom"]
    # switched off
    items = [_item("code", "The user's building door code: 7390.", 0.5),
             _item("hana", "The user's new manager is Hana Sato.", 0.4)]
    assert _order(items, "Who does the user report to?", person_answer=False) == ["code", "hana"]
