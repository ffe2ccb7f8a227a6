"""One value by two names, maybe (issue #15, "do no harm"): a rule of the rules judge
(:data:`hindsight.judge.rules.RULES`), wired there by name, before the rules that read a changed value as another.

"The user lives in LA" / "… in Los Angeles", 用户住在上海 / 用户住在上海市, "codes in VS Code" / "editor of choice is
Visual Studio Code": the value that differs is named alike on both sides (:mod:`hindsight.language.alias`:
initialisms, numeronyms, designators, Chinese abbreviations, clipped names) — the slot's changed values each with a
likeness on the other side, or the one frame's two spans. Such a pair was disputed (both lost 30 % and a person got
a review item) or superseded. A likeness can be chance (LA / Los Alamos, 中国银行 / 中国建设银行 is none by the
rules, but others slip through), and erasing the difference would lose a real update, so the outcome is soft:
both kept, linked as possibly updated; search ranks the newer first for a question about the present.
"""

from __future__ import annotations

from typing import Protocol

from hindsight.judge.base import CaseView
from hindsight.language import alias
from hindsight.model import Relation, Verdict


class Case(CaseView, Protocol):
    """What this rule reads of the rules judge's pair: :class:`hindsight.judge.base.CaseView` and more."""

    @property
    def changed(self) -> tuple[frozenset[str], frozenset[str]]: ...
    @property
    def changed_values(self) -> tuple[frozenset[str], frozenset[str]]: ...
    @property
    def frame(self) -> tuple[str, str] | None: ...
    @property
    def guesses(self) -> tuple[bool, bool]: ...


def names(c: Case) -> tuple[str, str] | None:
    """The two names of one value the pair differs by, else None. Not where the pair says more than a name: a
    negation, other numbers (上海，房租5000元 / 上海市，房租6000元), a guess against a statement (the guess rules
    decide), a newer that says a change ("moved from LA to Boston", "moved away from LA" after "lives in Los
    Angeles": the change rules decide; review53)."""
    if c.f.polarity_flip or c.f.numbers_differ or c.guesses[0] != c.guesses[1] or c.f.cue_b:
        return None
    a, b = c.a.content, c.b.content
    if c.f.slot is not None and (pair := alias.aliases(a, b, *c.changed_values)) is not None:
        return pair
    # every word one side has and the other lacks is a name the other gives alike, the rest is the other's detail
    # ("lives in Washington, D.C." / "lives in DC")
    left = alias.unaliased(a, b, *c.changed)
    if left != c.changed and not (left[0] and left[1]):
        return alias.likeness(a, b, *c.changed)
    if c.frame is not None and alias.named_alike(a, b, *c.frame):
        return c.frame
    va, vb = c.changed
    if len(va) == len(vb) == 1 and alias.more_detail(x := next(iter(va)), y := next(iter(vb))):
        return x, y  # 上海浦东新区 / 上海: the same place told more or less exactly, maybe
    return None


def twice(c: Case) -> bool:
    return names(c) is not None


def verdict(c: Case) -> Verdict:
    x, y = names(c) or ("", "")
    return Verdict(relation=Relation.unrelated, keep="both", possibly_updated=True,
                   reason=f"one value by two names, maybe ({x!r} / {y!r}): both kept, linked as possibly updated")
