"""Is a statement negated as a whole, or does it affirm a value beside what it negates (pure)?

"Does not eat meat" negates its one fact; "drinks tea, not coffee", "is vegetarian and never eats meat",
"只吃海鲜不吃肉", "喜欢不加糖的咖啡" state a value and negate only a part of it. :func:`text.has_negation` says there
is a negation somewhere; :func:`negated` says nothing in the statement is affirmed: every clause that holds a
content word holds a negation, and (Chinese, where a contrast often runs in one clause) the words before the first
negation of a clause hold no verb ("用户不吃肉": 用户 is the subject; "用户只吃海鲜不吃肉": 吃 affirms). A closed
class of clause boundaries (punctuation, "but", "and", "rather", 但, 而) and jieba's part of speech, no word list of
values or predicates.
"""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight.language import text, times

#: clause boundaries: punctuation and the contrast conjunctions (a closed class); a list after a negation ("does
#: not eat meat, fish or eggs", "不吃肉、鱼和蛋") stays inside it, so "and", "or" and 、 are no boundary
_CLAUSE_EN = re.compile(r"([,;:()\u2014\u2013]|\s-\s|\b(?:but|rather|instead|whereas|only)\b)", re.I)
_CLAUSE_ZH = re.compile(r"([，,；;：:（）()]|但是|但|而是|而|只)")
#: a clause after a negated one affirms when a contrast word opens it ("doesn't drink coffee, only tea")
_CONTRAST = re.compile(r"^(?:but|rather|instead|whereas|only|但是|但|而是|而|只)$", re.I)


@lru_cache(maxsize=8192)
def negated(content: str) -> bool:
    """True when ``content`` holds a negation and affirms nothing beside it (see the module's doc)."""
    if not text.has_negation(content):
        return False
    return not any(_sentence_affirms(s) for s in re.split(r"[.!?。！？]+", content) if s.strip())


_NEGATOR_EN = re.compile(rf"\b(?:{'|'.join(sorted(text.NEGATIONS_EN))})\b|n't", re.I)
#: a negated pronoun points back to what the clause named before it ("stopped the melatonin and sleeps fine without
#: it"): the clause as a whole is what is negated
_PRONOUN_EN = re.compile(r"^\s*(?:\w+\s+){0,2}?(?:it|them|that|one|any)\s*$", re.I)


@lru_cache(maxsize=8192)
def negated_spans(content: str) -> tuple[str, ...]:
    """What each negation governs: in every clause that holds one, the text after its first negation to the clause's
    end ("the user hasn't touched meat since May" → "touched meat since May"; "膝盖做完手术后，用户不去健身房了，
    改成每天游一千米" → "去健身房了": the other clauses' 做 and 每天 are not negated); a negated pronoun ("sleeps fine
    without it") governs its whole clause. Clauses as in :func:`negated`."""
    out: list[str] = []
    for piece in negating_clauses(content):
        zh = text.has_cjk(piece)
        start = _negated_start(piece, zh)
        if start is not None:
            span = piece[start:].strip()
            out.append(piece if not zh and _PRONOUN_EN.match(span) else span)
    return tuple(out)


@lru_cache(maxsize=8192)
def negating_clauses(content: str) -> tuple[str, ...]:
    """The clauses of ``content`` that hold a negation, whole ("用户最近工作日晚上不打羽毛球了": what it says of
    when, before the negator, too). Clauses as in :func:`negated`."""
    return tuple(piece for piece in clauses(content) if text.has_negation(piece))


@lru_cache(maxsize=8192)
def clauses(content: str) -> tuple[str, ...]:
    """The clauses of ``content``, stripped, as :func:`negated` reads them (the boundaries left out)."""
    out: list[str] = []
    for sentence in re.split(r"[.!?。！？]+", content):
        rx = _CLAUSE_ZH if text.has_cjk(sentence) else _CLAUSE_EN
        out.extend(p.strip() for p in rx.split(sentence) if p and p.strip() and not rx.fullmatch(p.strip()))
    return tuple(out)


#: an ending said as a verb ("stopped reading the news in bed", 晚上戒了夜宵): a negation in other words
ENDING = re.compile(r"\b(?:stop(?:s|ped)|quit(?:s)?|gave\s+up|given\s+up|cut\s+out)\b|停了|停止|戒了|戒掉|放弃", re.I)


#: what makes a Chinese 没 a change of state, not one event left undone: 已经, 再也, a duration (三个月没喝酒了,
#: 好久没), a starting point (从…起, 以来, 以后), quitting (戒), the present (现在没在健身, 这阵子没再玩)
_CHANGED_ZH = re.compile(rf"已经|再也|一直|{times.FROM_ZH}|"
                         r"以来|以后|之后|(?:天|周[一二三四五六日天末]?|周末|月|年)起(?![床来身])|戒|好久|很久|许久|多年|好几|"
                         rf"现在|目前|如今|这阵子|这些天|这段时间|近来|就没|没在|{times.STRETCH_ZH}")
#: English: a past negation of one event at one past time ("didn't call his mother last Sunday", "did not work late
#: yesterday"), with no word of a change ("since", "anymore", "no longer")
_DID_NOT_EN = re.compile(r"\b(?:didn't|didnt|did\s+not|couldn't|could\s+not|wasn't\s+able\s+to)\b", re.I)
_ONE_TIME_EN = re.compile(rf"\b(?:last\s+(?:night|week|weekend|month|year|time|{times.DAY_EN})|yesterday|today|tonight|"
                          rf"this\s+(?:morning|afternoon|evening|week|weekend|month)|the\s+other\s+day|that\s+day|"
                          r"over\s+the\s+(?:holidays|weekend|break|summer)|"
                          rf"on\s+{times.DAY_EN}(?<!s))\b", re.I)
_CHANGED_EN = re.compile(r"\b(?:since|anymore|any\s+more|longer|stopped|quit|gave\s+up|again|ever)\b", re.I)


@lru_cache(maxsize=8192)
def event_negated(clause: str, statement: str = "") -> bool:
    """A clause that negates one event, not a habit or a state. Chinese: 没 / 没有 before a verb (用户上周没加班,
    用户昨天晚上没喝酒, 用户没再去北京了: not done that time, or not again), with no 有 after the negation, no
    change of state (已经, 再也, 好久, 三个月, 从…起, 戒, 现在, 没在) and no clause-final 了 unless 再 follows the
    没 (用户没有车了: no longer). English: "did not" / "could not" and one past time ("didn't call his mother last
    Sunday", "couldn't come over the holidays"), no word of a change. The words of a change are sought in the whole
    ``statement`` the clause is from, when given (自从搬家，用户就没再去钓过鱼了: the change is in the clause
    before)."""
    if not text.has_cjk(clause):
        return bool(_DID_NOT_EN.search(clause) and _ONE_TIME_EN.search(clause) and not _CHANGED_EN.search(clause))
    if _CHANGED_ZH.search(clause) or ("就" in clause and _CHANGED_ZH.search(statement)):
        return False
    words = [(w, flag) for w, flag in text.tagged(clause) if w.strip()]
    for i, (w, _flag) in enumerate(words):
        negator = text.zh_negator(w)
        if not negator:
            continue
        rest = [x for x in words[i + 1:] if x[0] != "再"]
        rest = rest if w == negator else [(w[len(negator):], ""), *rest]  # 没和, 没车: jieba kept them one word
        if rest and (rest[0][1] in ("p", "c") or rest[0][0] in ("和", "跟", "与", "同", "给")):
            verbs = [k for k, x in enumerate(rest[:5]) if x[1].startswith("v")]  # 没跟同事一起去吃饭: past the company
            rest = rest[verbs[0]:] if verbs else rest
        again = any(x[0] == "再" for x in words[i + 1:i + 2])
        timed = again or any(flag == "t" for _w, flag in words[:i]) or _aspect(rest[1:2])
        verb = bool(rest) and rest[0][0] != "有" and (
            (_verb(*rest[0]) or _aspect(rest[1:2])) if negator == "没" else (rest[0][1].startswith("v") and timed))
        return negator in ("没", "没有") and verb and (again or words[-1][0] != "了")
    return False


def _verb(word: str, flag: str) -> bool:
    """A verb, or a verb and its object that jieba tagged as one noun (没打篮球: its first character is a verb). After
    没有, which before a noun is "has no" (没有驾照, jieba tags 驾照 a verb), the caller also wants a time, 再 or 过."""
    return flag.startswith("v") or (bool(word) and (len(word) >= 2 or not flag)
                                    and text.tagged(word[0])[0][1].startswith("v"))


def _aspect(words: list[tuple[str, str]]) -> bool:
    """An aspect particle (过, 了, 着) follows: the word before it is a verb, whatever jieba tagged it (联系过)."""
    return bool(words) and words[0][1] in ("ug", "ul", "uz")


def governed(clause: str) -> str | None:
    """What the clause's first negation or ending verb governs ("no longer eats white bread" → "eats white bread";
    "stopped wearing makeup to the gym" → "wearing makeup to the gym"), None when it holds neither."""
    starts = [s for s in (_negated_start(clause, text.has_cjk(clause)),) if s is not None]
    if m := ENDING.search(clause):
        starts.append(m.end())
    return re.sub(r"^(?:longer|more)\b\s*", "", clause[min(starts):].strip(), flags=re.I) if starts else None


def _negated_start(clause: str, zh: bool) -> int | None:
    """Offset of what the clause's first negation governs: after an English negator, or after the negator that
    starts the first Chinese word that holds one (:func:`text.zh_negator`: 不去 → 去; not 不错 or 不过)."""
    if not zh:
        m = _NEGATOR_EN.search(clause)
        return m.end() if m else None
    at = 0
    for w, _flag in text.tagged(clause):
        found = clause.find(w, at)
        if found < 0:
            continue
        negator = text.zh_negator(w) if text.has_cjk(w) else ""
        if negator:
            return found + len(negator)
        at = found + len(w)
    return None


def _sentence_affirms(sentence: str) -> bool:
    """A clause before the sentence's first negation affirms a value, or one after it that a contrast word opens,
    or (Chinese) a clause with a verb before its negation ("只吃海鲜不吃肉")."""
    zh = text.has_cjk(sentence)
    seen_neg, contrast = False, False
    for piece in (_CLAUSE_ZH if zh else _CLAUSE_EN).split(sentence):
        if not piece or not piece.strip():
            continue
        if _CLAUSE_ZH.fullmatch(piece.strip()) if zh else _CLAUSE_EN.fullmatch(piece):
            contrast = contrast or bool(_CONTRAST.match(piece.strip()))
            continue
        negative = text.has_negation(piece)
        if text.content_tokens(piece):
            if not negative and (not seen_neg or contrast or (zh and _predicate(piece, negative))):
                return True
            if negative and zh and _predicate(piece, negative):
                return True
        seen_neg, contrast = seen_neg or negative, False
    return False
def _predicate(clause: str, negative: bool) -> bool:
    """A Chinese clause states a predicate of its own: a word that is not its subject (the first noun or pronoun),
    not a function word (adverb, time, pronoun, preposition, particle, conjunction) and not the copula, before the
    clause's first negation ("用户只吃海鲜不吃肉": 吃海鲜; "用户现在不吃肉": none); with no negation, a verb
    ("改喝茶")."""
    subject = False
    for w, flag in text.tagged(clause):
        if negative and text.has_negation(w):
            return False
        if not w.strip() or flag[0] in _FUNCTION_POS or w in _COPULA_ZH:
            continue
        if not negative:
            if flag[0] in "vil":
                return True
            continue
        if not subject and flag[0] in "nr":
            subject = True
            continue
        return True
    return False


#: jieba's tags of function words: adverb, time, pronoun, preposition, particle, conjunction, numeral, quantifier,
#: punctuation, auxiliary, modal
_FUNCTION_POS = frozenset("dtrpucmqxyfe")
#: the copula and auxiliaries carry no value of their own ("用户是不吃肉的": 是 affirms nothing)
_COPULA_ZH = frozenset({"是", "有", "会", "要", "能", "可以", "应该", "在"})
