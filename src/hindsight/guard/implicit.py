"""Speech acts an untrusted text performs without the directive mood (#17): the sentences of a text read by
:mod:`hindsight.guard.standing` (the reader's behaviour stated), :mod:`hindsight.guard.control` (power over the
reader, rank over the user) and :mod:`hindsight.guard.reframe` (acts behind an arrow, a question, the passive, a
disposal), each filed under the act :mod:`hindsight.guard.speech` would give it. The caller judges quotation,
report and negation as for :func:`hindsight.guard.speech.acts`. Pure: no I/O.
"""

from __future__ import annotations

from hindsight.guard.clauses import sentences, unquote
from hindsight.guard.control import controls
from hindsight.guard.cue import cued, keyed
from hindsight.guard.overwrite import op_fields, rewritten
from hindsight.guard.reframe import arrowed, asked, disposal, passive_will
from hindsight.guard.standing import bound, revoked, standing_rule, unbound, waived


def implicit_act(sentence: str, before: str = "", text: str = "") -> str | None:
    """The act one sentence performs without the directive mood (``before``: the text before it; ``text``: the
    whole text), or ``None``."""
    if controls(sentence):
        return "grant"
    freed = unbound(sentence)
    if freed:
        return freed
    if revoked(sentence):
        return "config"
    if disposal(sentence) or rewritten(sentence):
        return "memory"
    if passive_will(sentence):
        return "claim"
    act = arrowed(sentence) or asked(sentence) or ("trigger" if standing_rule(sentence) else None)
    if act:
        return act
    if cued(sentence, text):
        return "cued"
    if bound(sentence, before) or waived(sentence):
        return "addressed"
    return None


def implicit_acts(text: str) -> list[tuple[str, str]]:
    """``(act, sentence)`` for each sentence of an already normalised text that performs an act without the
    directive mood."""
    out = []
    text = unquote(text)
    field = op_fields(text)
    if field:
        out.append(("memory", field))
    if keyed(text):
        out.append(("cued", text))
    said: list[str] = []
    for s in sentences(text):
        act = implicit_act(s, " ".join(said[-2:]), text)
        said.append(s)
        if act:
            out.append((act, s))
    return out
