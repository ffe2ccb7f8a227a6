# ruff: noqa: E501
"""Sixteenth hygiene corpus (development), written for issue #15: whose fact answers a question about the user, and
question words that are no content. Every memory is true and must stay active; what is scored is ranking.

Same records, classes and scoring as the other corpora (``bench/_hygiene_corpus.py``); own people, own phrasing.

    unrelated    three kinds of scenario, two true facts each:
                 "other"   a fact about the user and a fact about someone else (a relative, a colleague, a friend) on
                           the same subject: asked about the user, the user's fact; asked about the other person,
                           theirs
                 "object"  the user is the subject and another person an object ("The user drives her grandmother to
                           dialysis"), next to a fact whose subject is another person: asked about the user, the
                           user's fact
                 "qword"   a question in a question phrase ("how old", "how often", 多大, 几门) answered by a fact that
                           shares no word with it, next to a fact about the user that holds the phrase's word as content
                           ("repairs old radios", 几乎每天): the answer first

It has no temporal, ttl, tools, critical or inference scenarios. ``generate`` builds 6/5 of ``per_category``
scenarios per language (24 at the default 20). ``python bench/hygiene_data16.py`` prints samples.
"""

from __future__ import annotations

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

CATEGORIES16: tuple[str, ...] = ("unrelated",)
PER_BANK16 = {"unrelated": 4}

PERSONAS16 = {
    "en": ["Oluwaseun", "Brigid", "Tancredi", "Ingrid", "Hamish"],
    "zh": ["龚秀兰", "宋立群", "段雨桐", "符志刚", "柏晓燕"],
}
NAME_STATEMENTS16 = {
    "en": ["Signed up as {n}.", "Emails are signed {n}."],
    "zh": ["注册名：{n}。", "邮件落款是{n}。"],
}
BACKGROUND16 = {
    "en": [
        "{S} alphabetises the spice rack every spring.",
        "{S} hums sea shanties while washing up.",
        "{S} has never seen a single Star Wars film.",
        "{S} keeps a notebook of overheard sentences.",
        "{S} refuses to use a dishwasher.",
        "{S} can juggle four tennis balls.",
    ],
    "zh": [
        "{S}每年春天把调料架按拼音排一遍。",
        "{S}洗碗时爱哼渔歌。",
        "{S}一部星球大战都没看过。",
        "{S}有个本子专记路上听来的话。",
        "{S}坚决不用洗碗机。",
        "{S}能同时抛四个网球。",
    ],
}

# (topic, kind, user facts, other facts, question about the user, question about the other person or "")
# the answer to the first question is the user fact; "qword": the "other" fact is about the user and holds the
# question phrase's word as content
TABLE16: dict[str, list[tuple[str, str, list[str], list[str], str, str]]] = {
    "en": [
        ("health", "other", ["{S} was diagnosed with type 2 diabetes in March."],
         ["{P} brother has a severe peanut allergy."], "Does the user have any medical conditions?", "What is the user's brother allergic to?"),
        ("job", "other", ["{S} repairs pipe organs for churches."],
         ["{P} wife is a criminal barrister."], "What is the user's profession?", "What does the user's wife do?"),
        ("age", "other", ["{S} turned fifty-three last winter."],
         ["{P} grandson turned seven on Sunday."], "What age is the user?", "How old is the user's grandson?"),
        ("drink", "other", ["{S} gave up alcohol two years ago."],
         ["{P} flatmate drinks a bottle of wine most nights."], "Does the user drink alcohol?", "How much does the user's flatmate drink?"),
        ("sport", "other", ["{S} plays water polo on Thursdays."],
         ["Kasimir from accounting runs ultramarathons."], "What sport does the user play?", ""),
        ("weekend", "object", ["{S} takes her grandmother to the garden centre every Saturday."],
         ["{P} neighbour spends Saturdays fixing motorbikes."], "What does the user do on Saturdays?", ""),
        ("care", "object", ["{S} looks after his nephew on weekday afternoons."],
         ["{P} sister works night shifts at the airport."], "What does the user do in the afternoons?", ""),
        ("age", "qword", ["{S} was born in 1961."],
         ["{S} restores old fishing boats."], "How old is the user?", ""),
        ("swim", "qword", ["{S} swims three mornings a week."],
         ["{S} often loses their reading glasses."], "How often does the user exercise?", ""),
        ("commute", "qword", ["{S} cycles twelve kilometres to the office."],
         ["{S} once drove as far as Lapland for a dare."], "How far is the user's commute?", ""),
        ("salary", "qword", ["{P} salary is ninety thousand a year."],
         ["{S} owns too much cookware, by their own account."], "How much does the user earn?", ""),
        ("languages", "qword", ["{S} speaks Portuguese, Swahili and French."],
         ["{S} has many cousins in Leeds."], "How many languages does the user speak?", ""),
    ],
    "zh": [
        ("health", "other", ["{S}三月查出二型糖尿病。"], ["{S}的哥哥对花生严重过敏。"], "用户身体有什么毛病吗？", "用户的哥哥对什么过敏？"),
        ("job", "other", ["{S}专门给教堂修管风琴。"], ["{S}的妻子是刑事律师。"], "用户从事什么职业？", "用户的妻子做什么工作？"),
        ("age", "other", ["{S}去年冬天满五十三岁。"], ["{S}的孙子周日满七岁。"], "用户今年几岁？", "用户的孙子几岁了？"),
        ("drink", "other", ["{S}两年前戒了酒。"], ["{S}的室友几乎每晚喝一瓶红酒。"], "用户喝酒吗？", "用户的室友喝多少酒？"),
        ("sport", "other", ["{S}每周四打水球。"], ["{S}的同事跑超级马拉松。"], "用户玩什么运动？", ""),
        ("weekend", "object", ["{S}每周六陪外婆去花市。"], ["{S}的邻居周六都在修摩托车。"], "用户周六做什么？", ""),
        ("care", "object", ["{S}工作日下午帮姐姐带外甥。"], ["{S}的妹妹在机场上夜班。"], "用户下午忙什么？", ""),
        ("age", "qword", ["{S}是1961年出生的。"], ["{S}家的客厅很大。"], "用户多大了？", ""),
        ("salary", "qword", ["{S}月薪两万五。"], ["{S}说不清自己有多少双袜子。"], "用户一个月挣多少钱？", ""),
        ("languages", "qword", ["{S}能说葡萄牙语和法语。"], ["{S}几乎每天都喝咖啡。"], "用户会几门外语？", ""),
        ("commute", "qword", ["{S}每天骑车十二公里去公司。"], ["{S}小时候住得离海很远。"], "用户上班路有多远？", ""),
        ("swim", "qword", ["{S}每周游三次泳。"], ["{S}等公交等了很久。"], "用户多久锻炼一次？", ""),
    ],
}


def _scenario(c: _Ctx, sid: str, entry: tuple[str, str, list[str], list[str], str, str]) -> Scenario:
    topic, kind, users, others, q1, q2 = entry
    t0 = c.day(2, 40)
    t_user, t_other = (t0, t0 + c.rng.uniform(1, 20)) if c.rng.random() < 0.5 else (t0 + c.rng.uniform(1, 20), t0)
    subj = c.subject()
    mu = Mem(ref=c.ref("m"), text=_fmt(c.rng.choice(users), **subj), at=c.at(t_user), key=f"{sid}.user",
             scenario=sid, role="unrelated", expect="active")
    mo = Mem(ref=c.ref("m"), text=_fmt(c.rng.choice(others), **c.subject()), at=c.at(t_other), key=f"{sid}.other",
             scenario=sid, role="unrelated", expect="active")
    queries = [Query(f"{sid}.q1", sid, q1, (mu.key,), ())]
    if q2:
        queries.append(Query(f"{sid}.q2", sid, q2, (mo.key,), ()))
    order = "user-first" if t_user < t_other else "other-first"
    return Scenario(sid, "unrelated", c.lang, f"{kind} {order}", f"{kind}/{topic}", frozenset({topic}), [mu, mo],
                    queries)


def _entries(category: str, lang: str) -> list[Entry]:
    return [(frozenset({e[0]}), e) for e in TABLE16[lang]]


CORPUS16 = Corpus(prefix="c16-", categories=CATEGORIES16, per_bank=PER_BANK16, personas=PERSONAS16,
                  name_statements=NAME_STATEMENTS16, background=BACKGROUND16, builders={"unrelated": _scenario},
                  entries=_entries)


def generate(seed: int = 1616, *, per_category: int = 20, background: int = 3) -> Dataset:
    """6/5 of ``per_category`` scenarios per language (rounded up to whole banks)."""
    return build(CORPUS16, seed, per_category=max(1, round(per_category * 1.2)), background=background)


def main() -> None:
    samples_cli(generate, 1616, "the sixteenth hygiene corpus")


if __name__ == "__main__":
    main()
