"""Contract: a bank where the user introduced themself in their own words ("Ifeoma here.", "本人陈德贵。") connects
"the user" with the memories that call the user by that name, on every backend (issue #15): the bank's names are
found through the store's keyword index (``language/names.TERMS``: "I'm" is indexed as i + m, 本人, 我...), and
a memory that starts with the name is compared with the question asked by that name (explain ``by_name``)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from contract.conftest import OpenHs

T0 = datetime(2025, 3, 1, tzinfo=UTC)
NOW = T0 + timedelta(days=90)


def _write(hs: object, contents: list[str]) -> list[str]:
    res = hs.write_many([{"content": c, "source": "user", "observed_at": T0 + timedelta(days=i)}  # type: ignore[attr-defined]
                         for i, c in enumerate(contents)], now=T0 + timedelta(days=60))
    return [r.id for r in res]


@pytest.mark.parametrize(
    ("intro", "named", "others", "query"),
    [
        ("Ifeoma here.", "Ifeoma drives a 2014 Golf she bought off her uncle.",
         ["The user's car insurance went up to 900 euros this year.", "The user cycles to work in summer."],
         "What car does the user drive?"),
        ("I'm Marisol, by the way.", "Marisol banks with Monzo and keeps her savings there too.",
         ["The user thinks bank apps are badly designed.", "The user's rent is paid on the first of the month."],
         "Which bank does the user use?"),
        ("本人陈德贵。", "陈德贵用的手机是华为Mate 60。",
         ["用户的手机套餐每月58块。", "用户嫌手机字太小，总让儿子帮他调大。"], "用户用的是什么手机？"),
        ("朋友们管我叫小鱼。", "小鱼每周六上午去游泳馆游泳。",
         ["用户的泳镜上个月丢了。", "用户的同事每天跑步上班。"], "用户周六上午做什么？"),
    ],
)
def test_a_self_introduction_names_the_user_for_search(open_hs: OpenHs, intro: str, named: str, others: list[str],
                                                         query: str) -> None:
    hs = open_hs(rerank="off")
    ids = _write(hs, [intro, *others, named])
    res = hs.search(query, top_k=3, now=NOW, explain=True)
    top = res.results[0]
    assert top.id == ids[-1], [h.content for h in res.results]
    assert top.explain is not None and top.explain.by_name
    # the introduction itself is no answer, and is not compared by name
    intro_hits = [h for h in res.results if h.id == ids[0]]
    assert all(h.explain is not None and not h.explain.by_name for h in intro_hits)
