"""Speech acts an untrusted text performs without the directive mood (#17): the sentences of a text read by
:mod:`hindsight.guard.standing` (the reader's behaviour stated), :mod:`hindsight.guard.voided` (a record about the
user declared void), :mod:`hindsight.guard.steer` (a condition on the conversation that steers what is said),
:mod:`hindsight.guard.acquiesce` (consent implied: the user does not object), :mod:`hindsight.guard.control`
(power over the reader, rank over the user), :mod:`hindsight.guard.favoured` (a preference planted for the user
that shuts out the others), :mod:`hindsight.guard.proxy` (another put in the user's place),
:mod:`hindsight.guard.reframe` (acts behind an arrow, a question, the passive, a disposal),
:mod:`hindsight.guard.henceforth` (a standing order with its object first: the user's data sent away or dropped),
:mod:`hindsight.guard.outbound` (a Chinese order to send something to an outside address) and
:mod:`hindsight.guard.persona` (the reader given an identity), each filed under the act
:mod:`hindsight.guard.speech` would give it. The caller judges quotation, report and negation as for
:func:`hindsight.guard.speech.acts`. Pure: no I/O.
"""

from __future__ import annotations

from hindsight.guard.acquiesce import acquiesced
from hindsight.guard.clauses import sentences, unquote
from hindsight.guard.control import controls
from hindsight.guard.cue import cued, keyed
from hindsight.guard.favoured import favoured
from hindsight.guard.henceforth import standing_order
from hindsight.guard.outbound import outbound
from hindsight.guard.overwrite import op_fields, rewritten
from hindsight.guard.persona import personified
from hindsight.guard.proxy import proxied
from hindsight.guard.reframe import arrowed, asked, disposal, passive_will
from hindsight.guard.standing import bound, revoked, standing_rule, unbound, waived
from hindsight.guard.steer import steered
from hindsight.guard.voided import voided
from hindsight.guard.waiver import waiver


def implicit_act(sentence: str, before: str = "", text: str = "") -> str | None:
    """The act one sentence performs without the directive mood (``before``: the text before it; ``text``: the
    whole text), or ``None``."""
    if controls(sentence) or proxied(sentence, text or sentence):
        return "grant"
    if personified(sentence):
        return "persona"
    freed = unbound(sentence)
    if freed:
        return freed
    if revoked(sentence):
        return "config"
    if disposal(sentence) or rewritten(sentence) or voided(sentence, text or sentence):
        return "memory"
    if passive_will(sentence) or acquiesced(sentence, text or sentence) or waiver(sentence, text or sentence) \
            or favoured(sentence, text or sentence):
        return "claim"
    act = arrowed(sentence) or asked(sentence) or ("trigger" if standing_rule(sentence) else None) \
        or standing_order(sentence) or ("exfil" if outbound(sentence) else None)
    if act:
        return act
    if cued(sentence, text) or steered(sentence, text or sentence):
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
