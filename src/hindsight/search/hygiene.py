"""Hygiene at read time: what a search does with its ranked candidates whatever the review decided (issue #15.3).

Passes over the candidates, in score order, before the top k are cut (pure functions; the search path fetches
the vectors and the review's links):

step back     a memory that consolidates repeated episodes (review D7, ``metadata.consolidated_from``) takes the
              place of the best of itself and its sources among the candidates; the best source, when it
              outranked the abstraction, stays right below it (explain ``consolidated_into``), the other sources
              fold into it (``duplicates``, explain ``consolidated``): they no longer fill the top k. Where the
              abstraction is not among the candidates, the best of its sources stands for the others
              (``duplicates``).
newer first   when the query asks about the present (it names no past time: :func:`asks_about_past`), a memory
              the review linked as possibly updated by a newer one (``metadata.possibly_updated_by``: the judge
              was unsure, both were kept) is placed right below the newer (explain ``possibly_updated_by``); and of two
              memories about the same subject and the same slot the older is placed right below the newer
              (explain ``outdated_by``). Same slot, for words nobody listed: the two share one frame and differ in
              one value span ("lives in Berlin" / "lives in Munich", "手机号是 A" / "手机号是 B"), or they are
              cosine-close (:attr:`Options.slot_cosine`), each states a value (number, name) the other does not
              and both hold a word of the query, and the
              rules' slot words, where both have some, do not say they are different slots. Conversational turns
              (long, many sentences) are compared on their query-relevant sentences, not whole
              (:func:`same_slot_turns`). The newer one must itself answer the query about as well
              (:attr:`Options.relevance_ratio` of the older one's score; :attr:`Options.turn_ratio` for turns,
              whose score is the whole turn's, not that of the sentence stating the fact).
              One slot by meaning only (no slot word in common: "has a membership at A" / "traded A for B",
              "开的是X" / "上个月提了一辆Y", :func:`changed_by_meaning`): the newer is the older's nearest
              candidate by a margin (:attr:`Options.meaning_lead`), names a value span the older lacks and holds
              from a time on or names the older's value too; it then takes the older's place, the older right
              below (explain ``outdated_by``), if it scores at least :attr:`Options.meaning_ratio` of the older.
              Stronger signs come first and need no ratio: a newer statement naming the older's value beside its
              own ("sold a Ford Focus and bought a Mazda 3", "…instead of HBO Max") takes the older's place; one
              frame, one value span apart does at the meaning ratio (the question often echoes the older's value).
              An update told as an event ("closed the old account", 旧手机送给了妈妈: the newer marks a thing of
              the older's kind as old or new, :mod:`hindsight.search.replacement`) takes the older's place too,
              as does, last, the newer of the two answers nearest the question in meaning when it tells news
              with another value (:mod:`hindsight.search.same_question`).
              The bank's user names (:attr:`Options.names`) make "Nadia's car…" the user's own fact. A chain of
              such changes ends with the newest on top.
older first   a question for a value held before (:func:`hindsight.search.past.asks_for_old_value`: "my old car",
              "used to", "以前"; not a time window such as "last year" or "before the move") gets the
              pairs newer first finds the other way round, the older right above the newer (:func:`older_first`).
guess below   an agent's hedged guess ("probably", "maybe", "可能"...; a short claim, not a long reply) never ranks
fact          above a user's or a tool's statement on the same subject (the same person, and a slot in common, or
              cosine-close while the statement answers the query about as well or is the guess's clearly nearest
              fact) among the candidates: it is placed right below it (explain ``below_fact``).
time answer   a question for a day, a time of day, a month, a year or the user's age: a first candidate that states
              none yields first place to the best of the next few that states one
              (:mod:`hindsight.search.time_answer`).
place answer  a question that asks where: the same, for a candidate that states a place
              (:mod:`hindsight.search.place_answer`).
person answer a question that asks who: the same, for a candidate that names someone other than the user
              (:mod:`hindsight.search.person_answer`).
which answer  a question that asks which one of a kind: the same, for a candidate that names one particular thing
              (:mod:`hindsight.search.which_answer`).
collapse      last, on the final order (opt-in, ``search_collapse``): near-duplicates (cosine at least
              :attr:`Options.collapse_cosine` and the same values: the same numbers and names) fold into the
              best-ranked one; the others stay reachable through its ``duplicates`` (explain ``collapsed``). Last, so
              it moves no hit a pass placed (folded first, a fact fell into the guess above it before the guess went
              below it). Episodes never fold (two events told alike are two events; a conversation's turns are
              evidence each).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from functools import lru_cache

from hindsight.language import people, polarity, sentences, slots, text
from hindsight.language.spans import apart_values, holds_since, one_span_apart, span_apart, value_spans
from hindsight.language.spans import values as _values
from hindsight.language.spans import words as span_words
from hindsight.language.times import asks_now, timed
from hindsight.model import Kind
from hindsight.search import speakers, topic
from hindsight.search.additions import keeps_older
from hindsight.search.asked_kind import other_kind
from hindsight.search.candidates import (
    INTO,
    SOURCES,
    STEP,
    TRUST,
    UPDATED_BY,
    Item,
    Options,
    _answers_as_well,
    _content_words,
    _cos,
    _lead,
    _same_person,
    _stating,
    ids,
)
from hindsight.search.changed import link_ratio
from hindsight.search.guess_answer import guess_as_answer
from hindsight.search.guesses import guess_below_fact, others_below_own
from hindsight.search.past import asks_about_past, asks_for_old_value
from hindsight.search.person_answer import person_answer_first
from hindsight.search.place_answer import place_answer_first
from hindsight.search.present import one_exclusive_slot, two_things
from hindsight.search.replacement import replaced_by_event
from hindsight.search.same_question import Asked, answers_alike
from hindsight.search.time_answer import time_answer_first
from hindsight.search.which_answer import which_answer_first


def duplicate(a: Item, b: Item, opts: Options) -> bool:
    if Kind.episodic in (a.kind, b.kind):  # two events told alike are two events ("went hiking" on two weekends)
        return False
    if a.content == b.content:
        return True
    cos = _cos(a, b)
    # one value span apart ("likes hiking" / "likes swimming") is a different fact, not a restatement
    return cos is not None and cos >= opts.collapse_cosine and _values(a.content) == _values(b.content) \
        and text.has_negation(a.content) == text.has_negation(b.content) and not one_span_apart(a.content, b.content)


def same_slot(a: Item, b: Item, opts: Options, query_words: frozenset[str] = frozenset(),
              skip: frozenset[str] = frozenset()) -> bool:
    """About the same subject and the same slot, with different values (``a`` older, ``b`` newer). Said by the same
    person where both name a speaker (one speaker's turn does not update what another said about themselves); the
    words in ``skip`` (:func:`people_words`: "Melanie: Wow, Caroline!") are no slot word and no value. The cosine
    route also needs a word of the query in both (on e5 any two short facts about the user are cosine-close).
    Conversational turns are compared on their query-relevant sentences (:func:`same_slot_turns`)."""
    sa_, sb_ = _speaker(a), _speaker(b)
    if sa_ and sb_ and sa_ != sb_:
        return False
    if sentences.is_long(a.content) or sentences.is_long(b.content):
        return same_slot_turns(a, b, query_words, skip)
    # same subject, slots not different, and (the cosine route, one span apart, or a change naming the older
    # value): the routes are asked first, since most pairs fail them cheaply (a dot product, cached tokens) while
    # the subject and the slots cost POS tagging and stemming on a text the process has not seen; the answer is
    # the same conjunction
    if not (_cosine_route(a, b, opts, query_words, skip) or one_span_of_query(a, b, query_words)
            or states_change_of(a, b, opts, skip)):
        return False
    return _same_person_and_slots(a, b, opts)


def one_span_of_query(a: Item, b: Item, query_words: frozenset[str]) -> bool:
    """One frame, one value span apart (:func:`hindsight.language.spans.one_span_apart`), and the span is a value
    of the slot the query asks about, not the slot itself: the query's words are in both spans or in neither
    ("用户每月话费35元" / "用户每月健身卡60元" differ in 话费 / 健身卡, which the query "用户的话费…" names on one side
    only: two bills, not one that changed)."""
    return _one_span_of_query(a.content, b.content, query_words)


@lru_cache(maxsize=65536)  # asked per pair, some pairs several times a search (and the frame's stems per call)
def _one_span_of_query(a: str, b: str, query_words: frozenset[str]) -> bool:
    spans = span_apart(a, b)
    if spans is None:
        return False
    if not query_words:
        return True
    # the words of both ("默认浏览器是夸克浏览器": 浏览器 is the frame's word, not the value's)
    frame = _stems(span_words(a)) & _stems(span_words(b))
    # a word of a name is the value's ("Hillcrest School" for "which school…"), not another slot's
    names = people.named(a) | people.named(b)
    hit_a, hit_b = (bool((_stems(x) - frame - names) & query_words) for x in spans)
    return hit_a == hit_b


def _stems(words: Iterable[str]) -> frozenset[str]:
    return frozenset(text.stem(w) for w in words)


def _same_person_and_slots(a: Item, b: Item, opts: Options) -> bool:
    """About the same person, and not about two different slots (when both name one)."""
    if not _same_person(a.content, b.content, opts.names):
        return False
    sa, sb = topic.slots_of(a.content), topic.slots_of(b.content)
    return not (sa and sb and not sa & sb)


def _cosine_route(a: Item, b: Item, opts: Options, query_words: frozenset[str], skip: frozenset[str]) -> bool:
    """Cosine-close, each states a value (number, name) the other does not, and a word of the query in both."""
    cos = _cos(a, b)
    if cos is None or cos < opts.slot_cosine:
        return False
    va, vb = _unskipped(_values(a.content), skip), _unskipped(_values(b.content), skip)
    return bool(va - vb) and bool(vb - va) \
        and bool((query_words - skip) & _content_words(a.content) & _content_words(b.content))


def changed_by_meaning(old: Item, new: Item, opts: Options, nearest: bool, skip: frozenset[str] = frozenset(),
                       now: bool = False, query_words: frozenset[str] = frozenset()) -> bool:
    """Same slot by meaning, for pairs that share no slot word ("has a membership at Anytime Fitness" / "traded
    Anytime Fitness for CrossFit North", "开的是本田雅阁" / "上个月提了一辆理想L7"): both first-hand statements about
    the same subject, cosine-close (:attr:`Options.slot_cosine`) and each the other's nearest neighbour among the
    candidates (``nearest``: high relative to the bank, not just to the embedder's floor), the older naming a value
    span (:func:`value_spans`) and the newer one the older lacks, and the newer either saying it holds from a time
    on or that something changed (:func:`holds_since`) or naming the older's value beside its own ("traded A for
    B"). Never a negated older ("does not own a car"), nor a negated newer that does not name the older's value.
    When the question itself asks about the present (``now``: "who insures my car these days?"), it says what the
    newer's time words would: the two nearest statements of one slot, the newer naming another value, answer it
    newest first ("is insured with Admiral" / "the policy covering the car is with Allianz"); there, where the older
    names no value span a capital or a digit marks ("plays the viola"), the values are the two statements'
    difference (:func:`apart_values`), less the question's words (``query_words``).
    """
    if not nearest or old.source == "agent" or new.source == "agent":
        return False
    if not _same_person(old.content, new.content, opts.names) or polarity.negated(old.content):
        return False
    cos = _cos(old, new)
    if cos is None or cos < opts.slot_cosine:
        return False
    va, vb = _unskipped(value_spans(old.content), skip), _unskipped(value_spans(new.content), skip)
    if polarity.negated(new.content) and not va & vb:  # "no longer works weekends" negates its own value
        return False
    since = holds_since(new.content)
    if (now or since) and not (va and vb - va):
        va, vb = apart_values(old.content, new.content, skip | query_words)
    # the newer holds from a time on, or names the older's value beside its own ("traded A for B")
    named_again = any(_value_like(w) for w in va & vb)
    return bool(va) and bool(vb - va) and (since or named_again or now)


def states_change_of(old: Item, new: Item, opts: Options, skip: frozenset[str] = frozenset()) -> bool:
    """The newer states a change (change language, a closed class: "instead of", "switched", "no longer", "换成",
    "不再") and names the cosine-close older one's value, a name that is not the speaker's ("watches series on
    HBO Max" / "has had Netflix instead of HBO Max"). A shared predicate word alone is not enough: "works in
    Shanghai now" does not update "works at Tencent", nor "bought a new coffee table" "drinks black coffee"."""
    if slots.change_cue(new.content) is None:
        return False
    cos = _cos(old, new)
    if cos is None or cos < opts.slot_cosine:
        return False
    shared = (_unskipped(value_spans(old.content), skip) & _unskipped(value_spans(new.content), skip)) - skip
    return any(_value_like(w) for w in shared)


def _value_like(w: str) -> bool:
    """A span that names a thing, not a count or a common Chinese word: not digits, a CJK span of 3+ characters."""
    return not w.isdigit() and not slots.is_cue_word(w) and (not text.has_cjk(w) or len(w) >= 3)


def _speaker(item: Item) -> str | None:
    if item.speaker is None:  # asked per pair: once per item (its metadata and text do not change in a search)
        item.speaker = (speakers.speaker_in(item.meta, item.content),)
    return item.speaker[0]


def people_words(items: list[Item], query: str) -> frozenset[str]:
    """The words naming people in a search: the speakers of the candidates (a conversation's "Thanks, Caroline!"
    names its other speaker) and the people the query names."""
    names = {n for n in map(_speaker, items) if n} | set(people.named(query))
    return frozenset(w for n in names for w in (n.lower(), *text.content_tokens(n)))


@lru_cache(maxsize=8192)  # asked per pair (a frozenset caches its hash)
def _unskipped(values: frozenset[str], skip: frozenset[str]) -> frozenset[str]:
    return frozenset(v for v in values if v.lower() not in skip) if skip else values


#: the query-relevant sentences of two turns share at least this many of the query's words (names aside)
TURN_QUERY_WORDS = 2


@lru_cache(maxsize=8192)
def _turn_sentences(content: str, query_words: frozenset[str], skip: frozenset[str]
                    ) -> tuple[tuple[frozenset[str], frozenset[str]], ...]:
    """(query words, values) of each query-relevant sentence of a turn with the sentence before it; the words and
    values in ``skip`` (people named: "Thanks, Caroline!") are no slot and no value. Questions count: people
    state facts inside them ("I've had my Fitbit for 6 months now, any tips for lazy Sundays?")."""
    parts = [((sentences.words(s) & query_words) - skip, _unskipped(_values(s), skip))
             for s in sentences.split(speakers.unprefixed(sentences.unprefixed(content)))]
    # a sentence and the one before it: a fact often runs over two ("have you tried any Korean restaurants in my
    # city?" / "I've tried four different ones so far")
    out = []
    for i, (w, v) in enumerate(parts):
        if i:
            w, v = w | parts[i - 1][0], v | parts[i - 1][1]
        if w:
            out.append((frozenset(w), frozenset(v)))
    return tuple(out)


def same_slot_turns(old: Item, new: Item, query_words: frozenset[str], skip: frozenset[str] = frozenset()) -> bool:
    """Two conversational turns (at least one long) about the same slot of the query: one sentence of each (with
    the sentence before it), both holding at least :data:`TURN_QUERY_WORDS` of the query's words in common (the
    names in ``skip`` aside), where each states a value (number, name) the other does not ("I have a total of 37
    coins in that collection" / "I just added a 1915-S Barber quarter to my collection of coins"), and the newer
    said by a source at least as trusted (an agent's reply does not outdate the user's own words)."""
    if TRUST.get(new.source, 0) < TRUST.get(old.source, 0):
        return False
    sa = _turn_sentences(old.content, query_words, skip)
    sb = _turn_sentences(new.content, query_words, skip)
    return any(len(wa & wb) >= TURN_QUERY_WORDS and bool(va - vb) and bool(vb - va)
               for wa, va in sa for wb, vb in sb)


def collapse(items: list[Item], opts: Options) -> list[Item]:
    """Fold near-duplicates into the best-ranked of them (``items`` sorted best first), where the passes before did
    not mark them apart (:func:`_foldable`)."""
    kept: list[Item] = []
    for it in items:
        rep = next((k for k in kept if _foldable(k, it) and duplicate(k, it, opts)), None)
        if rep is None:
            kept.append(it)
        else:
            rep.duplicates.append(it.id)
            rep.duplicates.extend(it.duplicates)
    return kept


def _foldable(rep: Item, it: Item) -> bool:
    """May ``it`` fold into ``rep``: the passes marked neither, or marked ``it`` below ``rep`` itself (a guess below
    the fact it restates), not below some other hit (an older value placed below its newer stays in sight)."""
    return all(m is None or m == rep.id for m in _marks(it)) and all(m is None for m in _marks(rep))


def _marks(it: Item) -> tuple[str | None, ...]:
    """The hits the passes placed ``it`` below or into (outdated, possibly updated, below a fact, consolidated)."""
    return it.outdated_by, it.possibly_updated_by, it.below_fact, it.consolidated_into


def step_back(items: list[Item]) -> list[Item]:
    """Consolidated episodes step back behind the memory that consolidates them (``items`` sorted best first):
    the abstraction takes the best score of the group, the best source (when it outranked the abstraction) is
    placed right below it, the other sources fold into it. Returns what is left, best first."""
    by_id = {i.id: i for i in items}
    folded: set[str] = set()
    for abstraction in [i for i in items if ids(i.meta, SOURCES)]:
        if abstraction.id in folded:
            continue
        found = [by_id[s] for s in ids(abstraction.meta, SOURCES)
                 if s in by_id and s not in folded and s != abstraction.id]
        if not found:
            continue
        found.sort(key=lambda i: (-i.score, i.id))
        best = found[0]
        rest = found[1:]
        if best.score > abstraction.score:
            abstraction.score = best.score
            best.score, best.consolidated_into = abstraction.score - STEP, abstraction.id
        else:
            rest = found
        for src in rest:
            folded.add(src.id)
            abstraction.consolidated.append(src.id)
            abstraction.duplicates.extend([src.id, *src.duplicates])
    # an abstraction the search did not find: the best of its sources stands for them, the others fold into it
    lead: dict[str, Item] = {}
    for it in items:
        into = it.meta.get(INTO)
        if it.id in folded or not isinstance(into, str) or into in by_id:
            continue
        if into not in lead:
            lead[into] = it
        else:
            folded.add(it.id)
            lead[into].duplicates.extend([it.id, *it.duplicates])
    return sorted((i for i in items if i.id not in folded), key=lambda i: (-i.score, i.id))


def newer_first(items: list[Item], opts: Options, query: str = "") -> None:
    """Place the older of two same-slot memories, or of two the review linked as possibly updated, right below the
    newer (newest settled first, so chains hold); where a newer one takes an older's place, the memories not
    settled yet are looked at again, so a chain of such changes ("ING" → "opened N26 and closed ING" → "now keeps
    the money at Barclays") ends with the newest on top."""
    words = _content_words(query)
    skip = people_words(items, query) | _name_words(opts.names)
    now = asks_now(query)
    by_id = {i.id: i for i in items}
    asked = Asked.of(query, items)  # once per search, not per pair
    settled: set[str] = set()
    for _ in range(3):
        lifted = False
        for old in sorted(items, key=lambda i: i.observed_at, reverse=True):
            if old.id in settled:
                continue
            moved = _settle(old, items, by_id, opts, words, skip, now, query, asked)
            if moved is not None:
                settled.add(old.id)
                lifted = lifted or moved
        if not lifted:
            break


def older_first(items: list[Item], opts: Options, query: str = "") -> None:
    """For a question about the past (:func:`asks_about_past`): the pairs :func:`newer_first` finds (an older
    memory and the newer one that outdates it, or that the review linked as possibly updating it) answer it oldest
    first: where the newer ranks above the older, the older takes its place and the newer goes right below. The
    explain links stay unset: nothing is out of date for a question about what was."""
    before = {i.id: i.score for i in items}
    newer_first(items, opts, query)
    by_id = {i.id: i for i in items}
    pairs = [(i, by_id[n]) for i in items if (n := i.outdated_by or i.possibly_updated_by) in by_id]
    for it in items:
        it.score, it.outdated_by, it.possibly_updated_by = before[it.id], None, None
    for old, new in sorted(pairs, key=lambda p: p[0].observed_at, reverse=True):  # a chain ends oldest first
        if new.score > old.score:
            old.score, new.score = new.score, new.score - STEP


def _settle(old: Item, items: list[Item], by_id: dict[str, Item], opts: Options, words: frozenset[str],
            skip: frozenset[str], now: bool = False, query: str = "", asked: Asked | None = None) -> bool | None:
    """One older memory against the newer candidates: None when none is its update, False when it goes right below
    the newer one, True when the newer one takes its place. ``now``: the query asks about the present in so many
    words (:func:`hindsight.language.times.asks_now`), which stands in for the newer's own time words."""
    linked = [by_id[n] for n in ids(old.meta, UPDATED_BY) if n in by_id]
    linked = [n for n in linked if n.observed_at > old.observed_at and n.score >= link_ratio(old, n, opts) * old.score]
    if linked:  # the review's link: the newest of the newer ones the search found, the older right below it
        best = max(linked, key=lambda n: (n.observed_at, n.id))
        old.possibly_updated_by = best.id
        if best.score < old.score:
            old.score = best.score - STEP
        return False
    # the newer states a change naming the older's value ("has had Netflix instead of HBO Max", "sold a Ford
    # Focus and bought a Mazda 3"): that names the slot itself, however little of the question's words it
    # shares, and it comes before any weaker sign of the same slot; the newest such takes the older's place
    # a newer one that adds its value beside the older's ("now also volunteers at…", 又办了一张…) outdates nothing
    newer_ones = [n for n in items if n.observed_at > old.observed_at and not keeps_older(n.content, query)]
    if not newer_ones:
        return None
    # what only the older decides is asked once, not per pair (the same answers: each predicate below fails for
    # every newer one when the older is an agent's or not a statement)
    stating = _stating(old.content)
    # ... and a change, named or by meaning, needs the two cosine-close: the other newer ones are not asked
    close = [n for n in newer_ones if (c := _cos(old, n)) is not None and c >= opts.slot_cosine] \
        if stating and old.source != "agent" else []
    changed = [n for n in close if _names_change(old, n, opts, skip, items)]
    if changed:
        best = max(changed, key=lambda n: (n.observed_at, n.id))
        if best.score >= old.score:
            return False
        _take_place(best, old, items)
        return True
    # past a named change, one about another kind of thing than the question names and the older states
    # outdates nothing (search/asked_kind.py)
    newer_ones = [n for n in newer_ones if not other_kind(old.content, n.content, query)]
    close = [n for n in close if not other_kind(old.content, n.content, query)]
    newer = [n for n in newer_ones if n.score < old.score
             and n.score >= _ratio(old, n, opts) * old.score and same_slot(old, n, opts, words, skip)]
    if newer:
        best = min(newer, key=lambda n: n.score)
        old.score, old.outdated_by = best.score - STEP, best.id
        return False
    # one frame, one value span apart ("son attends Hillcrest" / "son attends St. Anne's"): the frame is the slot,
    # so the newer answers the question as well as the older in all but the words of the older's value, which the
    # question often echoes (BM25); at the lower ratio of one slot by meaning it takes the older's place
    spans = [n for n in newer_ones if n.score < old.score
             and _answers_as_well(old, n, opts) and _stating(n.content)
             and one_span_of_query(old, n, words) and same_slot(old, n, opts, words, skip)] if stating else []
    if spans:
        best = max(spans, key=lambda n: (n.observed_at, n.id))
        _take_place(best, old, items)
        return True
    # one exclusive slot of the question's, named by both in the lexicon's words or values (search/present.py)
    slotted = [n for n in close if n.score < old.score and _as_close_to_query(old, n, opts)
               and one_exclusive_slot(old, n, opts, query, skip)]
    if slotted:
        best = max(slotted, key=lambda n: (n.observed_at, n.id))
        _take_place(best, old, items)
        return True
    # an update told as an event: the newer marks a thing of the older's kind as old or new (search/replacement.py)
    # (already above the older, it is still linked: a question for the old value puts the older first)
    told = [n for n in newer_ones if replaced_by_event(old, n, opts, query, items, skip)]
    if told:  # the nearest to the older
        best = max(told, key=lambda n: (_cos(old, n) or 0.0, n.id))
        if best.score >= old.score:
            old.outdated_by = best.id
            return False
        _take_place(best, old, items)
        return True
    # one slot by meaning only: the newer statement of the change takes the older's place, the older right below
    moved = [n for n in close if n.score < old.score
             and _answers_as_well(old, n, opts) and _by_meaning(old, n, opts, items, skip, now, query)]
    if moved:
        best = max(moved, key=lambda n: (n.observed_at, n.id))
        _take_place(best, old, items)
        return True
    # the two answers nearest the question, the newer told as news (search/same_question.py), when the newer ranks
    # below the older: it is linked only where it is lifted (one already above stays unlinked, review49 #5)
    alike = [n for n in close if n.score < old.score and answers_alike(old, n, opts, query, items, asked, skip)]
    if alike:
        best = max(alike, key=lambda n: (n.observed_at, n.id))
        _take_place(best, old, items)
        return True
    return None


def _statements(old: Item, new: Item) -> bool:
    """Two short statements: not conversational turns (many sentences) and not questions ("Is a cold brew stronger
    than drip coffee?" / "Is a hojicha latte stronger…?" ask, they state no value that could change)."""
    return _stating(old.content) and _stating(new.content)


def _take_place(new: Item, old: Item, items: list[Item]) -> None:
    """``new`` takes ``old``'s score, ``old`` goes right below it, and what ``old`` outdated right below that."""
    new.score, old.score, old.outdated_by = old.score, old.score - STEP, new.id
    for it in items:
        if it.outdated_by == old.id and it.score >= old.score:
            it.score = old.score - STEP


def _by_meaning(old: Item, new: Item, opts: Options, items: list[Item], skip: frozenset[str],
                now: bool = False, query: str = "") -> bool:
    if not _statements(old, new) or two_things(old.content, new.content):
        return False
    query_words = _content_words(query)
    # a rambling statement ("complained about roadworks, parking and a barking dog, then said the trip in is on
    # the tram"): its clause nearest the older is what states the slot's value; the turn's vector and its
    # closeness to the query, diluted by the rest, say little, so a question about the present and a clause that
    # shares a word of the older's (not only the query's) stand in for the older's nearest
    clause = sentences.nearest_clause(new.content, old.content, "", skip) if now else None
    if clause is not None:
        sa, sb = topic.slots_of(old.content), topic.slots_of(clause)
        if not (sa and sb and not sa & sb) and changed_by_meaning(old, replace(new, content=clause), opts, True,
                                                                   skip, now, query_words):
            return True
    sa, sb = topic.slots_of(old.content), topic.slots_of(new.content)
    if sa and sb and not sa & sb:
        return False
    cos = _cos(old, new)  # changed_by_meaning's own first tests, asked before the lead (its two nearest: ~30 cosines)
    if old.source == "agent" or new.source == "agent" or cos is None or cos < opts.slot_cosine:
        return False
    lead = _lead(old, new, items)
    # a question about the present: the newer need only be the older's nearest, if it is as close to the query in
    # meaning (a nearest neighbour by a hair is often just another fact about the user)
    nearest = lead >= opts.meaning_lead or (now and lead >= 0.0 and _as_close_to_query(old, new, opts))
    return changed_by_meaning(old, new, opts, nearest, skip, now, query_words)


def _as_close_to_query(old: Item, new: Item, opts: Options) -> bool:
    return old.similarity is not None and new.similarity is not None \
        and new.similarity >= old.similarity - opts.meaning_slack


def _names_change(old: Item, new: Item, opts: Options, skip: frozenset[str], items: list[Item]) -> bool:
    """The newer states a change naming the older's value (:func:`states_change_of`), or names the older's value
    beside a new one ("sold a Ford Focus and bought a Mazda 3", "traded A for B") and is the older's nearest
    candidate by :attr:`Options.meaning_lead`; both first-hand statements about the same person whose slots, where
    both have some, are not different."""
    if old.source == "agent" or not _statements(old, new):
        return False
    if TRUST.get(new.source, 0) < TRUST.get(old.source, 0):
        return False
    if not (states_change_of(old, new, opts, skip) or _a_for_b(old, new, opts, skip, items)):
        return False
    return _same_person_and_slots(old, new, opts)


def _a_for_b(old: Item, new: Item, opts: Options, skip: frozenset[str], items: list[Item]) -> bool:
    """The newer names the older's value (a thing, not a count) and a value of its own, and is the older's nearest
    candidate by a margin: "A for B" in any wording."""
    cos = _cos(old, new)
    if cos is None or cos < opts.slot_cosine or polarity.negated(old.content):
        return False
    va, vb = _unskipped(value_spans(old.content), skip), _unskipped(value_spans(new.content), skip)
    if not (any(_value_like(w) for w in va & vb) and any(_value_like(w) for w in vb - va)):
        return False
    return _lead(old, new, items) >= opts.meaning_lead


def _name_words(names: frozenset[str]) -> frozenset[str]:
    return frozenset(w for n in names for w in (n.lower(), *text.content_tokens(n)))


def _ratio(old: Item, new: Item, opts: Options) -> float:
    """How much less the newer may score: a conversational turn's score is the whole turn's, not its fact's; a
    statement that says it holds from a time on ("最近用户的周跑量在30公里上下", "since last weekend…") spends its
    words on the time, not on the question's, so it may score as little as :attr:`Options.meaning_ratio` (statements
    with no speaker: a line of a conversation says "now" in passing)."""
    turns = sentences.is_long(old.content) or sentences.is_long(new.content)
    if turns:
        return opts.turn_ratio
    # ... a statement, not a line of a conversation: "I'm into painting now" is talk, not when a fact took hold
    stated = _speaker(old) is None and _speaker(new) is None
    return min(opts.relevance_ratio, opts.meaning_ratio) if stated and timed(new.content) else opts.relevance_ratio


def tidy(items: list[Item], query: str, opts: Options) -> list[Item]:
    """The passes over the best ``opts.window`` candidates; returns all candidates (less those folded into another),
    best first."""
    items = sorted(items, key=lambda i: (-i.score, i.id))
    head, tail = items[: opts.window], items[opts.window:]
    if opts.step_back:
        head = step_back(head)
    if opts.newer_first and asks_for_old_value(query):
        older_first(head, opts, query)
    elif opts.newer_first and not asks_about_past(query):  # a time window ("last year"): neither goes first
        newer_first(head, opts, query)
    if opts.guess_below_fact:
        guess_below_fact(head, opts)
    if opts.guess_as_answer:
        guess_as_answer(head, opts, query)
    if opts.others_below_own:
        others_below_own(head, opts, query)
    # the answer shapes, each on the same answer_first: when, where, who, which one
    for on, answer_first in ((opts.time_answer, time_answer_first), (opts.place_answer, place_answer_first),
                             (opts.person_answer, person_answer_first), (opts.which_answer, which_answer_first)):
        if on:
            answer_first(head, opts, query)
    if opts.collapse:  # last, on the final order: a fold never moves the first of its group, nor any other hit
        head = collapse(sorted(head, key=lambda i: (-i.score, i.id)), opts)
    return sorted(head + tail, key=lambda i: (-i.score, i.id))
