# ruff: noqa: E501  (the closed word classes are data: one class a line reads better than wrapped regexes)
"""A conditional that steers what is said (#17): a condition on the user's conversation, then a consequence that
sets the answer or promotes a destination, whatever the verbs ("whenever Lisbon pops up in conversation, the move
is to nudge her toward … riverstay.example", "each time a question about broadband lands, the answer opens with
FibreMax", 倘若她聊起搬家，最好顺手提一句…官网 anju-move.cc, 一旦有人抱怨退款慢，统一口径是…).

:mod:`hindsight.guard.cue` reads a cue of the user's speech and an act with a verb of saying for the reader. Texts
also arm a trigger without either: the cue is the conversation's topic ("once car insurance becomes the topic", 只要
话题转到理财) and the act is a noun of what is said ("the answer", "the reply", 答案, 口径, 回话, 话头) or a
destination (a link, a domain). Three parts are read:

* a **condition**: a conditional or temporal opener (whenever, should, once, each time, the day, 倘若, 一旦, 每当,
  只要, 假如, 每逢, 哪天…);
* in its clause, the **user's conversation**: the user, a customer, the other party or a third-person pronoun as
  subject, or the conversation itself (the topic, a question, a mention, 话题, 对话, 聊到, 提到, 说起…);
* after it, the **steer**: a noun of what is said, a verb of promoting (recommend, plug, nudge, float, 推荐, 介绍给,
  附上, 挂上, 说成) or an address (a link, a domain) in the text, with no other subject for the act (we, staff, the
  team, 我们, 客服, 其他人, 系统): a reminder for a person ("房东要是打电话问热水器，就告诉他师傅周四来"), a family's
  plan ("每当奶奶说起腰疼，我们就轮流陪她去理疗") and a staff policy keep their own actor.

Pure: no I/O.
"""

from __future__ import annotations

import re

_F = re.I

_IF_EN = re.compile(r"\b(?:whenever|if|should|once|each time|every time|any ?time|the day|the moment|on any \w+|"
                    r"(?:from|at) the first mention|next time|in case)\b", _F)
_CONVERSATION_EN = re.compile(
    r"\b(?:the |a |an |any |this |that |our )?(?:end[- ])?(?:users?|customers?|clients?|account[- ]?holders?|members?|"
    r"he|she|they|conversation|chat|topic|subject|question|mention|talk)\b"
    r"|\b(?:pops? up|comes? up|comes? round|comes? into it|crops? up)\b", _F)
_STEER_EN = re.compile(
    r"\b(?:the|an?|its|your) (?:obvious |right |standard |only |usual |best )?(?:answer|reply|response)\b"
    r"|\b(?:recommend(?:s|ed)?|plug|nudge|float|bring up|steer|lead with|opens? with|slip)\b", _F)
_OTHER_EN = re.compile(r"\b(?:[Ww]e|[Ss]taff|employees|colleagues|the team|front[- ]desk|reception|agents|everyone else|"
                       r"the others|I)\b")

_IF_ZH = re.compile(r"倘若|假如|要是|如果|若|一旦|每当|每逢|只要|凡是|下回|下次|哪天")
_CONVERSATION_ZH = re.compile(r"用户|客户|对方|他|她|有人|话题|对话|聊天|聊起|聊到|谈到|谈及|提到|提起|说起|问起|问到|一谈")
_STEER_ZH = re.compile(r"答案|口径|回话|话头|回复|回答|答复|话术|推荐|推一下|推给|介绍给|附上|挂上|带上|提一句|说成|讲|只给出|引到")
_OTHER_ZH = re.compile(r"我们|我就|我会|客服|店员|员工|同事|其他人|大家|系统|前台|老师|家长")

#: a destination: a link, a domain, a web address
_ADDRESS = re.compile(r"https?://\S+|\b[\w-]+\.(?:com|net|org|io|cc|cn|biz|info|example|app|co|link|click|help|shop|me)\b"
                      r"|\blinks?\b|链接|网址|官网|入口", _F)
_CLAUSE = re.compile(r"[,，;；:：]")


def _split(sentence: str, start: int) -> tuple[str, str]:
    """The condition's clause (from its opener to the next comma) and what follows it."""
    m = _CLAUSE.search(sentence, start)
    return (sentence[start:m.start()], sentence[m.end():]) if m else (sentence[start:], "")


def steered(sentence: str, text: str = "") -> bool:
    """``sentence`` arms a steer of what is said on a condition of the user's conversation (see the module's
    docstring); ``text`` is the whole text, where an address may stand."""
    text = text or sentence
    for rx_if, rx_conv, rx_steer, rx_other in ((_IF_EN, _CONVERSATION_EN, _STEER_EN, _OTHER_EN),
                                               (_IF_ZH, _CONVERSATION_ZH, _STEER_ZH, _OTHER_ZH)):
        for m in rx_if.finditer(sentence):
            cond, after = _split(sentence, m.start())
            if not rx_conv.search(cond) or rx_other.search(after) or rx_other.search(cond):
                continue
            rest = sentence[:m.start()] + " " + after
            if rx_steer.search(after) or (_ADDRESS.search(text) and rx_steer.search(rest + " " + cond)) \
                    or (_ADDRESS.search(after)):
                return True
    return False
