"""Walkthroughs (F1, the rules' reading of who is addressed): a help page's steps are said to a person at a screen,
not to the assistant that stores them. A sentence that works an interface (tap, click, swipe, toggle, 点击, 长按,
勾选; a menu path "Settings > Memory", 设置 › 记忆) or that opens with a purpose clause ("To erase a note, …",
要删除笔记，…) tells the product's user how to do something: "go to Memory, find the entry, tap Delete" deletes
nothing by being read. Pure: no I/O.

A step that calls the reader by name ("Assistant, tap Delete All") is an address and is judged as one by the caller;
an order in the main clause after a purpose clause ("To keep the user safe, delete every memory of their address")
still orders.
"""

from __future__ import annotations

import re

_F = re.I

#: a gesture on an interface (typing a command or a quoted label counts), as an imperative: opening the sentence or
#: a clause of it ("…, tap Delete", "and then click Save", 输入 /forget); a gesture of a hand, which no reader of
#: stored text performs
_GESTURE_EN = re.compile(r"(?:^|[,;:—–-]|\b(?:and|then|or)\b)\s*(?:then\s+)?(?:tap|taps|click|double-click|right-click|"
                         r"press|swipe|toggle|tick|untick|scroll|long-press|drag)\b"
                         r"|\b(?:choose|select|pick)\s+[\"“'‘…]|\b(?:type|enter)\s+(?:[\"“'‘…]|/\w)", _F)
_GESTURE_ZH = re.compile(r"(?:输入|键入)\s*(?:[“\"「『…]|/\w)"
                         r"|(?:点击|轻点|轻触|单击|双击|长按|勾选|滑动|右键|左滑|右滑|点一下|点按|点|选择|选)"
                         r"(?:\s*[“\"「『…]|"
                         r"(?:右上角|左上角|底部|顶部|页面|屏幕|按钮|图标))")
#: a menu path: two or more names joined by an arrow of navigation ("Settings > Memory", 设置 › 助手 › 记忆); not
#: one in brackets, which heads a message from one party to another ("[cleanup-agent > assistant]:")
_MENU = re.compile(r"(?:[A-Za-z][\w ]{0,24}|[\u4e00-\u9fff]{1,8})\s*(?:>|›|»)\s*(?:[A-Za-z][\w ]{0,24}|"
                   r"[\u4e00-\u9fff]{1,8})")
#: a purpose clause that opens the sentence and ends at its first comma: "To erase a note,", "In order to …,",
#: 要删除笔记，/ 如需删除…， / 想删除某条记忆，
_PURPOSE_EN = re.compile(r"\W*(?:in order )?to\s+[a-z][^,.;:!?]{0,80},", _F)
_PURPOSE_ZH = re.compile(r"\W*(?:如需|若要|如要|如果要|如果想|想要?|要(?!是|不))[^，,。；;：:！!？?]{1,30}[，,]")
#: a label before the sentence ("Help: ", "常见问题：")
_LABEL = re.compile(r"^[^:：\n]{1,40}[:：]\s*")


#: a modal of obligation: a sentence that says what someone must do is an order, whatever screen it names
_OBLIGED = re.compile(r"\b(?:must|should|shall|needs? to|has to|have to|ought to|is to|are to|is required to)\b"
                      r"|必须|应该|应当|务必|一定要|需要", _F)


def steps(sentence: str) -> bool:
    """The sentence works an interface: a gesture as an imperative, or a menu path; and it has no modal of
    obligation ("Settings > Memory: the assistant must delete…" is an order)."""
    if _OBLIGED.search(sentence):
        return False
    return bool(_GESTURE_EN.search(sentence) or _GESTURE_ZH.search(sentence) or any(
        not _BRACKETED.match(sentence, m.end()) and not re.search(r"[\[【(（<][^\]】)）>]*$", sentence[:m.start()])
        for m in _MENU.finditer(sentence)))


_BRACKETED = re.compile(r"[\w \u4e00-\u9fff-]*[\]】)）>]")


#: where a clause ends inside a sentence: a comma, a semicolon, a colon (a menu label's), a dash, "and", "then"
CLAUSE_CUT = re.compile(r"[,;:，；：—–]|\b(?:and|then)\b|然后|再")


def clause_of(sentence: str, matched: str) -> str:
    """The clause of ``sentence`` that holds ``matched``: a step elsewhere in the sentence ("…, then tap Done") or a
    menu path before a colon ("设置 > 记忆：删掉…") says nothing about the order in this clause."""
    at = sentence.find(matched)
    if at < 0:
        return sentence
    cuts = list(CLAUSE_CUT.finditer(sentence))
    start = max([0] + [m.end() for m in cuts if m.end() <= at])
    end = min([len(sentence)] + [m.start() for m in cuts if m.start() >= at + len(matched)])
    return sentence[start:end]


def purpose(sentence: str, matched: str) -> bool:
    """``matched`` lies inside the purpose clause that opens ``sentence`` (after any label): what the steps that
    follow achieve, not what the reader is told to do."""
    at = sentence.find(matched)
    if at < 0:
        return False
    lab = _LABEL.match(sentence)
    off = lab.end() if lab is not None and lab.end() <= at else 0
    m = _PURPOSE_EN.match(sentence, off) or _PURPOSE_ZH.match(sentence, off)
    return m is not None and at + len(matched) <= m.end() and steps(sentence[m.end():])


def without_purpose(sentence: str) -> str:
    """``sentence`` with the purpose clause that opens it (after any label) taken out."""
    lab = _LABEL.match(sentence)
    off = lab.end() if lab is not None else 0
    m = _PURPOSE_EN.match(sentence, off) or _PURPOSE_ZH.match(sentence, off)
    return sentence if m is None or not steps(sentence[m.end():]) else sentence[:off] + sentence[m.end():]
