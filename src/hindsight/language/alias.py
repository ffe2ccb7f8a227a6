"""One thing by two names (issue #15, "do no harm"): a restatement that names a value by an abbreviation, an
initialism, a clipped or a fuller form of its name is no second value of the slot.

:func:`same_thing` compares two names; :func:`names_of` finds the names a statement gives its value words (the
rules judge reads stemmed words: "angel" is the "Los Angeles" of "lives in Los Angeles"). Two names are one thing
when one is

- the other's letters, case, spaces, hyphens and dots aside: "VS Code" / "VSCode", "e-mail" / "email";
- spelled by the other's words in order, each word giving its initial or all of itself, at least one only its
  initial, a function word ("of", "the", "and") skipped: "LA" / "Los Angeles", "NYC" / "New York City",
  "VS Code" / "Visual Studio Code", "BoA" / "Bank of America";
- a numeronym of it: "k8s" / "Kubernetes", "i18n" / "internationalization";
- the other with a designator of its kind after it (a closed class): 上海 / 上海市, "New York" / "New York City",
  "Acme" / "Acme Inc." (not 区 / 县 / 路: 河北 / 河北区, 南京 / 南京路 are two places);
- a Chinese abbreviation of it: the short name's characters in order in the long one, from its first character,
  not one run of it (北京 / 北京大学 is a prefix, not an abbreviation), at most half its length: 北大 / 北京大学,
  工行 / 工商银行 (中国银行 / 中国建设银行, 北京大学 / 北京师范大学 are not);
- a clipped name: the start of the other, five letters or more and three quarters of its length: "Postgres" /
  "PostgreSQL" ("Java" / "JavaScript" is not);
- the same words, one or more contracted: an all-capital, capitalised (up to three letters) or dotted form of two
  to four letters, from the long word's first letter, its letters in the long word's order: "VW Golf" /
  "Volkswagen Golf", "Baker St." / "Baker Street", "Mt. Hood" / "Mount Hood" ("VW" / "Volvo" is not: no w);
- a Chinese name's pinyin (:mod:`hindsight.language.pinyin`): "Shanghai" / 上海, "Chengdu" / 成都市, "Li Na" / 李娜.

A likeness can be chance (LA / Los Alamos, Louis / Louise): the rules judge therefore only links such a pair as
possibly updated (:mod:`hindsight.judge.alike`), never erases the difference. Names are read up to six words and
forty characters. Pure, no I/O.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from hindsight.language import pinyin, text

#: words after a name that say what kind of thing it names, not which one (a closed class)
DESIGNATORS_EN = frozenset({"city", "county", "state", "province", "district", "town", "inc", "corp",
                            "corporation", "co", "ltd", "llc", "gmbh", "plc", "company"})
DESIGNATORS_ZH = ("股份有限公司", "有限公司", "公司", "集团", "市", "省")
#: the longest name read: words, characters
MAX_WORDS, MAX_CHARS = 6, 40
#: function words an initialism may skip ("Bank of America" → BoA or BA)
_SKIPPABLE = frozenset({"of", "the", "and", "for", "de"})
_WORD = re.compile(r"[A-Za-z0-9]+(?:['’][A-Za-z]+)?")


def _compact(name: str) -> str:
    return re.sub(r"[\s\-_.·・'’]+", "", unicodedata.normalize("NFKC", name).casefold())


def _words(name: str) -> list[str]:
    return [w.casefold() for w in _WORD.findall(unicodedata.normalize("NFKC", name))]


def _spelled(short: str, words: tuple[str, ...]) -> bool:
    """``short`` (compact) is spelled by ``words`` in order, each giving its initial or all of itself (a function
    word may give nothing), at least one word only its initial."""
    @cache
    def go(i: int, j: int, abbreviated: bool) -> bool:
        if j == len(words):
            return i == len(short) and abbreviated
        w = words[j]
        if w in _SKIPPABLE and go(i, j + 1, abbreviated):
            return True
        if i < len(short) and short[i] == w[0] and go(i + 1, j + 1, abbreviated or len(w) > 1):
            return True
        return short.startswith(w, i) and go(i + len(w), j + 1, abbreviated)

    return len(short) >= 2 and go(0, 0, False)


def _contracted(x: str, y: str) -> bool:
    """``x`` is ``y`` word for word, one or more of its words written short (see the module's docstring)."""
    wx, wy = _WORD.findall(x), _WORD.findall(y)
    if len(wx) != len(wy) or not wx:
        return False
    short = False
    for a, b in zip(wx, wy, strict=True):
        if a.casefold() == b.casefold():
            continue
        if not _contraction(a, b, x):
            return False
        short = True
    return short


def _contraction(a: str, b: str, written: str) -> bool:
    """The word ``a`` (as ``written``) a contraction of the word ``b``: "VW" / "Volkswagen", "St." / "Street"."""
    if not (a.isalpha() and b.isalpha() and 2 <= len(a) <= 4 and len(b) >= len(a) + 2):
        return False
    if not (a.isupper() or (a[0].isupper() and len(a) <= 3) or re.search(rf"\b{re.escape(a)}\.", written)):
        return False  # written as an abbreviation: "VW", "St", "Mt."
    low, rest = a.casefold(), iter(b.casefold())
    return low[0] == b[0].casefold() and all(ch in rest for ch in low)


def _numeronym(short: str, long: str) -> bool:
    m = re.fullmatch(r"([a-z])(\d+)([a-z])", short)
    return m is not None and long.isalpha() and len(long) == int(m.group(2)) + 2 \
        and long[0] == m.group(1) and long[-1] == m.group(3)


def _zh_abbreviation(short: str, long: str) -> bool:
    if not (len(short) >= 2 and 2 * len(short) <= len(long) and short[0] == long[0]) or short in long:
        return False
    it = iter(long)
    return all(ch in it for ch in short)


def _designated(short: str, long: str) -> bool:
    """``long`` is ``short`` with a designator after it (上海市, "New York City")."""
    if text.has_cjk(long):
        return long.startswith(short) and long[len(short):] in DESIGNATORS_ZH
    ws, wl = _words(short), _words(long)
    return bool(ws) and len(wl) > len(ws) and wl[: len(ws)] == ws and all(w in DESIGNATORS_EN for w in wl[len(ws):])


def _romanized(latin: str, han: str) -> bool:
    """``latin`` is ``han`` in pinyin, a designator of its kind after either aside ("Shanghai" / 上海市)."""
    words = _words(latin)
    while len(words) > 1 and words[-1] in DESIGNATORS_EN:
        words.pop()
    han = _compact(han)
    bare = next((han[: -len(d)] for d in DESIGNATORS_ZH if han.endswith(d) and len(han) > len(d)), han)
    return pinyin.spelled(" ".join(words), han) or (bare != han and pinyin.spelled(" ".join(words), bare))


def same_thing(x: str, y: str) -> bool:
    """Do the names ``x`` and ``y`` name one thing (see the module's docstring)? Equal names too."""
    cx, cy = _compact(x), _compact(y)
    if not cx or not cy or max(len(x), len(y)) > MAX_CHARS or max(len(_words(x)), len(_words(y))) > MAX_WORDS:
        return False
    if cx == cy:
        return True
    (short, s_raw), (long, l_raw) = sorted(((cx, x), (cy, y)), key=lambda t: len(t[0]))
    if _designated(s_raw, l_raw):
        return True
    if text.has_cjk(short) != text.has_cjk(long):  # "Shanghai" / 上海, "Chengdu" / 成都市
        return _romanized(*sorted((x, y), key=text.has_cjk))
    if text.has_cjk(short):
        return _zh_abbreviation(short, long)
    if _contracted(x, y) or _contracted(y, x):
        return True
    if _numeronym(short, long):
        return True
    if len(short) >= 5 and long.startswith(short) and 4 * len(short) >= 3 * len(long) and len(_words(l_raw)) == 1:
        return True
    # an initialism is written with a capital ("LA", "BoA", "VSCode"), of a name whose words are capitalised
    named = all(w[0].isupper() or w.casefold() in _SKIPPABLE for w in _WORD.findall(l_raw))
    return any(ch.isupper() for ch in s_raw) and named and _spelled(short, tuple(_words(l_raw)))


def names_of(content: str, value: str) -> frozenset[str]:
    """The names ``content`` gives the value word ``value`` (a word or a phrase, maybe stemmed, as the rules judge
    reads it): a Chinese value as it is; a Latin one as the run of words it stands in, grown over the capitalised
    words next to it ("angel" in "lives in Los Angeles" → "Los Angeles"; "york" in "New York City" → "New York
    City"). The value itself when the statement does not hold it."""
    if text.has_cjk(value):
        return frozenset({value})
    found: set[str] = set()
    raw = unicodedata.normalize("NFKC", content)
    spans = [(m.group(), m.start(), m.end()) for m in _WORD.finditer(raw)]
    want = value.split()
    for i in range(len(spans) - len(want) + 1):
        if not all(_is(spans[i + k][0], w) for k, w in enumerate(want)):
            continue
        lo, hi = i, i + len(want) - 1
        while lo > 0 and hi - lo + 1 < MAX_WORDS and spans[lo - 1][0][0].isupper() \
                and _adjacent(raw, spans[lo - 1], spans[lo]):
            lo -= 1
        while hi + 1 < len(spans) and hi - lo + 1 < MAX_WORDS and spans[hi + 1][0][0].isupper() \
                and _adjacent(raw, spans[hi], spans[hi + 1]):
            hi += 1
        found.add(raw[spans[lo][1]: spans[hi][2]])
    return frozenset(found) or frozenset({value})


def _is(word: str, value: str) -> bool:
    low = word.casefold()
    # the tokenizer reads "Xi'an" as the word "xi": the written word is the name
    return low == value or text.stem(low) == value or ("'" in low and low.split("'")[0] == value)


def _adjacent(raw: str, left: tuple[str, int, int], right: tuple[str, int, int]) -> bool:
    """Two words with only spaces between them (no comma, no full stop): one run of a name."""
    return raw[left[2]: right[1]].strip() == ""


def named_alike(a: str, b: str, x: str, y: str) -> bool:
    """Do the value words ``x`` of ``a`` and ``y`` of ``b`` name one thing (their names in their statements)?"""
    return any(same_thing(p, q) for p in names_of(a, x) for q in names_of(b, y))


def more_detail(x: str, y: str) -> bool:
    """A place within a place: one Chinese place name (jieba's ``ns``) and another that starts with it and adds two
    characters or more (上海 / 上海浦东新区, 苏州 / 苏州工业园区): the same place told more or less exactly, maybe,
    so only a link (judge/alike.py), never a supersede. Not a street, a firm or a role named after it (南京 / 南京路,
    京东 / 京东方, 清华 / 清华同方, 软件工程师 / 软件测试工程师: review58)."""
    short, long = sorted((x.strip(), y.strip()), key=len)
    if len(short) < 2 or not long.startswith(short) or len(long) - len(short) < 2:
        return False
    return text.has_cjk(short) and all([tag for _, tag in text.tagged(w)] == ["ns"] for w in (short, long))


def scripts_apart(xa: frozenset[str], xb: frozenset[str]) -> bool:
    """One side's values all Chinese and the other's all Latin: a translation may name one thing ("Beijing" / 北京,
    "oat milk latte" / 燕麦拿铁), and nothing here can tell."""
    za, zb = (frozenset(text.has_cjk(v) for v in x) for x in (xa, xb))
    return bool(xa and xb) and len(za) == len(zb) == 1 and za != zb


def aliases(a: str, b: str, va: frozenset[str], vb: frozenset[str]) -> tuple[str, str] | None:
    """Each value word of ``a`` (``va``) is named alike by a name of one of ``b``'s (``vb``) and the other way
    round: a pair of names that shows it, else None. Both sides must give a value."""
    if not va or not vb:
        return None
    wa, wb = unaliased(a, b, va, vb)
    return None if wa or wb else likeness(a, b, va, vb)


def likeness(a: str, b: str, va: frozenset[str], vb: frozenset[str]) -> tuple[str, str] | None:
    """The first name of a word of ``va`` in ``a`` and of ``vb`` in ``b`` that name one thing, else None."""
    return next(((x, y) for v in va for x in names_of(a, v) for w in vb for y in names_of(b, w) if same_thing(x, y)),
                None)


def unaliased(a: str, b: str, wa: frozenset[str], wb: frozenset[str]) -> tuple[frozenset[str], frozenset[str]]:
    """The words only ``a`` has (``wa``) and only ``b`` has (``wb``), less those whose name in their statement
    names the same thing as a name of a word of the other side ("LA" / the "Los Angeles" of "angel"): one value
    by two names has not changed."""
    if not wa or not wb:
        return wa, wb
    na = {w: names_of(a, w) for w in wa}
    nb = {w: names_of(b, w) for w in wb}
    twice = {(x, y) for xa in na.values() for x in xa for xb in nb.values() for y in xb if same_thing(x, y)}
    if not twice:
        return wa, wb
    left, right = {x for x, _ in twice}, {y for _, y in twice}
    return (frozenset(w for w in wa if not na[w] & left), frozenset(w for w in wb if not nb[w] & right))
