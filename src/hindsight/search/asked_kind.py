"""The kind of thing a question names ("which city", "哪本新闻周刊", "what phone"), and whether a memory names it.

Read-time newer-first (:mod:`hindsight.search.hygiene`) lets a newer memory outdate an older one of the same slot.
When the question names a kind and the older memory names it while the newer does not, the newer is about another
thing than the one asked for: "用户在腾讯工作" (a company) does not outdate "用户现在在上海工作" (a city) for
"用户在哪个城市工作？"; "bought a new Spigen case for the phone" (a case) does not outdate "The user's phone is a
Pixel 8" for "Which phone does the user have?". A newer memory that does not mention the kind outdates the older
unless the kind is a place and it names no place and says no change (switched, 换). Read from structure only:

- the kind: the noun right after an interrogative (which / what [kind of] X; 哪 / 哪个 / 什么 [+ measure word] X,
  by jieba POS); 哪里 / 哪儿, and a bare 哪 before what is done there (在哪记账), ask where and name none
  (a later 什么 or 哪 + noun still names one: 在哪儿买的什么手机);
  traditional Chinese is read as simplified, in the question and the memory;
- a Chinese memory names it with the same jieba word, a compound ending in it (财新周刊) or the kind's head (the last
  two characters of a longer compound: 新闻周刊 → 周刊); a place kind (jieba POS ``ns``: 城市) also with any place
  name (``ns``: 上海);
- an English memory names it with the same stem, not as the object of "for", "of" or "about" ("a case for the
  phone" is said of the case).

Pure functions.
"""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight.language import changes, script, text
from hindsight.language.slots import change_cue

_KIND_EN = re.compile(r"\b(?:which|what)\s+(?:(?:kind|type|sort)\s+of\s+)?([a-z]+)\b")
#: prepositions that say what something is for or about ("a case for the phone", "a photo of the car"); not "in",
#: "with", "on"…, which double as a verb's particle ("traded in the car") or a means ("with the phone plan")
_PREPOSITIONS = frozenset({"of", "for", "about"})
_ARTICLES = frozenset({"a", "an", "the", "this", "that", "these", "those"})
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")
#: words for a time (closed classes): "what day", "what time", 哪天, 哪年, 什么时候 ask when, not which kind of thing
_TIME_EN = frozenset({"time", "day", "date", "year", "month", "week", "hour", "minute", "season", "weekday",
                      "weekend", "night", "morning", "afternoon", "evening"})
_TIME_ZH = ("天", "年", "月", "日", "周", "星期", "点", "时候", "时间", "日子", "会儿")
#: "where": 哪里 and 哪儿 always, bare 哪 after a word for a place to be at, go to or come from (在哪记账, 去哪玩) and
#: before no measure word (在哪家公司 asks which company)
_WHERE_ZH = frozenset({"哪里", "哪儿"})
_TOWARD_ZH = frozenset({"在", "去", "到", "从"})


@lru_cache(maxsize=4096)
def kind_of(query: str) -> tuple[str, bool] | None:
    """(the kind the question names, whether it is a place kind), or None where it names none, or asks a time
    ("What day…", 哪天, 什么时候: a time is no kind of thing, and the word after it is the verb: 可回收垃圾哪天收？)."""
    q = script.to_simplified(text.normalize(query))  # 用戶在哪兒念書 asks what 用户在哪儿念书 does
    if text.has_cjk(q):
        tagged = text.tagged(q)
        for i, (w, flag) in enumerate(tagged):
            if flag == "r" and _asks_where(tagged, i):
                # 哪里, 哪儿, 在哪 + what is done there ask where (我在哪记账？ 用户孩子在哪儿念书？), no kind;
                # a later 什么 or 哪 + noun still names one (用户在哪儿买的什么手机？ asks which phone too)
                continue
            if flag == "r" and (w.startswith("哪") or w == "什么"):
                if w.startswith("哪") and w.endswith(_TIME_ZH):  # 哪天, 哪年, 哪一天: a time
                    return None
                for w2, f2 in tagged[i + 1:i + 3]:
                    if f2.startswith("n") and len(w2) >= 1 and text.has_cjk(w2):
                        # 什么时候, 什么时间 (and a time noun, jieba t) ask a time
                        return None if f2 == "t" or w2 in _TIME_ZH else (w2, f2 == "ns")
                    if f2 not in ("q", "m", "r"):
                        break
        return None
    m = _KIND_EN.search(q)
    if m is None or text.is_stopword(m.group(1)) or m.group(1) in _TIME_EN:
        return None
    return text.stem(m.group(1)), False


#: jieba tags that are no content of a question (punctuation, particles, modal particles)
_FILLER_ZH = ("x", "u", "y")
#: what follows a bare 哪 when a kind comes next: a measure word or a number (哪家, 哪本 — jieba tags 本 r, 所 u)
_MEASURE_ZH = ("q", "m", "r", "u")


def _asks_where(tagged: list[tuple[str, str]], i: int) -> bool:
    """Does the interrogative at ``i`` ask where: 哪里, 哪儿; a bare 哪 after 在 / 去 / 到 / 从 when what follows is
    what is done there — a verb, or the question's one last word (jieba tags 记账, 念书 as nouns): 在哪上学, 在哪记账.
    Not a measure word after it (在哪本杂志上…) nor a noun with more of the question after it (在哪城市工作: the
    kind)."""
    w = tagged[i][0]
    if w in _WHERE_ZH:
        return True
    if w != "哪" or i == 0 or tagged[i - 1][0] not in _TOWARD_ZH:
        return False
    rest = [(x, f) for x, f in tagged[i + 1:] if x.strip() and not f.startswith(_FILLER_ZH)]
    if not rest:
        return True
    nxt = rest[0][1]
    if nxt.startswith(_MEASURE_ZH):
        return False
    return nxt.startswith("v") or len(rest) == 1


@lru_cache(maxsize=8192)
def naming(content: str, kind: str, place: bool) -> str:
    """How the memory names the kind: "said" (see the module doc), "under" (English: only as the object of a
    preposition, "a case for the phone") or "absent". Traditional Chinese is read as simplified, as the kind is."""
    t = script.to_simplified(text.normalize(content))
    if text.has_cjk(kind):
        head = kind[-2:] if len(kind) >= 4 else kind
        # a compound ending in the kind names it (财新周刊 for 周刊)
        named = any(w in (kind, head) or w.endswith(kind) or (place and f == "ns") for w, f in text.tagged(t))
        return "said" if named else "absent"
    words = _WORD.findall(t)
    found = "absent"
    for i, w in enumerate(words):
        if text.stem(w) != kind:
            continue
        before = words[max(0, i - 2):i]
        governed = bool(before) and (before[-1] in _PREPOSITIONS
                                     or (before[-1] in _ARTICLES and len(before) == 2 and before[0] in _PREPOSITIONS))
        if not governed:
            return "said"
        found = "under"
    return found


def other_kind(older: str, newer: str, query: str) -> bool:
    """The question names a kind, the older memory names it and the newer does not: the newer is about another
    thing and does not outdate the older for this question. A newer one that names the kind only under "for",
    "of" or "about" ("bought a new case for the phone") never does; one that does not mention it at all is another
    thing only for a Chinese place kind, naming no place (腾讯 for 哪个城市), and only where it says no change in so
    many words (换, 搬)."""
    k = kind_of(query)
    if k is None:
        return False
    kind, place = k
    if naming(older, kind, place) != "said":
        return False
    mine = naming(newer, kind, place)
    # a value often comes without its kind word ("The user's son attends St. Anne's" for "Which school…",
    # 提了一辆特斯拉 for 哪款车): only a place kind can tell a newer memory naming no place at all (jieba POS ns)
    # "under" says the newer is about another thing unless it states a replacement too ("paid for the phone
    # upgrade and now has an iPhone 15": "now")
    return (mine == "under" and changes.replaced(newer) is None) \
        or (mine == "absent" and place and text.has_cjk(kind) and change_cue(newer) is None)
