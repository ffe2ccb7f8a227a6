"""Text analysis shared by the keyword index, dedup and (later) the judges.

Chinese is segmented with jieba (never per character); English is lower-cased and stemmed.
Pure functions, no I/O beyond jieba's dictionary load on first use.
"""

from __future__ import annotations

import logging
import re
import threading
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

import jieba
import snowballstemmer

from hindsight.language import numerals

jieba.setLogLevel(logging.WARNING)
_jieba_lock = threading.Lock()
_jieba_ready = False

CJK_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
LATIN_TOKEN = re.compile(r"[a-z0-9]+(?:[._-][a-z0-9]+)*")
DIGITS = re.compile(r"\d+(?:\.\d+)?")
CN_NUMERAL = re.compile(r"[零一二两三四五六七八九十百千万亿]+")
#: a number written in parts whose order carries its meaning: 1990-03-05, 3/5/1990, 1990年3月5日, 10:30, 2.4.1
#: (possessive and anchored after no digit: a run of 20,000 digits was quadratic, 30 s; review64)
COMPOUND_NUMBER = re.compile(r"(?<!\d)\d++(?:\s?[-/:年月]\s?\d++)+|(?<!\d)\d++(?:\.\d++){2,}")
_PART = re.compile(r"\d+")


def number_values(text: str) -> frozenset[str]:
    """:func:`numbers`, and each number written in several parts (a date, a time, a version:
    :data:`COMPOUND_NUMBER`) once more as a whole, its parts in their order: what two statements must share to say
    the same thing ("1990年3月5日" and "1990年5月3日" hold the same three numbers but are different dates)."""
    return numbers(text) | {_compound(m.group()) for m in COMPOUND_NUMBER.finditer(normalize(text))}


def _compound(written: str) -> str:
    """A compound number's parts in order, without leading zeros ("1990-03-05", "1990年3月5日" → "1990-3-5")."""
    return "-".join(p.lstrip("0") or "0" for p in _PART.findall(written))

EN_STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "and",
        "or",
        "but",
        "if",
        "then",
        "else",
        "of",
        "to",
        "in",
        "on",
        "at",
        "by",
        "for",
        "with",
        "from",
        "into",
        "onto",
        "about",
        "as",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "am",
        "do",
        "does",
        "did",
        "doing",
        "have",
        "has",
        "had",
        "having",
        "i",
        "me",
        "my",
        "mine",
        "we",
        "us",
        "our",
        "you",
        "your",
        "he",
        "him",
        "his",
        "she",
        "her",
        "it",
        "its",
        "they",
        "them",
        "their",
        "this",
        "that",
        "these",
        "those",
        "there",
        "here",
        "what",
        "which",
        "who",
        "whom",
        "whose",
        "when",
        "where",
        "why",
        "how",
        "all",
        "any",
        "each",
        "some",
        "such",
        "can",
        "could",
        "should",
        "would",
        "will",
        "shall",
        "may",
        "might",
        "must",
        "so",
        "than",
        "too",
        "very",
        "just",
        "also",
        "only",
        "own",
        "same",
        "s",
        "t",
        "user",
        "users",
        "please",
    ]
)
ZH_STOP = frozenset(
    [
        "当",
        "一家",
        "一只",
        "一位",
        "一个",
        "一些",
        "一直",
        "一下",
        "非常",
        "特别",
        "比较",
        "真的",
        "的",
        "了",
        "着",
        "过",
        "是",
        "在",
        "和",
        "与",
        "及",
        "或",
        "也",
        "都",
        "就",
        "还",
        "又",
        "把",
        "被",
        "让",
        "给",
        "对",
        "于",
        "从",
        "向",
        "往",
        "这",
        "那",
        "这个",
        "那个",
        "一个",
        "些",
        "之",
        "所",
        "以",
        "而",
        "呢",
        "吗",
        "吧",
        "啊",
        "呀",
        "哦",
        "嗯",
        "我",
        "你",
        "他",
        "她",
        "它",
        "我们",
        "你们",
        "他们",
        "用户",
        "请",
        "什么",
        "怎么",
        "哪",
        "哪里",
        "哪个",
        "吗",
        "么",
        "之前",
        "曾经",
        "有没有",
        "是否",
    ]
)
NEGATIONS_EN = frozenset({"not", "no", "never", "none", "without", "cannot", "nobody", "nothing", "neither", "nor"})
NEGATIONS_ZH = ("不", "没", "无", "别", "非", "未", "勿")
ENTITY_POS = frozenset({"nr", "ns", "nt", "nz", "nrt", "nrfg", "t", "m", "eng"})

_stemmer = snowballstemmer.stemmer("english")
_stem_lock = threading.Lock()


# Everyday words jieba's default dictionary splits badly (拿铁 → 拿/铁); kept as whole words.
USER_WORDS = (
    "拿铁",
    "美式",
    "卡布奇诺",
    "摩卡",
    "澳白",
    "冷萃",
    "手冲",
    "燕麦拿铁",
    "奶茶",
    "豆浆",
    "柯基",
    "柯基犬",
    "布偶猫",
    "金毛",
    "素食",
    "健身房",
    "单身",
    "跳槽",
    "入职",
    "离职",
    "远程办公",
    "前端",
    "后端",
    "数据库",
    "微服务",
)
#: their parts of speech for jieba's tagger (without one it tags them ``x``, and no reader of nouns sees 拿铁): nouns
#: unless listed here
_USER_TAGS = {"跳槽": "v", "入职": "v", "离职": "v", "远程办公": "v", "单身": "a"}
_SPLIT_PREFIX = "改换"
_KEEP_WHOLE = frozenset({"改成", "改变", "换成", "改为", "换掉", "改掉", "改善", "改进", "换季"})


def _ensure_jieba() -> None:
    global _jieba_ready
    if not _jieba_ready:
        with _jieba_lock:
            if not _jieba_ready:
                jieba.initialize()
                for w in USER_WORDS:
                    jieba.add_word(w, freq=20000, tag=_USER_TAGS.get(w, "n"))
                _jieba_ready = True


@lru_cache(maxsize=16_384)  # one text is cut by several readers (index tokens, content words, frames) per search
def _cjk_words(run: str, for_search: bool) -> tuple[str, ...]:
    words = jieba.cut_for_search(run) if for_search else jieba.cut(run)
    out: list[str] = []
    for w in words:
        if not w.strip():
            continue
        # "改喝" / "换用": a change verb glued to the verb it changes; keep both parts visible
        if len(w) == 2 and w[0] in _SPLIT_PREFIX and w not in _KEEP_WHOLE:
            out.extend([w[0], w[1]])
        else:
            out.append(w)
    return tuple(out)


def cjk_words(run: str) -> tuple[str, ...]:
    """A run of Chinese characters cut into its words as :func:`words` cuts it (jieba's precise mode, a change
    verb glued to its verb split off: 改喝 → 改, 喝)."""
    _ensure_jieba()
    return _cjk_words(run, False)


def tagged(text: str, *, hmm: bool = True) -> list[tuple[str, str]]:
    """jieba's words of ``text`` with their part-of-speech tags (``hmm=False``: known words only), the dictionary
    loaded once under the lock :func:`words` uses (the one place that tags)."""
    _ensure_jieba()
    import jieba.posseg

    return [(p.word, p.flag) for p in jieba.posseg.cut(text, HMM=hmm)]


def normalize(text: str) -> str:
    return unicodedata.normalize("NFKC", text).lower()


def has_cjk(text: str) -> bool:
    return CJK_RUN.search(text) is not None


def _split(text: str, *, for_search: bool) -> list[str]:
    """Tokens in order: latin words/numbers and jieba-segmented CJK words."""
    _ensure_jieba()
    out: list[str] = []
    pos = 0
    for m in CJK_RUN.finditer(text):
        out.extend(LATIN_TOKEN.findall(text[pos : m.start()]))
        out.extend(_cjk_words(m.group(), for_search))
        pos = m.end()
    out.extend(LATIN_TOKEN.findall(text[pos:]))
    return out


def pieces(text: str) -> list[str]:
    """``text`` cut into jieba's precise-mode pieces, every character kept (``"".join(pieces(t)) == t``): Chinese
    words, latin words, spaces and punctuation each a piece."""
    _ensure_jieba()
    return [w for w in jieba.cut(text) if w]


def word_starts(text: str) -> frozenset[int]:
    """Offsets in ``normalize(text)`` where a word starts: latin words and jieba's (precise mode) CJK words."""
    t = normalize(text)
    _ensure_jieba()
    out: set[int] = set()
    pos = 0
    for m in CJK_RUN.finditer(t):
        out.update(pos + w.start() for w in LATIN_TOKEN.finditer(t[pos : m.start()]))
        at = m.start()
        for w in jieba.cut(m.group()):
            out.add(at)
            at += len(w)
        pos = m.end()
    out.update(pos + w.start() for w in LATIN_TOKEN.finditer(t[pos:]))
    return frozenset(out)


@lru_cache(maxsize=8192)
def _phrase(p: str) -> str:
    """A phrase as :func:`find_phrase` looks for it, normalised once (the phrases come from the lexicons: read-time
    hygiene asks for ~40 of them per candidate, every search)."""
    return normalize(p)


def find_phrase(text: str, phrases: Iterable[str]) -> str | None:
    """The first of ``phrases`` that occurs in ``text`` *as words*: a phrase must start where a word starts (a
    jieba word for Chinese, so 记住 ("remember") does not contain 住 ("live"), while 改喝 still starts with 改) and
    a latin phrase must also end on a word boundary ("moved" is not in "removed")."""
    t = normalize(text)
    starts: frozenset[int] | None = None
    for p in phrases:
        p = _phrase(p)
        i = t.find(p)
        while i >= 0:
            if starts is None:
                starts = word_starts(t)
            end = i + len(p)
            latin_end = p[-1:].isascii() and p[-1:].isalnum()
            if i in starts and not (latin_end and end < len(t) and t[end].isascii() and t[end].isalnum()):
                return p
            i = t.find(p, i + 1)
    return None


def words(text: str) -> list[str]:
    """The words of ``text`` in order (latin words and numbers, jieba's precise-mode CJK words), lower-cased,
    punctuation dropped: what a sentence's frame is read from."""
    return [w for w in _split(normalize(text), for_search=False) if any(ch.isalnum() for ch in w)]


def tokens(text: str) -> list[str]:
    """All index tokens of ``text`` (jieba search-mode segmentation for Chinese, so 朝阳区 also yields 朝阳)."""
    return _split(normalize(text), for_search=True)


def index_text(text: str) -> str:
    """Space-joined tokens, ready for the FTS5 ``unicode61``/``porter`` tokenizer."""
    return " ".join(tokens(text))


def is_stopword(tok: str) -> bool:
    return tok in EN_STOP or tok in ZH_STOP


def query_terms(text: str) -> list[str]:
    """Keyword-search terms of a query: tokens minus stop words (all tokens if nothing else is left)."""
    toks = tokens(text)
    kept = [t for t in toks if not is_stopword(t)]
    seen: set[str] = set()
    out = []
    for t in kept or toks:
        if t not in seen:
            seen.add(t)
            out.append(t)
    return out


@lru_cache(maxsize=50_000)
def stem(word: str) -> str:
    # Snowball's rules all end in a letter (or strip a leading apostrophe): a word ending in a digit ("r0001234",
    # "mp3", a reference or a version, often seen once) is its own stem without running the stemmer
    if not word.isascii() or (word[-1:].isdigit() and not word.startswith("'")):
        return word
    with _stem_lock:
        return str(_stemmer.stemWord(word))


@lru_cache(maxsize=8192)  # scoring (topic slots) and read-time hygiene read the same candidates' words
def content_tokens(text: str) -> frozenset[str]:
    """Stemmed content words (precise segmentation, no stop words): the lexical fingerprint used by dedup."""
    return frozenset(stem(t) for t in _split(normalize(text), for_search=False) if not is_stopword(t))


def numbers(text: str) -> frozenset[str]:
    """Numbers mentioned in ``text`` (digits and simple Chinese numerals, normalised)."""
    t = normalize(text)
    found = set(DIGITS.findall(t))
    for run in CN_NUMERAL.findall(t):
        if len(run) == 1 and run in numerals.DIGITS:
            found.add(str(numerals.DIGITS[run]))
        else:
            found.add(run)
    return frozenset(found)


_ZH_NOT_NEGATION = frozenset(
    {"不错", "不过", "不少", "不断", "不仅", "不但", "不管", "不久", "不同", "不然", "不如", "没关系", "未来"}
)
_ZH_NEGATION_WORDS = frozenset({"无", "非", "未", "别", "勿", "无法", "从未", "并非", "绝不", "毫无"})
#: words jieba keeps whole whose negation is not the first character (从不喝, 从来不玩, 并没有...)
_ZH_NEGATION_PREFIXES = (
    "从不", "从来不", "从没", "从来没", "从未", "并不", "并没", "决不", "绝不", "毫不", "永不", "再也不",
    "也不", "都不", "还没", "尚未", "未曾", "不曾", "不再", "没有", "没再",
)
_ZH_NEGATORS_LONGEST_FIRST = sorted(_ZH_NEGATION_PREFIXES, key=len, reverse=True)


def has_negation(text: str) -> bool:
    """Polarity: "has no column X", "doesn't drink", "不喝", "没有" (but not 非常, 不错, 不过...)."""
    t = normalize(text)
    words = set(LATIN_TOKEN.findall(t))
    if words & NEGATIONS_EN or "n't" in t:
        return True
    for run in CJK_RUN.findall(t):
        if _LONG_NEGATED_ZH.search(run):
            return True
        for w in _split(run, for_search=False):
            if zh_negator(w):
                return True
    return False


#: a stretch and its negation that jieba keeps as one word (好久没, 很久不): the negation comes last
_LONG_NEGATED_ZH = re.compile(r"(?:好久|很久|许久|老久)[没不]")


def zh_negator(word: str) -> str:
    """The negation a Chinese word (as jieba cuts it) starts with, else "": 不骑 → 不, 从来不玩 → 从来不, 没有 → 没有,
    无法 → 无法; not 不错, 不过 (no negation) nor 非常 (非 only as a word of its own)."""
    if not word or word in _ZH_NOT_NEGATION:
        return ""
    if word in _ZH_NEGATION_WORDS:
        return word
    if not word.startswith(_ZH_NEGATION_PREFIXES):  # most words: one C-level test, no loop
        return word[0] if word[0] in "不没未" else ""
    for prefix in _ZH_NEGATORS_LONGEST_FIRST:
        if word.startswith(prefix):
            return prefix
    return word[0] if word[0] in "不没未" else ""


def entities(text: str) -> frozenset[str]:
    """Names, places, organisations, times and numbers: words whose change changes the fact."""
    _ensure_jieba()
    out: set[str] = set()
    raw = unicodedata.normalize("NFKC", text)
    for i, w in enumerate(re.findall(r"[A-Za-z][A-Za-z0-9'_-]*", raw)):
        if w[0].isupper() and (i > 0 or w.isupper()):
            out.add(stem(w.lower()))
    for run in CJK_RUN.findall(raw):
        out.update(w for w, flag in tagged(run) if flag in ENTITY_POS)
    out |= numbers(text)
    return frozenset(out)


def word_count(text: str) -> int:
    """How many words ``text`` has: its whitespace-separated chunks, where a chunk holding Chinese counts its jieba
    words (and the latin words beside them) instead of one. Identical to ``len(text.split())`` for text without
    Chinese; "用户上个月搬到了慕尼黑" is 6 words, not 1."""
    if not has_cjk(text):
        return len(text.split())
    _ensure_jieba()
    n = 0
    for chunk in text.split():
        if not has_cjk(chunk):
            n += 1
            continue
        pos, k = 0, 0
        for m in CJK_RUN.finditer(chunk):
            k += len(LATIN_TOKEN.findall(chunk[pos : m.start()]))
            k += sum(1 for w in _cjk_words(m.group(), False) if any(ch.isalnum() for ch in w))
            pos = m.end()
        k += len(LATIN_TOKEN.findall(chunk[pos:]))
        n += max(k, 1)
    return n


def estimate_tokens(text: str) -> int:
    """Rough LLM token count: CJK characters count one each, latin words ~1.3."""
    cjk = sum(len(r) for r in CJK_RUN.findall(text))
    latin = len(LATIN_TOKEN.findall(normalize(text)))
    return cjk + int(latin * 1.3) + 1
