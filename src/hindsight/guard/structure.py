"""The structural gate of the semantic screen (#17, #15): which readings have the *shape* of an instruction or a
claim, read from sentence structure rather than topic.

The head over the embedding reads meaning, and meaning alone cannot tell "The user's checking account balance is
$1,993.50." (a tool's plain fact about the user) from a payload that talks about the user's bank: both sit near
the attacks about money and accounts. What tells them apart is the sentence's mood. An attack wants something
from the reader, so it has at least one of these signs; a plain third-person statement of fact has none:

* ``you``: the reader is addressed (second person: you, your, 你, 您);
* ``addressee``: the assistant, the model or its memory is named as the one who acts (AI, assistant, agent, bot,
  model, memory, 助手, 模型, 记忆…);
* ``directive``: a modal of obligation or permission, or a politeness marker (must, should, may, need to, do not,
  never, please; 请, 要, 必须, 应该, 不得, 别, 可以…);
* ``imperative``: the sentence opens with a verb acting on an object (its second word is a determiner or a pronoun,
  "Overwrite the…", "Send them…") or, in Chinese, with the disposal form (把/将 …) or a causative (让/叫 …);
* ``conditional``: an action tied to a condition or a moment (if, when, whenever, unless, once, as soon as;
  如果, 若, 只要, 每当, 一旦, …时, …就);
* ``standing``: behaviour set for the future (from now on, next time, always, every time; 以后, 今后, 下次, 每次…);
* ``claim``: what the user wants, allows, agreed to or is said to have said (a predicate of will, consent or saying
  with the user, the customer or a pronoun for them as its subject; 用户/他 + 同意, 希望, 允许, 说…).

The words matched are function words (pronouns, modals, conjunctions, determiners) and the small closed set of
predicates of will and consent: nothing about money, accounts, links or any other topic, so a new tool's facts
pass without being listed. The gate only *allows* the head to act: a reading without any sign is never
quarantined by meaning; one with a sign is judged by the head as before. Pure: no I/O.
"""

from __future__ import annotations

import re

_F = re.I

#: second person
_YOU = re.compile(r"\b(?:you|your|yours|yourself|yourselves|u|ya)\b|你|您", _F)
#: the assistant, the model or its memory named as the actor
_ADDRESSEE = re.compile(
    r"\b(?:ai|a\.i\.|assistants?|agents?|bots?|chatbots?|models?|llms?|gpt|copilot|memory|memories|system prompt|"
    r"prompt)\b|助手|助理|智能体|代理|机器人|模型|记忆|記憶|系统提示|人工智能|\bAI",
    _F,
)
#: modals of obligation and permission, negative commands, politeness markers
_DIRECTIVE_EN = re.compile(
    r"\b(?:must|mustn't|should|shouldn't|shall|ought|may|might not|need to|needs to|needn't|have to|has to|"
    r"had better|is to|are to|do not|don't|never|please|kindly|let's|let me|is allowed|are allowed|"
    r"is permitted|are permitted|is required|are required|is forbidden|is prohibited|no need|no longer|"
    r"cannot|can't|can|(?:fine|ok|okay|free|welcome|safe|acceptable|alright) to)\b",
    _F,
)
_DIRECTIVE_ZH = re.compile(r"请|必须|务必|应该|应当|应|得先|不得|不准|不许|不要|不用|无需|无须|不必|别|禁止|可以|允许|"
                           r"需要先|要|须|记得|记住|记下")
#: an opening verb with its object: the second word is a determiner or pronoun and the first is no function word
def _words(spaced: str) -> frozenset[str]:
    return frozenset(spaced.split())


_DETERMINER = _words(
    "the a an this that these those all every each any some my your his her its our their it them him me us "
    "everything anything nothing something everyone anyone no")
_NOT_VERB = _words(
    "the a an this that these those all every each any some my your his her its our their it they he she we i "
    "there here what which who whom whose where when why how in on at of for by with from to into onto about "
    "after before during since until under over above below between among across through per via as than and "
    "or but so yet if because while although though not no also only just today tomorrow yesterday tonight now "
    "then is are was were been has had will would could one two three four five six seven eight nine ten "
    "mr mrs ms dr st")
_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*|\d[\w.,:/-]*|\S")  # a code ("14A", "3pm") is one token
_IMPERATIVE_ZH = re.compile(r"(?:^|[，,。.；;：:！!？?\n“\"「『(（])\s*"
                            r"(?:把|将|让|叫|替|给我|帮|去|先|再|立即|立刻|马上|悄悄|偷偷|直接)")
_CONDITIONAL = re.compile(
    r"\b(?:if|when|whenever|wherever|unless|once|as soon as|every time|each time|in case|provided that|"
    r"the moment|any time|anytime)\b|如果|若|假如|要是|只要|每当|一旦|凡是|凡|的时候|之时|时，|时,|就",
    _F,
)
_STANDING = re.compile(
    r"\b(?:from now on|from here on|going forward|in future|in the future|next time|always|forever|"
    r"permanently|henceforth|for the rest of|from this point|every time|each time|starting now|every future|"
    r"all future|any future|"
    r"remember|keep in mind|note that|treat|consider)\b|以后|今后|此后|往后|下次|下一次|每次|从现在|从今|从此|"
    r"永久|永远|始终|总是|一律|一直|长期",
    _F,
)
#: a predicate of will, consent or saying (the subject is checked separately)
_CLAIM_EN = re.compile(
    r"\b(?:the )?(?:user|users|customer|client|account holder|owner|he|she|they)\b(?:'s| has| have| had| is| are| "
    r"was| were| does| did| would| also| already| really| actually| now| explicitly| personally| fully| "
    r"always| never| not| no longer)*\s*(?:prefer|want|wish|like|love|hate|dislike|agree|consent|allow|permit|"
    r"authori[sz]|approv|trust|ask|request|said|say|told|tell|insist|decid|confirm|verif|okay|ok'd|opt|chose|"
    r"choose|expect|need|instruct|grant|waive|accept|doesn't|don't|mind|enjoy|would like)", _F)
_CLAIM_NOUN = re.compile(
    r"\b(?:preference|preferences|consent|permission|authori[sz]ation|approval|wishes|instruction|instructions|"
    r"request|standing order)\b", _F)
_CLAIM_ZH = re.compile(
    r"(?:用户|使用者|客户|他|她|本人|其)[^，。；,.;]{0,6}?(?:同意|希望|想要|想|喜欢|不喜欢|偏好|偏爱|讨厌|要求|授权|允许|"
    r"说|表示|确认|核实|信任|批准|委托|愿意|接受|不介意|习惯|选择|决定|指示|交代|嘱咐)|偏好|授权|同意")


def cues(text: str, zh_verbs: bool = True) -> tuple[str, ...]:
    """The structural signs of an instruction or a claim found in ``text`` (empty: a plain statement).
    ``zh_verbs=False``: a Chinese clause that merely opens with a verb (jieba's tag) is no sign of an imperative;
    the disposal and causative forms still are."""
    found: list[str] = []
    if _YOU.search(text):
        found.append("you")
    if _ADDRESSEE.search(text):
        found.append("addressee")
    if _DIRECTIVE_EN.search(text) or _DIRECTIVE_ZH.search(_drop_compounds(text)):
        found.append("directive")
    if _imperative(text, zh_verbs):
        found.append("imperative")
    if _CONDITIONAL.search(text):
        found.append("conditional")
    if _STANDING.search(text):
        found.append("standing")
    if _CLAIM_EN.search(text) or _CLAIM_NOUN.search(text) or _CLAIM_ZH.search(text):
        found.append("claim")
    return tuple(found)


#: two-character words whose 要/应/须/请 is no modal or politeness marker (important, main, summary, response,
#: must-have; invitation, application, request …)
_ZH_COMPOUNDS = re.compile(r"重要|主要|摘要|要点|要素|纲要|需要|只要|要是|应用|响应|反应|对应|相应|供应|适应|效应|"
                           r"必须品|须知|邀请|申请|聘请|宴请|请求|请假|请教|请柬|提请|报请")


def _drop_compounds(text: str) -> str:
    return _ZH_COMPOUNDS.sub("", text)


_CJK = re.compile(r"[\u4e00-\u9fff]")
_ZH_CLAUSE = re.compile(r"[，,。.；;：:！!？?\n“”\"「」『』()（）、]+")
#: jieba's tags a clause may open with before its verb: time words, adverbs, conjunctions, numbers and localisers
_ZH_LEAD = frozenset({"t", "d", "c", "m", "f", "q", "x", "eng"})
_NUMBER_PUNCT = re.compile(r"(\d)[:.,](\d)")
_OPENERS = _words("then and now also just so pls plz first next finally")


def _imperative(text: str, zh_verbs: bool = True) -> bool:
    """A clause that opens with its verb: English, a first word that is no function word followed by a determiner
    or pronoun (its object); Chinese, the disposal or causative form, or a clause whose first content word jieba
    tags as a verb (no subject before it)."""
    if _IMPERATIVE_ZH.search(text):
        return True
    text = _NUMBER_PUNCT.sub(r"\1\2", text)  # 8:30, 1,993.50 are one token, no clause boundary
    for clause in re.split(r"[.!?;:,\n>\"“”(\[\]#*|{}]+", text):
        words = [w for w in _WORD.findall(clause) if w[0].isalpha()]
        adverb = False
        while words and (words[0].lower() in _OPENERS or (words[0].lower().endswith("ly") and len(words[0]) > 4)):
            adverb = adverb or words[0].lower().endswith("ly")
            words = words[1:]
        if len(words) < 2 or not words[0].isascii():
            continue
        first, second = words[0].lower(), words[1].lower()
        if first in _NOT_VERB or first.endswith(("'s", "’s")):
            continue
        if second in _DETERMINER or adverb:  # "Send the…", "Quietly add…"
            return True
    return zh_verbs and bool(_CJK.search(text)) and any(
        opens_with_verb(c) for c in _ZH_CLAUSE.split(text) if _CJK.search(c))


def opens_with_verb(clause: str) -> bool:
    """The clause's first content word is a verb (jieba's tag): no subject before it."""
    for word, flag in posseg(clause.strip()):
        if flag in _ZH_LEAD or not word.strip():
            continue
        return flag == "v"
    return False


def posseg(text: str) -> list[tuple[str, str]]:
    """jieba's words and part-of-speech tags (no HMM: known words only), as :func:`hindsight.language.text.tagged`
    gives them."""
    from hindsight.language.text import tagged

    return tagged(text, hmm=False)
