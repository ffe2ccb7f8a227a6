# ruff: noqa: E501
"""Seventh hygiene corpus (development), written for issue #15 as a different author would, to estimate how the
judge and read-time hygiene carry over to a new author's text before tuning on it.

Same records, classes and scoring as the other corpora (``bench/_hygiene_corpus.py``); own people, domains,
phrasing and, above all, own *question styles*: indirect questions, a register other than the memory's
("who's been fixing my teeth lately?" for "The user's dentist is …"), Chinese questions about English memories and
English questions about Chinese ones, questions naming a synonym or hypernym of the memory's words ("which
financial institution…" for "bank"), "still" / "these days" / "目前" / "现在还" questions. Memories are sometimes
long turns with noise around the fact, or hold several facts at once.

    temporal     a value that changed: a new frame without any change word ("reframe"), the same frame with
                 another value ("same"), the new value inside a long noisy turn ("noisy"), a quick fix naming the old
                 value ("fix", within hours), the new value told twice in other words ("restated": both count), or
                 three steps ("chain"); the last is current, earlier values stale
    inference    an agent's guess, contradicted by a user statement or a tool record (CRM, calendar, bank feed)
                 that answers the question in other words
    unrelated    two true look-alikes (another person, another thing), asked about with "still"/"现在还"
    duplicates   restatements of one fact: terse notes, chatty turns, several facts in one memory
    tools        two tools disagree within minutes (both stay)

It has no ttl or critical scenarios. ``python bench/hygiene_data7.py`` prints samples.
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

CATEGORIES7: tuple[str, ...] = ("temporal", "duplicates", "inference", "tools", "unrelated")
PER_BANK7 = {"temporal": 4, "duplicates": 4, "inference": 4, "tools": 4, "unrelated": 4}
VARIANTS7 = {"reframe": 22, "same": 16, "noisy": 18, "fix": 14, "restated": 14, "chain": 16}
#: share of questions asked in the other language than the bank's
CROSS = 0.25

PERSONAS7 = {
    "en": ["Oluwaseun", "Margarethe", "Ravi", "Siobhan", "Tomasz"],
    "zh": ["黎晓东", "孔令仪", "司马岚", "范志强", "柏雨桐"],
}
NAME_STATEMENTS7 = {
    "en": ["Signed the onboarding form as {n}.", "The account holder goes by {n}."],
    "zh": ["账号登记的名字是{n}。", "用户让我称呼他为{n}。"],
}
BACKGROUND7 = {
    "en": [
        "{S} restores old fountain pens as a hobby.",
        "{S} is slowly learning the banjo from online videos.",
        "{S} keeps chickens in the back garden.",
        "{S} likes documentaries about deep-sea animals.",
        "{S} brews ginger beer in summer.",
        "{S} once worked a season on a ski lift in Austria.",
        "{S} plays chess online most evenings.",
    ],
    "zh": [
        "{S}业余时间修复老钢笔。",
        "{S}在跟着网上视频学尤克里里。",
        "{S}在院子里养了几只鸡。",
        "{S}爱看深海动物纪录片。",
        "{S}夏天会自己酿姜汁汽水。",
        "{S}年轻时在滑雪场打过一季工。",
        "{S}晚上经常在网上下象棋。",
    ],
}

# ---------------------------------------------------------------------------------------------------
# temporal: slot -> lang -> vals, old ({a}), new ({b}: another frame, no change word), noisy ({v} inside a long
# turn), fix ({a} old, {b} new: a quick fix), q (questions about the present), qx (the same, other language)

TEMPORAL7: dict[str, dict[str, dict[str, list[str]]]] = {
    "bank": {
        "en": {"vals": ["Monzo", "Barclays", "ING", "Revolut", "Triodos", "Nationwide"],
               "old": ["{P} salary is paid into a {a} account.", "{S} banks with {a}."],
               "new": ["Payslip shows the salary landing at {b}.", "{P} current account is held at {b}."],
               "noisy": ["We spent a while on budgeting apps, overdraft fees and whether round-up savings are worth it; for the record {p} wages go into {v}, and the app there crashes every other Sunday, which {s} finds hilarious."],
               "fix": ["Small fix to the notes: the salary account is at {b}, not {a}."],
               "q": ["Which financial institution holds the user's wages these days?", "Where does my paycheck land now?"],
               "qx": ["用户现在的工资打到哪家银行？"]},
        "zh": {"vals": ["招商银行", "工商银行", "建设银行", "浦发银行", "中信银行", "交通银行"],
               "old": ["{P}工资卡是{a}的。", "{S}的工资发到{a}。"],
               "new": ["工资条上写的入账银行：{b}。", "{S}的工资都进了{b}的账户。"],
               "noisy": ["聊了半天记账软件、信用卡年费和要不要开个养老账户，顺便提到{P}工资是{v}发的，那边的APP每到周日就卡，{S}吐槽了好久。"],
               "fix": ["更正记录：工资卡是{b}，不是{a}。"],
               "q": ["用户目前工资发到哪个银行？", "我的工资现在进哪家银行的卡？"],
               "qx": ["Which bank does the user's salary go to now?"]},
    },
    "dentist": {
        "en": {"vals": ["Dr Okafor", "Dr Lindqvist", "Dr Mehta", "Dr Santos", "Dr Kowalczyk", "Dr Byrne"],
               "old": ["{P} dentist is {a}.", "{S} has dental check-ups with {a}."],
               "new": ["Teeth cleaning booked with {b} as usual.", "{b} is the one who looks after {p} teeth."],
               "noisy": ["Long rant about the bus being late, the receptionist losing the form twice, and a filling that still aches; anyway the appointment was with {v}, who {s} says is gentle, and the waiting room has a fish tank."],
               "fix": ["Quick correction: the dentist is {b}; {a} was the hygienist."],
               "q": ["Who's been fixing my teeth lately?", "Which dental practitioner does the user see these days?"],
               "qx": ["用户现在的牙医是谁？"]},
        "zh": {"vals": ["王医生", "刘医生", "陈医生", "赵医生", "孙医生", "周医生"],
               "old": ["{P}牙医是{a}。", "{S}一直找{a}看牙。"],
               "new": ["洗牙约的是{b}，老样子。", "{S}的牙现在归{b}管。"],
               "noisy": ["先是抱怨公交晚点、前台把表格弄丢两次，又说补过的牙还隐隐作痛；总之这次看牙找的是{v}，{S}说下手很轻，候诊室还有个鱼缸。"],
               "fix": ["记录改一下：牙医是{b}，{a}是洗牙的护士。"],
               "q": ["用户现在还找谁看牙？", "最近给我看牙的是哪位大夫？"],
               "qx": ["Who is the user's dentist these days?"]},
    },
    "editor": {
        "en": {"vals": ["Vim", "Emacs", "VS Code", "IntelliJ", "Sublime Text", "Helix"],
               "old": ["{S} writes code in {a}.", "{P} editor of choice is {a}."],
               "new": ["{S} has all the keybindings set up in {b} and codes there.", "Screenshot from {s}: {b}, with a dark theme, for all coding."],
               "noisy": ["The pairing session drifted into tabs versus spaces, a flaky CI job and lunch plans; meanwhile {s} was typing in {v} the whole time and swore by its plugins."],
               "fix": ["Correction to the profile: coding happens in {b}, {a} is only for notes."],
               "q": ["What IDE is the user on at the moment?", "Which program do I use to write software these days?"],
               "qx": ["用户目前用什么编辑器写代码？"]},
        "zh": {"vals": ["Vim", "Emacs", "VS Code", "IntelliJ", "Sublime Text", "Cursor"],
               "old": ["{S}用{a}写代码。", "{P}编辑器是{a}。"],
               "new": ["{S}的快捷键全在{b}里配好了，写代码就靠它。", "{S}发来的截图：{b}，深色主题，写程序全在这上面。"],
               "noisy": ["结对编程时聊跑偏了，从缩进用空格还是Tab吵到CI老挂，再到中午吃什么；其间{S}一直在{v}里敲代码，还夸它插件多。"],
               "fix": ["资料更正：写代码用的是{b}，{a}只拿来记笔记。"],
               "q": ["用户目前用哪个开发工具？", "我现在写程序用的是什么软件？"],
               "qx": ["Which code editor does the user work in now?"]},
    },
    "commute": {
        "en": {"vals": ["the number 12 bus", "the Northern line", "a rented e-scooter", "the 7:40 train", "the river ferry", "the tram"],
               "old": ["{S} gets to work on {a}.", "{P} commute is {a}."],
               "new": ["Mornings: {b} to the office, coffee in hand.", "{S} reaches the office by {b}."],
               "noisy": ["Complained about roadworks, the price of parking and a neighbour's barking dog, then said the trip in is on {v} and takes about half an hour if nothing breaks down."],
               "fix": ["Fix: {s} commutes on {b}; {a} was only during the strike."],
               "q": ["How does the user travel to the office these days?", "What's my way into work now?"],
               "qx": ["用户现在怎么去上班？"]},
        "zh": {"vals": ["12路公交", "地铁4号线", "共享单车", "城际列车", "轮渡", "有轨电车"],
               "old": ["{S}坐{a}上班。", "{P}通勤方式是{a}。"],
               "new": ["早上{b}到公司，手里端着咖啡。", "{S}靠{b}到单位。"],
               "noisy": ["抱怨了修路、停车费涨价、邻居家的狗一直叫，然后说上班路上是{v}，不出故障半小时就到。"],
               "fix": ["改一下：{S}上班坐的是{b}，{a}只是罢工那几天。"],
               "q": ["用户现在还是那样去公司吗？走哪条路线？", "我这阵子怎么去上班？"],
               "qx": ["How does the user get to work at present?"]},
    },
    "phone": {
        "en": {"vals": ["a Pixel 8", "an iPhone 13", "a Fairphone 5", "a Galaxy S23", "a Nokia flip phone", "a OnePlus 12"],
               "old": ["{S} uses {a}.", "{P} phone is {a}."],
               "new": ["Texted from {b}, the handset {s} carries around.", "{S} pulls out {b} to check messages."],
               "noisy": ["Talked about screen protectors, a cracked case, the cost of roaming in Switzerland and a podcast about batteries; the device in question is {v}, bought second-hand."],
               "fix": ["Note fix: the phone is {b}; {a} belongs to the user's partner."],
               "q": ["What mobile device does the user carry now?", "Which handset am I on these days?"],
               "qx": ["用户现在用的是什么手机？"]},
        "zh": {"vals": ["华为Mate 60", "小米14", "iPhone 15", "OPPO Find X7", "荣耀Magic6", "vivo X100"],
               "old": ["{S}用的是{a}。", "{P}手机是{a}。"],
               "new": ["{S}掏出{b}看消息。", "发消息用的设备：{b}。"],
               "noisy": ["聊了贴膜、摔裂的手机壳、出国漫游费，还有一期讲电池的播客；说来说去那台机器是{v}，二手买的。"],
               "fix": ["记录更正：手机是{b}，{a}是用户爱人的。"],
               "q": ["用户目前拿的是哪款移动设备？", "我现在的手机是什么型号？"],
               "qx": ["Which phone does the user have now?"]},
    },
    "instrument": {
        "en": {"vals": ["the viola", "the cello", "the trombone", "the oboe", "the double bass", "the clarinet"],
               "old": ["{S} plays {a} in a community orchestra.", "In the community orchestra {s} is on {a}."],
               "new": ["Rehearsal tonight: {s} takes {b} to the community orchestra.", "{P} part in the orchestra is written for {b}."],
               "noisy": ["After a long story about the conductor's jokes, a broken music stand and the tea urn at the church hall, it came out that {s} plays {v} in that orchestra and practises before breakfast."],
               "fix": ["Correction: in the orchestra {s} plays {b}, not {a}."],
               "q": ["What instrument do I play in the orchestra now?", "Which section of the orchestra is the user in these days?"],
               "qx": ["用户现在在乐团里演奏什么乐器？"]},
        "zh": {"vals": ["中提琴", "大提琴", "长号", "双簧管", "低音提琴", "单簧管"],
               "old": ["{S}在社区乐团拉{a}。", "社区乐团里{S}负责{a}。"],
               "new": ["今晚排练，{S}背着{b}去社区乐团。", "{P}乐团声部是{b}。"],
               "noisy": ["讲了半天指挥的冷笑话、坏掉的谱架和礼堂里的热水壶，最后才说到{S}在那个乐团里演奏{v}，每天早饭前练一会儿。"],
               "fix": ["更正：{S}在乐团里是{b}，不是{a}。"],
               "q": ["用户现在在乐团里负责什么乐器？", "我在乐团里目前是哪个声部？"],
               "qx": ["What does the user play in the orchestra at the moment?"]},
    },
    "insurer": {
        "en": {"vals": ["Aviva", "Direct Line", "Admiral", "Allianz", "AXA", "LV="],
               "old": ["{P} car is insured with {a}.", "{S} has car insurance from {a}."],
               "new": ["Renewal letter for the car policy came from {b}.", "The policy covering {p} car is with {b}."],
               "noisy": ["Between the MOT, a squeaky brake and the parking permit saga, {s} mentioned the car cover is with {v} and the excess is painfully high."],
               "fix": ["Fix: the car insurer is {b}; {a} covers the house."],
               "q": ["Who covers my vehicle these days?", "Which company insures the user's car currently?"],
               "qx": ["用户的车现在在哪家保险公司投保？"]},
        "zh": {"vals": ["平安保险", "人保财险", "太平洋保险", "大地保险", "中华联合", "阳光保险"],
               "old": ["{P}车险买的是{a}。", "{S}的车在{a}投保。"],
               "new": ["车险续保通知是{b}寄来的。", "{P}车挂在{b}的保单下。"],
               "noisy": ["年检、刹车异响、小区停车证的事说了一大圈，{S}顺口提到车险是{v}的，免赔额高得离谱。"],
               "fix": ["更正：车险是{b}，{a}保的是房子。"],
               "q": ["我的车现在由哪家公司承保？", "用户目前的车险是哪家？"],
               "qx": ["Who insures the user's car now?"]},
    },
    "weight": {
        "en": {"vals": ["84 kg", "79 kg", "91 kg", "73 kg", "88 kg", "76 kg"],
               "old": ["{S} weighs {a}.", "{P} weight is {a}."],
               "new": ["Bathroom scale this morning: {b}.", "The clinic logged {s} at {b}."],
               "noisy": ["A long message about the new running shoes, a sore knee, oat porridge recipes and the office step challenge, and somewhere in there: the scale said {v}."],
               "fix": ["Typo in the notes: the weight is {b}, not {a}."],
               "q": ["How heavy am I at the moment?", "What does the user weigh these days?"],
               "qx": ["用户现在体重多少？"]},
        "zh": {"vals": ["84公斤", "79公斤", "91公斤", "73公斤", "88公斤", "76公斤"],
               "old": ["{S}体重{a}。", "{P}体重是{a}。"],
               "new": ["今早上秤：{b}。", "体检单上{S}的体重写着{b}。"],
               "noisy": ["发了一长段新跑鞋、膝盖酸、燕麦粥做法和公司步数挑战的事，中间夹了一句：秤上显示{v}。"],
               "fix": ["记错了，体重是{b}，不是{a}。"],
               "q": ["我现在多重？", "用户目前的体重是多少？"],
               "qx": ["How much does the user weigh now?"]},
    },
    "employer": {
        "en": {"vals": ["Siemens", "a small robotics start-up", "the city council", "Unilever", "a local bakery chain", "the Red Cross"],
               "old": ["{S} works for {a}.", "{P} employer is {a}."],
               "new": ["Email signature: {s}, {b}.", "{S} draws a salary from {b}."],
               "noisy": ["The chat wandered through commuting, an awkward team offsite and a leaking office ceiling before {s} mentioned being on the payroll at {v} and liking the canteen."],
               "fix": ["Correction: {s} is employed by {b}; {a} was a client."],
               "q": ["Who does the user work for these days?", "Which organisation am I employed by now?"],
               "qx": ["用户现在在哪家单位上班？"]},
        "zh": {"vals": ["华为", "一家机器人初创公司", "市政府", "联合利华", "本地一家连锁面包店", "红十字会"],
               "old": ["{S}在{a}工作。", "{P}单位是{a}。"],
               "new": ["邮件签名：{S}，{b}。", "{S}的工资由{b}发。"],
               "noisy": ["从通勤聊到尴尬的团建，又说到办公室天花板漏水，最后{S}才提到自己在{v}上班，食堂还不错。"],
               "fix": ["更正：{S}的雇主是{b}，{a}只是客户。"],
               "q": ["用户目前供职于哪个机构？", "我现在还在原来那家公司吗？在哪上班？"],
               "qx": ["Where does the user work now?"]},
    },
    "diet": {
        "en": {"vals": ["pescatarian", "vegan", "vegetarian", "keto", "gluten-free", "low-FODMAP"],
               "old": ["{S} eats a {a} diet.", "{S} follows a {a} diet."],
               "new": ["Meal plan for {s}: strictly {b}.", "Whatever gets cooked for {s} has to be {b}."],
               "noisy": ["While planning the dinner party, arguing about wine and who sits next to whom, {s} reminded everyone that the meal must be {v} and that the dessert is already sorted."],
               "fix": ["Fix: {s} is {b}, not {a}; the form had it wrong."],
               "q": ["Any food rules I follow at present?", "What kind of eating plan is the user on currently?"],
               "qx": ["用户现在的饮食习惯是什么？"]},
        "zh": {"vals": ["吃素", "只吃海鲜不吃肉", "生酮饮食", "无麸质饮食", "低盐饮食", "纯素"],
               "old": ["{S}{a}。", "{S}的饮食是{a}。"],
               "new": ["给{S}做饭：必须{b}。", "{S}的食谱：{b}。"],
               "noisy": ["筹备聚餐时大家争论喝什么酒、谁挨着谁坐，{S}提醒大家菜必须{v}，甜点已经订好了。"],
               "fix": ["更正：{S}是{b}，不是{a}，表格填错了。"],
               "q": ["我现在吃东西有什么讲究？", "用户目前饮食上有什么要求？"],
               "qx": ["What diet does the user follow now?"]},
    },
    "broadband": {
        "en": {"vals": ["Virgin Media", "BT", "Sky", "Hyperoptic", "TalkTalk", "Plusnet"],
               "old": ["{P} home internet is from {a}.", "{S} gets broadband from {a}."],
               "new": ["Router sticker at {p} place: {b}.", "The internet bill for {p} flat comes from {b}."],
               "noisy": ["Rambled about the Wi-Fi dropping during video calls, a mesh extender, and the neighbour's 4K streaming; the connection itself is {v}, fibre to the cabinet."],
               "fix": ["Note fix: the broadband provider is {b}; {a} was the old flat."],
               "q": ["Which ISP serves my home now?", "Who provides the user's internet connection these days?"],
               "qx": ["用户家现在的宽带是哪家的？"]},
        "zh": {"vals": ["中国电信", "中国联通", "中国移动", "长城宽带", "广电宽带", "鹏博士"],
               "old": ["{P}家宽带是{a}的。", "{S}家里装的是{a}的网。"],
               "new": ["{P}家路由器上贴着：{b}。", "{P}宽带账单是{b}寄的。"],
               "noisy": ["抱怨视频会议老掉线、买了个Mesh路由器、邻居看4K占带宽；说到底网是{v}的，光纤到楼。"],
               "fix": ["更正：宽带运营商是{b}，{a}是以前租的房子。"],
               "q": ["我家现在的网络服务商是哪家？", "用户目前用哪家的宽带？"],
               "qx": ["Who is the user's internet provider now?"]},
    },
    "gym": {
        "en": {"vals": ["PureGym", "the leisure centre", "a CrossFit box", "the YMCA", "a bouldering wall", "Anytime Fitness"],
               "old": ["{S} trains at {a}.", "{P} gym is {a}."],
               "new": ["Tuesday and Friday evenings: {s} at {b}.", "{P} membership card is for {b}."],
               "noisy": ["After twenty minutes on protein powder, a podcast about sleep and a pulled hamstring, {s} said the workouts happen at {v}, near the station."],
               "fix": ["Fix: {s} works out at {b}; {a} was a free trial."],
               "q": ["Where do I exercise these days?", "Which fitness facility is the user a member of now?"],
               "qx": ["用户现在在哪儿健身？"]},
        "zh": {"vals": ["乐刻健身", "区体育中心", "CrossFit馆", "青年会健身房", "攀岩馆", "超级猩猩"],
               "old": ["{S}在{a}锻炼。", "{P}健身房是{a}。"],
               "new": ["每周二、周五晚上{S}都在{b}。", "{P}会员卡是{b}的。"],
               "noisy": ["聊了二十分钟蛋白粉、一期讲睡眠的播客和拉伤的大腿，{S}说锻炼都在{v}，就在车站旁边。"],
               "fix": ["更正：{S}在{b}健身，{a}只是体验课。"],
               "q": ["我这阵子在哪儿运动？", "用户现在是哪家运动场馆的会员？"],
               "qx": ["Which gym does the user go to now?"]},
    },
}


def _say(c: _Ctx, tpl: str, **kw: str) -> str:
    text = _fmt(tpl, **kw, **c.subject())
    return text[0].upper() + text[1:]


def _temporal(c: _Ctx, sid: str, slot: str) -> Scenario:
    rng, lang = c.rng, c.lang
    t = TEMPORAL7[slot][lang]
    variant = rng.choices(list(VARIANTS7), weights=list(VARIANTS7.values()))[0]
    vals = c.pick(t["vals"], 3 if variant == "chain" else 2)
    old = rng.choice(t["old"])
    texts = [_say(c, old, a=vals[0])]
    current = 1  # memories at the end that state the current value
    for i in range(1, len(vals)):
        kind = variant if variant != "chain" else rng.choice(["reframe", "same", "noisy"])
        if kind == "same":
            texts.append(_say(c, old, a=vals[i]))
        elif kind == "noisy":
            texts.append(_say(c, rng.choice(t["noisy"]), v=vals[i]))
        elif kind == "fix":
            texts.append(_say(c, rng.choice(t["fix"]), a=vals[i - 1], b=vals[i]))
        else:  # reframe, restated
            texts.append(_say(c, rng.choice(t["new"]), b=vals[i]))
    if variant == "restated":
        other = [f for f in t["new"] + t["noisy"] if _say(c, f, b=vals[-1], v=vals[-1]) != texts[-1]]
        texts.append(_say(c, rng.choice(other), b=vals[-1], v=vals[-1]))
        current = 2
    d = c.day(2, 30)
    times = [d]
    for _ in texts[1:]:
        d += rng.uniform(2 / 24, 10 / 24) if variant == "fix" else rng.uniform(4, 50)
        times.append(d)
    n = len(texts)
    mems = []
    for i, (text, day) in enumerate(zip(texts, times, strict=True)):
        now = i >= n - current
        mems.append(Mem(ref=c.ref("m"), text=text, at=c.at(day), key=f"{sid}.{'now' if now else f'v{i}'}",
                        scenario=sid, role="current" if now else "stale", expect="active" if now else "retired"))
    qs = t["qx"] if rng.random() < CROSS else t["q"]
    q = Query(f"{sid}.q", sid, rng.choice(qs), (f"{sid}.now",), tuple(m.key for m in mems if m.role == "stale"))
    return Scenario(sid, "temporal", lang, variant, slot, frozenset({slot}), mems, [q])


# ---------------------------------------------------------------------------------------------------
# inference: (topic, guesses, facts, questions, tool source or "" for a user statement)

INFERENCE7: dict[str, list[tuple[str, list[str], list[str], list[str], str]]] = {
    "en": [
        ("pets", ["{S} probably doesn't have pets.", "No animals at {p} home, I'd guess."],
         ["Vet invoice #4471: annual jabs for two Maine Coons, billed to {s}."], ["Any furry companions at my place?", "用户家里养宠物吗？"], "vet_billing"),
        ("marital", ["{S} is likely single.", "Seems {s} lives alone."],
         ["{S} spent the anniversary dinner with her husband of nine years."], ["Is the user married?", "Do I have a spouse?"], ""),
        ("driving", ["{S} probably drives to work.", "{S} seems to own a car."],
         ["DVLA lookup: no driving licence on record for {s}."], ["Can the user legally get behind a wheel?", "用户会开车吗？"], "licence_check"),
        ("religion-food", ["{S} probably eats anything.", "I assume {s} has no dietary restrictions."],
         ["{S} keeps strictly kosher at home and when travelling."], ["Are there foods I should avoid serving the user?"], ""),
        ("night-owl", ["{S} is probably an early riser.", "{S} seems to be a morning person."],
         ["Sleep tracker export: {s} falls asleep around 3 a.m. and wakes at 11."], ["When is the user usually awake?", "用户是早起的人吗？"], "sleep_tracker"),
        ("citizenship", ["{S} is probably British.", "{S} seems to be a UK national."],
         ["{S} travels on a Brazilian passport and has a Portuguese one too."], ["What nationality is the user?"], ""),
        ("hearing", ["{S} probably has normal hearing.", "No hearing issues for {s}, I assume."],
         ["Audiology report for {s}: bilateral hearing aids fitted in 2022."], ["Should I caption videos for the user?", "Does the user have trouble hearing?"], "clinic_portal"),
        ("budget", ["{S} probably has a generous travel budget.", "Money seems no object for {s}."],
         ["{S} said the whole summer holiday has to come in under 600 euros."], ["How much can the user spend on the trip?"], ""),
        ("handedness", ["{S} is probably right-handed.", "I'd guess {s} writes with the right hand."],
         ["{S} bought a left-handed guitar and scissors for the desk."], ["Which hand does the user favour?"], ""),
        ("students", ["{S} probably works in an office.", "{S} likely has a corporate job."],
         ["Timetable from the school portal: {s} teaches year 9 geography, periods 1-4."], ["What does the user do for a living?", "用户是做什么工作的？"], "school_portal"),
    ],
    "zh": [
        ("pets", ["{S}应该没养宠物。", "我猜{S}家里没有动物。"], ["宠物医院账单：{S}的两只布偶猫打了年度疫苗。"], ["我家里有毛孩子吗？", "Does the user have any pets?"], "vet_billing"),
        ("marital", ["{S}大概是单身。", "{S}好像一个人住。"], ["{S}和结婚九年的丈夫一起吃了纪念日晚餐。"], ["用户结婚了吗？", "我有没有另一半？"], ""),
        ("driving", ["{S}应该开车上班。", "{S}好像有辆车。"], ["车管所查询：{S}名下没有驾驶证记录。"], ["用户能合法开车吗？", "Can the user drive?"], "licence_check"),
        ("religion-food", ["{S}应该什么都吃。", "我觉得{S}没有忌口。"], ["{S}是回族，只吃清真食品。"], ["给用户准备饭菜要避开什么？"], ""),
        ("night-owl", ["{S}大概是早起的人。", "{S}看起来习惯早睡早起。"], ["睡眠手环数据：{S}凌晨三点入睡，上午十一点醒。"], ["用户一般什么时候醒着？", "Is the user a morning person?"], "sleep_tracker"),
        ("citizenship", ["{S}应该是中国国籍。", "{S}大概拿的是中国护照。"], ["{S}持新加坡护照，还有马来西亚的居留证。"], ["用户是哪国人？"], ""),
        ("hearing", ["{S}听力应该正常。", "我猜{S}耳朵没问题。"], ["听力检查报告：{S}2022年双耳配了助听器。"], ["给用户放视频要加字幕吗？", "用户听力有问题吗？"], "clinic_portal"),
        ("budget", ["{S}旅游预算应该挺宽裕。", "{S}看起来不差钱。"], ["{S}说整个暑假出游必须控制在四千块以内。"], ["这次出行用户能花多少钱？"], ""),
        ("handedness", ["{S}大概是右撇子。", "我猜{S}用右手写字。"], ["{S}给书桌买了左手专用的剪刀和吉他。"], ["用户习惯用哪只手？"], ""),
        ("students", ["{S}应该在写字楼上班。", "{S}大概是公司白领。"], ["学校系统课表：{S}教初二地理，上午一到四节。"], ["用户靠什么谋生？", "What is the user's job?"], "school_portal"),
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

DUPLICATES7: dict[str, list[tuple[str, list[str], list[str]]]] = {
    "en": [
        ("tea", ["{S} takes tea with oat milk and no sugar.", "Tea for {s}: oat milk, never sugar.",
                 "Made {s} a cuppa the way she likes it - splash of oat milk, unsweetened - and then we talked about the garden for an hour."],
         ["How should I make the user's tea?", "用户喝茶加什么？"]),
        ("seat", ["{S} always books an aisle seat on trains.", "On rail journeys {s} wants the aisle.",
                  "Seat preference (rail): aisle; carriage: quiet coach; ticket: flexible."], ["Which seat should I reserve for my train trip?"]),
        ("blood", ["{P} blood type is A negative.", "Donor card: {s}, A-.", "{S} gives blood every four months - type A neg - at the Elm Street centre."],
         ["What's the user's blood group?", "用户是什么血型？"]),
        ("mother-bday", ["{P} mother's birthday is 3 March.", "Mum's birthday: March 3rd (send flowers).",
                         "Every third of March {s} calls home for the mother's birthday."], ["When is my mum's birthday?"]),
        ("glasses", ["{S} is short-sighted and wears glasses for driving.", "Glasses on for the road - {s} is myopic.",
                     "Optician note: minus two in both eyes, glasses needed to drive; {s} hates contacts."], ["Does the user need spectacles?"]),
        ("reply-lang", ["{S} wants replies in Portuguese.", "Answer {s} in Portuguese, please.",
                        "Preferred reply language: Portuguese; tone: informal; length: short."], ["What language should responses to me be in?", "回复用户用什么语言？"]),
        ("allergy-bees", ["{S} is allergic to bee stings.", "A bee sting sends {s} to A&E.", "Keep an antihistamine around: bees and {s} do not mix."],
         ["Is there any insect I should worry about for the user?"]),
        ("cat-name", ["{P} cat is called Biscuit.", "Biscuit the tabby lives with {s}.", "{S} posted another photo of Biscuit, the ginger tabby, asleep on the radiator."],
         ["What's the name of my cat?", "用户的猫叫什么？"]),
    ],
    "zh": [
        ("tea", ["{S}喝茶要加燕麦奶，不放糖。", "给{S}泡茶：燕麦奶，别加糖。", "按{S}的习惯泡了杯茶——少许燕麦奶、不放糖，然后聊了一个小时花园的事。"],
         ["用户的茶怎么泡？", "How does the user take tea?"]),
        ("seat", ["{S}坐高铁总订靠过道的座位。", "坐火车{S}要过道位。", "座位偏好（火车）：过道；车厢：静音车厢；票种：可改签。"], ["我坐火车该订哪个座？"]),
        ("blood", ["{P}血型是A型Rh阴性。", "献血证：{S}，A型阴性。", "{S}每四个月去中心血站献一次血，A型Rh阴性。"],
         ["用户什么血型？", "What is the user's blood type?"]),
        ("mother-bday", ["{P}妈妈生日是3月3日。", "妈妈生日：三月三号（记得送花）。", "每年三月三号{S}都给家里打电话祝妈妈生日快乐。"], ["我妈生日是哪天？"]),
        ("glasses", ["{S}近视，开车要戴眼镜。", "{S}有近视，开车时戴眼镜。", "验光单：双眼近视两百度，开车必须戴眼镜；{S}不喜欢隐形眼镜。"], ["用户需要戴眼镜吗？"]),
        ("reply-lang", ["{S}希望用粤语回复。", "请用粤语回答{S}。", "回复语言偏好：粤语；语气：随意；长度：简短。"], ["跟我说话用什么语言？", "Which language should replies to the user use?"]),
        ("allergy-bees", ["{S}对蜜蜂蜇伤过敏。", "{S}被蜜蜂蜇了就得去急诊。", "备好抗过敏药：{S}碰上蜜蜂可不得了。"], ["用户有没有要当心的昆虫？"]),
        ("cat-name", ["{P}猫叫饼干。", "饼干是{S}家的橘猫。", "{S}又发了张饼干的照片，那只橘猫趴在暖气片上睡觉。"], ["我家猫叫什么名字？", "What's the user's cat called?"]),
    ],
}


def _duplicates(c: _Ctx, sid: str, entry: tuple[str, list[str], list[str]]) -> Scenario:
    return paraphrases_scenario(c, sid, entry)


# ---------------------------------------------------------------------------------------------------
# tools: (topic, template with {v}, sources, value pool, questions)

TOOLS7: dict[str, list[tuple[str, str, tuple[str, str], str, list[str]]]] = {
    "en": [
        ("parcel", "shipment_track -> parcel for {s} out for delivery, ETA {v}", ("courier_api", "shop_orders"), "time",
         ["When is my package expected?", "用户的包裹几点送到？"]),
        ("invoice", "Outstanding invoice for {p} consultancy: EUR {v}", ("accounting", "crm_sync"), "money",
         ["How much is the client still owed for the user's work?"]),
        ("pickup", "Bulky-waste pickup in {city} scheduled for {v}", ("council_portal", "waste_bot"), "weekday",
         ["What day will they collect the old sofa?"]),
        ("greenhouse", "greenhouse_sensor: air temperature {v} C", ("greenhouse_iot", "weather_station"), "temp",
         ["How warm is it in the greenhouse?", "温室里现在多少度？"]),
        ("app", "Installed build of {p} banking app: {v}", ("mdm_inventory", "app_store"), "version",
         ["Which release of the banking app is on my phone?"]),
        ("queue", "Estimated wait at the {city} passport office for {s}: {v} minutes", ("gov_queue", "sms_notice"), "minutes",
         ["How long will the user wait at the passport office?"]),
    ],
    "zh": [
        ("parcel", "物流查询｜{S}的包裹派送中，预计{v}送达", ("courier_api", "shop_orders"), "time",
         ["我的快递什么时候到？", "When will the user's parcel arrive?"]),
        ("invoice", "{P}咨询费未结金额：{v}元", ("accounting", "crm_sync"), "money", ["客户还欠用户多少钱？"]),
        ("pickup", "{city}大件垃圾预约清运时间：{v}", ("council_portal", "waste_bot"), "weekday", ["旧沙发哪天来收？"]),
        ("greenhouse", "温室传感器：气温{v}摄氏度", ("greenhouse_iot", "weather_station"), "temp",
         ["温室里有多暖和？", "What's the greenhouse temperature?"]),
        ("app", "{P}手机银行APP已装版本：{v}", ("mdm_inventory", "app_store"), "version", ["我手机上的银行应用是哪个版本？"]),
        ("queue", "{city}出入境大厅{S}预计排队{v}分钟", ("gov_queue", "sms_notice"), "minutes", ["用户办护照要排多久？"]),
    ],
}
CITIES7 = {"en": ["Leeds", "Porto", "Graz", "Utrecht", "Tampere", "Cluj"], "zh": ["宜昌", "芜湖", "潍坊", "遵义", "湛江", "锦州"]}


def _tools(c: _Ctx, sid: str, entry: tuple[str, str, tuple[str, str], str, list[str]]) -> Scenario:
    return tools_scenario(c, sid, entry, lambda c: {"city": c.pick(CITIES7[c.lang])[0]})


# ---------------------------------------------------------------------------------------------------
# unrelated: (topics, first, second, question about first, question about second); {r} a relative

UNRELATED7: dict[str, list[tuple[frozenset[str], str, str, str, str]]] = {
    "en": [
        (frozenset({"doctor"}), "{P} GP is Dr Achebe.", "{P} {r}'s GP is Dr Varga.", "Is Dr Achebe still my doctor?", "Who is the user's {r}'s GP?"),
        (frozenset({"still-job"}), "{S} still works night shifts at the bakery.", "{S} still tutors maths on Saturdays.",
         "Does the user still work at the bakery, and when?", "What does the user still do on Saturdays?"),
        (frozenset({"car"}), "{S} drives a silver Skoda.", "{P} {r} drives a red Skoda.", "What car do I drive these days?", "What colour is the {r}'s car?"),
        (frozenset({"pin"}), "The garage door code is 4417.", "The bike lock code is 7144.", "What's the code for the garage?", "How do I open the bike lock?"),
        (frozenset({"course"}), "{S} is learning Welsh on Tuesdays.", "{P} {r} is learning Welsh on Thursdays.", "用户哪天学威尔士语？", "When does the user's {r} have Welsh class?"),
        (frozenset({"currently"}), "Currently {s} is reading a history of the Silk Road.", "Currently {s} is knitting a scarf for winter.",
         "What book is the user on at the moment?", "What's the user making with yarn these days?"),
        (frozenset({"fee"}), "{S} pays 40 pounds a month for the allotment.", "{S} pays 40 pounds a month for streaming services.",
         "What's the user's allotment fee?", "How much goes on streaming each month?"),
        (frozenset({"birthday"}), "{P} {r} turns 40 on 12 May.", "{P} godson turns 4 on 21 May.", "When is the {r}'s big birthday?", "How old will the godson be?"),
        (frozenset({"trip"}), "{S} is going hiking in {t1} in August.", "{P} {r} is going hiking in {t2} in August.", "Where am I hiking this summer?", "用户的亲戚八月去哪里徒步？"),
        (frozenset({"lang"}), "{S} speaks Tagalog with the grandparents.", "{S} speaks Spanish at work.", "Which language do I use with my grandparents?", "What language does the user use in the office?"),
    ],
    "zh": [
        (frozenset({"doctor"}), "{P}家庭医生是杨大夫。", "{P}{r}的家庭医生是许大夫。", "杨大夫现在还是我的医生吗？", "用户{r}的家庭医生是谁？"),
        (frozenset({"still-job"}), "{S}还在面包店上夜班。", "{S}周六还在给人补数学。", "用户现在还在面包店上班吗？什么班？", "用户周六还在做什么？"),
        (frozenset({"car"}), "{S}开一辆银色的大众。", "{P}{r}开一辆红色的大众。", "我现在开什么车？", "用户{r}的车是什么颜色？"),
        (frozenset({"pin"}), "车库门密码是4417。", "自行车锁密码是7144。", "车库的密码是多少？", "自行车锁怎么开？"),
        (frozenset({"course"}), "{S}每周二学粤语。", "{P}{r}每周四学粤语。", "Which day does the user study Cantonese?", "用户的{r}哪天上粤语课？"),
        (frozenset({"currently"}), "{S}目前在读一本丝绸之路的历史书。", "{S}目前在织一条过冬的围巾。", "用户这阵子在看什么书？", "用户最近在用毛线织什么？"),
        (frozenset({"fee"}), "{S}每月为菜园交40元。", "{S}每月为视频会员交40元。", "用户的菜园一个月多少钱？", "用户每月视频会员花多少？"),
        (frozenset({"birthday"}), "{P}{r}5月12日满40岁。", "{P}干儿子5月21日满4岁。", "用户{r}的整岁生日是哪天？", "干儿子要满几岁？"),
        (frozenset({"trip"}), "{S}八月要去{t1}徒步。", "{P}{r}八月要去{t2}徒步。", "我今年夏天去哪儿徒步？", "Where is the user's relative hiking in August?"),
        (frozenset({"lang"}), "{S}跟爷爷奶奶说闽南话。", "{S}上班说英语。", "我跟爷爷奶奶说什么话？", "用户在公司说什么语言？"),
    ],
}
RELATIVES7 = {"en": ["brother", "aunt", "housemate", "daughter", "neighbour"], "zh": ["哥哥", "姑姑", "合租室友", "女儿", "邻居"]}
TRAILS7 = {"en": ["the Dolomites", "Snowdonia", "the Tatras", "Madeira", "the Pyrenees", "Lapland"],
           "zh": ["武功山", "雨崩", "四姑娘山", "太白山", "贡嘎", "鳌太线"]}


def _unrelated_fill(c: _Ctx) -> dict[str, str]:
    t1, t2 = c.pick(TRAILS7[c.lang], 2)
    return {"t1": t1, "t2": t2, "r": c.rng.choice(RELATIVES7[c.lang])}


def _unrelated(c: _Ctx, sid: str, entry: tuple[frozenset[str], str, str, str, str]) -> Scenario:
    return unrelated_scenario(c, sid, entry, _unrelated_fill, "look-alike")


# ---------------------------------------------------------------------------------------------------

TABLES7: dict[str, Any] = {"duplicates": DUPLICATES7, "inference": INFERENCE7, "tools": TOOLS7, "unrelated": UNRELATED7}
BUILDERS7 = {"temporal": _temporal, "duplicates": _duplicates, "inference": _inference, "tools": _tools,
             "unrelated": _unrelated}


def _entries(category: str, lang: str) -> list[Entry]:
    return entries(category, lang, TABLES7, TEMPORAL7)


CORPUS7 = Corpus(prefix="c7-", categories=CATEGORIES7, per_bank=PER_BANK7, personas=PERSONAS7,
                 name_statements=NAME_STATEMENTS7, background=BACKGROUND7, builders=BUILDERS7, entries=_entries)


def generate(seed: int = 707, *, per_category: int = 20, background: int = 3) -> Dataset:
    """``per_category`` scenarios per category and language (rounded up to whole banks)."""
    return build(CORPUS7, seed, per_category=per_category, background=background)


def main() -> None:
    samples_cli(generate, 707, "the seventh hygiene corpus")


if __name__ == "__main__":
    main()
