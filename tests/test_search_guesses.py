"""search/guesses.py: which agent claims are hedged guesses, and when a guess yields to a first-hand fact that
shares no word with it (issue #15) - and when it must not (a fact about something else, another person's fact)."""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta

import numpy as np
import pytest

from hindsight.search import guesses, hygiene
from hindsight.search.candidates import Item, Options

T0 = datetime(2025, 3, 1, tzinfo=UTC)


def _at(cos: float, side: int = 1) -> np.ndarray:
    """A unit vector whose cosine with ``[1, 0]`` is ``cos``, on one side (+1) or the other (-1) of it."""
    a = side * math.acos(cos)
    return np.array([math.cos(a), math.sin(a)], dtype=np.float32)


def _item(mid: str, content: str, score: float, vec: np.ndarray, sim: float | None = None,
          source: str = "user", days: int = 0) -> Item:
    return Item(id=mid, content=content, source=source, observed_at=T0 + timedelta(days=days), score=score, vec=vec,
                similarity=sim)


@pytest.mark.parametrize(("content", "guess"), [
    # hedges the first list did not know ("应该" alone, "I imagine", "看样子", "八成", a sentence-initial "感觉")
    ("用户应该吃肉。", True), ("用户应该经常坐飞机出差。", True), ("I imagine the user is a frequent flyer.", True),
    ("Sounds youngish, I'd wager early thirties.", True), ("My hunch: the user enjoys a good steak.", True),
    ("看样子用户无肉不欢。", True), ("用户八成是单身。", True), ("感觉用户是丁克。", True),
    # not guesses
    ("用户说自己大学起就吃素了。", False), ("The user looks after two cats.", False),
    ("The user bets on horses.", False), ("用户感觉很累。", False), ("The user is a nurse.", False),
])
def test_hedged(content: str, guess: bool) -> None:
    assert guesses.hedged(content) is guess


def test_an_unhedged_looking_guess_goes_below_the_fact() -> None:
    """'用户应该吃肉' (an agent's guess in a hedge the list did not have) below the user's '大学起就吃素'."""
    out = hygiene.tidy([_item("g", "用户应该吃肉。", 0.9, _at(1.0), 0.90, source="agent", days=5),
                        _item("f", "用户说自己大学起就吃素了。", 0.6, _at(0.936), 0.89)], "用户吃肉吗？", Options())
    assert [i.id for i in out] == ["f", "g"] and out[1].below_fact == "f"


def _lone(guess_sim: float, fact_sim: float) -> list[Item]:
    """A guess and two user facts about other things, both cosine-close to it (short sentences about one person
    are, in Chinese), neither its clear nearest."""
    return [_item("g", "用户可能在还房贷。", 0.9, _at(1.0), guess_sim, source="agent", days=5),
            _item("f1", "用户上个月买了一架二手钢琴。", 0.5, _at(0.86), fact_sim),
            _item("f2", "用户周六去食物银行做志愿者。", 0.4, _at(0.855, -1), fact_sim - 0.01)]


def test_query_check_keeps_a_guess_that_answers_better_above_facts_about_other_things() -> None:
    # this pass alone: with search/guess_answer.py on, f1 (the guess's nearest fact by a hair, and the query's
    # nearest fact) would go first
    on = Options(guess_query_check=True, guess_as_answer=False)
    out = hygiene.tidy(_lone(0.90, 0.80), "用户有房贷吗？", on)
    assert next(i.id for i in out) == "g" and out[0].below_fact is None
    # off (the default), any cosine-close fact of the user's puts the guess below it
    off = hygiene.tidy(_lone(0.90, 0.80), "用户有房贷吗？", Options())
    assert [i.id for i in off][-1] == "g" and off[-1].below_fact == "f2"
    # harm control: the facts answer the query about as well in meaning: the guess yields with the check on too
    same = hygiene.tidy(_lone(0.90, 0.89), "用户有房贷吗？", on)
    assert [i.id for i in same][-1] == "g" and same[-1].below_fact == "f2"


def test_query_check_a_guess_yields_to_its_clearly_nearest_fact_even_when_that_answers_less_well() -> None:
    """'用户可能有小孩' / '用户每天五点去托儿所接两个宝宝': the guess names the query's words, the fact does not,
    but it is the guess's nearest fact by a margin."""
    items = [_item("g", "用户可能有小孩。", 0.9, _at(1.0), 0.94, source="agent", days=5),
             _item("f", "用户每天五点去托儿所接两个宝宝。", 0.6, _at(0.938), 0.90),
             _item("o", "用户在学拉小提琴。", 0.4, _at(0.88, -1), 0.88)]
    out = hygiene.tidy(items, "用户有孩子吗？", Options(guess_query_check=True))
    assert [i.id for i in out][:2] == ["f", "g"] and out[1].below_fact == "f"


def test_another_persons_fact_does_not_bury_the_users_guess() -> None:
    items = [_item("g", "The user likely eats meat.", 0.9, _at(1.0), 0.86, source="agent", days=5),
             _item("d", "The user's daughter went vegetarian last year.", 0.6, _at(0.95), 0.88)]
    out = hygiene.tidy(items, "Does the user eat meat?", Options())
    assert [i.id for i in out] == ["g", "d"] and out[0].below_fact is None


def test_the_nearest_fact_is_found_past_other_guesses() -> None:
    """Hedged claims sit close to each other by their style: another guess nearer than the fact does not hide the
    fact that is the guess's nearest first-hand statement (cosine below the slot threshold, no word shared)."""
    items = [_item("g", "The user is probably tight on money.", 0.9, _at(1.0), source="agent", days=5),
             _item("g2", "The user probably only speaks English.", 0.3, _at(0.80), source="agent", days=6),
             _item("f", "The user sold a software firm and lives off the proceeds.", 0.5, _at(0.79, -1)),
             _item("o", "The user whistles badly but often.", 0.4, _at(0.70, -1))]
    out = hygiene.tidy(items, "Is the user well off?", Options())
    assert [i.id for i in out][:2] == ["f", "g"] and out[1].below_fact == "f"


def test_query_check_a_guess_yields_to_a_fact_that_stands_out_among_its_neighbours() -> None:
    """Two facts far above the guess's median first-hand neighbour (by :attr:`Options.guess_rise`), neither its
    nearest by a margin nor as close to the query: the guess yields; without the rise it would stay on top."""
    def items() -> list[Item]:
        return [_item("g", "用户大概没结婚。", 0.9, _at(1.0), 0.94, source="agent", days=5),
                _item("f", "用户和老公上个月过了十周年纪念日。", 0.6, _at(0.90), 0.85),
                _item("f2", "用户每周五去接孩子。", 0.5, _at(0.89, -1), 0.85),
                _item("o1", "用户在学拉小提琴。", 0.4, _at(0.80), 0.85),
                _item("o2", "用户收集各地景区的纪念徽章。", 0.3, _at(0.79, -1), 0.85),
                _item("o3", "用户两分钟内能拼好魔方。", 0.2, _at(0.78), 0.85)]
    out = hygiene.tidy(items(), "用户结婚了吗？", Options(guess_query_check=True, slot_cosine=0.85))
    assert next(i.id for i in out) != "g" and next(i for i in out if i.id == "g").below_fact == "f2"
    # this pass alone (search/guess_answer.py would put f, the guess's nearest fact, first)
    flat = hygiene.tidy(items(), "用户结婚了吗？", Options(guess_query_check=True, slot_cosine=0.85, guess_rise=1.0,
                                                        guess_as_answer=False))
    assert next(i.id for i in flat) == "g"
