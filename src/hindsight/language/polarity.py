"""Is a statement negated as a whole, or does it affirm a value beside what it negates (pure)?

"Does not eat meat" negates its one fact; "drinks tea, not coffee", "is vegetarian and never eats meat",
"只吃海鲜不吃肉", "喜欢不加糖的咖啡" state a value and negate only a part of it. :func:`text.has_negation` says there
is a negation somewhere; :func:`negated` says nothing in the statement is affirmed: every clause that holds a
content word holds a negation, and (Chinese, where a contrast often runs in one clause) the words before the first
negation of a clause hold no verb ("用户不吃肉": 用户 is the subject; "用户只吃海鲜不吃肉": 吃 affirms). A closed
class of clause boundaries (punctuation, "but", "and", "rather", 但, 而) and jieba's part of speech, no word list of
values or predicates.
"""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight.language import text

#: clause boundaries: punctuation and the contrast conjunctions (a closed class); a list after a negation ("does
#: not eat meat, fish or eggs", "不吃肉、鱼和蛋") stays inside it, so "and", "or" and 、 are no boundary
_CLAUSE_EN = re.compile(r"([,;:()\u2014\u2013]|\s-\s|\b(?:but|rather|instead|whereas|only)\b)", re.I)
_CLAUSE_ZH = re.compile(r"([，,；;：:（）()]|但是|但|而是|而|只)")
#: a clause after a negated one affirms when a contrast word opens it ("doesn't drink coffee, only tea")
_CONTRAST = re.compile(r"^(?:but|rather|instead|whereas|only|但是|但|而是|而|只)$", re.I)


@lru_cache(maxsize=8192)
def negated(content: str) -> bool:
    """True when ``content`` holds a negation and affirms nothing beside it (see the module's doc)."""
    if not text.has_negation(content):
        return False
    return not any(_sentence_affirms(s) for s in re.split(r"[.!?。！？]+", content) if s.strip())


_NEGATOR_EN = re.compile(rf"\b(?:{'|'.join(sorted(text.NEGATIONS_EN))})\b|n't", re.I)
#: a negated pronoun points back to what the clause named before it ("stopped the melatonin and sleeps fine without
#: it"): the clause as a whole is what is negated
_PRONOUN_EN = re.compile(r"^\s*(?:\w+\s+){0,2}?(?:it|them|that|one|any)\s*$", re.I)


@lru_cache(maxsize=8192)
def negated_spans(content: str) -> tuple[str, ...]:
    """What each negation governs: in every clause that holds one, the text after its first negation to the clause's
    end ("the user hasn't touched meat since May" → "touched meat since May"; "膝盖做完手术后，用户不去健身房了，
    改成每天游一千米" → "去健身房了": the other clauses' 做 and 每天 are not negated); a negated pronoun ("sleeps fine
    without it") governs its whole clause. Clauses as in :func:`negated`."""
    out: list[str] = []
    for piece in negating_clauses(content):
        zh = text.has_cjk(piece)
        start = _negated_start(piece, zh)
        if start is not None:
            span = piece[start:].strip()
            out.append(piece if not zh and _PRONOUN_EN.match(span) else span)
    return tuple(out)


@lru_cache(maxsize=8192)
def negating_clauses(content: str) -> tuple[str, ...]:
    """The clauses of ``content`` that hold a negation, whole ("用户最近工作日晚上不打羽毛球了": what it says of
    when, before the negator, too). Clauses as in :func:`negated`."""
    return tuple(piece for piece in clauses(content) if text.has_negation(piece))


@lru_cache(maxsize=8192)
def clauses(content: str) -> tuple[str, ...]:
    """The clauses of ``content``, stripped, as :func:`negated` reads them (the boundaries left out)."""
    out: list[str] = []
    for sentence in re.split(r"[.!?。！？]+", content):
        rx = _CLAUSE_ZH if text.has_cjk(sentence) else _CLAUSE_EN
        out.extend(p.strip() for p in rx.split(sentence) if p and p.strip() and not rx.fullmatch(p.strip()))
    return tuple(out)


def _negated_start(clause: str, zh: bool) -> int | None:
    """Offset of what the clause's first negation governs: after an English negator, or after the negator that
    starts the first Chinese word that holds one (:func:`text.zh_negator`: 不去 → 去; not 不错 or 不过)."""
    if not zh:
        m = _NEGATOR_EN.search(clause)
        return m.end() if m else None
    at = 0
    for w, _flag in text.tagged(clause):
        found = clause.find(w, at)
        if found < 0:
            continue
        negator = text.zh_negator(w) if text.has_cjk(w) else ""
        if negator:
            return found + len(negator)
        at = found + len(w)
    return None


def _sentence_affirms(sentence: str) -> bool:
    """A clause before the sentence's first negation affirms a value, or one after it that a contrast word opens,
    or (Chinese) a clause with a verb before its negation ("只吃海鲜不吃肉")."""
    zh = text.has_cjk(sentence)
    seen_neg, contrast = False, False
    for piece in (_CLAUSE_ZH if zh else _CLAUSE_EN).split(sentence):
        if not piece or not piece.strip():
            continue
        if _CLAUSE_ZH.fullmatch(piece.strip()) if zh else _CLAUSE_EN.fullmatch(piece):
            contrast = contrast or bool(_CONTRAST.match(piece.strip()))
            continue
        negative = text.has_negation(piece)
        if text.content_tokens(piece):
            if not negative and (not seen_neg or contrast or (zh and _predicate(piece, negative))):
                return True
            if negative and zh and _predicate(piece, negative):
                return True
        seen_neg, contrast = seen_neg or negative, False
    return False
def _predicate(clause: str, negative: bool) -> bool:
    """A Chinese clause states a predicate of its own: a word that is not its subject (the first noun or pronoun),
    not a function word (adverb, time, pronoun, preposition, particle, conjunction) and not the copula, before the
    clause's first negation ("用户只吃海鲜不吃肉": 吃海鲜; "用户现在不吃肉": none); with no negation, a verb
    ("改喝茶")."""
    subject = False
    for w, flag in text.tagged(clause):
        if negative and text.has_negation(w):
            return False
        if not w.strip() or flag[0] in _FUNCTION_POS or w in _COPULA_ZH:
            continue
        if not negative:
            if flag[0] in "vil":
                return True
            continue
        if not subject and flag[0] in "nr":
            subject = True
            continue
        return True
    return False


#: jieba's tags of function words: adverb, time, pronoun, preposition, particle, conjunction, numeral, quantifier,
#: punctuation, auxiliary, modal
_FUNCTION_POS = frozenset("dtrpucmqxyfe")
#: the copula and auxiliaries carry no value of their own ("用户是不吃肉的": 是 affirms nothing)
_COPULA_ZH = frozenset({"是", "有", "会", "要", "能", "可以", "应该", "在"})
