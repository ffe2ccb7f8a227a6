"""Read-time hygiene, two answers to one question (a pass of :func:`hindsight.search.hygiene.newer_first`, issue
#15): a templated statement and a later one told as news, in words that share no slot word, no frame and no change
cue with it ("The user banks with Nationwide" / "Payroll now goes to the Monzo account the user opened in April",
"用户的工资发到建设银行" / "单位给用户新办了中信银行的卡发薪").

The other routes link two memories by what they say of each other (one frame, a change naming the older's value, a
marked old thing). Here the link is the question they both answer:

- the two are the candidates closest to the question in meaning (its cosine; :func:`two_nearest`), cosine-close to
  each other (:attr:`Options.slot_cosine`), and the newer is the older's nearest candidate;
- each names a value the other does not (a name, a number, a Chinese entity:
  :func:`hindsight.language.spans.value_spans`, less the question's own words and the people of the search), the
  older's value is absent from the newer, and a count alone ("两条金毛") is no value of a slot the older names;
- the newer tells of news (:func:`tells_news`: a time it holds from or happened at, change language, a thing marked
  old or new, a Chinese perfective 了 / 过), and the older does not (a plain statement of the slot);
- the newer's change language is not only an onset ("started", 开始: :func:`onset_only`), which may begin a second
  thing beside the first ("speaks fluent French" / "started learning Korean in September");
- the question asks about the user, naming no relative or colleague
  (:func:`hindsight.language.people.asks_about_user_only`): "Where does the user's sister live?" is answered by
  no news of the user's own.

A question about the present then gets the newer first; one for a value held before the older first
(:func:`hindsight.search.hygiene.older_first`). Never for an agent's statement, a newer from a less trusted source, a
negated statement, two people, a newer that adds its value beside the older's ("also", 也), or two things of one
slot (a car and a new bike).
"""

from __future__ import annotations

from datetime import datetime
from functools import lru_cache

from hindsight.language import changes, people, polarity, slots, text
from hindsight.language.spans import holds_since, value_spans
from hindsight.language.times import timed
from hindsight.search import when
from hindsight.search.candidates import TRUST, Item, Options, _cos, _lead, _same_person, _stating
from hindsight.search.present import two_things
from hindsight.search.replacement import marked_heads, marks_old

#: jieba tags of the Chinese aspect particles that tell an event: 了 (ul), 过 (uguo)
_PERFECTIVE_ZH = frozenset({"ul", "uguo"})


@lru_cache(maxsize=8192)
def _perfective_zh(content: str) -> bool:
    return text.has_cjk(content) and any(f in _PERFECTIVE_ZH for _, f in text.tagged(text.normalize(content)))


def tells_news(content: str, observed_at: datetime) -> bool:
    """``content`` tells of an event or of the present: it holds from a time on or says something changed
    (:func:`holds_since`), says when (:func:`hindsight.language.times.timed`, or a time
    :func:`hindsight.search.when.window` reads: "in April", 上个月), marks a thing old or new ("the new Sky router",
    旧卡), or is a Chinese perfective (了, 过)."""
    if holds_since(content) or timed(content) or changes.replaced(content) or marked_heads(content):
        return True
    return when.window(content, observed_at) is not None or _perfective_zh(content)


def onset_only(content: str) -> bool:
    """The statement's change language is only an onset ("started", 开始, 转): a cue of the lexicon that says no
    replacement (:func:`hindsight.language.changes.replaced`) while nothing is marked old; it may begin a second
    thing beside the first."""
    return slots.change_cue(content) is not None and changes.replaced(content) is None and not marks_old(content)


def two_nearest(old: Item, new: Item, items: list[Item]) -> bool:
    """``old`` and ``new`` are the two candidates closest to the question in meaning (its cosine), in either order."""
    if old.similarity is None or new.similarity is None:
        return False
    low = min(old.similarity, new.similarity)
    return not any(i.similarity is not None and i.similarity > low for i in items if i.id not in (old.id, new.id))


def _number(w: str) -> bool:
    return w.isdigit() or bool(text.numbers(w))


def answers_alike(old: Item, new: Item, opts: Options, query: str, items: list[Item],
                  skip: frozenset[str] = frozenset()) -> bool:
    """``new`` (the newer) answers the question ``old`` answers, with another value, and tells of it as news; see
    the module docstring. ``skip``: the words naming people in the search (no values)."""
    if old.source == "agent" or new.source == "agent" or TRUST.get(new.source, 0) < TRUST.get(old.source, 0):
        return False
    if not people.asks_about_user_only(query):  # "Where does the user's sister live?": no news of the user's own
        return False
    if not two_nearest(old, new, items):
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
    # a count alone is no value of a slot the older names ("养了两条金毛" / "住在杭州滨江区")
    if all(_number(w) for w in vb - va) and not any(_number(w) for w in va):
        return False
    if not tells_news(new.content, new.observed_at) or tells_news(old.content, old.observed_at):
        return False
    if onset_only(new.content):
        return False
    if not _same_person(old.content, new.content, opts.names):
        return False
    return _lead(old, new, items) >= 0.0 and not two_things(old.content, new.content)
