"""A thing the newer says the user left (issue #15, "general mechanisms"): a rule of the rules judge
(:data:`hindsight.judge.rules.RULES`), wired there by name.

"The user's bank is Chase." → "The user closed the Chase account and banks at Summit Credit Union now.";
用户在腾讯做后端开发 → 用户从腾讯离职，去了字节跳动; "The user is married to Tom." → "The user and Tom divorced this
spring."; 用户住在万科城 → 用户上个月从万科城搬出去了. The newer says, as done, that the user ended a tie to a
thing (a closed class of leaving verbs: closed, cancelled, quit, left, sold, divorced, broke up with, resigned
from, moved out of, was laid off from; 离职, 辞职, 卖掉, 退掉, 注销, 销户, 分手, 离婚, 搬离, 退订, 解约, 被…裁员), and
the thing is one the older names: a name of the older's (capitalised; a Chinese word the older holds) or two content
words of the older ("quit the coffee shop job" / "manages a coffee shop"). The thing must be what the verb takes,
whole: the verb's object ("closed the Chase account", "quit her job at Google", 卖掉了特斯拉) or, in Chinese, what
从/把/和/被 mark before it (从腾讯离职, 把万科城的房子卖了); a word of the older that only qualifies another thing is
not left ("quit the Google chess club", "cancelled Apple Music", "closed the Chase credit card", "sold Tesla stock",
"left the office at Google", 退了腾讯的健身卡, 在宜家卖了一个旧沙发, 从万科城搬出了一个柜子): only determiners and a
word for the tie itself (account, job, membership, subscription, lease; 工作, 账户, 会员, 房子) may stand beside it.
The user is the verb's subject: nothing but adverbs and auxiliaries between the user and the verb ("The user
interviewed people who quit Google", "Tom told the user he quit Google", 用户听说张三从腾讯离职了 and
用户招了一个从腾讯离职的工程师 are someone else's leaving).

When the newer left every name the older holds, the older no longer holds, whatever its predicate: a temporal
conflict, the newer kept. Both are kept, linked as possibly updated, when the older names more ("works at Google
with Anna" / "broke up with Anna"; 在腾讯和阿里都做兼职 / 从腾讯离职), when one of several is left ("closed one of the
Chase accounts", 注销了其中一张招商银行的卡), or when the newer says the tie goes on or came back ("quit Google and
rejoined", "closed the Chase account and opened another Chase account", 离职了，现在还在腾讯做外包).

Kept apart: a leaving only wished, planned or negated ("wants to quit Google", 打算离职, "never closed the account"),
a trip away or a departure ("left Berlin for a week", "left Boston this morning to visit family", 出差), an older
that is negated, itself a leaving or the same doing ("sells Ford cars" / "sold three Ford trucks", 卖丰田车 /
卖了五辆丰田车), another person's leaving.
"""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight.judge.base import CaseView
from hindsight.language import slots, text, undone
from hindsight.language.people import named
from hindsight.model import Relation, Verdict

_LEAVE_EN = re.compile(
    r"\b(?:closed|cancell?ed|quit|left|sold|divorced(?:\s+from)?|broke\s+up(?:\s+with)?|split\s+(?:up\s+)?from|"
    r"split\s+up|resigned\s+from|moved\s+out\s+of|unsubscribed\s+from|terminated|ditched|dumped|dropped|"
    r"walked\s+away\s+from|got\s+rid\s+of|parted\s+ways\s+with|(?:laid\s+off|fired|let\s+go)\s+(?:from|by))\b",
    re.IGNORECASE)
#: "The user and Tom divorced", "Claire and the user broke up": the other side named before the verb
_MUTUAL_EN = re.compile(r"\b(?:divorced|broke\s+up|split\s+up|separated|parted\s+ways)\b", re.IGNORECASE)
_LEAVE_ZH = re.compile(
    r"离职|辞职|辞掉|辞去|卖掉|卖了|退掉|退了|注销|销户|销掉|分手|离婚|搬离|搬出|退订|解约|停用|退租|退出了|裁员|裁掉|辞退|开除")
#: the employer's doing, the user's leaving only when the user is what 被 marks: 用户被腾讯裁员了
_FIRED_ZH = ("裁员", "裁掉", "辞退", "开除")
#: the last mention of the user before the verb (not "the user's sister")
_USER_EN = re.compile(r"\b(?:the\s+user|user|i|we)\b(?!')", re.IGNORECASE)
#: what may stand between the user and the verb: auxiliaries and adverbs ("has finally quit", "and Tom divorced")
_AUX_EN = frozenset(("has", "have", "had", "did", "just", "finally", "also", "then", "already", "officially",
                     "eventually", "recently", "formally", "both", "all", "and", "was", "were", "got", "been", "now"))
_NOT_DONE_EN = undone.pattern_en(
    "(?-i:will)", "(?-i:may)", "never", "not", "n't", "almost", "nearly", "trip", "vacation", "holiday", "weekend",
    "temporarily", r"for\s+(?:a|the|one|two|three|\d+)\s+(?:day|days|week|weeks|night|nights)", r"back\s+to")
#: "left" as a departure, not an ending: "left Boston this morning to visit family", "left Google HQ at 6pm"
_DEPARTURE_EN = re.compile(
    r"\b(?:today|tonight|this\s+(?:morning|afternoon|evening)|at\s+(?:\d|noon|midnight)|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|on\s+(?:a|the)\s+(?:flight|train|bus|plane)|"
    r"to\s+(?:visit|see|meet|catch|pick|attend))\b", re.IGNORECASE)
#: the tie goes on or came back: "quit Google and rejoined", "still consults for Google"
_BACK_EN = re.compile(
    r"\b(?:re-?join(?:ed|s)?|came\s+back|went\s+back|moved\s+back|returned|again|still|re-?opened|re-?hired)\b",
    re.IGNORECASE)
#: words before the thing: determiners, and those that pick one of several ("one of the Chase accounts")
_DET_EN = frozenset(("the", "my", "his", "her", "their", "our", "its", "this", "that", "both", "all", "entire",
                     "whole", "old", "former", "previous", "longtime", "remaining", "own", "joint"))
_PART_EN = frozenset(("a", "an", "one", "of", "another", "other", "second", "third", "some", "several", "two",
                      "three", "four", "five"))
_BEFORE_EN = _DET_EN | _PART_EN
#: a word for the tie itself, beside the thing ("the Chase account") or before it ("her job at Google")
_TIE_EN = frozenset(text.stem(w) for w in ("account", "accounts", "job", "position", "role", "membership",
                                           "subscription", "plan", "contract", "lease", "service"))
_LINK_EN = frozenset(("at", "with", "from", "to", "of", "in", "on", "for"))
#: where the thing's noun phrase ends ("sold the Ford Focus last month")
_STOP_EN = frozenset(("last", "next", "yesterday", "today", "tonight", "ago", "now", "earlier", "recently", "after",
                      "before", "because", "since", "when", "while", "during", "until", "soon", "early", "late",
                      "later", "eventually", "abruptly", "suddenly", "quietly"))
#: the root of a verb's other forms, to find it in the older ("sells Ford cars" / "sold three Ford trucks")
_ROOT_EN = {"sold": "sell", "left": "leav", "broke": "break", "got": "get", "laid": "lay", "let": "let"}
_NOT_DONE_ZH = (*undone.ZH, "没", "不", "未", "出差", "旅游", "度假", "差点", "差一点", "又回")
_AWAY_ZH = ("暂时", "出差", "旅游", "度假", "临时")
_BACK_ZH = ("又", "回来", "回到", "还在", "仍在", "仍然", "依然", "重新")
#: what marks the thing before the verb: 从腾讯离职, 把特斯拉卖了, 和小李分手, 在招商银行销户, 被腾讯裁员
_MARK_ZH = frozenset(("从", "把", "和", "跟", "与", "同", "在", "被"))
_DET_ZH = frozenset(("的", "原来", "之前", "以前", "那家", "这家", "那个", "这个", "自己"))
_PART_ZH = frozenset(("其中", "另", "另一", "另一个", "另外"))
_TIE_ZH = frozenset(("工作", "职位", "职务", "账户", "账号", "户头", "会员", "合同", "租约", "房子", "套餐", "订阅"))
#: what may follow a verb with its thing before it: 搬出去了, 卖掉了 (not 搬出了一个柜子, 离职的工程师)
_TAIL_ZH = "了去来走掉过啦吧呢啊"
#: a clause: up to a sentence end or a semicolon (commas part a Chinese sentence's clauses too)
_CLAUSE_EN = re.compile(r"[^.;!?]+")
_CLAUSE_ZH = re.compile(r"[^。；！？，,;.!?]+")
#: how many words before a mutual verb may hold the other side ("The user and Tom divorced")
_WINDOW = 5


def _clauses(content: str) -> list[str]:
    rx = _CLAUSE_ZH if text.has_cjk(content) else _CLAUSE_EN
    return [m.group().strip() for m in rx.finditer(content) if m.group().strip()]


def _tag(word: str) -> str:
    tags = text.tagged(word)
    return tags[0][1] if len(tags) == 1 else ""


def _low(word: str) -> str:
    return text.stem(word.lower().removesuffix("'s"))


def _user_subject_en(before: str, mutual: bool) -> bool:
    """Is the user the subject of the verb after ``before``: the user's last mention, then only auxiliaries and
    adverbs ("The user has finally quit", "The user and Tom both quit"), not "The user heard that Tom quit"?"""
    mentions = list(_USER_EN.finditer(before))
    if not mentions:
        return False
    gap = re.findall(r"[A-Za-z][\w'-]*|[^\sA-Za-z]", before[mentions[-1].end():])
    for i, w in enumerate(gap):
        named_after_and = i > 0 and gap[i - 1].lower() == "and" and w[0].isupper()
        if not (w.lower() in _AUX_EN or w.lower().endswith("ly") or named_after_and or (mutual and w == ",")):
            return False
    return True


def _stop_en(tok: str) -> bool:
    return tok.lower() in _STOP_EN or text.is_stopword(tok.lower()) or tok.isdigit()


def _left_en(clause: str, older: str) -> tuple[str, bool] | None:
    """The older's thing the clause says the user left, and whether it may be one of several, else None."""
    m = _LEAVE_EN.search(clause)
    if m is None or _NOT_DONE_EN.search(clause):
        return None
    verb = m.group().split()[0].lower()
    if verb == "left" and (_DEPARTURE_EN.search(clause) or slots.leaves_nothing(clause.lower(), m.start())):
        return None  # a departure, "left Tom a voicemail"
    if text.stem(_ROOT_EN.get(verb, verb)) in {text.stem(w) for w in re.findall(r"[a-z]+", older.lower())}:
        return None  # the older does it too: "sells Ford cars" / "sold three Ford trucks"
    mutual = _MUTUAL_EN.match(m.group()) is not None
    if not _user_subject_en(clause[:m.start()], mutual):
        return None
    names, words = named(older), text.content_tokens(older)
    toks = re.findall(r"[A-Za-z][\w'-]*|\d+", clause[m.end():])
    i, part = 0, False
    while i < len(toks) and toks[i].lower() in _BEFORE_EN:
        part |= toks[i].lower() in _PART_EN
        i += 1
    if i + 1 < len(toks) and _low(toks[i]) in _TIE_EN and toks[i + 1].lower() in _LINK_EN:  # "her job at Google"
        i += 2
        while i < len(toks) and toks[i].lower() in _DET_EN:
            i += 1
    start = i
    while i < len(toks) and (_low(toks[i]) in names or _low(toks[i]) in words):
        i += 1
    thing = list(dict.fromkeys(_low(t) for t in toks[start:i]))
    hit = [w for w in thing if w in names]
    if not hit and len(thing) < 2:
        if not mutual or thing:
            return None
        before = re.findall(r"[A-Za-z][\w'-]*", clause[:m.start()])[-_WINDOW:]  # "The user and Tom divorced"
        hit = [w for w in dict.fromkeys(_low(t) for t in before) if w in names]
        return (" ".join(hit), part) if hit else None
    rest: list[str] = []  # the rest of its noun phrase: nothing but a word for the tie ("Chase checking account")
    for t in toks[i:i + 4]:
        if _low(t) in _TIE_EN:
            rest = []
            break
        if _stop_en(t):
            break
        if t[0].isupper():  # another named thing: "Apple Music subscription", "Google Drive"
            return None
        rest.append(t)
    if rest:  # another thing the older's word qualifies: "the Google chess club", "Tesla stock", "Apple Music"
        return None
    return " ".join(hit or thing), part


def _adverbial_zh(word: str) -> bool:
    """A time or an adverb (上个月, 已经, 终于, 今年三月份), not a verb or a person (听说, 招了, 张三)."""
    return _tag(word)[:1] in ("t", "d", "m")


def _left_zh(clause: str, older: str) -> tuple[str, bool] | None:
    m = _LEAVE_ZH.search(clause)
    if m is None or any(w in clause for w in _NOT_DONE_ZH):
        return None
    if m.group().rstrip("了掉") in older:  # the older does it too: 在4S店卖丰田车 / 这个月卖了五辆丰田车
        return None
    pre = clause[:m.start()]
    at = max(pre.rfind("用户"), pre.rfind("我"))
    if at < 0:
        return None
    ws = text.words(pre[at + (2 if pre.startswith("用户", at) else 1):])
    k = max((i for i, w in enumerate(ws) if w in _MARK_ZH), default=-1)
    if not all(map(_adverbial_zh, ws[:k] if k >= 0 else ws)):
        return None  # someone else's leaving: 用户听说张三从腾讯离职了, 用户招了一个从腾讯离职的工程师
    mark = ws[k] if k >= 0 else ""
    if m.group() in _FIRED_ZH and mark != "被":
        return None
    after = clause[m.end():].strip(_TAIL_ZH)
    obj = text.words(after) if after else ws[k + 1:]  # 卖掉了特斯拉 / 从腾讯离职 (not 从万科城搬出了一个柜子)
    thing, part = [], False
    for w in obj:
        if w in _DET_ZH or w in _TIE_ZH:
            continue
        if w in older.lower() and w not in _PART_ZH:
            thing.append(w)
        elif w in _PART_ZH or _tag(w).startswith("m"):  # 其中一张, 第二辆, 另一套: one of several
            part = True
        else:
            return None  # another thing: 腾讯的健身卡, 华为云空间, 在宜家买的柜子
    if not any(len(w) >= 2 for w in thing):
        return None
    return "".join(thing), part


def _found(c: CaseView) -> tuple[str, bool] | None:
    """The older's thing the newer says the user left, and whether that is all the older holds, else None (the rule's
    condition, its verdict and its reason ask once per pair)."""
    return None if c.f.other_person else _found_in(c.a.content, c.b.content)


@lru_cache(maxsize=4096)
def _found_in(a: str, b: str) -> tuple[str, bool] | None:
    if text.has_negation(a) or any(_left_in(clause, b) for clause in _clauses(a)):
        return None
    for clause in _clauses(b):
        found = _left_in(clause, a)
        if found:
            thing, part = found
            if text.has_cjk(clause):
                if any(w in b for w in _AWAY_ZH):
                    return None
                rest = {w for w in text.words(a) if _tag(w)[:2] in ("nz", "nt", "nr", "ns") or _tag(w) == "eng"}
                again = any(w in b for w in _BACK_ZH) or any(b.count(w) > 1 for w in text.words(thing) if len(w) > 1)
                return thing, not (part or again or any(w not in thing for w in rest))
            again = _BACK_EN.search(b) is not None or any(
                sum(_low(t) == w for t in re.findall(r"[A-Za-z][\w'-]*", b)) > 1 for w in thing.split())
            return thing, not (part or again) and named(a) <= set(thing.split())
    return None


def _left_in(clause: str, older: str) -> tuple[str, bool] | None:
    return _left_zh(clause, older) if text.has_cjk(clause) else _left_en(clause, older)


def left(c: CaseView) -> str | None:
    """The older's thing the newer says the user left, else None."""
    found = _found(c)
    return found[0] if found else None


def whole(c: CaseView) -> bool:
    """Is what the newer says the user left all the older names ("The user's bank is Chase": Chase), so the older no
    longer holds? Else ("works at Google with Anna" / "broke up with Anna", "closed one of the Chase accounts",
    "quit Google and rejoined") the older may still hold in part."""
    found = _found(c)
    return found is not None and found[1]


def verdict(c: CaseView, conflict: Verdict) -> Verdict:
    """The older over (``conflict``, the newer kept) when the newer left all it names, else both kept, linked as
    possibly updated."""
    if whole(c):
        return conflict
    return Verdict(relation=Relation.unrelated, keep="both", possibly_updated=True,
                   reason=f"the newer says the user left {left(c)}, one of the older's things: both kept (possibly "
                          "updated)")


def why(c: CaseView) -> str:
    return f"the newer says the user left {left(c)}"
