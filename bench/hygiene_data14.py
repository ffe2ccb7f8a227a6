# ruff: noqa: E501
"""Fourteenth hygiene corpus (development), written for issue #15 ("Harm: substrings"): Chinese words that hold a
slot word as a substring but are another word (记住 "remember" holds 住 "live", 工作日 "workday" holds 工作 "work",
手机壳 "phone case" holds 手机, 住院 "in hospital" holds 住, 咖啡机 "coffee machine" holds 咖啡), lexicon terms
that jieba cuts into several words (产品经理 → 产品/经理, 阿里云 → 阿里/云, 时区 → 时/区 in some sentences, 最喜欢
→ 最/喜欢, 卡罗拉 → 卡罗/拉), in updates, in questions and next to them; a few English counterparts ("workday",
"phone case", "coffee table", "removed").

Same records, classes and scoring as the other corpora (``bench/_hygiene_corpus.py``); own people, own phrasing.

    temporal     an update (older, newer: the newer is current), the slot or value often a term jieba splits; some
                 carry a distractor that holds the slot word as a substring of another word ("记住，…",
                 "…工作日…"), which must stay active and must not outrank the newer
    unrelated    controls: a user fact and a trap memory holding the fact's slot word inside a longer word, each
                 asked about on its own; both must stay active

It has no ttl, tools or critical scenarios. ``generate`` builds 3/5 of ``per_category`` per category and language
(48 scenarios at the default 20). ``python bench/hygiene_data14.py`` prints samples.
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
    value_chain,
)

CATEGORIES14: tuple[str, ...] = ("temporal", "unrelated")
PER_BANK14 = {"temporal": 4, "unrelated": 4}

PERSONAS14 = {
    "en": ["Oonagh", "Tobiah", "Sunniva", "Caspar", "Reinhild"],
    "zh": ["尹若溪", "覃志刚", "东方悦", "钟离默", "苗晓燕"],
}
NAME_STATEMENTS14 = {
    "en": ["Registered name: {n}.", "Signs emails as {n}."],
    "zh": ["登记的姓名是{n}。", "邮件落款都写{n}。"],
}
BACKGROUND14 = {
    "en": [
        "{S} keeps a tin of foreign coins on the windowsill.",
        "{S} once got lost in the Lisbon metro for an hour.",
        "{S} can't whistle at all.",
        "{S} sorts bookshelves by colour.",
        "{S} sneezes when stepping into sunlight.",
        "{S} learned to knit during a long winter.",
    ],
    "zh": [
        "{S}窗台上放着一罐各国硬币。",
        "{S}有一次在里斯本地铁里迷路了一个小时。",
        "{S}完全不会吹口哨。",
        "{S}的书架是按颜色排的。",
        "{S}一见强光就打喷嚏。",
        "{S}有一年冬天学会了织毛衣。",
    ],
}

# ---------------------------------------------------------------------------------------------------
# temporal: (topic, older texts, newer texts, questions about the present, distractors ("" for none)); one text of
# each list is drawn

TEMPORAL14: dict[str, list[tuple[str, list[str], list[str], list[str], list[str]]]] = {
    "zh": [
        ("residence", ["{S}住在杭州西湖区。", "{S}家在杭州。"], ["{S}上个月搬到了成都。", "{S}已经搬去成都住了。"],
         ["{S}现在住在哪里？", "用户住哪儿？"], ["记住，{S}不吃香菜。", "记住：{S}对花生过敏。"]),
        ("residence", ["{S}住在南京鼓楼区。"], ["{S}今年搬家到了苏州。"], ["用户住在哪个城市？"],
         ["记得每周一提醒{S}交周报。", "{S}去年因为肺炎住院一周。"]),
        ("work", ["{S}是一名产品经理。", "{S}在公司做产品经理。"], ["{S}转行做了UI设计师。", "{S}现在是一名设计师了。"],
         ["用户是做什么的？", "用户现在的职业是什么？"], [""]),
        ("work", ["{S}在一家银行上班。"], ["{S}辞职了，现在在咖啡店工作。"], ["用户在哪里工作？"],
         ["{S}每个工作日早上七点起床。", "{S}工作日中午都在食堂吃饭。"]),
        ("cloud", ["项目部署在阿里云上。", "{P}服务托管在阿里云。"], ["项目已经迁移到腾讯云了。", "{S}把服务迁到了腾讯云。"],
         ["项目现在部署在哪家云上？", "用户的服务用的是哪个云？"], [""]),
        ("timezone", ["{P}时区是东八区。"], ["{S}为了配合伦敦的团队，把时区改成了零时区。"], ["用户在哪个时区？", "用户现在的时区是什么？"], [""]),
        ("preference", ["{S}最喜欢的水果是芒果。"], ["{S}现在更喜欢吃榴莲。", "{S}说最爱的水果已经变成榴莲了。"],
         ["用户最喜欢什么水果？"], [""]),
        ("drink", ["{S}每天下午喝一杯抹茶拿铁。", "{S}下午习惯喝抹茶。"], ["{S}下午改喝美式了。"], ["用户下午喝什么？"],
         ["{P}办公室的咖啡机坏了。"]),
        ("vehicle", ["{S}开一辆卡罗拉。", "{P}车是丰田卡罗拉。"], ["{S}把车换成了特斯拉。"], ["用户开什么车？"],
         ["{S}家楼下就是公交车站。"]),
        ("contact", ["{P}手机号是13800001111。"], ["{S}换了新手机号：13922223333。"], ["用户的手机号是多少？"],
         ["{S}给手机壳贴了一张猫咪贴纸。", "{P}手机壳是蓝色的。"]),
        ("editor", ["{S}写代码用Vim。"], ["{S}现在改用VS Code写代码了。"], ["用户用什么编辑器写代码？"], [""]),
        ("pet", ["{S}养了一只狸花猫。"], ["{S}的狸花猫送人了，现在养了一只柯基。"], ["用户养了什么宠物？"], [""]),
    ],
    "en": [
        ("residence", ["{S} lives in Leeds.", "{P} home is in Leeds."], ["{S} moved to Bristol last spring.", "{S} relocated to Bristol in April."],
         ["Where does the user live?", "where do i live now"], ["{S} removed the old shed from the garden.", "Remember that {s} hates olives."]),
        ("work", ["{S} works as a product manager.", "{S} is a product manager at a bank."], ["{S} is now a UX designer.", "{S} switched careers and became a UX designer."],
         ["What is the user's job?", "What does the user do for work?"], ["{P} workday starts at 8.", "On workdays {s} skips breakfast."]),
        ("contact", ["{P} phone number is 555-0101."], ["{S} got a new phone number: 555-0199."], ["What's the user's phone number?"],
         ["{P} phone case is green.", "{S} dropped the phone case in the river."]),
        ("cloud", ["The app is hosted on AWS.", "{P} app runs on AWS."], ["The app was migrated to Google Cloud.", "{S} moved the app over to Google Cloud."],
         ["Where is the app hosted?"], [""]),
        ("drink", ["{S} drinks a matcha latte every afternoon."], ["{S} switched to black coffee in the afternoons."], ["What does the user drink in the afternoon?"],
         ["{S} repainted the coffee table."]),
        ("vehicle", ["{S} drives a Corolla."], ["{S} replaced the car with a Tesla."], ["What car does the user drive?"],
         ["{S} carpools to football on Sundays."]),
    ],
}

# ---------------------------------------------------------------------------------------------------
# controls: (topic, trap texts, fact texts, question for the fact, question for the trap)

CONTROLS14: dict[str, list[tuple[str, list[str], list[str], str, str]]] = {
    "zh": [
        ("residence", ["记住：{S}对花生过敏。"], ["{S}住在厦门鼓浪屿附近。"], "用户住在哪里？", "用户对什么过敏？"),
        ("residence", ["记得每周一提醒{S}交周报。"], ["{S}家在武汉光谷。"], "用户家住哪里？", "每周一要提醒用户做什么？"),
        ("residence", ["{S}去年因为肺炎住院一周。"], ["{S}住在青岛崂山区。"], "用户住在哪？", "用户去年为什么进了医院？"),
        ("work", ["{S}工作日中午都在食堂吃饭。"], ["{S}在一家律所做律师。"], "用户做什么工作？", "用户中午在哪吃饭？"),
        ("device", ["{S}给手机壳贴了一张猫咪贴纸。"], ["{S}用的是华为手机。"], "用户用什么手机？", "用户在手机壳上贴了什么？"),
        ("drink", ["{P}办公室的咖啡机坏了。"], ["{S}每天早上喝一杯豆浆。"], "用户早上喝什么？", "用户办公室什么东西坏了？"),
        ("vehicle", ["{S}家楼下就是公交车站。"], ["{S}开一辆比亚迪。"], "用户开什么车？", "用户家楼下有什么？"),
        ("drink", ["{S}新买了一张实木茶几。"], ["{S}只喝美式咖啡。"], "用户喝什么？", "用户新买了什么家具？"),
        ("work", ["{P}产品上周发布了新版本。"], ["{S}是产品经理。"], "用户是做什么职业的？", "用户的产品什么时候发了新版本？"),
        ("timezone", ["{S}住的小区有一个游泳池。"], ["{S}所在时区是UTC+8。"], "用户在哪个时区？", "用户小区里有什么设施？"),
        ("cloud", ["{S}在阿里巴巴实习过三个月。"], ["公司的服务部署在阿里云。"], "服务部署在哪个云上？", "用户在哪里实习过？"),
        ("preference", ["{S}喜欢周末去爬山。"], ["{S}最喜欢的电影是《霸王别姬》。"], "用户最喜欢哪部电影？", "用户周末喜欢做什么？"),
    ],
    "en": [
        ("residence", ["{S} removed the old router from the hallway."], ["{S} moved to Porto in March."], "Where does the user live?", "What did the user remove from the hallway?"),
        ("work", ["On workdays {s} skips breakfast."], ["{S} works as a nurse at St Mary's."], "What does the user do for work?", "Does the user eat breakfast on workdays?"),
        ("contact", ["{P} phone case has a cracked corner."], ["{P} phone number is 07700 900123."], "What is the user's phone number?", "What's wrong with the user's phone case?"),
        ("drink", ["{S} built a coffee table from pallets."], ["{S} drinks green tea every morning."], "What does the user drink in the morning?", "What did the user build from pallets?"),
        ("vehicle", ["{S} vacuums the carpet on Saturdays."], ["{S} drives a Honda Civic."], "What car does the user drive?", "When does the user vacuum?"),
        ("residence", ["{S} helps the kids with homework after dinner."], ["{P} home is in Ghent."], "Where is the user's home?", "What does the user do after dinner?"),
    ],
}


def _temporal(c: _Ctx, sid: str, entry: tuple[str, list[str], list[str], list[str], list[str]]) -> Scenario:
    topic, olds, news, qs, distractors = entry
    d0 = c.day(2, 40)
    d1 = d0 + c.rng.uniform(3, 60)
    texts = [_fmt(c.rng.choice(olds), **c.subject()), _fmt(c.rng.choice(news), **c.subject())]
    sc = value_chain(c, sid, topic, "update", texts, [d0, d1], [_fmt(q, S="用户", s="the user") for q in qs])
    distractor = c.rng.choice(distractors)
    if distractor:
        sc.memories.append(Mem(ref=c.ref("m"), text=_fmt(distractor, **c.subject()), at=c.at(c.day(2, 60)),
                               key=f"{sid}.trap", scenario=sid, role="unrelated", expect="active"))
        sc.variant = "update + substring trap"
    return sc


def _control(c: _Ctx, sid: str, entry: tuple[str, list[str], list[str], str, str]) -> Scenario:
    topic, traps, facts, q1, q2 = entry
    d0, d1 = c.day(2, 40), c.day(2, 40)
    trap = Mem(ref=c.ref("m"), text=_fmt(c.rng.choice(traps), **c.subject()), at=c.at(d0), key=f"{sid}.trap",
               scenario=sid, role="unrelated", expect="active")
    fact = Mem(ref=c.ref("m"), text=_fmt(c.rng.choice(facts), **c.subject()), at=c.at(d1), key=f"{sid}.fact",
               scenario=sid, role="unrelated", expect="active")
    queries = [Query(f"{sid}.q1", sid, q1, (fact.key,), ()), Query(f"{sid}.q2", sid, q2, (trap.key,), ())]
    return Scenario(sid, "unrelated", c.lang, "substring trap", f"trap/{topic}", frozenset({topic}), [trap, fact],
                    queries)


BUILDERS14 = {"temporal": _temporal, "unrelated": _control}


def _entries(category: str, lang: str) -> list[Entry]:
    table: dict[str, list[Any]] = TEMPORAL14 if category == "temporal" else CONTROLS14  # type: ignore[assignment]
    return [(frozenset({e[0]}), e) for e in table[lang]]


CORPUS14 = Corpus(prefix="c14-", categories=CATEGORIES14, per_bank=PER_BANK14, personas=PERSONAS14,
                  name_statements=NAME_STATEMENTS14, background=BACKGROUND14, builders=BUILDERS14, entries=_entries)


def generate(seed: int = 1414, *, per_category: int = 20, background: int = 3) -> Dataset:
    """3/5 of ``per_category`` scenarios per category and language (rounded up to whole banks)."""
    return build(CORPUS14, seed, per_category=max(1, round(per_category * 0.6)), background=background)


def main() -> None:
    samples_cli(generate, 1414, "the fourteenth hygiene corpus")


if __name__ == "__main__":
    main()
