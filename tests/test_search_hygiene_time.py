"""Read-time hygiene mechanisms of issue #15 (corpus 5): time adverbials are no part of a frame, the query names
the slot, closeness in meaning lets a change stated in other words lift, another person's look-alike goes below the
user's own, a guess's nearest first-hand statement takes its place, and the keyword floor of additive fusion."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import numpy as np
import pytest

from hindsight.language import names, text, times
from hindsight.language.spans import one_span_apart, untimed
from hindsight.policy import Calibration
from hindsight.search import hygiene, scoring
from hindsight.search.hygiene import Item, Options

T0 = datetime(2025, 1, 1, tzinfo=UTC)


def _vec(cos: float) -> np.ndarray:
    return np.array([cos, (1 - cos**2) ** 0.5], dtype=np.float32)


def _item(mid: str, content: str, score: float, days: int = 0, source: str = "user", cos: float = 1.0,
          similarity: float | None = None) -> Item:
    return Item(id=mid, content=content, source=source, observed_at=T0 + timedelta(days=days), score=score,
                vec=_vec(cos), similarity=similarity)


@pytest.mark.parametrize(("content", "bare"), [
    ("These days the user's flat is in Moabit.", "the user's flat is in Moabit."),
    ("As of last week, the user runs 10 km a week.", "the user runs 10 km a week."),
    ("Since 2 April the user's weekly total has been 25 km.", "the user's weekly total has been 25 km."),
    ("目前用户的默认浏览器是夸克浏览器。", "用户的默认浏览器是夸克浏览器。"),
    ("3月3日起用户的默认浏览器是火狐。", "用户的默认浏览器是火狐。"),
    ("上周四开始用户上网用Edge。", "用户上网用Edge。"),
    ("用户现在每周学两次韩语。", "用户每周学两次韩语。"),
    ("The user renewed the passport in March.", "The user renewed the passport in March."),  # a value, not when
    # 起 "from" is a time only in a time phrase: after a date or 从/自 (从下周一起); no bare 起 (起名, 一起, 起床)
    ("用户四月起用招商银行的卡。", "用户用招商银行的卡。"),
    ("从下周一起用户在家办公。", "用户在家办公。"),
    ("自从2025年3月起用户住在杭州。", "用户住在杭州。"),
    ("用户桌上有盆仙人掌，起名叫老刘。", "用户桌上有盆仙人掌，起名叫老刘。"),
    ("用户周末和朋友一起去爬山。", "用户周末和朋友一起去爬山。"),
    ("用户每天六点起床。", "用户每天六点起床。"),
    ("用户说自己大学起就吃素了。", "用户说自己大学起就吃素了。"),  # 自己 is no 自 "since"
])
def test_untimed(content: str, bare: str) -> None:
    assert untimed(content) == bare


@pytest.mark.parametrize(("a", "b", "apart"), [
    ("The user's flat is in Moabit.", "These days the user's flat is in Wedding.", True),
    ("目前用户的默认浏览器是夸克浏览器。", "3月3日起用户的默认浏览器是火狐。", True),
    ("用户每周在盒马买菜。", "5月20日起用户每周在永辉买菜。", True),
    ("These days the user drinks oat milk.", "These days the user walks to the station.", False),
    ("用户最近在喝燕麦奶。", "用户最近走路去车站。", False),
])
def test_one_span_apart_modulo_time(a: str, b: str, apart: bool) -> None:
    assert one_span_apart(a, b) is apart


@pytest.mark.parametrize(("a", "b", "query", "same"), [
    ("用户每月话费35元。", "用户每月健身卡60元。", "用户的话费一个月多少？", False),  # two bills
    ("The user pays 35 euros for the phone.", "The user pays 60 euros for the gym.", "What is the phone bill?", False),
    ("目前用户的默认浏览器是夸克浏览器。", "3月3日起用户的默认浏览器是火狐。", "用户用什么浏览器？", True),
    ("The user lives in Berlin.", "The user lives in Munich.", "Where does the user live?", True),
])
def test_one_span_of_query(a: str, b: str, query: str, same: bool) -> None:
    x, y = _item("a", a, 0.8), _item("b", b, 0.6, days=30)
    assert hygiene.one_span_of_query(x, y, text.content_tokens(query)) is same


def test_time_words_only_change_ranks_newer_first() -> None:
    old = _item("old", "The user's flat is in Moabit.", 0.8)
    new = _item("new", "These days the user's flat is in Wedding.", 0.6, days=40, cos=0.95)
    out = hygiene.tidy([old, new], "Which neighbourhood is the user's flat in?", Options())
    assert [i.id for i in out] == ["new", "old"]
    assert old.outdated_by == "new"


def test_zh_time_words_only_change_ranks_newer_first() -> None:
    old = _item("old", "目前用户的默认浏览器是夸克浏览器。", 0.8)
    new = _item("new", "3月3日起用户的默认浏览器是火狐。", 0.66, days=30, cos=0.95)
    out = hygiene.tidy([old, new], "用户用什么浏览器？", Options())
    assert [i.id for i in out] == ["new", "old"]


def test_two_bills_are_not_one_change() -> None:
    phone = _item("phone", "用户每月话费35元。", 0.8)
    gym = _item("gym", "用户每月健身卡60元。", 0.7, days=10, cos=0.95)
    out = hygiene.tidy([phone, gym], "用户的话费一个月多少？", Options())
    assert out[0].id == "phone" and phone.outdated_by is None


@pytest.mark.parametrize(("new_sim", "lifted"), [(0.87, True), (0.80, False)])
def test_change_in_other_words_lifts_by_meaning(new_sim: float, lifted: bool) -> None:
    """Below the score ratio (the keyword arm missed "weekly mileage"), the newer lifts when it is about as close to
    the query in meaning."""
    old = _item("old", "The user runs about 32 km a week.", 0.72, similarity=0.888)
    new = _item("new", "At the moment the user's weekly mileage sits at 10 km.", 0.34, days=30, cos=0.91,
                similarity=new_sim)
    other = _item("x", "The user collects vinyl records.", 0.2, cos=0.5)
    out = hygiene.tidy([old, new, other], "How much does the user run per week?", Options())
    assert (out[0].id == "new") is lifted


def test_others_look_alike_below_the_users_own() -> None:
    cousin = _item("cousin", "The user's cousin teaches history at a secondary school.", 0.8)
    own = _item("own", "The user teaches chemistry at a secondary school.", 0.7, cos=0.95)
    out = hygiene.tidy([cousin, own], "What subject does the user teach?", Options())
    assert [i.id for i in out] == ["own", "cousin"]
    # asked about the cousin: untouched
    cousin.score, own.score = 0.8, 0.7
    out = hygiene.tidy([cousin, own], "What does the user's cousin teach?", Options())
    assert [i.id for i in out] == ["cousin", "own"]


def test_zh_others_look_alike_below_the_users_own() -> None:
    other = _item("other", "用户的表弟下周五飞扬州出差。", 0.8)
    own = _item("own", "用户下周五飞大理参加婚礼。", 0.7, cos=0.95)
    out = hygiene.tidy([other, own], "用户下周五要飞去哪里？", Options())
    assert [i.id for i in out] == ["own", "other"]


def test_guess_yields_to_its_nearest_statement() -> None:
    """No fact is cosine-close enough to count as the same subject, but the guess's nearest first-hand statement
    by a margin takes its place."""
    guess = _item("guess", "The user probably can't cook.", 0.8, source="agent")
    fact = _item("fact", "The user trained as a pastry chef in Paris.", 0.5, cos=0.80)
    far = _item("far", "The user writes letters by hand.", 0.6, cos=0.20)
    out = hygiene.tidy([guess, fact, far], "Can the user cook?", Options(slot_cosine=0.83))
    assert [i.id for i in out][:2] == ["fact", "guess"]
    assert guess.below_fact == "fact"


def test_zh_guess_yields_to_its_nearest_statement() -> None:
    guess = _item("guess", "用户可能不会做饭。", 0.8, source="agent")
    fact = _item("fact", "用户在顺德学过三年粤菜。", 0.5, cos=0.80)
    far = _item("far", "用户喜欢看自行车赛。", 0.6, cos=0.20)
    out = hygiene.tidy([guess, fact, far], "用户会做饭吗？", Options(slot_cosine=0.83))
    assert [i.id for i in out][:2] == ["fact", "guess"]
    # a nearest statement that is far from the guess is not its answer
    guess = _item("guess", "用户可能不会做饭。", 0.8, source="agent")
    fact = _item("fact", "用户在顺德学过三年粤菜。", 0.5, cos=0.5)
    far = _item("far", "用户喜欢看自行车赛。", 0.6, cos=0.20)
    out = hygiene.tidy([guess, fact, far], "用户会做饭吗？", Options(slot_cosine=0.83))
    assert out[0].id == "guess"


def test_keyword_floor_in_additive_fusion() -> None:
    """A keyword match on words in half the bank or more (idf clamped to 1e-6) is no evidence: it must not become
    1.0 by max-normalisation."""
    cal = Calibration()
    cands = {1: scoring.Candidate(1, similarity=0.85, bm25=3e-6), 2: scoring.Candidate(2, similarity=0.88)}
    scoring.additive(cands, cal, floor=0.1)
    assert cands[2].relevance > cands[1].relevance
    real = {1: scoring.Candidate(1, similarity=0.85, bm25=2.0), 2: scoring.Candidate(2, similarity=0.85, bm25=1.0)}
    scoring.additive(real, cal, floor=0.1)
    assert real[1].relevance > real[2].relevance


@pytest.mark.parametrize(("content", "found"), [
    ("Everyone calls the user Callum.", {"Callum"}),
    ("The user introduced themself as Anouk.", {"Anouk"}),
    ("Name on file: Desmond.", {"Desmond"}),
    ("大家都叫用户唐薇。", {"唐薇"}),
    ("用户说自己姓名是蒋凯。", {"蒋凯"}),
    ("The user called Henrik yesterday.", set()),  # the user calls someone: no name of the user's
    ("用户叫车去机场。", set()),
    ("用户自己叫了外卖。", set()),
])
def test_name_statements_by_others_and_forms(content: str, found: set[str]) -> None:
    assert names.names_in(content) == found


def test_a_guess_keeps_its_place_when_its_nearest_statement_does_not_answer() -> None:
    """In a small bank the nearest of a few short facts may be about anything else: it must answer the query about
    as well as the guess (score ratio, or closeness to the query in meaning) to take the guess's place."""
    guess = _item("guess", "The user might be a vegetarian.", 0.8, source="agent")
    dog = _item("dog", "The user has a corgi called Doudou.", 0.15, cos=0.80)
    far = _item("far", "The user writes letters by hand.", 0.1, cos=0.20)
    out = hygiene.tidy([guess, dog, far], "vegetarian", Options(slot_cosine=0.83))
    assert out[0].id == "guess" and guess.below_fact is None


@pytest.mark.parametrize(("content", "whose"), [
    ("上周四开始用户上网用Edge。", "user"),  # 上周四 (last Thursday) is a time, not a person
    ("从上周一开始蒋凯在医院排白班。", "user"),  # the user's own name after the time
    ("3月17日起用户工作日中午在自己带的便当吃饭。", "user"),
    ("Since last weekend the user's flat has been in Friedrichshain.", "user"),
    ("上个月起用户的表弟在杭州上班。", "other"),  # a relative after the time is still another person
    ("Since March, Nadia's son attends Hillcrest School.", "other"),
])
def test_a_time_before_the_subject_is_no_person(content: str, whose: str) -> None:
    from hindsight.language import people

    names_ = frozenset({"蒋凯", "Nadia"})
    assert (people.about_other_person(content, names_)) is (whose == "other")


def test_a_timed_change_may_score_less_than_the_plain_older() -> None:
    """A newer statement that says when it holds ("最近…") spends its words on the time: same slot (another frame,
    not the older's nearest candidate), it goes first at the meaning ratio, not only at the relevance ratio."""
    opts = Options(names=frozenset({"曹阳"}))

    def bank(old: str, new: str) -> list[Item]:
        return [_item("old", old, 0.86), _item("new", new, 0.6, days=30, cos=0.95),  # 0.6 / 0.86 = 0.70 < 0.8
                _item("rent", "用户每月房租4200元。", 0.3, days=5, cos=0.97)]  # nearer the older than the newer

    out = hygiene.tidy(bank("曹阳每周跑步大约40公里。", "最近用户的周跑量在30公里上下。"), "用户每周跑多少公里？", opts)
    assert [i.id for i in out][:2] == ["new", "old"] and out[1].outdated_by == "new"
    # without a time word the older keeps its place at that ratio
    out = hygiene.tidy(bank("曹阳每周跑步大约40公里。", "用户的周跑量在30公里上下。"), "用户每周跑多少公里？", opts)
    assert out[0].id == "old" and out[0].outdated_by is None
    # nor for two lines of a conversation: a speaker says "now" in passing
    talk = bank("Caroline: 我每周跑步大约40公里。", "Caroline: 最近我的周跑量在30公里上下。")
    out = hygiene.tidy(talk, "Caroline每周跑多少公里？", opts)
    assert out[0].id == "old" and out[0].outdated_by is None


@pytest.mark.parametrize(("query", "now"), [
    ("Who covers my vehicle these days?", True),
    ("What IDE is the user on at the moment?", True),
    ("Which bank does the user use now?", True),
    ("用户目前的车险是哪家？", True),
    ("我这阵子在哪儿运动？", True),
    ("Which company insures the user's car?", False),
    ("Where did the user live before?", False),
    ("用户在哪里剪头发？", False),
    ("用户发现在哪里？", False),  # 发现 ("found") is one word: no 现在 in it
])
def test_asks_now(query: str, now: bool) -> None:
    assert times.asks_now(query) is now


def _insurer(new_similarity: float) -> list[Item]:
    """The newer is the older's nearest candidate, but only by a hair (0.01 < meaning_lead), and says no time."""
    return [_item("old", "The user's car is insured with Admiral.", 0.8, similarity=0.85),
            _item("new", "The policy covering the user's car is with Allianz.", 0.6, days=30, cos=0.90,
                  similarity=new_similarity),
            _item("x", "The user keeps chickens in the back garden.", 0.3, days=10, cos=0.89, similarity=0.70)]


@pytest.mark.parametrize(("query", "new_similarity", "first"), [
    ("Which company insures the user's car these days?", 0.84, "new"),  # asks about the present
    ("用户的车险目前是哪家？", 0.84, "new"),
    # no time in the question nor in the newer: by meaning alone the older stays; but both name the car, a slot
    # that holds one value at a time, and give it two values: the newer first (search/present.py, issue #15 c10)
    ("Which company insures the user's car?", 0.84, "new"),
    ("Which company insures the user's car these days?", 0.78, "old"),  # the newer is further from the question
])
def test_a_question_about_the_present_lifts_the_older_ones_nearest(query: str, new_similarity: float,
                                                                   first: str) -> None:
    out = hygiene.tidy(_insurer(new_similarity), query, Options())
    assert out[0].id == first
