"""A Chinese name written in pinyin is one name (language/pinyin.py), and the rules judge links such a restatement
instead of superseding it (judge/alike.py through language/alias.py), with the real e5 similarities."""

from __future__ import annotations

import pytest

from hindsight.embedder.e5 import E5Embedder
from hindsight.language import alias, pinyin
from hindsight.model import ConflictType, Relation
from test_rules_judge import mem, verdict


@pytest.mark.parametrize(("latin", "han"), [
    ("Shanghai", "上海"), ("Chengdu", "成都"), ("Xi'an", "西安"), ("Chongqing", "重庆"),  # 重: zhong or chong
    ("Li Na", "李娜"), ("Zhang Wei", "张伟"), ("Lü Bu", "吕布"), ("Lv Bu", "吕布"), ("Meituan", "美团"),
    ("SHEN-ZHEN", "深圳"),
])
def test_a_name_in_pinyin_is_spelled_by_the_characters(latin: str, han: str) -> None:
    assert pinyin.spelled(latin, han)


@pytest.mark.parametrize(("latin", "han"), [
    ("Chongqing", "成都"), ("Peking", "北京"),  # another place; an old spelling that is no pinyin
    ("Nanjing Road", "南京路"),  # a word translated, not spelled
    ("Li", "李"),  # one syllable: too many characters sound alike
    ("Shanghai", "上海x"), ("", "上海"), ("Shanghai", ""),
    ("Shang", "上海"), ("Shanghaii", "上海"),  # every character once, the whole name
    ("x" * 200, "上海"),
])
def test_other_names_are_not_spelled(latin: str, han: str) -> None:
    assert not pinyin.spelled(latin, han)


def test_a_designator_on_either_side_is_no_other_name() -> None:
    assert alias.same_thing("Shanghai", "上海市")
    assert alias.same_thing("Shanghai City", "上海")
    assert alias.same_thing("上海", "Shanghai")  # either order
    assert not alias.same_thing("Shanghai", "上海路")  # a road is no designator of a city
    assert not alias.same_thing("Beijing", "南京")


@pytest.mark.parametrize(("older", "newer"), [
    ("The user lives in Shanghai.", "用户住在上海。"),
    ("用户住在成都。", "The user lives in Chengdu."),
    ("The user lives in Xi'an.", "用户住在西安。"),  # the tokenizer's word is "xi": the written name is read
])
def test_a_restatement_in_the_other_language_is_linked_not_superseded(e5: E5Embedder, older: str, newer: str) -> None:
    v = verdict(e5, mem(older, days=0), mem(newer, days=14))
    assert v.rule == "named_twice", v.reason
    assert (v.relation, v.keep, v.possibly_updated) == (Relation.unrelated, "both", True)


def test_another_place_in_the_other_language_still_replaces(e5: E5Embedder) -> None:
    v = verdict(e5, mem("用户住在成都。", days=0), mem("The user lives in Chongqing.", days=14))
    assert (v.relation, v.type, v.keep) == (Relation.conflict, ConflictType.temporal, "b"), v.reason


def test_a_manager_named_in_pinyin_and_in_characters_is_no_new_manager(e5: E5Embedder) -> None:
    v = verdict(e5, mem("The user's manager is Li Na.", days=0), mem("用户的经理是李娜。", days=14))
    assert v.relation != Relation.conflict, v.reason
    # another name is another manager (in two scripts below the one-language threshold, said as a change:
    # judge/conflicts.below_cross)
    v = verdict(e5, mem("The user's manager is Li Na.", days=0), mem("用户的经理换成了王强。", days=14))
    assert v.relation == Relation.conflict, v.reason
