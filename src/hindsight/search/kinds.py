"""The same kind of thing by meaning (issue #15): is the noun an update marks as old or new ("the old handset",
"wiped the old machine", 旧房子) the kind of thing the question asks about ("What phone do I use?") or the older
statement states ("The user's laptop is a ThinkPad")? :mod:`hindsight.search.replacement` first asks the words
(a word or a lexicon slot they share); a noun nobody listed ("handset") is asked here, by the embedder.

The test is relative: e5 puts any two words at 0.8 to 0.95, so no cosine means "the same kind" by itself. The
marked noun's nearest among the question's and the older's nouns (:func:`nouns`: content words, never a light
verb such as "use" / 写 / 用 that any statement shares) must stand out by :data:`RIVAL_MARGIN` above its nearest
among the nouns of the other candidates of the search (its rivals: "handset" nearer "laptop" than "phone" is no
phone) and by :data:`KIND_MARGIN` above a word for any thing at all (:data:`ANCHOR`, for a search with no rivals).

Bounded: words are embedded only for a pair that passed every other check of a replacement, at most
:data:`MAX_WORDS` anchors and :data:`MAX_RIVALS` rivals, and once per text (:class:`PhraseVectors`).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterable
from functools import lru_cache
from threading import Lock

import numpy as np

from hindsight.language import people, text

#: how far a marked noun's cosine to its nearest anchor noun (the question's, the older's) must rise above its
#: cosine to :data:`ANCHOR`. Calibrated on development corpora 15 and 17 only (e5 word vectors): "handset"/"phone"
#: +0.056, 工资卡/工资 +0.062 are the same kind; "town"/"city" +0.046 ("the old town of Tallinn", a control) is not
KIND_MARGIN = 0.05
#: how far it must rise above the marked noun's cosine to its nearest rival noun (of the other candidates): a noun
#: nearer another candidate's thing than the question's is of that thing's kind ("router" nearer "laptop" than
#: "broadband"; 号码 nearer 电话 than 代码). Calibrated on development corpora only
RIVAL_MARGIN = 0.0
#: at most this many anchor words (the question's and the older's nouns) are compared with a marked noun
MAX_WORDS = 16
#: at most this many rival words, from at most :data:`RIVAL_ITEMS` other candidates, the best ranked first
MAX_RIVALS = 16
RIVAL_ITEMS = 5
#: a word for any thing at all, per script (False: Latin, True: CJK): every noun is somewhat close to it, so it
#: measures how close a noun is to nouns in general
ANCHOR = {False: "thing", True: "东西"}
#: light verbs (a closed class): any statement may say them, whatever it is about ("uses Cursor to write code",
#: "用什么框架写的"), so they name no topic: no word two statements share on their strength, no anchor, no rival
LIGHT_VERBS = frozenset({
    "use", "uses", "used", "using", "write", "writes", "wrote", "written", "writing", "have", "has", "had",
    "having", "get", "gets", "got", "getting", "make", "makes", "made", "making", "do", "does", "did", "doing",
    "go", "goes", "went", "take", "takes", "took", "give", "gave", "put", "keep", "kept", "set", "try", "tried",
    "用", "使用", "写", "有", "做", "弄", "搞", "拿", "打", "到", "去", "来"})
#: jieba tags of the Chinese words that name things: nouns (n, ng, nz, nl, nr... as values), verbal nouns (工资
#: vn), idioms and fixed phrases (联系电话 l), locatives of two characters (前端 f)
_NOUN_ZH = ("n", "vn", "l", "f")

#: a function from a short text to its unit vector (None: not measured, e.g. no embedder)
Embed = Callable[[str], "np.ndarray | None"]


def light(word: str) -> bool:
    """A light verb, as written or stemmed ("used", "use")."""
    return word in LIGHT_VERBS or text.stem(word) in LIGHT_VERBS


@lru_cache(maxsize=4096)
def nouns(content: str) -> tuple[str, ...]:
    """The words of ``content`` that may name a thing, as written (an embedder knows "phone", not "phon"):
    Chinese by jieba's tag (nouns, verbal nouns, fixed phrases, two-character locatives), English every content
    word but a light verb or a number (no tagger: "phone", "handset", "live"); never a stop word nor a person."""
    out: dict[str, None] = {}
    if text.has_cjk(content):
        for word, flag in text.tagged(text.normalize(content)):
            w = word.lower()
            if text.has_cjk(w) and flag.startswith(_NOUN_ZH) and (flag != "f" or len(w) >= 2):
                out[w] = None
    else:
        for w in text.words(content):
            if any(c.isalpha() for c in w) and not w.isdigit():
                out[w] = None
    return tuple(w for w in out if not text.is_stopword(w) and not light(w) and w not in people.PEOPLE
                 and text.stem(w) not in people.PEOPLE)


class PhraseVectors:
    """Unit vectors of short phrases, embedded as passages and cached by text (at most ``size`` of them): a
    search embeds at most a few marked nouns, and the same nouns recur across searches."""

    def __init__(self, passages: Callable[[list[str]], np.ndarray], size: int = 2048) -> None:
        self._passages = passages
        self._size = size
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._lock = Lock()

    def many(self, phrases: list[str]) -> None:
        """Embed the phrases not cached yet, in one call (an embedder runs a batch faster than its texts one by
        one)."""
        with self._lock:
            todo = list(dict.fromkeys(p for p in phrases if p not in self._cache))
        if not todo:
            return
        try:
            vecs = np.asarray(self._passages(todo), dtype=np.float32)
        except Exception:  # an embedder that fails is no evidence either way
            return
        with self._lock:
            for p, v in zip(todo, vecs, strict=True):
                self._cache[p] = v
            while len(self._cache) > self._size:
                self._cache.popitem(last=False)

    def __call__(self, phrase: str) -> np.ndarray | None:
        with self._lock:
            hit = self._cache.get(phrase)
            if hit is not None:
                self._cache.move_to_end(phrase)
                return hit
        self.many([phrase])
        with self._lock:
            return self._cache.get(phrase)


def _usable(words: Iterable[str], head: str, cjk: bool) -> list[str]:
    return [w for w in dict.fromkeys(words) if len(w) >= 2 and w != head and text.has_cjk(w) == cjk]


def _nearest(vec: np.ndarray, words: list[str], embed: Embed) -> float | None:
    cos = [float(np.dot(vec, v)) for w in words if (v := embed(w)) is not None]
    return max(cos) if cos else None


def of_kind(head: str, anchors: Iterable[str], embed: Embed | None, rivals: Iterable[str] = (),
            margin: float = KIND_MARGIN, rival_margin: float = RIVAL_MARGIN) -> bool:
    """The marked noun ``head`` means the kind of thing one of ``anchors`` (the question's and the older's nouns)
    names: its cosine to the nearest of them stands out by ``margin`` above its cosine to a word for any thing at
    all (:data:`ANCHOR`) and by ``rival_margin`` above its cosine to the nearest of ``rivals`` (the other
    candidates' nouns; one that is also an anchor is none). Never a word naming a person ("an old friend") nor
    the bare "the old one"."""
    if embed is None or len(head) < 2 or head in people.PEOPLE or text.stem(head) in people.PEOPLE:
        return False
    cjk = text.has_cjk(head)
    near = _usable(anchors, head, cjk)[:MAX_WORDS]
    if not near:
        return False
    far = [w for w in _usable(rivals, head, cjk) if w not in near][:MAX_RIVALS]
    if isinstance(embed, PhraseVectors):
        embed.many([head, ANCHOR[cjk], *near, *far])
    vec, anchor = embed(head), embed(ANCHOR[cjk])
    if vec is None or anchor is None:
        return False
    best = _nearest(vec, near, embed)
    if best is None or best < float(np.dot(vec, anchor)) + margin:
        return False
    rival = _nearest(vec, far, embed)
    return rival is None or best >= rival + rival_margin
