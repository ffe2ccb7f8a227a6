# ruff: noqa: E501
"""Sixth hygiene corpus, the third held out (totals only: its failing cases are never collected or read), written
blind for issue #15 to check ranking changes on text nobody tuned on.

Same records, classes and scoring as the other corpora (``bench/_hygiene_corpus.py``), written by an author who
never saw the search, rerank, judge or review code nor the other corpora's templates: own people, domains,
predicates, phrasing and question wording, in English and Chinese. Memories are everyday life and work facts a
user tells an assistant, in mixed registers (terse notes, long chatty turns, tool output that looks like JSON or
a log line); questions are asked the way users ask ("anything I should know about my sister's allergies?",
"我现在住哪个区来着？").

    temporal     a value that changed: told with a change verb ("update"), the very same frame with another value
                 ("same", only observed_at orders them), an explicit correction of the earlier value
                 ("correction"), or three steps ("chain"); the last is current, the earlier ones stale
    inference    an agent's guess, contradicted by the user's own statement, which answers the question mostly
                 without its words ("had a ribeye on Friday" for "am I vegetarian?")
    unrelated    two true look-alikes: the same frame about another person or another thing (neither may be
                 touched; each is asked about on its own)
    duplicates   restatements of one fact sharing few words (no harm: never disputed)
    tools        two tools disagree within minutes (both stay)

It has no ttl or critical scenarios. ``python bench/hygiene_data6.py`` prints samples.
"""

from __future__ import annotations

from typing import Any

from _hygiene_corpus import (
    Corpus,
    Dataset,
    Entry,
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
    value_chain,
)

CATEGORIES6: tuple[str, ...] = ("temporal", "duplicates", "inference", "tools", "unrelated")
PER_BANK6 = {"temporal": 4, "duplicates": 4, "inference": 4, "tools": 4, "unrelated": 4}
VARIANTS6 = {"update": 35, "same": 20, "correction": 20, "chain": 25}

PERSONAS6 = {
    "en": ["Rosalind", "Kwame", "Ingrid", "Teodor", "Mireille"],
    "zh": ["邱静怡", "欧阳帆", "商晓岚", "甘子墨", "籍文博"],
}
NAME_STATEMENTS6 = {
    "en": ["The user's name is {n}.", "User introduced themself as {n}.", "'Call me {n},' the user said in the first chat."],
    "zh": ["用户名叫{n}。", "用户自我介绍说：我叫{n}，叫我小名也行。"],
}
BACKGROUND6 = {
    "en": [
        "{S} is training for a half marathon in the spring.",
        "{S} prefers answers as short bullet lists.",
        "{S} is halfway through a biography of Ada Lovelace.",
        "{P} favourite podcast is about urban planning.",
        "{S} keeps a sourdough starter named Gordon on the kitchen counter.",
        "{S} volunteers at a food bank on some Saturday mornings.",
        "{S} is trying to cut down on screen time before bed.",
    ],
    "zh": [
        "{S}喜欢周末去爬山。",
        "{S}希望回答尽量简短，别绕弯子。",
        "{S}最近在追一部古装剧。",
        "{S}在阳台种了几盆多肉。",
        "{S}每年春节都回老家过年。",
        "{S}正在装修新厨房，天天跑建材市场。",
        "{S}打算今年把驾照考下来。",
    ],
}

# ---------------------------------------------------------------------------------------------------
# temporal: slot -> (what it is, values, first statements, change statements, questions)
# ``{what}`` is the slot's noun phrase (used by corrections), ``{v}`` the value, ``{old}`` the earlier value.

TEMPORAL6: dict[str, dict[str, dict[str, Any]]] = {
    "en": {
        "neighbourhood": {
            "what": "{p} neighbourhood",
            "values": ["Ballard", "Fremont", "Capitol Hill", "Rainier Beach", "Queen Anne", "Greenwood"],
            "says": ["{S} lives in {v}.", "{P} flat is in {v}, about ten minutes' walk from the tram stop.", "home: {v}"],
            "changes": ["{S} moved to {v} over the weekend - boxes everywhere, but the new place is so much quieter.",
                        "Just signed the lease on a place in {v}; {s} has already moved in."],
            "questions": ["which neighbourhood am I living in these days?", "remind me, what part of town is my place in now?"],
        },
        "dentist": {
            "what": "{p} dentist",
            "values": ["Dr. Okafor", "Dr. Lindqvist", "Dr. Bhaskar", "Dr. Moreau", "Dr. Szabo"],
            "says": ["{P} dentist is {v}.", "{S} sees {v} for cleanings every six months."],
            "changes": ["{S} switched dentists and is going to {v} from now on.",
                        "ugh, the old practice closed, so {s} found a new dentist: {v}. first visit went fine"],
            "questions": ["who's my dentist right now?", "which dentist should I book the cleaning with?"],
        },
        "football": {
            "what": "the night of {p} five-a-side game",
            "values": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
            "says": ["{S} plays five-a-side football on {v} evenings.", "Footy with the work lads: {v} nights, 7pm."],
            "changes": ["The pitch got rebooked, so {p} five-a-side game moved to {v} nights.",
                        "Football's on {v}s now - the league reshuffled the fixtures."],
            "questions": ["what night is my football game?", "which evening do I play five-a-side?"],
        },
        "car": {
            "what": "{p} car",
            "values": ["a 2014 Honda Fit", "a Subaru Outback", "a secondhand Nissan Leaf", "a Kia Niro", "a Mazda 3 hatchback"],
            "says": ["{S} drives {v}.", "{P} car is {v}, parked on the street most nights."],
            "changes": ["{S} sold the old car and bought {v} last weekend.",
                        "Traded in the old car - {s} is driving {v} now and loves the mileage."],
            "questions": ["what car do I have now?", "what am I driving these days?"],
        },
        "manager": {
            "what": "{p} manager",
            "values": ["Helga Brandt", "Tunde Bakare", "Corinne Vale", "Anil Mehra", "Pilar Ochoa"],
            "says": ["{P} manager is {v}.", "{S} reports to {v} in the analytics team."],
            "changes": ["After the reorg {s} reports to {v}.",
                        "New boss as of this sprint: {v}. {S} had the first one-on-one today."],
            "questions": ["who is my boss at the moment?", "who do I report to currently?"],
        },
        "commute": {
            "what": "{p} usual way to work",
            "values": ["bike", "bus", "light rail", "car", "e-scooter"],
            "says": ["{S} gets to work by {v}.", "Commute: {v}, roughly 25 minutes door to door."],
            "changes": ["{S} has started commuting by {v} instead.",
                        "Switched up the commute - it's {v} every day for {s} now, way less stressful."],
            "questions": ["how do I get to work these days?", "what's my commute like now, how do I get in?"],
        },
        "school": {
            "what": "{p} daughter's school",
            "values": ["Lakeside Elementary", "Hillcrest Primary", "St. Brigid's", "Maple Grove School", "Riverbend Academy"],
            "says": ["{P} daughter goes to {v}.", "{P} daughter is in second grade at {v}."],
            "changes": ["{P} daughter transferred to {v} this term.",
                        "We finally got the spot - the kid started at {v} on Monday, {s} said."],
            "questions": ["which school is my kid at now?", "what school does my daughter go to?"],
        },
        "internet": {
            "what": "{p} internet provider",
            "values": ["Comcast", "Sonic", "CenturyLink", "T-Mobile Home Internet", "Ziply Fiber"],
            "says": ["{P} home internet is with {v}.", "ISP at home: {v}."],
            "changes": ["{S} cancelled the old plan and signed up with {v}.",
                        "Got fed up with the outages, so {s} moved the home broadband over to {v}."],
            "questions": ["who's my internet provider now?", "which company do I pay for home wifi?"],
        },
        "mileage": {
            "what": "{p} weekly running distance",
            "values": ["12 miles", "15 miles", "20 miles", "25 miles", "30 miles"],
            "says": ["{S} runs about {v} a week.", "Weekly mileage: ~{v}."],
            "changes": ["{S} has settled at around {v} a week after talking to the coach.",
                        "Running update from {s}: it's roughly {v} per week at this point."],
            "questions": ["how far am I running each week now?", "what's my weekly mileage?"],
        },
        "vet": {
            "what": "{p} cat's vet",
            "values": ["Northside Animal Hospital", "Paws & Claws Vet", "Greenlake Veterinary", "Banfield on 5th", "Dr. Iyer's clinic"],
            "says": ["{P} cat goes to {v}.", "Vet for the cat (Miso): {v}."],
            "changes": ["{S} moved the cat to {v} - closer and cheaper.",
                        "New vet for Miso is {v}; {s} transferred the records yesterday."],
            "questions": ["where does my cat see the vet now?", "which vet is Miso registered with?"],
        },
        "alarm": {
            "what": "{p} weekday alarm",
            "values": ["5:45", "6:15", "6:30", "7:00", "7:20"],
            "says": ["{P} alarm is set for {v} on weekdays.", "{S} gets up at {v} on workdays."],
            "changes": ["{S} pushed the weekday alarm to {v}.",
                        "New routine: {s} is up at {v} Monday to Friday."],
            "questions": ["what time do I get up on weekdays?", "when does my alarm go off on workdays?"],
        },
        "bookclub": {
            "what": "{p} book club venue",
            "values": ["the Elm Street library", "Café Lumen", "Jo's living room", "the back room at Powell's", "the community centre"],
            "says": ["{P} book club meets at {v}.", "Book club venue: {v}, first Thursday of the month."],
            "changes": ["The book club moved to {v} - more space and better coffee.",
                        "heads up from {s}: book club is at {v} from now on"],
            "questions": ["where does my book club meet?", "where do I go for book club?"],
        },
    },
    "zh": {
        "district": {
            "what": "{P}住址所在的区",
            "values": ["朝阳区", "海淀区", "浦东新区", "徐汇区", "天河区", "南山区"],
            "says": ["{S}住在{v}。", "{S}家在{v}，离地铁站走路五分钟。"],
            "changes": ["{S}上个月搬到了{v}。", "{S}新租的房子在{v}，已经搬进去了，就是通勤远了点。"],
            "questions": ["我现在住哪个区来着？", "我家现在在哪个区？"],
        },
        "class": {
            "what": "{S}儿子周末上的兴趣班",
            "values": ["钢琴", "围棋", "游泳", "街舞", "少儿编程"],
            "says": ["{P}儿子周末上{v}课。", "{P}儿子每周六上午去学{v}。"],
            "changes": ["{P}儿子不上原来的班了，改学{v}。", "跟老师聊完，{S}给儿子换成了{v}班，这周开始上。"],
            "questions": ["我儿子现在周末学什么？", "孩子周末那个兴趣班是学啥的？"],
        },
        "leader": {
            "what": "{P}直属领导",
            "values": ["老周", "孙经理", "韩总", "宋姐", "马主任"],
            "says": ["{P}直属领导是{v}。", "{S}平时向{v}汇报工作。"],
            "changes": ["部门调整后，{S}改向{v}汇报。", "{S}说领导换人了，现在是{v}带他们组。"],
            "questions": ["我现在的领导是谁？", "我现在跟谁汇报？"],
        },
        "carrier": {
            "what": "{P}手机号的运营商",
            "values": ["中国移动", "中国联通", "中国电信", "中国广电"],
            "says": ["{P}手机号用的是{v}。", "{S}的号码是{v}的卡。"],
            "changes": ["{S}把手机号携号转网到了{v}。", "套餐太贵，{S}已经转到{v}了，号码没变。"],
            "questions": ["我手机现在是哪个运营商？", "我的号是移动联通还是电信的？"],
        },
        "commute": {
            "what": "{S}上班的方式",
            "values": ["坐地铁", "坐公交", "骑电动车", "开车", "骑共享单车"],
            "says": ["{S}平时{v}上班。", "{S}每天{v}去公司，单程四十分钟左右。"],
            "changes": ["{S}最近改成{v}上班了。", "为了省时间，{S}从这周起{v}去公司。"],
            "questions": ["我现在每天怎么去公司？", "我最近是怎么通勤的？"],
        },
        "weight": {
            "what": "{P}体重",
            "values": ["65公斤", "68公斤", "71公斤", "74公斤", "77公斤"],
            "says": ["{P}体重是{v}。", "{S}体重{v}左右。"],
            "changes": ["{S}今天早上称了一下，{v}。", "最新体重：{v}（{S}自己报的）。"],
            "questions": ["我现在多重？", "我体重现在是多少？"],
        },
        "car": {
            "what": "{S}开的车",
            "values": ["比亚迪秦", "大众朗逸", "特斯拉Model 3", "丰田卡罗拉", "五菱宏光MINI"],
            "says": ["{S}开的是一辆{v}。", "{P}车：{v}。"],
            "changes": ["{S}把旧车卖了，换了辆{v}。", "{S}提了新车，是{v}，上周刚上牌。"],
            "questions": ["我现在开的什么车？", "我的车是哪款来着？"],
        },
        "doctor": {
            "what": "{P}家庭医生所在的医院",
            "values": ["协和医院", "华山医院", "中山医院", "市第一人民医院", "街道社区卫生服务中心"],
            "says": ["{P}家庭医生在{v}。", "{S}签约的家庭医生是{v}的。"],
            "changes": ["{S}把签约的家庭医生换到了{v}。", "{S}今年重新签了家庭医生，在{v}。"],
            "questions": ["我的家庭医生现在在哪家医院？", "我签约的家庭医生是哪里的？"],
        },
        "coach": {
            "what": "{P}私教课的时间",
            "values": ["周二晚上", "周三早上", "周四晚上", "周六上午", "周日下午"],
            "says": ["{S}每个{v}去健身房上私教课。", "私教课：{v}。"],
            "changes": ["私教课改到了{v}，{S}已经跟教练确认过。", "教练排班变了，{S}的课挪到{v}。"],
            "questions": ["我的私教课现在是哪天？", "我什么时候去上私教？"],
        },
        "rent": {
            "what": "{P}月租",
            "values": ["3800元", "4500元", "4800元", "5200元", "6100元"],
            "says": ["{P}房租每月{v}。", "{S}每个月交房租{v}。"],
            "changes": ["房东续约时把{P}房租调成了每月{v}。", "新合同签了，{S}以后每月房租{v}。"],
            "questions": ["我现在每个月房租交多少？", "房租现在多少钱一个月？"],
        },
        "parcel": {
            "what": "{P}快递收货地址",
            "values": ["公司前台", "小区菜鸟驿站", "家门口", "楼下丰巢柜"],
            "says": ["{P}快递都寄到{v}。", "{S}网购的收货地址填的是{v}。"],
            "changes": ["{S}说以后快递改寄到{v}。", "收货地址已经改了，{S}的包裹现在都送{v}。"],
            "questions": ["我的快递现在寄到哪儿？", "网购的东西现在送到哪里？"],
        },
        "teacher": {
            "what": "{S}女儿的班主任",
            "values": ["王老师", "李老师", "陈老师", "赵老师", "黄老师"],
            "says": ["{S}女儿的班主任是{v}。", "{S}女儿班上的班主任：{v}。"],
            "changes": ["新学期{S}女儿换了班主任，现在是{v}。", "{S}说原来的班主任调走了，接手的是{v}。"],
            "questions": ["我女儿现在的班主任是谁？", "女儿班主任姓什么来着？"],
        },
    },
}
CORRECTIONS6 = {
    "en": ["Correction: {what} is {v}, not {old} - the earlier note was wrong.",
           "{S} corrected an earlier message: it was never {old}; {what} is {v}."],
    "zh": ["更正一下：{what}是{v}，不是{old}，之前说错了。", "之前记的{old}不对，{what}其实是{v}。"],
}


def _temporal(c: _Ctx, sid: str, slot: str) -> Scenario:
    rng, lang = c.rng, c.lang
    t = TEMPORAL6[lang][slot]
    variant = rng.choices(list(VARIANTS6), weights=list(VARIANTS6.values()))[0]
    steps = 3 if variant == "chain" else 2
    values = c.pick(t["values"], steps)
    first = rng.choice(t["says"])
    subj = c.subject()
    texts = [_fmt(first, v=values[0], **subj)]
    if variant == "same":
        texts.append(_fmt(first, v=values[1], **subj))
    elif variant == "correction":
        s2 = c.subject()
        what = _fmt(t["what"], **s2)
        tpl = rng.choice(CORRECTIONS6[lang])
        text = _fmt(tpl, what=what, v=values[1], old=values[0], **s2)
        texts.append(text[0].upper() + text[1:])
    else:
        changes = rng.sample(t["changes"], len(t["changes"]))
        for i, v in enumerate(values[1:]):
            texts.append(_fmt(changes[i % len(changes)], v=v, **c.subject()))
    d = c.day(2, 30)
    times = [d]
    for _ in texts[1:]:
        d += rng.uniform(0.5, 1.0) if variant == "correction" and rng.random() < 0.5 else rng.uniform(3, 60)
        times.append(d)
    return value_chain(c, sid, slot, variant, texts, times, t["questions"])


# ---------------------------------------------------------------------------------------------------
# duplicates: (topic, paraphrases, questions)

DUPLICATES6: dict[str, list[tuple[str, list[str], list[str]]]] = {
    "en": [
        ("sister-allergy", ["{P} sister Noor can't eat tree nuts and carries an EpiPen.",
                            "Walnuts, cashews, almonds: all off-limits for Noor (the user's sibling) - anaphylaxis.",
                            "If {s} is cooking for Noor, skip anything made with nuts from trees; it's a serious reaction."],
         ["anything I should know about my sister's allergies?", "what can't Noor eat?"]),
        ("shoe-size", ["{S} wears a US men's 10.5.", "Shoe size: 10½ (US).", "{S} mentioned boots in ten and a half fit best."],
         ["what size shoes should I order?", "what's my shoe size?"]),
        ("anniversary", ["{P} wedding anniversary is June 14.", "{S} and their spouse got married on the fourteenth of June.",
                         "Anniversary - 14 June; {s} wants a nudge a week ahead."],
         ["when's our anniversary again?", "what date did I get married?"]),
        ("seat", ["{S} prefers aisle seats on flights.", "Never book {p} flights by the window; {s} likes being able to get up.",
                  "Seat preference when flying: aisle."],
         ["what seat do I like on planes?", "window or aisle for me?"]),
        ("blood-type", ["{S} is O negative.", "Blood group: O−.", "{S} told me their blood type is O neg - universal donor."],
         ["what's my blood type?"]),
        ("wifi", ["The home Wi-Fi password is tangerine-42.", "Wi-Fi key at {p} place: tangerine-42",
                  "Guests can get online at the house with 'tangerine-42'."],
         ["what's the wifi password at home?", "what do guests type to get on our internet?"]),
        ("cilantro", ["{S} hates cilantro.", "Cilantro tastes like soap to {s}, leave it out.", "No coriander in anything for {s}, please."],
         ["any herbs I don't like?", "is there anything I won't eat in a salsa?"]),
        ("hours", ["{S} works 10 to 6, Monday through Friday.", "{P} shifts run from ten in the morning till six, weekdays.",
                   "Office hours for {s}: 10:00-18:00 on weekdays."],
         ["what are my work hours?", "when am I at the office?"]),
        ("bedtime", ["{P} son goes to bed at 8 pm.", "Lights out for the user's boy is eight o'clock.",
                     "{S} keeps the kid's bedtime at 20:00 sharp."],
         ["what time does my son go to sleep?", "when's the little one's bedtime?"]),
        ("language", ["{S} is learning Portuguese on Duolingo.", "{S} practises Brazilian Portuguese every morning with an app.",
                      "Currently studying português - about fifteen minutes a day."],
         ["which language am I studying?", "what language am I learning right now?"]),
        ("mum-birthday", ["{P} mum's birthday is 2 October.", "{P} mother turns a year older every October 2nd.",
                          "Mom's b-day: Oct 2 (remind {s} to call her)."],
         ["when is my mom's birthday?", "what day should I call mum for her birthday?"]),
        ("coffee", ["{S} takes coffee black, no sugar.", "Nothing in {p} coffee - no milk, no sweetener.",
                    "{S} drinks it straight: plain black coffee."],
         ["how do I take my coffee?", "should I add milk when making coffee for me?"]),
    ],
    "zh": [
        ("sister-allergy", ["{P}妹妹对芒果过敏。", "{P}妹妹一吃芒果就起疹子，千万别给她。", "芒果不能给{P}妹妹吃，她会过敏。"],
         ["我妹妹有什么不能吃的吗？", "给我妹点饮料要注意啥？"]),
        ("shoe-size", ["{S}穿42码的鞋。", "{P}鞋子尺码是42。", "给{S}买运动鞋选四十二码就行。"],
         ["我穿多大的鞋来着？", "帮我买鞋该选几码？"]),
        ("anniversary", ["{P}结婚纪念日是5月20日。", "{S}和爱人是五月二十号领的证。", "520是{P}结婚纪念日，记得提前订餐厅。"],
         ["我们结婚纪念日是哪天？", "我是哪天领的证？"]),
        ("seat", ["{S}坐高铁喜欢靠窗的位置。", "给{S}订高铁票要选A或F座。", "{S}出行爱坐窗边，方便看风景。"],
         ["帮我订票的时候我喜欢坐哪？", "我坐车喜欢什么座位？"]),
        ("blood-type", ["{S}是AB型血。", "{P}血型：AB。", "{S}说自己献血时验出来是AB型。"],
         ["我是什么血型？"]),
        ("cilantro", ["{S}不吃香菜。", "点外卖记得备注不要放香菜，{S}受不了那个味道。", "芫荽{S}一口都不碰。"],
         ["我有什么忌口吗？", "点菜时要跟服务员交代什么？"]),
        ("hours", ["{S}朝九晚六，周末双休。", "{P}工作时间是工作日早上9点到下午6点。", "{S}每天九点打卡，六点下班，周六日休息。"],
         ["我几点上下班？", "我的上班时间是怎样的？"]),
        ("parking", ["{P}车位在B2层086号。", "{S}的车停地下二层，86号位。", "地库负二层86号是{P}固定车位。"],
         ["我车位是几号来着？", "我的车停在哪个位置？"]),
        ("language", ["{S}在学日语。", "{S}每天早上用App练半小时日语。", "{S}打算明年考日语N2，最近一直在背单词。"],
         ["我现在在学哪门外语？", "我在准备什么语言考试？"]),
        ("mum-birthday", ["{P}妈妈生日是农历八月十五。", "{P}母亲在中秋节那天过生日。", "中秋节也是{S}妈妈的生日，每年礼物要一起准备。"],
         ["我妈生日是哪天？", "什么时候给我妈过生日？"]),
        ("wifi", ["家里Wi-Fi密码是 qingcheng2024。", "{P}家无线网密码：qingcheng2024", "客人来家里连网就输 qingcheng2024。"],
         ["家里wifi密码是多少？", "客人来了怎么上网？"]),
        ("bedtime", ["{P}儿子晚上八点半睡觉。", "{S}孩子的上床时间固定在20:30。", "{S}家小朋友每天八点半准时熄灯。"],
         ["我儿子几点睡？", "孩子晚上几点上床？"]),
    ],
}

# ---------------------------------------------------------------------------------------------------
# inference: (topic, agent guesses, user facts, questions)

INFERENCE6: dict[str, list[tuple[str, list[str], list[str], list[str]]]] = {
    "en": [
        ("job", ["{S} is probably a software engineer - mentions laptops and deadlines a lot.", "Guess: {s} works in tech."],
         ["{S} pulls twelve-hour shifts on the cardiac ward, mostly nights.", "{S} said: 'I'm an ICU nurse, not a coder, haha.'"],
         ["what do I do for a living?", "what's my job?"]),
        ("diet", ["{S} seems to be vegetarian (ordered the veggie option twice).", "Likely vegetarian, based on the lunch orders."],
         ["{S} had a ribeye at the steakhouse on Friday and loved it.", "{S} eats everything - steak, fish, chicken; the salads were just a phase."],
         ["am I vegetarian?", "should you only suggest veggie restaurants to me?"]),
        ("married", ["{S} appears to be single.", "Inferred from chat: {s} is probably not in a relationship."],
         ["{S} is taking her husband to Lisbon for their tenth anniversary.", "{S} and his wife have been together since college."],
         ["am I married?", "do I have a spouse?"]),
        ("pet", ["{S} probably has a dog (mentioned walks and a leash).", "Assistant's guess: the user owns a dog."],
         ["{S} has two rabbits, Clover and Fig; the leash was for a friend's puppy.", "At home {s} keeps a pair of lop-eared bunnies."],
         ["what kind of pet do I have?", "what animal lives with me?"]),
        ("hometown", ["{S} is likely from Texas, judging by a comment about the accent.", "Probably grew up in the American South."],
         ["{S} grew up in a fishing village outside Cork, Ireland.", "{S} spent their whole childhood on the Irish coast near Cork."],
         ["where am I originally from?", "where did I grow up?"]),
        ("hand", ["{S} is probably right-handed.", "Assumed right-handed (most people are)."],
         ["{S} writes and throws with the left hand.", "{S} needs left-handed scissors and a left-handed mouse."],
         ["am I a lefty or a righty?", "which hand do I use?"]),
        ("kids", ["{S} doesn't seem to have children.", "No sign of kids in the conversations so far."],
         ["{S} picks up the twins from daycare every afternoon at 5.", "{S} is saving up for her son's braces."],
         ["do I have kids?", "am I a parent?"]),
        ("alcohol", ["{S} probably enjoys wine - asked about a vineyard tour.", "Seems to be a wine lover."],
         ["{S} has been sober for six years and doesn't touch alcohol.", "{S} went to the vineyard for the views; hasn't had a glass in years."],
         ["do I drink?", "would I want a glass of wine with dinner?"]),
        ("chronotype", ["{S} is likely a morning person.", "Probably an early bird (messages at 6am)."],
         ["{S} does their best work after midnight and rarely wakes before ten.", "The 6am messages were from jet lag; normally {s} sleeps in until late morning."],
         ["am I an early riser?", "am I a morning person?"]),
        ("driving", ["{S} probably owns a car.", "Guessing {s} drives to work."],
         ["{S} gave up driving years ago and gets everywhere by bike and train.", "{S} never got a licence; no vehicle at all."],
         ["do I have a car?", "can I drive us there?"]),
        ("mother-tongue", ["{P} first language is probably Spanish.", "Native Spanish speaker, most likely."],
         ["{S} grew up speaking Tagalog at home; Spanish came later in school.", "At home as a kid, {s} only heard Tagalog."],
         ["what's my mother tongue?", "what language did I grow up speaking?"]),
        ("lactose", ["{S} might be lactose intolerant (skipped the cheese board).", "Possibly can't have dairy."],
         ["{S} digests dairy fine - just wasn't hungry at the party.", "{S} has a big glass of milk every morning, no problem."],
         ["am I lactose intolerant?", "is dairy a problem for me?"]),
    ],
    "zh": [
        ("job", ["{S}可能是老师（经常提到备课）。", "推测{S}在学校教书。"],
         ["{S}在医院做麻醉师，经常值夜班。", "{S}说：我是麻醉科的，备课是帮朋友忙。"],
         ["我是做什么工作的？", "我的职业是什么？"]),
        ("diet", ["{S}好像吃素。", "根据点餐记录，{S}大概是素食者。"],
         ["{S}周末刚和朋友去吃了烤肉，说牛舌最好吃。", "{S}无肉不欢，最近点沙拉只是在减脂。"],
         ["我吃素吗？", "给我推荐餐厅要不要只找素食的？"]),
        ("married", ["推测{S}还是单身。", "{S}似乎没有对象。"],
         ["{S}下个月要陪老公回他老家过年。", "{S}和老婆结婚已经八年了。"],
         ["我结婚了没？", "我有没有另一半？"]),
        ("pet", ["{S}大概养了只猫。", "助手推测：{S}家里有猫。"],
         ["{S}家里养的是一只边牧，每天早晚要遛。", "{S}说家里那只是边境牧羊犬，没养过猫。"],
         ["我养的是什么宠物？", "我家里有什么小动物？"]),
        ("hometown", ["{S}应该是北方人。", "听口音猜{S}是东北的。"],
         ["{S}在潮汕长大，从小喝功夫茶。", "{S}老家在汕头，小时候一直住在那。"],
         ["我老家是哪里的？", "我是哪里人？"]),
        ("kids", ["{S}可能还没有孩子。", "看聊天内容，{S}应该没有小孩。"],
         ["{S}每天下午四点去幼儿园接女儿放学。", "{S}家老大今年上二年级了。"],
         ["我有小孩吗？", "我当爸妈了吗？"]),
        ("alcohol", ["{S}似乎爱喝白酒。", "推测{S}酒量不错。"],
         ["{S}因为痛风，滴酒不沾。", "{S}说聚餐时自己一向只喝茶和果汁。"],
         ["我平时喝酒吗？", "聚餐要给我倒白酒吗？"]),
        ("chronotype", ["{S}看起来是早起型的人。", "{S}常在早上六点发消息，估计习惯早起。"],
         ["{S}一般凌晨两点才睡，上午十点前叫不醒。", "早上那几条消息是倒时差时发的，{S}平时睡到中午。"],
         ["我是早起的人吗？", "我习惯早起吗？"]),
        ("driving", ["{S}应该有车。", "估计{S}开车上下班。"],
         ["{S}没考驾照，出门全靠地铁和打车。", "{S}家里没有任何车，也不会开。"],
         ["我有车吗？", "我能开车去吗？"]),
        ("hand", ["{S}应该是右撇子。", "默认{S}用右手。"],
         ["{S}吃饭写字都用左手。", "{S}买剪刀和鼠标都要买左手专用的。"],
         ["我是左撇子还是右撇子？", "我惯用哪只手？"]),
        ("mother-tongue", ["{P}母语可能是普通话。", "推测{S}从小说普通话。"],
         ["{S}从小在家讲粤语，普通话是上学后才学的。", "{S}小时候家里只说广东话。"],
         ["我的母语是什么？", "我小时候在家说什么话？"]),
        ("lactose", ["{S}可能乳糖不耐受（聚会上没喝奶茶）。", "推测{S}喝不了奶。"],
         ["{S}每天早上一大杯牛奶，肠胃没问题。", "{S}说那天没喝奶茶只是因为不饿。"],
         ["我乳糖不耐受吗？", "我喝奶会不会有问题？"]),
    ],
}

# ---------------------------------------------------------------------------------------------------
# tools: (topic, template, (tool a, tool b), value pool, questions)

TOOLS6: dict[str, list[tuple[str, str, tuple[str, str], str, list[str]]]] = {
    "en": [
        ("flight", 'flight_lookup -> {{"flight": "{fl}", "scheduled_departure": "{v}"}}', ("flightaware", "airline_app"), "time",
         ["when does my flight {fl} leave?", "what time is {fl} taking off?"]),
        ("balance", "[banking_api] checking balance for {s}: ${v}", ("plaid_sync", "bank_scraper"), "money",
         ["how much money is in my checking account?", "what's my checking balance?"]),
        ("weather", "weather({city}) => today's high {v}°C", ("openweather", "met_service"), "temp",
         ["how warm will it get in {city} today?", "what's the high in {city} today?"]),
        ("parcel", "parcel tracker: order #{order}, expected delivery {v}", ("carrier_tracking", "merchant_email_parser"), "weekday",
         ["when is my package #{order} arriving?", "what day does order {order} come?"]),
        ("release", '{{"app": "{app}", "latest_release": "{v}"}}', ("app_store_api", "github_releases"), "version",
         ["what's the newest version of {app}?", "which {app} release is the latest?"]),
        ("price", "price_check: {item} currently ${v}", ("price_tracker", "retailer_api"), "price",
         ["how much is the {item} going for right now?", "what does the {item} cost today?"]),
        ("eta", "maps.eta(home -> office) = {v} min by car", ("google_maps", "waze"), "minutes",
         ["how long is my drive to the office right now?", "how many minutes to get to work by car?"]),
        ("pharmacy", "pharmacy_bot: prescription for {s} ready for pickup at {v}", ("pharmacy_sms", "pharmacy_portal"), "time",
         ["what time can I pick up my prescription?", "when are my meds ready?"]),
        ("power-bill", "utility_portal: electricity bill this month ${v}", ("utility_portal", "budget_app"), "money",
         ["how big is my power bill this month?", "what do I owe for electricity?"]),
        ("reservation", "booking_sync: table for {n} at {rest} on {v}", ("opentable_sync", "calendar_parser"), "weekday",
         ["what day is my reservation at {rest}?", "when did I book {rest} for?"]),
        ("thermostat", "thermostat.read() -> living room {v}°C", ("nest_api", "ecobee_api"), "temp",
         ["how warm is it in my living room?", "what's the temperature inside right now?"]),
        ("bus", "transit_api: next {route} bus in {v} minutes", ("transit_app", "city_gtfs_feed"), "minutes",
         ["how long until the next {route}?", "when's the {route} bus coming?"]),
    ],
    "zh": [
        ("flight", "航班查询结果｜{fl}｜计划起飞 {v}", ("航旅纵横", "航司App"), "time",
         ["我坐的{fl}几点起飞？", "{fl}航班什么时候飞？"]),
        ("balance", "账户查询：{P}工资卡余额 ¥{v}", ("银行App", "记账软件同步"), "money",
         ["我工资卡里还剩多少钱？", "工资卡余额多少？"]),
        ("weather", "天气接口返回：{city_zh}今天最高气温{v}℃", ("中国天气", "彩云天气"), "temp",
         ["{city_zh}今天最高多少度？", "今天{city_zh}热不热，最高几度？"]),
        ("parcel", "物流追踪：订单{order}预计{v}送达", ("快递100", "商家短信解析"), "weekday",
         ["我那个{order}的快递哪天到？", "订单{order}什么时候送到？"]),
        ("release", '{{"应用": "{app}", "最新版本": "{v}"}}', ("应用商店接口", "官网更新日志"), "version",
         ["{app}最新是哪个版本？", "{app}现在更新到几点几了？"]),
        ("price", "比价插件：{item_zh}当前售价 ¥{v}", ("比价助手", "电商接口"), "price",
         ["{item_zh}现在卖多少钱？", "{item_zh}今天什么价？"]),
        ("eta", "导航预估：从家开车到公司需要{v}分钟", ("高德地图", "百度地图"), "minutes",
         ["我现在开车去公司要多久？", "开车上班现在要几分钟？"]),
        ("pharmacy", "药房小程序：{P}处方药可于{v}后领取", ("药房小程序", "医院公众号"), "time",
         ["我的药几点能去拿？", "处方药什么时候可以取？"]),
        ("power-bill", "缴费平台：本月电费 ¥{v}", ("国网App", "支付宝生活缴费"), "money",
         ["这个月电费多少？", "我要交多少电费？"]),
        ("reservation", "订座助手：{rest_zh}{n}人位，{v}晚上", ("大众点评", "日历解析"), "weekday",
         ["我在{rest_zh}订的是哪天？", "{rest_zh}那顿饭是星期几？"]),
        ("thermostat", "温湿度计读数：客厅当前{v}℃", ("米家", "涂鸦智能"), "temp",
         ["家里客厅现在多少度？", "屋里现在温度多少？"]),
        ("bus", "实时公交：{route_zh}路还有{v}分钟到站", ("车来了", "城市公交接口"), "minutes",
         ["{route_zh}路车还有多久来？", "等的{route_zh}路几分钟后到？"]),
    ],
}


def _tool_fill(c: _Ctx) -> dict[str, str]:
    rng = c.rng
    return {
        "fl": rng.choice(["AS", "DL", "UA", "CA", "MU", "CZ"]) + str(rng.randint(100, 2999)),
        "city": c.pick(["Portland", "Glasgow", "Adelaide", "Montréal", "Nairobi", "Valencia"])[0],
        "city_zh": c.pick(["成都", "西安", "厦门", "青岛", "昆明", "长沙"])[0],
        "order": str(rng.randint(100000, 999999)),
        "app": c.pick(["Obsidian", "Signal", "Firefox", "VLC", "Zotero", "Anki"])[0],
        "item": c.pick(["air fryer", "standing desk", "noise-cancelling headphones", "stroller", "espresso machine"])[0],
        "item_zh": c.pick(["空气炸锅", "升降桌", "降噪耳机", "婴儿推车", "咖啡机"])[0],
        "rest": c.pick(["Nonna Rosa", "The Copper Pot", "Sakura Tei", "Casa Lupe"])[0],
        "rest_zh": c.pick(["外婆家", "西贝", "太二酸菜鱼", "海底捞"])[0],
        "n": str(rng.randint(2, 8)),
        "route": rng.choice(["12", "44", "73X", "N9", "101"]),
        "route_zh": rng.choice(["11", "38", "206", "快3", "夜25"]),
    }


def _tools(c: _Ctx, sid: str, entry: tuple[str, str, tuple[str, str], str, list[str]]) -> Scenario:
    return tools_scenario(c, sid, entry, _tool_fill)


# ---------------------------------------------------------------------------------------------------
# unrelated: (topics, memory 1, memory 2, question 1, question 2)

UNRELATED6: dict[str, list[tuple[frozenset[str], str, str, str, str]]] = {
    "en": [
        (frozenset({"allergy"}), "{P} brother {m1} is allergic to penicillin.", "{P} coworker {m2} is allergic to bee stings.",
         "what is my brother allergic to?", "what's {m2} from work allergic to?"),
        (frozenset({"birthday"}), "{P} niece turns seven on {d1}.", "{P} nephew turns nine on {d2}.",
         "when is my niece's birthday?", "when's my nephew's birthday?"),
        (frozenset({"therapy"}), "{P} physio is on Tuesdays at the clinic on Pine Street.",
         "{P} son has speech therapy on Thursdays at the clinic on Oak Avenue.",
         "when is my physio appointment?", "which day is my son's speech therapy?"),
        (frozenset({"car"}), "{S} drives a blue Toyota Corolla.", "{P} wife drives a red Toyota RAV4.",
         "what car do I drive?", "what does my wife drive?"),
        (frozenset({"code"}), "The garage door code is {c1}.", "The gate code at {p} mother's building is {c2}.",
         "what's the code for our garage?", "what's the gate code at mom's?"),
        (frozenset({"teacher"}), "{P} daughter {k1} is in Ms. Alvarez's third-grade class.",
         "{P} daughter {k2} is in Mr. Obi's fifth-grade class.", "who is {k1}'s teacher?", "who teaches {k2}?"),
        (frozenset({"subscription"}), "{S} pays $12.99 a month for Spotify.", "{S} pays $15.49 a month for Netflix.",
         "how much is my Spotify?", "how much does Netflix cost me each month?"),
        (frozenset({"trip"}), "{S} flies to Denver on March 3 for the sales kickoff.",
         "{S} flies to Austin on April 11 for a friend's wedding.", "when's my Denver trip?", "when do I go to Austin?"),
        (frozenset({"meds"}), "{S} takes 10 mg of lisinopril every morning.", "{P} father takes 20 mg of atorvastatin every night.",
         "what medication do I take in the morning?", "what does my dad take at night?"),
        (frozenset({"gift"}), "{S} already bought a watercolour set for {p} sister's birthday.",
         "{S} still needs a present for {p} brother's graduation; he wants headphones.",
         "did I get something for my sister yet?", "what does my brother want for graduation?"),
        (frozenset({"food-place"}), "{P} favourite ramen place is Menya Koji on 3rd Avenue.",
         "{P} favourite pizza place is Tony's on Main Street.", "where's my go-to ramen spot?", "which pizza place do I like?"),
        (frozenset({"booking"}), "{S} has a haircut booked for Saturday at 11.", "{S} has the car service booked for Saturday at 9.",
         "what time is my haircut?", "when is the car getting serviced?"),
        (frozenset({"home"}), "These days {p} sister lives in Porto.", "{P} best friend {m1} now lives in Lyon.",
         "where does my sister live now?", "where's {m1} living these days?"),
    ],
    "zh": [
        (frozenset({"allergy"}), "{P}哥哥对青霉素过敏。", "{P}同事{z1}对花粉过敏。", "我哥对什么过敏？", "{z1}对什么过敏来着？"),
        (frozenset({"birthday"}), "{S}外甥女的生日是{d1}。", "{S}侄子的生日是{d2}。", "我外甥女哪天生日？", "我侄子生日是几号？"),
        (frozenset({"car"}), "{S}开一辆白色的本田雅阁。", "{P}老婆开一辆黑色的本田CR-V。", "我开的是什么车？", "我老婆开什么车？"),
        (frozenset({"code"}), "小区单元门密码是{c1}。", "公司储物柜密码是{c2}。", "我们单元门密码多少？", "公司柜子的密码是多少？"),
        (frozenset({"teacher"}), "{S}大女儿的数学老师姓周。", "{S}小女儿的语文老师姓钱。", "大女儿数学老师姓什么？", "小女儿的语文老师是谁？"),
        (frozenset({"subscription"}), "{S}的爱奇艺会员每月25元。", "{S}的网易云音乐会员每月15元。", "爱奇艺会员多少钱一个月？", "我网易云会员每月扣多少？"),
        (frozenset({"trip"}), "{S}3月5日去成都出差。", "{S}4月18日去厦门参加婚礼。", "我哪天去成都？", "去厦门是什么时候？"),
        (frozenset({"meds"}), "{S}每天早上吃一片降压药。", "{P}爸爸每晚吃一片他汀。", "我早上要吃什么药？", "我爸晚上吃什么药？"),
        (frozenset({"food-place"}), "{S}最喜欢的火锅店是楼下的小龙坎。", "{S}最喜欢的烧烤店是大学城的老王烧烤。", "我最爱哪家火锅？", "我喜欢的烧烤店叫什么？"),
        (frozenset({"booking"}), "{S}周六上午十点约了理发。", "{S}周六上午八点约了汽车保养。", "我理发约的几点？", "车子保养约在几点？"),
        (frozenset({"home"}), "{P}姐姐现在住在杭州。", "{P}闺蜜{z1}最近住在苏州。", "我姐现在住哪？", "{z1}现在在哪个城市？"),
        (frozenset({"gift"}), "{S}已经给妹妹买好了生日礼物，是一套水彩颜料。", "{S}还没给弟弟挑毕业礼物，他想要一副耳机。",
         "妹妹的生日礼物买了吗？买的啥？", "弟弟毕业想要什么？"),
        (frozenset({"therapy"}), "{S}每周二下午去医院做颈椎理疗。", "{P}儿子每周四下午去做语言康复训练。", "我理疗是每周几？", "儿子的语言训练是星期几？"),
    ],
}
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December"]


def _unrelated_fill(c: _Ctx) -> dict[str, str]:
    rng = c.rng
    m1, m2 = rng.sample(["Tomás", "Declan", "Yusuf", "Farida", "Beatriz", "Oskar", "Leilani"], 2)
    k1, k2 = rng.sample(["Maya", "Ivy", "Zara", "Elsie", "Noa", "Hattie"], 2)
    z1 = c.pick(["小林", "阿杰", "晓雯", "小唐", "佳佳"])[0]
    mo1, mo2 = rng.sample(range(12), 2)
    d1, d2 = rng.randint(1, 28), rng.randint(1, 28)
    dates = ((f"{MONTHS_EN[mo1]} {d1}", f"{MONTHS_EN[mo2]} {d2}") if c.lang == "en"
             else (f"{mo1 + 1}月{d1}日", f"{mo2 + 1}月{d2}日"))
    return {"m1": m1, "m2": m2, "k1": k1, "k2": k2, "z1": z1, "d1": dates[0], "d2": dates[1],
            "c1": f"{rng.randint(1000, 9999)}", "c2": f"{rng.randint(1000, 9999)}#"}


def _unrelated(c: _Ctx, sid: str, entry: tuple[frozenset[str], str, str, str, str]) -> Scenario:
    return unrelated_scenario(c, sid, entry, _unrelated_fill, "look-alike")


def _duplicates(c: _Ctx, sid: str, entry: tuple[str, list[str], list[str]]) -> Scenario:
    return paraphrases_scenario(c, sid, entry)


def _inference(c: _Ctx, sid: str, entry: tuple[str, list[str], list[str], list[str]]) -> Scenario:
    return guess_scenario(c, sid, entry)


TABLES6: dict[str, Any] = {"duplicates": DUPLICATES6, "inference": INFERENCE6, "tools": TOOLS6, "unrelated": UNRELATED6}
BUILDERS6 = {"temporal": _temporal, "duplicates": _duplicates, "inference": _inference, "tools": _tools,
             "unrelated": _unrelated}


def _entries(category: str, lang: str) -> list[Entry]:
    return entries(category, lang, TABLES6, TEMPORAL6[lang])


def generate(seed: int = 606, *, per_category: int = 20, background: int = 3) -> Dataset:
    """``per_category`` scenarios per category and language (rounded up to whole banks of 4)."""
    corpus = Corpus(prefix="c6-", categories=CATEGORIES6, per_bank=PER_BANK6, personas=PERSONAS6,
                    name_statements=NAME_STATEMENTS6, background=BACKGROUND6, builders=BUILDERS6, entries=_entries)
    return build(corpus, seed, per_category=per_category, background=background)


def main() -> None:
    samples_cli(generate, 606, "the sixth hygiene corpus")


if __name__ == "__main__":
    main()
