"""An act said as not done (yet): wished, planned, tried, supposed, advised or in progress ("wants to quit",
"is going to close the account", "if he stops", 打算离职, 医生劝用户戒烟, 正在戒). One closed class of modal and
intent words, not of acts; the rules that read an act as done (judge/ended.py: an activity ended; judge/left.py: a
thing left) each add the words of their own kind of undoing ("resumed", 复吸; "almost", 出差). Pure.
"""

from __future__ import annotations

import re

#: English, as regular-expression alternatives on word boundaries
EN: tuple[str, ...] = (
    r"wants?", "wanted", "wanting", "try", "tries", "trying", "tried", r"plans?", "planning",
    r"(?:is|are|am|was|were)\s+going\s+to", "would", "should", "might", r"hopes?", "hoping", "considering",
    "thinking", r"about\s+to", r"intends?", "if", "unless", "whether", r"told\s+to", r"asked\s+to", "can't",
    "cannot")
#: Chinese, as substrings
ZH: tuple[str, ...] = ("想", "打算", "准备", "计划", "希望", "试着", "尝试", "如果", "要是", "考虑", "正在", "劝", "让",
                       "应该", "该", "必须", "建议", "暂时")


def pattern_en(*more: str) -> re.Pattern[str]:
    """The English class and ``more`` alternatives, case-insensitive, on word boundaries."""
    return re.compile(r"\b(?:" + "|".join((*EN, *more)) + r")\b", re.IGNORECASE)
