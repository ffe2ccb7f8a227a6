# ruff: noqa: E501
"""Third hygiene corpus (development), written for issue #15 before any judge change it was used to tune.

Same records, classes and scoring as ``bench/hygiene_data.py`` (it reuses its dataclasses, ``truth`` and the
bank machinery), but new people, domains, predicates and phrasing in English and Chinese. It concentrates on
the classes the held-out corpus found weak:

    temporal     what holds *now* after a change stated with explicit dates, relative times ("two weeks
                 ago", "上周起") or change verbs the other corpora do not use; 3-step chains and corrections
    inference    an agent's guess contradicted by a user statement that shares no words with the question
    unrelated    two true memories that look alike (same verb, same frame, other person or other thing)
    duplicates   restatements of one fact (no harm: never disputed)
    tools        two tools disagree within minutes

It has no ttl or critical scenarios. ``python bench/hygiene_data3.py`` prints samples.
"""

from __future__ import annotations

from typing import Any

from _hygiene_corpus import (  # the records and helpers, re-exported as before the move
    T0,
    Bank,
    Corpus,
    Dataset,
    Entry,
    Mem,
    Query,
    Scenario,
    _Ctx,
    _dedupe_texts,
    _fmt,
    _tool_values,
    build,
    entries,
    guess_scenario,
    paraphrases_scenario,
    print_samples,
    samples_cli,
    tools_scenario,
    unrelated_scenario,
    value_chain,
)

__all__ = ["T0", "Bank", "Dataset", "Mem", "Query", "Scenario", "_Ctx", "_dedupe_texts", "_duplicates", "_fmt",
           "_inference", "_tool_values", "generate", "print_samples"]

CATEGORIES3: tuple[str, ...] = ("temporal", "duplicates", "inference", "tools", "unrelated")

NAME_STATEMENTS = {
    "en": ["The user's name is {n}.", "Call the user {n}.", "User name: {n}."],
    "zh": ["用户名叫{n}。", "用户自称{n}。"],
}
PERSONAS = {
    "en": ["Ingrid", "Tobias", "Nadia", "Omar", "Chloe", "Rafael"],
    "zh": ["林晓", "高远", "许静", "马超", "何琳", "郑宇"],
}
FRIENDS = {"en": ["Hannah", "Diego", "Yusuf", "Marta", "Felix", "Noor", "Elena", "Jonas"],
           "zh": ["吴敏", "徐涛", "孙丽", "朱鹏", "胡蓉", "郭峰", "罗欣", "梁斌"]}
TOWNS = {"en": ["Porto", "Krakow", "Utrecht", "Ghent", "Bergen", "Tallinn", "Leeds", "Bilbao", "Aarhus", "Graz",
                "Nantes", "Turin"],
         "zh": ["昆明", "大连", "福州", "合肥", "济南", "贵阳", "哈尔滨", "无锡", "宁波", "珠海", "兰州", "南昌"]}

# slot -> lang -> {"vals": [...], "old": [...], "cue": [...], "dated": [...], "plain": [...], "fix": [...], "q": [...]}
# {a} old value, {b} new value; "dated" states the change with a date or a relative time, "cue" with a change verb
TEMPORAL: dict[str, dict[str, dict[str, list[str]]]] = {
    "gym": {
        "en": {
            "vals": ["Iron Temple", "FitHub", "Anytime Fitness", "the YMCA", "Pure Gym", "CrossFit North"],
            "old": ["{S} trains at {a}.", "{S} has a membership at {a}.", "{P} gym is {a}."],
            "cue": ["{S} cancelled the {a} membership and joined {b}.", "{S} traded {a} for {b}.",
                    "{S} goes to {b} these days instead of {a}."],
            "dated": ["Since March, {s} has been training at {b}.", "Two weeks ago {s} signed up at {b}.",
                      "As of this month {p} gym is {b}."],
            "plain": ["{S} trains at {b}.", "{P} gym is {b}.", "{S} works out at {b}."],
            "fix": ["Correction: {p} gym is {b}, not {a}.", "I had it wrong - {s} trains at {b}, not {a}."],
            "q": ["Where does the user work out?", "Which gym is the user a member of?"],
        },
        "zh": {
            "vals": ["乐刻健身", "威尔士健身", "超级猩猩", "一兆韦德", "金仕堡", "舒适堡"],
            "old": ["{S}在{a}健身。", "{S}办了{a}的会员卡。"],
            "cue": ["{S}退了{a}的卡，改去{b}了。", "{S}健身房换成了{b}。", "{S}不去{a}了，转到了{b}。"],
            "dated": ["从上个月开始，{S}在{b}健身。", "{S}两周前办了{b}的会员卡。", "今年三月起{S}改在{b}锻炼。"],
            "plain": ["{S}在{b}健身。", "{S}办了{b}的会员卡。"],
            "fix": ["更正：{S}是在{b}健身，不是{a}。"],
            "q": ["用户在哪家健身房锻炼？", "用户去哪里健身？"],
        },
    },
    "bank": {
        "en": {
            "vals": ["ING", "Monzo", "Chase", "Revolut", "HSBC", "N26", "Barclays"],
            "old": ["{S} banks with {a}.", "{P} salary goes into an {a} account.", "{P} main bank is {a}."],
            "cue": ["{S} closed the {a} account and moved everything to {b}.", "{S} has changed banks to {b}.",
                    "{S} now keeps the money at {b}."],
            "dated": ["In April {s} moved the salary account to {b}.", "Last week {s} opened an account at {b} and closed {a}.",
                      "Since January 2025 {p} main bank has been {b}."],
            "plain": ["{S} banks with {b}.", "{P} main bank is {b}."],
            "fix": ["Correction: {p} bank is {b}, not {a}."],
            "q": ["Which bank does the user use?", "Where does the user's paycheck land?"],
        },
        "zh": {
            "vals": ["招商银行", "工商银行", "建设银行", "浦发银行", "中信银行", "兴业银行"],
            "old": ["{P}工资卡是{a}的。", "{S}主要用{a}的账户。"],
            "cue": ["{S}把工资卡改成了{b}。", "{S}注销了{a}的账户，换到{b}。", "{S}的钱都转到{b}了。"],
            "dated": ["自今年一月起，{P}工资发到{b}。", "{S}上周把工资卡换成了{b}。"],
            "plain": ["{P}工资卡是{b}的。", "{S}主要用{b}的账户。"],
            "fix": ["更正：{P}工资卡是{b}的，不是{a}。"],
            "q": ["用户的工资发到哪家银行？", "用户用哪家银行？"],
        },
    },
    "car": {
        "en": {
            "vals": ["a Volvo XC40", "a Kia Niro", "a Toyota Prius", "a VW Golf", "a Mazda 3", "a Ford Focus"],
            "old": ["{S} drives {a}.", "{P} car is {a}."],
            "cue": ["{S} sold {a} and bought {b}.", "{S} traded in {a} for {b}.", "{S} replaced {a} with {b}."],
            "dated": ["Since the spring {s} has been driving {b}.", "Three weeks ago {s} picked up {b} from the dealer.",
                      "On 12 May {s} got {b}; it is now the family car."],
            "plain": ["{S} drives {b}.", "{P} car is {b}."],
            "fix": ["Correction: {s} drives {b}, not {a}."],
            "q": ["What car does the user have?", "What vehicle does the user get around in?"],
        },
        "zh": {
            "vals": ["比亚迪汉", "大众帕萨特", "丰田凯美瑞", "理想L7", "本田雅阁", "小鹏P7"],
            "old": ["{S}开的是{a}。", "{P}车是一辆{a}。"],
            "cue": ["{S}卖掉了{a}，换了一辆{b}。", "{S}把车换成了{b}。", "{S}的{a}已经卖了，现在开{b}。"],
            "dated": ["{S}上个月提了一辆{b}。", "从今年五月起，{S}开{b}上下班。"],
            "plain": ["{S}开的是{b}。", "{P}车是一辆{b}。"],
            "fix": ["更正：{S}开的是{b}，不是{a}。"],
            "q": ["用户开什么车？", "用户的座驾是什么？"],
        },
    },
    "internet": {
        "en": {
            "vals": ["Comcast", "Vodafone", "Virgin Media", "Starlink", "BT", "Verizon Fios"],
            "old": ["{P} home internet is from {a}.", "{S} gets broadband through {a}."],
            "cue": ["{S} dropped {a} and signed a contract with {b}.", "{S} switched the home internet over to {b}.",
                    "{S} is no longer with {a}; the broadband comes from {b}."],
            "dated": ["Since October {p} broadband comes from {b}.", "Ten days ago {b} installed {p} new home connection."],
            "plain": ["{P} home internet is from {b}.", "{S} gets broadband through {b}."],
            "fix": ["Correction: {p} internet provider is {b}, not {a}."],
            "q": ["Who provides the user's home internet?", "Which ISP does the user have?"],
        },
        "zh": {
            "vals": ["中国电信", "中国移动", "中国联通", "长城宽带", "广电网络"],
            "old": ["{P}家里宽带是{a}的。", "{S}家用的是{a}宽带。"],
            "cue": ["{S}把宽带从{a}换成了{b}。", "{S}家的宽带改为{b}了。", "{S}退掉了{a}宽带，装了{b}。"],
            "dated": ["上周{b}的师傅来给{S}装了新宽带。", "从十月起{S}家用{b}宽带。"],
            "plain": ["{P}家里宽带是{b}的。", "{S}家用的是{b}宽带。"],
            "fix": ["更正：{P}家宽带是{b}，不是{a}。"],
            "q": ["用户家的宽带是哪家的？", "用户家里用什么网络运营商？"],
        },
    },
    "school": {
        "en": {
            "vals": ["Riverside Primary", "St. Anne's", "Oakwood Elementary", "Hillcrest School", "Maple Grove Academy"],
            "old": ["{P} son attends {a}.", "{P} son goes to school at {a}."],
            "cue": ["{P} son transferred from {a} to {b}.", "{S} moved the boy to {b}.", "{P} son changed schools; he is at {b} now."],
            "dated": ["Starting this September, {p} son is at {b}.", "Since the new term began {p} son has attended {b}."],
            "plain": ["{P} son attends {b}.", "{P} son goes to school at {b}."],
            "fix": ["Correction: {p} son's school is {b}, not {a}."],
            "q": ["Which school is the user's son enrolled in?", "Where does the user's boy go to school?"],
        },
        "zh": {
            "vals": ["实验小学", "育才小学", "外国语学校", "师大附小", "明德小学"],
            "old": ["{P}儿子在{a}读书。", "{P}儿子上的是{a}。"],
            "cue": ["{P}儿子从{a}转学到了{b}。", "{P}儿子已经转去{b}了。"],
            "dated": ["这学期开始，{P}儿子在{b}上学。", "{P}儿子九月起在{b}读书。"],
            "plain": ["{P}儿子在{b}读书。", "{P}儿子上的是{b}。"],
            "fix": ["更正：{P}儿子在{b}读书，不是{a}。"],
            "q": ["用户的儿子在哪所学校上学？", "用户孩子在哪儿念书？"],
        },
    },
    "wake": {
        "en": {
            "vals": ["6:00", "6:30", "7:15", "5:45", "8:00", "7:00"],
            "old": ["{S} gets up at {a}.", "{P} alarm goes off at {a}."],
            "cue": ["{S} moved the alarm from {a} to {b}.", "{S} has started getting up at {b} instead of {a}.",
                    "From now on {s} wakes at {b}."],
            "dated": ["Since the new job started, {s} has been getting up at {b}.", "Last Monday {s} began waking at {b}."],
            "plain": ["{S} gets up at {b}.", "{P} alarm goes off at {b}."],
            "fix": ["Correction: {s} gets up at {b}, not {a}."],
            "q": ["What time does the user wake up?", "When does the user's day start?"],
        },
        "zh": {
            "vals": ["6点", "6点半", "7点", "5点半", "7点半", "8点"],
            "old": ["{S}每天{a}起床。", "{P}闹钟定在{a}。"],
            "cue": ["{S}把闹钟从{a}改到了{b}。", "{S}现在改成{b}起床了。", "{S}不再{a}起床，改为{b}。"],
            "dated": ["从上周起，{S}每天{b}起床。", "换了新工作以后，{S}{b}就起床。"],
            "plain": ["{S}每天{b}起床。", "{P}闹钟定在{b}。"],
            "fix": ["更正：{S}是{b}起床，不是{a}。"],
            "q": ["用户几点起床？", "用户早上什么时候醒？"],
        },
    },
    "doctor": {
        "en": {
            "vals": ["Dr. Patel", "Dr. Moreau", "Dr. Okafor", "Dr. Lindqvist", "Dr. Haddad", "Dr. Brennan"],
            "old": ["{P} family doctor is {a}.", "{S} sees {a} for check-ups."],
            "cue": ["{S} switched family doctors from {a} to {b}.", "{S} is now registered with {b}.",
                    "{S} stopped seeing {a} and goes to {b}."],
            "dated": ["Since February {p} GP has been {b}.", "A month ago {s} registered with {b} as family doctor."],
            "plain": ["{P} family doctor is {b}.", "{S} sees {b} for check-ups."],
            "fix": ["Correction: {p} family doctor is {b}, not {a}."],
            "q": ["Who is the user's GP?", "Which physician does the user see for check-ups?"],
        },
        "zh": {
            "vals": ["李医生", "王医生", "陈医生", "赵医生", "周医生"],
            "old": ["{P}家庭医生是{a}。", "{S}体检都找{a}。"],
            "cue": ["{S}的家庭医生换成了{b}。", "{S}不找{a}了，改找{b}。"],
            "dated": ["今年二月起，{P}家庭医生是{b}。", "一个月前{S}签约了{b}做家庭医生。"],
            "plain": ["{P}家庭医生是{b}。", "{S}体检都找{b}。"],
            "fix": ["更正：{P}家庭医生是{b}，不是{a}。"],
            "q": ["用户的家庭医生是谁？", "用户看病找哪位医生？"],
        },
    },
    "streaming": {
        "en": {
            "vals": ["Netflix", "Disney+", "HBO Max", "Apple TV+", "Prime Video", "Hulu"],
            "old": ["{S} subscribes to {a}.", "{S} watches series on {a}."],
            "cue": ["{S} cancelled {a} and subscribed to {b}.", "{S} dropped {a}; it's {b} now.",
                    "{S} only pays for {b} at the moment."],
            "dated": ["Since last month {s} has had {b} instead of {a}.", "On 3 June {s} signed up for {b} and ended {a}."],
            "plain": ["{S} subscribes to {b}.", "{S} watches series on {b}."],
            "fix": ["Correction: {s} subscribes to {b}, not {a}."],
            "q": ["Which streaming service does the user pay for?", "Where does the user watch shows?"],
        },
        "zh": {
            "vals": ["爱奇艺", "腾讯视频", "优酷", "芒果TV", "哔哩哔哩大会员"],
            "old": ["{S}开了{a}会员。", "{S}平时在{a}上追剧。"],
            "cue": ["{S}停了{a}会员，改开了{b}。", "{S}追剧改用{b}了。", "{S}已经不用{a}，换成了{b}。"],
            "dated": ["上个月起{S}在{b}上追剧。", "{S}六月三号开了{b}会员。"],
            "plain": ["{S}开了{b}会员。", "{S}平时在{b}上追剧。"],
            "fix": ["更正：{S}开的是{b}会员，不是{a}。"],
            "q": ["用户在哪个平台追剧？", "用户开的是哪家视频会员？"],
        },
    },
    "project": {
        "en": {
            "vals": ["the billing revamp", "the mobile checkout", "the search rewrite", "the data lake migration",
                     "the onboarding flow", "the fraud scoring service"],
            "old": ["{S} is working on {a}.", "{P} current project is {a}."],
            "cue": ["{S} was reassigned from {a} to {b}.", "{S} handed off {a} and picked up {b}.",
                    "{S} has moved on to {b}."],
            "dated": ["Since Monday {s} has been on {b}.", "As of last sprint {p} project is {b}."],
            "plain": ["{S} is working on {b}.", "{P} current project is {b}."],
            "fix": ["Correction: {s} is working on {b}, not {a}."],
            "q": ["What is the user working on at work?", "Which project occupies the user right now?"],
        },
        "zh": {
            "vals": ["支付系统改造", "推荐算法优化", "会员中心重构", "日志平台迁移", "小程序开发"],
            "old": ["{S}在负责{a}。", "{S}目前在做{a}项目。"],
            "cue": ["{S}从{a}调到了{b}。", "{S}把{a}交接出去，开始做{b}了。", "{S}已经转去做{b}。"],
            "dated": ["从本周一开始，{S}负责{b}。", "上个迭代起{S}在做{b}项目。"],
            "plain": ["{S}在负责{b}。", "{S}目前在做{b}项目。"],
            "fix": ["更正：{S}负责的是{b}，不是{a}。"],
            "q": ["用户现在在做什么项目？", "用户手上的工作是哪个项目？"],
        },
    },
    "commute": {
        "en": {
            "vals": ["by bus", "by bike", "by car", "on foot", "by train", "by scooter"],
            "old": ["{S} commutes {a}.", "{S} gets to the office {a}."],
            "cue": ["{S} stopped commuting {a} and goes {b} now.", "{S} has switched to commuting {b}."],
            "dated": ["Since the office moved in May, {s} has commuted {b}.", "For the last two weeks {s} has gone to work {b}."],
            "plain": ["{S} commutes {b}.", "{S} gets to the office {b}."],
            "fix": ["Correction: {s} commutes {b}, not {a}."],
            "q": ["How does the user travel to work?", "What's the user's way into the office?"],
        },
        "zh": {
            "vals": ["坐公交", "骑电动车", "开车", "走路", "坐地铁", "骑共享单车"],
            "old": ["{S}每天{a}上班。", "{S}{a}去公司。"],
            "cue": ["{S}不再{a}，改成{b}上班了。", "{S}上班方式换成了{b}。"],
            "dated": ["公司五月搬家后，{S}都是{b}上班。", "最近两周{S}一直{b}去公司。"],
            "plain": ["{S}每天{b}上班。", "{S}{b}去公司。"],
            "fix": ["更正：{S}是{b}上班，不是{a}。"],
            "q": ["用户怎么去上班？", "用户通勤用什么方式？"],
        },
    },
}

# (topic, [agent guesses], [user statements that share no word with the question], [questions])
INFERENCE: dict[str, list[tuple[str, list[str], list[str], list[str]]]] = {
    "en": [
        ("occupation", ["{S} is probably a student.", "{S} seems to be at university still."],
         ["{S} has run her own bakery for twelve years.", "{S} owns a small bakery and opens it at 5 every morning."],
         ["What does the user do for a living?"]),
        ("diet", ["{S} probably eats meat.", "{S} seems to enjoy steak."],
         ["{S} has been vegan since 2015.", "{S} keeps a strictly plant-based kitchen."],
         ["Does the user eat meat?"]),
        ("licence", ["{S} likely drives to work.", "{S} probably has a car."],
         ["{S} never got a licence and takes the tram everywhere.", "{S} has never learned to drive."],
         ["Can the user drive?"]),
        ("nativelang", ["{S} is probably a native English speaker.", "{S} seems to have grown up speaking English."],
         ["{S} grew up in Osaka and only learned English at twenty.", "{S} spoke nothing but Japanese until college."],
         ["What is the user's mother tongue?"]),
        ("alcohol", ["{S} probably likes a glass of wine.", "{S} seems to drink socially."],
         ["{S} has been sober for six years.", "{S} quit alcohol completely years ago."],
         ["Does the user drink?"]),
        ("siblings", ["{S} seems to be an only child.", "{S} probably has no brothers or sisters."],
         ["{P} three brothers all live nearby.", "{S} is the youngest of four kids."],
         ["Does the user have siblings?"]),
        ("housing", ["{S} probably rents an apartment.", "{S} seems to be renting."],
         ["{S} paid off the mortgage on their house last year.", "{S} owns the house they live in outright."],
         ["Does the user own or rent their home?"]),
        ("experience", ["{S} looks like a beginner programmer.", "{S} seems new to coding."],
         ["{S} has shipped production software for fifteen years.", "{S} wrote compilers at two startups before this job."],
         ["How experienced is the user as a developer?"]),
        ("marital", ["{S} seems to be single.", "{S} is probably not married."],
         ["{S} celebrated a tenth wedding anniversary last month.", "{P} husband picks the kids up on Fridays."],
         ["Is the user married?"]),
        ("pets", ["{S} probably has no pets.", "{S} seems to live without animals."],
         ["{S} walks two greyhounds every evening.", "{P} parrot wakes everyone at dawn."],
         ["Does the user own any animals?"]),
    ],
    "zh": [
        ("occupation", ["{S}可能还是学生。", "{S}看起来还在读大学。"], ["{S}自己开了十二年面包店。", "{S}经营着一家小面馆，每天凌晨备料。"],
         ["用户是做什么工作的？"]),
        ("diet", ["{S}应该吃肉。", "{S}好像很爱吃牛排。"], ["{S}从2015年起吃全素。", "{S}家里厨房只做植物性食物。"], ["用户吃肉吗？"]),
        ("licence", ["{S}可能开车上班。", "{S}大概有车。"], ["{S}一直没考驾照，出门都坐地铁。", "{S}从来没学过开车。"], ["用户会开车吗？"]),
        ("alcohol", ["{S}可能爱喝酒。", "{S}好像应酬时会喝几杯。"], ["{S}滴酒不沾已经六年了。", "{S}几年前就彻底戒了酒。"], ["用户喝酒吗？"]),
        ("siblings", ["{S}可能是独生子女。", "{S}好像没有兄弟姐妹。"], ["{P}三个哥哥都住在附近。", "{S}家里排行老四。"], ["用户有兄弟姐妹吗？"]),
        ("housing", ["{S}大概在租房住。", "{S}似乎是租的房子。"], ["{S}去年还清了房贷。", "{S}住的房子是自己全款买的。"], ["用户的房子是租的还是买的？"]),
        ("experience", ["{S}看起来是编程新手。", "{S}可能刚开始学写代码。"], ["{S}写了十五年的线上系统。", "{S}之前在两家创业公司做过编译器。"],
         ["用户的开发经验怎么样？"]),
        ("marital", ["{S}可能还单身。", "{S}大概没结婚。"], ["{S}上个月刚过了结婚十周年纪念日。", "{P}丈夫每周五去接孩子。"], ["用户结婚了吗？"]),
        ("pets", ["{S}可能没养宠物。", "{S}好像家里没有动物。"], ["{S}每天晚上遛两只灵缇。", "{P}鹦鹉每天一大早就叫醒全家。"],
         ["用户家里有小动物吗？"]),
        ("nativelang", ["{S}母语大概是普通话。", "{S}应该从小说普通话。"], ["{S}在广州长大，上大学才学会讲国语。", "{S}小时候在家只讲粤语。"],
         ["用户的母语是什么？"]),
    ],
}

# (topics, first, second, question about first, question about second): both true, neither may be touched
UNRELATED: dict[str, list[tuple[frozenset[str], str, str, str, str]]] = {
    "en": [
        (frozenset({"job"}), "{S} works at {c1}.", "{P} brother just switched jobs to {c2}.",
         "Where does the user work?", "Where does the user's brother work now?"),
        (frozenset({"moved"}), "{S} moved the team retro to Friday afternoons.", "{S} moved to {t2} two years ago.",
         "When is the team retro?", "When did the user relocate to {t2}?"),
        (frozenset({"learn"}), "{P} daughter started learning the violin.", "{S} started learning the piano.",
         "Which instrument is the user's daughter learning?", "Which instrument is the user learning?"),
        (frozenset({"nolonger"}), "{S} no longer eats sugar.", "{S} no longer works on weekends.",
         "Does the user eat sugar?", "Does the user work on weekends?"),
        (frozenset({"device"}), "{P} laptop is a Dell XPS.", "{P} phone is a Samsung Galaxy.",
         "What laptop does the user have?", "What phone does the user carry?"),
        (frozenset({"city"}), "{S} is flying to {t1} on Monday for a workshop.", "{S} lives in {t2}.",
         "Where is the user travelling on Monday?", "Which city does the user live in?"),
        (frozenset({"renew"}), "{S} renewed the passport in March.", "{S} renewed the gym membership in May.",
         "When did the user renew the passport?", "When was the gym membership renewed?"),
        (frozenset({"person"}), "{P} landlord is called {f1}.", "{P} dentist is called {f2}.",
         "What is the name of the user's landlord?", "Who is the user's dentist?"),
        (frozenset({"sold"}), "{S} sold the old sofa online.", "{S} bought a second-hand road bike.",
         "What did the user sell online?", "What did the user buy second-hand?"),
        (frozenset({"prefer"}), "{S} prefers aisle seats on long flights.", "{S} prefers window tables in restaurants.",
         "Which seat does the user want on a long flight?", "Where does the user like to sit in restaurants?"),
        (frozenset({"weekly"}), "{S} calls their mother every Sunday.", "{S} cleans the flat every Saturday.",
         "When does the user call their mother?", "Which day does the user clean the flat?"),
    ],
    "zh": [
        (frozenset({"job"}), "{S}在{c1}上班。", "{P}哥哥刚跳槽到了{c2}。", "用户在哪家公司上班？", "用户的哥哥现在在哪儿工作？"),
        (frozenset({"moved"}), "{S}把周会挪到了周五下午。", "{S}两年前搬到了{t2}。", "用户的周会在什么时候？", "用户什么时候搬到{t2}的？"),
        (frozenset({"learn"}), "{P}女儿开始学小提琴了。", "{S}开始学钢琴了。", "用户的女儿在学什么乐器？", "用户自己在学什么乐器？"),
        (frozenset({"nolonger"}), "{S}不再吃糖了。", "{S}周末不再加班了。", "用户还吃糖吗？", "用户周末加班吗？"),
        (frozenset({"device"}), "{P}笔记本是联想小新。", "{P}手机是OPPO Find。", "用户用什么笔记本电脑？", "用户用的什么手机？"),
        (frozenset({"city"}), "{S}周一要飞去{t1}参加培训。", "{S}住在{t2}。", "用户周一要去哪里？", "用户住在哪个城市？"),
        (frozenset({"renew"}), "{S}三月份续签了护照。", "{S}五月份续了健身卡。", "用户什么时候续的护照？", "用户的健身卡什么时候续的？"),
        (frozenset({"person"}), "{P}房东姓{f1}。", "{P}牙医是{f2}。", "用户的房东叫什么？", "用户的牙医是谁？"),
        (frozenset({"sold"}), "{S}在网上卖掉了旧沙发。", "{S}买了一辆二手公路车。", "用户在网上卖了什么？", "用户买了什么二手货？"),
        (frozenset({"prefer"}), "{S}坐长途飞机喜欢靠过道的座位。", "{S}在餐厅喜欢坐靠窗的位置。", "用户坐飞机喜欢什么座位？", "用户在餐厅喜欢坐哪里？"),
        (frozenset({"weekly"}), "{S}每周日给妈妈打电话。", "{S}每周六打扫房间。", "用户什么时候给妈妈打电话？", "用户哪天打扫房间？"),
    ],
}
COMPANIES3 = {"en": ["Spotify", "Unilever", "Ikea", "Philips", "Nokia", "Roche", "Bosch", "Heineken"],
              "zh": ["联想", "海尔", "比亚迪", "顺丰", "快手", "大疆", "中兴", "格力"]}

# (topic, [paraphrases], [questions])
DUPLICATES: dict[str, list[tuple[str, list[str], list[str]]]] = {
    "en": [
        ("seat", ["{S} prefers window seats on flights.", "On planes, {s} likes to sit by the window.",
                  "Seat preference for {s}: window, not aisle."], ["Which seat does the user want when flying?"]),
        ("lactose", ["{S} is lactose intolerant.", "{S} can't digest milk.", "Dairy upsets {p} stomach."],
         ["Can the user have dairy?"]),
        ("format", ["{S} likes answers as bullet lists.", "{S} wants replies formatted as bullet points.",
                    "Give {s} bulleted answers."], ["How should answers to the user be formatted?"]),
        ("timezone", ["{S} is on Central European Time.", "{P} time zone is CET.", "{S} keeps CET hours."],
         ["Which time zone is the user in?"]),
        ("garden", ["{S} grows tomatoes in the back garden.", "{S} has a tomato patch behind the house.",
                    "Tomatoes are what {s} grows in the garden."], ["What does the user grow?"]),
        ("choir", ["{S} sings in a choir on Tuesdays.", "Every Tuesday {s} has choir practice.",
                   "{S} is a choir member and rehearses on Tuesdays."], ["What does the user do on Tuesday evenings?"]),
        ("units", ["{S} wants metric units.", "Use kilometres and kilograms with {s}.", "{S} prefers the metric system."],
         ["Which units should I use with the user?"]),
        ("tabs", ["{S} reviews pull requests every morning.", "Each morning {s} goes through open pull requests.",
                  "{S} does code review first thing in the day."], ["When does the user review code?"]),
    ],
    "zh": [
        ("seat", ["{S}坐飞机喜欢靠窗。", "{S}订机票总选靠窗座位。", "{S}的座位偏好：靠窗，不要过道。"], ["用户坐飞机喜欢什么座位？"]),
        ("lactose", ["{S}乳糖不耐受。", "{S}喝牛奶会不舒服。", "{S}不能喝奶制品。"], ["用户能喝牛奶吗？"]),
        ("format", ["{S}喜欢用要点列表的形式回答。", "给{S}的回答请分条列出。", "{S}希望回复按条目列出来。"], ["回答用户时用什么格式？"]),
        ("garden", ["{S}在后院种番茄。", "{S}家后面有一块番茄地。", "{S}的菜园里种的是西红柿。"], ["用户在院子里种什么？"]),
        ("choir", ["{S}每周二去合唱团排练。", "{S}参加了合唱团，周二练歌。", "每个周二晚上{S}都去唱合唱。"], ["用户周二晚上做什么？"]),
        ("units", ["{S}习惯用公制单位。", "跟{S}说距离请用公里。", "{S}更喜欢公制。"], ["和用户交流用什么单位？"]),
        ("review", ["{S}每天早上先看代码评审。", "{S}早上第一件事是处理合并请求。", "{S}习惯上午一开始就做代码评审。"], ["用户什么时候做代码评审？"]),
        ("tea", ["{S}只喝无糖的茶。", "{S}喝茶从不加糖。", "给{S}泡茶不要放糖。"], ["用户喝茶加糖吗？"]),
    ],
}

# (topic, template with {v}, [source ids], value-pool name, [questions])
TOOLS: dict[str, list[tuple[str, str, tuple[str, str], str, list[str]]]] = {
    "en": [
        ("train", "{P} train to {city} leaves at {v}.", ("rail_api", "ticket_email"), "time",
         ["When does the user's train leave?"]),
        ("invoice", "The open invoice from {name} is ${v}.", ("accounting_api", "inbox_parser"), "money",
         ["How much does the user owe {name}?"]),
        ("pickup", "{P} dry cleaning will be ready on {v}.", ("store_sms", "store_app"), "weekday",
         ["When can the user collect the dry cleaning?"]),
        ("pool", "The pool water in {city} is {v}°C today.", ("city_portal", "pool_app"), "temp",
         ["How warm is the pool today?"]),
        ("sdk", "The current stable {pkg} SDK is {v}.", ("vendor_feed", "changelog_scraper"), "version",
         ["Which {pkg} SDK version is current?"]),
        ("eta", "The courier bringing {p} groceries is {v} minutes away.", ("delivery_api", "courier_sms"), "minutes",
         ["How soon will the user's groceries arrive?"]),
    ],
    "zh": [
        ("train", "{P}去{city}的高铁{v}发车。", ("rail_api", "ticket_sms"), "time", ["用户的高铁几点开？"]),
        ("invoice", "{name}那边的未付账单是{v}元。", ("finance_api", "mail_parser"), "money", ["用户还欠{name}多少钱？"]),
        ("pickup", "{P}干洗的衣服{v}可以取。", ("store_sms", "store_app"), "weekday", ["用户的干洗衣服什么时候能取？"]),
        ("pool", "{city}游泳馆今天水温{v}度。", ("venue_api", "pool_app"), "temp", ["游泳馆今天水温多少？"]),
        ("sdk", "{pkg}的稳定版SDK是{v}。", ("vendor_feed", "changelog_scraper"), "version", ["{pkg}的SDK当前版本是多少？"]),
        ("eta", "给{S}送菜的骑手还有{v}分钟到。", ("delivery_api", "rider_sms"), "minutes", ["用户的外卖还有多久到？"]),
    ],
}

BACKGROUND = {
    "en": ["{S} paints watercolours on rainy days.", "{S} is reading a biography of Marie Curie.",
           "{S} plays board games with friends on Thursdays.", "{S} once lived on a houseboat.",
           "{S} restores old typewriters as a hobby.", "{S} is a fan of Formula 1.",
           "{S} knits scarves in winter.", "{S} keeps bees on the roof."],
    "zh": ["{S}下雨天喜欢画水彩。", "{S}在读《居里夫人传》。", "{S}周四晚上和朋友玩桌游。", "{S}喜欢修复老式打字机。",
           "{S}是F1车迷。", "{S}冬天会织围巾。", "{S}在楼顶养蜂。", "{S}小时候学过书法。"],
}

PER_BANK = {"temporal": 4, "duplicates": 4, "inference": 4, "tools": 4, "unrelated": 4}


def _temporal(c: _Ctx, sid: str, slot: str) -> Scenario:
    rng, lang = c.rng, c.lang
    tpl = TEMPORAL[slot][lang]
    variant = rng.choices(["cue", "dated", "plain", "chain", "correction"], weights=[30, 30, 15, 15, 10])[0]
    vals = c.pick(tpl["vals"], 3 if variant == "chain" else 2)

    def render(kind: str, old: str, new: str) -> str:
        return _fmt(rng.choice(tpl[kind]), a=old, b=new, **c.subject())

    d0 = c.day(2, 40)
    times = [d0]
    for _ in vals[1:]:
        times.append(times[-1] + (rng.uniform(10, 180) / 1440 if variant == "correction" else rng.uniform(7, 60)))
    texts = [render("old", vals[0], vals[0])]
    for i in range(1, len(vals)):
        kind = {"cue": "cue", "dated": "dated", "plain": "plain", "correction": "fix"}.get(variant) \
            or rng.choice(["cue", "dated"])
        texts.append(render(kind, vals[i - 1], vals[i]))
    return value_chain(c, sid, slot, variant, texts, times, tpl["q"])


_duplicates = paraphrases_scenario
_inference = guess_scenario


def _tool_fill(c: _Ctx) -> dict[str, str]:
    return {"city": c.pick(TOWNS[c.lang])[0], "name": c.pick(FRIENDS[c.lang])[0],
            "pkg": c.rng.choice(["Stripe", "Twilio", "Firebase", "Sentry"])}


def _tools(c: _Ctx, sid: str, entry: tuple[str, str, tuple[str, str], str, list[str]]) -> Scenario:
    return tools_scenario(c, sid, entry, _tool_fill)


def _unrelated_fill(c: _Ctx) -> dict[str, str]:
    t_1, t_2 = c.pick(TOWNS[c.lang], 2)
    c_1, c_2 = c.pick(COMPANIES3[c.lang], 2)
    f_1, f_2 = c.pick(FRIENDS[c.lang], 2)
    return {"t1": t_1, "t2": t_2, "c1": c_1, "c2": c_2, "f1": f_1[0] if c.lang == "zh" else f_1, "f2": f_2}


def _unrelated(c: _Ctx, sid: str, entry: tuple[frozenset[str], str, str, str, str]) -> Scenario:
    return unrelated_scenario(c, sid, entry, _unrelated_fill, "look-alike")


def _entries(category: str, lang: str) -> list[Entry]:
    return entries(category, lang, TABLES, TEMPORAL)


TABLES: dict[str, Any] = {"duplicates": DUPLICATES, "inference": INFERENCE, "tools": TOOLS, "unrelated": UNRELATED}
BUILDERS = {"temporal": _temporal, "duplicates": _duplicates, "inference": _inference, "tools": _tools,
            "unrelated": _unrelated}
CORPUS = Corpus(prefix="c3-", categories=CATEGORIES3, per_bank=PER_BANK, personas=PERSONAS,
                name_statements=NAME_STATEMENTS, background=BACKGROUND, builders=BUILDERS, entries=_entries)


def generate(seed: int = 303, *, per_category: int = 20, background: int = 3) -> Dataset:
    """``per_category`` scenarios per category and language (rounded up to whole banks)."""
    return build(CORPUS, seed, per_category=per_category, background=background)


def main() -> None:
    samples_cli(generate, 303, "the third hygiene corpus")


if __name__ == "__main__":
    main()
