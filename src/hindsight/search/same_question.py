"""Read-time hygiene, two answers to one question (a pass of :func:`hindsight.search.hygiene.newer_first`, issue
#15): a templated statement and a later one told as news, in words that share no slot word, no frame and no change
cue with it ("The user banks with Nationwide" / "Payroll now goes to the Monzo account the user opened in April",
"用户的工资发到建设银行" / "单位给用户新办了中信银行的卡发薪").

The other routes link two memories by what they say of each other (one frame, a change naming the older's value, a
marked old thing). Here the link is the question they both answer:

- the two are the candidates closest to the question in meaning (its cosine; :func:`two_nearest`) among at least
  :data:`MIN_SCORED` scored against it, the newer about as close as the older
  (:func:`hindsight.search.candidates._answers_as_well`: the slack of the other routes), the two cosine-close to
  each other (:attr:`Options.slot_cosine`), and the newer is the older's nearest candidate;
- each names a value the other does not (a name, a number, a Chinese entity:
  :func:`hindsight.language.spans.value_spans`, less the question's own words and the people of the search), the
  older's value is absent from the newer, and a count alone ("两条金毛") is no value of a slot the older names;
- the newer tells of news (:func:`tells_news`: a time it holds from or happened at, a replacement cue, a thing
  marked old or new; a bare Chinese 了 is none, nor is 不再), and the older does not (a plain statement of the slot);
- no clause of the newer ends its own value or marks it old (:func:`ends_own_value`: 把中信银行的卡注销了, "sold the
  Honda Jazz", 离开了武汉): that value is over, not the current one;
- the newer's change language is not only an onset ("started", 开始: :func:`onset_only`), which may begin a second
  thing beside the first ("speaks fluent French" / "started learning Korean in September");
- the question asks about the user, naming no relative or colleague
  (:func:`hindsight.language.people.asks_about_user_only`): "Where does the user's sister live?" is answered by
  no news of the user's own.

A question about the present then gets the newer first, where it ranked below the older (only then is the older
linked as outdated); one for a value held before the older first (:func:`hindsight.search.hygiene.older_first`).
Never for an agent's statement, a newer from a less trusted source, a negated statement, two people, a newer that
adds its value beside the older's ("also", 也), or two things of one slot (a car and a new bike).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from datetime import datetime

from hindsight.language import changes, people, polarity, runs, slots, text
from hindsight.language.sentences import clauses
from hindsight.language.spans import SINCE_ZH, holds_since, value_spans
from hindsight.language.times import timed
from hindsight.search import when
from hindsight.search.candidates import TRUST, Item, Options, _answers_as_well, _cos, _lead, _same_person, _stating
from hindsight.search.present import two_things
from hindsight.search.replacement import marked_heads, marks_old

#: verbs that end or give up a thing (a closed class): a clause of the newer that ends its own value ("sold the
#: Honda Jazz", 把中信银行的卡注销了, 离开了武汉, 不再用…) tells that the value is over, not that it holds now
_ENDS_EN = re.compile(
    r"\b(?:sold|sells?|selling|closed|cancell?ed|quit|left|gave up|given up|got rid of|threw (?:away|out)|broke|"
    r"broken|stopped|no longer|ended|resigned|retired|returned|dumped)\b", re.I)
_ENDS_ZH = ("注销", "销户", "卖", "扔", "丢", "退", "离开", "辞职", "辞掉", "取消", "停用", "停掉", "戒", "放弃",
            "关闭", "关掉", "坏", "不再", "转让")
#: the Chinese replacement cue that only ends a value (不再 "no longer"): no news of a value that holds
_ENDS_ONLY_ZH = "不再"


@dataclass(frozen=True)
class Asked:
    """What the question and the search's candidates decide once per search, not per pair (review49 #7): whether
    the question asks about the user only, and the candidates' cosines to the question (ascending)."""

    user_only: bool
    sims: tuple[float, ...]

    @classmethod
    def of(cls, query: str, items: list[Item]) -> Asked:
        return cls(people.asks_about_user_only(query),
                   tuple(sorted(i.similarity for i in items if i.similarity is not None)))


def tells_news(content: str, observed_at: datetime) -> bool:
    """``content`` tells of an event or of the present: it says when (:func:`hindsight.language.times.timed`, or a
    time :func:`hindsight.search.when.window` reads: "in April", 上个月), marks a thing old or new ("the new Sky
    router", 旧卡), or says a value was replaced. English: also from a time on or a change cue
    (:func:`holds_since`). Chinese: a time word (起, 现在, 这个月) or a replacement cue other than 不再 (which only
    ends a value); a bare perfective 了 is no news ("交房了", "坏了")."""
    if marked_heads(content) or when.window(content, observed_at) is not None:
        return True
    if not text.has_cjk(content):
        return timed(content) or holds_since(content) or changes.replaced(content) is not None
    # Chinese: its time words as words (times.timed reads a bare 起 as one, in 起名 "to name" too)
    cue = changes.replaced(content)
    return _time_word_zh(content) or (cue is not None and cue != _ENDS_ONLY_ZH)


def _time_word_zh(content: str) -> bool:
    """A Chinese word of a time the statement holds from or at; one of one character (起, 前) as a word of its own
    (四月起), not where a word starts (起名 "to name", 前台)."""
    return any(runs.has_term(content, w) if len(w) == 1 else text.find_phrase(content, (w,)) is not None
               for w in SINCE_ZH)


def ends_own_value(content: str, values: frozenset[str], names: frozenset[str] = frozenset()) -> bool:
    """A clause of ``content`` that names one of ``values`` (the newer's own) ends it or marks it old ("sold the
    old Honda Jazz", 四月把中信银行的卡注销了, 2015年就离开了武汉, 不再用中信银行的卡, 旧的本田飞度; not "旧卡销了",
    which gives up a thing that is no value of its own), or names another person beside it: the value is someone
    else's (a gift: 给同事买了一块天梭手表, "bought a Pixel for his mother") or another thing's (给手机买了个手机壳).
    ``names``: the user's names (公司给公孙越新开了… is the user's own)."""
    for c in clauses(content):
        low = text.normalize(c).lower()
        if not any(v in low for v in values):
            continue
        if marks_old(c) or people.names_other_person(c) or _for_another_zh(c, names) \
                or (text.find_phrase(c, _ENDS_ZH) is not None if text.has_cjk(c) else _ENDS_EN.search(c)):
            return True
    return False


#: who a Chinese 给 ("for", "to") may name and leave the thing the user's own
_SELF_ZH = ("用户", "我", "自己")


def _for_another_zh(clause: str, names: frozenset[str]) -> bool:
    """The Chinese clause does its thing for someone or something other than the user: the preposition 给 (jieba
    ``p``) before another word (给同事买了…, 给手机买了个手机壳; not 单位给用户新办了…, 给自己买了…)."""
    if not text.has_cjk(clause):
        return False
    t, at = text.normalize(clause), 0
    for w, flag in text.tagged(t):
        at += len(w)
        if w == "给" and flag == "p" and not t[at:].startswith((*_SELF_ZH, *names)):
            return True
    return False


def onset_only(content: str) -> bool:
    """The statement's change language is only an onset ("started", 开始, 转): a cue of the lexicon that says no
    replacement (:func:`hindsight.language.changes.replaced`) while nothing is marked old; it may begin a second
    thing beside the first."""
    return slots.change_cue(content) is not None and changes.replaced(content) is None and not marks_old(content)


#: the fewest candidates scored against the question for "the two nearest" to say anything (with two, any two are)
MIN_SCORED = 3


def two_nearest(old: Item, new: Item, asked: Asked) -> bool:
    """``old`` and ``new`` are the two candidates closest to the question in meaning (its cosine), in either order,
    among at least :data:`MIN_SCORED` candidates scored against it: no other candidate is nearer than the lower."""
    if old.similarity is None or new.similarity is None or len(asked.sims) < MIN_SCORED:
        return False
    low, high = sorted((old.similarity, new.similarity))
    above = len(asked.sims) - bisect_right(asked.sims, low)  # candidates strictly nearer than the lower
    return above == (1 if high > low else 0)


def _number(w: str) -> bool:
    return w.isdigit() or bool(text.numbers(w))


def answers_alike(old: Item, new: Item, opts: Options, query: str, items: list[Item], asked: Asked | None = None,
                  skip: frozenset[str] = frozenset()) -> bool:
    """``new`` (the newer) answers the question ``old`` answers, with another value, and tells of it as news; see
    the module docstring. ``asked``: :meth:`Asked.of` the query and ``items``, computed once per search; ``skip``:
    the words naming people in the search (no values)."""
    asked = asked or Asked.of(query, items)
    if old.source == "agent" or new.source == "agent" or TRUST.get(new.source, 0) < TRUST.get(old.source, 0):
        return False
    if not asked.user_only:  # "Where does the user's sister live?": no news of the user's own
        return False
    # about as close to the question in meaning as the older (the slack of the other routes), and the two nearest
    if not _answers_as_well(old, new, opts) or not two_nearest(old, new, asked):
        return False
    if not (_stating(old.content) and _stating(new.content)):
        return False
    if polarity.negated(old.content) or polarity.negated(new.content) or changes.added(new.content):
        return False
    cos = _cos(old, new)
    if cos is None or cos < opts.slot_cosine:
        return False
    drop = skip | text.content_tokens(query)
    va = frozenset(v.lower() for v in value_spans(old.content)) - drop
    vb = frozenset(v.lower() for v in value_spans(new.content)) - drop
    if not va or not vb - va or va & vb:
        return False
    # a count alone is no value of a slot the older names by a word ("养了两条金毛" / "住在杭州滨江区", "生日是十一月
    # 十九号" / "养了一缸热带鱼")
    if all(_number(w) for w in vb - va) and not all(_number(w) for w in va):
        return False
    if not tells_news(new.content, new.observed_at) or tells_news(old.content, old.observed_at):
        return False
    if onset_only(new.content) or ends_own_value(new.content, vb - va, opts.names):
        return False
    if not _same_person(old.content, new.content, opts.names):
        return False
    return _lead(old, new, items) >= 0.0 and not two_things(old.content, new.content)
