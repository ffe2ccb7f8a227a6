"""An activity the newer says has ended (issue #15, "general mechanisms"): a rule of the rules judge
(:data:`hindsight.judge.rules.RULES`), wired there by name.

"The user smokes a pack a day." → "The user has quit smoking."; 用户每天抽一包烟 → 用户已经戒烟了; "The user
plays chess online every night" → "The user gave up chess". The newer says, as done, that the user stopped doing
something (a closed class of ending verbs: quit, stopped + a gerund, gave up, dropped, ditched; 戒, 放弃, 退出, with 了
/ 已经 / 掉), and the thing it stopped is a word of the older's statement: the older is over, whatever its predicate.
Narrowed after review57: the user is who stopped (its subject right before the verb); the activity closes the clause
("stopped drinking coffee after 6 pm", "quit smoking but started again" are no whole ending); a negated newer is no
ending; a Chinese object is a word of the older or its end (烟 of 抽烟, not 烟花, 酒店); 停 halts things (停了车) and
"stopped" + a noun halts one ("stopped the server"); the older about the user's thing ("the user's yoga mat") is no
activity of the user's.
Kept apart: an ending only wished or planned ("wants to quit smoking", 打算戒烟, "if he stops"), an older that is
itself negated ("doesn't smoke") or itself an ending, another person.
An absence that lasts up to now is an ending too (:func:`absent`): "drinks coffee every morning" → "hasn't had coffee
since Tuesday"; "plays the guitar" → "Since last Friday night the user hasn't played the guitar"; "uses Twitter" →
"hasn't used Twitter in months"; 用户每天早上喝咖啡 → 用户从这周一起不喝咖啡了; 用户抽烟 → 用户三个月没抽烟了: a
negation (or an ending verb) with a starting point or a stretch of time in its clause or the clause before; not one
event missed ("didn't call her last Sunday": polarity.event_negated), and an occasion or a narrower case is still
softened by judge/conflicts.restricted. The newer speaks of the older's thing: the older's last content word that is
no time word (coffee, guitar, 喝咖啡) is in the newer, beside another of the older's words or a light verb ("had",
"touched": "has a dog" → "hasn't walked the dog since Monday" is no absence of the dog).
"""

from __future__ import annotations

import re

from hindsight.judge.base import CaseView
from hindsight.language import occasions, polarity, text, times, undone

_ENDED_EN = re.compile(
    r"\b(?:(?:has|have|had)\s+(?:now\s+|finally\s+|recently\s+|just\s+|already\s+)?"
    r"(?:quit|stopped|given\s+up|dropped|ditched|abandoned)|quit|stopped|gave\s+up|ditched|abandoned)"
    r"\s+(?:(?:doing|going\s+to|playing|his|her|their|the|my|a|an)\s+)*(?P<obj>[A-Za-z][A-Za-z-]+)"
    r"(?:\s+(?:(?:the|a|an|my|his|her|their)\s+)?(?P<obj2>[A-Za-z][A-Za-z-]+))?", re.IGNORECASE)
#: what may follow the activity: nothing, or when ("last year", "two years ago", "in 2019")
#: (each whitespace run is matched by one quantifier only: two adjacent ones made a long run of spaces quadratic)
_TAIL_EN = re.compile(r"(?:\s+(?:(?:last|this)\s+\w+|(?:\w+\s+)?\w+\s+ago|in\s+\d{4}|recently|now|altogether|"
                      r"completely|for\s+good))?\s*(?:[.!;]|$)", re.IGNORECASE)
#: the user is who stopped: "The user has quit", "I gave up", not "the doctor told the user: quit"
_SUBJECT_EN = re.compile(r"\b(?:user|I|he|she)\s+(?:(?:now|finally|recently|just|already)\s+)?$", re.IGNORECASE)
#: someone else reports, then "he" / "she" stops: the pronoun is the reporter ("Tom told the user he quit Google")
_REPORTER_EN = re.compile(r"\b(?:told|tells|said|says|mentioned|mentions|informed|wrote|texted)\b(?:\s+\w+){0,3}?"
                          r"\s+(?:that\s+)?(?:he|she)\s+(?:(?:now|finally|recently|just|already)\s+)?$", re.IGNORECASE)
#: ... unless the user is who reports: "The user mentioned that she quit smoking", "I told Tom I quit"
_SELF_REPORT_EN = re.compile(r"\b(?:user|I)\s+(?:(?:also|then|just|recently|once|finally|\w+ly)\s+)?$", re.IGNORECASE)
_NOT_DONE_EN = undone.pattern_en("will", "may", "again", "temporarily", "resumed", "relapsed")
_ENDED_ZH = re.compile(
    r"(?:已经|已|终于|早就|早已)?(?:戒掉?了?|放弃了|退出了)(?P<obj>[\u4e00-\u9fff]{1,4}?)(?=了|[。，！；,.!;]|$)")
_DONE_ZH = re.compile(r"已经|已|终于|早就|早已|戒掉|戒了|[\u4e00-\u9fff]了")
_NOT_DONE_ZH = (*undone.ZH, "在戒", "暂停", "又", "复吸", "重新")
_GERUND = re.compile(r"\b\w+ing\b|\bgoing\s+to\b", re.IGNORECASE)
#: the older names the user's thing, not something the user does ("the user's yoga mat is blue", 用户的儿子…)
_POSSESSED = re.compile(r"\s*(?:(?:the\s+)?user's|my)\b|\s*(?:用户|我)的", re.IGNORECASE)
#: words after an ending verb that are no activity ("stopped by the shop", "quit on me")
_NOT_AN_ACTIVITY = frozenset({"by", "at", "in", "on", "for", "to", "with", "it", "that", "this", "them", "him", "her",
                              "me", "us", "after", "before", "when", "because", "and", "but", "so", "last", "there"})


def ended(content: str) -> tuple[str, ...] | None:
    """What the statement says the user stopped doing, as done: the activity's words, each to be found in the older
    statement ("smoke" of "has quit smoking"; "drink", "coffe" of "stopped drinking coffee": the object too, so that
    "drinks tea" is not what ended), else None."""
    if text.has_cjk(content):
        if any(w in content for w in _NOT_DONE_ZH):
            return None
        m = _ENDED_ZH.search(content)
        if m is not None and not re.search(r"(?:用户|我|他|她)(?:一直|也|都)?$", content[:m.start()]):
            return None  # "用户下午戒了咖啡", "用户周末停了游戏": a part of the activity; "医生…": another's
        if m is None or not _DONE_ZH.search(content[m.start():m.end() + 2]):
            return None
        obj = m.group("obj").rstrip("了")
        return (obj,) if obj else None
    if _NOT_DONE_EN.search(content):
        return None
    m = _ENDED_EN.search(content)
    if m is None or m.group("obj").lower() in _NOT_AN_ACTIVITY or not _SUBJECT_EN.search(content[:m.start()]):
        return None
    reported = _REPORTER_EN.search(content[:m.start()])
    if reported and not _SELF_REPORT_EN.search(content[:reported.start()]):
        return None  # "Tom told the user he quit Google": "he" is who reported, not the user ("The user said she quit")
    if "stop" in m.group(0).lower() and not _GERUND.search(content[m.start():m.end("obj")]):
        return None  # "stopped the Python server", "stopped Chrome from updating": a thing halted, not an activity
    words = [m.group("obj").lower()]
    second = (m.group("obj2") or "").lower()
    end = m.end("obj")
    if (words[0].endswith("ing") and second and second not in _NOT_AN_ACTIVITY and not text.is_stopword(second)
            and not _TAIL_EN.match(content, end) and _TAIL_EN.match(content, m.end("obj2"))):
        words.append(second)  # "stopped drinking coffee": what was drunk
        end = m.end("obj2")
    if not _TAIL_EN.match(content, end):
        return None  # "stopped drinking coffee after 6 pm", "quit smoking but started again": not the whole activity
    return tuple(text.stem(w) for w in words)


def _holds(older: str, activity: tuple[str, ...]) -> bool:
    if text.has_cjk(activity[0]):
        # a word of the older that is the thing or ends with it (烟, 抽烟; not 烟花, 酒店, 药店)
        return any(w.endswith(activity[0]) for w in text.words(older))
    stems = {text.stem(w.lower()) for w in re.findall(r"[A-Za-z][A-Za-z-]+", older)}
    return all(w in stems for w in activity)


def stopped(c: CaseView) -> tuple[str, ...] | None:
    """The older's activity the newer says has ended, else None."""
    f = c.f
    if f.other_person:
        return None
    a, b = c.a.content, c.b.content
    activity = ended(b)
    if activity is not None and _POSSESSED.match(a):
        return None
    if activity is None or ended(a) is not None or text.has_negation(a) or text.has_negation(b):
        return None
    if not _holds(a, activity):
        return None
    return activity


def why(c: CaseView) -> str:
    if (activity := stopped(c)) is not None:
        return f"the newer says the user stopped: {' '.join(activity)}"
    return f"the newer says the older's {_object(c.a.content)!r} has not happened since a point or for a while"


#: a starting point or a stretch up to now, English ("since Tuesday", "ever since the move", "in months", "in the
#: past two weeks", "for three weeks")
_SINCE_EN = re.compile(r"\b(?:since(?!\s+(?:he|she|they|it|i|we|you|the\s+user)\b)|"
                       r"(?:in|for)\s+(?:the\s+)?(?:(?:past|last)\s+)?(?:\w+\s+)?"
                       r"(?:days|weeks|months|years|ages|a\s+while|decades?))\b", re.I)
#: ... Chinese (从这周一起, 自上周一以来, 这周末起, 今天早上起, 三个月没, 好久没, 很久没)
_SINCE_ZH = re.compile(rf"{times.FROM_ZH}|以来|"
                       r"(?:这|本|上|今|昨|下)个?(?:天|周[一二三四五六日天末]?|星期[一二三四五六日天]|礼拜[一二三四五六日天]|"
                       r"周末|月|年)?(?:早上|晚上|上午|下午)?起(?![床来身])|"
                       rf"{times.STRETCH_ZH}(?:都|也|了)?(?:没|不)|"
                       r"(?:好久|很久|许久|好几个?月)(?:都|也)?没")
#: what may follow the older's thing in a Chinese absence: nothing but an aspect (三个月没抽烟了; not 两天不喝咖啡就
#: 头疼, 一天不抽烟都受不了, 好久没打羽毛球打得这么爽了)
_AFTER_ZH = re.compile(r"^(?:了|过|过了|啦|呢)?$")
#: an amount that stresses the whole ("hasn't had a drop of beer", "not a single cigarette")
_AMOUNT_EN = re.compile(r"\b(?:a\s+)?(?:single|drop|sip|bite|puff|ounce|shred)(?:\s+of)?\b", re.I)
#: what the English clause may not hold: a condition, a plan, a comparison, "missed", "without" ("hasn't had coffee
#: this good in years", "hasn't missed a Sunday run", "won't drink coffee for two weeks before the surgery")
_NOT_ABSENT_EN = re.compile(r"\b(?:won't|can't|cannot|will|would|should|must|before|after|until|missed|skipped|"
                            r"without|better|worse|(?:this|so|as|that)\s+(?!since)\w+(?=\s+(?:in|since|for)\b)|"
                            r"\w+er\s+than)\b", re.I)
#: "been to" stands for the older's verb of going ("hasn't been to the gym since May")
_BEEN_TO = re.compile(r"\bbeen\s+to\b", re.I)
#: a verb light enough to stand for the older's ("hasn't had coffee", "hasn't touched alcohol")
_LIGHT_EN = frozenset({"have", "had", "touch", "take", "took", "taken", "consum", "done", "do", "did"})
#: an older whose verb is no content word ("has a dog", "is a member"): its one content word is a thing, not an activity
_STATE_EN = re.compile(r"\b(?:has|have|had|is|are|was|were|am|be|owns?)\b", re.I)
#: an older that tells one past event ("went to Japan in 2019", 用户去过日本, 用户去北京了): not having done it again
#: since ends nothing
_PAST = re.compile(r"\b(?:went|visited|saw|met|did|was|were|had|took|came|got|made|tried|\w+ed\s+(?:to|in|at|on)|"
                   r"in\s+\d{4}|ago|last\s+\w+|once)\b|过|了$|了。$|去年|那年|上次|曾经", re.I)
#: how far into a clause a stretch may open it ("Since last Friday night the user hasn't played …"; not "has had the
#: car for three years and is not changing it": the stretch is the affirmed part's)
_FRONT_EN = 8
#: words that are no object: times and frequencies
_NOT_OBJECT_EN = frozenset({"every", "day", "daily", "week", "weekly", "month", "year", "time", "times", "often",
                            "regularly", "usually", "always", "lot", "much", "now", "still", "user"})


def absent(c: CaseView) -> bool:
    """The newer says the older's activity has not happened since a point or for a stretch (see the module's doc)."""
    a, b = c.a.content, c.b.content
    if c.f.other_person or _POSSESSED.match(a) or text.has_negation(a) or polarity.ENDING.search(a) \
            or _PAST.search(a):
        return False
    thing = _object(a)
    if thing is None:
        return False
    clauses = polarity.clauses(b)
    for i, clause in enumerate(clauses):
        zh = text.has_cjk(clause)
        before = clauses[i - 1] if i and _bare(clauses[i - 1]) else ""  # "Ever since the move, …": only a time
        since = (_SINCE_ZH if zh else _SINCE_EN).search(f"{before} {clause}")
        if not since or polarity.event_negated(clause, b) or not (
                text.has_negation(clause) or polarity.ENDING.search(clause) or re.search(r"[没不]$", since.group(0))):
            continue  # (好久没 is one word to jieba: the stretch's 没 is the negation)
        opens = since.start() <= len(before) + _FRONT_EN  # the clause before, or the clause's opening words
        if _governs_zh(a, clause, thing) if zh else _governs_en(a, clause, thing, opens):
            return True
    return False


def _bare(clause: str) -> bool:
    """A clause that only says when ("Ever since the move", 自从上个月): few words, no negation."""
    return not text.has_negation(clause) and len(text.words(clause)) <= 6


def _governs_zh(older: str, clause: str, thing: str) -> bool:
    """The negation (没, 不, 戒了) stands right before the older's thing, the older's verb between at most, and nothing
    but an aspect follows it (用户从这周一起不喝咖啡了, 用户好久没刷短视频了; not 只喝咖啡不喝茶, 没给宠物洗澡)."""
    at = clause.find(thing)
    if at < 0 or not _AFTER_ZH.match(clause[at + len(thing):].strip("。！!，, ")):
        return False
    pre = clause[:at]
    for _ in range(3):  # the older's verb before its thing (不坐地铁: 坐)
        if pre and pre[-1] in older and not re.search(r"(?:没有?|不再?|没再|戒了?|戒掉)$", pre):
            pre = pre[:-1]
    return bool(re.search(r"(?:没有?|不再?|没再|戒了?|戒掉)(?:再)?$", pre))


def _governs_en(older: str, clause: str, thing: str, opens: bool) -> bool:
    """The negation governs the older's thing — among the first two words it governs, after the older's verb or a
    light one — and the stretch ("since Tuesday", "in months"), or the stretch opens the statement; no condition,
    plan, comparison, "missed" or "without", and no name, letter or number after the thing that would make it a kind
    ("vitamin D")."""
    span = _AMOUNT_EN.sub(" ", polarity.governed(clause) or "")
    if _NOT_ABSENT_EN.search(clause) or not (_SINCE_EN.search(span) or opens):
        return False
    words = [w for w in re.findall(r"[A-Za-z][A-Za-z'-]*", span) if not text.is_stopword(w.lower())]
    stems = [text.stem(w.lower()) for w in words]
    if thing not in stems[:2]:
        return False
    at = stems.index(thing)
    been_to = words[0].lower() == "been" and _BEEN_TO.search(span)
    if at and stems[0] not in set(_content(older)) and words[0].lower() not in _LIGHT_EN | {"touched"} \
            and not been_to:
        return False  # "hasn't had a bad wine": a word of its own before the thing
    nxt = re.search(rf"\b{re.escape(words[at])}\b\s+([A-Za-z0-9]+)", span)
    if nxt and (nxt.group(1)[:1].isupper() or nxt.group(1)[:1].isdigit() or len(nxt.group(1)) == 1):
        return False  # "hasn't taken vitamin D since March", "Python 3": a kind of the thing
    return _verb_of(older, clause)


def _object(older: str) -> str | None:
    """The older's last content word that is no time word: what the activity is done to (its stem in English); the
    one before a closing "to / from / at …" ("takes the bus to work": bus)."""
    if not text.has_cjk(older):
        bare = re.sub(r"\s+(?:to|from|at|in|into|on|with)\s+(?:the\s+|his\s+|her\s+|my\s+|their\s+)?"
                      r"[A-Za-z][A-Za-z'-]*[.!]?\s*$", "", older)
        older = bare if len(_content(bare)) >= 2 else older  # "goes to the gym": the gym is the thing
    words = _content(older)
    return words[-1] if words and (len(words[-1]) >= 2 or not text.has_cjk(older)) else None


def _content(older: str) -> list[str]:
    """The older's content words but its subject, times and frequencies (stems in English)."""
    if text.has_cjk(older):
        return [w for w in text.words(older) if text.has_cjk(w) and not text.is_stopword(w) and w not in ("用户", "我")
                and not occasions.occasions(w, dated_too=True) and not re.fullmatch(r"每\S*", w)]
    return [text.stem(w.lower()) for w in re.findall(r"[A-Za-z][A-Za-z'-]+", older)
            if not text.is_stopword(w.lower()) and w.lower() not in _NOT_OBJECT_EN
            and not occasions.occasions(f"on {w}s", dated_too=True) and not occasions.occasions(w, dated_too=True)]


def _verb_of(older: str, clause: str) -> bool:
    """The newer's negated clause holds another of the older's words beside its object (or the older is one word, its
    verb), or a light verb ("hasn't had coffee")."""
    old, new = set(_content(older)), _stems(clause)
    return len(old & new) >= 2 or (len(old) == 1 and not _STATE_EN.search(older)) or bool(new & _LIGHT_EN) \
        or bool(_BEEN_TO.search(clause))


def _stems(clause: str) -> set[str]:
    return {text.stem(w.lower()) for w in re.findall(r"[A-Za-z][A-Za-z'-]+", clause)} | {
        w.lower() for w in re.findall(r"[A-Za-z][A-Za-z'-]+", clause)}
