# ruff: noqa: E501
"""Eleventh hygiene corpus (development), written for issue #15 before any code for it: BARE corrections, a
statement that repeats neither the old value nor the slot, written by the same source minutes after the fact it
corrects ("The user lives in Cobh." / "Scratch that - it's Cork."; "用户住在柳州。" / "记错了，其实是桂林。").

Same records, classes and scoring as the other corpora (``bench/_hygiene_corpus.py``); own people and slots of many
value shapes (places, weekdays, clock times, people's names, amounts, sizes, codes, brands, dates, plain nouns).

    temporal     the correction applies; the question asks about the slot in the old fact's words
                   minutes    the correction follows within 1-20 minutes
                   between    an unrelated statement of the same source (another value shape) comes in between
                   named      the correction also names the old value ("I meant Thursday, not Tuesday")
    unrelated    the correction must NOT apply (both memories stay active; the old fact answers its question)
                   other      the same bare words, but from another source (another ``source_id``, or the agent)
                   far        the same source, but 2-6 days later: a bare "correction: X" days after the fact
                              has no referent one could trust (decided here: it is stored as is, nothing retired)
                   framed     correction words with a frame of their own ("Correction to the minutes: the budget
                              review is on Friday", "Actually, the user's sister lives in Galway"): its own fact,
                              asked about on its own
                   control    an apology or aside with no value ("Sorry for the typos, typing on the bus")

``python bench/hygiene_data11.py`` prints samples.
"""

from __future__ import annotations

from typing import Any

from _hygiene_corpus import Corpus, Dataset, Entry, Mem, Query, Scenario, _Ctx, _fmt, build, samples_cli

CATEGORIES11: tuple[str, ...] = ("temporal", "unrelated")
PER_BANK11 = {"temporal": 4, "unrelated": 4}
VARIANTS11 = {"temporal": {"minutes": 45, "between": 30, "named": 25},
              "unrelated": {"other": 30, "far": 20, "framed": 30, "control": 20}}

PERSONAS11 = {"en": ["Siobhan", "Kwame", "Lotte", "Arjun", "Beatriz"], "zh": ["欧阳蕾", "蒋振华", "石佳琪", "温子默", "田秀英"]}
NAME_STATEMENTS11 = {"en": ["Signed up as {n}.", "Goes by {n} at work."], "zh": ["注册名是{n}。", "同事都叫{n}。"]}
BACKGROUND11 = {
    "en": ["{S} keeps bees on the allotment.", "{S} collects old railway timetables.", "{S} swims in the sea all winter.",
           "{S} is teaching the parrot to whistle.", "{S} reads crime novels on the commute.", "{S} bakes bread every Sunday."],
    "zh": ["{S}在阳台上养了几箱蜜蜂。", "{S}收藏老火车时刻表。", "{S}冬天也去海里游泳。",
           "{S}在教鹦鹉吹口哨。", "{S}通勤路上看推理小说。", "{S}每个周日自己烤面包。"],
}

# slot -> lang -> vals (one value shape per slot), old (the fact, {a}), q (asked in the old fact's words)
SLOTS11: dict[str, dict[str, dict[str, Any]]] = {
    "town": {"en": {"vals": ["Cobh", "Cork", "Galway", "Sligo", "Tralee", "Kinsale"],
                    "old": ["{S} lives in {a}.", "{P} home town is {a}."], "q": ["where does the user live?", "what town do i live in"]},
             "zh": {"vals": ["柳州", "桂林", "北海", "梧州", "玉林", "钦州"],
                    "old": ["{S}住在{a}。", "{S}家在{a}。"], "q": ["用户住在哪里？", "我家在哪个城市"]}},
    "dentist": {"en": {"vals": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
                       "old": ["{P} dentist appointment is on {a}.", "{S} sees the dentist on {a}."], "q": ["when is my dentist appointment", "Which day is the user's dentist appointment?"]},
                "zh": {"vals": ["周一", "周二", "周三", "周四", "周五"],
                       "old": ["{S}的牙医预约在{a}。", "{S}{a}去看牙医。"], "q": ["我哪天看牙医", "用户的牙医预约是哪天？"]}},
    "flight": {"en": {"vals": ["7:40", "9:15", "11:05", "13:50", "16:20", "18:35"],
                      "old": ["{P} flight to Lisbon leaves at {a}.", "The Lisbon flight for {s} departs at {a}."], "q": ["what time does my Lisbon flight leave", "When does the user's flight to Lisbon depart?"]},
               "zh": {"vals": ["7点40", "9点15", "11点05", "13点50", "16点20", "18点35"],
                      "old": ["{S}去成都的航班{a}起飞。", "{S}飞成都的飞机是{a}的。"], "q": ["我去成都的航班几点起飞", "用户飞成都的航班什么时候起飞？"]}},
    "manager": {"en": {"vals": ["Priya Nair", "Tom Walsh", "Ines Moreau", "Dan Okafor", "Hana Sato", "Leo Brandt"],
                       "old": ["{P} new manager is {a}.", "{S} now reports to {a}."], "q": ["who is my manager", "Who does the user report to?"]},
                "zh": {"vals": ["王建国", "李秀梅", "张伟", "陈静", "刘洋", "赵志刚"],
                       "old": ["{S}的新领导是{a}。", "{S}现在向{a}汇报。"], "q": ["我的领导是谁", "用户向谁汇报工作？"]}},
    "rent": {"en": {"vals": ["£1,150", "£1,250", "£980", "£1,400", "£1,075", "£1,320"],
                    "old": ["Monthly rent for {p} flat is {a}.", "{S} pays {a} a month in rent."], "q": ["how much is my rent", "What is the user's monthly rent?"]},
             "zh": {"vals": ["4500元", "5200元", "3800元", "6100元", "4900元", "5600元"],
                    "old": ["{S}每月房租{a}。", "{S}的房租是每月{a}。"], "q": ["我房租多少钱", "用户每个月房租多少？"]}},
    "shoes": {"en": {"vals": ["42", "43", "44", "41", "45", "40"],
                     "old": ["{S} wears size {a} shoes.", "{P} shoe size is {a}."], "q": ["what shoe size am i", "What size shoes does the user wear?"]},
              "zh": {"vals": ["42", "43", "44", "41", "45", "40"],
                     "old": ["{S}穿{a}码的鞋。", "{S}的鞋码是{a}。"], "q": ["我穿多大的鞋", "用户鞋码多少？"]}},
    "laptop": {"en": {"vals": ["ThinkPad X1", "MacBook Air", "Dell XPS 13", "Surface Laptop", "HP Spectre", "Framework 13"],
                      "old": ["{P} work laptop is a {a}.", "{S} was issued a {a} for work."], "q": ["what laptop do i have for work", "Which work laptop does the user have?"]},
               "zh": {"vals": ["联想小新", "华为MateBook", "MacBook Air", "戴尔XPS", "小米笔记本", "ThinkPad X1"],
                      "old": ["{S}的工作电脑是{a}。", "公司给{S}配的笔记本是{a}。"], "q": ["我的工作电脑是什么", "用户用的是哪款工作笔记本？"]}},
    "birthday": {"en": {"vals": ["12 March", "21 March", "3 June", "30 June", "8 October", "18 October"],
                        "old": ["{P} daughter's birthday is on {a}.", "{P} daughter was born on {a}."], "q": ["when is my daughter's birthday", "When is the user's daughter's birthday?"]},
                 "zh": {"vals": ["3月12日", "3月21日", "6月3日", "6月30日", "10月8日", "10月18日"],
                        "old": ["{S}女儿的生日是{a}。", "{S}的女儿{a}出生。"], "q": ["我女儿生日是哪天", "用户女儿的生日是几号？"]}},
    "gate": {"en": {"vals": ["4812", "4182", "7390", "7309", "2256", "5526"],
                    "old": ["The gate code at {p} building is {a}.", "{P} building door code: {a}."], "q": ["what's the gate code for my building", "What is the door code at the user's building?"]},
             "zh": {"vals": ["4812", "4182", "7390", "7309", "2256", "5526"],
                    "old": ["{S}的工号是{a}。", "{S}在公司的工号是{a}。"], "q": ["我的工号是多少", "用户的工号是多少？"]}},
    "commute": {"en": {"vals": ["bus", "train", "tram", "ferry", "bike"],
                       "old": ["{S} takes the {a} to work.", "{S} goes to the office by {a}."], "q": ["how do i get to work", "How does the user get to the office?"]},
                "zh": {"vals": ["地铁", "公交", "班车", "轮渡", "电动车"],
                       "old": ["{S}坐{a}上班。", "{S}每天坐{a}去公司。"], "q": ["我怎么去上班", "用户怎么去公司？"]}},
}

#: bare corrections (neither the slot nor the old value)
BARE11 = {"en": ["Scratch that - it's {b}.", "Correction: {b}.", "Sorry, got that wrong a minute ago, it's actually {b}.",
                 "My mistake, it's {b}.", "Oops, I meant {b}.", "Wait, no - {b}.", "Actually it's {b}, my bad.",
                 "Typo earlier: {b}.", "Make that {b}.", "No sorry, it should be {b}."],
          "zh": ["记错了，其实是{b}。", "更正一下：是{b}。", "刚才说错了，应该是{b}。", "不对不对，是{b}", "口误，是{b}。",
                 "搞错了，应该是{b}。", "纠正一下，{b}。", "我打错了，是{b}。", "不好意思，是{b}才对。"]}
#: bare corrections that also name the old value
NAMED11 = {"en": ["I meant {b}, not {a}.", "{b}, not {a} - sorry.", "Sorry, {b} rather than {a}.", "Correction: {b}, not {a}."],
           "zh": ["说错了，是{b}不是{a}。", "是{b}，不是{a}。", "不是{a}，是{b}。", "更正：{b}，不是{a}。"]}
#: an unrelated statement of the same source, without a value of any slot's shape
BETWEEN11 = {"en": ["{S} prefers window seats.", "{S} is allergic to cats.", "{S} hates early meetings.", "{S} likes strong coffee."],
             "zh": ["{S}喜欢靠窗的座位。", "{S}对猫过敏。", "{S}讨厌早会。", "{S}爱喝浓咖啡。"]}
#: correction words with a frame of their own: (statement, question about it)
FRAMED11 = {"en": [("Correction to the minutes: the budget review is on Friday.", "when is the budget review"),
                   ("Actually, {p} sister lives in Galway.", "Where does the user's sister live?"),
                   ("Sorry, one more thing: {p} landlord is called Mr Byrne.", "what is my landlord's name"),
                   ("Correction for the newsletter: the bake sale raised £340.", "How much did the bake sale raise?"),
                   ("To correct the form, {p} middle name is Aoife.", "what's my middle name")],
            "zh": [("会议纪要更正：预算评审在周五。", "预算评审是哪天？"),
                   ("其实{S}的姐姐住在南宁。", "用户的姐姐住在哪？"),
                   ("不好意思补充一下，{S}的房东姓黄。", "我的房东姓什么"),
                   ("通讯稿更正：义卖一共筹了340元。", "义卖筹了多少钱？"),
                   ("更正表格：{S}的英文名是Grace。", "用户的英文名是什么？")]}
#: asides with correction-ish words and no value
CONTROL11 = {"en": ["Sorry for the typos, typing on the bus.", "Oops, hit send too early.", "My mistake for rambling, carry on.",
                    "Actually, never mind the rest."],
             "zh": ["不好意思，手机打字有错别字。", "哎呀，发早了。", "抱歉，刚才啰嗦了。", "算了，后面的不说了。"]}


def _say(c: _Ctx, tpl: str, **kw: str) -> str:
    text = _fmt(tpl, **kw, **c.subject())
    return text[0].upper() + text[1:]


def _start(c: _Ctx) -> float:
    """Scenarios of a bank are a week apart (one scenario's minutes never touch another's)."""
    k = getattr(c, "k11", 0)
    c.k11 = k + 1  # type: ignore[attr-defined]
    return 3 + 7 * k + c.rng.uniform(9, 19) / 24


def _mem(c: _Ctx, sid: str, key: str, text: str, day: float, role: str, expect: str, **kw: Any) -> Mem:
    return Mem(ref=c.ref("m"), text=text, at=c.at(day), key=f"{sid}.{key}", scenario=sid, role=role, expect=expect, **kw)


def _temporal(c: _Ctx, sid: str, slot: str) -> Scenario:
    rng, lang = c.rng, c.lang
    t = SLOTS11[slot][lang]
    variant = rng.choices(list(VARIANTS11["temporal"]), weights=list(VARIANTS11["temporal"].values()))[0]
    a, b = c.pick(t["vals"], 2)
    d = _start(c)
    src = {"source_id": "chat-1"} if rng.random() < 0.5 else {}
    mems = [_mem(c, sid, "old", _say(c, rng.choice(t["old"]), a=a), d, "stale", "retired", **src)]
    if variant == "between":
        d += rng.uniform(1, 8) / 1440
        mems.append(_mem(c, sid, "aside", _say(c, c.pick(BETWEEN11[lang])[0]), d, "background", "active", **src))
    d += rng.uniform(1, 20) / 1440
    tpl = c.pick(NAMED11[lang] if variant == "named" else BARE11[lang])[0]
    mems.append(_mem(c, sid, "now", _say(c, tpl, a=a, b=b), d, "current", "active", **src))
    q = Query(f"{sid}.q", sid, rng.choice(t["q"]), (f"{sid}.now",), (f"{sid}.old",))
    return Scenario(sid, "temporal", lang, variant, slot, frozenset({slot}), mems, [q])


def _unrelated(c: _Ctx, sid: str, slot: str) -> Scenario:
    rng, lang = c.rng, c.lang
    t = SLOTS11[slot][lang]
    variant = rng.choices(list(VARIANTS11["unrelated"]), weights=list(VARIANTS11["unrelated"].values()))[0]
    a, b = c.pick(t["vals"], 2)
    d = _start(c)
    old = _mem(c, sid, "old", _say(c, rng.choice(t["old"]), a=a), d, "unrelated", "active", source_id="chat-1")
    qs = [Query(f"{sid}.q1", sid, rng.choice(t["q"]), (old.key,), ())]
    if variant == "other":
        other: dict[str, Any] = rng.choice([{"source_id": "chat-2"}, {"source": "agent"}])
        text = _say(c, c.pick(BARE11[lang])[0], b=b)
        new = _mem(c, sid, "new", text, d + rng.uniform(1, 20) / 1440, "unrelated", "active", **other)
    elif variant == "far":
        text = _say(c, c.pick(BARE11[lang])[0], b=b)
        new = _mem(c, sid, "new", text, d + rng.uniform(2, 6), "unrelated", "active", source_id="chat-1")
    elif variant == "framed":
        stmt, q = c.pick(FRAMED11[lang])[0]
        new = _mem(c, sid, "new", _say(c, stmt), d + rng.uniform(1, 20) / 1440, "unrelated", "active", source_id="chat-1")
        qs.append(Query(f"{sid}.q2", sid, q, (new.key,), ()))
    else:
        new = _mem(c, sid, "new", _say(c, c.pick(CONTROL11[lang])[0]), d + rng.uniform(1, 20) / 1440, "unrelated",
                   "active", source_id="chat-1")
    return Scenario(sid, "unrelated", lang, variant, slot, frozenset({slot}), [old, new], qs)


def _entries(category: str, lang: str) -> list[Entry]:
    return [(frozenset({slot}), slot) for slot in SLOTS11]


CORPUS11 = Corpus(prefix="c11-", categories=CATEGORIES11, per_bank=PER_BANK11, personas=PERSONAS11,
                  name_statements=NAME_STATEMENTS11, background=BACKGROUND11,
                  builders={"temporal": _temporal, "unrelated": _unrelated}, entries=_entries)


def generate(seed: int = 1111, *, per_category: int = 20, background: int = 3) -> Dataset:
    """``per_category`` scenarios per category and language (rounded up to whole banks): 80 at the default."""
    return build(CORPUS11, seed, per_category=per_category, background=background)


def main() -> None:
    samples_cli(generate, 1111, "the eleventh hygiene corpus")


if __name__ == "__main__":
    main()
