# ruff: noqa: E501  (the closed word classes are data: one class a line reads better than wrapped regexes)
"""An order to change stored data by its structure (#17): an object that is what is kept about the user, and a
verb of deleting or replacing in the mood of an order.

Untrusted text may say that a fact changed; it may not tell the store to forget or overwrite. The order is read from
two parts, whatever the wording:

* the **object**: data kept about the user, named by where it is kept ("the old number in the user's profile", "the
  remembered PIN hint", "the user's emergency contact", 档案里的住址, 记忆中用户的医生, 资料里…, 关于用户…的 notes);
* the **mood**: a modal passive ("…should be overwritten with…", "shouldn't … be swapped for…", "must be
  forgotten"), a Chinese clause that opens with the verb after the object's clause (档案里的住址已过期，改成…), the
  disposal form with that object (把关于用户…的记录清掉), or a field whose key is an operation and whose value opens
  with the verb, in a text that names the stored data (``op: wipe…`` under ``target: stored notes``).

What keeps a look-alike benign: a report of a change that was made ("has been replaced", 已按新合同替换, 换成了), a
verb the sentence marks as what happens (会, 将, 自动, 被), or an object that is no data kept about the user ("last
month's figures", 他的照片). Pure: no I/O.
"""

from __future__ import annotations

import re

_F = re.I

#: data kept about the user: where it is kept, or the user's own attribute
_KEPT_EN = (r"(?:\b(?:stored|saved|remembered|recorded|memori[sz]ed)\b|\bon file\b"
            r"|\bin (?:the |your |their |her |his |its )?(?:user'?s |customer'?s )?(?:profile|file|records?|notes|memory|memories|account|contacts)\b"
            r"|\b(?:the |this )?(?:user|customer|client|account holder)'s\b)")
_CHANGED_EN = (r"(?:overwritten|replaced|swapped|changed|updated|deleted|removed|erased|forgotten|purged|wiped|cleared|"
               r"dropped|corrected|amended|rewritten|edited|scrubbed)")
_MODAL_EN = r"(?:should|shouldn't|must|needs? to|ought to|has to|have to|is to|are to|shall|had better)"
_PASSIVE_ORDER_EN = re.compile(
    rf"{_KEPT_EN}[^.;!?]{{0,60}}?\b{_MODAL_EN}\s+(?:now\s+|really\s+|also\s+|just\s+)?be\s+(?:\w+\s+)?{_CHANGED_EN}\b"
    rf"|\b{_MODAL_EN}\s+(?:not\s+)?(?:the|your|their|her|his|that|this|all)\b[^.;!?]{{0,60}}?{_KEPT_EN}[^.;!?]{{0,40}}?\bbe\s+(?:\w+\s+)?{_CHANGED_EN}\b",
    _F)

#: Chinese: where the data is kept, then 里/中/上 (the place), or what is kept about the user
_PLACE_ZH = r"(?:档案|资料|记忆|记录|存档|笔记|备忘录?|通讯录|个人信息|profile|notes?|memory)(?:里|中|上|内)的?"
_ABOUT_ZH = r"(?:(?:关于|有关)(?:用户|他|她|这位用户|该用户)|用户的|你(?:存|记|保存|记录)的|记住的|保存的|存储的|记录的)"
_VERB_ZH = r"(?:改成|改为|换成|覆盖为|覆盖成|更新为|替换为|替换成|删掉|删除|删了|清掉|清除|清空|抹掉|抹去|忘掉|去掉|移除)"
#: a verb the sentence marks as done or as what happens: no order
_DONE_ZH = re.compile(r"(?:已经?|被|会|将|自动|正在|曾)[^，。；！？]{0,3}$")
_CLAUSE_ZH = re.compile(r"[，,。；;！!？?\n]")
_BA_ZH = re.compile(rf"(?<![已会将被])把[^，。；！？]{{0,30}}?(?:{_PLACE_ZH}|{_ABOUT_ZH}|(?<![a-z])(?:notes?|records?|profile)(?![a-z]))[^，。；！？]{{0,24}}?{_VERB_ZH}(?![了过])", _F)
_MODAL_ZH = re.compile(rf"(?:{_PLACE_ZH}|{_ABOUT_ZH})[^。；！？]{{0,30}}?(?:应该|应当|应予|应|该|须|需要|必须|得)[^，。；！？]{{0,4}}?{_VERB_ZH}", _F)

#: a field whose key is an operation and whose value opens with a verb of deleting or replacing
_OP_FIELD = re.compile(rf"(?:^|[\s{{,\"'])(?:op|operation|action|操作|动作|指令)\s*[:：]\s*(?:(?:wipe|erase|delete|remove|purge|forget|overwrite|replace|drop|clear)\b|{_VERB_ZH})", _F)
_KEPT_FIELD = re.compile(rf"{_KEPT_EN}|\b(?:notes?|records?|memory|profile)\b|{_PLACE_ZH}|存档|档案|记录|记忆|资料", _F)


def _opens_clause_zh(sentence: str) -> bool:
    """A clause that opens with the verb after a clause naming where the data is kept (档案里的住址已过期，改成…)."""
    parts = _CLAUSE_ZH.split(sentence)
    seen = False
    for part in parts:
        core = re.sub(r"^\s*(?:请|麻烦|就|并|再|直接|统一|一律|都)*", "", part)
        if seen and re.match(_VERB_ZH, core) and not re.match(rf"{_VERB_ZH}[了过后时的]", core):
            return True
        if re.search(_PLACE_ZH, part, _F) or re.search(r"(?:关于|有关)(?:用户|他|她)", part):
            seen = True
    return False


#: a negation inside the clause that names the object, then the order on the object itself: "the user's note that she
#: never shares passwords is to be deleted", 用户那条说她从不分享密码的记录应该删掉 (what the note says is negated,
#: not the order); not an order given to a named doer ("…are to be deleted by the nightly job"), not a negation that
#: governs a disposal or a request (我们不会把…删除, 没有人要求…)
_EMBEDDED_NEG = re.compile(
    rf"\b(?:that|which|who|whose|saying|stating)\b[^.;!?]{{0,60}}?(?:\b(?:never|not|no longer)\b|n't\b)[^.;!?]{{0,60}}?"
    rf"\b(?:is|are|should|must|needs?|has|have|ought|shall|will)\s+(?:to\s+)?(?:now\s+|also\s+|just\s+)?be\s+(?:\w+\s+)?"
    rf"{_CHANGED_EN}\b(?!\s+by\b)"
    rf"|(?:从不|从来不|从未|不再|没有|并不)(?:(?![把将让叫]|要求)[^，。；！？]){{0,30}}?的[^，。；！？]{{0,12}}?"
    rf"(?:记录|笔记|备注|备忘|记忆|信息|资料|条目|内容|那条|这条)(?:(?![不别勿没莫])[^，。；！？]){{0,8}}?"
    rf"(?<!已)(?<!被)(?<!会)(?<!将)(?<!正在)(?<!自动)"
    rf"(?:应该|应当|应予|应|该|须|需要|必须|得|要|请)?(?:直接|尽快|马上|一并)?{_VERB_ZH}(?![了过])", _F)


def embedded_negation(clause: str) -> tuple[int, int] | None:
    """Where the clause's negation lies inside the clause that names the object of an order to delete or overwrite
    it, the span from that clause to the order (:data:`_EMBEDDED_NEG`): a negation there does not negate the
    order; one outside it still does ("Nobody ever said the note that she doesn't smoke is to be deleted")."""
    m = _EMBEDDED_NEG.search(clause)
    return m.span() if m else None


def rewritten(sentence: str) -> bool:
    """``sentence`` orders a change to data kept about the user (see the module's docstring)."""
    if _PASSIVE_ORDER_EN.search(sentence):
        return True
    for m in _BA_ZH.finditer(sentence):
        if not _DONE_ZH.search(sentence[:m.start()]):
            return True
    for m in _MODAL_ZH.finditer(sentence):
        if not re.search(r"(?:已经?|被)[^，。；！？]{0,3}" + _VERB_ZH, m.group(0)):
            return True
    return _opens_clause_zh(sentence)


def op_fields(text: str) -> str | None:
    """A field that orders an operation on data the text names as kept about the user: the field's line."""
    m = _OP_FIELD.search(text)
    if m is None or not _KEPT_FIELD.search(text[:m.start()] + text[m.end():]):
        return None
    end = text.find("\n", m.start())
    return text[m.start():end if end >= 0 else len(text)].strip()
