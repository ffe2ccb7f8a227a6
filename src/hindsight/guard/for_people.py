"""Text meant for a person, not for the assistant that reads it (#17, guard46). The rules fire on surface phrases
("going forward", "always answer") and on memory or config verbs (覆盖, 清除…已保存) without asking who is meant.
Three closed classes say a person is:

- a human group greeted first (:data:`_GROUP`): "Hi team,", "Dear all,", "Folks,", 各位, 大家, 同事们 — a mail or a
  notice among colleagues, whose orders are theirs;
- a register header first (:data:`_HEADER`): a commit subject (``fix(memory):``, 修复(x)：), a product manual
  (说明书, 使用手册, "Manual:"), a how-to heading ("How to …", "How do I …", 怎样, 如何, 怎么), a forum reply or tip
  ("Re:", "Tip:", 小贴士：) — genres written for a human reader;
- a device operated in the sentence (:data:`_DEVICE`): a finger's verb (tap, click, press, 点击, 长按) or a device's
  thing acted on (cache, button, menu, settings, 缓存, 设定档, 出厂设置) — the assistant has no finger and no factory
  settings.

Each excuse yields to the reader: the sentence calls the assistant by name (speech ``vocative``), names an AI
reader as the one to act (:func:`reader_acts`), or names the user or the user's records (speech ``_ROLE_RX``).
The caller applies it only to text in plain sight (no hidden channel) and only to weak rules. English is matched
on word boundaries, Chinese on the start of the text or a clause. Pure: no I/O.
"""

from __future__ import annotations

import re
from itertools import pairwise

from hindsight.guard.speech import _ROLE_RX, vocative
from hindsight.language import text as words

#: a greeting to a human group opening the text ("Hi team,", "Hello everyone!", "Dear all:", 各位同事：, 大家好，)
_GROUP = re.compile(
    r"^\W*(?:(?:hi|hello|hey|dear|morning|good morning|good afternoon)\s+)?"
    r"(?:team|all|everyone|everybody|folks|guys|colleagues|y'all|people)\b\s*[,!:—–-]"
    r"|^\W*(?:各位|大家|同事们|诸位)[^，,。：:！!\n]{0,6}[，,：:！!]", re.I)
#: a register header opening the text: a commit subject, a manual, a how-to heading, a forum reply or tip
_HEADER = re.compile(
    r"^\W*(?:commit\s+[0-9a-f]{6,40}\s+)?(?:fix|feat|chore|refactor|docs|perf|test|build|修复|新增|重构|优化|修正)"
    r"\s*(?:\([^)\n]{1,30}\)|（[^）\n]{1,30}）)\s*[:：]"
    r"|^\W*[^:：\n]{0,12}(?:说明书|使用手册|用户手册|操作手册|user manual|manual|quick start guide)\s*[:：]"
    r"|^\W*(?:how (?:to|do i|do you|can i)\b|怎样|如何|怎么)"
    r"|^\W*(?:re|tip|pro tip|小贴士|小技巧|回复)\s*[:：]", re.I)
#: a device operated: a finger's verb, or a device's thing as what is acted on
_DEVICE_EN = re.compile(r"\b(?:tap|taps|tapping|click|clicks|clicking|press|long-press|swipe|toggle|"
                        r"cache|caches|cached|button|buttons|menu|menus|settings|factory reset)\b", re.I)
_DEVICE_ZH = ("点击", "点按", "轻触", "轻点", "长按", "按住", "按下", "缓存", "按钮", "按键", "菜单", "设定档",
              "配置文件", "出厂设置", "出厂设定", "电源键")
#: an AI reader named (the one to act or to hear it), English on word boundaries, Chinese as jieba words
_READER_EN = re.compile(r"\b(?:assistants?|ai|models?|bots?|chatbots?|agents?|llms?|gpt)\b|(?<![a-z])ai(?![a-z])", re.I)
_READER_ZH = ("助手", "助理", "智能体", "机器人", "模型")
#: the second person telling the assistant: the person is "you", the assistant the one told ("you can tell the
#: assistant to …", 你可以让助手…)
_YOU_TELL = re.compile(r"\byou (?:can |could |may |might )?(?:tell|ask|set|teach|instruct) (?:the|your|my) "
                       r"(?:assistant|ai|bot)\b|你可以(?:让|叫|告诉)助手", re.I)


def meant_for_people(text: str) -> bool:
    """``text`` opens with a greeting to a human group or with a register header written for a human reader."""
    head = text.lstrip()[:200]
    return bool(_GROUP.search(head) or _HEADER.search(head))


def operates_device(sentence: str) -> bool:
    """``sentence`` operates a device: a finger's verb or a device's thing."""
    return bool(_DEVICE_EN.search(sentence)) or _has_word(sentence, _DEVICE_ZH)


def _has_word(sentence: str, vocab: tuple[str, ...]) -> bool:
    """One of ``vocab`` is a jieba word of ``sentence``, or two adjacent words (出厂 + 设置); not a prefix of a
    longer word (按下面 is no 按下)."""
    toks = words.words(sentence)
    return any(t in vocab for t in toks) or any(a + b in vocab for a, b in pairwise(toks))


def reader_acts(sentence: str) -> bool:
    """``sentence`` names an AI reader anywhere but as the one a person tells ("you can tell the assistant to…")."""
    rest = _YOU_TELL.sub(" ", sentence)
    return bool(_READER_EN.search(rest)) or _has_word(rest, _READER_ZH)


#: the second person, and the manual's "you can …" (a possibility offered to whoever holds the device), which is not
#: the reader told what to do
_YOU = re.compile(r"\b(?:you|your|yours|yourself)\b|你|您", re.I)
_YOU_CAN = re.compile(r"\byou (?:can|could|may|might)\b|你可以|您可以", re.I)


def for_people(text: str, sentence: str) -> bool:
    """The rule that matched ``sentence`` in ``text`` speaks to a person: the text is meant for people, or the
    sentence operates a device and tells "you" nothing (a log line "cache warm" beside "…the orders before this line
    were written for an older you" operates nothing); and the sentence neither calls the reader, nor has an AI act,
    nor names the user."""
    if not meant_for_people(text) and not (operates_device(sentence) and not _YOU.search(_YOU_CAN.sub(" ", sentence))):
        return False
    return vocative(sentence) is None and not reader_acts(sentence) and not _ROLE_RX.search(sentence)
