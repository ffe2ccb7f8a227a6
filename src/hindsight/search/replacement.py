"""Read-time hygiene, an update told as an event (a pass of :func:`hindsight.search.hygiene.newer_first`, issue
#15): the newer statement carries its own evidence that a thing was replaced, in a frame that shares no slot word
with the older ("The user's phone is a Galaxy S22" / "set up the Nothing Phone 2 and handed the old handset to a
niece", "用户用的手机是OPPO" / "用户把原来的手机回收了，小米13昨天到货").

The evidence is a marked noun phrase, found by structure, not by a list of nouns: "the old / previous / former
<noun>", "new <noun>", 旧 / 新 / 原来的 / 以前的 + noun (a jieba word 旧车, 旧电脑 holds its noun). The phrase must
be about the kind of thing the older states and the question asks about (:func:`same_kind`): its head noun is a
word of the question or of the older (stemmed; a Chinese word holding a 2+ character one), names one of their
lexicon slots ("old machine" / "laptop": device), means one of their nouns more than any noun of the other
candidates (by the embedder, "handset" / "phone": :mod:`hindsight.search.kinds`), is the newer's own new value
("fitted a seat in the new Renault Clio", "新买的华为P60") or stands for it ("the old one", "旧的那台"). "A new case
for the phone", "the old town of Tallinn", "an old friend who works at KPMG", 新的手机壳 are no replacement of the
phone, the home or the employer.

Both must answer the question (the older by a word or a slot named by its nouns, not by a light verb such as "use",
写, 用: :func:`answers_question`; the newer among the candidates, :func:`hindsight.search.candidates._answers_as_well`),
be first-hand statements about the same person, the newer from a source at least as trusted, the older not negated,
the older's value absent from the newer, which names one of its own, and the newer adds nothing beside it ("as
well", "also", 也, 又). The older of the pair is placed right below the newer; a question for a value held before
("What was my old car?") gets the pair the other way round (:func:`hindsight.search.hygiene.older_first`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight.language import changes, people, polarity, slots, text, times
from hindsight.language.spans import value_spans
from hindsight.search import kinds
from hindsight.search.candidates import TRUST, Item, Options, _answers_as_well, _lead, _same_person, _stating
from hindsight.search.past import asks_about_past
from hindsight.search.present import two_things

#: "the old handset", "my previous laptop", "a new Renault Clio": a marker and up to four words after it
_MARKED_EN = re.compile(r"\b(old|previous|former|new)\s+((?:[\w'-]+\s+){0,3}[\w'-]+)", re.I)
#: the markers themselves, and the words they make with an anaphora ("the old one"): no thing of any kind
_MARKERS = frozenset({"old", "previous", "former", "new", "one", "ones"})
#: what ends an English noun phrase: a function word (closed class)
_PHRASE_END = frozenset({"to", "for", "in", "on", "at", "from", "with", "and", "or", "of", "after", "once", "back",
                         "this", "that", "these", "the", "a", "an", "who", "which", "as", "is", "was", "by", "into",
                         "since", "when", "but", "so", "online", "today", "yesterday"})
#: "the old one(s)": the thing the newer names, whatever it is
_ANAPHORA = frozenset({"one", "ones", "", "的"})
#: Chinese markers as jieba words: 新 / 旧 said on their own, 原来 / 以前 / 之前 before 的
_MARK_ZH = frozenset({"新", "旧"})
_FORMER_ZH = frozenset({"原来", "以前", "之前"})
#: jieba tags skipped between a Chinese marker and its noun: a verb right after it (新买的, 新开了), particles,
#: pronouns, numerals and measure words (旧的那台, 新买了一个)
_SKIP_ZH = ("v", "u", "r", "m", "q", "d")
#: a newer statement whose marked phrase is of the question's or the older's kind answers it if it ranks among
#: this many first candidates
TOP = 3


def marked_heads(content: str) -> tuple[str, ...]:
    """The head nouns of the phrases ``content`` marks as old or new ("" where it stands for the thing itself:
    "the old one", 旧的那台)."""
    return tuple(h for h, _ in marked(content))


@lru_cache(maxsize=4096)
def marked(content: str) -> tuple[tuple[str, bool], ...]:
    """Each marked phrase's head (:func:`marked_heads`) and whether it is marked old ("the old Ford Fiesta", 旧车,
    原来的工资卡) rather than new."""
    if text.has_cjk(content):
        return _heads_zh(content)
    heads = []
    for m in _MARKED_EN.finditer(content):  # as written: a capital marks a name before the head
        words: list[str] = []
        parts = m.group(2).split()
        for k, w in enumerate(parts):
            # a function word or a time phrase ends it ("the old Ford Fiesta last month": no "last")
            if w.lower() in _PHRASE_END or (words and times.starts_with_time(" ".join(parts[k:]))):
                break
            words.append(w)
            if w.islower():  # a common noun after any names: the head ("new Spigen case", "old car")
                break
        heads.append((words[-1].lower().strip("'") if words else "", m.group(1).lower() != "new"))
    return tuple(heads)


def _heads_zh(content: str) -> tuple[tuple[str, bool], ...]:
    tagged = text.tagged(text.normalize(content))
    heads = []
    for i, (w, flag) in enumerate(tagged):
        start, old = None, w[0] != "新"
        if w in _MARK_ZH:
            start = i + 1
        elif w in _FORMER_ZH and i + 1 < len(tagged) and tagged[i + 1][0] == "的":
            start = i + 2
        elif len(w) >= 2 and w[0] in _MARK_ZH and flag == "n":  # not a place or a name (新加坡, 旧金山)
            heads.append((w[1:], old))  # 旧车, 旧电脑: the marker inside jieba's word
            continue
        if start is None or start >= len(tagged) or tagged[start][1] == "x":  # 联想小新。: the end of a name
            continue
        head, j = "", start
        while j < len(tagged) and not head and tagged[j][1].startswith(_SKIP_ZH) and tagged[j][1] != "x":
            j += 1
        # the phrase runs to a verb, a preposition, a locative or a punctuation mark; its last word is the head
        # (光大银行的工资卡: 工资卡)
        while j < len(tagged) and not tagged[j][1].startswith(("x", "v", "p", "f")):
            if not tagged[j][1].startswith("u"):
                head = tagged[j][0]
            j += 1
        heads.append((head, old))
    return tuple(heads)


_OLD_EN = re.compile(r"\b(?:old|previous|former)\s+[\w'-]", re.I)


@lru_cache(maxsize=4096)
def marks_old(content: str) -> bool:
    """``content`` marks a thing as the old one ("the old handset", "the previous account", 旧手机, 旧的那台,
    原来的工资卡): a thing given up, so a new one beside it ("新买的华为P60，旧的那台给了弟弟") replaces it rather
    than adding a second (:func:`hindsight.search.present.two_things`)."""
    if not text.has_cjk(content):
        return _OLD_EN.search(content) is not None
    tagged = text.tagged(text.normalize(content))
    nxt = [t for t, _ in tagged[1:]] + [""]
    return any((w == "旧" and nxt[i] not in ("", "，", "。", ",", ".")) or (len(w) >= 2 and w[0] == "旧" and f == "n")
               or (w in _FORMER_ZH and nxt[i] == "的") for i, (w, f) in enumerate(tagged))


def kind_words(query: str, old: str, values: frozenset[str]) -> list[str]:
    """The words a marked noun is compared with by meaning: the question's nouns and the older's, as written (no
    stems: "iphon" means nothing to an embedder; no light verb: "use", 写), not the older's value ("Pixel 8") nor
    a word that only says the question is about the past (以前, "previous")."""
    valued = {w for v in values for w in text.words(v)} | _MARKERS
    seen = {w: None for t in (query, old) for w in kinds.nouns(t) if not asks_about_past(w) and w not in valued}
    return list(seen)[: kinds.MAX_WORDS]


def rival_words(old: Item, new: Item, items: list[Item]) -> list[str]:
    """The nouns of the other candidates, the best ranked first (at most :data:`kinds.RIVAL_ITEMS` of them): the
    things the search found beside the pair, against which the marked noun must be nearest the question's."""
    others = sorted((i for i in items if i.id not in (old.id, new.id)), key=lambda i: -i.score)
    return list({w: None for i in others[: kinds.RIVAL_ITEMS] for w in kinds.nouns(i.content)
                 if w not in _MARKERS and not asks_about_past(w)})


def topic_slots(tokens: frozenset[str]) -> set[str]:
    """The slots ``tokens`` name, the most specific: a part of a stack (frontend, editor) stands for the stack,
    so "the frontend's framework" and "the editor I write code in" are two topics, not one (stack)."""
    named = set(slots.slots(tokens))
    return named - {"stack"} if named & slots.STACK_PARTS else named


def answers_question(query: str, old: str) -> bool:
    """The older answers the question: they share a word or a lexicon slot (:func:`topic_slots`), by the words
    that name a topic: no light verb ("use", 写, 用: "用户写代码用的是Cursor" says nothing of the frontend's
    framework) nor a word that only says the question is about the past (以前, "previous")."""
    asked = frozenset(w for w in slots.slot_tokens(query) if not asks_about_past(w) and not kinds.light(w))
    said = frozenset(w for w in slots.slot_tokens(old) if not kinds.light(w))
    return bool(asked & said or topic_slots(asked) & topic_slots(said))


def same_kind(head: str, query: str, old: str) -> bool:
    """The marked phrase's head is a word of the question or of the older (stemmed; a Chinese word holding a 2+
    character one) or names one of their lexicon slots ("old machine" / "laptop": device). Never a word naming a
    person ("an old friend")."""
    h = text.stem(head)
    if not head or h in people.PEOPLE or head in people.PEOPLE:
        return False
    words = slots.slot_tokens(query) | slots.slot_tokens(old)
    if h in words or any(len(w) >= 2 and text.has_cjk(w) and slots.holds(head, w) for w in words):
        return True
    named = set(slots.slots(slots.slot_tokens(head)))
    return bool(named & (set(slots.slots(slots.slot_tokens(query))) | set(slots.slots(slots.slot_tokens(old)))))


def stands_for_value(head: str, new: str, new_values: frozenset[str]) -> bool:
    """The marked phrase is the thing itself ("the old one", 旧的那台) or the newer's new value, a name ("the new
    Renault Clio", 新买的本田雅阁): which kind it is, the two statements' closeness says (the caller)."""
    if head in _ANAPHORA:
        return True
    # a name as written: a capital or a digit ("Renault Clio", "P60"), not a common noun jieba tags as one (沙发)
    at = new.lower().find(head)
    written = new[at:at + len(head)] if at >= 0 else ""
    return any(c.isupper() or c.isdigit() for c in written) and any(head in v for v in new_values)


def replaced_by_event(old: Item, new: Item, opts: Options, query: str, items: list[Item],
                      skip: frozenset[str] = frozenset()) -> bool:
    """``new`` (the newer) tells of replacing the thing ``old`` states, by a marked phrase of its kind, and answers
    the question about as well; see the module docstring for the other conditions. A phrase that only stands for
    the new thing ("the old one", "the new Renault Clio") says nothing of its kind: there the newer must also be the
    older's nearest candidate (cosine)."""
    if old.source == "agent" or new.source == "agent" or TRUST.get(new.source, 0) < TRUST.get(old.source, 0):
        return False
    if not (_stating(old.content) and _stating(new.content)) or polarity.negated(old.content):
        return False
    heads = marked_heads(new.content)
    if not heads or changes.added(new.content):
        return False
    if not _same_person(old.content, new.content, opts.names):
        return False
    if two_things(old.content, new.content) and not marks_old(new.content):  # "a new monitor" beside the laptop
        return False
    va = frozenset(v.lower() for v in value_spans(old.content)) - skip
    vb = frozenset(v.lower() for v in value_spans(new.content)) - skip
    # the older's value is absent from the newer: a span both share that names the marked thing's kind or the
    # question's word (工资卡 in "原来的工资卡注销了") is no value
    if not va or not vb - va or (va & vb) - set(heads) - slots.slot_tokens(query):
        return False
    # a phrase of the older's or the question's kind: the newer need only be among the first few candidates
    # (the older's own words often echo the question's: "drives a Seat Leon" / "What car does the user drive?")
    # the older answers the question too: a word or a lexicon slot of the question's
    if not answers_question(query, old.content):
        return False
    answers = _answers_as_well(old, new, opts) or sum(i.score > new.score for i in items) < TOP
    if any(same_kind(h, query, old.content) for h in heads):
        return answers
    # a noun nobody listed ("handset", "router", 房子): of the question's or the older's kind by meaning, embedded
    # only now that every other check has passed (search/kinds.py)
    if answers and opts.phrase_vec is not None:
        near, far = kind_words(query, old.content, va), rival_words(old, new, items)
        if any(kinds.of_kind(h, near, opts.phrase_vec, far) for h in heads):
            return True
    # one that only stands for the new thing: the newer must also be the older's nearest candidate, and the older a
    # plain statement (not itself the tale of a replacement); a name marked old is a thing given up, not the new one
    # ("sold the old Ford Fiesta last month")
    return answers and any(stands_for_value(h, new.content, vb - va) and (h in _ANAPHORA or not old_mark)
                           for h, old_mark in marked(new.content)) \
        and not marked_heads(old.content) and _lead(old, new, items) >= 0.0
