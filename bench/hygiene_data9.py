# ruff: noqa: E501
"""Ninth hygiene corpus (development), written for issue #15 (the rules judge on updates it misses) by an author
unlike corpora 1/3/5/7/8, before any tuning on it.

Same records, classes and scoring as the other corpora (``bench/_hygiene_corpus.py``); own people and domains
(commute, gym, phone carrier, kids' schools, blood-pressure pills, phones, hotel status, diet, cars, a
grandparent's town, the home's neighbourhood) and, above all, own *update phrasings*:

    temporal     a value that changed, phrased as: the old frame with another value ("same"), a change told with
                 other words than the old fact ("switch": "traded in the old motor and picked up …"), a third
                 person's report ("third": "his wife says they've moved to …"), relative time ("since": "since
                 last month …"), a bare correction that repeats neither the old value nor the slot ("correction",
                 within minutes: "scratch that - it's …", "记错了，其实是…"), or three steps ("chain"); the last
                 is current. A grandparent's town is a family fact of the user's, updated like the others.
    inference    an agent's guess, contradicted by the user's own statement on the same subject
    unrelated    two true look-alikes (a car and a bike, the user's town and grandma's, the user's pill and the
                 husband's, a job and the wife's new job): the harm side
    duplicates   restatements of one fact ("still …", terse notes, chatty turns)

It has no tools, ttl or critical scenarios; temporal scenarios are twice as many as the others (``generate``).
``python bench/hygiene_data9.py`` prints samples.
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
    entries,
    guess_scenario,
    paraphrases_scenario,
    samples_cli,
    unrelated_scenario,
)

CATEGORIES9: tuple[str, ...] = ("temporal", "duplicates", "inference", "unrelated")
PER_BANK9 = {"temporal": 4, "duplicates": 4, "inference": 4, "unrelated": 4}
VARIANTS9 = {"same": 10, "switch": 22, "third": 16, "since": 16, "correction": 16, "chain": 10}
#: share of questions asked in the other language than the bank's
CROSS = 0.2

PERSONAS9 = {
    "en": ["Tomasz", "Ngozi", "Declan", "Ingrid", "Rafael"],
    "zh": ["司马云", "柏晓东", "宁静怡", "卓一帆", "葛春燕"],
}
NAME_STATEMENTS9 = {
    "en": ["Signed the onboarding form as {n}.", "Goes by {n} in the family group."],
    "zh": ["注册表上填的名字是{n}。", "家庭群里的备注是{n}。"],
}
BACKGROUND9 = {
    "en": [
        "{S} keeps a sourdough starter called Gerald.",
        "{S} has a mild fear of dogs bigger than a labrador.",
        "{S} plays five-a-side football on Thursday evenings.",
        "{S} once hitchhiked across Ireland.",
        "{S} prefers paper maps to phone navigation.",
        "{S} is learning to juggle with four balls.",
        "{S} writes a monthly newsletter about local history.",
    ],
    "zh": [
        "{S}养了一罐酸面团酵头，取名老王。",
        "{S}怕比拉布拉多大的狗。",
        "{S}每周四晚上踢五人制足球。",
        "{S}年轻时搭车走过川藏线。",
        "{S}更喜欢纸质地图，不爱用手机导航。",
        "{S}在学四球杂耍。",
        "{S}每月写一期本地历史的公众号。",
    ],
}

# ---------------------------------------------------------------------------------------------------
# temporal: slot -> lang -> vals, old ({a}), switch (a change in other words, {b}), third (someone else's report,
# {b}), since (relative time, {b}), q (questions about the present), qx (the same, other language)

TEMPORAL9: dict[str, dict[str, dict[str, Any]]] = {
    "commute": {
        "en": {"vals": ["train", "bus", "bike", "tram", "car", "e-scooter"],
               "old": ["{S} gets to work by {a}.", "{P} commute is by {a}, about forty minutes door to door."],
               "switch": ["Since the office moved across town, {s} goes in by {b} instead."],
               "third": ["{P} wife says {s} takes the {b} to the office these days."],
               "since": ["Since last month {s} has been going in by {b}."],
               "q": ["how do i get to work now", "How does the user commute at the moment?"],
               "qx": ["用户现在怎么上班？"]},
        "zh": {"vals": ["地铁", "公交", "自行车", "私家车", "班车", "电动车"],
               "old": ["{S}上班通勤靠{a}。", "{S}平时坐{a}去公司，单程四十分钟。"],
               "switch": ["公司搬到城东以后，{S}改成{b}了。"],
               "third": ["{S}老婆说{S}现在都是{b}去单位。"],
               "since": ["从上个月开始{S}改{b}了。"],
               "q": ["我现在怎么去上班", "用户目前通勤方式是什么？"],
               "qx": ["How does the user get to work now?"]},
    },
    "gym": {
        "en": {"vals": ["PureGym on King Street", "the council leisure centre", "a CrossFit box", "the bouldering wall", "Anytime Fitness", "the YMCA"],
               "old": ["{S} trains at {a}.", "Gym membership for {s}: {a}."],
               "switch": ["{S} cancelled the old membership and signed up with {b}."],
               "third": ["{P} personal trainer says {s} works out at {b} now."],
               "since": ["Since March {s} has been going to {b}."],
               "q": ["where do i work out these days", "Which gym does the user go to now?"],
               "qx": ["用户现在去哪个健身房？"]},
        "zh": {"vals": ["乐刻健身", "超级猩猩", "小区健身房", "游泳馆", "威尔士健身", "攀岩馆"],
               "old": ["{S}在{a}健身。", "{S}办的是{a}的卡。"],
               "switch": ["{S}把原来的卡退了，转去{b}了。"],
               "third": ["{S}的私教说{S}现在去{b}练。"],
               "since": ["三月起{S}改去{b}。"],
               "q": ["我现在在哪健身", "用户目前去哪家健身房？"],
               "qx": ["Which gym does the user use now?"]},
    },
    "carrier": {
        "en": {"vals": ["Vodafone", "EE", "Three", "giffgaff", "O2", "Lebara"],
               "old": ["{S} is on {a} for the phone.", "{P} mobile contract is with {a}."],
               "switch": ["{S} ported the number over to {b} last week."],
               "third": ["{P} husband says the family plan is with {b} now."],
               "since": ["Since last month {p} SIM has been {b}."],
               "q": ["which network am i with", "What mobile carrier does the user have now?"],
               "qx": ["用户现在用的是哪家运营商？"]},
        "zh": {"vals": ["中国移动", "中国联通", "中国电信", "中国广电"],
               "old": ["{S}的手机号是{a}的。", "{S}用的是{a}的套餐。"],
               "switch": ["{S}上周携号转网，转到{b}了。"],
               "third": ["{S}老公说家里的号现在都在{b}。"],
               "since": ["从上个月起{S}的卡是{b}的。"],
               "q": ["我现在用哪家运营商", "用户目前的手机运营商是哪家？"],
               "qx": ["Which carrier is the user's phone on now?"]},
    },
    "school": {
        "en": {"vals": ["Oakfield Primary", "St Anne's", "Riverside Academy", "the Montessori on Elm Road", "Greenway Juniors", "Hillcrest School"],
               "old": ["{P} son goes to {a}.", "{P} boy is in year 4 at {a}."],
               "switch": ["{P} son transferred; he's at {b} from this term."],
               "third": ["{P} ex says the boy is enrolled at {b} now."],
               "since": ["Since September {p} son has been at {b}."],
               "q": ["which school is my son at", "Where does the user's son go to school now?"],
               "qx": ["用户的儿子现在在哪上学？"]},
        "zh": {"vals": ["实验小学", "育才小学", "外国语学校", "第二小学", "师大附小", "光明小学"],
               "old": ["{S}儿子在{a}读书。", "{S}家孩子上的是{a}。"],
               "switch": ["{S}儿子转学了，这学期起在{b}。"],
               "third": ["{S}老公说孩子已经转到{b}了。"],
               "since": ["从九月起{S}儿子在{b}上学。"],
               "q": ["我儿子现在在哪个学校", "用户的儿子目前在哪所学校？"],
               "qx": ["Which school does the user's son attend now?"]},
    },
    "bp": {
        "en": {"vals": ["lisinopril", "amlodipine", "losartan", "bisoprolol", "ramipril", "candesartan"],
               "old": ["{S} takes {a} for blood pressure.", "BP tablet for {s}: {a}, once a day."],
               "switch": ["The cardiologist swapped {p} tablets; it's {b} now."],
               "third": ["{P} daughter says the doctor put {s} on {b}."],
               "since": ["Since last month {s} has been on {b}."],
               "q": ["what am i taking for my blood pressure", "Which blood-pressure medicine is the user on now?"],
               "qx": ["用户现在吃什么降压药？"]},
        "zh": {"vals": ["氨氯地平", "缬沙坦", "硝苯地平", "厄贝沙坦", "美托洛尔", "依那普利"],
               "old": ["{S}吃{a}控制血压。", "{S}的降压药是{a}，一天一片。"],
               "switch": ["心内科医生给{S}换药了，改成{b}。"],
               "third": ["{S}女儿说医生让{S}改吃{b}。"],
               "since": ["上个月开始{S}吃的是{b}。"],
               "q": ["我现在吃什么降压药", "用户目前服用哪种降压药？"],
               "qx": ["What blood-pressure pill does the user take now?"]},
    },
    "phone": {
        "en": {"vals": ["a Pixel 7", "an iPhone 13", "a Galaxy S22", "a OnePlus 11", "a Fairphone 4", "a Moto G"],
               "old": ["{S} uses {a}.", "{P} phone is {a}."],
               "switch": ["{S} upgraded at the weekend and picked up {b}."],
               "third": ["{P} son says {s} finally carries {b}."],
               "since": ["Since last month {s} has been on {b}."],
               "q": ["what phone have i got", "Which phone does the user have now?"],
               "qx": ["用户现在用什么手机？"]},
        "zh": {"vals": ["华为Mate60", "iPhone 14", "小米14", "OPPO Find X6", "vivo X100", "荣耀Magic5"],
               "old": ["{S}用的手机是{a}。", "{S}手里拿的是{a}。"],
               "switch": ["{S}周末换了新机，买的{b}。"],
               "third": ["{S}儿子说{S}现在用{b}。"],
               "since": ["上个月起{S}用上了{b}。"],
               "q": ["我现在用啥手机", "用户目前的手机是什么？"],
               "qx": ["What phone does the user use now?"]},
    },
    "hotel": {
        "en": {"vals": ["Bonvoy gold", "Hilton Honors silver", "IHG platinum", "Accor ALL silver", "Hyatt explorist", "Radisson premium"],
               "old": ["{S} has {a} status with hotels.", "Hotel loyalty for {s}: {a}."],
               "switch": ["After all the conference trips {s} got bumped up to {b}."],
               "third": ["The front desk told {s} the account shows {b}."],
               "since": ["Since January {s} holds {b}."],
               "q": ["what hotel status do i have", "Which hotel loyalty level is the user on now?"],
               "qx": ["用户现在是什么酒店会员等级？"]},
        "zh": {"vals": ["万豪金卡", "希尔顿银卡", "洲际白金卡", "华住金会员", "亚朵铂金会员", "锦江白金卡"],
               "old": ["{S}的酒店会员是{a}。", "{S}订酒店用的是{a}。"],
               "switch": ["出差住得多，{S}升到了{b}。"],
               "third": ["前台说{S}的账户现在是{b}。"],
               "since": ["从今年一月起{S}是{b}。"],
               "q": ["我现在酒店会员啥等级", "用户目前的酒店会员等级是什么？"],
               "qx": ["What hotel status does the user hold now?"]},
    },
    "diet": {
        "en": {"vals": ["vegetarian", "keto", "pescatarian", "vegan", "low-FODMAP", "gluten-free"],
               "old": ["{S} eats {a}.", "{S} follows a {a} diet."],
               "switch": ["{S} has given that up and is doing {b} now."],
               "third": ["{P} partner says the household has gone {b}."],
               "since": ["Since last month {s} has been {b}."],
               "q": ["what diet am i on", "What does the user eat these days?"],
               "qx": ["用户现在是什么饮食方式？"]},
        "zh": {"vals": ["吃素", "生酮饮食", "轻断食", "低碳水", "无麸质饮食", "地中海饮食"],
               "old": ["{S}平时{a}。", "{S}的饮食习惯是{a}。"],
               "switch": ["{S}不那么吃了，改成{b}。"],
               "third": ["{S}老婆说他们家现在{b}。"],
               "since": ["从上个月开始{S}{b}。"],
               "q": ["我现在怎么吃饭的", "用户目前的饮食方式是什么？"],
               "qx": ["What diet is the user on now?"]},
    },
    "car": {
        "en": {"vals": ["a Volvo XC40", "a Toyota Corolla", "a Tesla Model 3", "a Skoda Octavia", "a Mini Cooper", "a Kia Niro"],
               "old": ["{S} drives {a}.", "{P} car is {a}."],
               "switch": ["{S} traded in the old motor and picked up {b}."],
               "third": ["{P} brother says {s} turned up in {b}."],
               "since": ["Since last month {s} has been driving {b}."],
               "q": ["what car do i have", "What does the user drive now?"],
               "qx": ["用户现在开什么车？"]},
        "zh": {"vals": ["比亚迪汉", "小米SU7", "理想L7", "特斯拉Model Y", "大众帕萨特", "丰田凯美瑞"],
               "old": ["{S}开的是{a}。", "{S}的车是{a}。"],
               "switch": ["{S}换车了，现在开{b}。", "{S}把旧车卖了，提了一台{b}。"],
               "third": ["{S}弟弟说{S}已经开上{b}了。"],
               "since": ["上个月起{S}改开{b}。"],
               "q": ["我现在开啥车", "用户目前开的是什么车？"],
               "qx": ["What car does the user drive now?"]},
    },
    "gran": {
        "en": {"vals": ["Leeds", "Porto", "Cork", "Dundee", "Malaga", "Bruges"],
               "old": ["{P} grandma lives in {a}.", "{P} gran's house is in {a}."],
               "switch": ["{P} grandma sold up and settled in {b}."],
               "third": ["{P} mum says gran is in {b} for good now."],
               "since": ["Since the spring {p} grandma has been living in {b}."],
               "q": ["where does my grandma live", "Which town is the user's grandmother in now?"],
               "qx": ["用户的外婆现在住哪？"]},
        "zh": {"vals": ["哈尔滨", "三亚", "大理", "青岛", "桂林", "扬州"],
               "old": ["{S}外婆住在{a}。", "{S}的外婆家在{a}。"],
               "switch": ["{S}外婆把老房子卖了，搬去{b}了。"],
               "third": ["{S}妈妈说外婆以后就定居{b}了。"],
               "since": ["今年开春起{S}外婆住到{b}了。"],
               "q": ["我外婆现在住哪", "用户的外婆目前住在哪个城市？"],
               "qx": ["Where does the user's grandma live now?"]},
    },
    "home": {
        "en": {"vals": ["Clifton", "Easton", "Redland", "Bedminster", "Southville", "Fishponds"],
               "old": ["{S} lives in {a}.", "{P} flat is in {a}."],
               "switch": ["{S} got the keys to the new place in {b} last week."],
               "third": ["{P} wife says they've moved to {b}."],
               "since": ["Since last month {s} has been living in {b}."],
               "q": ["which part of town do i live in", "Where does the user live now?"],
               "qx": ["用户现在住哪个区？"]},
        "zh": {"vals": ["朝阳区", "海淀区", "通州", "望京", "回龙观", "亦庄"],
               "old": ["{S}住在{a}。", "{S}家在{a}。"],
               "switch": ["{S}上周拿到了新房钥匙，在{b}。"],
               "third": ["{S}老婆说他们已经搬到{b}了。"],
               "since": ["上个月起{S}住到{b}了。"],
               "q": ["我现在住哪", "用户目前住在哪个区？"],
               "qx": ["Which district does the user live in now?"]},
    },
}

#: a bare correction: repeats neither the old value nor what the value is, written minutes after the old fact
CORRECTION9 = {"en": ["Scratch that - it's {b}.", "Correction: {b}.", "Sorry, got that wrong a minute ago, it's actually {b}."],
               "zh": ["记错了，其实是{b}。", "更正一下：是{b}。", "刚才说错了，应该是{b}。"]}


def _say(c: _Ctx, tpl: str, **kw: str) -> str:
    text = _fmt(tpl, **kw, **c.subject())
    return text[0].upper() + text[1:]


def _line(c: _Ctx, slot: str, kind: str, b: str) -> str:
    """The newer statement of ``slot`` with value ``b`` in the phrasing ``kind``."""
    t = TEMPORAL9[slot][c.lang]
    if kind == "same":
        return _say(c, c.rng.choice(t["old"]), a=b)
    if kind == "correction":
        return _say(c, c.rng.choice(CORRECTION9[c.lang]), b=b)
    return _say(c, c.rng.choice(t[kind]), b=b)


def _temporal(c: _Ctx, sid: str, slot: str) -> Scenario:
    rng, lang = c.rng, c.lang
    t = TEMPORAL9[slot][lang]
    variant = rng.choices(list(VARIANTS9), weights=list(VARIANTS9.values()))[0]
    vals = c.pick(t["vals"], 3 if variant == "chain" else 2)
    texts = [_say(c, rng.choice(t["old"]), a=vals[0])]
    for v in vals[1:]:
        kind = variant if variant != "chain" else rng.choice(["same", "switch", "third", "since"])
        texts.append(_line(c, slot, kind, v))
    d = c.day(2, 30)
    times = [d]
    for _ in texts[1:]:
        d += rng.uniform(2 / 1440, 40 / 1440) if variant == "correction" else rng.uniform(4, 60)
        times.append(d)
    n = len(texts)
    mems = [Mem(ref=c.ref("m"), text=text, at=c.at(day), key=f"{sid}.{'now' if i == n - 1 else f'v{i}'}",
                scenario=sid, role="current" if i == n - 1 else "stale", expect="active" if i == n - 1 else "retired")
            for i, (text, day) in enumerate(zip(texts, times, strict=True))]
    qs = t["qx"] if rng.random() < CROSS else t["q"]
    q = Query(f"{sid}.q", sid, rng.choice(qs), (f"{sid}.now",), tuple(m.key for m in mems if m.role == "stale"))
    return Scenario(sid, "temporal", lang, variant, slot, frozenset({slot}), mems, [q])


# ---------------------------------------------------------------------------------------------------
# inference: (topic, guesses, facts, questions); the fact is the user's own statement on the guess's subject

INFERENCE9: dict[str, list[tuple[str, list[str], list[str], list[str]]]] = {
    "en": [
        ("pet", ["{S} probably has a dog.", "Sounds like {s} is a dog owner."],
         ["{S} said there's no dog in the house, only two cats."], ["do i have a dog?", "Does the user own a dog?"]),
        ("exercise", ["{S} probably doesn't exercise much.", "I'd guess {s} is not very active."],
         ["{S} lifts weights four mornings a week and swims on Sundays."], ["How active is the user?"]),
        ("meat", ["{S} likely eats meat.", "{S} is probably fine with a steak dinner."],
         ["{S} told me they have been vegetarian since university."], ["can i book the user a steakhouse", "用户吃肉吗？"]),
        ("licence", ["{S} probably drives to work.", "I assume {s} has a car for the commute."],
         ["{S} explained they never got a driving licence and always take the train."], ["Does the user drive?"]),
        ("private", ["{P} kids probably go to a private school.", "I think {p} children are privately educated."],
         ["{S} says the kids go to the state primary at the end of the road."], ["What kind of school do the user's kids attend?"]),
        ("nomeds", ["{S} probably isn't on any regular medication.", "Guessing {s} takes no daily pills."],
         ["{S} mentioned injecting insulin twice a day."], ["is the user on any regular medicine", "用户有长期用药吗？"]),
        ("flyer", ["{S} probably flies a lot for work.", "I imagine {s} is a frequent flyer."],
         ["{S} said they have not been on a plane since 2019."], ["Does the user travel by air often?"]),
        ("mono", ["{S} probably only speaks English.", "I'd assume {s} is monolingual."],
         ["{S} told me they are fluent in Portuguese and Mandarin."], ["What languages does the user speak?"]),
    ],
    "zh": [
        ("pet", ["{S}应该养狗。", "听起来{S}家里有条狗。"], ["{S}说家里没有狗，只有两只猫。"], ["我养狗吗", "Does the user have a dog?"]),
        ("exercise", ["{S}应该不怎么运动。", "我猜{S}平时很少锻炼。"], ["{S}每周四个早上练力量，周日还游泳。"], ["用户运动多吗？"]),
        ("meat", ["{S}应该吃肉。", "{S}大概不介意吃牛排。"], ["{S}说自己大学起就吃素了。"], ["能请用户去吃烤肉吗", "Does the user eat meat?"]),
        ("licence", ["{S}应该开车上班。", "我估计{S}有车通勤。"], ["{S}说自己一直没考驾照，都是坐地铁。"], ["用户会开车吗？"]),
        ("private", ["{S}的孩子大概上私立学校。", "我觉得{S}家孩子读的是国际学校。"], ["{S}说孩子就在家门口的公立小学上学。"], ["用户的孩子上什么学校？"]),
        ("nomeds", ["{S}应该没有长期吃的药。", "我猜{S}不用每天吃药。"], ["{S}提到自己每天要打两次胰岛素。"], ["用户有长期用药吗", "Is the user on daily medication?"]),
        ("flyer", ["{S}应该经常坐飞机出差。", "我想{S}是常旅客。"], ["{S}说自己2019年以后就没坐过飞机。"], ["用户经常坐飞机吗？"]),
        ("mono", ["{S}大概只会说普通话。", "我猜{S}不会外语。"], ["{S}说自己葡萄牙语和英语都很流利。"], ["用户会说哪些语言？"]),
    ],
}


def _inference(c: _Ctx, sid: str, entry: tuple[str, list[str], list[str], list[str]]) -> Scenario:
    return guess_scenario(c, sid, entry)


# ---------------------------------------------------------------------------------------------------
# duplicates: (topic, restatements, questions)

DUPLICATES9: dict[str, list[tuple[str, list[str], list[str]]]] = {
    "en": [
        ("car", ["{S} drives a Volvo XC40.", "still the volvo xc40 for {s}", "{S} has had the XC40 for three years and is not changing it."],
         ["what car do i drive", "用户开什么车？"]),
        ("veg", ["{S} is vegetarian.", "diet: vegetarian (no meat, no fish)", "Reminder that {s} is still vegetarian when booking the team dinner."],
         ["Is the user vegetarian?"]),
        ("gym", ["{S} trains at the YMCA.", "gym = YMCA", "{S} was at the YMCA again this morning, same as every weekday."],
         ["which gym do i go to"]),
        ("school", ["{P} son goes to Oakfield Primary.", "son's school: Oakfield Primary", "Parents' evening at Oakfield Primary on Tuesday - {p} son is in year 4 there."],
         ["Which school is the user's son at?"]),
        ("gran", ["{P} grandma lives in Porto.", "gran - Porto", "{S} is flying out to see grandma in Porto again, where she has lived for decades."],
         ["where does my grandma live", "用户的外婆住在哪？"]),
        ("pill", ["{S} takes amlodipine for blood pressure.", "BP med: amlodipine", "{S} picked up another month of amlodipine, the same blood-pressure pill as before."],
         ["What does the user take for blood pressure?"]),
    ],
    "zh": [
        ("car", ["{S}开的是比亚迪汉。", "车：比亚迪汉（还是那台）", "{S}那台比亚迪汉开了三年了，不打算换。"], ["我开什么车", "What car does the user drive?"]),
        ("veg", ["{S}吃素。", "饮食：素食", "订团建晚饭时记得{S}还是吃素的。"], ["用户吃素吗？"]),
        ("gym", ["{S}在乐刻健身。", "健身房=乐刻", "{S}今早又去乐刻练了，工作日天天去。"], ["我在哪个健身房"]),
        ("school", ["{S}儿子在实验小学读书。", "儿子学校：实验小学", "周二实验小学开家长会，{S}儿子在那上四年级。"], ["用户的儿子在哪上学？"]),
        ("gran", ["{S}外婆住在大理。", "外婆——大理", "{S}又要去大理看外婆了，外婆在那住了几十年。"], ["我外婆住哪", "Where does the user's grandma live?"]),
        ("pill", ["{S}吃氨氯地平控制血压。", "降压药：氨氯地平", "{S}又开了一个月的氨氯地平，还是原来那种降压药。"], ["用户吃什么降压药？"]),
    ],
}


def _duplicates(c: _Ctx, sid: str, entry: tuple[str, list[str], list[str]]) -> Scenario:
    return paraphrases_scenario(c, sid, entry)


# ---------------------------------------------------------------------------------------------------
# unrelated: (topics, first, second, question about first, question about second); {r} a relative

UNRELATED9: dict[str, list[tuple[frozenset[str], str, str, str, str]]] = {
    "en": [
        (frozenset({"car"}), "{P} car is a Volvo.", "{S} got a new bike, a Trek.", "what car do i have", "Which bike did the user buy?"),
        (frozenset({"gran"}), "{P} grandma lives in {t1}.", "{S} lives in {t2}.", "Where does the user's grandmother live?", "which city do i live in"),
        (frozenset({"gym"}), "{S} trains at the YMCA.", "{P} {r} just joined PureGym.", "which gym do i use", "Which gym did the {r} join?"),
        (frozenset({"petfood"}), "{P} cat eats salmon pate.", "{P} dog is on dry kibble.", "What does the user's cat eat?", "what does my dog eat"),
        (frozenset({"school"}), "{P} son goes to Oakfield Primary.", "{P} daughter started at Riverside Academy.", "Which school is the user's son at?", "where does my daughter go to school"),
        (frozenset({"bp"}), "{S} takes amlodipine.", "{P} {r} was put on losartan.", "what pill do i take", "What was the {r} prescribed?"),
        (frozenset({"job"}), "{S} works at the bakery on Queen Street.", "{P} wife says she has moved to a job at the bank.", "where do i work", "Where does the user's wife work now?"),
        (frozenset({"phone"}), "{S} uses an iPhone 13.", "{S} bought an iPad for reading in bed.", "What phone does the user have?", "what tablet did i buy"),
    ],
    "zh": [
        (frozenset({"car"}), "{S}开的是比亚迪汉。", "{S}给儿子买了辆捷安特自行车。", "我开什么车", "用户给儿子买了什么自行车？"),
        (frozenset({"gran"}), "{S}外婆住在{t1}。", "{S}住在{t2}。", "用户的外婆住在哪？", "我住在哪个城市"),
        (frozenset({"gym"}), "{S}在乐刻健身。", "{P}{r}刚办了超级猩猩的卡。", "我在哪健身", "用户{r}办了哪家健身卡？"),
        (frozenset({"petfood"}), "{P}猫吃三文鱼罐头。", "{P}狗吃干粮。", "用户的猫吃什么？", "我家狗吃啥"),
        (frozenset({"school"}), "{S}儿子在实验小学读书。", "{S}女儿上了外国语学校。", "用户的儿子在哪上学？", "我女儿在哪个学校"),
        (frozenset({"bp"}), "{S}吃氨氯地平。", "医生给{S}{r}开了缬沙坦。", "我吃的什么药", "用户{r}开了什么药？"),
        (frozenset({"job"}), "{S}在皇后街的面包店上班。", "{S}老婆说她已经换到银行上班了。", "我在哪上班", "用户的老婆现在在哪工作？"),
        (frozenset({"phone"}), "{S}用的是iPhone 13。", "{S}买了个iPad躺床上看书。", "用户用什么手机？", "我买了什么平板"),
    ],
}
RELATIVES9 = {"en": ["husband", "brother", "mother", "flatmate", "daughter"], "zh": ["老公", "哥哥", "妈妈", "室友", "女儿"]}
PLACES9 = {"en": ["Leeds", "Porto", "Cork", "Dundee", "Malaga", "Bruges"], "zh": ["哈尔滨", "三亚", "大理", "青岛", "桂林", "扬州"]}


def _unrelated_fill(c: _Ctx) -> dict[str, str]:
    t1, t2 = c.pick(PLACES9[c.lang], 2)
    return {"t1": t1, "t2": t2, "r": c.rng.choice(RELATIVES9[c.lang])}


def _unrelated(c: _Ctx, sid: str, entry: tuple[frozenset[str], str, str, str, str]) -> Scenario:
    return unrelated_scenario(c, sid, entry, _unrelated_fill, "look-alike")


# ---------------------------------------------------------------------------------------------------

TABLES9: dict[str, Any] = {"duplicates": DUPLICATES9, "inference": INFERENCE9, "unrelated": UNRELATED9}
BUILDERS9 = {"temporal": _temporal, "duplicates": _duplicates, "inference": _inference, "unrelated": _unrelated}


def _entries(category: str, lang: str) -> list[Entry]:
    return entries(category, lang, TABLES9, TEMPORAL9)


def _corpus(categories: tuple[str, ...]) -> Corpus:
    return Corpus(prefix="c9-", categories=categories, per_bank=PER_BANK9, personas=PERSONAS9,
                  name_statements=NAME_STATEMENTS9, background=BACKGROUND9, builders=BUILDERS9, entries=_entries)


def generate(seed: int = 909, *, per_category: int = 20, background: int = 3) -> Dataset:
    """``per_category`` temporal scenarios per language and half as many of each other category (rounded up to
    whole banks): 120 scenarios at the default."""
    banks = build(_corpus(("temporal",)), seed, per_category=per_category, background=background).banks
    half = max(1, (per_category + 1) // 2)
    banks += build(_corpus(CATEGORIES9[1:]), seed, per_category=half, background=background).banks
    return Dataset(seed, banks)


def main() -> None:
    samples_cli(generate, 909, "the ninth hygiene corpus")


if __name__ == "__main__":
    main()
