# ruff: noqa: E501  (the closed word classes are data: one class a line reads better than wrapped regexes)
"""Speech acts in frames the sentence grammar does not open (#17): read after taking the frame off.

:mod:`hindsight.guard.speech` reads a sentence from its first clause. Some frames hide the act behind other words;
here each frame is taken off and what is left is read by the same grammar:

* a rule written as an arrow: the condition, then what is done ("next tax season -> tell the user…", 下次报税季 →
  告诉用户…): what follows the arrow is a directive with a condition before it, a trigger;
* a request put as a Chinese question of ability or permission (能不能麻烦你…？, 可以把…吗？, 你可不可以…): read as
  the request it makes (请…);
* consent or will in the passive ("it was agreed by the user that…", "…was requested by the customer"): read with
  the user as the subject;
* what the reader stored as the object of a disposal ("discard whatever the assistant has remembered about…",
  "the assistant's note … is out of date - erase it", 你存的…统统丢掉, 之前记下的…删掉), or a statement kept as the
  user's preference ("save that as their preference", 存成他的偏好): an order to the memory.

Pure: no I/O.
"""

from __future__ import annotations

import re

from hindsight.guard.speech import _act, claim
from hindsight.guard.standing import _DEIXIS_ZH

_F = re.I

_ARROW = re.compile(r"\s*(?:->|→|=>|⇒|⟶)\s*")


def arrowed(sentence: str) -> str | None:
    """A condition, an arrow, then a directive: ``"trigger"``."""
    parts = _ARROW.split(sentence)
    if len(parts) < 2:
        return None
    for part in parts[1:]:
        if _act(part, True) in ("directive", "addressed", "trigger", "memory"):
            return "trigger"
    return None


#: a Chinese question of ability or permission put to the reader, and where the request it makes begins
_ASK_ZH = re.compile(r"(?:你|您)?(?:能不能|能否|可不可以|可否|是否可以|愿不愿意|方不方便)(?:麻烦|帮忙|请)?(?:你|您)?"
                     r"|^(?:你|您)?可以(?=[^，。？?]{2,}吗\s*[？?]?)")


def asked(sentence: str) -> str | None:
    """The act a question of ability makes, read as the request (请…) it is."""
    if not re.search(r"[？?吗]\s*$|吗[？?。]", sentence):
        return None
    m = _ASK_ZH.search(sentence)
    if m is None:
        return None
    rest = re.sub(r"吗?\s*[？?]\s*$", "", sentence[m.end():])
    if not rest.strip():
        return None
    # a standing request (以后, 每次…) put to the reader is a trigger whatever its object
    return _act("请" + sentence[:m.start()] + rest, True) or ("trigger" if _DEIXIS_ZH.search(rest) else None)


_PASSIVE_WILL = re.compile(
    r"\b(?:it )?(?:was|were|has been|had been|is|have been)\s+(?P<verb>agreed|consented|authori[sz]ed|approved|requested|"
    r"confirmed|decided|preferred|asked|instructed|accepted)\s+by\s+(?P<who>the (?:end[- ])?(?:user|customer|client|"
    r"account[- ](?:holder|owner)|cardholder|member))\b(?P<rest>.*)", _F)


def passive_will(sentence: str) -> bool:
    """Consent or will in the passive, with the user as the agent: read with the user as the subject."""
    m = _PASSIVE_WILL.search(sentence)
    if m is None:
        return False
    return claim(f"{m.group('who')} {m.group('verb')}{m.group('rest')}")


_DISPOSE_EN = (r"(?:discard|erase|scrap|drop|wipe|purge|purges|delete|forget|overwrite|replace|clear|remove|dump|"
               r"throw (?:out|away)|get rid of)")
_STORED_EN = (r"(?:(?:whatever|everything|anything|all|what)\s+(?:the assistant|you|the ai|the model)\s+"
              r"(?:has |have |had )?(?:remembered|stored|saved|noted|kept|recorded|learned|memori[sz]ed)"
              r"|(?:the assistant's|your|the ai's)\s+(?:\w+ )?(?:notes?|records?|entries|memor(?:y|ies)|profile)"
              r"|(?:the user's|their|his|her)\s+(?:stored|saved|remembered)\s+\w+"
              r"|(?:anything|everything|whatever|all)\s+(?:\w+ )?(?:stored|saved|remembered))")
_DISPOSAL_EN = re.compile(rf"(?<!\bto )(?<!\bcan )(?<!\bmay )(?<!\bcould )\b{_DISPOSE_EN}\b[^.;!?]{{0,40}}?\b{_STORED_EN}\b|\b{_STORED_EN}\b[^.;!?]{{0,60}}?"
                          rf"(?:\b(?:is|are|will be|gets?|to be)\s+(?:\w+ )?(?:erased|deleted|wiped|cleared|purged|"
                          rf"removed|discarded|overwritten|replaced)\b|[-–—:]\s*{_DISPOSE_EN}\b)", _F)
_STORED_ZH = r"(?:你|助手|助理|用户|之前|原来|原先|以前|已经?)[^，。；！？]{0,4}?(?:存|记|保存|记录|储存)(?:下|住|过)?的"
_DISPOSE_ZH = r"(?:删掉|删除|丢掉|丢了|抹掉|清空|清除|忘掉|作废|扔掉|清掉|去掉)"
_DISPOSAL_ZH = re.compile(rf"{_STORED_ZH}[^。；！？]{{0,24}}?{_DISPOSE_ZH}|{_DISPOSE_ZH}[^，。；！？]{{0,6}}?{_STORED_ZH}", _F)
_KEEP_AS = re.compile(r"(?:^|[,;:]\s*|\b(?:please|you|should|must|can|could|just|now|and)\s+)(?:save|store|record|keep|remember|note|file|log)\s+(?:that|this|it|these|those)\s+as\s+"
                      r"(?:their|his|her|the user's|the customer's)\b"
                      r"|(?:存|记|保存|记录)(?:成|为|作)(?:他|她|用户|客户)的", _F)


def disposal(sentence: str) -> bool:
    """What the reader stored, disposed of, or a statement kept as the user's: an order to the memory. Not a
    report of one that happened (a past participle after was/were/has been, 已…了)."""
    if _KEEP_AS.search(sentence):
        return True
    m = _DISPOSAL_EN.search(sentence)
    if m is not None and not re.search(r"\b(?:was|were|has been|have been|had been)\s+(?:\w+ )?(?:erased|deleted|"
                                       r"wiped|cleared|purged|removed|discarded|overwritten|replaced)\b", m.group(0), _F):
        return True
    z = _DISPOSAL_ZH.search(sentence)
    if z is None:
        return False
    near = sentence[max(0, z.start() - 8):z.end() + 1]
    return not re.search(r"(?:已|被)[^，。]{0,6}" + _DISPOSE_ZH + r"|" + _DISPOSE_ZH + r"了(?!吧)", near)
