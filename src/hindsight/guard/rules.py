"""The offline rules guard (F1): normalise (invisible characters, homoglyphs, leetspeak, base64), match the
patterns of :mod:`hindsight.guard.patterns`, then decide by strength and source.

* a ``strong`` pattern (injection, persona hijack, authority claim, secret harvesting, exfiltration) from any
  source → quarantine;
* a ``weak`` pattern (text that merely instructs the assistant) → quarantine from tool/import/agent text,
  allow from the user or config (a preference such as "from now on answer in Chinese");
* an attack that was hidden (zero-width characters, homoglyphs, leetspeak, base64) → reject: nothing stored;
* secrets (keys, tokens, passwords) → redacted, rejected or quarantined as configured.
"""

from __future__ import annotations

import base64
import binascii
import re
import unicodedata
from typing import Literal

from hindsight.guard.base import ALLOW, UNTRUSTED, Decision, Outcome
from hindsight.guard.patterns import HOMOGLYPHS, RULES, SECRETS, ZERO_WIDTH, Strength
from hindsight.model import Source

_COMPILED: list[tuple[str, Strength, re.Pattern[str]]] = [(c, s, re.compile(p, re.IGNORECASE)) for c, s, p in RULES]
_SECRETS: list[tuple[str, re.Pattern[str]]] = [(k, re.compile(p)) for k, p in SECRETS]
_ZW = re.compile(f"[{ZERO_WIDTH}]")
_HOMO = str.maketrans(HOMOGLYPHS)
_LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s", "!": "i",
                       "|": "l"})
_B64 = re.compile(r"[A-Za-z0-9+/_-]{16,}={0,2}")
_SPACED = re.compile(r"(?<!\S)(?:\S ){1,}\S(?!\S)")
_LATIN = re.compile(r"[A-Za-z]")
_CONFUSABLE = re.compile("[" + "".join(HOMOGLYPHS) + "]")
_WS = re.compile(r"\s+")
_NEGATED = re.compile(r"(?:\bnever|\bnot|n't|\bno one should|不要|切勿|请勿|不得|禁止|别)\s*$")

SecretsMode = Literal["redact", "reject", "quarantine"]


def normalise(text: str) -> tuple[str, list[str]]:
    """Return the text as the patterns see it, and the obfuscation tricks found on the way."""
    tricks: list[str] = []
    if _ZW.search(text):
        tricks.append("zero-width characters")
        text = _ZW.sub("", text)
    text = unicodedata.normalize("NFKC", text)
    if any(_LATIN.search(w) and _CONFUSABLE.search(w) for w in text.split()):
        tricks.append("homoglyphs")
    text = text.translate(_HOMO).lower()
    text = _WS.sub(" ", text).strip()
    return text, tricks


def _decoded_payloads(text: str) -> list[str]:
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


def scan(text: str) -> list[tuple[str, Strength, str]]:
    """Every (category, strength, matched text) in an already normalised text."""
    hits = []
    for cat, strength, rx in _COMPILED:
        for m in rx.finditer(text):
            # safety advice is not harvesting: "never share your one-time code", "不要把验证码告诉任何人"
            if cat == "harvest" and _NEGATED.search(text[max(0, m.start() - 16):m.start()]):
                continue
            hits.append((cat, strength, m.group(0)))
            break
    return hits


def find_secrets(text: str) -> list[tuple[str, int, int]]:
    """(kind, start, end) of each secret value in the raw text."""
    found: list[tuple[str, int, int]] = []
    for kind, rx in _SECRETS:
        for m in rx.finditer(text):
            start, end = (m.span("v") if "v" in rx.groupindex and m.group("v") else m.span())
            if not any(s <= start < e or start <= s < end for _, s, e in found):
                found.append((kind, start, end))
    return sorted(found, key=lambda f: f[1])


def redact(text: str, secrets: list[tuple[str, int, int]]) -> str:
    out, pos = [], 0
    for kind, s, e in secrets:
        out.append(text[pos:s])
        out.append(f"[REDACTED:{kind}]")
        pos = e
    out.append(text[pos:])
    return "".join(out)


def _variants(text: str) -> tuple[list[tuple[str, str | None]], list[str]]:
    """The plain normalised text plus the de-obfuscated variants (each with the trick that produced it)."""
    norm, tricks = normalise(text)
    variants: list[tuple[str, str | None]] = [(norm, None)]
    leet = norm.translate(_LEET)
    if leet != norm:
        variants.append((leet, "leetspeak"))
    # "i g n o r e   a l l": letters one space apart, words further apart (before whitespace is collapsed)
    raw = unicodedata.normalize("NFKC", _ZW.sub("", text)).translate(_HOMO).lower()
    joined = _WS.sub(" ", _SPACED.sub(lambda m: m.group(0).replace(" ", ""), raw)).strip()
    if joined != norm:
        variants.append((joined, "spaced-out letters"))
    for payload in _decoded_payloads(text):
        variants.append((normalise(payload)[0], "base64 payload"))
    return variants, tricks


class RulesGuard:
    """Pattern rules, source-aware. Pure: no I/O, safe to call from the write path and at read time."""

    name = "rules"

    def __init__(self, secrets: SecretsMode = "redact") -> None:
        self.secrets = secrets

    def screen(self, content: str, source: Source) -> Decision:
        variants, tricks = _variants(content)
        untrusted = source in UNTRUSTED
        hits: list[tuple[str, Strength, str, str | None]] = []
        for text, trick in variants:
            for cat, strength, matched in scan(text):
                if not any(h[0] == cat and h[1] == strength for h in hits):
                    hits.append((cat, strength, matched, trick))
        blocking = [h for h in hits if h[1] == "strong" or untrusted]
        if blocking:
            cats = tuple(dict.fromkeys(h[0] for h in blocking))
            hidden = [h[3] for h in blocking if h[3]] + (tricks if blocking else [])
            detail = "; ".join(f"{h[0]}: {h[2][:60]!r}" + (f" (via {h[3]})" if h[3] else "") for h in blocking[:3])
            who = f" from an untrusted source ({source})" if untrusted and all(h[1] == "weak" for h in blocking) else ""
            if hidden:
                return Decision(Outcome.reject, f"hidden attack ({', '.join(dict.fromkeys(hidden))}): {detail}",
                                (*cats, "hidden"), signals=[h[2] for h in blocking])
            return Decision(Outcome.quarantine, f"looks like {'/'.join(cats)}{who}: {detail}", cats,
                            signals=[h[2] for h in blocking])
        if untrusted and "zero-width characters" in tricks and len(_ZW.findall(content)) >= 3:
            return Decision(Outcome.quarantine, "hidden text: zero-width characters in untrusted text", ("hidden",))
        secrets = find_secrets(content)
        if secrets:
            kinds = ", ".join(dict.fromkeys(k for k, _, _ in secrets))
            if self.secrets == "reject":
                return Decision(Outcome.reject, f"contains secrets ({kinds}); secrets are not stored", ("secret",))
            if self.secrets == "quarantine":
                return Decision(Outcome.quarantine, f"contains secrets ({kinds})", ("secret",))
            return Decision(Outcome.allow, f"secrets redacted ({kinds})", ("secret",), content=redact(content, secrets))
        return ALLOW


class OffGuard:
    name = "off"

    def screen(self, content: str, source: Source) -> Decision:
        return ALLOW
