"""Does a negation hold only for a narrower case than the older statement names (pure)?

"Eats bread" is not replaced by "no longer eats white bread", nor "drives" by "doesn't drive on the highway
anymore", nor "speaks Spanish" by "no longer speaks Spanish with his coworkers", nor 用户喝奶茶 by 用户不再喝全糖奶茶了,
nor 王磊抽烟 by 王磊在孩子面前不抽烟了: the newer negates the older's predicate only for a kind of its object, a place
or a company the older never named, so both can hold (issue #15: a verdict that changes state needs positive
evidence). language/occasions.py reads the same for times ("after 3 pm", 周末); this module reads three shapes, by
position and part of speech, not by word list:

- a kind: a word the newer puts between two words the older has side by side ("eats bread" → "eats *white* bread",
  喝奶茶 → 喝 *全糖* 奶茶), or a Chinese word that ends with one of the older's (咖啡 → 热咖啡, 新闻 → 晚间新闻);
- a place or a company (English): a phrase "at / in / on / to / with / from … <noun>" right after a word of the
  older, when the older never sets that word before a preposition of its own ("listens to jazz" / "no longer listens
  to music", "works as a nurse" / "no longer works at the hospital": another value of the verb, not a narrower case)
  and the noun is no time ("in years", "at 40": they date a change);
- a place or a company (Chinese): 在 <words the older lacks> (里 / 上 / 面前) before the negation (在家里不抽烟了), or
  不去 / 不在 <a place> before a word of the older (不去电影院看电影了).

Left out: a negation stressed as whole ("any", "at all", 也 / 都 after the place: 在家也不抽了), a phrase of reason
("on the advice of her doctor"), and what the older itself names.
"""

from __future__ import annotations

import itertools
import re

from hindsight.language import occasions, polarity, text

#: English prepositions of place and company (not "for", "since", "after": reason and time)
_WHERE_EN = re.compile(
    r"\b(?P<prep>at|in|on|to|around|with|from|inside|outside|near|in\s+front\s+of|away\s+from)\s+"
    r"(?P<det>(?:the|a|an|his|her|my|their|our|your|its|this|that|these|those|other|some)\s+)?"
    r"(?P<np>[^\W\d_][\w'-]*(?:\s+[^\W\d_][\w'-]*){0,2})",
    re.I,
)
#: other words that open a verb's complement in the older ("works as a nurse", "cooks for her family")
_TAKES_EN = frozenset({"as", "for", "about", "into", "of", "by", "like"})
#: nouns after a preposition that say when, how much or why, not where or with whom ("in years", "at 40", "on the
#: advice of", "in fact", "at least")
_NOT_PLACE_EN = re.compile(
    r"^(?:\d.*|years?|months?|weeks?|days?|hours?|minutes?|decades?|ages?|while|moment|now|least|most|all|first|last|"
    r"once|fact|general|particular|purpose|order|orders|advice|account|behalf|favou?r|case|addition|time|times|way|"
    r"longer|advance|total|person|anymore|again|either|any|anything|because|since|until|though|more|"
    r"january|february|march|april|may|june|july|august|september|october|november|december|"
    r"spring|summer|autumn|fall|winter|christmas|easter|lent|rehab|treatment|therapy|recovery|pregnancy|diet)$",
    re.I,
)
#: words that end the noun phrase after a preposition ("on the highway anymore")
_NP_END_EN = frozenset({"anymore", "again", "either", "now", "though", "because", "since", "until", "unless",
                        "instead", "any", "more", "lately", "these", "days"})
#: words put between two of the older's that are no kind of it: emphasis, degree of the negation, a gerund
_NOT_KIND = frozenset({"any", "anymore", "longer", "again", "ever", "even", "really", "actually", "still", "at",
                       "all", "whatsoever", "so", "too", "very", "just", "only", "usually", "regularly", "last",
                       "this", "next", "every", "each", "past", "that", "yesterday", "today", "tonight"})
#: a negation stressed as whole: any kind, anywhere (任何, 到处)
_WHOLE = re.compile(r"\b(?:any|anywhere|elsewhere|everywhere|otherwise)\b|任何|到处|哪儿都|哪里都", re.I)
#: jieba's tags of a word that can name a kind: nouns, adjectives, distinguishing words, verbal nouns
_KIND_POS = ("n", "a", "b", "vn")
#: what follows a Chinese place: 里 / 上 / 面前 (dropped), 也 / 都 (stress: a whole negation)
_PLACE_SUFFIX_ZH = re.compile(r"(?:里面|里|上面|上|面前|前面|中|内|外面|外|旁边|附近)$")
_DATED_ZH = re.compile(r"(?:以后|之后|后|以前|之前|以来|期间|年|月|日|号|天|时候|时)$")


def restricted(older: str, newer: str) -> str | None:
    """What narrows a negation of ``newer`` that speaks of ``older`` (a kind of its object, a place, a company the
    older never named), else None. Clauses as :func:`occasions.speaking_clauses` picks them."""
    for clause, _front in occasions.speaking_clauses(older, newer):
        zh = text.has_cjk(clause)
        span = polarity.governed(clause)
        if span is None:
            continue
        if _WHOLE.search(clause):
            continue
        found = _kind(older, span, zh) or (_where_zh(older, clause) if zh else _where_en(older, span))
        if found:
            return found
    return None


def _kind(older: str, span: str, zh: bool) -> str | None:
    """A word of ``span`` set between two words the older has side by side ("eats *white* bread"; Chinese, where one
    word may be cut two ways, a noun or adjective the older lacks between two words found in it: 喝 *冰* 咖啡 after
    喝咖啡), or a Chinese word of three characters or more ending with two of the older's (热咖啡 after 咖啡)."""
    if zh:
        return _kind_zh(older, text.tagged(span))
    old = [_stem(w) for w in text.words(older) if not text.is_stopword(w)]
    known, pairs = set(old), set(itertools.pairwise(old))
    last: str | None = None
    inserted: list[str] = []
    for word in text.words(span):
        stem = _stem(word)
        if stem in known:
            if inserted and last and (last, stem) in pairs:
                return " ".join([*inserted, word])
            last, inserted = stem, []
        elif text.is_stopword(word):
            if inserted:
                last, inserted = None, []
        elif last is not None and (word in _NOT_KIND or text.has_negation(word) or _gerund(word)
                                   or len(inserted) >= 2):
            last, inserted = None, []
        elif last is not None:
            inserted.append(word)
    return None


def _kind_zh(older: str, words: list[tuple[str, str]]) -> str | None:
    for i, (word, flag) in enumerate(words):
        if word in older or not flag.startswith(_KIND_POS) or text.has_negation(word) or text.is_stopword(word):
            continue
        if len(word) >= 3 and any(word[-k:] in older for k in range(2, len(word))):
            return word
        before, after = words[i - 1][0] if i else "", words[i + 1][0] if i + 1 < len(words) else ""
        if before and after and text.has_cjk(before + after) and before in older and after in older \
                and f"{word}{after}" not in older and not text.is_stopword(after):
            return f"{word}{after}"
    return None


def _where_en(older: str, span: str) -> str | None:
    """A place or company right after a word of the older that the older never sets before the same preposition
    ("doesn't drive on the highway"; not "listens to music" after "listens to jazz")."""
    old_words = [_stem(w) for w in text.words(older)]
    known = set(text.content_tokens(older))
    takes = {a for a, b in itertools.pairwise(old_words) if _WHERE_EN.fullmatch(f"{b} x") or b in _TAKES_EN}
    for m in _WHERE_EN.finditer(span):
        prev = re.search(r"([A-Za-z'-]+)\s+$", span[:m.start()])
        if not prev or _stem(prev.group(1)) not in known:
            continue
        prep = re.sub(r"\s+", " ", m.group("prep").lower())
        if prep == "to" and not m.group("det") and not m.group("np")[:1].isupper():
            continue  # "no longer smokes to save money": an infinitive, not a place
        if _stem(prev.group(1)) in takes or re.search(r"\bany\b", m.group("det") or "", re.I):
            continue
        np: list[str] = []
        for w in m.group("np").split():
            if w.lower() in _NP_END_EN or text.is_stopword(w.lower()):
                break
            np.append(w)
        if not np or _NOT_PLACE_EN.match(np[-1]) or _NOT_PLACE_EN.match(np[0]) or any(_stem(w) in known for w in np) \
                or _occasion(prep, np):
            continue
        return f"{prep} {' '.join(np)}"
    return None


def _where_zh(older: str, clause: str) -> str | None:
    """在 <a place or company the older lacks> (里 / 上 / 面前) right before the clause's negation (在孩子面前不抽烟了;
    not 在家也不抽了, a whole negation, nor 在结婚以后, a time), or after it and before a word of the older
    (不去电影院看电影了, 不在公司吃早餐了: the older's 看电影, 吃早餐 elsewhere)."""
    words = [w for w, _flag in text.tagged(clause)]
    for i, w in enumerate(words[:-3]):
        if not text.zh_negator(w) or words[i + 1] not in ("去", "在", "到"):
            continue
        where = words[i + 2]
        if text.has_cjk(where) and where not in older and words[i + 3] in older \
                and not _DATED_ZH.search(where) and not occasions.occasions(where, dated_too=True) \
                and words[i + 3] not in ("了", "的", "过"):
            return f"{words[i + 1]}{where}"
    for i, w in enumerate(words):
        if w != "在":
            continue
        place: list[str] = []
        for nxt in words[i + 1:i + 6]:
            if text.has_negation(nxt) or nxt in ("也", "都", "就", "才") or not text.has_cjk(nxt):
                if not text.has_negation(nxt) or not place:
                    break
                what = _PLACE_SUFFIX_ZH.sub("", "".join(place))
                if what and not _DATED_ZH.search(what) and what not in older \
                        and not occasions.occasions(what, dated_too=True):
                    return f"在{''.join(place)}"
                break
            place.append(nxt)
    return None


def _occasion(prep: str, np: list[str]) -> bool:
    """The phrase's head is an occasion, dated or not ("on Friday", "at school", "on Friday nights"): occasions.py
    reads it (not "with the morning running club", whose head is the club)."""
    head = np[-1].lower().rstrip("s")
    return any(key.rstrip("s") == head for key in occasions.occasions(f"{prep} {' '.join(np)}", dated_too=True))


def _gerund(word: str) -> bool:
    """An English -ing word that is a verb ("likes playing tennis"), not a time ("the evening news")."""
    return word.lower().endswith("ing") and not occasions.occasions(word)


def _stem(word: str) -> str:
    return word if text.has_cjk(word) else text.stem(word.lower())
