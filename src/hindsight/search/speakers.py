"""People in the question: a question that names someone who speaks in the bank's conversations ("What did
Caroline research?") prefers memories by that person (the turn's speaker) or, for a memory without a speaker, about
them (the text names them), by a factor named in ``Explain.speaker``. Another speaker's turn that names the person
is not preferred: in a conversation it mostly addresses them ("Thanks, Caroline!").

Who speaks is read from the memories themselves, not from a list of names: a memory's ``metadata["speaker"]`` (what
a conversation importer writes), else a leading ``"Name: "`` in its text (a transcript line). A question word names
a speaker when it is the speaker's name or its first word, or a shortening of it of at least three letters ("Mel" for
"Melanie"); a Chinese name is found inside the question. A question that names every speaker among the candidates
(or none) prefers no one. Pure functions: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from hindsight.language import text
from hindsight.model import Memory, SearchHit

#: a transcript line's speaker: one to three capitalised words (or a CJK name) and a colon at the start
_PREFIX = re.compile(r"^\s*((?:[A-Z][\w.'-]*)(?:\s+[A-Z][\w.'-]*){0,2}|[\u4e00-\u9fff]{2,4})\s*(?::\s|：)")
_WORD = re.compile(r"[^\W\d_][\w'-]*")
_MIN_SHORT = 3


def speaker_of(mem: Memory) -> str | None:
    """Who said this memory: ``metadata["speaker"]``, else a leading ``"Name: "``; None when neither."""
    return speaker_in(mem.metadata, mem.content)


def speaker_in(metadata: dict[str, Any] | None, content: str) -> str | None:
    """:func:`speaker_of` for a memory's parts."""
    sp = metadata.get("speaker") if metadata else None
    if isinstance(sp, str) and sp.strip():
        return sp.strip()
    m = _PREFIX.match(content)
    return m.group(1) if m else None


def unprefixed(content: str) -> str:
    """``content`` less a leading ``"Name: "``."""
    return _PREFIX.sub("", content, count=1)


def _words(s: str) -> list[str]:
    return [w.lower().removesuffix("'s").removesuffix("’s") for w in _WORD.findall(s)]


def _names(query: str, qwords: set[str], speaker: str) -> bool:
    if text.has_cjk(speaker):
        return speaker in query
    full = speaker.lower()
    first = (_words(speaker) or [full])[0]
    if full in qwords or first in qwords or (" " in full and full in query.lower()):
        return True
    return any(len(w) >= _MIN_SHORT and w != first and first.startswith(w) for w in qwords)


def named_in(query: str, speakers: Iterable[str]) -> frozenset[str]:
    """The speakers ``query`` names (whole name, first word, or a shortening of at least three letters)."""
    qwords = set(_words(query))
    return frozenset(sp for sp in speakers if _names(query, qwords, sp))


def _mentions(content: str, speaker: str) -> bool:
    if text.has_cjk(speaker):
        return speaker in content
    return (_words(speaker) or [speaker.lower()])[0] in set(_words(content))


def preferred(query: str, memories: Iterable[Memory]) -> tuple[frozenset[str], set[str]]:
    """The speakers the query names, and the ids of the memories by or about them."""
    mems = list(memories)
    by = {m.id: speaker_of(m) for m in mems}
    speakers = {s for s in by.values() if s}
    named = named_in(query, speakers)
    if not named or named == speakers:
        return frozenset(), set()
    # a turn by someone else that names the person mostly addresses them ("Thanks, Caroline!"): by them only;
    # a memory with no speaker is theirs when it names them
    ids = {m.id for m in mems if (by[m.id] in named if by[m.id] else any(_mentions(m.content, n) for n in named))}
    return named, ids


def boost(hits: list[SearchHit], query: str, factor: float) -> frozenset[str]:
    """Raise (× ``factor``) the hits by or about a speaker the query names; ``Explain.speaker`` names them.
    Returns the speakers named (empty: no preference)."""
    if factor == 1.0 or len(hits) < 2:
        return frozenset()
    named, ids = preferred(query, (h.memory for h in hits))
    who = ", ".join(sorted(named))
    for h in hits:
        if h.id in ids:
            h.score = round(h.score * factor, 6)
            if h.explain is not None:
                h.explain.speaker, h.explain.final = who, h.score
    return named
