"""A measure said again later with another number, no change word (issue #15: update recall on text nobody tuned
for; "where the judge is unsure, prefer a soft outcome"): two rules of the rules judge
(:data:`hindsight.judge.rules.RULES`), wired there by name, ``recounted`` right before ``no_common_subject`` (which
would call the pair unrelated) and ``slot_recounted`` right before ``compatible`` (same, for a pair with a slot).

"The user has 2 chickens in the backyard." → weeks later "The user keeps 5 chickens in the backyard.";
用户的年薪是30万 → 用户涨薪后年薪是36万; 用户的公积金每月缴1800元 → 用户公积金月缴存额调整为2100元. The newer gives
the same measure (a number and its unit or counted word: "5 chickens", "51 minutes", 36万, 2100元, 两个孩子) another
number, in a frame no rule reads, with no change verb (those are ``quantity_changed``'s). What the rules can see:
each statement's measures (:func:`measures`), exactly one unit whose number differs, the same unit once on each
side, every other measure the same, not one number in two notations ("$1,200" / "1200"), a shared word besides the
unit and the subject that can name what is measured (backyard, 年薪, 公积金), the newer a day or more later, both
first-hand statements about the same person. That is no proof that the older is over, so nothing changes state:
both stay active, the older linked as possibly updated by the newer.

Kept apart: the same moment (two sources giving two numbers at once are a conflict for other rules, or one
statement worded twice); another unit ("runs 5 km" / "runs 3.1 miles", "has 2 cats" / "has 3 dogs": two measures,
or one measure in two units); a bare number with no unit (a code, a locker, 尾号4021: an identifier, not a count);
digits inside a name (N26); one side naming a thing of the lexicon the other does not ("35 euros a month for the
phone" / "60 euros a month for the gym": hygiene dev linked it before this condition); a time or a date written in
parts (9:30, 2025-03-05: the slot rules read those; 六点半 → 五点半 is a measure, 点半 its unit); a condition, a wish,
a future or a bounded episode ("yesterday", "in 2019", 如果, 昨天: :func:`hindsight.judge.quantity.not_now`); a
negation on one side; an agent's guess or a hedge; another person; two memories of other kinds.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

from hindsight.judge.base import CaseView
from hindsight.judge.later import MIN_GAP, SubjectCase
from hindsight.judge.quantity import not_now
from hindsight.judge.values import NUMERIC
from hindsight.language import conditional, notation, text
from hindsight.language.slots import slot_tokens, slots
from hindsight.model import Kind, Relation, Source, Verdict

#: a number as English writes it: an optional currency sign, digits, a suffix glued to it ("10k", "20mg", "5%"),
#: and the word after it (its unit or the thing counted); a time or a date is read whole (text.COMPOUND_NUMBER)
_MEASURE_EN = re.compile(r"(?P<cur>[$€£¥])?\s?(?<![A-Za-z\d])(?P<num>\d+(?:[.,]\d+)*)(?P<suf>[A-Za-z%]+)?"
                         r"(?:\s+(?P<word>[A-Za-z]+))?")
#: digits (a magnitude after them, 30万, is read as their unit) or a number in Chinese numerals (四千二)
_ZH_NUMERAL = re.compile(r"^(?:\d+(?:[.,]\d+)*|[零〇一二两三四五六七八九十百千万亿]+)")
#: jieba tags of a word that can be the counted thing after a numeral and its measure word (两个 孩子)
_NOUN_TAGS = ("n", "q")

Measure = tuple[str, str]  # (number as written, unit)


@lru_cache(maxsize=4096)
def measures(content: str) -> tuple[Measure, ...]:
    """The statement's numbers, each with its unit: ("2", "chicken"), ("30万", ""), ("1800", "元"),
    ("两", "个孩子"); a time or a date as ("9:30", "@")."""
    if text.has_cjk(content):
        return _measures_zh(content)
    out: list[Measure] = [(m.group(), "@") for m in text.COMPOUND_NUMBER.finditer(content)]
    rest = text.COMPOUND_NUMBER.sub(" ", content)
    for m in _MEASURE_EN.finditer(rest):
        word = m.group("word") or ""
        unit = m.group("cur") or (m.group("suf") or "").lower() or (
            "" if not word or text.is_stopword(word.lower()) else text.stem(word.lower()))
        out.append((m.group("num").replace(",", ""), unit))
    return tuple(out)


def _measures_zh(content: str) -> tuple[Measure, ...]:
    out: list[Measure] = [(m.group(), "@") for m in text.COMPOUND_NUMBER.finditer(content)]
    tagged = text.tagged(text.COMPOUND_NUMBER.sub("，", content))
    i = 0
    while i < len(tagged):
        word, tag = tagged[i]
        head = _ZH_NUMERAL.match(word)
        if tag != "m" or head is None:
            i += 1
            continue
        run = word
        i += 1
        while i < len(tagged) and tagged[i][1] in ("m", "q"):
            run += tagged[i][0]
            i += 1
        number = _ZH_NUMERAL.match(run)
        assert number is not None
        unit = run[number.end():]
        if unit and i < len(tagged) and tagged[i][1].startswith(_NOUN_TAGS):  # 两个 + 孩子
            unit += tagged[i][0]
            i += 1
        out.append((number.group().replace(",", ""), unit))
    return tuple(out)


def recounted_unit(a: str, b: str) -> str | None:
    """The one unit whose number differs between ``a`` and ``b`` (each giving it once, every other measure the
    same), or None."""
    ma, mb = Counter(measures(a)), Counter(measures(b))
    if not ma or not mb or notation.same_numbers(a, b):
        return None
    only_a, only_b = ma - mb, mb - ma
    if sum(only_a.values()) != 1 or sum(only_b.values()) != 1:
        return None
    (na, ua), (nb, ub) = next(iter(only_a)), next(iter(only_b))
    if ua != ub or ua in ("", "@") or na == nb:  # a bare number (a code, a locker, 尾号4021) measures nothing
        return None
    if sum(1 for _, u in ma.elements() if u == ua) != 1 or sum(1 for _, u in mb.elements() if u == ub) != 1:
        return None
    return ua


def _unit_words(unit: str) -> frozenset[str]:
    if text.has_cjk(unit):
        return frozenset(text.cjk_words(unit)) | {unit}
    return frozenset({unit})


def recounted(c: SubjectCase) -> bool:
    """The newer, a day or more later, gives the older's measure another number (see the module's docstring)."""
    a, b = c.a, c.b
    if not (c.f.numbers_differ and b.observed_at - a.observed_at >= MIN_GAP):
        return False
    if not (a.kind == b.kind == Kind.semantic and Source.agent not in (a.provenance.source, b.provenance.source)):
        return False
    if any(c.guesses) or c.f.other_person or c.f.polarity_flip or c.subjects[0] != c.subjects[1]:
        return False
    if any(not_now(x) or conditional.names_a_condition(x) for x in (a.content, b.content)):
        return False  # not_now's conditions lack 一旦, 假设, "suppose": language/conditional names them all
    if set(slots(slot_tokens(a.content))) != set(slots(slot_tokens(b.content))):
        return False  # one names a thing the other does not ("35 euros a month for the phone" / "60 … for the gym")
    unit = recounted_unit(a.content, b.content)
    if unit is None or not _only_number_differs(a.content, b.content, unit):
        return False
    return bool(c.predicate_words - _unit_words(unit) - {w for w in c.predicate_words
                                                                             if NUMERIC.fullmatch(w)})


def verdict(c: CaseView) -> Verdict:
    unit = recounted_unit(c.a.content, c.b.content) or ""
    days = (c.b.observed_at - c.a.observed_at).days
    return Verdict(relation=Relation.unrelated, keep="both", possibly_updated=True,
                   reason=f"the same measure ({unit or 'a number'}) given another number {days} day"
                          f"{'s' * (days != 1)} later, no change stated: both kept (possibly updated)")


def _side_words(content: str, unit: str) -> list[str]:
    """Content words in order (numbers and the unit left out): jieba tokens with their tags in Chinese."""
    if text.has_cjk(content):
        return [w + "/" + t for w, t in text.tagged(content) if t not in ("x", "m", "q", "eng", "uj", "ul")
                and not any(ch.isdigit() for ch in w) and w not in _unit_words(unit) and w.strip("，。 ")]
    return [text.stem(w.lower()) for w in re.findall(r"[A-Za-z]+", content)
            if not text.is_stopword(w.lower()) and text.stem(w.lower()) != unit]


def _only_number_differs(a: str, b: str, unit: str) -> bool:
    """Each side naming a thing or a time the other lacks (weekdays / Sundays, shoes / jacket, 卧室 / 客厅) is two
    measures; one side adding words (odometer reads, 涨薪后) or another verb (has → keeps) is not."""
    if text.has_cjk(a) != text.has_cjk(b):
        return False  # one measure in two languages is read by neither side's words
    wa, wb = _side_words(a, unit), _side_words(b, unit)
    if text.has_cjk(a):
        ka, kb = {w.split("/")[0] for w in wa}, {w.split("/")[0] for w in wb}
        only_a = [w for w in wa if w.split("/")[0] not in kb and w.split("/")[1].startswith(("n", "t", "s", "r"))]
        only_b = [w for w in wb if w.split("/")[0] not in ka and w.split("/")[1].startswith(("n", "t", "s", "r"))]
        return not (only_a and only_b)
    sa, sb = set(wa), set(wb)
    # English has no tagger here: the predicate (the first content word) may differ on both sides
    return not ([w for w in wa[1:] if w not in sb] and [w for w in wb[1:] if w not in sa])
