"""The newer says the older's thing still holds (language/still.py; issue #15, false supersedes): "switched teams but
is still at Google" does not replace "works at Google", whatever rule found a change; a temporal conflict becomes a
soft link. Twins with a shared predicate only ("still drinks coffee") or a negated persistence stay changes.
"""

from __future__ import annotations

import pytest

from hindsight.embedder.e5 import E5Embedder
from hindsight.language import still
from hindsight.model import Relation
from test_rules_judge import mem, verdict


@pytest.mark.parametrize(("older", "newer", "holds"), [
    ("The user works at Google.", "The user switched teams but is still at Google.", True),
    ("The user works as a nurse at St. Mary's.", "The user moved to the night shift, still at St. Mary's.", True),
    ("The user lives in Boston.", "The user changed apartments and remains in Boston.", True),
    ("用户在字节跳动做产品经理。", "用户换了一个新的项目组，还在字节跳动。", True),
    ("用户在腾讯工作。", "用户调到了深圳的团队，仍在腾讯。", True),
    # twins: a predicate both share, another thing still held, a negated persistence
    ("The user drinks lattes every morning.", "The user still drinks coffee but switched from lattes to espresso.",
     False),
    ("The user works at Google.", "The user left Google; he still lives in Mountain View.", False),
    ("The user works at Google.", "The user is not still at Google; he joined Meta.", False),
    ("用户用微信支付。", "用户不再用微信支付了，还在用支付宝。", False),
    ("用户在腾讯工作。", "用户不在腾讯了，去了阿里。", False),
])
def test_a_clause_of_persistence_naming_the_older(older: str, newer: str, holds: bool) -> None:
    assert still.holds(older, newer) is holds


@pytest.mark.parametrize(("a", "b"), [
    ("用户在字节跳动做产品经理。", "用户换了一个新的项目组，还在字节跳动。"),  # zh_change superseded it before
    ("The user works at Google on the Maps team.", "The user switched to the Search team, still at Google."),
])
def test_what_still_holds_is_not_replaced(e5: E5Embedder, a: str, b: str) -> None:
    v = verdict(e5, mem(a), mem(b, days=30))
    assert v.relation != Relation.conflict, v.reason


@pytest.mark.parametrize(("a", "b"), [
    ("The user drinks lattes every morning.", "The user still drinks coffee but switched from lattes to espresso."),
    ("The user works at Google on the Maps team.", "The user left Google and joined Meta, still on a maps team."),
])
def test_a_change_beside_a_shared_predicate_still_replaces(e5: E5Embedder, a: str, b: str) -> None:
    v = verdict(e5, mem(a), mem(b, days=30))
    assert (v.relation, v.keep) == (Relation.conflict, "b"), v.reason
