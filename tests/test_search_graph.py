"""Association from the first hits (search/graph.py): which words link, and the pure raise. The real search path
on every backend: tests/contract/test_contract_association.py."""

from __future__ import annotations

from datetime import UTC, datetime

from helpers.hits import search_hit
from hindsight.model import SearchHit
from hindsight.search import graph

T = datetime(2023, 5, 1, tzinfo=UTC)


def hit(mid: str, content: str, score: float, speaker: str | None = None) -> SearchHit:
    return search_hit(mid, score, content, speaker=speaker)


HITS = [
    hit("a", "Caroline: Melanie, the pride parade was great, my Rainbow Center friends came.", 0.8, "Caroline"),
    hit("b", "Melanie: Caroline, was the parade crowded? Our town parade is small.", 0.7, "Melanie"),
    hit("c", "Caroline: The parade had music and a small stage.", 0.6, "Caroline"),
    hit("d", "Caroline: Rainbow Center volunteers painted a mural.", 0.3, "Caroline"),
    hit("e", "Melanie: I made a blue pottery bowl.", 0.25, "Melanie"),
]


def test_linking_terms_leave_out_the_question_and_the_speakers_rarest_first() -> None:
    terms = graph.link_terms("What happened at the pride parade?", HITS)
    low = [t.lower() for t in terms]
    assert "rainbow" in low and "center" in low
    assert not {"pride", "parade", "caroline", "melanie"} & set(low)
    # "small" is in two hits, "rainbow" in two too, "stage" in one: rarer among the hits first
    assert low.index("stage") < low.index("small")
    assert graph.link_terms("anything", HITS[:1]) == []
    many = [hit(str(i), " ".join(f"word{i}x{j}" for j in range(10)), 1 - i / 10) for i in range(3)]
    assert len(graph.link_terms("q", many)) == graph.MAX_TERMS


def test_a_found_memory_sharing_linking_terms_is_raised_and_explained() -> None:
    hits = [h.model_copy(deep=True) for h in HITS]
    terms = graph.link_terms("What happened at the pride parade?", hits)
    raised = graph.raise_linked(hits, ["d", "e", "elsewhere", "a"], terms, 0.85)
    by = {h.id: h for h in hits}
    assert raised == ["d"]
    assert by["d"].score == round(0.8 * 0.85, 6) and by["d"].explain is not None
    assert by["d"].explain.linked_from == "a" and by["d"].explain.final == by["d"].score
    assert {t.lower() for t in by["d"].explain.linked_by} == {"rainbow", "center"}
    assert by["e"].score == 0.25 and by["e"].explain is not None and by["e"].explain.linked_from is None  # shares none
    assert by["a"].score == 0.8  # a best hit lends, it is not raised


def test_a_raise_never_lowers_and_only_the_first_linked_count() -> None:
    hits = [h.model_copy(deep=True) for h in HITS]
    hits[3].score = 0.75  # already above 0.85 x 0.8
    terms = graph.link_terms("What happened at the pride parade?", hits)
    assert graph.raise_linked(hits, ["d"], terms, 0.85) == [] and hits[3].score == 0.75
    hits = [h.model_copy(deep=True) for h in HITS]
    past = ["x"] * graph.LINKED + ["d"]
    assert graph.raise_linked(hits, past, terms, 0.85) == []
