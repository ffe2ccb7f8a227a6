# ruff: noqa: E501
"""Eighth hygiene corpus (development), written for issue #15 by an author unlike corpora 1/3/5/7, to estimate how
the judge and read-time hygiene carry over before tuning on it.

Same records, classes and scoring as the other corpora (``bench/_hygiene_corpus.py``); own people and domains
(health routines, savings and rent, family logistics, devices, work tooling, travel loyalty, pets, evening
classes) and, above all, own *value shapes and update phrasings*: values are lower-case words, common nouns,
phrases and numbers with units more often than names; Chinese memories often have no subject at all.

    temporal     a value that changed, phrased as: the old frame with another value ("same"), reported speech
                 ("reported": "her sister says …"), an update spread over two sentences ("two-step"), a question
                 and its answer ("asked"), a line of a list of profile fields ("list"), a correction that does not
                 repeat the old value ("correction", within hours), or three steps ("chain"); the last is current
    inference    an agent's guess, contradicted by a user statement or a tool record
    unrelated    two true look-alikes (another person, another thing)
    duplicates   restatements of one fact: terse notes, chatty turns, several facts in one memory
    tools        two tools disagree within minutes (both stay)

It has no ttl or critical scenarios. ``python bench/hygiene_data8.py`` prints samples.
"""

from __future__ import annotations

from dataclasses import replace
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
    entries,
    guess_scenario,
    paraphrases_scenario,
    samples_cli,
    tools_scenario,
    unrelated_scenario,
)

CATEGORIES8: tuple[str, ...] = ("temporal", "duplicates", "inference", "tools", "unrelated")
PER_BANK8 = {"temporal": 4, "duplicates": 4, "inference": 4, "tools": 4, "unrelated": 4}
VARIANTS8 = {"same": 16, "reported": 14, "two-step": 16, "asked": 14, "list": 14, "correction": 14, "chain": 12}
#: share of questions asked in the other language than the bank's
CROSS = 0.2

PERSONAS8 = {
    "en": ["Adaeze", "Lukas", "Priyanka", "Fergus", "Mireille"],
    "zh": ["欧阳敏", "戴振华", "甘露", "郝建国", "聂小雨"],
}
NAME_STATEMENTS8 = {
    "en": ["Introduced themselves as {n} on the first call.", "Name on the household account: {n}."],
    "zh": ["第一次通话时自我介绍叫{n}。", "家庭账户上的名字：{n}。"],
}
BACKGROUND8 = {
    "en": [
        "{S} grows tomatoes on the balcony every summer.",
        "{S} is afraid of heights and avoids glass lifts.",
        "{S} collects enamel pins from national parks.",
        "{S} volunteers at the food bank on the first Saturday of the month.",
        "{S} cannot stand the smell of coriander.",
        "{S} did a year of exchange in Quebec.",
        "{S} listens to audiobooks while cleaning.",
    ],
    "zh": [
        "{S}每年夏天在阳台上种番茄。",
        "{S}恐高，从不坐观光电梯。",
        "{S}收集各地国家公园的徽章。",
        "{S}每月第一个周六去食物银行做志愿者。",
        "{S}受不了香菜的味道。",
        "{S}大学时在魁北克交换过一年。",
        "{S}打扫卫生时喜欢听有声书。",
    ],
}

# ---------------------------------------------------------------------------------------------------
# temporal: slot -> lang -> vals, label (what the value is, for the "asked" / "list" / "correction" lines), old
# ({a}), reported ({b}), two (two sentences, {b}), q (questions about the present), qx (the same, other language)

TEMPORAL8: dict[str, dict[str, dict[str, Any]]] = {
    "medication": {
        "en": {"vals": ["metformin", "a low-dose statin", "levothyroxine", "sertraline 50 mg", "omeprazole", "ibuprofen as needed"],
               "label": "daily medication",
               "old": ["{S} takes {a} every morning.", "Pill box for {s}: {a}, with breakfast."],
               "reported": ["{P} pharmacist told us {s} is on {b} now."],
               "two": ["The GP reviewed {p} prescriptions last week. From now on it's {b} each morning."],
               "q": ["what meds am i on at the moment", "Which tablets does the user take each day now?"],
               "qx": ["用户现在每天吃什么药？"]},
        "zh": {"vals": ["二甲双胍", "降压药", "阿司匹林", "左甲状腺素", "护胃的奥美拉唑", "褪黑素"],
               "label": "每天吃的药",
               "old": ["每天早上吃{a}。", "{S}药盒里放的是{a}，早饭后吃。"],
               "reported": ["药房的人说{S}现在吃的是{b}。"],
               "two": ["上周医生重新看了处方。以后早上改吃{b}。"],
               "q": ["我现在每天吃啥药", "用户目前在服用哪种药？"],
               "qx": ["What medicine does the user take daily now?"]},
    },
    "bedtime": {
        "en": {"vals": ["half past ten", "midnight", "around eleven", "nine thirty", "one in the morning", "a quarter to eleven"],
               "label": "bedtime",
               "old": ["{S} goes to bed at {a}.", "Lights out for {s} at {a} on weeknights."],
               "reported": ["{P} partner says {s} turns in at {b} these days."],
               "two": ["{S} changed the sleep routine after the new job started. Bed at {b}, no screens before."],
               "q": ["when do i usually go to sleep now?", "What time does the user go to bed these days?"],
               "qx": ["用户现在几点睡觉？"]},
        "zh": {"vals": ["十点半", "十二点", "十一点左右", "九点半", "凌晨一点", "差一刻十一点"],
               "label": "睡觉时间",
               "old": ["晚上{a}睡。", "{S}工作日{a}关灯睡觉。"],
               "reported": ["{S}的爱人说{S}最近{b}就睡了。"],
               "two": ["换了新工作以后作息也调了。现在{b}上床，睡前不看手机。"],
               "q": ["我最近一般几点睡", "用户现在几点上床？"],
               "qx": ["When does the user go to bed now?"]},
    },
    "savings": {
        "en": {"vals": ["4.1%", "3.75%", "5%", "2.9%", "4.6%", "3.2%"],
               "label": "savings interest rate",
               "old": ["{P} easy-access savings pay {a} a year.", "Savings pot earns {a} AER for {s}."],
               "reported": ["The bank's letter says {p} savings rate is {b} from this month."],
               "two": ["{S} moved the emergency fund last week. It earns {b} now."],
               "q": ["what interest am i getting on my savings", "What rate does the user's savings account pay currently?"],
               "qx": ["用户的储蓄账户现在利率多少？"]},
        "zh": {"vals": ["年化2.1%", "年化1.85%", "年化2.6%", "年化1.5%", "年化2.35%", "年化3%"],
               "label": "存款利率",
               "old": ["零钱理财收益{a}。", "{S}的活期理财是{a}。"],
               "reported": ["客服说{S}那笔存款利率从这个月起是{b}。"],
               "two": ["应急的钱上周挪了地方。现在是{b}。"],
               "q": ["我存的钱现在利息多少", "用户的存款目前收益率是多少？"],
               "qx": ["What interest does the user's savings earn now?"]},
    },
    "pickup": {
        "en": {"vals": ["grandma", "the childminder", "their dad", "a neighbour", "the after-school minibus", "an older cousin"],
               "label": "school pickup",
               "old": ["{P} kids get collected from school by {a}.", "School run in the afternoon: {a} picks the children up."],
               "reported": ["{S} mentioned that {b} does the school pickup now."],
               "two": ["The afternoon arrangement for {p} kids fell through. It's {b} who collects them these days."],
               "q": ["who fetches my children from school at the moment?", "Who collects the user's kids after school now?"],
               "qx": ["现在谁去接用户的孩子放学？"]},
        "zh": {"vals": ["外婆", "保姆", "孩子爸爸", "邻居阿姨", "校车", "表哥"],
               "label": "放学接孩子的人",
               "old": ["孩子放学由{a}接。", "{S}家下午接娃的是{a}。"],
               "reported": ["{S}说现在放学是{b}去接。"],
               "two": ["下午接孩子的安排黄了。这阵子改成{b}接。"],
               "q": ["现在谁接我家孩子放学", "用户的孩子目前放学谁来接？"],
               "qx": ["Who picks up the user's children from school now?"]},
    },
    "laptop": {
        "en": {"vals": ["a thinkpad x1", "an old macbook air", "a framework laptop", "a dell xps 13", "a surface laptop", "a chromebook"],
               "label": "work laptop",
               "old": ["{S} works on {a}.", "{P} everyday machine is {a}."],
               "reported": ["IT told {s} the replacement machine is {b}."],
               "two": ["{P} previous computer died during a video call. Replacement: {b}."],
               "q": ["which computer am i using for work now", "What laptop does the user have at the moment?"],
               "qx": ["用户现在用的是哪台电脑？"]},
        "zh": {"vals": ["联想小新", "旧款MacBook Air", "华为MateBook", "戴尔灵越", "ThinkPad T14", "小米笔记本"],
               "label": "工作电脑",
               "old": ["平时用{a}办公。", "{S}的电脑是{a}。"],
               "reported": ["IT那边说给{S}换的电脑是{b}。"],
               "two": ["之前那台电脑开会时黑屏了。换成了{b}。"],
               "q": ["我现在用的哪台电脑", "用户目前用什么笔记本办公？"],
               "qx": ["Which computer does the user work on now?"]},
    },
    "tracker": {
        "en": {"vals": ["jira", "linear", "github issues", "a shared spreadsheet", "trello", "youtrack"],
               "label": "task tracker",
               "old": ["{P} team tracks work in {a}.", "Tickets for {p} team live in {a}."],
               "reported": ["{P} manager announced the team is on {b} for tickets now."],
               "two": ["The team dropped the old ticket system at the retro. Everything goes into {b}."],
               "q": ["where do we log tickets these days", "Which tool does the user's team track tasks in now?"],
               "qx": ["用户团队现在用什么管理任务？"]},
        "zh": {"vals": ["飞书多维表格", "钉钉待办", "禅道", "石墨表格", "企业微信文档", "Teambition"],
               "label": "任务管理工具",
               "old": ["团队任务都记在{a}里。", "{S}组里派活用{a}。"],
               "reported": ["领导在群里说以后任务统一放{b}。"],
               "two": ["复盘会上把原来的工具停了。现在都用{b}。"],
               "q": ["我们组现在任务记在哪", "用户团队目前在哪个工具里派活？"],
               "qx": ["Where does the user's team track tasks now?"]},
    },
    "tier": {
        "en": {"vals": ["silver", "gold", "bronze", "platinum", "blue", "diamond"],
               "label": "frequent-flyer tier",
               "old": ["{S} holds {a} status with the airline.", "Frequent-flyer card for {s}: {a} tier."],
               "reported": ["The check-in agent told {s} the card shows {b} now."],
               "two": ["{P} airline status was reviewed after the year's flights. The tier is {b}."],
               "q": ["what airline status have i got now", "Which loyalty tier is the user on at the moment?"],
               "qx": ["用户现在的航空会员是什么等级？"]},
        "zh": {"vals": ["银卡", "金卡", "白金卡", "普卡", "钻石卡", "铜卡"],
               "label": "航空会员等级",
               "old": ["航空公司会员是{a}。", "{S}的常旅客卡是{a}。"],
               "reported": ["值机柜台的人说{S}的卡现在是{b}。"],
               "two": ["年底航空公司重新算了里程。等级变成{b}。"],
               "q": ["我的航司会员现在啥等级", "用户目前是什么级别的常旅客？"],
               "qx": ["What frequent-flyer level does the user have now?"]},
    },
    "petfood": {
        "en": {"vals": ["dry kibble", "raw food", "grain-free wet food", "prescription kidney food", "home-cooked chicken and rice", "salmon pate"],
               "label": "dog's food",
               "old": ["{P} dog eats {a}.", "Feeding note for {p} spaniel: {a}, twice a day."],
               "reported": ["The vet told {s} to feed the spaniel {b} from now on."],
               "two": ["The spaniel's old food upset her stomach. She's on {b} instead."],
               "q": ["what do i feed the dog now", "What is the user's dog eating these days?"],
               "qx": ["用户的狗现在吃什么？"]},
        "zh": {"vals": ["干粮", "生骨肉", "无谷湿粮", "处方粮", "自制鸡肉饭", "三文鱼罐头"],
               "label": "狗粮",
               "old": ["家里的狗吃{a}。", "{S}家柯基一天两顿{a}。"],
               "reported": ["兽医让{S}以后给柯基吃{b}。"],
               "two": ["柯基吃原来的粮拉肚子了。改吃{b}。"],
               "q": ["我家狗现在吃啥", "用户的狗目前喂的是什么？"],
               "qx": ["What does the user feed the dog now?"]},
    },
    "course": {
        "en": {"vals": ["beginner japanese", "evening pottery", "a part-time MBA", "online statistics", "conversational italian", "night-school bookkeeping"],
               "label": "evening class",
               "old": ["{S} is taking {a} on weeknights.", "Weeknight class for {s}: {a}."],
               "reported": ["{S} told the group chat the new class is {b}."],
               "two": ["{S} dropped the old evening course after the first term. Now it's {b}."],
               "q": ["what class am i taking in the evenings", "Which course is the user enrolled in now?"],
               "qx": ["用户现在晚上在上什么课？"]},
        "zh": {"vals": ["日语初级班", "陶艺夜校", "在职MBA", "线上统计课", "意大利语口语", "会计夜校"],
               "label": "晚上的课",
               "old": ["晚上在上{a}。", "{S}报了{a}，每周三次。"],
               "reported": ["{S}在群里说新报的是{b}。"],
               "two": ["上学期那门课没再续。现在上的是{b}。"],
               "q": ["我晚上现在上啥课", "用户目前报的是哪门课？"],
               "qx": ["What evening course is the user taking now?"]},
    },
    "run": {
        "en": {"vals": ["5 km", "8 km", "10 km", "3 miles", "12 km", "a half marathon"],
               "label": "usual run",
               "old": ["{S} runs {a} on Sunday mornings.", "Sunday long run for {s}: {a}."],
               "reported": ["{P} running club says {s} does {b} on Sundays now."],
               "two": ["{S} built up the mileage over the spring. The Sunday run is {b}."],
               "q": ["how far do i run on sundays now", "What distance does the user run at the weekend these days?"],
               "qx": ["用户现在周日跑多远？"]},
        "zh": {"vals": ["5公里", "8公里", "10公里", "3公里", "12公里", "半马"],
               "label": "周日跑量",
               "old": ["周日早上跑{a}。", "{S}周日长跑{a}。"],
               "reported": ["跑团的人说{S}现在周日跑{b}。"],
               "two": ["开春以后慢慢加了量。周日现在跑{b}。"],
               "q": ["我周日一般跑多少", "用户目前周末跑多远？"],
               "qx": ["How far does the user run on Sundays now?"]},
    },
    "rent": {
        "en": {"vals": ["£1,150 a month", "£980 a month", "£1,320 a month", "£860 a month", "£1,045 a month", "£1,400 a month"],
               "label": "rent",
               "old": ["{S} pays {a} in rent.", "Rent for {p} flat: {a}."],
               "reported": ["The letting agent wrote that {p} rent is {b} from the renewal."],
               "two": ["{P} tenancy was renewed in March. The rent went to {b}."],
               "q": ["how much is my rent right now", "What does the user pay for the flat currently?"],
               "qx": ["用户现在房租多少？"]},
        "zh": {"vals": ["每月4200元", "每月3800元", "每月5100元", "每月2900元", "每月4650元", "每月3350元"],
               "label": "房租",
               "old": ["房租{a}。", "{S}租的房子{a}。"],
               "reported": ["中介说续约以后{S}的房租是{b}。"],
               "two": ["三月续了租约。房租变成{b}。"],
               "q": ["我现在房租多少", "用户目前的租金是多少？"],
               "qx": ["How much rent does the user pay now?"]},
    },
}

#: the generic phrasings (the slot's ``label`` names the value): a question and its answer, a line of a list of
#: profile fields, and a correction that does not repeat the old value
ASKED8 = {"en": ["Asked {s} about the {label} today; the answer was {b}.", "Q: what's the {label}? A, from {s}: {b}."],
          "zh": ["今天问了{S}{label}，回答是{b}。", "问：{label}？答（{S}）：{b}。"]}
LIST8 = {"en": ["Profile refresh for {s} - {label}: {b}; {other}: unchanged; emergency contact: unchanged.",
                "Updated details: address (same), {label} ({b}), {other} (same)."],
         "zh": ["{S}资料更新——{label}：{b}；{other}：不变；紧急联系人：不变。", "更新的信息：地址（不变）、{label}（{b}）、{other}（不变）。"]}
CORRECTION8 = {"en": ["Scratch what I noted about the {label} earlier - it's {b}.", "My mistake on the {label}: {b} is right."],
               "zh": ["刚才记的{label}有误，应为{b}。", "{label}记错了，正确的是{b}。"]}


def _say(c: _Ctx, tpl: str, **kw: str) -> str:
    text = _fmt(tpl, **kw, **c.subject())
    return text[0].upper() + text[1:]


def _line(c: _Ctx, slot: str, kind: str, b: str) -> str:
    """The newer statement of ``slot`` with value ``b`` in the phrasing ``kind``."""
    t = TEMPORAL8[slot][c.lang]
    if kind == "same":
        return _say(c, c.rng.choice(t["old"]), a=b)
    if kind in ("reported", "two-step"):
        return _say(c, c.rng.choice(t["reported" if kind == "reported" else "two"]), b=b)
    table = {"asked": ASKED8, "list": LIST8, "correction": CORRECTION8}[kind]
    other = TEMPORAL8[c.rng.choice([s for s in TEMPORAL8 if s != slot])][c.lang]["label"]
    return _say(c, c.rng.choice(table[c.lang]), b=b, label=t["label"], other=other)


def _temporal(c: _Ctx, sid: str, slot: str) -> Scenario:
    rng, lang = c.rng, c.lang
    t = TEMPORAL8[slot][lang]
    variant = rng.choices(list(VARIANTS8), weights=list(VARIANTS8.values()))[0]
    vals = c.pick(t["vals"], 3 if variant == "chain" else 2)
    texts = [_say(c, rng.choice(t["old"]), a=vals[0])]
    for v in vals[1:]:
        kind = variant if variant != "chain" else rng.choice(["same", "reported", "two-step", "asked", "list"])
        texts.append(_line(c, slot, kind, v))
    d = c.day(2, 30)
    times = [d]
    for _ in texts[1:]:
        d += rng.uniform(1 / 24, 6 / 24) if variant == "correction" else rng.uniform(3, 45)
        times.append(d)
    n = len(texts)
    mems = [Mem(ref=c.ref("m"), text=text, at=c.at(day), key=f"{sid}.{'now' if i == n - 1 else f'v{i}'}",
                scenario=sid, role="current" if i == n - 1 else "stale", expect="active" if i == n - 1 else "retired")
            for i, (text, day) in enumerate(zip(texts, times, strict=True))]
    qs = t["qx"] if rng.random() < CROSS else t["q"]
    q = Query(f"{sid}.q", sid, rng.choice(qs), (f"{sid}.now",), tuple(m.key for m in mems if m.role == "stale"))
    return Scenario(sid, "temporal", lang, variant, slot, frozenset({slot}), mems, [q])


# ---------------------------------------------------------------------------------------------------
# inference: (topic, guesses, facts, questions, tool source or "" for a user statement)

INFERENCE8: dict[str, list[tuple[str, list[str], list[str], list[str], str]]] = {
    "en": [
        ("kids", ["{S} probably has no children.", "Doesn't sound like {s} has kids."],
         ["School portal: two pupils registered under {s} as parent, years 3 and 6."], ["do i have kids?", "用户有孩子吗？"], "school_portal"),
        ("smoker", ["{S} is probably a smoker.", "I think {s} smokes."],
         ["{S} said they have never smoked a cigarette in their life."], ["Does the user smoke?"], ""),
        ("mortgage", ["{S} likely owns the house outright.", "{S} probably has no mortgage."],
         ["Bank feed: monthly direct debit of 1,240 to Halden Mortgages from {p} account."], ["is there a mortgage on my place", "Does the user pay a mortgage?"], "bank_feed"),
        ("swim", ["{S} can probably swim.", "I'd assume {s} swims fine."],
         ["{S} admitted to never having learned to swim and keeps to the shallow end."], ["Can the user swim?"], ""),
        ("remote", ["{S} probably commutes to an office daily.", "{S} seems to work on site."],
         ["HR system: {s} is contracted fully remote, no office desk assigned."], ["does the user work from home", "用户在家办公吗？"], "hr_system"),
        ("coffee", ["{S} probably drinks coffee.", "Guessing {s} is a coffee person."],
         ["{S} gave up caffeine two years ago and only drinks rooibos."], ["Should I offer the user a coffee?"], ""),
        ("siblings", ["{S} is probably an only child.", "No siblings for {s}, I'd say."],
         ["{S} has three younger brothers, all living in Lagos."], ["how many siblings have i got", "Does the user have brothers or sisters?"], ""),
        ("passport", ["{P} passport is probably valid.", "I assume {s} can travel abroad any time."],
         ["Passport office record: {p} passport expired in January and no renewal was filed."], ["Can the user fly abroad next week?"], "passport_office"),
    ],
    "zh": [
        ("kids", ["{S}应该还没孩子。", "听着{S}不像有小孩。"], ["学校系统：{S}名下登记了两个孩子，三年级和六年级。"], ["我有孩子吗", "Does the user have children?"], "school_portal"),
        ("smoker", ["{S}大概抽烟。", "我感觉{S}是烟民。"], ["{S}说自己这辈子一根烟都没抽过。"], ["用户抽烟吗？"], ""),
        ("mortgage", ["{S}的房子应该是全款买的。", "{S}大概没有房贷。"], ["银行流水：{S}每月扣款6800元还房贷。"], ["我家房子有贷款吗", "用户在还房贷吗？"], "bank_feed"),
        ("swim", ["{S}应该会游泳。", "我猜{S}水性不错。"], ["{S}承认自己从没学会游泳，只敢在浅水区。"], ["用户会游泳吗？"], ""),
        ("remote", ["{S}应该每天去公司坐班。", "{S}好像在办公室上班。"], ["人事系统：{S}签的是全远程合同，没有工位。"], ["用户在家办公吗", "Does the user work remotely?"], "hr_system"),
        ("coffee", ["{S}应该喝咖啡。", "我猜{S}离不开咖啡。"], ["{S}两年前戒了咖啡因，只喝路易波士茶。"], ["给用户泡杯咖啡合适吗？"], ""),
        ("siblings", ["{S}大概是独生子女。", "{S}应该没有兄弟姐妹。"], ["{S}有三个弟弟，都在老家。"], ["我有几个兄弟姐妹", "Does the user have siblings?"], ""),
        ("passport", ["{S}的护照应该还有效。", "我想{S}随时能出国。"], ["出入境记录：{S}的护照一月已过期，未办理换发。"], ["用户下周能出国吗？"], "passport_office"),
    ],
}


def _inference(c: _Ctx, sid: str, entry: tuple[str, list[str], list[str], list[str], str]) -> Scenario:
    s = guess_scenario(c, sid, entry[:4])
    if entry[4]:  # the fact is a tool's record
        s.memories = [replace(m, source="tool", source_id=entry[4]) if m.role == "fact" else m for m in s.memories]
        s.variant += " (tool fact)"
    return s


# ---------------------------------------------------------------------------------------------------
# duplicates: (topic, restatements, questions); some restatements carry several facts

DUPLICATES8: dict[str, list[tuple[str, list[str], list[str]]]] = {
    "en": [
        ("shoe", ["{S} wears size 42 shoes.", "shoe size 42 (EU) for {s}", "Bought {s} trainers in a 42, same as always, plus two pairs of socks."],
         ["what size shoes do i take", "用户穿多大的鞋？"]),
        ("wifi", ["The home wifi password is on the fridge magnet.", "wifi password: see the fridge magnet",
                  "Guests always ask, and {s} always points at the fridge magnet where the wifi password is written."], ["Where is the wifi password?"]),
        ("bin", ["Recycling goes out on Thursday night.", "bins: recycling, thursday evening",
                 "{S} reminded me again that recycling is put out Thursday night, general waste the week after."], ["When does the recycling go out?"]),
        ("insulin", ["{S} keeps spare insulin in the fridge door.", "spare insulin - fridge door",
                     "If {s} runs low on insulin, there's a spare pen in the fridge door next to the butter."], ["where's my spare insulin", "用户的备用胰岛素放哪？"]),
        ("parking", ["{P} parking space is number 17.", "bay 17 is {p} spot",
                     "Parked in 17 as usual - {s} gets annoyed when the neighbour takes it."], ["Which parking bay is mine?"]),
        ("nickname", ["{P} daughter is called Bea at home.", "Bea = what the family calls {p} daughter",
                      "At home everybody calls {p} daughter Bea, only teachers use her full name."], ["What does the family call the user's daughter?"]),
    ],
    "zh": [
        ("shoe", ["{S}穿42码的鞋。", "鞋码42", "给{S}买了双42码的运动鞋，和以前一样，又添了两双袜子。"], ["我穿几码鞋", "What shoe size does the user wear?"]),
        ("wifi", ["家里WiFi密码贴在冰箱贴上。", "WiFi密码：看冰箱贴", "客人来了总问密码，{S}每次都指指冰箱贴，密码写在上面。"], ["WiFi密码在哪？"]),
        ("bin", ["可回收垃圾周四晚上拿出去。", "垃圾：可回收，周四晚", "{S}又提醒我可回收垃圾周四晚上放出去，其他垃圾隔周。"], ["可回收垃圾哪天扔？"]),
        ("insulin", ["备用胰岛素放在冰箱门上。", "备用胰岛素——冰箱门", "{S}胰岛素快用完时，冰箱门上黄油旁边还有一支备用笔。"], ["我的备用胰岛素在哪", "Where does the user keep spare insulin?"]),
        ("parking", ["{P}车位是17号。", "17号车位是{S}的", "照旧停在17号，邻居占了{S}就生气。"], ["哪个车位是我的？"]),
        ("nickname", ["{P}女儿在家叫小豆。", "小豆=家里对{S}女儿的称呼", "在家大家都叫{S}女儿小豆，只有老师叫全名。"], ["家里怎么称呼用户的女儿？"]),
    ],
}


def _duplicates(c: _Ctx, sid: str, entry: tuple[str, list[str], list[str]]) -> Scenario:
    return paraphrases_scenario(c, sid, entry)


# ---------------------------------------------------------------------------------------------------
# tools: (topic, template with {v}, sources, value pool, questions)

TOOLS8: dict[str, list[tuple[str, str, tuple[str, str], str, list[str]]]] = {
    "en": [
        ("glucose", "cgm_reading: {p} glucose at {v} mmol/L", ("cgm_sensor", "health_app"), "temp",
         ["what's my blood sugar right now", "用户现在血糖多少？"]),
        ("balance", "Card balance for {s}: {v}", ("bank_api", "budget_app"), "money", ["How much is on the user's card?"]),
        ("boarding", "Boarding for {p} flight from {city} opens at {v}", ("airline_app", "airport_board"), "time",
         ["when does boarding start for my flight"]),
        ("firmware", "Router firmware at {p} home: {v}", ("router_admin", "isp_portal"), "version", ["Which firmware is the router on?"]),
        ("vetwait", "Queue at the {city} vet clinic for {p} dog: about {v} minutes", ("clinic_queue", "sms_notice"), "minutes",
         ["How long until the dog is seen?", "狗还要等多久才能看上？"]),
        ("bin-day", "Garden waste collection in {city} moved to {v}", ("council_app", "waste_bot"), "weekday", ["Which day is garden waste collected?"]),
    ],
    "zh": [
        ("glucose", "动态血糖：{S}当前{v} mmol/L", ("cgm_sensor", "health_app"), "temp", ["我现在血糖多少", "What's the user's glucose now?"]),
        ("balance", "{P}信用卡余额：{v}元", ("bank_api", "budget_app"), "money", ["用户卡里还有多少钱？"]),
        ("boarding", "{P}从{city}出发的航班{v}开始登机", ("airline_app", "airport_board"), "time", ["我的航班几点登机"]),
        ("firmware", "{S}家路由器固件版本：{v}", ("router_admin", "isp_portal"), "version", ["路由器是什么固件版本？"]),
        ("vetwait", "{city}宠物医院排队：{P}狗预计还要{v}分钟", ("clinic_queue", "sms_notice"), "minutes", ["狗还要等多久？", "How long is the vet queue?"]),
        ("bin-day", "{city}厨余垃圾清运改到{v}", ("council_app", "waste_bot"), "weekday", ["厨余垃圾哪天收？"]),
    ],
}
CITIES8 = {"en": ["Bristol", "Ghent", "Aarhus", "Lyon", "Bergen", "Krakow"], "zh": ["绵阳", "九江", "泉州", "柳州", "赣州", "常德"]}


def _tools(c: _Ctx, sid: str, entry: tuple[str, str, tuple[str, str], str, list[str]]) -> Scenario:
    return tools_scenario(c, sid, entry, lambda c: {"city": c.pick(CITIES8[c.lang])[0]})


# ---------------------------------------------------------------------------------------------------
# unrelated: (topics, first, second, question about first, question about second); {r} a relative

UNRELATED8: dict[str, list[tuple[frozenset[str], str, str, str, str]]] = {
    "en": [
        (frozenset({"vet"}), "{P} dog sees the vet on Mill Lane.", "{P} {r}'s cat sees the vet on Castle Street.", "which vet does my dog go to", "Where does the {r}'s cat go to the vet?"),
        (frozenset({"pill"}), "{S} takes vitamin D in winter.", "{P} {r} takes vitamin D all year.", "Does the user take vitamin D, and when?", "When does the {r} take vitamin D?"),
        (frozenset({"card"}), "{P} credit card ends in 4021.", "{P} debit card ends in 1204.", "what are the last digits of my credit card", "Which digits end the user's debit card?"),
        (frozenset({"lesson"}), "{S} has piano lessons on Mondays.", "{P} {r} has piano lessons on Wednesdays.", "用户哪天上钢琴课？", "When are the {r}'s piano lessons?"),
        (frozenset({"flight"}), "{S} flies to {t1} on the 14th.", "{P} {r} flies to {t2} on the 14th.", "where am i flying on the 14th", "Where is the {r} flying?"),
        (frozenset({"budget"}), "{S} budgets 300 a month for groceries.", "{S} budgets 300 a month for the car.", "What's the user's grocery budget?", "How much is set aside for the car each month?"),
    ],
    "zh": [
        (frozenset({"vet"}), "{P}狗在磨坊路那家宠物医院看病。", "{P}{r}的猫在城堡街那家看病。", "我家狗在哪个宠物医院看", "用户{r}的猫去哪看病？"),
        (frozenset({"pill"}), "{S}冬天吃维生素D。", "{P}{r}一年四季都吃维生素D。", "用户什么时候吃维生素D？", "用户{r}什么时候吃维生素D？"),
        (frozenset({"card"}), "{P}信用卡尾号4021。", "{P}借记卡尾号1204。", "我信用卡尾号多少", "用户借记卡尾号是多少？"),
        (frozenset({"lesson"}), "{S}每周一上钢琴课。", "{P}{r}每周三上钢琴课。", "Which day is the user's piano lesson?", "用户{r}哪天上钢琴课？"),
        (frozenset({"flight"}), "{S}14号飞{t1}。", "{P}{r}14号飞{t2}。", "我14号飞哪", "用户{r}飞去哪里？"),
        (frozenset({"budget"}), "{S}每月买菜预算300元。", "{S}每月养车预算300元。", "用户买菜预算多少？", "用户每月养车花多少？"),
    ],
}
RELATIVES8 = {"en": ["sister", "father-in-law", "flatmate", "son", "uncle"], "zh": ["妹妹", "公公", "室友", "儿子", "舅舅"]}
PLACES8 = {"en": ["Lisbon", "Oslo", "Naples", "Tbilisi", "Seville", "Riga"], "zh": ["昆明", "厦门", "乌鲁木齐", "三亚", "拉萨", "哈尔滨"]}


def _unrelated_fill(c: _Ctx) -> dict[str, str]:
    t1, t2 = c.pick(PLACES8[c.lang], 2)
    return {"t1": t1, "t2": t2, "r": c.rng.choice(RELATIVES8[c.lang])}


def _unrelated(c: _Ctx, sid: str, entry: tuple[frozenset[str], str, str, str, str]) -> Scenario:
    return unrelated_scenario(c, sid, entry, _unrelated_fill, "look-alike")


# ---------------------------------------------------------------------------------------------------

TABLES8: dict[str, Any] = {"duplicates": DUPLICATES8, "inference": INFERENCE8, "tools": TOOLS8, "unrelated": UNRELATED8}
BUILDERS8 = {"temporal": _temporal, "duplicates": _duplicates, "inference": _inference, "tools": _tools,
             "unrelated": _unrelated}


def _entries(category: str, lang: str) -> list[Entry]:
    return entries(category, lang, TABLES8, TEMPORAL8)


CORPUS8 = Corpus(prefix="c8-", categories=CATEGORIES8, per_bank=PER_BANK8, personas=PERSONAS8,
                 name_statements=NAME_STATEMENTS8, background=BACKGROUND8, builders=BUILDERS8, entries=_entries)


def generate(seed: int = 808, *, per_category: int = 20, background: int = 3) -> Dataset:
    """``per_category`` scenarios per category and language (rounded up to whole banks)."""
    return build(CORPUS8, seed, per_category=per_category, background=background)


def main() -> None:
    samples_cli(generate, 808, "the eighth hygiene corpus")


if __name__ == "__main__":
    main()
