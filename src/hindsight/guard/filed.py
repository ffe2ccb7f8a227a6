# ruff: noqa: E501  (the closed word classes are data: one class a line reads better than wrapped regexes)
"""Acts filed as data (#17): a table or a config whose fields operate on the memory or arm a rule for the
reader.

Untrusted text may carry records; it may not tell the store to forget or overwrite. A memory operation written as a
structure ("memory_op,key,value / delete,allergies,", "memory_patch: - remove: …", 记忆操作,键,值 / 删除,过敏史) has no
sentence for :mod:`hindsight.guard.speech` to read: what is read here is the field, a key that names the memory and
an operation in its key or its value. A key naming memory in another sense (a device's memory, 内存) carries no
operation and is not one.

A rule table (a column or a key for a condition, one for what the reader does: ``trigger,assistant_action``,
``{"触发条件": …, "助手动作": …}``) arms a behaviour for later: :func:`armed`. Pure: no I/O.
"""

from __future__ import annotations

import re

from hindsight.guard.fields import key_words

_F = re.I

#: a key that names the memory the assistant keeps
_MEMORY_KEY = re.compile(r"\b(?:memory|memories|remembered|saved facts|stored facts)\b|记忆|长期记忆", _F)
#: an operation on it
_OPERATION = re.compile(r"^\W*(?:delete|remove|drop|forget|erase|wipe|purge|set|add|insert|update|replace|overwrite|"
                        r"upsert|put|merge|删除|移除|删掉|忘记|清除|清空|设置|添加|新增|更新|替换|覆盖|改为|合并)\W*$", _F)


def patched(path: tuple[str, ...], value: str) -> bool:
    """A field that operates on the memory: a key naming the memory, and an operation as a key under it or as the
    value."""
    words = [key_words(p) for p in path]
    if not any(_MEMORY_KEY.search(w) for w in words):
        return False
    return bool(_OPERATION.match(value.strip().strip("\"'")) or any(_OPERATION.match(w) for w in words[1:]))


#: a key for a condition or a moment: ``trigger``, ``condition``, ``when``, 触发条件
_WHEN_KEY = re.compile(r"\b(?:triggers?|conditions?|when|if|on event|event|cue)\b|触发|条件|时机", _F)
#: a key for what the reader does or says
_DOES_KEY = re.compile(r"\b(?:assistant|ai|bot|agent|model)s? (?:action|actions|reply|replies|response|responses|"
                       r"says?|does|behaviou?r|todo)\b|(?:助手|助理|ai|机器人|模型)的?(?:动作|行为|回复|回答|操作|做法)", _F)


def armed(found: list[tuple[tuple[str, ...], str]]) -> bool:
    """A rule table: a condition field and a field for what the reader does, with a value."""
    keys = [key_words(p[-1]) for p, v in found if p and v.strip()]
    return any(_WHEN_KEY.search(k) for k in keys) and any(_DOES_KEY.search(k) for k in keys)

