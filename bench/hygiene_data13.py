# ruff: noqa: E501
"""Thirteenth hygiene corpus (development), written for issue #15: an agent's hedged guess against a first-hand
fact that shares NO word with it ("likely eats meat" / "vegetarian since university", "可能还没结婚" / "和老公下个月
过十周年"), asked in neither's words, plus harm controls where the guess must stay where it is.

Same records, classes and scoring as the other corpora (``bench/_hygiene_corpus.py``); own people, own phrasing
(some hedges in words the other corpora never used: "my hunch", "I'd wager", "看样子", "八成").

    inference    contradicted: a guess and a user/tool fact on one subject, no shared content word; the guess
                 written before the fact ("guess-then-fact") or after it ("fact-then-guess"); the fact must come
                 first, the guess may stay (any status)
    unrelated    controls, three kinds:
                 "confirmed"  a guess and a fact that agrees with it: the fact first, the guess may stay or go
                 "lone"       a guess with no fact on its subject, next to a user fact about something else: the
                              guess is the answer, both must stay active
                 "other"      a guess about the user next to a fact about another person on the same subject
                              (the husband's job, the mother's age): asked about the user, the guess; asked about
                              the other person, the fact; both must stay active

It has no temporal, ttl, tools or critical scenarios. ``generate`` builds 6/5 of ``per_category`` per category
and language (96 scenarios at the default 20). ``python bench/hygiene_data13.py`` prints samples.
"""

from __future__ import annotations

from typing import Any

from _hygiene_corpus import (
    Corpus,
    Dataset,
    Entry,
    Mem,
    Query,
    Scenario,
    _Ctx,
    _fmt,
    build,
    samples_cli,
)

CATEGORIES13: tuple[str, ...] = ("inference", "unrelated")
PER_BANK13 = {"inference": 4, "unrelated": 4}

PERSONAS13 = {
    "en": ["Wiebke", "Anselm", "Priyanka", "Lorcan", "Maite"],
    "zh": ["司马岚", "郝建军", "欧阳静", "聂晨曦", "谭卫东"],
}
NAME_STATEMENTS13 = {
    "en": ["Account holder name: {n}.", "Goes by {n} in the team chat."],
    "zh": ["账户实名：{n}。", "群里大家都叫他{n}。"],
}
BACKGROUND13 = {
    "en": [
        "{S} keeps a jar of buttons from old coats.",
        "{S} always orders the second-cheapest wine.",
        "{S} once missed a ferry to Skye by four minutes.",
        "{S} collects enamel pins from national parks.",
        "{S} whistles badly but often.",
        "{S} names every houseplant after a poet.",
    ],
    "zh": [
        "{S}有一罐从旧大衣上拆下来的扣子。",
        "{S}点酒总是点第二便宜的那瓶。",
        "{S}有一次差四分钟没赶上去舟山的轮渡。",
        "{S}收集各地景区的纪念徽章。",
        "{S}吹口哨很难听但老爱吹。",
        "{S}给每盆绿植都起了个诗人的名字。",
    ],
}

# ---------------------------------------------------------------------------------------------------
# inference: (topic, guesses, facts, questions, tool source or "" for a user statement); no content word is shared
# by a guess and a fact, the question uses neither's words

INFERENCE13: dict[str, list[tuple[str, list[str], list[str], list[str], str]]] = {
    "en": [
        ("job", ["Probably a student, judging by all the exam talk.", "{S} is likely still doing a degree."],
         ["{S} has flown long-haul routes for an airline since 2009."], ["what does the user do for a living?", "What's my job?"], ""),
        ("diet", ["{S} likely eats meat.", "My hunch: {s} enjoys a good steak."],
         ["{S} has been vegetarian since university."], ["Any food restrictions for the user?", "what should i avoid cooking for the user"], ""),
        ("kids", ["{S} probably has no kids.", "Seems child-free."],
         ["{S} drops three daughters at primary school each morning."], ["Does the user have children?"], ""),
        ("age", ["{S} might be around thirty.", "Sounds youngish, I'd wager early thirties."],
         ["{S} turned 67 in January."], ["what age is the user?", "How old am I?"], ""),
        ("health", ["{S} is presumably in good shape.", "Probably never had any serious illness."],
         ["Hospital discharge note: {s} had a heart bypass in May."], ["Is the user's health okay?"], "hospital"),
        ("hobby", ["{S} probably spends free time gaming.", "I'd guess weekends go to video games."],
         ["{S} sings in a church choir and rehearses twice a week."], ["How does the user unwind?"], ""),
        ("location", ["{S} apparently lives somewhere in London.", "Likely a big-city person."],
         ["{S} keeps sheep on an island in the Outer Hebrides."], ["Where is the user based?"], ""),
        ("languages", ["{S} seems to only speak English.", "Monolingual, I assume."],
         ["{S} translates Japanese novels for a publisher."], ["Which languages does the user know?"], ""),
        ("finances", ["{S} is probably tight on money.", "Seems to be struggling to pay the bills."],
         ["{S} sold a software firm in 2020 and lives off the proceeds."], ["Is the user well off?", "how are my finances"], ""),
        ("marital", ["{S} is probably single.", "My hunch is nobody special in {p} life."],
         ["Parish register: {s} wed Tomasz in 2015."], ["Is the user married?"], "parish_register"),
        ("pets", ["I assume {s} is not an animal person.", "Probably no pets."],
         ["Three cats and a parrot share {p} flat."], ["Does the user own any animals?"], ""),
        ("education", ["{S} perhaps never went to college.", "Maybe left school early."],
         ["{S} holds a doctorate in marine biology."], ["What's the user's academic background?"], ""),
    ],
    "zh": [
        ("job", ["估计是个学生。", "{S}可能还在念书。"], ["{S}在医院当了十五年麻醉师。"], ["用户是做什么工作的？", "我靠什么谋生"], ""),
        ("diet", ["{S}可能爱吃肉。", "看样子{S}无肉不欢。"], ["{S}从大学起就吃素。"], ["用户有什么忌口吗？", "给用户做饭要注意什么"], ""),
        ("marital", ["{S}可能还没结婚。", "{S}八成是单身。"], ["{S}和老公下个月过十周年纪念日。"], ["用户成家了吗？"], ""),
        ("kids", ["{S}大概没有孩子。", "感觉{S}是丁克。"], ["{S}每天早上送双胞胎儿子去幼儿园。"], ["用户有小孩吗？"], ""),
        ("age", ["{S}也许三十出头。", "听声音估计很年轻。"], ["{S}去年从中学退休，教了四十年书。"], ["用户多大年纪？", "我今年多大"], ""),
        ("health", ["{S}身体应该挺好。", "好像没什么毛病。"], ["体检报告：{S}血压偏高，在服降压药。"], ["用户有什么健康问题？"], "checkup"),
        ("hobby", ["{S}估计平时爱打游戏。", "感觉{S}闲下来就刷手机。"], ["{S}每周六去公园教太极拳。"], ["用户业余时间干什么？"], ""),
        ("location", ["{S}好像住在北京。", "{S}应该是在大城市生活。"], ["{S}在云南山里经营一家民宿。"], ["用户住哪儿？"], ""),
        ("languages", ["{S}大概只会说中文。", "估计{S}不懂外语。"], ["{S}在德国留学六年，给出版社翻译小说。"], ["用户会几种语言？"], ""),
        ("finances", ["{S}手头可能比较紧。", "估计{S}经济压力挺大。"], ["{S}名下有三套房，靠收租过日子。"], ["用户有钱吗？", "我的财务状况怎么样"], ""),
        ("pets", ["{S}应该不养宠物。", "我猜{S}不喜欢动物。"], ["{S}家里有两只布偶猫和一条柯基。"], ["用户家里有什么小动物吗？"], ""),
        ("education", ["{S}或许没上过大学。", "看样子学历不高。"], ["{S}是清华的化学博士。"], ["用户读过什么书？"], ""),
    ],
}

# ---------------------------------------------------------------------------------------------------
# controls: (topic, kind, guesses, facts, question, second question or ""); see the module docstring for the kinds

CONTROLS13: dict[str, list[tuple[str, str, list[str], list[str], str, str]]] = {
    "en": [
        ("kids", "confirmed", ["{S} probably has young children.", "Sounds like a parent of toddlers."],
         ["{S} picks up two toddlers from nursery at five."], "Does the user have kids?", ""),
        ("diet", "confirmed", ["{S} might be vegan.", "My hunch: plant-based."],
         ["{S} has avoided all animal products since 2018."], "What does the user eat?", ""),
        ("job", "confirmed", ["{S} is likely a nurse.", "Probably works in a hospital."],
         ["{S} works on the cardiac ward at St Mary's."], "What is the user's occupation?", ""),
        ("location", "confirmed", ["{S} seems to live near the sea.", "Probably a coastal town."],
         ["{P} house is a five-minute walk from the beach in Brighton."], "Where does the user live?", ""),
        ("job", "lone", ["{S} probably works in finance.", "I'd wager a banking job."],
         ["{S} volunteers at a food bank on Saturdays."], "What does the user do for work?", ""),
        ("languages", "lone", ["{S} perhaps speaks some Spanish.", "Might know a bit of Spanish."],
         ["{S} is learning to play the violin."], "Which languages does the user speak?", ""),
        ("age", "lone", ["{S} is maybe in their forties.", "Sounds about forty-five."],
         ["{S} celebrated a friend's birthday at a karaoke bar."], "How old is the user?", ""),
        ("finances", "lone", ["{S} likely has a mortgage.", "Probably still paying off the house."],
         ["{S} bought a second-hand piano last month."], "Does the user owe money on a home loan?", ""),
        ("job", "other", ["{S} is probably an accountant.", "Seems like an accountant."],
         ["{P} husband is a firefighter."], "What does the user do for a living?", "What is the user's husband's job?"),
        ("diet", "other", ["{S} likely eats meat.", "Probably a carnivore."],
         ["{P} daughter went vegetarian last year."], "Does the user eat meat?", "What diet does the user's daughter follow?"),
        ("age", "other", ["{S} might be about fifty.", "I'd guess fifty-ish."],
         ["{P} mother turned eighty-two in June."], "How old is the user?", "How old is the user's mother?"),
        ("health", "other", ["{S} maybe has asthma.", "Possibly asthmatic, judging by the inhaler."],
         ["{P} father has Parkinson's disease."], "Does the user have any health conditions?", "What illness does the user's father have?"),
    ],
    "zh": [
        ("kids", "confirmed", ["{S}可能有小孩。", "看样子是当妈的人。"], ["{S}每天五点去托儿所接两个宝宝。"], "用户有孩子吗？", ""),
        ("diet", "confirmed", ["{S}也许吃素。", "八成是素食者。"], ["{S}从2018年起不碰任何荤腥。"], "用户吃什么？", ""),
        ("job", "confirmed", ["{S}估计是护士。", "好像在医院上班。"], ["{S}在人民医院心内科病房值班。"], "用户是干什么的？", ""),
        ("location", "confirmed", ["{S}好像住在海边。", "应该是沿海城市的人。"], ["{S}家走五分钟就到厦门的沙滩。"], "用户住在哪里？", ""),
        ("job", "lone", ["{S}可能在银行工作。", "估计是搞金融的。"], ["{S}周六去食物银行做志愿者。"], "用户做什么工作？", ""),
        ("languages", "lone", ["{S}也许会点日语。", "好像懂一些日语。"], ["{S}在学拉小提琴。"], "用户会说什么外语？", ""),
        ("age", "lone", ["{S}大概四十多岁。", "听着估计四十五左右。"], ["{S}在KTV给朋友过了生日。"], "用户多大了？", ""),
        ("finances", "lone", ["{S}可能在还房贷。", "估计每月要还按揭。"], ["{S}上个月买了一架二手钢琴。"], "用户有房贷吗？", ""),
        ("job", "other", ["{S}可能是会计。", "看样子是做会计的。"], ["{S}的老公是消防员。"], "用户是做什么的？", "用户的丈夫做什么工作？"),
        ("diet", "other", ["{S}应该爱吃肉。", "八成无肉不欢。"], ["{S}的女儿去年开始吃素。"], "用户吃肉吗？", "用户的女儿吃什么？"),
        ("age", "other", ["{S}可能五十岁左右。", "估计五十出头。"], ["{S}的妈妈六月满八十二岁。"], "用户多大年纪？", "用户的母亲多大了？"),
        ("health", "other", ["{S}也许有哮喘。", "好像随身带着哮喘喷雾。"], ["{S}的父亲得了帕金森病。"], "用户有什么慢性病吗？", "用户的父亲得了什么病？"),
    ],
}


def _pair_times(c: _Ctx) -> tuple[float, float, str]:
    """(guess day, fact day, variant): the guess before the fact or after it, about half each."""
    d0 = c.day(2, 40)
    if c.rng.random() < 0.5:
        return d0, d0 + c.rng.uniform(2 / 24, 20), "guess-then-fact"
    return d0 + c.rng.uniform(1, 30), d0, "fact-then-guess"


def _inference(c: _Ctx, sid: str, entry: tuple[str, list[str], list[str], list[str], str]) -> Scenario:
    topic, guesses, facts, qs, tool = entry
    tg, tf, variant = _pair_times(c)
    mg = Mem(ref=c.ref("m"), text=_fmt(c.rng.choice(guesses), **c.subject()), at=c.at(tg), key=f"{sid}.guess",
             scenario=sid, role="guess", expect="any", source="agent")
    mf = Mem(ref=c.ref("m"), text=_fmt(c.rng.choice(facts), **c.subject()), at=c.at(tf), key=f"{sid}.fact",
             scenario=sid, role="fact", expect="active", source="tool" if tool else "user", source_id=tool or None)
    q = Query(f"{sid}.q", sid, c.rng.choice(qs), (mf.key,), (mg.key,))
    return Scenario(sid, "inference", c.lang, variant + (" (tool fact)" if tool else ""), topic, frozenset({topic}),
                    [mg, mf], [q])


def _control(c: _Ctx, sid: str, entry: tuple[str, str, list[str], list[str], str, str]) -> Scenario:
    topic, kind, guesses, facts, q1, q2 = entry
    tg, tf, order = _pair_times(c)
    confirmed = kind == "confirmed"
    mg = Mem(ref=c.ref("m"), text=_fmt(c.rng.choice(guesses), **c.subject()), at=c.at(tg), key=f"{sid}.guess",
             scenario=sid, role="guess" if confirmed else "unrelated", expect="any" if confirmed else "active",
             source="agent")
    mf = Mem(ref=c.ref("m"), text=_fmt(c.rng.choice(facts), **c.subject()), at=c.at(tf), key=f"{sid}.fact",
             scenario=sid, role="unrelated", expect="active")
    queries = [Query(f"{sid}.q1", sid, q1, (mf.key,) if confirmed else (mg.key,), ())]
    if q2:
        queries.append(Query(f"{sid}.q2", sid, q2, (mf.key,), ()))
    return Scenario(sid, "unrelated", c.lang, f"{kind} {order}", f"{kind}/{topic}", frozenset({topic}), [mg, mf],
                    queries)


BUILDERS13 = {"inference": _inference, "unrelated": _control}


def _entries(category: str, lang: str) -> list[Entry]:
    table: dict[str, list[Any]] = INFERENCE13 if category == "inference" else CONTROLS13  # type: ignore[assignment]
    return [(frozenset({e[0]}), e) for e in table[lang]]


CORPUS13 = Corpus(prefix="c13-", categories=CATEGORIES13, per_bank=PER_BANK13, personas=PERSONAS13,
                  name_statements=NAME_STATEMENTS13, background=BACKGROUND13, builders=BUILDERS13, entries=_entries)


def generate(seed: int = 1313, *, per_category: int = 20, background: int = 3) -> Dataset:
    """6/5 of ``per_category`` scenarios per category and language (rounded up to whole banks)."""
    return build(CORPUS13, seed, per_category=max(1, round(per_category * 1.2)), background=background)


def main() -> None:
    samples_cli(generate, 1313, "the thirteenth hygiene corpus")


if __name__ == "__main__":
    main()
