"""Read-time hygiene for a question that asks *where* (a pass of :func:`hindsight.search.hygiene.tidy`).

"Where is the user based?" shares "user" with "The user turned 67 in January" as much as with "The user
apparently lives somewhere in London"; 用户住在哪个城市？ is nearer 用户家楼下就是公交车站 in meaning than
用户今年搬家到了苏州. A statement that states no place (:mod:`hindsight.language.asked_place`) does not answer it:
when the first candidate states none, the best of the next ones that states one and is about as close to the query
in meaning takes its place (:func:`hindsight.search.time_answer.answer_first`: the same reach and closeness gate as
a question for a time). Asked about the user alone, another person's place states none ("The user's childhood
friend lives in Rotterdam" for "Where did the user grow up?"); asked about a relative ("Where does the user's son go
to school?"), only a place of the same relative's counts (not 用户的弟弟在杭州开了家奶茶店 for 用户的父母住在哪里？);
about a thing of the user's ("Where is the user's company based?"), any place.
"""

from __future__ import annotations

import re

from hindsight.language import asked_place, lexicon, people, text
from hindsight.search.candidates import Item, Options, _whose
from hindsight.search.past import asks_for_old_value
from hindsight.search.time_answer import OWNED, answer_first


def place_answer_first(items: list[Item], opts: Options, query: str) -> None:
    """Put a candidate stating a place first when the first states none (``items``' scores, in place)."""
    if len(items) < 2 or not asked_place.asks(query) or asks_for_old_value(query):
        return  # a question for a place held before: the older one the pass before put first stays (用户曾经在哪健身)
    own = people.asks_about_user_only(query) and not OWNED.search(query)
    relative = None if own else relative_of(query)
    cjk = text.has_cjk(query)
    if relative and text.has_cjk(max(items, key=lambda i: (i.score, i.id)).content) != cjk:
        return  # whose place the first states cannot be read across scripts (外婆 / "the user's grandma")

    def states(item: Item, strict: bool = True) -> bool:
        if not asked_place.states(item.content):
            return False
        if own:
            # the user's own place; the first keeps its place when its subject is a name the bank does not give as
            # the user's (聊天里署名骆金凤 states no name the bank reads): only a relative's or a colleague's yields
            whose = _whose(item.content, opts.names)
            return whose == "user" or (not strict and whose.startswith("other:") and relative_of(whose[6:]) is None
                                       and whose[6:] not in lexicon.PEOPLE)
        if relative is None:
            # a thing of the user's ("Where is the user's fertiliser?"): not a relative's place (用户的儿子在南宁…)
            return not strict or relative_of(item.content) is None
        # asked about the user's parents: the parents' place only, not the brother's shop nor the user's home; the
        # first keeps its place unless it names another relative ("the Hillview School uniform for the son's first
        # day" names the son without "user's")
        theirs = relative_of(item.content) if text.has_cjk(item.content) == cjk else None
        return theirs == relative or (not strict and (theirs is None or (relative, theirs) in _PART_OF))

    answer_first(items, states, keep_outdated=True, first_states=lambda item: states(item, strict=False))


#: the relative a question or a statement is about: "the user's son", "my sister's", 用户的父母, 我妈
_RELATIVE_EN = re.compile(r"\b(?:the user'?s|user'?s|my|his|her|their)\s+([a-z]+)", re.I)


#: one relative by several words (same script only: whose place is read across scripts nowhere)
_SAME_RELATIVE = {w: canon for canon, words in {
    "mother": ("mum", "mom", "mummy", "mother", "妈妈", "母亲", "妈", "老妈"),
    "father": ("dad", "daddy", "father", "爸爸", "父亲", "爸", "老爸"),
    "parents": ("parent", "parents", "父母", "爸妈"),
    "husband": ("husband", "老公", "丈夫"), "wife": ("wife", "老婆", "妻子", "媳妇"),
    "grandmother": ("grandma", "granny", "gran", "nan", "nana", "grandmother"),
    "grandfather": ("grandpa", "grandad", "granddad", "grandfather"),
}.items() for w in words}


#: a relative that is one of the relatives asked about ("the user's mum and dad live in Porto" for the parents)
_PART_OF = frozenset({("parents", "mother"), ("parents", "father")})


def relative_of(content: str) -> str | None:
    """The first people word (:data:`hindsight.language.people.PEOPLE`, or a kin word of :data:`_SAME_RELATIVE`)
    after a possessive of the user's (Chinese: anywhere), one word for one relative, or None."""
    if text.has_cjk(content):
        word = next((w for w in text.words(content) if w in lexicon.PEOPLE or w in _SAME_RELATIVE), None)
        return _SAME_RELATIVE.get(word, word) if word else None
    for m in _RELATIVE_EN.finditer(content):
        low = m.group(1).lower()
        if low in _SAME_RELATIVE:
            return _SAME_RELATIVE[low]
        if text.stem(low) in people.PEOPLE:
            return _SAME_RELATIVE.get(text.stem(low), text.stem(low))
    return None
