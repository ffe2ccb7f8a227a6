"""review/consolidate.py's pure parts: how occurrences are counted, the offline common statement, the most central
episode, and what an LLM abstraction must be to be used (the end-to-end paths are in
tests/contract/test_contract_consolidation.py)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np
import pytest

from hindsight.llm.structured import Malformed
from hindsight.model import Event, EventType, Memory, Provenance
from hindsight.review import consolidate as cons

T = datetime(2025, 1, 1, tzinfo=UTC)


def mem(content: str, mid: str = "m", days: int = 0) -> Memory:
    at = T + timedelta(days=days)
    return Memory(id=mid, bank="b", kind="episodic", content=content, importance=0.5, confidence=0.9,
                  status="active", created_at=at, updated_at=at, observed_at=at,
                  provenance=Provenance(source="user", recorded_at=at))


def ev(etype: EventType, **data: Any) -> Event:
    return Event(seq=1, memory_id="m", bank="b", at=T, type=etype, actor="x", data=data)


def test_occurrences_count_write_repeats_and_merged_duplicates() -> None:
    assert cons.occurrences([ev(EventType.created)]) == 1
    repeats = [ev(EventType.confirmed, content="again"), ev(EventType.confirmed, content="again"),
               ev(EventType.merged, absorbed="m2")]
    assert cons.occurrences([ev(EventType.created), *repeats]) == 4
    # a confirmation without a repeated text (e.g. a person's) and this memory merged elsewhere are no repeats
    assert cons.occurrences([ev(EventType.confirmed), ev(EventType.merged, into="m3")]) == 1
    assert cons.already_consolidated(mem("x"), [ev(EventType.merged, into="m3")])
    assert not cons.already_consolidated(mem("x"), [ev(EventType.merged, absorbed="m2")])


@pytest.mark.parametrize(("center", "others", "expected"), [
    ("On Monday the user had lunch at Sushi Zen",
     ["On Wednesday the user had lunch at Sushi Zen", "On Friday the user had lunch at Sushi Zen"],
     "The user had lunch at Sushi Zen."),
    ("The user had lunch at Sushi Zen on Monday",
     ["The user had lunch at Sushi Zen on Tuesday", "The user had lunch at Sushi Zen on Friday"],
     "The user had lunch at Sushi Zen."),
    # too little in common: the central episode whole
    ("The user ate ramen at Ichiran with Tom", ["Dinner with Anna at a ramen bar", "Ichiran again, tonkotsu"],
     "The user ate ramen at Ichiran with Tom"),
    # Chinese: the words the others do not share go, wherever they sit; a clause that loses its last content word
    # goes whole (no "点了" left dangling)
    ("用户周一在寿司店吃了午饭", ["用户周三在寿司店吃了午饭"], "用户在寿司店吃了午饭。"),
    ("周五晚上用户又去了樱花寿司吃饭，点了三文鱼。",
     ["周二晚上用户又去了樱花寿司吃饭，点了鳗鱼。", "用户周日又去了樱花寿司吃饭，点了金枪鱼。"],
     "晚上用户又去了樱花寿司吃饭。"),
    ("用户喜欢喝拿铁", ["小林每天骑自行车上班"], "用户喜欢喝拿铁"),
])
def test_common_statement(center: str, others: list[str], expected: str) -> None:
    assert cons.common_statement(mem(center), [mem(o, f"o{i}") for i, o in enumerate(others)]) == expected


def test_common_statement_of_one_memory_is_its_text() -> None:
    assert cons.common_statement(mem(" The user had lunch at Sushi Zen "), []) == "The user had lunch at Sushi Zen"


def test_central_is_closest_to_the_others() -> None:
    ms = [mem("a", "a"), mem("b", "b", 1), mem("c", "c", 2)]
    vecs = {"a": np.array([1.0, 0.0]), "b": np.array([0.8, 0.6]), "c": np.array([0.6, 0.8])}
    assert cons.central(ms, vecs).id == "b"


def test_read_statement() -> None:
    words = {"lunch", "sushi", "zen"}
    assert cons.read_statement('```json\n{"statement": " The user likes  Sushi Zen "}\n```', words) == \
        "The user likes Sushi Zen"
    for bad in ('{"statement": ""}', '{"verdicts": []}', "[1]", "nope", '{"statement": "Paris is in France"}',
                '{"statement": "' + "sushi " * 100 + '"}'):
        with pytest.raises(Malformed):
            cons.read_statement(bad, words)
