"""Two conversational turns are many statements each, not one fact against another (issue #15).

A turn of talk ("That's a great idea! ... By the way, I have a cocktail class on Fridays, so ... Any ideas?") holds
chat, advice and questions around the one sentence that states a fact. Judged whole, any change word anywhere
("new recipes", "started", "now") reads as an update of the other turn, and a long reply supersedes an unrelated
earlier turn. So the rules judge compares long turns sentence by sentence (:func:`decide_turns`): the sentences
of the two turns that share content words (:func:`hindsight.language.sentences.aligned`) are judged as two short
statements, and a state-changing verdict stands only with positive evidence that both sentences fill one slot
(:func:`one_slot`): one frame with one value span changed; or, between a short fact and a turn, a one-value
slot of the lexicon for which each sentence names a value the other does not, or one sentence negating the slot
the other states (between two turns of talk the lexicon's slot words are too common to be evidence).
Otherwise the turns are unrelated: both stay.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from hindsight.judge.base import Pair
from hindsight.judge.values import same_frame
from hindsight.language import sentences, text
from hindsight.language.slots import SLOT_WORDS, slot_tokens, slot_values, slots
from hindsight.model import Relation, Verdict
from hindsight.policy import Calibration

#: slots too broad to say two sentences are about one thing ("likes", "prefers", "uses")
_GENERIC_SLOTS = frozenset({"liking", "preference", "stack"})
#: what changes state: supersede, falsify, dispute
_STATE_CHANGING = (Relation.conflict, Relation.undecidable)


@lru_cache(maxsize=16384)
def _slots(sentence: str) -> tuple[frozenset[str], dict[str, bool]]:
    tokens = slot_tokens(sentence)
    return tokens, slots(tokens)


def one_slot(x: str, y: str, names: frozenset[str] = frozenset(), lexicon: bool = True) -> str | None:
    """Positive evidence that two sentences fill the same slot: the evidence in words, else None. ``lexicon``:
    the slot words of the lexicon count too (a short fact against a sentence of a turn; between two turns of
    talk they are too common: "moving your joints", "based on", "at home")."""
    frame = same_frame(x, y, names)
    if frame is not None:
        return f"one frame, {frame[0]!r} vs {frame[1]!r}"
    if not lexicon:
        return None
    (tx, sx), (ty, sy) = _slots(x), _slots(y)
    for slot, exclusive in sx.items():
        if slot not in sy or slot in _GENERIC_SLOTS:
            continue
        vx, vy = slot_values(x, slot, tx - ty), slot_values(y, slot, ty - tx)
        if exclusive and vx and vy:  # each names a value of a one-value slot the other does not: Denver / Portland
            return f"the {slot} holds one value: {sorted(vx)[0]!r} vs {sorted(vy)[0]!r}"
        both = tx & ty & SLOT_WORDS[slot][1]
        if both and text.has_negation(x) != text.has_negation(y):  # "probably drinks coffee" / "I don't drink
            return f"one negates the {slot} the other states ({sorted(both)[0]!r})"  # coffee at all"
    return None


def _candidates(a: str, b: str, lexicon: bool, limit: int = 4) -> list[tuple[str, str]]:
    """Sentence pairs worth judging: those sharing content words (most first), then (``lexicon``) those naming a
    slot of the lexicon in common ("The user lives in Denver" / "By the way, I moved to Portland last month")."""
    out = sentences.aligned(a, b)
    if not lexicon:
        return out
    for x in sentences.units(a):
        sx = _slots(x)[1]
        for y in sentences.units(b):
            if len(out) >= limit:
                return out
            if (x, y) not in out and any(k in sx and k not in _GENERIC_SLOTS for k in _slots(y)[1]):
                out.append((x, y))
    return out


def decide_turns(pair: Pair, cal: Calibration, decide_short: Callable[[Pair, Calibration], Verdict]) -> Verdict:
    """Judge two memories of which at least one is a long turn, sentence by sentence."""
    a, b = pair.a, pair.b
    # the lexicon's slot words are evidence only when one side is a short fact
    lexicon = not (sentences.is_long(a.content) and sentences.is_long(b.content))
    for x, y in _candidates(a.content, b.content, lexicon):
        sub = Pair(a.model_copy(update={"content": x}), b.model_copy(update={"content": y}), pair.similarity,
                   pair.user_names)
        v = decide_short(sub, cal)
        if v.relation not in _STATE_CHANGING:
            continue
        evidence = one_slot(x, y, pair.user_names, lexicon)
        if evidence is None:
            continue
        return v.model_copy(update={"reason": f"{v.reason} (sentences {_quote(x)} / {_quote(y)}, {evidence}; "
                                              f"rule {v.rule})"})
    return Verdict(relation=Relation.unrelated, keep="both",
                   reason="long turns: no sentence of one fills the slot of a sentence of the other with "
                          "another value")


def _quote(s: str, n: int = 80) -> str:
    return repr(s if len(s) <= n else s[: n - 1] + "…")
