"""The relevance floor's pure parts (search/floor.py): which floor applies, the calibrated match, and when a
query names a lesson's tool. The behaviour on every backend is in tests/contract/test_contract_floor.py."""

from __future__ import annotations

import pytest

from hindsight.embedder.e5 import E5_CALIBRATION
from hindsight.policy import Calibration
from hindsight.search import floor


def test_the_request_then_the_settings_then_the_embedder_decide() -> None:
    assert floor.min_score_for(0.3, 0.2, E5_CALIBRATION) == 0.3
    assert floor.min_score_for(0.0, 0.2, E5_CALIBRATION) == 0.0  # an explicit 0 turns the floor off
    assert floor.min_score_for(None, 0.2, E5_CALIBRATION) == 0.2
    assert floor.min_score_for(None, None, E5_CALIBRATION) == E5_CALIBRATION.min_match > 0
    assert floor.min_score_for(None, None, Calibration()) == 0.0  # an embedder nobody measured: no floor


def test_match_is_the_calibrated_cosine() -> None:
    assert floor.match_of(None, E5_CALIBRATION) is None
    assert floor.match_of(0.70, E5_CALIBRATION) == 0.0  # below unrelated texts
    assert floor.match_of(0.875, E5_CALIBRATION) == pytest.approx(0.5)
    assert floor.match_of(1.0, E5_CALIBRATION) == 1.0


@pytest.mark.parametrize(("query", "name", "named"), [
    ("how do I open an issue with github.create_issue?", "github.create_issue", True),
    ("the github create issue tool keeps failing", "github.create_issue", True),
    ("why did web_search time out", "web_search", True),
    ("What should I avoid eating?", "github.create_issue", False),
    ("the env is git", "github", False),  # whole words only
    ("searching the web", "web_search", False),
    ("anything", None, False),
])
def test_a_query_names_a_tool_as_whole_words(query: str, name: str | None, named: bool) -> None:
    assert floor._mentions(query, name) is named


def test_the_floor_reads_the_greater_of_the_plain_and_the_lifted_cosine() -> None:
    assert floor.cleared_by(0.80, 0.86) == 0.86  # closer than the window to what the question asks
    assert floor.cleared_by(0.86, 0.80) == 0.86  # benign twin: the lift never lowers what the plain cosine clears
    assert floor.cleared_by(0.80, 0.80) == 0.80
    assert floor.cleared_by(None, 0.86) is None  # unmeasured stays unmeasured (never floored)
    assert floor.cleared_by(0.80, None) == 0.80
