"""Identifiers written in a memory: e-mail addresses, URLs, @handles and reference IDs. Each is one value, read
whole (the word splitter cuts "dana.kim@example.org" into pieces that look like two words), so two memories that
give one frame another identifier can be compared as one frame with another value. Pure functions over text.
"""

from __future__ import annotations

import re

_EMAIL = r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+"
_URL = r"https?://[^\s，。,;；)）]+[^\s，。,;；)）.]|www\.[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?:/[^\s，。,;；)）]*)?"
_HANDLE = r"(?<![A-Za-z0-9._%+-])@[A-Za-z0-9_][A-Za-z0-9_.-]*[A-Za-z0-9_]"
# a code of letters and digits with three digits or more ("ORD-88231", "AB12C345"): a reference, no word
_CODE = r"(?<![A-Za-z0-9._@/-])(?=[A-Za-z0-9_-]*[A-Za-z])(?=(?:[A-Za-z_-]*\d){3})[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*" \
        r"(?![A-Za-z0-9@])"
_ANY = re.compile(rf"(?P<email>{_EMAIL})|(?P<url>{_URL})|(?P<handle>{_HANDLE})|(?P<id>{_CODE})")

#: what comes right before a value: a copula, a colon, "at"/"to", a Chinese 是/为/成 ("email is X", "Email: X",
#: "reached at X", "changed to X", "邮箱是X", "改成了X"); an identifier anywhere else is what the memory is about
#: ("Ticket ORD-88231 is resolved"), not a value it gives
_BEFORE_VALUE = re.compile(r"(?:\b(?:is|are|was|at|to|as|now)|[:：=]|是|为|成了?|到)\s*$", re.I)


def identifiers(content: str) -> list[tuple[str, str, int, int]]:
    """Each identifier as (kind, lower-cased value, start, end), kind one of email, url, handle, id."""
    out = []
    for m in _ANY.finditer(content):
        kind = m.lastgroup or "id"
        out.append((kind, m.group().lower().rstrip("/"), m.start(), m.end()))
    return out


def given_value(content: str) -> tuple[str, str, str] | None:
    """The one identifier the memory gives as a value, as (kind, value, the text without it); None when it has
    none, several, or one that is not in a value's place ("The user's email is dana@example.org" gives one)."""
    found = identifiers(content)
    if len(found) != 1:
        return None
    kind, value, start, end = found[0]
    if not _BEFORE_VALUE.search(content[:start]):
        return None
    return kind, value, content[:start] + " " + content[end:]
