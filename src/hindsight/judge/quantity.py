"""A quantity that changed (issue #15, "general mechanisms"): a rule of the rules judge
(:data:`hindsight.judge.rules.RULES`), wired there by name.

"The user's rent is $1,800 a month." → "The user's rent went up to $1,950 a month."; 用户每月房租3000元 →
用户的房租涨到每月3500元了. The newer says in so many words that a measured thing moved to a new number: a verb of
change in amount (a closed class: went up / rose / fell / was raised / cut …, 涨 / 降 / 增加 / 减少 / 提高 / 调整 …)
followed by "to" / 到 / 至 / 为 and the number. The thing it measures is the word the verb follows ("rent", 房租),
and the older must name that thing with one number of its own: then the older's number is the old value. Any
predicate, no slot lexicon. Kept apart (review56): another holder or kind of the thing (the words the newer puts
before it must be the older's: "office rent", "electric bill", 美联储利率), a change that is not the value now (a
condition, wish, future or bounded episode: "if … goes up to", "during the illness", 如果, 希望, 期间, "in 2019"), a
percentage on one side only, other numbers that both keep (two numbers changed name another thing), a negation on
one side, a person other than the user.
"""

from __future__ import annotations

import re

from hindsight.judge.base import CaseView
from hindsight.language import notation, text

#: verbs of a change in amount (a closed class); "went" / "go" only with up / down ("went to 3 concerts" is no change)
#: the past forms that also take the thing as their object ("the landlord raised the rent"): judge/acted.py reads them
AMOUNT_VERBS_EN = ("increased", "raised", "doubled", "decreased", "cut", "reduced", "lowered", "bumped", "hiked",
                   "slashed", "upped", "changed", "adjusted")
_VERBS_EN = ("(?:went|goes|gone|go|has\\s+gone)\\s+(?:up|down)", "rose", "risen", "rises", "increases", "climbed",
             "jumped", "grew", "grown", "tripled", "fell", "fallen", "falls", "dropped", "drops", "decreases",
             *AMOUNT_VERBS_EN)
_VERB_EN = rf"(?:(?:was|were|has\s+been|have\s+been)\s+)?(?:{'|'.join(_VERBS_EN)})"
_TO_NUMBER_EN = re.compile(
    rf"\b(?P<noun>[A-Za-z]+)(?:\s+(?:has|have|had|just|now|recently|finally)){{0,3}}\s+{_VERB_EN}"
    r"(?:\s+(?:up|down)(?=\s+(?:from|to)\b))?(?:\s+from\s+\S+)?\s+to\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+)?"
    r"[$€£¥]?\d", re.IGNORECASE)
_TO_NUMBER_ZH = re.compile(
    r"(?P<noun>[\u4e00-\u9fff]{2,4}?)(?:又|已经|已|刚|都|也)?"
    r"(?:涨|升|降|增|减|提高|降低|增加|减少|上调|下调|调整|调|上涨|下降|下跌|上升|增长|涨价|降价)了?"
    r"(?:到|至|为|成)了?(?:每[月年周天])?[$￥¥]?[\d一二两三四五六七八九十百千万]")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")


def changed_to(content: str) -> str | None:
    """The measured thing the statement says moved to a new number ("rent" of "rent went up to $1,950"), or None."""
    if text.has_cjk(content):
        m = _TO_NUMBER_ZH.search(content)
        if m is None:
            return None
        words = text.cjk_words(m.group("noun"))
        return words[-1] if words else None
    m = _TO_NUMBER_EN.search(content)
    return text.stem(m.group("noun").lower()) if m else None


def _names(content: str, noun: str) -> bool:
    if text.has_cjk(noun):
        return noun in content
    return noun in {text.stem(w.lower()) for w in re.findall(r"[A-Za-z]+", content)}


def changed(c: CaseView) -> str | None:
    """The thing the newer says moved to a new number, when the older names it with one other number."""
    f = c.f
    if not f.numbers_differ or f.polarity_flip or f.other_person:
        return None
    a, b = c.a.content, c.b.content
    noun = changed_to(b)
    if noun is None or noun in _NOT_A_MEASURE or not _names(a, noun) or changed_to(a) is not None:
        return None
    if not_now(b) or ("%" in a) != ("%" in b) or not _same_holder(a, b):
        return None
    # the older gives the thing one number, and the numbers the newer keeps are no second change
    na, nb = set(_NUMBER.findall(a.replace(",", ""))), set(_NUMBER.findall(b.replace(",", "")))
    return noun if len(na) == 1 and not na <= nb and not notation.same_numbers(a, b) else None


#: words a change verb follows that are no measured thing ("the user went to 3 …", "price of it rose to")
_NOT_A_MEASURE = frozenset({"user", "he", "she", "they", "it", "i", "we", "who", "which", "that", "用户", "他", "她"})


#: a condition, a wish, a future or a bounded episode around the change: not the thing's value now (closed classes)
_NOT_NOW_EN = re.compile(r"\b(?:if|unless|would|will|could|might|hopes?|hoped|wants?|wish(?:es)?|during|while|when|"
                         r"after|before|yesterday|in\s+\d{4})\b", re.IGNORECASE)
_NOT_NOW_ZH = frozenset({"如果", "要是", "假如", "万一", "希望", "想", "将", "会", "时", "期间", "曾经", "昨天",
                         "饭后"})
_YEAR_ZH = re.compile(r"\d{4}年")
#: words before the measured thing that name no other holder or kind of it
_OWNER_EN = frozenset({"the", "a", "an", "user", "users", "my", "his", "her", "their", "our", "s", "monthly", "annual",
                       "yearly", "weekly"})
_OWNER_ZH = frozenset({"用户", "的", "我", "每月", "每年", "每周"})


def not_now(b: str) -> bool:
    if text.has_cjk(b):
        return bool(_NOT_NOW_ZH.intersection(text.cjk_words("".join(text.CJK_RUN.findall(b))))) \
            or _YEAR_ZH.search(b) is not None
    return _NOT_NOW_EN.search(b) is not None


def _same_holder(a: str, b: str) -> bool:
    """The words the newer puts right before the measured thing (its holder or kind) are the older's too."""
    if text.has_cjk(b):
        m = _TO_NUMBER_ZH.search(b)
        if m is None:
            return False
        head = re.split(r"[，。；！？,.;!?]", b[: m.start("noun")])[-1] + m.group("noun")
        return all(w in a or w in _OWNER_ZH for w in text.cjk_words(head)[:-1])
    m = _TO_NUMBER_EN.search(b)
    if m is None:
        return False
    before = re.findall(r"[A-Za-z']+", b[: m.start("noun")])
    word = before[-1].lower().removesuffix("'s") if before else "the"
    return word in _OWNER_EN or word in {w.lower().removesuffix("'s") for w in re.findall(r"[A-Za-z']+", a)}
