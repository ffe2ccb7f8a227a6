"""A thing the newer says the user left (issue #15, "general mechanisms"): a rule of the rules judge
(:data:`hindsight.judge.rules.RULES`), wired there by name.

"The user's bank is Chase." → "The user closed the Chase account and banks at Summit Credit Union now.";
用户在腾讯做后端开发 → 用户从腾讯离职，去了字节跳动; "The user is married to Tom." → "The user and Tom divorced this
spring."; 用户住在万科城 → 用户上个月从万科城搬出去了. The newer says, as done, that the user ended a tie to a
thing (a closed class of leaving verbs: closed, cancelled, quit, left, sold, divorced, broke up with, resigned
from, moved out of; 离职, 辞职, 卖掉, 退掉, 注销, 销户, 分手, 离婚, 搬离, 退订, 解约), and the thing is one the older
names: a name of the older's (capitalised; a Chinese word the older holds whole) near the verb in the leaving
clause, or two content words of the older there ("quit the coffee shop job" / "manages a coffee shop"). When the
newer left every name the older holds, the older no longer holds, whatever its predicate: a temporal conflict, the
newer kept; when the older names more ("works at Google with Anna" / "broke up with Anna"), both are kept, linked as
possibly updated.

Kept apart: a leaving only wished, planned or negated ("wants to quit Google", 打算离职, "never closed the account"),
a trip away ("left Berlin for a week", 出差), an older that is negated or itself a leaving, another person's leaving
(the user must come before the verb in its clause: "The user …", "I …", 用户 / 我).
"""

from __future__ import annotations

import re

from hindsight.judge.base import CaseView
from hindsight.language import text
from hindsight.language.people import named
from hindsight.model import Relation, Verdict

_LEAVE_EN = re.compile(
    r"\b(?:closed|cancell?ed|quit|left|sold|divorced|broke\s+up\s+with|split\s+(?:up\s+)?from|resigned\s+from|"
    r"moved\s+out\s+of|unsubscribed\s+from|terminated|ditched|dumped|dropped|walked\s+away\s+from|got\s+rid\s+of|"
    r"parted\s+ways\s+with)\b", re.IGNORECASE)
#: "The user and Tom divorced", "Claire and the user broke up": the other side named before the verb
_MUTUAL_EN = re.compile(r"\b(?:divorced|broke\s+up|split\s+up|separated|parted\s+ways)\b", re.IGNORECASE)
_LEAVE_ZH = re.compile(
    r"离职|辞职|辞掉|辞去|卖掉|卖了|退掉|退了|注销|销户|销掉|分手|离婚|搬离|搬出|退订|解约|停用|退租|退出了")
#: the user is who left: the clause up to the verb starts with the user (a time or "then" may come first)
_USER_EN = re.compile(r"(?:^|[,;]\s*)(?:\w+\s+){0,3}?(?:the\s+user|user|i|we)\b", re.IGNORECASE)
_USER_ZH = re.compile(r"(?:用户|我)")
_NOT_DONE_EN = re.compile(
    r"\b(?:wants?|wanted|wanting|try|tries|trying|tried|plans?|planning|(?:is|are|am|was|were)\s+going\s+to|will|"
    r"would|should|might|may|hopes?|hoping|considering|thinking|about\s+to|intends?|if|unless|whether|never|not|"
    r"n't|almost|nearly|told\s+to|asked\s+to|can't|cannot|trip|vacation|holiday|weekend|temporarily|for\s+(?:a|the|"
    r"one|two|three|\d+)\s+(?:day|days|week|weeks|night|nights)|back\s+to)\b", re.IGNORECASE)
_NOT_DONE_ZH = ("想", "打算", "准备", "计划", "希望", "试着", "尝试", "如果", "要是", "考虑", "正在", "没", "不", "未",
                "劝", "让", "应该", "该", "必须", "建议", "暂时", "出差", "旅游", "度假", "差点", "差一点", "又回")
#: a clause: up to a sentence end or a semicolon (commas part a Chinese sentence's clauses too)
_CLAUSE_EN = re.compile(r"[^.;!?]+")
_CLAUSE_ZH = re.compile(r"[^。；！？，,;.!?]+")
#: how many words around the verb may hold the thing (English: "closed the old Chase checking account")
_WINDOW = 5


def _clauses(content: str) -> list[str]:
    rx = _CLAUSE_ZH if text.has_cjk(content) else _CLAUSE_EN
    return [m.group().strip() for m in rx.finditer(content) if m.group().strip()]


def _older_values(older: str) -> tuple[frozenset[str], frozenset[str]]:
    """The older's names (stemmed) and its content words."""
    return named(older), text.content_tokens(older)


def _left_en(clause: str, names: frozenset[str], words: frozenset[str]) -> str | None:
    m = _LEAVE_EN.search(clause)
    if m is None or _NOT_DONE_EN.search(clause):
        return None
    if not _USER_EN.match(clause[:m.start()]) and not _USER_EN.search(clause[:m.start()]):
        return None
    after = re.findall(r"[A-Za-z][\w'-]*", clause[m.end():])[:_WINDOW]
    before: list[str] = []
    if _MUTUAL_EN.match(m.group()):  # "The user and Tom divorced": the other side before the verb
        before = re.findall(r"[A-Za-z][\w'-]*", clause[:m.start()])[-_WINDOW:]
    near = [text.stem(w.lower().removesuffix("'s")) for w in (*before, *after)]
    hit = [w for w in dict.fromkeys(near) if w in names]
    if hit:
        return " ".join(hit)
    shared = [w for w in dict.fromkeys(near) if w in words and not text.is_stopword(w)]
    return " ".join(shared) if len(shared) >= 2 else None


def _left_zh(clause: str, older: str) -> str | None:
    m = _LEAVE_ZH.search(clause)
    if m is None or any(w in clause for w in _NOT_DONE_ZH) or not _USER_ZH.search(clause[:m.start()] or clause):
        return None
    held = {w for w in text.words(older) if len(w) >= 2 and text.has_cjk(w) and w not in ("用户", "我们")}
    held |= {w.lower() for w in re.findall(r"[A-Za-z][\w-]+", older)}
    for w in [*text.words(clause[:m.start()]), *text.words(clause[m.end():])]:
        if w in held or w.lower() in held:
            return w
    return None


def left(c: CaseView) -> str | None:
    """The older's thing the newer says the user left, else None."""
    a, b = c.a.content, c.b.content
    if c.f.other_person or text.has_negation(a) or any(left_in(clause, b) for clause in _clauses(a)):
        return None
    for clause in _clauses(b):
        found = left_in(clause, a)
        if found:
            return found
    return None


def left_in(clause: str, older: str) -> str | None:
    """The thing of ``older`` that ``clause`` says the user left, else None."""
    if text.has_cjk(clause):
        return _left_zh(clause, older)
    names, words = _older_values(older)
    return _left_en(clause, names, words)


def whole(c: CaseView) -> bool:
    """Is what the newer says the user left all the older names ("The user's bank is Chase": Chase), so the older no
    longer holds? Else ("works at Google with Anna" / "broke up with Anna") the older may still hold in part."""
    thing = left(c)
    if thing is None or text.has_cjk(c.b.content):
        return thing is not None
    return named(c.a.content) <= set(thing.split())


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
