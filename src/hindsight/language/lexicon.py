"""Word lists the rules judge and search ranking use, loaded once from ``lexicons/en.toml`` and ``lexicons/zh.toml``.

The lists are data: each file holds one table per list (with a ``description``), or per slot for the grouped
tables. English ``words`` are stored as their Snowball stem (:func:`hindsight.language.text.stem`), ``as_written``
entries exactly as written (phrases, inflected forms matched in raw text); Chinese words are never stemmed. The
names below merge the English and Chinese lists of a table and are what callers import. Which slots hold one value
at a time is code, not words: :data:`SLOT_EXCLUSIVE`.
"""

from __future__ import annotations

import tomllib
from importlib import resources
from typing import Any

from hindsight.language import text

LANGUAGES = ("en", "zh")
#: the tables a lexicon file may hold: True for those grouped per slot (``[slot_values.drink]``)
TABLES: dict[str, bool] = {
    "change_cues": False,
    "slot_words": True,
    "slot_values": True,
    "people": False,
    "hedges": False,
    "value_modifiers": True,
    "filler": False,
    "value_phrases": True,
    "contact_words": False,
}
#: the keys of one list
LIST_KEYS = frozenset({"description", "words", "as_written"})

# Slots: what a memory is about, in the order they are reported. Exclusive slots hold one value at a time (a new
# value replaces the old).
SLOT_EXCLUSIVE: dict[str, bool] = {
    "residence": True,
    "work": True,
    "drink": True,
    "diet": False,
    # parts of a tech stack: each holds one value at a time, and two parts never replace each other (a new
    # database does not replace the frontend framework)
    "database": True,
    "frontend": True,
    "backend": True,
    "editor": True,
    "cloud": True,
    "vcs": True,
    "stack": True,
    "pet": False,
    "children": False,
    "name": True,
    "age": True,
    # not one value at a time: people write several languages (a guess still loses to a stated fact)
    "language": False,
    "contact": True,
    "schedule": True,
    "relationship": True,
    "vehicle": True,
    "device": True,
    "timezone": True,
    # "prefers X" / "favourite X" hold one value; "likes X" does not
    "preference": True,
    "liking": False,
    "schema": True,
}


def read(lang: str) -> dict[str, Any]:
    """One language's lexicon file, parsed (no stemming)."""
    source = resources.files("hindsight.language").joinpath("lexicons", f"{lang}.toml")
    return tomllib.loads(source.read_text(encoding="utf-8"))


_DATA = {lang: read(lang) for lang in LANGUAGES}


def entries(table: dict[str, Any]) -> list[str]:
    """One list's entries as the judge compares them: ``words`` stemmed, then ``as_written`` as written."""
    return [text.stem(w) for w in table.get("words", ())] + list(table.get("as_written", ()))


def _merged(name: str) -> list[str]:
    return [e for lang in LANGUAGES for e in entries(_DATA[lang].get(name, {}))]


def _grouped(name: str) -> dict[str, list[str]]:
    """A per-slot table of all languages: slots in the order the files name them (English first)."""
    out: dict[str, list[str]] = {}
    for lang in LANGUAGES:
        for key, table in _DATA[lang].get(name, {}).items():
            if key != "description":
                out.setdefault(key, []).extend(entries(table))
    return out


# Words that announce a change of state: the newer memory replaces the older one. The Chinese cues are tried in
# order (the first one found is the cue reported).
CHANGE_CUES_EN = frozenset(entries(_DATA["en"]["change_cues"]))
CHANGE_CUES_ZH = tuple(entries(_DATA["zh"]["change_cues"]))

_SLOT_WORDS = _grouped("slot_words")
SLOTS: dict[str, tuple[bool, frozenset[str]]] = {
    name: (exclusive, frozenset(_SLOT_WORDS[name])) for name, exclusive in SLOT_EXCLUSIVE.items()
}

# Words that name a slot's *values* (latte vs americano): they reveal the slot but are not its predicate.
SLOT_VALUES: dict[str, frozenset[str]] = {name: frozenset(ws) for name, ws in _grouped("slot_values").items()}

# Words naming another person: "the user's sister lives in Paris" is not about the user's residence.
PEOPLE = frozenset(_merged("people"))

# Hedges: the writer is guessing.
HEDGES = frozenset(_merged("hedges"))

# Words that qualify a slot's value without changing what it is ("an oat milk latte", "VS Code").
VALUE_MODIFIERS: dict[str, frozenset[str]] = {
    name: frozenset(ws) for name, ws in _grouped("value_modifiers").items()
}

# Words that say nothing about *which* value or *which context* ("editor of choice", "usual morning drink").
FILLER = frozenset(_merged("filler"))

# Values written in more than one word: "flat white" is a drink, "a flat" is a home.
VALUE_PHRASES: dict[str, tuple[str, ...]] = {name: tuple(ws) for name, ws in _grouped("value_phrases").items()}

# Words around a phone number that do not make it a different kind of number ("reach", "mobile", "new").
CONTACT_WORDS = frozenset(_merged("contact_words"))
