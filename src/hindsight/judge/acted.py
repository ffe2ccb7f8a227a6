"""A change someone else made to the user's thing (issue #15, "general mechanisms"): a rule of the rules judge
(:data:`hindsight.judge.rules.RULES`), wired there by name.

"The user's rent is 3000 yuan a month." → "The landlord raised the user's rent to 3500 yuan a month."; "The user
takes 10 mg of lisinopril daily." → "The user's doctor raised the lisinopril dose to 20 mg daily."; 用户每月房租3000元
→ 房东把用户的房租涨到了3500元; 用户的航班是5月3日 → 用户的航班被航空公司改到了5月5日. The newer names who made the
change (a doctor, a landlord, an airline), so it reads as about another person, or as about nothing the older holds,
and the rules that know a stated change never saw it. Who made it does not matter to what holds now: the newer is
read as the same change said of the thing itself ("The user's rent was raised to 3500 yuan a month.",
用户的房租涨到了3500元) and the pair is judged again by the rules after this one, with every safeguard they have.

The shape, in a clause: someone other than the user, a verb of change (a closed class: raised, lowered, increased,
cut, changed, moved, rescheduled, set, switched, adjusted …; 涨, 降, 加, 减, 提高, 调整, 改, 换, 推迟, 提前 …), the
user's thing as its object, then "to" / "by" / 到 / 为 / 成 and the new value. Whose the thing is must be said: "the
user's rent" / 用户的房租, or the thing after an agent the user has ("The user's doctor raised the dose", 用户的医生把
药量加到了20毫克); "Tom raised his rent", "The central bank raised the interest rate to 5%" and 房东把房租涨到了3500元
(whose rent?) stay as they are. A passive with its agent ("… was raised to 20 mg by the user's doctor",
用户的房租被房东涨到了3500元) loses the agent the same way. Not: a change only wished, planned, asked for or negated
("wants the landlord to lower the rent", "the doctor may raise", "didn't raise"), which the rules after this one
would read as a change.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from hindsight.judge.base import CaseView, Pair
from hindsight.language import text, undone
from hindsight.model import Verdict
from hindsight.policy import Calibration

_VERBS_EN = ("raised", "lowered", "increased", "decreased", "reduced", "cut", "changed", "moved", "rescheduled",
             "postponed", "set", "switched", "adjusted", "bumped", "upped", "hiked", "slashed", "doubled", "halved",
             "extended", "shortened", "updated", "capped", "pushed back", "pushed", "brought forward", "upgraded",
             "downgraded")
_VERB_EN = "|".join(v.replace(" ", r"\s+") for v in _VERBS_EN)
_AUX_EN = r"(?:(?:has|have|had|just|recently|finally|already|now|then|also)\s+)*"
#: someone, a verb of change, the user's thing, to / by / from … to, the value: one clause
_ACTIVE_EN = re.compile(
    rf"^(?P<agent>.+?)\s+{_AUX_EN}(?P<verb>{_VERB_EN})\s+"
    r"(?P<obj>(?:the\s+user['’]s|my|the|his|her|their)\s+[^,;]+?)\s+"
    r"(?P<to>(?:(?:up|down|back|forward)\s+)?(?:from\s+.+?\s+)?(?:to|by)\s+.+)$", re.IGNORECASE)
#: "… was raised to 20 mg by the user's doctor": the agent at the end of a passive
_PASSIVE_EN = re.compile(
    rf"^(?P<head>.+?\b(?:was|were|has\s+been|have\s+been|got)\s+(?:{_VERB_EN})"
    r"\s+.*?\b(?:to|by)\s+.+?)\s+by\s+(?P<agent>(?:the|a|an|his|her|their|[A-Z])[^,;]*)$")
_USER_EN = re.compile(r"^(?:the\s+user|user|i|we|he|she|they)$", re.IGNORECASE)
#: the agent is someone the user has: "The user's doctor", "Her landlord" is not said (his / her may be anyone's)
_USERS_AGENT_EN = re.compile(r"^(?:the\s+user['’]s|my)\s+\w+", re.IGNORECASE)
#: people with things of their own: "The user's sister raised the rent" may be her rent (a closed class)
_KIN = frozenset(("sister", "brother", "wife", "husband", "mother", "father", "mom", "mum", "dad", "son", "daughter",
                  "friend", "partner", "roommate", "flatmate", "colleague", "coworker", "cousin", "aunt", "uncle",
                  "parents", "kids", "child", "children", "boyfriend", "girlfriend", "fiance", "fiancee", "neighbor",
                  "neighbour", "妈妈", "母亲", "爸爸", "父亲", "姐姐", "哥哥", "妹妹", "弟弟", "老婆", "老公", "妻子",
                  "丈夫", "女儿", "儿子", "孩子", "朋友", "同事", "室友", "男朋友", "女朋友", "邻居", "父母"))
_NOT_DONE_EN = undone.pattern_en("(?-i:will)", "(?-i:may)", "(?-i:might)", "(?-i:could)", "(?-i:would)", "never",
                                 "not", "n't", "if", "unless", "asked", "hopes?", "wants?")

_VERBS_ZH = ("涨", "降", "加", "减", "提高", "降低", "增加", "减少", "上调", "下调", "调整", "调", "改", "换", "推迟",
             "提前", "延长", "缩短", "延期", "改期", "升", "挪")
_VERB_ZH = "|".join(sorted(_VERBS_ZH, key=len, reverse=True))
#: 房东把用户的房租涨到了3500元 / 用户的医生把降压药加到了每天20毫克 / 用户的房租被房东涨到了3500元
_BA_ZH = re.compile(rf"^(?P<agent>.+?)(?:又|已经|已|刚|刚刚|也)?[把将](?P<obj>.+?)(?P<verb>{_VERB_ZH})了?"
                    r"(?P<to>[到至为成]了?.+)$")
_BEI_ZH = re.compile(rf"^(?P<obj>用户的.+?)(?:又|已经|已|刚|刚刚|也)?被(?P<agent>.+?)(?P<verb>{_VERB_ZH})了?"
                     r"(?P<to>[到至为成]了?.+)$")
_USER_ZH = ("用户", "我", "他", "她", "他们", "她们")
_NOT_DONE_ZH = (*undone.ZH, "没", "不", "未", "如果", "要是", "希望", "想让", "请", "会", "可能", "打算")
_CLAUSE_EN = re.compile(r"[^.;!?]+")
_CLAUSE_ZH = re.compile(r"[^。；！？;!?]+")


def _said_en(clause: str) -> str | None:
    """The clause said of the user's thing itself, without its agent, else None."""
    if _NOT_DONE_EN.search(clause):
        return None
    m = _PASSIVE_EN.match(clause)
    if m and not _USER_EN.match(m.group("agent")):
        return m.group("head")
    m = _ACTIVE_EN.match(clause)
    if m is None:
        return None
    agent, obj = m.group("agent").strip(), m.group("obj")
    if _USER_EN.match(agent) or agent.lower().endswith((" and the user", " and i")):
        return None
    owner = re.match(r"(?:the\s+user['’]s|my)\s+", obj, re.IGNORECASE)
    if owner:
        thing = obj[owner.end():]
    elif _USERS_AGENT_EN.match(agent) and obj.lower().startswith("the ") and agent.split()[-1].lower() not in _KIN:
        thing = obj[4:]  # "The user's doctor raised the dose": the dose the user takes
    else:
        return None
    return f"The user's {thing} was {m.group('verb').lower()} {m.group('to')}"


def _said_zh(clause: str) -> str | None:
    if any(w in clause for w in _NOT_DONE_ZH):
        return None
    m = _BEI_ZH.match(clause)
    if m and m.group("agent").strip() not in _USER_ZH:
        return f"{m.group('obj')}{m.group('verb')}{m.group('to')}"
    m = _BA_ZH.match(clause)
    if m is None:
        return None
    agent, obj = m.group("agent").strip("，, "), m.group("obj")
    if agent in _USER_ZH or agent.endswith(("用户", "我")):
        return None
    if obj.startswith("用户的"):
        thing = obj
    elif agent.startswith("用户的") and agent[3:] not in _KIN and not obj.startswith(("他", "她")):
        thing = "用户的" + obj  # 用户的医生把降压药加到了每天20毫克
    else:
        return None
    return f"{thing}{m.group('verb')}{m.group('to')}"


@lru_cache(maxsize=4096)
def restated(content: str) -> str | None:
    """``content`` with every change someone else made to the user's thing said of the thing itself ("The landlord
    raised the user's rent to 3500 yuan." → "The user's rent was raised to 3500 yuan."), or None when it says none."""
    cjk = text.has_cjk(content)
    rx, said = (_CLAUSE_ZH, _said_zh) if cjk else (_CLAUSE_EN, _said_en)
    out, changed = [], False
    for m in rx.finditer(content):
        clause = m.group().strip()
        if not clause:
            continue
        new = said(clause)
        changed |= new is not None
        out.append(new or clause)
    if not changed:
        return None
    return ("。".join(out) + "。") if cjk else (". ".join(out) + ".")


def applies(c: CaseView) -> bool:
    return restated(c.b.content) is not None or restated(c.a.content) is not None


def decide(c: CaseView, decide_short: Callable[[Pair, Calibration], Verdict], cal: Calibration) -> Verdict:
    """The pair judged again with each side's change said of the thing itself (by every rule but this one and
    ``long_turns``)."""
    a, b = c.a, c.b
    x, y = restated(a.content) or a.content, restated(b.content) or b.content
    sub = Pair(a.model_copy(update={"content": x}), b.model_copy(update={"content": y}), c.pair.similarity,
               c.pair.user_names)
    v = decide_short(sub, cal)
    said = y if y != b.content else x
    return v.model_copy(update={"reason": f"{v.reason} (someone else's change, read as {said!r})"})
