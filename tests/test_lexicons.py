"""The lexicon data files (``hindsight/language/lexicons/*.toml``): known tables and keys, types, no duplicates, no
empty strings, Chinese lists in Chinese and English lists without Chinese."""

from __future__ import annotations

from typing import Any

import pytest

from hindsight.language import lexicon, text


def lists_of(lang: str) -> list[tuple[str, dict[str, Any]]]:
    """Every list of a language file, named ``table`` or ``table.slot``."""
    out: list[tuple[str, dict[str, Any]]] = []
    for name, table in lexicon.read(lang).items():
        if lexicon.TABLES.get(name):
            out += [(f"{name}.{slot}", t) for slot, t in table.items() if slot != "description"]
        else:
            out.append((name, table))
    return out


@pytest.mark.parametrize("lang", lexicon.LANGUAGES)
def test_tables_and_keys_are_known(lang: str) -> None:
    data = lexicon.read(lang)
    assert set(data) <= set(lexicon.TABLES), set(data) - set(lexicon.TABLES)
    for name, table in data.items():
        assert isinstance(table, dict)
        assert isinstance(table.get("description"), str) and table["description"].strip(), name
        if lexicon.TABLES[name]:
            slots = set(table) - {"description"}
            assert slots, name
            assert slots <= set(lexicon.SLOT_EXCLUSIVE), (name, slots - set(lexicon.SLOT_EXCLUSIVE))
            for slot in slots:
                assert isinstance(table[slot], dict), f"{name}.{slot}"
                assert set(table[slot]) <= lexicon.LIST_KEYS - {"description"}, f"{name}.{slot}"
        else:
            assert set(table) <= lexicon.LIST_KEYS, name


@pytest.mark.parametrize("lang", lexicon.LANGUAGES)
def test_lists_hold_distinct_non_empty_strings(lang: str) -> None:
    for name, table in lists_of(lang):
        assert table.get("words") or table.get("as_written"), f"{lang} {name} is empty"
        for key in ("words", "as_written"):
            items = table.get(key, [])
            assert isinstance(items, list), f"{lang} {name}.{key}"
            assert all(isinstance(w, str) and w.strip() == w and w for w in items), f"{lang} {name}.{key}"
            assert len(items) == len(set(items)), f"{lang} {name}.{key} has duplicates"
        loaded = lexicon.entries(table)  # two entries that load as the same word are one entry written twice
        assert len(loaded) == len(set(loaded)), f"{lang} {name}: {sorted(w for w in loaded if loaded.count(w) > 1)}"


def test_chinese_lists_are_chinese_and_english_lists_are_not() -> None:
    for name, table in lists_of("zh"):
        assert not table.get("as_written"), f"zh {name}: Chinese words are never stemmed; use `words`"
        assert all(text.has_cjk(w) for w in table["words"]), name
    for name, table in lists_of("en"):
        assert not any(text.has_cjk(w) for key in ("words", "as_written") for w in table.get(key, [])), name


def test_english_words_are_plain_words() -> None:
    """``words`` are stemmed on load, so a phrase belongs in ``as_written`` (the stemmer sees one word)."""
    for name, table in lists_of("en"):
        assert not any(" " in w for w in table.get("words", [])), name


def test_every_slot_has_words_and_grouped_tables_name_slots() -> None:
    assert list(lexicon.SLOTS) == list(lexicon.SLOT_EXCLUSIVE)
    assert all(words for _excl, words in lexicon.SLOTS.values())
    for table in (lexicon.SLOT_VALUES, lexicon.VALUE_MODIFIERS, lexicon.VALUE_PHRASES):
        assert set(table) <= set(lexicon.SLOT_EXCLUSIVE)


def test_loaded_lists_are_stemmed_words_and_written_forms() -> None:
    """Spot checks of what callers see: stems from ``words``, forms from ``as_written``, Chinese as written."""
    assert {"chang", "changed", "no longer", "becam", "became"} <= lexicon.CHANGE_CUES_EN
    assert lexicon.CHANGE_CUES_ZH[:3] == ("提前", "推迟", "延期")  # tried in order
    excl, residence = lexicon.SLOTS["residence"]
    assert excl and {"resid", "citi", "apart", "apartment", "lives", "住在"} <= residence
    assert {"colleagu", "manag", "同事"} <= lexicon.PEOPLE
    assert lexicon.VALUE_PHRASES["drink"][0] == "flat white"
