"""A record's label: the name of the system or form a statement was copied from, written before it.

"CRM: the user lives in Austin." / "Billing: the user lives in Seattle." are one statement each about the user,
with a heading that says where it came from ("HR system", "Clinic record", 客户系统, 【通讯录】), which the memory's
provenance already records. Read with the heading, two such records share no frame ("crm user lives in austin" /
"billing user lives in seattle" differ in two words), so two systems that disagree about one fact were kept
silently. :func:`body` is the statement without its heading, for the judge to read.

A heading is dropped only when the statement after it stands on its own (it names its subject: the user, 用户,
a person's name; "Allergies: peanuts" has none and keeps its heading, which is the attribute; "Ana: I live in
Austin." is a speaker's line, not a record), when the heading is
short, holds no digit (a date heading is a time), and says nothing the statement would lose: no change ("Update:",
"更正："), negation, guess, time, or qualifier of the fact ("Work: the user's phone number is …" and "Home: …" are
two numbers, not one number twice).
"""

from __future__ import annotations

import re

from hindsight.language import hedge, text, times
from hindsight.language.people import subject
from hindsight.language.slots import change_cue

_HEADING_EN = re.compile(
    r"^\s*(?:\[(?P<bracket>[^\]\n]{1,40})\]\s*|(?P<label>[A-Za-z][A-Za-z&'./ ]{0,38}?)\s*(?::|\s[-–—])\s+)"
)
_HEADING_ZH = re.compile(r"^\s*(?:【(?P<bracket>[^】\n]{1,12})】|(?P<label>[\u4e00-\u9fffA-Za-z ]{1,12}?)\s*[：:])\s*")
_MAX_WORDS_EN = 4
#: a statement in the first person after a name is a speaker's line ("Ana: I live in Austin.", 妈妈：我…), no record
_FIRST_PERSON = re.compile(r"\s*(?:(?:I|I'm|I've|I'd|I'll|my|me|we|our|us)\b|[我咱])", re.IGNORECASE)
_MAX_CHARS_ZH = 8

#: words that make a heading part of the fact (whose number, which address, when it held) or a revision of it
_QUALIFIERS_EN = frozenset({
    "work", "home", "personal", "private", "business", "office", "mobile", "cell", "primary", "secondary", "backup",
    "old", "new", "previous", "former", "current", "latest", "past", "future", "temporary",
    "update", "updated", "correction", "corrected", "revised", "revision", "amended", "erratum", "changed", "change",
})
_QUALIFIERS_ZH = frozenset({"工作", "单位", "家", "家里", "个人", "私人", "旧", "新", "以前", "之前", "原", "现",
                            "现在", "目前", "临时", "备用", "主要",
                            "更新", "更正", "修正", "纠正", "勘误", "变更", "修改"})


def heading(content: str) -> str | None:
    """The heading that :func:`body` would drop, or None."""
    m = (_HEADING_ZH if text.has_cjk(content[:14]) else _HEADING_EN).match(content)
    if m is None:
        return None
    label = (m.group("bracket") or m.group("label") or "").strip()
    rest = content[m.end():]
    if not label or not rest.strip() or not _plain(label) or subject(rest) is None or _FIRST_PERSON.match(rest):
        return None
    return label


def body(content: str) -> str:
    """``content`` without a record's heading ("CRM: the user lives in Austin." → "the user lives in Austin."),
    else ``content`` unchanged."""
    if heading(content) is None:
        return content
    m = (_HEADING_ZH if text.has_cjk(content[:14]) else _HEADING_EN).match(content)
    assert m is not None  # heading() matched
    return content[m.end():]


def _plain(label: str) -> bool:
    """A heading that only names a source: short, no digit, no change, negation, guess, time or qualifier."""
    if any(c.isdigit() for c in label) or change_cue(label) or text.has_negation(label) or hedge.hedged(label):
        return False
    if times.timed(label) or times.starts_with_time(label):
        return False
    if text.has_cjk(label):
        return len(label.replace(" ", "")) <= _MAX_CHARS_ZH and not _QUALIFIERS_ZH.intersection(text.cjk_words(label))
    words = label.lower().replace("/", " ").split()
    return len(words) <= _MAX_WORDS_EN and not any(w.strip(".'&") in _QUALIFIERS_EN for w in words)
