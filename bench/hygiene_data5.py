# ruff: noqa: E501
"""Fifth hygiene corpus (development), written for issue #15 before the judge and read-time changes it tunes.

Same records, classes and scoring as ``bench/hygiene_data.py`` (its dataclasses, ``truth`` and the bank
machinery), written as a different author: other people, domains, predicates and phrasing in English and
Chinese. Its emphasis is where the held-out corpus 4 showed the product weak:

    temporal     a value that changed, told mostly by *time* alone: "these days", "as of last week", "现在",
                 "最近", calendar dates, or the very same sentence frame with another value and no change word
                 at all (only the later observed_at says which holds now); some 3-step chains
    inference    an agent's guess, contradicted by a user statement whose words answer the question without
                 sharing any of them ("spends her nights steering container ships" for "what is the user's job?")
    unrelated    two true look-alikes: the same frame about another person, or the same person and verb about
                 another thing, some with the same time words as the temporal class (neither may be touched)
    duplicates   restatements of one fact in other words (no harm: never disputed)
    tools        two tools disagree within minutes (both stay, flagged)

It has no ttl or critical scenarios. ``python bench/hygiene_data5.py`` prints samples.
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

CATEGORIES5: tuple[str, ...] = ("temporal", "duplicates", "inference", "tools", "unrelated")

NAME_STATEMENTS = {
    "en": ["Everyone calls the user {n}.", "The user introduced themself as {n}.", "Name on file: {n}."],
    "zh": ["大家都叫用户{n}。", "用户说自己姓名是{n}。"],
}
PERSONAS = {
    "en": ["Beatriz", "Callum", "Anouk", "Desmond", "Leila", "Henrik"],
    "zh": ["唐薇", "蒋凯", "邓悦", "韩冰", "曹阳", "彭丽"],
}
RELATIVES = {"en": ["sister", "brother-in-law", "flatmate", "father", "colleague", "cousin"],
             "zh": ["姐姐", "表弟", "室友", "爸爸", "同事", "舅舅"]}
PLACES = {"en": ["Valencia", "Lyon", "Cork", "Trieste", "Malmo", "Rotterdam", "Basel", "Sevilla", "Gdansk", "Bruges"],
          "zh": ["洛阳", "桂林", "烟台", "泉州", "绍兴", "扬州", "柳州", "大理", "威海", "赣州"]}
SHOPS = {"en": ["Lidl", "Aldi", "Waitrose", "Carrefour", "Tesco", "Migros"],
         "zh": ["盒马", "永辉", "沃尔玛", "山姆", "华润万家", "物美"]}

# slot -> lang -> {"vals", "old", "now" (time words only), "dated" (a calendar date or a relative time),
#                  "same" (the "old" frame again: no change word at all), "q" (questions about the present)}
# {a} old value, {b} new value; "same" renders the old frame with the new value
TEMPORAL: dict[str, dict[str, dict[str, list[str]]]] = {
    "running": {
        "en": {
            "vals": ["15 km", "25 km", "40 km", "10 km", "32 km", "50 km"],
            "old": ["{S} runs about {a} a week.", "{P} weekly running mileage is {a}."],
            "now": ["These days {s} runs about {b} a week.", "At the moment {p} weekly mileage sits at {b}.",
                    "Currently {s} is logging {b} of running each week."],
            "dated": ["As of last week, {s} runs {b} a week.", "Since 2 April {p} weekly running total has been {b}."],
            "q": ["How much does the user run per week?", "What is the user's weekly running distance?"],
        },
        "zh": {
            "vals": ["15公里", "25公里", "40公里", "10公里", "30公里", "50公里"],
            "old": ["{S}每周跑步大约{a}。", "{P}周跑量是{a}。"],
            "now": ["{S}现在每周跑{b}左右。", "最近{P}周跑量在{b}上下。", "眼下{S}一周能跑{b}。"],
            "dated": ["从4月2日起，{S}每周跑{b}。", "上周开始{P}周跑量是{b}。"],
            "q": ["用户每周跑多少公里？", "用户现在的周跑量是多少？"],
        },
    },
    "rent": {
        "en": {
            "vals": ["950 euros", "1,100 euros", "1,250 euros", "1,400 euros", "870 euros", "1,320 euros"],
            "old": ["{S} pays {a} a month in rent.", "{P} monthly rent is {a}."],
            "now": ["Right now {p} rent comes to {b} a month.", "These days {s} is paying {b} in rent every month."],
            "dated": ["From 1 July 2025 {p} monthly rent is {b}.", "As of this month the landlord charges {s} {b}."],
            "q": ["How much rent does the user pay?", "What does the user's flat cost per month?"],
        },
        "zh": {
            "vals": ["3200元", "3800元", "4500元", "2900元", "5100元", "4200元"],
            "old": ["{S}每月房租{a}。", "{P}房租是一个月{a}。"],
            "now": ["{S}现在每月交{b}房租。", "目前{P}房租一个月是{b}。"],
            "dated": ["2025年7月起，{P}房租是每月{b}。", "这个月开始房东收{S}{b}。"],
            "q": ["用户每个月房租多少？", "用户现在租房花多少钱？"],
        },
    },
    "shift": {
        "en": {
            "vals": ["the night shift", "the early shift", "the late shift", "weekend shifts", "the day shift"],
            "old": ["{S} works {a} at the hospital.", "At the hospital {s} is on {a}."],
            "now": ["Lately {s} has been on {b} at the hospital.", "These days {s} works {b} at the hospital."],
            "dated": ["Since 14 October {s} has worked {b} at the hospital.", "As of last Monday {s} is on {b} at the hospital."],
            "q": ["Which shift does the user work?", "When is the user on duty at the hospital?"],
        },
        "zh": {
            "vals": ["夜班", "早班", "中班", "周末班", "白班"],
            "old": ["{S}在医院上{a}。", "{S}在医院排的是{a}。"],
            "now": ["{S}最近在医院上{b}。", "{S}现在在医院排{b}。"],
            "dated": ["10月14日起{S}在医院上{b}。", "从上周一开始{S}在医院排{b}。"],
            "q": ["用户上什么班？", "用户在医院值哪个班？"],
        },
    },
    "course": {
        "en": {
            "vals": ["Portuguese", "Korean", "Italian", "Arabic", "Dutch", "Greek"],
            "old": ["{S} takes evening classes in {a}.", "{S} is studying {a} twice a week."],
            "now": ["Currently {s} is studying {b} twice a week.", "These days {p} evening class is {b}."],
            "dated": ["As of this term {s} takes evening classes in {b}.", "Since 9 January {s} has been learning {b} in the evenings."],
            "q": ["Which language is the user studying?", "What does the user learn in evening class?"],
        },
        "zh": {
            "vals": ["葡萄牙语", "韩语", "意大利语", "阿拉伯语", "西班牙语", "德语"],
            "old": ["{S}晚上在上{a}课。", "{S}每周学两次{a}。"],
            "now": ["{S}现在每周学两次{b}。", "最近{S}晚上在上{b}课。"],
            "dated": ["这学期起{S}晚上上{b}课。", "1月9日开始{S}每周学两次{b}。"],
            "q": ["用户在学哪门外语？", "用户晚上的课学的是什么语言？"],
        },
    },
    "browser": {
        "en": {
            "vals": ["Firefox", "Chrome", "Safari", "Brave", "Vivaldi", "Arc"],
            "old": ["{P} default browser is {a}.", "{S} browses the web with {a}."],
            "now": ["Nowadays {p} default browser is {b}.", "At present {s} browses with {b}."],
            "dated": ["As of 3 March {p} default browser is {b}.", "Since last Thursday {s} has browsed with {b}."],
            "q": ["Which web browser does the user use?", "What's the user's browser of choice?"],
        },
        "zh": {
            "vals": ["火狐", "Chrome", "Safari", "Edge", "夸克浏览器", "360浏览器"],
            "old": ["{P}默认浏览器是{a}。", "{S}上网用{a}。"],
            "now": ["{S}现在上网用{b}。", "目前{P}默认浏览器是{b}。"],
            "dated": ["3月3日起{P}默认浏览器是{b}。", "上周四开始{S}上网用{b}。"],
            "q": ["用户用什么浏览器？", "用户平时上网用哪个浏览器？"],
        },
    },
    "groceries": {
        "en": {
            "vals": SHOPS["en"],
            "old": ["{S} does the weekly shop at {a}.", "{P} groceries come from {a}."],
            "now": ["These days {p} groceries come from {b}.", "Lately {s} does the weekly shop at {b}."],
            "dated": ["As of last month {s} does the weekly shop at {b}.", "Since 20 May {p} groceries have come from {b}."],
            "q": ["Where does the user buy groceries?", "Which supermarket does the user shop at?"],
        },
        "zh": {
            "vals": SHOPS["zh"],
            "old": ["{S}每周在{a}买菜。", "{P}日用品都是在{a}买的。"],
            "now": ["{S}最近每周在{b}买菜。", "{S}现在日用品都在{b}买。"],
            "dated": ["5月20日起{S}每周在{b}买菜。", "上个月开始{P}日用品都在{b}买。"],
            "q": ["用户在哪家超市买东西？", "用户平时去哪儿买菜？"],
        },
    },
    "team": {
        "en": {
            "vals": ["4 engineers", "7 engineers", "11 engineers", "3 engineers", "9 engineers", "15 engineers"],
            "old": ["{S} manages a team of {a}.", "{P} team is {a}."],
            "now": ["These days {p} team is {b}.", "Currently {s} manages a team of {b}."],
            "dated": ["As of this quarter {s} manages a team of {b}.", "Since the reorg on 1 February {p} team has been {b}."],
            "q": ["How big is the user's team?", "How many people report to the user?"],
        },
        "zh": {
            "vals": ["4个人", "7个人", "11个人", "3个人", "9个人", "15个人"],
            "old": ["{S}带一个{a}的团队。", "{P}团队有{a}。"],
            "now": ["{S}现在带一个{b}的团队。", "目前{P}团队有{b}。"],
            "dated": ["这个季度起{S}带一个{b}的团队。", "2月1日调整后{P}团队有{b}。"],
            "q": ["用户的团队有多少人？", "有多少人向用户汇报？"],
        },
    },
    "neighbourhood": {
        "en": {
            "vals": ["Kreuzberg", "Neukolln", "Prenzlauer Berg", "Moabit", "Wedding", "Friedrichshain"],
            "old": ["{S} lives in {a}.", "{P} flat is in {a}."],
            "now": ["Nowadays {s} lives in {b}.", "These days {p} flat is in {b}."],
            "dated": ["As of 1 September {s} lives in {b}.", "Since last weekend {p} flat has been in {b}."],
            "q": ["Which part of Berlin does the user live in?", "What neighbourhood is the user's home in?"],
        },
        "zh": {
            "vals": ["朝阳区", "海淀区", "西城区", "丰台区", "通州区", "昌平区"],
            "old": ["{S}住在{a}。", "{P}家在{a}。"],
            "now": ["{S}现在住在{b}。", "{P}家目前在{b}。"],
            "dated": ["9月1日起{S}住在{b}。", "上周末开始{P}家在{b}。"],
            "q": ["用户住在北京哪个区？", "用户家在哪个区？"],
        },
    },
    "hairdresser": {
        "en": {
            "vals": ["Salon Verde", "Cutting Room", "Barber & Co", "Studio Nine", "The Fringe", "Mane Street"],
            "old": ["{S} gets haircuts at {a}.", "{P} hairdresser is {a}."],
            "now": ["Lately {s} gets haircuts at {b}.", "At the moment {p} hairdresser is {b}."],
            "dated": ["Since 11 June {p} hairdresser has been {b}.", "As of last visit {s} gets haircuts at {b}."],
            "q": ["Where does the user get a haircut?", "Who cuts the user's hair?"],
        },
        "zh": {
            "vals": ["丝域造型", "永琪美发", "文峰美发", "审美沙龙", "东田造型", "小鱼理发"],
            "old": ["{S}在{a}剪头发。", "{S}常去{a}理发。"],
            "now": ["{S}最近在{b}剪头发。", "{S}现在常去{b}理发。"],
            "dated": ["6月11日起{S}在{b}剪头发。", "上次开始{S}改在{b}理发。"],
            "q": ["用户在哪里剪头发？", "用户去哪家店理发？"],
        },
    },
    "sleep": {
        "en": {
            "vals": ["10 pm", "11 pm", "midnight", "9:30 pm", "1 am", "10:30 pm"],
            "old": ["{S} goes to bed around {a}.", "{P} bedtime is {a}."],
            "now": ["These days {p} bedtime is {b}.", "Currently {s} goes to bed around {b}."],
            "dated": ["As of last week {p} bedtime is {b}.", "Since 5 November {s} has gone to bed around {b}."],
            "q": ["When does the user go to sleep?", "What is the user's bedtime?"],
        },
        "zh": {
            "vals": ["晚上10点", "晚上11点", "半夜12点", "晚上9点半", "凌晨1点", "晚上10点半"],
            "old": ["{S}一般{a}睡觉。", "{P}睡觉时间是{a}。"],
            "now": ["{S}现在一般{b}睡觉。", "最近{P}睡觉时间是{b}。"],
            "dated": ["11月5日起{S}一般{b}睡觉。", "上周开始{P}睡觉时间是{b}。"],
            "q": ["用户几点睡觉？", "用户晚上什么时候睡？"],
        },
    },
    "phoneplan": {
        "en": {
            "vals": ["20 GB", "50 GB", "unlimited data", "10 GB", "100 GB", "5 GB"],
            "old": ["{P} phone plan includes {a}.", "{S} has a mobile plan with {a}."],
            "now": ["Currently {p} phone plan includes {b}.", "Nowadays {s} has a mobile plan with {b}."],
            "dated": ["From 1 August {p} phone plan includes {b}.", "As of this billing cycle {s} has {b} on the mobile plan."],
            "q": ["How much mobile data does the user's plan have?", "What data allowance does the user have?"],
        },
        "zh": {
            "vals": ["20G流量", "50G流量", "不限量流量", "10G流量", "100G流量", "30G流量"],
            "old": ["{P}手机套餐有{a}。", "{S}的手机套餐每月{a}。"],
            "now": ["{P}手机套餐现在有{b}。", "目前{S}的手机套餐每月{b}。"],
            "dated": ["8月1日起{P}手机套餐有{b}。", "这个账期开始{S}的套餐每月{b}。"],
            "q": ["用户的手机套餐有多少流量？", "用户每月手机流量是多少？"],
        },
    },
    "lunch": {
        "en": {
            "vals": ["the Thai place on Mill Road", "the canteen", "Pret", "a packed lunch from home", "the falafel stall", "Leon"],
            "old": ["{S} has lunch at {a} on workdays.", "On workdays {p} lunch is from {a}."],
            "now": ["These days {s} has lunch at {b} on workdays.", "Lately {p} workday lunch is from {b}."],
            "dated": ["As of this week {s} has lunch at {b} on workdays.", "Since 17 March {p} workday lunch has been from {b}."],
            "q": ["Where does the user eat lunch at work?", "What does the user do for lunch on workdays?"],
        },
        "zh": {
            "vals": ["公司食堂", "楼下的兰州拉面", "自己带的便当", "沙县小吃", "隔壁的麻辣烫", "公司附近的轻食店"],
            "old": ["{S}工作日中午在{a}吃饭。", "{S}平时午饭是{a}。"],
            "now": ["{S}现在工作日中午在{b}吃饭。", "最近{S}午饭是{b}。"],
            "dated": ["3月17日起{S}工作日中午在{b}吃饭。", "这周开始{S}午饭是{b}。"],
            "q": ["用户中午在哪儿吃饭？", "用户工作日的午饭怎么解决？"],
        },
    },
}

# (topic, [agent guesses], [user statements: answer the question in words it does not use], [questions])
INFERENCE: dict[str, list[tuple[str, list[str], list[str], list[str]]]] = {
    "en": [
        ("occupation", ["{S} is probably an office worker.", "{S} seems to have a desk job."],
         ["{S} spends her nights steering container ships into Rotterdam.", "{S} has repaired church organs for two decades."],
         ["What is the user's job?"]),
        ("hometown", ["{S} probably grew up in a big city.", "{S} seems to be a city kid."],
         ["{S} was raised on a sheep farm in the Scottish Highlands.", "{S} spent childhood on a tiny Greek island with one shop."],
         ["Where did the user grow up?"]),
        ("age", ["{S} is probably in their twenties.", "{S} seems quite young."],
         ["{S} retired from the post office last spring after forty years.", "{S} became a grandmother in 2019."],
         ["How old is the user?"]),
        ("children", ["{S} probably has no kids.", "{S} seems to be child-free."],
         ["{S} drops the twins at nursery before work.", "{P} eldest started secondary school this autumn."],
         ["Does the user have children?"]),
        ("smoking", ["{S} probably smokes.", "{S} seems to be a smoker."],
         ["{S} has never touched a cigarette.", "{S} coughs at the mere smell of tobacco and has never lit one."],
         ["Does the user smoke?"]),
        ("languages", ["{S} probably speaks only English.", "{S} seems to be monolingual."],
         ["{S} interprets between Spanish, French and German at conferences.", "{S} grew up switching between Polish and Hebrew at home."],
         ["Which languages does the user speak?"]),
        ("sport", ["{S} probably doesn't do any sport.", "{S} seems to be rather sedentary."],
         ["{S} finished the Berlin marathon in under four hours.", "{S} rows on the river at six every morning."],
         ["Is the user physically active?"]),
        ("cooking", ["{S} probably can't cook.", "{S} seems to live on takeaway."],
         ["{S} trained as a pastry chef in Paris.", "{S} bakes sourdough and makes fresh pasta every weekend."],
         ["Can the user cook?"]),
        ("transport", ["{S} probably drives everywhere.", "{S} seems to own a car."],
         ["{S} gave up the car in 2018 and cycles year-round.", "{S} sold the hatchback and relies on the tram and a cargo bike."],
         ["How does the user get around town?"]),
        ("education", ["{S} probably didn't go to university.", "{S} seems to have left school early."],
         ["{S} defended a doctorate in marine biology in 2016.", "{S} holds two master's degrees from Leiden."],
         ["What is the user's highest qualification?"]),
    ],
    "zh": [
        ("occupation", ["{S}大概是上班族。", "{S}看起来坐办公室。"], ["{S}每天开着货轮进出宁波港。", "{S}修了二十年的管风琴。"],
         ["用户的职业是什么？"]),
        ("hometown", ["{S}应该是在大城市长大的。", "{S}好像从小住在城里。"], ["{S}小时候在内蒙古草原上放羊。", "{S}童年是在海岛上的小渔村度过的。"],
         ["用户是在哪里长大的？"]),
        ("age", ["{S}大概二十多岁。", "{S}看起来挺年轻的。"], ["{S}去年春天从邮局退休了。", "{S}2019年当上了外婆。"], ["用户多大年纪？"]),
        ("children", ["{S}可能没有孩子。", "{S}好像还没要小孩。"], ["{S}每天上班前先送双胞胎去幼儿园。", "{P}大女儿今年秋天上初中了。"],
         ["用户有孩子吗？"]),
        ("smoking", ["{S}可能抽烟。", "{S}看起来是个烟民。"], ["{S}这辈子没碰过香烟。", "{S}一闻到烟味就咳嗽，从来没点过一根。"], ["用户抽烟吗？"]),
        ("languages", ["{S}大概只会说中文。", "{S}好像不懂外语。"], ["{S}在会议上做西班牙语和法语的同声传译。", "{S}从小在家里说日语和韩语。"],
         ["用户会说哪些语言？"]),
        ("sport", ["{S}可能不怎么运动。", "{S}看起来平时久坐不动。"], ["{S}去年跑完了北京马拉松。", "{S}每天早上六点去江边划船。"],
         ["用户平时运动吗？"]),
        ("cooking", ["{S}大概不会做饭。", "{S}好像天天点外卖。"], ["{S}在顺德学过三年粤菜。", "{S}每个周末都自己蒸包子、擀面条。"],
         ["用户会做饭吗？"]),
        ("transport", ["{S}可能天天开车。", "{S}应该有辆私家车。"], ["{S}2018年卖了车，一年四季骑自行车。", "{S}出门全靠地铁和电动车。"],
         ["用户平时怎么出行？"]),
        ("education", ["{S}可能没上过大学。", "{S}好像学历不高。"], ["{S}2016年拿到了海洋生物学博士学位。", "{S}在复旦读了两个硕士。"],
         ["用户的最高学历是什么？"]),
    ],
}

# (topics, first, second, question about first, question about second): both true, neither may be touched.
# {r} a relative, {t1}/{t2} places, {m1}/{m2} shops
UNRELATED: dict[str, list[tuple[frozenset[str], str, str, str, str]]] = {
    "en": [
        (frozenset({"teach"}), "{S} teaches chemistry at a secondary school.", "{P} {r} teaches history at a secondary school.",
         "What subject does the user teach?", "What does the user's {r} teach?"),
        (frozenset({"allergy"}), "{S} is allergic to penicillin.", "{P} {r} is allergic to peanuts.",
         "What is the user allergic to?", "What is the user's {r} allergic to?"),
        (frozenset({"these-days"}), "These days {s} drinks oat milk.", "These days {s} walks to the station.",
         "What milk does the user drink?", "How does the user get to the station?"),
        (frozenset({"class"}), "{S} started a pottery class on Mondays.", "{S} started a yoga class on Wednesdays.",
         "Which day is the user's pottery class?", "When does the user go to yoga?"),
        (frozenset({"colour"}), "{P} bike is dark green.", "{P} front door is dark blue.",
         "What colour is the user's bike?", "What colour is the user's front door?"),
        (frozenset({"trip"}), "{S} flies to {t1} next Friday for a wedding.", "{P} {r} flies to {t2} next Friday for work.",
         "Where is the user flying next Friday?", "Where is the user's {r} flying?"),
        (frozenset({"monthly"}), "{S} pays 35 euros a month for the phone.", "{S} pays 60 euros a month for the gym.",
         "How much is the user's phone bill?", "What does the user's gym cost?"),
        (frozenset({"as-of"}), "As of last week {s} volunteers at the food bank on Saturdays.", "As of last week {s} is on the board of the tenants' association.",
         "What does the user do on Saturdays?", "Which association's board is the user on?"),
        (frozenset({"shop"}), "{S} buys bread at {m1}.", "{P} {r} buys bread at {m2}.",
         "Where does the user buy bread?", "Where does the user's {r} get bread?"),
        (frozenset({"month"}), "{P} birthday is in June.", "{P} wedding anniversary is in October.",
         "When is the user's birthday?", "When is the user's wedding anniversary?"),
        (frozenset({"number"}), "{S} lives at number 14.", "{P} locker at the gym is number 41.",
         "What is the user's house number?", "Which gym locker is the user's?"),
    ],
    "zh": [
        (frozenset({"teach"}), "{S}在中学教化学。", "{P}{r}在中学教历史。", "用户教什么科目？", "用户的{r}教什么？"),
        (frozenset({"allergy"}), "{S}对青霉素过敏。", "{P}{r}对花生过敏。", "用户对什么过敏？", "用户的{r}对什么过敏？"),
        (frozenset({"these-days"}), "{S}最近在喝燕麦奶。", "{S}最近走路去车站。", "用户喝什么奶？", "用户怎么去车站？"),
        (frozenset({"class"}), "{S}报了周一的陶艺课。", "{S}报了周三的瑜伽课。", "用户的陶艺课是周几？", "用户哪天上瑜伽课？"),
        (frozenset({"colour"}), "{P}自行车是墨绿色的。", "{P}家大门是深蓝色的。", "用户的自行车是什么颜色？", "用户家的门是什么颜色？"),
        (frozenset({"trip"}), "{S}下周五飞{t1}参加婚礼。", "{P}{r}下周五飞{t2}出差。", "用户下周五要飞去哪里？", "用户的{r}要飞去哪里？"),
        (frozenset({"monthly"}), "{S}每月话费35元。", "{S}每月健身卡60元。", "用户的话费一个月多少？", "用户的健身卡多少钱一个月？"),
        (frozenset({"now"}), "{S}现在每周六去食物银行做志愿者。", "{S}现在是业主委员会的成员。", "用户周六做什么？", "用户是哪个委员会的成员？"),
        (frozenset({"shop"}), "{S}在{m1}买面包。", "{P}{r}在{m2}买面包。", "用户在哪儿买面包？", "用户的{r}在哪儿买面包？"),
        (frozenset({"month"}), "{P}生日在六月。", "{P}结婚纪念日在十月。", "用户的生日是几月？", "用户的结婚纪念日是什么时候？"),
        (frozenset({"number"}), "{S}家门牌号是14号。", "{P}健身房储物柜是41号。", "用户家门牌号是多少？", "用户在健身房用几号柜子？"),
    ],
}

# (topic, [paraphrases], [questions])
DUPLICATES: dict[str, list[tuple[str, list[str], list[str]]]] = {
    "en": [
        ("cats", ["{S} is allergic to cats.", "Cats make {s} sneeze and itch.", "{S} reacts badly to cat hair."],
         ["Can the user be around cats?"]),
        ("decaf", ["{S} only drinks decaf after noon.", "After lunch {s} switches to decaffeinated coffee.",
                   "No caffeine for {s} in the afternoon."], ["What coffee does the user drink in the afternoon?"]),
        ("meetings", ["{S} keeps Friday afternoons free of meetings.", "No meetings for {s} on Friday afternoons.",
                      "{S} blocks Friday afternoons for focus work."], ["When should I avoid booking meetings with the user?"]),
        ("emoji", ["{S} dislikes emoji in messages.", "Don't put emoji in replies to {s}.",
                   "{S} finds emoji in answers annoying."], ["Should replies to the user use emoji?"]),
        ("spicy", ["{S} can't handle spicy food.", "Chili is too much for {s}.", "{S} avoids anything hot and spicy."],
         ["Does the user like spicy dishes?"]),
        ("dog", ["{S} has a border collie named Pixel.", "Pixel, {p} border collie, comes to the office.",
                 "{P} dog is a collie called Pixel."], ["What kind of dog does the user have?"]),
        ("swim", ["{S} swims at the lido every Sunday.", "Sunday mornings {s} goes swimming at the lido.",
                  "Every Sunday {s} does laps in the outdoor pool."], ["What does the user do on Sundays?"]),
        ("brief", ["{S} wants short answers.", "Keep replies to {s} brief.", "{S} prefers concise responses."],
         ["How long should answers to the user be?"]),
    ],
    "zh": [
        ("cats", ["{S}对猫过敏。", "{S}一碰到猫就打喷嚏。", "猫毛会让{S}皮肤发痒。"], ["用户能养猫吗？"]),
        ("decaf", ["{S}下午只喝低因咖啡。", "{S}午饭后不喝含咖啡因的东西。", "过了中午{S}就改喝脱因咖啡。"], ["用户下午喝什么咖啡？"]),
        ("meetings", ["{S}周五下午不开会。", "周五下午别给{S}约会议。", "{S}把周五下午留给专注工作。"], ["什么时候不要给用户安排会议？"]),
        ("emoji", ["{S}不喜欢消息里有表情符号。", "给{S}回复不要加表情。", "{S}觉得回答里的emoji很烦。"], ["回复用户时可以用表情吗？"]),
        ("spicy", ["{S}不能吃辣。", "{S}一吃辣椒就胃疼。", "{S}点菜都要微辣以下。"], ["用户吃辣吗？"]),
        ("dog", ["{S}养了一只叫豆包的边牧。", "豆包是{P}边境牧羊犬。", "{P}狗是边牧，名叫豆包。"], ["用户养的是什么狗？"]),
        ("swim", ["{S}每周日去露天泳池游泳。", "周日早上{S}都去游泳。", "每个星期天{S}都在室外泳池游几圈。"], ["用户周日做什么？"]),
        ("brief", ["{S}希望回答简短。", "给{S}的回复尽量简洁。", "{S}喜欢言简意赅的回答。"], ["回答用户应该多长？"]),
    ],
}

# (topic, template with {v}, [source ids], value-pool name, [questions])
TOOLS: dict[str, list[tuple[str, str, tuple[str, str], str, list[str]]]] = {
    "en": [
        ("gate", "{P} flight to {city} boards at {v}.", ("airline_api", "airport_board"), "time",
         ["When does the user's flight board?"]),
        ("deposit", "The deposit the landlord holds for {s} is ${v}.", ("lease_db", "bank_feed"), "money",
         ["How much deposit does the user have with the landlord?"]),
        ("bin", "The recycling in {city} is collected on {v}.", ("council_api", "waste_app"), "weekday",
         ["Which day is recycling collected?"]),
        ("fridge", "The office fridge reads {v}°C.", ("iot_sensor", "facilities_bot"), "temp",
         ["How cold is the office fridge?"]),
        ("firmware", "{P} router runs firmware {v}.", ("router_admin", "isp_portal"), "version",
         ["Which firmware is on the user's router?"]),
        ("taxi", "The taxi for {s} arrives in {v} minutes.", ("ride_api", "driver_sms"), "minutes",
         ["How long until the user's taxi comes?"]),
    ],
    "zh": [
        ("gate", "{P}飞{city}的航班{v}开始登机。", ("airline_api", "airport_screen"), "time", ["用户的航班几点登机？"]),
        ("deposit", "房东收了{S}{v}元押金。", ("lease_db", "bank_feed"), "money", ["用户在房东那里押了多少钱？"]),
        ("bin", "{city}的可回收垃圾{v}收运。", ("city_api", "waste_app"), "weekday", ["可回收垃圾哪天收？"]),
        ("fridge", "办公室冰箱显示{v}度。", ("iot_sensor", "facilities_bot"), "temp", ["办公室冰箱现在几度？"]),
        ("firmware", "{P}路由器固件版本是{v}。", ("router_admin", "isp_portal"), "version", ["用户的路由器是什么固件版本？"]),
        ("taxi", "{S}叫的出租车还有{v}分钟到。", ("ride_api", "driver_sms"), "minutes", ["用户的出租车多久到？"]),
    ],
}

BACKGROUND = {
    "en": ["{S} collects vinyl records from the seventies.", "{S} is learning to juggle.", "{S} volunteers at the animal shelter now and then.",
           "{S} once hitchhiked across Iceland.", "{S} keeps a bonsai on the windowsill.", "{S} follows cycling races on TV.",
           "{S} writes letters by hand to an old pen friend.", "{S} does crosswords on the train."],
    "zh": ["{S}收藏七十年代的黑胶唱片。", "{S}在学杂耍。", "{S}偶尔去动物收容所帮忙。", "{S}曾经搭便车环游冰岛。",
           "{S}窗台上养着一盆盆景。", "{S}喜欢看自行车赛转播。", "{S}和一位老笔友手写通信。", "{S}坐地铁时玩填字游戏。"],
}

PER_BANK = {"temporal": 4, "duplicates": 4, "inference": 4, "tools": 4, "unrelated": 4}


def _temporal(c: _Ctx, sid: str, slot: str) -> Scenario:
    """The old value, then a newer one stated with time words only ("now"), a date ("dated"), or the same frame
    with another value and nothing else ("same"); chains have three values."""
    rng, lang = c.rng, c.lang
    tpl = TEMPORAL[slot][lang]
    variant = rng.choices(["now", "dated", "same", "chain"], weights=[35, 25, 25, 15])[0]
    vals = c.pick(tpl["vals"], 3 if variant == "chain" else 2)
    old_frame = rng.choice(tpl["old"])
    texts = [_fmt(old_frame, a=vals[0], b=vals[0], **c.subject())]
    for i in range(1, len(vals)):
        kind = variant if variant != "chain" else rng.choice(["now", "dated", "same"])
        frame = old_frame.replace("{a}", "{b}") if kind == "same" else rng.choice(tpl[kind])
        texts.append(_fmt(frame, a=vals[i - 1], b=vals[i], **c.subject()))
    d0 = c.day(2, 40)
    times = [d0]
    for _ in vals[1:]:
        times.append(times[-1] + rng.uniform(5, 70))
    return value_chain(c, sid, slot, variant, texts, times, tpl["q"])


def _tool_fill(c: _Ctx) -> dict[str, str]:
    return {"city": c.pick(PLACES[c.lang])[0]}


def _tools(c: _Ctx, sid: str, entry: tuple[str, str, tuple[str, str], str, list[str]]) -> Scenario:
    return tools_scenario(c, sid, entry, _tool_fill)


def _unrelated_fill(c: _Ctx) -> dict[str, str]:
    p1, p2 = c.pick(PLACES[c.lang], 2)
    s1, s2 = c.pick(SHOPS[c.lang], 2)
    return {"t1": p1, "t2": p2, "m1": s1, "m2": s2, "r": c.rng.choice(RELATIVES[c.lang])}


def _unrelated(c: _Ctx, sid: str, entry: tuple[frozenset[str], str, str, str, str]) -> Scenario:
    return unrelated_scenario(c, sid, entry, _unrelated_fill, "look-alike")


def _entries(category: str, lang: str) -> list[Entry]:
    return entries(category, lang, TABLES, TEMPORAL)


TABLES: dict[str, Any] = {"duplicates": DUPLICATES, "inference": INFERENCE, "tools": TOOLS, "unrelated": UNRELATED}
BUILDERS = {"temporal": _temporal, "duplicates": paraphrases_scenario, "inference": guess_scenario,
            "tools": _tools, "unrelated": _unrelated}
CORPUS = Corpus(prefix="c5-", categories=CATEGORIES5, per_bank=PER_BANK, personas=PERSONAS,
                name_statements=NAME_STATEMENTS, background=BACKGROUND, builders=BUILDERS, entries=_entries)


def generate(seed: int = 505, *, per_category: int = 20, background: int = 3) -> Dataset:
    """``per_category`` scenarios per category and language (rounded up to whole banks)."""
    return build(CORPUS, seed, per_category=per_category, background=background)


def main() -> None:
    samples_cli(generate, 505, "the fifth hygiene corpus")


if __name__ == "__main__":
    main()
