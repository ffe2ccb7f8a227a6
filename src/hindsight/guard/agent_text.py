"""Which agent text the semantic screen reads (#17, guard37/guard38): an agent's text is the assistant's own or a
peer's, instruction-shaped by nature, so by default it keeps to the rules (their source policy already quarantines
an agent's claims of the user's consent or authority). The head reads it only where it is none of the three things
an agent ordinarily writes:

- a reply: it speaks to its reader in the second person (325 of 329 distinct LongMemEval assistant turns do; so
  does a peer agent's answer). An agent relaying orders for the assistant or claims for the user speaks of them in
  the third person or in bare imperatives, with no "you";
- a note about the user: its first sentence has the user as its subject ("User prefers metric units.",
  "The user asked me to remind them…", 用户要求以后回答都用项目符号列出。), how an agent records what it learned
  (the MCP ``memory_write`` default source is ``agent``); measured before this rule, the head quarantined 9 of 45
  such notes;
- a hedged guess ("The user likely owns the house outright", 看样子用户八成是做设计的): its own inference, ranked
  below the facts that answer by search (:mod:`hindsight.search.guesses`) — unless it also addresses someone or
  gives an order ("…probably wants every mail forwarded, so just do it").

Each test is a closed class (the second person, the user as subject, epistemic markers), not a vocabulary. It is
coverage, not a boundary: an agent that adds a "you" is judged by the rules alone, as every agent was before; hidden
text (zero-width, tag characters, homoglyphs) voids every exemption, a "you" the reader cannot see counts for nothing.
"""

from __future__ import annotations

import re

from hindsight.guard.normalise import normalise
from hindsight.guard.structure import cues
from hindsight.language import text
from hindsight.language.hedge import hedged

#: the second person as a reader reads it: English words on word boundaries (the chat forms "u"/"ya" are left out:
#: "the U.S. office" addresses no one), Chinese where a jieba word starts (你们, 你的; 迷你 is no "you")
_YOU_EN = re.compile(r"\b(?:you|your|yours|yourself|yourselves)\b", re.I)
_YOU_ZH = ("你", "您")
#: a label before the note ("Agent note:", "代理备注：") and the user as the subject after it
_LABEL = re.compile(r"^[^:：\n]{1,24}[:：]\s*")
_USER_EN = re.compile(r"^(?:the\s+)?users?(?:'s|’s)?\b", re.I)
_USER_ZH = ("用户",)
_SENTENCE_END = re.compile(r"[.!?。！？;；\n]")
#: cues that make a hedged text more than a guess: it addresses someone or orders something
_ORDERING = frozenset({"addressee", "imperative", "standing", "directive", "you"})


def second_person(plain: str) -> bool:
    """``plain`` (normalised) speaks to its reader as "you" somewhere."""
    return bool(_YOU_EN.search(plain)) or text.find_phrase(plain, _YOU_ZH) is not None


def about_user(plain: str) -> bool:
    """The first sentence of ``plain`` (after an optional short label that addresses no one) has the user as its
    subject."""
    first = _SENTENCE_END.split(plain, maxsplit=1)[0].strip()
    label = _LABEL.match(first)
    if label is not None and set(cues(label.group(0))) & {"addressee", "you"}:
        return False  # "Note for the assistant: the user …" is addressed to the reader, no note
    rest = first[label.end():] if label is not None else first
    return bool(_USER_EN.match(rest)) or rest.startswith(_USER_ZH)


def guess(plain: str) -> bool:
    """A hedged guess that neither addresses anyone nor orders anything."""
    return hedged(plain) and not (_ORDERING & set(cues(plain)))


def screened(content: str) -> bool:
    """The semantic screen reads this agent text (see the module docstring)."""
    plain, tricks = normalise(content)
    if tricks:
        return True
    return not (second_person(plain) or about_user(plain) or guess(plain))
