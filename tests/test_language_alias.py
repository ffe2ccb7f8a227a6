"""One value by two names is no second value (issue #15, "do no harm"): a restatement that names its value by an
abbreviation, an initialism, a numeronym, a clipped or a designated form ("LA" / "Los Angeles", "VS Code" / "Visual
Studio Code", 上海 / 上海市, "Postgres" / "PostgreSQL") was disputed by the rules judge (both memories lost 30 % of
their confidence and a person got a review item) or superseded ("NYC" / "New York City": "New" read as a change
cue). Found by a fresh probe of the lead's, not by a corpus; the real rivals next to each stay rivals."""

from __future__ import annotations

import pytest

from hindsight.embedder.e5 import E5Embedder
from hindsight.language.alias import names_of, same_thing, scripts_apart, unaliased
from hindsight.language.slots import change_cue
from hindsight.model import Relation
from test_rules_judge import mem, verdict

ONE_THING = [
    ("VS Code", "VSCode"), ("e-mail", "email"),  # the same letters
    ("LA", "Los Angeles"), ("NYC", "New York City"), ("VS Code", "Visual Studio Code"),
    ("VSCode", "Visual Studio Code"), ("BoA", "Bank of America"), ("SF", "San Francisco"),  # initials
    ("k8s", "Kubernetes"), ("i18n", "internationalization"),  # numeronyms
    ("上海", "上海市"), ("New York", "New York City"), ("Acme", "Acme Inc."),  # designators
    ("阿里巴巴", "阿里巴巴集团"),
    ("北大", "北京大学"), ("工行", "工商银行"),  # Chinese abbreviations
    ("Postgres", "PostgreSQL"),  # clipped
]

TWO_THINGS = [
    ("北大", "北京师范大学"),  # too short for the long name
    ("Java", "JavaScript"), ("Swift", "SwiftUI"),  # clipped too far
    ("VS", "Visual Studio Code"), ("Visual Studio", "VS Code"),  # a word left over
    ("LA", "Lisbon"), ("Vim", "Neovim"), ("Boston", "New York"), ("上海", "北京"),
    ("go", "Google One"), ("la", "Los Angeles"),  # an initialism is written with a capital
    ("LA", "los angeles"),  # of a capitalised name
]


@pytest.mark.parametrize(("x", "y"), ONE_THING)
def test_one_thing_by_two_names(x: str, y: str) -> None:
    assert same_thing(x, y) and same_thing(y, x)


@pytest.mark.parametrize(("x", "y"), TWO_THINGS)
def test_two_things(x: str, y: str) -> None:
    assert not same_thing(x, y) and not same_thing(y, x)


def test_a_value_word_is_read_as_its_name_in_the_statement() -> None:
    assert names_of("The user lives in Los Angeles.", "angel") == {"Los Angeles"}  # stemmed, grown over capitals
    assert names_of("The user lives in New York City.", "york") == {"New York City"}
    assert names_of("The user lives in LA, near Santa Monica.", "la") == {"LA"}  # a comma ends a name
    assert names_of("用户住在上海市。", "上海市") == {"上海市"}
    assert names_of("The user lives in Lisbon.", "porto") == {"porto"}  # not in the statement: itself


def test_unaliased_drops_only_the_words_named_twice() -> None:
    wa, wb = unaliased("The user lives in LA with a cat.", "The user lives in Los Angeles with a dog.",
                       frozenset({"la", "cat"}), frozenset({"los", "angel", "dog"}))
    assert (wa, wb) == ({"cat"}, {"dog"})


@pytest.mark.parametrize(("content", "cue"), [
    ("The user lives in New York City.", None), ("The user moved to New Zealand.", "moved"),
    ("New job: the user works at Initech.", "new"),  # a sentence's first word stays a cue
    ("The user has a new phone.", "new"),
])
def test_new_in_a_name_is_no_change_cue(content: str, cue: str | None) -> None:
    assert change_cue(content) == cue


@pytest.mark.parametrize(("old", "new"), [
    ("The user lives in LA.", "The user lives in Los Angeles."),
    ("The user lives in NYC.", "The user lives in New York City."),
    ("The user lives in San Francisco.", "The user lives in SF."),
    ("用户住在上海。", "用户住在上海市。"),
    ("The user's database is Postgres.", "The user's database is PostgreSQL."),
    ("The user codes in VS Code.", "The user's editor of choice is Visual Studio Code."),
    ("The user's editor of choice is Visual Studio Code.", "The user codes in VSCode."),
])
def test_a_restatement_by_another_name_is_neither_disputed_nor_replaced(e5: E5Embedder, old: str, new: str) -> None:
    for days in (0.003, 30):
        v = verdict(e5, mem(old), mem(new, days=days))
        assert v.relation == Relation.unrelated and not v.possibly_updated, (days, v.rule, v.reason)


@pytest.mark.parametrize(("old", "new"), [
    ("The user lives in LA.", "The user lives in Lisbon."),
    ("The user lives in Boston.", "The user lives in New York."),
    ("The user codes in Visual Studio.", "The user codes in VS Code."),
    ("The user's editor of choice is VS Code.", "The user codes in Neovim."),
    ("用户住在北京。", "用户住在上海。"),
])
def test_a_real_rival_is_still_one(e5: E5Embedder, old: str, new: str) -> None:
    now = verdict(e5, mem(old), mem(new, days=0.003))
    assert now.relation == Relation.undecidable, (now.rule, now.reason)  # two values at one moment: a person
    later = verdict(e5, mem(old), mem(new, days=30))
    assert (later.relation, later.keep) == (Relation.conflict, "b"), (later.rule, later.reason)  # replaced


def test_values_in_two_scripts_are_no_sure_difference() -> None:
    assert scripts_apart(frozenset({"beij"}), frozenset({"北京"}))
    assert not scripts_apart(frozenset({"beij"}), frozenset({"shanghai"}))
    assert not scripts_apart(frozenset({"北京"}), frozenset({"上海"}))
    assert not scripts_apart(frozenset({"beij", "北京"}), frozenset({"上海"}))  # one side in both scripts


@pytest.mark.parametrize(("old", "new"), [
    ("The user lives in Beijing.", "用户住在北京。"), ("The user drinks oat milk lattes.", "用户喝燕麦拿铁。"),
])
def test_a_translation_written_at_one_moment_is_not_disputed(e5: E5Embedder, old: str, new: str) -> None:
    v = verdict(e5, mem(old), mem(new, days=0.003))
    assert v.relation == Relation.unrelated and v.keep == "both", (v.rule, v.reason)
    assert verdict(e5, mem("The user lives in Beijing."), mem("The user lives in Shanghai.", days=0.003)).relation \
        == Relation.undecidable  # two values in one script: still a person's question
