"""Which one of a kind: what fills the slot a question asks about, and does it name one particular thing (issue
#15.3)?

"Which bank does the user use?" is answered by "Wilhelmina banks with Monzo", not by "The user's overdraft limit is
£500" nor by "The user's bank manager, Sarah, called"; 用户开的什么车？ by 用户开的是一辆比亚迪汉, not by
用户的车上个月刚做完保养. What the question asks for is read by :func:`hindsight.search.asked_kind.kind_of`. A name
counts only where it fills the question's slot (:func:`filler`): after the kind's copula ("the user's phone is a
Pixel 8", 手机是华为Mate 60), beside the kind (招商银行, "Sony headphones"), after a word of the question ("drives a
2014 Golf", 开的是一辆比亚迪汉, 用Keep打卡; between two of them, 用随手记记账 for 用哪个App记账), or after the
question's closing preposition ("…is the user with?": "are with Octopus"); a shop, a park, a person or a feature
mentioned elsewhere in the statement fills nothing. Whether the words in the slot name one thing is read from the
shape of a name, never from a list of brands (:func:`names_one`):

- English: a capitalised word that opens no sentence ("a Tesla", "Monzo", "a MacBook Pro"), a word with a capital
  inside it ("iPhone", "eBay", "SQLite"), a model's letters and digits ("X5", "WH-1000XM4s"); not a day, month,
  language or title, not the user's own name, not the name after a people word ("partner Hugh"), and not a number
  with its unit or order ("18km", "3pm", "4th");
- Chinese: Latin letters with a capital or a digit, neither a greeting nor the kind asked about (跑步App for
  哪个App) nor the user's name (Kevin跑步…); jieba's tags for a brand, an organisation or its short name (``nz``,
  ``nt``, ``j``: 五菱, 招商银行, 南航); a name (``nr``) that follows a measure word, a verb or a preposition
  (一辆比亚迪, 喝牛栏山, 用薇诺娜) and opens with no common surname (约了张伟 names a person); a noun after a measure
  word for one concrete thing that is not the kind itself (一只柯基 for 狗, 两瓶茅台 for 酒; not 一辆车 for 车);
  是 X 的 closing a clause (水管都是联塑的); right after 是, any word of two characters or more that jieba tags as no
  person and no time (手机号用的是移动, 打车用的是滴滴: :func:`named_in_copula`).

A number beside the kind itself names one too ("the 5th floor" for "Which floor…", 十八楼 for 哪层楼).

Pure functions.
"""

from __future__ import annotations

import re
import unicodedata

from hindsight.language import asked_place, lexicon, people, script, text
from hindsight.language.asked_person import SURNAME

#: how much of a memory is read (a long turn names many things; the closeness gate judges it as a whole)
READ = asked_place.READ

_CAP_EN = re.compile(r"(?<![A-Za-z0-9'’-])([A-Z][a-z][A-Za-z-]*|[a-z]+[A-Z][A-Za-z]*|[A-Z]{2,}[a-z][A-Za-z]*)")
_MODEL_EN = re.compile(r"(?<![A-Za-z0-9£$€¥'’-])(?=[A-Za-z-]*\d)(?=[0-9-]*[A-Za-z])[A-Za-z0-9-]{2,}")
#: a number with its unit or order is no model ("18km", "3pm", "4th", "2x", "20s")
_MEASURE_EN = re.compile(r"\d+(?:st|nd|rd|th|am|pm|km|kg|mg|ml|cm|mm|m|g|k|s|h|hr|hrs|min|mins|x|p|mph|gb|tb|mb"
                         r"|kw|kwh|l|lb|lbs|ft|in|yr|yrs)?", re.I)
_SENTENCE_START = re.compile(r"(?:^|[.!?:;\n]\s*|[\"“(]\s*)$")
_TITLES_EN = frozenset({"dr", "doctor", "mr", "mrs", "ms", "miss", "mx", "prof", "professor", "sir", "dame", "nurse",
                        "coach", "rev", "auntie", "uncle", "user"})
_NOT_THING_EN = asked_place.DAYS_AND_TONGUES | _TITLES_EN
_WORD_BEFORE = re.compile(r"([A-Za-z'’-]+)\s+$")

#: English words said in passing in Chinese text, capitalised or not (closed class: greetings, assent)
_SAID_IN_PASSING = frozenset({"hi", "hello", "hey", "ok", "okay", "bye", "yes", "no", "thanks", "thx", "sorry", "lol",
                              "ps", "btw", "emm", "hmm", "wow", "oh"})
#: measure words for one concrete thing (closed class): 一辆, 一台, 两瓶; not 次, 趟, 个, 年 (a time, a count of events)
THING_MEASURE_ZH = frozenset("辆台只部款瓶套双件支把架艘匹头条盒罐箱袋包副块张本")
#: what may stand right before a name of a thing: a measure word or a number, a verb, a preposition, 了 (开了爱奇艺)
_BEFORE_THING_ZH = ("m", "q", "v", "p", "ul")


def names_one(content: str, kind: str, own: frozenset[str] = frozenset(), *, inside: bool = False,
              query: str = "") -> bool:
    """Does ``content`` name one particular thing (see the module doc)? ``kind``: the kind asked about (a Chinese
    word or an English stem), never itself an answer; ``own``: the user's names, lower-cased; ``inside``: the text
    is a span from inside a sentence (a :func:`filler`), its first word opens none; ``query``: a noun the question
    holds is no name of one thing (一罐奶粉 for 奶粉是什么牌子的)."""
    t = unicodedata.normalize("NFKC", content[:READ])
    if _numbered(t, kind):
        return True
    if text.has_cjk(t):
        return _names_zh(script.to_simplified(t), kind, own, script.to_simplified(query))
    return _names_en("x " + t if inside else t, own)


def _numbered(t: str, kind: str) -> bool:
    """A number beside the kind itself names one ("the 5th floor", "platform 9", 十八楼, 3号线)."""
    if not kind:
        return False
    k = re.escape(kind)
    if text.has_cjk(kind):
        return re.search(rf"[\d一二三四五六七八九十两百]+号?{k}|{k}[\d]+", t) is not None
    return re.search(rf"(?i)\b\d+(?:st|nd|rd|th)?\s+{k}|\b{k}[a-z]*\s+(?:no\.?\s*)?\d+\b", t) is not None


def _names_en(t: str, own: frozenset[str]) -> bool:
    for m in _CAP_EN.finditer(t):
        word = m.group(1)
        low = word.lower().strip("-")
        if low in _NOT_THING_EN or low.removesuffix("s") in _NOT_THING_EN or low in own \
                or asked_place.MONTH.fullmatch(word):
            continue
        before = t[:m.start()]
        if word[0].isupper() and _SENTENCE_START.search(before):
            continue  # "Hugh plays…", "Monzo is…": a name opening a sentence may be anyone's
        prev = _WORD_BEFORE.search(before)
        if prev and (text.stem(prev.group(1).lower()) in people.PEOPLE or prev.group(1).lower() in _TITLES_EN):
            continue  # "partner Hugh", "Dr Okafor": a person
        return True
    return any(not _MEASURE_EN.fullmatch(m.group(0)) for m in _MODEL_EN.finditer(t))


def _names_zh(t: str, kind: str, own: frozenset[str], query: str = "") -> bool:
    tagged = [(w, f) for w, f in text.tagged(t) if w.strip()]
    for i, (w, f) in enumerate(tagged):
        prev = tagged[i - 1] if i else ("", "x")
        if f == "eng":
            # a brand or a model has a capital or a digit (Keep, iPhone, L7); not a greeting nor a word of English
            # said in passing (Hi，我是…, 这个project)
            if len(w) > 1 and w.lower() != kind.lower() and w.lower() not in _SAID_IN_PASSING \
                    and any(c.isupper() or c.isdigit() for c in w) and not any(w.lower() in n for n in own):
                return True
        elif f in ("nz", "nt", "j") and w != kind:
            return True
        elif f == "nr":
            if w in own or w in lexicon.PEOPLE:
                continue
            if prev[1].startswith(("m", "q")) or (prev[1].startswith(_BEFORE_THING_ZH) and w[0] not in SURNAME):
                return True
        elif f.startswith("n") and prev[1] == "m" and prev[0][-1:] in THING_MEASURE_ZH:
            if w != kind and not w.endswith(kind) and w not in lexicon.PEOPLE and w not in query:
                return True
        elif w == "是" and i + 2 < len(tagged) and tagged[i + 1][1].startswith("n") and tagged[i + 1][1] != "ns" \
                and tagged[i + 2][0] == "的" \
                and (i + 3 == len(tagged) or tagged[i + 3][1] == "x") and tagged[i + 1][0] != kind:
            return True
    return False


# --- the slot a question for one thing asks to fill ------------------------------------------------------------

#: words that end an English filler: a preposition, a conjunction or a relative word after the thing's name
_FILLER_END_EN = frozenset({"to", "on", "at", "in", "for", "with", "from", "because", "and", "but", "which", "that",
                            "since", "every", "when", "who", "she", "he", "they", "it", "so", "as", "by", "after",
                            "before", "than", "if", "until", "while", "of", "off", "each", "per", "most", "all"})
_DET_EN = r"(?:(?:a|an|the|his|her|their|my|its|our|your|this|that|one|two|some)\s+)"
#: a Chinese filler stops at punctuation, a particle or the next clause's verb of saying
_FILLER_END_ZH = re.compile(r"[，。！？；、,.!?;：:（(]|的(?!话)|了|，|因为|但|而且|不过|所以|然后|每|还")
_MEASURE_ZH = rf"(?:[一两二三四五六七八九十几这那哪每][{''.join(sorted(THING_MEASURE_ZH))}个家]|[辆台只部款个家])"
_AFTER_VERB_ZH = re.compile(rf"(?:了|着|的是|的|过)?{_MEASURE_ZH}?")
_AFTER_NOUN_ZH = re.compile(rf"[^，。！？,.!?]{{0,3}}?(?:都|也|一直|还)?(?:用的是|装的是|选的是|是|用){_MEASURE_ZH}?")
#: what opens a span before the name itself: 在平安买的, 都用京东外卖
_LEAD_ZH = re.compile(r"^(?:都|也|一直|还|平时|一般)?(?:用|找|走)?")
#: a span that opens with where or whence fills no slot of a thing (手机是在淘宝买的: a shop, not the phone)
_WHERE_LEAD_ZH = re.compile(r"^(?:都|也|一直|还|平时|一般)?(?:在|从|去|到)")
#: verbs too common to frame a question's slot (是, 有, 在, 用 is not one: 用Keep打卡)
SMALL_VERBS_ZH = frozenset({"是", "有", "在", "让", "给", "把", "被", "会", "要", "能", "说", "觉得"})


def filler(content: str, kind: str, verbs: tuple[str, ...] = (), tail: str | None = None) -> tuple[str, str] | None:
    """The words in the slot the question asks to fill, and how they were found, or None: the kind's copula ("the
    user's phone is a Pixel 8", 手机是华为Mate 60, 手机号用的是移动: ``"copula"``), a name beside the kind (招商银行,
    薇诺娜的面霜, "Sony headphones": ``"beside"``), a verb of the question ("drives a 2014 Golf", 开一辆本田飞度,
    用Keep打卡: ``"verb"``, ``"light"`` after a verb that takes any object, "takes", "uses"; Chinese, between two
    words of the question, 用随手记记账 for 用哪个App记账:
    ``"framed"``), or the question's closing preposition ("Which energy company is the user with?": "are with
    Octopus", ``"verb"``). ``kind``: a Chinese word or an English stem; ``verbs``: the question's own words (stems in
    English) other than the kind and the user."""
    t = unicodedata.normalize("NFKC", content[:READ])
    if text.has_cjk(t):
        return _filler_zh(script.to_simplified(t), kind, verbs)
    return _filler_en(t, kind, verbs, tail)


def _inflected(stem: str) -> str:
    """A pattern for an English stem and its inflections as a whole word ("use": use, uses, used, using; never
    "user"; "drive": never "driveway")."""
    v = re.escape(stem)
    base = re.escape(stem[:-1]) if stem.endswith(("e", "y", "i")) else v
    return rf"(?:{v}(?:s|es|d|ed)?|{base}(?:ing|ies|ied|y|e|es|ed)|{v}{v[-1:]}(?:ing|ed))\b"


#: a statement of a thing held before, not held, or only wished for: not the one the user has now (closed class)
_NOT_NOW_EN = re.compile(r"(?i)\b(?:used to|no longer|any ?more|not|never|n't|was|were|had|old|former|previous|first|"
                         r"ex|until|stopped|closed|cancel(?:l?ed)?|sold|would|could|might|going to|plans?|wants?|"
                         r"thinking|like a|if|next|before)\b|n't\b")
_NOT_NOW_ZH = re.compile(r"以前|原来|之前|曾经|过去|不是|不用|没|不再|下一|要是|如果|想|打算|准备|换掉|卖了|退了|注销"
                         r"|第一[台辆部个款只]|上一[台辆部个款只]|旧")


def not_now(content: str, span: str) -> bool:
    """Does the clause around ``span`` say the thing is held no longer, not at all, or only wished for ("used to
    drive a Golf", "doesn't use Revolut any more", "old phone was an iPhone 8", 以前的手机是iPhone X, 手机不是iPhone,
    下一辆车)?"""
    t = unicodedata.normalize("NFKC", content[:READ])
    at = t.find(span) if span else -1
    if at < 0:
        return False
    cjk = text.has_cjk(t)
    stops = "。！？；;!?\n" if cjk else ".!?;\n"
    start = max((t.rfind(c, 0, at) for c in stops), default=-1) + 1
    ends = [i for i in (t.find(c, at) for c in stops) if i >= 0]
    clause = t[start:min(ends) if ends else len(t)]
    return (_NOT_NOW_ZH if cjk else _NOT_NOW_EN).search(script.to_simplified(clause) if cjk else clause) is not None


def _span_en(rest: str, limit: int = 4) -> str:
    words: list[str] = []
    for w in rest.split()[:limit + 2]:
        bare = w.strip(".,;:!?\"“”()")
        if bare.lower() in _FILLER_END_EN and words:
            break
        words.append(bare)
        if bare != w.rstrip("'’s") and w[-1:] in ".,;:!?":
            break
    return " ".join(words[:limit])


#: verbs that take any object ("takes the Northern line", "uses PayPal"): a name after one answers "Which medication
#: does the user take?" only in a statement that also names the kind (stems, closed class)
LIGHT_VERBS_EN = frozenset({"use", "take", "have", "get", "do", "make", "go", "keep", "put", "give", "pick", "choos"})


def _filler_en(t: str, kind: str, verbs: tuple[str, ...], tail: str | None) -> tuple[str, str] | None:
    k = re.escape(kind)
    m = re.match(rf"\s*(.{{1,40}}?)\s+(?:is|are)\s+(?:the user's|the user’s|my|her|his|their)\s+(?:[a-z]+\s+)?"
                 rf"{k}[a-z]*\b", t)
    if m:
        return m.group(1), "copula"  # "Monzo is the user's bank"
    m = re.search(rf"(?i)\b{k}[a-z]*(?:'s|’s)?\s+(?:is|are|was|were|has been|'s)\s+(?:now\s+|still\s+|just\s+)?"
                  rf"{_DET_EN}?", t)
    if m and not re.match(r"[a-z]+(?:ed|en|ing|ly)\b|(?:not|never|no|too|very|so)\b", t[m.end():]):
        return _span_en(t[m.end():]), "copula"  # not "was stolen", "is getting old", "is never…"
    for m in re.finditer(rf"(?i)\b{k}[a-z]*\b", t):
        head = t[:m.start()]
        run: list[str] = []  # the words right before the kind, back to a possessive, a stopword or punctuation
        for w in reversed(head.split()[-3:]):
            if w.endswith(("'s", "’s", ",", ".", ";", ":")) or text.is_stopword(w.lower()):
                break
            run.insert(0, w)
        before = " ".join(run)
        # a fragment's first word is read as opening a sentence: "The user's" / "Marek's" before it is no name
        if not before:
            continue
        opens = _SENTENCE_START.search(head[:head.rfind(before.split()[0])]) is not None
        if _names_en(before if opens else "x " + before, frozenset()):
            return before, "beside"
    for v in verbs:
        for m in re.finditer(rf"(?i)\b{_inflected(v)}\s+(?:(?:with|at|on|in|for|from|by|to)\s+)?{_DET_EN}?", t):
            if re.search(r"(?i)\b(?:who|that|which|whose|people|everyone|friends?|colleagues?)\s+(?:\w+\s+)?$",
                         t[:m.start()]):
                continue  # "a colleague who drives a Tesla", "many people use Monzo": someone else's
            span = _span_en(t[m.end():])
            if span and not text.is_stopword(span.split()[0].lower()):  # not "car is…": a noun of the question
                return span, "light" if v in LIGHT_VERBS_EN else "verb"
    # the kind as a verb: "banks with Monzo", "shops at Lidl" (lower-case, after no article: not "Pets at Home",
    # "the bank at the corner")
    m = re.search(rf"(?<!\ba )(?<!\ban )(?<!\bthe )(?<!\bmy )\b{k}[a-z]*\s+(?:with|at)\s+{_DET_EN}?", t)
    if m:
        return _span_en(t[m.end():]), "verb"
    if tail:
        m = re.search(rf"(?i)\b(?:is|are|was|were|be|been|stays?|stayed)\s+{re.escape(tail)}\s+{_DET_EN}?", t)
        if m:
            return _span_en(t[m.end():]), "verb"
    return None


def _span_zh(rest: str) -> str:
    m = _FILLER_END_ZH.search(rest)
    span = rest[:m.start() if m else 10][:10].strip()
    return "" if _WHERE_LEAD_ZH.match(span) else _LEAD_ZH.sub("", span)


def _filler_zh(t: str, kind: str, verbs: tuple[str, ...]) -> tuple[str, str] | None:
    if len(kind) >= 4 and kind[-2:] in t and kind not in t:
        kind = kind[-2:]  # a compound's head (编程语言 → 语言: 用户的主力语言是Elixir)
    k = re.escape(kind)
    m = re.search(rf"{k}[^，。！？,.!?]{{0,3}}?(?:都|也|一直|还)?是{_MEASURE_ZH}?", t)
    if m and _span_zh(t[m.end():]):
        return _span_zh(t[m.end():]), "copula"
    for w in text.words(t):
        if len(w) > len(kind) and w.endswith(kind) and text.has_cjk(kind):
            return w[:-len(kind)], "beside"
    m = re.search(rf"([^，。！？,.!?的]{{1,6}})的[^，。！？,.!?的]{{0,4}}{k}", t)
    if m:
        owner = m.group(1)
        if owner not in lexicon.PEOPLE and "用户" not in owner and not owner.endswith(("家", "我", "他", "她")):
            return owner, "beside"
    at = 0
    for w, f in text.tagged(t):  # the question's word as a word of its own (用 is no verb inside 用户)
        at += len(w)
        if w not in verbs or w in SMALL_VERBS_ZH:
            continue
        # a verb takes its object (开的是一辆…, 用Keep); a noun of the question its copula (重疾险是在平安买的,
        # 手机号用的是移动)
        after = _AFTER_VERB_ZH if f.startswith(("v", "p")) else _AFTER_NOUN_ZH
        m = after.match(t[at:])
        if m is None:
            continue
        rest = t[at + m.end():]
        span = _span_zh(rest)
        # the question's frame around it (用 X 记账 for 用户用哪个App记账？): X is what fills it, whatever its words
        closing = [span.find(v) for v in verbs if v != w and v not in SMALL_VERBS_ZH and span.find(v) > 0]
        if closing:
            return span[:min(closing)], "framed"
        if span:
            return span, "copula" if "是" in m.group(0) else "verb"
    return None


def named_in_copula(span: str, kind: str) -> bool:
    """Chinese: does a span after 是 (手机号用的是移动, 打车用的是滴滴, 重疾险是在平安买的) open with a word that
    may be a name: a noun, an adjective or a verbal noun of two characters or more that jieba tags as no person and
    no time, and that is not the kind nor a people word? Whatever jieba tags a brand as (移动 vn, 平安 a, 滴滴 n),
    the slot says it is the answer."""
    tagged = [(w, f) for w, f in text.tagged(span) if w.strip()]
    if not tagged:
        return False
    w, f = tagged[0]
    return (len(w) >= 2 and f[:1] in ("n", "a", "j", "v") and f not in ("nr", "t", "v", "vd", "ad")
            and w != kind and not w.endswith(kind) and w not in lexicon.PEOPLE and not f.startswith("ng"))
