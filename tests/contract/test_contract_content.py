"""Contract: the question's content words as a second query (search/content.py) on every backend: each hit's lift
is measured through the store's own similarities (pgvector on PostgreSQL), reported apart from the plain cosine,
and the same wherever it is stored; a question not about the user, or the lift off, measures none."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from contract.conftest import OpenHs
from hindsight import Hindsight

T0 = datetime(2025, 3, 1, tzinfo=UTC)
NOW = T0 + timedelta(days=10)
FACTS = [
    "用户的生日是三月五号",
    "组织调整后用户的周报交给孙主任审批",
    "用户养了一只叫豆豆的柯基犬",
    "The production cluster runs Kubernetes 1.29",
]


def _fill(hs: Hindsight) -> Hindsight:
    hs.write_many([{"content": c, "observed_at": T0 + timedelta(days=i)} for i, c in enumerate(FACTS)],
                  now=T0 + timedelta(days=6))
    return hs


def _explained(hs: Hindsight, query: str) -> dict[str, tuple[float | None, float | None]]:
    res = hs.search(query, now=NOW, explain=True, min_score=0, track_access=False)
    return {h.content: (h.explain.similarity, h.explain.content_lift) for h in res.results if h.explain is not None}


@pytest.mark.parametrize("query", ["用户的领导是谁？", "用戶的領導是誰？"])
def test_the_memory_closest_to_the_content_words_is_lifted_most(open_hs: OpenHs, query: str) -> None:
    # review48: the lift needs a second embedder call inside the search's deadline; a loaded CI machine must not
    # turn a late one (a search that skips the lift, by design) into a failure of what this test checks
    lifted = _explained(_fill(open_hs(search_timeout_s=60)), query)
    plain = _explained(_fill(open_hs(default_bank="content-off", search_content_weight=0, search_timeout_s=60)),
                       query)
    boss, birthday = "组织调整后用户的周报交给孙主任审批", "用户的生日是三月五号"
    assert {boss, birthday} <= lifted.keys()
    # the lift (领导: who the user reports to) favours the report chain over the birthday that shares the frame
    assert (lifted[boss][1] or 0) > (lifted[birthday][1] or 0)
    # the cosine a face reads stays the plain one; with the lift off none is measured
    for content, (similarity, lift) in lifted.items():
        assert lift is not None, content
        assert similarity == pytest.approx(plain[content][0], abs=1e-4), content
    assert all(lift is None for _, lift in plain.values())


def test_a_question_not_about_the_user_measures_no_lift(open_hs: OpenHs) -> None:
    # benign twin: about a cluster, not the user (no "I", "my", "the user", 用户)
    got = _explained(_fill(open_hs(search_timeout_s=60)), "Which Kubernetes version does the production cluster run?")
    assert got and all(lift is None for _, lift in got.values())
