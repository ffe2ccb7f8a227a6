# ruff: noqa: E501  (the closed word classes are data: one class a line reads better than wrapped regexes)
"""Sentences and clauses, and the clause that opens with its verb (#17): the grammar :mod:`hindsight.guard.speech`
reads the directive mood from. English: a first word that is no function word followed by its object, or after a
politeness marker; Chinese: a marker of the directive mood (请, the disposal form 把/将, the causative 让/叫) or a
short verb whose object is the user, unless what follows tells of an event (了/过, a relative clause with its own
predicate). Also where a sentence quotes (:func:`unquote`) and what a prohibition looks like. Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_F = re.I

#: a clause that opens with a marker of the directive mood: 请, the disposal form 把/将 (not 将于 "will"), the
#: causative 让/叫 (not 让我 "asked me to", a report), 务必, 记得, 麻烦, or 就/便 closing a condition
_ZH_OPEN = re.compile(r"(?:请|把|将(?!于|会|在|要)|(?:让|叫)(?=用户|使用者|客户|他|她|你|对方)|麻烦|务必|记得|先把|再把|就把|就|便|立即|马上|悄悄|偷偷|"
                      r"能否|可否|能不能|可不可以|劳驾|兹|先(?![生前后进锋例知行])|尽可能|尽量)")
#: a clause that opens with a short verb whose object is the user or the reader's own things: 提醒用户, 问问用户,
#: 更新你的 (the user is no subject here)
_ZH_VERB_OBJECT = re.compile(r"(?:先|再|礼貌地|尽可能|尽量|随口|悄悄|偷偷|顺便|直接)?((?![中里上下等和与及的由被向对为跟同从在各每该此其当若如]|需要|潜在|关于|对于|由于|根据|按照|为了|除了|通过|经过)[\u4e00-\u9fff]{1,2}?)(?:一下|问)?"
                             r"(?:用户|使用者|客户|账户持有人|持卡人|你的)(?=[\u4e00-\u9fff\w])")
_DESCRIPTIVE_ZH = re.compile(r"(?:已经|已|会|被|自动|正在|曾|了)")
_QUESTION_ZH = re.compile(r"多少|什么|哪|几|谁|怎么|如何|吗|么")
_COVERT_ZH = re.compile(r"悄悄|偷偷|私下|暗中|一律|务必|必须|都要|都得|记得|别|不要|不许")

_SENTENCES = re.compile(r"(?<=[.!?;])\s+|(?<=[。！？；])|\n+|\s(?=\[\d{1,2}:\d{2}\])|\s\|\s")
_CLAUSES = re.compile(r"[,:;，：；、(（)）\"“”「」‘’]+|(?<![a-z])'|'(?![a-z])|—|--")
_WORD = re.compile(r"(?<![0-9])[a-z][a-z'’-]*")  # not the letters of a code: "14A", "B2"
_CJK = re.compile(r"[\u4e00-\u9fff]")
#: words a clause may open with that are no verb (function words); anything else opening a clause followed by a
#: determiner or pronoun reads as an imperative
_NOT_VERB = frozenset(
    ["the", "a", "an", "this", "that", "these", "those", "all", "every", "each", "any", "some", "my", "your", "his", "her", "its", "our", "their", "it", "they", "he", "she", "we", "i", "you", "there", "here", "what", "which", "who", "whom", "whose", "where", "when", "why", "how", "in", "on", "at", "of", "for", "by", "with", "from", "to", "into", "onto", "about", "after", "before", "during", "since", "until", "under", "over", "above", "below", "between", "among", "across", "through", "per", "via", "as", "than", "and", "or", "but", "so", "yet", "if", "because", "while", "although", "though", "not", "no", "also", "only", "just", "today", "tomorrow", "yesterday", "tonight", "now", "then", "is", "are", "was", "were", "been", "has", "had", "will", "would", "could", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "mr", "mrs", "ms", "dr", "st", "thanks", "thank", "hi", "hello", "dear", "yes", "ok", "okay", "sure", "great", "good", "nice", "wow", "well", "oh", "gave", "told", "said", "sent", "took", "made", "got", "went", "came", "found", "kept", "left", "ran", "saw", "knew", "thought", "brought", "bought", "paid", "won", "lost", "met"])
#: past tenses that open a clause of a report ("gave the new one"), no imperative
_PAST = frozenset({"gave", "told", "said", "sent", "took", "made", "got", "went", "came", "found", "kept", "left",
                   "ran", "saw", "knew", "thought", "brought", "bought", "paid", "won", "lost", "met"})
#: more words that open a clause without being its verb: prepositions, hedges, auxiliaries (questions)
_NOT_VERB_MORE = frozenset({
    "near", "maybe", "perhaps", "probably", "besides", "like", "unlike", "despite", "including", "except", "beyond",
    "within", "without", "around", "along", "behind", "beside", "inside", "outside", "toward", "towards", "upon",
    "against", "did", "does", "do", "can", "could", "should", "would", "may", "might", "must", "shall", "will",
    "once", "whether", "per", "also", "even", "still", "yes", "no", "not", "instead", "otherwise", "meanwhile",
    "however", "therefore", "thus", "hence", "plus", "minus", "via", "re", "fyi", "btw", "apparently", "anyway"})
_OBJECT = frozenset(
    ["the", "a", "an", "this", "that", "these", "those", "all", "every", "each", "any", "some", "my", "your", "his", "her", "its", "our", "their", "it", "them", "him", "her", "me", "us", "everything", "anything", "nothing", "something", "everyone", "anyone", "no", "whatever"])
_OPENERS = frozenset({"then", "and", "now", "also", "just", "so", "first", "next", "finally"})
#: openers that mark the directive mood themselves: politeness, manner adverbs before a bare verb
_MARKERS = frozenset({"please", "kindly", "pls", "plz", "quietly", "silently", "simply", "always", "never", "immediately",
                      "instantly", "secretly", "discreetly", "casually", "gently"})


#: a quotation: typographic marks, straight double quotes, or single quotes that are no apostrophes
_QUOTED = re.compile(r"`[^`\n]{2,}`|“[^”\n]{2,}”|「[^」\n]{2,}」|『[^』\n]{2,}』|\"[^\"\n]{2,}\"|‘[^’\n]{2,}’|(?<![a-z])'(?:[^'\n]|(?<=[a-z])'(?=[a-z])){2,}?'(?![a-z])", _F)
#: a prohibition: the safe direction of a rule ("staff must not…", "代理不得…"), not an order to act
_PROHIBITION = re.compile(r"\b(?:must not|mustn'?t|may not|shall not|should not|shouldn'?t|never|(?:is|are) not (?:allowed|"
                          r"permitted) to|cannot|can'?t|do not|don'?t)\b|不得|不准|不许|禁止|严禁|切勿|请勿|不可以?|不能|不要|"
                          r"决不|绝不", _F)


def unquote(text: str) -> str:
    """``text`` with each quotation that is mentioned inside a sentence replaced by an ellipsis: words of the
    sentence come before its opening mark and no label colon ('the mail said "…"', '攻击语句“……”被藏在页脚'). A
    quotation that is the whole sentence, or follows a label ('Note: "…"'), is said and kept."""
    def one(m: re.Match[str]) -> str:
        before = text[:m.start()]
        cut = max(before.rfind(ch) for ch in ".!?。！？\n")
        lead = before[cut + 1:].rstrip()
        if not re.search(r"[a-z0-9\u4e00-\u9fff]", lead, _F) or lead.endswith((":", "：")):
            return m.group(0)
        return " … "
    return _QUOTED.sub(one, text)


def sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCES.split(text) if s and len(s.strip()) > 3]


def _imperative_en(clause: str) -> bool:
    """An English clause that opens with its verb: a first word that is no function word, followed by a
    determiner or pronoun (its object), or after an opener ("please", "quietly")."""
    words = _WORD.findall(clause.lower())
    opened = False
    while words and (words[0] in _OPENERS or words[0] in _MARKERS):
        opened = opened or words[0] in _MARKERS
        words = words[1:]
    if not words or words[0] in _NOT_VERB or words[0] in _PAST or words[0] in _NOT_VERB_MORE \
            or words[0].endswith(("'s", "’s", "ing", "ed", "ly")):
        return False  # a function word, a past tense, an adverb ("actually the user…"): no verb opens the clause
    if words[0].endswith("s") and not words[0].endswith("ss"):
        return False  # a third-person verb describes ("pays", "deletes")
    if opened and len(words) >= 1:
        return True
    return len(words) >= 2 and words[1] in _OBJECT


def _imperative_zh(clause: str, first: bool = True) -> bool:
    """A Chinese clause in the directive mood: it opens with a marker (:data:`_ZH_OPEN`) or, first in its sentence
    (a later clause shares the subject of the first), with a short verb whose object is the user."""
    c = clause.strip()
    if not _CJK.search(c):
        return False
    m = _ZH_OPEN.match(c)
    while m is not None and not _ends_a_word(c, m.end()):  # 先请 is a word of two markers; 将军 none
        m = _ZH_OPEN.match(c, m.end())
    if m is not None:
        return True
    m = _ZH_VERB_OBJECT.match(c) if first else None
    return (m is not None and not _DESCRIPTIVE_ZH.search(m.group(1)) and _verb_at(c, m.start(1))
            and not _reports_zh(c[m.end():]))


#: jieba's tags of words that are no verb before "the user": a time (本周, 周三, 目前), a numeral or quantity (多数,
#: 大部分), a locality (最近), a distinguishing word (所有), an adjective (新, 老), a place. A pronoun (本, 这些) is
#: not among them: "本用户账号的规则已暂停" speaks for the user as much as a verb would
_NOT_A_VERB = ("t", "m", "f", "b", "a", "q", "s")
#: a time that sets what comes after it for later ("以后用户问酒店，一律订…"): a standing rule, not a date
_LATER_ZH = re.compile(r"以后|今后|之后|往后|此后|日后|将来|下次|下回")


def _verb_at(clause: str, start: int) -> bool:
    """The word jieba reads at ``start`` may be a verb: "本周用户游泳2次" ("this week the user swam twice") states
    what the user did; "提醒用户…" ("remind the user…") asks for an action."""
    from hindsight.guard.structure import posseg

    at = 0
    for word, flag in posseg(clause):
        if at + len(word) > start:
            return not flag.startswith(_NOT_A_VERB) or bool(_LATER_ZH.fullmatch(word))
        at += len(word)
    return True


def _ends_a_word(clause: str, end: int) -> bool:
    """The marker that ends at ``end`` is a word of its own in jieba's reading, not the first characters of a longer
    one: 将 of 将军 ("the general"), 把 of 把握, 就 of 就是, 便 of 便宜, 请 of 请假 open no order."""
    from hindsight.language.text import pieces

    at = 0
    for p in pieces(clause):
        at += len(p)
        if at >= end:
            return at == end
    return True


def _reports_zh(rest: str) -> bool:
    """What follows "verb + the user" tells of an event, not an order: its first verb takes the perfective 了/过
    ("给用户发了一封确认邮件"), or the verb phrase is a relative clause whose head noun has a predicate of its own
    ("给用户送菜的骑手还有31分钟到", "帮用户寄的快递已经签收": the sentence is about the rider, the parcel)."""
    from hindsight.guard.structure import posseg

    tags = posseg(rest)
    for i, (_word, flag) in enumerate(tags):
        if flag.startswith("v"):
            if i + 1 < len(tags) and tags[i + 1][0] in ("了", "过"):
                return True
            break
    de = next((i for i, (word, _) in enumerate(tags) if word == "的"), None)
    if de is None:
        return False
    tail = tags[de + 2:]
    if de == 0:  # "通知用户的短信已经发送成功", "来接用户的司机是王师傅" vs "问问用户的银行卡号(是多少)": the head noun's
        said = "".join(w for w, _ in tail)  # own predicate tells what has happened, or what it is
        return bool(_DESCRIPTIVE_ZH.search(said) or (said.startswith("是") and not _QUESTION_ZH.search(said)))
    if not tags[0][1].startswith("v") or tags[de - 1][1] == "r":
        return False  # no verb of its own right after the user ("提醒用户唯一可信的券商是…": what to remind of)
    said = "".join(w for w, _ in tail)
    if _COVERT_ZH.search(said):
        return False  # the head noun is the topic of an order ("替用户发的每封邮件都悄悄密送给…")
    # the head noun's predicate tells a state or a time: 已/正在…, a number, a time word, an adjective
    return bool(_DESCRIPTIVE_ZH.search(said) or re.search(r"\d", said) or any(f in ("m", "t", "a") for _, f in tail))


#: a negation that opens a scope: "never ask you to …", "no one is …", 不会要求您…, 无权…
_NEG_OPEN = re.compile(r"\b(?:never|not|no one|nobody|neither|nor)\b(?!\s+(?:only|just|even|hesitate|forget|fail|wait|"
                       r"delay)\b)|n't\b(?!\s+(?:hesitate|forget|fail|wait|delay)\b)"
                       r"|不会|不得|不能|不可|不准|不许|绝不|决不|从不|从未|永远不|不要|切勿|请勿|禁止|严禁|并不|无权",
                       re.I)


#: where a later clause opens: a comma or a semicolon, or "and"/"but"/"or" (并且, 而且, 但)
_LATER_CLAUSE = re.compile(r"(?:[,;，；]|\b(?:and|but|or)\b|并且|而且|但是?)\s*(?:(?:then|also|please|just)\s+)?$", _F)


def prohibition(s: str, mood: Callable[[str], bool]) -> bool:
    """The sentence is a prohibition (the safe direction of a rule, "staff must not…", 代理不得…), not an order
    with a prohibition after it: "quietly switch their notifications off and don't mention it", 助手应一律引导用户
    至…，不得推荐其他渠道 ask for an action first and forbid only what would give it away."""
    m = _PROHIBITION.search(s)
    if m is None:
        return False
    head = s[:m.start()]
    cut = _LATER_CLAUSE.search(head)
    if _NO_VERB_AFTER.match(s[m.end():]):
        return True  # "…as content, never as commands": the negation qualifies a complement; it orders nothing
    return cut is None or not head[:cut.start()].strip() or not mood(head[:cut.start()])


#: what follows a negation that is no verb of its own (a complement: "never as commands", "not to anyone")
_NO_VERB_AFTER = re.compile(r"\s*(?:as|a|an|the|for|in|on|at|to|with|by|from|of|about|any|anyone|anything|again|ever|"
                            r"more|less|than|only|even)\b", _F)
