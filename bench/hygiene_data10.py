# ruff: noqa: E501
"""Tenth hygiene corpus (development), written for issue #15 to measure read-time hygiene where the rules judge
mostly does not decide: the newer statement of an updated fact shares few words with the older, uses another
sentence frame and says no "from now on" ("works at Siemens as a controls engineer" / "started a new job at a
robotics startup last week", "住在杭州" / "上个月搬到了成都"). Also: controls where the older is still the answer.

Same records, classes and scoring as the other corpora (``bench/_hygiene_corpus.py``); own people and domains.

    temporal     an update in another frame ("reframe"), the same plus a question about the past whose answer is the
                 older ("history"; the older may stay or go), or three steps ("chain"); the last is current
    inference    an agent's guess and a user/tool fact that share no content word, asked in neither's words
    unrelated    keep controls: two true facts of one kind ("has a cat" / "adopted a dog"), the older written first,
                 each asked about on its own (the newer must not bury the older)
    duplicates   restatements of one fact in different frames

It has no ttl, tools or critical scenarios. ``generate`` builds 3/4 of ``per_category`` per category and language
(rounded up to whole banks: 126 scenarios at the default 20). ``python bench/hygiene_data10.py`` prints samples.
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
    older_then_newer_scenario,
    paraphrases_scenario,
    samples_cli,
)

CATEGORIES10: tuple[str, ...] = ("temporal", "duplicates", "inference", "unrelated")
PER_BANK10 = {"temporal": 5, "duplicates": 4, "inference": 4, "unrelated": 4}
VARIANTS10 = {"reframe": 50, "history": 25, "chain": 25}
#: share of questions asked in the other language than the bank's
CROSS = 0.2

PERSONAS10 = {
    "en": ["Oona", "Teodor", "Halima", "Rasmus", "Giulia"],
    "zh": ["柏雪", "卢振宇", "钟晓彤", "尹国栋", "邵佳怡"],
}
NAME_STATEMENTS10 = {
    "en": ["Signed the onboarding form as {n}.", "Prefers to be addressed as {n}."],
    "zh": ["注册时填的名字是{n}。", "希望别人叫他{n}。"],
}
BACKGROUND10 = {
    "en": [
        "{S} keeps a sourdough starter alive in the fridge.",
        "{S} prefers aisle seats on long trains.",
        "{S} writes postcards to a pen pal in Chile.",
        "{S} fixed a broken bike chain with a shoelace once.",
        "{S} hums while reading the newspaper.",
        "{S} can solve a Rubik's cube in under two minutes.",
    ],
    "zh": [
        "{S}冰箱里养着一罐酸面种。",
        "{S}坐长途火车喜欢靠过道的位子。",
        "{S}和智利的笔友一直互寄明信片。",
        "{S}曾经用鞋带修好过断掉的自行车链条。",
        "{S}看报纸时会不自觉地哼歌。",
        "{S}两分钟内能拼好魔方。",
    ],
}

# ---------------------------------------------------------------------------------------------------
# temporal: slot -> lang -> vals, old frames ({a}), new frames ({b}: another frame, few shared words, no
# "from now on"), q (questions about the present), qx (the same in the other language), qp (about the past)

TEMPORAL10: dict[str, dict[str, dict[str, Any]]] = {
    "job": {
        "en": {"vals": ["Siemens", "Bosch", "Philips", "Ericsson", "Schneider Electric", "ABB"],
               "old": ["{S} works at {a} as a controls engineer.", "{P} employer is {a}; the role is in automation."],
               "new": ["Started a new job at {b} last week.", "{S} signed a contract with {b} and began there in June.", "First month at {b} went well, says {s}."],
               "q": ["where do i work?", "Which company employs the user?"],
               "qx": ["用户在哪家公司上班？"],
               "qp": ["Where did the user work before?"]},
        "zh": {"vals": ["华为", "海康威视", "大疆", "比亚迪", "中兴", "宁德时代"],
               "old": ["{S}在{a}做嵌入式开发。", "{S}的工作单位是{a}。"],
               "new": ["上周入职了{b}。", "{S}跳槽去了{b}，六月开始上班。", "在{b}的第一个月挺顺利。"],
               "q": ["我在哪上班", "用户在哪家公司工作？"],
               "qx": ["Which company does the user work for?"],
               "qp": ["用户以前在哪家公司？"]},
    },
    "city": {
        "en": {"vals": ["Hamburg", "Porto", "Gdansk", "Ljubljana", "Bordeaux", "Utrecht"],
               "old": ["{S} lives in {a}.", "{P} flat is in {a}, near the old harbour."],
               "new": ["Moved to {b} last month.", "{S} just unpacked the last boxes in {b}.", "The removal van reached {b} on Friday; {s} has the keys."],
               "q": ["which city am i based in?", "Where does the user live?"],
               "qx": ["用户住在哪个城市？"],
               "qp": ["Where did the user live before?"]},
        "zh": {"vals": ["杭州", "成都", "苏州", "青岛", "长沙", "大连"],
               "old": ["{S}住在{a}。", "{S}家在{a}，离西湖不远。"],
               "new": ["上个月搬到了{b}。", "{S}刚在{b}把最后几箱东西拆完。", "搬家公司周五把家具送到了{b}。"],
               "q": ["我住哪个城市", "用户住在哪里？"],
               "qx": ["Which city does the user live in?"],
               "qp": ["用户以前住在哪？"]},
    },
    "car": {
        "en": {"vals": ["a Skoda Octavia", "a Toyota Yaris", "a Volvo V60", "a Kia Niro", "a Renault Clio", "a Mazda CX-5"],
               "old": ["{S} drives {a}.", "{P} car is {a}, silver, with a roof box."],
               "new": ["Collected {b} from the dealer on Saturday.", "{S} traded in the old car; the keys on the hook belong to {b}.", "Insurance paperwork for {b} arrived for {s}."],
               "q": ["what car do i have", "Which car does the user drive?"],
               "qx": ["用户开什么车？"],
               "qp": ["What car did the user have before?"]},
        "zh": {"vals": ["大众朗逸", "丰田卡罗拉", "比亚迪秦", "本田思域", "特斯拉Model 3", "吉利星瑞"],
               "old": ["{S}开的是{a}。", "{S}的车是一辆银色{a}。"],
               "new": ["周六去4S店提了{b}。", "旧车置换掉了，钥匙挂的是{b}的。", "{S}{b}的保险单寄到了。"],
               "q": ["我开的什么车", "用户的车是什么？"],
               "qx": ["What does the user drive?"],
               "qp": ["用户原来开什么车？"]},
    },
    "partner": {
        "en": {"vals": ["Marek", "Jonas", "Elif", "Saoirse", "Tomas", "Ines"],
               "old": ["{S} is dating {a}.", "{P} boyfriend or girlfriend is {a}; they met at a concert."],
               "new": ["{S} and {b} have been seeing each other since spring.", "Went to a wedding with {b}, who {s} introduced as the new partner.", "{b} moved in with {s} in August."],
               "q": ["who am i seeing", "Who is the user's partner?"],
               "qx": ["用户的对象是谁？"],
               "qp": ["Who was the user's previous partner?"]},
        "zh": {"vals": ["小周", "阿杰", "林琳", "思远", "晓晴", "浩然"],
               "old": ["{S}的男朋友是{a}。", "{S}在和{a}谈恋爱。"],
               "new": ["{S}开春以后和{b}走到了一起。", "带着{b}去参加了婚礼，介绍说是对象。", "{b}八月搬来和{S}同住。"],
               "q": ["我现在的对象是谁", "用户的另一半是谁？"],
               "qx": ["Who is the user's partner?"],
               "qp": ["用户之前的对象是谁？"]},
    },
    "gym": {
        "en": {"vals": ["Pure Gym", "the YMCA pool", "a boxing club", "CrossFit Harbour", "a bouldering hall", "the council leisure centre"],
               "old": ["{S} trains at {a} three times a week.", "{P} membership card is for {a}."],
               "new": ["Cancelled the old membership and signed up at {b}.", "Spent Tuesday evening at {b}; {s} loves the instructors there.", "{S} got a twelve-month pass for {b} in May."],
               "q": ["where do i exercise", "Which gym does the user go to?"],
               "qx": ["用户在哪健身？"],
               "qp": ["Which gym did the user use before?"]},
        "zh": {"vals": ["乐刻健身", "游泳馆", "拳击馆", "超级猩猩", "攀岩馆", "社区体育中心"],
               "old": ["{S}每周去三次{a}。", "{S}办的是{a}的卡。"],
               "new": ["五月份在{b}办了年卡。", "周二晚上在{b}练了两个小时。", "旧卡退了，转到{b}了。"],
               "q": ["我在哪健身", "用户在哪锻炼？"],
               "qx": ["Where does the user work out?"],
               "qp": ["用户以前在哪健身？"]},
    },
    "diet": {
        "en": {"vals": ["vegetarian", "vegan", "pescatarian", "keto", "gluten-free", "low-FODMAP"],
               "old": ["{S} eats a {a} diet.", "{S} has been {a} for years."],
               "new": ["The nutritionist put {s} on {b} meals in March.", "Cooking {b} food every day now, the family follows along.", "{S} ordered the {b} box from the meal kit service."],
               "q": ["what diet am i on", "How does the user eat?"],
               "qx": ["用户是什么饮食习惯？"],
               "qp": ["What diet did the user follow before?"]},
        "zh": {"vals": ["素食", "纯素", "生酮饮食", "低碳水", "无麸质饮食", "轻断食"],
               "old": ["{S}吃{a}。", "{S}坚持{a}好几年了。"],
               "new": ["三月营养师给{S}改成了{b}。", "家里现在天天做{b}，全家跟着吃。", "订了一个月的{b}套餐。"],
               "q": ["我是什么饮食", "用户怎么吃饭？"],
               "qx": ["What diet does the user follow?"],
               "qp": ["用户原来的饮食是什么？"]},
    },
    "phone": {
        "en": {"vals": ["an iPhone 12", "a Pixel 7", "a Galaxy S21", "a Fairphone 4", "a OnePlus 9", "a Moto G"],
               "old": ["{S} uses {a}.", "{P} phone is {a} with a cracked corner."],
               "new": ["The shop set up {b} for {s} on Monday.", "Unboxed {b} yesterday; all contacts copied over.", "{S} is still getting used to {b}."],
               "q": ["what phone have i got", "Which phone does the user use?"],
               "qx": ["用户用什么手机？"],
               "qp": ["What phone did the user have before?"]},
        "zh": {"vals": ["iPhone 12", "小米13", "华为Mate 40", "OPPO Find X5", "vivo X90", "荣耀Magic5"],
               "old": ["{S}用的是{a}。", "{S}的手机是{a}，屏幕角碎了。"],
               "new": ["周一营业厅帮{S}把{b}设置好了。", "昨天拆了{b}，通讯录都导过去了。", "{S}还在适应{b}。"],
               "q": ["我用的啥手机", "用户的手机是什么？"],
               "qx": ["What phone does the user have?"],
               "qp": ["用户之前用什么手机？"]},
    },
    "school": {
        "en": {"vals": ["Oakfield Primary", "St. Bride's", "Riverside Academy", "Hillview School", "the Montessori on Park Road", "Northgate Primary"],
               "old": ["{P} son goes to {a}.", "{P} boy is in year two at {a}."],
               "new": ["The boy's first day at {b} went fine.", "{S} got the uniform for {b} on Thursday.", "The transfer to {b} came through in September."],
               "q": ["which school is my son at", "Where does the user's son go to school?"],
               "qx": ["用户的儿子在哪上学？"],
               "qp": ["Which school did the user's son attend before?"]},
        "zh": {"vals": ["实验小学", "育才小学", "外国语学校", "第二小学", "明德学校", "滨江小学"],
               "old": ["{S}的儿子在{a}上学。", "{S}家孩子读{a}二年级。"],
               "new": ["孩子第一天去{b}挺顺利。", "周四给孩子领了{b}的校服。", "九月转学手续办好了，去{b}。"],
               "q": ["我儿子在哪上学", "用户的孩子在哪个学校？"],
               "qx": ["Which school does the user's son go to?"],
               "qp": ["用户的儿子原来在哪上学？"]},
    },
    "bank": {
        "en": {"vals": ["Barclays", "Monzo", "Santander", "Nationwide", "Revolut", "HSBC"],
               "old": ["{P} salary is paid into {a}.", "{S} banks with {a}."],
               "new": ["Payroll now goes to the {b} account {s} opened in April.", "{S} moved the direct debits over to {b}.", "{S} opened an account at {b} and closed the other one."],
               "q": ["which bank holds my money", "What bank does the user use?"],
               "qx": ["用户用哪家银行？"],
               "qp": ["Which bank did the user use before?"]},
        "zh": {"vals": ["招商银行", "工商银行", "建设银行", "浦发银行", "中信银行", "农业银行"],
               "old": ["{S}的工资卡是{a}的。", "{S}的钱存在{a}。"],
               "new": ["四月去{b}新开了户，代扣都转过去了。", "单位发薪改到了{b}的卡上。", "{S}在{b}开了户，旧卡销了。"],
               "q": ["我用哪家银行", "用户的工资卡是哪个银行？"],
               "qx": ["Which bank does the user bank with?"],
               "qp": ["用户以前用哪家银行？"]},
    },
    "hobby": {
        "en": {"vals": ["watercolour painting", "chess", "woodworking", "salsa dancing", "birdwatching", "knitting"],
               "old": ["{S} spends weekends on {a}.", "{P} favourite pastime is {a}."],
               "new": ["Lately {s} can't stop talking about {b}.", "{S} bought all the kit for {b} and goes every Sunday.", "A friend got {s} hooked on {b} this summer."],
               "q": ["what do i do for fun", "What is the user's hobby?"],
               "qx": ["用户的爱好是什么？"],
               "qp": ["What hobby did the user have before?"]},
        "zh": {"vals": ["水彩画", "下围棋", "木工", "跳萨尔萨舞", "观鸟", "织毛衣"],
               "old": ["{S}周末都在{a}。", "{S}最大的爱好是{a}。"],
               "new": ["最近{S}迷上了{b}。", "装备全买齐了，每个周日去{b}。", "今年夏天被朋友带着入坑了{b}。"],
               "q": ["我平时有啥爱好", "用户的爱好是什么？"],
               "qx": ["What is the user's hobby?"],
               "qp": ["用户以前有什么爱好？"]},
    },
}


def _say(c: _Ctx, tpl: str, **kw: str) -> str:
    text = _fmt(tpl, **kw, **c.subject())
    return text[0].upper() + text[1:]


def _temporal(c: _Ctx, sid: str, slot: str) -> Scenario:
    rng, lang = c.rng, c.lang
    t = TEMPORAL10[slot][lang]
    variant = rng.choices(list(VARIANTS10), weights=list(VARIANTS10.values()))[0]
    vals = c.pick(t["vals"], 3 if variant == "chain" else 2)
    news = rng.sample(t["new"], len(vals) - 1)
    texts = [_say(c, rng.choice(t["old"]), a=vals[0])] + [_say(c, tpl, b=v) for tpl, v in zip(news, vals[1:], strict=True)]
    d = c.day(2, 30)
    times = [d]
    for _ in texts[1:]:
        d += rng.uniform(20, 120)
        times.append(d)
    n = len(texts)
    history = variant == "history"
    mems = [Mem(ref=c.ref("m"), text=text, at=c.at(day), key=f"{sid}.{'now' if i == n - 1 else f'v{i}'}",
                scenario=sid, role="current" if i == n - 1 else "stale",
                expect="active" if i == n - 1 else ("any" if history else "retired"))
            for i, (text, day) in enumerate(zip(texts, times, strict=True))]
    qs = t["qx"] if rng.random() < CROSS else t["q"]
    queries = [Query(f"{sid}.q", sid, rng.choice(qs), (f"{sid}.now",), tuple(m.key for m in mems if m.role == "stale"))]
    if history:  # the older is the answer to a question about the past
        queries.append(Query(f"{sid}.qp", sid, rng.choice(t["qp"]), (mems[0].key,), ()))
    return Scenario(sid, "temporal", lang, variant, slot, frozenset({slot}), mems, queries)


# ---------------------------------------------------------------------------------------------------
# inference: (topic, guesses, facts, questions, tool source or "" for a user statement); guess and fact share no
# content word, the question is in neither's words

INFERENCE10: dict[str, list[tuple[str, list[str], list[str], list[str], str]]] = {
    "en": [
        ("occupation", ["Probably a student.", "{S} is likely still at university."],
         ["{S} has run her own company for twelve years."], ["what does the user do?", "What's my line of work?"], ""),
        ("age", ["{S} is maybe in their twenties.", "Sounds young, perhaps 25."],
         ["{S} celebrated a 58th birthday in March."], ["How old is the user?"], ""),
        ("pets", ["{S} probably doesn't keep animals.", "I assume no pets at home."],
         ["Two rescue greyhounds sleep on {p} sofa."], ["does the user have any pets?"], ""),
        ("marital", ["{S} is probably single.", "Seems unattached."],
         ["Registry record: {s} married in 2011."], ["Is the user married?"], "civil_registry"),
        ("languages", ["{S} probably only speaks English.", "I guess monolingual."],
         ["{S} grew up in Montreal and reads Proust in the original."], ["what languages can i speak", "用户会说几种语言？"], ""),
        ("vehicle", ["{S} probably cycles everywhere.", "Likely relies on a bicycle."],
         ["DVLA record: {s} is the registered keeper of a diesel van."], ["How does the user get around?"], "dvla"),
        ("health", ["{S} seems perfectly healthy.", "Probably no medical conditions."],
         ["Clinic letter: {s} is treated for type 1 diabetes."], ["does the user have any health issues"], "clinic"),
        ("home", ["{S} probably rents a small flat.", "Likely lives in an apartment."],
         ["{S} owns a farmhouse with forty acres of orchard."], ["What kind of home does the user have?"], ""),
    ],
    "zh": [
        ("occupation", ["估计是个学生。", "{S}大概还在读大学。"], ["{S}自己开公司十二年了。"], ["用户是做什么的？", "我是干什么工作的"], ""),
        ("age", ["{S}可能二十多岁。", "听起来很年轻，也许25岁。"], ["{S}三月刚过了58岁生日。"], ["用户多大了？"], ""),
        ("pets", ["{S}应该没养动物。", "我猜家里没有宠物。"], ["两条领养的灵缇犬睡在{S}家沙发上。"], ["用户养宠物吗？"], ""),
        ("marital", ["{S}大概单身。", "好像没有对象。"], ["民政记录：{S}2011年登记结婚。"], ["用户结婚了吗？"], "civil_registry"),
        ("languages", ["{S}可能只会说普通话。", "估计只懂中文。"], ["{S}在蒙特利尔长大，能读法文原版书。"], ["我会几种语言", "What languages does the user speak?"], ""),
        ("vehicle", ["{S}大概天天骑共享单车。", "估计出门靠自行车。"], ["车管所记录：{S}名下登记了一辆柴油货车。"], ["用户平时怎么出行？"], "vehicle_office"),
        ("health", ["{S}好像身体很好。", "应该没什么病。"], ["医院病历：{S}在治疗1型糖尿病。"], ["用户有什么健康问题吗"], "clinic"),
        ("home", ["{S}可能租了个小公寓。", "估计住在出租屋里。"], ["{S}有一座带四十亩果园的农庄。"], ["用户住什么样的房子？"], ""),
    ],
}


def _inference(c: _Ctx, sid: str, entry: tuple[str, list[str], list[str], list[str], str]) -> Scenario:
    s = guess_scenario(c, sid, entry[:4])
    if entry[4]:  # the fact is a tool's record
        s.memories = [Mem(**{**m.__dict__, "source": "tool", "source_id": entry[4]}) if m.role == "fact" else m
                      for m in s.memories]
        s.variant += " (tool fact)"
    return s


# ---------------------------------------------------------------------------------------------------
# duplicates: (topic, restatements in different frames, questions)

DUPLICATES10: dict[str, list[tuple[str, list[str], list[str]]]] = {
    "en": [
        ("blood", ["{P} blood type is O negative.", "O-neg - {p} blood group", "If {s} ever needs a transfusion: blood group O negative."], ["what's my blood type", "用户是什么血型？"]),
        ("spare key", ["The spare key is under the blue flowerpot.", "spare key: blue flowerpot by the door", "{S} hides a spare house key beneath the blue flowerpot."], ["Where is the spare key?"]),
        ("anniversary", ["{P} wedding anniversary is on 14 May.", "anniversary - 14 May", "Every 14 May {s} books dinner for the wedding anniversary."], ["When is the user's anniversary?"]),
        ("allergy", ["{S} is allergic to penicillin.", "penicillin allergy ({s})", "Never give {s} penicillin - it causes a rash and swelling."], ["am i allergic to any medicine", "Which drug allergy does the user have?"]),
        ("commute", ["{S} takes the 7:40 train to work.", "7:40 train every weekday for {s}", "Weekday mornings start with the 7:40 train into the office."], ["What train does the user take?"]),
        ("tea", ["{S} drinks tea with two sugars.", "tea: two sugars", "Making tea for {s}? Two sugars, milk optional."], ["How does the user take tea?"]),
    ],
    "zh": [
        ("blood", ["{S}是O型血。", "血型：O", "{S}要是需要输血，记得是O型。"], ["我是什么血型", "What blood type is the user?"]),
        ("spare key", ["备用钥匙在蓝色花盆下面。", "备用钥匙——门口蓝花盆", "{S}把家里的备用钥匙藏在蓝色花盆底下。"], ["备用钥匙在哪？"]),
        ("anniversary", ["{S}的结婚纪念日是5月14日。", "纪念日：5月14日", "每年5月14日{S}都订餐厅过结婚纪念日。"], ["用户的结婚纪念日是哪天？"]),
        ("allergy", ["{S}对青霉素过敏。", "青霉素过敏（{S}）", "千万别给{S}用青霉素，会起疹子。"], ["我对什么药过敏", "Is the user allergic to any drug?"]),
        ("commute", ["{S}每天坐7点40的高铁上班。", "工作日7:40的车", "{S}工作日早上都赶7点40那班车去公司。"], ["用户坐几点的车上班？"]),
        ("tea", ["{S}喝茶要放两块糖。", "茶：两块糖", "给{S}泡茶的话放两块糖。"], ["用户喝茶怎么放糖？"]),
    ],
}


def _duplicates(c: _Ctx, sid: str, entry: tuple[str, list[str], list[str]]) -> Scenario:
    return paraphrases_scenario(c, sid, entry)


# ---------------------------------------------------------------------------------------------------
# unrelated (keep controls): (topic, older fact, newer fact, question about the older, about the newer); both true

UNRELATED10: dict[str, list[tuple[str, str, str, str, str]]] = {
    "en": [
        ("pet", "{S} has a cat called Miso.", "{S} adopted a dog from the shelter last week.", "Does the user have a cat?", "What dog did the user get?"),
        ("sport", "{S} plays tennis on Wednesdays.", "{S} joined a climbing gym this month.", "Which racket sport does the user play?", "Did the user start climbing?"),
        ("language", "{S} speaks fluent French.", "{S} started learning Korean in September.", "Which language is the user fluent in?", "What language is the user learning?"),
        ("instrument", "{S} has played the cello since childhood.", "{S} bought a ukulele at the market on Sunday.", "What instrument has the user played since childhood?", "What did the user buy at the market?"),
        ("sibling", "{S} has an older sister in Leeds.", "{P} younger brother just moved to Cardiff.", "Where does the user's sister live?", "Where did the user's brother move?"),
        ("subscription", "{S} subscribes to The Economist.", "{S} signed up for a cooking magazine last month.", "Which news magazine does the user read?", "What magazine did the user sign up for recently?"),
    ],
    "zh": [
        ("pet", "{S}养了一只叫味噌的猫。", "{S}上周从救助站领养了一条狗。", "用户养猫吗？", "用户领养了什么狗？"),
        ("sport", "{S}每周三打网球。", "{S}这个月办了攀岩馆的卡。", "用户打什么球？", "用户开始攀岩了吗？"),
        ("language", "{S}法语说得很流利。", "{S}九月开始学韩语。", "用户哪门外语很流利？", "用户在学什么语言？"),
        ("instrument", "{S}从小拉大提琴。", "{S}周日在集市上买了一把尤克里里。", "用户从小学的什么乐器？", "用户在集市买了什么？"),
        ("sibling", "{S}有个姐姐在厦门。", "{S}的弟弟刚搬去了西安。", "用户的姐姐住在哪？", "用户的弟弟搬去哪了？"),
        ("subscription", "{S}订了《三联生活周刊》。", "{S}上个月订了一本烹饪杂志。", "用户订的是哪本新闻周刊？", "用户最近订了什么杂志？"),
    ],
}


def _unrelated(c: _Ctx, sid: str, entry: tuple[str, str, str, str, str]) -> Scenario:
    return older_then_newer_scenario(c, sid, entry)


# ---------------------------------------------------------------------------------------------------

TABLES10: dict[str, Any] = {"duplicates": DUPLICATES10, "inference": INFERENCE10,
                            "unrelated": {k: [(frozenset({e[0]}), e) for e in v] for k, v in UNRELATED10.items()}}
BUILDERS10 = {"temporal": _temporal, "duplicates": _duplicates, "inference": _inference,
              "unrelated": lambda c, sid, e: _unrelated(c, sid, e[1])}


def _entries(category: str, lang: str) -> list[Entry]:
    return entries(category, lang, TABLES10, TEMPORAL10)


CORPUS10 = Corpus(prefix="c10-", categories=CATEGORIES10, per_bank=PER_BANK10, personas=PERSONAS10,
                  name_statements=NAME_STATEMENTS10, background=BACKGROUND10, builders=BUILDERS10, entries=_entries)


def generate(seed: int = 1010, *, per_category: int = 20, background: int = 3) -> Dataset:
    """3/4 of ``per_category`` scenarios per category and language (rounded up to whole banks)."""
    return build(CORPUS10, seed, per_category=max(1, round(per_category * 0.75)), background=background)


def main() -> None:
    samples_cli(generate, 1010, "the tenth hygiene corpus")


if __name__ == "__main__":
    main()
