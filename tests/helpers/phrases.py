"""Distinct, mutually unrelated memory texts for the concurrency and crash tests.

Templated texts ("crate 5 holds 16 bolts", "crate 6 holds 19 bolts") are near neighbours that the write
path judges as conflicts (review, dispute, archive), which would blur what these tests check: that
concurrent writers neither lose nor duplicate anything. ``phrase(n)`` is three made-up words, the first
unique to ``n`` (n < 32768): no numbers, no negation, no shared subject, so two phrases are never
duplicates or conflicts of each other, while the same ``n`` always gives the same text.
"""

from __future__ import annotations

import random

_SYL = ("ba", "ke", "di", "fo", "gu", "la", "me", "ni", "po", "ru", "sa", "te", "vi", "wo", "ya", "zu",
        "ka", "lo", "mi", "nu", "pe", "ri", "so", "tu", "da", "fe", "gi", "ho", "ju", "ma", "ne", "ro")


def word(n: int, syllables: int = 3) -> str:
    """A made-up word, one per ``n`` (base-32 digits spelled as syllables)."""
    out = []
    for _ in range(syllables):
        n, d = divmod(n, len(_SYL))
        out.append(_SYL[d])
    return "".join(out)


def phrase(n: int) -> str:
    if not 0 <= n < len(_SYL) ** 3:
        raise ValueError(f"phrase({n}): n must be in [0, {len(_SYL) ** 3})")
    rng = random.Random(n)
    return " ".join([word(n), *(word(rng.randrange(32**3)) for _ in range(2))])
