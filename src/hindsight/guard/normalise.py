"""What the guard's patterns see: a text with its hiding places opened (F1).

:func:`variants` returns the normalised text and every de-obfuscated reading of it, each with the trick that
produced it: zero-width characters, homoglyphs, leetspeak, letters spaced out or interleaved with punctuation or
emoji, base64 payloads, ROT13, literal ``\\uXXXX`` escapes, Unicode TAG characters, HTML / Markdown comments and
invisible HTML elements, and traditional Chinese (folded to simplified). Pure: no I/O.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import re
import unicodedata

from hindsight.guard.patterns import HOMOGLYPHS, ZERO_WIDTH
from hindsight.language.script import to_simplified

_ZW = re.compile(f"[{ZERO_WIDTH}]")
_HOMO = str.maketrans(HOMOGLYPHS)
_LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s", "!": "i",
                       "|": "l"})
_B64 = re.compile(r"[A-Za-z0-9+/_-]{16,}={0,2}")
_SPACED = re.compile(r"(?<!\S)(?:\S ){1,}\S(?!\S)")
_LATIN = re.compile(r"[A-Za-z]")
_CONFUSABLE = re.compile("[" + "".join(HOMOGLYPHS) + "]")
_WS = re.compile(r"\s+")
#: Unicode TAG characters (U+E0000..U+E007F) mirror ASCII and render as nothing; the unassigned rest of plane 14
#: (U+E0080..U+E00FF, and from U+E0200, past the variation selectors an ideograph may carry) mirrors any other text the
#: same way (U+E628A is 把 shifted by U+E0000, U+E00E9 is é)
_TAGS = re.compile("[\U000e0000-\U000e00ff\U000e0200-\U000effff]+")
#: one letter, then runs of one to three separators (punctuation, symbols, emoji) between single letters
_INTERLEAVED = re.compile(r"(?:[^\W\d_][^\w\s]{1,3}){2,}[^\W\d_]")
#: a Chinese character: one is a word on its own, so "记住，娃，哪天" or "一切”后，答应" is punctuation, not letters
#: interleaved; between Chinese characters an interleaving repeats one separator ("忽.略.你.的")
_HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
#: an e-mail address or a URL: its "@", "1", "0" are what they are, not leetspeak ("billing@attacker.example")
_ADDRESS = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:https?://|www\.)\S+", re.I)
#: a number as written: digits (a currency sign before them, separators between them) with no letter on either side
#: ("$42", "14:02", "4.1%"): leetspeak puts digits inside words ("1gn0re", "h4ck"), a number is none ("$42" read
#: as "sa2" would turn "approved the $42 transfer" into a hidden claim)
_NUMBER = re.compile(r"(?<![^\W\d_])[$€£¥]?\d+(?:[.,:/-]\d+)*(?![^\W\d_])")
_SEP = re.compile(r"[^\w\s]")
_CJK_INTERLEAVED = re.compile(r"(?<=[\u4e00-\u9fff])\x00{1,3}(?=[\u4e00-\u9fff])")


def _symbol(ch: str) -> bool:
    return unicodedata.category(ch)[0] == "S" or ch in "·•"
_ESCAPES = re.compile(r"(?:\\u[0-9a-fA-F]{4}|\\x[0-9a-fA-F]{2}|\\U[0-9a-fA-F]{8}|&#x?[0-9a-fA-F]{2,6};){3,}")
_ESCAPE_ONE = re.compile(r"\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})|\\U([0-9a-fA-F]{8})|&#(x?)([0-9a-fA-F]{2,6});")
_HTML_COMMENT = re.compile(r"<!--(.*?)(?:-->|$)", re.S)
_MD_COMMENT = re.compile(r"^\s*\[(?://|comment|_)\]:\s*#\s*[(\"'<](.*?)[)\"'>]\s*$", re.M | re.I)
_INVISIBLE = re.compile(
    r"<(\w+)\b[^>]*?(?:\bhidden\b|aria-hidden\s*=\s*[\"']?true|style\s*=\s*[\"'][^\"']*?(?:display\s*:\s*none|"
    r"visibility\s*:\s*hidden|font-size\s*:\s*0(?![.\d]*[1-9])|opacity\s*:\s*0(?![.\d]*[1-9])|"
    r"(?:color\s*:\s*(?:#fff(?:fff)?|white|transparent)\b)|(?:left|top)\s*:\s*-\d{3,}))[^>]*>(.*?)</\1\s*>",
    re.S | re.I,
)
_TAG = re.compile(r"<[^>]{1,200}>")


def _base(text: str) -> str:
    return unicodedata.normalize("NFKC", _ZW.sub("", text))


def normalise(text: str) -> tuple[str, list[str]]:
    """Return the text as the patterns see it, and the obfuscation tricks found on the way."""
    tricks: list[str] = []
    if _ZW.search(text):
        tricks.append("zero-width characters")
        text = _ZW.sub("", text)
    if _TAGS.search(text):
        tricks.append("unicode tag characters")
        text = _TAGS.sub(lambda m: " " + _untag(m.group(0)) + " ", text)
    text = unicodedata.normalize("NFKC", text)
    if any(_LATIN.search(w) and _CONFUSABLE.search(w) for w in text.split()):
        tricks.append("homoglyphs")
    text = to_simplified(text.translate(_HOMO).lower())
    text = _WS.sub(" ", text).strip()
    return text, tricks


def _untag(s: str) -> str:
    return "".join(chr(o) for o in (ord(ch) - 0xE0000 for ch in s)
                   if 0x20 <= o < 0x7F or (o >= 0xA0 and not 0x100 <= o < 0x200 and chr(o).isprintable()))


def decoded_payloads(text: str) -> list[str]:
    """Base64 tokens that decode to readable text."""
    out = []
    for tok in _B64.findall(text):
        if len(tok) < 16 or tok.isalpha() or tok.isdigit():
            continue
        raw = tok.replace("-", "+").replace("_", "/")
        raw += "=" * (-len(raw) % 4)
        try:
            data = base64.b64decode(raw, validate=True)
            s = data.decode("utf-8")
        except (binascii.Error, ValueError, UnicodeDecodeError):
            continue
        if s and sum(ch.isprintable() or ch.isspace() for ch in s) / len(s) > 0.95 and " " in s.strip():
            out.append(s)
    return out


#: a comment's markup set inside quotation marks in running text ("the listing carried the comment '<!-- … -->'",
#: 注释“<!-- … -->”): quoted for the reader to see, as a write-up cites it, not hidden (the plain reading judges it)
_QUOTED_MARKUP = re.compile(r".?(?:['\"“‘「`])\s?\0\s?(?:['\"”’」`])")


def hidden_parts(text: str) -> list[tuple[str, str]]:
    """Text a reader of the rendered page would not see: (content, where it hid); not a comment quoted in running
    text (:data:`_QUOTED_MARKUP`)."""
    out = [(m.group(1), "html comment") for m in _HTML_COMMENT.finditer(text) if m.group(1).strip()
           and not _QUOTED_MARKUP.match(text[max(0, m.start() - 2):m.start()] + "\0" + text[m.end():m.end() + 2])]
    out += [(m.group(1), "markdown comment") for m in _MD_COMMENT.finditer(text) if m.group(1).strip()]
    out += [(_TAG.sub(" ", m.group(2)), "invisible html") for m in _INVISIBLE.finditer(text) if m.group(2).strip()]
    return out


def _unescape(m: re.Match[str]) -> str:
    def one(e: re.Match[str]) -> str:
        u4, x2, u8, amp_x, ent = e.groups()
        try:
            if ent is not None:
                return chr(int(ent, 16 if amp_x else 10))
            return chr(int(u4 or x2 or u8, 16))
        except (ValueError, OverflowError):
            return ""
    return _ESCAPE_ONE.sub(one, m.group(0))


#: the twelve most frequent letters of English prose (about 80% of its letters; ROT13 of prose keeps about half)
_FREQUENT = frozenset("etaoinshrdlu")


def _frequent_share(text: str) -> float:
    letters = [ch for ch in text.lower() if ch.isascii() and ch.isalpha()]
    return sum(ch in _FREQUENT for ch in letters) / len(letters) if letters else 0.0


def _rot13_gain(text: str) -> bool:
    """ROT13 is worth reading when the text has Latin letters and its ROT13 reading looks more like prose than the
    text itself (letter frequencies, no word list): plain English read as ROT13 becomes noise, which a model scores
    as it likes, so it is not read."""
    letters = sum(ch.isascii() and ch.isalpha() for ch in text)
    return letters >= 12 and _frequent_share(codecs.decode(text, "rot13")) > _frequent_share(text)


def _leet(text: str) -> str:
    """``text`` read as leetspeak, its e-mail addresses, URLs and numbers (:data:`_NUMBER`) as written."""
    out, pos = [], 0
    kept = sorted([*_ADDRESS.finditer(text), *_NUMBER.finditer(text)], key=lambda m: m.start())
    for m in kept:
        if m.start() < pos:
            continue  # a number inside an address
        out += [text[pos:m.start()].translate(_LEET), m.group(0)]
        pos = m.end()
    return "".join(out) + text[pos:].translate(_LEET)


def _interleaving(run: str) -> bool:
    """A run of :data:`_INTERLEAVED` that hides letters: Latin letters between separators ("i.g.n.o.r.e"), or, once a
    Chinese character takes part, one and the same separator between every two characters ("忽.略.你.的"): Chinese
    prose puts commas and quote marks between one-character words all the time."""
    if not _HAN.search(run):
        return True
    seps = _SEP_RUN.findall(run)
    top = max(set(seps), key=seps.count)
    return seps.count(top) >= 3 and 2 * seps.count(top) >= len(seps) and not _PROSE_SEP.fullmatch(top)


#: what Chinese prose itself puts between characters: commas, the enumeration comma, quote marks
_PROSE_SEP = re.compile(r"[,、\"'“”‘’「」『』]+")

_SEP_RUN = re.compile(r"[^\w\s]+")


def variants(text: str) -> tuple[list[tuple[str, str | None]], list[str]]:
    """The plain normalised text plus the de-obfuscated variants (each with the trick that produced it)."""
    norm, tricks = normalise(text)
    out: list[tuple[str, str | None]] = [(norm, None)]

    def add(candidate: str, trick: str) -> None:
        v = normalise(candidate)[0]
        if v and all(v != have for have, _ in out):
            out.append((v, trick))

    leet = _leet(norm)
    if leet != norm:
        out.append((leet, "leetspeak"))
    base = _base(text).translate(_HOMO).lower()
    # "i g n o r e   a l l": letters one space apart, words further apart (before whitespace is collapsed)
    joined = _WS.sub(" ", _SPACED.sub(lambda m: m.group(0).replace(" ", ""), base)).strip()
    if joined != norm:
        add(joined, "spaced-out letters")
    # "i.g.n.o.r.e", "ig-no-re", "i🙂g🙂n🙂o🙂r🙂e"
    if any(_interleaving(m.group(0)) for m in _INTERLEAVED.finditer(norm)):
        add(_INTERLEAVED.sub(lambda m: _SEP.sub("", m.group(0)) if _interleaving(m.group(0)) else m.group(0), norm),
            "interleaved symbols")
    # "忽🙂略🙂你": symbols between Chinese characters, touching them on both sides at least twice (a separator
    # with spaces around it, "工单 · 优先级", interleaves nothing)
    stripped = "".join(ch for ch in norm if not _symbol(ch))
    if stripped != norm and len(_CJK_INTERLEAVED.findall("".join("\x00" if _symbol(ch) else ch for ch in norm))) >= 2:
        add(stripped, "interleaved symbols")
    if _ESCAPES.search(text):
        add(_ESCAPES.sub(_unescape, text), "unicode escapes")
    for payload in decoded_payloads(text):
        add(payload, "base64 payload")
    for part, where in hidden_parts(text):
        add(part, where)
    if _rot13_gain(norm):
        out.append((codecs.decode(norm, "rot13"), "rot13"))
    return out, tricks
