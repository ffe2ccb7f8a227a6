"""What the hygiene corpora share (``bench/hygiene_data.py``, ``hygiene_data3.py``, ``hygiene_data5.py``,
``hygiene_data6.py``, ``hygiene_data7.py``): the records, the per-bank context, the builders that differ between
corpora only in their value pools, and the generator that packs scenarios into banks. A corpus module keeps its own
tables (people, templates, questions) and passes them in; ``hygiene_data.py`` re-exports the records for older
importers.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

T0 = datetime(2025, 1, 6, tzinfo=UTC)


# ---------------------------------------------------------------------------------------------------
# records


@dataclass(frozen=True)
class Mem:
    ref: str  # unique within the bank
    text: str
    at: datetime  # observed_at (and the write's ``now``)
    key: str  # fact identity: paraphrases of one fact share it
    scenario: str  # scenario id ("" for background memories)
    role: str  # current | stale | para | fact | guess | alt | base | temp | critical | control | unrelated | background
    expect: str  # final status wanted: "active" (must stay active), "retired" (must leave search), "any"
    source: str = "user"
    source_id: str | None = None
    ttl_seconds: float | None = None
    critical: bool = False


@dataclass(frozen=True)
class Query:
    id: str
    scenario: str
    text: str
    current: tuple[str, ...]  # keys of acceptable answers
    stale: tuple[str, ...]  # keys that must not be returned


@dataclass
class Scenario:
    id: str
    category: str
    lang: str
    variant: str
    template: str
    topics: frozenset[str]
    memories: list[Mem]
    queries: list[Query]


@dataclass
class Bank:
    name: str
    category: str
    lang: str
    persona: str
    scenarios: list[Scenario] = field(default_factory=list)
    extras: list[Mem] = field(default_factory=list)  # background / non-critical controls
    query_at: datetime = T0

    def memories(self) -> list[Mem]:
        ms = [m for s in self.scenarios for m in s.memories] + self.extras
        return sorted(ms, key=lambda m: (m.at, m.ref))

    def queries(self) -> list[Query]:
        return [q for s in self.scenarios for q in s.queries]

    def last_write(self) -> datetime:
        return max(m.at for m in self.memories())

    def scenario(self, sid: str) -> Scenario:
        return next(s for s in self.scenarios if s.id == sid)


@dataclass
class Dataset:
    seed: int
    banks: list[Bank]

    def stats(self) -> dict[str, Any]:
        scen = [s for b in self.banks for s in b.scenarios]
        return {
            "seed": self.seed,
            "banks": len(self.banks),
            "scenarios": len(scen),
            "memories": sum(len(b.memories()) for b in self.banks),
            "queries": sum(len(b.queries()) for b in self.banks),
            "by_category": dict(Counter(s.category for s in scen)),
            "by_lang": dict(Counter(s.lang for s in scen)),
            "variants": dict(Counter(f"{s.category}/{s.variant}" for s in scen)),
        }


# ---------------------------------------------------------------------------------------------------
# generation


class _Ctx:
    """Per-bank state: rng, persona, language, values already used (so scenarios of a bank differ)."""

    def __init__(self, rng: random.Random, lang: str, persona: str, bank: str, start: datetime) -> None:
        self.rng, self.lang, self.persona, self.bank, self.start = rng, lang, persona, bank, start
        self.used: set[str] = set()
        self.n = 0

    def subject(self) -> dict[str, str]:
        r = self.rng.random()
        if self.lang == "zh":
            s = self.persona if r < 0.12 else "用户"
            return {"S": s, "s": s, "P": s + "的", "p": s + "的"}
        if r < 0.12:
            return {"S": self.persona, "s": self.persona, "P": self.persona + "'s", "p": self.persona + "'s"}
        if r < 0.25:
            return {"S": "User", "s": "the user", "P": "User's", "p": "the user's"}
        return {"S": "The user", "s": "the user", "P": "The user's", "p": "the user's"}

    def pick(self, pool: list[Any], k: int = 1) -> list[Any]:
        free = [v for v in pool if str(v) not in self.used] or list(pool)
        out = self.rng.sample(free, k)
        self.used.update(str(v) for v in out)
        return out

    def at(self, day: float) -> datetime:
        t = self.start + timedelta(days=day)
        return t.replace(second=0, microsecond=0)

    def day(self, lo: float, hi: float) -> float:
        """A time between ``lo`` and ``hi`` days after the bank's start, during waking hours."""
        d = self.rng.uniform(lo, hi)
        whole = int(d)
        return whole + self.rng.uniform(8, 21) / 24

    def ref(self, prefix: str) -> str:
        self.n += 1
        return f"{prefix}{self.n}"


def _fmt(t: str, **kw: str) -> str:
    return t.format(**kw)


def _tool_values(rng: random.Random, pool: str, lang: str) -> tuple[str, str]:
    if pool == "time":
        h, m = rng.randint(7, 20), rng.choice([0, 5, 10, 15, 20, 30, 40, 45, 50])
        m2 = (m + rng.choice([15, 20, 25, 30, 35])) % 60
        h2 = h + 1 if m2 < m else h
        return f"{h}:{m:02d}", f"{h2}:{m2:02d}"
    if pool == "money":
        v = rng.randint(800, 9000) + rng.choice([0, 0.5, 0.25])
        w = v + rng.choice([-1, 1]) * rng.choice([36, 90, 180, 270])
        return f"{v:,.2f}", f"{w:,.2f}"
    if pool == "weekday":
        days = (
            ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
            if lang == "en"
            else ["周一", "周二", "周三", "周四", "周五"]
        )
        i = rng.randint(0, 3)
        return days[i], days[i + 1]
    if pool == "temp":
        t = rng.randint(8, 31)
        return str(t), str(t + rng.choice([2, 3, 4]))
    if pool == "version":
        a, b, p = rng.randint(1, 4), rng.randint(0, 12), rng.randint(0, 9)
        return f"v{a}.{b}.{p}", rng.choice([f"v{a}.{b + 1}.0", f"v{a}.{b}.{p + 1}"])
    if pool == "price":
        v = rng.uniform(20, 400)
        return f"{v:.2f}", f"{v * rng.uniform(1.01, 1.06):.2f}"
    v = rng.randint(18, 55)  # minutes
    return str(v), str(v + rng.choice([7, 12, 15, 20]))


def _dedupe_texts(bank: Bank) -> None:
    """Texts are unique within a bank except verbatim repeats inside one duplicates scenario (one fact)."""
    seen: dict[str, str] = {}
    for m in bank.memories():
        k = seen.setdefault(m.text, m.key)
        if k != m.key:
            raise AssertionError(f"{bank.name}: text {m.text!r} used by two facts ({k}, {m.key})")


# ---------------------------------------------------------------------------------------------------
# hand-written banks (corpora 19, 20 and 21: each bank written out, not templated; 19 and 20: every memory true)

#: a scenario: (kind, topic, memories as (key, text), questions as (text, answer key))
HandScen = tuple[str, str, list[tuple[str, str]], list[tuple[str, str]]]
#: a bank: (name the user goes by or "", name statement or "" for a control bank, background, scenarios)
HandBank = tuple[str, str, list[str], list[HandScen]]


def _older(key: str) -> bool:
    """A hand scenario's key for an older value: "old" or "old-…" (not any key that merely starts with "old")."""
    return key == "old" or key.startswith("old-")


def _hand_scenario(c: _Ctx, sid: str, spec: HandScen) -> Scenario:
    kind, topic, mems, questions = spec
    if not any(_older(key) for key, _ in mems):
        memories = {key: Mem(ref=c.ref("m"), text=text, at=c.at(c.day(2, 40)), key=f"{sid}.{key}", scenario=sid,
                             role="unrelated", expect="active") for key, text in mems}
    else:  # an update (corpus 21): a key "old" / "old-…" is an older value, written first; a question answered by
        # another key holds it stale (it may stay active, "any": the judge need not retire it, search must rank
        # it lower)
        memories = {key: Mem(ref=c.ref("m"), text=text, key=f"{sid}.{key}", scenario=sid,
                             at=c.at(c.day(2, 20) if _older(key) else c.day(21, 40)),
                             role="stale" if _older(key) else "unrelated",
                             expect="any" if _older(key) else "active") for key, text in mems}
    olds = tuple(m.key for k, m in memories.items() if _older(k))
    queries = [Query(f"{sid}.q{i + 1}", sid, q, (memories[ans].key,), () if _older(ans) else olds)
               for i, (q, ans) in enumerate(questions)]
    first = min(memories.values(), key=lambda m: m.at)
    order = "answer-first" if first is memories[questions[0][1]] else "distractor-first"
    return Scenario(sid, "unrelated", c.lang, f"{kind} {order}", f"{kind}/{topic}", frozenset({topic}),
                    sorted(memories.values(), key=lambda m: m.at), queries)


def hand_bank(tag: str, seed: int, lang: str, i: int, spec: HandBank, start_day: int, n_background: int) -> Bank:
    """Bank ``i`` of ``lang`` of a hand-written corpus (``tag``: "c19", "c20"): its scenarios' memories within
    40 days of ``start_day``, its first ``n_background`` background memories, its name statement (if any) first."""
    name, statement, background, scenarios = spec
    bank_name = f"{tag}-unrelated-{lang}-{i:02d}"
    c = _Ctx(random.Random(f"{seed}:{bank_name}"), lang, name, bank_name, T0 + timedelta(days=start_day))
    bank = Bank(name=bank_name, category="unrelated", lang=lang, persona=name)
    bank.scenarios = [_hand_scenario(c, f"{bank_name}.s{j}", s) for j, s in enumerate(scenarios)]
    for j, text in enumerate(background[:n_background]):
        bank.extras.append(Mem(ref=c.ref("bg"), text=text, at=c.at(c.day(0, 30)), key=f"{bank_name}.bg{j}",
                               scenario="", role="background", expect="active"))
    if statement:  # a control bank states no name
        bank.extras.append(Mem(ref=c.ref("name"), text=statement, at=c.at(0), key=f"{bank_name}.name",
                               scenario="", role="background", expect="active"))
    bank.query_at = (bank.last_write() + timedelta(days=c.rng.uniform(1, 3))).replace(second=0, microsecond=0)
    return bank


def hand_corpus(banks: dict[str, list[HandBank]], tag: str, seed: int, per_category: int, background: int) -> Dataset:
    """Every bank of both languages of a hand-written corpus (``per_category`` caps the scenarios per language, in
    whole banks of 4), each starting on a day drawn from ``seed``."""
    rng = random.Random(seed)
    out = []
    for lang in ("en", "zh"):
        specs = banks[lang] if per_category >= 20 else banks[lang][: max(1, -(-per_category // 4))]
        days = [rng.randint(0, 200) for _ in specs]
        out += [hand_bank(tag, seed, lang, i, spec, days[i], background) for i, spec in enumerate(specs)]
    return Dataset(seed, out)


def samples_cli(generate: Callable[..., Dataset], seed: int, what: str) -> None:
    """Each corpus module's ``main``: print statistics and samples of ``what`` (``--seed``, ``--per-category``,
    ``--samples``)."""
    import argparse

    ap = argparse.ArgumentParser(description=f"print statistics and samples of {what}")
    ap.add_argument("--seed", type=int, default=seed)
    ap.add_argument("--per-category", type=int, default=20)
    ap.add_argument("--samples", type=int, default=1, help="scenarios printed per category and language")
    args = ap.parse_args()
    print_samples(generate(args.seed, per_category=args.per_category), args.samples)


def print_samples(ds: Dataset, samples: int) -> None:
    """Statistics, then ``samples`` scenarios per category and language (what each corpus's ``main`` prints)."""
    print(ds.stats())
    shown: Counter[str] = Counter()
    for b in ds.banks:
        for s in b.scenarios:
            k = f"{s.category}/{s.lang}"
            if shown[k] >= samples:
                continue
            shown[k] += 1
            print(f"\n[{k}] {s.variant} ({s.template}) bank={b.name} asked {b.query_at:%Y-%m-%d}")
            for m in s.memories:
                extra = f" ttl={m.ttl_seconds / 86400:g}d" if m.ttl_seconds else ""
                extra += " critical" if m.critical else ""
                print(
                    f"  {m.at:%Y-%m-%d %H:%M} {m.source}{'/' + m.source_id if m.source_id else ''} "
                    f"{m.role:<9} {m.text}{extra}"
                )
            for q in s.queries:
                print(f"  Q: {q.text}")


# ---------------------------------------------------------------------------------------------------
# builders shared by the corpora (each corpus passes its own value pools)

Entry = tuple[frozenset[str], Any]
Builder = Callable[[_Ctx, str, Any], Scenario]
Fill = Callable[[_Ctx], dict[str, str]]


def entries(
    category: str, lang: str, tables: Mapping[str, Mapping[str, list[Any]]], temporal: Iterable[str]
) -> list[Entry]:
    """(topics, template entry) for every template of a category: a temporal entry is a slot name, an unrelated
    entry carries its own topic set, every other entry's topic is its first field."""
    if category == "temporal":
        return [(frozenset({slot}), slot) for slot in temporal]
    if category == "unrelated":
        return [(e[0], e) for e in tables["unrelated"][lang]]
    return [(frozenset({e[0]}), e) for e in tables[category][lang]]


def tools_scenario(c: _Ctx, sid: str, entry: tuple[str, str, tuple[str, str], str, list[str]], fill: Fill) -> Scenario:
    """Two tools (``source=tool``, different ``source_id``) state two values of one template within minutes."""
    rng, lang = c.rng, c.lang
    topic, tpl, sources, pool, qs = entry
    va, vb = _tool_values(rng, pool, lang)
    values = fill(c)
    subj = c.subject()
    ta, tb = _fmt(tpl, v=va, **values, **subj), _fmt(tpl, v=vb, **values, **subj)
    if rng.random() < 0.5:
        sources = (sources[1], sources[0])
    d0 = c.day(2, 40)
    t1 = d0 + rng.uniform(1, 40) / 1440
    ma = Mem(
        ref=c.ref("m"),
        text=ta,
        at=c.at(d0),
        key=f"{sid}.a",
        scenario=sid,
        role="alt",
        expect="active",
        source="tool",
        source_id=sources[0],
    )
    mb = Mem(
        ref=c.ref("m"),
        text=tb,
        at=c.at(t1),
        key=f"{sid}.b",
        scenario=sid,
        role="alt",
        expect="active",
        source="tool",
        source_id=sources[1],
    )
    q = Query(f"{sid}.q", sid, rng.choice(qs).format(**values), (ma.key, mb.key), ())
    return Scenario(sid, "tools", lang, "tool-vs-tool", topic, frozenset({topic}), [ma, mb], [q])


def older_then_newer_scenario(c: _Ctx, sid: str, entry: tuple[str, str, str, str, str], *,
                              gap: tuple[float, float] = (10, 90)) -> Scenario:
    """Two true facts of one kind or domain, the older written first (``gap`` days apart), each asked about on its
    own: a keep control (``entry``: topic, older, newer, question about the older, about the newer)."""
    topic, t1, t2, q1, q2 = entry
    subj = c.subject()
    d0 = c.day(2, 30)
    d1 = d0 + c.rng.uniform(*gap)
    x = Mem(ref=c.ref("m"), text=_fmt(t1, **subj), at=c.at(d0), key=f"{sid}.x", scenario=sid, role="unrelated",
            expect="active")
    y = Mem(ref=c.ref("m"), text=_fmt(t2, **subj), at=c.at(d1), key=f"{sid}.y", scenario=sid, role="unrelated",
            expect="active")
    qs = [Query(f"{sid}.q1", sid, q1, (x.key,), ()), Query(f"{sid}.q2", sid, q2, (y.key,), ())]
    return Scenario(sid, "unrelated", c.lang, "keep-both", topic, frozenset({topic}), [x, y], qs)


def _say(c: _Ctx, tpl: str, **kw: str) -> str:
    b = kw.get("b", "")
    text = _fmt(tpl, **kw, B=b[:1].upper() + b[1:], **c.subject())
    return text[0].upper() + text[1:]


def frame_update_scenario(c: _Ctx, sid: str, slot: str, table: dict[str, Any], variants: dict[str, int]) -> Scenario:
    """An update of a one-value slot whose newer statement is in another frame than the older (``table[slot][lang]``:
    the values, the older and newer templates, the questions about the present ``q`` and the past ``qp``); the
    "history" variant (drawn with ``variants``' weights) also asks about the past, where the older is the answer."""
    rng, lang = c.rng, c.lang
    t = table[slot][lang]
    variant = rng.choices(list(variants), weights=list(variants.values()))[0]
    a, b = c.pick(t["vals"], 2)
    texts = [_say(c, rng.choice(t["old"]), a=a), _say(c, rng.choice(t["new"]), b=b)]
    d0 = c.day(2, 30)
    d1 = d0 + rng.uniform(30, 150)
    old = Mem(ref=c.ref("m"), text=texts[0], at=c.at(d0), key=f"{sid}.v0", scenario=sid, role="stale", expect="any")
    new = Mem(ref=c.ref("m"), text=texts[1], at=c.at(d1), key=f"{sid}.now", scenario=sid, role="current",
              expect="active")
    queries = [Query(f"{sid}.q", sid, rng.choice(t["q"]), (new.key,), (old.key,))]
    if variant == "history":  # the older is the answer to a question about the past
        queries.append(Query(f"{sid}.qp", sid, rng.choice(t["qp"]), (old.key,), ()))
    return Scenario(sid, "temporal", lang, variant, slot, frozenset({slot}), [old, new], queries)


def unrelated_scenario(
    c: _Ctx,
    sid: str,
    entry: tuple[frozenset[str], str, str, str, str],
    fill: Fill,
    variant: str,
    *,
    one_subject: bool = True,
) -> Scenario:
    """Two true memories that look alike, each asked about on its own; ``one_subject``: both call the user the
    same way (else each draws its own way)."""
    rng, lang = c.rng, c.lang
    topics, t1, t2, q1, q2 = entry
    values = fill(c)
    if one_subject:
        subj = c.subject()
        m1, m2 = _fmt(t1, **values, **subj), _fmt(t2, **values, **subj)
    else:
        m1 = _fmt(t1, **values, **c.subject())
        m2 = _fmt(t2, **values, **c.subject())
    d0 = c.day(2, 40)
    d1 = d0 + rng.uniform(1 / 24, 60)
    if rng.random() < 0.5:
        d0, d1 = d1, d0
    x = Mem(ref=c.ref("m"), text=m1, at=c.at(d0), key=f"{sid}.x", scenario=sid, role="unrelated", expect="active")
    y = Mem(ref=c.ref("m"), text=m2, at=c.at(d1), key=f"{sid}.y", scenario=sid, role="unrelated", expect="active")
    qs = [
        Query(f"{sid}.q1", sid, q1.format(**values), (x.key,), ()),
        Query(f"{sid}.q2", sid, q2.format(**values), (y.key,), ()),
    ]
    return Scenario(sid, "unrelated", lang, variant, "/".join(sorted(topics)), topics, [x, y], qs)


def paraphrases_scenario(c: _Ctx, sid: str, entry: tuple[str, list[str], list[str]]) -> Scenario:
    """2-3 paraphrases of one fact, written in one go (30%) or days apart."""
    rng, lang = c.rng, c.lang
    topic, paras, qs = entry
    k = rng.choice([2, 3])
    texts = [_fmt(p, **c.subject()) for p in rng.sample(paras, k)]
    same_moment = rng.random() < 0.3  # written in one go (e.g. extracted from one message)
    d = c.day(2, 30)
    mems = []
    for text in texts:
        mems.append(
            Mem(ref=c.ref("m"), text=text, at=c.at(d), key=f"{sid}.fact", scenario=sid, role="para", expect="any")
        )
        d += 0 if same_moment else rng.uniform(1, 40)
    variant = f"{k} paraphrases" + (" same moment" if same_moment else "")
    q = Query(f"{sid}.q", sid, rng.choice(qs), (f"{sid}.fact",), ())
    return Scenario(sid, "duplicates", lang, variant, topic, frozenset({topic}), mems, [q])


def guess_scenario(
    c: _Ctx, sid: str, entry: tuple[str, list[str], list[str], list[str]], values: Mapping[str, str] | None = None
) -> Scenario:
    """An agent's guess and the user's own statement that contradicts it, in either order."""
    rng, lang = c.rng, c.lang
    topic, guesses, facts, qs = entry[:4]
    extra = dict(values or {})
    guess = _fmt(rng.choice(guesses), **extra, **c.subject())
    fact = _fmt(rng.choice(facts), **extra, **c.subject())
    variant = rng.choices(["guess-then-fact", "fact-then-guess"], weights=[60, 40])[0]
    d0 = c.day(2, 40)
    if variant == "guess-then-fact":
        tg, tf = d0, d0 + rng.uniform(2 / 24, 20)
    else:
        tf, tg = d0, d0 + rng.uniform(1, 30)
    mg = Mem(
        ref=c.ref("m"),
        text=guess,
        at=c.at(tg),
        key=f"{sid}.guess",
        scenario=sid,
        role="guess",
        expect="retired",
        source="agent",
    )
    mf = Mem(ref=c.ref("m"), text=fact, at=c.at(tf), key=f"{sid}.fact", scenario=sid, role="fact", expect="active")
    q = Query(f"{sid}.q", sid, rng.choice(qs), (mf.key,), (mg.key,))
    return Scenario(sid, "inference", lang, variant, topic, frozenset({topic}), [mg, mf], [q])


def _ask_soon(bank: Bank, c: _Ctx) -> datetime:
    return bank.last_write() + timedelta(days=c.rng.uniform(1, 3))


@dataclass(frozen=True)
class Corpus:
    """What a corpus's ``generate`` varies: bank names, categories, people, templates and builders."""

    prefix: str  # bank names are f"{prefix}{category}-{lang}-{index:02d}"
    categories: tuple[str, ...]
    per_bank: Mapping[str, int]
    personas: Mapping[str, list[str]]
    name_statements: Mapping[str, list[str]]
    background: Mapping[str, list[str]]
    builders: Mapping[str, Builder]
    entries: Callable[[str, str], list[Entry]]
    controls: Mapping[str, int] = field(default_factory=dict)  # category -> background memories that are controls
    loose: frozenset[str] = frozenset()  # categories whose background memories may end in any status
    ask: Mapping[str, Callable[[Bank, _Ctx], datetime]] = field(default_factory=dict)  # category -> question time


def build(corpus: Corpus, seed: int, *, per_category: int, background: int) -> Dataset:
    """``per_category`` scenarios per category and language (rounded up to whole banks), packed so that no two
    scenarios of a bank share a topic, each bank with ``background`` unrelated memories and the user's name."""
    rng = random.Random(seed)
    banks: list[Bank] = []
    for category in corpus.categories:
        for lang in ("en", "zh"):
            entries = corpus.entries(category, lang)
            per = corpus.per_bank[category]
            cycle: list[Entry] = []
            personas = corpus.personas[lang]
            for bi in range(-(-per_category // per)):
                persona = personas[bi % len(personas)]
                name = f"{corpus.prefix}{category}-{lang}-{bi:02d}"
                start = T0 + timedelta(days=rng.randint(0, 200))
                c = _Ctx(random.Random(f"{seed}:{name}"), lang, persona, name, start)
                bank = Bank(name=name, category=category, lang=lang, persona=persona)
                topics: set[str] = set()
                while len(bank.scenarios) < per:
                    if not cycle:  # go through every template before reusing one
                        cycle = list(entries)
                        rng.shuffle(cycle)
                    idx = next((i for i, (t, _) in enumerate(cycle) if not t & topics), None)
                    if idx is None:
                        cycle = []
                        continue
                    t, entry = cycle.pop(idx)
                    topics |= t
                    bank.scenarios.append(corpus.builders[category](c, f"{name}.s{len(bank.scenarios)}", entry))
                expect = "any" if category in corpus.loose else "active"
                n_extra = background + corpus.controls.get(category, 0)
                for i, tpl in enumerate(c.rng.sample(corpus.background[lang], n_extra)):
                    role = "control" if i >= background else "background"
                    bank.extras.append(
                        Mem(
                            ref=c.ref("bg"),
                            text=_fmt(tpl, **c.subject()),
                            at=c.at(c.day(0, 30)),
                            key=f"{name}.bg{i}",
                            scenario="",
                            role=role,
                            expect=expect,
                        )
                    )
                # the bank knows the user's name (memories sometimes call the user by it)
                bank.extras.append(
                    Mem(
                        ref=c.ref("name"),
                        text=c.rng.choice(corpus.name_statements[lang]).format(n=persona),
                        at=c.at(0),
                        key=f"{name}.name",
                        scenario="",
                        role="background",
                        expect=expect,
                    )
                )
                _dedupe_texts(bank)
                bank.query_at = corpus.ask.get(category, _ask_soon)(bank, c).replace(second=0, microsecond=0)
                banks.append(bank)
    return Dataset(seed, banks)


def value_chain(
    c: _Ctx, sid: str, slot: str, variant: str, texts: list[str], times: list[float], questions: list[str]
) -> Scenario:
    """A temporal scenario from its texts in time order: the last is current, the others stale."""
    mems = []
    for i, (t, d) in enumerate(zip(texts, times, strict=True)):
        last = i == len(texts) - 1
        mems.append(
            Mem(
                ref=c.ref("m"),
                text=t,
                at=c.at(d),
                key=f"{sid}.v{i}",
                scenario=sid,
                role="current" if last else "stale",
                expect="active" if last else "retired",
            )
        )
    q = Query(f"{sid}.q", sid, c.rng.choice(questions), (mems[-1].key,), tuple(m.key for m in mems[:-1]))
    return Scenario(sid, "temporal", c.lang, variant, slot, frozenset({slot}), mems, [q])
