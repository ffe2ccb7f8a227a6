"""The newer says the older's thing still holds: "switched teams, still at Google", 换了一个新的项目组，还在字节跳动,
"moved to the night shift, still at St. Mary's". Whatever else it says changed, it is no evidence that the older
was replaced (issue #15: a verdict that changes state needs positive evidence), so a temporal conflict becomes a
soft link (judge/conflicts.py).

Read by position: a persistence word (still, remains, continues, 还在, 仍在, 依然, 继续 …; not negated: "is not
still", "no longer") opens a clause, and that clause names a name of the older ("still at Google", "still lives in
Boston"; in Chinese a noun or name, 还在字节跳动), not a predicate both share ("still drinks coffee but switched
from lattes to espresso" replaces "drinks lattes"). Pure.
"""

from __future__ import annotations

import re

from hindsight.language import text
from hindsight.language.people import named

_STILL_EN = re.compile(r"(?<!not )(?<!n't )\b(?:still|remains?|remained|continues?\s+to|stays?|stayed)\b",
                       re.IGNORECASE)
_STILL_ZH = re.compile(r"(?<![不没])(?:还在|还是在|仍在|仍然在|仍然|依然|依旧|照样|继续|还住在|还留在|留在)")
_END = re.compile(r"[,;.!?，。；！？]|\b(?:but|and|though)\b|但|不过")
_NOT_THINGS = frozenset(("user", "users", "the", "用户", "我", "他", "她", "工作"))


def holds(older: str, newer: str) -> bool:
    """Does ``newer`` say, in a clause of persistence, a thing that names ``older``'s (see the module)?"""
    cjk = text.has_cjk(newer)
    rx = _STILL_ZH if cjk else _STILL_EN
    for m in rx.finditer(newer):
        rest = newer[m.end():]
        end = _END.search(rest)
        clause = rest[:end.start()] if end else rest
        if cjk:  # the older's nouns and names (jieba's tags), e.g. 字节 of 还在字节跳动
            if any(len(w) >= 2 and tag[:1] in ("n", "e") and w not in _NOT_THINGS and w in older
                   for w, tag in text.tagged(clause)):
                return True
        elif named(clause) & named(older):  # a name, not a predicate both share ("still drinks coffee")
            return True
    return False
