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
would read as a change, nor only believed, hedged, almost done, yet to come or asked ("apparently", "nearly",
"Has the landlord raised …?", 好像, 差点, 要把, 下个月将…, 是不是 …), nor a thing "the user's sister's landlord" or
用户的姐姐的房东 set (whose thing is not said). Each clause keeps its place and its own end ("$17.99", "Dr. Patel"
end none); a verb the rules after this one do not read as a change is said by one they do ("rescheduled to Friday"
→ "moved to Friday"), and a new value keeps only its own ("from $1,800 to $1,900" → "to $1,900").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from hindsight.judge import quantity
from hindsight.judge.base import CaseView, Pair
from hindsight.language import text, undone
from hindsight.model import Verdict
from hindsight.policy import Calibration

#: quantity's verbs of a change in amount, and verbs of moving, setting and ending a thing ("pushed back" before
#: "pushed": the longer first)
_VERBS_EN = (*quantity.AMOUNT_VERBS_EN, "moved", "rescheduled", "postponed", "set", "switched", "halved", "extended",
             "shortened", "updated", "capped", "pushed back", "pushed", "brought forward", "upgraded", "downgraded",
             "reset")
_VERB_EN = "|".join(v.replace(" ", r"\s+") for v in _VERBS_EN)
#: the verbs the rules after this one do not read as a change, said by one they do ("rescheduled" → "moved")
_SAID_AS_EN = {"rescheduled": "moved", "postponed": "moved", "pushed": "moved", "pushed back": "moved back",
               "brought forward": "moved forward", "reset": "changed", "updated": "changed", "adjusted": "changed",
               "set": "changed"}
#: where it started or how far it went, before the new value: "from $1,800 to $1,900", "by $100 to $1,900" (not
#: "by $100 to cover costs")
_FROM_EN = re.compile(r"^(?P<dir>(?:(?:up|down|back|forward)\s+)?)"
                      r"(?:from\s+\S.*?\s+(?=to\s)|by\s+\S+(?:\s+\S+)?\s+(?=to\s+\S*\d))", re.IGNORECASE)
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
_USERS_AGENT_EN = re.compile(r"^(?P<owner>the\s+user['’]s|my)\s+\w+", re.IGNORECASE)
#: people with things of their own: "The user's sister raised the rent" may be her rent; and groups the user is in,
#: whose things are the group's: "The user's team moved the task tracking to Trello" (closed classes)
_KIN = frozenset(("team", "company", "office", "department", "family", "household", "group", "class", "club", "band",
                  "团队", "公司", "部门", "家里", "家人", "小组", "班级", "全家", "sister", "brother", "wife",
                  "husband", "mother", "father", "mom", "mum", "dad", "son", "daughter", "friend", "partner",
                  "roommate", "flatmate", "colleague", "coworker", "cousin", "aunt", "uncle", "parents", "kids",
                  "child", "children", "boyfriend", "girlfriend", "fiance", "fiancee", "neighbor", "neighbour",
                  "妈妈", "母亲", "爸爸", "父亲", "姐姐", "哥哥", "妹妹", "弟弟", "老婆", "老公", "妻子", "丈夫",
                  "女儿", "儿子", "孩子", "朋友", "同事", "室友", "男朋友", "女朋友", "邻居", "父母"))
_NOT_DONE_EN = undone.pattern_en("(?-i:will)", "(?-i:may)", "(?-i:might)", "(?-i:could)", "(?-i:would)", "never",
                                 "not", "n't", "if", "unless", "asked", "hopes?", "wants?",
                                 # only believed or hedged, or almost done (closed classes of adverbs and verbs)
                                 "almost", "nearly", "apparently", "supposedly", "allegedly", "reportedly", "probably",
                                 "possibly", "perhaps", "maybe", "likely", "presumably", "seemingly",
                                 r"think(?:s|ing)?", "thought", r"believ(?:es?|ed|ing)", r"guess(?:es|ed)?",
                                 r"suspect(?:s|ed)?", r"doubt(?:s|ed)?", r"wonder(?:s|ed)?", r"assum(?:es?|ed)",
                                 r"expect(?:s|ed)?", r"hears?", "heard", r"rumou?red")
#: a question said in order ("Has the landlord raised …", "Why did …"): the agent opens with an auxiliary or wh-word
_ASKED_EN = re.compile(r"^(?:[\w:,]+\s+)?(?:has|have|had|did|does|do|is|was|were|are|why|how|when|who)\b",
                       re.IGNORECASE)
#: another's possession in the object: "the rent on his other flat", "the rent of every unit", "… for new tenants"
_OTHERS_EN = re.compile(r"\b(?:his|her|hers|their|its|our|your|every|each|all|other|others|everyone|for)\b|['’]s\b",
                        re.IGNORECASE)
#: a second thing of the user's, its verb left out: "… the user's rent to $2,000 and the user's parking fee to $150"
_GAPPED_EN = re.compile(r",?\s+and\s+(?=(?:the\s+user['’]s|my)\s+[^,;]+?\s+(?:to|by)\s)", re.IGNORECASE)
_SECOND_EN = re.compile(r"(?:the\s+user['’]s|my)\s+(?P<thing>[^,;]+?)\s+(?P<to>(?:to|by)\s.+)$", re.IGNORECASE)
#: what a clause says before it, kept: "The user renewed the lease, and the landlord raised …"
_LEAD_EN = re.compile(r"^(?P<lead>.*,\s*(?:and|but|so)(?:\s+then)?)\s+(?P<agent>.+)$", re.IGNORECASE | re.DOTALL)

_VERBS_ZH = ("涨", "降", "加", "减", "提高", "降低", "增加", "减少", "上调", "下调", "调整", "调", "改", "换", "推迟",
             "提前", "延长", "缩短", "延期", "改期", "升", "挪", "重置", "重设", "设置", "设")
_VERB_ZH = "|".join(sorted(_VERBS_ZH, key=len, reverse=True))
#: 房东把用户的房租涨到了3500元 / 用户的医生把降压药加到了每天20毫克 / 用户的房租被房东涨到了3500元
_BA_ZH = re.compile(rf"^(?P<agent>.+?)(?:又|已经|已|刚|刚刚|也)?[把将](?P<obj>.+?)(?P<verb>{_VERB_ZH})了?"
                    r"(?P<to>[到至为成]了?.+)$")
_BEI_ZH = re.compile(rf"^(?P<obj>用户的.+?)(?:又|已经|已|刚|刚刚|也)?被(?P<agent>.+?)(?P<verb>{_VERB_ZH})了?"
                     r"(?P<to>[到至为成]了?.+)$")
_USER_ZH = ("用户", "我", "他", "她", "他们", "她们")
_NOT_DONE_ZH = (*undone.ZH, "没", "不", "未", "如果", "要是", "希望", "想让", "请", "可能", "打算",
                # only believed, hedged, almost done or asked
                "几乎", "差点", "险些", "好像", "似乎", "也许", "或许", "大概", "估计", "据说", "听说", "是不是",
                "是否", "即将", "将要", "快要")
#: a clause that ends asking or guessing (… 涨到3500元了吗, … 涨到了3500元吧; not 酒吧)
_ASKED_ZH = ("吗", "吧", "呢")
#: one character each, read in who makes the change only (会员费, 主要 … elsewhere say nothing of it)
_NOT_DONE_ZH_BEFORE = ("别", "会", "要")
#: a time to come (a closed class of deictic times)
_LATER_ZH = ("明天", "后天", "明年", "后年", "下周", "下星期", "下礼拜", "下个月", "下月", "下学期", "下半年", "下季度",
             "以后", "将来", "今后", "届时", "明早", "明晚")
#: another's possession in the object: 他另一套房的房租, 所有租户的房租
_OTHERS_ZH = ("他", "她", "它", "别人", "其他", "其它", "所有", "每")
#: a clause and its end; a point inside a number ("$17.99") or after a title ("Dr. Patel") ends none
_CLAUSE_EN = re.compile(r"(?P<body>(?:\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|St|Jr|Sr|Mt|No|vs)\.|[^.;!?]|\.(?=\S))+)"
                        r"(?P<end>[.;!?]*)")
_CLAUSE_ZH = re.compile(r"(?P<body>[^。；！？;!?]+)(?P<end>[。；！？;!?]*)")


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
    agent, obj, lead = m.group("agent").strip(), m.group("obj"), ""
    if (ld := _LEAD_EN.match(agent)) is not None:
        lead, agent = ld.group("lead") + " ", ld.group("agent").strip()
    if _USER_EN.match(agent) or agent.lower().endswith((" and the user", " and i")) or _ASKED_EN.match(agent):
        return None
    owner = re.match(r"(?:the\s+user['’]s|my)\s+", obj, re.IGNORECASE)
    if owner:
        thing = obj[owner.end():]
    elif ((own := _USERS_AGENT_EN.match(agent)) and obj.lower().startswith("the ") and not _OTHERS_EN.search(obj)
          and not _OTHERS_EN.search(agent[own.end("owner"):])
          and not any(w.lower() in _KIN for w in re.findall(r"\w+", agent))):
        thing = obj[4:]  # "The user's doctor raised the dose": the dose the user takes
    else:
        return None
    verb = re.sub(r"\s+", " ", m.group("verb").lower())
    to = _FROM_EN.sub(r"\g<dir>", m.group("to"))
    if re.match(r"(?:(?:up|down|back|forward)\s+)?to\s", to, re.IGNORECASE):
        verb = _SAID_AS_EN.get(verb, verb)  # a new value: "rescheduled to Friday"; not a step ("pushed back by …")
    first, *more = _GAPPED_EN.split(to)
    said = f"{lead}{'the' if lead else 'The'} user's {thing} was {verb} {first}"
    for other in more:  # "the user's parking fee to $150" → "the user's parking fee was raised to $150"
        t = _SECOND_EN.match(other)  # always, by the lookahead of _GAPPED_EN
        said += f", and the user's {t.group('thing')} was {verb} {t.group('to')}" if t else f" and {other}"
    return said


def _later_zh(who: str, before: str) -> bool:
    """A change yet to come: a modal by who makes it (房东要把, 房东会把; not 会员费) or a time to come before it
    (下个月将用户的房租涨到 …)."""
    return any(w in who for w in _NOT_DONE_ZH_BEFORE) or any(w in before for w in _LATER_ZH)


def _said_zh(clause: str) -> str | None:
    if any(w in clause for w in _NOT_DONE_ZH) or clause.endswith(_ASKED_ZH):
        return None
    m = _BEI_ZH.match(clause)
    if m and m.group("agent").strip() not in _USER_ZH:
        if _later_zh(m.group("obj")[-2:] + m.group("agent"), clause[:m.start("verb")]):
            return None
        return f"{m.group('obj')}{m.group('verb')}{m.group('to')}"
    m = _BA_ZH.match(clause)
    if m is None or _later_zh(m.group("agent"), clause[:m.start("verb")]):
        return None
    agent, obj = m.group("agent").strip("，, "), m.group("obj")
    if agent in _USER_ZH or agent.endswith(("用户", "我")):
        return None
    if obj.startswith("用户的"):
        thing = obj
    elif (agent.startswith("用户的") and "的" not in agent[3:] and not any(k in agent[3:] for k in _KIN)
          and not any(w in obj for w in _OTHERS_ZH)):
        thing = "用户的" + obj  # 用户的医生把降压药加到了每天20毫克
    else:
        return None
    return f"{thing}{m.group('verb')}{m.group('to')}"


@lru_cache(maxsize=4096)
def restated(content: str) -> str | None:
    """``content`` with every change someone else made to the user's thing said of the thing itself ("The landlord
    raised the user's rent to 3500 yuan." → "The user's rent was raised to 3500 yuan."), or None when it says none.
    Every other clause, and every clause's end, stays as written; a question ("…?", "…？") is not restated."""
    cjk = text.has_cjk(content)
    rx, said = (_CLAUSE_ZH, _said_zh) if cjk else (_CLAUSE_EN, _said_en)
    out, at = [], 0
    for m in rx.finditer(content):
        body = m.group("body")
        clause = body.strip()
        if not clause or "?" in m.group("end") or "？" in m.group("end"):
            continue
        new = said(clause)
        if new is not None:
            start = m.start("body") + len(body) - len(body.lstrip())
            out += [content[at:start], new]
            at = start + len(clause)
    if not out:
        return None
    return "".join(out) + content[at:]


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
