"""Read-time hygiene for a question that asks *which one* of a kind (a pass of :func:`hindsight.search.hygiene.tidy`).

"Which energy company is the user with?" shares "energy" with "The user reckons switching energy supplier is never
worth the hassle" as much as with "The user's gas and electricity are with Octopus"; 用户打车一般用哪个软件？ is
near 用户晚上加班打车经常要排半小时队 in meaning. When the first candidate speaks of the kind or holds a word of the
question but fills the question's slot with nothing (:func:`hindsight.language.asked_which.filler`), the best of the
next ones that fills it with a name (:func:`hindsight.language.asked_which.names_one`) and is about as close to the
query in meaning takes its place (:func:`hindsight.search.time_answer.answer_first`, as for a place: not one an
earlier pass found outdated).

The first keeps its place when anything fills its slot, name or not ("The user's car is a hybrid", "banks with
monzo", 用户开的车是奔驰), or it names a sort of the kind ("the night shift", 早班), or it shares no word with the
question at all (it may answer in words no reader knows: "takes ibuprofen", 用户在携程工作).

The kind is the noun the question names after which / what / 哪 / 什么 (:func:`hindsight.search.asked_kind.kind_of`).
Left alone: a question for a kind of thing rather than one thing ("What kind of books…", 什么类型的电影: a genre,
not a brand, answers it), for a place or a time (the passes before), for a person (who, "which doctor"), for a
thing held before, for one wanted or planned ("thinking of buying", 打算换, A还是B). Whose thing is read as for a
place: asked about the user, the user's own (not "The user's brother drives a BMW X5"); asked about a relative,
that relative's.
"""

from __future__ import annotations

import re
from itertools import pairwise

from hindsight.language import asked_person, asked_place, asked_which, lexicon, people, script, text
from hindsight.search.asked_kind import kind_of, naming
from hindsight.search.candidates import Item, Options, _whose
from hindsight.search.past import asks_for_old_value
from hindsight.search.place_answer import relative_of
from hindsight.search.time_answer import answer_first

#: "what kind / type / sort of": a kind of thing, not one thing, is asked for (closed class)
_A_KIND_EN = re.compile(r"\b(?:what|which)\s+(?:kinds?|types?|sorts?|genres?|styles?)\b", re.I)
_A_KIND_ZH = frozenset({"类型", "种类", "类", "样", "风格", "样子", "种", "品类", "题材"})
#: a thing wanted, planned or weighed, not the one in use (closed class): "Which car is the user thinking of
#: buying?", 用户打算换哪款手机？ (what the user has now answers neither)
_WANTED = re.compile(r"(?i)\b(?:thinking (?:of|about)|plan(?:s|ning)? to|planning|wants? to|want for|wish(?:es)? for|"
                     r"going to (?:buy|get|switch)|switching to|moving to|considering|would like|hoping|"
                     r"about to|choose|pick)\b|想|打算|准备|考虑|计划|要换|想换|还是")
#: a brand or a model is asked of a thing the question names ("What brand of coffee machine…", 什么牌子)
_BRAND = frozenset({"brand", "make", "model", "牌子", "品牌", "型号", "款"})
_A_KIND_ASK_ZH = re.compile(r"哪一?[种类样]|什么样|什么[类种]")
#: 什么 / 哪个 / 哪 + measure word before a kind that jieba does not tag as a noun: a single-character noun
#: (什么车/zg), Latin letters (哪个App), a measure word merged with it (哪 辆车/m)
_ASK_ZH = ("什么", "哪个", "哪", "哪家", "哪款")
_MEASURE_ZH = asked_which.THING_MEASURE_ZH | {"个", "家"}


def asks(query: str) -> str | None:
    """The kind of thing of which the question asks for one, or None (see the module doc)."""
    if _A_KIND_EN.search(query) or _A_KIND_ASK_ZH.search(query) or _WANTED.search(query):
        return None
    k = kind_of(query) or _kind_zh(script.to_simplified(query))
    if k is None:
        return None
    kind, place = k
    kind = _head_en(query, kind) if not text.has_cjk(query) else _compound_zh(script.to_simplified(query), kind)
    if not kind:
        return None
    if place or asked_place.asks(query) or asked_person.asks(query) or kind in _A_KIND_ZH:
        return None  # a place or a person: the passes before
    if kind in lexicon.PEOPLE or kind in people.PEOPLE or kind in asked_person.KIN_EN or kind in asked_person.KIN_ZH:
        return None  # "Which doctor…", 哪位医生: a person
    return kind


def _about_the_kind(content: str, kind: str, query: str) -> bool:
    """Does ``content`` speak of the kind asked about ("switching energy supplier" for "Which energy company…",
    跑步App的会员 for 哪个App)? Asked for a brand or a model, of the thing whose brand is asked (咖啡机 for
    咖啡机是什么牌子的). Only then does naming no particular thing mean it does not say which."""
    kinds = _things(query, kind) if kind in _BRAND else (kind, *_phrase(query))
    return any(naming(content, k if text.has_cjk(k) else text.stem(k.lower()), False) == "said" for k in kinds)


_DET_EN = r"(?:the|a|an|my|his|her|their|its|our|your|this|that|user's)"


def _sort_of(content: str, kind: str) -> bool:
    """Does ``content`` name a sort of the kind, a word before it ("the night shift", 公制单位, 早班 for 班; not the
    owner's: 用户车, 妈妈车)? Said of
    the first candidate, it answers "which one" as well as a name."""
    if text.has_cjk(kind):
        tagged = [(w, f) for w, f in text.tagged(content) if w.strip()]
        for i, (w, _f) in enumerate(tagged):
            if len(w) > len(kind) and w.endswith(kind):
                return True  # 早班
            before = tagged[i - 1] if i else ("", "x")
            if w == kind and before[1].startswith(("n", "a", "b")) and before[0] != "用户" \
                    and before[0] not in lexicon.PEOPLE and not before[1].startswith(("nr", "ns")):
                return True  # 公制 单位 (not 用户 车, 妈妈 车, 张伟 车, 上海 公司)
        return False
    for m in re.finditer(rf"\b{_DET_EN}\s+([a-z][a-z-]*)\s+([a-z]+)", content.lower()):
        if text.stem(m.group(2)) == kind and not text.is_stopword(m.group(1)):
            return True
    return False


def _fills(span: str, kind: str, how: str) -> bool:
    """Does ``span`` hold a word other than the kind itself and a pronoun ("a hybrid", "monzo"; not "the car", "it";
    in Chinese, open with one)?"""
    if text.has_cjk(span):
        # the span's first word (开的是奔驰, 用的是苹果手机; not 经常要排半小时队, 老是弹广告)
        first = next(((w, f) for w, f in text.tagged(span) if w.strip()), None)
        if first is None or first[0] == kind:
            return False
        if how == "framed":  # between two words of the question: whatever it is
            return True
        if how == "copula":  # after 是 anything but a particle, an adverb or a pronoun (jieba tags 奔驰 a verb)
            return first[1][:1] not in ("r", "u", "d", "p", "c", "x", "y")
        return first[1][:1] in ("n", "a", "j", "e", "m", "b", "z")
    words = [w.lower() for w in re.findall(r"[A-Za-z0-9][\w'’-]*", span)]
    return any(not text.is_stopword(w) and text.stem(w) != kind for w in words)


def _frame(query: str, kind: str) -> tuple[tuple[str, ...], str | None]:
    """The question's own words other than the kind, the user and question words (English: stems), and the
    preposition it closes on ("…is the user with?"), if any."""
    if text.has_cjk(query):
        words = tuple(w for w, f in text.tagged(script.to_simplified(query))
                      if (f.startswith(("v", "p")) or (f.startswith("n") and f not in ("nr", "ns")))
                      and w != kind and w not in _BRAND and w != "用户" and w not in lexicon.PEOPLE)
        return words, None
    low = query.lower()
    phrase = _phrase(query)  # "energy" of "energy company": the kind's, no word of the frame
    words = tuple(dict.fromkeys(text.stem(w) for w in re.findall(r"[a-z]+", low)
                                if not text.is_stopword(w) and w not in ("user", "which", "what")
                                and text.stem(w) != kind and w not in _BRAND and text.stem(w) not in phrase))
    m = re.search(r"\b(with|at|on|in|for|from|to|by)\W*$", low)
    return words, (m.group(1) if m else None)


def _shares_frame(content: str, query: str, kind: str) -> bool:
    """Does ``content`` hold one of the question's own words (:func:`_frame`: 打车 for 用户打车一般用哪个软件？)?"""
    words, _tail = _frame(query, kind)
    if text.has_cjk(query):
        own = set(text.words(script.to_simplified(content)))
        return any(w in own and w not in asked_which.SMALL_VERBS_ZH for w in words)
    stems = {text.stem(w) for w in re.findall(r"[a-z]+", content.lower())}
    return any(w in stems for w in words)


def _things(query: str, kind: str) -> tuple[str, ...]:
    """The nouns of a question for a brand or a model other than the brand word and the user ("coffee", "machine"
    in "What brand of coffee machine does the user have?"; 咖啡机 in 用户家的咖啡机是什么牌子的？)."""
    if text.has_cjk(query):
        return tuple(w for w, f in text.tagged(query) if f.startswith("n") and w != kind and w not in _BRAND
                     and w != "用户" and w not in lexicon.PEOPLE)
    return tuple(w for w in re.findall(r"[a-z]+", query.lower()) if not text.is_stopword(w) and w != "user"
                 and text.stem(w) != kind and w not in _BRAND and text.stem(w) not in people.PEOPLE)


_AUX_EN = r"(?:does|do|did|is|are|was|were|has|have|had|can|could|will|would|should)"


def _phrase(query: str) -> frozenset[str]:
    """English: the stems of the kind's noun phrase ("energy", "company" in "Which energy company is…")."""
    m = re.search(rf"\b(?:which|what)\s+((?:[a-z-]+\s+){{1,3}}?){_AUX_EN}\b", query.lower())
    return frozenset(text.stem(w) for w in m.group(1).split()) if m else frozenset()


def _head_en(query: str, kind: str) -> str:
    """The head of the kind's noun phrase: its last word before the verb ("Which phone network is…": network, not
    phone; "Which energy company is…": company); "brand of…" keeps "brand"."""
    m = re.search(rf"(?i)\b(?:which|what)\s+((?:[a-z-]+\s+){{1,3}}?){_AUX_EN}\b", query)
    if m is None:
        return kind
    words = m.group(1).split()
    if not words or text.stem(words[0].lower()) != kind or any(w.lower() in ("of", "for") for w in words) \
            or words[-1].lower() in _BRAND:
        return kind  # "phone model": the phone's
    return text.stem(words[-1].lower())


_SPEAKER = re.compile(r"(?im)(?:^|\n|\s)(user|human|me|用户|我|assistant|ai|bot|agent|system|助手|客服)\s*[:：]")


def _turn_of_other(content: str, span: str) -> bool:
    """Is ``span`` said in a turn of the assistant's ("Assistant: Many people use Monzo…"), not the user's?"""
    at = content.find(span)
    turns = [m for m in _SPEAKER.finditer(content) if m.start() < at]
    return bool(turns) and turns[-1].group(1).lower() not in ("user", "human", "me", "用户", "我")


def _other_sort(content: str, kind: str, query: str) -> bool:
    """Is the kind in ``content`` a sort the question does not name: a word right before it that the question
    lacks ("work phone" for "Which phone…", 工作手机 for 什么手机)?"""
    if text.has_cjk(kind):
        tagged = [(w, f) for w, f in text.tagged(script.to_simplified(content)) if w.strip()]
        q = script.to_simplified(query)
        return any(w == kind and i and tagged[i - 1][1][:1] in ("n", "v", "b") and tagged[i - 1][0] not in q
                   and tagged[i - 1][0] != "用户" and tagged[i - 1][1] not in ("nr", "v")
                   for i, (w, _f) in enumerate(tagged))
    stems = {text.stem(w) for w in re.findall(r"[a-z]+", query.lower())}
    for m in re.finditer(rf"\b([a-z]+)\s+{re.escape(kind)}[a-z]*\b", content.lower()):
        word = m.group(1)
        if not text.is_stopword(word) and text.stem(word) not in stems and word != "user":
            return True
    return False


def _compound_zh(query: str, kind: str) -> str:
    """The kind with the nouns right after it (什么猫粮: 猫粮, not 猫; 什么办公软件: 办公软件), or "" where jieba
    reads the kind as a name (对什么过敏: 过敏/nr is no kind of thing)."""
    tagged = [(w, f) for w, f in text.tagged(query) if w.strip()]
    for i, (w, f) in enumerate(tagged):
        if w != kind or i == 0 or tagged[i - 1][1] not in ("r", "m", "q"):
            continue
        if f == "nr":
            return ""
        if not text.has_cjk(w):
            return kind  # 哪个App记账: App, not "App记账"
        out = w
        for w2, f2 in tagged[i + 1:]:
            if not (f2.startswith("n") and f2 != "nr" and text.has_cjk(w2)):
                break
            out += w2
        return out
    return kind


def _kind_zh(query: str) -> tuple[str, bool] | None:
    """The kind after 什么 / 哪个 that :func:`kind_of` does not read (see :data:`_ASK_ZH`), or None."""
    if not text.has_cjk(query):
        return None
    tagged = [(w, f) for w, f in text.tagged(query) if w.strip()]
    for (w, f), (w2, f2) in pairwise(tagged):
        if f != "r" or w not in _ASK_ZH:
            continue
        if f2 in ("zg", "eng") or (f2 == "ng" and len(w2) == 1):
            return w2, False
        if f2 == "m" and len(w2) == 2 and w2[0] in _MEASURE_ZH:
            return w2[1], False
    return None


def _read(item: Item) -> str:
    """What of a candidate is read: its first :data:`hindsight.language.asked_which.READ` characters (tagging a long
    turn whole costs seconds; an answer is stated early)."""
    return item.content[:asked_which.READ]


def which_answer_first(items: list[Item], opts: Options, query: str) -> None:
    """Put a candidate naming one thing first when the first names none (``items``' scores, in place)."""
    if len(items) < 2 or asks_for_old_value(query):
        return
    kind = asks(query)
    if kind is None:
        return
    top = max(items, key=lambda i: (i.score, i.id))
    if not _about_the_kind(_read(top), kind, query) and not _shares_frame(_read(top), query, kind):
        return  # the first may answer in words no reader knows ("takes ibuprofen", 用户在携程工作): it stays
    own_names = frozenset(n.lower() for n in opts.names)
    relative = relative_of(query)
    about_user = people.asks_about_user_only(query)
    verbs, tail = _frame(query, kind)
    # Chinese: the question's words of two characters or more (记账, 打车, 宝宝): a candidate holds one of them
    purpose = tuple(w for w in text.words(script.to_simplified(query))
                    if len(w) >= 2 and text.has_cjk(w) and w not in asked_which.SMALL_VERBS_ZH and w != "用户"
                    and w != kind and w not in _BRAND and w not in _ASK_ZH and not w.startswith(("哪", "什么"))
                    and w not in ("一般", "平时", "通常", "主要", "现在", "自己")) if text.has_cjk(query) else ()

    def whose_ok(item: Item, strict: bool) -> bool:
        theirs = relative_of(_read(item))
        if relative is not None:
            return theirs == relative or (not strict and theirs is None)
        if not about_user:
            return True  # a thing ("Which bank is the company with?"): anyone's
        if theirs is not None:
            return False  # "The user's brother drives a BMW X5"
        whose = _whose(_read(item), opts.names)
        # the first keeps its place when its subject is someone the bank does not give as the user ("阿May出差一般坐
        # 南航" where the bank reads no 阿May): only a relative's or a colleague's thing yields
        return whose == "user" or (not strict and (whose == "other" or relative_of(whose[6:]) is None)
                                   and whose[6:] not in lexicon.PEOPLE)

    def states(item: Item) -> bool:
        # a name in the slot the question asks to fill ("drives a 2014 Golf", 开的是一辆比亚迪汉), not anywhere
        found = asked_which.filler(_read(item), kind, verbs, tail)
        if found is None or asked_which.not_now(_read(item), found[0]) or _turn_of_other(_read(item), found[0]):
            return False  # nothing in the slot; a thing held before, not held, or wished for; the assistant's words
        if found[1] == "light" and not _about_the_kind(_read(item), kind, query):
            return False  # "takes the Northern line" for "Which medication does the user take?"
        if found[1] == "copula" and _other_sort(_read(item), kind, query):
            return False  # "The user's work phone is a BlackBerry" for "Which phone does the user have?"
        if purpose and not any(w in _read(item) for w in purpose):
            return False  # 用Keep健身 for 用哪个App记账: the question's verb for another purpose
        named = asked_which.names_one(found[0], kind, own_names, inside=True) or (
            found[1] == "copula" and text.has_cjk(found[0]) and asked_which.named_in_copula(found[0], kind))
        return named and whose_ok(item, True)

    def first_states(item: Item) -> bool:
        # the first keeps its place when anything fills the slot ("The user's car is a hybrid", "banks with monzo",
        # 开的是奔驰) or it names a sort of the kind ("the night shift", 早班)
        found = asked_which.filler(_read(item), kind, verbs, tail)
        filled = found is not None and _fills(found[0], kind, found[1])
        if asked_which.names_one(_read(item), kind, own_names, query=query) and whose_ok(item, False):
            return True  # a name anywhere ("The user's bank, Monzo, froze the card", 比亚迪汉是用户现在开的车)
        return (filled and whose_ok(item, False)) or (kind not in _BRAND and _sort_of(_read(item), kind))

    answer_first(items, states, keep_outdated=True, first_states=first_states)
