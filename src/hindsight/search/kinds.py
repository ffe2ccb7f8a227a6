"""The same kind of thing by meaning (issue #15): is the noun an update marks as old or new ("the old handset",
"wiped the old machine", 旧房子) the kind of thing the question asks about ("What phone do I use?") or the older
statement states ("The user's laptop is a ThinkPad")? :mod:`hindsight.search.replacement` first asks the words
(a word or a lexicon slot they share); a noun nobody listed ("handset") is asked here, by the embedder: its
cosine to a word of the question or the older, as written, must stand out above its cosine to a word for any
thing at all (e5 puts any two words at 0.8 to 0.95; the noun's cosine to the whole question did not tell
"handset" from the "case" of "a new case for the phone").

Bounded: words are embedded only for a pair that passed every other check of a replacement, at most
:data:`MAX_WORDS` of them, and once per text (:class:`PhraseVectors`, a small cache in front of the embedder).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterable
from threading import Lock

import numpy as np

from hindsight.language import people, text

#: how far a marked noun's cosine to a word of the question or the older must rise above its cosine to
#: :data:`ANCHOR` for the two to be the same kind of thing. Calibrated on development corpora 15 and 17 only (e5
#: word vectors): "handset"/"phone" +0.056, 工资卡/工资 +0.062 are; "town"/"city" +0.046 ("the old town of
#: Tallinn", a control), "router"/"laptop" +0.038, "handset"/"laptop" +0.036 are not; "router"/"broadband"
#: +0.026 is, but lies below those, so it stays a miss (0.04: c17 -0.021; 0.03 and below: more)
KIND_MARGIN = 0.05
#: at most this many words of the question and the older are compared with a marked noun
MAX_WORDS = 16
#: a word for any thing at all, per script (False: Latin, True: CJK): every noun is somewhat close to it, so it
#: measures how close a noun is to nouns in general (e5's cosines of any two words run 0.8 to 0.95)
ANCHOR = {False: "thing", True: "东西"}

#: a function from a short text to its unit vector (None: not measured, e.g. no embedder)
Embed = Callable[[str], "np.ndarray | None"]


class PhraseVectors:
    """Unit vectors of short phrases, embedded as passages and cached by text (at most ``size`` of them): a
    search embeds at most a few marked nouns, and the same nouns recur across searches."""

    def __init__(self, passages: Callable[[list[str]], np.ndarray], size: int = 2048) -> None:
        self._passages = passages
        self._size = size
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._lock = Lock()

    def __call__(self, phrase: str) -> np.ndarray | None:
        with self._lock:
            hit = self._cache.get(phrase)
            if hit is not None:
                self._cache.move_to_end(phrase)
                return hit
        try:
            vec = np.asarray(self._passages([phrase])[0], dtype=np.float32)
        except Exception:  # an embedder that fails is no evidence either way
            return None
        with self._lock:
            self._cache[phrase] = vec
            while len(self._cache) > self._size:
                self._cache.popitem(last=False)
        return vec


def of_kind(head: str, words: Iterable[str], embed: Embed | None, margin: float = KIND_MARGIN) -> bool:
    """The marked noun ``head`` means the kind of thing one of ``words`` (the question's and the older's content
    words) names: its cosine to that word stands out by ``margin`` above its cosine to a word for any thing at all
    (:data:`ANCHOR`). Never a word naming a person ("an old friend") nor the bare "the old one"."""
    if embed is None or len(head) < 2 or head in people.PEOPLE or text.stem(head) in people.PEOPLE:
        return False
    cjk = text.has_cjk(head)
    words = [w for w in words if len(w) >= 2 and w != head and text.has_cjk(w) == cjk
             and w not in people.PEOPLE and text.stem(w) not in people.PEOPLE]
    if not words:
        return False
    vec, anchor = embed(head), embed(ANCHOR[cjk])
    if vec is None or anchor is None:
        return False
    floor = float(np.dot(vec, anchor)) + margin
    for w in words:
        wv = embed(w)
        if wv is not None and float(np.dot(vec, wv)) >= floor:
            return True
    return False
