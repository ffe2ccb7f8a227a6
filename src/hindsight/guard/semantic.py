"""The semantic screen (F1): attacks nobody wrote a rule for, found by meaning.

What the rules allow from a tool or an import (text from outside) is embedded with the bundled multilingual
model and scored by a head: a small classifier over the embedding (one hidden tanh layer and a logistic output, or
a linear one), fitted by ``bench/guard_train.py`` on the guard's development corpora (short items and payloads
planted inside long mails, pages, JSON, CSV, code and chat logs) and the prototypes of
:mod:`hindsight.guard.prototypes`, shipped as a data file (``heads/<model>.json``). The head reads intent (text
that instructs the assistant, rewrites the memory, claims consent for the user or sets a trigger) rather than
words, so it reaches paraphrases and other languages the rules never listed. The text is scored whole and, when
long, sentence by sentence; every hidden reading the normaliser opened (comments, invisible HTML, decoded payloads,
ROT13) is scored too. Only a reading with a structural sign of an instruction or a claim (second person, the
assistant or its memory named, a directive modal, a verb-first clause, a condition, a standing rule, a claim of
the user's will: :mod:`hindsight.guard.structure`) may be quarantined: a tool's plain statement of fact ("The
user's checking account balance is $1,993.50.") sits near the attacks about money by meaning but has none.

The user's own words are never screened here (a preference or authorisation by the user is the user's); config is
trusted; agents' replies are instruction-shaped by nature and keep to the rules, unless an agent's text is no
reply, no note about the user and no guess (see ``SCREENED``, :func:`reads`, :mod:`hindsight.guard.agent_text`).
The head is calibrated for one embedder: with another the screen is off (:func:`head_for`). Besides the embedding,
a head may read the reading's structural signs and hashed character n-grams (:mod:`hindsight.guard.features`)
through a linear term; older heads without them load and score as before.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np

import hindsight.guard.agent_text as agent_text
from hindsight.embedder.base import Embedder
from hindsight.guard.addressee import for_person, names_reader, signed
from hindsight.guard.base import Decision, Guard, Outcome, code_digest, fingerprint
from hindsight.guard.features import SIGNS, extras
from hindsight.guard.manual import for_a_person
from hindsight.guard.neighbours import Neighbours
from hindsight.guard.normalise import normalise, variants
from hindsight.guard.operator import for_operator, operator_register
from hindsight.guard.questioned import without_denied_questions
from hindsight.guard.structure import cues
from hindsight.model import Source

HEADS = Path(__file__).with_name("heads")
#: the sources screened by meaning: text from outside (tool output: pages, mails, documents; imports). Agents'
#: text is the assistant's own or a peer's reply, instruction-shaped by nature ("you could try…"): measured on
#: LongMemEval's assistant turns, the head flagged 44 of 60, so agents get the rules (their source policy) only,
#: unless the text is no reply, no note about the user and no guess (:func:`reads`)
SCREENED = frozenset({Source.tool, Source.import_})
#: the modules whose code decides the screen's verdicts beyond the inner guard's (their source is in the fingerprint)
CODE = ("hindsight.guard.semantic", "hindsight.guard.features", "hindsight.guard.structure",
        "hindsight.guard.addressee", "hindsight.guard.operator", "hindsight.guard.manual", "hindsight.guard.neighbours",
        "hindsight.guard.agent_text", "hindsight.guard.questioned",
        "hindsight.guard.reporting", "hindsight.language.hedge",
        # reached through embedder.base → policy (the calibration); it decides no verdict of the screen's, but every
        # language module the screen can run is digested (tests/test_guard_stamp.py)
        "hindsight.language.phase", "hindsight.language.numerals")


def reads(source: Source, content: str) -> bool:
    """The screen reads this text: a tool's or an import's always; an agent's only when it is no reply, no note
    about the user and no guess (:func:`hindsight.guard.agent_text.screened`)."""
    if source in SCREENED:
        return True
    return source == Source.agent and agent_text.screened(content)


_SENTENCE = re.compile(r"(?<=[.!?。！？;；])\s*|\n+")
MAX_SEGMENTS = 12
MAX_SEGMENT_CHARS = 600
LONG_TEXT = 240  # characters: above this, sentences are scored one by one as well


@dataclass(frozen=True)
class Head:
    """A classifier over the embedding ``v``: linear, ``logit = scale * (v @ weights) + bias``, or with one hidden
    tanh layer (``hidden`` = (w1, b1): ``logit = tanh(scale * (v @ w1) + b1) @ weights + bias``). A head may also
    read extra inputs of the text (:mod:`hindsight.guard.features`: the structural signs, hashed character
    n-grams) through a linear term ``extra_weights``; heads without them (the older files) load as before."""

    embedder: str
    weights: np.ndarray
    bias: float
    scale: float
    threshold: float  # logit above which untrusted text is quarantined
    hidden: tuple[np.ndarray, np.ndarray] | None = None
    signs: bool = False  # the extra inputs start with the structural sign flags
    buckets: int = 0  # then this many hashed character n-gram columns
    extra_weights: np.ndarray | None = None
    digest: str = ""  # of the data file it was loaded from (the guard's fingerprint reads it)

    @property
    def dim(self) -> int:
        return int((self.hidden[0] if self.hidden is not None else self.weights).shape[0])

    def logits(self, vectors: np.ndarray, texts: list[str] | None = None) -> np.ndarray:
        """The logit of each embedding; a head with extra inputs needs the ``texts`` they were embedded from."""
        x = self.scale * np.asarray(vectors, dtype=np.float64)
        if self.hidden is not None:
            x = np.tanh(x @ self.hidden[0] + self.hidden[1])
        out = np.asarray(x @ self.weights + self.bias, dtype=np.float64)
        if self.extra_weights is not None:
            if texts is None or len(texts) != len(out):
                raise ValueError("this head reads the texts as well as their embeddings")
            z = extras(texts, self.buckets)
            out = out + (z if self.signs else z[:, len(SIGNS):]) @ self.extra_weights
        return out

    @classmethod
    def load(cls, path: Path) -> Head:
        raw = path.read_bytes()
        d = json.loads(raw.decode("utf-8"))
        ex = d.get("extras")
        more: dict[str, object] = {"digest": fingerprint(raw)} if ex is None else {
            "signs": bool(ex["signs"]), "buckets": int(ex["buckets"]),
            "extra_weights": np.asarray(ex["weights"], dtype=np.float64), "digest": fingerprint(raw)}
        if "w1" in d:
            hidden = (np.asarray(d["w1"], dtype=np.float64), np.asarray(d["b1"], dtype=np.float64))
            return cls(d["embedder"], np.asarray(d["w2"], dtype=np.float64), float(d["bias"]), float(d["scale"]),
                       float(d["threshold"]), hidden, **more)  # type: ignore[arg-type]
        return cls(d["embedder"], np.asarray(d["weights"], dtype=np.float64), float(d["bias"]), float(d["scale"]),
                   float(d["threshold"]), **more)  # type: ignore[arg-type]


@cache
def _heads() -> dict[str, Head]:
    out = {}
    for path in sorted(HEADS.glob("*.json")):
        h = Head.load(path)
        out[h.embedder] = h
    return out


def head_for(embedder: Embedder) -> Head | None:
    """The shipped head for this embedder (matched by name and width), or ``None``: the screen is off."""
    h = _heads().get(embedder.name)
    return h if h is not None and h.dim == embedder.dim else None


@cache
def _pools() -> dict[str, Neighbours]:
    return {n.embedder: n for n in (Neighbours.load(p) for p in sorted(HEADS.glob("*.neighbours.npz")))}


def neighbours_for(embedder: Embedder) -> Neighbours | None:
    """The shipped neighbour pool for this embedder (:mod:`hindsight.guard.neighbours`), or ``None``."""
    n = _pools().get(embedder.name)
    return n if n is not None and n.dim == embedder.dim else None


def readings(content: str) -> list[tuple[str, str | None]]:
    """What the head scores: the normalised text, its sentences when long, and each hidden reading (with the
    trick that hid it), deduplicated, at most ``MAX_SEGMENTS``."""
    out: list[tuple[str, str | None]] = []
    seen: set[str] = set()
    found, _ = variants(content)
    for text, trick in found:
        if trick == "leetspeak":
            continue  # digits read as letters: only for the patterns
        parts = [text[:MAX_SEGMENT_CHARS]]
        if len(text) > LONG_TEXT:
            parts += [p.strip() for p in _SENTENCE.split(text)]
        for part in parts:
            if len(part) < 8 or part in seen:
                continue
            seen.add(part)
            out.append((part, trick))
            if len(out) >= MAX_SEGMENTS:
                return out
    return out


@dataclass(frozen=True)
class Finding:
    segment: str
    logit: float
    trick: str | None
    cues: tuple[str, ...] = ()  # the structural signs of an instruction or claim (guard/structure.py)
    vote: bool = False  # the nearest development readings call it an attack (guard/neighbours.py)


#: paired quotation marks (straight single quotes are apostrophes too often to pair)
_QUOTED = re.compile(r'"[^"\n]{2,}"|“[^”\n]{2,}”|「[^」\n]{2,}」|『[^』\n]{2,}』|‘[^’\n]{2,}’|«[^»\n]{2,}»')
_FRAME_WORDS = re.compile(r"[A-Za-z]+|[\u4e00-\u9fff]{2}")


def own_words(segment: str) -> str:
    """What a reading says in its own voice, the text the structural gate reads: without the quotations it embeds
    in a sentence of its own ("a scam text: 'confirm your card number'", 「移除旧的记忆缓存」已由akim合并), without
    the questions it answers no (:mod:`hindsight.guard.questioned`) and without
    clauses negated as facts ("nobody asked…", 并没有人要求…; :func:`hindsight.guard.rules.stated`). A quotation
    with little frame around it ('Note: "…"', '“……”') is the reading's own words."""
    from hindsight.guard.rules import stated  # the rules import the gate's module: import late

    frame = _QUOTED.sub(" … ", segment)
    if frame != segment and len(_FRAME_WORDS.findall(frame)) < 4:
        frame = segment
    frame = without_denied_questions(frame)  # "Is it true the user prefers…? Unclear, …" asserts no claim
    parts = [c for c in re.split(r"(?<=[.!?;。！？；，,])\s*", frame) if c.strip()]
    if len(parts) <= 1:
        return "" if parts and stated(frame, frame, "") else frame
    kept = [c for c in parts if not stated(c, c, "")]
    if len(kept) < len(parts) and all(_INCLUDING.match(c) for c in kept):
        return ""  # "…不会要求您…，包括我们。": what is left names who the negation covers, it says nothing itself
    return " ".join(kept)


#: an appositive that widens the clause before it: "including us", "not even directors", 包括我们, 甚至经理
_INCLUDING = re.compile(r"\s*(?:including|not even|even|except|nor even|包括|甚至|连|除了|即使是|就连)", re.I)
#: the assistant spoken of in the third person, as the subject of a verb that describes what it does ("the
#: assistant will read your calendar", "if the assistant keeps forgetting your preferences", 助手会读取你的日历,
#: 如果助手老是记不住…), or any verb in the third person singular ("the assistant now skips…"), or with the
#: perfective 了 (助手忘记了…): the text is about the assistant, so its "you" is the person it serves
_THIRD_PERSON = re.compile(
    r"\b(?:the|your|our|this) (?:ai )?(?:assistant|bot|helper|agent|chatbot)\b(?: \w+ly)? (?:will|won't|can|cannot|"
    r"can't|does|doesn't|keeps|reads|shows|sends|suggests|uses|asks|is|isn't|has|only|never|always|automatically)\b"
    r"|\b(?:the|your|our|this) (?:ai )?(?:assistant|bot|helper|agent|chatbot) (?:now |also |still |no longer |\w+ly )?"
    r"(?!has\b|is\b|was\b)[a-z]{2,}[^s\W']s\b"
    r"|(?:助手|助理|机器人|智能体)(?:会|将|能|不会|不能|正在|已经?|老是|总是|只会|从不|自动|[\u4e00-\u9fff]{1,2}了)",
    re.I)
#: the assistant as the object of the second person's verb of asking, with what it is asked to do ("anything you
#: ask the assistant to remember", "what you'd like the assistant to help with", 你让助手记住的内容): the words
#: are the user's request described to the user, so the verb asked for is no sign of an instruction of its own
_ASKED_BY_YOU = re.compile(
    r"\byou(?:'d| would)? (?:ask|tell|let|want|like|allow|need) (?:the|your) (?:ai )?(?:assistant|bot|helper|agent|"
    r"chatbot)(?: to(?: \w+)?)?\b|你(?:让|叫|请|要|告诉|希望)(?:助手|助理|机器人|智能体)[\u4e00-\u9fff]{0,2}", re.I)


def addressed_cues(reading: str) -> tuple[str, ...]:
    """The structural signs of a reading (:func:`hindsight.guard.structure.cues`), its addressee resolved: when the
    reading speaks of the assistant in the third person and calls no reader by name, it is about the assistant and
    said to the person it serves, so only a directive modal, a standing rule or a claim still opens the gate (its
    "you", its imperatives and its naming of the assistant are the user's); what the user is said to ask of the
    assistant (:data:`_ASKED_BY_YOU`) is read as the user's request, not as a sign of its own."""
    from hindsight.guard.speech import vocative  # the rules import the gate's module: import late

    asked = _ASKED_BY_YOU.search(reading) is not None
    found = cues(_ASKED_BY_YOU.sub(" … ", reading))
    if (asked or _THIRD_PERSON.search(reading)) and vocative(reading.lower()) is None:
        found = tuple(c for c in found if c in ("directive", "standing", "claim"))
    return found


def assess(embedder: Embedder, head: Head, content: str, pool: Neighbours | None = None) -> list[Finding]:
    """The head's logit for each reading of ``content``, highest first; with a neighbour ``pool``, its vote on
    each reading scored above the head's threshold plus the pool's band."""
    from hindsight.guard.narrative import dialogue_turns, verse  # the rules import the gate's module: import late
    from hindsight.guard.speech import _MEMORY, _ROLE_RX

    segs = readings(content)
    if not segs:
        return []
    texts = [s for s, _ in segs]
    vectors = embedder.queries(texts)
    scores = head.logits(vectors, texts)
    asked = np.zeros(len(texts), dtype=bool)
    if pool is not None:
        asked = scores > head.threshold + pool.band
        if asked.any():
            asked[asked] = pool.fires(np.asarray(vectors)[asked])
    poem, turns, person = verse(content), dialogue_turns(content), for_person(content)
    plain = normalise(content)[0]
    operator = plain if operator_register(content) else ""
    # a manual, a UI string, a game's rules, a notice to a tenant (guard/manual.py): orders for a person in the world
    manual = for_a_person(plain)

    def signs(s: str, t: str | None) -> tuple[str, ...]:
        if poem and t is None:
            return ()
        # the label the writing agent signs with ("Analytics-agent:", 规划助手：) names no reader when the note after
        # it has no sign of an instruction or claim of its own, even one own_words would set aside
        n = signed(s) if t is None else 0
        found = addressed_cues(own_words(_spoken(s[n:] if n and not cues(s[n:]) else s, turns)))
        if person and t is None and not (names_reader(s) or _ROLE_RX.search(s) or _MEMORY.search(s)):
            # a text dedicated to a person ("House rules for guests: …"): its "you" and its orders are theirs
            found = tuple(c for c in found if c in ("standing", "claim"))
        if operator and t in _REWRITES and for_operator(s, operator):
            # a runbook, code, numbered steps, a named human role (guard/operator.py): the orders are the operator's
            found = ()
        if manual and t in _REWRITES and for_a_person(s):
            found = ()
        return found

    return sorted((Finding(s, float(x), t, signs(s, t), bool(v))
                   for (s, t), x, v in zip(segs, scores, asked, strict=True)), key=lambda f: -f.logit)


#: the readings that rewrite the visible text as a whole (no hidden part): the text itself, its letters joined up
_REWRITES = frozenset({None, "spaced-out letters", "interleaved symbols"})


def _spoken(reading: str, turns: list[str]) -> str:
    """``reading`` without the lines of dialogue between characters it holds (guard/narrative.dialogue_turns):
    a character's "you" and imperatives are said to another character, not to the reader, so they open no gate."""
    for line in turns:
        reading = reading.replace(line, " ")
    return reading


class SemanticGuard:
    """The rules first; what they allow from an untrusted source is screened by meaning (:func:`assess`)."""

    name = "rules+model"

    def __init__(self, inner: Guard, embedder: Embedder, head: Head, *, gate: bool = True,
                 pool: Neighbours | None = None) -> None:
        self.inner = inner
        self.embedder = embedder
        self.head = head
        self.pool = pool  # the second opinion near the threshold (guard/neighbours.py)
        self.gate = gate  # only a reading with a structural sign of an instruction or claim may be quarantined
        inner_fp = inner.fingerprint
        #: the inner guard's, the head's data file, the embedder, the gate and the code that reads them
        self.fingerprint: str | None = None if inner_fp is None or not head.digest else fingerprint(
            self.name, inner_fp, head.digest, embedder.name, embedder.dim, gate, sorted(SCREENED),
            "agent: no reply, no note about the user, no guess",
            pool.digest if pool is not None else None,
            code_digest(*CODE))
        self.passed: tuple[str, ...] = (*inner.passed, *((self.fingerprint,) if self.fingerprint else ()))

    def screen(self, content: str, source: Source) -> Decision:
        decision = self.inner.screen(content, source)
        if decision.outcome != Outcome.allow or not reads(source, decision.content or content):
            return decision
        found = assess(self.embedder, self.head, decision.content or content, self.pool)
        hits = [f for f in found if f.logit > self.head.threshold and (f.cues or not self.gate)]
        # near the threshold, the nearest development readings decide (only where the gate is open)
        hits = hits or [f for f in found if f.vote and (f.cues or not self.gate)]
        if not hits:
            return decision
        top = hits[0]
        hidden = next((f.trick for f in hits if f.trick), None)
        reason = (f"reads as an instruction or claim from an untrusted source ({source}; semantic screen, score "
                  f"{top.logit:.1f}" + (f", via {hidden}" if hidden else "")
                  + (f"; {', '.join(top.cues)}" if top.cues else "")
                  + ("; its nearest development readings are attacks" if top.logit <= self.head.threshold else "")
                  + f"): {top.segment[:80]!r}")
        if hidden:
            return Decision(Outcome.reject, reason, ("semantic", "hidden"), signals=[f.segment[:80] for f in hits[:3]])
        return Decision(Outcome.quarantine, reason, ("semantic",), content=decision.content,
                        signals=[f.segment[:80] for f in hits[:3]])
