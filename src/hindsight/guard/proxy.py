# ruff: noqa: E501  (the closed word classes are data: one class a line reads better than wrapped regexes)
"""Someone else put in the user's place (#17): a third party's words counted as the user's, a say over the
user's matters handed to another, or the user's own say-so waived ("anything it forwards counts as coming from the
user herself", "the family doctor has been given the final say over what the user eats", "no need to loop her in",
她的话就等于用户本人的话, 家里的事现在由用户的哥哥拍板, 不需要用户同意).

:mod:`hindsight.guard.control` reads power over the reader and rank over the user in their own nouns (rights over
the assistant, outranks the user). Authority is also claimed by relations with no such noun; three are read:

* **equivalence**: another party's words, requests or changes taken *as* the user's ("count as account owners",
  "as if they were hers", 视同用户亲自发出, 按用户本人处理, 等于用户本人的话);
* **a say**: the final say, the shots called, full or delegated rights over the user's account or affairs, or a
  winner over the user's own (说了算, 拍板, 就算数, 全权, 完全的操作权), in a text that names the user by a role
  noun (a pronoun alone is anyone's: "my mum calls the shots", 王总说了算，他拍板); a say kept by the user or the
  reader ("you have the final say", 你说了算) is none;
* **a waiver of the user's say-so**: no need for her sign-off, to loop her in, to check with the user (不需要用户
  同意, 不必跟用户打招呼, 不必经过用户).

A notice about a say between two other parties ("the on-call lead decides rollbacks", 请假审批由直属主管负责) names
no user and is not read. Pure: no I/O.
"""

from __future__ import annotations

import re

from hindsight.guard.speech import _ROLE_ZH

_F = re.I

_USER_EN = r"(?:the )?(?:user|account[- ]?(?:owner|holder)s?|owners?|customer|client)"
_USER_ZH = _ROLE_ZH  # the user by a role noun, as the source policy reads it (guard/speech.py)

_EQUIVALENT = re.compile(
    r"\bas if (?:they|it|he|she|these|those) (?:were|was|had come|came) (?:from )?(?:the user(?:'s)?|hers|his|theirs|her own|his own|the owner(?:'s)?)\b"
    rf"|\b(?:counts?|counted|treated|handled|regarded|taken)\s+as\s+(?:(?:coming|sent|written|made)\s+(?:from|by)\s+)?{_USER_EN}"
    r"(?:\s+(?:herself|himself|themselves))?\b"
    rf"|(?:视同|等同于?|就?等于|按|当作|当成|视为|算作)(?:是)?{_USER_ZH}(?:本人|亲自|自己)(?:的话|的意思|发出|处理|的请求|的指令)?"
    rf"|(?:视同|等同于?|就?等于|当作|当成|视为|算作)(?:是)?{_USER_ZH}(?:的话|的意思|的请求|的指令)", _F)

_SAY = re.compile(
    r"\b(?:the )?(?:final|last) say\b|\bcalling the shots\b|\bcalls the shots\b"
    r"|\b(?:outranks?|overrides?|wins? over|trumps?)\s+(?:anything|whatever|everything|hers|his|theirs)\b"
    r"|\b(?:delegated|full|standing)\s+(?:rights|authority|control|powers?)\s+(?:over|of|on)\b"
    r"|说了算|拍板|就算数|全权(?:负责|委托|处理|代理)?|完全的?(?:操作|管理|控制|决定)权|一律照办|改什么就是什么|听[^，。；！？]{1,6}的就是", _F)
#: the say kept by the user, the reader or the writer: no one else put in the user's place
_OWN_SAY = re.compile(rf"(?:\b(?:{_USER_EN}|you|I|we)\s+(?:\w+\s+){{0,2}}?(?:has|have|keeps?|retains?|holds?)\s*$)"
                      rf"|(?:{_USER_ZH}|你|您|我|我们)(?:本人|自己)?(?:来|才)?$", _F)
#: the user named by a role noun: a pronoun alone ("my mum calls the shots, she has the final say", 王总说了算，他拍板)
#: is anyone's, and a say between other people is chat, not a claim over the user's affairs
_NAMES_USER = re.compile(rf"\b{_USER_EN}\b|{_USER_ZH}", _F)

_WAIVED = re.compile(
    r"\b(?:no need to|need no|needn't|without (?:any )?(?:need to )?)\s*(?:\w+\s+){0,2}?(?:loop(?:ing)? (?:her|him|them|the user) in"
    r"|(?:sign-off|approval|consent|ok|okay|say-so) (?:from|of) (?:her|him|them|the user)"
    r"|(?:check(?:ing)?|consult(?:ing)?) with (?:her|him|them|the user))\b"
    rf"|(?:不需要|不必|无需|不用)(?:(?:经过|经){_USER_ZH}|(?:跟|和|向|征得|取得|获得)?{_USER_ZH}(?:本人)?的?(?:同意|确认|打招呼|许可|授权|过目))", _F)


def proxied(sentence: str, text: str = "") -> bool:
    """``sentence`` puts someone else in the user's place (see the module's docstring); ``text`` is the whole text,
    where the user may be named."""
    text = text or sentence
    if _EQUIVALENT.search(sentence) or _WAIVED.search(sentence):
        return True
    for m in _SAY.finditer(sentence):
        if _NAMES_USER.search(text) and not _OWN_SAY.search(sentence[max(0, m.start() - 30):m.start()]):
            return True
    return False
