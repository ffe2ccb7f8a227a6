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
from hindsight.language import occasions, polarity, text, undone

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
_SINCE_ZH = re.compile(r"(?:从|自从?|打从).{0,10}?(?:起|开始|以来|以后|之后)|以来|[这本上今昨]\S{0,6}?起|"
                       r"[\d一二三四五六七八九十两几半]+个?(?:天|周|星期|礼拜|月|年)(?:都|也|了)?(?:没|不)|"
                       r"(?:好久|很久|许久|好几个?月)(?:都|也)?没")
#: a verb light enough to stand for the older's ("hasn't had coffee", "hasn't touched alcohol")
_LIGHT_EN = frozenset({"have", "had", "touch", "take", "took", "taken", "consum", "done", "do", "did", "been"})
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
        context = f"{clauses[i - 1]} {clause}" if i else clause
        since = (_SINCE_ZH if zh else _SINCE_EN).search(context)
        if not since or polarity.event_negated(clause, b) or not (
                text.has_negation(clause) or polarity.ENDING.search(clause) or re.search(r"[没不]$", since.group(0))):
            continue  # (好久没 is one word to jieba: the stretch's 没 is the negation)
        if zh and thing in clause:
            return True
        span = polarity.governed(clause) or ""
        opens = since.start() < len(context) - len(clause) + _FRONT_EN  # the clause before, or its opening words
        if (_SINCE_EN.search(span) or opens) and thing in _stems(span) and _verb_of(a, clause):
            return True  # the negation governs the thing and the stretch, or the stretch opens the clause
    return False


def _object(older: str) -> str | None:
    """The older's last content word that is no time word: what the activity is done to (its stem in English)."""
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
    return len(old & new) >= 2 or (len(old) == 1 and not _STATE_EN.search(older)) or bool(new & _LIGHT_EN)


def _stems(clause: str) -> set[str]:
    return {text.stem(w.lower()) for w in re.findall(r"[A-Za-z][A-Za-z'-]+", clause)} | {
        w.lower() for w in re.findall(r"[A-Za-z][A-Za-z'-]+", clause)}
