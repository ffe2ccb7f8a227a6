# ruff: noqa: E501
"""Fourth hygiene corpus (issue #15): held out; written by an author who never saw the judge, the search code or the
other corpora; never tune on it.

Same record types and bank packing as ``bench/hygiene_data.py`` (one persona x language x category per bank, a few
background memories, ``query_at`` after the last write), with its own people, places, products and sentence shapes.
Categories: temporal, duplicates, inference, tools, unrelated (no ttl / critical). ``generate(seed)`` is deterministic;
``python bench/hygiene_data4.py`` prints statistics and a few samples. Run it once, report it apart, read no failures.
"""

from __future__ import annotations

import argparse
import random
from collections import Counter
from datetime import datetime, timedelta
from typing import Any

from hygiene_data import T0, Bank, Dataset, Mem, Query, Scenario, _dedupe_texts

CATEGORIES4: tuple[str, ...] = ("temporal", "duplicates", "inference", "tools", "unrelated")
PER_BANK = 4

PERSONAS = {"en": ["Tomasz", "Ngozi", "Evelyn", "Dario", "Hana"], "zh": ["陈思远", "林晓雯", "赵一鸣", "郑佳琪", "何文博"]}
NAME_LINES = {"en": ["Goes by {n} in every chat.", "Introduced themself as {n}.", "Account holder: {n}."],
              "zh": ["对方自称{n}。", "账号实名是{n}。", "大家都叫这位用户{n}。"]}

# ---------------------------------------------------------------------------------------------------
# temporal: slot -> values per language and sentence kinds (old, cue, date, rel, plain, fix, q)

TVALUES: dict[str, dict[str, list[str]]] = {
    "laptop": {"en": ["a ThinkPad T14", "a MacBook Air M2", "a Framework 13", "a Dell XPS 13", "an ASUS Zenbook"],
               "zh": ["ThinkPad T14", "MacBook Air", "华为MateBook 14", "小米笔记本Pro", "联想小新Pro"]},
    "bank": {"en": ["Monzo", "Ally Bank", "Revolut", "Starling", "Capital One"],
             "zh": ["招商银行", "建设银行", "浦发银行", "交通银行", "中信银行"]},
    "commute": {"en": ["by tram", "on a folding bike", "by car", "on the commuter train", "on an e-scooter"],
                "zh": ["坐地铁", "骑电动车", "开车", "坐公交", "骑共享单车"]},
    "job": {"en": ["a pharmacist", "a payroll clerk", "a sound engineer", "a tour guide", "a middle-school science teacher"],
            "zh": ["药剂师", "会计", "室内设计师", "小学老师", "外卖站长"]},
    "town": {"en": ["Porto", "Leeds", "Tallinn", "Halifax", "Adelaide", "Valencia"],
             "zh": ["厦门", "昆明", "青岛", "合肥", "珠海", "洛阳"]},
    "browser": {"en": ["Firefox", "Brave", "Vivaldi", "Safari", "Edge"],
                "zh": ["火狐", "Edge浏览器", "夸克浏览器", "Safari", "Chrome"]},
    "dose": {"en": ["5 mg", "10 mg", "20 mg", "2.5 mg"], "zh": ["半片", "一片", "两片", "一片半"]},
    "class": {"en": ["pottery", "salsa", "Mandarin", "bouldering", "watercolour"],
              "zh": ["书法", "游泳", "吉他", "瑜伽", "烘焙"]},
}

TEMPORAL: dict[str, dict[str, dict[str, list[str]]]] = {
    "laptop": {
        "en": {"old": ["{S} does most of their work on {a}.", "Main work machine for {s}: {a}."],
               "cue": ["{S} replaced {a} with {b} for work.", "{S} switched over to {b}; the old {a} is retired."],
               "date": ["Since 3 March {s} has been working on {b}.", "From the start of June, {P} daily machine is {b}."],
               "rel": ["Last week {s} started using {b} as the main computer.", "{S} has been on {b} for a couple of days now."],
               "plain": ["{S} is typing this from {b}, which is what they use for everything.", "Work laptop: {b}."],
               "fix": ["Scratch that, the work machine is {b}, not {a}.", "Correction from {s}: it's {b} they work on, I had it wrong."],
               "q": ["What computer does the user work on these days?", "Which laptop is the user's current daily driver?"]},
        "zh": {"old": ["{S}平时用{a}办公。", "{S}的工作电脑是{a}。"],
               "cue": ["{S}把{a}换掉了，改用{b}。", "{S}已经不用{a}了，换成了{b}。"],
               "date": ["从3月初开始，{S}办公都用{b}。", "六月起{S}的主力机变成了{b}。"],
               "rel": ["{S}上周开始用{b}干活。", "这两天{S}都在用{b}。"],
               "plain": ["{S}现在手上这台是{b}，什么都靠它。", "办公电脑：{b}。"],
               "fix": ["刚才说错了，{S}用的是{b}，不是{a}。", "更正一下：{S}的电脑是{b}。"],
               "q": ["用户目前用哪台电脑工作？", "用户现在的主力笔记本是什么？"]}},
    "bank": {
        "en": {"old": ["{P} salary lands in an account at {a}.", "{S} banks with {a}."],
               "cue": ["{S} moved their current account from {a} to {b}.", "{S} closed the {a} account and now banks with {b}."],
               "date": ["As of January, {P} pay goes into {b}.", "Since the 1st of the month {s} has been with {b}."],
               "rel": ["A few days ago {s} opened a {b} account and moved everything there.", "{S} has banked with {b} for a week or so."],
               "plain": ["Direct debits for {s} come out of {b}.", "{P} everyday account is at {b}."],
               "fix": ["Sorry, wrong bank earlier: it's {b}, not {a}.", "{S} corrected me: the account is with {b}."],
               "q": ["Where does the user keep their everyday money right now?", "Which bank does the user do their day-to-day banking with now?"]},
        "zh": {"old": ["{S}的工资卡是{a}的。", "{S}日常用{a}的卡。"],
               "cue": ["{S}把工资卡从{a}转到了{b}。", "{S}注销了{a}的卡，改用{b}。"],
               "date": ["1月起{S}的工资打到{b}。", "从这个月1号开始，{S}的账户在{b}。"],
               "rel": ["{S}前几天在{b}开了户，钱都挪过去了。", "最近一周{S}都用{b}的卡。"],
               "plain": ["{S}的房贷从{b}的账户扣。", "{S}日常花销走的是{b}。"],
               "fix": ["银行说错了，是{b}，不是{a}。", "{S}纠正说账户在{b}。"],
               "q": ["用户现在日常用的是哪家银行的账户？", "用户目前主要用哪家银行？"]}},
    "commute": {
        "en": {"old": ["{S} gets to the office {a}.", "{P} daily commute is {a}."],
               "cue": ["{S} stopped going {a} and now commutes {b}.", "{S} changed how they get to work: {b} instead of {a}."],
               "date": ["Since the spring, {s} has been travelling to work {b}.", "From 12 September on, {s} goes in {b}."],
               "rel": ["This week {s} started going to work {b}.", "Lately {s} has been getting in {b}."],
               "plain": ["{S} got to the office {b} this morning, same as every day.", "Commute: {b}, roughly 30 minutes."],
               "fix": ["My mistake, {s} commutes {b}, not {a}.", "{S} says I misheard: it's {b}."],
               "q": ["How does the user get to work nowadays?", "What's the user's way of commuting at the moment?"]},
        "zh": {"old": ["{S}每天{a}上班。", "{S}通勤方式是{a}。"],
               "cue": ["{S}不再{a}了，改成{b}上班。", "{S}上班从{a}换成了{b}。"],
               "date": ["开春以后{S}一直{b}上班。", "9月12日起{S}改为{b}去公司。"],
               "rel": ["{S}这周开始{b}上班。", "最近{S}都是{b}去单位。"],
               "plain": ["{S}今早照常{b}到的公司。", "通勤：{b}，半小时左右。"],
               "fix": ["我听错了，{S}是{b}上班，不是{a}。", "{S}说刚才记错了，应该是{b}。"],
               "q": ["用户现在怎么去上班？", "用户目前的通勤方式是什么？"]}},
    "job": {
        "en": {"old": ["{S} works as {a}.", "By trade {s} is {a}."],
               "cue": ["{S} left their post as {a} and is now {b}.", "Career change for {s}: no longer {a}, now {b}."],
               "date": ["Since October {s} has been employed as {b}.", "Starting 2 May, {s} took a job as {b}."],
               "rel": ["{S} started as {b} last Monday.", "{S} has been {b} for about a month."],
               "plain": ["{S} spent the whole shift today working as {b}, which is how they pay the rent.", "Occupation: {b}."],
               "fix": ["Not {a}; {s} is actually {b}.", "{S} set the record straight: they are {b}."],
               "q": ["What does the user do for a living currently?", "What's the user's profession right now?"]},
        "zh": {"old": ["{S}的职业是{a}。", "{S}在做{a}。"],
               "cue": ["{S}辞去了{a}的工作，现在是{b}。", "{S}转行了，不再当{a}，改当{b}。"],
               "date": ["10月起{S}的工作是{b}。", "5月2日开始{S}入职当{b}。"],
               "rel": ["{S}上周一开始当{b}。", "{S}当{b}快一个月了。"],
               "plain": ["{S}今天值了一整天的班，干的是{b}的活。", "职业：{b}。"],
               "fix": ["不是{a}，{S}其实是{b}。", "{S}澄清了一下：本职是{b}。"],
               "q": ["用户目前靠什么工作谋生？", "用户现在是做什么职业的？"]}},
    "town": {
        "en": {"old": ["{S} lives in {a}.", "Home for {s} is {a}."],
               "cue": ["{S} relocated from {a} to {b}.", "{S} packed up and moved to {b}; {a} is behind them."],
               "date": ["Since August {s} has been living in {b}.", "From 20 April {P} address is in {b}."],
               "rel": ["{S} got the keys to a flat in {b} last weekend and lives there now.", "{S} has been settled in {b} for a few weeks."],
               "plain": ["{S} did the grocery run in {b} this evening, round the corner from home.", "Postal address: somewhere in {b}."],
               "fix": ["Wrong city before: {s} is in {b}, not {a}.", "{S} corrected the location to {b}."],
               "q": ["Which city does the user call home at present?", "Where is the user based these days?"]},
        "zh": {"old": ["{S}住在{a}。", "{S}的家在{a}。"],
               "cue": ["{S}从{a}搬到了{b}。", "{S}离开{a}，搬去{b}定居了。"],
               "date": ["8月以后{S}一直住在{b}。", "4月20日起{S}的住址在{b}。"],
               "rel": ["{S}上周末在{b}拿到了新房钥匙，已经住进去了。", "{S}在{b}安顿下来几周了。"],
               "plain": ["{S}傍晚在{b}家楼下的菜市场买了菜。", "收件地址：{b}。"],
               "fix": ["城市记错了，{S}在{b}，不在{a}。", "{S}把所在地更正为{b}。"],
               "q": ["用户目前住在哪个城市？", "用户现在人在哪儿生活？"]}},
    "browser": {
        "en": {"old": ["{S} browses with {a}.", "{P} default browser is {a}."],
               "cue": ["{S} dropped {a} and went over to {b}.", "{S} switched the default browser from {a} to {b}."],
               "date": ["Since the last OS update, {P} default browser has been {b}.", "As of 5 November {s} uses {b}."],
               "rel": ["Yesterday {s} made {b} the default for opening links.", "For the past few days {s} has been browsing in {b}."],
               "plain": ["{S} has forty tabs open in {b} right now.", "Bookmarks for {s} are synced through {b}."],
               "fix": ["Correction: the browser is {b}, not {a}.", "{S} says it was never {a}; they use {b}."],
               "q": ["What does the user surf the web with these days?", "Which web browser is the user on right now?"]},
        "zh": {"old": ["{S}上网用{a}。", "{S}的默认浏览器是{a}。"],
               "cue": ["{S}卸了{a}，改用{b}。", "{S}把默认浏览器从{a}换成了{b}。"],
               "date": ["系统升级后{S}的默认浏览器就是{b}了。", "11月5日起{S}用{b}上网。"],
               "rel": ["{S}昨天把{b}设成了默认浏览器。", "这几天{S}一直用{b}浏览网页。"],
               "plain": ["{S}的{b}里开着四十个标签页。", "{S}的书签同步在{b}里。"],
               "fix": ["更正：浏览器是{b}，不是{a}。", "{S}说自己从来没用过{a}，用的是{b}。"],
               "q": ["用户目前用什么浏览器上网？", "用户现在浏览网页用的是哪个软件？"]}},
    "dose": {
        "en": {"old": ["{S} takes {a} of amlodipine each morning.", "Blood-pressure pill for {s}: amlodipine, {a} daily."],
               "cue": ["{P} doctor changed the amlodipine from {a} to {b}.", "{S} had the amlodipine dose adjusted to {b}."],
               "date": ["Since the check-up on 14 February, {s} takes {b} of amlodipine.", "From 1 July the amlodipine dose is {b}."],
               "rel": ["After last week's appointment {s} is on {b} of amlodipine.", "For a few days now {s} has been taking {b} of amlodipine."],
               "plain": ["{S} swallowed the usual {b} amlodipine tablet with breakfast.", "Amlodipine, {b}, once a day."],
               "fix": ["I wrote the dose wrong: it's {b}, not {a}.", "{S} corrected the amlodipine dose to {b}."],
               "q": ["How much of the blood pressure medicine is the user on now?", "What's the user's current amlodipine dosage?"]},
        "zh": {"old": ["{S}每天早上吃{a}降压药。", "{S}的降压药剂量是每天{a}。"],
               "cue": ["医生把{S}的降压药从{a}调成了{b}。", "{S}降压药改为每天{b}。"],
               "date": ["2月14日复查后，{S}每天吃{b}降压药。", "7月1日起{S}的降压药是每天{b}。"],
               "rel": ["上周看完医生，{S}的降压药变成了{b}。", "这几天{S}每天吃{b}降压药。"],
               "plain": ["{S}早饭后照常吃了{b}降压药。", "降压药：每日{b}。"],
               "fix": ["剂量记错了，是{b}，不是{a}。", "{S}更正说降压药吃{b}。"],
               "q": ["用户目前血压药吃多少？", "用户现在的降压药剂量是多少？"]}},
    "class": {
        "en": {"old": ["{S} goes to a {a} class on Thursday evenings.", "{P} weekly evening course: {a}."],
               "cue": ["{S} quit the {a} class and signed up for {b} instead.", "{S} swapped {a} for a {b} course."],
               "date": ["Since the new term in September, {s} has been taking {b}.", "From 8 January {s} attends {b} lessons."],
               "rel": ["Last Thursday {s} had their first {b} lesson; it's the weekly thing now.", "{S} has been doing {b} for a few weeks."],
               "plain": ["{S} came home from {b} with sore arms and a grin.", "Thursday 7pm: {b}."],
               "fix": ["Wrong hobby earlier: it's {b}, not {a}.", "{S} says the class is {b}."],
               "q": ["What course does the user take in the evenings at the moment?", "Which weekly class is the user doing now?"]},
        "zh": {"old": ["{S}每周四晚上上{a}课。", "{S}报了{a}班。"],
               "cue": ["{S}退了{a}班，改报{b}。", "{S}把{a}课换成了{b}课。"],
               "date": ["9月新学期开始，{S}在学{b}。", "1月8日起{S}去上{b}课。"],
               "rel": ["{S}上周四上了第一节{b}课，以后每周都去。", "{S}学{b}有几周了。"],
               "plain": ["{S}上完{b}课回家，胳膊酸但很开心。", "周四晚七点：{b}。"],
               "fix": ["兴趣班说错了，是{b}，不是{a}。", "{S}说上的是{b}课。"],
               "q": ["用户现在晚上在上什么兴趣班？", "用户目前每周学的是什么课？"]}},
}

# ---------------------------------------------------------------------------------------------------
# duplicates: (topic, restatements sharing few words, questions)

DUPLICATES: dict[str, list[tuple[str, list[str], list[str]]]] = {
    "en": [
        ("peanut", ["{S} can't eat peanuts; they swell up.", "Any groundnut sends {s} to the ER.", "Keep satay and anything nutty away from {s}."],
         ["Is there a food the user must avoid?", "What is the user allergic to?"]),
        ("twins", ["{S} has twin daughters, both seven.", "{P} two girls were born on the same day seven years ago.", "Father of a pair of seven-year-old girls: {s}."],
         ["Does the user have kids?", "Tell me about the user's children."]),
        ("night", ["{S} works night shifts and sleeps until the afternoon.", "Don't ping {s} before 2pm, they're on nights.", "{P} working hours run overnight."],
         ["When is the user usually asleep?", "What hours does the user keep?"]),
        ("vinyl", ["{S} collects old jazz records.", "{P} shelf is full of bebop LPs.", "Hunting for rare Blue Note pressings is {P} pastime."],
         ["What does the user collect?", "Any hobby involving music gear?"]),
        ("mortgage", ["{S} pays off a 25-year home loan.", "{P} flat still belongs mostly to the lender, with two decades left.", "There's a long mortgage on {P} place."],
         ["Does the user own their home outright?", "What debts does the user have?"]),
        ("deaf", ["{S} is hard of hearing in the left ear.", "Speak on {P} right side; the other ear barely works.", "{S} wears a hearing aid on the left."],
         ["Does the user have any hearing issues?", "Anything to know when talking to the user in person?"]),
        ("vegan", ["{S} eats no animal products at all.", "No meat, dairy or eggs for {s}.", "{S} sticks to a strictly plant-based diet."],
         ["What should I keep in mind when ordering food for the user?", "Any dietary rules the user follows?"]),
        ("lefty", ["{S} is left-handed.", "{S} writes with the left hand.", "Seat {s} at the left end of the table so elbows don't clash; they're a lefty."],
         ["Which hand does the user write with?", "Is the user right-handed?"]),
    ],
    "zh": [
        ("peanut", ["{S}对花生过敏。", "{S}一碰花生就起疹子。", "给{S}点菜要避开带花生的。"],
         ["用户有什么忌口？", "用户对什么东西过敏？"]),
        ("twins", ["{S}有一对双胞胎女儿，七岁。", "{S}家两个闺女是同一天出生的，今年七岁。", "{S}是双胞胎姐妹的家长。"],
         ["用户有孩子吗？", "说说用户家的小孩。"]),
        ("night", ["{S}上夜班，白天睡觉。", "下午两点前别找{S}，人家晚上上班。", "{S}的工作时间在半夜。"],
         ["用户一般什么时候睡觉？", "用户的作息是怎样的？"]),
        ("tea", ["{S}收藏普洱茶饼。", "{S}家里的柜子摆满了老茶饼。", "淘陈年普洱是{S}的爱好。"],
         ["用户收藏什么？", "用户有什么收集类的爱好？"]),
        ("mortgage", ["{S}背着三十年的房贷。", "{S}的房子每月要还银行一大笔钱，还要还二十多年。", "{S}买房贷了款，期限很长。"],
         ["用户的房子还有贷款吗？", "用户有哪些负债？"]),
        ("deaf", ["{S}左耳听力不好。", "跟{S}说话要站在右边，左边听不清。", "{S}左耳戴着助听器。"],
         ["用户听力有问题吗？", "当面和用户交流要注意什么？"]),
        ("vegan", ["{S}吃全素，蛋奶都不碰。", "{S}不吃任何动物制品。", "{S}严格只吃植物性食物。"],
         ["给用户订餐要注意什么？", "用户饮食上有什么讲究？"]),
        ("lefty", ["{S}是左撇子。", "{S}用左手写字。", "吃饭时让{S}坐最左边，不然胳膊打架，人家惯用左手。"],
         ["用户惯用哪只手？", "用户是右撇子吗？"]),
    ],
}

# ---------------------------------------------------------------------------------------------------
# inference: (topic, agent guesses, user statements, questions, pool); {a} guessed value, {b} the real one

INFERENCE: dict[str, list[tuple[str, list[str], list[str], list[str], str]]] = {
    "en": [
        ("pet", ["The user seems to own a cat, judging by the litter they mentioned.", "Probably a cat person; they asked about scratching posts."],
         ["{S}: 'We've got a greyhound, no other animals.'", "{S} said the only animal at home is their rescue dog."],
         ["What animal lives with the user?", "Does the user have a pet, and what kind?"], ""),
        ("origin", ["I'd guess {s} grew up in {a}, from the accent.", "{S} is likely from {a}, given the slang."],
         ["{S} told me: 'I was born and raised in {b}.'", "Hometown, in {P} own words: {b}."],
         ["Where is the user originally from?", "Which place did the user grow up in?"], "town"),
        ("student", ["{S} is probably still a student, asking about exam timetables.", "Seems like {s} is at university."],
         ["{S} said they finished their degree years ago and work full time.", "'I've been out of school for a decade,' says {s}."],
         ["Is the user studying?", "Is the user in education at the moment?"], ""),
        ("married", ["{S} is probably single, mentions no partner.", "I'd guess {s} lives alone."],
         ["{S} mentioned their husband is cooking tonight.", "{S} has been married for nine years."],
         ["Does the user have a spouse?", "What's the user's relationship status?"], ""),
        ("phoneos", ["{S} seems to use an iPhone, judging by the screenshot style.", "Likely an Apple phone user."],
         ["{S}: 'My phone is a Pixel 8.'", "{S} said they carry an Android handset."],
         ["What kind of mobile does the user have?", "Is the user on iOS or Android?"], ""),
        ("employer", ["{S} probably works at {a}, given the email signature.", "Looks like {s} is employed by {a}."],
         ["{S} said they're on the payroll at {b}.", "Employer, per {s}: {b}."],
         ["Who does the user work for?", "Which company employs the user?"], "company"),
        ("car", ["{S} probably drives; they mentioned a parking ticket.", "I'd guess {s} owns a car."],
         ["{S} said they never got a licence and take the bus everywhere.", "'I don't drive,' {s} told me."],
         ["Does the user have a car?", "Can the user drive?"], ""),
        ("meat", ["{S} seems to eat meat; they asked for a steak marinade.", "Probably not vegetarian, going by the recipes they save."],
         ["{S} has been vegetarian since college.", "{S}: 'No meat for me, ever.'"],
         ["Does the user eat meat?", "What should recipe suggestions for the user avoid?"], ""),
    ],
    "zh": [
        ("pet", ["用户好像养猫，提到过猫砂。", "估计用户家里有只猫。"],
         ["{S}说家里只有一条柯基，没别的宠物。", "{S}：“我养的是狗。”"],
         ["用户家里养了什么动物？", "用户有宠物吗，是什么？"], ""),
        ("origin", ["听口音，{S}应该是{a}人。", "{S}估计老家在{a}。"],
         ["{S}说自己在{b}出生长大。", "{S}亲口说老家是{b}。"],
         ["用户是哪里人？", "用户在哪儿长大的？"], "town"),
        ("student", ["{S}好像还在读书，问了考试安排。", "估计{S}是大学生。"],
         ["{S}说毕业好多年了，一直在上班。", "{S}：“我早就不上学了。”"],
         ["用户还在上学吗？", "用户目前是学生吗？"], ""),
        ("married", ["{S}应该是单身，从没提过伴侣。", "{S}好像一个人住。"],
         ["{S}说老公今晚做饭。", "{S}结婚九年了。"],
         ["用户有配偶吗？", "用户的婚姻状况是？"], ""),
        ("phoneos", ["{S}好像用苹果手机，看截图像。", "估计{S}用的是iPhone。"],
         ["{S}说自己的手机是华为Mate 60。", "{S}：“我一直用安卓。”"],
         ["用户用什么手机？", "用户的手机是苹果还是安卓？"], ""),
        ("employer", ["看邮件签名，{S}应该在{a}上班。", "{S}估计是{a}的员工。"],
         ["{S}说自己在{b}工作。", "{S}的东家是{b}。"],
         ["用户在哪家公司上班？", "用户的雇主是谁？"], "company"),
        ("car", ["{S}应该有车，提到过停车费。", "估计{S}自己开车。"],
         ["{S}说没考驾照，出门都坐公交。", "{S}：“我不会开车。”"],
         ["用户有车吗？", "用户会开车吗？"], ""),
        ("meat", ["{S}好像吃肉，问过红烧肉的做法。", "{S}应该不忌口。"],
         ["{S}大学起就吃素了。", "{S}说自己一口肉都不吃。"],
         ["用户吃肉吗？", "给用户推荐菜谱要避开什么？"], ""),
    ],
}
COMPANIES = {"en": ["Halvorsen Logistics", "Brightwater Insurance", "Kestrel Labs", "Northgate Health", "Pinecrest Foods"],
             "zh": ["顺丰", "美团", "海尔", "比亚迪", "携程"]}
TOWN_ORIGIN = {"en": ["Glasgow", "Cork", "Lagos", "Manila", "Kraków"], "zh": ["湖南", "四川", "东北", "潮汕", "山东"]}

# ---------------------------------------------------------------------------------------------------
# tools: (topic, template with {v}, two tool ids, value pool, questions)

TOOLS: dict[str, list[tuple[str, str, tuple[str, str], str, list[str]]]] = {
    "en": [
        ("steps", "Step count for {s} today: {v}.", ("fitbit-sync", "phone-health"), "steps", ["How many steps did the user walk today?"]),
        ("balance", "Checking account balance for {s}: ${v}.", ("bank-api", "budget-app"), "money", ["How much money is in the user's checking account?"]),
        ("parcel", "Parcel {trk} for {s} is due to arrive {v}.", ("carrier-tracker", "mail-scanner"), "weekday", ["When is the user's package expected?"]),
        ("heart", "Resting heart rate for {s}: {v} bpm.", ("watch-sensor", "ring-sensor"), "bpm", ["What's the user's resting pulse?"]),
        ("rain", "Chance of rain at {P} location this afternoon: {v}%.", ("weather-a", "weather-b"), "pct", ["Will it rain where the user is later today?"]),
        ("disk", "Free space on {P} laptop drive: {v} GB.", ("os-monitor", "backup-agent"), "gb", ["How much storage does the user have left?"]),
        ("fx", "EUR to USD rate quoted for {P} transfer: {v}.", ("fx-feed", "bank-quote"), "rate", ["What exchange rate applies to the user's transfer?"]),
        ("sleep", "{S} slept {v} hours last night.", ("sleep-tracker", "mattress-sensor"), "hours", ["How long did the user sleep last night?"]),
    ],
    "zh": [
        ("steps", "{S}今天走了{v}步。", ("手环同步", "手机健康"), "steps", ["用户今天走了多少步？"]),
        ("balance", "{S}的储蓄卡余额：{v}元。", ("银行接口", "记账软件"), "money", ["用户卡里还有多少钱？"]),
        ("parcel", "{S}的快递{trk}预计{v}送到。", ("快递查询", "短信解析"), "weekday", ["用户的快递什么时候到？"]),
        ("heart", "{S}的静息心率：每分钟{v}次。", ("手表传感器", "戒指传感器"), "bpm", ["用户静息心率是多少？"]),
        ("rain", "{S}所在地今天下午降雨概率{v}%。", ("天气源A", "天气源B"), "pct", ["用户那边下午会下雨吗？"]),
        ("disk", "{S}电脑硬盘剩余空间：{v}GB。", ("系统监控", "备份程序"), "gb", ["用户电脑还剩多少存储空间？"]),
        ("fx", "{S}这笔换汇的美元兑人民币报价：{v}。", ("汇率行情", "银行报价"), "rate", ["用户换汇按什么汇率算？"]),
        ("sleep", "{S}昨晚睡了{v}小时。", ("睡眠监测", "床垫传感器"), "hours", ["用户昨晚睡了多久？"]),
    ],
}

# ---------------------------------------------------------------------------------------------------
# unrelated: two true memories that share words or structure (topics, m1, m2, q1, q2)

UNRELATED: dict[str, list[tuple[frozenset[str], str, str, str, str]]] = {
    "en": [
        (frozenset({"sister", "brother"}), "{P} sister {name} lives in {a}.", "{P} brother lives in {b}.",
         "Where does the user's sister live?", "Which city is the user's brother in?"),
        (frozenset({"coffee-home", "coffee-office"}), "At home {s} drinks decaf.", "At the office {s} drinks double espresso.",
         "What does the user drink at home?", "What does the user have at work to drink?"),
        (frozenset({"phone-work", "phone-own"}), "{P} work phone is an old BlackBerry.", "{P} personal phone is a Samsung Galaxy.",
         "What's the user's work phone?", "Which phone does the user use privately?"),
        (frozenset({"flight-out", "flight-back"}), "{S} flies out to {a} on the 4th.", "{S} flies back from {b} on the 19th.",
         "When does the user leave for the trip?", "When is the user's return flight?"),
        (frozenset({"dentist", "vet"}), "{P} dentist appointment is on Tuesday at 9.", "The dog's vet appointment is on Tuesday at 4.",
         "When is the user seeing the dentist?", "When does the dog go to the vet?"),
        (frozenset({"mom-bday", "wedding"}), "{P} mother turns seventy in May.", "{P} cousin {name} gets married in May.",
         "When is the user's mother's birthday?", "Whose wedding is coming up for the user?"),
        (frozenset({"lifting", "partner-yoga"}), "{S} lifts weights every Monday.", "{P} partner goes to yoga every Monday.",
         "What training does the user do at the start of the week?", "What does the user's partner do on Mondays?"),
        (frozenset({"car-insurance", "home-insurance"}), "{P} car insurance renews in March with Aviva.", "{P} home insurance renews in October with Direct Line.",
         "When is the user's car cover due for renewal?", "Which company insures the user's house?"),
    ],
    "zh": [
        (frozenset({"sister", "brother"}), "{S}的姐姐{name}住在{a}。", "{S}的弟弟住在{b}。",
         "用户的姐姐住哪儿？", "用户弟弟在哪个城市？"),
        (frozenset({"coffee-home", "coffee-office"}), "{S}在家喝无咖啡因咖啡。", "{S}在公司喝双份浓缩。",
         "用户在家喝什么？", "用户上班时喝什么？"),
        (frozenset({"phone-work", "phone-own"}), "{S}的工作手机是一台旧小米。", "{S}的私人手机是vivo。",
         "用户的工作手机是什么？", "用户私下用哪部手机？"),
        (frozenset({"flight-out", "flight-back"}), "{S}4号飞去{a}。", "{S}19号从{b}飞回来。",
         "用户哪天出发？", "用户的返程航班是哪天？"),
        (frozenset({"dentist", "vet"}), "{S}周二上午九点看牙。", "{S}家的狗周二下午四点去打疫苗。",
         "用户什么时候看牙医？", "用户的狗什么时候去宠物医院？"),
        (frozenset({"mom-bday", "wedding"}), "{S}的妈妈五月满七十岁。", "{S}的表妹{name}五月结婚。",
         "用户母亲的生日在什么时候？", "用户要参加谁的婚礼？"),
        (frozenset({"lifting", "partner-yoga"}), "{S}每周一练力量。", "{S}的对象每周一去上瑜伽。",
         "用户周初做什么训练？", "用户对象周一干什么？"),
        (frozenset({"car-insurance", "home-insurance"}), "{S}的车险三月在平安续保。", "{S}的房屋险十月在人保续保。",
         "用户的车险什么时候到期？", "用户的房子在哪家保险公司投保？"),
    ],
}
PEOPLE = {"en": ["Marisol", "Jonah", "Priya", "Felix", "Ayumi"], "zh": ["小雨", "阿杰", "婷婷", "大伟", "思琪"]}

BACKGROUND = {
    "en": ["{S} prefers replies in bullet points.", "{S} is learning to bake sourdough.", "{P} favourite film is Paddington 2.",
           "{S} supports a local football club.", "{S} hates voice messages.", "{S} keeps a paper diary."],
    "zh": ["{S}喜欢分点列出的回答。", "{S}在学做酸面包。", "{S}最喜欢的电影是《宿醉》。",
           "{S}支持本地的足球队。", "{S}讨厌语音消息。", "{S}有写纸质日记的习惯。"],
}


# ---------------------------------------------------------------------------------------------------
# builders


class _Ctx:
    """Per-bank state: rng, persona, language, start time, values already used in the bank."""

    def __init__(self, rng: random.Random, lang: str, persona: str, start: datetime) -> None:
        self.rng, self.lang, self.persona, self.start = rng, lang, persona, start
        self.used: set[str] = set()
        self.n = 0

    def subject(self) -> dict[str, str]:
        if self.lang == "zh":
            s = self.persona if self.rng.random() < 0.2 else self.rng.choice(["用户", "这位用户", "用户"])
            return {"S": s}
        if self.rng.random() < 0.2:
            n = self.persona
            return {"S": n, "s": n, "P": n + "'s"}
        return {"S": "The user", "s": "the user", "P": "the user's"}

    def fill(self, text: str, **kw: str) -> str:
        out = text.format(**kw, **self.subject()) if "{" in text else text
        return out[0].upper() + out[1:] if out and self.lang == "en" else out

    def pick(self, pool: list[str], k: int = 1) -> list[str]:
        free = [v for v in pool if v not in self.used]
        if len(free) < k:
            free = list(pool)
        out = self.rng.sample(free, k)
        self.used.update(out)
        return out

    def at(self, day: float) -> datetime:
        return (self.start + timedelta(days=day)).replace(second=0, microsecond=0)

    def day(self, lo: float, hi: float) -> float:
        return int(self.rng.uniform(lo, hi)) + self.rng.uniform(7, 22) / 24

    def ref(self) -> str:
        self.n += 1
        return f"m{self.n}"

    def mem(self, sid: str, text: str, day: float, key: str, role: str, expect: str, **kw: Any) -> Mem:
        return Mem(ref=self.ref(), text=text, at=self.at(day), key=key, scenario=sid, role=role, expect=expect, **kw)


def _temporal(c: _Ctx, sid: str, slot: str) -> Scenario:
    rng, tpl = c.rng, TEMPORAL[slot][c.lang]
    variant = rng.choices(["cue", "dated", "relative", "implicit", "chain", "correction"], weights=[20, 15, 15, 20, 15, 15])[0]
    vals = c.pick(TVALUES[slot][c.lang], 3 if variant == "chain" else 2)
    kinds = {"cue": ["cue"], "dated": ["date"], "relative": ["rel"], "implicit": ["plain"], "correction": ["fix"]}.get(variant)
    if kinds is None:
        kinds = [rng.choice(["cue", "plain", "rel"]), rng.choice(["cue", "plain", "date"])]
    texts = [c.fill(rng.choice(tpl["old"]), a=vals[0])]
    for i, kind in enumerate(kinds, start=1):
        texts.append(c.fill(rng.choice(tpl[kind]), a=vals[i - 1], b=vals[i]))
    days = [c.day(2, 40)]
    for _ in kinds:
        gap = rng.uniform(5, 120) / 1440 if variant == "correction" else rng.uniform(6, 80)
        days.append(days[-1] + gap)
    n = len(texts)
    mems = [c.mem(sid, t, d, f"{sid}.v{i}", "current" if i == n - 1 else "stale", "active" if i == n - 1 else "retired")
            for i, (t, d) in enumerate(zip(texts, days, strict=True))]
    q = Query(f"{sid}.q", sid, rng.choice(tpl["q"]), (mems[-1].key,), tuple(m.key for m in mems[:-1]))
    return Scenario(sid, "temporal", c.lang, variant, slot, frozenset({slot}), mems, [q])


def _duplicates(c: _Ctx, sid: str, entry: tuple[str, list[str], list[str]]) -> Scenario:
    rng = c.rng
    topic, paras, qs = entry
    k = rng.choice([2, 2, 3])
    texts = [c.fill(p) for p in rng.sample(paras, k)]
    d = c.day(2, 30)
    mems = []
    for t in texts:
        mems.append(c.mem(sid, t, d, f"{sid}.fact", "para", "any"))
        d += rng.uniform(0.5, 45)
    q = Query(f"{sid}.q", sid, rng.choice(qs), (f"{sid}.fact",), ())
    return Scenario(sid, "duplicates", c.lang, f"{k} restatements", topic, frozenset({topic}), mems, [q])


def _inference(c: _Ctx, sid: str, entry: tuple[str, list[str], list[str], list[str], str]) -> Scenario:
    rng = c.rng
    topic, guesses, facts, qs, pool = entry
    a = b = ""
    if pool == "town":
        a, b = c.pick(TOWN_ORIGIN[c.lang], 2)
    elif pool == "company":
        a, b = c.pick(COMPANIES[c.lang], 2)
    guess, fact = c.fill(rng.choice(guesses), a=a, b=b), c.fill(rng.choice(facts), a=a, b=b)
    variant = rng.choices(["guess-then-fact", "fact-then-guess"], weights=[60, 40])[0]
    d0 = c.day(2, 40)
    tg, tf = (d0, d0 + rng.uniform(0.05, 20)) if variant == "guess-then-fact" else (d0 + rng.uniform(1, 30), d0)
    mg = c.mem(sid, guess, tg, f"{sid}.guess", "guess", "retired", source="agent")
    mf = c.mem(sid, fact, tf, f"{sid}.fact", "fact", "active")
    q = Query(f"{sid}.q", sid, rng.choice(qs), (mf.key,), (mg.key,))
    return Scenario(sid, "inference", c.lang, variant, topic, frozenset({topic}), [mg, mf], [q])


def _tool_values(rng: random.Random, pool: str, lang: str) -> tuple[str, str]:
    if pool == "steps":
        v = rng.randint(2000, 15000)
        return f"{v:,}", f"{v + rng.choice([-1, 1]) * rng.randint(300, 1800):,}"
    if pool == "money":
        v = rng.randint(200, 6000) + rng.choice([0.0, 0.4, 0.75])
        return f"{v:,.2f}", f"{v - rng.choice([25, 60, 140, 310]):,.2f}"
    if pool == "weekday":
        days = ["on Monday", "on Tuesday", "on Wednesday", "on Thursday", "on Friday", "on Saturday"]
        if lang == "zh":
            days = ["周一", "周二", "周三", "周四", "周五", "周六"]
        i = rng.randint(0, 4)
        return days[i], days[i + 1]
    if pool == "bpm":
        v = rng.randint(52, 74)
        return str(v), str(v + rng.choice([3, 5, 6, 8]))
    if pool == "pct":
        v = rng.choice([10, 20, 30, 40, 50])
        return str(v), str(v + rng.choice([20, 30, 40]))
    if pool == "rate":
        r = rng.uniform(1.05, 1.12) if lang == "en" else rng.uniform(7.05, 7.3)
        return f"{r:.4f}", f"{r + rng.choice([0.0012, 0.0031, 0.0057]):.4f}"
    if pool == "hours":
        h = rng.choice([5.5, 6.0, 6.5, 7.0, 7.5])
        return f"{h:g}", f"{h + rng.choice([0.5, 1.0, 1.5]):g}"
    v = rng.randint(12, 180)
    return str(v), str(v + rng.choice([4, 9, 17, 25]))


def _tools(c: _Ctx, sid: str, entry: tuple[str, str, tuple[str, str], str, list[str]]) -> Scenario:
    rng = c.rng
    topic, tpl, sources, pool, qs = entry
    va, vb = _tool_values(rng, pool, c.lang)
    trk = f"JD{rng.randint(10**9, 10**10 - 1)}" if c.lang == "zh" else f"TBA{rng.randint(10**8, 10**9 - 1)}"
    subj = c.subject()
    ta, tb = tpl.format(v=va, trk=trk, **subj), tpl.format(v=vb, trk=trk, **subj)
    if c.lang == "en":
        ta, tb = ta[0].upper() + ta[1:], tb[0].upper() + tb[1:]
    if rng.random() < 0.5:
        sources = (sources[1], sources[0])
    d0 = c.day(2, 40)
    ma = c.mem(sid, ta, d0, f"{sid}.a", "alt", "active", source="tool", source_id=sources[0])
    mb = c.mem(sid, tb, d0 + rng.uniform(1, 30) / 1440, f"{sid}.b", "alt", "active", source="tool", source_id=sources[1])
    q = Query(f"{sid}.q", sid, rng.choice(qs), (ma.key, mb.key), ())
    return Scenario(sid, "tools", c.lang, "tool-vs-tool", topic, frozenset({topic}), [ma, mb], [q])


def _unrelated(c: _Ctx, sid: str, entry: tuple[frozenset[str], str, str, str, str]) -> Scenario:
    rng = c.rng
    topics, t1, t2, q1, q2 = entry
    a, b = c.pick(TVALUES["town"][c.lang], 2)
    fill = {"a": a, "b": b, "name": c.pick(PEOPLE[c.lang])[0]}
    d0 = c.day(2, 40)
    d1 = d0 + rng.uniform(1 / 24, 50)
    if rng.random() < 0.5:
        d0, d1 = d1, d0
    x = c.mem(sid, c.fill(t1, **fill), d0, f"{sid}.x", "unrelated", "active")
    y = c.mem(sid, c.fill(t2, **fill), d1, f"{sid}.y", "unrelated", "active")
    qs = [Query(f"{sid}.q1", sid, q1, (x.key,), ()), Query(f"{sid}.q2", sid, q2, (y.key,), ())]
    return Scenario(sid, "unrelated", c.lang, "shared words", "/".join(sorted(topics)), topics, [x, y], qs)


def _entries(category: str, lang: str) -> list[tuple[frozenset[str], Any]]:
    if category == "temporal":
        return [(frozenset({slot}), slot) for slot in TEMPORAL]
    if category == "unrelated":
        return [(e[0], e) for e in UNRELATED[lang]]
    table: dict[str, Any] = {"duplicates": DUPLICATES, "inference": INFERENCE, "tools": TOOLS}[category]
    return [(frozenset({e[0]}), e) for e in table[lang]]


BUILDERS: dict[str, Any] = {"temporal": _temporal, "duplicates": _duplicates, "inference": _inference, "tools": _tools,
                            "unrelated": _unrelated}


def _bank(seed: int, rng: random.Random, category: str, lang: str, bi: int, cycle: list[Any], background: int) -> Bank:
    persona = PERSONAS[lang][bi % len(PERSONAS[lang])]
    name = f"{category}-{lang}-{bi:02d}"
    c = _Ctx(random.Random(f"h4:{seed}:{name}"), lang, persona, T0 + timedelta(days=rng.randint(0, 240)))
    bank = Bank(name=name, category=category, lang=lang, persona=persona)
    topics: set[str] = set()
    while len(bank.scenarios) < PER_BANK:
        if not cycle:  # every template once before any repeats
            cycle.extend(_entries(category, lang))
            rng.shuffle(cycle)
        idx = next((i for i, (t, _) in enumerate(cycle) if not t & topics), None)
        if idx is None:
            cycle.clear()
            continue
        t, entry = cycle.pop(idx)
        topics |= t
        bank.scenarios.append(BUILDERS[category](c, f"{name}.s{len(bank.scenarios)}", entry))
    for i, tpl in enumerate(c.rng.sample(BACKGROUND[lang], background)):
        bank.extras.append(Mem(ref=f"bg{i}", text=c.fill(tpl), at=c.at(c.day(0, 30)), key=f"{name}.bg{i}", scenario="",
                               role="background", expect="active"))
    bank.extras.append(Mem(ref="name", text=c.rng.choice(NAME_LINES[lang]).format(n=persona), at=c.at(0),
                           key=f"{name}.name", scenario="", role="background", expect="active"))
    _dedupe_texts(bank)
    bank.query_at = (bank.last_write() + timedelta(days=c.rng.uniform(1, 3))).replace(second=0, microsecond=0)
    return bank


def generate(seed: int = 404, *, per_category: int = 20, background: int = 3) -> Dataset:
    """``per_category`` scenarios per category and language (rounded up to whole banks of ``PER_BANK``)."""
    rng = random.Random(seed)
    banks: list[Bank] = []
    for category in CATEGORIES4:
        for lang in ("en", "zh"):
            cycle: list[Any] = []
            for bi in range(-(-per_category // PER_BANK)):
                banks.append(_bank(seed, rng, category, lang, bi, cycle, background))
    return Dataset(seed, banks)


def main() -> None:
    ap = argparse.ArgumentParser(description="print statistics of the held-out hygiene corpus 4 (never tune on it)")
    ap.add_argument("--seed", type=int, default=404)
    ap.add_argument("--per-category", type=int, default=20)
    args = ap.parse_args()
    ds = generate(args.seed, per_category=args.per_category)
    print(ds.stats())
    qs = Counter(f"{b.category}/{b.lang}" for b in ds.banks for _ in b.queries())
    print("queries:", dict(qs))


if __name__ == "__main__":
    main()
