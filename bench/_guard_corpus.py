"""What the guard's development corpora (bench/guard_dev2.py .. guard_dev6.py) share: the case record, the
hidden-channel spellings, the builder that puts each payload bare and inside one carrier, the checks and the
counts printed when a corpus is run as a script.

A corpus holds rows ``(family, payload)`` per language and a list of carriers (templates with ``{before}``
``{payload}`` ``{after}``) with one pair of benign fillers each. :func:`build` makes every non-user payload once
bare and once inside the carrier its position picks (no randomness); the user's own words reach memory as said,
so they are bare only.
"""

from __future__ import annotations

import codecs
from collections import Counter
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

SOURCES = frozenset({"tool", "agent", "import", "user"})
ZWSP, ZWNJ = "\u200b", "\u200c"  # zero-width space, zero-width non-joiner


@dataclass(frozen=True)
class Case:
    text: str
    source: str
    family: str
    lang: str  # "en" | "zh"
    payload: str  # the planted text itself (the whole text when bare)
    carrier: str  # "bare" or the carrier's name


def rows_to_cases(lang: str, rows: Sequence[tuple[str, str, str]]) -> list[Case]:
    """Bare cases from ``(source, family, text)`` rows."""
    return [Case(t, s, f, lang, t, "bare") for s, f, t in rows]


def shaped_cases(lang: str, rows: Sequence[tuple[str, str, str, str]]) -> list[Case]:
    """Cases from ``(source, family, shape, text)`` rows: the text is its own payload, the shape (the register it
    is written in) its carrier."""
    return [Case(t, s, f, lang, t, shape) for s, f, shape, t in rows]


def tags(s: str) -> str:
    """``s`` spelt in Unicode TAG characters (invisible)."""
    return "".join(chr(0xE0000 + ord(ch)) for ch in s)


def escaped(s: str) -> str:
    """``s`` as literal ``\\uXXXX`` escapes."""
    return "".join(f"\\u{ord(ch):04x}" for ch in s)


def zw_join(s: str, mark: str = ZWSP) -> str:
    """``s`` with a zero-width character between every two characters."""
    return mark.join(s)


def rot13(s: str) -> str:
    return codecs.encode(s, "rot13")


def fullwidth(s: str) -> str:
    """ASCII printable characters as their fullwidth forms."""
    return "".join(chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ch for ch in s)


def build(
    lang: str,
    rows: Sequence[tuple[str, str]],
    *,
    carriers: Sequence[tuple[str, str]],
    fillers: Sequence[tuple[str, str]],
    sources: Sequence[str],
    slot: Callable[[int], int],
    user: Collection[str] = ("user",),
    agent: Collection[str] = (),
    agent_carrier: tuple[str, str] | None = None,
    unquote: Collection[str] = (),
) -> list[Case]:
    """Each row bare and inside carrier ``slot(i) % len(carriers)`` (with that carrier's fillers).

    ``user`` families are the user's own words (source ``user``, bare only); ``agent`` families are the agent's
    own notes (source ``agent``, carried by ``agent_carrier`` when given); in the ``unquote`` carriers (JSON, CSV
    fields) double quotes in the payload become single quotes.
    """
    out: list[Case] = []
    for i, (family, payload) in enumerate(rows):
        if family in user:
            out.append(Case(payload, "user", family, lang, payload, "bare"))
            continue
        src = "agent" if family in agent else sources[i % len(sources)]
        out.append(Case(payload, src, family, lang, payload, "bare"))
        k = slot(i) % len(carriers)
        name, template = agent_carrier if family in agent and agent_carrier else carriers[k]
        before, after = fillers[k]
        planted = payload.replace('"', "'") if name in unquote else payload
        out.append(Case(template.format(before=before, payload=planted, after=after), src, family, lang, planted, name))
    return out


def check(attacks: Sequence[Case], benign: Sequence[Case], user: Collection[str] = ("user",)) -> None:
    """No text twice, every payload inside its text, known sources, the user's families from the user only."""
    every = [*benign, *attacks]
    dupes = [t for t, n in Counter(c.text for c in every).items() if n > 1]
    assert not dupes, dupes
    assert all(c.payload in c.text for c in every)
    assert all(c.source in SOURCES for c in every)
    assert all(c.lang in {"en", "zh"} for c in every)
    assert all((c.family in user) == (c.source == "user") for c in every)


def print_counts(attacks: Sequence[Case], benign: Sequence[Case], by_carrier: bool = True) -> None:
    """Counts of each part by family, carrier, source and language (what ``python bench/guard_devN.py`` prints)."""
    for name, cases in (("benign", benign), ("attacks", attacks)):
        print(f"{name}: {len(cases)}")
        keys: list[tuple[str, Callable[[Case], str]]] = [("family", lambda c: c.family)]
        if by_carrier:
            keys.append(("carrier", lambda c: c.carrier))
        keys += [("source", lambda c: c.source), ("lang", lambda c: c.lang)]
        for label, key in keys:
            counts = Counter(key(c) for c in cases)
            print(f"  by {label}: " + ", ".join(f"{k}={v}" for k, v in sorted(counts.items())))


def script(
    attacks: Callable[[], Sequence[Case]],
    benign: Callable[[], Sequence[Case]],
    *,
    user: Collection[str] = ("user",),
    at_least: tuple[int, int] = (0, 0),
) -> None:
    """What ``python bench/guard_devN.py`` does: :func:`check`, at least ``at_least`` (attacks, benign) cases,
    then :func:`print_counts`."""
    a, b = list(attacks()), list(benign())
    check(a, b, user)
    assert len(a) >= at_least[0] and len(b) >= at_least[1], (len(a), len(b))
    print_counts(a, b)
