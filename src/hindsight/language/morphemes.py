"""Chinese words that share a morpheme (issue #15, "mechanisms that work for words nobody listed"): 烟瘾 / 戒烟,
已婚 / 离婚, 夜班 / 白班, 跑步 / 跑, 在读 / 读研.

A Chinese compound names what it is about with one of its characters: the older 用户烟瘾很大 and the newer 用户戒烟
一个月了 speak of one thing (烟) in two words that share no token, so a rule that needs a shared word
(:attr:`hindsight.judge.rules.Case.predicate_words`) sees no common predicate. A character counts when it is a
content character of a content word on both sides: not punctuation, a numeral, a particle, the subject (用户, 我)
or a character of :data:`_FUNCTION` (function words, numerals, measure words, colours and the most general verbs
and adjectives: 在, 了, 上, 大, 开, 做, 喜, 白…), which any two sentences share; place names are no content
(北京 / 南京 share 京). Pure functions.
"""

from __future__ import annotations

from functools import lru_cache

from hindsight.language import text

#: characters any two statements may share without speaking of one thing
_FUNCTION = frozenset(
    "用户我你他她它们的地得了着过是在有没无不别很太也都还又再就才只把被给对从向往跟和与及或而但且如若因为所以"
    "这那哪谁什么怎样些个位只件条张次回遍种类样多少大小高低长短好坏新旧老上下中里外内前后左右东西南北天年月日时分秒"
    "周每今明昨早晚现已经曾将要会能可以该应想愿得让使令叫请说讲看听见到去来回进出开始结束做干搞弄作为成变当"
    "喜欢爱一二两三四五六七八九十百千万零几半第"
    "红橙黄绿青蓝紫白黑灰粉棕色")  # colours describe things; they name no predicate (白色的车 / 白色的鞋)
#: jieba tags that name no content: punctuation, numerals, measure words, particles, prepositions, pronouns; and
#: place names, whose characters name no predicate (北京 / 南京)
_NO_CONTENT = ("x", "m", "q", "u", "p", "r", "c", "y", "e", "o", "ns")


def _content_words(content: str) -> list[str]:
    return [word for run in text.CJK_RUN.findall(text.normalize(content)) for word, tag in text.tagged(run)
            if not tag.startswith(_NO_CONTENT) and word not in ("用户", "我")]


def _content(ch: str) -> bool:
    return text.has_cjk(ch) and ch not in _FUNCTION


@lru_cache(maxsize=8192)
def morphemes(content: str) -> frozenset[str]:
    """The content characters of the content words of ``content``'s Chinese runs."""
    return frozenset(ch for word in _content_words(content) for ch in word if _content(ch))


@lru_cache(maxsize=8192)
def heads(content: str) -> frozenset[str]:
    """The content characters that close a content word of ``content``: a Chinese compound names its thing with its
    last character (戒烟, 离婚, 白班, 电动车) and uses the ones before it to say which (车位, 茶具, 药店, 学费,
    手机 / 手表): a character that only modifies names another thing."""
    return frozenset(word[-1] for word in _content_words(content) if _content(word[-1]))


def shared(older: str, newer: str) -> frozenset[str]:
    """The morphemes of the older (:func:`morphemes`) that close a word of the newer (:func:`heads`): the newer
    speaks of the thing the older's character names, not of another thing named after it (车 → 车位)."""
    return morphemes(older) & heads(newer)
