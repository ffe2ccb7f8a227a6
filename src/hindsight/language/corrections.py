"""Corrections that name the value they replace (pure): "the weight is 91 kg, not 79 kg", "in the orchestra the user
plays the oboe, not the viola", "工资卡是中信银行，不是招商银行", "the dentist is Dr Shah; Dr Mehta was the hygienist",
"上班坐的是有轨电车，共享单车只是罢工那几天". A closed class of contrast constructions (", not X", ", rather than X",
"，不是X", "而不是X", "; X was …", "，X只是…"), not of slots or predicates: the judge reads which of an older memory's
words the newer one names as wrong."""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight.language import polarity, text
from hindsight.language.spans import SUBJECT_WORDS

#: ", not X" / "; not X" / "(not X)" / ", rather than X": X runs to the next clause boundary
_EN = re.compile(r"(?:[,;(]|\s[-–—])\s*(?:and |but )?(?:not|rather than)\s+([^,;:.!?()]+)", re.I)
#: "，不是X" / "而不是X" / "，并不是X" (X runs to the next clause boundary)
_ZH = re.compile(r"(?:[，,；;（(]|而)\s*(?:并|可)?不是([^，,；;：:。！？!?（）()]+)")
#: a later clause that puts the older's value in the past or in its place: "; X was the hygienist", "; X was only
#: during the strike", "，X只是客户" (X is the clause's subject; the copula's past and 只是 are a closed class)
_EN_WAS = re.compile(r"[;]\s*([^,;:.!?()]+?)\s+(?:was|were)\b", re.I)
_ZH_ONLY = re.compile(r"[，,；;]\s*([^，,；;：:。！？!?（）()]+?)(?:只是|只不过是)")


@lru_cache(maxsize=8192)
def rejected(content: str) -> tuple[str, ...]:
    """The spans ``content`` names as not (or no longer) the value, in order."""
    return tuple(m.group(1).strip() for rx in (_EN, _ZH, _EN_WAS, _ZH_ONLY) for m in rx.finditer(content)
                 if m.group(1).strip())


def _words(span: str) -> frozenset[str]:
    return frozenset(w for w in text.content_tokens(span) if w not in SUBJECT_WORDS)


def rejects(new: str, old: str) -> bool:
    """Does ``new`` name ``old``'s value as the wrong one? A rejected span of ``new`` whose words are all words of
    ``old`` (at least one beside the subject), while ``new`` affirms a word that ``old`` lacks, and ``old`` itself
    negates nothing ("does not eat meat" is no value that a correction could name)."""
    spans = rejected(new)
    if not spans or polarity.negated(old):
        return False
    old_words = text.content_tokens(old)
    hit = [s for s in spans if (w := _words(s)) and w <= old_words]
    if not hit:
        return False
    affirmed = new
    for s in spans:
        affirmed = affirmed.replace(s, " ")
    return bool(_words(affirmed) - old_words - frozenset(text.content_tokens(" ".join(hit))))
