"""Contract: the relevance floor on every backend — ``min_score`` on search and context, ``below_floor`` when
nothing clears it, the match and the floor in ``explain``, and experience lessons kept out of a context block
whose question is not about their task."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight import Hindsight, InvalidInput
from hindsight.embedder.e5 import E5_CALIBRATION

T0 = datetime(2025, 3, 1, tzinfo=UTC)
NOW = T0 + timedelta(days=10)
FACTS = [
    "The user prefers pytest over unittest",
    "The production cluster runs Kubernetes 1.29",
    "The user might be a vegetarian",
    "The user is allergic to peanuts",
    "用户养了一只叫豆豆的柯基犬",
]
LESSON = ("When calling the github.create_issue tool: it failed with 422 (cause: the title was missing). "
          "Do this: always pass a title")


@pytest.fixture
def filled(hs: Hindsight) -> Hindsight:
    hs.write_many([{"content": c, "observed_at": T0 + timedelta(days=i)} for i, c in enumerate(FACTS)],
                  now=T0 + timedelta(days=6))
    hs.write(LESSON, kind="experience", source="agent", observed_at=T0,
             metadata={"tool_name": "github.create_issue", "environment": "github"}, now=T0 + timedelta(days=6))
    return hs


def test_default_floor_is_the_embedders_and_keeps_answers(filled: Hindsight) -> None:
    res = filled.search("Kubernetes version of the cluster", now=NOW, explain=True)
    assert res.min_score == E5_CALIBRATION.min_match > 0 and not res.below_floor
    top = res.results[0]
    assert top.content == "The production cluster runs Kubernetes 1.29"
    assert top.explain is not None and top.explain.min_score == res.min_score
    assert top.explain.match is not None and top.explain.match >= res.min_score
    assert top.explain.similarity is not None
    assert top.explain.match == pytest.approx(E5_CALIBRATION.normalise(top.explain.similarity), abs=2e-4)


def test_nothing_clears_the_floor_is_flagged(filled: Hindsight) -> None:
    res = filled.search("Who won the 1998 football world cup?", now=NOW)
    assert res.below_floor and res.results == []
    unfloored = filled.search("Who won the 1998 football world cup?", now=NOW, min_score=0, explain=True)
    assert not unfloored.below_floor and unfloored.results and unfloored.min_score == 0
    assert all(h.explain is not None and (h.explain.match or 0) < res.min_score for h in unfloored.results)


def test_explicit_floor_leaves_out_weaker_hits(filled: Hindsight) -> None:
    loose = filled.search("用户的狗叫什么名字", now=NOW, top_k=10, min_score=0, explain=True)
    matches = [h.explain.match for h in loose.results if h.explain is not None and h.explain.match is not None]
    cut = sorted(matches)[len(matches) // 2]
    strict = filled.search("用户的狗叫什么名字", now=NOW, top_k=10, min_score=cut, explain=True)
    assert strict.min_score == cut and 0 < len(strict.results) < len(loose.results)
    assert all(h.explain is not None and (h.explain.match or 0) >= cut for h in strict.results)
    assert strict.results[0].content == "用户养了一只叫豆豆的柯基犬"


def test_bm25_fusion_has_no_match_and_is_not_floored(filled: Hindsight) -> None:
    res = filled.search("Kubernetes", now=NOW, fusion="bm25", min_score=1.0)
    assert [h.content for h in res.results] == ["The production cluster runs Kubernetes 1.29"]
    assert not res.below_floor


def test_min_score_is_checked(filled: Hindsight) -> None:
    with pytest.raises(InvalidInput):
        filled.search("Kubernetes", min_score=1.5)
    with pytest.raises(InvalidInput):
        filled.context("s1", "Kubernetes", min_score=-0.1)


def test_context_keeps_tool_lessons_to_task_questions(filled: Hindsight) -> None:
    food = filled.context("s1", "What should I avoid eating?", now=NOW, min_score=0)
    assert all("github" not in p.text for p in food.parts)
    assert any("vegetarian" in p.text or "peanuts" in p.text for p in food.parts)
    task = filled.context("s1", "how do I open an issue on GitHub?", now=NOW)
    assert any("github.create_issue" in p.text for p in task.parts)


def test_context_floor_and_flag(filled: Hindsight) -> None:
    off = filled.context("s1", "Who won the 1998 football world cup?", now=NOW)
    assert off.below_floor and off.min_score == E5_CALIBRATION.min_match
    assert [p for p in off.parts if p.layer == "long_term"] == []
    on = filled.context("s1", "Who won the 1998 football world cup?", now=NOW, min_score=0)
    assert not on.below_floor and on.min_score == 0
