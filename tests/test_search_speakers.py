"""People in the question (search/speakers.py): who speaks, whom a question names, which memories are theirs."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from hindsight.model import Kind, Memory, Provenance, Source, Status
from hindsight.search import speakers

T = datetime(2023, 5, 1, tzinfo=UTC)


def mem(mid: str, content: str, **metadata: Any) -> Memory:
    return Memory(id=mid, bank="b", kind=Kind.episodic, content=content, importance=0.5, confidence=0.9,
                  status=Status.active, created_at=T, updated_at=T, observed_at=T, metadata=metadata,
                  provenance=Provenance(source=Source.user, recorded_at=T))


def test_speaker_from_metadata_then_prefix() -> None:
    assert speakers.speaker_of(mem("a", "hello there", speaker="Caroline")) == "Caroline"
    assert speakers.speaker_of(mem("b", "Melanie: I painted a lake")) == "Melanie"
    assert speakers.speaker_of(mem("c", "Dr Ana Souza: take two")) == "Dr Ana Souza"
    assert speakers.speaker_of(mem("d", "小明：我周末去爬山了")) == "小明"
    assert speakers.speaker_of(mem("e", "The user lives in Leeds")) is None
    assert speakers.speaker_of(mem("f", "note:the build is red")) is None  # lower case, no space: not a speaker


@pytest.mark.parametrize(
    ("query", "named"),
    [
        ("What did Caroline research?", {"Caroline"}),
        ("What is Caroline's identity?", {"Caroline"}),
        ("What did Mel and her kids paint?", {"Melanie"}),  # a shortening of three letters or more
        ("What do Jon and Gina both have in common?", {"Jon", "Gina"}),
        ("Where does the user live?", set()),
        ("What did Me say?", set()),  # too short to be a shortening
        ("小明周末做了什么？", {"小明"}),
    ],
)
def test_named_in(query: str, named: set[str]) -> None:
    assert speakers.named_in(query, ["Caroline", "Melanie", "Jon", "Gina", "小明"]) == named


def test_preferred_by_the_named_speaker_or_about_them() -> None:
    ms = [mem("1", "Caroline: I went to a support group"), mem("2", "Melanie: I ran a charity race"),
          mem("3", "Melanie: Caroline, that's so brave!"), mem("4", "Melanie: the kids loved it"),
          mem("5", "Caroline started a mentorship program")]
    named, ids = speakers.preferred("What did Caroline do?", ms)
    # by her; about her when the memory has no speaker; another speaker addressing her is not hers
    assert named == {"Caroline"} and ids == {"1", "5"}


def test_no_preference_when_every_speaker_or_none_is_named() -> None:
    ms = [mem("1", "Jon: I lost my job"), mem("2", "Gina: me too")]
    assert speakers.preferred("What do Jon and Gina have in common?", ms) == (frozenset(), set())
    assert speakers.preferred("What did they lose?", ms) == (frozenset(), set())
    assert speakers.preferred("Where does Sofia live?", [mem("1", "Sofia is based in Singapore")])[1] == set()
