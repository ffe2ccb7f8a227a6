"""What the question asks about, without the frame it is asked in (issue #15).

e5 puts any two short templated sentences about the user close together: "用户的领导是谁？" is about as close to
"用户的生日是三月五号" as to "组织调整后用户的周报交给孙主任审批", and "Does the user have any pets?" to "The user is
the registered keeper of a diesel van" as to "Two rescue greyhounds sleep on the user's sofa". The frame (用户的…是谁,
"does the user have…") and the subject dominate; the few words that say what is asked (领导, pets) weigh little.

So a search for a question about the user embeds its content words alone as a second query (:func:`content_of`:
领导, "pets", 平时打球) and raises each candidate's cosine to the question by :data:`WEIGHT` × how much closer than the
candidates' mean it is to them (:func:`lift`). Relative to the window, so the cosines keep their scale (the
calibration and the learned reranker read them as before; hygiene reads the plain cosines, and the relevance
floor too but for the window's best hit, which clears it by either: floor.cleared_by), and a candidate as close to
the content as the average moves nothing.

The content words, by structure only (traditional Chinese read as simplified first): Chinese drops jieba's closed
classes (pronouns and interrogatives r, particles u*, prepositions p, conjunctions c, modal particles y, punctuation
x), the copula 是, the user's words (用户, 我) and people's names (nr*: who a question is about is not what it asks);
English drops its stop words, the user's words and names (a capitalised word where a person stands). Latin words
inside a Chinese question go through the English rules and stay words of their own ("What is my 微信 ID?" → 微信 id).
Pure.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from functools import lru_cache

from hindsight.language import names as aliases
from hindsight.language import people, script, text

#: how much of a candidate's excess closeness (over the candidates' mean) to the content words is added to its
#: cosine to the question. Chosen on development corpora (0.25, 0.5, 0.75 tried)
WEIGHT = 0.5
#: jieba's closed classes (prefixes of its tags): they frame a question, they name nothing
_FRAME_ZH = ("r", "u", "p", "c", "x", "y")
_COPULA_ZH = frozenset({"是"})
#: the words for the user: every question here is about the user, so they tell no question from another
_USER = frozenset({"用户", "我", "我们", "user", "users", "i", "me", "my", "mine", "we", "our"})
#: a capitalised word where a person stands: after an auxiliary ("What does Kofi keep…"), with / and ("… with
#: Kofi"), a word for a person ("my friend Kofi"), or owning something ("Kofi's"); a capital elsewhere is a place or a
#: product the question asks about ("Where did I travel in Paris?", "Do I still use Spotify?")
_BEFORE_NAME = frozenset({"do", "does", "did", "is", "was", "are", "were", "has", "have", "had", "will", "would", "can",
                          "could", "should", "with", "and"})
_LATIN = re.compile(r"[A-Za-z]+(?:'s)?")


@lru_cache(maxsize=4096)
def content_of(query: str) -> str | None:
    """The words of the question that name what it asks about, in order; None where the question is not about the
    user (I, my, the user, 用户, 我: a question about someone by name, as over a conversation's turns, is no templated
    statement about the user, and the learned reranker was fitted on those searches as they are), where there are
    none (nothing to ask by) or the question is nothing else (the question itself already is the query)."""
    q = script.to_simplified(text.normalize(query)).strip()  # 用戶的領導是誰 asks what 用户的领导是谁 does
    if not aliases.refers_to_user(q):
        return None
    names = _names(unicodedata.normalize("NFKC", query))  # full-width Ｋｏｆｉ is Kofi (review48)
    if text.has_cjk(q):
        words = [w for w, flag in text.tagged(q) if w.strip() and w not in _USER and w not in _COPULA_ZH
                 and not flag.startswith(_FRAME_ZH) and not flag.startswith("nr")
                 and not (script.is_latin(w) and (text.is_stopword(w) or w in names))]
        out = _joined(words)
    else:
        words = [w for w in text.words(q) if not text.is_stopword(w) and w not in _USER and w not in names]
        out = " ".join(words)
    if not words or out == q:
        return None
    return out


def _joined(words: list[str]) -> str:
    """Chinese words run together, a Latin word (jieba's ``eng`` in a mixed question) set apart by spaces: 微信 id,
    apple store 买 (not 微信id, applestore买); digits stay with their neighbour (14号, 5g)."""
    out = ""
    for w in words:
        if out and ((script.is_latin(w) and not out[-1].isdigit()) or (out[-1].isascii() and out[-1].isalpha())):
            out += " "
        out += w
    return out


def _names(query: str) -> set[str]:
    """The capitalised words of an English ``query`` that stand where a person does (:data:`_BEFORE_NAME`)."""
    words = _LATIN.findall(query)
    out = set()
    for i, w in enumerate(words):
        bare = w[:-2] if w.endswith("'s") else w
        if i == 0 or not bare[:1].isupper() or not bare[1:].islower():
            continue
        prev = words[i - 1].lower()
        if w.endswith("'s") or prev in _BEFORE_NAME or text.stem(prev) in people.PEOPLE:
            out.add(bare.lower())
    return out


def lift(similarity: Mapping[str, float | None], to_content: Mapping[str, float],
         weight: float = WEIGHT) -> dict[str, float]:
    """Each candidate's cosine to the question (``similarity``; None: unmeasured, left out) plus ``weight`` × how
    much closer than the measured candidates' mean it is to the content words (``to_content``: its cosine to
    them). A candidate with no cosine to the content keeps its own; fewer than two measured: all keep theirs."""
    known = [to_content[m] for m, s in similarity.items() if s is not None and m in to_content]
    if len(known) < 2:
        return {m: s for m, s in similarity.items() if s is not None}
    mean = sum(known) / len(known)
    return {m: s + weight * (to_content[m] - mean) if m in to_content else s
            for m, s in similarity.items() if s is not None}
