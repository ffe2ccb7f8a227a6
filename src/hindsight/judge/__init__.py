"""Conflict judges behind the :class:`Judge` protocol: ``rules`` (offline default) and ``llm``."""

from hindsight.judge.base import Judge, JudgeUsage, Pair
from hindsight.judge.factory import make_judge

__all__ = ["Judge", "JudgeUsage", "Pair", "make_judge"]
